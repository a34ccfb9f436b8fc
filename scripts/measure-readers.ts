/**
 * How the import module does on bank exports it was not written against: the files in
 * test/fixtures/unseen-banks/ (banks none of the known CSV layouts covers, written by hand after
 * public descriptions of each bank's export) against the truth worked out by hand in expected.json.
 *
 * Each export goes through `importStatement` and `envelopeOf` as it comes, with no flag, as
 * `cashflow import <file>` would. When it is refused, the flags the refusal's fix names are added,
 * but only those a user of that account could give: the ones listed in the entry's
 * `flagsAUserKnows` (a date order the file cannot settle, a currency it never states, the balance
 * when it states none...), and the account's currency and whether it is a card or a bank account
 * (`--currency`, `--positive-means`), which every user of it knows whatever the file states. A refusal naming a flag the user could not honestly give (a date order
 * for a file whose dates settle it, a balance the file already states) is left as a refusal.
 * Each refusal that names a new flag earns one more try, so a file may be read with two flags
 * named by two refusals in turn.
 *
 * A file that is read is then compared with the truth: the number of booked rows, money in and
 * money out, the currency, the dates of the first and last row, and the closing balance. Any
 * difference is a misreading, the worst outcome: a refusal costs the user a flag or an edit, a
 * misreading costs them a wrong answer.
 *
 *   npx tsx scripts/measure-readers.ts [folder] [--today YYYY-MM-DD]   the table (Markdown) and the totals; exits 1 on a misreading
 *
 * `--today` measures as of another day than the clock's: a set whose invented rows run past the day
 * it is measured could only have been exported on or after its last row's day.
 *
 * The folder defaults to test/fixtures/unseen-banks/; test/fixtures/unseen-banks-2/ is a second set,
 * written later and blind in the same way, to measure again once the first has been tuned on.
 */

import { readFileSync, readdirSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { currencyDecimals, isKnownCurrency, parseMajorAmount } from "../src/import/amount.js";
import { envelopeOf, importStatement, type AmountUnit, type ImportedBook, type ImportOptions, type ImportRefusal } from "../src/import/index.js";

export const UNSEEN_BANKS = new URL("../test/fixtures/unseen-banks/", import.meta.url);

/** One export's truth, as expected.json writes it. */
export interface Truth {
  id: string;
  bank: string;
  country: string;
  sources: { url: string }[];
  bookedRows: number;
  /**
   * How many of the booked rows are of zero (a waived fee and its tax, 0.00): they move no money, and
   * the reader leaves them out, naming their lines in a note. Absent when there are none.
   */
  zeroRows?: number;
  /** Sum of the booked rows that brought money in, integer minor units. */
  moneyInMinor: number;
  /** Sum of the booked rows that took money out, as a positive number of minor units. */
  moneyOutMinor: number;
  /** ISO 4217 code when the file states it (a column, a header, a symbol, a line above the table); null otherwise. */
  currency: string | null;
  /** The closing balance when the file states it (a balance line or a running balance); null otherwise. */
  closingBalanceMinor: number | null;
  /** Booking dates of the first and last booked row, in the file's own order. */
  firstRowDate: string;
  lastRowDate: string;
  /** Flags, with their values, that settle what the file itself cannot: `--day-first`, `--currency EUR`, `--balance 123.45`... */
  flagsAUserKnows: string[];
  notes: string;
}

export type Outcome = "read as it comes" | "read with the flag the refusal names" | "refused" | "misread";

export interface Measurement {
  truth: Truth;
  outcome: Outcome;
  /** The flags added, as typed on the command line, in the order the refusals named them. */
  flags: string[];
  /** For a refusal: the refusal as the CLI prints it. For a misreading: what differs from the truth. */
  detail: string;
  /** For a file read: the reader that read it (`csv`, `csv: <layout>`...). */
  readAs?: string;
  /** For a file read: its rows, and how many of them came with no words (no description, no other party) to say what the money was. */
  words?: { rows: number; wordless: number };
}

export function loadTruths(folder: URL = UNSEEN_BANKS): Truth[] {
  const parsed = JSON.parse(readFileSync(new URL("expected.json", folder), "utf8")) as { entries: Truth[] };
  return parsed.entries;
}

/** The exports in the folder, by id (file name without `.csv`). */
export function exportIds(folder: URL = UNSEEN_BANKS): string[] {
  return readdirSync(folder).filter((name) => name.endsWith(".csv")).map((name) => name.slice(0, -".csv".length)).sort();
}

/** A user's flag split into its name and value: `--currency EUR` → ["--currency", "EUR"]. */
function splitFlag(flag: string): [string, string] {
  const space = flag.indexOf(" ");
  return space === -1 ? [flag, ""] : [flag.slice(0, space), flag.slice(space + 1).trim()];
}

/** The flag names a refusal's fix mentions, e.g. "add --day-first (…) or --month-first (…)" → both. */
export function flagsNamedBy(fix: string): string[] {
  return [...new Set(fix.match(/--[a-z][a-z-]*/g) ?? [])];
}

/** The flags (and their values) the refusal names that the user could give, not yet given. */
function flagsToFollow(refusal: ImportRefusal, truth: Truth, given: readonly string[]): string[] {
  const named = flagsNamedBy(refusal.fix);
  return whatTheUserKnows(truth).filter((flag) => named.includes(splitFlag(flag)[0]) && !given.includes(flag));
}

/**
 * The flags the entry lists, and what every user of an account knows whatever its file states: its
 * currency, whether it is a card or a bank account (an entry that lists no sign is a bank account's,
 * whose positive amounts brought money in), whether whole-number amounts are in units or cents (an
 * entry that lists no unit writes units: the user knows a 138.62 payment when they see it), where
 * the file states no balance the account's balance today (or what a card owes), and the year of the
 * statement (for a file that writes its dates without one). The
 * truth has no figure for that balance, since the file states none, so the one given here
 * (BALANCE_THE_USER_GIVES) is checked against nothing: only the rows are.
 */
function whatTheUserKnows(truth: Truth): readonly string[] {
  const flags = [...truth.flagsAUserKnows];
  const has = (name: string) => flags.some((flag) => splitFlag(flag)[0] === name);
  if (!has("--positive-means")) flags.push("--positive-means money-in");
  if (!has("--amounts-in")) flags.push("--amounts-in units");
  if (!has("--currency") && truth.currency !== null) flags.push(`--currency ${truth.currency}`);
  if (!has("--balance") && truth.closingBalanceMinor === null) flags.push(`--balance ${BALANCE_THE_USER_GIVES}`);
  // A card's file asks what the card owes instead (`--owed 1000.00` is a balance of −1,000.00).
  if (!has("--owed") && truth.closingBalanceMinor === null) flags.push(`--owed ${BALANCE_THE_USER_GIVES}`);
  // The statement's year, for a file that writes its dates without one: the year of its last row.
  if (!has("--year")) flags.push(`--year ${truth.lastRowDate.slice(0, 4)}`);
  return flags;
}

/** A balance of the user's own, for a file that states none (whatTheUserKnows). */
const BALANCE_THE_USER_GIVES = "1000.00";

interface Attempt {
  options: ImportOptions;
  balanceText?: string;
}

/** The import options and balance the given flags amount to. */
function attemptWith(fileName: string, flags: readonly string[]): Attempt {
  const attempt: Attempt = { options: { fileName } };
  for (const flag of flags) {
    const [name, value] = splitFlag(flag);
    if (name === "--day-first") attempt.options.dateOrder = "day-first";
    else if (name === "--month-first") attempt.options.dateOrder = "month-first";
    else if (name === "--currency") attempt.options.currency = value;
    else if (name === "--positive-means") attempt.options.positiveMeans = value as "money-in" | "money-out";
    else if (name === "--amounts-in") attempt.options.amountsIn = value as AmountUnit;
    else if (name === "--columns") attempt.options.columns = value.split(",").map((column) => column.trim());
    else if (name === "--balance") attempt.balanceText = value;
    else if (name === "--owed") attempt.balanceText = `-${value}`;
    else if (name === "--year") attempt.options.year = Number(value);
    else throw new Error(`expected.json: a flag this script cannot give: '${flag}'`);
  }
  return attempt;
}

/** The refusal as the CLI prints it. */
function refusalText(refusal: ImportRefusal): string {
  const where = refusal.at === undefined ? refusal.file : `${refusal.file}, ${refusal.at}`;
  return `${where}: expected ${refusal.expected}. Fix: ${refusal.fix}`;
}

type Reading = { ok: true; book: ImportedBook; balanceMinor: number; currency: string | undefined } | { ok: false; refusal: ImportRefusal };

/** One try with the given flags: the import, then the envelope, as the CLI makes them. */
function readWith(bytes: Uint8Array, fileName: string, flags: readonly string[], today: string): Reading {
  const attempt = attemptWith(fileName, flags);
  const imported = importStatement(bytes, attempt.options);
  if (!imported.ok) return imported;
  const { book } = imported;
  let balanceMinor: number | undefined;
  if (attempt.balanceText !== undefined) {
    // As the CLI reads --balance: in the currency the import settled (or the one given).
    const currency = book.currency ?? attempt.options.currency ?? "";
    const read = isKnownCurrency(currency) ? parseMajorAmount(attempt.balanceText, currencyDecimals(currency)) : undefined;
    if (read === undefined || !read.ok) {
      return { ok: false, refusal: { file: fileName, expected: `a --balance the CLI can read in '${currency}'`, fix: "add --currency" } };
    }
    balanceMinor = read.minor;
  }
  const made = envelopeOf(book, { fileName, accountId: fileName, today, ...(balanceMinor === undefined ? {} : { balanceMinor }) });
  if (!made.ok) return made;
  return { ok: true, book, balanceMinor: made.envelope.balances.current_minor, currency: made.envelope.balances.currency };
}

/** 123456 minor units → "1,234.56" in the currency's decimals; exact, for messages. */
function major(minor: number, currency: string | undefined): string {
  const decimals = currency !== undefined && isKnownCurrency(currency) ? currencyDecimals(currency) : 2;
  const digits = String(Math.abs(minor)).padStart(decimals + 1, "0");
  const whole = Number(digits.slice(0, digits.length - decimals)).toLocaleString("en-US");
  return `${minor < 0 ? "-" : ""}${whole}${decimals === 0 ? "" : `.${digits.slice(-decimals)}`}`;
}

/** What a reading got wrong against the truth; empty when it agrees. */
export function differences(truth: Truth, book: ImportedBook, currency: string | undefined, balanceMinor: number, flags: readonly string[]): string[] {
  const amounts = book.transactions.map((t) => t.amountMinor);
  const moneyIn = amounts.filter((a) => a > 0).reduce((sum, a) => sum + a, 0);
  const moneyOut = amounts.filter((a) => a < 0).reduce((sum, a) => sum - a, 0);
  const givenCurrency = flags.map(splitFlag).find(([name]) => name === "--currency")?.[1];
  const expectedCurrency = truth.currency ?? givenCurrency;
  const money = (minor: number) => major(minor, expectedCurrency);
  const wrong: string[] = [];
  // Booked rows are the file's lines: a fee the reader writes as a row of its own shares its line.
  const rows = new Set(book.transactions.map((t) => t.source)).size;
  const zeros = truth.zeroRows ?? 0;
  if (rows !== truth.bookedRows - zeros) wrong.push(`${rows} rows read, ${truth.bookedRows} booked${zeros > 0 ? ` (${zeros} of them of zero)` : ""}`);
  // Rows of zero may be left out, but never silently: the notes must say so.
  const skippedZeros = book.notes.map((note) => /^Skipped (\d+) rows? of zero\b/.exec(note.text)).find((found) => found !== null);
  if (zeros > 0 && Number(skippedZeros?.[1] ?? 0) !== zeros) wrong.push(`${zeros} rows of zero left out without a note saying so`);
  if (moneyIn !== truth.moneyInMinor) wrong.push(`money in ${money(moneyIn)}, truly ${money(truth.moneyInMinor)}`);
  if (moneyOut !== truth.moneyOutMinor) wrong.push(`money out ${money(moneyOut)}, truly ${money(truth.moneyOutMinor)}`);
  // A known layout may fix the currency of an account that can hold no other (a US checking
  // account): that is the bank's fact, not a guess, even though the file itself states none.
  const fixedByLayout = expectedCurrency === undefined && book.layout !== undefined;
  if (currency !== expectedCurrency && !fixedByLayout) wrong.push(`currency ${currency ?? "none"}, truly ${expectedCurrency ?? "none (the file states none)"}`);
  const first = book.transactions[0]?.date;
  const last = book.transactions.at(-1)?.date;
  if (first !== truth.firstRowDate) wrong.push(`first row dated ${first ?? "—"}, truly ${truth.firstRowDate}`);
  if (last !== truth.lastRowDate) wrong.push(`last row dated ${last ?? "—"}, truly ${truth.lastRowDate}`);
  if (truth.closingBalanceMinor !== null && balanceMinor !== truth.closingBalanceMinor) {
    wrong.push(`closing balance ${money(balanceMinor)}, the file states ${money(truth.closingBalanceMinor)}`);
  }
  return wrong;
}

/** Reads one export as the CLI would, following refusals to the flags the user knows, and judges the result. */
export function measure(truth: Truth, bytes: Uint8Array, today: string): Measurement {
  const fileName = `${truth.id}.csv`;
  const flags: string[] = [];
  for (;;) {
    const reading = readWith(bytes, fileName, flags, today);
    if (!reading.ok) {
      const next = flagsToFollow(reading.refusal, truth, flags);
      if (next.length > 0) {
        flags.push(...next);
        continue;
      }
      return { truth, outcome: "refused", flags, detail: refusalText(reading.refusal) };
    }
    const readAs = reading.book.layout === undefined ? reading.book.format : `${reading.book.format}: ${reading.book.layout}`;
    const wrong = differences(truth, reading.book, reading.currency, reading.balanceMinor, flags);
    if (wrong.length > 0) return { truth, outcome: "misread", flags, detail: wrong.join("; "), readAs };
    const words = { rows: reading.book.transactions.length, wordless: reading.book.transactions.filter((t) => t.description === undefined && t.counterparty === undefined).length };
    return { truth, outcome: flags.length === 0 ? "read as it comes" : "read with the flag the refusal names", flags, detail: "", readAs, words };
  }
}

export function measureAll(folder: URL = UNSEEN_BANKS, today = new Date().toISOString().slice(0, 10)): Measurement[] {
  return loadTruths(folder).map((truth) => measure(truth, new Uint8Array(readFileSync(new URL(`${truth.id}.csv`, folder))), today));
}

export const OUTCOMES: readonly Outcome[] = ["read as it comes", "read with the flag the refusal names", "refused", "misread"];

export function tally(measurements: readonly Measurement[]): Record<Outcome, number> {
  const counts = Object.fromEntries(OUTCOMES.map((outcome) => [outcome, 0])) as Record<Outcome, number>;
  for (const m of measurements) counts[m.outcome]++;
  return counts;
}

function printReport(measurements: readonly Measurement[]): void {
  const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ");
  console.log("| export | country | outcome | flags added | detail |");
  console.log("|---|---|---|---|---|");
  for (const m of measurements) {
    const detail = m.outcome === "refused" || m.outcome === "misread" ? m.detail : `read by ${m.readAs}`;
    console.log(`| ${m.truth.id} | ${m.truth.country} | ${m.outcome === "misread" ? "**misread**" : m.outcome} | ${m.flags.join(" ") || "—"} | ${cell(detail)} |`);
  }
  const counts = tally(measurements);
  const total = measurements.length;
  const percent = (n: number) => `${((100 * n) / total).toFixed(1)}%`;
  console.log("");
  console.log(`${total} exports of banks no known layout covers:`);
  for (const outcome of OUTCOMES) console.log(`  ${`${outcome}:`.padEnd(40)}${String(counts[outcome]).padStart(3)}  (${percent(counts[outcome])})`);
  const read = measurements.flatMap((m) => (m.words === undefined ? [] : [m.words]));
  const [rows, wordless] = [read.reduce((sum, w) => sum + w.rows, 0), read.reduce((sum, w) => sum + w.wordless, 0)];
  console.log(`Of the ${rows} rows read, ${wordless} came with no words (no description, no other party) to say what the money was, in ${read.filter((w) => w.wordless > 0).length} of the ${read.length} files read.`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [given, todayFlag] = [process.argv.slice(2).find((arg) => !arg.startsWith("--")), process.argv.indexOf("--today")];
  const folder = given === undefined ? UNSEEN_BANKS : pathToFileURL(`${given.replace(/\/*$/, "")}/`);
  // A set whose invented rows run past the day it is measured is read as of the day it could have been exported.
  const today = todayFlag < 0 ? undefined : process.argv[todayFlag + 1];
  const measurements = measureAll(folder, today);
  printReport(measurements);
  process.exitCode = measurements.some((m) => m.outcome === "misread") ? 1 : 0;
}
