import type { HttpRequest } from "./types.js";

/**
 * Reads and drops what is left of a request body that will not be used (a call refused before its
 * body was read), up to `maxBytes` and `maxMs`. Answering a refusal while the client is still
 * sending means resetting its HTTP/2 stream or closing its HTTP/1.1 connection after the answer,
 * and some clients (gRPC's C core among them) can then report the reset instead of the answer. A
 * small body is therefore let in and dropped, which costs a copy and nothing else: no inflating,
 * no decoding. Resolves true when the body ended within the bounds.
 */
export function discardBody(req: HttpRequest, maxBytes: number, maxMs: number): Promise<boolean> {
  if (req.complete) return Promise.resolve(true);
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("close", onClose);
      if (!ended) req.pause();
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(req.complete);
    const timer = setTimeout(() => finish(false), maxMs);
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("close", onClose);
  });
}
