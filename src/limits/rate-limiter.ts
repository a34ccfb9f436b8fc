import type { RateDecision, RateLimitPolicy } from "./token-bucket.js";

/**
 * A key's rate limit as the call pipeline sees it: one decision per call, asynchronous so the
 * buckets may live elsewhere (the cluster's primary process, or Redis shared by several instances)
 * without the surfaces knowing where. `keyDigest` is the key's fingerprint, never the key itself.
 */
export interface RateLimiter {
  readonly policy: RateLimitPolicy;
  take(keyDigest: string): Promise<RateDecision>;
}
