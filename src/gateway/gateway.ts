import { admit, type AdmissionPolicy } from "../calls/admission.js";
import { ignoredFieldsOfBody, ignoredFieldsWarning, strictRefusal, withIgnoredFields } from "../calls/ignored-fields.js";
import { prefersStrictHandling } from "../calls/request-handling.js";
import { logFault } from "../log/faults.js";
import type { Logger } from "../log/logger.js";
import { RETIRED_ROUTE, UNMATCHED_ROUTE, type RequestContext } from "../log/request-context.js";
import { readBody } from "../http/read-body.js";
import { parseJsonObject } from "../envelope/json.js";
import { bankFileHint } from "../envelope/bank-file-body.js";
import { bankFileMediaType, hasUnreadBody, isJsonRequest, type GatewayRequest } from "./body.js";
import { sendError, sendResponse, sendRetired, type ErrorCode, type GatewayResponse } from "./policy.js";
import { matchPath } from "./routes.js";

export interface GatewayOptions {
  /** The keys and the per-key rate limit, shared with the RPC surfaces so a key has one quota. */
  admission: AdmissionPolicy;
  /** The migration guide address, sent in the 410 body and Warning header. */
  migrationUrl: string;
  /** Bodies above this many bytes get 413 — from Content-Length before reading when it is declared. */
  maxBodyBytes: number;
  /** Where unexpected faults are recorded. */
  logger: Logger;
}

/**
 * The 401's sentence for each way a key can be wrong, so the caller fixes the right thing; none says
 * which keys exist.
 */
const UNAUTHENTICATED = {
  missing: "No API key was sent. Send the header Authorization: Bearer <key>.",
  apiKeyHeader: "This service does not read the X-API-Key header. Send the key as Authorization: Bearer <key>.",
  malformed: "The Authorization header is not of the form Bearer <key>: send the word Bearer, one space, then the key.",
  unknown: "The API key sent is not one this server accepts. Check it for a typo, or for a key of another server.",
} as const;

export interface Gateway {
  /** The route name that logs and metrics use for a path the gateway answers (see RequestContext.route). */
  routeOf(path: string): string;
  /** Answers any path that is not an RPC: `/api/v1/<slug>`, and the JSON 404 for everything else. */
  handle(req: GatewayRequest, res: GatewayResponse, path: string, context: RequestContext): void;
}

/**
 * The `/api/v1/<slug>` JSON surface. The checks run in the order a client fixes them: a retired
 * slug first (410, any method, before auth), then method, key, the key's rate limit, media type,
 * size, the request deadline, JSON, and the envelope's fields. The rate limit comes before the body
 * is read, so a refused request costs almost nothing.
 */
export function createGateway(options: GatewayOptions): Gateway {
  async function handle(req: GatewayRequest, res: GatewayResponse, path: string, context: RequestContext): Promise<void> {
    const { requestId } = context;
    let headers: Record<string, string> = {};
    const refuse = (code: ErrorCode, message: string) => {
      context.outcome = code;
      sendError(res, { code, message, requestId, headers, abandonBody: hasUnreadBody(req) });
    };
    const match = matchPath(path);
    if (match.kind === "none") {
      return refuse("not_found", "No route here. The JSON routes are POST /api/v1/<slug> for the eight slugs of the API.");
    }
    if (match.kind === "retired") {
      context.outcome = "unknown_endpoint";
      return sendRetired(res, options.migrationUrl, hasUnreadBody(req));
    }

    if (req.method !== "POST") return refuse("method_not_allowed", `Only POST is supported on ${path}.`);
    const admission = await admit(req.headers, options.admission);
    if (!admission.admitted) {
      const { refusal } = admission;
      if (refusal.reason === "unauthenticated") return refuse("unauthenticated", UNAUTHENTICATED[refusal.cause]);
      context.key = refusal.key;
      headers = refusal.headers;
      return refuse("rate_limited", `This API key's request rate limit is used up; retry in ${refusal.retryAfterSeconds} s (the Retry-After header).`);
    }
    context.key = admission.key;
    headers = admission.headers;
    if (!isJsonRequest(req)) {
      const bankFile = bankFileMediaType(req);
      return refuse("unsupported_media_type", `The request body must be sent as Content-Type: application/json (UTF-8, no content coding).${bankFile === undefined ? "" : ` ${bankFileHint(bankFile)}`}`);
    }
    const body = await readBody(req, options.maxBodyBytes, context.deadline);
    if (body.kind === "aborted") return; // the client is gone; nobody is left to answer
    if (body.kind === "too_large") return refuse("payload_too_large", `The request body is larger than the limit of ${options.maxBodyBytes} bytes.`);
    if (body.kind === "timed_out") {
      return refuse("unavailable", "The request body did not arrive in full within the server's request deadline; send it faster or in a smaller book.");
    }

    const parsed = parseJsonObject(body.bytes);
    if (!parsed.ok) return refuse("invalid_json", parsed.message);
    const ignored = ignoredFieldsOfBody(parsed);
    const strict = prefersStrictHandling(req.headers.prefer);
    const warning = strict ? undefined : ignoredFieldsWarning(ignored);
    if (warning !== undefined) headers = { ...headers, warning };

    const result = match.handler(parsed.envelope);
    if (!result.ok || strictRefusal(ignored, strict)) {
      const violations = withIgnoredFields(result.ok ? [] : result.violations, ignored, strict);
      const count = violations.length;
      context.outcome = "invalid_request";
      return sendError(res, {
        code: "invalid_request",
        message: `The request envelope has ${count} invalid field${count === 1 ? "" : "s"}; see details.`,
        details: violations,
        requestId,
        headers,
      });
    }
    if (strict) headers = { ...headers, "preference-applied": "handling=strict" };
    context.outcome = "ok";
    sendResponse(res, result.response, headers);
  }

  return {
    routeOf(path) {
      const match = matchPath(path);
      return match.kind === "route" ? path : match.kind === "retired" ? RETIRED_ROUTE : UNMATCHED_ROUTE;
    },
    handle(req, res, path, context) {
      handle(req, res, path, context).catch((error: unknown) => {
        logFault(options.logger, "gateway", context.route, error);
        context.outcome = "internal";
        if (res.headersSent) {
          res.destroy();
          return;
        }
        sendError(res, { code: "internal", message: "The server could not complete the request.", requestId: context.requestId, abandonBody: true });
      });
    },
  };
}
