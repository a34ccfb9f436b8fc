import { describe, expect, it } from "vitest";
import { rateLimitFields } from "../../src/limits/rate-limit-fields.js";

describe("RateLimit fields (draft-ietf-httpapi-ratelimit-headers)", () => {
  it("states the bucket as a quota of `burst` requests over the seconds it takes to earn them back", () => {
    // 100 requests at 50 per second: the burst is earned back in 2 s.
    const fields = rateLimitFields({ ratePerSecond: 50, burst: 100 }, { allowed: true, remaining: 99, retryAfterSeconds: 0, resetSeconds: 1 });
    expect(fields).toEqual({ "ratelimit-policy": '"per-key";q=100;w=2', ratelimit: '"per-key";r=99;t=1' });
  });

  it("adds Retry-After on refusal, and never states a window under one second", () => {
    // 10 requests at 40 per second refill in 0.25 s, stated as the whole second the field allows.
    const fields = rateLimitFields({ ratePerSecond: 40, burst: 10 }, { allowed: false, remaining: 0, retryAfterSeconds: 1, resetSeconds: 1 });
    expect(fields).toEqual({ "ratelimit-policy": '"per-key";q=10;w=1', ratelimit: '"per-key";r=0;t=1', "retry-after": "1" });
  });
});
