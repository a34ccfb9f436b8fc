import { Code, ConnectError } from "@connectrpc/connect";
import type { DeadlineWatch } from "../log/request-context.js";
import type { HttpRequest } from "../server/listener.js";
import { readBody } from "../server/read-body.js";

export type NodeRequest = HttpRequest;

/**
 * gRPC and gRPC-Web frame a message behind a 5-byte prefix (flags and length), so a unary body
 * may be this much longer than the message limit; Connect's unary body is the message itself.
 */
const ENVELOPE_PREFIX_BYTES = 5;

/**
 * The body of a unary RPC, for Connect to read, with the limits Connect cannot apply itself:
 *
 * - over the size limit by `Content-Length`, the call fails before a byte is read, and a body
 *   that grows past it stops being read (ResourceExhausted);
 * - still arriving when the request deadline passes, it fails with DeadlineExceeded, since
 *   Connect's own deadline (the client's timeout header) does not interrupt a body read.
 */
export async function* unaryBody(req: NodeRequest, maxBodyBytes: number, deadline: DeadlineWatch): AsyncGenerator<Uint8Array> {
  const body = await readBody(req, maxBodyBytes + ENVELOPE_PREFIX_BYTES, deadline);
  switch (body.kind) {
    case "body":
      if (body.bytes.length > 0) yield body.bytes;
      return;
    case "too_large":
      throw new ConnectError(`The request message is larger than the limit of ${maxBodyBytes} bytes.`, Code.ResourceExhausted);
    case "timed_out":
      throw new ConnectError("The request message did not arrive in full within the server's request deadline.", Code.DeadlineExceeded);
    case "aborted":
      throw new ConnectError("The client closed the request before sending all of it.", Code.Canceled);
  }
}
