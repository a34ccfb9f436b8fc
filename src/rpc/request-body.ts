import type { IncomingMessage } from "node:http";
import type { Http2ServerRequest } from "node:http2";
import { Code, ConnectError } from "@connectrpc/connect";

export type NodeRequest = IncomingMessage | Http2ServerRequest;

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
 * - still arriving when `deadline` aborts, it fails with DeadlineExceeded, since Connect's own
 *   deadline (the client's timeout header) does not interrupt a body read.
 *
 * Chunks are taken with `read()` rather than Node's async iterator, which destroys the request,
 * and with it the socket or stream the error answer must travel on, when its reader stops early.
 */
export async function* unaryBody(req: NodeRequest, maxBodyBytes: number, deadline: AbortSignal): AsyncGenerator<Uint8Array> {
  const limit = maxBodyBytes + ENVELOPE_PREFIX_BYTES;
  const declared = req.headers["content-length"];
  if (declared !== undefined && /^\d+$/.test(declared) && Number(declared) > limit) throw tooLarge(maxBodyBytes);
  let size = 0;
  for (;;) {
    const chunk = await nextChunk(req, deadline);
    if (chunk === undefined) return;
    size += chunk.length;
    if (size > limit) throw tooLarge(maxBodyBytes);
    yield chunk;
  }
}

function tooLarge(maxBodyBytes: number): ConnectError {
  return new ConnectError(`The request message is larger than the limit of ${maxBodyBytes} bytes.`, Code.ResourceExhausted);
}

/** The next chunk, undefined at the end of the body. */
function nextChunk(req: NodeRequest, deadline: AbortSignal): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const settle = (outcome: () => void) => {
      req.off("readable", tryRead);
      req.off("end", onEnd);
      req.off("close", onClose);
      req.off("error", onClose);
      deadline.removeEventListener("abort", onDeadline);
      outcome();
    };
    const tryRead = () => {
      const chunk = req.read() as Buffer | null;
      if (chunk !== null) settle(() => resolve(chunk));
      else if (req.readableEnded) settle(() => resolve(undefined));
    };
    const onEnd = () => settle(() => resolve(undefined));
    const onClose = () => settle(() => reject(new ConnectError("The client closed the request before sending all of it.", Code.Canceled)));
    const onDeadline = () =>
      settle(() => reject(new ConnectError("The request message did not arrive in full within the server's request deadline.", Code.DeadlineExceeded)));
    if (deadline.aborted) return onDeadline();
    req.on("readable", tryRead);
    req.once("end", onEnd);
    req.once("close", onClose);
    req.once("error", onClose);
    deadline.addEventListener("abort", onDeadline);
    tryRead();
  });
}
