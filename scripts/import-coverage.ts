/**
 * How many of the import fixtures (test/import/fixtures/**: real bank layouts and statement files,
 * every format) become a request envelope as they come, and how many need a flag.
 *
 * Each file goes through `importStatement` and `envelopeOf` with no flag at all, as
 * `cashflow import <file>` would. When it is refused, the script follows the refusal's own fix:
 * if the fix names a flag, that flag is added (its value taken from the fixture's test, or, for
 * --balance, any figure: the closing balance is the user's figure and changes nothing that is
 * read) and the file is tried again, until it is read or the fix names no flag. So the count of
 * flags is also a check that every refusal points at the flag that settles it.
 *
 * Every file that is read is then compared with the figures its test asserts (worked by hand in
 * test/import/*.test.ts): the number of transactions, money in, money out and, where asserted, the
 * closing balance. A difference is a misreading, and the script exits 1.
 *
 *   npx tsx scripts/import-coverage.ts            the coverage table and its totals (Markdown)
 *   npx tsx scripts/import-coverage.ts --layouts  the table of known bank-CSV layouts (Markdown),
 *                                                 as docs/imports.md shows it
 */

import { readdirSync, readFileSync } from "node:fs";
import { currencyDecimals } from "../src/import/amount.js";
import { LAYOUTS } from "../src/import/csv/layouts.js";
import { certainFormatOf, envelopeOf, importStatement, type ImportedBook, type ImportOptions } from "../src/import/index.js";

const FIXTURES = new URL("../test/import/fixtures/", import.meta.url);
const CSV_LAYOUTS_TEST = new URL("../test/import/csv-layouts.test.ts", import.meta.url);

/** The values a fixture's test passes for the flags it needs (the flag itself comes from the refusal). */
const VALUES_FROM_TESTS: Record<string, Partial<ImportOptions>> = {
  // test/import/aggregator.test.ts, "reads a checking account newest first …"
  "aggregator/teller-transactions.json": { currency: "USD", positiveMeans: "money-in" },
};

/** Fixtures whose test expects a refusal: reading them would be the mistake. */
const REFUSED_BY_DESIGN: Record<string, string> = {
  // test/import/bai2.test.ts: the specification's sample reports five accounts in one file.
  "bai2/spec-sample-five-accounts.bai": "one account per file",
};

interface Figures {
  count: number;
  /** Sum of the positive amounts, minor units. */
  moneyIn: number;
  /** Sum of the negative amounts as a positive number, minor units. */
  moneyOut: number;
  closing?: number;
  test: string;
}

/**
 * The hand-worked figures the statement-format tests assert, copied from their expectations (the
 * file named beside each). The bank-CSV ones are read from csv-layouts.test.ts itself, below.
 */
const STATEMENT_FIGURES: Record<string, Figures> = {
  "ofx/bank-ofx102-sgml.ofx": { count: 6, moneyIn: 245042, moneyOut: 58536, closing: 312781, test: "ofx.test.ts" },
  "ofx/creditcard-ofx220.ofx": { count: 6, moneyIn: 152500, moneyOut: 139185, closing: -210433, test: "ofx.test.ts" },
  "ofx/savings-quicken.qfx": { count: 3, moneyIn: 100187, moneyOut: 25000, closing: 575187, test: "ofx.test.ts" },
  "ofx/checking-quickbooks.qbo": { count: 6, moneyIn: 701050, moneyOut: 205343, closing: 1843219, test: "ofx.test.ts" },
  // amounts [-660, -31667, -2200, -12045, -400, 50000, 12]
  "ofx/bank-codes-ofx102.ofx": { count: 7, moneyIn: 50012, moneyOut: 46972, closing: 38234, test: "ofx.test.ts" },
  "camt/statement-camt053-v02.xml": { count: 4, moneyIn: 250000, moneyOut: 129240, closing: 1355327, test: "camt.test.ts" },
  "camt/statements-camt053-v08.xml": { count: 4, moneyIn: 79235, moneyOut: 124235, closing: 455000, test: "camt.test.ts" },
  "camt/report-camt052-v02.xml": { count: 3, moneyIn: 125000, moneyOut: 44520, closing: 880480, test: "camt.test.ts" },
  // amounts [-75425, -66405, 140531, -250]
  "camt/codes-camt053-v02.xml": { count: 4, moneyIn: 140531, moneyOut: 142080, closing: 1555278, test: "camt.test.ts" },
  "mt940/ing-year-end.sta": { count: 7, moneyIn: 273995, moneyOut: 148555, closing: 225440, test: "mt940.test.ts" },
  // amounts [-12345, 300025, -100000]
  "mt940/bhd-three-decimals.sta": { count: 3, moneyIn: 300025, moneyOut: 112345, closing: 1438180, test: "mt940.test.ts" },
  // amounts [-4990, 120000]; an MT942 states no balance
  "mt940/mt942-intraday.sta": { count: 2, moneyIn: 120000, moneyOut: 4990, test: "mt940.test.ts" },
  // amounts [150000, -8940, -1250, 85, -25000]
  "mt940/dk-structured.sta": { count: 5, moneyIn: 150085, moneyOut: 35190, closing: 1114895, test: "mt940.test.ts" },
  "bai2/previous-day-usd.bai": { count: 7, moneyIn: 1825000, moneyOut: 1556450, closing: 1768550, test: "bai2.test.ts" },
  // amounts [-20000, 15000, -250000]
  "bai2/two-days-eur.bai": { count: 3, moneyIn: 15000, moneyOut: 270000, closing: -5000, test: "bai2.test.ts" },
  // amounts [20000000, 10000000, -125000, -2500]
  "bai2/letter-of-credit-day.bai": { count: 4, moneyIn: 30000000, moneyOut: 127500, closing: 39872500, test: "bai2.test.ts" },
  "aggregator/plaid-transactions-get.json": { count: 5, moneyIn: 253940, moneyOut: 281154, closing: 184312, test: "aggregator.test.ts" },
  // amounts [-5420, 30000]
  "aggregator/plaid-sync-credit-card.json": { count: 2, moneyIn: 30000, moneyOut: 5420, closing: -87945, test: "aggregator.test.ts" },
  // amounts [1000, -4580, -25000]
  "aggregator/open-banking-transactions.json": { count: 3, moneyIn: 1000, moneyOut: 29580, closing: -6580, test: "aggregator.test.ts" },
  // amounts [-2834, 312000, -500]
  "aggregator/plaid-counterparties.json": { count: 3, moneyIn: 312000, moneyOut: 3334, closing: 421150, test: "aggregator.test.ts" },
  // amounts [1000, -4580, -25000, -750, -3200]
  "aggregator/open-banking-codes.json": { count: 5, moneyIn: 1000, moneyOut: 33530, closing: -10530, test: "aggregator.test.ts" },
  // with --positive-means money-in: amounts [-675, 150000, -12037]
  "aggregator/teller-transactions.json": { count: 3, moneyIn: 150000, moneyOut: 12712, closing: 174288, test: "aggregator.test.ts" },
};

/**
 * The EXPECTED table of csv-layouts.test.ts, read from its source: one entry per layout id with
 * count, moneyIn, moneyOut and an optional closing { minor }.
 */
function csvFigures(): Record<string, Figures> {
  const source = readFileSync(CSV_LAYOUTS_TEST, "utf8");
  const start = source.indexOf("const EXPECTED");
  const table = source.slice(start, source.indexOf("\n};", start));
  const figures: Record<string, Figures> = {};
  for (const entry of table.matchAll(/^ {2}"?([a-z0-9-]+)"?: \{\n([\s\S]*?)^ {2}\},/gm)) {
    const body = entry[2]!;
    const number = (pattern: RegExp) => {
      const match = pattern.exec(body);
      return match === null ? undefined : Number(match[1]);
    };
    const count = number(/^\s*count: (\d+),/m);
    const moneyIn = number(/^\s*moneyIn: (\d+),/m);
    const moneyOut = number(/^\s*moneyOut: (\d+),/m);
    if (count === undefined || moneyIn === undefined || moneyOut === undefined) continue;
    const closing = number(/closing: \{ minor: (-?\d+)/);
    figures[`csv/${entry[1]}.csv`] = { count, moneyIn, moneyOut, ...(closing === undefined ? {} : { closing }), test: "csv-layouts.test.ts" };
  }
  return figures;
}

interface Attempt {
  options: Partial<ImportOptions>;
  /** Whether --balance was added: the figure is the user's and changes nothing that is read. */
  balance: boolean;
  /** The flags as typed on the command line, in the order the refusals asked for them. */
  flags: string[];
}

type Outcome =
  | { read: true; book: ImportedBook; flags: string[] }
  | { read: false; flags: string[]; at: string | undefined; expected: string; fix: string };

/** Tries the file, adding each flag a refusal's fix names, until it is read or the fix names none. */
function importAsTheCliWould(path: string, bytes: Uint8Array, today: string): Outcome {
  const values = VALUES_FROM_TESTS[path] ?? {};
  const attempt: Attempt = { options: {}, balance: false, flags: [] };
  const fileName = path.split("/").pop()!;
  for (;;) {
    const imported = importStatement(bytes, { fileName, ...attempt.options });
    let refusal = imported.ok ? undefined : imported.refusal;
    if (imported.ok) {
      const enveloped = envelopeOf(imported.book, { fileName, accountId: fileName, today, ...(attempt.balance ? { balanceMinor: 0 } : {}) });
      if (enveloped.ok) return { read: true, book: imported.book, flags: attempt.flags };
      refusal = enveloped.refusal;
    }
    if (refusal === undefined || flagNamedBy(refusal.fix, values, attempt) === undefined) {
      return { read: false, flags: attempt.flags, at: refusal?.at, expected: refusal?.expected ?? "", fix: refusal?.fix ?? "" };
    }
  }
}

/** Adds to `attempt` the flag the fix names (once), with its value; undefined when it names none this script can give. */
function flagNamedBy(fix: string, values: Partial<ImportOptions>, attempt: Attempt): true | undefined {
  if (/--balance/.test(fix) && !attempt.balance) {
    attempt.balance = true;
    attempt.flags.push("--balance");
    return true;
  }
  if (/--currency/.test(fix) && values.currency !== undefined && attempt.options.currency === undefined) {
    attempt.options.currency = values.currency;
    attempt.flags.push(`--currency ${values.currency}`);
    return true;
  }
  if (/--positive-means/.test(fix) && values.positiveMeans !== undefined && attempt.options.positiveMeans === undefined) {
    attempt.options.positiveMeans = values.positiveMeans;
    attempt.flags.push(`--positive-means ${values.positiveMeans}`);
    return true;
  }
  if (/--day-first|--month-first/.test(fix) && values.dateOrder !== undefined && attempt.options.dateOrder === undefined) {
    attempt.options.dateOrder = values.dateOrder;
    attempt.flags.push(`--${values.dateOrder}`);
    return true;
  }
  if (/--columns/.test(fix) && values.columns !== undefined && attempt.options.columns === undefined) {
    attempt.options.columns = values.columns;
    attempt.flags.push(`--columns ${values.columns.join(",")}`);
    return true;
  }
  return undefined;
}

function fixturePaths(): string[] {
  return readdirSync(FIXTURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) => readdirSync(new URL(`${folder.name}/`, FIXTURES)).map((file) => `${folder.name}/${file}`))
    .sort();
}

/** 123456 minor units of a 2-decimal currency → "1,234.56"; exact, for the table. */
function major(minor: number, currency: string | undefined): string {
  const decimals = currency === undefined ? 2 : currencyDecimals(currency);
  const digits = String(Math.abs(minor)).padStart(decimals + 1, "0");
  const whole = Number(digits.slice(0, digits.length - decimals)).toLocaleString("en-US");
  return `${minor < 0 ? "-" : ""}${whole}${decimals === 0 ? "" : `.${digits.slice(-decimals)}`}`;
}

/** The figures of a book against those its test asserts: undefined when they agree, else what differs. */
function differences(book: ImportedBook, expected: Figures): string | undefined {
  const amounts = book.transactions.map((t) => t.amountMinor);
  const found = {
    count: amounts.length,
    moneyIn: amounts.filter((a) => a > 0).reduce((sum, a) => sum + a, 0),
    moneyOut: amounts.filter((a) => a < 0).reduce((sum, a) => sum - a, 0),
  };
  const wrong: string[] = [];
  if (found.count !== expected.count) wrong.push(`count ${found.count}, the test says ${expected.count}`);
  if (found.moneyIn !== expected.moneyIn) wrong.push(`money in ${major(found.moneyIn, book.currency)}, the test says ${major(expected.moneyIn, book.currency)}`);
  if (found.moneyOut !== expected.moneyOut) wrong.push(`money out ${major(found.moneyOut, book.currency)}, the test says ${major(expected.moneyOut, book.currency)}`);
  if (expected.closing !== undefined && book.closingBalanceMinor !== expected.closing) wrong.push(`closing ${book.closingBalanceMinor === undefined ? "none" : major(book.closingBalanceMinor, book.currency)}, the test says ${major(expected.closing, book.currency)}`);
  return wrong.length === 0 ? undefined : wrong.join("; ");
}

function coverage(): number {
  const today = new Date().toISOString().slice(0, 10);
  const figures = { ...STATEMENT_FIGURES, ...csvFigures() };
  const paths = fixturePaths();
  const rows: string[] = [];
  const tally = { asTheyCome: 0, oneFlag: 0, moreFlags: 0, onlyBalance: 0, refusedByDesign: 0, refused: 0, checked: 0, misread: 0, unchecked: 0 };

  for (const path of paths) {
    const bytes = new Uint8Array(readFileSync(new URL(path, FIXTURES)));
    const outcome = importAsTheCliWould(path, bytes, today);
    if (!outcome.read) {
      const byDesign = REFUSED_BY_DESIGN[path] !== undefined && outcome.expected.includes(REFUSED_BY_DESIGN[path]!);
      if (byDesign) tally.refusedByDesign++;
      else tally.refused++;
      const where = outcome.at === undefined ? "" : `${outcome.at}: `;
      rows.push(`| ${path} | ${certainFormatOf(bytes) ?? "—"} | refused${byDesign ? " (as its test expects)" : ""}: ${where}expected ${outcome.expected.replaceAll("|", "\\|")} | — |`);
      continue;
    }
    const { book, flags } = outcome;
    if (flags.length === 0) tally.asTheyCome++;
    else if (flags.length === 1) tally.oneFlag++;
    else tally.moreFlags++;
    if (flags.length === 1 && flags[0] === "--balance") tally.onlyBalance++;
    const net = book.transactions.reduce((sum, t) => sum + t.amountMinor, 0);
    const expected = figures[path];
    let check: string;
    if (expected === undefined) {
      tally.unchecked++;
      check = "no figures asserted";
    } else {
      const wrong = differences(book, expected);
      if (wrong === undefined) {
        tally.checked++;
        check = `= ${expected.test}`;
      } else {
        tally.misread++;
        check = `**differs from ${expected.test}: ${wrong}**`;
      }
    }
    const format = book.layout === undefined ? book.format : `${book.format}: ${book.layout}`;
    const reading = flags.length === 0 ? "as it comes" : `with ${flags.join(" ")}`;
    rows.push(`| ${path} | ${format} | ${reading} | ${book.transactions.length} rows, net ${net > 0 ? "+" : ""}${major(net, book.currency)} ${book.currency ?? ""} ${check} |`);
  }

  const total = paths.length;
  const readable = total - tally.refusedByDesign;
  const percent = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;
  console.log("| file | format: layout | read | transactions (checked against the test) |");
  console.log("|---|---|---|---|");
  for (const row of rows) console.log(row);
  console.log("");
  const csv = paths.filter((path) => path.startsWith("csv/")).length;
  console.log(`${total} files (${csv} bank-CSV exports and ${total - csv} statement and aggregator files):`);
  console.log(`  read as they come:               ${tally.asTheyCome}`);
  console.log(`  read with one flag:              ${tally.oneFlag}`);
  console.log(`  read with two or more flags:     ${tally.moreFlags}`);
  console.log(`  refused, as their tests expect:  ${tally.refusedByDesign}`);
  console.log(`  refused otherwise:               ${tally.refused}`);
  console.log(`  transactions read with no flag:  ${tally.asTheyCome + tally.onlyBalance} (${tally.onlyBalance} of them state no closing balance, which --balance gives)`);
  console.log(`  as they come or with one flag:   ${tally.asTheyCome + tally.oneFlag} of ${total} (${percent(tally.asTheyCome + tally.oneFlag, total)}; ${percent(tally.asTheyCome + tally.oneFlag, readable)} of the ${readable} meant to be read)`);
  console.log(`  figures equal to the tests':     ${tally.checked} of ${total - tally.refusedByDesign - tally.refused} read; misread: ${tally.misread}; without asserted figures: ${tally.unchecked}`);
  return tally.misread > 0 || tally.refused > 0 ? 1 : 0;
}

function layoutsTable(): void {
  console.log("| id | bank and account | country | source |");
  console.log("|---|---|---|---|");
  for (const layout of LAYOUTS) console.log(`| \`${layout.id}\` | ${layout.name} | ${layout.country} | <${layout.source}> |`);
}

if (process.argv.includes("--layouts")) layoutsTable();
else process.exitCode = coverage();
