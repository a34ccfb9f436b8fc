import { createContextKey, type ContextValues } from "@connectrpc/connect";
import type { UniversalServerRequest } from "@connectrpc/connect/protocol";

/**
 * The request message of a binary unary call, taken from its body before connect-es sees it.
 *
 * connect-es decodes every request with protobuf-es's `fromBinary`, which has no hook for another
 * decoder (see ./decode-request.ts). When the body holds one uncompressed message within the size
 * limit, its bytes are kept in the call's context values for `decodeRawRequest`, and connect-es is
 * handed the same framing around an empty message, which it decodes for free. Anything else (a
 * compressed message, several or broken frames, an oversized message) reaches connect-es untouched,
 * so it answers it exactly as before.
 */
export const REQUEST_MESSAGE = createContextKey<Uint8Array | undefined>(undefined, { description: "cashflow request message bytes" });

/** gRPC and gRPC-Web frame a message as a flags byte, a 4-byte big-endian length, then the message. */
const ENVELOPE_PREFIX_BYTES = 5;
const EMPTY_ENVELOPE = new Uint8Array(ENVELOPE_PREFIX_BYTES);

/**
 * `request` with `body` (the whole request body, as ./request-body.ts reads it) in place of its
 * own, and its message moved into `values` when it can be (see above).
 */
export function takingMessage(request: UniversalServerRequest, body: AsyncIterable<Uint8Array>, maxMessageBytes: number, values: ContextValues): UniversalServerRequest {
  const framed = (request.header.get("content-type") ?? "").toLowerCase().startsWith("application/grpc");
  if (!framed) {
    // A Connect unary body is the message itself, unless a Content-Encoding compressed it.
    const encoding = request.header.get("content-encoding");
    if (encoding !== null && encoding.trim().toLowerCase() !== "identity") return { ...request, body };
    // connect-es holds a unary body to its Content-Length, and the body it reads may now be empty.
    // Node has already framed the body by that length, so nothing goes unchecked.
    request.header.delete("content-length");
  }
  return { ...request, body: moving(body, framed, maxMessageBytes, values) };
}

async function* moving(body: AsyncIterable<Uint8Array>, framed: boolean, maxMessageBytes: number, values: ContextValues): AsyncGenerator<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  const message = framed ? envelopedMessage(bytes) : bytes;
  if (message === undefined || message.length > maxMessageBytes) {
    if (bytes.length > 0) yield bytes;
    return;
  }
  values.set(REQUEST_MESSAGE, message);
  if (framed) yield EMPTY_ENVELOPE;
}

/** The message of a body that is exactly one envelope with no flags set (so not compressed). */
function envelopedMessage(bytes: Uint8Array): Uint8Array | undefined {
  if (bytes.length < ENVELOPE_PREFIX_BYTES || bytes[0] !== 0) return undefined;
  const length = ((bytes[1]! << 24) | (bytes[2]! << 16) | (bytes[3]! << 8) | bytes[4]!) >>> 0;
  if (ENVELOPE_PREFIX_BYTES + length !== bytes.length) return undefined;
  return bytes.subarray(ENVELOPE_PREFIX_BYTES);
}
