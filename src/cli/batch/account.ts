/**
 * One account of a batch, from its input to its result line: read it (an NDJSON line, or a file
 * loaded exactly as `cashflow <file>` loads it), then answer the routes asked for. Used by the
 * worker threads and, for the reading, by `--server` mode, so both report a bad account alike: on
 * its own line, with its violations or the reason it could not be read, and the run goes on.
 */

import { answer, prepare, type AnalysisResponse, type Slug } from "../../engine/index.js";
import { isFields } from "../../domain/reader.js";
import type { Violation } from "../../domain/violations.js";
import type { CliOptions } from "../args.js";
import { describeBytes } from "../bounded-read.js";
import { parseJsonFile } from "../json-input.js";
import { load, locateViolation } from "../load.js";
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
}

/** What every account of a batch shares: the import flags, today, and the accounts already done. */
export interface AccountContext {
  options: CliOptions;
  today: string;
  done: ReadonlySet<string>;
}

const UTF8 = new TextDecoder();

export type ReadAccount = { ok: true; envelope: unknown; accountId: string | undefined; sources?: string[] } | { ok: false; result: AccountResult };

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
  if (input.kind === "envelope") {
    const json = parseJsonFile(UTF8.decode(input.bytes));
    if (!json.ok) return failed(`not valid JSON: column ${json.column}: ${json.problem}`);
    envelope = json.value;
  } else {
    let said = "";
    const loaded = await load({ ...context.options, file: input.path }, { stderr: (text) => (said += text), today: () => context.today });
    if (typeof loaded === "number") return failed(oneLine(said));
    ({ envelope, sources } = loaded);
  }
  const id = isFields(envelope) ? (envelope["account_id"] ?? envelope["accountId"]) : undefined;
  const accountId = typeof id === "string" && id !== "" ? id : undefined;
  if (context.done.has(doneKey(accountId, input.source))) return { ok: false, result: { source: input.source, accountId, status: "skipped" } };
  return { ok: true, envelope, accountId, ...(sources === undefined ? {} : { sources }) };
}

/** The routes answered in this process; a refused book gives its violations, with the place in the file when imported. */
export function answerHere(input: AccountInput, read: Extract<ReadAccount, { ok: true }>, routes: readonly Slug[]): AccountResult {
  const base = { source: input.source, accountId: read.accountId };
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
