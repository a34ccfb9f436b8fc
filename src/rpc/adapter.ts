import type { ServerResponse } from "node:http";
import { constants as http2Constants, type Http2ServerResponse } from "node:http2";
import type { JsonReadOptions, JsonWriteOptions } from "@bufbuild/protobuf";
import { Code, ConnectError, createConnectRouter, createContextValues, type ConnectRouter } from "@connectrpc/connect";
import type { UniversalHandler } from "@connectrpc/connect/protocol";
import { codeToString } from "@connectrpc/connect/protocol-connect";
import { universalRequestFromNodeRequest, universalResponseToNodeResponse } from "@connectrpc/connect-node";
import { CashFlowService } from "../../gen/cashflow/v1/cashflow_pb.js";
import { admit, type AdmissionPolicy } from "../calls/admission.js";
import { discardBody } from "../http/discard-body.js";
import { limitInactivity } from "../http/inactivity.js";
import type { StreamingCalls } from "../limits/streaming-calls.js";
import type { Logger } from "../log/logger.js";
import type { RequestContext, Surface } from "../log/request-context.js";
import { admissionError } from "./auth.js";
import { ACCEPTED_COMPRESSION } from "./compression.js";
import { REQUEST_CONTEXT } from "./context.js";
import { reportingStatus } from "./outcome.js";
import { unaryBody, type NodeRequest } from "./request-body.js";
import { messageFraming, takingMessage } from "./request-message.js";

export interface RpcHandlerOptions {
  routes: (router: ConnectRouter) => void;
  /**
   * Routes that take precedence for requests whose message the service decodes itself (gRPC and
   * gRPC-Web with protobuf, and uncompressed Connect unary: see ./request-message.ts); any other
   * request, or a path not registered here, goes to `routes`.
   */
  rawRoutes?: (router: ConnectRouter) => void;
  /** Largest request message; over it a call fails with ResourceExhausted. */
  maxBodyBytes: number;
  jsonOptions: Partial<JsonReadOptions & JsonWriteOptions>;
  logger: Logger;
  /** The key and rate-limit step that CashFlowService calls pass before any of their body is read. */
  admission: AdmissionPolicy;
  /** Caps on streaming calls (health Watch, reflection): refused with ResourceExhausted beyond them. */
  streamingCalls: StreamingCalls;
  /** A streaming call with no message either way for this long is closed. */
  streamIdleMs: number;
}

export interface RpcHandler {
  /** Whether the path is one of the RPC methods served (an exact match, as Connect's own adapter does). */
  owns(path: string): boolean;
  handle(req: NodeRequest, res: ServerResponse | Http2ServerResponse, path: string, context: RequestContext): void;
}

/**
 * Serves the Connect router's handlers to Node, as `connectNodeAdapter` does, plus what this
 * service needs around each call: the request context for interceptors, the size limit and
 * request deadline on unary bodies (see ./request-body.ts), the call's status code for the request
 * log, and a closed connection or stream when an answer leaves the request body unread.
 */
export function createRpcHandler(options: RpcHandlerOptions): RpcHandler {
  const handlersOf = (routes: (router: ConnectRouter) => void) => {
    const router = createConnectRouter({
      readMaxBytes: options.maxBodyBytes,
      jsonOptions: options.jsonOptions,
      acceptCompression: ACCEPTED_COMPRESSION,
    });
    routes(router);
    return new Map(router.handlers.map((handler) => [handler.requestPath, handler]));
  };
  const handlers = handlersOf(options.routes);
  const rawHandlers = options.rawRoutes === undefined ? new Map<string, UniversalHandler>() : handlersOf(options.rawRoutes);

  return {
    owns: (path) => handlers.has(path),
    handle(req, res, path, context) {
      const framing = messageFraming(req.headers);
      const rawHandler = framing === undefined ? undefined : rawHandlers.get(path);
      const handler = rawHandler ?? handlers.get(path);
      if (handler === undefined) throw new Error(`No RPC handler for ${path}; the dispatcher checks owns() first.`);
      const values = createContextValues().set(REQUEST_CONTEXT, context);
      const request = universalRequestFromNodeRequest(req, res, undefined, values);
      // Streaming calls (health Watch, reflection) keep their bodies open by design: no deadline
      // there, but a cap on how many may be open and a limit on how long one may stay quiet.
      let call = request;
      if (handler.method.methodKind !== "unary") {
        const release = options.streamingCalls.admit("stream" in req ? req.stream.session ?? req.stream : req.socket);
        if (release === undefined) {
          const message = "Too many streaming calls are open; close one or retry later.";
          if (context.surface !== "connect") return refuseTrailersOnly(res, Code.ResourceExhausted, message);
          call = { ...request, body: refusing(new ConnectError(message, Code.ResourceExhausted)) };
        } else {
          res.once("close", release);
          limitInactivity(req, options.streamIdleMs);
        }
      } else {
        const read = unaryBody(req, options.maxBodyBytes, context.deadline);
        const body = handler.service.typeName === CashFlowService.typeName ? admittedBody(req, res, context, options.admission, read) : read;
        // The raw registration decodes the message itself where it can (./request-message.ts).
        call = framing !== undefined && handler === rawHandler ? takingMessage(request, body, framing, options.maxBodyBytes, values) : { ...request, body };
      }
      handler(call)
        .then((response) => {
          if (!req.complete) stopUploadAfterAnswer(req, res);
          return universalResponseToNodeResponse(
            reportingStatus(context.surface as Exclude<Surface, "gateway">, response, (code) => (context.outcome = code)),
            res,
          );
        })
        .catch((reason: unknown) => {
          const error = ConnectError.from(reason);
          // A client that hangs up mid-call is routine; the request log records it as canceled.
          if (error.code === Code.Aborted || error.code === Code.Canceled) return;
          options.logger.warn({ surface: context.surface, route: context.route, request_id: context.requestId, error: error.name, code: codeToString(error.code) }, "rpc response failed");
          if (!res.headersSent) res.destroy();
        });
    },
  };
}

/**
 * A gRPC or gRPC-Web refusal in the Trailers-Only form (the status in the response headers, no
 * body), written here rather than by Connect's handler because a flood of refused streaming calls
 * is the one refusal an anonymous client can send by the thousand: measured on 10,000 refused
 * health Watch streams, Connect's handler costs about 0.36 ms of CPU each (3.6 s in all), this
 * about a tenth of that. Connect-protocol streams, which need an end-stream message, still go
 * through Connect.
 */
function refuseTrailersOnly(res: ServerResponse | Http2ServerResponse, code: Code, message: string): void {
  res.writeHead(200, { "content-type": res.req.headers["content-type"] ?? "application/grpc", "grpc-status": String(code), "grpc-message": encodeURIComponent(message) });
  res.end();
}

/** A refused call's body up to this size is read and dropped so the refusal needs no reset (see discardBody). */
const REFUSED_BODY_DISCARD_BYTES = 64 * 1024;
const REFUSED_BODY_DISCARD_MS = 1_000;

/**
 * The body of a CashFlowService call, behind the admission step: the key and its rate limit are
 * checked when Connect starts to read, and only then is the first byte read, so a refused call
 * costs no body reading, inflating or decoding, and Connect writes the refusal in the call's own
 * protocol. The key's RateLimit fields go on the answer's headers either way.
 */
async function* admittedBody(
  req: NodeRequest,
  res: ServerResponse | Http2ServerResponse,
  context: RequestContext,
  policy: AdmissionPolicy,
  body: AsyncIterable<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  const admission = await admit(req.headers.authorization, policy);
  if (!admission.admitted) {
    if (admission.refusal.reason === "rate_limited") context.key = admission.refusal.key;
    await discardBody(req, REFUSED_BODY_DISCARD_BYTES, REFUSED_BODY_DISCARD_MS);
    throw admissionError(admission.refusal);
  }
  context.key = admission.key;
  for (const [name, value] of Object.entries(admission.headers)) res.setHeader(name, value);
  yield* body;
}

/**
 * A request body that refuses the call when Connect starts to read it, so Connect writes the
 * refusal in the call's own protocol without a byte of the body being read.
 */
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
function stopUploadAfterAnswer(req: NodeRequest, res: ServerResponse | Http2ServerResponse): void {
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
