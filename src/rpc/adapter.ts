import { constants as http2Constants } from "node:http2";
import { Code, ConnectError, createConnectRouter, createContextKey, createContextValues, type ConnectRouter, type Interceptor } from "@connectrpc/connect";
import { createAsyncIterable, type UniversalServerRequest, type UniversalServerResponse } from "@connectrpc/connect/protocol";
import { codeToString } from "@connectrpc/connect/protocol-connect";
import { universalRequestFromNodeRequest, universalResponseToNodeResponse } from "@connectrpc/connect-node";
import { CashFlowService } from "../../gen/cashflow/v1/cashflow_pb.js";
import type { AdmissionPolicy } from "../calls/admission.js";
import { limitInactivity } from "../http/inactivity.js";
import { readBody } from "../http/read-body.js";
import type { HttpRequest, HttpResponse } from "../http/types.js";
import type { StreamingCalls } from "../limits/streaming-calls.js";
import type { Logger } from "../log/logger.js";
import type { RequestContext } from "../log/request-context.js";
import { ACCEPTED_COMPRESSION } from "./compression.js";
import { internalError, unreadBodyError } from "./errors.js";
import { logFault } from "../log/faults.js";
import { emptyMessage, framingOf, PREFIX_BYTES, runCallPipeline } from "./call-pipeline.js";

/** The request's context (see ../log/request-context.ts) for interceptors, which record the call's outcome. */
const REQUEST_CONTEXT = createContextKey<RequestContext | undefined>(undefined, { description: "cashflow request context" });

export interface RpcHandlerOptions {
  /** Every service and its interceptors (./routes.ts). */
  routes: (router: ConnectRouter) => void;
  /** Largest request message, before and after inflating; over it a call fails with ResourceExhausted. */
  maxBodyBytes: number;
  /** The key and rate-limit step that CashFlowService calls pass before any of their body is read. */
  admission: AdmissionPolicy;
  logger: Logger;
  /** Caps on streaming calls (health Watch, reflection): refused with ResourceExhausted beyond them. */
  streamingCalls: StreamingCalls;
  /** A streaming call with no message either way for this long is closed. */
  streamIdleMs: number;
}

export interface RpcHandler {
  /** Whether the path is one of the RPC methods served (an exact match, as Connect's own adapter does). */
  owns(path: string): boolean;
  handle(req: HttpRequest, res: HttpResponse, path: string, context: RequestContext): void;
}

/**
 * Serves the Connect router's handlers to Node, as `connectNodeAdapter` does (an exact-path map of
 * `router.handlers`), with what runs before Connect chosen here: for CashFlowService, the call
 * pipeline (./call-pipeline.ts), after which Connect gets the admitted request in the call's context
 * values and an empty message; for health checks, the body under the same size limit and deadline;
 * for streaming calls, the caps on how many may be open and how long one may stay quiet.
 */
export function createRpcHandler(options: RpcHandlerOptions): RpcHandler {
  const router = createConnectRouter({
    readMaxBytes: options.maxBodyBytes,
    // Protobuf JSON written as the gateway writes its JSON: the API's field names, every field shown;
    // unknown fields ignored (health and reflection requests), so one body fits every method.
    jsonOptions: { useProtoFieldName: true, alwaysEmitImplicit: true, ignoreUnknownFields: true },
    acceptCompression: ACCEPTED_COMPRESSION,
  });
  options.routes(router);
  const handlers = new Map(router.handlers.map((handler) => [handler.requestPath, handler]));

  return {
    owns: (path) => handlers.has(path),
    handle(req, res, path, context) {
      const handler = handlers.get(path);
      if (handler === undefined) throw new Error(`No RPC handler for ${path}; the dispatcher checks owns() first.`);
      const values = createContextValues().set(REQUEST_CONTEXT, context);
      const request = universalRequestFromNodeRequest(req, res, undefined, values);
      const unary = handler.method.methodKind === "unary";
      const invoke = (call: UniversalServerRequest): void => {
        handler(call)
          .then(async (response) => {
            if (!req.complete) stopUploadAfterAnswer(req, res);
            return universalResponseToNodeResponse(unary ? await answerInFull(response) : response, res);
          })
          .catch((reason: unknown) => {
            const error = ConnectError.from(reason);
            // A client that hangs up mid-call is routine; the request log records it as canceled.
            if (error.code === Code.Aborted || error.code === Code.Canceled) return;
            options.logger.warn({ surface: context.surface, route: context.route, request_id: context.requestId, error: error.name, code: codeToString(error.code) }, "rpc response failed");
            if (!res.headersSent) res.destroy();
          })
          .finally(() => {
            // Refused by Connect itself before any method ran (an unsupported media type or method).
            context.outcome ??= res.statusCode === 200 ? "unknown" : `http_${res.statusCode}`;
          });
      };

      if (!unary) {
        const release = options.streamingCalls.admit("stream" in req ? (req.stream.session ?? req.stream) : req.socket);
        if (release === undefined) {
          const message = "Too many streaming calls are open; close one or retry later.";
          context.outcome = "resource_exhausted";
          if (context.surface !== "connect") return refuseTrailersOnly(res, Code.ResourceExhausted, message);
          return invoke({ ...request, body: refusing(new ConnectError(message, Code.ResourceExhausted)) });
        }
        res.once("close", release);
        limitInactivity(req, options.streamIdleMs);
        return invoke(request);
      }
      const framing = handler.service.typeName === CashFlowService.typeName && req.method === "POST" ? framingOf(req.headers) : undefined;
      if (framing === undefined) return invoke({ ...request, body: boundedBody(req, options.maxBodyBytes, context) });
      // The pipeline first, then Connect, with the admitted request in the call's context values
      // (./analysis-request.ts) and an empty message in the same framing, with no coding or length.
      request.header.delete("content-encoding");
      request.header.delete("content-length");
      runCallPipeline({ req, res, context, framing, values }, { admission: options.admission, maxMessageBytes: options.maxBodyBytes })
        .then(
          (refusal) => invoke({ ...request, body: refusal === undefined ? createAsyncIterable(emptyMessage(framing)) : refusing(refusal) }),
          (fault: unknown) => {
            logFault(options.logger, context.surface, context.route, fault);
            context.outcome = "internal";
            invoke({ ...request, body: refusing(internalError(fault)) });
          },
        );
    },
  };
}

/**
 * A unary answer read from Connect in full before any of it is written. Connect's writer waits on
 * the client to take the whole answer before it lets go of the call, and a call holds its request,
 * context and answer (about 50 KiB for a 100-row book, by heap snapshot): a client that never reads
 * would keep all of it until the send timeout. Read first, only the answer's bytes (and Node's own
 * stream) wait on the client.
 */
async function answerInFull(response: UniversalServerResponse): Promise<UniversalServerResponse> {
  if (response.body === undefined) return response;
  const chunks: Uint8Array[] = [];
  for await (const chunk of response.body) chunks.push(chunk);
  return { ...response, body: createAsyncIterable(chunks) };
}

/**
 * Records how each method call ended, for the request log and metrics: `ok`, or the error's code.
 * An interceptor of every service (../server/server.ts gives it to ./routes.ts); a call that came
 * through no adapter has no request context and records nothing.
 */
export const recordingOutcome: Interceptor = (next) => async (request) => {
  const context = request.contextValues.get(REQUEST_CONTEXT);
  try {
    const response = await next(request);
    if (context !== undefined) context.outcome = "ok";
    return response;
  } catch (error) {
    if (context !== undefined) context.outcome = codeToString(ConnectError.from(error).code);
    throw error;
  }
};

/** A unary body other than an analysis (a health check): the size limit and the deadline, no more. */
async function* boundedBody(req: HttpRequest, maxBodyBytes: number, context: RequestContext): AsyncGenerator<Uint8Array> {
  const body = await readBody(req, maxBodyBytes + PREFIX_BYTES, context.deadline);
  if (body.kind === "body") {
    if (body.bytes.length > 0) yield body.bytes;
    return;
  }
  const error = unreadBodyError(body.kind, maxBodyBytes);
  context.outcome = codeToString(error.code);
  throw error;
}

/**
 * A gRPC or gRPC-Web refusal in the Trailers-Only form (the status in the response headers, no
 * body), written here rather than by Connect's handler because a flood of refused streaming calls
 * is the one refusal an anonymous client can send by the thousand: measured on 10,000 refused
 * health Watch streams, Connect's handler costs about 0.36 ms of CPU each (3.6 s in all), this
 * about a tenth of that. Connect-protocol streams, which need an end-stream message, still go
 * through Connect.
 */
function refuseTrailersOnly(res: HttpResponse, code: Code, message: string): void {
  res.writeHead(200, { "content-type": res.req.headers["content-type"] ?? "application/grpc", "grpc-status": String(code), "grpc-message": encodeURIComponent(message) });
  res.end();
}

/** A request body that refuses the call when Connect starts to read it, before a byte is read. */
async function* refusing(error: ConnectError): AsyncGenerator<Uint8Array> {
  yield* [];
  throw error;
}

/**
 * The answer is ready while the request body is not all in (an error raised mid-read), so the rest
 * of the body is not wanted. HTTP/1.1 closes the connection after the answer, so the rest is never
 * read or mistaken for the next request. HTTP/2 resets just this stream with NO_ERROR once the
 * answer is out, which RFC 9113 §8.1 provides for exactly this case. "Out" includes the trailers
 * that carry a gRPC status: Node's compatibility layer always asks for trailers ('wantTrailers')
 * after the last data and sends them from its own listener, registered before this one.
 */
function stopUploadAfterAnswer(req: HttpRequest, res: HttpResponse): void {
  if (!("stream" in res)) {
    res.shouldKeepAlive = false;
    return;
  }
  res.stream.once("wantTrailers", () => {
    // What already arrived is discarded, so the stream can end instead of waiting on a paused reader.
    req.resume();
    // A reset submitted now would overtake the trailers just queued (nghttp2 drops frames of a
    // reset stream); Node writes queued frames from a native immediate, which runs before this one.
    setImmediate(() => res.stream.close(http2Constants.NGHTTP2_NO_ERROR));
  });
}
