/** Refused calls between two garbage collections (see the constructor). */
const REFUSALS_PER_COLLECTION = 1_000;
/** A few event-loop turns: long enough for the refused calls in flight to let go of their requests. */
const COLLECT_AFTER_MS = 100;

/**
 * Admission for streaming calls (health Watch, server reflection). They need no key and stay open
 * by design, so each one a client opens holds memory until it ends; without a cap an anonymous
 * client could open them until the heap runs out. A call is admitted while the process holds fewer
 * than `maxTotal` and its connection fewer than `maxPerConnection`; beyond that it is refused
 * (ResourceExhausted on the wire) before any of it is read.
 */
export class StreamingCalls {
  private total = 0;
  private readonly perConnection = new WeakMap<object, number>();

  private refused = 0;

  /**
   * `collect`, when given, asks for a full garbage collection `afterMs` from now (the server's runs
   * at most one a second). A flood of refused calls leaves a heap of dead HTTP/2 requests that V8
   * would otherwise collect at its own pace, while the flood holds the memory peak up: every
   * REFUSALS_PER_COLLECTION refusals one is asked for, once the refusals in flight have let go of
   * their requests (bench/hostile.ts: 10,000 Watch streams, +198 → +173 MiB at the peak).
   */
  constructor(
    readonly maxTotal: number,
    readonly maxPerConnection: number,
    private readonly collect?: (afterMs: number) => void,
  ) {}

  /**
   * Admits one call on `connection` (an HTTP/2 session or an HTTP/1.1 socket: any object that
   * identifies the connection) and returns the function that releases it when the call ends, or
   * undefined when a cap is reached. Releasing twice releases once.
   */
  admit(connection: object): (() => void) | undefined {
    const onConnection = this.perConnection.get(connection) ?? 0;
    if (this.total >= this.maxTotal || onConnection >= this.maxPerConnection) {
      this.refused += 1;
      if (this.refused % REFUSALS_PER_COLLECTION === 0) this.collect?.(COLLECT_AFTER_MS);
      return undefined;
    }
    this.total += 1;
    this.perConnection.set(connection, onConnection + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      this.perConnection.set(connection, (this.perConnection.get(connection) ?? 1) - 1);
    };
  }

  /** Calls open now, for tests and metrics. */
  get open(): number {
    return this.total;
  }
}
