import type { Book } from "../domain/book.js";
import { exactMinor, roundHalfAwayFromZero, roundRatio } from "../domain/money.js";
import { spendByCategory } from "../domain/spend.js";
import type { CashWindow } from "../domain/window.js";
import { perMonth } from "./health-score.js";
import type { BurnRate } from "./types.js";

/**
 * Share of a category's monthly outflow that is usually reducible, in percent: planning
 * heuristics (discretionary spend high, contractual and statutory spend low), not benchmarks.
 * Categories match exactly after lower-casing and trimming; anything else gets the default. The
 * business taxonomy's names (src/domain/categories/taxonomy.ts) each have one; the older names
 * callers send (saas, cloud, legal, …) keep theirs.
 */
const REDUCIBLE_PCT = new Map<string, number>([
  ...groups(20, "software", "saas", "subscriptions", "cloud", "hosting", "marketing", "advertising"),
  ...groups(30, "travel", "meals", "entertainment"),
  ...groups(15, "contractors", "consulting", "professional services", "legal", "office", "supplies", "equipment"),
  ...groups(10, "utilities", "telecom", "shipping", "bank fees"),
  ...groups(5, "rent", "lease", "facilities", "inventory", "cogs", "materials", "insurance"),
  ...groups(3, "payroll", "salaries", "wages", "benefits"),
  ...groups(0, "taxes", "tax", "debt", "loan", "interest", "transfer", "owner draw"),
]);
const DEFAULT_REDUCIBLE_PCT = 10;

function groups(pct: number, ...categories: string[]): [string, number][] {
  return categories.map((category) => [category, pct]);
}

export function reduciblePct(category: string): number {
  return REDUCIBLE_PCT.get(category) ?? DEFAULT_REDUCIBLE_PCT;
}

/**
 * Monthly burn, round(outflow less transfers to the company's own accounts · 30 / N), and per
 * category round(category outflow · 30 / N · share), largest first. Rows without a category are
 * categorized first (src/domain/spend.ts).
 */
export function burnRate(book: Book, window: CashWindow): BurnRate {
  const spend = spendByCategory(book, window);
  const opportunities: { category: string; amount_minor: number }[] = [];
  for (const { category, outflowMinor } of spend.categories) {
    const amount = exactMinor(
      roundRatio(BigInt(outflowMinor) * 30n * BigInt(reduciblePct(category)), BigInt(window.days) * 100n),
      "transactions",
      `monthly saving for category "${category}"`,
    );
    if (amount > 0) opportunities.push({ category, amount_minor: amount });
  }
  opportunities.sort((a, b) => b.amount_minor - a.amount_minor || (a.category < b.category ? -1 : a.category > b.category ? 1 : 0));
  const top = opportunities[0]?.amount_minor ?? 0;
  return {
    monthly_burn_minor: perMonth(window, window.outflow - spend.transferMinor, "monthly burn"),
    // Each field named rather than `{ ...o, impact_score }`: V8 (Node 20) builds a spread copy that then
    // gains a field in a slow form that outlives the young generation (see NarrativeFacts in ../engine/index.ts).
    reduction_opportunities: opportunities.map(({ category, amount_minor }) => ({ category, amount_minor, impact_score: roundHalfAwayFromZero((100 * amount_minor) / top) })),
  };
}
