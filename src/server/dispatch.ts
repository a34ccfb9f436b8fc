import type { Gateway } from "../gateway/gateway.js";
import type { RequestHandler } from "./listener.js";
import { requestIdOf } from "./request-id.js";

/**
 * The one request handler behind every protocol: it gives each request an id, sends `/api/`
 * paths to the JSON gateway and everything else to the Connect adapter, whose exact-path table
 * holds the RPCs and whose fallback is the gateway's JSON 404.
 */
export function createDispatcher(gateway: Gateway, rpc: RequestHandler): RequestHandler {
  return (req, res) => {
    const requestId = requestIdOf(req.headers["x-request-id"]);
    res.setHeader("x-request-id", requestId);
    const path = (req.url ?? "").split("?", 1)[0] ?? "";
    if (gateway.owns(path)) gateway.handle(req, res, path, requestId);
    else rpc(req, res);
  };
}
