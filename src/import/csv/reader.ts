/**
 * The bank-CSV reader: any export with a header naming a date and an amount (or debit and credit
 * columns), and every known layout (layouts.ts). Steps: split records (records.ts), find the
 * table under any title lines (header.ts), settle the columns (plan.ts), the date order
 * (date-cells.ts), the decimal mark and the currency (money-cells.ts), read each row, skip rows
 * that never moved money, and check the bank's running balance (../balance-check.ts).
 */

import { currencyDecimals, isKnownCurrency } from "../amount.js";
import { figure, plural, Refusal, resultOf } from "../refusal.js";
import type { FormatReader, ImportedBook, ImportedTransaction, ImportOptions } from "../types.js";
import { checkRunningBalance, type BalancedRow } from "../balance-check.js";
import { dateOrderOf, readDate } from "./date-cells.js";
import { currencyInName, findColumn, findTable, NAMES, normalizeName } from "./header.js";
import { LAYOUTS } from "./layouts.js";
import { currencyOfCell, decimalMarkOf, readMoney } from "./money-cells.js";
import { planFromHeader, planFromLayout, type Plan } from "./plan.js";
import { readRecords, type CsvRecord, type RecordsResult } from "./records.js";

/** Beyond this many, more complaints about one file only bury the first. */
const MAX_PROBLEMS = 10;

/** Words of a line that states a balance rather than a movement ("Beginning balance as of 01/01/2026"). */
const BALANCE_LINE = /\b(opening|beginning|starting|closing|ending|brought forward|carried forward|anfangssaldo|endsaldo|kontostand)\b/i;


export const csvReader: FormatReader = {
  name: "csv",
  detect(text) {
    const firstLine = text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
    return /[,;\t|]/.test(firstLine) ? 1 : 0;
  },
  read(text, _bytes, options) {
    return resultOf(options.fileName, () => readBankCsv(text, options));
  },
};

function readBankCsv(text: string, options: ImportOptions): ImportedBook {
  const split = splitRecords(text);
  if (!split.ok) throw new Refusal(`line ${split.line}`, `well-formed CSV: ${split.problem}`, "correct the quoting on that line");
  const records = split.records;
  if (records.length === 0) throw new Refusal(undefined, "a header row and transactions; the file is empty", "export the statement again");
  const notes: string[] = [];

  const { names, rows, layoutUsed, preamble } = locateTable(records, options);
  if (preamble.length > 0) notes.push(`Skipped ${plural(preamble.length, "line")} above the table`);
  const planned = layoutUsed !== undefined ? planFromLayout(layoutUsed, names) : planFromHeader(names, rows, options);
  if (!planned.ok) throw new Refusal(`line ${(rows[0]?.line ?? 2) - 1}`, planned.expected, planned.fix);
  const plan = planned.plan;

  const { table, summary, balanceLines } = splitBlocks(rows, plan, names);
  if (summary > 0) notes.push(`Skipped ${plural(summary, "summary line")} below the table`);

  const order = dateOrderOf(
    table.map((row) => cell(row, plan.date)),
    options.dateOrder ?? layoutUsed?.dateOrder,
    options.dateOrder !== undefined ? "--" + options.dateOrder : `the ${layoutUsed?.name ?? ""} layout`,
  );
  if (!order.ok) throw new Refusal(`column '${names[plan.date]}'`, `dates in one order: ${order.problem}`, order.fix);

  const moneyColumns = moneyColumnsOf(plan);
  const currency = settleCurrency(names, table, preamble, plan, layoutUsed?.currency, options);
  const decimals = currencyDecimals(currency);
  const mark = layoutUsed?.decimal ?? decimalMarkOf(table.flatMap((row) => moneyColumns.map((c) => cell(row, c))).filter((v) => v !== ""), split.delimiter === ";");
  if (mark === "mixed") throw new Refusal(undefined, "one decimal mark for all amounts; the file uses both '1,50' and '1.50'", "correct the amounts so they all use the same decimal mark");

  const problems: string[] = [];
  const complain = (row: CsvRecord, column: number | undefined, problem: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push(column === undefined ? `line ${row.line}: ${problem}` : `line ${row.line}, column '${names[column]}': ${problem}`);
  };
  const money = (row: CsvRecord, column: number): number | undefined => {
    const value = cell(row, column);
    if (value === "") return undefined;
    const read = readMoney(value, decimals, mark);
    if (read.ok) return read.minor;
    complain(row, column, `'${value}' ${read.problem}`);
    return undefined;
  };

  let opening: number | undefined;
  for (const row of balanceLines) {
    if (plan.balance !== undefined && opening === undefined) opening = money(row, plan.balance);
  }
  if (balanceLines.length > 0) notes.push(`Read ${plural(balanceLines.length, "balance line")} (${balanceLines.map((row) => `line ${row.line}`).join(", ")}) as a balance, not a transaction`);

  const transactions: ImportedTransaction[] = [];
  const balanced: BalancedRow[] = [];
  const skipped = new Map<string, number>();
  for (const row of table) {
    if (row.fields.length > names.length && row.fields.slice(names.length).some((f) => f.trim() !== "")) {
      complain(row, undefined, `has ${row.fields.length} fields but the header has ${names.length} (an unquoted ${split.delimiter === "," ? "comma" : "delimiter"} in a description?)`);
      continue;
    }
    if (plan.status !== undefined) {
      const status = cell(row, plan.status.column).toLowerCase();
      if (plan.status.skip.has(status)) {
        skipped.set(status, (skipped.get(status) ?? 0) + 1);
        continue;
      }
      if (status !== "" && !plan.status.keep.has(status)) {
        complain(row, plan.status.column, `'${cell(row, plan.status.column)}' is not a status this reader knows (expected one of ${[...plan.status.keep].slice(0, 4).join(", ")} … or ${[...plan.status.skip].slice(0, 4).join(", ")} …); delete the row if the money did not move`);
        continue;
      }
    }
    const date = readDate(cell(row, plan.date), order.order);
    if (date === undefined) complain(row, plan.date, `'${cell(row, plan.date)}' is not a date`);
    const amount = amountOf(row, plan, money, complain);
    const balance = plan.balance === undefined ? undefined : money(row, plan.balance);
    if (date === undefined || amount === undefined) continue;
    const description = plan.description === undefined ? "" : cell(row, plan.description);
    const category = plan.category === undefined ? "" : cell(row, plan.category);
    const source = `line ${row.line}`;
    transactions.push({ date, amountMinor: amount, source, ...(description === "" ? {} : { description }), ...(category === "" ? {} : { category }) });
    balanced.push({ date, amountMinor: amount, source, ...(balance === undefined ? {} : { balanceMinor: balance }) });
  }
  if (problems.length > 0) {
    throw new Refusal(problems[0]!.split(":", 1)[0]!, `every row readable; ${problems.length === MAX_PROBLEMS ? `at least ${plural(MAX_PROBLEMS, "row")}` : plural(problems.length, "row")} could not be read:\n    ${problems.join("\n    ")}`, "correct those rows or export the statement again");
  }
  for (const [status, count] of skipped) notes.push(`Skipped ${plural(count, `${status} row`)} (status column): they did not move money`);

  const book: ImportedBook = { format: "csv", currency, transactions, notes: [] };
  if (layoutUsed !== undefined) book.layout = layoutUsed.id;
  if (balanced.length > 0) {
    const check = checkRunningBalance(balanced, opening);
    if (!check.ok) {
      throw new Refusal(
        `${check.source}, column '${names[plan.balance!]}'`,
        `the running balance to follow from the amounts: the previous balance plus this row's amount is ${figure(check.expectedMinor, currency)}, the file says ${figure(check.foundMinor, currency)}`,
        plan.amount.kind === "signed" && layoutUsed === undefined
          ? "if positive amounts are charges, add --positive-means money-out; otherwise the export is incomplete (export it again)"
          : "export the statement again; rows may be missing or edited",
      );
    }
    if (check.closingMinor !== undefined) {
      book.closingBalanceMinor = check.closingMinor;
      book.closingBalanceDate = check.closingDate;
      notes.push(`Checked the running balance on every row; closing balance from the '${names[plan.balance!]}' column`);
    }
  }
  book.notes = notes.map((text) => ({ text }));
  return book;
}

/**
 * The records, split at the delimiter the text itself suggests; when that finds no known layout, at
 * a known layout's own delimiter, if splitting there finds that layout. A German export with
 * decimal commas can have more lines with one comma than with its semicolons.
 */
function splitRecords(text: string): RecordsResult {
  const detected = readRecords(text);
  if (detected.ok && findTable(detected.records, LAYOUTS)?.layout !== undefined) return detected;
  const others = new Set(LAYOUTS.map((layout) => layout.delimiter).filter((d) => d !== undefined && !(detected.ok && d === detected.delimiter)));
  for (const delimiter of others) {
    const retried = readRecords(text, delimiter);
    if (retried.ok && findTable(retried.records, LAYOUTS)?.layout?.delimiter === delimiter) return retried;
  }
  return detected;
}

interface Table {
  names: string[];
  rows: CsvRecord[];
  layoutUsed: (typeof LAYOUTS)[number] | undefined;
  preamble: CsvRecord[];
}

function locateTable(records: CsvRecord[], options: ImportOptions): Table {
  if (options.columns !== undefined) {
    const named = options.columns.map(normalizeName);
    const hasDate = findColumn(named, NAMES.date) !== undefined;
    const hasAmount = findColumn(named, NAMES.amount) !== undefined || (findColumn(named, NAMES.debit) !== undefined && findColumn(named, NAMES.credit) !== undefined);
    if (!hasDate || !hasAmount) {
      throw new Refusal("--columns", `column names that include a date and an amount (or debit and credit); got ${options.columns.join(",")}`, "name the columns in order with names such as --columns date,description,amount");
    }
    const first = records[0]!.fields.map(normalizeName);
    const hasHeader = options.columns.every((name, i) => first[i] === normalizeName(name));
    return { names: options.columns, rows: records.slice(hasHeader ? 1 : 0), layoutUsed: undefined, preamble: [] };
  }
  const start = findTable(records, LAYOUTS);
  if (start === undefined) {
    const first = records[0]!;
    const looksLikeData = first.fields.some((f) => readDate(f, "day-first") !== undefined) && first.fields.some((f) => /\d[.,]\d\d\s*$/.test(f));
    if (looksLikeData) {
      throw new Refusal("line 1", "a header row naming the columns; line 1 is already a transaction", "name the columns in order with --columns, e.g. --columns date,description,amount");
    }
    throw new Refusal(
      undefined,
      `a header row naming a date column and an amount column (or debit and credit columns) within the first lines; line ${first.line} reads "${first.fields.slice(0, 6).join(", ").slice(0, 120)}"`,
      "add the header row, or name the columns with --columns date,description,amount",
    );
  }
  if (start.kind === "headerless") return { names: [...start.layout!.header], rows: records, layoutUsed: start.layout, preamble: [] };
  const header = records[start.index]!;
  // A trailing delimiter on every line gives an empty last header cell: not a column.
  let width = header.fields.length;
  while (width > 0 && header.fields[width - 1]!.trim() === "") width--;
  return { names: header.fields.slice(0, width).map((n) => n.trim()), rows: records.slice(start.index + 1), layoutUsed: start.layout, preamble: records.slice(0, start.index) };
}

/**
 * The table proper, the balance lines within it, and the summary block after it: the rows after the
 * last dated row are a summary when none of them is dated. A balance line is a row whose amount
 * cells are empty and whose text speaks of an opening or closing balance.
 */
function splitBlocks(rows: CsvRecord[], plan: Plan, names: readonly string[]): { table: CsvRecord[]; summary: number; balanceLines: CsvRecord[] } {
  // A row whose status says it never moved money may have no booking date yet (a pending card
  // payment); it is still a row of the table, to be skipped and counted as such.
  const unbooked = (row: CsvRecord) => plan.status !== undefined && plan.status.skip.has(cell(row, plan.status.column).toLowerCase());
  const dated = (row: CsvRecord) => readDate(cell(row, plan.date), "day-first") !== undefined || readDate(cell(row, plan.date), "month-first") !== undefined || unbooked(row);
  let last = rows.length - 1;
  while (last >= 0 && !dated(rows[last]!)) last--;
  const table: CsvRecord[] = [];
  const balanceLines: CsvRecord[] = [];
  const amounts = moneyColumnsOf(plan).filter((c) => c !== plan.balance);
  for (const row of rows.slice(0, last + 1)) {
    const noAmount = amounts.every((c) => cell(row, c) === "");
    if (noAmount && BALANCE_LINE.test(row.fields.join(" "))) balanceLines.push(row);
    else if (row.fields.every((f) => f.trim() === "") || (row.fields.length < Math.min(3, names.length) && !dated(row))) continue;
    else table.push(row);
  }
  return { table, summary: rows.length - 1 - last, balanceLines };
}

function amountOf(row: CsvRecord, plan: Plan, money: (row: CsvRecord, column: number) => number | undefined, complain: (row: CsvRecord, column: number | undefined, problem: string) => void): number | undefined {
  const { amount } = plan;
  let value: number | undefined;
  if (amount.kind === "debit-credit") {
    if (cell(row, amount.debit) === "" && cell(row, amount.credit) === "") {
      complain(row, undefined, "both the debit and the credit cell are empty");
      return undefined;
    }
    const out = money(row, amount.debit) ?? 0;
    const into = money(row, amount.credit) ?? 0;
    // Some banks print debits with a minus; both columns are magnitudes.
    value = Math.abs(into) - Math.abs(out);
  } else {
    if (cell(row, amount.column) === "") {
      complain(row, amount.column, "the amount is missing");
      return undefined;
    }
    const read = money(row, amount.column);
    if (read === undefined) return undefined;
    if (amount.kind === "signed") value = amount.positiveMeans === "money-in" ? read : -read + 0;
    else {
      const mark = cell(row, amount.typeColumn).toLowerCase();
      if (amount.moneyIn.has(mark)) value = Math.abs(read);
      else if (amount.moneyOut.has(mark)) value = -Math.abs(read) + 0;
      else {
        complain(row, amount.typeColumn, `'${cell(row, amount.typeColumn)}' does not say whether money came in or went out`);
        return undefined;
      }
      if (read < 0 && value > 0) {
        complain(row, amount.column, "the amount is negative but the type says money in");
        return undefined;
      }
    }
  }
  if (plan.fee !== undefined) {
    const fee = money(row, plan.fee.column) ?? 0;
    value = plan.fee.combine === "deducted" ? value - fee : value + fee;
  }
  return value;
}

function moneyColumnsOf(plan: Plan): number[] {
  const { amount } = plan;
  const columns = amount.kind === "debit-credit" ? [amount.debit, amount.credit] : [amount.column];
  if (plan.fee !== undefined) columns.push(plan.fee.column);
  if (plan.balance !== undefined) columns.push(plan.balance);
  return columns;
}

/**
 * The currency, from what the file states: a currency column, a code in a money column's header
 * ("Amount (GBP)"), the layout, a "Currency: EUR" line above the table, or codes and symbols in the
 * amounts. Sources that disagree, or a `--currency` that disagrees with the file, are refused.
 */
function settleCurrency(names: readonly string[], table: readonly CsvRecord[], preamble: readonly CsvRecord[], plan: Plan, layoutCurrency: unknown, options: ImportOptions): string {
  const stated = new Map<string, string>();
  const state = (code: string | undefined, where: string) => {
    const upper = code?.trim().toUpperCase();
    if (upper !== undefined && upper !== "" && !stated.has(upper)) stated.set(upper, where);
  };
  if (plan.currencyColumn !== undefined) for (const row of table) state(cell(row, plan.currencyColumn), `the '${names[plan.currencyColumn]}' column (line ${row.line})`);
  for (const column of moneyColumnsOf(plan)) {
    state(currencyInName(names[column]!), `the '${names[column]}' header`);
    for (const row of table) state(currencyOfCell(cell(row, column)), `line ${row.line}`);
  }
  if (typeof layoutCurrency === "string") state(layoutCurrency, "the layout");
  for (const row of preamble) {
    const text = row.fields.join(" ");
    const match = /\b(?:currency|w(?:ä|ae)hrung|devise|munt)\b\s*(?::\s*)?([A-Z]{3})\b/i.exec(text);
    if (match !== null) state(match[1], `line ${row.line}`);
  }
  const codes = [...stated.keys()];
  if (codes.length > 1) {
    throw new Refusal(undefined, `one currency per file; it states ${codes.map((c) => `${c} (${stated.get(c)})`).join(" and ")}`, "split the file by currency and import each part");
  }
  const fromFile = codes[0];
  if (fromFile !== undefined && !isKnownCurrency(fromFile)) throw new Refusal(stated.get(fromFile), `an ISO 4217 currency code; found '${fromFile}'`, "add --currency with the account's ISO 4217 code");
  if (options.currency !== undefined && fromFile !== undefined && options.currency !== fromFile) {
    throw new Refusal(stated.get(fromFile), `the currency given by --currency (${options.currency}); the file says ${fromFile}`, "drop --currency, or correct it");
  }
  const currency = options.currency ?? fromFile;
  if (currency === undefined) throw new Refusal(undefined, "a currency: the file states none (no currency column, code or symbol)", "add --currency with the account's ISO 4217 code, e.g. --currency USD");
  return currency;
}

function cell(row: CsvRecord, column: number): string {
  return (row.fields[column] ?? "").trim();
}


