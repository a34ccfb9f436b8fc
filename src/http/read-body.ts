import type { DeadlineWatch } from "../log/request-context.js";
import type { HttpRequest } from "./types.js";

export type BodyResult = { kind: "body"; bytes: Buffer } | { kind: "too_large" } | { kind: "timed_out" } | { kind: "aborted" };

/**
 * Reads a whole request body, for the gateway and for unary RPCs alike, refusing it unread when
 * its Content-Length passes `limit` and stopping as soon as it passes `limit` bytes or `deadline` passes. It resolves with the body in one buffer: Connect reads
 * a unary body whole before decoding it anyway, and handing it one chunk spares a promise and its
 * listeners per HTTP/2 frame. Uses events rather than async iteration, because leaving a for-await
 * loop destroys the request and with it the socket or stream the error answer still has to travel on.
 */
export function readBody(req: HttpRequest, limit: number, deadline: DeadlineWatch): Promise<BodyResult> {
  // Over the limit by its Content-Length: refused before a byte is read.
  if ((declaredLength(req) ?? 0) > limit) return Promise.resolve({ kind: "too_large" });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: BodyResult) => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onAbort);
      req.off("aborted", onAbort);
      req.off("close", onAbort);
      stopWaiting();
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        finish({ kind: "too_large" });
        return;
      }
      chunks.push(chunk);
    };
    // A small body usually comes in one chunk, which is used as it is rather than copied.
    const onEnd = () => finish({ kind: "body", bytes: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size) });
    const onAbort = () => finish({ kind: "aborted" });
    const onDeadline = () => {
      req.pause();
      finish({ kind: "timed_out" });
    };
    if (deadline.expired) {
      req.pause();
      return resolve({ kind: "timed_out" });
    }
    const stopWaiting = deadline.onExpire(onDeadline);
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onAbort);
    req.on("aborted", onAbort);
    // A complete body ends before its request closes, so a close seen here means the client left.
    req.on("close", onAbort);
  });
}

/** The declared body length, or undefined when the client streams without Content-Length. */
export function declaredLength(req: HttpRequest): number | undefined {
  const header = req.headers["content-length"];
  return header !== undefined && /^\d+$/.test(header) ? Number(header) : undefined;
}
