import type { Book } from "../domain/book.js";
import { roundHalfAwayFromZero } from "../domain/money.js";
import { sampleStdDev, type CashWindow } from "../domain/window.js";
import { healthScore } from "./health-score.js";
import { projectedBalance30d } from "./projection.js";
import type { DistressWarning } from "./types.js";

const BLOCK_DAYS = 30;
/** Recent volatility this many times the earlier volatility counts as a spike. */
const SPIKE_RATIO = 1.5;

/** Cash already below zero, or projected below zero within 30 days. */
export function liquidityGap(book: Book, window: CashWindow): boolean {
  return book.cash < 0 || projectedBalance30d(book, window) < 0;
}

/** σ of the last 30 days against σ of the days before them; needs at least 60 days of history. */
export function volatilitySpike(window: CashWindow): boolean {
  if (window.days < 2 * BLOCK_DAYS) return false;
  const split = window.days - BLOCK_DAYS;
  const recent = sampleStdDev(window.dailyNet.subarray(split));
  const earlier = sampleStdDev(window.dailyNet.subarray(0, split));
  return earlier === 0 ? recent > 0 : recent > SPIKE_RATIO * earlier;
}

/** Two or three complete 30-day blocks counted back from as_of, each with a negative net. */
export function persistentNetDrain(window: CashWindow): boolean {
  const blocks = Math.min(3, Math.floor(window.days / BLOCK_DAYS));
  if (blocks < 2) return false;
  for (let block = 1; block <= blocks; block++) {
    const end = window.days - (block - 1) * BLOCK_DAYS;
    let net = 0;
    for (let i = end - BLOCK_DAYS; i < end; i++) net += window.dailyNet[i]!;
    if (net >= 0) return false;
  }
  return true;
}

/** round(0.7 · (45·gap + 25·spike + 30·drain) + 0.3 · (100 − health score)), 0 to 100. */
export function distressWarning(book: Book, window: CashWindow): DistressWarning {
  const gap = liquidityGap(book, window);
  const spike = volatilitySpike(window);
  const drain = persistentNetDrain(window);
  const structural = 45 * Number(gap) + 25 * Number(spike) + 30 * Number(drain);
  const health = healthScore(book, window).score;
  return {
    composite_risk: roundHalfAwayFromZero(0.7 * structural + 0.3 * (100 - health)),
    signals: [
      { id: "liquidity_gap", tripped: gap },
      { id: "volatility_spike", tripped: spike },
      { id: "persistent_net_drain", tripped: drain },
    ],
  };
}
