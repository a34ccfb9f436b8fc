import type { Book } from "../domain/book.js";
import { exactMinor } from "../domain/money.js";
import type { CashWindow } from "../domain/window.js";
import { projectBalance } from "./projection.js";
import type { ScenarioRun } from "./types.js";

/**
 * Base, stressed and upside balances after `horizon_days`: the window's average daily inflow and
 * outflow with the scenario's percent shocks applied, deterministic linear adjustments.
 */
export function scenarioRun(book: Book, window: CashWindow): ScenarioRun {
  const knobs = book.scenario;
  const balance = (inflowPct: number, outflowPct: number, name: string) =>
    exactMinor(projectBalance(book, window, knobs.horizonDays, { inflowPct, outflowPct }), "scenario", `${name} scenario balance`);
  return {
    scenarios: [
      { name: "base", balance_minor: balance(0, 0, "base") },
      { name: "stressed", balance_minor: balance(knobs.revenueShockPct, knobs.opexShockPct, "stressed") },
      { name: "upside", balance_minor: balance(knobs.upsideRevenuePct, knobs.upsideOpexPct, "upside") },
    ],
  };
}
