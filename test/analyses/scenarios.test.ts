/**
 * simulated-scenario-runner — docs/methodology.md
 *
 *   per day I = inflow/N, O = outflow/N; h = horizon_days
 *   base     = round(cash + h·(I − O))
 *   stressed = round(cash + h·(I·(1 + rev/100) − O·(1 + opex/100)))
 *   upside   = round(cash + h·(I·(1 + up_rev/100) − O·(1 + up_opex/100)))
 *   defaults: rev −20, opex +10, up_rev +10, up_opex 0, h 30 — each only when the field is absent
 */
import { describe, expect, it } from "vitest";
import { FIXED_LINE, book, responseOf, structuredOf, tx } from "./support.js";

const SLUG = "simulated-scenario-runner";

/** The ten-day book: N = 10, inflow 5000 → I = 500 a day, outflow 6000 → O = 600 a day. */
const tenDayRows = [
  tx("2026-03-01", 5000),
  tx("2026-03-05", -2000),
  tx("2026-03-05", -1000),
  tx("2026-03-10", -3000),
];
const run = (scenario?: Record<string, unknown>, cash = 100_000) =>
  structuredOf(SLUG, book(tenDayRows, cash, "2026-03-10", scenario === undefined ? {} : { scenario })).scenarios;

describe("simulated-scenario-runner", () => {
  it("runs base, stressed and upside with the default shocks when no scenario is given", () => {
    expect(run()).toEqual([
      // 100000 + 30·(500 − 600) = 100000 − 3000
      { name: "base", balance_minor: 97_000 },
      // 100000 + 30·(500·0.8 − 600·1.1) = 100000 + 30·(400 − 660) = 100000 − 7800
      { name: "stressed", balance_minor: 92_200 },
      // 100000 + 30·(500·1.1 − 600·1.0) = 100000 + 30·(550 − 600) = 100000 − 1500
      { name: "upside", balance_minor: 98_500 },
    ]);
  });

  it("uses the defaults for an empty scenario block", () => {
    expect(run({}).map((x) => x.balance_minor)).toEqual([97_000, 92_200, 98_500]);
  });

  it("treats explicit zero shocks as zero, not as missing", () => {
    // every shock 0 → stressed and upside equal base: 100000 + 30·(500 − 600)
    const zero = { revenue_shock_pct: 0, opex_shock_pct: 0, upside_revenue_pct: 0, upside_opex_pct: 0 };
    expect(run(zero).map((x) => x.balance_minor)).toEqual([97_000, 97_000, 97_000]);
  });

  it("defaults only the shocks that are absent", () => {
    // rev −50 given, opex default +10: 100000 + 30·(250 − 660) = 100000 − 12300 = 87700; upside default 98500
    expect(run({ revenue_shock_pct: -50 }).map((x) => x.balance_minor)).toEqual([97_000, 87_700, 98_500]);
    // up_opex −10 given, up_rev default +10: 100000 + 30·(550 − 540) = 100300; stressed default 92200
    expect(run({ upside_opex_pct: -10 }).map((x) => x.balance_minor)).toEqual([97_000, 92_200, 100_300]);
  });

  it("projects over horizon_days", () => {
    // h = 90: base 100000 − 90·100 = 91000; stressed 100000 − 90·260 = 76600; upside 100000 − 90·50 = 95500
    expect(run({ horizon_days: 90 }).map((x) => x.balance_minor)).toEqual([91_000, 76_600, 95_500]);
    // h = 1: 100000 − 100, − 260, − 50
    expect(run({ horizon_days: 1 }).map((x) => x.balance_minor)).toEqual([99_900, 99_740, 99_950]);
    // h = 365: 100000 − 36500 = 63500; 100000 − 94900 = 5100; 100000 − 18250 = 81750
    expect(run({ horizon_days: 365 }).map((x) => x.balance_minor)).toEqual([63_500, 5_100, 81_750]);
  });

  it("accepts the extreme shocks of the allowed range", () => {
    // rev −100, opex +1000: 100000 + 30·(500·0 − 600·11) = 100000 − 198000 = −98000
    // up_rev +1000, up_opex −100: 100000 + 30·(500·11 − 0) = 100000 + 165000 = 265000
    const s = run({ revenue_shock_pct: -100, opex_shock_pct: 1000, upside_revenue_pct: 1000, upside_opex_pct: -100 });
    expect(s.map((x) => x.balance_minor)).toEqual([97_000, -98_000, 265_000]);
  });

  it("returns cash for every scenario on an empty window (N = 0)", () => {
    const s = structuredOf(SLUG, book([], 12_345, "2026-03-31", { scenario: { horizon_days: 200 } })).scenarios;
    expect(s).toEqual([
      { name: "base", balance_minor: 12_345 },
      { name: "stressed", balance_minor: 12_345 },
      { name: "upside", balance_minor: 12_345 },
    ]);
  });

  it("rounds negative balances half away from zero", () => {
    // N = 20 (2026-03-01 … 03-20), outflow 1 → O = 0.05, I = 0, cash −10
    // base: −10 − 30·0.05 = −11.5 → −12; stressed: −10 − 30·0.055 = −11.65 → −12; upside: −11.5 → −12
    const s = structuredOf(SLUG, book([tx("2026-03-01", -1)], -10, "2026-03-20")).scenarios;
    expect(s.map((x) => x.balance_minor)).toEqual([-12, -12, -12]);
    // with opex 0 as well the stressed one is −11.5 too → −12 (Math.round would say −11)
    const t = structuredOf(SLUG, book([tx("2026-03-01", -1)], -10, "2026-03-20", { scenario: { opex_shock_pct: 0 } })).scenarios;
    expect(t[1]).toEqual({ name: "stressed", balance_minor: -12 });
  });

  it("leaves future-dated and stale rows out", () => {
    const rows = [tx("2025-12-10", -777_777), ...tenDayRows, tx("2026-03-11", 777_777)];
    const s = structuredOf(SLUG, book(rows, 100_000, "2026-03-10")).scenarios;
    expect(s.map((x) => x.balance_minor)).toEqual([97_000, 92_200, 98_500]);
  });

  it("states both shocks and the illustrative caveat in the narrative", () => {
    const { narrative } = responseOf(SLUG, {
      ...book(tenDayRows, 100_000, "2026-03-10"),
      scenario: { revenue_shock_pct: -37, opex_shock_pct: 13 },
    });
    expect(narrative).toContain("37");
    expect(narrative).toContain("13");
    expect(narrative).toMatch(/illustrative/i);
    expect(narrative).toMatch(/not .*forecast/i);
    expect(narrative.trimEnd().split("\n").at(-1)).toBe(FIXED_LINE);
  });
});
