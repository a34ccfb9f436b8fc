import { describe, expect, it } from "vitest";
import { analyse, SLUGS, type AnalysisResponse, type Slug } from "../../src/engine/index.js";
import { CLOSING_LINE, money, NO_CURRENCY_NOTE } from "../../src/narratives/format.js";

/**
 * Every route (all eight slugs) walked through the edge states where a narrative can say what its
 * figures contradict: a balance below, at and above zero; recent flows that add cash, drain it,
 * cancel out, or are missing altogether; every early-payment discount expired; no receivables.
 * Each narrative line is checked against the route's structured figures, and those figures against
 * values worked out by hand below. Envelopes are built by hand in the request's own shape.
 *
 * The books (as_of 2024-03-31, USD unless a test says otherwise):
 *
 *   Flows. The first transaction is on 2024-03-02, so the window runs from 2 to 31 March: N = 30 days,
 *   and 30 days of the average daily net μ = net / 30 are exactly the window's net.
 *     stable:   +1,200.00 on 2 March, −300.00 (software) on 16 March: in 120,000, out 30,000, net +90,000
 *     draining: −1,200.00 (software) on 2 March, +300.00 on 16 March: in 30,000, out 120,000, net −90,000
 *     balanced: +300.00 on 2 March, −300.00 (software) on 16 March: in 30,000, out 30,000, net 0
 *     none:     no transactions: N = 0, μ = 0
 *
 *   Balances: −500,000 (−$5,000.00, overdrawn), 0, +50,000 ($500.00).
 *
 *   Payables, in every book: both discounts expired, both due 2024-06-30 (after the forecast horizon
 *   2024-04-30, so the forecast pays neither):
 *     A: 1,000.00 with discount_minor 2,000 and discount_deadline 2024-03-15 (< as_of: expired)
 *     B: 500.00 on "2/10 net 30", invoice 2024-03-01: discount round(50,000 × 2%) = 1,000, deadline
 *        2024-03-01 + 10 = 2024-03-11 (< as_of: expired)
 *     → 2 invoices with terms, 3,000 ($30.00) offered, 0 open, recoverable 0, 0 clerk hours.
 *
 *   No ar_aging: no receivables.
 *
 * Daily figures (sample σ, N − 1 = 29; the daily nets are two non-zero days and 28 zeros):
 *   stable:   nets +120,000 and −30,000, mean 3,000: Σ(d − mean)² = 117,000² + 33,000² + 28 × 3,000²
 *             = 13,689,000,000 + 1,089,000,000 + 252,000,000 = 15,030,000,000; σ = √(15,030,000,000 / 29)
 *             = √518,275,862.07 = 22,765.6729
 *   draining: the same deviations with the sign flipped: σ = 22,765.6729
 *   balanced: nets +30,000 and −30,000, mean 0: Σ = 2 × 900,000,000 = 1,800,000,000;
 *             σ = √(1,800,000,000 / 29) = √62,068,965.52 = 7,878.3860
 *   Volatility index = σ / (outflow / N), to 4 decimals:
 *     stable 22,765.6729 / 1,000 = 22.7657; draining 22,765.6729 / 4,000 = 5.6914;
 *     balanced 7,878.3860 / 1,000 = 7.8784; none 0 (nothing flowed out).
 *   Forecast band = 1.96 · σ · √(30 · (1 + 30 / 30)) = 1.96 · σ · √60 (√60 = 7.745967):
 *     stable and draining 1.96 × 22,765.6729 × 7.745967 = 345,630.60 → shown as 345,631 = $3,456.31;
 *     balanced 1.96 × 7,878.3860 × 7.745967 = 119,610.40 → $1,196.10; none 0 (fewer than two days).
 *
 * Health score = round(100 · (0.5·C + 0.3·F + 0.2·V)), C = min(1, (cash / (outflow / N)) / 90) (0 when
 * cash ≤ 0, 1 when nothing flowed out), F = (net / (in + out) + 1) / 2 (0.5 when nothing flowed),
 * V = 1 / (1 + volatility):
 *   stable:   F = (90,000 / 150,000 + 1) / 2 = 0.8, V = 1 / 23.7657 = 0.042077
 *             cash ≤ 0: 100 · (0 + 0.24 + 0.008415) = 24.84 → 25
 *             +50,000: buffer 50,000 / 1,000 = 50 days, C = 50 / 90 = 0.5556: 27.78 + 24 + 0.84 = 52.62 → 53
 *   draining: F = (−0.6 + 1) / 2 = 0.2, V = 1 / 6.6914 = 0.149446
 *             cash ≤ 0: 100 · (0 + 0.06 + 0.029889) = 8.99 → 9
 *             +50,000: buffer 50,000 / 4,000 = 12.5 days, C = 0.1389: 6.94 + 6 + 2.99 = 15.93 → 16
 *   balanced: F = 0.5, V = 1 / 8.8784 = 0.112633
 *             cash ≤ 0: 100 · (0 + 0.15 + 0.022527) = 17.25 → 17
 *             +50,000: C = 50 / 90: 27.78 + 15 + 2.25 = 45.03 → 45
 *   none:     F = 0.5, V = 1; cash ≤ 0: 15 + 20 = 35; +50,000 (C = 1): 50 + 15 + 20 = 85
 *   Verdict: ≥ 70 healthy, ≥ 40 under some strain, otherwise under serious strain.
 *
 * Projected balance in 30 days (liquidity and forecast; no payable falls due) = cash + net:
 *   −500,000: stable −410,000, draining −590,000, balanced and none −500,000
 *   0:        stable +90,000,  draining −90,000,  balanced and none 0
 *   +50,000:  stable +140,000, draining −40,000,  balanced and none +50,000
 *   Funding gap = max(0, −projected). Runway stable when net ≥ 0 (all but draining).
 *   Days to zero: null when stable; draining: 0 when cash ≤ 0, else floor(50,000 × 30 / 90,000)
 *   = floor(16.67) = 16. War-room hours: 0 when stable; draining 40 (0 and 16 days are both ≤ 30).
 *
 * Scenarios (defaults: stressed −20% revenue, +10% opex; upside +10% revenue; 30 days):
 *   base = cash + net; stressed = cash + 0.8·in − 1.1·out; upside = cash + 1.1·in − out
 *   stable:   +90,000;  0.8 × 120,000 − 1.1 × 30,000 = +63,000;  1.1 × 120,000 − 30,000 = +102,000
 *   draining: −90,000;  0.8 × 30,000 − 1.1 × 120,000 = −108,000; 1.1 × 30,000 − 120,000 = −87,000
 *   balanced: 0;        24,000 − 33,000 = −9,000;                33,000 − 30,000 = +3,000
 *   none:     0, 0, 0
 *
 * Burn: monthly burn = out × 30 / N = out; software is 20% reducible:
 *   stable and balanced 30,000 ($300.00), top saving 6,000 ($60.00); draining 120,000 ($1,200.00),
 *   top saving 24,000 ($240.00); none 0 and no category.
 *
 * Distress: no volatility spike (needs 60 days) and no persistent drain (needs two 30-day blocks);
 * liquidity gap when cash < 0 or the 30-day projection < 0. Risk = round(0.7 · 45 · gap + 0.3 · (100 − health)):
 *   −500,000 (gap): stable 31.5 + 22.5 = 54; draining 31.5 + 27.3 = 58.8 → 59; balanced 31.5 + 24.9
 *             = 56.4 → 56; none 31.5 + 19.5 = 51
 *   0:        stable (no gap) 22.5 → 23; draining (gap: −90,000 projected) 31.5 + 27.3 → 59;
 *             balanced 24.9 → 25; none 19.5 → 20
 *   +50,000:  stable 0.3 × 47 = 14.1 → 14; draining (gap: −40,000 projected) 31.5 + 25.2 = 56.7 → 57;
 *             balanced 0.3 × 55 = 16.5 → 17; none 0.3 × 15 = 4.5 → 5
 */

const AS_OF = "2024-03-31";

type FlowName = "stable" | "draining" | "balanced" | "none";
type BalanceName = "overdrawn" | "at zero" | "in credit";

const FLOWS: Record<FlowName, readonly Record<string, unknown>[]> = {
  stable: [
    { date: "2024-03-02", amount_minor: 120_000 },
    { date: "2024-03-16", amount_minor: -30_000, category: "software" },
  ],
  draining: [
    { date: "2024-03-02", amount_minor: -120_000, category: "software" },
    { date: "2024-03-16", amount_minor: 30_000 },
  ],
  balanced: [
    { date: "2024-03-02", amount_minor: 30_000 },
    { date: "2024-03-16", amount_minor: -30_000, category: "software" },
  ],
  none: [],
};

const BALANCES: Record<BalanceName, number> = { overdrawn: -500_000, "at zero": 0, "in credit": 50_000 };

const EXPIRED_PAYABLES = {
  items: [
    { amount_minor: 100_000, discount_minor: 2_000, discount_deadline: "2024-03-15", due_date: "2024-06-30", vendor: "Paper Co" },
    { amount_minor: 50_000, terms: "2/10 net 30", invoice_date: "2024-03-01", due_date: "2024-06-30" },
  ],
};

/** `currency` null: the book states none. */
function envelope(balance: number, flow: FlowName, currency: string | null = "USD", extra: Record<string, unknown> = {}) {
  return {
    account_id: "acct-edge",
    balances: { current_minor: balance, as_of: AS_OF, ...(currency === null ? {} : { currency }) },
    transactions: FLOWS[flow],
    payables: EXPIRED_PAYABLES,
    ...extra,
  };
}

function run<S extends Slug>(slug: S, body: unknown): AnalysisResponse<S> {
  const result = analyse(slug, body);
  if (!result.ok) expect.fail(`${slug} refused the book: ${JSON.stringify(result.violations)}`);
  return result.response;
}

/** The figures worked out by hand in the header, one row per state, with their USD text. */
interface Expected {
  health: { score: number; net: number; outflow: number; volatility: number };
  forecast: number;
  band: string;
  projected: number;
  days: number | null;
  hours: number;
  scenarios: [number, number, number];
  burn: { monthly: number; top: number | undefined };
  risk: number;
  gapSignal: boolean;
}

const FLOW_FIGURES: Record<FlowName, { net: number; out: number; volatility: number; band: string; stressed: number; upside: number; top: number | undefined }> = {
  stable: { net: 90_000, out: 30_000, volatility: 22.7657, band: "$3,456.31", stressed: 63_000, upside: 102_000, top: 6_000 },
  draining: { net: -90_000, out: 120_000, volatility: 5.6914, band: "$3,456.31", stressed: -108_000, upside: -87_000, top: 24_000 },
  balanced: { net: 0, out: 30_000, volatility: 7.8784, band: "$1,196.10", stressed: -9_000, upside: 3_000, top: 6_000 },
  none: { net: 0, out: 0, volatility: 0, band: "$0.00", stressed: 0, upside: 0, top: undefined },
};

const SCORES: Record<BalanceName, Record<FlowName, number>> = {
  overdrawn: { stable: 25, draining: 9, balanced: 17, none: 35 },
  "at zero": { stable: 25, draining: 9, balanced: 17, none: 35 },
  "in credit": { stable: 53, draining: 16, balanced: 45, none: 85 },
};

const RISKS: Record<BalanceName, Record<FlowName, number>> = {
  overdrawn: { stable: 54, draining: 59, balanced: 56, none: 51 },
  "at zero": { stable: 23, draining: 59, balanced: 25, none: 20 },
  "in credit": { stable: 14, draining: 57, balanced: 17, none: 5 },
};

function expected(balanceName: BalanceName, flow: FlowName): Expected {
  const cash = BALANCES[balanceName];
  const f = FLOW_FIGURES[flow];
  const projected = cash + f.net;
  const days = flow !== "draining" ? null : cash <= 0 ? 0 : 16;
  return {
    health: { score: SCORES[balanceName][flow], net: f.net, outflow: f.out, volatility: f.volatility },
    forecast: projected,
    band: f.band,
    projected,
    days,
    hours: days === null ? 0 : 40,
    scenarios: [projected, cash + f.stressed, cash + f.upside],
    burn: { monthly: f.out, top: f.top },
    risk: RISKS[balanceName][flow],
    gapSignal: cash < 0 || projected < 0,
  };
}

/** USD text of an amount in cents, written out digit by digit (not through the formatter under test). */
function usd(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, "0");
  return `${sign}$${String(whole).replace(/\B(?=(\d{3})+$)/g, ",")}.${rest}`;
}

/** The opening line when the balance is at or below zero: overdrawn or zero, then the direction of flows. */
function opening(balanceName: BalanceName, flow: FlowName): string[] {
  if (balanceName === "in credit") return [];
  const state = balanceName === "overdrawn" ? "The account is overdrawn: the balance is -$5,000.00." : "The balance is at zero.";
  const direction = {
    stable: "Recent flows are recovering it: more cash came in than went out.",
    draining: "Recent flows are draining it further: more cash went out than came in.",
    balanced: "Recent flows are not moving it either way: as much cash came in as went out.",
    none: "With no transactions in the history window, recent flows are not moving it either way.",
  }[flow];
  return [`${state} ${direction}`];
}

/**
 * Every book here is thin: two transactions over 30 days, or none, against the documented minimum
 * of 20 transactions over 60 days; every narrative says so just before its closing line.
 */
function thinLine(flow: FlowName): string {
  return flow === "none"
    ? "These figures rest on too little history: there were no transactions in the 90-day window, so there were no flows to project and the balance is simply carried forward."
    : "These figures rest on too little history: 2 transactions over 30 days, where at least 20 transactions over 60 days are needed to treat them as a pattern; read them as a sketch, not a forecast.";
}

/** Each route's own lines, from the hand figures; the structured block is checked against the same figures. */
function routeLines(slug: Slug, balanceName: BalanceName, flow: FlowName, e: Expected, response: AnalysisResponse): string[] {
  const s = response.structured as unknown as Record<string, unknown>;
  switch (slug) {
    case "cashflow-health-score": {
      expect(s).toEqual({ score: e.health.score, drivers: { net_position_minor: e.health.net, monthly_outflow_minor: e.health.outflow, volatility_index: e.health.volatility } });
      const score = e.health.score;
      const verdict = score >= 70 ? "healthy" : score >= 40 ? "under some strain" : "under serious strain";
      const direction = e.health.net > 0 ? "more cash came in than went out" : e.health.net < 0 ? "more cash went out than came in" : "cash in and cash out balanced";
      return [
        `Cash health score: ${score} out of 100, ${verdict}.`,
        flow === "none"
          ? "The review window shows no cash movement to assess, so the score rests on the balance alone."
          : `Over the review window ${direction}: a net position of ${usd(e.health.net)} against a monthly outflow of ${usd(e.health.outflow)}.`,
        flow === "none"
          ? "Daily flows showed no measurable volatility."
          : `Daily flows swung widely (volatility index ${e.health.volatility}), which makes the position harder to plan around.`,
        score >= 70 ? "Risk: low; keep monitoring the buffer against monthly outflow." : score >= 40 ? "Risk: moderate; review spending and collections to rebuild the buffer." : "Risk: high; act on the cash buffer now.",
      ];
    }
    case "forecast-30d-cash-position":
      expect(s["forecast_30d_minor"]).toBe(e.forecast);
      expect(money(Math.round(s["confidence_band_minor"] as number), "USD")).toBe(e.band);
      return [
        // no payable falls due by 2024-04-30, so no sentence on payables follows
        `Projected cash position in 30 days, after payables due by then: ${usd(e.forecast)}.`,
        `Confidence band: plus or minus ${e.band} (95% prediction interval).`,
        "Caveat: this is a linear drift of recent average daily flows; seasonality and one-off events can move the real figure.",
      ];
    case "liquidity-runout-forecast": {
      const gap = Math.max(0, -e.projected);
      expect(s).toMatchObject({
        runway_stable: flow !== "draining",
        estimated_days_to_zero_balance: e.days,
        projected_balance_30d_minor: e.projected,
        funding_gap_30d_minor: gap,
        treasury_war_room_hours_recommended_next_30d: e.hours,
      });
      const where = balanceName === "overdrawn" ? "overdrawn" : "at zero";
      const status =
        balanceName === "in credit"
          ? flow === "draining"
            ? "Status: draining. At the recent pace the balance reaches zero in about 16 days."
            : flow === "none"
              ? "Status: no flows to judge. There were no transactions in the history window, so nothing drains the balance, but nothing shows that it is stable either."
              : "Status: stable. Recent daily flows are not draining cash, so at this pace the balance does not run out."
          : flow === "draining"
            ? `Status: critical. The balance is already ${where} and recent daily flows are draining it further.`
            : flow === "stable"
              ? "Status: recovering. Recent daily flows are adding cash, but the balance is not yet above zero."
              : `Status: not recovering. Recent daily flows are not adding cash, so at this pace the balance stays ${where}.`;
      return [
        status,
        `Projected balance in 30 days from daily flows, before payables: ${usd(e.projected)}.`,
        gap > 0 ? `Funding needed within 30 days, before payables: ${usd(gap)}.` : "No funding gap is projected within 30 days from daily flows, before payables.",
        e.hours > 0
          ? `Recommended treasury war-room time over the next 30 days: ${e.hours} hours.`
          : gap > 0
            ? "No war-room hours are recommended, since flows are not draining, but the funding gap above still has to be covered."
            : "No treasury war-room time is needed.",
      ];
    }
    case "simulated-scenario-runner": {
      const [base, stressed, upside] = e.scenarios;
      expect(s["scenarios"]).toEqual([
        { name: "base", balance_minor: base },
        { name: "stressed", balance_minor: stressed },
        { name: "upside", balance_minor: upside },
      ]);
      return [
        `Over 30 days, from daily flows before payables: base ${usd(base)}, stressed ${usd(stressed)}, upside ${usd(upside)}.`,
        "The stressed case applies a revenue shock of -20% and an opex shock of +10%; the upside case +10% revenue and 0% opex.",
        "These scenarios are illustrative linear adjustments of the supplied data, not forecasts.",
      ];
    }
    case "ar-aging-accelerator":
      expect(s).toEqual({ prioritized: [] });
      return ["No receivables were supplied, so there is nothing to prioritize (0 ranked rows)."];
    case "burn-rate-optimizer": {
      const { monthly, top } = e.burn;
      expect(s).toEqual({ monthly_burn_minor: monthly, reduction_opportunities: top === undefined ? [] : [{ category: "software", amount_minor: top, impact_score: 100 }] });
      return [
        `Monthly burn: ${usd(monthly)} of gross outflow.`,
        top === undefined
          ? "No reducible spending category was found in the supplied outflows."
          : `Top focus category: software, with an estimated ${usd(top)} a month to save; 1 category ranked in all.`,
      ];
    }
    case "distress-early-warning": {
      expect(s).toEqual({
        composite_risk: e.risk,
        signals: [
          { id: "liquidity_gap", tripped: e.gapSignal },
          { id: "volatility_spike", tripped: false },
          { id: "persistent_net_drain", tripped: false },
        ],
      });
      return [
        `Composite risk: ${e.risk} out of 100, with ${e.gapSignal ? 1 : 0} of 3 signals active.`,
        e.gapSignal
          ? "In plain terms: cash is below zero, or is projected from daily flows (before payables) to be within 30 days."
          : balanceName === "at zero"
            ? "No structural distress signal is active, but with the balance at zero there is no cash buffer to absorb a bad day."
            : "No structural distress signal is active: nothing points to near-term cash distress.",
      ];
    }
    case "early-payment-discount-leak":
      expect(s).toMatchObject({
        invoices_with_discount_terms: 2,
        discounts_on_table_minor: 3_000,
        estimated_recoverable_minor: 0,
        assumed_capture_rate_pct: 80,
        ap_clerk_hours_to_capture_estimate: 0,
      });
      return [
        "2 invoices with early-payment discount terms, offering $30.00 in discounts in all.",
        "Still open: none, so nothing can be recovered (estimated recoverable: $0.00).",
        "Lost to expired deadlines: $30.00 on 2 invoices, which can no longer be captured.",
      ];
  }
}

/** The rules every narrative keeps in every state and currency, read off its own structured figures. */
function checkInvariants(slug: Slug, response: AnalysisResponse, cash: number, currency: string | undefined): void {
  const lines = response.narrative.split("\n");
  const text = response.narrative;
  const s = response.structured as unknown as Record<string, unknown>;
  expect(lines.at(-1)).toBe(CLOSING_LINE);
  // The balance at or below zero is the first thing said.
  if (cash < 0) expect(lines[0]).toMatch(/^The account is overdrawn: the balance is -/);
  else if (cash === 0) expect(lines[0]).toMatch(/^The balance is at zero\. /);
  else expect(text).not.toMatch(/overdrawn|balance is at zero/);
  // Money is never in raw minor units, in the narrative or in any note.
  expect(text).not.toContain("minor units");
  for (const assumption of (s["assumptions"] as string[] | undefined) ?? []) expect(assumption).not.toContain("minor units");
  expect(String(s["methodology_note"] ?? "")).not.toContain("minor units");
  // Without a currency the note is said once when money is shown, and never otherwise.
  const notes = lines.filter((line) => line === NO_CURRENCY_NOTE).length;
  const showsMoney = /\d\.\d\d\b|¥|\$|€/.test(lines.filter((line) => line !== NO_CURRENCY_NOTE).join("\n"));
  expect(notes).toBe(currency === undefined && showsMoney ? 1 : 0);
  if (slug === "liquidity-runout-forecast") {
    const gap = s["funding_gap_30d_minor"] as number;
    if (s["runway_stable"] === true && cash <= 0) {
      expect(text).not.toContain("no path to a zero balance");
      expect(text).not.toContain("does not run out");
      expect(text).not.toContain("Status: stable");
    }
    if (gap > 0) {
      // The funding gap text is the structured figure, formatted; nothing beside it says none is needed.
      expect(lines).toContain(`Funding needed within 30 days, before payables: ${money(gap, currency)}.`);
      for (const line of lines) expect(line).not.toMatch(/^No\b[^.]*\bneeded\b/);
    } else {
      expect(lines).toContain("No funding gap is projected within 30 days from daily flows, before payables.");
    }
  }
  if (slug === "early-payment-discount-leak" && s["estimated_recoverable_minor"] === 0 && (s["invoices_with_discount_terms"] as number) > 0) {
    // Every discount here has expired: none is "on the table".
    expect(text).not.toContain("on the table");
    expect(lines).toContain(`Lost to expired deadlines: ${money(s["discounts_on_table_minor"] as number, currency)} on 2 invoices, which can no longer be captured.`);
  }
}

describe("every route through every edge state: narrative lines equal the hand-worked figures", () => {
  for (const balanceName of Object.keys(BALANCES) as BalanceName[]) {
    for (const flow of Object.keys(FLOWS) as FlowName[]) {
      for (const slug of SLUGS) {
        it(`${slug}: ${balanceName}, flows ${flow}, all discounts expired, no receivables`, () => {
          const response = run(slug, envelope(BALANCES[balanceName], flow));
          const own = routeLines(slug, balanceName, flow, expected(balanceName, flow), response);
          expect(response.narrative.split("\n")).toEqual([...opening(balanceName, flow), ...own, thinLine(flow), CLOSING_LINE]);
          checkInvariants(slug, response, BALANCES[balanceName], "USD");
        });
      }
    }
  }
});

describe("the same states without a currency and in a currency without decimals", () => {
  for (const currency of [undefined, "JPY", "EUR"] as const) {
    for (const balanceName of Object.keys(BALANCES) as BalanceName[]) {
      for (const flow of Object.keys(FLOWS) as FlowName[]) {
        for (const slug of SLUGS) {
          it(`${slug}: ${balanceName}, flows ${flow}, ${currency ?? "no currency"}`, () => {
            const response = run(slug, envelope(BALANCES[balanceName], flow, currency ?? null));
            checkInvariants(slug, response, BALANCES[balanceName], currency);
          });
        }
      }
    }
  }

  it("an overdrawn book without a currency: plain amounts with two decimals and one note", () => {
    // −500,000 without a currency reads −5,000.00; stable flows: projected −410,000, gap 410,000 → 4,100.00.
    const { narrative } = run("liquidity-runout-forecast", envelope(-500_000, "stable", null));
    expect(narrative.split("\n")).toEqual([
      "The account is overdrawn: the balance is -5,000.00. Recent flows are recovering it: more cash came in than went out.",
      "Status: recovering. Recent daily flows are adding cash, but the balance is not yet above zero.",
      "Projected balance in 30 days from daily flows, before payables: -4,100.00.",
      "Funding needed within 30 days, before payables: 4,100.00.",
      "No war-room hours are recommended, since flows are not draining, but the funding gap above still has to be covered.",
      NO_CURRENCY_NOTE,
      thinLine("stable"),
      CLOSING_LINE,
    ]);
  });

  it("the forecast's assumptions name the payables in the book's money, never in minor units", () => {
    // No payable falls due by 2024-04-30, so the payables assumption reads 0 items and a zero amount.
    const plain = run("forecast-30d-cash-position", envelope(0, "none", null)).structured.assumptions;
    expect(plain).toContain("Payables due by 2024-04-30 (overdue included) are paid in full within the horizon: 0 item(s), 0.00.");
    expect(plain.filter((line) => line === NO_CURRENCY_NOTE)).toHaveLength(1);
    const yen = run("forecast-30d-cash-position", envelope(0, "none", "JPY")).structured.assumptions;
    expect(yen).toContain("Payables due by 2024-04-30 (overdue included) are paid in full within the horizon: 0 item(s), ¥0.");
    expect(yen).not.toContain(NO_CURRENCY_NOTE);
  });

  it("yen amounts carry no decimals", () => {
    // −500,000 yen, draining flows: projected −500,000 − 90,000 = −590,000; gap ¥590,000; 0 days, 40 hours.
    const { narrative } = run("liquidity-runout-forecast", envelope(-500_000, "draining", "JPY"));
    expect(narrative.split("\n").slice(0, 5)).toEqual([
      "The account is overdrawn: the balance is -¥500,000. Recent flows are draining it further: more cash went out than came in.",
      "Status: critical. The balance is already overdrawn and recent daily flows are draining it further.",
      "Projected balance in 30 days from daily flows, before payables: -¥590,000.",
      "Funding needed within 30 days, before payables: ¥590,000.",
      "Recommended treasury war-room time over the next 30 days: 40 hours.",
    ]);
  });
});

describe("discounts: open and expired told apart", () => {
  it("some open, some expired: the open part with its nearest deadline, the lost part on its own", () => {
    // as_of 2024-03-31.
    //   A: 2,000 given, deadline 2024-03-15 → expired
    //   B: "2/10 net 30" on 500.00 invoiced 2024-03-25 → 1,000, deadline 2024-04-04 → open
    //   C: 500 given, deadline 2024-04-02 → open (the nearest)
    //   D: 250 given, no deadline and no invoice date → open, no known deadline
    //   E: 300 given, deadline 2024-03-31 = as_of → still open (paying today earns it); 2024-03-31 is nearer still
    // Offered 2,000 + 1,000 + 500 + 250 + 300 = 4,050 ($40.50) on 5 invoices.
    // Open 1,000 + 500 + 250 + 300 = 2,050 ($20.50) on 4 invoices; recoverable round(0.8 × 2,050) = 1,640 ($16.40);
    // clerk hours 0.25 × 4 = 1. Lost: 2,000 ($20.00) on 1 invoice.
    const payables = {
      items: [
        { amount_minor: 100_000, discount_minor: 2_000, discount_deadline: "2024-03-15" },
        { amount_minor: 50_000, terms: "2/10 net 30", invoice_date: "2024-03-25" },
        { amount_minor: 25_000, discount_minor: 500, discount_deadline: "2024-04-02" },
        { amount_minor: 12_500, discount_minor: 250 },
        { amount_minor: 15_000, discount_minor: 300, discount_deadline: "2024-03-31" },
      ],
    };
    const response = run("early-payment-discount-leak", envelope(50_000, "stable", "USD", { payables }));
    expect(response.structured).toMatchObject({ invoices_with_discount_terms: 5, discounts_on_table_minor: 4_050, estimated_recoverable_minor: 1_640, ap_clerk_hours_to_capture_estimate: 1 });
    expect(response.narrative.split("\n")).toEqual([
      "5 invoices with early-payment discount terms, offering $40.50 in discounts in all.",
      "Still open: $20.50 on 4 invoices, nearest deadline 2024-03-31 (1 invoice with no known deadline). Estimated recoverable: $16.40 at an assumed capture rate of 80%, about 1 clerk hour of work.",
      "Lost to expired deadlines: $20.00 on 1 invoice, which can no longer be captured.",
      thinLine("stable"),
      CLOSING_LINE,
    ]);
  });

  it("all open without deadlines: said so, and nothing lost", () => {
    // One 250 discount with no deadline: open; recoverable round(0.8 × 250) = 200 ($2.00); 0.25 h → 0.3.
    const response = run("early-payment-discount-leak", envelope(50_000, "stable", "USD", { payables: { items: [{ amount_minor: 12_500, discount_minor: 250 }] } }));
    expect(response.narrative.split("\n").slice(0, 3)).toEqual([
      "1 invoice with early-payment discount terms, offering $2.50 in discounts in all.",
      "Still open: $2.50 on 1 invoice, with no known deadline. Estimated recoverable: $2.00 at an assumed capture rate of 80%, about 0.3 clerk hours of work.",
      "Lost to expired deadlines: none.",
    ]);
  });

  it("no payables at all: no discount, and the balance still said first", () => {
    const response = run("early-payment-discount-leak", { ...envelope(0, "draining"), payables: { items: [] } });
    expect(response.narrative.split("\n")).toEqual([
      "The balance is at zero. Recent flows are draining it further: more cash went out than came in.",
      "No invoice carries early-payment discount terms, so there is no discount on the table (0 invoices).",
      thinLine("draining"),
      CLOSING_LINE,
    ]);
  });
});

describe("the drain that empties a positive balance within a day", () => {
  it("says 'within a day', not 'in about 0 days'", () => {
    // +50.00 with the draining flows: floor(5,000 × 30 / 90,000) = floor(1.67) = 1 day; with +20.00:
    // floor(2,000 × 30 / 90,000) = floor(0.67) = 0 → within a day. Projected 2,000 − 90,000 = −88,000.
    const one = run("liquidity-runout-forecast", envelope(5_000, "draining"));
    expect(one.structured.estimated_days_to_zero_balance).toBe(1);
    expect(one.narrative.split("\n")[0]).toBe("Status: draining. At the recent pace the balance reaches zero in about 1 day.");
    const none = run("liquidity-runout-forecast", envelope(2_000, "draining"));
    expect(none.structured).toMatchObject({ estimated_days_to_zero_balance: 0, funding_gap_30d_minor: 88_000 });
    expect(none.narrative.split("\n").slice(0, 3)).toEqual([
      "Status: draining. At the recent pace the balance reaches zero within a day.",
      "Projected balance in 30 days from daily flows, before payables: -$880.00.",
      "Funding needed within 30 days, before payables: $880.00.",
    ]);
  });
});
