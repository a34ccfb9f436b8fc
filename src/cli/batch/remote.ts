/**
 * `cashflow batch --server URL[,URL…]`: the accounts answered by running instances instead of
 * worker threads. Each instance takes at most `concurrency` accounts at once (fetch keeps their
 * HTTP/1.1 connections alive between calls). A 429 or 503 is retried after the Retry-After the
 * service sent; a lost connection or a 502/504 from a load balancer is retried on the least busy
 * instance, which is safe because an analysis is a pure function of its envelope. Per-instance
 * counts are kept for the run's closing report.
 */

import { setTimeout as sleep } from "node:timers/promises";
import type { AnalysisResponse, Slug } from "../../engine/index.js";
import { callService } from "../remote.js";
import type { AccountResult, ReadAccount } from "./account.js";
import type { AccountInput } from "./inputs.js";

/** Attempts per call before the account is reported as failed (connection losses and 5xx). */
const ATTEMPTS = 6;
/** Waits never longer than this, whatever Retry-After says: the run must make progress. */
const MAX_WAIT_SECONDS = 30;
const RETRYABLE = new Set([502, 503, 504]);

export interface InstanceCounts {
  url: string;
  /** Calls answered by this instance. */
  calls: number;
  /** Calls refused for load (429, 503) or lost on the way, then tried again. */
  retried: number;
}

/** The key was refused, or the URL is not the service: no account can be answered, so the run stops. */
export class FatalServiceError extends Error {}

class Instance {
  inFlight = 0;
  readonly counts: InstanceCounts;
  constructor(readonly url: URL) {
    this.counts = { url: url.origin + url.pathname.replace(/\/$/, ""), calls: 0, retried: 0 };
  }
}

export class Instances {
  private readonly instances: Instance[];
  private readonly waiters: (() => void)[] = [];

  constructor(
    urls: readonly URL[],
    private readonly key: string,
    private readonly concurrency: number,
    private readonly maxAnswerBytes: number,
    private readonly accountTimeoutMs: number,
  ) {
    this.instances = urls.map((url) => new Instance(url));
  }

  /** Accounts in flight at once across the instances. */
  get capacity(): number {
    return this.instances.length * this.concurrency;
  }

  counts(): InstanceCounts[] {
    return this.instances.map((instance) => instance.counts);
  }

  async answer(input: AccountInput, read: Extract<ReadAccount, { ok: true }>, routes: readonly Slug[]): Promise<AccountResult> {
    const base = { source: input.source, accountId: read.accountId, ...(read.currency === undefined ? {} : { currency: read.currency }) };
    const body = JSON.stringify(read.envelope);
    const answers: Partial<Record<Slug, AnalysisResponse>> = {};
    // The account's time limit (--account-timeout) covers all its routes and retries.
    const deadline = AbortSignal.timeout(this.accountTimeoutMs);
    for (const slug of routes) {
      const outcome = await this.call(slug, body, deadline);
      if (outcome.kind === "invalid") return { ...base, status: "invalid", violations: outcome.violations };
      if (outcome.kind === "failed") return { ...base, status: "unreadable", error: outcome.error };
      answers[slug] = outcome.response;
    }
    return { ...base, status: "ok", answers };
  }

  private async call(slug: Slug, body: string, deadline: AbortSignal): Promise<{ kind: "ok"; response: AnalysisResponse } | { kind: "invalid"; violations: { field: string; issue: string }[] } | { kind: "failed"; error: string }> {
    let lastProblem = "";
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      if (deadline.aborted) return { kind: "failed", error: `not answered within ${this.accountTimeoutMs / 1000} s (--account-timeout), so it was given up; the run went on` };
      const instance = await this.acquire();
      let result: Awaited<ReturnType<typeof callService>>;
      try {
        result = await callService(instance.url, this.key, slug, body, this.maxAnswerBytes, deadline);
      } finally {
        this.release(instance);
      }
      if (result.ok) {
        instance.counts.calls++;
        return { kind: "ok", response: result.response };
      }
      // A redirect or an endless answer: the URL is not the service, for this account or any other.
      if (result.kind === "untrusted") throw new FatalServiceError(result.message);
      instance.counts.retried++;
      if (result.kind === "unreachable") {
        lastProblem = result.message;
        await sleep(Math.min(2 ** attempt * 50, 2_000));
        continue;
      }
      const { failure } = result;
      if (failure.status === 400 || failure.status === 413) {
        instance.counts.retried--; // not retried: the book itself is refused
        return { kind: "invalid", violations: failure.details.length > 0 ? failure.details : [{ field: "envelope", issue: failure.message }] };
      }
      if (failure.status === 429 || RETRYABLE.has(failure.status)) {
        lastProblem = `${failure.status} ${failure.error}`;
        await sleep(Math.min(failure.retryAfterSeconds ?? 1, MAX_WAIT_SECONDS) * 1000);
        continue;
      }
      throw new FatalServiceError(`${instance.counts.url} refused ${slug} with ${failure.status} ${failure.error}: ${failure.message}${failure.status === 401 ? " Check the key (CASHFLOW_API_KEY or --key)." : ""}`);
    }
    return { kind: "failed", error: `no instance answered ${slug} after ${ATTEMPTS} attempts; last: ${lastProblem}` };
  }

  /** The least busy instance with a free slot, waiting for one when all are full. */
  private async acquire(): Promise<Instance> {
    for (;;) {
      const free = this.instances.filter((i) => i.inFlight < this.concurrency);
      if (free.length > 0) {
        const instance = free.reduce((least, candidate) => (candidate.inFlight < least.inFlight ? candidate : least));
        instance.inFlight++;
        return instance;
      }
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  private release(instance: Instance): void {
    instance.inFlight--;
    this.waiters.shift()?.();
  }
}
