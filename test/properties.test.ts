/**
 * Property tests (fast-check): whatever arrives, `analyse` answers with a value and never throws.
 * Either the envelope is rejected with named violations, or every route's figures are finite and in
 * range (README, Routes; docs/methodology.md) — and the routes agree with each other where the methodology
 * makes them share a figure.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyse } from "../src/engine/index.js";
import { SLUGS, type AnalysisResponse, type Slug } from "../src/analyses/types.js";

const FIXED_LINE = "Generated from structured signals using fixed templates.";
const MAX = Number.MAX_SAFE_INTEGER;
/** Bounded so the suite stays fast; PROPERTY_RUNS=5000 npx vitest run test/properties.test.ts digs deeper. */
const RUNS = { numRuns: Number(process.env.PROPERTY_RUNS ?? 300) };

// ---------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------

/** Day 0 = 2026-03-31; rows range from 150 days before to 20 days after, so stale and future rows occur. */
const BASE_DAY = Date.UTC(2026, 2, 31) / 86_400_000;
const isoDay = (offset: number) => new Date((BASE_DAY + offset) * 86_400_000).toISOString().slice(0, 10);

/** A date for `offset`, as YYYY-MM-DD or as an RFC 3339 timestamp whose own date is that day. */
const dateText = (offset: number) =>
  fc.oneof(
    fc.constant(isoDay(offset)),
    fc.constantFrom("T00:00:00Z", "T23:59:59-11:00", "T01:30:00+14:00", "T12:00:00.5+05:30").map((time) => isoDay(offset) + time),
  );

/** Values of the wrong type, form or range. */
const garbage = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.string({ maxLength: 8 }),
  fc.double(),
  fc.integer(),
  fc.constantFrom(2 ** 53, -(2 ** 53), 1e308, "9".repeat(30), "12.5", "2026-02-30", "", "usd", -1, 0.5),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
);
const sometimesBad = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ weight: 12, arbitrary: arb }, { weight: 1, arbitrary: garbage });

const smallAmount = fc.integer({ min: -5_000_000, max: 5_000_000 });
const anyAmount = fc.oneof(
  { weight: 6, arbitrary: smallAmount },
  { weight: 1, arbitrary: fc.integer({ min: -MAX, max: MAX }) },
  { weight: 1, arbitrary: smallAmount.map(String) },
);

const CATEGORIES = ["Software", " payroll ", "rent", "TAXES", "travel", "misc", "", "cloud", "transfer"];
const LABELS = ["current", "not due", "1-30", "31-60", "31-60 days", "61-90", "90+", "over 90", ">90", "91-120", "120+", "someday"];

/** A transaction that keeps its day offset and signed amount beside the wire row, for the oracle. */
const transaction = (amount: fc.Arbitrary<number | string>) =>
  fc
    .record({
      offset: fc.integer({ min: -150, max: 20 }),
      amount,
      signStyle: fc.constantFrom("signed", "direction"),
      category: fc.option(fc.constantFrom(...CATEGORIES), { nil: undefined }),
    })
    .chain(({ offset, amount, signStyle, category }) =>
      dateText(offset).map((date) => {
        const value = typeof amount === "string" ? Number(amount) : amount;
        const row: Record<string, unknown> =
          signStyle === "direction"
            ? { date, amount_minor: Math.abs(value), direction: value < 0 ? "debit" : "credit" }
            : { date, amount_minor: amount };
        if (category !== undefined) row.category = category;
        return { offset, signed: value, row, transfer: category === "transfer" };
      }),
    );

const payableItem = fc.record(
  {
    amount_minor: fc.integer({ min: 0, max: 10_000_000 }),
    due_date: fc.integer({ min: -60, max: 60 }).map(isoDay),
    discount_minor: fc.integer({ min: 0, max: 1_000 }),
    discount_deadline: fc.integer({ min: -30, max: 30 }).map(isoDay),
    terms: fc.constantFrom("2/10 net 30", "2/10 n/30", "net 30"),
    invoice_date: fc.integer({ min: -40, max: 0 }).map(isoDay),
  },
  { requiredKeys: ["amount_minor"] },
).map((item) => (item.discount_minor !== undefined && item.discount_minor > item.amount_minor ? { ...item, discount_minor: item.amount_minor } : item));

const scenario = fc.record(
  {
    revenue_shock_pct: fc.integer({ min: -100, max: 1000 }),
    opex_shock_pct: fc.integer({ min: -100, max: 1000 }),
    upside_revenue_pct: fc.integer({ min: -100, max: 1000 }),
    upside_opex_pct: fc.integer({ min: -100, max: 1000 }),
    horizon_days: fc.integer({ min: 1, max: 365 }),
  },
  { requiredKeys: [] },
);

const arAging = fc.record(
  {
    buckets: fc.uniqueArray(
      fc.record(
        {
          bucket: fc.constantFrom(...LABELS),
          amount_minor: fc.integer({ min: 0, max: 10_000_000 }),
          days_past_due: fc.integer({ min: 0, max: 1_000 }),
        },
        { requiredKeys: ["bucket", "amount_minor"] },
      ).map((b) => (b.bucket === "someday" && b.days_past_due === undefined ? { ...b, days_past_due: 400 } : b)),
      { selector: (b) => b.bucket, maxLength: 6 },
    ),
    invoices: fc.array(
      fc.record({ amount_minor: fc.integer({ min: 0, max: 10_000_000 }), due_date: fc.integer({ min: -200, max: 40 }).map(isoDay) }),
      { maxLength: 6 },
    ),
  },
  { requiredKeys: [] },
);

/** A well-formed book (every value valid), with what the oracle needs to know about it. */
const wellFormed = fc
  .record({
    rows: fc.array(transaction(smallAmount), { maxLength: 40 }),
    cash: fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
    asOf: fc.option(fc.integer({ min: -10, max: 10 }), { nil: undefined }),
    currency: fc.constantFrom(undefined, "USD", "JPY", "EUR"),
    payables: fc.option(fc.array(payableItem, { maxLength: 6 }), { nil: undefined }),
    scenario: fc.option(scenario, { nil: undefined }),
    ar: fc.option(arAging, { nil: undefined }),
  })
  .map(({ rows, cash, asOf, currency, payables, scenario, ar }) => {
    const balances: Record<string, unknown> = { current_minor: cash };
    if (asOf !== undefined) balances.as_of = isoDay(asOf);
    if (currency !== undefined) balances.currency = currency;
    const envelope: Record<string, unknown> = { account_id: "acct-prop", transactions: rows.map((r) => r.row), balances };
    if (payables !== undefined) envelope.payables = { items: payables };
    if (scenario !== undefined) envelope.scenario = scenario;
    if (ar !== undefined) envelope.ar_aging = ar;
    return { envelope, rows, cash, asOf };
  });

/** An envelope with a few wrong values, huge amounts and odd shapes mixed in. */
const loose = fc
  .record(
    {
      account_id: sometimesBad(fc.string({ minLength: 1, maxLength: 20 })),
      transactions: sometimesBad(fc.array(sometimesBad(transaction(anyAmount).map((t) => t.row)), { maxLength: 25 })),
      balances: sometimesBad(
        fc.record(
          { current_minor: sometimesBad(anyAmount), as_of: sometimesBad(fc.integer({ min: -10, max: 10 }).map(isoDay)), currency: sometimesBad(fc.constantFrom("USD", "JPY")) },
          { requiredKeys: [] },
        ),
      ),
      payables: sometimesBad(fc.record({ items: sometimesBad(fc.array(sometimesBad(payableItem), { maxLength: 4 })) })),
      scenario: sometimesBad(scenario),
      ar_aging: sometimesBad(arAging),
    },
    { requiredKeys: [] },
  );

// ---------------------------------------------------------------------------------------------
// Invariants
// ---------------------------------------------------------------------------------------------

const isSafe = (x: unknown) => typeof x === "number" && Number.isSafeInteger(x);
/** x has at most `places` decimals (up to the float's own precision, which matters for large x). */
const hasDecimals = (x: number, places: number) => {
  const scaled = x * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) <= 1e-6 + Math.abs(scaled) * 1e-12;
};
const intIn = (x: unknown, lo: number, hi: number) => typeof x === "number" && Number.isInteger(x) && x >= lo && x <= hi;
const hoursFor = (days: number) => (days <= 30 ? 40 : days <= 60 ? 24 : days <= 90 ? 12 : 4);

function checkResponse(slug: Slug, r: AnalysisResponse): void {
  expect(Object.keys(r).sort()).toEqual(["account_id", "endpoint", "narrative", "processing", "structured"]);
  expect(r.endpoint).toBe(slug);
  expect(r.processing.mode).toBe("ephemeral");
  expect(r.narrative.trimEnd().split("\n").at(-1)).toBe(FIXED_LINE);
  expect(r.narrative).not.toMatch(/undefined|NaN|Infinity|\[object/);
  const s = r.structured as any;
  switch (slug) {
    case "cashflow-health-score":
      expect(intIn(s.score, 0, 100)).toBe(true);
      expect(isSafe(s.drivers.net_position_minor)).toBe(true);
      expect(isSafe(s.drivers.monthly_outflow_minor) && s.drivers.monthly_outflow_minor >= 0).toBe(true);
      expect(Number.isFinite(s.drivers.volatility_index) && s.drivers.volatility_index >= 0).toBe(true);
      expect(hasDecimals(s.drivers.volatility_index, 4)).toBe(true);
      break;
    case "forecast-30d-cash-position":
      expect(isSafe(s.forecast_30d_minor)).toBe(true);
      expect(Number.isFinite(s.confidence_band_minor) && s.confidence_band_minor >= 0).toBe(true);
      expect(hasDecimals(s.confidence_band_minor, 2)).toBe(true);
      expect(s.assumptions.every((a: unknown) => typeof a === "string" && a.length > 0)).toBe(true);
      break;
    case "liquidity-runout-forecast":
      expect(typeof s.runway_stable).toBe("boolean");
      expect(s.estimated_days_to_zero_balance === null).toBe(s.runway_stable);
      expect(isSafe(s.projected_balance_30d_minor)).toBe(true);
      expect(s.funding_gap_30d_minor).toBe(Math.max(0, -s.projected_balance_30d_minor));
      if (s.runway_stable) {
        expect(s.treasury_war_room_hours_recommended_next_30d).toBe(0);
      } else {
        expect(intIn(s.estimated_days_to_zero_balance, 0, MAX)).toBe(true);
        expect(s.treasury_war_room_hours_recommended_next_30d).toBe(hoursFor(s.estimated_days_to_zero_balance));
      }
      expect(s.methodology_note.length).toBeGreaterThan(0);
      break;
    case "simulated-scenario-runner":
      expect(s.scenarios.map((x: any) => x.name)).toEqual(["base", "stressed", "upside"]);
      expect(s.scenarios.every((x: any) => isSafe(x.balance_minor))).toBe(true);
      break;
    case "ar-aging-accelerator": {
      const rows = s.prioritized as { bucket: string; amount_minor: number; collection_score: number }[];
      for (const row of rows) {
        expect(isSafe(row.amount_minor) && row.amount_minor >= 0).toBe(true);
        expect(intIn(row.collection_score, 0, 100)).toBe(true);
      }
      for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.amount_minor).toBeGreaterThanOrEqual(rows[i]!.amount_minor);
      if (rows.some((row) => row.collection_score > 0)) expect(Math.max(...rows.map((row) => row.collection_score))).toBe(100);
      expect(new Set(rows.map((row) => row.bucket)).size).toBe(rows.length);
      break;
    }
    case "burn-rate-optimizer": {
      expect(isSafe(s.monthly_burn_minor) && s.monthly_burn_minor >= 0).toBe(true);
      const ops = s.reduction_opportunities as { category: string; amount_minor: number; impact_score: number }[];
      for (const op of ops) {
        expect(isSafe(op.amount_minor) && op.amount_minor > 0).toBe(true);
        expect(intIn(op.impact_score, 0, 100)).toBe(true);
        expect(op.category).toBe(op.category.trim().toLowerCase());
      }
      if (ops.length > 0) expect(ops[0]!.impact_score).toBe(100);
      for (let i = 1; i < ops.length; i++) expect(ops[i - 1]!.amount_minor).toBeGreaterThanOrEqual(ops[i]!.amount_minor);
      expect(new Set(ops.map((op) => op.category)).size).toBe(ops.length);
      break;
    }
    case "distress-early-warning":
      expect(intIn(s.composite_risk, 0, 100)).toBe(true);
      expect(s.signals.map((x: any) => x.id)).toEqual(["liquidity_gap", "volatility_spike", "persistent_net_drain"]);
      expect(s.signals.every((x: any) => typeof x.tripped === "boolean")).toBe(true);
      break;
    case "early-payment-discount-leak":
      expect(intIn(s.invoices_with_discount_terms, 0, MAX)).toBe(true);
      expect(isSafe(s.discounts_on_table_minor) && isSafe(s.estimated_recoverable_minor)).toBe(true);
      expect(s.estimated_recoverable_minor).toBeGreaterThanOrEqual(0);
      expect(s.estimated_recoverable_minor).toBeLessThanOrEqual(s.discounts_on_table_minor);
      expect(s.assumed_capture_rate_pct).toBe(80);
      expect(s.ap_clerk_hours_to_capture_estimate).toBeGreaterThanOrEqual(0);
      expect(hasDecimals(s.ap_clerk_hours_to_capture_estimate, 1)).toBe(true);
      expect(s.ap_clerk_hours_to_capture_estimate).toBeLessThanOrEqual(0.25 * s.invoices_with_discount_terms + 0.05);
      expect(s.methodology_note.length).toBeGreaterThan(0);
      break;
  }
}

/** Runs every route; each answer is a rejection with named violations or an in-range response. */
function checkEveryRoute(envelope: unknown): { accepted: number } {
  let accepted = 0;
  for (const slug of SLUGS) {
    let result: ReturnType<typeof analyse>;
    try {
      result = analyse(slug, envelope);
    } catch (error) {
      throw new Error(`analyse threw for ${slug}: ${String(error)}`);
    }
    if (result.ok) {
      accepted++;
      checkResponse(slug, result.response);
    } else {
      expect(result.violations.length).toBeGreaterThanOrEqual(1);
      for (const v of result.violations) {
        expect(typeof v.field === "string" && v.field.length > 0).toBe(true);
        expect(typeof v.issue === "string" && v.issue.length > 0).toBe(true);
      }
    }
  }
  return { accepted };
}

// ---------------------------------------------------------------------------------------------
// An independent oracle for the window totals (plain integer arithmetic on the generator's offsets)
// ---------------------------------------------------------------------------------------------

/** round(a/b) half away from zero for integers, exactly. */
function roundDiv(a: bigint, b: bigint): bigint {
  const negative = a < 0n !== b < 0n;
  const [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  const q = (2n * x + y) / (2n * y);
  return negative ? -q : q;
}

function windowOf(rows: { offset: number; signed: number; transfer?: boolean }[], asOfGiven: number | undefined) {
  const asOf = asOfGiven ?? (rows.length > 0 ? Math.max(...rows.map((r) => r.offset)) : undefined);
  if (asOf === undefined) return { N: 0, inflow: 0, outflow: 0, transferOut: 0 };
  const inWindow = rows.filter((r) => r.offset <= asOf && r.offset >= asOf - 89);
  if (inWindow.length === 0) return { N: 0, inflow: 0, outflow: 0, transferOut: 0 };
  const start = Math.min(...inWindow.map((r) => r.offset));
  let inflow = 0;
  let outflow = 0;
  let transferOut = 0;
  for (const r of inWindow) {
    if (r.signed > 0) inflow += r.signed;
    else outflow -= r.signed;
    if (r.signed < 0 && r.transfer === true) transferOut -= r.signed;
  }
  return { N: asOf - start + 1, inflow, outflow, transferOut };
}

const structuredFor = <S extends Slug>(slug: S, envelope: unknown) => {
  const result = analyse(slug, envelope);
  if (!result.ok) throw new Error(`rejected a well-formed book: ${JSON.stringify(result.violations)}`);
  return result.response.structured;
};

// ---------------------------------------------------------------------------------------------

describe("properties", () => {
  it("never throws on arbitrary values and answers every route with a rejection or in-range figures", () => {
    fc.assert(fc.property(fc.anything(), (value) => void checkEveryRoute(value)), RUNS);
  });

  it("never throws on arbitrary JSON", () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => void checkEveryRoute(value)), RUNS);
  });

  it("rejects or answers in range for envelopes with wrong types, huge numbers and odd shapes mixed in", () => {
    fc.assert(fc.property(loose, (envelope) => void checkEveryRoute(envelope)), RUNS);
  });

  it("accepts every well-formed book on every route, with in-range figures", () => {
    fc.assert(
      fc.property(wellFormed, ({ envelope }) => {
        expect(checkEveryRoute(envelope).accepted).toBe(SLUGS.length);
      }),
      RUNS,
    );
  });

  it("agrees with an independent calculation of net position, monthly outflow and burn", () => {
    fc.assert(
      fc.property(wellFormed, ({ envelope, rows, asOf }) => {
        const w = windowOf(rows, asOf);
        const health = structuredFor("cashflow-health-score", envelope);
        expect(health.drivers.net_position_minor).toBe(w.inflow - w.outflow);
        const monthly = w.N === 0 ? 0 : Number(roundDiv(BigInt(w.outflow) * 30n, BigInt(w.N)));
        expect(health.drivers.monthly_outflow_minor).toBe(monthly);
        // burn is the same figure less money moved to the company's own accounts (category transfer)
        const burn = w.N === 0 ? 0 : Number(roundDiv(BigInt(w.outflow - w.transferOut) * 30n, BigInt(w.N)));
        expect(structuredFor("burn-rate-optimizer", envelope).monthly_burn_minor).toBe(burn);
      }),
      RUNS,
    );
  });

  it("agrees across routes where the methodology shares a figure", () => {
    fc.assert(
      fc.property(wellFormed, ({ envelope, rows, asOf, cash }) => {
        const w = windowOf(rows, asOf);
        const liquidity = structuredFor("liquidity-runout-forecast", envelope);
        // projected = round(cash + 30·(inflow − outflow)/N), exactly
        const projected = w.N === 0 ? cash : Number(roundDiv(BigInt(cash) * BigInt(w.N) + 30n * BigInt(w.inflow - w.outflow), BigInt(w.N)));
        expect(liquidity.projected_balance_30d_minor).toBe(projected);
        expect(liquidity.runway_stable).toBe(w.inflow >= w.outflow);

        // without payables the forecast is the projection
        const noPayables = { ...envelope, payables: undefined };
        expect(structuredFor("forecast-30d-cash-position", noPayables).forecast_30d_minor).toBe(projected);
        // without a scenario block the base scenario is the projection too (h = 30)
        const noScenario = { ...envelope, scenario: undefined };
        expect(structuredFor("simulated-scenario-runner", noScenario).scenarios[0]!.balance_minor).toBe(projected);

        // composite risk from the signals and the health score:
        // round(0.7·X + 0.3·(100 − H)) = round((7·X + 3·(100 − H))/10), X = 45·gap + 25·spike + 30·drain
        const distress = structuredFor("distress-early-warning", envelope);
        const health = structuredFor("cashflow-health-score", envelope).score;
        const [gap, spike, drain] = distress.signals.map((x) => (x.tripped ? 1 : 0));
        const tenths = 7 * (45 * gap! + 25 * spike! + 30 * drain!) + 3 * (100 - health);
        expect(distress.composite_risk).toBe(Math.floor((tenths + 5) / 10));
        expect(gap === 1).toBe(projected < 0 || cash < 0);
        // no spike and no drain before 60 days of history
        if (w.N < 60) expect(spike! + drain!).toBe(0);
      }),
      RUNS,
    );
  });

  it("does not depend on the order of the transactions or on unknown fields", () => {
    fc.assert(
      fc.property(wellFormed, ({ envelope }) => {
        const reversed = { ...envelope, transactions: [...(envelope.transactions as unknown[])].reverse(), note: { any: "thing" } };
        for (const slug of SLUGS) expect(analyse(slug, reversed)).toEqual(analyse(slug, envelope));
      }),
      { numRuns: Math.ceil(RUNS.numRuns / 2) },
    );
  });
});
