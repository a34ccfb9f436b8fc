import type { RateLimiter } from "./rate-limiter.js";
import { TokenBuckets, type RateDecision, type RateLimitPolicy } from "./token-bucket.js";

/** The rate limit with its buckets in this process: what a single instance with one process needs. */
export class LocalRateLimiter implements RateLimiter {
  private readonly buckets: TokenBuckets;

  constructor(readonly policy: RateLimitPolicy) {
    this.buckets = new TokenBuckets(policy);
  }

  take(keyDigest: string): Promise<RateDecision> {
    return Promise.resolve(this.buckets.take(keyDigest));
  }
}
