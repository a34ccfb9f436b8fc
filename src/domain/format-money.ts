/**
 * Money as people read it: the book's currency when known (ICU's symbols, ISO 4217's minor unit, so
 * forints show their two decimals like every other figure the API reads), else a plain amount.
 */

import { minorUnitDigits } from "./minor-units.js";

const currencyFormats = new Map<string, { format: Intl.NumberFormat; digits: number }>();

function currencyFormat(currency: string) {
  let entry = currencyFormats.get(currency);
  if (entry === undefined) {
    const digits = minorUnitDigits(currency);
    const format = new Intl.NumberFormat("en-US", { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    entry = { format, digits };
    currencyFormats.set(currency, entry);
  }
  return entry;
}

/** Amounts of a book with no currency are plain numbers with two decimals, and the text says so once. */
const plainAmount = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const NO_CURRENCY_NOTE = "Amounts are shown as plain numbers with two decimals: the request did not state a currency.";

/**
 * 123456 minor units of USD → "$1,234.56"; of JPY → "¥123,456". Built from the exact digits, so a
 * large amount is never shown rounded; without a currency: "1,234.56" (see NO_CURRENCY_NOTE).
 */
export function money(minor: number, currency: string | undefined): string {
  const { format, digits } = currency === undefined ? { format: plainAmount, digits: 2 } : currencyFormat(currency);
  const sign = minor < 0 ? "-" : "";
  const magnitude = String(Math.abs(minor)).padStart(digits + 1, "0");
  const decimal = digits === 0 ? magnitude : `${magnitude.slice(0, -digits)}.${magnitude.slice(-digits)}`;
  // Intl accepts a decimal string and formats it without going through a binary float.
  return format.format(`${sign}${decimal}` as unknown as number);
}
