import { constants as http2Constants } from "node:http2";
import type { HttpResponse } from "./types.js";

/**
 * An answer the server has written in full but its client does not take is given up after the
 * send timeout, counted from the moment it was written, not from the client's last sign of life:
 * an HTTP/2 stream is reset (CANCEL), which frees the answer and everything the call still holds
 * and leaves the connection's other streams alone; an HTTP/1.1 connection, which has no other way
 * to abandon an answer, is closed.
 *
 * Why not the stream's own idle timeout (./inactivity.ts): Node refreshes an HTTP/2 stream's timer
 * whenever its heuristic sees a write make progress, and with thousands of answers stuck behind a
 * receive window of 0 the resets came 5 to 45 s after a 5 s limit (bench/hostile.ts). Answers are
 * instead found by one sweep a fraction of the limit apart, with no timer per request: an answer
 * is abandoned between one limit and one and a half after it was written (it is first seen written
 * up to one sweep late, and the limit then passes between two sweeps). Streaming calls are
 * not written in full until they end, so their quiet periods stay under their own idle limit.
 */
/** Answers abandoned in one sweep that make a full collection worth its few milliseconds. */
const MASS_ABANDON = 100;

/**
 * A response in flight, with when its answer was first seen written in full (undefined until then).
 * The responses are kept as a doubly linked list of these rather than in a Map: with eight requests
 * at once, a long-lived Map with a young response going in and out per request made V8 (Node 20)
 * keep about 0.3 MB per young-generation collection that it should have freed, and those
 * collections took twice as long (bench/RESULTS.md, "Objects the young generation could not free").
 */
interface OpenAnswer {
  readonly res: HttpResponse;
  writtenAt: number | undefined;
  previous: OpenAnswer | undefined;
  next: OpenAnswer | undefined;
}

export class UndeliveredAnswers {
  /** Responses in flight, oldest first. */
  private first: OpenAnswer | undefined;
  private last: OpenAnswer | undefined;
  private sweeper: NodeJS.Timeout | undefined;
  private readonly sweepMs: number;

  /**
   * `collect`, when given, asks for a full garbage collection `afterMs` from now. A sweep that
   * abandons at least MASS_ABANDON answers asks for one a sweep later (by then their streams have
   * closed and their memory is garbage), so a flood of unread answers gives its memory back at once.
   */
  constructor(
    private readonly limitMs: number,
    private readonly collect?: (afterMs: number) => void,
  ) {
    this.sweepMs = Math.max(10, Math.min(1_000, Math.floor(limitMs / 4)));
  }

  track(res: HttpResponse): void {
    const answer: OpenAnswer = { res, writtenAt: undefined, previous: this.last, next: undefined };
    if (this.last === undefined) this.first = answer;
    else this.last.next = answer;
    this.last = answer;
    res.once("close", () => this.remove(answer));
    this.sweeper ??= setInterval(() => this.sweep(), this.sweepMs).unref();
  }

  /** Unlinks `answer`; its own links stay, so a sweep that is passing through it goes on to the next. */
  private remove(answer: OpenAnswer): void {
    if (answer.previous === undefined) this.first = answer.next;
    else answer.previous.next = answer.next;
    if (answer.next === undefined) this.last = answer.previous;
    else answer.next.previous = answer.previous;
  }

  private sweep(): void {
    const now = performance.now();
    let abandoned = 0;
    for (let answer = this.first; answer !== undefined; answer = answer.next) {
      if (!answer.res.writableEnded) continue;
      if (answer.writtenAt === undefined) answer.writtenAt = now;
      else if (now - answer.writtenAt >= this.limitMs) {
        abandon(answer.res);
        abandoned += 1;
      }
    }
    if (abandoned >= MASS_ABANDON) this.collect?.(this.sweepMs);
    if (this.first === undefined) {
      clearInterval(this.sweeper);
      this.sweeper = undefined;
    }
  }
}

function abandon(res: HttpResponse): void {
  if ("stream" in res) res.stream.close(http2Constants.NGHTTP2_CANCEL);
  else res.socket?.destroy();
}
