import { describe, expect, it } from "vitest";
import { TokenBuckets } from "../../src/limits/token-bucket.js";

/** A clock the test moves by hand, so refill is exact and nothing depends on timing. */
function manualClock() {
  let ms = 0;
  return { now: () => ms, advance: (seconds: number) => (ms += seconds * 1000) };
}

describe("token bucket rate limiting per key", () => {
  it("lets a fresh key send `burst` requests at once, then refuses with the wait for one token", () => {
    const clock = manualClock();
    const limiter = new TokenBuckets({ ratePerSecond: 2, burst: 3 }, clock.now);
    // Burst 3: three requests spend the bucket to 0; remaining counts down 2, 1, 0.
    expect([1, 2, 3].map(() => limiter.take("key-a").remaining)).toEqual([2, 1, 0]);
    const refused = limiter.take("key-a");
    expect(refused.allowed).toBe(false);
    // One token at 2 per second takes 0.5 s, announced as 1 whole second (Retry-After is whole seconds).
    expect(refused.retryAfterSeconds).toBe(1);
    // Refilling all 3 tokens at 2 per second takes 1.5 s → 2 whole seconds.
    expect(refused.resetSeconds).toBe(2);
  });

  it("refills at the sustained rate and never beyond the burst", () => {
    const clock = manualClock();
    const limiter = new TokenBuckets({ ratePerSecond: 2, burst: 3 }, clock.now);
    for (let i = 0; i < 3; i++) limiter.take("key-a");
    clock.advance(0.5); // 0.5 s × 2/s = 1 token
    expect(limiter.take("key-a").allowed).toBe(true);
    expect(limiter.take("key-a").allowed).toBe(false);
    clock.advance(60); // a minute idle refills to the burst of 3, not 120
    expect([1, 2, 3, 4].map(() => limiter.take("key-a").allowed)).toEqual([true, true, true, false]);
  });

  it("keeps each key's bucket apart: one key's flood does not limit another", () => {
    const clock = manualClock();
    const limiter = new TokenBuckets({ ratePerSecond: 1, burst: 2 }, clock.now);
    for (let i = 0; i < 100; i++) limiter.take("flooding-key");
    expect(limiter.take("flooding-key").allowed).toBe(false);
    expect(limiter.take("quiet-key").allowed).toBe(true);
  });
});
