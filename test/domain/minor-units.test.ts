import { describe, expect, it } from "vitest";
import { money } from "../../src/domain/format-money.js";
import { minorUnitDigits } from "../../src/domain/minor-units.js";

describe("a currency's minor unit is ISO 4217's", () => {
  it("gives forints two digits, as ISO 4217 does, though everyday writing (and ICU) drops them", () => {
    // ISO 4217 list one: HUF 2, JPY 0, KWD 3, CLF 4, USD 2; COP and IDR 2 as well.
    expect([minorUnitDigits("HUF"), minorUnitDigits("JPY"), minorUnitDigits("KWD"), minorUnitDigits("CLF"), minorUnitDigits("USD"), minorUnitDigits("COP"), minorUnitDigits("IDR")]).toEqual([2, 0, 3, 4, 2, 2, 2]);
  });

  it("shows money with those digits, so a figure and its narrative agree", () => {
    // 45,000,000 minor units of HUF at two digits = 450,000.00 forints; 250,000 yen at none; 1,234.567 dinars at three.
    // ICU puts a no-break space (U+00A0) between a code and the figure.
    expect(money(45000000, "HUF")).toBe("HUF\u00a0450,000.00");
    expect(money(250000, "JPY")).toBe("¥250,000");
    expect(money(1234567, "KWD")).toBe("KWD\u00a01,234.567");
    expect(money(-50000, "USD")).toBe("-$500.00");
  });
});
