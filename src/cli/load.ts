/**
 * From the file named on the command line to a request envelope: a JSON envelope as it is (with
 * the command line's overrides), anything else through the import module (bank CSV, OFX, camt,
 * MT940, BAI2, aggregator JSON). What the importer settled is printed as notes on stderr; what it
 * refused is printed with the file, the place and the fix.
 */

import { basename, extname } from "node:path";
import { ignoredFieldName, ignoredJsonFields } from "../calls/ignored-fields.js";
import { LIMITS } from "../domain/book.js";
import { isFields } from "../domain/reader.js";
import type { Violation } from "../domain/violations.js";
import { currencyDecimals, isKnownCurrency, parseMajorAmount } from "../import/amount.js";
import { certainFormatOf, envelopeOf, importStatement, type ImportRefusal } from "../import/index.js";
import type { CliOptions } from "./args.js";
import { describeBytes, readBounded } from "./bounded-read.js";
import { parseJsonFile } from "./json-input.js";

export interface LoadedInput {
  envelope: unknown;
  /** For an import: where each transaction stood in the file ("line 14"), to locate violations. */
  sources?: string[];
}

export interface LoadIo {
  stderr(text: string): void;
  /** Today as YYYY-MM-DD (UTC): an import dated after it is refused unless --as-of is given. */
  today(): string;
}

/** Exit statuses load can end with (the rest are run.ts's). */
const INVALID_INPUT = 1;
const USAGE = 2;

/** Reads and converts the file; a number is the exit status of a failure already reported. */
export async function load(options: CliOptions, io: LoadIo): Promise<LoadedInput | number> {
  let bytes: Uint8Array;
  try {
    const read = await readBounded(options.file, options.maxFileBytes);
    if (!read.ok) {
      const size = read.size === undefined ? "larger than" : `${describeBytes(read.size)}, over`;
      io.stderr(`cashflow: ${options.file}: the file is ${size} the ${describeBytes(options.maxFileBytes)} limit for one file, so it was not read.\n  Fix: split it, or raise the limit with --max-file-bytes if the file is what you meant.\n`);
      return INVALID_INPUT;
    }
    bytes = read.bytes;
  } catch (error) {
    const code = (error as { code?: string }).code;
    const why = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a directory" : code === "EACCES" ? "permission denied" : String((error as Error).message);
    io.stderr(`cashflow: cannot read '${options.file}': ${why}.\n`);
    return INVALID_INPUT;
  }
  return isEnvelope(options, bytes) ? loadEnvelope(options, bytes, io) : loadStatement(options, bytes, io);
}

/**
 * A JSON file is a request envelope unless a reader recognises it for certain (Plaid's, Open
 * Banking's or Teller's response shape) or --format names one.
 */
function isEnvelope(options: CliOptions, bytes: Uint8Array): boolean {
  if (options.format !== undefined) return false;
  const start = new TextDecoder().decode(bytes.subarray(0, 64));
  if (!/^\uFEFF?\s*[{[]/.test(start)) return false;
  return certainFormatOf(bytes) === undefined;
}

function loadEnvelope(options: CliOptions, bytes: Uint8Array, io: LoadIo): LoadedInput | number {
  const json = parseJsonFile(new TextDecoder().decode(bytes));
  if (!json.ok) {
    io.stderr(`cashflow: ${options.file} is not valid JSON: line ${json.line}, column ${json.column}: ${json.problem}.\n`);
    return INVALID_INPUT;
  }
  const ignored = ignoredJsonFields(json.value);
  if (ignored.length > 0) {
    const names = ignored.map(({ path, count }) => ignoredFieldName(path, count));
    io.stderr(`cashflow: warning: ${options.file}: ignored ${ignored.length === 1 ? "a field" : `${ignored.length} fields`} the API does not know (check the spelling): ${names.join(", ")}.\n`);
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

function loadStatement(options: CliOptions, bytes: Uint8Array, io: LoadIo): LoadedInput | number {
  const imported = importStatement(bytes, {
    fileName: options.file,
    ...(options.format === undefined ? {} : { format: options.format }),
    ...(options.dateOrder === undefined ? {} : { dateOrder: options.dateOrder }),
    ...(options.positiveMeans === undefined ? {} : { positiveMeans: options.positiveMeans }),
    ...(options.columns === undefined ? {} : { columns: options.columns }),
    ...(options.currency === undefined ? {} : { currency: options.currency }),
  });
  if (!imported.ok) return refuse(io, imported.refusal, INVALID_INPUT);
  const { book } = imported;
  for (const note of book.notes) io.stderr(`cashflow: ${options.file}: ${note.text}.\n`);

  let balanceMinor: number | undefined;
  if (options.balanceText !== undefined) {
    // The import settled the currency (or refused for want of one), so the amount reads as the CSV's amounts do.
    balanceMinor = balanceInMinor(options.balanceText, book.currency ?? options.currency ?? "", io);
    if (balanceMinor === undefined) return USAGE;
  }
  const converted = envelopeOf(book, {
    fileName: options.file,
    accountId: options.account ?? book.accountId ?? accountFromFileName(options.file),
    today: io.today(),
    ...(balanceMinor === undefined ? {} : { balanceMinor }),
    ...(options.asOf === undefined ? {} : { asOf: options.asOf }),
  });
  if (!converted.ok) return refuse(io, converted.refusal, converted.missingOption ? USAGE : INVALID_INPUT);
  return { envelope: converted.envelope, sources: converted.sources };
}

/** A violation of an imported row with its place in the file: `transactions[3].category (line 14)`. */
export function locateViolation(violation: Violation, sources: readonly string[] | undefined): Violation {
  const row = /^transactions\[(\d+)\]/.exec(violation.field);
  const source = row !== null && sources !== undefined ? sources[Number(row[1])] : undefined;
  return source === undefined ? violation : { field: `${violation.field} (${source})`, issue: violation.issue };
}

function refuse(io: LoadIo, refusal: ImportRefusal, status: number): number {
  const where = refusal.at === undefined ? refusal.file : `${refusal.file}, ${refusal.at}`;
  io.stderr(`cashflow: ${where}: expected ${refusal.expected}.\n  Fix: ${refusal.fix}.\n`);
  return status;
}

/** `--balance 11263.38` in the book's currency → minor units, exactly (or a usage error). */
function balanceInMinor(text: string, currency: string, io: LoadIo): number | undefined {
  if (!isKnownCurrency(currency)) {
    io.stderr(`cashflow: --balance needs an ISO 4217 currency to read '${text}'. Add --currency, e.g. --currency USD.\n`);
    return undefined;
  }
  const decimals = currencyDecimals(currency);
  const read = parseMajorAmount(text, decimals);
  if (!read.ok) {
    io.stderr(`cashflow: --balance '${text}' ${read.problem} in ${currency} (${decimals} decimal${decimals === 1 ? "" : "s"}).\n`);
    return undefined;
  }
  return read.minor;
}

function accountFromFileName(file: string): string {
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
