/**
 * Dates as bank exports print them: 2026-01-31, 20260131, 31/01/2026, 01/31/2026, 31.01.26,
 * 31-Jan-2026, "Jan 31, 2026", each possibly followed by a time (ignored: a statement's date is the
 * bank's own calendar day). Whether 03/04/2026 is 3 April or 4 March is settled, for the whole
 * column, by a value that can only be read one way (a part above 12), by dots (31.01.2026 is
 * written day-first wherever dots are used), by the layout, or by the user; otherwise the
 * column is refused, never guessed.
 */

import { parseDay } from "../../domain/dates.js";

export type DateOrder = "day-first" | "month-first";

const YEAR_FIRST = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?:$|[T ])/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const NUMERIC = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?:$|[T ,])/;
const DAY_MONTH_NAME = /^(\d{1,2})[\s-]([A-Za-z]{3,9})\.?[\s-](\d{4}|\d{2})(?:$|[T ,])/;
const MONTH_NAME_DAY = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})(?:$|[T ,])/;
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function monthNumber(name: string): number | undefined {
  const lower = name.toLowerCase();
  const index = MONTHS.indexOf(lower.slice(0, 3));
  // "Sept" and full names are fine; "Janx" is not a month.
  if (index < 0 || !(lower.length === 3 || "january february march april may june july august september sept october november december".split(" ").includes(lower))) return undefined;
  return index + 1;
}

function fullYear(text: string): number {
  // Two-digit years in a bank export are this century's: an export covers recent months.
  return text.length === 2 ? 2000 + Number(text) : Number(text);
}

function iso(year: number, month: number, day: number): string | undefined {
  const date = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return parseDay(date) === undefined ? undefined : date;
}

/** A date cell as YYYY-MM-DD with the given order for numeric day/month; undefined when it is not a calendar date. */
export function readDate(cell: string, order: DateOrder | undefined): string | undefined {
  const text = cell.trim();
  let match = YEAR_FIRST.exec(text);
  if (match !== null) return iso(Number(match[1]), Number(match[3]), Number(match[4]));
  match = COMPACT.exec(text);
  if (match !== null) return iso(Number(match[1]), Number(match[2]), Number(match[3]));
  match = NUMERIC.exec(text);
  if (match !== null) {
    const first = Number(match[1]);
    const second = Number(match[3]);
    const year = fullYear(match[4]!);
    const dayFirst = order === "day-first" || (order === undefined && match[2] === ".");
    if (order === undefined && match[2] !== "." && first <= 12 && second <= 12 && first !== second) return undefined;
    return dayFirst ? iso(year, second, first) : iso(year, first, second);
  }
  match = DAY_MONTH_NAME.exec(text);
  if (match !== null) {
    const month = monthNumber(match[2]!);
    return month === undefined ? undefined : iso(fullYear(match[3]!), month, Number(match[1]));
  }
  match = MONTH_NAME_DAY.exec(text);
  if (match !== null) {
    const month = monthNumber(match[1]!);
    return month === undefined ? undefined : iso(Number(match[3]), month, Number(match[2]));
  }
  return undefined;
}

export type OrderResult = { ok: true; order: DateOrder | undefined; settledBy: string } | { ok: false; problem: string; fix: string };

/**
 * The order the column's numeric dates are written in. `given` (the user's flag or the layout) wins;
 * otherwise the values themselves must settle it. A column with only year-first or named-month
 * dates needs no order.
 */
export function dateOrderOf(cells: Iterable<string>, given: DateOrder | undefined, givenBy: string): OrderResult {
  if (given !== undefined) return { ok: true, order: given, settledBy: givenBy };
  let dayFirstSeen: string | undefined;
  let monthFirstSeen: string | undefined;
  let unsettled: string | undefined;
  for (const cell of cells) {
    const match = NUMERIC.exec(cell.trim());
    if (match === null || match[2] === ".") continue;
    const first = Number(match[1]);
    const second = Number(match[3]);
    if (first > 12 && second <= 12) dayFirstSeen ??= cell.trim();
    else if (second > 12 && first <= 12) monthFirstSeen ??= cell.trim();
    else if (first !== second) unsettled ??= cell.trim();
  }
  if (dayFirstSeen !== undefined && monthFirstSeen !== undefined) {
    return { ok: false, problem: `the dates mix day-first ('${dayFirstSeen}') and month-first ('${monthFirstSeen}') order`, fix: "correct the dates; a file uses one order" };
  }
  if (dayFirstSeen !== undefined) return { ok: true, order: "day-first", settledBy: `'${dayFirstSeen}' can only be day-first` };
  if (monthFirstSeen !== undefined) return { ok: true, order: "month-first", settledBy: `'${monthFirstSeen}' can only be month-first` };
  if (unsettled !== undefined) {
    return {
      ok: false,
      problem: `every date has its day and month at 12 or below ('${unsettled}'), so the file does not say whether it is day-first or month-first`,
      fix: "add --day-first (31/01/2026, UK and Europe) or --month-first (01/31/2026, US)",
    };
  }
  return { ok: true, order: undefined, settledBy: "the dates are unambiguous" };
}
