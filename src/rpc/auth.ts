import { Code, ConnectError, type Interceptor } from "@connectrpc/connect";
import { bearerCredential } from "../auth/bearer.js";
import type { KeyRing } from "../auth/keys.js";
import { rateLimitFields } from "../limits/rate-limit-fields.js";
import type { TokenBuckets } from "../limits/token-bucket.js";
import { REQUEST_CONTEXT } from "./context.js";
import { rateLimited } from "./errors.js";

/**
 * Refuses a call without a known `Authorization: Bearer <key>` before the engine sees the request,
 * then spends one token of the key's bucket: ResourceExhausted with a `cashflow.v1.RetryInfo`
 * detail when none is left. The buckets are the gateway's, so a key has one quota on every surface.
 * Registered on CashFlowService only: health probes and reflection carry no key.
 */
export function requireApiKey(keys: KeyRing, rateLimit: TokenBuckets | undefined): Interceptor {
  return (next) => async (request) => {
    const key = keys.identify(bearerCredential(request.header.get("authorization")));
    if (key === undefined) {
      throw new ConnectError("A valid API key is required. Send it in the authorization header as Bearer <key>.", Code.Unauthenticated);
    }
    const context = request.contextValues.get(REQUEST_CONTEXT);
    if (context !== undefined) context.key = key;
    if (rateLimit === undefined) return next(request);

    const decision = rateLimit.take(key.digest);
    const fields = rateLimitFields(rateLimit.policy, decision);
    if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds, fields);
    const response = await next(request);
    // The same fields as on the gateway's answers: headers over every protocol, so a client can pace itself.
    for (const [name, value] of Object.entries(fields)) response.header.set(name, value);
    return response;
  };
}
