/**
 * Dates as bank exports print them: 2026-01-31, 20260131, 31/01/2026, 01/31/2026, 31.01.26, 31. 1. 2026,
 * 31-Jan-2026, "30 Oct, 2026", "Jan 31, 2026", "31. Okt. 2026", "31 déc. 2026", 2026年10月03日, each
 * possibly followed by a time, after a space, a `T` or a comma (`2026-11-24, 7:48 PM`; ignored: a
 * statement's date is the bank's own calendar day). Month names are read in the languages whose headers
 * the reader knows, in full or cut short; none of those spellings names two months, so a named month
 * never needs the column's order. Whether 03/04/2026 is 3 April or 4 March is settled, for the whole
 * column, by a value that can only be read one way (a part above 12), by dots (31.01.2026 is written
 * day-first wherever dots are used), by the layout, or by the user; otherwise the column is refused,
 * never guessed.
 */

import { parseDay } from "../../domain/dates.js";

export type DateOrder = "day-first" | "month-first";

const YEAR_FIRST = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})\.?(?:$|[T ,])/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
// Commas part a date's numbers only before a four-digit year ("10,13,2026", SBM Mauritius), where no amount could be read.
const NUMERIC = /^(\d{1,2})([/.-]|,(?=\d{1,2},\d{4}(?:$|[T ]))) ?(\d{1,2})\2 ?(\d{4}|\d{2})(?:$|[T ,])/;
const DAY_MONTH_NAME = /^(\d{1,2})\.?[\s-]([\p{L}]{3,10})\.?,?[\s-](\d{4}|\d{2})\.?(?:$|[T ,])/u;
const MONTH_NAME_DAY = /^([\p{L}]{3,10})\.?\s+(\d{1,2}),?\s+(\d{4})(?:$|[T ,])/u;
/** Year, month and day by their Chinese, Japanese and Korean signs: `2026年10月03日`, `2026년 10월 3일`. */
const CJK = /^(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]?(?:$|[T\s])/;

/**
 * Month names, January to December, in full, written without accents and in lower case: English,
 * German, French, Dutch, Spanish, Italian, Danish, Swedish, Norwegian, Portuguese. A cell's word is
 * a month when it is one of these or the start of one, at least three letters long ("Okt", "déc",
 * "Sept", "juil"); the starts are all distinct, except where two languages share a month.
 */
const MONTH_NAMES: readonly (readonly string[])[] = [
  ["january", "januar", "janvier", "januari", "enero", "gennaio", "janeiro"],
  ["february", "februar", "fevrier", "februari", "febrero", "febbraio", "fevereiro"],
  ["march", "marz", "maerz", "mars", "maart", "mrt", "marzo", "marts", "mars", "marco"],
  ["april", "avril", "abril", "aprile"],
  ["may", "mai", "mei", "mayo", "maggio", "maj", "maio"],
  ["june", "juni", "juin", "junio", "giugno", "junho"],
  ["july", "juli", "juillet", "julio", "luglio", "julho"],
  ["august", "aout", "augustus", "agosto"],
  ["september", "septembre", "septiembre", "settembre", "setembro"],
  ["october", "oktober", "octobre", "octubre", "ottobre", "outubro"],
  ["november", "novembre", "noviembre", "novembro"],
  ["december", "dezember", "decembre", "diciembre", "dicembre", "desember", "dezembro"],
];

/** Each spelling met so far and its month: a column repeats a dozen spellings on every row. */
const monthsMet = new Map<string, number | undefined>();

function monthNumber(name: string): number | undefined {
  if (monthsMet.has(name)) return monthsMet.get(name);
  const word = name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  const months = word.length < 3 ? [] : MONTH_NAMES.flatMap((names, index) => (names.some((full) => full.startsWith(word)) ? [index + 1] : []));
  const month = months.length === 1 ? months[0] : undefined;
  if (monthsMet.size < 1000) monthsMet.set(name, month);
  return month;
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
  match = CJK.exec(text);
  if (match !== null) return iso(Number(match[1]), Number(match[2]), Number(match[3]));
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
  // A time or a weekday before the date (`12:00am Tue 24 November, 2026`, `Dienstag, 24.11.2026`):
  // the date is what follows them.
  const rest = text.replace(BEFORE_THE_DATE, "");
  return rest !== text && rest !== "" ? readDate(rest, order) : undefined;
}

/** A clock time, or a weekday's name in English, German, French or Dutch, written before a date. */
const BEFORE_THE_DATE = /^(?:\d{1,2}[:.]\d{2}(?::\d{2})?\s?(?:am|pm)?|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)\.?,?\s+/i;

/** A day and a named month with no year (`24/Nov`, `24 Nov`, `Nov 24`), and a month and day by their CJK signs (`10月1日`). */
const DAY_MONTH_NAME_ALONE = /^(\d{1,2})\.?[\s/-]([\p{L}]{3,10})\.?$/u;
const MONTH_NAME_DAY_ALONE = /^([\p{L}]{3,10})\.?\s+(\d{1,2})$/u;
const CJK_MONTH_DAY = /^(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]?$/;

/**
 * A date written without its year (`24/Nov`, `Nov 24`, `10月1日`), as YYYY-MM-DD in the year given,
 * or undefined when the cell is no such date. Only named months and CJK signs: a bare `03/04` could
 * be a day and month either way, or a fraction.
 */
export function yearlessDate(cell: string, year: number): string | undefined {
  const text = cell.trim();
  let match = DAY_MONTH_NAME_ALONE.exec(text);
  if (match !== null) {
    const month = monthNumber(match[2]!);
    return month === undefined ? undefined : iso(year, month, Number(match[1]));
  }
  match = MONTH_NAME_DAY_ALONE.exec(text);
  if (match !== null) {
    const month = monthNumber(match[1]!);
    return month === undefined ? undefined : iso(year, month, Number(match[2]));
  }
  match = CJK_MONTH_DAY.exec(text);
  return match === null ? undefined : iso(year, Number(match[1]), Number(match[2]));
}

/** Whether a cell is a date written without its year (a leap year, so `29/Feb` is one too). */
export function isYearlessDate(cell: string): boolean {
  return yearlessDate(cell, 2000) !== undefined;
}

/** Whether a cell reads as a date in either day/month order (the order is settled later, for the whole column). */
export function isDateCell(cell: string): boolean {
  return readDate(cell, "day-first") !== undefined || readDate(cell, "month-first") !== undefined;
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
