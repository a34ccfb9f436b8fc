/**
 * A file with no header row and no running balance (an Austrian or Australian export that starts
 * with its first transaction: date, text, amount, perhaps a currency), its columns named by what
 * every row holds in them, as a user would name them with `--columns`. The names then go through
 * the same plan as a header's (./plan.ts), so the sign is settled, or refused, as for any file.
 *
 * Named only where the cells leave one reading: one column holds a date on every row (or several
 * do, equal on every row), one column holds a figure on every row and no other column holds one
 * anywhere (or others repeat its figure on every row); a column of currency codes is the currency,
 * the longest text that changes from row to row the description. Two date columns that differ on
 * some row (a booking and a transaction date), or two columns of figures that no running balance
 * ties together (./columns-by-balance.ts tried that first), are refused naming the columns, since
 * the rows cannot say which is which.
 */

import { currencyCode } from "../amount.js";
import { Refusal } from "../refusal.js";
import { dateColumnsOf, datedRowsFrom, figureColumnsOf, range } from "./columns-by-balance.js";
import { descriptionColumn } from "./words-by-content.js";
import { isDateCell } from "./date-cells.js";
import { namesMoneyAlone } from "./header.js";
import type { CsvRecord } from "./records.js";

/** Rows needed: the columns must hold their kind on more than a line or two. */
const MIN_ROWS = 2;
/** How many records from the top may come before the header, as for a header found by its words. */
const MAX_PREAMBLE = 40;

export interface ColumnsByContent {
  names: string[];
  /** What the rows settled, for the user's notes. */
  settledBy: string;
}

/**
 * The column names of a headerless file's rows, or undefined where its first record is no row
 * (a header the reader does not know, a preamble). Throws a Refusal naming the columns where the
 * rows are read two ways.
 */
export function columnsByContent(records: readonly CsvRecord[], semicolonFile: boolean): ColumnsByContent | undefined {
  const width = records[0]?.fields.length ?? 0;
  const rows = datedRowsFrom(records, 0, width);
  if (width < 2 || rows.length < MIN_ROWS) return undefined;
  const cells = range(width).map((column) => rows.map((row) => row.fields[column]!.trim()));
  const place = (column: number) => `column ${column + 1}`;
  const fix = "name the columns in order with --columns, e.g. --columns date,description,amount";

  const { dates, differs } = dateColumnsOf(rows, width);
  if (dates.length === 0) return undefined;
  if (differs !== undefined) throw datesDiffer("a header row naming the columns: the file has none", dates[0]!, differs, place, fix);

  const read = figureColumnsOf(rows, width, dates, semicolonFile);
  const full = [...read.keys()].filter((column) => read.get(column)!.every((value) => value !== undefined));
  // A column that repeats an earlier one's figure on every row (an amount beside its "original amount") is one reading.
  const sameAs = (column: number, earlier: number) => read.get(column)!.every((value, row) => value === read.get(earlier)![row]);
  const figures = full.filter((column, i) => !full.slice(0, i).some((earlier) => sameAs(column, earlier)));
  // Partly filled figures (a debit and a credit column) or several full ones: which is which is the user's to say.
  const notFull = [...read.keys()].filter((column) => !full.includes(column));
  const cheques = figures.length === 1 ? notFull.filter((column) => isChequeNumbers(cells[column]!, cells[figures[0]!]!)) : [];
  const partly = notFull.filter((column) => !cheques.includes(column));
  if (figures.length !== 1 || partly.length > 0) {
    const named = [...figures, ...partly].sort((a, b) => a - b).map(place);
    if (named.length < 2) return undefined;
    throw new Refusal("line 1", `a header row naming the columns: the file has none, and ${named.join(", ")} all hold figures with no running balance to tell the amount among them`, fix);
  }

  const names = range(width).map(place);
  names[dates[0]!] = "date";
  names[figures[0]!] = "amount";
  const currency = range(width).find((column) => !dates.includes(column) && cells[column]!.every((cell) => currencyCode(cell.toUpperCase()) !== undefined));
  if (currency !== undefined) names[currency] = "currency";
  // The description: the longest text that changes from row to row (not the account's own IBAN on every row).
  const texts = range(width).filter((column) => names[column] === place(column) && !full.includes(column) && !partly.includes(column) && !cheques.includes(column));
  const varying = texts.filter((column) => new Set(cells[column]).size > 1);
  const description = descriptionColumn(varying.length > 0 ? varying : texts, rows);
  if (description !== undefined) names[description] = "description";
  return {
    names,
    settledBy: `Named the columns from the rows, as the file has no header row: ${names.map((name, column) => (name === place(column) ? undefined : `${place(column)} as the ${name}`)).filter((said) => said !== undefined).join(", ")} (${place(dates[0]!)} holds a date on every row and ${place(figures[0]!)} the only figures${cheques.length === 0 ? "" : `; ${cheques.map(place).join(" and ")} only whole numbers on a few rows, a cheque's number`}); give --columns to name them otherwise`,
  };
}

/**
 * Whole numbers on a few rows (`1042`) beside the one column filled on every row, whose figures all
 * carry a decimal mark and both signs: a cheque's number, not money. A debit or credit column fills
 * the rows the other leaves empty, and a column filled on every row leaves it none.
 */
const WHOLE_NUMBER = /^\d+$/;
const WITH_CENTS = /^[-+]?[\d,.' ]*[.,]\d{2}$/;
function isChequeNumbers(column: readonly string[], amounts: readonly string[]): boolean {
  const written = column.filter((value) => value !== "");
  return written.every((value) => WHOLE_NUMBER.test(value)) && amounts.every((value) => WITH_CENTS.test(value)) && amounts.some((value) => value.startsWith("-")) && amounts.some((value) => !value.startsWith("-"));
}

export interface HeaderDatedByContent {
  /** The header row's index. */
  index: number;
  /** The header's names, the date column's replaced by `date`. */
  names: string[];
  /** What the rows settled, for the user's notes. */
  settledBy: string;
}

/**
 * A header that names the money but not the date (Clarien's `Transaction ,Description,Currenc,Debit,
 * Credit`, its names cut short; a date word in a language the reader has none for): the date is the
 * one column below it that holds a date on every row (or several that hold the same date on every
 * row). Undefined where no record within the first lines is such a header over dated rows; a Refusal
 * naming both columns where two hold dates that differ on some row, since the rows cannot say which
 * is the booking date.
 */
export function headerDatedByContent(records: readonly CsvRecord[]): HeaderDatedByContent | undefined {
  const limit = Math.min(records.length, MAX_PREAMBLE);
  for (let index = 0; index < limit; index++) {
    const header = records[index]!.fields;
    if (header.some(isDateCell) || !namesMoneyAlone(header)) continue;
    const rows = datedRowsFrom(records, index + 1, header.length);
    if (rows.length < MIN_ROWS) continue;
    const { dates, differs } = dateColumnsOf(rows, header.length);
    if (dates.length === 0) continue;
    const named = (column: number) => `'${header[column]!.trim()}' (column ${column + 1})`;
    if (differs !== undefined) throw datesDiffer("a header naming the date: it names none", dates[0]!, differs, named, "name the columns in order with --columns");
    const names = header.map((name) => name.trim());
    names[dates[0]!] = "date";
    return { index, names, settledBy: `Read ${named(dates[0]!)} as the date, as the header names no date column and it holds a date on every row; give --columns to name the columns otherwise` };
  }
  return undefined;
}

/**
 * The refusal for two date columns that differ on some row (a booking and a transaction or value
 * date): the rows cannot say which is the booking date, so the user names it.
 */
function datesDiffer(expected: string, first: number, differs: { column: number; row: CsvRecord }, place: (column: number) => string, fix: string): Refusal {
  const { column, row } = differs;
  return new Refusal(
    `line ${row.line}`,
    `${expected}, and ${place(first)} and ${place(column)} both hold dates that differ on this line ('${row.fields[first]!.trim()}', '${row.fields[column]!.trim()}'), a booking date and another that the rows cannot tell apart`,
    `${fix}, naming the booking date 'date' and the other 'value date'`,
  );
}
