/**
 * All eight routes on a realistic book: the Plaid sandbox small-business checking account
 * (test/fixtures/plaid-sandbox-business.json, MIT, Copyright (c) 2022 Plaid — see test/fixtures/README.md).
 *
 * The expected figures are written out below as literals with their arithmetic; a spreadsheet-style
 * calculation in this file (plain loops over the rows, no engine code) re-derives the window totals so
 * the literals are checked twice.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FIXED_LINE, responseOf, structuredOf } from "./support.js";
import { SLUGS } from "../../src/analyses/types.js";

const fixture = JSON.parse(readFileSync(new URL("../fixtures/plaid-sandbox-business.json", import.meta.url), "utf8")) as {
  transactions: { date: string; amount_minor: number; category?: string }[];
  balances: { current_minor: number; as_of: string };
};

/**
 * The book by hand. as_of 2026-08-22, cash 15,285,423 (USD cents).
 * Window: as_of − 89 = 2026-05-25 … 2026-08-22. The nine rows of 2026-05-03 … 05-24 are before it.
 * Earliest row in the window: 2026-05-30 → S = 2026-05-30, N = 2 + 30 + 31 + 22 = 85.
 * inflow  = 750,000 + 750,000 + 318,956 + 500,000 + 1,000,000 = 3,318,956
 * outflow = 152,352 + 4,200 + 523,500 + 624,399 + 1,038,606 + 250,000 + 8,702 + 4,855 + 22,985 + 22,300
 *         + 743,366 + 34,576 + 48,438 + 1,607 + 58,199 + 76,333 + 999 + 190,389 + 79,867 + 654,080
 *         + 500,000 + 9,087 = 5,048,840
 * net = −1,729,884; μ = −1,729,884/85 = −20,351.58 a day
 * σ of the 85 daily nets = 257,203.17
 */
const HAND = {
  N: 85,
  inflow: 3_318_956,
  outflow: 5_048_840,
  sigma: 257_203.17,
  staleRows: 9,
};

/** A spreadsheet-style recomputation: one column of dates as day numbers, one of amounts. */
function spreadsheet() {
  const dayNumber = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;
  const asOf = dayNumber(fixture.balances.as_of);
  const rows = fixture.transactions.map((t) => ({ day: dayNumber(t.date), amount: t.amount_minor }));
  const inWindow = rows.filter((r) => r.day >= asOf - 89 && r.day <= asOf);
  const start = Math.min(...inWindow.map((r) => r.day));
  const n = asOf - start + 1;
  const daily = new Array<number>(n).fill(0);
  let inflow = 0;
  let outflow = 0;
  for (const r of inWindow) {
    daily[r.day - start] += r.amount;
    if (r.amount > 0) inflow += r.amount;
    else outflow -= r.amount;
  }
  const mean = daily.reduce((a, b) => a + b, 0) / n;
  const sigma = Math.sqrt(daily.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1));
  return { N: n, inflow, outflow, sigma, staleRows: rows.length - inWindow.length, daily };
}

describe("the Plaid sandbox business book", () => {
  it("has the window totals worked out by hand (spreadsheet check of the literals)", () => {
    const sheet = spreadsheet();
    expect(sheet.N).toBe(HAND.N);
    expect(sheet.inflow).toBe(HAND.inflow);
    expect(sheet.outflow).toBe(HAND.outflow);
    expect(sheet.sigma).toBeCloseTo(HAND.sigma, 2);
    expect(sheet.staleRows).toBe(HAND.staleRows);
  });

  it("cashflow-health-score", () => {
    const s = structuredOf("cashflow-health-score", fixture);
    // net = 3,318,956 − 5,048,840
    expect(s.drivers.net_position_minor).toBe(-1_729_884);
    // round(5,048,840·30/85) = round(1,781,943.53)
    expect(s.drivers.monthly_outflow_minor).toBe(1_781_944);
    // 257,203.17/(5,048,840/85 = 59,398.12) = 4.330157 → 4.3302
    expect(s.drivers.volatility_index).toBe(4.3302);
    // buffer = 15,285,423/59,398.12 = 257.3 days → C = 1
    // r = −1,729,884/8,367,796 = −0.206731 → F = 0.396634; V = 1/5.3302 = 0.187610
    // 100·(0.5 + 0.118990 + 0.037522) = 65.65 → 66
    expect(s.score).toBe(66);
  });

  it("forecast-30d-cash-position", () => {
    const s = structuredOf("forecast-30d-cash-position", fixture);
    // no payables: 15,285,423 + 30·(−20,351.576) = 15,285,423 − 610,547.29 = 14,674,875.71 → 14,674,876
    expect(s.forecast_30d_minor).toBe(14_674_876);
    // 1.96·257,203.172·√(30·(1 + 30/85)) = 1.96·257,203.172·6.370890 = 3,211,681.547
    expect(s.confidence_band_minor).toBe(3_211_681.55);
    // the nine stale rows are mentioned
    expect(s.assumptions.join(" ")).toMatch(/\b9\b|nine/i);
  });

  it("liquidity-runout-forecast", () => {
    // days = floor(15,285,423·85/1,729,884) = floor(751.07) = 751 → over 90 → 4 hours
    expect(structuredOf("liquidity-runout-forecast", fixture)).toMatchObject({
      runway_stable: false,
      estimated_days_to_zero_balance: 751,
      projected_balance_30d_minor: 14_674_876,
      funding_gap_30d_minor: 0,
      treasury_war_room_hours_recommended_next_30d: 4,
    });
  });

  it("simulated-scenario-runner", () => {
    // I = 3,318,956/85, O = 5,048,840/85, h = 30 → h/N = 30/85
    // base     = 15,285,423 + 30/85·(−1,729,884)                          = 14,674,875.71 → 14,674,876
    // stressed = 15,285,423 + 30/85·(2,655,164.8 − 5,553,724 = −2,898,559.2) = 15,285,423 − 1,023,020.89 → 14,262,402
    // upside   = 15,285,423 + 30/85·(3,650,851.6 − 5,048,840 = −1,397,988.4) = 15,285,423 − 493,407.67 → 14,792,015
    expect(structuredOf("simulated-scenario-runner", fixture).scenarios).toEqual([
      { name: "base", balance_minor: 14_674_876 },
      { name: "stressed", balance_minor: 14_262_402 },
      { name: "upside", balance_minor: 14_792_015 },
    ]);
  });

  it("ar-aging-accelerator (no AR block)", () => {
    expect(structuredOf("ar-aging-accelerator", fixture).prioritized).toEqual([]);
  });

  it("burn-rate-optimizer", () => {
    // Rows without a category are categorized by their descriptions first:
    //   HUBSPOT 4,855, INTUIT 22,985, CALENDLY 1,607 → software; HISCOX 22,300 → insurance;
    //   ATT* BILL PAYMENT 34,576 → telecom; AMERICAN AIR AA 48,438 → travel; LinkedIn 58,199 →
    //   marketing; LABOR&INDUSTRIES 8,702 + 9,087 (Washington's labour department, collecting workers'
    //   compensation) and UNITED HEALTHCAR 743,366 (UnitedHealthcare cut to an ACH entry's 16
    //   characters: the staff's health plan) → payroll.
    // outflow by category inside the window (N = 85), opportunity = outflow·30/85·share:
    //   cloud         624,399 + 79,867                       = 704,266 · 0.20 → 49,712.89 → 49,713
    //   software      152,352 + 4,200 + 76,333 + 999
    //                 + 4,855 + 22,985 + 1,607               = 263,331 · 0.20 → 18,588.07 → 18,588
    //   payroll       523,500 + 190,389 + 8,702 + 9,087
    //                 + 743,366                              = 1,475,044 · 0.03 → 15,618.11 → 15,618
    //   travel        48,438 · 0.30 → 5,128.73 → 5,129;  marketing 58,199 · 0.20 → 4,108.16 → 4,108
    //   telecom       34,576 · 0.10 → 1,220.33 → 1,220;  insurance 22,300 · 0.05 →   393.53 →   394
    //   debt 1,692,686 and loan 750,000: share 0 → left out; no row is a transfer, so burn is all outflow
    // impact: 18,588/49,713 = 37.4 → 37; 15,618 → 31.4 → 31; 5,129 → 10.3 → 10;
    //         4,108 → 8.3 → 8; 1,220 → 2.5 → 2; 394 → 0.8 → 1
    expect(structuredOf("burn-rate-optimizer", fixture)).toEqual({
      monthly_burn_minor: 1_781_944,
      reduction_opportunities: [
        { category: "cloud", amount_minor: 49_713, impact_score: 100 },
        { category: "software", amount_minor: 18_588, impact_score: 37 },
        { category: "payroll", amount_minor: 15_618, impact_score: 31 },
        { category: "travel", amount_minor: 5_129, impact_score: 10 },
        { category: "marketing", amount_minor: 4_108, impact_score: 8 },
        { category: "telecom", amount_minor: 1_220, impact_score: 2 },
        { category: "insurance", amount_minor: 394, impact_score: 1 },
      ],
    });
  });

  it("distress-early-warning", () => {
    const sheet = spreadsheet();
    const sd = (xs: number[]) => {
      const m = xs.reduce((a, b) => a + b, 0) / xs.length;
      return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
    };
    // N = 85 ≥ 60: σ(last 30) = 316,934 vs 1.5·σ(55 days before) = 1.5·220,752 = 331,128 → no spike
    expect(sd(sheet.daily.slice(-30))).toBeLessThan(1.5 * sd(sheet.daily.slice(0, -30)));
    // N = 85: two complete 30-day blocks: 2026-07-24 … 08-22 net −1,101,759; 2026-06-24 … 07-23 net −194,702 → drain
    const net = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(net(sheet.daily.slice(-30))).toBe(-1_101_759);
    expect(net(sheet.daily.slice(-60, -30))).toBe(-194_702);
    const s = structuredOf("distress-early-warning", fixture);
    // projected 14,674,876 ≥ 0 and cash ≥ 0 → no gap
    expect(s.signals).toEqual([
      { id: "liquidity_gap", tripped: false },
      { id: "volatility_spike", tripped: false },
      { id: "persistent_net_drain", tripped: true },
    ]);
    // round(0.7·30 + 0.3·(100 − 66)) = round(21 + 10.2) = 31
    expect(s.composite_risk).toBe(31);
  });

  it("early-payment-discount-leak (no payables)", () => {
    expect(structuredOf("early-payment-discount-leak", fixture)).toMatchObject({
      invoices_with_discount_terms: 0,
      discounts_on_table_minor: 0,
      estimated_recoverable_minor: 0,
      assumed_capture_rate_pct: 80,
      ap_clerk_hours_to_capture_estimate: 0,
    });
  });

  it.each(SLUGS)("%s answers with a USD narrative ending in the fixed line", (slug) => {
    const r = responseOf(slug, fixture);
    expect(r.account_id).toBe("gingham-checking");
    expect(r.narrative.trimEnd().split("\n").at(-1)).toBe(FIXED_LINE);
    expect(r.narrative).not.toMatch(/undefined|NaN|\[object/);
  });

  it("writes dollars in the forecast narrative", () => {
    // 14,674,876 cents = $146,748.76
    expect(responseOf("forecast-30d-cash-position", fixture).narrative).toContain("$146,748.76");
  });
});
