/**
 * The CLI from arguments to exit status: read the file (JSON envelope or bank CSV), analyse it
 * here or on a service, print tables or JSON. Output and environment come in through `Io`, so the
 * tests drive the whole command in-process as well as through a real child process.
 */

import { readFile } from "node:fs/promises";
import { basename, extname } from "node:path";
import { answer, prepare, SLUGS, type AnalysisResponse, type Slug } from "../engine/index.js";
import { LIMITS } from "../domain/book.js";
import { formatDay } from "../domain/dates.js";
import type { Violation } from "../domain/violations.js";
import { parseArgs, USAGE, type CliOptions } from "./args.js";
import { importBankCsv, type CsvProblem } from "./bank-csv.js";
import { parseJsonFile } from "./json-input.js";
import { callService, type ServiceError } from "./remote.js";
import { renderAll, renderResponse } from "./render.js";

export interface Io {
  stdout(text: string): void;
  stderr(text: string): void;
  env: Readonly<Record<string, string | undefined>>;
}

/** The exit statuses the help text promises. */
export const EXIT = { ok: 0, invalidInput: 1, usage: 2, service: 3 } as const;

/** A CSV without a currency is read as US dollars, the currency most bank exports we see carry. */
const DEFAULT_CSV_CURRENCY = "USD";

interface LoadedInput {
  envelope: unknown;
  /** For a CSV: the file line of each transaction, to locate engine violations. */
  csvLines?: number[];
}

export async function run(argv: readonly string[], io: Io): Promise<number> {
  const parsed = parseArgs(argv, io.env);
  if (parsed.kind === "help") {
    io.stdout(`${USAGE}\n`);
    return EXIT.ok;
  }
  if (parsed.kind === "usage-error") {
    io.stderr(`cashflow: ${parsed.message}\nRun 'cashflow --help' for the options.\n`);
    return EXIT.usage;
  }
  const options = parsed.options;

  const loaded = await load(options, io);
  if (typeof loaded === "number") return loaded;

  const slugs: readonly Slug[] = options.route === undefined ? SLUGS : [options.route];
  const outcome = options.server === undefined ? analyseHere(loaded, slugs, options, io) : await analyseThere(loaded, slugs, options, io);
  if (typeof outcome === "number") return outcome;

  if (options.json) {
    const body = options.route === undefined ? outcome.responses : outcome.responses[0];
    io.stdout(`${JSON.stringify(body, null, 2)}\n`);
  } else if (options.route !== undefined) {
    io.stdout(`${outcome.heading}\n\n${renderResponse(outcome.responses[0]!, outcome.currency)}\n`);
  } else {
    io.stdout(renderAll(outcome.heading, outcome.responses, outcome.currency));
  }
  return EXIT.ok;
}

/** Reads and decodes the file; a number is the exit status of a failure already reported. */
async function load(options: CliOptions, io: Io): Promise<LoadedInput | number> {
  let text: string;
  try {
    text = await readFile(options.file, "utf8");
  } catch (error) {
    const code = (error as { code?: string }).code;
    const why = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a directory" : code === "EACCES" ? "permission denied" : String((error as Error).message);
    io.stderr(`cashflow: cannot read '${options.file}': ${why}.\n`);
    return EXIT.invalidInput;
  }

  if (isCsv(options.file, text)) {
    const imported = importBankCsv(text, {
      currency: options.currency ?? DEFAULT_CSV_CURRENCY,
      accountId: options.account ?? accountFromFileName(options.file),
      ...(options.balanceMinor === undefined ? {} : { balanceMinor: options.balanceMinor }),
      ...(options.asOf === undefined ? {} : { asOf: options.asOf }),
      ...(options.dayFirst ? { dayFirst: true } : {}),
    });
    if (!imported.ok) {
      io.stderr(`cashflow: ${options.file} cannot be read as a bank export:\n${imported.problems.map((p) => `  ${describeCsvProblem(p)}\n`).join("")}`);
      return imported.missingOption ? EXIT.usage : EXIT.invalidInput;
    }
    return { envelope: imported.envelope, csvLines: imported.lines };
  }

  const json = parseJsonFile(text);
  if (!json.ok) {
    io.stderr(`cashflow: ${options.file} is not valid JSON: line ${json.line}, column ${json.column}: ${json.problem}.\n`);
    return EXIT.invalidInput;
  }
  return { envelope: withOverrides(json.value, options) };
}

/**
 * `.csv` and `.json` say what they are; any other name is judged by its first character, since a
 * JSON envelope must start with `{` and no bank export's header does.
 */
function isCsv(file: string, text: string): boolean {
  const extension = extname(file).toLowerCase();
  if (extension === ".csv") return true;
  if (extension === ".json") return false;
  return !/^\uFEFF?\s*[{[]/.test(text);
}

function accountFromFileName(file: string): string {
  const name = basename(file, extname(file));
  return [...(name === "" ? "bank-export" : name)].slice(0, LIMITS.accountIdChars).join("");
}

export function describeCsvProblem(problem: CsvProblem): string {
  if (problem.line === undefined) return problem.problem;
  return problem.column === undefined ? `line ${problem.line}: ${problem.problem}` : `line ${problem.line}, column ${problem.column}: ${problem.problem}`;
}

type Overrides = Pick<CliOptions, "account" | "asOf" | "currency" | "balanceMinor">;

/**
 * The command-line values replace the envelope's own. Snake_case names are written, which the
 * engine reads before any lowerCamelCase spelling of the same field. A value that is not an
 * object is left alone, so the engine's violation names it.
 */
export function withOverrides(envelope: unknown, options: Overrides): unknown {
  if (!isObject(envelope)) return envelope;
  const result: Record<string, unknown> = { ...envelope };
  if (options.account !== undefined) result["account_id"] = options.account;
  const balanceOverrides: Record<string, unknown> = {};
  if (options.balanceMinor !== undefined) balanceOverrides["current_minor"] = options.balanceMinor;
  if (options.asOf !== undefined) balanceOverrides["as_of"] = options.asOf;
  if (options.currency !== undefined) balanceOverrides["currency"] = options.currency;
  if (Object.keys(balanceOverrides).length > 0) {
    const balances = envelope["balances"] ?? {};
    if (isObject(balances)) result["balances"] = { ...balances, ...balanceOverrides };
  }
  return result;
}

interface Outcome {
  heading: string;
  responses: AnalysisResponse[];
  currency: string | undefined;
}

function analyseHere(input: LoadedInput, slugs: readonly Slug[], options: CliOptions, io: Io): Outcome | number {
  // The book is validated and its window built once, then shared by every route.
  const prepared = prepare(input.envelope);
  if (!prepared.ok) {
    reportViolations(io, `${options.file} is not a valid request envelope`, prepared.violations, input.csvLines);
    return EXIT.invalidInput;
  }
  const { book } = prepared.prepared;
  const responses: AnalysisResponse[] = [];
  for (const slug of slugs) {
    const answered = answer(slug, prepared.prepared);
    if (!answered.ok) {
      reportViolations(io, `${options.file} cannot be analysed by ${slug}`, answered.violations, input.csvLines);
      return EXIT.invalidInput;
    }
    responses.push(answered.response);
  }
  const heading = headingOf(book.accountId, book.currency, formatDay(book.asOf), book.transactions.days.length, "analysed locally");
  return { heading, responses, currency: book.currency };
}

async function analyseThere(input: LoadedInput, slugs: readonly Slug[], options: CliOptions, io: Io): Promise<Outcome | number> {
  const { url, key } = options.server!;
  const body = JSON.stringify(input.envelope);
  const responses: AnalysisResponse[] = [];
  // One route after another: a refusal (a bad book, a wrong key) is the same for every route, so
  // it is reported once instead of eight times.
  for (const slug of slugs) {
    const result = await callService(url, key, slug, body);
    if (result.ok) {
      responses.push(result.response);
      continue;
    }
    if (result.kind === "unreachable") {
      io.stderr(`cashflow: ${result.message}\n`);
      return EXIT.service;
    }
    return reportServiceError(io, slug, result.failure, input.csvLines);
  }
  const envelope = isObject(input.envelope) ? input.envelope : {};
  const balances = isObject(envelope["balances"]) ? envelope["balances"] : {};
  const currency = stringField(balances, "currency") ?? transactionCurrency(envelope);
  const asOf = stringField(balances, "as_of", "asOf");
  const count = Array.isArray(envelope["transactions"]) ? envelope["transactions"].length : 0;
  const heading = headingOf(responses[0]?.account_id ?? "", currency, asOf, count, `answered by ${url.origin}`);
  return { heading, responses, currency };
}

function headingOf(account: string, currency: string | undefined, asOf: string | undefined, transactions: number, source: string): string {
  const parts = [`Account ${account}`, currency ?? "no currency given: amounts in minor units"];
  if (asOf !== undefined) parts.push(`as of ${asOf}`);
  parts.push(`${transactions.toLocaleString("en-US")} transaction${transactions === 1 ? "" : "s"}`, source);
  return parts.join("  ·  ");
}

/** How a refusal maps onto the exit statuses: the book (1), the command line (2), the service (3). */
function exitForStatus(status: number): number {
  if (status === 400 || status === 413 || status === 415) return EXIT.invalidInput;
  if (status === 401 || status === 403 || status === 404 || status === 410) return EXIT.usage;
  return EXIT.service;
}

function reportServiceError(io: Io, slug: Slug, failure: ServiceError, csvLines: number[] | undefined): number {
  const hint =
    failure.status === 401 ? " Check the key (CASHFLOW_API_KEY or --key)." : failure.status === 404 || failure.status === 410 ? " Check the --server URL." : "";
  const lines = [`cashflow: the service refused ${slug} with ${failure.status} ${failure.error}: ${failure.message}${hint}`];
  for (const detail of failure.details) lines.push(`  ${describeViolation(detail, csvLines)}`);
  if (failure.requestId !== undefined) lines.push(`  request id: ${failure.requestId}`);
  io.stderr(`${lines.join("\n")}\n`);
  return exitForStatus(failure.status);
}

function reportViolations(io: Io, what: string, violations: Violation[], csvLines: number[] | undefined): void {
  const count = violations.length === 1 ? "1 problem" : `${violations.length} problems`;
  io.stderr(`cashflow: ${what} (${count}):\n${violations.map((v) => `  ${describeViolation(v, csvLines)}\n`).join("")}`);
}

/** `transactions[3].category: …`, with the CSV line when the book came from a bank export. */
export function describeViolation(violation: Violation, csvLines: number[] | undefined): string {
  const row = /^transactions\[(\d+)\]/.exec(violation.field);
  const line = row !== null && csvLines !== undefined ? csvLines[Number(row[1])] : undefined;
  return line === undefined ? `${violation.field}: ${violation.issue}` : `${violation.field} (line ${line}): ${violation.issue}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function stringField(fields: Record<string, unknown>, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = fields[name];
    if (typeof value === "string" && value !== "") return value;
  }
  return undefined;
}

function transactionCurrency(envelope: Record<string, unknown>): string | undefined {
  const rows = envelope["transactions"];
  if (!Array.isArray(rows)) return undefined;
  for (const row of rows) if (isObject(row)) {
    const code = stringField(row, "currency");
    if (code !== undefined) return code;
  }
  return undefined;
}
