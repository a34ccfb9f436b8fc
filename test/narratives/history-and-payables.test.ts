import { describe, expect, it } from "vitest";
import { analyse, SLUGS, type AnalysisResponse, type Slug } from "../../src/engine/index.js";
import { CLOSING_LINE } from "../../src/narratives/format.js";

/**
 * What a new user misreads: two 30-day figures that differ by the payables without saying so, and
 * figures from a history far too short to mean anything. The books are written by hand.
 */

function run<S extends Slug>(slug: S, body: unknown): AnalysisResponse<S> {
  const result = analyse(slug, body);
  if (!result.ok) expect.fail(`${slug} refused the book: ${JSON.stringify(result.violations)}`);
  return result.response;
}

const DAY = 86_400_000;
/**
 * 24 transactions every third day from 2024-01-02 to 2024-03-11, alternating +1,000.00 and −800.00.
 * as_of 2024-03-31, so the window runs from 2 January: 30 + 29 + 31 = 90 days, 24 rows — above the
 * minimum of 20 transactions over 60 days.
 */
const ENOUGH = Array.from({ length: 24 }, (_, k) => ({
  date: new Date(Date.UTC(2024, 0, 2) + 3 * k * DAY).toISOString().slice(0, 10),
  amount_minor: k % 2 === 0 ? 100_000 : -80_000,
  category: k % 2 === 0 ? "revenue" : "software",
}));

const richBook = {
  account_id: "acct-rich",
  balances: { current_minor: 200_000, as_of: "2024-03-31", currency: "USD" },
  transactions: ENOUGH,
  // due 2024-04-15, inside the horizon 2024-04-30: 3,000.00; the second falls due after it
  payables: { items: [{ amount_minor: 300_000, due_date: "2024-04-15" }, { amount_minor: 99_999, due_date: "2024-06-01" }] },
};

describe("the two 30-day figures say whether payables are in them", () => {
  it("the forecast subtracts the 3,000.00 due within 30 days and says the runout leaves it out; the runout says the reverse", () => {
    const forecast = run("forecast-30d-cash-position", richBook);
    const liquidity = run("liquidity-runout-forecast", richBook);
    // the structured figures are as before: they differ by exactly the payables due (no half-unit rounding here:
    // 12 × 100,000 − 12 × 80,000 = 240,000 over 90 days, 30 days of it = 80,000, a whole number)
    expect(liquidity.structured.projected_balance_30d_minor).toBe(200_000 + 80_000);
    expect(forecast.structured.forecast_30d_minor).toBe(200_000 + 80_000 - 300_000);
    expect(forecast.narrative).toContain("Projected cash position in 30 days, after payables due by then: -$200.00.");
    expect(forecast.narrative).toContain("This subtracts $3,000.00 of payables due within 30 days, which the liquidity runout's projected balance and funding gap leave out.");
    expect(liquidity.narrative).toContain("Projected balance in 30 days from daily flows, before payables: $2,800.00.");
    expect(liquidity.narrative).toContain("Payables of $3,000.00 fall due within 30 days and are not in these figures; the 30-day cash forecast subtracts them.");
  });

  it("with no payable due within 30 days neither narrative adds the sentence", () => {
    const book = { ...richBook, payables: { items: [{ amount_minor: 99_999, due_date: "2024-06-01" }] } };
    expect(run("forecast-30d-cash-position", book).narrative).not.toContain("payables due within 30 days");
    expect(run("liquidity-runout-forecast", book).narrative).not.toContain("fall due within 30 days");
  });

  it("enough history: no route says the history is too thin", () => {
    for (const slug of SLUGS) expect(run(slug, richBook).narrative, slug).not.toContain("too little history");
    expect(run("forecast-30d-cash-position", richBook).structured.assumptions.join(" ")).not.toContain("too little history");
  });
});

describe("too little history is said plainly", () => {
  const THIN =
    "These figures rest on too little history: 1 transaction over 1 day, where at least 20 transactions over 60 days are needed to treat them as a pattern; read them as a sketch, not a forecast.";

  it("one $50 debit: every route's narrative and the forecast's assumptions say so", () => {
    const book = { account_id: "one-debit", balances: { current_minor: 200_000, as_of: "2024-03-31", currency: "USD" }, transactions: [{ date: "2024-03-31", amount_minor: -5_000 }] };
    for (const slug of SLUGS) {
      const lines = run(slug, book).narrative.split("\n");
      expect(lines.slice(-2), slug).toEqual([THIN, CLOSING_LINE]);
    }
    expect(run("forecast-30d-cash-position", book).structured.assumptions).toContain(THIN);
    // the figures are computed as always: a drain of 50.00 a day empties 2,000.00 in 40 days
    expect(run("liquidity-runout-forecast", book).structured.estimated_days_to_zero_balance).toBe(40);
  });

  it("19 transactions over 90 days is still too few; 20 over 59 days is too short", () => {
    const rows = (count: number, firstDay: string) =>
      Array.from({ length: count }, (_, k) => ({ date: k === 0 ? firstDay : "2024-03-31", amount_minor: k % 2 === 0 ? 1_000 : -500 }));
    const book = (count: number, firstDay: string) => ({ account_id: "edge", balances: { current_minor: 10_000, as_of: "2024-03-31" }, transactions: rows(count, firstDay) });
    // 2024-01-02 to 2024-03-31 is 90 days; 2024-02-02 to 2024-03-31 is 28 + 31 = 59 days; 2024-02-01 is 60
    expect(run("cashflow-health-score", book(19, "2024-01-02")).narrative).toContain("19 transactions over 90 days, where at least 20");
    expect(run("cashflow-health-score", book(20, "2024-02-02")).narrative).toContain("20 transactions over 59 days, where at least 20");
    expect(run("cashflow-health-score", book(20, "2024-02-01")).narrative).not.toContain("too little history");
  });

  it("an empty book is never just 'stable': it says there were no flows", () => {
    const book = { account_id: "empty", balances: { current_minor: 200_000, as_of: "2024-03-31", currency: "USD" }, transactions: [] };
    const { narrative } = run("liquidity-runout-forecast", book);
    expect(narrative).not.toContain("Status: stable");
    expect(narrative).toContain("Status: no flows to judge. There were no transactions in the history window");
    expect(narrative).toContain("there were no transactions in the 90-day window, so there were no flows to project");
  });
});
