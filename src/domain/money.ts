import { FigureOutOfRange } from "./violations.js";

/** The largest integer a JSON number carries exactly: money beyond it is rejected, never rounded. */
export const MAX_EXACT_MINOR = Number.MAX_SAFE_INTEGER;

/** "9,007,199,254,740,991": the limit as people read it, for error messages. */
export const MAX_EXACT_MINOR_TEXT = MAX_EXACT_MINOR.toLocaleString("en-US");

/**
 * Rounds half away from zero (2.5 → 3, −2.5 → −3), the methodology's rule; Math.round rounds
 * −2.5 to −2. Going through 15 significant digits first absorbs binary noise such as
 * 1.005 × 100 = 100.49999999999999, so a value that is a half in decimal rounds as one.
 */
export function roundHalfAwayFromZero(value: number, decimals = 0): number {
  const scale = 10 ** decimals;
  const scaled = Number((Math.abs(value) * scale).toPrecision(15));
  const rounded = Math.round(scaled) / scale;
  return value < 0 ? -rounded : rounded + 0; // + 0 turns −0 into 0
}

/** Exact round(numerator / denominator), half away from zero, for money formulas with a divisor. */
export function roundRatio(numerator: bigint, denominator: bigint): bigint {
  if (denominator < 0n) return roundRatio(-numerator, -denominator);
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return numerator < 0n ? -rounded : rounded;
}

/**
 * Turns an exact money figure into a JSON-safe number, or rejects the request naming the input
 * field that drove it there: a figure that cannot be written exactly is never sent rounded.
 */
export function exactMinor(value: bigint | number, field: string, figure: string): number {
  const big = typeof value === "bigint" ? value : BigInt(value);
  if (big > BigInt(MAX_EXACT_MINOR) || big < -BigInt(MAX_EXACT_MINOR)) {
    throw new FigureOutOfRange({
      field,
      issue: `The ${figure} would be beyond ±${MAX_EXACT_MINOR_TEXT} minor units, the largest amount that can be reported exactly; split the book or check this field.`,
    });
  }
  return Number(big);
}

/** Adds a safe-integer amount to a running total, rejecting the total once it leaves the exact range. */
export function addExact(total: number, amount: number, field: string, figure: string): number {
  const sum = total + amount;
  // Both operands are safe integers, so an inexact sum necessarily lands outside the safe range.
  if (sum > MAX_EXACT_MINOR || sum < -MAX_EXACT_MINOR) exactMinor(BigInt(total) + BigInt(amount), field, figure);
  return sum;
}
