/**
 * How every reader stops: a Refusal thrown anywhere inside a reader and turned into the result
 * value at its edge (resultOf), so no helper threads failures back by hand and no input makes a
 * reader throw. A refusal names where (a line, an element, a JSON path), what was expected there,
 * and the flag or edit that settles it.
 */

import { money } from "../domain/format-money.js";
import type { ImportedBook, ImportResult } from "./types.js";

export class Refusal {
  constructor(
    readonly at: string | undefined,
    readonly expected: string,
    readonly fix: string,
  ) {}
}

/**
 * The closing balance a file does not state, as the user is asked to give it, by the option that
 * takes it: a card's is what it owes (`--owed`), an account's its balance (`--balance`).
 */
export const BALANCE_TO_GIVE = {
  owed: "what the card owes after the file, as its statement prints it",
  balance: "the balance after the file, as the bank prints it",
} as const;

/** The fix for a file that does not add up or does not parse: it was damaged or edited. */
export const EXPORT_AGAIN = "export the statement again from online banking; the file is damaged or was edited";

export function resultOf(fileName: string, read: () => ImportedBook): ImportResult {
  try {
    return { ok: true, book: read() };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { ok: false, refusal: { file: fileName, ...(error.at === undefined ? {} : { at: error.at }), expected: error.expected, fix: error.fix } };
  }
}

/** A figure for a message, exact: 123456 minor units of EUR → "€1,234.56". */
export function figure(minor: bigint | number, currency: string): string {
  return money(Number(minor), currency);
}

/** "1 entry", "3 entries", "2 statements". */
export function plural(count: number, word: string): string {
  if (count === 1) return `${count} ${word}`;
  return `${count} ${/[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`}`;
}
