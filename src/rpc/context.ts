import { createContextKey } from "@connectrpc/connect";
import type { RequestContext } from "../log/request-context.js";

/**
 * The request's context as a Connect context value, so interceptors can record the caller's key
 * for the request log. Undefined where no dispatcher made one, as with in-memory test transports.
 */
export const REQUEST_CONTEXT = createContextKey<RequestContext | undefined>(undefined, { description: "cashflow request context" });
