/**
 * Calendar dates as whole day numbers (days since 1970-01-01), so the window arithmetic of the
 * methodology is integer subtraction. Only the calendar date matters: an RFC 3339 timestamp
 * contributes its own written date, not its UTC conversion, as a bank statement would show it.
 */

export type DayNumber = number;

const MS_PER_DAY = 86_400_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-](\d{2}):(\d{2}))$/;

/** Reads `YYYY-MM-DD` or an RFC 3339 timestamp; undefined when it is neither or not a real date. */
export function parseDay(text: string): DayNumber | undefined {
  const match = DATE_ONLY.exec(text) ?? TIMESTAMP.exec(text);
  if (match === null) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (match[4] !== undefined) {
    // The time must be a real time of day too, or the stamp is not RFC 3339.
    if (Number(match[4]) > 23 || Number(match[5]) > 59 || Number(match[6]) > 60) return undefined;
    if (match[9] !== undefined && (Number(match[9]) > 23 || Number(match[10]) > 59)) return undefined;
  }
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The UTC calendar date of an instant, for the "today in UTC" default of `as_of`. */
export function dayOf(instant: Date): DayNumber {
  return Math.floor(instant.getTime() / MS_PER_DAY);
}

/** `YYYY-MM-DD`, for assumptions and notes. */
export function formatDay(day: DayNumber): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}
