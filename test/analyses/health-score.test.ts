/**
 * cashflow-health-score — docs/methodology.md
 *
 *   score = round(100·(0.5·C + 0.3·F + 0.2·V))
 *   C = clamp(buffer_days/90, 0, 1), buffer_days = cash/(outflow/N)   (0 when cash ≤ 0; 1 when outflow = 0 and cash > 0)
 *   F = (r + 1)/2, r = (inflow − outflow)/(inflow + outflow)          (r = 0 when both are 0)
 *   V = 1/(1 + volatility_index), volatility_index = σ/(outflow/N) to 4 decimals (0 when outflow = 0)
 */
import { describe, expect, it } from "vitest";
import { FIXED_LINE, book, responseOf, structuredOf, tx } from "./support.js";

const SLUG = "cashflow-health-score";

/**
 * The ten-day book used across these specs. as_of 2026-03-10, first row 2026-03-01:
 *   S = 2026-03-01, N = 10
 *   d = [+5000, 0, 0, 0, −3000, 0, 0, 0, 0, −3000]  (the two rows of 03-05 net to −3000)
 *   inflow = 5000, outflow = 2000 + 1000 + 3000 = 6000, μ = −1000/10 = −100
 *   d − μ = [5100, 100, 100, 100, −2900, 100, 100, 100, 100, −2900]
 *   Σ(d − μ)² = 26,010,000 + 7·10,000 + 2·8,410,000 = 42,900,000
 *   σ = √(42,900,000/9) = √4,766,666.67 = 2183.2697
 */
const tenDayRows = [
  tx("2026-03-01", 5000),
  tx("2026-03-05", -2000),
  tx("2026-03-05", -1000),
  tx("2026-03-10", -3000),
];

describe("cashflow-health-score", () => {
  it("scores the ten-day book with a full cash buffer", () => {
    const s = structuredOf(SLUG, book(tenDayRows, 100_000, "2026-03-10"));
    // net = inflow − outflow = 5000 − 6000
    expect(s.drivers.net_position_minor).toBe(-1000);
    // round(outflow·30/N) = round(6000·30/10)
    expect(s.drivers.monthly_outflow_minor).toBe(18_000);
    // σ/(outflow/N) = 2183.2697/600 = 3.638783 → 4 decimals
    expect(s.drivers.volatility_index).toBe(3.6388);
    // buffer_days = 100000/600 = 166.7 → C = 1
    // r = −1000/11000 = −1/11 → F = (1 − 1/11)/2 = 0.454545
    // V = 1/(1 + 3.6388) = 0.215573
    // 100·(0.5·1 + 0.3·0.454545 + 0.2·0.215573) = 50 + 13.6364 + 4.3115 = 67.948 → 68
    expect(s.score).toBe(68);
  });

  it("scales the cash buffer below 90 days (C between 0 and 1)", () => {
    // as_of 2026-03-04, S = 2026-03-01, N = 4, d = [+1000, −3000, 0, −1000]
    // inflow 1000, outflow 4000, μ = −3000/4 = −750
    // d − μ = [1750, −2250, 750, −250] → Σ² = 3,062,500 + 5,062,500 + 562,500 + 62,500 = 8,750,000
    // σ = √(8,750,000/3) = 1707.8251; outflow/N = 1000 → volatility_index = 1.7078
    const s = structuredOf(SLUG, book(
      [tx("2026-03-01", 1000), tx("2026-03-02", -3000), tx("2026-03-04", -1000)],
      22_500,
      "2026-03-04",
    ));
    expect(s.drivers.net_position_minor).toBe(-3000);
    // round(4000·30/4)
    expect(s.drivers.monthly_outflow_minor).toBe(30_000);
    expect(s.drivers.volatility_index).toBe(1.7078);
    // buffer_days = 22500/1000 = 22.5 → C = 22.5/90 = 0.25
    // r = −3000/5000 = −0.6 → F = 0.2;  V = 1/2.7078 = 0.369303
    // 100·(0.125 + 0.06 + 0.073861) = 25.886 → 26
    expect(s.score).toBe(26);
  });

  it("scores an empty window (N = 0) with positive cash as 85", () => {
    // N = 0: inflow = outflow = 0 → r = 0, F = 0.5; volatility_index = 0, V = 1; outflow = 0 and cash > 0 → C = 1
    // 100·(0.5 + 0.15 + 0.2) = 85
    const s = structuredOf(SLUG, book([], 5_000, "2026-03-31"));
    expect(s).toEqual({
      score: 85,
      drivers: { net_position_minor: 0, monthly_outflow_minor: 0, volatility_index: 0 },
    });
  });

  it("scores an empty window with no cash (cash ≤ 0) as 35", () => {
    // C = 0 (cash ≤ 0), F = 0.5, V = 1 → 100·(0 + 0.15 + 0.2) = 35
    expect(structuredOf(SLUG, book([], 0, "2026-03-31")).score).toBe(35);
    expect(structuredOf(SLUG, book([], -250_000, "2026-03-31")).score).toBe(35);
  });

  it("treats a book whose rows all fall outside the window as an empty window (N = 0)", () => {
    // as_of 2026-03-31: one row after it, one before 2026-01-01 → no row in the window → N = 0 → 85
    const s = structuredOf(SLUG, book([tx("2026-04-01", -9_000), tx("2025-12-31", -9_000)], 5_000, "2026-03-31"));
    expect(s).toEqual({
      score: 85,
      drivers: { net_position_minor: 0, monthly_outflow_minor: 0, volatility_index: 0 },
    });
  });

  it("treats a missing transactions list as an empty window", () => {
    const s = structuredOf(SLUG, { account_id: "acct-spec", balances: { current_minor: 5_000, as_of: "2026-03-31" } });
    expect(s.score).toBe(85);
  });

  it("handles a single day of history (N = 1: σ = 0)", () => {
    // one row on as_of: N = 1, outflow 500, σ = 0 (N < 2) → volatility_index = 0, V = 1
    // buffer_days = 1000/500 = 2 → C = 2/90; r = −1 → F = 0
    // 100·(0.5·2/90 + 0 + 0.2) = 1.111 + 20 = 21.11 → 21
    const s = structuredOf(SLUG, book([tx("2026-03-31", -500)], 1_000, "2026-03-31"));
    expect(s.drivers).toEqual({ net_position_minor: -500, monthly_outflow_minor: 15_000, volatility_index: 0 });
    // monthly outflow = round(500·30/1) = 15000
    expect(s.score).toBe(21);
  });

  it("scores a book with no outflows and positive cash as 100", () => {
    // outflow = 0, cash > 0 → C = 1; r = 1 → F = 1; volatility_index = 0 → V = 1 → 100
    const s = structuredOf(SLUG, book([tx("2026-03-20", 4_000), tx("2026-03-31", 6_000)], 50_000, "2026-03-31"));
    expect(s).toEqual({
      score: 100,
      drivers: { net_position_minor: 10_000, monthly_outflow_minor: 0, volatility_index: 0 },
    });
  });

  it("gives no buffer credit when cash is negative, even without outflows", () => {
    // C = 0 (cash ≤ 0), F = 1, V = 1 → 100·(0 + 0.3 + 0.2) = 50
    const s = structuredOf(SLUG, book([tx("2026-03-31", 6_000)], -100, "2026-03-31"));
    expect(s.score).toBe(50);
  });

  it("rounds monthly outflow half away from zero", () => {
    // as_of 2026-03-20, first row 2026-03-01 → N = 20; outflow = 1 → 1·30/20 = 1.5 → 2
    const s = structuredOf(SLUG, book([tx("2026-03-01", -1)], 1_000_000, "2026-03-20"));
    expect(s.drivers.monthly_outflow_minor).toBe(2);
  });

  it("leaves future-dated rows and rows before the 90-day window out of every figure", () => {
    // as_of 2026-03-10; window = 2025-12-11 … 2026-03-10 (90 days)
    // 2026-03-11 is after as_of; 2025-12-10 is one day before the window → both left out,
    // so the figures are those of the ten-day book (S stays 2026-03-01, N = 10).
    const withStrays = [
      tx("2025-12-10", -888_888),
      ...tenDayRows,
      tx("2026-03-11", 999_999),
    ];
    const s = structuredOf(SLUG, book(withStrays, 100_000, "2026-03-10"));
    expect(s).toEqual({
      score: 68,
      drivers: { net_position_minor: -1000, monthly_outflow_minor: 18_000, volatility_index: 3.6388 },
    });
  });

  it("starts the history at the earliest row in the window, even a zero-amount one", () => {
    // rows 2026-03-01 (0) and 2026-03-10 (−1000), as_of 2026-03-10 → S = 2026-03-01, N = 10
    // monthly outflow = round(1000·30/10) = 3000 (not 30000 as with N = 1)
    const s = structuredOf(SLUG, book([tx("2026-03-01", 0), tx("2026-03-10", -1_000)], 1_000_000, "2026-03-10"));
    expect(s.drivers.monthly_outflow_minor).toBe(3_000);
  });

  it("includes a row dated exactly as_of − 89 and starts the history there", () => {
    // as_of 2026-03-31 − 89 days = 2026-01-01 (31 + 28 + 31 = 90 days inclusive) → S = 2026-01-01, N = 90
    // inflow 0, outflow 900 → monthly_outflow = round(900·30/90) = 300
    const s = structuredOf(SLUG, book([tx("2026-01-01", -900)], 1_000_000, "2026-03-31"));
    expect(s.drivers.net_position_minor).toBe(-900);
    expect(s.drivers.monthly_outflow_minor).toBe(300);
  });

  it("defaults as_of to the latest transaction date", () => {
    // no balances.as_of: as_of = 2026-03-10, the latest row → the ten-day book again
    const s = structuredOf(SLUG, book(tenDayRows, 100_000, undefined));
    expect(s.score).toBe(68);
    expect(s.drivers.net_position_minor).toBe(-1000);
  });

  it("reads direction-signed rows like signed ones", () => {
    // credit 5000 = +5000, debit 2000 = −2000 … the ten-day book again
    const rows = [
      tx("2026-03-01", 5000, { direction: "credit" }),
      tx("2026-03-05", 2000, { direction: "debit" }),
      tx("2026-03-05", 1000, { direction: "debit" }),
      tx("2026-03-10", 3000, { direction: "debit" }),
    ];
    expect(structuredOf(SLUG, book(rows, 100_000, "2026-03-10")).score).toBe(68);
  });

  it("assesses net position against outflow, volatility and risk in the narrative", () => {
    const { narrative } = responseOf(SLUG, {
      account_id: "acct-spec",
      transactions: tenDayRows,
      balances: { current_minor: 100_000, as_of: "2026-03-10", currency: "USD" },
    });
    // net −1000 cents = $10.00 (out), monthly outflow 18000 cents = $180.00, volatility 3.6388
    expect(narrative).toContain("$10.00");
    expect(narrative).toContain("$180.00");
    expect(narrative).toMatch(/volatil/i);
    expect(narrative).toMatch(/risk/i);
  });

  it("answers in the response envelope with a narrative ending in the fixed line", () => {
    const r = responseOf(SLUG, { ...book(tenDayRows, 100_000, "2026-03-10"), account_id: "acct-42" });
    expect(Object.keys(r).sort()).toEqual(["account_id", "endpoint", "narrative", "processing", "structured"]);
    expect(r.endpoint).toBe(SLUG);
    expect(r.account_id).toBe("acct-42");
    expect(r.processing.mode).toBe("ephemeral");
    expect(r.processing.note.length).toBeGreaterThan(0);
    expect(r.narrative.trimEnd().split("\n").at(-1)).toBe(FIXED_LINE);
  });
});
