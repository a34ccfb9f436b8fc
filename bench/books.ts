/**
 * Deterministic synthetic books for load tests, and the seeded generator every bench book uses: a
 * small business's 120 days of payroll, rent, software, card spend and customer receipts, spread
 * over `transactions` rows. Every row says "Customer payment" or "Card purchase", which no bank
 * export does: `npm run bench` measures on bench/statement-book.ts's books and keeps this one only
 * as a comparison row. Seeded, so every run and every machine measures the same bytes.
 */

const CATEGORIES = ["payroll", "rent", "software", "cloud", "marketing", "travel", "meals", "utilities", "contractors", "office", "taxes", ""];
const DAY_MS = 86_400_000;

/** Mulberry32: a tiny seeded PRNG, good enough to spread synthetic amounts. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SyntheticBook {
  account_id: string;
  transactions: { date: string; amount_minor: number; category?: string; description: string; currency: string }[];
  balances: { current_minor: number; as_of: string; currency: string };
  payables: { items: { amount_minor: number; due_date: string; terms: string; invoice_date: string }[] };
  scenario: { revenue_shock_pct: number; opex_shock_pct: number };
  ar_aging: { buckets: { bucket: string; amount_minor: number }[] };
}

export function syntheticBook(transactions: number, seed = 42): SyntheticBook {
  const next = random(seed);
  const asOf = Date.UTC(2026, 9, 31);
  const date = (daysBack: number) => new Date(asOf - daysBack * DAY_MS).toISOString().slice(0, 10);
  const rows: SyntheticBook["transactions"] = [];
  for (let i = 0; i < transactions; i++) {
    const inflow = next() < 0.35;
    const amount = Math.round((inflow ? 40_000 : 15_000) * (0.2 + next() * 2));
    const category = CATEGORIES[Math.floor(next() * CATEGORIES.length)]!;
    rows.push({
      date: date(Math.floor(next() * 120)),
      amount_minor: inflow ? amount : -amount,
      ...(inflow || category === "" ? {} : { category }),
      description: inflow ? "Customer payment" : "Card purchase",
      currency: "USD",
    });
  }
  return { account_id: "bench-account", transactions: rows, balances: { current_minor: 25_000_000, as_of: date(0), currency: "USD" }, ...plans(transactions, date) };
}

export type Plans = Pick<SyntheticBook, "payables" | "scenario" | "ar_aging">;

/**
 * The rest of a book beside its transactions: one open bill per hundred rows (at most 1,000), a
 * scenario and an AR aging, so that every route has work to do. `date(n)` is the day n days before
 * the book's as-of date.
 */
export function plans(transactions: number, date: (daysBack: number) => string): Plans {
  const items = Array.from({ length: Math.min(1000, Math.ceil(transactions / 100)) }, (_, i) => ({
    amount_minor: 100_000 + i * 37,
    due_date: date(-10 - (i % 40)),
    terms: "2/10 net 30",
    invoice_date: date(20 - (i % 25)),
  }));
  return {
    payables: { items },
    scenario: { revenue_shock_pct: -25, opex_shock_pct: 15 },
    ar_aging: {
      buckets: [
        { bucket: "current", amount_minor: 4_200_000 },
        { bucket: "1-30", amount_minor: 2_100_000 },
        { bucket: "31-60", amount_minor: 900_000 },
        { bucket: "61-90", amount_minor: 450_000 },
        { bucket: "90+", amount_minor: 300_000 },
      ],
    },
  };
}
