import type { IncomingHttpHeaders } from "node:http";
import { createContextKey, type ContextValues } from "@connectrpc/connect";
import type { UniversalServerRequest } from "@connectrpc/connect/protocol";

/**
 * The request message of a unary call to the service's own decoders, taken from its body before
 * connect-es sees it: binary (gRPC, gRPC-Web, Connect with the proto codec) or Connect JSON.
 *
 * connect-es decodes every request with protobuf-es, which has no hook for another decoder (see
 * ./decode-request.ts and ./decode-json-request.ts). When the body holds one uncompressed message
 * within the size limit, its bytes are kept in the call's context values for `decodeRawRequest`,
 * and connect-es is handed an empty message in the same framing and codec, which it decodes for
 * free. Anything else (a compressed message, several or broken frames, an oversized message)
 * reaches connect-es untouched, so it answers it exactly as before.
 */
export interface RequestMessage {
  bytes: Uint8Array;
  codec: "proto" | "json";
}

export const REQUEST_MESSAGE = createContextKey<RequestMessage | undefined>(undefined, { description: "cashflow request message" });

/** gRPC and gRPC-Web frame a message as a flags byte, a 4-byte big-endian length, then the message. */
const ENVELOPE_PREFIX_BYTES = 5;
const EMPTY_ENVELOPE = new Uint8Array(ENVELOPE_PREFIX_BYTES);
const EMPTY_JSON_OBJECT = new TextEncoder().encode("{}");

/**
 * Whether a request's message can be taken: binary protobuf by its media type (gRPC, gRPC-Web,
 * Connect unary; Connect's GET requests carry none), or Connect unary JSON without a
 * Content-Encoding. A compressed JSON body is left to the ordinary registration, because the one
 * that takes messages would read its JSON as AnalysisRequestRaw.
 */
export function canTakeMessage(headers: IncomingHttpHeaders): boolean {
  const contentType = headers["content-type"];
  if (contentType === undefined) return false;
  if (BINARY_PROTO.test(contentType)) return true;
  const encoding = headers["content-encoding"];
  return JSON_UNARY.test(contentType) && (encoding === undefined || encoding.trim().toLowerCase() === "identity");
}

const BINARY_PROTO = /^application\/(?:grpc(?:-web)?(?:\+proto)?|proto)\s*(?:;|$)/i;
const JSON_UNARY = /^application\/json\s*(?:;|$)/i;

/**
 * `request` with `body` (the whole request body, as ./request-body.ts reads it) in place of its
 * own, and its message moved into `values` when it can be (see above).
 */
export function takingMessage(request: UniversalServerRequest, body: AsyncIterable<Uint8Array>, maxMessageBytes: number, values: ContextValues): UniversalServerRequest {
  const contentType = (request.header.get("content-type") ?? "").toLowerCase();
  const framed = contentType.startsWith("application/grpc");
  const codec = contentType.startsWith("application/json") ? "json" : "proto";
  if (!framed) {
    // A Connect unary body is the message itself, unless a Content-Encoding compressed it.
    const encoding = request.header.get("content-encoding");
    if (encoding !== null && encoding.trim().toLowerCase() !== "identity") return { ...request, body };
    // connect-es holds a unary body to its Content-Length, and the body it reads may now be another.
    // Node has already framed the body by that length, so nothing goes unchecked.
    request.header.delete("content-length");
  }
  return { ...request, body: moving(body, framed, codec, maxMessageBytes, values) };
}

async function* moving(body: AsyncIterable<Uint8Array>, framed: boolean, codec: RequestMessage["codec"], maxMessageBytes: number, values: ContextValues): AsyncGenerator<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  const message = framed ? envelopedMessage(bytes) : bytes;
  if (message === undefined || message.length > maxMessageBytes) {
    if (bytes.length > 0) yield bytes;
    return;
  }
  values.set(REQUEST_MESSAGE, { bytes: message, codec });
  if (framed) yield EMPTY_ENVELOPE;
  else if (codec === "json") yield EMPTY_JSON_OBJECT;
}

/** The message of a body that is exactly one envelope with no flags set (so not compressed). */
function envelopedMessage(bytes: Uint8Array): Uint8Array | undefined {
  if (bytes.length < ENVELOPE_PREFIX_BYTES || bytes[0] !== 0) return undefined;
  const length = ((bytes[1]! << 24) | (bytes[2]! << 16) | (bytes[3]! << 8) | bytes[4]!) >>> 0;
  if (ENVELOPE_PREFIX_BYTES + length !== bytes.length) return undefined;
  return bytes.subarray(ENVELOPE_PREFIX_BYTES);
}
