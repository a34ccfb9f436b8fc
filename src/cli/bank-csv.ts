/**
 * Turns a bank's CSV export into a request envelope (see the proto's AnalysisRequest). Exports differ in
 * their column names, not in what they say: a date, then either one signed amount or separate
 * debit and credit columns, and often a category and a running balance. The header names are
 * matched against the spellings banks and accounting tools commonly use.
 */

import { parseDay } from "../domain/dates.js";
import { currencyDecimals, parseMajorAmount } from "../import/amount.js";
import { CsvSyntaxError, readCsv, type CsvRecord } from "./csv.js";

export interface CsvImportOptions {
  /** ISO 4217 code: sets how many decimals the amounts carry and the book's currency. */
  currency: string;
  /** `account_id` of the envelope. */
  accountId: string;
  /** Closing balance in minor units; without it the balance column is read. */
  balanceMinor?: number;
  /** `YYYY-MM-DD`; without it the latest transaction date. */
  asOf?: string;
  /** Read `03/04/2026` as 3 April rather than 4 March, when the column itself does not tell. */
  dayFirst?: boolean;
}

/** One complaint about the file, located for the user: `line 14, column amount: …`. */
export interface CsvProblem {
  /** Absent for a remark about the whole file. */
  line?: number;
  column?: string;
  problem: string;
}

export interface CsvEnvelope {
  account_id: string;
  transactions: { date: string; amount_minor: number; category?: string }[];
  balances: { current_minor: number; as_of: string; currency: string };
}

export type CsvImport =
  | {
      ok: true;
      envelope: CsvEnvelope;
      /** The file line of each transaction, so engine violations (`transactions[3]`) can name it. */
      lines: number[];
    }
  | {
      ok: false;
      problems: CsvProblem[];
      /** The file is fine but lacks something only an option can supply (a balance, a date). */
      missingOption?: boolean;
    };

/** Beyond this many, more complaints about the same file only bury the first ones. */
const MAX_PROBLEMS = 20;

/** Header spellings, normalised (lower case, punctuation as spaces), in order of preference. */
const DATE_NAMES = ["date", "transaction date", "trans date", "txn date", "posted", "posted date", "posting date", "post date", "booking date", "value date"];
const AMOUNT_NAMES = ["amount", "transaction amount", "net amount", "amt", "value"];
const DEBIT_NAMES = ["debit", "debits", "debit amount", "withdrawal", "withdrawals", "withdrawal amount", "money out", "paid out", "outflow"];
const CREDIT_NAMES = ["credit", "credits", "credit amount", "deposit", "deposits", "deposit amount", "money in", "paid in", "inflow"];
const CATEGORY_NAMES = ["category", "categories", "transaction category", "category name"];
const BALANCE_NAMES = ["balance", "running balance", "ledger balance", "account balance", "closing balance"];
/** A column saying which way an unsigned amount went (ISO 20022's CreditDebitIndicator and kin). */
const DIRECTION_NAMES = ["credit debit indicator", "debit credit indicator", "cr dr", "dr cr", "debit credit", "credit debit", "direction"];
const CREDIT_MARKS = new Set(["credit", "cr", "c", "crdt"]);
const DEBIT_MARKS = new Set(["debit", "dr", "d", "dbit"]);

function normalizeHeader(name: string): string {
  return name
    .toLowerCase()
    .replace(/\([^)]*\)/g, " ") // "Amount (USD)" → "amount"
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

interface Columns {
  date: number;
  amount?: number;
  /** Only with `amount`: then the amount is a magnitude and this column gives its sign. */
  direction?: number;
  debit?: number;
  credit?: number;
  category?: number;
  balance?: number;
}

function findColumn(headers: string[], names: string[]): number | undefined {
  for (const name of names) {
    const index = headers.indexOf(name);
    if (index >= 0) return index;
  }
  return undefined;
}

function locateColumns(header: CsvRecord): Columns | CsvProblem {
  const names = header.fields.map(normalizeHeader);
  const found = (list: string[]) => findColumn(names, list);
  const date = found(DATE_NAMES);
  const seen = header.fields.map((name) => `"${name}"`).join(", ");
  if (date === undefined) {
    return { line: header.line, problem: `the header has no date column (looked for "date", "posted", "transaction date" …; found ${seen})` };
  }
  const amount = found(AMOUNT_NAMES);
  const debit = found(DEBIT_NAMES);
  const credit = found(CREDIT_NAMES);
  if (amount === undefined && (debit === undefined || credit === undefined)) {
    return {
      line: header.line,
      problem: `the header needs an amount column (signed) or both a debit and a credit column; found ${seen}`,
    };
  }
  const columns: Columns = { date };
  // A signed amount is the more direct record; debit/credit are used only when it is absent.
  if (amount !== undefined) {
    columns.amount = amount;
    const direction = found(DIRECTION_NAMES);
    if (direction !== undefined) columns.direction = direction;
  } else {
    columns.debit = debit;
    columns.credit = credit;
  }
  const category = found(CATEGORY_NAMES);
  if (category !== undefined) columns.category = category;
  const balance = found(BALANCE_NAMES);
  if (balance !== undefined) columns.balance = balance;
  return columns;
}

const ISO_DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ].*)?$/;
const SLASHED_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * Whether the column's `a/b/yyyy` dates are day-first. A part above 12 settles it for the whole
 * column (a bank does not mix orders); when no value settles it, US order (month first) is used
 * unless the caller said otherwise.
 */
function columnIsDayFirst(rows: CsvRecord[], dateColumn: number, dayFirst: boolean | undefined): boolean {
  if (dayFirst !== undefined) return dayFirst;
  for (const row of rows) {
    const match = SLASHED_DATE.exec((row.fields[dateColumn] ?? "").trim());
    if (match === null) continue;
    if (Number(match[1]) > 12) return true;
    if (Number(match[2]) > 12) return false;
  }
  return false;
}

/** A date cell as `YYYY-MM-DD`, or undefined when it is not a real calendar date. */
function readDate(cell: string, dayFirst: boolean): string | undefined {
  const text = cell.trim();
  let year: string, month: string, day: string;
  const iso = ISO_DATE.exec(text);
  const slashed = iso === null ? SLASHED_DATE.exec(text) : null;
  if (iso !== null) [, year = "", month = "", day = ""] = iso;
  else if (slashed !== null) {
    const [, first = "", second = ""] = slashed;
    year = slashed[3] ?? "";
    [day, month] = dayFirst ? [first, second] : [second, first];
  } else return undefined;
  const date = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return parseDay(date) === undefined ? undefined : date;
}

/** Reads the export. Every problem in the file is collected (up to a limit), not just the first. */
export function importBankCsv(text: string, options: CsvImportOptions): CsvImport {
  let records: CsvRecord[];
  try {
    records = readCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { ok: false, problems: [{ line: error.line, problem: error.problem }] };
    throw error;
  }
  const [header, ...rows] = records;
  if (header === undefined) return { ok: false, problems: [{ line: 1, problem: "the file is empty; a header row is expected" }] };
  const columns = locateColumns(header);
  if ("problem" in columns) return { ok: false, problems: [columns] };

  const decimals = currencyDecimals(options.currency);
  const dayFirst = columnIsDayFirst(rows, columns.date, options.dayFirst);
  const problems: CsvProblem[] = [];
  let unlisted = 0;
  const complain = (line: number, column: number | undefined, problem: string) => {
    if (problems.length >= MAX_PROBLEMS) {
      unlisted++;
      return;
    }
    problems.push(column === undefined ? { line, problem } : { line, column: header.fields[column]!.trim(), problem });
  };
  /** A money cell in minor units; `blank` is what an empty cell means (undefined: required). */
  const money = (row: CsvRecord, column: number, blank?: number): number | undefined => {
    const cell = row.fields[column]!;
    if (cell.trim() === "") {
      if (blank === undefined) complain(row.line, column, "the amount is missing");
      return blank;
    }
    const parsed = parseMajorAmount(cell, decimals);
    if (parsed.ok) return parsed.minor;
    complain(row.line, column, `'${cell}' ${parsed.problem}`);
    return undefined;
  };

  const transactions: CsvEnvelope["transactions"] = [];
  const lines: number[] = [];
  /** Balance cells with their dates, in file order, for the closing balance. */
  const balances: { date: string; minor: number }[] = [];
  for (const row of rows) {
    if (row.fields.length !== header.fields.length) {
      complain(row.line, undefined, `has ${row.fields.length} field${row.fields.length === 1 ? "" : "s"} but the header has ${header.fields.length} (an unquoted comma?)`);
      continue;
    }
    const dateCell = row.fields[columns.date]!;
    const date = readDate(dateCell, dayFirst);
    if (date === undefined) {
      complain(row.line, columns.date, dateCell.trim() === "" ? "the date is missing" : `'${dateCell}' is not a date (use YYYY-MM-DD, MM/DD/YYYY or DD/MM/YYYY)`);
    }
    let amount: number | undefined;
    if (columns.amount !== undefined) {
      amount = money(row, columns.amount);
      if (amount !== undefined && columns.direction !== undefined) amount = directed(row, amount, columns.direction, complain);
    } else {
      amount = debitCredit(row, columns.debit!, columns.credit!, money, complain);
    }
    // Balance cells are often blank on all but the last row of a day; blanks are skipped.
    if (columns.balance !== undefined && row.fields[columns.balance]!.trim() !== "") {
      const balance = money(row, columns.balance);
      if (balance !== undefined && date !== undefined) balances.push({ date, minor: balance });
    }
    if (date === undefined || amount === undefined) continue;
    const category = columns.category === undefined ? "" : row.fields[columns.category]!.trim();
    transactions.push(category === "" ? { date, amount_minor: amount } : { date, amount_minor: amount, category });
    lines.push(row.line);
  }
  if (unlisted > 0) problems.push({ problem: `${unlisted} more problems of the same kinds were found and not listed` });
  if (problems.length > 0) return { ok: false, problems };

  const asOf = options.asOf ?? latest(transactions.map((t) => t.date));
  if (asOf === undefined) {
    return { ok: false, missingOption: true, problems: [{ problem: "the file has no transactions, so there is no date to analyse as of; pass --as-of YYYY-MM-DD" }] };
  }
  const closing = options.balanceMinor ?? closingBalance(balances, asOf);
  if (closing === undefined) {
    const why = columns.balance === undefined ? "the file has no balance column" : `no balance cell is dated on or before ${asOf}`;
    return { ok: false, missingOption: true, problems: [{ problem: `${why}; pass the closing balance in minor units with --balance` }] };
  }
  return {
    ok: true,
    envelope: {
      account_id: options.accountId,
      transactions,
      balances: { current_minor: closing, as_of: asOf, currency: options.currency },
    },
    lines,
  };
}

/**
 * Debit is money out, credit money in; both unsigned. Some banks print debits with a minus sign,
 * so a debit's sign is ignored; a negative credit has no single meaning and is refused.
 */
function debitCredit(
  row: CsvRecord,
  debitColumn: number,
  creditColumn: number,
  money: (row: CsvRecord, column: number, blank?: number) => number | undefined,
  complain: (line: number, column: number | undefined, problem: string) => void,
): number | undefined {
  const debitBlank = row.fields[debitColumn]!.trim() === "";
  const creditBlank = row.fields[creditColumn]!.trim() === "";
  if (debitBlank && creditBlank) {
    complain(row.line, undefined, "both the debit and the credit cell are empty");
    return undefined;
  }
  const debit = money(row, debitColumn, 0);
  const credit = money(row, creditColumn, 0);
  if (debit === undefined || credit === undefined) return undefined;
  if (credit < 0) {
    complain(row.line, creditColumn, `'${row.fields[creditColumn]}' is negative; credits are money in and are written without a sign`);
    return undefined;
  }
  return credit - Math.abs(debit);
}

/**
 * An amount whose direction column says credit (in) or debit (out). A printed minus agrees with
 * debit; a minus marked credit contradicts itself and is refused rather than guessed.
 */
function directed(
  row: CsvRecord,
  amount: number,
  column: number,
  complain: (line: number, column: number | undefined, problem: string) => void,
): number | undefined {
  const cell = row.fields[column]!;
  const mark = cell.trim().toLowerCase();
  if (DEBIT_MARKS.has(mark)) return -Math.abs(amount);
  if (CREDIT_MARKS.has(mark) && amount >= 0) return amount;
  complain(
    row.line,
    column,
    CREDIT_MARKS.has(mark) ? "the amount is negative but marked as a credit (money in)" : `'${cell}' is neither credit (CR) nor debit (DR)`,
  );
  return undefined;
}

function latest(dates: string[]): string | undefined {
  let best: string | undefined;
  for (const date of dates) if (best === undefined || date > best) best = date;
  return best;
}

/**
 * The running balance at the close of `asOf`: the balance cell of the last row on or before that
 * date. "Last" follows the file's own time order, which may be newest first: a file whose first
 * date is later than its last is read bottom-up.
 */
function closingBalance(balances: { date: string; minor: number }[], asOf: string): number | undefined {
  const first = balances[0];
  const last = balances.at(-1);
  if (first === undefined || last === undefined) return undefined;
  const chronological = first.date > last.date ? [...balances].reverse() : balances;
  let closing: number | undefined;
  for (const entry of chronological) if (entry.date <= asOf) closing = entry.minor;
  return closing;
}
