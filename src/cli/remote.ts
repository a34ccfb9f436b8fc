/**
 * `--server`: the same envelope POSTed to a running service's JSON gateway, one request per route.
 * The answer is either the response envelope or the gateway's error body, passed on as it is.
 *
 * The server is not trusted with more than the envelope it was given: a redirect is not followed
 * (following one would POST the envelope and the key to wherever it points), and the answer is
 * read only up to the size limit (--max-file-bytes), counted while it streams in, so an endless
 * answer costs neither memory nor time beyond it.
 */

import type { AnalysisResponse, Slug } from "../analyses/types.js";
import { isFields } from "../domain/reader.js";
import type { Violation } from "../domain/violations.js";
import { describeBytes } from "./bounded-read.js";

/** The gateway's error body (README, Errors on the JSON gateway). */
export interface ServiceError {
  status: number;
  error: string;
  message: string;
  details: Violation[];
  requestId: string | undefined;
  /** Seconds the service asks a caller to wait before retrying (Retry-After on 429 and 503). */
  retryAfterSeconds: number | undefined;
}

export type RemoteResult =
  | { ok: true; response: AnalysisResponse }
  | { ok: false; kind: "refused"; failure: ServiceError }
  | { ok: false; kind: "unreachable"; message: string }
  /** Not the service's answer and not worth retrying: a redirect, an answer over the size limit. */
  | { ok: false; kind: "untrusted"; message: string };

/** Long enough for a 200,000-row book on a busy server; short enough not to hang a script forever. */
const TIMEOUT_MS = 60_000;

export async function callService(base: URL, key: string, slug: Slug, body: string, maxAnswerBytes: number, deadline?: AbortSignal): Promise<RemoteResult> {
  // Resolve against the base's own path, so http://host/prefix/ reaches http://host/prefix/api/v1/<slug>.
  const target = new URL(`api/v1/${slug}`, base.href.endsWith("/") ? base : new URL(`${base.href}/`));
  // The command line refuses credentials in the URL; none is ever sent or shown, whatever the caller passed.
  target.username = "";
  target.password = "";
  let response: Response;
  let text: string | undefined;
  try {
    response = await fetch(target, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", Authorization: `Bearer ${key}` },
      body,
      redirect: "manual",
      signal: deadline === undefined ? AbortSignal.timeout(TIMEOUT_MS) : AbortSignal.any([AbortSignal.timeout(TIMEOUT_MS), deadline]),
    });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      return { ok: false, kind: "untrusted", message: `${target.href} answered ${response.status} pointing to ${locationOf(response, target)}; the CLI does not follow redirects, which would send the envelope and the key elsewhere. If that address is the service, give it as --server.` };
    }
    text = await readCapped(response, maxAnswerBytes);
  } catch (error) {
    return { ok: false, kind: "unreachable", message: `could not reach ${target.origin}: ${reason(error)}` };
  }
  if (text === undefined) {
    return { ok: false, kind: "untrusted", message: `${target.href} sent an answer larger than ${describeBytes(maxAnswerBytes)} (the --max-file-bytes limit), so it was not read; is --server the cash-flow service?` };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (response.ok) {
    if (isFields(parsed) && parsed["endpoint"] === slug && isFields(parsed["structured"])) {
      return { ok: true, response: parsed as unknown as AnalysisResponse };
    }
    return { ok: false, kind: "unreachable", message: `${target.href} answered ${response.status} but not with a ${slug} response; is --server the cash-flow service?` };
  }
  return { ok: false, kind: "refused", failure: errorBody(response, parsed) };
}

/** The body as text, or undefined once it passes `maxBytes` (declared or counted while it streams). */
async function readCapped(response: Response, maxBytes: number): Promise<string | undefined> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > maxBytes) {
    await response.body?.cancel();
    return undefined;
  }
  if (response.body === null) return "";
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body) {
    total += chunk.byteLength;
    if (total > maxBytes) return undefined; // leaving the loop cancels the stream
    chunks.push(chunk);
  }
  return new TextDecoder().decode(Buffer.concat(chunks, total));
}

/** Where a redirect points, without any user name or password it carries. */
function locationOf(response: Response, target: URL): string {
  const location = response.headers.get("location");
  if (location === null) return "no address (no Location header)";
  try {
    const url = new URL(location, target);
    url.username = "";
    url.password = "";
    return url.href;
  } catch {
    return "an address that is not a URL";
  }
}

function errorBody(response: Response, parsed: unknown): ServiceError {
  const body = isFields(parsed) ? parsed : {};
  const details = Array.isArray(body["details"])
    ? body["details"].filter(isFields).map((d) => ({ field: String(d["field"] ?? ""), issue: String(d["issue"] ?? "") }))
    : [];
  return {
    status: response.status,
    error: typeof body["error"] === "string" ? body["error"] : "http_error",
    message: typeof body["message"] === "string" ? body["message"] : `The service answered HTTP ${response.status} ${response.statusText}.`,
    details,
    requestId: typeof body["request_id"] === "string" ? body["request_id"] : (response.headers.get("x-request-id") ?? undefined),
    retryAfterSeconds: retryAfter(response.headers.get("retry-after")),
  };
}

/** Retry-After as delay-seconds; an HTTP-date is turned into the seconds until it. */
function retryAfter(header: string | null): number | undefined {
  if (header === null) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const when = Date.parse(header);
  return Number.isNaN(when) ? undefined : Math.max(0, Math.ceil((when - Date.now()) / 1000));
}

/** fetch hides the network cause (ECONNREFUSED, ENOTFOUND) one level down. */
function reason(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === "TimeoutError") return `no answer within ${TIMEOUT_MS / 1000} seconds`;
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof Error) return (cause as { code?: string }).code ?? cause.message;
    return error.message;
  }
  return String(error);
}
