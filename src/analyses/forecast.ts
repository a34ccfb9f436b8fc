import { money, NO_CURRENCY_NOTE } from "../domain/format-money.js";
import type { Book } from "../domain/book.js";
import { formatDay } from "../domain/dates.js";
import { addExact, exactMinor, roundHalfAwayFromZero } from "../domain/money.js";
import { excludedRowsNotes, sampleStdDev, type CashWindow } from "../domain/window.js";
import { historyDepth, thinHistoryNote } from "../domain/history-depth.js";
import { projectBalance } from "./projection.js";
import type { Forecast30d } from "./types.js";

const HORIZON_DAYS = 30;
/** z for a two-sided 95% prediction interval under normal errors. */
const Z_95 = 1.96;

/**
 * Drift forecast (Hyndman & Athanasopoulos, FPP3 §5.2): cash + 30·μ less payables due within 30
 * days. The band is the half-width of the drift method's 95% prediction interval (FPP3 §5.5):
 * 1.96 · σ · √(h · (1 + h / N)).
 */
/**
 * P: the payables due within 30 days of as_of (overdue ones included), which the forecast subtracts
 * and the liquidity runout's projection does not; the narratives say which figure counts them.
 */
export function payablesDueWithin30Days(book: Book): number {
  const horizonEnd = book.asOf + HORIZON_DAYS;
  let due = 0;
  for (const payable of book.payables) {
    if (payable.dueDay !== undefined && payable.dueDay <= horizonEnd) due = addExact(due, payable.amount, "payables.items", "total of payables due within 30 days");
  }
  return due;
}

export function forecast30d(book: Book, window: CashWindow): Forecast30d {
  const horizonEnd = book.asOf + HORIZON_DAYS;
  let payablesDue = 0;
  let dueCount = 0;
  let undated = 0;
  for (const payable of book.payables) {
    if (payable.dueDay === undefined) undated++;
    else if (payable.dueDay <= horizonEnd) {
      payablesDue = addExact(payablesDue, payable.amount, "payables.items", "total of payables due within 30 days");
      dueCount++;
    }
  }
  const forecast = exactMinor(projectBalance(book, window, HORIZON_DAYS, undefined, BigInt(payablesDue)), "balances.current_minor", "30-day forecast");
  const n = window.days;
  const band = n < 2 ? 0 : roundHalfAwayFromZero(Z_95 * sampleStdDev(window.dailyNet) * Math.sqrt(HORIZON_DAYS * (1 + HORIZON_DAYS / n)), 2);

  const assumptions = [
    n === 0
      ? `No transactions in the 90 days to ${formatDay(book.asOf)}: no drift is assumed and the current balance is carried forward.`
      : `Linear drift: the average daily net flow of the ${n} day(s) from ${formatDay(window.start)} to ${formatDay(book.asOf)} continues for the next 30 days.`,
    `Payables due by ${formatDay(horizonEnd)} (overdue included) are paid in full within the horizon: ${dueCount} item(s), ${money(payablesDue, book.currency)}.`,
  ];
  if (book.currency === undefined) assumptions.push(NO_CURRENCY_NOTE);
  if (undated > 0) assumptions.push(`${undated} payable(s) without a due date were left out of the forecast.`);
  if (n < 2) assumptions.push("Fewer than two days of history: the spread of daily flows cannot be estimated, so the confidence band is 0.");
  else assumptions.push("The confidence band is the half-width of a 95% prediction interval, assuming daily flows vary as they did in the window.");
  assumptions.push("Seasonality, one-off events and receivables timing are not modelled.");
  assumptions.push(...excludedRowsNotes(window));
  const thin = thinHistoryNote(historyDepth(book, window));
  if (thin !== undefined) assumptions.push(thin);
  return { forecast_30d_minor: forecast, confidence_band_minor: band, assumptions };
}
