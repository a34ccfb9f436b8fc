import type { Book } from "../domain/book.js";
import { roundHalfAwayFromZero } from "../domain/money.js";
import type { ArAccelerator } from "./types.js";

/**
 * Share of receivables still collectable by days past due (the CCAA collectability study, as
 * reprinted); linear between the points and flat after the last one.
 */
const COLLECTABLE_BY_AGE: readonly (readonly [days: number, share: number])[] = [
  [0, 0.949],
  [30, 0.899],
  [60, 0.813],
  [90, 0.696],
  [180, 0.521],
  [270, 0.391],
  [365, 0.228],
  [730, 0.093],
];

export function collectableShare(age: number): number {
  const last = COLLECTABLE_BY_AGE[COLLECTABLE_BY_AGE.length - 1]!;
  if (age >= last[0]) return last[1];
  for (let i = 1; i < COLLECTABLE_BY_AGE.length; i++) {
    const [toDays, toShare] = COLLECTABLE_BY_AGE[i]!;
    if (age <= toDays) {
      const [fromDays, fromShare] = COLLECTABLE_BY_AGE[i - 1]!;
      return fromShare + ((toShare - fromShare) * (age - fromDays)) / (toDays - fromDays);
    }
  }
  return COLLECTABLE_BY_AGE[0]![1];
}

/**
 * Ranks buckets largest balance first; each bucket's score is the value lost by waiting another
 * month, amount · (p(age) − p(age + 30)), relative to the bucket that loses most.
 */
export function arAccelerator(book: Book): ArAccelerator {
  const rows = book.receivables.map((bucket) => ({
    bucket,
    monthlyLoss: bucket.amount * (collectableShare(bucket.age) - collectableShare(bucket.age + 30)),
  }));
  const largestLoss = rows.reduce((max, row) => Math.max(max, row.monthlyLoss), 0);
  rows.sort(
    (a, b) =>
      b.bucket.amount - a.bucket.amount ||
      b.bucket.age - a.bucket.age ||
      (a.bucket.label < b.bucket.label ? -1 : a.bucket.label > b.bucket.label ? 1 : 0),
  );
  return {
    prioritized: rows.map(({ bucket, monthlyLoss }) => ({
      bucket: bucket.label,
      amount_minor: bucket.amount,
      collection_score: largestLoss === 0 ? 0 : roundHalfAwayFromZero((100 * monthlyLoss) / largestLoss),
    })),
  };
}
