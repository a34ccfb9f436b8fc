import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Deadlines } from "../../src/server/deadlines.js";

describe("request deadlines on one shared timer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const deadlines = () => new Deadlines(100, () => Date.now());

  it("expires each deadline at its own time, oldest first, and not those already ended", () => {
    const shared = deadlines();
    const fired: string[] = [];
    const first = shared.start();
    first.onExpire(() => fired.push("first"));
    vi.advanceTimersByTime(40);
    const ended = shared.start();
    ended.onExpire(() => fired.push("ended"));
    const second = shared.start();
    second.onExpire(() => fired.push("second"));
    shared.end(ended);

    vi.advanceTimersByTime(59);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(["first"]);
    expect(first.expired).toBe(true);
    expect(second.expired).toBe(false);
    vi.advanceTimersByTime(40);
    expect(fired).toEqual(["first", "second"]);
    expect(ended.expired).toBe(false);
  });

  it("calls no listener that was cancelled", () => {
    const shared = deadlines();
    const deadline = shared.start();
    const listener = vi.fn();
    const cancel = deadline.onExpire(listener);
    cancel();
    vi.advanceTimersByTime(100);
    expect(deadline.expired).toBe(true);
    expect(listener).not.toHaveBeenCalled();
  });

  it("starts the timer again for requests that arrive after it stopped", () => {
    const shared = deadlines();
    shared.end(shared.start());
    vi.advanceTimersByTime(500);
    const later = shared.start();
    vi.advanceTimersByTime(99);
    expect(later.expired).toBe(false);
    vi.advanceTimersByTime(1);
    expect(later.expired).toBe(true);
  });
});
