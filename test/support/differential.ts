import fc from "fast-check";
import { expect } from "vitest";

/**
 * What the tests of the hand-written readers (src/envelope/protobuf-binary.ts, json-scanner.ts) share:
 * damage to feed them, and a property run that counts how often the reader read and declined.
 */

/** Damage as a network or a hostile client does it: cut, flip, overwrite, splice (1 to 4 edits). */
export function damaged(inputs: fc.Arbitrary<Uint8Array>): fc.Arbitrary<Uint8Array> {
  return fc
    .tuple(inputs, fc.array(fc.tuple(fc.constantFrom("cut", "flip", "set", "insert"), fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 4 }))
    .map(([bytes, edits]) => {
      let out = Array.from(bytes);
      for (const [kind, at, byte] of edits) {
        const i = out.length === 0 ? 0 : at % out.length;
        if (kind === "cut") out = out.slice(0, i);
        else if (kind === "flip") out[i] = (out[i] ?? 0) ^ (1 << (byte % 8));
        else if (kind === "set") out[i] = byte;
        else out.splice(i, 0, byte);
      }
      return Uint8Array.from(out);
    });
}

/**
 * Runs `agrees` (which asserts the reader agrees with its stock parser where it reads) on `numRuns`
 * inputs, a new seed each run, and checks that both branches came up at least `atLeast` times each,
 * so the comparison was not vacuous.
 */
export function assertReadsAndDeclines(inputs: fc.Arbitrary<Uint8Array>, agrees: (bytes: Uint8Array) => "read" | "declined", numRuns: number, atLeast: number): void {
  let read = 0;
  let declined = 0;
  fc.assert(
    fc.property(inputs, (bytes) => {
      if (agrees(bytes) === "read") read++;
      else declined++;
    }),
    { numRuns },
  );
  expect(read).toBeGreaterThan(atLeast);
  expect(declined).toBeGreaterThan(atLeast);
}
