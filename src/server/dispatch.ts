import type { Gateway } from "../gateway/gateway.js";
import type { Logger } from "../log/logger.js";
import type { RequestContext, Surface } from "../log/request-context.js";
import type { KeylessRefusals } from "../log/keyless-refusals.js";
import { logRequest, outcomeOf, type RequestEnd } from "../log/request-log.js";
import type { ServiceMetrics } from "../metrics/metrics.js";
import type { RpcHandler } from "../rpc/adapter.js";
import { Deadlines } from "./deadlines.js";
import type { HttpRequest, HttpResponse, RequestHandler } from "../http/types.js";
import { requestIdOf } from "./request-id.js";

export interface DispatcherOptions {
  gateway: Gateway;
  rpc: RpcHandler;
  logger: Logger;
  /** Undefined when metrics are off (no CASHFLOW_ADMIN_PORT). */
  metrics: ServiceMetrics | undefined;
  /** From arrival until the body is in; see Timeouts.requestDeadlineMs. */
  requestDeadlineMs: number;
  /** Decides which refusals without a valid key get a line of their own (see ../log/keyless-refusals.ts). */
  keylessRefusals: KeylessRefusals;
}

/**
 * The one request handler behind every protocol. It gives each request an id and a deadline,
 * sends the RPC paths to the Connect handlers and everything else to the JSON gateway (whose 404
 * answers unknown paths), and once the response is over writes the request's log line and metrics.
 */
export function createDispatcher({ gateway, rpc, logger, metrics, requestDeadlineMs, keylessRefusals }: DispatcherOptions): RequestHandler {
  const deadlines = new Deadlines(requestDeadlineMs);
  return (req, res) => {
    const startedMs = performance.now();
    const requestId = requestIdOf(req.headers["x-request-id"]);
    res.setHeader("x-request-id", requestId);
    const path = (req.url ?? "").split("?", 1)[0] ?? "";
    const isRpc = rpc.owns(path);
    const deadline = deadlines.start();
    const context: RequestContext = {
      requestId,
      surface: isRpc ? rpcSurfaceOf(req) : "gateway",
      route: isRpc ? path : gateway.routeOf(path),
      key: undefined,
      outcome: undefined,
      deadline,
    };
    metrics?.requestStarted(context.surface);
    // 'close' comes once per response, answered or not, on both HTTP versions.
    res.once("close", () => {
      deadlines.end(deadline);
      const end = endOf(req, res, performance.now() - startedMs);
      const outcome = outcomeOf(context, end);
      if (context.key !== undefined || outcome === "ok" || keylessRefusals.admit(context.surface, outcome)) logRequest(logger, context, end);
      metrics?.requestFinished(
        { surface: context.surface, route: context.route, status: String(end.status ?? 0), outcome },
        end.durationMs / 1000,
      );
    });
    if (isRpc) rpc.handle(req, res, path, context);
    else gateway.handle(req, res, path, context);
  };
}

/** gRPC and gRPC-Web announce themselves by media type; Connect uses plain `application/json` or `application/proto`. */
function rpcSurfaceOf(req: HttpRequest): Surface {
  const contentType = (req.headers["content-type"] ?? "").toLowerCase();
  if (contentType.startsWith("application/grpc-web")) return "grpc-web";
  if (contentType.startsWith("application/grpc")) return "grpc";
  return "connect";
}

function endOf(req: HttpRequest, res: HttpResponse, durationMs: number): RequestEnd {
  return {
    method: req.method ?? "",
    httpVersion: req.httpVersion,
    status: res.headersSent ? res.statusCode : undefined,
    // Whether the server finished its answer. Not the 'finish' event: Node's HTTP/2 compatibility
    // layer emits that for a stream the client reset before any answer, too.
    completed: res.writableEnded,
    durationMs,
  };
}
