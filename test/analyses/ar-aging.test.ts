/**
 * ar-aging-accelerator — docs/methodology.md
 *
 *   p(age): linear between 0: 0.949, 30: 0.899, 60: 0.813, 90: 0.696, 180: 0.521, 270: 0.391,
 *           365: 0.228, 730: 0.093, flat after 730 (CCAA collectability table)
 *   v = amount·(p(age) − p(age + 30)), age = the bucket's lower bound
 *   collection_score = round(100·v/max v) (0 when max v = 0)
 *   order: amount descending, then age descending, then label
 *
 * Values of p(age) − p(age + 30) used below (worked from the table):
 *   age 0:   0.949 − 0.899                                  = 0.05
 *   age 1:   p(1) = 0.949 − 0.05/30 = 0.947333; p(31) = 0.899 − 0.086/30 = 0.896133 → 0.0512
 *   age 31:  p(61) = 0.813 − 0.117/30 = 0.8091               → 0.896133 − 0.8091 = 0.087033
 *   age 61:  p(91) = 0.696 − 0.175/90 = 0.694056            → 0.8091 − 0.694056 = 0.115044
 *   age 90…150 (inside the 90–180 segment): 0.175·30/90      = 0.058333
 *   age 365: inside 365–730: 0.135·30/365                     = 0.011096
 *   age ≥ 730: flat                                           = 0
 */
import { describe, expect, it } from "vitest";
import { FIXED_LINE, book, responseOf, structuredOf, violationsOf } from "./support.js";

const SLUG = "ar-aging-accelerator";
const rank = (ar_aging: unknown, as_of: string | undefined = "2026-03-31", today?: Date) =>
  structuredOf(SLUG, book([], 0, as_of, { ar_aging }), today).prioritized;

describe("ar-aging-accelerator", () => {
  it("ranks buckets by amount and scores them by the value lost by waiting a month", () => {
    const prioritized = rank({
      buckets: [
        { bucket: "61-90", amount_minor: 20_000 },
        { bucket: "current", amount_minor: 100_000 },
        { bucket: "31-60", amount_minor: 40_000 },
        { bucket: "90+", amount_minor: 20_000 },
        { bucket: "1-30", amount_minor: 50_000 },
      ],
    });
    // v: current 100000·0.05 = 5000 (max); 1-30 50000·0.0512 = 2560; 31-60 40000·0.087033 = 3481.33;
    //    61-90 20000·0.115044 = 2300.89; 90+ 20000·0.058333 = 1166.67
    // scores: 100; 51.2 → 51; 69.63 → 70; 46.02 → 46; 23.33 → 23
    // order: 100000, 50000, 40000, then the 20000 tie by age descending: 90+ (90) before 61-90 (61)
    expect(prioritized).toEqual([
      { bucket: "current", amount_minor: 100_000, collection_score: 100 },
      { bucket: "1-30", amount_minor: 50_000, collection_score: 51 },
      { bucket: "31-60", amount_minor: 40_000, collection_score: 70 },
      { bucket: "90+", amount_minor: 20_000, collection_score: 23 },
      { bucket: "61-90", amount_minor: 20_000, collection_score: 46 },
    ]);
  });

  it("reads 'not due' as age 0", () => {
    // not due: 10000·0.05 = 500; 1-30: 10000·0.0512 = 512 (max) → 500/512 = 97.66 → 98
    // equal amounts → age descending: 1-30 (1) before not due (0)
    expect(rank({ buckets: [{ bucket: "not due", amount_minor: 10_000 }, { bucket: "1-30", amount_minor: 10_000 }] })).toEqual([
      { bucket: "1-30", amount_minor: 10_000, collection_score: 100 },
      { bucket: "not due", amount_minor: 10_000, collection_score: 98 },
    ]);
  });

  it("reads '31-60 days' as age 31", () => {
    // 31-60 days: 10000·0.087033 = 870.33 (max); current: 500 → 57.45 → 57
    expect(rank({ buckets: [{ bucket: "current", amount_minor: 10_000 }, { bucket: "31-60 days", amount_minor: 10_000 }] })).toEqual([
      { bucket: "31-60 days", amount_minor: 10_000, collection_score: 100 },
      { bucket: "current", amount_minor: 10_000, collection_score: 57 },
    ]);
  });

  it("reads '>90' and 'over 90' as 91 and '90+' as 90 (seen in the age tie-break)", () => {
    // all three v = 10000·0.058333 = 583.33 → score 100 each; amounts tie;
    // ages 91, 91, 90 → '>90' and 'over 90' first (label order between them), '90+' last —
    // by label alone '90+' would come first
    expect(rank({
      buckets: [
        { bucket: "90+", amount_minor: 10_000 },
        { bucket: "over 90", amount_minor: 10_000 },
        { bucket: ">90", amount_minor: 10_000 },
      ],
    })).toEqual([
      { bucket: ">90", amount_minor: 10_000, collection_score: 100 },
      { bucket: "over 90", amount_minor: 10_000, collection_score: 100 },
      { bucket: "90+", amount_minor: 10_000, collection_score: 100 },
    ]);
  });

  it("scores 'over 90' against a current bucket", () => {
    // over 90: 583.33 (max); current 500 → 85.71 → 86
    expect(rank({ buckets: [{ bucket: "current", amount_minor: 10_000 }, { bucket: "over 90", amount_minor: 10_000 }] })).toEqual([
      { bucket: "over 90", amount_minor: 10_000, collection_score: 100 },
      { bucket: "current", amount_minor: 10_000, collection_score: 86 },
    ]);
  });

  it("lets days_past_due override the label, readable or not", () => {
    // 'Q3 stragglers' with days_past_due 365: 10000·0.011096 = 110.96; current 500 (max) → 22.19 → 22
    // amounts tie → age descending: 365 before 0
    expect(rank({
      buckets: [
        { bucket: "current", amount_minor: 10_000 },
        { bucket: "Q3 stragglers", amount_minor: 10_000, days_past_due: 365 },
      ],
    })).toEqual([
      { bucket: "Q3 stragglers", amount_minor: 10_000, collection_score: 22 },
      { bucket: "current", amount_minor: 10_000, collection_score: 100 },
    ]);
    // a 'current' label with days_past_due 730: flat after 730 → v = 0 → score 0; 1-30 5000·0.0512 = 256 (max)
    expect(rank({
      buckets: [
        { bucket: "current", amount_minor: 10_000, days_past_due: 730 },
        { bucket: "1-30", amount_minor: 5_000 },
      ],
    })).toEqual([
      { bucket: "current", amount_minor: 10_000, collection_score: 0 },
      { bucket: "1-30", amount_minor: 5_000, collection_score: 100 },
    ]);
  });

  it("scores every bucket 0 when no value is lost by waiting (max v = 0)", () => {
    expect(rank({
      buckets: [
        { bucket: "ancient", amount_minor: 9_000, days_past_due: 800 },
        { bucket: "current", amount_minor: 0 },
      ],
    })).toEqual([
      // ancient: 9000·(p(800) − p(830)) = 9000·(0.093 − 0.093) = 0; current: 0·0.05 = 0 → max v = 0
      { bucket: "ancient", amount_minor: 9_000, collection_score: 0 },
      { bucket: "current", amount_minor: 0, collection_score: 0 },
    ]);
  });

  it("breaks ties of amount and age by label", () => {
    expect(rank({
      buckets: [
        { bucket: "west", amount_minor: 1_000, days_past_due: 10 },
        { bucket: "east", amount_minor: 1_000, days_past_due: 10 },
      ],
    }).map((row) => row.bucket)).toEqual(["east", "west"]);
  });

  it("rejects a label it cannot read when days_past_due is absent, naming the bucket", () => {
    const violations = violationsOf(SLUG, book([], 0, "2026-03-31", {
      ar_aging: { buckets: [{ bucket: "current", amount_minor: 1 }, { bucket: "someday", amount_minor: 1 }] },
    }));
    expect(violations.map((v) => v.field)).toEqual(["ar_aging.buckets[1].bucket"]);
    expect(violations[0]!.issue.length).toBeGreaterThan(10);
  });

  it("buckets invoices against as_of and adds them to same-labelled buckets", () => {
    // as_of 2026-03-31; days late = as_of − due_date
    const invoices = [
      { amount_minor: 100, due_date: "2026-04-15" }, //    −15 → current
      { amount_minor: 200, due_date: "2026-03-31" }, //      0 → current
      { amount_minor: 400, due_date: "2026-03-30" }, //      1 → 1-30
      { amount_minor: 800, due_date: "2026-03-01" }, //     30 → 1-30
      { amount_minor: 1_600, due_date: "2026-02-28" }, //   31 → 31-60
      { amount_minor: 3_200, due_date: "2026-01-30" }, //   60 → 31-60 (1 + 28 + 31)
      { amount_minor: 6_400, due_date: "2026-01-29" }, //   61 → 61-90
      { amount_minor: 12_800, due_date: "2025-12-31" }, //  90 → 61-90
      { amount_minor: 25_600, due_date: "2025-12-30" }, //  91 → 91-120
      { amount_minor: 51_200, due_date: "2025-12-01" }, // 120 → 91-120
      { amount_minor: 102_400, due_date: "2025-11-30" }, // 121 → 120+
    ];
    const prioritized = rank({ buckets: [{ bucket: "1-30", amount_minor: 1_000 }], invoices });
    // sums: current 300; 1-30 1000 + 400 + 800 = 2200; 31-60 4800; 61-90 19200; 91-120 76800; 120+ 102400
    // v: 120+ 102400·0.058333 = 5973.33 (max; age 120 or 121, both in the 90–180 segment)
    //    91-120 76800·0.058333 = 4480 → 75; 61-90 19200·0.115044 = 2208.85 → 36.98 → 37
    //    31-60 4800·0.087033 = 417.76 → 6.99 → 7; 1-30 2200·0.0512 = 112.64 → 1.89 → 2
    //    current 300·0.05 = 15 → 0.25 → 0
    expect(prioritized).toEqual([
      { bucket: "120+", amount_minor: 102_400, collection_score: 100 },
      { bucket: "91-120", amount_minor: 76_800, collection_score: 75 },
      { bucket: "61-90", amount_minor: 19_200, collection_score: 37 },
      { bucket: "31-60", amount_minor: 4_800, collection_score: 7 },
      { bucket: "1-30", amount_minor: 2_200, collection_score: 2 },
      { bucket: "current", amount_minor: 300, collection_score: 0 },
    ]);
  });

  it("buckets invoices against the latest transaction date when as_of is absent", () => {
    // latest row 2026-02-15 → as_of; invoice due 2026-03-01 is not yet due → current
    const envelope = {
      account_id: "acct-spec",
      transactions: [{ date: "2026-02-15", amount_minor: 100 }],
      balances: { current_minor: 0 },
      ar_aging: { invoices: [{ amount_minor: 5_000, due_date: "2026-03-01" }] },
    };
    expect(structuredOf(SLUG, envelope).prioritized).toEqual([{ bucket: "current", amount_minor: 5_000, collection_score: 100 }]);
  });

  it("buckets invoices against today (UTC) when there is neither as_of nor a transaction", () => {
    // today 2026-03-31: due 2026-03-01 → 30 days late → 1-30
    const envelope = {
      account_id: "acct-spec",
      balances: { current_minor: 0 },
      ar_aging: { invoices: [{ amount_minor: 5_000, due_date: "2026-03-01" }] },
    };
    expect(structuredOf(SLUG, envelope, new Date("2026-03-31T23:59:00Z")).prioritized).toEqual([
      { bucket: "1-30", amount_minor: 5_000, collection_score: 100 },
    ]);
    // today 2026-02-20: the same invoice is not due yet → current
    expect(structuredOf(SLUG, envelope, new Date("2026-02-20T00:00:00Z")).prioritized).toEqual([
      { bucket: "current", amount_minor: 5_000, collection_score: 100 },
    ]);
  });

  it("returns an empty list when there is no AR block", () => {
    expect(rank(undefined)).toEqual([]);
  });

  it("states the lead bucket and the number of ranked rows in the narrative", () => {
    const { narrative } = responseOf(SLUG, book([], 0, "2026-03-31", {
      ar_aging: {
        buckets: [
          { bucket: "Enterprise 31-60", amount_minor: 80_000, days_past_due: 31 },
          { bucket: "current", amount_minor: 10_000 },
          { bucket: "90+", amount_minor: 5_000 },
        ],
      },
    }));
    expect(narrative).toContain("Enterprise 31-60");
    expect(narrative).toMatch(/\b3\b|three/i);
    expect(narrative.trimEnd().split("\n").at(-1)).toBe(FIXED_LINE);
  });
});
