import type { Logger } from "./logger.js";
import type { RequestContext } from "./request-context.js";

/** How a request ended on the wire, as the dispatcher saw it. */
export interface RequestEnd {
  method: string;
  /** `1.1` or `2.0`. */
  httpVersion: string;
  /** The HTTP status sent, or undefined when the connection ended before any answer. */
  status: number | undefined;
  /** Whether the server finished its answer; false when the client hung up first. */
  completed: boolean;
  durationMs: number;
}

/** The outcome a finished request is recorded with: `canceled` when its answer never fully left. */
export function outcomeOf(context: RequestContext, end: RequestEnd): string {
  if (!end.completed) return "canceled";
  return context.outcome ?? "unknown";
}

/**
 * The request's one log line. Every field is listed in docs/operations.md; none is the payload,
 * the key or the account id — the key appears only as its 8-digit SHA-256 fingerprint, the route
 * only as a fixed name (RequestContext.route).
 */
export function logRequest(logger: Logger, context: RequestContext, end: RequestEnd): void {
  logger.info(
    {
      request_id: context.requestId,
      surface: context.surface,
      route: context.route,
      method: end.method,
      http_version: end.httpVersion,
      status: end.status ?? null,
      outcome: outcomeOf(context, end),
      duration_ms: Math.round(end.durationMs * 1000) / 1000,
      key_fingerprint: context.key?.fingerprint ?? null,
    },
    "request",
  );
}
