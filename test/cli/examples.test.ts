/**
 * The ready-made envelopes in examples/: each must be accepted by the engine and tell the story its
 * name promises. The figures below are worked out by hand from the files.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyse, answer, prepare, SLUGS } from "../../src/engine/index.js";
import { envelopeOf, importStatement } from "../../src/import/index.js";

const EXAMPLES = new URL("../../examples/", import.meta.url);

function envelope(name: string): unknown {
  return JSON.parse(readFileSync(new URL(name, EXAMPLES), "utf8"));
}

function structured<S extends (typeof SLUGS)[number]>(slug: S, name: string) {
  const result = analyse(slug, envelope(name));
  if (!result.ok) expect.fail(`${name} was refused: ${JSON.stringify(result.violations)}`);
  return result.response.structured;
}

const jsonExamples = readdirSync(EXAMPLES).filter((file) => file.endsWith(".json"));

describe("examples/*.json", () => {
  it("holds the three envelopes the README promises", () => {
    expect(jsonExamples.sort()).toEqual(["burning-startup.json", "overdrawn-account.json", "small-company.json"]);
  });

  it.each(jsonExamples)("%s is accepted by all eight routes and states its as_of", (name) => {
    const body = envelope(name) as { balances: { as_of?: string } };
    expect(body.balances.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const prepared = prepare(body);
    if (!prepared.ok) expect.fail(`${name} was refused: ${JSON.stringify(prepared.violations)}`);
    for (const slug of SLUGS) expect(answer(slug, prepared.prepared).ok).toBe(true);
  });

  it.each(jsonExamples)("%s uses only fields of the proto contract, so buf curl's protobuf JSON parser accepts it", (name) => {
    // Canonical protobuf JSON rejects unknown fields; the gateway would ignore them, buf curl would not.
    const allowed: Record<string, string[]> = {
      envelope: ["account_id", "transactions", "balances", "payables", "scenario", "ar_aging"],
      transaction: ["date", "amount_minor", "direction", "category", "counterparty", "description", "id", "currency"],
      balances: ["current_minor", "available_minor", "as_of", "currency"],
      payable: ["amount_minor", "due_date", "discount_minor", "discount_deadline", "terms", "invoice_date", "id", "vendor"],
      scenario: ["revenue_shock_pct", "opex_shock_pct", "upside_revenue_pct", "upside_opex_pct", "horizon_days"],
      ar: ["buckets", "invoices"],
      bucket: ["bucket", "amount_minor", "days_past_due"],
      invoice: ["amount_minor", "due_date", "id", "customer"],
    };
    type Row = Record<string, unknown>;
    const body = envelope(name) as Row & {
      balances: Row;
      transactions: Row[];
      payables?: { items: Row[] };
      scenario?: Row;
      ar_aging?: { buckets?: Row[]; invoices?: Row[] };
    };
    const check = (value: object | undefined, kind: string) => {
      for (const key of Object.keys(value ?? {})) expect(allowed[kind], `${kind}.${key}`).toContain(key);
    };
    check(body, "envelope");
    check(body.balances, "balances");
    for (const row of body.transactions) check(row, "transaction");
    for (const row of body.payables?.items ?? []) check(row, "payable");
    check(body.scenario, "scenario");
    check(body.ar_aging, "ar");
    for (const row of body.ar_aging?.buckets ?? []) check(row, "bucket");
    for (const row of body.ar_aging?.invoices ?? []) check(row, "invoice");
  });
});

describe("small-company.json: a healthy bakery", () => {
  /**
   * as_of 2026-03-31, first row 2026-01-01 → N = 90.
   * inflow: 13 wholesale receipts 7,306,200 + 6 card payouts 1,859,760 = 9,165,960
   * outflow per month: rent 420,000 + payroll 2 × 650,000 + inventory 184,500 + 167,250
   *   + utilities 61,840 + software 31,000 + marketing 90,000 = 2,254,590; × 3 = 6,763,770
   * μ = (9,165,960 − 6,763,770)/90 = 2,402,190/90 = 26,691 a day
   */
  it("has a stable runway and a positive net position", () => {
    const health = structured("cashflow-health-score", "small-company.json");
    expect(health.drivers.net_position_minor).toBe(2_402_190);
    // round(6,763,770 · 30/90)
    expect(health.drivers.monthly_outflow_minor).toBe(2_254_590);
    const liquidity = structured("liquidity-runout-forecast", "small-company.json");
    expect(liquidity.runway_stable).toBe(true);
    expect(liquidity.estimated_days_to_zero_balance).toBeNull();
    // 6,840,000 + 30 · 26,691 = 6,840,000 + 800,730
    expect(liquidity.projected_balance_30d_minor).toBe(7_640_730);
  });

  it("has 2/10 net 30 discounts, two of them still open", () => {
    const leak = structured("early-payment-discount-leak", "small-company.json");
    // 2% of 390,000, 480,000, 215,000 = 7,800 + 9,600 + 4,300; the net 30 bill offers none
    expect(leak.invoices_with_discount_terms).toBe(3);
    expect(leak.discounts_on_table_minor).toBe(21_700);
    // open: deadlines 03-25 + 10 = 04-04 and 03-28 + 10 = 04-07 (≥ as_of); 03-12 + 10 = 03-22 has passed
    // round(0.8 · (9,600 + 4,300)) = round(11,120)
    expect(leak.estimated_recoverable_minor).toBe(11_120);
  });

  it("ranks five receivables buckets", () => {
    const ar = structured("ar-aging-accelerator", "small-company.json");
    expect(ar.prioritized.map((row) => row.bucket)).toEqual(["current", "1-30", "31-60", "61-90", "90+"]);
  });
});

describe("burning-startup.json: heavy burn, runway under 60 days", () => {
  /**
   * as_of 2026-03-31, first row 2026-01-01 → N = 90.
   * outflow per month: rent 650,000 + payroll 2 × 4,200,000 + cloud 980,000 + software 240,000
   *   + marketing 1,200,000 + contractors 800,000 + travel 185,000 = 12,455,000; × 3 = 37,365,000
   * inflow: payouts 600,000 + 645,000 + 690,000 + pilot invoice 250,000 = 2,185,000
   * μ = (2,185,000 − 37,365,000)/90 = −35,180,000/90 = −390,888.89 a day
   */
  it("reports runway_stable false with 46 days to zero", () => {
    const liquidity = structured("liquidity-runout-forecast", "burning-startup.json");
    expect(liquidity.runway_stable).toBe(false);
    // floor(18,000,000 / 390,888.89) = floor(46.05)
    expect(liquidity.estimated_days_to_zero_balance).toBe(46);
    expect(liquidity.estimated_days_to_zero_balance!).toBeLessThan(60);
    // round(18,000,000 − 30 · 390,888.89) = round(6,273,333.33)
    expect(liquidity.projected_balance_30d_minor).toBe(6_273_333);
    // 46 days to zero is within 60 → 24 hours
    expect(liquidity.treasury_war_room_hours_recommended_next_30d).toBe(24);
  });

  it("runs its own scenario knobs over 45 days", () => {
    // I = 2,185,000/90 = 24,277.78, O = 37,365,000/90 = 415,166.67, h = 45
    // base = round(18,000,000 + 45 · (24,277.78 − 415,166.67)) = round(410,000) = 410,000
    // stressed (rev −50%, opex +5%): 18,000,000 + 45 · (12,138.89 − 435,925) = −1,070,375
    // upside (rev +100%, opex −25%): 18,000,000 + 45 · (48,555.56 − 311,375) = 6,173,125
    const { scenarios } = structured("simulated-scenario-runner", "burning-startup.json");
    expect(scenarios).toEqual([
      { name: "base", balance_minor: 410_000 },
      { name: "stressed", balance_minor: -1_070_375 },
      { name: "upside", balance_minor: 6_173_125 },
    ]);
  });
});

describe("overdrawn-account.json: a negative EUR balance", () => {
  it("is already at zero days and needs funding", () => {
    const liquidity = structured("liquidity-runout-forecast", "overdrawn-account.json");
    // cash −184,530 ≤ 0 and μ < 0 → 0 days; within 30 days → 40 war-room hours
    expect(liquidity.runway_stable).toBe(false);
    expect(liquidity.estimated_days_to_zero_balance).toBe(0);
    expect(liquidity.treasury_war_room_hours_recommended_next_30d).toBe(40);
    expect(liquidity.funding_gap_30d_minor).toBeGreaterThan(0);
    const distress = structured("distress-early-warning", "overdrawn-account.json");
    expect(distress.signals.find((s) => s.id === "liquidity_gap")?.tripped).toBe(true);
  });

  it("narrates in euros", () => {
    const result = analyse("cashflow-health-score", envelope("overdrawn-account.json"));
    expect(result.ok && result.response.narrative).toContain("€");
  });
});

describe("bank-export.csv", () => {
  it("imports with debit and credit columns and is accepted by the engine", () => {
    const bytes = readFileSync(new URL("bank-export.csv", EXAMPLES));
    const read = importStatement(bytes, { fileName: "bank-export.csv", currency: "USD" });
    if (!read.ok) expect.fail(JSON.stringify(read.refusal));
    const imported = envelopeOf(read.book, { fileName: "bank-export.csv", accountId: "bank-export", today: "2026-11-25" });
    if (!imported.ok) expect.fail(JSON.stringify(imported.refusal));
    expect(imported.envelope.transactions).toHaveLength(14);
    // first row: credit 2,184.20; second: debit 1,850.00
    expect(imported.envelope.transactions.slice(0, 2)).toEqual([
      { date: "2026-03-02", amount_minor: 218420, description: "Card payout, Stripe", category: "sales" },
      { date: "2026-03-02", amount_minor: -185000, description: "Lease payment - March", category: "rent" },
    ]);
    // the last row's running balance, 14,957.16
    expect(imported.envelope.balances).toEqual({ current_minor: 1495716, as_of: "2026-03-30", currency: "USD" });
    expect(prepare(imported.envelope).ok).toBe(true);
  });
});
