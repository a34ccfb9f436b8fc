/**
 * Checks that the labelled categorization corpus (test/fixtures/categorization/) is self-consistent:
 * every statement file in it imports with the flags its labels record, every line of labels.csv
 * finds exactly one imported transaction, and every imported transaction has a label.
 *
 * A label finds its transaction by file, date and signed amount in minor units, as the imported
 * envelope shows them; where several transactions of one file share a date and an amount, the
 * labels of that key are matched to them in file order. The files go through the import module
 * (`importStatement` and `envelopeOf`) with the flags parsed as the CLI parses them, so a file
 * that `cashflow import <file> <flags>` would refuse fails here too.
 *
 * The labels themselves are checked as well: each expected category is one of the taxonomy's for
 * the direction of the money (an outflow's category for money out, an inflow's for money in), the
 * stakes column says `high` exactly for the categories where a mistake costs most, and the rows a
 * human could not categorize either stay under 5% of the corpus.
 *
 *   npx tsx scripts/check-categorization-corpus.ts [folder…] [--measure]
 *
 * checks test/fixtures/categorization/ (or each folder given) and exits 0 when all are consistent,
 * 1 with every problem listed. With --measure it then runs the categorizer
 * (src/domain/categories) on every row as the CLI's import does, and reports rows right, the share
 * of outflow money right, rows left uncategorized and high-stakes errors (a payroll, tax, loan,
 * interest, transfer or owner-draw row called something discretionary, or the reverse), with each
 * wrong row listed.
 */

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "csv-parse/sync";
import { parseArgs, type CliOptions } from "../src/cli/args.js";
import { currencyDecimals, isKnownCurrency, parseMajorAmount } from "../src/import/amount.js";
import { envelopeOf, importStatement, type EnvelopeTransaction } from "../src/import/index.js";
import { measureCategories } from "./measure-categories.js";

const MEASURE = process.argv.includes("--measure");
const FOLDERS_GIVEN = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const FOLDERS = FOLDERS_GIVEN.length > 0 ? FOLDERS_GIVEN : [fileURLToPath(new URL("../test/fixtures/categorization/", import.meta.url))];
const LABELS_FILE = "labels.csv";
/** Files in the folder that are not statements. */
const NOT_STATEMENTS = new Set([LABELS_FILE, "README.md"]);
const COLUMNS = ["file", "flags", "date", "amount_minor", "expected", "stakes", "note"] as const;

const OUTFLOW_CATEGORIES = new Set([
  "payroll", "contractors", "rent", "utilities", "telecom", "software", "marketing", "travel", "meals", "office",
  "equipment", "professional services", "insurance", "inventory", "shipping", "taxes", "loan", "interest",
  "bank fees", "transfer", "owner draw",
]);
const INFLOW_CATEGORIES = new Set([
  "revenue", "loan proceeds", "transfer", "refund", "interest income", "owner contribution", "tax refund", "other income",
]);
const UNCATEGORIZED = "uncategorized";
/** Where a wrong category misstates burn, tax or the owner's money: payroll, taxes, debt, transfers, draws. */
const HIGH_STAKES = new Set(["payroll", "taxes", "loan", "interest", "transfer", "owner draw"]);
/** Rows a careful controller could not categorize from the row either stay a small minority. */
const MAX_UNCATEGORIZED_SHARE = 0.05;

interface Label {
  /** The line of labels.csv (1-based, the header is line 1). */
  line: number;
  file: string;
  flags: string;
  date: string;
  amountMinor: number;
  expected: string;
}

interface ImportedRow {
  date: string;
  amountMinor: number;
  /** The row as the envelope carries it. */
  transaction: EnvelopeTransaction;
  /** Where the row stands in the file ("line 14", an element path), for messages. */
  source: string;
}

// One folder prints as it always has; several (the test suite checks every measuring corpus in one
// process, which saves a process start per corpus) print each line after its folder.
let failed = 0;
for (const folder of FOLDERS) {
  const prefix = FOLDERS.length > 1 ? `${folder}: ` : "";
  const checked = checkCorpus(folder);
  if (checked.problems.length > 0) {
    failed++;
    for (const text of checked.problems) console.error(prefix + text);
    console.error(`check-categorization-corpus: ${prefix}${checked.problems.length} problem${checked.problems.length === 1 ? "" : "s"}.`);
    continue;
  }
  console.log(`check-categorization-corpus: ${prefix}${checked.summary}`);
  if (MEASURE) measureCategories(checked.measured.map(({ label, row }) => ({ file: label.file, expected: label.expected, transaction: row.transaction })));
}
if (failed > 0) process.exit(1);

/** One corpus checked: every problem found, else its summary line and each label with the imported row it found. */
function checkCorpus(corpus: string): { problems: string[]; summary: string; measured: { label: Label; row: ImportedRow }[] } {
  const problems: string[] = [];
  const measured: { label: Label; row: ImportedRow }[] = [];
  const problem = (text: string): void => void problems.push(text);

  const labels = readLabels();
  const byFile = new Map<string, Label[]>();
  for (const label of labels) byFile.set(label.file, [...(byFile.get(label.file) ?? []), label]);

  const statements = readdirSync(corpus).filter((name) => !NOT_STATEMENTS.has(name)).sort();
  for (const name of statements) {
    if (!byFile.has(name)) problem(`${name}: the file has no line in ${LABELS_FILE}; label every transaction it holds.`);
  }
  for (const name of byFile.keys()) {
    if (!statements.includes(name)) problem(`${LABELS_FILE}: file '${name}' is not in ${corpus}.`);
  }

  let matched = 0;
  for (const name of statements) {
    const fileLabels = byFile.get(name);
    if (fileLabels === undefined) continue;
    const rows = importedRows(name, fileLabels[0]!.flags);
    if (rows !== undefined) matched += matchLabels(name, fileLabels, rows);
  }

  const uncategorized = labels.filter((label) => label.expected === UNCATEGORIZED).length;
  if (labels.length > 0 && uncategorized / labels.length >= MAX_UNCATEGORIZED_SHARE) {
    problem(`${LABELS_FILE}: ${uncategorized} of ${labels.length} rows are '${UNCATEGORIZED}', ${(100 * uncategorized / labels.length).toFixed(1)}%; keep them under ${100 * MAX_UNCATEGORIZED_SHARE}% (only rows a careful controller could not categorize either).`);
  }
  const summary = `${statements.length} files, ${labels.length} labels, each matched to exactly one imported transaction (${matched}); ${uncategorized} uncategorized (${(100 * uncategorized / labels.length).toFixed(1)}%).`;
  return { problems, summary, measured };

  /** labels.csv, every line checked for form; lines with a problem are reported and left out. */
  function readLabels(): Label[] {
    const text = readFileSync(join(corpus, LABELS_FILE), "utf8");
    const records = parse(text, { relax_column_count: true }) as string[][];
    const header = records[0] ?? [];
    if (header.join(",") !== COLUMNS.join(",")) {
      problem(`${LABELS_FILE}, line 1: expected the header ${COLUMNS.join(",")}; found ${header.join(",")}.`);
      return [];
    }
    const flagsOfFile = new Map<string, string>();
    const read: Label[] = [];
    records.slice(1).forEach((record, index) => {
      const line = index + 2;
      const at = `${LABELS_FILE}, line ${line}`;
      if (record.length !== COLUMNS.length) return problem(`${at}: expected ${COLUMNS.length} columns (${COLUMNS.join(",")}); found ${record.length}.`);
      const [file, flags, date, amount, expected, stakes] = record as [string, string, string, string, string, string, string];
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return problem(`${at}, column 'date': expected YYYY-MM-DD; found '${date}'.`);
      if (!/^-?[1-9]\d*$/.test(amount)) return problem(`${at}, column 'amount_minor': expected a signed whole number of minor units, not zero; found '${amount}'.`);
      const amountMinor = Number(amount);
      const allowed = amountMinor < 0 ? OUTFLOW_CATEGORIES : INFLOW_CATEGORIES;
      if (expected !== UNCATEGORIZED && !allowed.has(expected)) {
        return problem(`${at}, column 'expected': '${expected}' is not a category for money ${amountMinor < 0 ? "out" : "in"}; use one of ${[...allowed].join(", ")}, or ${UNCATEGORIZED}.`);
      }
      const wantedStakes = HIGH_STAKES.has(expected) ? "high" : "";
      if (stakes !== wantedStakes) return problem(`${at}, column 'stakes': expected '${wantedStakes}' for '${expected}'; found '${stakes}'.`);
      const earlierFlags = flagsOfFile.get(file);
      if (earlierFlags === undefined) flagsOfFile.set(file, flags);
      else if (earlierFlags !== flags) return problem(`${at}, column 'flags': every row of ${file} needs the same flags ('${earlierFlags}'); found '${flags}'.`);
      read.push({ line, file, flags, date, amountMinor, expected });
    });
    return read;
  }

  /** The file's transactions as `cashflow import <file> <flags>` puts them in the envelope, or undefined when refused. */
  function importedRows(name: string, flags: string): ImportedRow[] | undefined {
    const path = join(corpus, name);
    const parsed = parseArgs(["import", path, ...flags.split(/\s+/).filter((flag) => flag !== "")]);
    if (parsed.kind !== "run") {
      problem(`${name}: the flags '${flags}' are not a valid command line${parsed.kind === "usage-error" ? `: ${parsed.message}` : ""}.`);
      return undefined;
    }
    const options = parsed.options;
    const imported = importStatement(readFileSync(path), {
      fileName: name,
      ...defined({ format: options.format, dateOrder: options.dateOrder, positiveMeans: options.positiveMeans, amountsIn: options.amountsIn, columns: options.columns, currency: options.currency }),
    });
    if (!imported.ok) {
      const { at, expected, fix } = imported.refusal;
      problem(`${name}${at === undefined ? "" : `, ${at}`}: refused with '${flags}': expected ${expected}. Fix: ${fix}.`);
      return undefined;
    }
    const balanceMinor = balanceOf(name, options, imported.book.currency ?? options.currency);
    const made = envelopeOf(imported.book, {
      fileName: name,
      accountId: options.account ?? imported.book.accountId ?? name,
      today: new Date().toISOString().slice(0, 10),
      ...defined({ balanceMinor, asOf: options.asOf }),
    });
    if (!made.ok) {
      problem(`${name}: no envelope with '${flags}': expected ${made.refusal.expected}. Fix: ${made.refusal.fix}.`);
      return undefined;
    }
    return made.envelope.transactions.map((row, index) => ({ date: row.date, amountMinor: row.amount_minor, transaction: row, source: made.sources[index] ?? `transactions[${index}]` }));
  }

  /** --balance in the book's currency, exactly as the CLI reads it. */
  function balanceOf(name: string, options: CliOptions, currency: string | undefined): number | undefined {
    if (options.balanceText === undefined) return undefined;
    if (currency === undefined || !isKnownCurrency(currency)) {
      problem(`${name}: --balance ${options.balanceText} needs the file's currency; the file states none. Add --currency to its flags.`);
      return undefined;
    }
    const read = parseMajorAmount(options.balanceText, currencyDecimals(currency));
    if (!read.ok) {
      problem(`${name}: --balance '${options.balanceText}' ${read.problem} in ${currency}.`);
      return undefined;
    }
    return read.minor;
  }

  /**
   * Pairs the file's labels with its imported rows one to one on date and amount, the k-th label of
   * a key with the k-th row of that key in file order. Returns the number of pairs.
   */
  function matchLabels(name: string, fileLabels: readonly Label[], rows: readonly ImportedRow[]): number {
    const key = (date: string, amountMinor: number): string => `${date} ${amountMinor}`;
    const waiting = new Map<string, Label[]>();
    for (const label of fileLabels) {
      const k = key(label.date, label.amountMinor);
      waiting.set(k, [...(waiting.get(k) ?? []), label]);
    }
    let pairs = 0;
    for (const row of rows) {
      const queue = waiting.get(key(row.date, row.amountMinor));
      if (queue === undefined || queue.length === 0) {
        problem(`${name}, ${row.source}: the transaction of ${row.date} for ${row.amountMinor} has no line in ${LABELS_FILE}; add one (file,flags,date,amount_minor,expected,stakes,note).`);
        continue;
      }
      const label = queue.shift()!;
      pairs++;
      measured.push({ label, row });
    }
    for (const queue of waiting.values()) {
      for (const label of queue) {
        problem(`${LABELS_FILE}, line ${label.line}: ${name} has no imported transaction of ${label.date} for ${label.amountMinor} left to match; check the date and the signed amount in minor units against 'cashflow import ${`${name} ${label.flags}`.trim()}'.`);
      }
    }
    return pairs;
  }
}

/** The entries whose value is given, so optional properties stay absent rather than undefined. */
function defined<T extends Record<string, unknown>>(values: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}
