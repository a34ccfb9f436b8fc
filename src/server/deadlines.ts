import type { DeadlineWatch } from "../log/request-context.js";

/**
 * Request deadlines of one fixed length, served by one timer for all requests in flight rather
 * than an `AbortController` and a `setTimeout` each: those were measurable per small request
 * (bench/RESULTS.md, "Profile notes"). As every deadline is the same length, the order requests
 * arrive in is the order their deadlines pass, so the timer only ever waits for the oldest one.
 */
export class Deadlines {
  /** Deadlines of requests still in flight, oldest first (a Set keeps insertion order). */
  private readonly pending = new Set<RequestDeadline>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly lengthMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** A deadline `lengthMs` from now; call `end` with it once the request is over. */
  start(): RequestDeadline {
    const deadline = new RequestDeadline(this.now() + this.lengthMs);
    this.pending.add(deadline);
    if (this.timer === undefined) this.arm(this.lengthMs);
    return deadline;
  }

  /** The request is over: its deadline no longer fires. */
  end(deadline: RequestDeadline): void {
    this.pending.delete(deadline);
  }

  private arm(delayMs: number): void {
    this.timer = setTimeout(() => this.expireDue(), delayMs);
    // Requests in flight keep the process alive through their sockets; the timer need not.
    this.timer.unref();
  }

  private expireDue(): void {
    this.timer = undefined;
    const nowMs = this.now();
    for (const deadline of this.pending) {
      if (deadline.expiresAtMs > nowMs) {
        this.arm(Math.max(1, Math.ceil(deadline.expiresAtMs - nowMs)));
        return;
      }
      this.pending.delete(deadline);
      deadline.expire();
    }
  }
}

/** One request's deadline, waited on through `onExpire`: cheaper than an `AbortSignal` and its listeners. */
export class RequestDeadline implements DeadlineWatch {
  private hasExpired = false;
  private listener: (() => void) | undefined;

  constructor(readonly expiresAtMs: number) {}

  get expired(): boolean {
    return this.hasExpired;
  }

  onExpire(listener: () => void): () => void {
    this.listener = listener;
    return () => {
      if (this.listener === listener) this.listener = undefined;
    };
  }

  /** Called by Deadlines when the time has come. */
  expire(): void {
    this.hasExpired = true;
    const listener = this.listener;
    this.listener = undefined;
    listener?.();
  }
}
