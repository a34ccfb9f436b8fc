import type { ServerResponse } from "node:http";
import { constants as http2Constants, type Http2ServerResponse } from "node:http2";
import { SLUGS } from "../analyses/types.js";
import type { Violation } from "../domain/violations.js";

/**
 * All of the JSON gateway's wire policy: error codes and their HTTP statuses, the error body, the
 * headers that go with each status, and the 410 for retired slugs. Routes only say which
 * error happened; this module decides how it looks (the error table in README.md).
 */

export type GatewayResponse = ServerResponse | Http2ServerResponse;

export type ErrorCode =
  | "invalid_json"
  | "invalid_request"
  | "unauthenticated"
  | "not_found"
  | "method_not_allowed"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "internal"
  | "unavailable";

const STATUS: Record<ErrorCode, number> = {
  invalid_json: 400,
  invalid_request: 400,
  unauthenticated: 401,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** Headers a status requires by its RFC, so a client knows how to recover. */
const HEADERS: Partial<Record<ErrorCode, Record<string, string>>> = {
  // RFC 6750 §3: a 401 names the scheme the client must use.
  unauthenticated: { "www-authenticate": 'Bearer realm="cashflow"' },
  // RFC 9110 §15.5.6: a 405 lists the methods the resource supports.
  method_not_allowed: { allow: "POST" },
};

export interface ErrorInput {
  code: ErrorCode;
  message: string;
  details?: readonly Violation[];
  requestId: string;
  /** The request body is left unread; see `sendJson`. */
  abandonBody?: boolean;
  /** Headers that depend on the request, such as the key's rate-limit fields (with `Retry-After` on a 429). */
  headers?: Record<string, string>;
}

export function sendError(res: GatewayResponse, error: ErrorInput): void {
  const body = {
    error: error.code,
    message: error.message,
    details: (error.details ?? []).map(({ field, issue }) => ({ field, issue })),
    request_id: error.requestId,
  };
  sendJson(res, STATUS[error.code], body, { ...error.headers, ...HEADERS[error.code] }, error.abandonBody ?? false);
}

/** Success: HTTP 200 and the engine's response as it is, integers as JSON numbers and null days. */
export function sendResponse(res: GatewayResponse, body: unknown, headers: Record<string, string> = {}): void {
  sendJson(res, 200, body, headers, false);
}

/**
 * The answer to a slug that is not one of the eight: 410 Gone, its five-field body and a
 * `Warning: 299 -` header pointing to the migration guide, for any method and before auth, since
 * a caller of a retired route needs the way forward more than a login prompt.
 */
export function sendRetired(res: GatewayResponse, migrationUrl: string, abandonBody: boolean): void {
  const headers: Record<string, string> = {
    warning: `299 - "${quotedText(`Unknown or retired endpoint; see the migration guide at ${migrationUrl}`)}"`,
  };
  sendJson(res, 410, {
    error: "unknown_endpoint",
    message: "This endpoint was retired as part of focusing the API on its eight core endpoints.",
    available_endpoints: [...SLUGS],
    migration_guide: migrationUrl,
    note: "Old endpoints will be permanently removed soon. Contact support if you need help migrating.",
  }, headers, abandonBody);
}

/**
 * Writes one JSON answer. With `abandonBody` the request body is left unread, so the
 * upload is stopped rather than read to its end: HTTP/1.1 closes the connection after the answer
 * (nor can the rest of the body be mistaken for the next request); HTTP/2 resets only this stream,
 * with NO_ERROR once the answer is sent, which RFC 9113 §8.1 provides for exactly this case.
 */
function sendJson(res: GatewayResponse, status: number, body: unknown, headers: Record<string, string>, abandonBody: boolean): void {
  const payload = Buffer.from(JSON.stringify(body), "utf8");
  const http1 = isHttp1(res);
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": String(payload.length),
    // Answers describe one company's cash: no shared cache may keep them.
    "cache-control": "no-store",
    ...(abandonBody && http1 ? { connection: "close" } : {}),
    ...headers,
  });
  res.end(payload);
  if (abandonBody && !http1) {
    res.stream.close(http2Constants.NGHTTP2_NO_ERROR);
    // What already arrived is discarded, so the stream can end instead of waiting on a paused reader.
    res.req.resume();
  }
}

/** Escapes `"` and `\` for an RFC 9110 quoted-string. */
function quotedText(text: string): string {
  return text.replace(/["\\]/g, (character) => `\\${character}`);
}

/** Connection-level headers are forbidden in HTTP/2 (RFC 9113 §8.2.2). */
function isHttp1(res: GatewayResponse): res is ServerResponse {
  return res.req.httpVersionMajor === 1;
}
