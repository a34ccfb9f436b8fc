import type { RateDecision, RateLimitPolicy } from "./token-bucket.js";

/**
 * The rate-limit response fields, for the gateway's headers and the RPC surfaces' metadata alike,
 * in the syntax of the IETF draft draft-ietf-httpapi-ratelimit-headers (revisions 08 to 11):
 *
 *   RateLimit-Policy: "per-key";q=<burst>;w=<seconds to refill the burst>
 *   RateLimit: "per-key";r=<requests left now>;t=<seconds until the bucket is full again>
 *
 * Both are Structured Field lists whose item names the policy. A token bucket has no fixed window,
 * so the policy states the one it does have: `q` requests at once, earned back over `w` seconds.
 * On refusal, `Retry-After` (RFC 9110 §10.2.3) says when one request will pass again.
 */

const POLICY_NAME = "per-key";

export function rateLimitFields(policy: RateLimitPolicy, decision: RateDecision): Record<string, string> {
  const window = Math.max(1, Math.ceil(policy.burst / policy.ratePerSecond));
  const fields: Record<string, string> = {
    "ratelimit-policy": `"${POLICY_NAME}";q=${policy.burst};w=${window}`,
    ratelimit: `"${POLICY_NAME}";r=${decision.remaining};t=${decision.resetSeconds}`,
  };
  if (!decision.allowed) fields["retry-after"] = String(decision.retryAfterSeconds);
  return fields;
}
