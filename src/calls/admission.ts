import { bearerCredential, missingCredential } from "../auth/bearer.js";
import type { KeyIdentity, KeyRing } from "../auth/keys.js";
import { rateLimitFields } from "../limits/rate-limit-fields.js";
import type { RateLimiter } from "../limits/rate-limiter.js";

/**
 * The first step of every analysis call, on every surface, taken from the headers alone: identify
 * the key, then spend one request of its rate limit. Nothing of the body is read, inflated or
 * decoded before this passes, so a caller without a key, or over its limit, costs the server a
 * header read and a digest. Both surfaces call this one function; each turns a refusal into its own
 * wire form (the gateway's error table, the RPC surfaces' codes).
 */

/**
 * Why a call was refused before its body was read; each surface words the message itself. A call
 * without a key is told whether the header was missing (or the key came in an `X-API-Key` header,
 * which this service does not read), was not `Bearer <key>`, or named a key the server does not
 * have, so a client fixes the right thing; none of them says which keys exist.
 */
export type AdmissionRefusal =
  | { reason: "unauthenticated"; cause: "missing" | "apiKeyHeader" | "malformed" | "unknown" }
  | { reason: "rate_limited"; retryAfterSeconds: number; headers: Record<string, string>; key: KeyIdentity };

export type Admission = { admitted: true; key: KeyIdentity; headers: Record<string, string> } | { admitted: false; refusal: AdmissionRefusal };

export interface AdmissionPolicy {
  keys: KeyRing;
  /** Undefined turns rate limiting off. */
  rateLimiter: RateLimiter | undefined;
}

/** The request headers admission reads: never the body. */
export interface AdmissionHeaders {
  authorization?: string | undefined;
  "x-api-key"?: string | string[] | undefined;
}

export async function admit(request: AdmissionHeaders, { keys, rateLimiter }: AdmissionPolicy): Promise<Admission> {
  const { authorization } = request;
  const presented = bearerCredential(authorization);
  const key = keys.identify(presented);
  if (key === undefined) {
    const credential = presented === undefined ? missingCredential(authorization) : "unknown";
    const cause = credential === "missing" && request["x-api-key"] !== undefined ? "apiKeyHeader" : credential;
    return { admitted: false, refusal: { reason: "unauthenticated", cause } };
  }
  if (rateLimiter === undefined) return { admitted: true, key, headers: {} };
  const decision = await rateLimiter.take(key.digest);
  // The RateLimit fields go out on every answer, allowed or not, so a client can pace itself.
  const headers = rateLimitFields(rateLimiter.policy, decision);
  if (!decision.allowed) {
    return { admitted: false, refusal: { reason: "rate_limited", retryAfterSeconds: decision.retryAfterSeconds, headers, key } };
  }
  return { admitted: true, key, headers };
}
