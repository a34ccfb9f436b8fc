import { constants as http2Constants } from "node:http2";
import type { HttpRequest } from "./types.js";

/**
 * A request gives up after `idleMs` without progress either way: no byte of its body arriving and
 * none of its answer taken by the client. An HTTP/2 stream is reset (CANCEL), which leaves the
 * connection's other streams alone; an HTTP/1.1 connection, which has no other way to abandon an
 * answer, is closed. Every request starts with the send timeout; a streaming call that is quiet by
 * design sets its own, longer, limit. An answer written in full is also bounded from the moment it
 * was written (./undelivered-answers.ts), since Node's HTTP/2 stream timer can be put off.
 */
export function limitInactivity(req: HttpRequest, idleMs: number): void {
  if ("stream" in req) {
    const stream = req.stream;
    stream.setTimeout(idleMs, () => stream.close(http2Constants.NGHTTP2_CANCEL));
  } else {
    // Node destroys a socket whose 'timeout' no request, response or server listens to; after the
    // answer, Node sets the keep-alive timeout in its place.
    req.socket.setTimeout(idleMs);
  }
}
