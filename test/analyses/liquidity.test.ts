/**
 * liquidity-runout-forecast — docs/methodology.md
 *
 *   runway_stable = μ ≥ 0
 *   estimated_days_to_zero_balance = null when stable, else 0 when cash ≤ 0, else floor(cash/−μ)
 *   projected_balance_30d_minor = round(cash + 30·μ); funding_gap_30d_minor = max(0, −projected)
 *   war-room hours: 0 when stable; else 40 (days ≤ 30), 24 (≤ 60), 12 (≤ 90), 4 otherwise
 */
import { describe, expect, it } from "vitest";
import { FIXED_LINE, book, responseOf, structuredOf, tx } from "./support.js";

const SLUG = "liquidity-runout-forecast";

/** The ten-day book (see health-score.test.ts): N = 10, inflow 5000, outflow 6000, μ = −100 a day. */
const tenDayRows = [
  tx("2026-03-01", 5000),
  tx("2026-03-05", -2000),
  tx("2026-03-05", -1000),
  tx("2026-03-10", -3000),
];
const drain = (cash: number) => structuredOf(SLUG, book(tenDayRows, cash, "2026-03-10"));

describe("liquidity-runout-forecast", () => {
  it("counts the days to zero on a draining book", () => {
    const s = drain(100_000);
    expect(s.runway_stable).toBe(false);
    // floor(100000/100) = 1000 days
    expect(s.estimated_days_to_zero_balance).toBe(1000);
    // round(100000 + 30·(−100))
    expect(s.projected_balance_30d_minor).toBe(97_000);
    expect(s.funding_gap_30d_minor).toBe(0);
    // 1000 days > 90 → 4 hours
    expect(s.treasury_war_room_hours_recommended_next_30d).toBe(4);
    expect(s.methodology_note.length).toBeGreaterThan(0);
  });

  it.each([
    // [cash, cash/100 → days, hours tier]
    [2_000, 20, 40],
    [3_000, 30, 40], //  30 ≤ 30 → 40
    [3_099, 30, 40], //  30.99 floors to 30 → 40
    [3_100, 31, 24], //  31 → ≤ 60 → 24
    [6_000, 60, 24], //  60 ≤ 60 → 24
    [6_100, 61, 12], //  61 → ≤ 90 → 12
    [9_000, 90, 12], //  90 ≤ 90 → 12
    [9_100, 91, 4], //   91 > 90 → 4
  ])("with cash %i and μ = −100 gives %i days and %i war-room hours", (cash, days, hours) => {
    const s = drain(cash);
    expect(s.estimated_days_to_zero_balance).toBe(days);
    expect(s.treasury_war_room_hours_recommended_next_30d).toBe(hours);
  });

  it("reports the funding gap when the projection goes below zero", () => {
    // cash 2000: projected = 2000 − 3000 = −1000 → gap 1000
    const s = drain(2_000);
    expect(s.projected_balance_30d_minor).toBe(-1_000);
    expect(s.funding_gap_30d_minor).toBe(1_000);
    // cash 3000: projected exactly 0 → no gap
    expect(drain(3_000).funding_gap_30d_minor).toBe(0);
  });

  it("gives zero days to zero when cash is already ≤ 0", () => {
    // cash 0: days 0 → 40 hours; projected 0 − 3000 = −3000 → gap 3000
    expect(drain(0)).toMatchObject({
      runway_stable: false,
      estimated_days_to_zero_balance: 0,
      projected_balance_30d_minor: -3_000,
      funding_gap_30d_minor: 3_000,
      treasury_war_room_hours_recommended_next_30d: 40,
    });
    // cash −500: days 0; projected −3500 → gap 3500
    expect(drain(-500)).toMatchObject({
      estimated_days_to_zero_balance: 0,
      projected_balance_30d_minor: -3_500,
      funding_gap_30d_minor: 3_500,
      treasury_war_room_hours_recommended_next_30d: 40,
    });
  });

  it("calls a growing book stable: no days to zero and no war-room hours", () => {
    // as_of 2026-03-10, N = 10: +6000 and −1000 → μ = +500
    const s = structuredOf(SLUG, book([tx("2026-03-01", 6_000), tx("2026-03-10", -1_000)], 1_000, "2026-03-10"));
    expect(s.runway_stable).toBe(true);
    expect(s.estimated_days_to_zero_balance).toBeNull();
    // 1000 + 30·500
    expect(s.projected_balance_30d_minor).toBe(16_000);
    expect(s.funding_gap_30d_minor).toBe(0);
    expect(s.treasury_war_room_hours_recommended_next_30d).toBe(0);
  });

  it("calls a flat book (μ = 0) stable, and still reports a gap from negative cash", () => {
    // d = [+700, −700] → μ = 0 → stable; projected = −500 + 0 → gap 500; hours 0 because stable
    const s = structuredOf(SLUG, book([tx("2026-03-01", 700), tx("2026-03-02", -700)], -500, "2026-03-02"));
    expect(s).toMatchObject({
      runway_stable: true,
      estimated_days_to_zero_balance: null,
      projected_balance_30d_minor: -500,
      funding_gap_30d_minor: 500,
      treasury_war_room_hours_recommended_next_30d: 0,
    });
  });

  it("calls an empty window (N = 0) stable", () => {
    // μ = 0 → stable, projected = cash
    expect(structuredOf(SLUG, book([], 4_200, "2026-03-31"))).toMatchObject({
      runway_stable: true,
      estimated_days_to_zero_balance: null,
      projected_balance_30d_minor: 4_200,
      funding_gap_30d_minor: 0,
      treasury_war_room_hours_recommended_next_30d: 0,
    });
  });

  it("computes the days exactly when μ is a repeating fraction", () => {
    // as_of 2026-03-03, one row −100 on 2026-03-01 → N = 3, μ = −100/3
    // cash/−μ = 1000·3/100 = 30 exactly → 30 days (not 29 from 1000/33.333…) → 40 hours
    const s = structuredOf(SLUG, book([tx("2026-03-01", -100)], 1_000, "2026-03-03"));
    expect(s.estimated_days_to_zero_balance).toBe(30);
    expect(s.treasury_war_room_hours_recommended_next_30d).toBe(40);
    // 1000 + 30·(−100/3) = 0
    expect(s.projected_balance_30d_minor).toBe(0);
    expect(s.funding_gap_30d_minor).toBe(0);
  });

  it("rounds a negative projection half away from zero", () => {
    // N = 20, μ = −1/20: −10 − 1.5 = −11.5 → −12; gap 12
    const s = structuredOf(SLUG, book([tx("2026-03-01", -1)], -10, "2026-03-20"));
    expect(s.projected_balance_30d_minor).toBe(-12);
    expect(s.funding_gap_30d_minor).toBe(12);
    // +10 − 1.5 = 8.5 → 9; floor(10/0.05) = 200 days → 4 hours
    const t = structuredOf(SLUG, book([tx("2026-03-01", -1)], 10, "2026-03-20"));
    expect(t.projected_balance_30d_minor).toBe(9);
    expect(t.estimated_days_to_zero_balance).toBe(200);
    expect(t.treasury_war_room_hours_recommended_next_30d).toBe(4);
  });

  it("leaves future-dated and stale rows out and says so in the methodology note", () => {
    const rows = [tx("2025-12-10", 5_000_000), ...tenDayRows, tx("2026-03-11", 5_000_000)];
    const s = structuredOf(SLUG, book(rows, 100_000, "2026-03-10"));
    // the ten-day book's figures: the two large inflows would have made the runway stable
    expect(s.runway_stable).toBe(false);
    expect(s.estimated_days_to_zero_balance).toBe(1000);
    expect(s.projected_balance_30d_minor).toBe(97_000);
    expect(s.methodology_note).toMatch(/after|future/i);
    expect(s.methodology_note).toMatch(/before|older|stale|outside/i);
  });

  it("states a status line and the projected balance in the narrative", () => {
    const { narrative } = responseOf(SLUG, {
      account_id: "acct-spec",
      transactions: tenDayRows,
      balances: { current_minor: 2_000, as_of: "2026-03-10", currency: "USD" },
    });
    // projected −1000 cents → -$10.00 (Intl en-US currency style; a template may also word the sign)
    expect(narrative).toContain("$10.00");
    expect(narrative.trimEnd().split("\n").at(-1)).toBe(FIXED_LINE);
  });
});
