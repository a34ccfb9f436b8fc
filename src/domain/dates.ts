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
  // Nearly every date in a book is a plain `YYYY-MM-DD`. Reading its digits directly, without a
  // regex match and two Date objects, made validating a 100-transaction book much cheaper: its
  // dates had been over a third of that work (bench/RESULTS.md, Profile notes).
  if (text.length === 10 && text.charCodeAt(4) === DASH && text.charCodeAt(7) === DASH) {
    const year = digits(text, 0, 4);
    const month = digits(text, 5, 2);
    const day = digits(text, 8, 2);
    if (year < 0 || month < 0 || day < 0) return undefined;
    // Date.UTC reads years 0–99 as 1900–1999; those rare years take the general path below, so
    // both paths give the same day for every input.
    if (year >= 100) {
      if (month < 1 || month > 12 || day < 1 || day > monthLength(year, month)) return undefined;
      return civilDay(year, month, day);
    }
  }
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

const DASH = 0x2d;
const DIGIT_ZERO = 0x30;
const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The decimal number in `text[start, start + count)`, or -1 unless all are ASCII digits (as `\d` matches). */
function digits(text: string, start: number, count: number): number {
  let value = 0;
  for (let i = start; i < start + count; i++) {
    const digit = text.charCodeAt(i) - DIGIT_ZERO;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** Days in a month of the proleptic Gregorian calendar, as Date.UTC counts them. */
function monthLength(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : MONTH_LENGTHS[month - 1]!;
}

/**
 * Days since 1970-01-01 of a proleptic Gregorian date with a non-negative year, in integer
 * arithmetic (H. Hinnant, "chrono-Compatible Low-Level Date Algorithms", days_from_civil).
 */
function civilDay(year: number, month: number, day: number): DayNumber {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The UTC calendar date of an instant, for the "today in UTC" default of `as_of`. */
export function dayOf(instant: Date): DayNumber {
  return Math.floor(instant.getTime() / MS_PER_DAY);
}

/** `YYYY-MM-DD`, for assumptions and notes. */
export function formatDay(day: DayNumber): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}
