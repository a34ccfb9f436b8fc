/**
 * `--server`: the same envelope POSTed to a running service's JSON gateway, one request per route.
 * The answer is either the response envelope or the gateway's error body, passed on as it is.
 */

import type { AnalysisResponse, Slug } from "../analyses/types.js";
import { isFields } from "../domain/reader.js";
import type { Violation } from "../domain/violations.js";

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
  | { ok: false; kind: "unreachable"; message: string };

/** Long enough for a 200,000-row book on a busy server; short enough not to hang a script forever. */
const TIMEOUT_MS = 60_000;

export async function callService(base: URL, key: string, slug: Slug, body: string): Promise<RemoteResult> {
  // Resolve against the base's own path, so http://host/prefix/ reaches http://host/prefix/api/v1/<slug>.
  const target = new URL(`api/v1/${slug}`, base.href.endsWith("/") ? base : new URL(`${base.href}/`));
  let response: Response;
  try {
    response = await fetch(target, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", Authorization: `Bearer ${key}` },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { ok: false, kind: "unreachable", message: `could not reach ${target.origin}: ${reason(error)}` };
  }
  const text = await response.text();
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
