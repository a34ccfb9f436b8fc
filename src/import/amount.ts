/**
 * Bank exports write money in major units ("1,234.56", "(12.00)"); the envelope wants integer minor
 * units. The conversion is done on the digits as text, never through a binary float, so
 * "1,234.56" is 123456 exactly and an amount the currency cannot hold is refused, not rounded.
 */

import { minorUnitDigits } from "../domain/minor-units.js";
import { MAX_EXACT_MINOR } from "../domain/money.js";

/** The currency's minor-unit digits as ISO 4217 has them (USD 2, JPY 0, BHD 3, HUF 2): see src/domain/minor-units.ts. */
export const currencyDecimals = minorUnitDigits;

/** Every ISO 4217 code this Node's ICU knows: the same set the engine accepts. */
const knownCurrencies: ReadonlySet<string> = new Set(Intl.supportedValuesOf("currency"));

export function isKnownCurrency(code: string): boolean {
  return knownCurrencies.has(code);
}

/**
 * Codes banks still print for a currency whose ISO code has changed: Russian banks write the
 * ruble as RUR, its code before the 1998 redenomination; no account holds those old rubles now.
 */
const RENAMED: Readonly<Record<string, string>> = { RUR: "RUB" };

/** The ISO 4217 code a file's three capitals stand for (`RUR` is `RUB`), or undefined when none. */
export function currencyCode(text: string): string | undefined {
  if (!/^[A-Z]{3}$/.test(text)) return undefined;
  const code = RENAMED[text] ?? text;
  return isKnownCurrency(code) ? code : undefined;
}

/**
 * sign, optional currency symbol, digits (grouped by commas in threes, or plain), optional fraction.
 * Grouping is checked so that "12,3" — a European decimal comma, or a typo — is refused rather
 * than read as 123.
 */
const AMOUNT = /^([+-]?)\s*(?:[$€£¥]\s*)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/;
const FRACTION_ONLY = /^([+-]?)\s*(?:[$€£¥]\s*)?\.(\d+)$/;

export type AmountResult = { ok: true; minor: number } | { ok: false; problem: string };

/**
 * "1,234.56" → 123456 (2 decimals), "-12.00" → −1200, "(12.00)" → −1200 (accounting negative),
 * "1,235" → 1235 (JPY, 0 decimals). Extra fraction digits are accepted only when they are zeros
 * ("1,235.00" in JPY), because anything else would have to be rounded.
 */
export function parseMajorAmount(text: string, decimals: number): AmountResult {
  let body = text.trim();
  let negative = false;
  if (body.startsWith("(") && body.endsWith(")")) {
    negative = true;
    body = body.slice(1, -1).trim();
  }
  let sign: string;
  let whole: string;
  let fraction: string;
  const match = AMOUNT.exec(body);
  if (match !== null) {
    [, sign = "", whole = "", fraction = ""] = match;
  } else {
    const bare = FRACTION_ONLY.exec(body);
    if (bare === null) return { ok: false, problem: "is not an amount" };
    [, sign = "", fraction = ""] = bare;
    whole = "0";
  }
  if (negative && sign !== "") return { ok: false, problem: "is not an amount (both parentheses and a sign)" };
  if (sign === "-") negative = true;

  const kept = fraction.slice(0, decimals);
  const dropped = fraction.slice(decimals);
  if (/[^0]/.test(dropped)) {
    return { ok: false, problem: `has more than ${decimals} decimal${decimals === 1 ? "" : "s"}, which the currency cannot hold exactly` };
  }
  const digits = whole.replaceAll(",", "") + kept.padEnd(decimals, "0");
  const magnitude = BigInt(digits);
  if (magnitude > BigInt(MAX_EXACT_MINOR)) {
    return { ok: false, problem: "is too large to be handled exactly" };
  }
  const minor = Number(magnitude);
  // `+ 0` turns −0 ("-0.00") into 0, so the envelope never carries a negative zero.
  return { ok: true, minor: negative ? -minor + 0 : minor };
}

/** Minor units as the bank would print them: 135532 → "1355.32", −5 → "-0.05". Exact, for messages. */
export function formatMinor(minor: bigint | number, decimals: number): string {
  const value = BigInt(minor);
  const digits = (value < 0n ? -value : value).toString().padStart(decimals + 1, "0");
  const whole = decimals === 0 ? digits : digits.slice(0, -decimals);
  const fraction = decimals === 0 ? "" : `.${digits.slice(-decimals)}`;
  return `${value < 0n ? "-" : ""}${whole}${fraction}`;
}
