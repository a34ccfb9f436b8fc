/**
 * Input validation — the request envelope's rules (README, Routes; the proto's field comments).
 *
 * A rejected envelope comes back as `{ ok: false, violations }` listing every violation at once,
 * each with the field path in snake_case (`transactions[3].date`) and a readable sentence.
 * Money is integer minor units within ±(2^53−1), as JSON numbers or decimal strings.
 */
import { describe, expect, it } from "vitest";
import { analyse } from "../../src/engine/index.js";
import { SLUGS, type Slug } from "../../src/analyses/types.js";

const MAX = Number.MAX_SAFE_INTEGER; // 2^53 − 1 = 9007199254740991

/** A small valid book: one outflow inside the window. */
function valid(): Record<string, any> {
  return {
    account_id: "acct-1",
    transactions: [{ date: "2026-03-01", amount_minor: -100 }],
    balances: { current_minor: 1_000, as_of: "2026-03-31" },
  };
}

function rejected(envelope: unknown, slug: Slug = "cashflow-health-score") {
  const result = analyse(slug, envelope);
  if (result.ok) expect.fail(`expected a rejection, got ${JSON.stringify(result.response.structured)}`);
  for (const v of result.violations) {
    expect(typeof v.field).toBe("string");
    expect(v.field.length).toBeGreaterThan(0);
    // a sentence, not a code or a leaked internal
    expect(v.issue).toMatch(/\w+ \w+/);
    expect(v.issue).not.toMatch(/undefined|NaN|\[object|TypeError|Cannot read propert/);
  }
  return result.violations;
}
const fieldsOf = (envelope: unknown, slug?: Slug) => rejected(envelope, slug).map((v) => v.field).sort();

function accepted<S extends Slug>(envelope: unknown, slug: S) {
  const result = analyse(slug, envelope);
  if (!result.ok) expect.fail(`expected acceptance, got ${JSON.stringify(result.violations)}`);
  return result.response.structured;
}
const netOf = (envelope: unknown) => accepted(envelope, "cashflow-health-score").drivers.net_position_minor;

describe("validation: all violations at once", () => {
  it("lists every violation of an envelope in one answer, each naming its field", () => {
    const fields = fieldsOf({
      transactions: [
        { date: "2026-02-30", amount_minor: -100 },
        { date: "2026-03-01", amount_minor: "abc" },
        { date: "yesterday", amount_minor: 5 },
        { amount_minor: 5 },
      ],
      balances: { as_of: "2026-03-31" },
    });
    expect(fields).toEqual([
      "account_id",
      "balances.current_minor",
      "transactions[0].date",
      "transactions[1].amount_minor",
      "transactions[2].date",
      "transactions[3].date",
    ].sort());
  });

  it("lists violations of every block together", () => {
    const fields = fieldsOf(
      {
        account_id: "a",
        transactions: [{ date: "2026-02-30", amount_minor: 1 }],
        balances: { current_minor: 1, currency: "usd" },
        payables: { items: [{ amount_minor: 10, discount_minor: 11 }] },
      },
      "early-payment-discount-leak",
    );
    expect(fields).toEqual(expect.arrayContaining(["transactions[0].date", "balances.currency", "payables.items[0].discount_minor"]));
  });

  it("gives a readable sentence for each violation", () => {
    const violations = rejected({ account_id: "a", transactions: [{ date: "2026-13-01", amount_minor: 1 }], balances: { current_minor: 1 } });
    expect(violations).toHaveLength(1);
    expect(violations[0]!.field).toBe("transactions[0].date");
    expect(violations[0]!.issue.length).toBeGreaterThan(15);
  });

  it.each([null, [], "a string", 42, true, undefined])("rejects a non-object envelope (%j)", (envelope) => {
    expect(rejected(envelope).length).toBeGreaterThanOrEqual(1);
  });
});

describe("validation: required fields and types", () => {
  it.each([
    ["account_id", (e: any) => delete e.account_id],
    ["balances", (e: any) => delete e.balances],
    ["balances.current_minor", (e: any) => delete e.balances.current_minor],
    ["transactions[0].date", (e: any) => delete e.transactions[0].date],
    ["transactions[0].amount_minor", (e: any) => delete e.transactions[0].amount_minor],
  ])("requires %s", (field, mutate) => {
    const e = valid();
    mutate(e);
    expect(fieldsOf(e)).toEqual([field]);
  });

  it.each([
    ["account_id", (e: any) => (e.account_id = 42)],
    ["transactions", (e: any) => (e.transactions = "none")],
    ["transactions", (e: any) => (e.transactions = { date: "2026-03-01" })],
    ["transactions[0]", (e: any) => (e.transactions[0] = 5)],
    ["balances", (e: any) => (e.balances = [])],
    ["balances", (e: any) => (e.balances = "1000")],
    ["balances.current_minor", (e: any) => (e.balances.current_minor = true)],
    ["balances.current_minor", (e: any) => (e.balances.current_minor = { value: 1 })],
    ["transactions[0].date", (e: any) => (e.transactions[0].date = 20260301)],
    ["transactions[0].category", (e: any) => (e.transactions[0].category = 7)],
    ["transactions[0].description", (e: any) => (e.transactions[0].description = ["x"])],
    ["payables", (e: any) => (e.payables = "none")],
    ["payables.items", (e: any) => (e.payables = { items: "none" })],
    ["payables.items[0]", (e: any) => (e.payables = { items: [3] })],
    ["scenario", (e: any) => (e.scenario = 5)],
    ["scenario.revenue_shock_pct", (e: any) => (e.scenario = { revenue_shock_pct: "a lot" })],
    ["ar_aging", (e: any) => (e.ar_aging = [])],
    ["ar_aging.buckets", (e: any) => (e.ar_aging = { buckets: 3 })],
  ])("names %s when it has the wrong type", (field, mutate) => {
    const e = valid();
    mutate(e);
    // each block is checked by a route that reads it
    const slug: Slug = field.startsWith("payables")
      ? "early-payment-discount-leak"
      : field.startsWith("scenario")
        ? "simulated-scenario-runner"
        : field.startsWith("ar_aging")
          ? "ar-aging-accelerator"
          : "cashflow-health-score";
    expect(fieldsOf(e, slug)).toEqual([field]);
  });

  it("treats a missing transactions list as empty", () => {
    const e = valid();
    delete e.transactions;
    // N = 0 with cash 1000 → score 85 (see health-score.test.ts)
    expect(accepted(e, "cashflow-health-score").score).toBe(85);
  });
});

describe("validation: dates", () => {
  it.each(["2026-02-30", "2026-13-01", "yesterday", "2025-02-29", "2026-3-1", "2026-03-01T25:00:00Z", "03/01/2026", ""])(
    "rejects the transaction date %j",
    (date) => {
      const e = valid();
      e.transactions[0].date = date;
      expect(fieldsOf(e)).toEqual(["transactions[0].date"]);
    },
  );

  it("rejects a bad balances.as_of", () => {
    const e = valid();
    e.balances.as_of = "2026-04-31";
    expect(fieldsOf(e)).toEqual(["balances.as_of"]);
  });

  it("accepts 29 February in a leap year", () => {
    // as_of 2024-02-29, one row on it → N = 1, net = −100
    expect(netOf({ account_id: "a", transactions: [{ date: "2024-02-29", amount_minor: -100 }], balances: { current_minor: 0, as_of: "2024-02-29" } })).toBe(-100);
  });

  it("uses an RFC 3339 timestamp's own calendar date, not its UTC date", () => {
    // as_of 2026-03-01
    const e = {
      account_id: "a",
      transactions: [
        // 2026-03-02T04:30Z in UTC, but its own date is 2026-03-01 → inside the window
        { date: "2026-03-01T23:30:00-05:00", amount_minor: 700 },
        // 2026-03-01T16:00Z in UTC, but its own date is 2026-03-02 → after as_of, left out
        { date: "2026-03-02T01:00:00+09:00", amount_minor: 50_000 },
        // fractional seconds, Z
        { date: "2026-03-01T10:00:00.123Z", amount_minor: -200 },
      ],
      balances: { current_minor: 0, as_of: "2026-03-01" },
    };
    // net = 700 − 200
    expect(netOf(e)).toBe(500);
  });

  it("accepts an RFC 3339 timestamp as balances.as_of and uses its own date", () => {
    // as_of = 2026-03-01 (its own date) → a row dated 2026-03-02 is after as_of and left out
    const e = {
      account_id: "a",
      transactions: [{ date: "2026-03-01", amount_minor: 300 }, { date: "2026-03-02", amount_minor: 9_000 }],
      balances: { current_minor: 0, as_of: "2026-03-01T23:30:00-05:00" },
    };
    expect(netOf(e)).toBe(300);
  });

  it("counts an empty as_of as absent (default: the latest transaction date)", () => {
    // as_of = 2026-03-02 → both rows in
    const e = {
      account_id: "a",
      transactions: [{ date: "2026-03-01", amount_minor: 300 }, { date: "2026-03-02", amount_minor: 9_000 }],
      balances: { current_minor: 0, as_of: "" },
    };
    expect(netOf(e)).toBe(9_300);
  });
});

describe("validation: amounts", () => {
  it("accepts amounts as decimal strings", () => {
    const e = { account_id: "a", transactions: [{ date: "2026-03-01", amount_minor: "-1500" }, { date: "2026-03-01", amount_minor: "400" }], balances: { current_minor: "100000", as_of: "2026-03-01" } };
    // −1500 + 400
    expect(netOf(e)).toBe(-1_100);
  });

  it("reads direction credit/debit with unsigned amounts", () => {
    const e = {
      account_id: "a",
      transactions: [
        { date: "2026-03-01", amount_minor: 1_500, direction: "debit" },
        { date: "2026-03-01", amount_minor: "400", direction: "credit" },
        { date: "2026-03-01", amount_minor: 50, direction: "" }, // empty = absent → the sign stands: +50
      ],
      balances: { current_minor: 0, as_of: "2026-03-01" },
    };
    // −1500 + 400 + 50
    expect(netOf(e)).toBe(-1_050);
  });

  it("rejects a negative amount that also carries a direction", () => {
    const e = valid();
    e.transactions[0] = { date: "2026-03-01", amount_minor: -100, direction: "debit" };
    expect(fieldsOf(e)).toEqual(["transactions[0].amount_minor"]);
  });

  it("rejects an unknown direction", () => {
    const e = valid();
    e.transactions[0] = { date: "2026-03-01", amount_minor: 100, direction: "sideways" };
    expect(fieldsOf(e)).toEqual(["transactions[0].direction"]);
  });

  it.each([12.5, "12.5", "abc", "1,000", Number.NaN, Infinity, "", null])("rejects the amount %j", (amount) => {
    const e = valid();
    e.transactions[0].amount_minor = amount;
    expect(fieldsOf(e)).toEqual(["transactions[0].amount_minor"]);
  });

  it("rejects a non-integer balance", () => {
    const e = valid();
    e.balances.current_minor = 1.5;
    expect(fieldsOf(e)).toEqual(["balances.current_minor"]);
  });

  it.each([MAX + 1, -(MAX + 1), "9007199254740993", "-9007199254740992", "99999999999999999999", 1e300])(
    "rejects the amount %j beyond ±(2^53−1), naming the field",
    (amount) => {
      const e = valid();
      e.transactions[0].amount_minor = amount;
      expect(fieldsOf(e)).toEqual(["transactions[0].amount_minor"]);
      const f = valid();
      f.balances.current_minor = amount;
      expect(fieldsOf(f)).toEqual(["balances.current_minor"]);
    },
  );

  it("accepts ±(2^53−1) itself, as a number or a string", () => {
    // N = 30 (2026-03-01 … 03-30), so monthly outflow = outflow·30/30 stays within range too
    expect(netOf({ account_id: "a", transactions: [{ date: "2026-03-01", amount_minor: MAX }], balances: { current_minor: -MAX, as_of: "2026-03-30" } })).toBe(MAX);
    expect(netOf({ account_id: "a", transactions: [{ date: "2026-03-01", amount_minor: "-9007199254740991" }], balances: { current_minor: 0, as_of: "2026-03-30" } })).toBe(-MAX);
  });

  it("rejects a book whose window total overflows, naming the transactions", () => {
    // outflow = 2·(2^53 − 1) > 2^53 − 1, a total every route built on the daily series needs
    const e = { account_id: "a", transactions: [{ date: "2026-03-01", amount_minor: -MAX }, { date: "2026-03-02", amount_minor: -MAX }], balances: { current_minor: 0, as_of: "2026-03-02" } };
    const seriesRoutes = ["cashflow-health-score", "forecast-30d-cash-position", "liquidity-runout-forecast", "simulated-scenario-runner", "burn-rate-optimizer", "distress-early-warning"] as const;
    for (const slug of seriesRoutes) {
      const violations = rejected(e, slug);
      expect(violations.length).toBeGreaterThanOrEqual(1);
      expect(violations.some((v) => v.field.startsWith("transactions"))).toBe(true);
    }
  });

  it("rejects a projection that overflows instead of rounding it", () => {
    // cash 2^53 − 1 and μ = +1 a day → cash + 30·μ = 2^53 + 29: not exactly representable
    const e = { account_id: "a", transactions: [{ date: "2026-03-01", amount_minor: 1 }], balances: { current_minor: MAX, as_of: "2026-03-01" } };
    for (const slug of ["forecast-30d-cash-position", "liquidity-runout-forecast", "simulated-scenario-runner"] as const) {
      expect(rejected(e, slug).length).toBeGreaterThanOrEqual(1);
    }
  });

  it("rejects payables whose total overflows", () => {
    const e = valid();
    e.payables = { items: [{ amount_minor: MAX, due_date: "2026-04-01", discount_minor: MAX }, { amount_minor: MAX, due_date: "2026-04-01", discount_minor: MAX }] };
    // P = 2·(2^53 − 1) for the forecast; Σ discounts = 2·(2^53 − 1) for the discount route
    expect(rejected(e, "forecast-30d-cash-position").some((v) => v.field.startsWith("payables"))).toBe(true);
    expect(rejected(e, "early-payment-discount-leak").some((v) => v.field.startsWith("payables"))).toBe(true);
  });

  it("rejects AR invoices whose bucket total overflows", () => {
    const e = valid();
    e.ar_aging = { invoices: [{ amount_minor: MAX, due_date: "2026-03-01" }, { amount_minor: MAX, due_date: "2026-03-01" }] };
    expect(rejected(e, "ar-aging-accelerator").some((v) => v.field.startsWith("ar_aging"))).toBe(true);
  });
});

describe("validation: currency", () => {
  it("accepts one currency given everywhere", () => {
    const e = { account_id: "a", transactions: [{ date: "2026-03-01", amount_minor: 5, currency: "EUR" }], balances: { current_minor: 0, as_of: "2026-03-01", currency: "EUR" } };
    expect(netOf(e)).toBe(5);
  });

  it("rejects a transaction in another currency than the balance", () => {
    const e = {
      account_id: "a",
      transactions: [{ date: "2026-03-01", amount_minor: 5, currency: "USD" }, { date: "2026-03-01", amount_minor: 5, currency: "EUR" }],
      balances: { current_minor: 0, as_of: "2026-03-01", currency: "USD" },
    };
    expect(fieldsOf(e)).toEqual(["transactions[1].currency"]);
  });

  it("rejects transactions in two currencies when the balance gives none", () => {
    const e = {
      account_id: "a",
      transactions: [{ date: "2026-03-01", amount_minor: 5, currency: "USD" }, { date: "2026-03-01", amount_minor: 5 }, { date: "2026-03-01", amount_minor: 5, currency: "JPY" }],
      balances: { current_minor: 0, as_of: "2026-03-01" },
    };
    expect(fieldsOf(e)).toEqual(["transactions[2].currency"]);
  });

  it.each(["usd", "US", "USDX", "U$D", 840])("rejects the currency code %j", (code) => {
    const e = valid();
    e.balances.currency = code;
    expect(fieldsOf(e)).toEqual(["balances.currency"]);
    const f = valid();
    f.transactions[0].currency = code;
    expect(fieldsOf(f)).toEqual(["transactions[0].currency"]);
  });

  it("counts an empty currency as absent", () => {
    const e = valid();
    e.balances.currency = "";
    e.transactions[0].currency = "";
    expect(netOf(e)).toBe(-100);
  });
});

describe("validation: limits", () => {
  it("holds account_id to 1–128 characters", () => {
    const e = valid();
    e.account_id = "";
    expect(fieldsOf(e)).toEqual(["account_id"]);
    e.account_id = "x".repeat(129);
    expect(fieldsOf(e)).toEqual(["account_id"]);
    e.account_id = "x".repeat(128);
    expect(analyse("cashflow-health-score", e).ok).toBe(true);
  });

  it.each(["category", "counterparty", "description", "id"])("holds transactions[i].%s to 256 characters", (name) => {
    const e = valid();
    e.transactions[0][name] = "x".repeat(256);
    expect(analyse("cashflow-health-score", e).ok).toBe(true);
    e.transactions[0][name] = "x".repeat(257);
    expect(fieldsOf(e)).toEqual([`transactions[0].${name}`]);
  });

  it.each(["bank_transaction_code", "bankTransactionCode"])("holds transactions[i].%s to 64 characters", (name) => {
    const e = valid();
    e.transactions[0][name] = "X".repeat(64);
    expect(analyse("cashflow-health-score", e).ok).toBe(true);
    e.transactions[0][name] = "X".repeat(65);
    expect(fieldsOf(e)).toEqual(["transactions[0].bank_transaction_code"]);
  });

  it.each(["5812", "0742"])("accepts the merchant category code %s", (mcc) => {
    const e = valid();
    e.transactions[0].mcc = mcc;
    expect(analyse("cashflow-health-score", e).ok).toBe(true);
  });

  it.each([["581", "three digits"], ["58122", "five digits"], ["58a2", "a letter"], [5812, "a number, not text"]])("refuses the merchant category code %s (%s), naming the field", (mcc: string | number, _why: string) => {
    const e = valid();
    e.transactions[0].mcc = mcc;
    const violations = rejected(e);
    expect(violations.map((v) => v.field)).toEqual(["transactions[0].mcc"]);
    expect(violations[0]!.issue).toMatch(/four digits|string/);
  });

  it("counts characters, not UTF-16 code units", () => {
    // 256 emoji are 256 characters (512 code units)
    const e = valid();
    e.transactions[0].description = "😀".repeat(256);
    expect(analyse("cashflow-health-score", e).ok).toBe(true);
  });

  it("accepts at most 200,000 transactions", () => {
    const row = { date: "2026-03-01", amount_minor: -1 };
    const e = valid();
    e.transactions = new Array(200_001).fill(row);
    expect(fieldsOf(e)).toEqual(["transactions"]);
    e.transactions = new Array(200_000).fill(row);
    expect(netOf(e)).toBe(-200_000);
  });

  it("accepts at most 50,000 payables and 10,000 AR buckets or invoices", () => {
    const e = valid();
    e.payables = { items: new Array(50_001).fill({ amount_minor: 1 }) };
    expect(fieldsOf(e, "early-payment-discount-leak")).toEqual(["payables.items"]);
    const f = valid();
    f.ar_aging = { invoices: new Array(10_001).fill({ amount_minor: 1, due_date: "2026-03-01" }) };
    expect(fieldsOf(f, "ar-aging-accelerator")).toEqual(["ar_aging.invoices"]);
    const g = valid();
    g.ar_aging = { buckets: Array.from({ length: 10_001 }, (_, i) => ({ bucket: `b${i}`, amount_minor: 1, days_past_due: 1 })) };
    expect(fieldsOf(g, "ar-aging-accelerator")).toEqual(["ar_aging.buckets"]);
  });
});

describe("validation: scenario", () => {
  const withScenario = (scenario: unknown) => ({ ...valid(), scenario });

  it.each(["revenue_shock_pct", "opex_shock_pct", "upside_revenue_pct", "upside_opex_pct"])("holds %s to [−100, 1000]", (name) => {
    expect(analyse("simulated-scenario-runner", withScenario({ [name]: -100 })).ok).toBe(true);
    expect(analyse("simulated-scenario-runner", withScenario({ [name]: 1000 })).ok).toBe(true);
    expect(fieldsOf(withScenario({ [name]: -101 }), "simulated-scenario-runner")).toEqual([`scenario.${name}`]);
    expect(fieldsOf(withScenario({ [name]: 1000.5 }), "simulated-scenario-runner")).toEqual([`scenario.${name}`]);
  });

  it("holds horizon_days to whole days 1–365", () => {
    expect(analyse("simulated-scenario-runner", withScenario({ horizon_days: 1 })).ok).toBe(true);
    expect(analyse("simulated-scenario-runner", withScenario({ horizon_days: 365 })).ok).toBe(true);
    for (const bad of [0, 366, -5, 30.5, "thirty"]) {
      expect(fieldsOf(withScenario({ horizon_days: bad }), "simulated-scenario-runner")).toEqual(["scenario.horizon_days"]);
    }
  });

  it("reports every bad scenario field at once", () => {
    expect(fieldsOf(withScenario({ revenue_shock_pct: -200, opex_shock_pct: 5000, horizon_days: 0 }), "simulated-scenario-runner")).toEqual(
      ["scenario.horizon_days", "scenario.opex_shock_pct", "scenario.revenue_shock_pct"],
    );
  });
});

describe("validation: payables", () => {
  const withItems = (...items: unknown[]) => ({ ...valid(), payables: { items } });
  const slug = "early-payment-discount-leak" as const;

  it("rejects a discount larger than the amount", () => {
    expect(fieldsOf(withItems({ amount_minor: 100 }, { amount_minor: 100, discount_minor: 101 }), slug)).toEqual(["payables.items[1].discount_minor"]);
    // equal is allowed
    expect(analyse(slug, withItems({ amount_minor: 100, discount_minor: 100 })).ok).toBe(true);
  });

  it.each([
    ["payables.items[0].amount_minor", { due_date: "2026-04-01" }],
    ["payables.items[0].amount_minor", { amount_minor: -1 }],
    ["payables.items[0].amount_minor", { amount_minor: 2.5 }],
    ["payables.items[0].discount_minor", { amount_minor: 100, discount_minor: -1 }],
    ["payables.items[0].due_date", { amount_minor: 100, due_date: "2026-02-30" }],
    ["payables.items[0].discount_deadline", { amount_minor: 100, discount_deadline: "soon" }],
    ["payables.items[0].invoice_date", { amount_minor: 100, invoice_date: "2026-00-10" }],
  ])("names %s", (field, item) => {
    expect(fieldsOf(withItems(item), slug)).toEqual([field]);
  });
});

describe("validation: AR aging", () => {
  const withAr = (ar_aging: unknown) => ({ ...valid(), ar_aging });
  const slug = "ar-aging-accelerator" as const;

  it("rejects duplicate bucket labels", () => {
    const e = withAr({ buckets: [{ bucket: "current", amount_minor: 1 }, { bucket: "current", amount_minor: 2 }] });
    expect(fieldsOf(e, slug)).toEqual(["ar_aging.buckets[1].bucket"]);
  });

  it.each([
    ["ar_aging.buckets[0].bucket", { buckets: [{ amount_minor: 1 }] }],
    ["ar_aging.buckets[0].bucket", { buckets: [{ bucket: "", amount_minor: 1 }] }],
    ["ar_aging.buckets[0].bucket", { buckets: [{ bucket: "eventually", amount_minor: 1 }] }],
    ["ar_aging.buckets[0].amount_minor", { buckets: [{ bucket: "current" }] }],
    ["ar_aging.buckets[0].amount_minor", { buckets: [{ bucket: "current", amount_minor: -5 }] }],
    ["ar_aging.buckets[0].days_past_due", { buckets: [{ bucket: "old", amount_minor: 5, days_past_due: -1 }] }],
    ["ar_aging.invoices[0].due_date", { invoices: [{ amount_minor: 5 }] }],
    ["ar_aging.invoices[0].due_date", { invoices: [{ amount_minor: 5, due_date: "2026-02-29" }] }],
    ["ar_aging.invoices[0].amount_minor", { invoices: [{ due_date: "2026-03-01" }] }],
    ["ar_aging.invoices[0].amount_minor", { invoices: [{ amount_minor: -5, due_date: "2026-03-01" }] }],
  ])("names %s", (field, arAging) => {
    expect(fieldsOf(withAr(arAging), slug)).toEqual([field]);
  });

  it("accepts AR amounts and days_past_due as decimal strings", () => {
    const s = accepted(withAr({ buckets: [{ bucket: "old", amount_minor: "5000", days_past_due: "31" }] }), slug);
    expect(s.prioritized).toEqual([{ bucket: "old", amount_minor: 5_000, collection_score: 100 }]);
  });
});

describe("validation: names and unknown fields", () => {
  /** One envelope that every route reads something from, in snake_case. */
  const snake = {
    account_id: "acct-names",
    transactions: [
      { date: "2026-03-01", amount_minor: 5_000, category: "sales" },
      { date: "2026-03-05", amount_minor: -2_000, category: "software", currency: "USD" },
      { date: "2026-03-10", amount_minor: 3_000, direction: "debit", category: "travel" },
    ],
    balances: { current_minor: 10_000, available_minor: 9_000, as_of: "2026-03-10", currency: "USD" },
    payables: {
      items: [
        { amount_minor: 4_000, due_date: "2026-03-20", discount_minor: 80, discount_deadline: "2026-03-15" },
        { amount_minor: 9_000, terms: "2/10 net 30", invoice_date: "2026-03-05", id: "b-1", vendor: "Acme" },
      ],
    },
    scenario: { revenue_shock_pct: -30, opex_shock_pct: 0, upside_revenue_pct: 5, upside_opex_pct: -5, horizon_days: 45 },
    ar_aging: {
      buckets: [{ bucket: "current", amount_minor: 7_000 }, { bucket: "legacy", amount_minor: 2_000, days_past_due: 200 }],
      invoices: [{ amount_minor: 1_000, due_date: "2026-01-01", id: "i-1", customer: "Beta" }],
    },
  };
  const camel = {
    accountId: "acct-names",
    transactions: [
      { date: "2026-03-01", amountMinor: 5_000, category: "sales" },
      { date: "2026-03-05", amountMinor: -2_000, category: "software", currency: "USD" },
      { date: "2026-03-10", amountMinor: 3_000, direction: "debit", category: "travel" },
    ],
    balances: { currentMinor: 10_000, availableMinor: 9_000, asOf: "2026-03-10", currency: "USD" },
    payables: {
      items: [
        { amountMinor: 4_000, dueDate: "2026-03-20", discountMinor: 80, discountDeadline: "2026-03-15" },
        { amountMinor: 9_000, terms: "2/10 net 30", invoiceDate: "2026-03-05", id: "b-1", vendor: "Acme" },
      ],
    },
    scenario: { revenueShockPct: -30, opexShockPct: 0, upsideRevenuePct: 5, upsideOpexPct: -5, horizonDays: 45 },
    arAging: {
      buckets: [{ bucket: "current", amountMinor: 7_000 }, { bucket: "legacy", amountMinor: 2_000, daysPastDue: 200 }],
      invoices: [{ amountMinor: 1_000, dueDate: "2026-01-01", id: "i-1", customer: "Beta" }],
    },
  };

  it.each(SLUGS)("%s answers a lowerCamelCase envelope exactly as the snake_case one", (slug) => {
    const a = analyse(slug, snake);
    const b = analyse(slug, camel);
    expect(a.ok).toBe(true);
    expect(b).toEqual(a);
  });

  it("reads the camelCase blocks, not just accepts them", () => {
    // the scenario shocks are read: opex 0 given explicitly, so stressed ≠ the default-shock answer
    const s = accepted(camel, "simulated-scenario-runner");
    const defaults = accepted({ ...camel, scenario: undefined }, "simulated-scenario-runner");
    expect(s.scenarios).not.toEqual(defaults.scenarios);
  });

  it.each(SLUGS)("%s ignores unknown fields at every level", (slug) => {
    const noisy = structuredClone(snake) as any;
    noisy.extra = { nested: [1, 2, 3] };
    noisy.transactions[0].merchant_logo = "https://example.com/logo.png";
    noisy.balances.limit_minor = "not even a number";
    noisy.payables.note = 5;
    noisy.payables.items[0].approver = null;
    noisy.scenario.label = "board deck";
    noisy.ar_aging.source = "erp";
    noisy.ar_aging.buckets[0].colour = "red";
    expect(analyse(slug, noisy)).toEqual(analyse(slug, snake));
  });
});
