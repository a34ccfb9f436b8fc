/**
 * From the file named on the command line to a request envelope: a JSON envelope as it is (with
 * the command line's overrides), anything else through the import module (bank CSV, OFX, camt,
 * MT940, BAI2, aggregator JSON). What the importer settled is printed as notes on stderr; what it
 * refused is printed with the file, the place and the fix.
 */

import { basename, extname } from "node:path";
import { ignoredFieldName, ignoredJsonFields, type IgnoredField } from "../calls/ignored-fields.js";
import { LIMITS } from "../domain/book.js";
import { isFields } from "../domain/reader.js";
import type { Violation } from "../domain/violations.js";
import { currencyDecimals, isKnownCurrency, parseMajorAmount } from "../import/amount.js";
import { consolidate, type CompanyFile, type CompanySummary, type FxRate } from "../import/company/index.js";
import { certainFormatOf, envelopeOf, importStatement, rowsOf, type ImportedBook, type ImportOptions, type ImportRefusal, type MissingOption } from "../import/index.js";
import { figure } from "../import/refusal.js";
import type { Decision, UserRule } from "../domain/categories/index.js";
import type { CliOptions, FileOptions } from "./args.js";
import { categoryTally, decideRows, loadRules, withCategories } from "./categories.js";
import { describeBytes, readBounded } from "./bounded-read.js";
import { parseJsonFile } from "./json-input.js";

export interface LoadedInput {
  envelope: unknown;
  /** Each transaction's category decision, in order (src/domain/categories). */
  decisions: (Decision | undefined)[];
  /** For an import: where each transaction stood in the file ("line 14"), to locate violations. */
  sources?: string[];
  /** Several files read as one company: its accounts, the transfers matched and the rows dropped. */
  company?: CompanySummary;
}

export interface LoadIo {
  stderr(text: string): void;
  /** Where a company's notes go (default stderr); a batch drops them and keeps only a refusal. */
  note?(text: string): void;
  /** Today as YYYY-MM-DD (UTC): an import dated after it is refused unless --as-of is given. */
  today(): string;
  /**
   * Where a reader's or a company's refusal goes, as data (default: printed with its fix on
   * stderr). A batch words a missing balance's fix for its manifest, since it takes no --balance.
   */
  refused?(refusal: ImportRefusal, missing: MissingOption | undefined): void;
}

/** Exit statuses load can end with (the rest are run.ts's). */
const INVALID_INPUT = 1;
const USAGE = 2;

/**
 * What the command does with the book: a listing of its rows' categories (`cashflow categories`)
 * needs no balance; everything else sends or analyses the envelope, which does.
 */
export type Needs = "envelope" | "rows";

/**
 * Reads and converts the file, and decides every row's category with the user's rules; an
 * imported book carries the decisions in its envelope. A number is the exit status of a failure
 * already reported.
 */
export async function load(options: CliOptions, io: LoadIo, needs: Needs = "envelope"): Promise<LoadedInput | number> {
  let rules: UserRule[] = [];
  if (options.rules !== undefined) {
    const read = await loadRules(options.rules);
    if (typeof read === "string") {
      io.stderr(`cashflow: ${read}\n`);
      return USAGE;
    }
    rules = read;
  }
  const loaded = options.files === undefined ? await loadFile(options, io, needs) : await loadCompany(options.files, { accountId: options.account!, asOf: options.asOf, fx: options.fx ?? [], maxFileBytes: options.maxFileBytes }, io);
  if (typeof loaded === "number") return loaded;
  // An imported book's categories are its bank's words; an envelope's are its author's, as the API's caller's.
  const decisions = decideRows(loaded.envelope, rules, currencyOfEnvelope(loaded.envelope), loaded.sources === undefined ? "caller" : "bank");
  if (loaded.sources === undefined) return { ...loaded, decisions };
  io.stderr(`cashflow: ${options.files === undefined ? options.file : `company ${options.account}`}: ${categoryTally(decisions)}.\n`);
  return { ...loaded, envelope: withCategories(loaded.envelope, decisions), decisions };
}

async function loadFile(options: CliOptions, io: LoadIo, needs: Needs): Promise<Omit<LoadedInput, "decisions"> | number> {
  const bytes = await readBytes(options.file, io, options.maxFileBytes);
  if (typeof bytes === "number") return bytes;
  return isEnvelope(options, bytes) ? loadEnvelope(options, bytes, io) : loadStatement(options, bytes, io, needs);
}

export interface CompanyChoices {
  /** The company's account_id. */
  accountId: string;
  asOf: string | undefined;
  fx: readonly FxRate[];
  /** --max-file-bytes: the largest file read. */
  maxFileBytes: number;
}

/**
 * Several bank files as one company's book (src/import/company/): each file read and checked on
 * its own, as `cashflow <file>` reads it, then summed into one envelope. What was settled is
 * printed as notes on stderr. `load` reads a company through here when the options name several
 * files (every command, `categories` and `batch` included), and then decides the rows' categories.
 */
export async function loadCompany(files: readonly FileOptions[], choices: CompanyChoices, io: LoadIo): Promise<Omit<LoadedInput, "decisions"> | number> {
  const say = (text: string) => (io.note === undefined ? io.stderr(text) : io.note(text));
  const read: CompanyFile[] = [];
  for (const file of files) {
    const bytes = await readBytes(file.file, io, choices.maxFileBytes);
    if (typeof bytes === "number") return bytes;
    if (isEnvelope(file, bytes)) {
      io.stderr(`cashflow: ${file.file} is a request envelope; a company is read from bank exports and statements. Import each account's file instead, or analyse the envelope on its own.\n`);
      return USAGE;
    }
    const imported = importStatement(bytes, importOptions(file));
    if (!imported.ok) return refuse(io, imported.refusal);
    const { book } = imported;
    for (const note of book.notes) say(`cashflow: ${file.file}: ${note.text}.\n`);
    const balanceMinor = givenBalance(file, book, io);
    if (balanceMinor === USAGE_FAILURE) return USAGE;
    read.push({ fileName: file.file, book, ...(balanceMinor === undefined ? {} : { balanceMinor }), ...(file.accountNumber === undefined ? {} : { accountNumber: file.accountNumber }) });
  }
  const company = consolidate(read, { accountId: choices.accountId, today: io.today(), fx: choices.fx, ...(choices.asOf === undefined ? {} : { asOf: choices.asOf }) });
  if (!company.ok) return refuse(io, company.refusal, company.missing);
  for (const note of company.summary.notes) say(`cashflow: company ${choices.accountId}: ${note}.\n`);
  return { envelope: company.envelope, sources: company.sources, company: company.summary };
}

const USAGE_FAILURE = Symbol("usage failure, reported");

/**
 * The balance the user gave for a file, as cash: --balance as the bank prints it, --owed negated.
 * A card's balance is what it owes; a positive --balance on a card could be either sign, so it is
 * refused with the two ways to say it.
 */
function givenBalance(file: Pick<CliOptions, "file" | "balanceText" | "owedText" | "currency">, book: ImportedBook, io: LoadIo): number | undefined | typeof USAGE_FAILURE {
  const text = file.balanceText ?? file.owedText;
  if (text === undefined) return undefined;
  // The import settled the currency (or refused for want of one), so the amount reads as the file's amounts do.
  const minor = balanceInMinor(text, book.currency ?? file.currency ?? "", io, file.balanceText === undefined ? "--owed" : "--balance");
  if (minor === undefined) return USAGE_FAILURE;
  if (file.balanceText !== undefined && book.kind === "card" && minor > 0) {
    const amount = file.balanceText.replace(/^\+/, "");
    io.stderr(`cashflow: ${file.file} is a card: is --balance ${file.balanceText} what it owes, or a credit the bank owes you? Write what the statement shows as owed with --owed ${amount} (counted as negative cash), or a credit with --owed -${amount}.\n`);
    return USAGE_FAILURE;
  }
  const given = file.owedText === undefined ? minor : -minor + 0;
  // The user's figure replaces the file's own; where they differ, the user is told, since one of them is wrong.
  if (book.closingBalanceMinor !== undefined && book.closingBalanceMinor !== given) {
    const flag = file.balanceText === undefined ? "--owed" : "--balance";
    io.stderr(`cashflow: ${file.file}: ${flag} ${text} replaces the file's own balance after its last row, ${figure(book.closingBalanceMinor, book.currency ?? file.currency ?? "")}; drop ${flag} if the file's is right.\n`);
  }
  return given;
}

/** The file's bytes, refused from its size when over `maxBytes` (--max-file-bytes) before any is read. */
async function readBytes(path: string, io: LoadIo, maxBytes: number): Promise<Uint8Array | number> {
  try {
    const read = await readBounded(path, maxBytes);
    if (!read.ok) {
      const size = read.size === undefined ? "larger than" : `${describeBytes(read.size)}, over`;
      io.stderr(`cashflow: ${path}: the file is ${size} the ${describeBytes(maxBytes)} limit for one file, so it was not read.\n  Fix: split it, or raise the limit with --max-file-bytes if the file is what you meant.\n`);
      return INVALID_INPUT;
    }
    return read.bytes;
  } catch (error) {
    const code = (error as { code?: string }).code;
    const why = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a directory" : code === "EACCES" ? "permission denied" : String((error as Error).message);
    io.stderr(`cashflow: cannot read '${path}': ${why}.\n`);
    return INVALID_INPUT;
  }
}

/**
 * A JSON file is a request envelope unless a reader recognises it for certain (Plaid's, Open
 * Banking's or Teller's response shape) or --format names one.
 */
function isEnvelope(options: Pick<CliOptions, "format">, bytes: Uint8Array): boolean {
  if (options.format !== undefined) return false;
  const start = new TextDecoder().decode(bytes.subarray(0, 64));
  if (!/^\uFEFF?\s*[{[]/.test(start)) return false;
  return certainFormatOf(bytes) === undefined;
}

function loadEnvelope(options: CliOptions, bytes: Uint8Array, io: LoadIo): Omit<LoadedInput, "decisions"> | number {
  const json = parseJsonFile(new TextDecoder().decode(bytes));
  if (!json.ok) {
    io.stderr(`cashflow: ${options.file} is not valid JSON: line ${json.line}, column ${json.column}: ${json.problem}.\n`);
    return INVALID_INPUT;
  }
  const ignored = ignoredJsonFields(json.value);
  if (ignored.length > 0) {
    io.stderr(unknownFieldsBlock(options.file, ignored, options.strict));
    if (options.strict) return INVALID_INPUT;
  }
  if (options.owedText !== undefined) {
    io.stderr(`cashflow: --owed reads a card's statement; ${options.file} is a request envelope. Set its balances.current_minor, or use --balance.\n`);
    return USAGE;
  }
  let balanceMinor: number | undefined;
  if (options.balanceText !== undefined) {
    const currency = options.currency ?? currencyOfEnvelope(json.value);
    if (currency === undefined) {
      io.stderr(`cashflow: --balance needs the book's currency to read '${options.balanceText}'; the envelope states none. Add --currency, e.g. --currency USD.\n`);
      return USAGE;
    }
    balanceMinor = balanceInMinor(options.balanceText, currency, io);
    if (balanceMinor === undefined) return USAGE;
  }
  return { envelope: withOverrides(json.value, { ...options, balanceMinor }) };
}

/**
 * Fields of the envelope the API does not know, as a block of their own rather than one line among
 * the import notes: a misspelt optional field (`term` for `terms`) changes the figures without any
 * other sign. With --strict the block is the error; without, a warning printed before the answer.
 */
function unknownFieldsBlock(file: string, ignored: readonly IgnoredField[], strict: boolean): string {
  const count = ignored.length === 1 ? "a field" : `${ignored.length} fields`;
  const head = strict
    ? `cashflow: ${file} carries ${count} the API does not know; --strict refuses it:`
    : `cashflow: WARNING: ${file} carries ${count} the API does not know; the figures below leave ${ignored.length === 1 ? "it" : "them"} out:`;
  const lines = ignored.map(({ path, count: rows, suggestion }) => `  - ${ignoredFieldName(path, rows, suggestion)}`);
  const fix = strict ? "  Fix: correct or remove each field." : "  Fix: correct or remove each field; --strict refuses such a file instead of warning.";
  return `${head}\n${lines.join("\n")}\n${fix}\n\n`;
}

function loadStatement(options: CliOptions, bytes: Uint8Array, io: LoadIo, needs: Needs): Omit<LoadedInput, "decisions"> | number {
  const imported = importStatement(bytes, importOptions(options));
  if (!imported.ok) return refuse(io, imported.refusal);
  const { book } = imported;
  for (const note of book.notes) io.stderr(`cashflow: ${options.file}: ${note.text}.\n`);

  const balanceMinor = givenBalance(options, book, io);
  if (balanceMinor === USAGE_FAILURE) return USAGE;
  const accountId = options.account ?? book.accountId ?? accountFromFileName(options.file);
  if (needs === "rows" && balanceMinor === undefined && book.closingBalanceMinor === undefined) {
    const { sources, ...rows } = rowsOf(book, accountId);
    return { envelope: rows, sources };
  }
  const converted = envelopeOf(book, {
    fileName: options.file,
    accountId,
    today: io.today(),
    ...(balanceMinor === undefined ? {} : { balanceMinor }),
    ...(options.asOf === undefined ? {} : { asOf: options.asOf }),
  });
  if (!converted.ok) return refuse(io, converted.refusal, converted.missing);
  return { envelope: converted.envelope, sources: converted.sources };
}

/** The reader's options for one file, from its command-line options. */
function importOptions(file: FileOptions): ImportOptions {
  return {
    fileName: file.file,
    ...(file.format === undefined ? {} : { format: file.format }),
    ...(file.dateOrder === undefined ? {} : { dateOrder: file.dateOrder }),
    ...(file.positiveMeans === undefined ? {} : { positiveMeans: file.positiveMeans }),
    ...(file.amountsIn === undefined ? {} : { amountsIn: file.amountsIn }),
    ...(file.columns === undefined ? {} : { columns: file.columns }),
    ...(file.year === undefined ? {} : { year: file.year }),
    ...(file.currency === undefined ? {} : { currency: file.currency }),
  };
}

/** A violation of an imported row with its place in the file: `transactions[3].category (line 14)`. */
export function locateViolation(violation: Violation, sources: readonly string[] | undefined): Violation {
  const row = /^transactions\[(\d+)\]/.exec(violation.field);
  const source = row !== null && sources !== undefined ? sources[Number(row[1])] : undefined;
  return source === undefined ? violation : { field: `${violation.field} (${source})`, issue: violation.issue };
}

/** A refusal reported; the exit status is usage's where an option the user can give settles it. */
function refuse(io: LoadIo, refusal: ImportRefusal, missing?: MissingOption): number {
  if (io.refused === undefined) io.stderr(refusalText(refusal));
  else io.refused(refusal, missing);
  return missing === undefined ? INVALID_INPUT : USAGE;
}

/** A refusal as the CLI prints it: where, what was expected, and the fix. */
export function refusalText(refusal: ImportRefusal): string {
  const where = refusal.at === undefined ? refusal.file : `${refusal.file}, ${refusal.at}`;
  return `cashflow: ${where}: expected ${refusal.expected}.\n  Fix: ${refusal.fix}.\n`;
}

/** `--balance 11263.38` in the book's currency → minor units, exactly (or a usage error). */
function balanceInMinor(text: string, currency: string, io: LoadIo, flag = "--balance"): number | undefined {
  if (!isKnownCurrency(currency)) {
    io.stderr(`cashflow: ${flag} needs an ISO 4217 currency to read '${text}'. Add --currency, e.g. --currency USD.\n`);
    return undefined;
  }
  const decimals = currencyDecimals(currency);
  const read = parseMajorAmount(text, decimals);
  if (!read.ok) {
    io.stderr(`cashflow: ${flag} '${text}' ${read.problem} in ${currency} (${decimals} decimal${decimals === 1 ? "" : "s"}).\n`);
    return undefined;
  }
  return read.minor;
}

/** The account id a file that names no account gets: its name without the extension, cut to the limit. */
export function accountFromFileName(file: string): string {
  const name = basename(file, extname(file));
  return [...(name === "" ? "bank-export" : name)].slice(0, LIMITS.accountIdChars).join("");
}

type Overrides = Pick<CliOptions, "account" | "asOf" | "currency"> & { balanceMinor: number | undefined };

/**
 * The command-line values replace the envelope's own. Snake_case names are written, which the
 * engine reads before any lowerCamelCase spelling of the same field. A value that is not an
 * object is left alone, so the engine's violation names it.
 */
export function withOverrides(envelope: unknown, options: Overrides): unknown {
  if (!isFields(envelope)) return envelope;
  const result: Record<string, unknown> = { ...envelope };
  if (options.account !== undefined) result["account_id"] = options.account;
  const balanceOverrides: Record<string, unknown> = {};
  if (options.balanceMinor !== undefined) balanceOverrides["current_minor"] = options.balanceMinor;
  if (options.asOf !== undefined) balanceOverrides["as_of"] = options.asOf;
  if (options.currency !== undefined) balanceOverrides["currency"] = options.currency;
  if (Object.keys(balanceOverrides).length > 0) {
    const balances = envelope["balances"] ?? {};
    if (isFields(balances)) result["balances"] = { ...balances, ...balanceOverrides };
  }
  return result;
}

/** The envelope's currency: the balances' own, else the first transaction that states one. */
export function currencyOfEnvelope(envelope: unknown): string | undefined {
  if (!isFields(envelope)) return undefined;
  const balances = envelope["balances"];
  if (isFields(balances)) {
    const code = stringField(balances, "currency");
    if (code !== undefined) return code;
  }
  const rows = envelope["transactions"];
  if (!Array.isArray(rows)) return undefined;
  for (const row of rows) if (isFields(row)) {
    const code = stringField(row, "currency");
    if (code !== undefined) return code;
  }
  return undefined;
}

export function stringField(fields: Record<string, unknown>, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = fields[name];
    if (typeof value === "string" && value !== "") return value;
  }
  return undefined;
}
