import type { ConnectRouter } from "@connectrpc/connect";
import { encodeEnvelope, type UniversalHandler, type UniversalServerRequest, type UniversalServerResponse } from "@connectrpc/connect/protocol";
import { endStreamFlag } from "@connectrpc/connect/protocol-connect";
import { trailerFlag, trailerParse, trailerSerialize } from "@connectrpc/connect/protocol-grpc-web";
import { envelopePayload, isByteStream, parseJsonBytes } from "./frames.js";

/**
 * connect-es (2.1) reports a request body it cannot decode as Internal: protobuf bytes that do not
 * parse, a gRPC message flagged compressed without an encoding, a compressed body that does not
 * inflate. The Connect protocol sends Internal as HTTP 500, so a client's malformed bytes would
 * look like a server fault: paging the service's operators and inviting the client to retry the
 * same bytes. This service answers InvalidArgument (HTTP 400) instead, as connect-go does.
 *
 * connect-es has no hook between decoding and encoding the error, so the rewrite happens on the
 * response: only errors with Internal and one of the messages below change, in whichever place
 * the protocol carries the status (a JSON body, HTTP/2 trailers, a trailer or end-stream frame).
 * A successful call passes through untouched and pays nothing.
 *
 * One more decode failure needs help on gRPC and gRPC-Web: when the parser's message quotes an
 * unpaired UTF-16 surrogate from a JSON request (`"\ud800"`), connect-es's percent-encoding of
 * grpc-message throws, and the call would end with no status at all. It is answered here with
 * InvalidArgument and a fixed message.
 */
const DECODE_FAILURES = ["parse binary:", "received compressed envelope, but do not know how to decompress", "decompression failed"];

const GRPC_INTERNAL = "13";
const GRPC_INVALID_ARGUMENT = "3";

/** The RPC routes, with every handler's undecodable-request errors answered as InvalidArgument. */
export function withDecodeFailuresAsInvalidArgument(routes: (router: ConnectRouter) => void): (router: ConnectRouter) => void {
  return (router) => {
    routes(router);
    router.handlers.forEach((handler, index) => (router.handlers[index] = wrap(handler)));
  };
}

function wrap(handler: UniversalHandler): UniversalHandler {
  const rewritten = async (request: UniversalServerRequest): Promise<UniversalServerResponse> => {
    const contentType = (request.header.get("content-type") ?? "").toLowerCase();
    let response: UniversalServerResponse;
    try {
      response = await handler(request);
    } catch (error) {
      if (error instanceof URIError && contentType.startsWith("application/grpc")) return unencodableMessageAnswer(contentType);
      throw error;
    }
    if (contentType.startsWith("application/grpc-web")) return { ...response, body: mapFrames(response.body, trailerFlag, rewriteTrailerFrame) };
    if (contentType.startsWith("application/grpc")) return rewriteGrpc(response);
    if (contentType.startsWith("application/connect+")) return { ...response, body: mapFrames(response.body, endStreamFlag, rewriteEndStreamFrame) };
    return rewriteConnectUnary(response);
  };
  return Object.assign(rewritten, {
    protocolNames: handler.protocolNames,
    service: handler.service,
    method: handler.method,
    requestPath: handler.requestPath,
    allowedMethods: handler.allowedMethods,
    supportedContentType: handler.supportedContentType,
  });
}

const UNENCODABLE_MESSAGE = "The request could not be decoded: it holds text that is not valid Unicode (an unpaired UTF-16 surrogate).";

/** InvalidArgument in the headers (gRPC "Trailers-Only") or in a trailer frame (gRPC-Web), in the request's codec. */
function unencodableMessageAnswer(contentType: string): UniversalServerResponse {
  const codec = contentType.includes("json") ? "json" : "proto";
  const status = new Headers({ "grpc-status": GRPC_INVALID_ARGUMENT, "grpc-message": encodeURIComponent(UNENCODABLE_MESSAGE) });
  if (contentType.startsWith("application/grpc-web")) {
    return { status: 200, header: new Headers({ "content-type": `application/grpc-web+${codec}` }), body: oneChunk(encodeEnvelope(trailerFlag, trailerSerialize(status))) };
  }
  status.set("content-type", `application/grpc+${codec}`);
  return { status: 200, header: status };
}

function isDecodeFailure(message: string): boolean {
  return DECODE_FAILURES.some((prefix) => message.startsWith(prefix));
}

/** Connect unary: the error is the JSON body of an HTTP 500 (uncompressed: error bodies are small). */
async function rewriteConnectUnary(response: UniversalServerResponse): Promise<UniversalServerResponse> {
  if (response.status !== 500 || response.header?.has("content-encoding") || !isByteStream(response.body)) return response;
  const chunks: Uint8Array[] = [];
  for await (const chunk of response.body) chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  const error = parseJsonBytes(bytes) as { code?: unknown; message?: unknown } | undefined;
  if (error?.code !== "internal" || typeof error.message !== "string" || !isDecodeFailure(error.message)) {
    return { ...response, body: oneChunk(bytes) };
  }
  const body = Buffer.from(JSON.stringify({ ...error, code: "invalid_argument" }), "utf8");
  const header = new Headers(response.header);
  header.set("content-length", String(body.length));
  return { ...response, status: 400, header, body: oneChunk(body) };
}

/** gRPC: the status is in the trailers, or in the headers of a trailers-only answer. */
function rewriteGrpc(response: UniversalServerResponse): UniversalServerResponse {
  const fix = () => {
    rewriteGrpcStatus(response.trailer);
    rewriteGrpcStatus(response.header);
  };
  fix();
  // The trailers may be filled in only as the body is read, so look again once it has been.
  if (!isByteStream(response.body)) return response;
  const body = response.body;
  return {
    ...response,
    body: (async function* () {
      yield* body;
      fix();
    })(),
  };
}

function rewriteGrpcStatus(headers: Headers | undefined): void {
  if (headers?.get("grpc-status") !== GRPC_INTERNAL) return;
  let message: string;
  try {
    message = decodeURIComponent(headers.get("grpc-message") ?? "");
  } catch {
    return;
  }
  if (isDecodeFailure(message)) headers.set("grpc-status", GRPC_INVALID_ARGUMENT);
}

/** gRPC-Web: the trailers travel as the body's last frame, flagged 0x80, in HTTP/1 header syntax. */
function rewriteTrailerFrame(data: Uint8Array): Uint8Array | undefined {
  const trailer = trailerParse(data);
  if (trailer.get("grpc-status") !== GRPC_INTERNAL) return undefined;
  rewriteGrpcStatus(trailer);
  return trailer.get("grpc-status") === GRPC_INVALID_ARGUMENT ? trailerSerialize(trailer) : undefined;
}

/** Connect streaming: the error is in the JSON of the end-stream frame. */
function rewriteEndStreamFrame(data: Uint8Array): Uint8Array | undefined {
  const endStream = parseJsonBytes(data) as { error?: { code?: unknown; message?: unknown } } | undefined;
  const error = endStream?.error;
  if (error?.code !== "internal" || typeof error.message !== "string" || !isDecodeFailure(error.message)) return undefined;
  return Buffer.from(JSON.stringify({ ...endStream, error: { ...error, code: "invalid_argument" } }), "utf8");
}

/**
 * Passes the body through, replacing the data of a frame that carries `flag` when `rewrite`
 * returns new data. connect-es writes each frame as one chunk, which is checked before relying on it.
 */
function mapFrames(body: UniversalServerResponse["body"], flag: number, rewrite: (data: Uint8Array) => Uint8Array | undefined): UniversalServerResponse["body"] {
  if (!isByteStream(body)) return body;
  return (async function* () {
    for await (const chunk of body) {
      const payload = envelopePayload(chunk, flag);
      const replaced = payload === undefined ? undefined : rewrite(payload);
      yield replaced === undefined ? chunk : encodeEnvelope(chunk[0]!, replaced);
    }
  })();
}

async function* oneChunk(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}
