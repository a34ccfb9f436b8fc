import { describe, expect, it } from "vitest";
import { collectingAtMostOnceASecond } from "../../src/server/collect-garbage.js";
import { StreamingCalls } from "../../src/limits/streaming-calls.js";

describe("StreamingCalls", () => {
  it("admits up to the per-connection cap on one connection, and frees a place on release", () => {
    const calls = new StreamingCalls(100, 2);
    const connection = {};
    const first = calls.admit(connection);
    const second = calls.admit(connection);
    // Two open on this connection: the third is refused, while another connection still gets in.
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(calls.admit(connection)).toBeUndefined();
    expect(calls.admit({})).toBeDefined();
    first!();
    expect(calls.admit(connection)).toBeDefined();
  });

  it("refuses beyond the process-wide cap whatever the connection, and counts a double release once", () => {
    const calls = new StreamingCalls(3, 10);
    const releases = [calls.admit({}), calls.admit({}), calls.admit({})];
    expect(calls.open).toBe(3);
    expect(calls.admit({})).toBeUndefined();
    releases[0]!();
    releases[0]!();
    // One place freed, not two: 2 open, so exactly one more fits.
    expect(calls.open).toBe(2);
    expect(calls.admit({})).toBeDefined();
    expect(calls.admit({})).toBeUndefined();
  });

  it("runs one garbage collection after a thousand refusals, not one per refusal", async () => {
    let collections = 0;
    const calls = new StreamingCalls(0, 0, collectingAtMostOnceASecond(() => (collections += 1)));
    // 2,500 refusals in the same moment: the 1,000th and the 2,000th ask for a collection 100 ms on,
    // and the server's collector runs one a second at most.
    for (let i = 0; i < 2_500; i++) expect(calls.admit({})).toBeUndefined();
    // Timers of one delay fire in the order they were set: this one comes after any collection asked for.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(collections).toBe(1);
  });
});
