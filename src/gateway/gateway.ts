import { bearerCredential } from "../auth/bearer.js";
import type { KeyRing } from "../auth/keys.js";
import { logFault } from "../log/faults.js";
import { declaredLength, hasUnreadBody, isJsonRequest, parseJsonObject, readBody, type GatewayRequest } from "./body.js";
import { sendError, sendResponse, sendRetired, type ErrorCode, type GatewayResponse } from "./policy.js";
import { matchPath } from "./routes.js";

export interface GatewayOptions {
  keys: KeyRing;
  /** The seed's `{migration_url}`, sent in the 410 body and Warning header. */
  migrationUrl: string;
  /** Bodies above this many bytes get 413 — from Content-Length before reading when it is declared. */
  maxBodyBytes: number;
}

export interface Gateway {
  /** Whether the path belongs to the gateway (everything under `/api/`), rather than to the RPC paths. */
  owns(path: string): boolean;
  handle(req: GatewayRequest, res: GatewayResponse, path: string, requestId: string): void;
  /** The JSON 404 for any path no surface serves. */
  notFound(req: GatewayRequest, res: GatewayResponse, requestId: string): void;
}

/**
 * The `/api/v1/<slug>` JSON surface. The checks run in the order a client fixes them: a retired
 * slug first (410, any method, before auth), then method, key, media type, size, JSON, and the
 * envelope's fields.
 */
export function createGateway(options: GatewayOptions): Gateway {
  const notFound = (req: GatewayRequest, res: GatewayResponse, requestId: string) =>
    sendError(res, {
      code: "not_found",
      message: "No route here. The JSON routes are POST /api/v1/<slug> for the eight slugs of the API.",
      requestId,
      abandonBody: hasUnreadBody(req),
    });

  async function handle(req: GatewayRequest, res: GatewayResponse, path: string, requestId: string): Promise<void> {
    const match = matchPath(path);
    if (match.kind === "none") return notFound(req, res, requestId);
    if (match.kind === "retired") return sendRetired(res, options.migrationUrl, hasUnreadBody(req));
    const refuse = (code: ErrorCode, message: string) =>
      sendError(res, { code, message, requestId, abandonBody: hasUnreadBody(req) });

    if (req.method !== "POST") return refuse("method_not_allowed", `Only POST is supported on ${path}.`);
    if (!options.keys.accepts(bearerCredential(req.headers.authorization))) {
      return refuse("unauthenticated", "A valid API key is required: send the header Authorization: Bearer <key>.");
    }
    if (!isJsonRequest(req)) {
      return refuse("unsupported_media_type", "The request body must be sent as Content-Type: application/json (UTF-8, no content coding).");
    }
    const tooLarge = `The request body is larger than the limit of ${options.maxBodyBytes} bytes.`;
    if ((declaredLength(req) ?? 0) > options.maxBodyBytes) return refuse("payload_too_large", tooLarge);

    const body = await readBody(req, options.maxBodyBytes);
    if (body.kind === "aborted") return; // the client is gone; nobody is left to answer
    if (body.kind === "too_large") return refuse("payload_too_large", tooLarge);

    const parsed = parseJsonObject(body.bytes);
    if (!parsed.ok) return refuse("invalid_json", parsed.message);

    const result = match.handler(parsed.envelope);
    if (!result.ok) {
      const count = result.violations.length;
      return sendError(res, {
        code: "invalid_request",
        message: `The request envelope has ${count} invalid field${count === 1 ? "" : "s"}; see details.`,
        details: result.violations,
        requestId,
      });
    }
    sendResponse(res, result.response);
  }

  return {
    owns: (path) => path.startsWith("/api/"),
    handle(req, res, path, requestId) {
      handle(req, res, path, requestId).catch((error: unknown) => {
        logFault("gateway", path, error);
        if (res.headersSent) {
          res.destroy();
          return;
        }
        sendError(res, { code: "internal", message: "The server could not complete the request.", requestId, abandonBody: true });
      });
    },
    notFound,
  };
}
