import { Code, ConnectError, type Interceptor } from "@connectrpc/connect";
import { bearerCredential } from "../auth/bearer.js";
import type { KeyRing } from "../auth/keys.js";

/**
 * Refuses a call without a known `Authorization: Bearer <key>` before the engine sees the request.
 * Registered on CashFlowService only: health probes and reflection carry no key.
 */
export function requireApiKey(keys: KeyRing): Interceptor {
  return (next) => async (request) => {
    if (!keys.accepts(bearerCredential(request.header.get("authorization")))) {
      throw new ConnectError("A valid API key is required. Send it in the authorization header as Bearer <key>.", Code.Unauthenticated);
    }
    return next(request);
  };
}
