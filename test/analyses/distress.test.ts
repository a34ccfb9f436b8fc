/**
 * distress-early-warning — docs/methodology.md
 *
 *   liquidity_gap:        projected balance (route 3) < 0 or cash < 0
 *   volatility_spike:     needs N ≥ 60; σ of the last 30 days > 1.5 × σ of the days before them
 *                         (or that σ is 0 and the recent one is not)
 *   persistent_net_drain: at least two complete 30-day blocks counted back from as_of (at most three),
 *                         every one with a negative net
 *   composite_risk = round(0.7·(45·gap + 25·spike + 30·drain) + 0.3·(100 − health score)), 0–100
 *
 * Day indices below count from S; with as_of 2026-03-31 and S = 2026-01-31 (N = 60):
 *   earlier block = 2026-01-31 … 2026-03-01 (indices 0–29), last 30 days = 2026-03-02 … 2026-03-31 (30–59).
 */
import { describe, expect, it } from "vitest";
import { FIXED_LINE, book, responseOf, structuredOf, tx } from "./support.js";

const SLUG = "distress-early-warning";
type Signals = { liquidity_gap: boolean; volatility_spike: boolean; persistent_net_drain: boolean };
const assess = (rows: unknown[], cash: number, as_of = "2026-03-31") => {
  const s = structuredOf(SLUG, book(rows, cash, as_of));
  expect(s.signals.map((x) => x.id)).toEqual(["liquidity_gap", "volatility_spike", "persistent_net_drain"]);
  const tripped = Object.fromEntries(s.signals.map((x) => [x.id, x.tripped])) as Signals;
  return { risk: s.composite_risk, ...tripped };
};

/** The ten-day book: N = 10, μ = −100, health score 68 with cash 100000 (see health-score.test.ts). */
const tenDayRows = [
  tx("2026-03-01", 5000),
  tx("2026-03-05", -2000),
  tx("2026-03-05", -1000),
  tx("2026-03-10", -3000),
];

describe("distress-early-warning", () => {
  it("trips nothing on a short book with a full buffer and carries only the health part", () => {
    // projected 100000 − 3000 = 97000 ≥ 0, cash ≥ 0 → no gap; N = 10 < 60 → no spike; no complete blocks → no drain
    // risk = round(0.7·0 + 0.3·(100 − 68)) = round(9.6) = 10
    expect(assess(tenDayRows, 100_000, "2026-03-10")).toEqual({
      risk: 10, liquidity_gap: false, volatility_spike: false, persistent_net_drain: false,
    });
  });

  it("trips the liquidity gap when the 30-day projection is negative", () => {
    // cash 2000: projected 2000 − 3000 = −1000 < 0 → gap
    // health: buffer = 2000/600 = 3.33 days → C = 0.037037; F = 0.454545; V = 0.215573
    //   100·(0.018519 + 0.136364 + 0.043115) = 19.80 → 20
    // risk = round(0.7·45 + 0.3·80) = round(31.5 + 24) = round(55.5) = 56 (half away from zero)
    expect(assess(tenDayRows, 2_000, "2026-03-10")).toEqual({
      risk: 56, liquidity_gap: true, volatility_spike: false, persistent_net_drain: false,
    });
  });

  it("trips the liquidity gap on negative cash even when the projection is positive", () => {
    // N = 1, +1000 → μ = 1000; projected = −1 + 30000 = 29999 ≥ 0 but cash < 0 → gap
    // health: C = 0 (cash ≤ 0), F = 1, V = 1 → 50; risk = round(31.5 + 15) = round(46.5) = 47
    expect(assess([tx("2026-03-31", 1_000)], -1)).toEqual({
      risk: 47, liquidity_gap: true, volatility_spike: false, persistent_net_drain: false,
    });
  });

  it("trips the volatility spike when the last 30 days swing far more than the days before (N = 60)", () => {
    // earlier: +300 (idx 0), −300 (idx 10) → σ = √(180,000/29) = 78.78
    // recent: +3000 (2026-03-02), −3000 (2026-03-20) → σ = √(18,000,000/29) = 787.84 > 1.5·78.78 = 118.18 → spike
    // nets: earlier 0, recent 0 → no drain; μ = 0 → projected 100000 → no gap
    // health: inflow = outflow = 3300 → F = 0.5; buffer 100000/55 → C = 1
    //   σ(60 days) = √((2·300² + 2·3000²)/59) = √(18,180,000/59) = 555.0996; vi = 555.0996/55 = 10.0927
    //   V = 1/11.0927 = 0.090149 → 100·(0.5 + 0.15 + 0.018030) = 66.80 → 67
    // risk = round(0.7·25 + 0.3·33) = round(17.5 + 9.9) = round(27.4) = 27
    const rows = [tx("2026-01-31", 300), tx("2026-02-10", -300), tx("2026-03-02", 3_000), tx("2026-03-20", -3_000)];
    expect(assess(rows, 100_000)).toEqual({
      risk: 27, liquidity_gap: false, volatility_spike: true, persistent_net_drain: false,
    });
  });

  it("does not look for a spike with fewer than 60 days of history", () => {
    // the same swings with the first row on 2026-02-01 → N = 59 < 60 → no spike
    const rows = [tx("2026-02-01", 300), tx("2026-02-10", -300), tx("2026-03-02", 3_000), tx("2026-03-20", -3_000)];
    expect(assess(rows, 100_000).volatility_spike).toBe(false);
  });

  it("does not trip the spike for equal swings or exactly 1.5 times the earlier σ", () => {
    // equal: ±3000 in both halves → equal σ
    const equal = [tx("2026-01-31", 3_000), tx("2026-02-10", -3_000), tx("2026-03-02", 3_000), tx("2026-03-20", -3_000)];
    expect(assess(equal, 100_000).volatility_spike).toBe(false);
    // ±200 then ±300: σ_recent = √(180,000/29) = 1.5·√(80,000/29) = 1.5·σ_earlier → not greater → no spike
    const boundary = [tx("2026-01-31", 200), tx("2026-02-10", -200), tx("2026-03-02", 300), tx("2026-03-20", -300)];
    expect(assess(boundary, 100_000).volatility_spike).toBe(false);
  });

  it("trips the spike when the earlier σ is 0 and the recent one is not", () => {
    // 2026-01-31: +500 and −500 net to 0, so S = 2026-01-31 and the earlier 30 days are all 0 (σ = 0)
    // 2026-03-10: −1000 → recent σ > 0 → spike
    const rows = [tx("2026-01-31", 500), tx("2026-01-31", -500), tx("2026-03-10", -1_000)];
    expect(assess(rows, 100_000).volatility_spike).toBe(true);
    // both σ = 0 → no spike
    expect(assess([tx("2026-01-31", 500), tx("2026-01-31", -500)], 100_000).volatility_spike).toBe(false);
  });

  it("compares the last 30 days with the 60 before them when N = 90", () => {
    // as_of 2026-03-31, S = 2026-01-01; earlier = 2026-01-01 … 2026-03-01; last 30 = 2026-03-02 … 03-31
    // earlier ±300 → small σ; recent ±3000 → spike
    const rows = [tx("2026-01-01", 300), tx("2026-02-15", -300), tx("2026-03-10", 3_000), tx("2026-03-20", -3_000)];
    expect(assess(rows, 100_000).volatility_spike).toBe(true);
  });

  it("trips the persistent net drain when both complete 30-day blocks are negative (N = 60)", () => {
    // earlier block: −600 on 2026-01-31; last block: −600 on 2026-03-31 → both negative → drain
    // μ = −1200/60 = −20 → projected 100000 − 600 = 99400 → no gap; the two blocks have the same σ → no spike
    // health: inflow 0 → F = 0; outflow/N = 20 → buffer 5000 days → C = 1
    //   σ = √((2·580² + 58·20²)/59) = √(696,000/59) = 108.6122; vi = 108.6122/20 = 5.4306; V = 0.155507
    //   100·(0.5 + 0 + 0.031101) = 53.11 → 53
    // risk = round(0.7·30 + 0.3·47) = round(21 + 14.1) = round(35.1) = 35
    expect(assess([tx("2026-01-31", -600), tx("2026-03-31", -600)], 100_000)).toEqual({
      risk: 35, liquidity_gap: false, volatility_spike: false, persistent_net_drain: true,
    });
  });

  it("needs two complete blocks for a drain", () => {
    // first row 2026-02-01 → N = 59: only one complete block → no drain
    expect(assess([tx("2026-02-01", -600), tx("2026-03-31", -600)], 100_000).persistent_net_drain).toBe(false);
  });

  it("needs every complete block negative, up to three", () => {
    // N = 90 (S = 2026-01-01): blocks 2026-03-02…03-31, 2026-01-31…03-01, 2026-01-01…01-30
    // third block +5000 → not every block negative → no drain
    expect(assess([tx("2026-01-01", 5_000), tx("2026-02-10", -100), tx("2026-03-10", -100)], 1_000_000).persistent_net_drain).toBe(false);
    // third block −5000 → all three negative → drain
    expect(assess([tx("2026-01-01", -5_000), tx("2026-02-10", -100), tx("2026-03-10", -100)], 1_000_000).persistent_net_drain).toBe(true);
    // one block with net 0 is not negative
    expect(assess([tx("2026-01-01", -5_000), tx("2026-02-10", 100), tx("2026-02-11", -100), tx("2026-03-10", -100)], 1_000_000).persistent_net_drain).toBe(false);
  });

  it("ignores an incomplete third block", () => {
    // S = 2026-01-16 → N = 75: two complete blocks (both −100) plus 15 days (2026-01-16…01-30) that do not count
    expect(assess([tx("2026-01-16", 5_000), tx("2026-02-10", -100), tx("2026-03-10", -100)], 1_000_000).persistent_net_drain).toBe(true);
  });

  it("combines all three signals with the health score", () => {
    // N = 60: −100 on 2026-01-31, −5000 on 2026-03-10; cash 1000
    // gap: μ = −5100/60 = −85 → projected 1000 − 2550 = −1550 < 0
    // spike: earlier σ = √((96.667² + 29·3.333²)/29) = 18.26; recent σ = 5000/√30 = 912.87 > 27.39
    // drain: earlier −100, recent −5000 → both negative
    // health: F = 0; buffer 1000/85 = 11.76 days → C = 0.130719
    //   σ = √((100² + 5000² − 60·85²)/59) = √(24,576,500/59) = 645.4075; vi = 645.4075/85 = 7.5930
    //   V = 1/8.5930 = 0.116374 → 100·(0.065359 + 0 + 0.023275) = 8.86 → 9
    // risk = round(0.7·100 + 0.3·91) = round(97.3) = 97
    expect(assess([tx("2026-01-31", -100), tx("2026-03-10", -5_000)], 1_000)).toEqual({
      risk: 97, liquidity_gap: true, volatility_spike: true, persistent_net_drain: true,
    });
  });

  it("reports an empty window as healthy", () => {
    // N = 0, cash 5000: no signals; health 85 → risk = round(0.3·15) = round(4.5) = 5
    expect(assess([], 5_000)).toEqual({
      risk: 5, liquidity_gap: false, volatility_spike: false, persistent_net_drain: false,
    });
  });

  it("states the count of tripped signals and their meaning in the narrative", () => {
    const { narrative } = responseOf(SLUG, book([tx("2026-01-31", -100), tx("2026-03-10", -5_000)], 1_000, "2026-03-31"));
    expect(narrative).toMatch(/\b3\b|three/i);
    expect(narrative.trimEnd().split("\n").at(-1)).toBe(FIXED_LINE);
  });
});
