/**
 * Exchange rates the user gives (`--fx EUR=1.0832@2026-03-31`: 1.0832 units of the book's currency
 * per euro, the rate of 31 March 2026), and conversion with them. A rate is never looked up: an
 * account in another currency without one is refused. Conversion is exact on the decimal digits
 * (BigInt), with one rounding per amount to the book currency's minor unit, half away from zero.
 */

import { MAX_EXACT_MINOR } from "../../domain/money.js";
import { parseDay } from "../../domain/dates.js";
import { currencyDecimals, isKnownCurrency } from "../amount.js";

export interface FxRate {
  /** The other currency, ISO 4217. */
  currency: string;
  /** The rate as the user wrote it, e.g. "1.0832": units of the book currency per unit of `currency`. */
  rate: string;
  /** The date the rate applies to, YYYY-MM-DD. */
  date: string;
}

export type FxParse = { ok: true; rate: FxRate } | { ok: false; problem: string };

const FX = /^([A-Za-z]{3})=(\d+(?:\.\d+)?)@(\d{4}-\d{2}-\d{2})$/;

/** Reads one `--fx` value; the problem names what to write instead. */
export function parseFx(text: string): FxParse {
  const match = FX.exec(text.trim());
  const form = "write it as CODE=RATE@DATE, e.g. --fx EUR=1.0832@2026-03-31 (units of the book's currency per one EUR, on that date)";
  if (match === null) return { ok: false, problem: `--fx '${text}' is not a rate; ${form}` };
  const [, code = "", rate = "", date = ""] = match;
  const currency = code.toUpperCase();
  if (!isKnownCurrency(currency)) return { ok: false, problem: `--fx '${text}': '${code}' is not an ISO 4217 currency code; ${form}` };
  if (parseDay(date) === undefined) return { ok: false, problem: `--fx '${text}': '${date}' is not a calendar date; ${form}` };
  if (!/[1-9]/.test(rate)) return { ok: false, problem: `--fx '${text}': a rate of zero would erase the account; ${form}` };
  return { ok: true, rate: { currency, rate, date } };
}

export type Converted = { ok: true; minor: number } | { ok: false; problem: string };

/**
 * `minor` units of `from` → minor units of `to` at `rate` (to per from). With the rate as the
 * integer R over 10^k, the exact value in `to`'s minor units is
 * minor × R × 10^(dTo) / (10^k × 10^(dFrom)); it is rounded once, half away from zero.
 */
export function convertMinor(minor: number, from: string, to: string | undefined, rate: string): Converted {
  const [whole = "", fraction = ""] = rate.split(".");
  const numerator = BigInt(minor) * BigInt(whole + fraction) * 10n ** BigInt(to === undefined ? 2 : currencyDecimals(to));
  const denominator = 10n ** BigInt(fraction.length + currencyDecimals(from));
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  let quotient = magnitude / denominator;
  // Half away from zero: a remainder of at least half the denominator rounds the magnitude up.
  if ((magnitude % denominator) * 2n >= denominator) quotient += 1n;
  if (quotient > BigInt(MAX_EXACT_MINOR)) return { ok: false, problem: "is too large to convert exactly" };
  const result = Number(quotient);
  return { ok: true, minor: negative ? -result + 0 : result };
}
