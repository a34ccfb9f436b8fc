/**
 * Amounts written in a currency's minor unit. Exports made from a ledger's API (Blink's wallet
 * export: `credit` 1500, `debit` 0, `centsAmount` 1500 for 15.00 USD) write whole cents with no
 * decimal mark. A whole figure alone cannot say which unit it is in; the file says it where a
 * column named in cents repeats the amount on every row, digit for digit.
 */
import { cell, type CsvRecord } from "./records.js";
import { normalizeName } from "./header.js";

/** Header words that name a currency's minor unit. */
const MINOR_UNIT_WORDS = new Set(["cents", "cent", "pence", "minor", "centimes", "centavos", "kopecks"]);

const WHOLE = /^-?\d+$/;

/**
 * The column, outside the amount columns, that is named in cents and holds on every row the
 * digits of the row's one filled amount (a debit and credit pair's other side empty or 0), or
 * undefined. Any decimal mark in an amount, or one row that differs, and there is none.
 */
export function centsColumnOf(names: readonly string[], rows: readonly CsvRecord[], amountColumns: readonly number[]): number | undefined {
  if (rows.length === 0) return undefined;
  const digitsOf = (value: string) => value.replace(/^-/, "");
  const amountOf = (row: CsvRecord): string | undefined => {
    const filled = amountColumns.map((column) => cell(row, column)).filter((value) => value !== "" && !/^-?0+$/.test(value));
    return filled.length === 1 && WHOLE.test(filled[0]!) ? digitsOf(filled[0]!) : undefined;
  };
  const repeatsAmounts = (column: number) =>
    rows.every((row) => {
      const amount = amountOf(row);
      return amount !== undefined && WHOLE.test(cell(row, column)) && digitsOf(cell(row, column)) === amount;
    });
  const namedInCents = (name: string) => normalizeName(name).split(" ").some((word) => MINOR_UNIT_WORDS.has(word));
  const found = names.findIndex((name, column) => !amountColumns.includes(column) && namedInCents(name) && repeatsAmounts(column));
  return found < 0 ? undefined : found;
}
