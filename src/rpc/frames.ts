import type { UniversalServerResponse } from "@connectrpc/connect/protocol";

/**
 * Reading what connect-es wrote to a response body, for the modules that look at an RPC's status
 * after the fact (the request log) or rewrite it (decode failures). gRPC-Web's trailers and
 * Connect's end-stream message travel as the body's last envelope: 1 flag byte, a 4-byte length,
 * then the payload. connect-es writes each envelope as one chunk.
 */

export const ENVELOPE_HEADER_BYTES = 5;

/** The payload of `chunk` when it is exactly one whole envelope whose flags include `flag`. */
export function envelopePayload(chunk: Uint8Array, flag: number): Uint8Array | undefined {
  if (chunk.length < ENVELOPE_HEADER_BYTES || (chunk[0]! & flag) !== flag) return undefined;
  const length = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length).readUInt32BE(1);
  return length === chunk.length - ENVELOPE_HEADER_BYTES ? chunk.subarray(ENVELOPE_HEADER_BYTES) : undefined;
}

export function isByteStream(body: UniversalServerResponse["body"]): body is AsyncIterable<Uint8Array> {
  return typeof body === "object" && body !== null && Symbol.asyncIterator in body;
}

/** JSON the server wrote itself; undefined rather than an exception if it is not JSON after all. */
export function parseJsonBytes(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString("utf8"));
  } catch {
    return undefined;
  }
}
