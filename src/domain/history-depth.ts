import type { Book } from "./book.js";
import type { CashWindow } from "./window.js";

/**
 * How much history the figures rest on, and whether it is too little to mean much. Every figure of
 * the API extrapolates the window's daily flows; one $50 debit gives a drain, a days-to-zero and
 * war-room hours as precise-looking as a year of statements. Below these minimums every narrative,
 * the forecast's assumptions and the report say plainly that the figures rest on too little
 * history. The figures themselves are computed as always: the caller decides what to do with them.
 *
 * The minimums and why they were chosen are in docs/methodology.md ("Too little history"):
 * 60 days covered, the two months of statements mortgage and small-business underwriting asks for
 * at the least (and the span the distress signals need); 20 transactions in the window, below
 * which most days are empty and the spread of daily flows is a guess.
 */
export const MIN_HISTORY_DAYS = 60;
export const MIN_HISTORY_ROWS = 20;

export interface HistoryDepth {
  /** N: days from the first transaction in the window to as_of; 0 when none is in it. */
  days: number;
  /** Transactions in the window (not those after as_of or before the window). */
  rows: number;
  /** Below either minimum. */
  thin: boolean;
}

export function historyDepth(book: Book, window: CashWindow): HistoryDepth {
  const rows = book.transactions.days.length - window.futureRows - window.staleRows;
  return { days: window.days, rows, thin: window.days < MIN_HISTORY_DAYS || rows < MIN_HISTORY_ROWS };
}

/**
 * The sentence a narrative, an assumption list or the report carries when history is thin:
 * `These figures rest on too little history: 1 transaction over 1 day, where this service needs at
 * least 20 transactions over 60 days to treat them as a pattern.` Undefined when history is enough.
 */
export function thinHistoryNote({ days, rows, thin }: HistoryDepth): string | undefined {
  if (!thin) return undefined;
  if (rows === 0) {
    return `These figures rest on too little history: there were no transactions in the 90-day window, so there were no flows to project and the balance is simply carried forward.`;
  }
  const counted = `${rows} transaction${rows === 1 ? "" : "s"} over ${days} day${days === 1 ? "" : "s"}`;
  return `These figures rest on too little history: ${counted}, where at least ${MIN_HISTORY_ROWS} transactions over ${MIN_HISTORY_DAYS} days are needed to treat them as a pattern; read them as a sketch, not a forecast.`;
}
