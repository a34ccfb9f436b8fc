/**
 * How the categorizer does on labelled rows: rows right, the share of outflow money right, rows
 * left uncategorized, and high-stakes errors — a row whose true category is payroll, taxes, loan,
 * interest, transfer or owner draw given a discretionary one, or the reverse (either moves money
 * in or out of the burn route's savings). A high-stakes row left uncategorized is counted apart: the
 * burn route then gives it the default share, which a controller would see and correct.
 *
 * Run through scripts/check-categorization-corpus.ts --measure.
 */

import { categorize, decidePayRuns, HIGH_STAKES, isCategory, UNCATEGORIZED, type Decision } from "../src/domain/categories/index.js";
import type { EnvelopeTransaction } from "../src/import/index.js";

export interface LabelledRow {
  file: string;
  expected: string;
  transaction: EnvelopeTransaction;
}

export function measureCategories(rows: readonly LabelledRow[]): void {
  let right = 0;
  let outflow = 0;
  let outflowRight = 0;
  let leftUncategorized = 0;
  let highStakesErrors = 0;
  let highStakesUncategorized = 0;
  const wrong: string[] = [];
  const byStep = new Map<string, { rows: number; right: number }>();
  const decisions = decideByFile(rows);
  for (const [at, { file, expected, transaction }] of rows.entries()) {
    const t = transaction;
    const decision = decisions[at]!;
    const ok = decision.category === expected;
    // A name the bank gave that is not the taxonomy's (`general`, `payments`) decided nothing a
    // controller would rely on: it counts as left uncategorized.
    const got = isCategory(decision.category) ? decision.category : UNCATEGORIZED;
    const step = byStep.get(decision.decidedBy) ?? { rows: 0, right: 0 };
    step.rows++;
    if (ok) step.right++;
    byStep.set(decision.decidedBy, step);
    if (ok) right++;
    if (got === UNCATEGORIZED) leftUncategorized++;
    if (t.amount_minor < 0) {
      outflow += -t.amount_minor;
      if (ok) outflowRight += -t.amount_minor;
    }
    if (!ok && got !== UNCATEGORIZED && expected !== UNCATEGORIZED && HIGH_STAKES.has(expected) !== HIGH_STAKES.has(got)) highStakesErrors++;
    if (!ok && got === UNCATEGORIZED && HIGH_STAKES.has(expected)) highStakesUncategorized++;
    if (!ok) wrong.push(`  ${file}: ${t.date} ${t.amount_minor} ${JSON.stringify([t.counterparty, t.description, t.category, t.bank_transaction_code, t.mcc].filter((x) => x !== undefined).join(" | "))} expected ${expected}, got ${got} (${decision.decidedBy}${decision.evidence === "" ? "" : `: ${decision.evidence}`})`);
  }
  const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
  console.log(`rows right: ${right} of ${rows.length} (${pct(right, rows.length)})`);
  console.log(`outflow money right: ${pct(outflowRight, outflow)} (${outflowRight} of ${outflow} minor units)`);
  console.log(`rows left uncategorized: ${leftUncategorized} (${pct(leftUncategorized, rows.length)})`);
  console.log(`high-stakes errors: ${highStakesErrors}; high-stakes rows left uncategorized: ${highStakesUncategorized}`);
  console.log(`by step: ${[...byStep].map(([step, { rows: n, right: r }]) => `${step} ${r}/${n}`).join(", ")}`);
  if (wrong.length > 0) console.log(`wrong rows:\n${wrong.join("\n")}`);
}

/**
 * Each row's decision as `cashflow import` makes it: the corpora are bank exports, whose categories
 * are the banks' words, and a pay run is read across the rows of one file.
 */
function decideByFile(rows: readonly LabelledRow[]): Decision[] {
  const decisions = rows.map(({ transaction: t }) => categorize({ amountMinor: t.amount_minor, category: t.category, description: t.description, counterparty: t.counterparty, bankTransactionCode: t.bank_transaction_code, mcc: t.mcc }, { givenBy: "bank" }));
  decidePayRuns(decisions, (i) => {
    const { file, transaction: t } = rows[i]!;
    return { day: `${file} ${t.date}`, amountMinor: t.amount_minor, counterparty: t.counterparty, description: t.description };
  });
  return decisions;
}
