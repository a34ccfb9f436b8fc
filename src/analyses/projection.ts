import type { Book } from "../domain/book.js";
import { exactMinor, roundRatio } from "../domain/money.js";
import { windowNet, type CashWindow } from "../domain/window.js";

/**
 * Balance after `days` more days if each day brings the window's average net flow:
 * round(cash + days · (inflow·(1 + a) − outflow·(1 + b)) / N), exact, where a and b are optional
 * percent shocks to inflow and outflow. Shared by the forecast, liquidity, scenario and distress routes.
 *
 * Percent knobs are read to a millionth of a percent so the whole formula stays in integers.
 */
export function projectBalance(
  book: Book,
  window: CashWindow,
  days: number,
  shocks: { inflowPct: number; outflowPct: number } = { inflowPct: 0, outflowPct: 0 },
  less = 0n,
): bigint {
  const cash = BigInt(book.cash);
  if (window.days === 0) return cash - less;
  const whole = 100_000_000n; // 100% in millionths of a percent
  const inflowFactor = whole + BigInt(Math.round(shocks.inflowPct * 1e6));
  const outflowFactor = whole + BigInt(Math.round(shocks.outflowPct * 1e6));
  const n = BigInt(window.days);
  const flow = BigInt(window.inflow) * inflowFactor - BigInt(window.outflow) * outflowFactor;
  return roundRatio((cash - less) * n * whole + BigInt(days) * flow, n * whole);
}

/** The balance projected 30 days ahead at the window's average daily net (routes 3 and 7). */
export function projectedBalance30d(book: Book, window: CashWindow): number {
  return exactMinor(projectBalance(book, window, 30), "balances.current_minor", "balance projected 30 days ahead");
}

/** True when the window's average daily net is non-negative: no linear path to zero. */
export function runwayStable(window: CashWindow): boolean {
  return windowNet(window) >= 0;
}
