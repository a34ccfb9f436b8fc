import { describe, expect, it } from "vitest";
import { Reader } from "../../src/domain/reader.js";

/**
 * Decoded protobuf messages carry int64 amounts as bigint. They get exactly the answers JSON numbers
 * and decimal strings get: accepted within ±(2^53−1), refused beyond it with the same sentence.
 */
describe("Reader.integer with bigint amounts", () => {
  const MAX = Number.MAX_SAFE_INTEGER;

  it("accepts ±(2^53−1) exactly", () => {
    const reader = new Reader();
    expect(reader.integer(BigInt(MAX), "amount_minor", true)).toBe(MAX);
    expect(reader.integer(-BigInt(MAX), "amount_minor", true)).toBe(-MAX);
    expect(reader.integer(0n, "amount_minor", true)).toBe(0);
    expect(reader.failed).toBe(false);
  });

  it.each([BigInt(MAX) + 1n, -(BigInt(MAX) + 1n), 2n ** 60n, -(2n ** 63n)])("refuses %s as a number beyond the range would be", (amount) => {
    const fromBigint = new Reader();
    const fromString = new Reader();
    expect(fromBigint.integer(amount, "amount_minor", true)).toBeUndefined();
    fromString.integer(String(amount), "amount_minor", true);
    expect(fromBigint.violations).toEqual(fromString.violations);
    expect(fromBigint.violations[0]?.issue).toMatch(/^Is outside ±9,007,199,254,740,991/);
  });
});
