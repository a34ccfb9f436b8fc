import type { Book } from "../domain/book.js";
import { formatDay } from "../domain/dates.js";
import { exactMinor } from "../domain/money.js";
import { excludedRowsNotes, windowNet, type CashWindow } from "../domain/window.js";
import { projectedBalance30d, runwayStable } from "./projection.js";
import type { LiquidityRunout } from "./types.js";

/** Treasury attention for the next 30 days, by how soon cash runs out at the current drain. */
export function warRoomHours(daysToZero: number | null): number {
  if (daysToZero === null) return 0;
  if (daysToZero <= 30) return 40;
  if (daysToZero <= 60) return 24;
  if (daysToZero <= 90) return 12;
  return 4;
}

/** Days until the balance reaches zero at the window's average daily drain: floor(cash / −μ), exact. */
export function daysToZero(book: Book, window: CashWindow): number | null {
  if (runwayStable(window)) return null;
  if (book.cash <= 0) return 0;
  const days = (BigInt(book.cash) * BigInt(window.days)) / BigInt(-windowNet(window));
  return exactMinor(days, "balances.current_minor", "number of days to a zero balance");
}

export function liquidityRunout(book: Book, window: CashWindow): LiquidityRunout {
  const stable = runwayStable(window);
  const days = daysToZero(book, window);
  const projected = projectedBalance30d(book, window);
  const note = [
    window.days === 0
      ? `No transactions in the 90 days to ${formatDay(book.asOf)}, so no drain is assumed and the balance is carried forward.`
      : `Straight-line runout: the average daily net flow of the ${window.days} day(s) from ${formatDay(window.start)} to ${formatDay(book.asOf)} is assumed to continue.`,
    "Days to zero = current balance / average daily drain, rounded down; the funding gap is how far the 30-day projected balance falls below zero.",
    "War-room hours: 40 when cash runs out within 30 days, 24 within 60, 12 within 90, otherwise 4; 0 when the runway is stable.",
    ...excludedRowsNotes(window),
  ].join(" ");
  return {
    runway_stable: stable,
    estimated_days_to_zero_balance: days,
    projected_balance_30d_minor: projected,
    funding_gap_30d_minor: Math.max(0, -projected),
    treasury_war_room_hours_recommended_next_30d: warRoomHours(days),
    methodology_note: note,
  };
}
