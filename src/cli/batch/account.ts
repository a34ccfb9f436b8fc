/**
 * One account of a batch, from its input to its result line: read it (an NDJSON line, or a file
 * loaded exactly as `cashflow <file>` loads it), then answer the routes asked for. Used by the
 * worker threads and, for the reading, by `--server` mode, so both report a bad account alike: on
 * its own line, with its violations or the reason it could not be read, and the run goes on.
 */

import { answer, prepare, type AnalysisResponse, type Slug } from "../../engine/index.js";
import { isFields } from "../../domain/reader.js";
import { ignoredFieldViolations, ignoredJsonFields } from "../../calls/ignored-fields.js";
import type { Violation } from "../../domain/violations.js";
import { resolve } from "node:path";
import { statementYear, type CliOptions, type FileOptions } from "../args.js";
import { describeBytes } from "../bounded-read.js";
import { parseJsonFile } from "../json-input.js";
import { accountFromFileName, currencyOfEnvelope, load, locateViolation, refusalText, type LoadedInput } from "../load.js";
import type { ImportRefusal, MissingOption } from "../../import/index.js";
import { BALANCE_TO_GIVE } from "../../import/refusal.js";
import type { AccountInput } from "./inputs.js";
import { doneKey } from "./output.js";

export type AccountStatus = "ok" | "invalid" | "unreadable" | "skipped";

export interface AccountResult {
  source: string;
  accountId: string | undefined;
  status: AccountStatus;
  answers?: Partial<Record<Slug, AnalysisResponse>>;
  violations?: Violation[];
  /** Why the account could not be read or answered, in one line. */
  error?: string;
  /** The book's currency as its file states it (or --currency filled it in), for the CSV summary. */
  currency?: string;
}

/** What every account of a batch shares: the import flags, today, and the accounts already done. */
export interface AccountContext {
  options: CliOptions;
  today: string;
  done: ReadonlySet<string>;
}

const UTF8 = new TextDecoder();

export type ReadAccount = { ok: true; envelope: unknown; accountId: string | undefined; currency: string | undefined; sources?: string[] } | { ok: false; result: AccountResult };

export async function readAccount(input: AccountInput, context: AccountContext): Promise<ReadAccount> {
  const failed = (error: string): ReadAccount =>
    context.done.has(doneKey(undefined, input.source))
      ? { ok: false, result: { source: input.source, accountId: undefined, status: "skipped" } }
      : { ok: false, result: { source: input.source, accountId: undefined, status: "unreadable", error } };
  let envelope: unknown;
  let sources: string[] | undefined;
  if (input.kind === "too-long") {
    return failed(`the line is longer than the ${describeBytes(input.maxBytes)} limit for one NDJSON line, so it was not read; split the account's envelope, or raise the limit with --max-file-bytes`);
  }
  let company: { accountId: string; files: FileOptions[] } | string | undefined;
  if (input.kind === "envelope") {
    const json = parseJsonFile(UTF8.decode(input.bytes));
    if (!json.ok) return failed(ndjsonSyntaxError(input.source, json.column, json.problem));
    if (isManifest(json.value)) company = manifestCompany(json.value, input.folder, context.options);
    else {
      envelope = json.value;
      // --strict refuses a line with fields the API does not know, as it refuses such a file.
      const ignored = context.options.strict ? ignoredJsonFields(envelope) : [];
      if (ignored.length > 0) {
        const id = isFields(envelope) ? envelope["account_id"] : undefined;
        return { ok: false, result: { source: input.source, accountId: typeof id === "string" && id !== "" ? id : undefined, status: "invalid", violations: ignoredFieldViolations(ignored, true) } };
      }
    }
  } else if (input.kind === "company") {
    if (input.paths.length === 0) return failed(`${input.source} is a company folder with no file in it; put the company's statements in it, or take the folder out of the portfolio`);
    company = { accountId: input.accountId, files: input.paths.map((path) => ({ ...fileDefaults(context.options), file: path })) };
  } else {
    const loaded = await loadWithOwnCurrency(input.path, context);
    if (typeof loaded === "string") return failed(loaded);
    ({ envelope, sources } = loaded);
  }
  if (typeof company === "string") return failed(company);
  if (company !== undefined) {
    // Loaded as `cashflow <files> --account <id>` loads it (categories included); its notes are not kept.
    const loaded = await loadInBatch({ ...context.options, file: company.files[0]!.file, files: company.files, account: company.accountId }, context, company);
    if (typeof loaded === "string") return failed(loaded);
    ({ envelope, sources } = loaded);
  }
  const id = isFields(envelope) ? (envelope["account_id"] ?? envelope["accountId"]) : undefined;
  const accountId = typeof id === "string" && id !== "" ? id : undefined;
  if (context.done.has(doneKey(accountId, input.source))) return { ok: false, result: { source: input.source, accountId, status: "skipped" } };
  return { ok: true, envelope, accountId, currency: currencyOfEnvelope(envelope), ...(sources === undefined ? {} : { sources }) };
}

/**
 * Loads as `cashflow <files>` loads; a failure is its reason in one line. A batch refuses --balance
 * and --owed, since each names one account, so where a file states no balance the fix is the NDJSON
 * line that gives it one: the account's files, the balance on the file's own entry.
 */
async function loadInBatch(options: CliOptions, context: AccountContext, account: { accountId: string; files: readonly { file: string }[] }): Promise<LoadedInput | string> {
  let said = "";
  const refused = (refusal: ImportRefusal, missing: MissingOption | undefined) => {
    if (missing !== "balance" && missing !== "owed") return void (said += refusalText(refusal));
    const line = { account_id: account.accountId, files: account.files.map(({ file }) => (file === refusal.file ? { file, [missing]: "…" } : { file })) };
    said += refusalText({ ...refusal, fix: `give ${BALANCE_TO_GIVE[missing]}, on the file's entry of an NDJSON line (a batch takes no --${missing}): ${JSON.stringify(line)}` });
  };
  const loaded = await load(options, { stderr: (text) => (said += text), today: () => context.today, note: () => {}, refused });
  return typeof loaded === "number" ? oneLine(said) : loaded;
}

/**
 * A batch's files each keep the currency they state: a folder may hold a USD and a EUR account, and
 * one --currency for all would refuse (or relabel) the others. So a file is read first as it is,
 * and --currency only fills in a file that states none: one the import refused for want of a
 * currency, or an envelope without one. A failure is the reading's message in one line.
 */
async function loadWithOwnCurrency(path: string, context: AccountContext): Promise<LoadedInput | string> {
  const account = { accountId: accountFromFileName(path), files: [{ file: path }] };
  const attempt = (currency: string | undefined) => loadInBatch({ ...context.options, file: path, currency }, context, account);
  const fill = context.options.currency;
  const own = await attempt(undefined);
  if (fill === undefined || (typeof own !== "string" && currencyOfEnvelope(own.envelope) !== undefined)) return own;
  return attempt(fill);
}

/**
 * A broken NDJSON line in plain words: `line 5 of accounts.ndjson is not valid JSON: at character 31,
 * the line ends where ',' or '}' was expected`. The source is `file:line`.
 */
export function ndjsonSyntaxError(source: string, column: number, problem: string): string {
  const split = /^(.*):(\d+)$/.exec(source);
  const where = split === null ? source : `line ${split[2]} of ${split[1]}`;
  return `${where} is not valid JSON: at character ${column}, ${problem.replace("the file ends", "the line ends").replace("the end of the file", "the end of the line")}`;
}

/** The routes answered in this process; a refused book gives its violations, with the place in the file when imported. */
export function answerHere(input: AccountInput, read: Extract<ReadAccount, { ok: true }>, routes: readonly Slug[]): AccountResult {
  const base = { source: input.source, accountId: read.accountId, ...(read.currency === undefined ? {} : { currency: read.currency }) };
  const prepared = prepare(read.envelope);
  if (!prepared.ok) return { ...base, status: "invalid", violations: prepared.violations.map((v) => locateViolation(v, read.sources)) };
  const answers: Partial<Record<Slug, AnalysisResponse>> = {};
  for (const slug of routes) {
    const answered = answer(slug, prepared.prepared);
    if (!answered.ok) return { ...base, status: "invalid", violations: answered.violations.map((v) => locateViolation(v, read.sources)) };
    answers[slug] = answered.response;
  }
  return { ...base, status: "ok", answers };
}


/** A manifest line names a company's files instead of carrying an envelope: `{"account_id":"acme","files":["a.csv","b.ofx"]}`. */
function isManifest(value: unknown): value is Record<string, unknown> {
  return isFields(value) && Array.isArray(value["files"]) && value["transactions"] === undefined && value["balances"] === undefined;
}

/** The batch's file options, which every file of a company starts from. */
function fileDefaults(options: CliOptions): Omit<FileOptions, "file"> {
  const { currency, balanceText, owedText, dateOrder, positiveMeans, amountsIn, columns, year, format, accountNumber } = options;
  return { currency, balanceText, owedText, dateOrder, positiveMeans, amountsIn, columns, year, format, accountNumber };
}

/**
 * A manifest's company: each entry a file name (read against the manifest's folder) or an object
 * with the file and the options that describe it, named as the command line's without dashes:
 * `{"file":"card.csv","owed":"1005.24"}`. A string is what is wrong, in one line.
 */
function manifestCompany(manifest: Record<string, unknown>, folder: string, options: CliOptions): { accountId: string; files: FileOptions[] } | string {
  const accountId = manifest["account_id"] ?? manifest["accountId"];
  if (typeof accountId !== "string" || accountId === "") return `a manifest line needs "account_id", the company's name, beside "files"`;
  const files: FileOptions[] = [];
  for (const [index, entry] of (manifest["files"] as unknown[]).entries()) {
    const at = `files[${index}]`;
    const given = typeof entry === "string" ? { file: entry } : entry;
    if (!isFields(given) || typeof given["file"] !== "string" || given["file"] === "") return `${at} must be a file name, or an object with "file" and its options`;
    const file: FileOptions = { ...fileDefaults(options), file: resolve(folder, given["file"]) };
    for (const [key, value] of Object.entries(given)) {
      if (key === "file") continue;
      const field = MANIFEST_FIELDS[key];
      if (field === undefined) return `${at}.${key} is not a file option; use ${Object.keys(MANIFEST_FIELDS).join(", ")}`;
      if (typeof value !== "string" || value === "") return `${at}.${key} must be a string, as on the command line`;
      const problem = field(file, value);
      if (problem !== undefined) return `${at}.${key}: ${problem}`;
    }
    files.push(file);
  }
  if (files.length === 0) return `a manifest line's "files" names no file`;
  return { accountId, files };
}

/** A manifest entry's options: each writes the file's option or says what is wrong with the value. */
const MANIFEST_FIELDS: Record<string, (file: FileOptions, value: string) => string | undefined> = {
  balance: (file, value) => void (file.balanceText = value),
  owed: (file, value) => void (file.owedText = value),
  currency: (file, value) => void (file.currency = value.toUpperCase()),
  format: (file, value) => void (file.format = value),
  account_number: (file, value) => void (file.accountNumber = value),
  date_order: (file, value) => (value === "day-first" || value === "month-first" ? void (file.dateOrder = value) : "takes day-first or month-first"),
  positive_means: (file, value) => (value === "money-in" || value === "money-out" ? void (file.positiveMeans = value) : "takes money-in or money-out"),
  amounts_in: (file, value) => (value === "units" || value === "cents" ? void (file.amountsIn = value) : "takes units or cents"),
  columns: (file, value) => void (file.columns = value.split(",").map((name) => name.trim())),
  year: (file, value) => {
    const year = statementYear(value);
    return year === null ? "takes the statement's year, like 2026" : void (file.year = year);
  },
};

/** The CLI's multi-line refusal as one line for a result row: "cashflow: " prefixes dropped, lines joined. */
function oneLine(text: string): string {
  return text
    .split("\n")
    .map((line) => line.replace(/^cashflow: /, "").trim())
    .filter((line) => line !== "")
    .join(" ");
}
