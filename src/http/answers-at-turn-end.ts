import type { ServerResponse } from "node:http";

/**
 * HTTP/1.1 answers sent together when the event loop's turn ends, rather than each by a system call
 * of its own the moment it is ready.
 *
 * Why: with several requests in flight, one turn of the event loop reads several of them and
 * answers each in turn. Each answer's `writev` used to leave at once, and the clients, idle again
 * between two answers, had to be woken by the kernel for each one; on loopback that wake-up runs
 * inside the sender's system call and was most of its cost. Written back to back at the end of the
 * turn, the answers of one turn wake their clients about once. For the gateway at 100 transactions
 * and 8 clients this cut the server's CPU per request by 5 to 17% on the two machines measured
 * (bench/RESULTS.md, "Answers at the end of the turn"). One client alone sees no change: its turns
 * hold one request each.
 *
 * An answer waits at most for the rest of its turn's requests. `setImmediate` runs right after the
 * turn's I/O callbacks and keeps the event loop from waiting for new events before it has run.
 * HTTP/2 needs none of this: Node already sends a session's frames of one turn together.
 */
const waiting: { res: ServerResponse; payload: Uint8Array }[] = [];

/** Ends `res` with `payload` when this turn of the event loop ends; its headers are already set. */
export function endAtTurnEnd(res: ServerResponse, payload: Uint8Array): void {
  if (waiting.length === 0) setImmediate(sendWaiting);
  waiting.push({ res, payload });
}

function sendWaiting(): void {
  // Taken out first, so that an answer queued while these are sent waits for its own turn.
  const answers = waiting.splice(0);
  for (const { res, payload } of answers) {
    // `end` throws only on a programming error (a payload at odds with its Content-Length); the
    // answers after it must still leave, and the client of this one is told by a closed connection.
    try {
      res.end(payload);
    } catch (error) {
      res.destroy(error as Error);
    }
  }
}
