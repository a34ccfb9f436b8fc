import type { Book } from "./book.js";
import { categorize, decideGiven, decidePayRuns, isInferred, TRANSFER, type Decision } from "./categories/index.js";
import { minorUnitDigits } from "./minor-units.js";
import type { CashWindow } from "./window.js";

/**
 * The window's outflow by category (docs/methodology.md, "Categories"): every row of money out in
 * the 90-day window, with a category given, mapped from a provider's word, or inferred from its code
 * and text. Built only when a route or the report asks (the burn route does; the others never read
 * a category), once per prepared book.
 */
export interface Spend {
  /** Outflow by category, largest first. */
  categories: CategorySpend[];
  /** All outflow in the window (as CashWindow.outflow). */
  outflowMinor: number;
  /** Outflow whose category the categorizer inferred rather than the row gave. */
  inferredMinor: number;
  /** Outflow categorized `transfer`: money moved to the company's own accounts. */
  transferMinor: number;
}

export interface CategorySpend {
  category: string;
  outflowMinor: number;
  /** Of it, inferred rather than given. */
  inferredMinor: number;
}

const spendOfWindow = new WeakMap<CashWindow, Spend>();

export function spendByCategory(book: Book, window: CashWindow): Spend {
  let spend = spendOfWindow.get(window);
  if (spend === undefined) {
    spend = buildSpend(book, window);
    spendOfWindow.set(window, spend);
  }
  return spend;
}

function buildSpend(book: Book, window: CashWindow): Spend {
  const { days, amounts, categories, descriptions, counterparties, bankTransactionCodes, mccs } = book.transactions;
  // A given category decides alone unless the provider's word is vague, so one decision serves every
  // row that gives the same word; rows without one are each decided from their own code and text.
  const givenDecisions = new Map<string, Decision | undefined>();
  // The rules that weigh an amount (a payroll provider's fee) read it in the book's own major units.
  const options = { minorDigits: book.currency === undefined ? 2 : minorUnitDigits(book.currency) };
  const rows: number[] = [];
  const decisions: Decision[] = [];
  for (let i = 0; i < days.length; i++) {
    const amount = amounts[i]!;
    const day = days[i]!;
    if (amount >= 0 || day < window.start || day > book.asOf) continue;
    const given = categories[i]!;
    let decision: Decision | undefined;
    if (given !== "") {
      decision = givenDecisions.get(given);
      if (decision === undefined && !givenDecisions.has(given)) {
        decision = decideGiven(given, amount);
        givenDecisions.set(given, decision);
      }
    }
    decision ??= categorize({ amountMinor: amount, category: given, description: descriptions[i], counterparty: counterparties[i], bankTransactionCode: bankTransactionCodes[i], mcc: mccs[i] }, options);
    rows.push(i);
    decisions.push(decision);
  }
  // Several people paid on one day with nothing said but the period: a pay run (read across rows,
  // so only once every row is decided, and only among the rows nothing decided).
  decidePayRuns(decisions, (k) => ({ day: days[rows[k]!]!, amountMinor: amounts[rows[k]!]!, counterparty: counterparties[rows[k]!], description: descriptions[rows[k]!] }));
  return spendOf(decisions, rows, amounts, window.outflow);
}

/** Outflow by category, from the decision of each row of money out (`rows[k]`, an index into `amounts`). */
function spendOf(decisions: readonly Decision[], rows: readonly number[], amounts: ArrayLike<number>, outflowMinor: number): Spend {
  const byCategory = new Map<string, CategorySpend>();
  let inferredMinor = 0;
  let transferMinor = 0;
  for (let k = 0; k < decisions.length; k++) {
    const decision = decisions[k]!;
    const size = -amounts[rows[k]!]!;
    let entry = byCategory.get(decision.category);
    if (entry === undefined) {
      entry = { category: decision.category, outflowMinor: 0, inferredMinor: 0 };
      byCategory.set(decision.category, entry);
    }
    // Every total here is a part of the window's outflow, which the window pass has checked exact.
    entry.outflowMinor += size;
    if (isInferred(decision.decidedBy)) {
      entry.inferredMinor += size;
      inferredMinor += size;
    }
    if (decision.category === TRANSFER) transferMinor += size;
  }
  const list = [...byCategory.values()].sort((a, b) => b.outflowMinor - a.outflowMinor || (a.category < b.category ? -1 : a.category > b.category ? 1 : 0));
  return { categories: list, outflowMinor, inferredMinor, transferMinor };
}
