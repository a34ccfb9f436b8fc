import { Code, ConnectError } from "@connectrpc/connect";
import type { AdmissionRefusal } from "../calls/admission.js";
import { rateLimited } from "./errors.js";

/**
 * A refusal of the admission step (key, then rate limit) as the RPC surfaces answer it:
 * Unauthenticated, or ResourceExhausted with a `cashflow.v1.RetryInfo` detail and the RateLimit
 * fields as metadata. The JSON gateway words the same refusals as 401 and 429.
 */
export function admissionError(refusal: AdmissionRefusal): ConnectError {
  if (refusal.reason === "unauthenticated") {
    return new ConnectError("A valid API key is required. Send it in the authorization header as Bearer <key>.", Code.Unauthenticated);
  }
  return rateLimited(refusal.retryAfterSeconds, refusal.headers);
}
