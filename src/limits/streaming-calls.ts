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

  constructor(
    readonly maxTotal: number,
    readonly maxPerConnection: number,
  ) {}

  /**
   * Admits one call on `connection` (an HTTP/2 session or an HTTP/1.1 socket: any object that
   * identifies the connection) and returns the function that releases it when the call ends, or
   * undefined when a cap is reached. Releasing twice releases once.
   */
  admit(connection: object): (() => void) | undefined {
    const onConnection = this.perConnection.get(connection) ?? 0;
    if (this.total >= this.maxTotal || onConnection >= this.maxPerConnection) return undefined;
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
