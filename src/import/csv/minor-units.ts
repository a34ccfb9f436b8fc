/**
 * Amounts written in a currency's minor unit. Exports made from a ledger's API (Blink's wallet
 * export: `credit` 1500, `debit` 0, `centsAmount` 1500 for 15.00 USD) write whole cents with no
 * decimal mark. A whole figure alone cannot say which unit it is in; the file says it where the
 * amount's own header names the unit (`amount_minor`, `Amount (cents)`), or where a column named in
 * cents repeats the amount on every row, digit for digit. Where nothing says it
 * (Synctera's transactions file: `-13862` for -138.62 USD, no decimal mark anywhere), the unit is
 * the user's to give (`--amounts-in`), never guessed: most files of whole numbers mean whole dollars,
 * but reading cents as dollars makes every figure a hundred times too large.
 */
import { cell, type CsvRecord } from "./records.js";

/** Header words that name a currency's minor unit. */
const MINOR_UNIT_WORDS = new Set(["cents", "cent", "pence", "minor", "centimes", "centavos", "kopecks"]);

/**
 * Whether a header names a minor unit, read as written (a unit in parentheses and camel case
 * included): "Amount (cents)", "amount_minor", "centsAmount", "Betrag in Cent".
 */
function namesMinorUnit(header: string): boolean {
  return header.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2").toLowerCase().split(/[^\p{L}]+/u).some((word) => MINOR_UNIT_WORDS.has(word));
}

/**
 * The first of the row's own amount columns when each of them names a minor unit in its header
 * (`amount_minor`, or `Debit (pence)` beside `Credit (pence)`), so that the file says its unit
 * itself; undefined when one of them does not.
 */
export function amountHeaderInMinorUnits(names: readonly string[], ownAmountColumns: readonly number[]): number | undefined {
  return ownAmountColumns.length > 0 && ownAmountColumns.every((column) => namesMinorUnit(names[column] ?? "")) ? ownAmountColumns[0] : undefined;
}

const WHOLE = /^-?\d+$/;

/** An amount written with cents after a decimal mark (`-138.62`, `12,5`), which a minor-unit header cannot hold. */
const WITH_CENTS = /[.,]\d{1,2}$/;

/** The first row whose amount in one of `columns` is written with cents, or undefined. */
export function centsWrittenOut(rows: readonly CsvRecord[], columns: readonly number[]): { row: CsvRecord; column: number; value: string } | undefined {
  for (const row of rows) {
    for (const column of columns) if (WITH_CENTS.test(cell(row, column))) return { row, column, value: cell(row, column) };
  }
  return undefined;
}

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
  const found = names.findIndex((name, column) => !amountColumns.includes(column) && namesMinorUnit(name) && repeatsAmounts(column));
  return found < 0 ? undefined : found;
}

/**
 * Currencies that ISO 4217 gives two decimals but whose minor unit is out of use: no coin, and banks
 * print whole amounts (Hungarian fillér withdrawn in 1999, Taiwanese cents used only in trading, the
 * rupiah's sen, the peso's centavos, the tenge's tiyn...). A bare whole number in one of them is in
 * units; nobody writes them in cents.
 */
export const CENTS_OUT_OF_USE: ReadonlySet<string> = new Set(["HUF", "TWD", "IDR", "COP", "KZT", "UZS", "AMD", "MNT", "RSD"]);

/** A figure with nothing but a sign and digits: no decimal mark, grouping, symbol or side mark. */
const BARE = /^[-+]?\d+$/;
/** A bare zero (`0`, `-00`): it says nothing of the unit, so it is never the amount quoted. */
const BARE_ZERO = /^[-+]?0+$/;

/**
 * One amount and its column when every filled amount is a bare whole number and no balance shows a
 * decimal mark, so that the file cannot say whether `-13862` is dollars or cents; undefined when it
 * can. A balance written with decimals (`1,204.50`) beside whole amounts says the amounts are units.
 * A row wider than the header (`width` fields) leaves the unit to the check that refuses that row.
 */
export function unitUnsaid(rows: readonly CsvRecord[], width: number, amountColumns: readonly number[], balanceColumns: readonly number[]): { sample: string; column: number } | undefined {
  let found: { sample: string; column: number } | undefined;
  for (const row of rows) {
    if (row.fields.length > width) return undefined;
    for (const column of amountColumns) {
      const value = cell(row, column);
      if (value === "") continue;
      if (!BARE.test(value)) return undefined;
      if (found === undefined && !BARE_ZERO.test(value)) found = { sample: value, column };
    }
    for (const column of balanceColumns) {
      const value = cell(row, column);
      if (value !== "" && !BARE.test(value)) return undefined;
    }
  }
  return found;
}
