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
import type { CliOptions } from "../args.js";
import { parseJsonFile } from "../json-input.js";
import { currencyOfEnvelope, load, locateViolation, type LoadedInput } from "../load.js";
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
  if (input.kind === "envelope") {
    const json = parseJsonFile(UTF8.decode(input.bytes));
    if (!json.ok) return failed(ndjsonSyntaxError(input.source, json.column, json.problem));
    envelope = json.value;
    // --strict refuses a line with fields the API does not know, as it refuses such a file.
    const ignored = context.options.strict ? ignoredJsonFields(envelope) : [];
    if (ignored.length > 0) {
      const id = isFields(envelope) ? envelope["account_id"] : undefined;
      return { ok: false, result: { source: input.source, accountId: typeof id === "string" && id !== "" ? id : undefined, status: "invalid", violations: ignoredFieldViolations(ignored, true) } };
    }
  } else {
    const loaded = await loadWithOwnCurrency(input.path, context);
    if (typeof loaded === "string") return failed(loaded);
    ({ envelope, sources } = loaded);
  }
  const id = isFields(envelope) ? (envelope["account_id"] ?? envelope["accountId"]) : undefined;
  const accountId = typeof id === "string" && id !== "" ? id : undefined;
  if (context.done.has(doneKey(accountId, input.source))) return { ok: false, result: { source: input.source, accountId, status: "skipped" } };
  return { ok: true, envelope, accountId, currency: currencyOfEnvelope(envelope), ...(sources === undefined ? {} : { sources }) };
}

/**
 * A batch's files each keep the currency they state: a folder may hold a USD and a EUR account, and
 * one --currency for all would refuse (or relabel) the others. So a file is read first as it is,
 * and --currency only fills in a file that states none: one the import refused for want of a
 * currency, or an envelope without one. A failure is the reading's message in one line.
 */
async function loadWithOwnCurrency(path: string, context: AccountContext): Promise<LoadedInput | string> {
  const attempt = async (currency: string | undefined): Promise<LoadedInput | string> => {
    let said = "";
    const loaded = await load({ ...context.options, file: path, currency }, { stderr: (text) => (said += text), today: () => context.today });
    return typeof loaded === "number" ? oneLine(said) : loaded;
  };
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


/** The CLI's multi-line refusal as one line for a result row: "cashflow: " prefixes dropped, lines joined. */
function oneLine(text: string): string {
  return text
    .split("\n")
    .map((line) => line.replace(/^cashflow: /, "").trim())
    .filter((line) => line !== "")
    .join(" ");
}
