/**
 * The CLI from arguments to exit status: load the file (a JSON envelope, or any bank export or
 * statement through the import module), then analyse it here or on a service and print tables or
 * JSON, write the envelope (`import`), or the report (`report`); `batch` runs its own loop
 * (./batch/). Output and environment come in through `Io`, so the tests drive the whole command
 * in-process as well as through a real child process.
 */

import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { answer, prepare, SLUGS, type AnalysisResponse, type PreparedBook, type Slug } from "../engine/index.js";
import { formatDay } from "../domain/dates.js";
import { isFields } from "../domain/reader.js";
import type { Violation } from "../domain/violations.js";
import { parseArgs, USAGE, type CliOptions } from "./args.js";
import { runBatch } from "./batch/index.js";
import { currencyOfEnvelope, load, locateViolation, stringField, type LoadedInput } from "./load.js";
import { renderCategories } from "./categories.js";
import { callService, type ServiceError } from "./remote.js";
import { renderAll, renderResponse } from "./render.js";
import { jsonWithoutControls, showControls } from "./terminal-text.js";

export interface Io {
  stdout(text: string): void;
  stderr(text: string): void;
  env: Readonly<Record<string, string | undefined>>;
  /** Today as YYYY-MM-DD; the clock's UTC date unless a test fixes it. */
  today?: () => string;
  /** stderr is a terminal (progress bars are drawn only then). */
  interactive?: boolean;
  /** stdout is a terminal: control characters from the input are shown escaped there too. */
  stdoutIsTerminal?: boolean;
}

/** The exit statuses the help text promises. */
export const EXIT = { ok: 0, invalidInput: 1, usage: 2, service: 3 } as const;

export async function run(argv: readonly string[], given: Io): Promise<number> {
  // Every message passes through showControls, so no text from a file or a server acts on the
  // terminal; stdout too when it is one (piped or written to a file, the data stays as it is).
  const io: Io = {
    ...given,
    stderr: (text) => given.stderr(showControls(text)),
    stdout: given.stdoutIsTerminal === true ? (text) => given.stdout(showControls(text)) : given.stdout,
  };
  const parsed = parseArgs(argv, io.env);
  if (parsed.kind === "help") {
    io.stdout(`${USAGE}\n`);
    return EXIT.ok;
  }
  if (parsed.kind === "usage-error") {
    io.stderr(`cashflow: ${parsed.message}\nRun 'cashflow --help' for the options.\n`);
    return EXIT.usage;
  }
  if (parsed.kind === "version") {
    io.stdout(`cashflow ${packageVersion()}\n`);
    return EXIT.ok;
  }
  const options = parsed.options;
  const today = io.today ?? (() => new Date().toISOString().slice(0, 10));
  if (parsed.command === "batch") return runBatch(options, { stdout: io.stdout, stderr: io.stderr, today: today(), interactive: io.interactive ?? false });

  const loaded = await load(options, { stderr: io.stderr, today }, parsed.command === "categories" ? "rows" : "envelope");
  if (typeof loaded === "number") return loaded;
  if (parsed.command === "import") return writeEnvelope(loaded, options, io);
  if (parsed.command === "categories") {
    io.stdout(renderCategories(loaded.envelope, loaded.decisions, currencyOfEnvelope(loaded.envelope)));
    return EXIT.ok;
  }
  if (parsed.command === "report") return writeReport(loaded, options, io);

  const slugs: readonly Slug[] = options.route === undefined ? SLUGS : [options.route];
  const outcome = options.server === undefined ? analyseHere(loaded, slugs, options, io) : await analyseThere(loaded, slugs, options, io);
  if (typeof outcome === "number") return outcome;

  if (options.json) {
    const body = options.route === undefined ? outcome.responses : outcome.responses[0];
    io.stdout(`${jsonWithoutControls(JSON.stringify(body, null, 2))}\n`);
  } else if (options.route !== undefined) {
    io.stdout(`${outcome.heading}\n\n${renderResponse(outcome.responses[0]!, outcome.currency)}\n`);
  } else {
    io.stdout(renderAll(outcome.heading, outcome.responses, outcome.currency));
  }
  return EXIT.ok;
}

/** `cashflow import`: the envelope as the service takes it, to stdout or the -o file. */
async function writeEnvelope(loaded: LoadedInput, options: CliOptions, io: Io): Promise<number> {
  return writeOut(`${jsonWithoutControls(JSON.stringify(loaded.envelope, null, 2))}\n`, options.output, "the envelope", io);
}

/**
 * `cashflow report`: all eight answers (here or from --server) as the HTML report, and with --pdf
 * the same page printed by Chromium. Chromium is looked for before any work, so a missing browser
 * costs nothing but the message saying how to install it.
 */
async function writeReport(loaded: LoadedInput, options: CliOptions, io: Io): Promise<number> {
  // Loaded here, not at the top: Vega and playwright-core take a second to load, which every other command would pay.
  const [{ buildReport }, { findChromium, INSTALL_HINT, printPdf }] = await Promise.all([import("../report/index.js"), import("../report/pdf.js")]);
  let chromium: string | undefined;
  if (options.pdf !== undefined) {
    chromium = await findChromium(io.env);
    if (chromium === undefined) {
      io.stderr(`cashflow: --pdf needs Chromium, which was not found: ${INSTALL_HINT}.\n`);
      return EXIT.usage;
    }
  }
  const outcome = options.server === undefined ? analyseHere(loaded, SLUGS, options, io) : await analyseThere(loaded, SLUGS, options, io);
  if (typeof outcome === "number") return outcome;
  // The book draws the report's paths (daily balances, due dates); with --server it is read here too.
  let prepared = outcome.prepared;
  if (prepared === undefined) {
    const read = prepare(loaded.envelope);
    if (!read.ok) {
      reportViolations(io, `${inputName(options)} is not a valid request envelope`, read.violations, loaded.sources);
      return EXIT.invalidInput;
    }
    prepared = read.prepared;
  }
  const html = await buildReport({ prepared, responses: outcome.responses, source: outcome.source, ...(loaded.company === undefined ? {} : { company: loaded.company }) });
  if (options.output !== undefined || options.pdf === undefined) {
    const status = await writeOut(html, options.output, "the report", io);
    if (status !== EXIT.ok) return status;
  }
  if (options.pdf !== undefined) {
    let pdf: Uint8Array;
    try {
      pdf = await printPdf(html, chromium!, options.paper);
    } catch (error) {
      io.stderr(`cashflow: Chromium could not print the report: ${(error as Error).message.split("\n")[0]}. Check that ${chromium} runs, or ${INSTALL_HINT}.\n`);
      return EXIT.service;
    }
    return writeFileSaying(options.pdf, pdf, "the PDF", io);
  }
  return EXIT.ok;
}

/** Writes text to the file or, without one, to stdout. */
async function writeOut(text: string, file: string | undefined, what: string, io: Io): Promise<number> {
  if (file !== undefined) return writeFileSaying(file, text, what, io);
  io.stdout(text);
  return EXIT.ok;
}

/** Writes the file and says so on stderr (stdout may be the piped result). */
async function writeFileSaying(file: string, content: string | Uint8Array, what: string, io: Io): Promise<number> {
  try {
    await writeFile(file, content);
  } catch (error) {
    io.stderr(`cashflow: cannot write '${file}': ${(error as Error).message}.\n`);
    return EXIT.invalidInput;
  }
  io.stderr(`cashflow: wrote ${what} to ${file}.\n`);
  return EXIT.ok;
}

/** The version in the package.json above this file (src/cli or dist/src/cli). */
function packageVersion(): string {
  for (let url = new URL("../package.json", import.meta.url); ; url = new URL("../../package.json", url)) {
    try {
      const manifest = JSON.parse(readFileSync(url, "utf8")) as { name?: string; version?: string };
      if (manifest.name === "cashflow-intelligence-service" && manifest.version !== undefined) return manifest.version;
    } catch {
      // not here: look one folder up
    }
    if (url.pathname === "/package.json") return "unknown";
  }
}

interface Outcome {
  heading: string;
  responses: AnalysisResponse[];
  currency: string | undefined;
  /** Where the answers came from, for the report. */
  source: string;
  /** The book as read here (undefined when a service answered). */
  prepared?: PreparedBook;
}

function analyseHere(input: LoadedInput, slugs: readonly Slug[], options: CliOptions, io: Io): Outcome | number {
  // The book is validated and its window built once, then shared by every route.
  const prepared = prepare(input.envelope);
  if (!prepared.ok) {
    reportViolations(io, `${inputName(options)} is not a valid request envelope`, prepared.violations, input.sources);
    return EXIT.invalidInput;
  }
  const { book } = prepared.prepared;
  const responses: AnalysisResponse[] = [];
  for (const slug of slugs) {
    const answered = answer(slug, prepared.prepared);
    if (!answered.ok) {
      reportViolations(io, `${inputName(options)} cannot be analysed by ${slug}`, answered.violations, input.sources);
      return EXIT.invalidInput;
    }
    responses.push(answered.response);
  }
  const heading = headingOf(book.accountId, book.currency, formatDay(book.asOf), book.transactions.days.length, "analysed locally");
  return { heading, responses, currency: book.currency, source: "analysed locally", prepared: prepared.prepared };
}

async function analyseThere(input: LoadedInput, slugs: readonly Slug[], options: CliOptions, io: Io): Promise<Outcome | number> {
  const { url, key } = options.server!;
  const body = JSON.stringify(input.envelope);
  const responses: AnalysisResponse[] = [];
  // One route after another: a refusal (a bad book, a wrong key) is the same for every route, so
  // it is reported once instead of eight times.
  for (const slug of slugs) {
    const result = await callService(url, key, slug, body, options.maxFileBytes);
    if (result.ok) {
      responses.push(result.response);
      continue;
    }
    if (result.kind === "unreachable" || result.kind === "untrusted") {
      io.stderr(`cashflow: ${result.message}\n`);
      return EXIT.service;
    }
    return reportServiceError(io, slug, result.failure, input.sources);
  }
  const envelope = isFields(input.envelope) ? input.envelope : {};
  const balances = isFields(envelope["balances"]) ? envelope["balances"] : {};
  const currency = currencyOfEnvelope(envelope);
  const asOf = stringField(balances, "as_of", "asOf");
  const count = Array.isArray(envelope["transactions"]) ? envelope["transactions"].length : 0;
  const source = `answered by ${url.origin}`;
  const heading = headingOf(responses[0]?.account_id ?? "", currency, asOf, count, source);
  return { heading, responses, currency, source };
}

/** The input as messages name it: the file, or the company of several files. */
function inputName(options: CliOptions): string {
  return options.files === undefined ? options.file : `company ${options.account} (${options.files.map((f) => f.file).join(", ")})`;
}

function headingOf(account: string, currency: string | undefined, asOf: string | undefined, transactions: number, source: string): string {
  const parts = [`Account ${account}`, currency ?? "no currency given: plain amounts"];
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

function reportServiceError(io: Io, slug: Slug, failure: ServiceError, sources: string[] | undefined): number {
  const hint =
    failure.status === 401 ? " Check the key (CASHFLOW_API_KEY or --key)." : failure.status === 404 || failure.status === 410 ? " Check the --server URL." : "";
  const lines = [`cashflow: the service refused ${slug} with ${failure.status} ${failure.error}: ${failure.message}${hint}`];
  for (const detail of failure.details) lines.push(`  ${describeViolation(detail, sources)}`);
  if (failure.requestId !== undefined) lines.push(`  request id: ${failure.requestId}`);
  io.stderr(`${lines.join("\n")}\n`);
  return exitForStatus(failure.status);
}

function reportViolations(io: Io, what: string, violations: Violation[], sources: string[] | undefined): void {
  const count = violations.length === 1 ? "1 problem" : `${violations.length} problems`;
  io.stderr(`cashflow: ${what} (${count}):\n${violations.map((v) => `  ${describeViolation(v, sources)}\n`).join("")}`);
}

/** `transactions[3].category: …`, with the place in the file when the book was imported. */
export function describeViolation(violation: Violation, sources: string[] | undefined): string {
  const { field, issue } = locateViolation(violation, sources);
  return `${field}: ${issue}`;
}
