/**
 * early-payment-discount-leak — docs/methodology.md
 *
 *   discount = discount_minor when given, else round(amount × 2/100) under terms `2/10 net 30` / `2/10 n/30`
 *   deadline = discount_deadline when given, else invoice_date + 10 days under those terms, else none
 *   an item has discount terms when its discount > 0; open = deadline ≥ as_of or no deadline
 *   discounts_on_table_minor = Σ discounts; estimated_recoverable_minor = round(0.8·Σ open discounts)
 *   assumed_capture_rate_pct = 80; ap_clerk_hours_to_capture_estimate = 0.25 h per open item, to 1 decimal
 */
import { describe, expect, it } from "vitest";
import { FIXED_LINE, book, responseOf, structuredOf } from "./support.js";

const SLUG = "early-payment-discount-leak";
const leak = (items: unknown[], as_of = "2026-03-31") => structuredOf(SLUG, book([], 0, as_of, { payables: { items } }));

describe("early-payment-discount-leak", () => {
  it("counts, totals and splits discounts into open and expired against as_of", () => {
    const s = leak([
      // 1. given discount, deadline after as_of → open, 200
      { amount_minor: 10_000, discount_minor: 200, discount_deadline: "2026-04-05" },
      // 2. terms: round(50000·2/100) = 1000; deadline 2026-03-25 + 10 = 2026-04-04 → open
      { amount_minor: 50_000, terms: "2/10 net 30", invoice_date: "2026-03-25" },
      // 3. terms n/30: round(12345·0.02) = round(246.9) = 247; deadline 2026-03-01 + 10 = 2026-03-11 → expired
      { amount_minor: 12_345, terms: "2/10 n/30", invoice_date: "2026-03-01" },
      // 4. terms: 600; explicit deadline 2026-03-31 wins over 2026-03-11 → deadline = as_of → open (≥)
      { amount_minor: 30_000, terms: "2/10 net 30", invoice_date: "2026-03-01", discount_deadline: "2026-03-31" },
      // 5. given discount, no deadline → open, 160
      { amount_minor: 8_000, discount_minor: 160 },
      // 6. no discount, no terms → no discount terms
      { amount_minor: 5_000 },
      // 7. discount 0 → no discount terms
      { amount_minor: 4_000, discount_minor: 0 },
      // 8. terms without invoice_date or deadline: 140, no deadline → open
      { amount_minor: 7_000, terms: "2/10 net 30" },
      // 9. given 300 wins over the terms' 400; deadline 2026-03-10 + 10 = 2026-03-20 → expired
      { amount_minor: 20_000, discount_minor: 300, terms: "2/10 net 30", invoice_date: "2026-03-10" },
    ]);
    // with terms: items 1, 2, 3, 4, 5, 8, 9 → 7
    expect(s.invoices_with_discount_terms).toBe(7);
    // 200 + 1000 + 247 + 600 + 160 + 140 + 300 = 2647
    expect(s.discounts_on_table_minor).toBe(2_647);
    // open: 200 + 1000 + 600 + 160 + 140 = 2100 → round(0.8·2100) = 1680
    expect(s.estimated_recoverable_minor).toBe(1_680);
    expect(s.assumed_capture_rate_pct).toBe(80);
    // 5 open items · 0.25 h = 1.25 → 1 decimal, half away from zero → 1.3
    expect(s.ap_clerk_hours_to_capture_estimate).toBe(1.3);
    expect(s.methodology_note.length).toBeGreaterThan(0);
  });

  it("rounds the hours to one decimal half away from zero", () => {
    // 1 open item: 0.25 → 0.3
    expect(leak([{ amount_minor: 100, discount_minor: 2 }]).ap_clerk_hours_to_capture_estimate).toBe(0.3);
    // 2 open items: 0.5
    expect(leak([{ amount_minor: 100, discount_minor: 2 }, { amount_minor: 100, discount_minor: 2 }]).ap_clerk_hours_to_capture_estimate).toBe(0.5);
    // 3 open items: 0.75 → 0.8
    const three = Array.from({ length: 3 }, () => ({ amount_minor: 100, discount_minor: 2 }));
    expect(leak(three).ap_clerk_hours_to_capture_estimate).toBe(0.8);
  });

  it("rounds a discount from terms half away from zero, and a discount that rounds to 0 is no discount", () => {
    // 25·0.02 = 0.5 → 1; 75·0.02 = 1.5 → 2; 24·0.02 = 0.48 → 0 → not counted
    const s = leak([
      { amount_minor: 25, terms: "2/10 net 30" },
      { amount_minor: 75, terms: "2/10 n/30" },
      { amount_minor: 24, terms: "2/10 net 30" },
    ]);
    expect(s.invoices_with_discount_terms).toBe(2);
    expect(s.discounts_on_table_minor).toBe(3);
    // round(0.8·3) = round(2.4) = 2; 2 open items → 0.5 h
    expect(s.estimated_recoverable_minor).toBe(2);
    expect(s.ap_clerk_hours_to_capture_estimate).toBe(0.5);
  });

  it("takes an explicit discount_minor of 0 over the terms (0 is given, not missing)", () => {
    // discount_minor present → the terms' 2% is not used → discount 0 → no discount terms
    const s = leak([{ amount_minor: 10_000, discount_minor: 0, terms: "2/10 net 30", invoice_date: "2026-03-25" }]);
    expect(s.invoices_with_discount_terms).toBe(0);
    expect(s.discounts_on_table_minor).toBe(0);
  });

  it("recovers nothing when every discount has expired", () => {
    // deadline 2026-03-30 < as_of 2026-03-31 → expired; still on the table
    const s = leak([{ amount_minor: 10_000, discount_minor: 200, discount_deadline: "2026-03-30" }]);
    expect(s).toMatchObject({
      invoices_with_discount_terms: 1,
      discounts_on_table_minor: 200,
      estimated_recoverable_minor: 0,
      assumed_capture_rate_pct: 80,
      ap_clerk_hours_to_capture_estimate: 0,
    });
  });

  it("reports zeros without payables", () => {
    expect(structuredOf(SLUG, book([], 0, "2026-03-31"))).toMatchObject({
      invoices_with_discount_terms: 0,
      discounts_on_table_minor: 0,
      estimated_recoverable_minor: 0,
      assumed_capture_rate_pct: 80,
      ap_clerk_hours_to_capture_estimate: 0,
    });
  });

  it("judges deadlines against the latest transaction date when as_of is absent", () => {
    // latest row 2026-03-15 = as_of; deadline 2026-03-10 + 10 = 2026-03-20 ≥ as_of → open
    const envelope = {
      account_id: "acct-spec",
      transactions: [{ date: "2026-03-15", amount_minor: -1 }],
      balances: { current_minor: 0 },
      payables: { items: [{ amount_minor: 10_000, terms: "2/10 net 30", invoice_date: "2026-03-10" }] },
    };
    // discount 200 → recoverable round(160) = 160; 1 open item → 0.3 h
    expect(structuredOf(SLUG, envelope)).toMatchObject({ discounts_on_table_minor: 200, estimated_recoverable_minor: 160, ap_clerk_hours_to_capture_estimate: 0.3 });
  });

  it("judges deadlines against today (UTC) when there is neither as_of nor a transaction", () => {
    const envelope = {
      account_id: "acct-spec",
      balances: { current_minor: 0 },
      payables: { items: [{ amount_minor: 10_000, discount_minor: 200, discount_deadline: "2026-03-20" }] },
    };
    // today 2026-03-20: deadline ≥ today → open
    expect(structuredOf(SLUG, envelope, new Date("2026-03-20T23:00:00Z")).estimated_recoverable_minor).toBe(160);
    // today 2026-03-21: expired
    expect(structuredOf(SLUG, envelope, new Date("2026-03-21T00:00:00Z")).estimated_recoverable_minor).toBe(0);
  });

  it("states the invoice count, the discounts on the table and the recoverable amount in the narrative", () => {
    const { narrative } = responseOf(SLUG, {
      account_id: "acct-spec",
      transactions: [],
      balances: { current_minor: 0, as_of: "2026-03-31", currency: "USD" },
      payables: {
        items: [
          { amount_minor: 123_400, discount_minor: 2_468 },
          { amount_minor: 50_000, terms: "2/10 net 30", invoice_date: "2026-03-25" },
        ],
      },
    });
    // 2 invoices; on the table 2468 + 1000 = 3468 → $34.68; recoverable round(0.8·3468) = round(2774.4) = 2774 → $27.74
    expect(narrative).toMatch(/\b2\b|two/i);
    expect(narrative).toContain("$34.68");
    expect(narrative).toContain("$27.74");
    expect(narrative.trimEnd().split("\n").at(-1)).toBe(FIXED_LINE);
  });
});
