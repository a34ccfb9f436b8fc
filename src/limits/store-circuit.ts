/**
 * A circuit breaker for a shared store the rate limit asks on every call. After `openAfter` calls
 * in a row have failed (timed out or errored), the circuit opens: calls stop waiting on the store
 * (those already waiting too, through `waitFor`) and are decided without it, and `probe` is tried every `retryMs` in the background, never on a
 * caller's time. The first probe that succeeds closes the circuit again.
 */

export interface CircuitOptions {
  /** Failures in a row that open the circuit. */
  openAfter: number;
  /** While open, how long between probes. */
  retryMs: number;
  /** A cheap call to the store that resolves when it answers in time, and rejects otherwise. */
  probe: () => Promise<unknown>;
  /** Told when the circuit opens and when it closes, to log each change once. */
  onOpen: () => void;
  onClose: () => void;
}

export class StoreCircuit {
  private failuresInARow = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** Calls waiting on the store now, each released when the circuit opens. */
  private readonly waiting = new Set<() => void>();

  constructor(private readonly options: CircuitOptions) {}

  /**
   * `call`'s outcome, or a rejection with CircuitOpen as soon as the circuit opens while it waits:
   * under load many calls are waiting then, and they stop waiting at once rather than each at
   * its own timeout.
   */
  waitFor<T>(call: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const release = () => reject(new CircuitOpen());
      this.waiting.add(release);
      call.then(resolve, reject).finally(() => this.waiting.delete(release));
    });
  }

  /** Whether calls should go to the store (the circuit is closed). */
  get closed(): boolean {
    return this.retryTimer === undefined;
  }

  succeeded(): void {
    this.failuresInARow = 0;
  }

  failed(): void {
    this.failuresInARow += 1;
    if (this.closed && this.failuresInARow >= this.options.openAfter && !this.stopped) {
      this.options.onOpen();
      for (const release of this.waiting) release();
      this.waiting.clear();
      this.scheduleProbe();
    }
  }

  /** Stops probing, at shutdown. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
  }

  private scheduleProbe(): void {
    this.retryTimer = setTimeout(() => {
      this.options.probe().then(
        () => {
          if (this.stopped) return;
          this.retryTimer = undefined;
          this.failuresInARow = 0;
          this.options.onClose();
        },
        () => {
          if (!this.stopped) this.scheduleProbe();
        },
      );
    }, this.options.retryMs);
    // A probe is never what keeps the process running.
    this.retryTimer.unref();
  }
}

/** The circuit opened while the call waited on the store. */
export class CircuitOpen extends Error {
  override name = "CircuitOpen";
}
