import type { Logger } from "./logger.js";

/**
 * Keeps the log bounded under a flood of refused, reset or cancelled requests that carry no valid
 * key: anyone on the network can send those, and a line each would let them fill disks and bury the
 * lines that matter. In every second the first `linesPerSecond` are logged one by one, as any
 * request is; the rest are only counted, and one summary line at the end of that second gives the
 * counts by surface and outcome. Requests with a valid key are always logged in full: a key holder
 * is accountable and rate-limited. Metrics count every request either way.
 */
export class KeylessRefusals {
  private windowStartMs = Number.NEGATIVE_INFINITY;
  private loggedInWindow = 0;
  private readonly suppressed = new Map<string, number>();
  private flushTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly logger: Logger,
    private readonly linesPerSecond = 10,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Whether this refusal gets its own line; when not, it is counted into the second's summary. */
  admit(surface: string, outcome: string): boolean {
    const nowMs = this.now();
    if (nowMs - this.windowStartMs >= 1_000) {
      this.flush();
      this.windowStartMs = nowMs;
      this.loggedInWindow = 0;
    }
    if (this.loggedInWindow < this.linesPerSecond) {
      this.loggedInWindow += 1;
      return true;
    }
    const kind = `${surface} ${outcome}`;
    this.suppressed.set(kind, (this.suppressed.get(kind) ?? 0) + 1);
    // The summary is written when the second is over, even if no further request comes to end it.
    this.flushTimer ??= setTimeout(() => this.flush(), Math.max(0, this.windowStartMs + 1_000 - nowMs)).unref();
    return false;
  }

  /** Writes the pending summary line, if any (also at shutdown, so no count is lost). */
  flush(): void {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    if (this.suppressed.size === 0) return;
    const counts = [...this.suppressed].map(([kind, count]) => {
      const [surface, outcome] = kind.split(" ");
      return { surface, outcome, count };
    });
    this.suppressed.clear();
    this.logger.info({ not_logged_one_by_one: counts, total: counts.reduce((sum, { count }) => sum + count, 0) }, "requests without a valid key");
  }
}
