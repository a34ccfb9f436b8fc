import cluster from "node:cluster";
import { LocalRateLimiter } from "./local-rate-limiter.js";
import type { RateLimiter } from "./rate-limiter.js";
import { TokenBuckets, type RateDecision, type RateLimitPolicy } from "./token-bucket.js";

/**
 * One rate limit for all the workers of a cluster (CASHFLOW_WORKERS above 1): the buckets live in
 * the primary, and each worker asks it over the cluster's IPC channel for every call, so a key gets
 * its configured rate from the instance, not that rate per worker. A round trip over the channel
 * is tens of microseconds.
 *
 * If the primary does not answer within `waitMs` (it is busy or gone), the worker decides from
 * buckets of its own, so the service keeps serving; the limit is then per worker until the primary
 * answers again.
 */

const TAKE = "cashflow:rate-limit:take";
const DECISION = "cashflow:rate-limit:decision";

interface TakeMessage {
  type: typeof TAKE;
  id: number;
  keyDigest: string;
}

interface DecisionMessage {
  type: typeof DECISION;
  id: number;
  decision: RateDecision;
}

function isMessage<T extends { type: string }>(value: unknown, type: T["type"]): value is T {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === type;
}

/** In the primary: answers every worker's questions from one set of buckets. */
export function serveRateLimitToWorkers(policy: RateLimitPolicy): void {
  const buckets = new TokenBuckets(policy);
  cluster.on("message", (worker, message: unknown) => {
    if (!isMessage<TakeMessage>(message, TAKE)) return;
    const answer: DecisionMessage = { type: DECISION, id: message.id, decision: buckets.take(message.keyDigest) };
    if (worker.isConnected()) worker.send(answer);
  });
}

/** In a worker: the limiter the surfaces call, backed by the primary's buckets. */
export class ClusterRateLimiter implements RateLimiter {
  private readonly pending = new Map<number, (decision: RateDecision) => void>();
  private nextId = 0;
  private readonly fallback: LocalRateLimiter;

  constructor(
    readonly policy: RateLimitPolicy,
    private readonly waitMs = 1_000,
  ) {
    this.fallback = new LocalRateLimiter(policy);
    process.on("message", (message: unknown) => {
      if (!isMessage<DecisionMessage>(message, DECISION)) return;
      this.pending.get(message.id)?.(message.decision);
    });
  }

  take(keyDigest: string): Promise<RateDecision> {
    if (process.send === undefined || !process.connected) return this.fallback.take(keyDigest);
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        resolve(this.fallback.take(keyDigest));
      }, this.waitMs);
      this.pending.set(id, (decision) => {
        clearTimeout(timer);
        this.pending.delete(id);
        resolve(decision);
      });
      const question: TakeMessage = { type: TAKE, id, keyDigest };
      process.send!(question);
    });
  }
}
