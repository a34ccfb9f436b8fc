import type { Book } from "../domain/book.js";
import { exactMinor, roundHalfAwayFromZero, roundRatio } from "../domain/money.js";
import { sampleStdDev, windowNet, type CashWindow } from "../domain/window.js";
import type { HealthScore } from "./types.js";

/**
 * Buffer days that earn full marks: about three times the median small business's 27 days of cash
 * buffer (JPMorgan Chase Institute, "Cash is King", 2016).
 */
export const FULL_BUFFER_DAYS = 90;

/** An amount over the window scaled to a 30-day month: round(amount · 30 / N), exact; 0 when N = 0. */
export function perMonth(window: CashWindow, minor: number, figure: string): number {
  if (window.days === 0) return 0;
  return exactMinor(roundRatio(BigInt(minor) * 30n, BigInt(window.days)), "transactions", figure);
}

/** Window outflow scaled to a 30-day month: round(outflow · 30 / N), exact. */
export function monthlyOutflow(window: CashWindow): number {
  return perMonth(window, window.outflow, "monthly outflow");
}

/** σ of daily net over mean daily outflow, to 4 decimals; 0 when nothing flowed out. */
export function volatilityIndex(window: CashWindow): number {
  if (window.outflow === 0) return 0;
  return roundHalfAwayFromZero(sampleStdDev(window.dailyNet) / (window.outflow / window.days), 4);
}

/** Score = round(100 · (0.5·C + 0.3·F + 0.2·V)): cash cover, flow balance and steadiness. */
export function healthScore(book: Book, window: CashWindow): HealthScore {
  const volatility = volatilityIndex(window);
  const cover = cashCover(book.cash, window);
  const total = window.inflow + window.outflow;
  const flowRatio = total === 0 ? 0 : windowNet(window) / total;
  const flowBalance = (flowRatio + 1) / 2;
  // The reported index, not its unrounded value, so a reader can recompute the score from the response.
  const steadiness = 1 / (1 + volatility);
  return {
    score: roundHalfAwayFromZero(100 * (0.5 * cover + 0.3 * flowBalance + 0.2 * steadiness)),
    drivers: {
      net_position_minor: windowNet(window),
      monthly_outflow_minor: monthlyOutflow(window),
      volatility_index: volatility,
    },
  };
}

/** C = clamp(buffer days / 90, 0, 1), where buffer days = cash / mean daily outflow. */
function cashCover(cash: number, window: CashWindow): number {
  if (cash <= 0) return 0;
  if (window.outflow === 0) return 1;
  const bufferDays = cash / (window.outflow / window.days);
  return Math.min(1, bufferDays / FULL_BUFFER_DAYS);
}
