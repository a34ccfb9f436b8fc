import type { Book } from "./book.js";
import type { DayNumber } from "./dates.js";
import { addExact } from "./money.js";

/**
 * The history every route reads, built in one pass over the transactions: the 90 calendar days
 * ending at `as_of`, starting at the first day with a transaction (docs/methodology.md, notation).
 */
export interface CashWindow {
  /** S: the first day of history; equals as_of + 1 when the window is empty. */
  start: DayNumber;
  /** N: days from S to as_of inclusive; 0 when no transaction is in the window. */
  days: number;
  /** d_1…d_N: net flow of each day, zero on days without transactions. */
  dailyNet: Float64Array;
  /** Sum of positive amounts in the window. */
  inflow: number;
  /** Sum of magnitudes of negative amounts in the window. */
  outflow: number;
  /** Rows dated after `as_of`, left out of history. */
  futureRows: number;
  /** Rows dated before the window, left out of history. */
  staleRows: number;
}

export const WINDOW_DAYS = 90;

export function buildWindow(book: Book): CashWindow {
  const { days, amounts } = book.transactions;
  const first = book.asOf - (WINDOW_DAYS - 1);
  const byDay = new Float64Array(WINDOW_DAYS);
  let inflow = 0;
  let outflow = 0;
  let earliest = book.asOf + 1;
  let futureRows = 0;
  let staleRows = 0;
  for (let i = 0; i < days.length; i++) {
    const day = days[i]!;
    if (day > book.asOf) {
      futureRows++;
      continue;
    }
    if (day < first) {
      staleRows++;
      continue;
    }
    const amount = amounts[i]!;
    if (day < earliest) earliest = day;
    // A day's running net is bounded by the window's inflow or outflow, both checked below.
    byDay[day - first] += amount;
    if (amount > 0) {
      inflow = addExact(inflow, amount, "transactions", "total money in over the 90-day window");
    } else if (amount < 0) {
      outflow = addExact(outflow, -amount, "transactions", "total money out over the 90-day window");
    }
  }
  const n = book.asOf - earliest + 1;
  return {
    start: earliest,
    days: n,
    dailyNet: byDay.subarray(WINDOW_DAYS - n),
    inflow,
    outflow,
    futureRows,
    staleRows,
  };
}

/** μ: the mean daily net flow, (inflow − outflow) / N; 0 when N = 0. */
export function meanDailyNet(window: CashWindow): number {
  return window.days === 0 ? 0 : (window.inflow - window.outflow) / window.days;
}

/** The window's net flow, inflow − outflow: exact, as both totals are within ±(2^53−1). */
export function windowNet(window: CashWindow): number {
  return window.inflow - window.outflow;
}

/** Sample standard deviation (divides by n − 1); 0 for fewer than two values. */
export function sampleStdDev(values: ArrayLike<number>): number {
  const n = values.length;
  if (n < 2) return 0;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[i]!;
  const mean = sum / n;
  let squares = 0;
  for (let i = 0; i < n; i++) squares += (values[i]! - mean) ** 2;
  return Math.sqrt(squares / (n - 1));
}

/** Notes for assumptions and methodology notes: rows left out of history, and why. */
export function excludedRowsNotes(window: CashWindow): string[] {
  const notes: string[] = [];
  if (window.futureRows > 0) notes.push(`${window.futureRows} transaction(s) dated after as_of were left out of history.`);
  if (window.staleRows > 0) notes.push(`${window.staleRows} transaction(s) dated before the 90-day window were left out of history.`);
  return notes;
}
