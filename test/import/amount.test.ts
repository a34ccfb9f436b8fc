/**
 * Money text in major units → integer minor units, by string arithmetic (never a float). Every
 * expected value is the printed figure with its decimal point removed.
 */
import { describe, expect, it } from "vitest";
import { currencyDecimals, parseMajorAmount } from "../../src/import/amount.js";

describe("major units → minor units, by string arithmetic", () => {
  it("reads the currency's decimals from Intl: USD 2, JPY 0, BHD 3", () => {
    expect(currencyDecimals("USD")).toBe(2);
    expect(currencyDecimals("JPY")).toBe(0);
    expect(currencyDecimals("BHD")).toBe(3);
  });

  it.each([
    ["1,234.56", 2, 123456], // "1234" + "56"
    ["-12.00", 2, -1200], // "12" + "00", negative
    ["(12.00)", 2, -1200], // accounting parentheses mean negative
    ["+7.5", 2, 750], // one decimal padded: "7" + "50"
    [".05", 2, 5], // no whole part: "0" + "05"
    ["$1,000,000.01", 2, 100000001], // currency symbol and two groups
    ["1,235", 0, 1235], // JPY: no decimals
    ["1,235.00", 0, 1235], // JPY with zero decimals written: nothing is lost
    ["12.345", 3, 12345], // BHD: three decimals
    // 0.1 + 0.2 style float noise cannot arise: 9,007,199,254,740.99 is 2^53 − 1 cents exactly.
    ["90,071,992,547,409.91", 2, 9007199254740991],
  ])("%s with %i decimals → %i", (text, decimals, minor) => {
    expect(parseMajorAmount(text, decimals)).toEqual({ ok: true, minor });
  });

  it("turns -0.00 into 0, not a negative zero", () => {
    const result = parseMajorAmount("-0.00", 2);
    expect(result.ok && Object.is(result.minor, 0)).toBe(true);
  });

  it.each([
    ["12,3x", "is not an amount"],
    ["12,3", "is not an amount"], // a decimal comma or a typo: never read as 123
    ["1,23,456.00", "is not an amount"], // Indian grouping is not the export's format
    ["(-12.00)", "is not an amount (both parentheses and a sign)"],
    ["12.345", "has more than 2 decimals, which the currency cannot hold exactly"],
    ["90,071,992,547,409.92", "is too large to be handled exactly"], // 2^53 cents
    ["", "is not an amount"],
  ])("refuses %j: %s", (text, problem) => {
    expect(parseMajorAmount(text, 2)).toEqual({ ok: false, problem });
  });

  it("refuses a fraction in a currency without minor units (JPY 12.5)", () => {
    expect(parseMajorAmount("12.5", 0)).toEqual({ ok: false, problem: "has more than 0 decimals, which the currency cannot hold exactly" });
  });
});
