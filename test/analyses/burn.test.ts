/**
 * burn-rate-optimizer — docs/methodology.md
 *
 *   monthly_burn_minor = round(outflow·30/N) (gross burn)
 *   outflows grouped by lower-cased, trimmed category ('uncategorized' when missing)
 *   opportunity = round(category outflow·30/N·share); zero ones left out
 *   order: amount descending, then category; impact_score = round(100·amount/top amount)
 */
import { describe, expect, it } from "vitest";
import { FIXED_LINE, book, responseOf, structuredOf, tx } from "./support.js";

const SLUG = "burn-rate-optimizer";

/**
 * as_of 2026-03-10, first row 2026-03-01 → N = 10, so 30/N = 3.
 */
const rows = [
  tx("2026-03-01", 5_000, { category: "software" }), //  inflow: never part of burn
  tx("2026-03-02", -1_000, { category: "Software" }),
  tx("2026-03-03", -500, { category: "  software " }), // same group once trimmed and lower-cased
  tx("2026-03-04", -10_000, { category: "Payroll" }),
  tx("2026-03-05", -2_000), //                            no category → uncategorized
  tx("2026-03-06", -3_000, { category: "RENT" }),
  tx("2026-03-07", -4_000, { category: "Taxes" }), //     share 0 → left out
  tx("2026-03-10", -700, { category: "Widgets" }), //     not in the table → 0.10
];

describe("burn-rate-optimizer", () => {
  it("ranks reduction opportunities by category", () => {
    const s = structuredOf(SLUG, book(rows, 50_000, "2026-03-10"));
    // outflow = 1000 + 500 + 10000 + 2000 + 3000 + 4000 + 700 = 21200 → round(21200·3) = 63600
    expect(s.monthly_burn_minor).toBe(63_600);
    // software      1500·3·0.20 = 900
    // payroll      10000·3·0.03 = 900
    // uncategorized 2000·3·0.10 = 600
    // rent          3000·3·0.05 = 450
    // widgets        700·3·0.10 = 210
    // taxes         4000·3·0    = 0 → left out
    // 900 tie → by category: payroll before software; impact: 100, 100, 66.7 → 67, 50, 23.3 → 23
    expect(s.reduction_opportunities).toEqual([
      { category: "payroll", amount_minor: 900, impact_score: 100 },
      { category: "software", amount_minor: 900, impact_score: 100 },
      { category: "uncategorized", amount_minor: 600, impact_score: 67 },
      { category: "rent", amount_minor: 450, impact_score: 50 },
      { category: "widgets", amount_minor: 210, impact_score: 23 },
    ]);
  });

  it.each([
    // [category as written, share, 30000·share] — one outflow of 10000 over N = 10 → 30000 a month
    ["SaaS", 0.2, 6_000],
    ["subscriptions", 0.2, 6_000],
    ["cloud", 0.2, 6_000],
    ["hosting", 0.2, 6_000],
    ["marketing", 0.2, 6_000],
    ["advertising", 0.2, 6_000],
    ["travel", 0.3, 9_000],
    ["meals", 0.3, 9_000],
    ["entertainment", 0.3, 9_000],
    ["contractors", 0.15, 4_500],
    ["consulting", 0.15, 4_500],
    ["Professional Services", 0.15, 4_500],
    ["legal", 0.15, 4_500],
    ["office", 0.15, 4_500],
    ["supplies", 0.15, 4_500],
    ["equipment", 0.15, 4_500],
    ["utilities", 0.1, 3_000],
    ["telecom", 0.1, 3_000],
    ["lease", 0.05, 1_500],
    ["facilities", 0.05, 1_500],
    ["salaries", 0.03, 900],
    ["wages", 0.03, 900],
    ["benefits", 0.03, 900],
    ["inventory", 0.05, 1_500],
    ["cogs", 0.05, 1_500],
    ["materials", 0.05, 1_500],
    ["cloud hosting", 0.1, 3_000], // not an exact match → anything else
  ])("applies the reducible share of %s (%f)", (category, _share, opportunity) => {
    const s = structuredOf(SLUG, book([tx("2026-03-01", -10_000, { category })], 0, "2026-03-10"));
    // monthly burn = 10000·30/10 = 30000; opportunity = 30000·share
    expect(s.monthly_burn_minor).toBe(30_000);
    expect(s.reduction_opportunities).toEqual([
      { category: category.toLowerCase(), amount_minor: opportunity, impact_score: 100 },
    ]);
  });

  it.each(["tax", "taxes", "debt", "loan", "interest", "owner draw"])("finds nothing to reduce in %s (share 0)", (category) => {
    const s = structuredOf(SLUG, book([tx("2026-03-01", -10_000, { category })], 0, "2026-03-10"));
    expect(s.monthly_burn_minor).toBe(30_000);
    expect(s.reduction_opportunities).toEqual([]);
  });

  it("leaves money moved to the company's own accounts out of burn and never ranks it", () => {
    // N = 10 days (03-01 … 03-10). Outflow 10,000 + 2,000; the 10,000 is a transfer to savings.
    // burn = round(2,000 · 30 / 10) = 6,000 (not 36,000); rent 2,000 · 3 · 0.05 = 300; transfer nothing.
    const s = structuredOf(SLUG, book([tx("2026-03-01", -10_000, { category: "transfer" }), tx("2026-03-10", -2_000, { category: "rent" })], 0, "2026-03-10"));
    expect(s.monthly_burn_minor).toBe(6_000);
    expect(s.reduction_opportunities).toEqual([{ category: "rent", amount_minor: 300, impact_score: 100 }]);
  });

  it("categorizes rows that come without a category before ranking them", () => {
    // N = 10. "GUSTO PAYROLL" → payroll (3%): 50,000·3·0.03 = 4,500; "AWS" → software (20%):
    // 1,000·3·0.20 = 600; "Online transfer to savings" → transfer: out of burn, never ranked;
    // "SQ *QUIET CORNER" names nothing known → uncategorized (10%): 100·3·0.10 = 30.
    // burn = round((50,000 + 1,000 + 100) · 30 / 10) = 153,300.
    const s = structuredOf(SLUG, book([
      tx("2026-03-01", -50_000, { description: "GUSTO PAYROLL 8812 ACME INC" }),
      tx("2026-03-02", -1_000, { description: "AWS EMEA aws.amazon.com" }),
      tx("2026-03-03", -20_000, { description: "Online Transfer to SAV ...4821" }),
      tx("2026-03-10", -100, { description: "SQ *QUIET CORNER" }),
    ], 0, "2026-03-10"));
    expect(s.monthly_burn_minor).toBe(153_300);
    expect(s.reduction_opportunities).toEqual([
      { category: "payroll", amount_minor: 4_500, impact_score: 100 },
      { category: "software", amount_minor: 600, impact_score: 13 },
      { category: "uncategorized", amount_minor: 30, impact_score: 1 },
    ]);
  });

  it("reads two people paid on one day with nothing said but the period as a pay run", () => {
    // N = 10. "K Bissell" and "D Nock", both on 2026-03-06 with only the month: a pay run, payroll
    // (3%): (198,640 + 176,420) = 375,060 · 3 · 0.03 = 33,755.4 → 33,755. "S Hadley — GUIDING OCT
    // 14", paid the same day, names work: not part of it, uncategorized (10%): 120,000 · 3 · 0.10 =
    // 36,000. Software 1,000 · 3 · 0.20 = 600.
    // burn = round((375,060 + 120,000 + 1,000) · 30 / 10) = 1,488,180.
    const s = structuredOf(SLUG, book([
      tx("2026-03-01", 900_000, { description: "Customer payment INV 2291" }),
      tx("2026-03-06", -198_640, { counterparty: "K Bissell", description: "K Bissell MAR" }),
      tx("2026-03-06", -176_420, { counterparty: "D Nock", description: "D Nock MAR" }),
      tx("2026-03-06", -120_000, { counterparty: "S Hadley", description: "S Hadley GUIDING OCT 14" }),
      tx("2026-03-10", -1_000, { category: "software" }),
    ], 0, "2026-03-10"));
    expect(s.monthly_burn_minor).toBe(1_488_180);
    // impact: 100; 33,755/36,000 = 93.8 → 94; 600/36,000 = 1.7 → 2.
    expect(s.reduction_opportunities).toEqual([
      { category: "uncategorized", amount_minor: 36_000, impact_score: 100 },
      { category: "payroll", amount_minor: 33_755, impact_score: 94 },
      { category: "software", amount_minor: 600, impact_score: 2 },
    ]);
  });

  it("reads a merchant category code on a row without a category, and a spending code on money in as a refund", () => {
    // N = 10. MCC 5812 (restaurants) → meals (30%): 2,000·3·0.30 = 1,800; MCC 4511 (airlines) → travel (30%):
    // 1,000·3·0.30 = 900. The +500 with MCC 5812 is money in: a refund, not outflow. burn = round(3,000·3) = 9,000.
    const s = structuredOf(SLUG, book([
      tx("2026-03-01", -2_000, { mcc: "5812", description: "SQ *ANYWHERE" }),
      tx("2026-03-05", -1_000, { mcc: "4511" }),
      tx("2026-03-10", 500, { mcc: "5812" }),
    ], 0, "2026-03-10"));
    expect(s.monthly_burn_minor).toBe(9_000);
    expect(s.reduction_opportunities).toEqual([
      { category: "meals", amount_minor: 1_800, impact_score: 100 },
      { category: "travel", amount_minor: 900, impact_score: 50 },
    ]);
  });

  it("says in its narrative what share of outflow was inferred and what went to the company's own accounts", () => {
    // Outflow 10,000: rent 6,000 given; "GUSTO PAYROLL" 3,000 and "Online Transfer to SAV" 1,000 inferred
    // → 4,000 / 10,000 = 40% inferred; 1,000 (USD 10.00) moved to own accounts.
    const envelope = book([
      tx("2026-03-01", -6_000, { category: "rent" }),
      tx("2026-03-02", -3_000, { description: "GUSTO PAYROLL 0301" }),
      tx("2026-03-10", -1_000, { description: "Online Transfer to SAV ...4821" }),
    ], 100_000, "2026-03-10");
    const lines = responseOf(SLUG, { ...envelope, balances: { ...envelope.balances, currency: "USD" } }).narrative.split("\n");
    expect(lines).toContain("40% of the outflow was categorized by inference from bank codes and descriptions; the rest came with its category or stayed uncategorized.");
    expect(lines[0]).toMatch(/leaving out \$10\.00 moved to the company's own accounts/);
  });

  it("says plainly when every outflow's category was inferred", () => {
    // One outflow, "GUSTO PAYROLL", inferred: all of it, so no "the rest" clause.
    const envelope = book([tx("2026-03-02", -3_000, { description: "GUSTO PAYROLL 0301" })], 100_000, "2026-03-10");
    const lines = responseOf(SLUG, envelope).narrative.split("\n");
    expect(lines).toContain("All of the outflow was categorized by inference from bank codes and descriptions.");
  });

  it("maps a provider's category word into the taxonomy and a bank code before the text", () => {
    // N = 10. Plaid's FOOD_AND_DRINK → meals (30%): 1,000·3·0.30 = 900. An ISO 20022 charges code
    // (ACMT/MDOP/CHRG) → bank fees (10%) whatever the text: 500·3·0.10 = 150. burn = round(1,500·3) = 4,500.
    const s = structuredOf(SLUG, book([
      tx("2026-03-01", -1_000, { category: "FOOD_AND_DRINK" }),
      tx("2026-03-10", -500, { description: "Office rent", bank_transaction_code: "ACMT/MDOP/CHRG" }),
    ], 0, "2026-03-10"));
    expect(s.monthly_burn_minor).toBe(4_500);
    expect(s.reduction_opportunities).toEqual([
      { category: "meals", amount_minor: 900, impact_score: 100 },
      { category: "bank fees", amount_minor: 150, impact_score: 17 },
    ]);
  });

  it("leaves out opportunities that round to zero and rounds halves up", () => {
    // N = 10: misc 1·3·0.10 = 0.3 → 0 → left out; legal 10·3·0.15 = 4.5 → 5
    // burn = round(11·3) = 33
    const s = structuredOf(SLUG, book(
      [tx("2026-03-01", -1, { category: "misc" }), tx("2026-03-10", -10, { category: "legal" })],
      0,
      "2026-03-10",
    ));
    expect(s.monthly_burn_minor).toBe(33);
    expect(s.reduction_opportunities).toEqual([{ category: "legal", amount_minor: 5, impact_score: 100 }]);
  });

  it("counts an empty category string as uncategorized", () => {
    const s = structuredOf(SLUG, book([tx("2026-03-01", -1_000, { category: "" })], 0, "2026-03-10"));
    // 1000·3·0.10 = 300
    expect(s.reduction_opportunities).toEqual([{ category: "uncategorized", amount_minor: 300, impact_score: 100 }]);
  });

  it("has no burn on an empty window (N = 0) or a book without outflows", () => {
    expect(structuredOf(SLUG, book([], 10_000, "2026-03-31"))).toEqual({ monthly_burn_minor: 0, reduction_opportunities: [] });
    expect(structuredOf(SLUG, book([tx("2026-03-31", 900, { category: "sales" })], 10_000, "2026-03-31"))).toEqual({
      monthly_burn_minor: 0,
      reduction_opportunities: [],
    });
  });

  it("leaves future-dated and stale outflows out of burn and categories", () => {
    const strays = [
      tx("2025-12-10", -900_000, { category: "travel" }), // before the window 2025-12-11 … 2026-03-10
      tx("2026-03-11", -900_000, { category: "marketing" }), // after as_of
    ];
    const s = structuredOf(SLUG, book([...strays, ...rows], 50_000, "2026-03-10"));
    expect(s.monthly_burn_minor).toBe(63_600);
    expect(s.reduction_opportunities.map((o) => o.category)).toEqual(["payroll", "software", "uncategorized", "rent", "widgets"]);
  });

  it("states the monthly burn and the top focus category in the narrative", () => {
    const { narrative } = responseOf(SLUG, {
      account_id: "acct-spec",
      transactions: rows,
      balances: { current_minor: 50_000, as_of: "2026-03-10", currency: "USD" },
    });
    // 63600 cents → $636.00; top category payroll
    expect(narrative).toContain("$636.00");
    expect(narrative).toContain("payroll");
    expect(narrative.trimEnd().split("\n").at(-1)).toBe(FIXED_LINE);
  });
});
