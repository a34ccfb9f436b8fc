/**
 * forecast-30d-cash-position — docs/methodology.md.
 *
 *   forecast_30d_minor    = round(cash + 30·μ − P), P = payables with due_date ≤ as_of + 30 (overdue included)
 *   confidence_band_minor = 1.96·σ·√(30·(1 + 30/N)) to 2 decimals (0 when N < 2)
 */
import { NO_CURRENCY_NOTE } from "../../src/narratives/format.js";
import { describe, expect, it } from "vitest";
import { FIXED_LINE, book, responseOf, structuredOf, tx } from "./support.js";

const SLUG = "forecast-30d-cash-position";

/** The ten-day book (see health-score.test.ts): N = 10, μ = −100, σ = √(42,900,000/9) = 2183.2697. */
const tenDayRows = [
  tx("2026-03-01", 5000),
  tx("2026-03-05", -2000),
  tx("2026-03-05", -1000),
  tx("2026-03-10", -3000),
];

describe("forecast-30d-cash-position", () => {
  it("projects the drift and widens the band by the 95% prediction interval", () => {
    const s = structuredOf(SLUG, book(tenDayRows, 100_000, "2026-03-10"));
    // cash + 30·μ − P = 100000 + 30·(−100) − 0
    expect(s.forecast_30d_minor).toBe(97_000);
    // 1.96·2183.2697·√(30·(1 + 30/10)) = 1.96·2183.2697·√120 = 1.96·2183.2697·10.954451 = 46876.382
    expect(s.confidence_band_minor).toBe(46_876.38);
    expect(Array.isArray(s.assumptions)).toBe(true);
    expect(s.assumptions.length).toBeGreaterThan(0);
    for (const line of s.assumptions) expect(typeof line).toBe("string");
  });

  it("subtracts payables due within 30 days, overdue ones included", () => {
    // as_of 2026-03-10 → as_of + 30 = 2026-04-09
    const payables = {
      items: [
        { amount_minor: 5_000, due_date: "2026-03-15" }, // within 30 days → in P
        { amount_minor: 2_000, due_date: "2026-04-09" }, // exactly as_of + 30 → in P (≤)
        { amount_minor: 7_000, due_date: "2026-04-10" }, // as_of + 31 → out
        { amount_minor: 1_000, due_date: "2026-02-01" }, // overdue → in P
        { amount_minor: 3_000 }, //                         no due date → out, said in assumptions
      ],
    };
    const s = structuredOf(SLUG, book(tenDayRows, 100_000, "2026-03-10", { payables }));
    // P = 5000 + 2000 + 1000 = 8000; 100000 − 3000 − 8000
    expect(s.forecast_30d_minor).toBe(89_000);
    // the band does not depend on payables
    expect(s.confidence_band_minor).toBe(46_876.38);
    expect(s.assumptions.join(" ")).toMatch(/due date/i);
  });

  it("does not mention undated payables when every payable has a due date", () => {
    const payables = { items: [{ amount_minor: 5_000, due_date: "2026-03-15" }] };
    const s = structuredOf(SLUG, book(tenDayRows, 100_000, "2026-03-10", { payables }));
    // 100000 − 3000 − 5000
    expect(s.forecast_30d_minor).toBe(92_000);
    expect(s.assumptions.join(" ")).not.toMatch(/without a due date|no due date/i);
  });

  it("gives a band for N = 2", () => {
    // as_of 2026-03-02, d = [+100, −100]: μ = 0, σ = 200/√2 = 141.4214
    // 1.96·141.4214·√(30·(1 + 30/2)) = 1.96·141.4214·√480 = 1.96·141.4214·21.9089 = 6072.838
    const s = structuredOf(SLUG, book([tx("2026-03-01", 100), tx("2026-03-02", -100)], 10_000, "2026-03-02"));
    expect(s.forecast_30d_minor).toBe(10_000);
    expect(s.confidence_band_minor).toBe(6_072.84);
  });

  it("gives no band for N = 1 and says so in the assumptions", () => {
    // N = 1: μ = −400, σ = 0 → band 0 (N < 2); forecast = 10000 + 30·(−400) = −2000
    const s = structuredOf(SLUG, book([tx("2026-03-31", -400)], 10_000, "2026-03-31"));
    expect(s.forecast_30d_minor).toBe(-2_000);
    expect(s.confidence_band_minor).toBe(0);
    const withBand = structuredOf(SLUG, book(tenDayRows, 100_000, "2026-03-10"));
    // the N < 2 case carries an assumption the N = 10 book does not
    expect(s.assumptions.filter((line) => !withBand.assumptions.includes(line)).length).toBeGreaterThan(0);
  });

  it("forecasts cash less payables for an empty window (N = 0)", () => {
    // μ = 0 (divides by N = 0), band 0; P = 2500 (due 2026-04-01 ≤ 2026-04-30)
    const s = structuredOf(SLUG, book([], 10_000, "2026-03-31", { payables: { items: [{ amount_minor: 2_500, due_date: "2026-04-01" }] } }));
    expect(s.forecast_30d_minor).toBe(7_500);
    expect(s.confidence_band_minor).toBe(0);
  });

  it("rounds a negative forecast half away from zero", () => {
    // as_of 2026-03-20, one row −1 on 2026-03-01 → N = 20, μ = −1/20
    // −10 + 30·(−0.05) = −11.5 → −12 (not −11)
    const s = structuredOf(SLUG, book([tx("2026-03-01", -1)], -10, "2026-03-20"));
    expect(s.forecast_30d_minor).toBe(-12);
  });

  it("leaves future-dated and stale rows out of the projection and says so", () => {
    // window 2025-12-11 … 2026-03-10; the two stray rows are left out → same figures as the ten-day book
    const rows = [tx("2025-12-10", -888_888), ...tenDayRows, tx("2026-03-11", 999_999)];
    const s = structuredOf(SLUG, book(rows, 100_000, "2026-03-10"));
    expect(s.forecast_30d_minor).toBe(97_000);
    expect(s.confidence_band_minor).toBe(46_876.38);
    const text = s.assumptions.join(" ");
    expect(text).toMatch(/after|future/i);
    expect(text).toMatch(/before|older|stale|outside/i);
    const clean = structuredOf(SLUG, book(tenDayRows, 100_000, "2026-03-10"));
    expect(s.assumptions.length).toBeGreaterThan(clean.assumptions.length);
  });

  it("states the projected balance, the band and the linear-drift caveat in the narrative", () => {
    const envelope = {
      account_id: "acct-spec",
      transactions: tenDayRows,
      balances: { current_minor: 100_000, as_of: "2026-03-10", currency: "USD" },
    };
    const { narrative } = responseOf(SLUG, envelope);
    // forecast 97000 cents = $970.00
    expect(narrative).toContain("$970.00");
    expect(narrative).toMatch(/linear|drift/i);
    expect(narrative.trimEnd().split("\n").at(-1)).toBe(FIXED_LINE);
  });

  it("formats yen without decimals, and an amount without a currency as a plain number with the note", () => {
    // N = 0 → forecast = cash
    const yen = responseOf(SLUG, { account_id: "a", transactions: [], balances: { current_minor: 1_234_567, as_of: "2026-03-31", currency: "JPY" } });
    expect(yen.narrative).toContain("¥1,234,567");
    // the currency may come from the transactions alone
    const fromRows = responseOf(SLUG, { account_id: "a", transactions: [{ date: "2026-03-31", amount_minor: 0, currency: "JPY" }], balances: { current_minor: 1_234_567 } });
    expect(fromRows.narrative).toContain("¥1,234,567");
    const plain = responseOf(SLUG, { account_id: "a", transactions: [], balances: { current_minor: 1_234_567, as_of: "2026-03-31" } });
    // 1,234,567 minor units with no currency: 12,345.67, and the note said once.
    expect(plain.narrative).toContain("12,345.67");
    expect(plain.narrative).not.toContain("minor units");
    expect(plain.narrative.split("\n").filter((line) => line === NO_CURRENCY_NOTE)).toHaveLength(1);
  });
});
