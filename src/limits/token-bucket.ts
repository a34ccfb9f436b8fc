/**
 * Per-key rate limiting with token buckets: each key earns `ratePerSecond` tokens up to `burst`,
 * and a request spends one. Buckets are keyed by the key's digest, never the key itself. These
 * buckets live in one process; ./cluster-rate-limiter.ts shares them with cluster workers and
 * ./redis-rate-limiter.ts keeps the same buckets in Redis for several instances.
 */

export interface RateLimitPolicy {
  /** Sustained requests per second allowed per key. */
  ratePerSecond: number;
  /** Requests a key may send at once after being idle. */
  burst: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Whole tokens left after this request. */
  remaining: number;
  /** Seconds until a token is available again (0 when allowed). */
  retryAfterSeconds: number;
  /** Seconds until the bucket is full again: when the quota fully resets. */
  resetSeconds: number;
}

/** The decision for a bucket left with `tokens` after this request (one spent when allowed). */
export function decisionOf({ ratePerSecond, burst }: RateLimitPolicy, allowed: boolean, tokens: number): RateDecision {
  return {
    allowed,
    remaining: Math.floor(tokens),
    retryAfterSeconds: allowed ? 0 : Math.ceil((1 - tokens) / ratePerSecond),
    resetSeconds: Math.ceil((burst - tokens) / ratePerSecond),
  };
}

interface Bucket {
  tokens: number;
  updatedMs: number;
}

/** Idle buckets refill to full anyway; dropping them bounds memory under many distinct keys. */
const SWEEP_EVERY = 10_000;

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private decisions = 0;

  constructor(
    readonly policy: RateLimitPolicy,
    private readonly now: () => number = () => performance.now(),
  ) {}

  take(key: string): RateDecision {
    const { ratePerSecond, burst } = this.policy;
    const nowMs = this.now();
    if (++this.decisions % SWEEP_EVERY === 0) this.sweep(nowMs);
    let bucket = this.buckets.get(key);
    if (bucket === undefined) {
      bucket = { tokens: burst, updatedMs: nowMs };
      this.buckets.set(key, bucket);
    } else {
      bucket.tokens = Math.min(burst, bucket.tokens + ((nowMs - bucket.updatedMs) / 1000) * ratePerSecond);
      bucket.updatedMs = nowMs;
    }
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    return decisionOf(this.policy, allowed, bucket.tokens);
  }

  private sweep(nowMs: number): void {
    const { ratePerSecond, burst } = this.policy;
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((nowMs - bucket.updatedMs) / 1000) * ratePerSecond >= burst) this.buckets.delete(key);
    }
  }
}
