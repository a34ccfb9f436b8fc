/**
 * A table whose header words the reader does not know (a language or script it has no words for),
 * read from what its rows prove instead: one column holds a date on every row, and two columns of
 * figures, an amount and a running balance, agree on every row (each balance is the one before it
 * plus the row's amount, in the file's order or the reverse), or three do, a debit, a credit and the
 * balance. A running balance that every row satisfies settles which column is the money and which
 * way its sign runs, so nothing is guessed; where no such columns are found, or more than one set
 * of them, or two date columns differ on some row (a booking and a value date, which the rows
 * cannot tell apart), the table is not read this way and the file is refused as before. A file with
 * no header row at all (a Nordic or Austrian export that starts with its first row) is read the same
 * way, its columns named by their place. Two amount columns that hold the same figure on every row (a
 * business account's amount beside its "original amount") are one reading, not two.
 */

import { isDateCell } from "./date-cells.js";
import { findColumn, NAMES, normalizeName } from "./header.js";
import { decimalMarkOf, readMoney } from "./money-cells.js";
import type { Plan } from "./plan.js";
import { cell, type CsvRecord } from "./records.js";
import { descriptionColumn } from "./words-by-content.js";

/** How many records from the top may come before the header, as for a header found by its words. */
const MAX_PREAMBLE = 40;
/** Rows needed: a balance agreeing with its amount on two steps or more is no coincidence. */
const MIN_ROWS = 3;
/**
 * Columns of figures compared, at most: every pair and triple of them is tried, so the work grows
 * with their cube; a bank export has a handful, and a file with more is not read this way.
 */
const MAX_FIGURE_COLUMNS = 12;
const MAX_COLUMNS = 64;
/** Rows the columns are looked for in; a large file is then checked row by row for those columns only. */
const SAMPLE_ROWS = 64;

export interface TableByBalance {
  /** The header row's index; -1 when the file has none and its first row is a transaction. */
  headerIndex: number;
  /** The columns' names: the header's, or `column 1`, `column 2`, … by place. */
  names: string[];
  rows: CsvRecord[];
  plan: Plan;
  /** What the rows proved, for the user's notes. */
  settledBy: string;
}

export function tableByBalance(records: readonly CsvRecord[], semicolonFile: boolean): TableByBalance | undefined {
  const limit = Math.min(records.length, MAX_PREAMBLE);
  for (let index = 0; index < limit; index++) {
    const header = records[index]!.fields;
    if (header.length < 3 || header.length > MAX_COLUMNS || header.some(isDateCell)) continue;
    const found = provedBelow(records, index + 1, header.map((cell) => cell.trim()), "as no header word is known", semicolonFile);
    if (found !== undefined) return { headerIndex: index, ...found };
  }
  // A file whose first record is already a row: its columns named by their place.
  const first = records[0]?.fields;
  if (first === undefined || first.length < 3 || first.length > MAX_COLUMNS || !first.some(isDateCell)) return undefined;
  const found = provedBelow(records, 0, first.map((_, column) => `column ${column + 1}`), "as the file has no header row", semicolonFile);
  return found === undefined ? undefined : { headerIndex: -1, ...found };
}

/**
 * The columns the rows under a header prove, whatever its words say: for a header whose own reading
 * the running balance contradicts (a Credins export's money out and in under `Amount` and
 * `Amount1`, the first read as a signed amount). Undefined where the rows prove no one reading.
 */
export function tableProvedUnder(records: readonly CsvRecord[], headerIndex: number, semicolonFile: boolean): TableByBalance | undefined {
  const header = records[headerIndex]!.fields;
  const found = provedBelow(records, headerIndex + 1, header.map((cell) => cell.trim()), "as the running balance contradicts what the header's words say", semicolonFile);
  return found === undefined ? undefined : { headerIndex, ...found };
}

/**
 * The rows from `from` on (as wide as the names and holding a date, up to the first line that is
 * not: a total, a closing balance) and the columns they prove, or undefined when they prove none.
 */
function provedBelow(records: readonly CsvRecord[], from: number, names: string[], why: string, semicolonFile: boolean): Omit<TableByBalance, "headerIndex"> | undefined {
  const rows = datedRowsFrom(records, from, names.length);
  if (rows.length < MIN_ROWS) return undefined;
  // The columns are looked for in the first rows, and the one set found is then checked on every row.
  const found = columnsOf(names, rows.slice(0, SAMPLE_ROWS), why, semicolonFile);
  if (found === undefined || (rows.length > SAMPLE_ROWS && !holdsOnEveryRow(found.plan, rows, semicolonFile))) return undefined;
  return { names, rows, ...found };
}

/** `why` says why the rows are read for the columns (no header word known, or no header at all), for the note. */
function columnsOf(header: readonly string[], rows: readonly CsvRecord[], why: string, semicolonFile: boolean): { plan: Plan; settledBy: string } | undefined {
  const width = header.length;
  const { dates, differs } = dateColumnsOf(rows, width);
  // Two date columns that differ on some row are a booking and a value (or transaction) date.
  if (dates.length === 0 || differs !== undefined) return undefined;
  const date = dates[0]!;

  const figures = figureColumnsOf(rows, width, dates, semicolonFile);

  if (figures.size > MAX_FIGURE_COLUMNS) return undefined;
  const solutions: { plan: Plan; settledBy: string }[] = [];
  // A header line of blank cells (an opening-balance line above the rows) names no column: say where it is.
  const name = (column: number) => (header[column]!.trim() === "" ? `column ${column + 1}` : `'${header[column]!.trim()}'`);
  const full = [...figures].filter(([, values]) => values.every((value) => value !== undefined)) as [number, number[]][];
  for (const [balance, balances] of full) {
    for (const [amount, amounts] of full) {
      if (amount !== balance && runs(balances, (i) => amounts[i]!)) {
        solutions.push({ plan: { date, amount: { kind: "signed", column: amount, positiveMeans: "money-in" }, balance }, settledBy: `${name(amount)} is the amount and ${name(balance)} its running balance` });
      }
    }
    for (const [debit, debits] of figures) {
      for (const [credit, credits] of figures) {
        if (debit === credit || debit === balance || credit === balance) continue;
        if (runs(balances, (i) => movedBy(debits[i], credits[i]))) {
          solutions.push({ plan: { date, amount: { kind: "debit-credit", debit, credit }, balance }, settledBy: `${name(debit)} and ${name(credit)} are money out and in, and ${name(balance)} their running balance` });
        }
      }
    }
  }
  if (solutions.length === 0 || !oneReading(solutions, figures)) return undefined;
  const solution = solutions[0]!;
  // A merchant category code column under a header word the reader knows (monobank's `MCC` beside
  // its Ukrainian headers) is read as the header reader reads it, though its codes are figures too.
  const mcc = findColumn(header.map(normalizeName), NAMES.mcc);
  const { amount, balance } = solution.plan;
  const used = amount.kind === "signed" ? [amount.column, balance] : amount.kind === "debit-credit" ? [amount.debit, amount.credit, balance] : [balance];
  if (mcc !== undefined && !used.includes(mcc)) solution.plan.mcc = mcc;
  const taken = new Set([date, ...figures.keys()]);
  const description = descriptionColumn(range(width).filter((column) => !taken.has(column) && !dates.includes(column)), rows);
  if (description !== undefined) solution.plan.description = description;
  return {
    plan: solution.plan,
    settledBy: `Read the columns from the rows, ${why}: ${name(date)} is a date on every row, and ${solution.settledBy} on every row${description === undefined ? "" : `; ${name(description)}, the longest text, is the description`}`,
  };
}

/**
 * Whether several solutions are one reading: each a signed amount with the same balance, the amount
 * columns holding the same figure on every row (so whichever is read, every row moves the same).
 */
function oneReading(solutions: readonly { plan: Plan }[], figures: ReadonlyMap<number, (number | undefined)[]>): boolean {
  if (solutions.length === 1) return true;
  const [first, ...others] = solutions.map((solution) => solution.plan);
  if (first!.amount.kind !== "signed") return false;
  const amounts = figures.get(first!.amount.column)!;
  return others.every((plan) => plan.amount.kind === "signed" && plan.balance === first!.balance && figures.get(plan.amount.column)!.every((value, row) => value === amounts[row]));
}

/** Whether the plan's amount (or debit and credit) and balance agree on every row, as on the sample. */
function holdsOnEveryRow(plan: Plan, rows: readonly CsvRecord[], semicolonFile: boolean): boolean {
  const column = (index: number) => figuresOf(rows.map((row) => cell(row, index)), semicolonFile);
  const balances = column(plan.balance!);
  if (balances === undefined || balances.some((value) => value === undefined)) return false;
  if (plan.amount.kind === "signed") {
    const amounts = column(plan.amount.column);
    return amounts !== undefined && amounts.every((value) => value !== undefined) && runs(balances as number[], (i) => amounts[i]!);
  }
  if (plan.amount.kind !== "debit-credit") return false;
  const [debits, credits] = [column(plan.amount.debit), column(plan.amount.credit)];
  return debits !== undefined && credits !== undefined && runs(balances as number[], (i) => movedBy(debits[i], credits[i]));
}

/** The records from `from` on that are as wide as the table and hold a date, up to the first that is not (a total, a closing balance). */
export function datedRowsFrom(records: readonly CsvRecord[], from: number, width: number): CsvRecord[] {
  const rows: CsvRecord[] = [];
  for (let next = from; next < records.length; next++) {
    const fields = records[next]!.fields;
    if (fields.length !== width || !fields.some(isDateCell)) break;
    rows.push(records[next]!);
  }
  return rows;
}

/** The columns that hold a date on every row, and where one of them first differs from the first (a booking and another date). */
export function dateColumnsOf(rows: readonly CsvRecord[], width: number): { dates: number[]; differs?: { column: number; row: CsvRecord } } {
  const dates = range(width).filter((column) => rows.every((row) => isDateCell(cell(row, column))));
  for (const column of dates.slice(1)) {
    const row = rows.find((r) => cell(r, column) !== cell(r, dates[0]!));
    if (row !== undefined) return { dates, differs: { column, row } };
  }
  return { dates };
}

/** The columns other than the dates whose every filled cell is a figure (and at least one holds a digit), read as minor units. */
export function figureColumnsOf(rows: readonly CsvRecord[], width: number, dates: readonly number[], semicolonFile: boolean): Map<number, (number | undefined)[]> {
  const figures = new Map<number, (number | undefined)[]>();
  for (const column of range(width)) {
    if (dates.includes(column)) continue;
    const cells = rows.map((row) => cell(row, column));
    if (!cells.some((value) => /\d/.test(value))) continue;
    const read = figuresOf(cells, semicolonFile);
    if (read !== undefined) figures.set(column, read);
  }
  return figures;
}

/** A column's cells as minor units (empty cells undefined), in the decimal mark its figures share; undefined if any cell is no figure. */
function figuresOf(cells: readonly string[], semicolonFile: boolean): (number | undefined)[] | undefined {
  const mark = decimalMarkOf(cells.filter((value) => value !== ""), semicolonFile);
  if (mark === "mixed") return undefined;
  const read = cells.map((value) => (value === "" ? undefined : readMoney(value, 2, mark)));
  return read.every((result) => result === undefined || result.ok) ? read.map((result) => (result?.ok === true ? result.minor : undefined)) : undefined;
}

/** A row's money from its debit and credit cells, each filling one side (the other empty or zero); NaN where both or neither do, which no balance equals. */
function movedBy(out: number | undefined, into: number | undefined): number {
  const [hasOut, hasIn] = [out !== undefined && out !== 0, into !== undefined && into !== 0];
  if (hasOut && hasIn) return Number.NaN;
  if (out === undefined && into === undefined) return Number.NaN;
  return Math.abs(into ?? 0) - Math.abs(out ?? 0);
}

/**
 * Whether each balance follows from the one before it and the row's amount, in the file's order
 * (oldest first) or the reverse; read row by row and given up at the first row that disagrees both
 * ways, so trying every pair of columns costs a few rows each where they do not agree.
 */
function runs(balances: readonly number[], amountOf: (row: number) => number): boolean {
  let forward = true;
  let backward = true;
  let moves = false;
  for (let i = 1; i < balances.length && (forward || backward); i++) {
    const [before, after] = [amountOf(i - 1), amountOf(i)];
    if (balances[i] !== balances[i - 1]! + after) forward = false;
    if (balances[i - 1] !== balances[i]! + before) backward = false;
    if (before !== 0 || after !== 0) moves = true;
  }
  // A balance that never moves proves nothing.
  return (forward || backward) && moves;
}

export function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}
