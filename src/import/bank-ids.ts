/**
 * The bank's own id of each row, as a reader found it (OFX FITID, camt AcctSvcrRef, an MT940 or
 * BAI2 bank reference, an aggregator's transaction id). Rows seen in two files are kept once by
 * it, so an id is given only where it names one row of the file: an id the file gives to two
 * rows would make those two rows one, and neither gets it.
 */

import type { ImportedTransaction } from "./types.js";

/** Sets `id` on each transaction whose found id is unique in the file; returns how many rows were left without theirs. */
export function assignBankIds(transactions: ImportedTransaction[], found: readonly (string | undefined)[]): number {
  const uses = new Map<string, number>();
  for (const id of found) if (id !== undefined) uses.set(id, (uses.get(id) ?? 0) + 1);
  let withheld = 0;
  transactions.forEach((transaction, i) => {
    const id = found[i];
    if (id === undefined) return;
    if (uses.get(id) === 1) transaction.id = id;
    else withheld++;
  });
  return withheld;
}
