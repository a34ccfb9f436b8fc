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
 * free. Anything else (a compressed gRPC message, several or broken frames, an oversized message)
 * reaches connect-es untouched, so it answers it exactly as before; a compressed Connect body goes
 * to the ordinary registration (`messageFraming`).
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

/** How a request's body carries its message: in gRPC's envelope or as itself, and in which codec. */
export interface MessageFraming {
  framed: boolean;
  codec: RequestMessage["codec"];
}

/**
 * Whether a request's message can be taken, judged from its headers: gRPC and gRPC-Web with the
 * proto codec (whether a message is compressed shows only in its envelope, once the body is in),
 * and Connect unary with the proto or JSON codec and no Content-Encoding. Connect's GET requests
 * carry no Content-Type. Undefined leaves the request to the ordinary registration.
 */
export function messageFraming(headers: IncomingHttpHeaders): MessageFraming | undefined {
  const contentType = headers["content-type"] ?? "";
  if (GRPC_PROTO.test(contentType)) return { framed: true, codec: "proto" };
  const encoding = headers["content-encoding"];
  if (encoding !== undefined && encoding.trim().toLowerCase() !== "identity") return undefined;
  if (CONNECT_PROTO.test(contentType)) return { framed: false, codec: "proto" };
  if (CONNECT_JSON.test(contentType)) return { framed: false, codec: "json" };
  return undefined;
}

const GRPC_PROTO = /^application\/grpc(?:-web)?(?:\+proto)?\s*(?:;|$)/i;
const CONNECT_PROTO = /^application\/proto\s*(?:;|$)/i;
const CONNECT_JSON = /^application\/json\s*(?:;|$)/i;

/**
 * `request` with `body` (the whole request body, as ./request-body.ts reads it) in place of its
 * own, and its message moved into `values` when it can be (see above).
 */
export function takingMessage(request: UniversalServerRequest, body: AsyncIterable<Uint8Array>, framing: MessageFraming, maxMessageBytes: number, values: ContextValues): UniversalServerRequest {
  // connect-es holds a Connect unary body to its Content-Length, and the body it reads may now be
  // another. Node has already framed the body by that length, so nothing goes unchecked.
  if (!framing.framed) request.header.delete("content-length");
  return { ...request, body: moving(body, framing, maxMessageBytes, values) };
}

async function* moving(body: AsyncIterable<Uint8Array>, { framed, codec }: MessageFraming, maxMessageBytes: number, values: ContextValues): AsyncGenerator<Uint8Array> {
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
