import { EventEmitter, once } from "node:events";
import { describe, expect, it } from "vitest";
import type { HttpResponse } from "../../src/http/types.js";
import { UndeliveredAnswers } from "../../src/http/undelivered-answers.js";

/** An HTTP/1.1 response whose answer is written in full but never taken: only its socket can be closed. */
function unreadAnswer(): { res: HttpResponse; closed: Promise<unknown>; destroyed: () => boolean } {
  let destroyed = false;
  const res = new EventEmitter() as EventEmitter & { writableEnded: boolean; socket: { destroy(): void } };
  res.writableEnded = true;
  res.socket = {
    destroy: () => {
      destroyed = true;
      res.emit("close");
    },
  };
  return { res: res as unknown as HttpResponse, closed: once(res, "close"), destroyed: () => destroyed };
}

describe("UndeliveredAnswers", () => {
  it("closes every unread answer after the limit, and after a mass of them runs one garbage collection", async () => {
    let collections = 0;
    const collected = new Promise<void>((resolve) => {
      const answers = new UndeliveredAnswers(40, () => {
        collections += 1;
        resolve();
      });
      // 150 abandoned in the same sweep: at least the 100 that make a collection worth it.
      const unread = Array.from({ length: 150 }, unreadAnswer);
      for (const { res } of unread) answers.track(res);
      void Promise.all(unread.map(({ closed }) => closed));
    });
    await collected;
    expect(collections).toBe(1);
  });

  it("leaves an answer that is still being written alone", async () => {
    const answers = new UndeliveredAnswers(40);
    const writing = unreadAnswer();
    (writing.res as unknown as { writableEnded: boolean }).writableEnded = false;
    const written = unreadAnswer();
    answers.track(writing.res);
    answers.track(written.res);
    await written.closed;
    // The written answer was closed by a sweep; the same sweeps passed over the one still writing.
    expect(written.destroyed()).toBe(true);
    expect(writing.destroyed()).toBe(false);
    writing.res.emit("close");
  });

  it("still closes the unread answers on either side of one its client took and closed", async () => {
    const answers = new UndeliveredAnswers(40);
    const [before, taken, after] = [unreadAnswer(), unreadAnswer(), unreadAnswer()];
    for (const { res } of [before, taken, after]) answers.track(res);
    // Taken before any sweep: it leaves the middle of the answers in flight.
    taken.res.emit("close");
    await Promise.all([before.closed, after.closed]);
    expect([before.destroyed(), taken.destroyed(), after.destroyed()]).toEqual([true, false, true]);
  });
});
