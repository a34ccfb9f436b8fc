import type { ScenarioKnobs } from "../domain/book.js";
import type {
  ArAccelerator,
  BurnRate,
  DiscountLeak,
  DistressWarning,
  Forecast30d,
  HealthScore,
  LiquidityRunout,
  ScenarioRun,
} from "../analyses/types.js";
import { count, lines, money, number, percentChange } from "./format.js";

/**
 * One fixed template per route, filled only from the route's structured figures (and, for the
 * scenario route, the knobs it ran with). Each holds what docs/methodology.md lists for its route.
 */

export interface NarrativeContext {
  currency: string | undefined;
  scenario: ScenarioKnobs;
}

export function healthNarrative(s: HealthScore, { currency }: NarrativeContext): string {
  const { net_position_minor: net, monthly_outflow_minor: outflow, volatility_index: volatility } = s.drivers;
  const verdict = s.score >= 70 ? "healthy" : s.score >= 40 ? "under some strain" : "under serious strain";
  const direction = net > 0 ? "more cash came in than went out" : net < 0 ? "more cash went out than came in" : "cash in and cash out balanced";
  const position =
    net === 0 && outflow === 0
      ? "The review window shows no cash movement to assess, so the score rests on the balance alone."
      : `Over the review window ${direction}: a net position of ${money(net, currency)} against a monthly outflow of ${money(outflow, currency)}.`;
  const steadiness =
    volatility === 0
      ? "Daily flows showed no measurable volatility."
      : volatility < 1
        ? `Daily flows were fairly steady (volatility index ${number(volatility)}).`
        : `Daily flows swung widely (volatility index ${number(volatility)}), which makes the position harder to plan around.`;
  return lines(`Cash health score: ${s.score} out of 100, ${verdict}.`, position, steadiness, riskLine(s.score));
}

function riskLine(score: number): string {
  if (score >= 70) return "Risk: low; keep monitoring the buffer against monthly outflow.";
  if (score >= 40) return "Risk: moderate; review spending and collections to rebuild the buffer.";
  return "Risk: high; act on the cash buffer now.";
}

export function forecastNarrative(s: Forecast30d, { currency }: NarrativeContext): string {
  return lines(
    `Projected cash position in 30 days: ${money(s.forecast_30d_minor, currency)}.`,
    `Confidence band: plus or minus ${money(Math.round(s.confidence_band_minor), currency)} (95% prediction interval).`,
    "Caveat: this is a linear drift of recent average daily flows; seasonality and one-off events can move the real figure.",
  );
}

export function liquidityNarrative(s: LiquidityRunout, { currency }: NarrativeContext): string {
  const status = s.runway_stable
    ? "Status: stable. Recent daily flows are not draining cash, so there is no path to a zero balance."
    : s.estimated_days_to_zero_balance === 0
      ? "Status: critical. The balance is already at or below zero."
      : `Status: draining. At the recent pace the balance reaches zero in about ${count(s.estimated_days_to_zero_balance ?? 0, "day")}.`;
  const gap = s.funding_gap_30d_minor > 0 ? `Funding needed within 30 days: ${money(s.funding_gap_30d_minor, currency)}.` : "No funding gap is projected within 30 days.";
  const hours =
    s.treasury_war_room_hours_recommended_next_30d > 0
      ? `Recommended treasury war-room time over the next 30 days: ${count(s.treasury_war_room_hours_recommended_next_30d, "hour")}.`
      : "No treasury war-room time is needed.";
  return lines(status, `Projected balance in 30 days: ${money(s.projected_balance_30d_minor, currency)}.`, gap, hours);
}

export function scenarioNarrative(s: ScenarioRun, { currency, scenario }: NarrativeContext): string {
  const [base, stressed, upside] = s.scenarios;
  return lines(
    `Over ${count(scenario.horizonDays, "day")}: base ${money(base!.balance_minor, currency)}, stressed ${money(stressed!.balance_minor, currency)}, upside ${money(upside!.balance_minor, currency)}.`,
    `The stressed case applies a revenue shock of ${percentChange(scenario.revenueShockPct)} and an opex shock of ${percentChange(scenario.opexShockPct)}; the upside case ${percentChange(scenario.upsideRevenuePct)} revenue and ${percentChange(scenario.upsideOpexPct)} opex.`,
    "These scenarios are illustrative linear adjustments of the supplied data, not forecasts.",
  );
}

export function arNarrative(s: ArAccelerator, { currency }: NarrativeContext): string {
  const lead = s.prioritized[0];
  if (lead === undefined) return lines("No receivables were supplied, so there is nothing to prioritize (0 ranked rows).");
  return lines(
    `Lead bucket: ${lead.bucket}, with ${money(lead.amount_minor, currency)} outstanding (collection score ${lead.collection_score}).`,
    `${count(s.prioritized.length, "ranked row")}, largest balance first; the collection score shows how much value each bucket loses by waiting another month.`,
  );
}

export function burnNarrative(s: BurnRate, { currency }: NarrativeContext): string {
  const top = s.reduction_opportunities[0];
  return lines(
    `Monthly burn: ${money(s.monthly_burn_minor, currency)} of gross outflow.`,
    top === undefined
      ? "No reducible spending category was found in the supplied outflows."
      : `Top focus category: ${top.category}, with an estimated ${money(top.amount_minor, currency)} a month to save; ${count(s.reduction_opportunities.length, "category", "categories")} ranked in all.`,
  );
}

const SIGNAL_MEANING: Record<DistressWarning["signals"][number]["id"], string> = {
  liquidity_gap: "cash is, or is projected within 30 days to be, below zero",
  volatility_spike: "daily flows have recently become much more volatile",
  persistent_net_drain: "cash has drained in every recent 30-day block",
};

export function distressNarrative(s: DistressWarning, _context: NarrativeContext): string {
  const active = s.signals.filter((signal) => signal.tripped);
  const meaning =
    active.length === 0
      ? "No structural distress signal is active: nothing points to near-term cash distress."
      : `In plain terms: ${active.map((signal) => SIGNAL_MEANING[signal.id]).join("; ")}.`;
  return lines(`Composite risk: ${s.composite_risk} out of 100, with ${active.length} of ${s.signals.length} signals active.`, meaning);
}

export function discountNarrative(s: DiscountLeak, { currency }: NarrativeContext): string {
  return lines(
    `${count(s.invoices_with_discount_terms, "invoice")} with early-payment discount terms, worth ${money(s.discounts_on_table_minor, currency)} on the table.`,
    `Estimated recoverable: ${money(s.estimated_recoverable_minor, currency)} at an assumed capture rate of ${s.assumed_capture_rate_pct}%, about ${count(s.ap_clerk_hours_to_capture_estimate, "clerk hour")} of work.`,
  );
}
