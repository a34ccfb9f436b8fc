import type { KeyIdentity } from "../auth/keys.js";

/** The protocol family a request arrived on, as the request log and metrics name it. */
export type Surface = "gateway" | "connect" | "grpc" | "grpc-web";

/**
 * What the server knows about one request beyond its bytes: made by the dispatcher on arrival,
 * filled in by the surface that serves it, and read once the response is over for the request's
 * log line and metrics. It holds nothing of the payload, and of the key only its identity.
 */
export interface RequestContext {
  readonly requestId: string;
  readonly surface: Surface;
  /**
   * The route as a fixed name: an `/api/v1/<slug>` or RPC path the server serves, `retired` for
   * any other slug, `unmatched` for any other path. Never the client's own text, which could be
   * anything and would make a metric label of unbounded cardinality.
   */
  readonly route: string;
  /** The accepted key, once the surface has checked it. */
  key: KeyIdentity | undefined;
  /**
   * How the request ended, in the surface's words: `ok`, a gateway `error` code such as
   * `rate_limited`, or an RPC code such as `invalid_argument`.
   */
  outcome: string | undefined;
  /** The request deadline: the body must be in by then. */
  readonly deadline: DeadlineWatch;
}

/** A request deadline to wait on. */
export interface DeadlineWatch {
  /** Whether the deadline has passed. */
  readonly expired: boolean;
  /**
   * Calls `listener` once when the deadline passes; the returned function cancels that. One
   * listener at a time: a second call replaces the first.
   */
  onExpire(listener: () => void): () => void;
}

/** Route names for paths that name nothing the server serves. */
export const RETIRED_ROUTE = "retired";
export const UNMATCHED_ROUTE = "unmatched";
