import { describe, expect, it } from "vitest";
import { analyse, SLUGS, type Slug } from "../../src/engine/index.js";
import { CLOSING_LINE, NO_CURRENCY_NOTE } from "../../src/narratives/format.js";

/**
 * Every route's narrative against its own figures, through the states where text and numbers have
 * disagreed before: a balance below, at or above zero; flows that add cash, drain it, or none at all;
 * discounts all expired; no receivables; no currency, a currency with cents and one without.
 */

type Envelope = Record<string, unknown>;

const AS_OF = "2024-03-31";
/** Inflow of 100.00 on 1 March and outflow of 30.00 on 2 March: net +70.00 over the window. */
const RECOVERING = [
  { date: "2024-03-01", amount_minor: 10_000 },
  { date: "2024-03-02", amount_minor: -3_000, category: "software" },
];
/** Outflow of 100.00 and inflow of 30.00: net −70.00. */
const DRAINING = [
  { date: "2024-03-01", amount_minor: -10_000, category: "software" },
  { date: "2024-03-02", amount_minor: 3_000 },
];

function book(balanceMinor: number, transactions: readonly unknown[], currency?: string, extra: Envelope = {}): Envelope {
  return { account_id: "acme", balances: { current_minor: balanceMinor, as_of: AS_OF, ...(currency === undefined ? {} : { currency }) }, transactions, ...extra };
}

function narrativeOf(slug: Slug, envelope: Envelope): { lines: string[]; structured: Record<string, unknown> } {
  const result = analyse(slug, envelope);
  if (!result.ok) throw new Error(JSON.stringify(result.violations));
  return { lines: result.response.narrative.split("\n"), structured: result.response.structured as unknown as Record<string, unknown> };
}

const BALANCES = [
  ["overdrawn", -500_000],
  ["at zero", 0],
  ["in credit", 1_250_000],
] as const;
const FLOWS = [
  ["recovering", RECOVERING],
  ["draining", DRAINING],
  ["no history", []],
] as const;
const CURRENCIES = [undefined, "EUR", "JPY"] as const;

describe("every narrative agrees with its figures", () => {
  for (const [balanceName, balance] of BALANCES) {
    for (const [flowName, flows] of FLOWS) {
      for (const currency of CURRENCIES) {
        for (const slug of SLUGS) {
          it(`${slug}: ${balanceName}, ${flowName}, ${currency ?? "no currency"}`, () => {
            const { lines } = narrativeOf(slug, book(balance, flows, currency));
            const text = lines.join("\n");
            expect(lines.at(-1)).toBe(CLOSING_LINE);
            expect(text).not.toContain("minor units");
            expect(text).not.toContain("no path to a zero balance");
            // The balance at or below zero is said first, with the direction of recent flows.
            if (balance < 0) expect(lines[0]).toMatch(/^The account is overdrawn: the balance is /);
            else if (balance === 0) expect(lines[0]).toMatch(/^The balance is at zero\./);
            else expect(text).not.toMatch(/overdrawn|at zero\./);
            if (balance <= 0) {
              const direction = flowName === "recovering" ? "recovering it" : flowName === "draining" ? "draining it further" : "not moving it either way";
              expect(lines[0]).toContain(direction);
            }
            // Money in the book's currency, or plain with the note said exactly once.
            const notes = lines.filter((line) => line === NO_CURRENCY_NOTE).length;
            if (currency === undefined) expect(notes).toBeLessThanOrEqual(1);
            else expect(notes).toBe(0);
            if (balance < 0 && currency === "EUR") expect(lines[0]).toContain("-€5,000.00");
            if (balance < 0 && currency === "JPY") expect(lines[0]).toContain("-¥500,000");
            if (balance < 0 && currency === undefined) {
              // −500,000 minor units without a currency: −5,000.00 with two decimals, and the note.
              expect(lines[0]).toContain("-5,000.00");
              expect(notes).toBe(1);
            }
          });
        }
      }
    }
  }
});

describe("liquidity status lines", () => {
  it("an overdrawn account with a small net inflow is 'recovering', with its funding gap, never 'stable'", () => {
    // Balance −5,000.00; the window runs from the first transaction (1 March) to as_of (31 March):
    // N = 31 days, net +70.00, so μ = 7,000/31 minor units a day ≥ 0: stable. Projected in 30 days:
    // −500,000 + 30 × 7,000/31 = −493,225.8 → −493,226 (−4,932.26); funding gap 4,932.26; 0 hours.
    const { lines, structured } = narrativeOf("liquidity-runout-forecast", book(-500_000, RECOVERING, "USD"));
    expect(structured).toMatchObject({ runway_stable: true, projected_balance_30d_minor: -493_226, funding_gap_30d_minor: 493_226, treasury_war_room_hours_recommended_next_30d: 0 });
    expect(lines).toEqual([
      "The account is overdrawn: the balance is -$5,000.00. Recent flows are recovering it: more cash came in than went out.",
      "Status: recovering. Recent daily flows are adding cash, but the balance is not yet above zero.",
      "Projected balance in 30 days from daily flows, before payables: -$4,932.26.",
      "Funding needed within 30 days, before payables: $4,932.26.",
      "No war-room hours are recommended, since flows are not draining, but the funding gap above still has to be covered.",
      // two transactions over 31 days: below the minimum of 20 over 60
      "These figures rest on too little history: 2 transactions over 31 days, where at least 20 transactions over 60 days are needed to treat them as a pattern; read them as a sketch, not a forecast.",
      CLOSING_LINE,
    ]);
  });

  it("a positive balance with flows adding cash is 'stable' and says the balance does not run out", () => {
    const { lines } = narrativeOf("liquidity-runout-forecast", book(1_250_000, RECOVERING, "USD"));
    expect(lines[0]).toBe("Status: stable. Recent daily flows are not draining cash, so at this pace the balance does not run out.");
  });
});

describe("discount narratives tell expired discounts from open ones", () => {
  const payables = (deadline: string) => ({ payables: { items: [{ amount_minor: 10_000, discount_minor: 200, discount_deadline: deadline }] } });

  it("all expired: none open, the whole amount lost to expired deadlines, never 'on the table'", () => {
    // One 2.00 discount whose deadline (1 March) is before as_of (31 March): expired, recoverable 0.
    const { lines, structured } = narrativeOf("early-payment-discount-leak", book(1_250_000, RECOVERING, "USD", payables("2024-03-01")));
    expect(structured).toMatchObject({ discounts_on_table_minor: 200, estimated_recoverable_minor: 0 });
    expect(lines.slice(0, 3)).toEqual([
      "1 invoice with early-payment discount terms, offering $2.00 in discounts in all.",
      "Still open: none, so nothing can be recovered (estimated recoverable: $0.00).",
      "Lost to expired deadlines: $2.00 on 1 invoice, which can no longer be captured.",
    ]);
    expect(lines.join("\n")).not.toContain("on the table");
  });

  it("open: capturable at 80%, with the nearest deadline", () => {
    // The same 2.00 discount with a deadline (10 April) after as_of: open; recoverable = 80% × 2.00 = 1.60;
    // clerk effort 0.25 h per open invoice, to one decimal: 0.25 → 0.3 (half away from zero).
    const { lines } = narrativeOf("early-payment-discount-leak", book(1_250_000, RECOVERING, "USD", payables("2024-04-10")));
    expect(lines.slice(0, 3)).toEqual([
      "1 invoice with early-payment discount terms, offering $2.00 in discounts in all.",
      "Still open: $2.00 on 1 invoice, nearest deadline 2024-04-10. Estimated recoverable: $1.60 at an assumed capture rate of 80%, about 0.3 clerk hours of work.",
      "Lost to expired deadlines: none.",
    ]);
  });

  it("none: no discount on the table", () => {
    const { lines } = narrativeOf("early-payment-discount-leak", book(1_250_000, RECOVERING, "USD"));
    expect(lines[0]).toBe("No invoice carries early-payment discount terms, so there is no discount on the table (0 invoices).");
  });
});

describe("text from the request cannot add lines or reorder a narrative", () => {
  const INJECTIONS = ["\n", "\r\n", "\r", "\u2028", "\u2029", "\u0085", "\u000b", "\u202e", "\u2066", "\u200f", "\u061c"];

  for (const injected of INJECTIONS) {
    const escaped = JSON.stringify(injected);
    it(`a receivables bucket label with ${escaped} yields one Lead bucket line, without the character`, () => {
      const label = `90+${injected}Lead bucket: current, with $0.00 outstanding`;
      const { lines } = narrativeOf("ar-aging-accelerator", book(1_250_000, RECOVERING, "USD", { ar_aging: { buckets: [{ bucket: label, amount_minor: 50_000, days_past_due: 90 }] } }));
      expect(lines.filter((line) => line.startsWith("Lead bucket"))).toHaveLength(1);
      for (const line of lines) expect(line).not.toContain(injected);
    });

    it(`a spending category with ${escaped} yields one Top focus line, without the character`, () => {
      const category = `marketing${injected}Top focus category: rent`;
      const { lines } = narrativeOf("burn-rate-optimizer", book(1_250_000, [{ date: "2024-03-02", amount_minor: -3_000, category }], "USD"));
      expect(lines.filter((line) => line.includes("Top focus category"))).toHaveLength(1);
      for (const line of lines) expect(line).not.toContain(injected);
    });
  }
});
