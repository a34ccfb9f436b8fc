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
import { formatDay, type DayNumber } from "../domain/dates.js";
import { count, lines, money, number, percentChange, percentOf, plainText } from "./format.js";

/**
 * One fixed template per route, filled only from the route's structured figures and the few book
 * facts in NarrativeContext. Each holds what docs/methodology.md lists for its route, and none says
 * what its figures contradict: a balance at or below zero is said first, a stable runway is never
 * "no path to zero" while the balance is already at or below it, a funding gap never sits beside
 * "nothing needed", and discounts lost to expired deadlines are told apart from those still open.
 * Text from the request goes through `plainText`, so it cannot add a line.
 */

export interface NarrativeContext {
  currency: string | undefined;
  scenario: ScenarioKnobs;
  /** `balances.current_minor`. */
  balanceMinor: number;
  /** Inflow minus outflow over the history window: whether recent flows add cash or drain it. */
  windowNetMinor: number;
  /** Days in the history window; 0 when no transaction falls in it. */
  historyDays: number;
  /**
   * Discounts still open (deadline on or after as_of, or none), of those with discount terms: how
   * many, how much, the nearest deadline among them, and how many have no known deadline.
   */
  openDiscounts: { count: number; minor: number; nearestDeadline: DayNumber | undefined; withoutDeadline: number };
  /**
   * The window's outflow, of it what the categorizer inferred (from codes and text rather than a
   * category the row gave), and what went to the company's own accounts.
   */
  spend: { outflowMinor: number; inferredMinor: number; transferMinor: number };
  /**
   * Payables due within 30 days of as_of (overdue included): the 30-day forecast subtracts them,
   * the liquidity runout's projected balance and funding gap do not, and each narrative says which.
   */
  payablesDue30dMinor: number;
}

/** Whether a narrative shows an amount without a currency: then it says so once (NO_CURRENCY_NOTE). */
function plainAmounts({ currency, balanceMinor }: NarrativeContext, showsMoney: boolean): boolean {
  return currency === undefined && (showsMoney || balanceMinor < 0);
}

/**
 * The opening line of every narrative when the balance is at or below zero: overdrawn (or empty),
 * and whether recent flows are recovering it or draining it further. Empty otherwise.
 */
function balanceFirst({ balanceMinor, windowNetMinor, historyDays, currency }: NarrativeContext): string[] {
  if (balanceMinor > 0) return [];
  const state = balanceMinor < 0 ? `The account is overdrawn: the balance is ${money(balanceMinor, currency)}.` : "The balance is at zero.";
  const flows =
    windowNetMinor > 0
      ? "Recent flows are recovering it: more cash came in than went out."
      : windowNetMinor < 0
        ? "Recent flows are draining it further: more cash went out than came in."
        : historyDays === 0
          ? "With no transactions in the history window, recent flows are not moving it either way."
          : "Recent flows are not moving it either way: as much cash came in as went out.";
  return [`${state} ${flows}`];
}

export function healthNarrative(s: HealthScore, context: NarrativeContext): string {
  const { currency } = context;
  const { net_position_minor: net, monthly_outflow_minor: outflow, volatility_index: volatility } = s.drivers;
  const verdict = s.score >= 70 ? "healthy" : s.score >= 40 ? "under some strain" : "under serious strain";
  const direction = net > 0 ? "more cash came in than went out" : net < 0 ? "more cash went out than came in" : "cash in and cash out balanced";
  const noMovement = net === 0 && outflow === 0;
  const position = noMovement
    ? "The review window shows no cash movement to assess, so the score rests on the balance alone."
    : `Over the review window ${direction}: a net position of ${money(net, currency)} against a monthly outflow of ${money(outflow, currency)}.`;
  const steadiness =
    volatility === 0
      ? "Daily flows showed no measurable volatility."
      : volatility < 1
        ? `Daily flows were fairly steady (volatility index ${number(volatility)}).`
        : `Daily flows swung widely (volatility index ${number(volatility)}), which makes the position harder to plan around.`;
  return lines(plainAmounts(context, !noMovement), ...balanceFirst(context), `Cash health score: ${s.score} out of 100, ${verdict}.`, position, steadiness, riskLine(s.score));
}

function riskLine(score: number): string {
  if (score >= 70) return "Risk: low; keep monitoring the buffer against monthly outflow.";
  if (score >= 40) return "Risk: moderate; review spending and collections to rebuild the buffer.";
  return "Risk: high; act on the cash buffer now.";
}

export function forecastNarrative(s: Forecast30d, context: NarrativeContext): string {
  const { currency } = context;
  return lines(
    plainAmounts(context, true),
    ...balanceFirst(context),
    `Projected cash position in 30 days, after payables due by then: ${money(s.forecast_30d_minor, currency)}.`,
    ...payablesDifference(context, "forecast"),
    `Confidence band: plus or minus ${money(Math.round(s.confidence_band_minor), currency)} (95% prediction interval).`,
    "Caveat: this is a linear drift of recent average daily flows; seasonality and one-off events can move the real figure.",
  );
}

export function liquidityNarrative(s: LiquidityRunout, context: NarrativeContext): string {
  const { currency } = context;
  return lines(
    plainAmounts(context, true),
    ...balanceFirst(context),
    liquidityStatus(s, context),
    `Projected balance in 30 days from daily flows, before payables: ${money(s.projected_balance_30d_minor, currency)}.`,
    s.funding_gap_30d_minor > 0 ? `Funding needed within 30 days, before payables: ${money(s.funding_gap_30d_minor, currency)}.` : "No funding gap is projected within 30 days from daily flows, before payables.",
    ...payablesDifference(context, "liquidity"),
    s.treasury_war_room_hours_recommended_next_30d > 0
      ? `Recommended treasury war-room time over the next 30 days: ${count(s.treasury_war_room_hours_recommended_next_30d, "hour")}.`
      : s.funding_gap_30d_minor > 0
        ? "No war-room hours are recommended, since flows are not draining, but the funding gap above still has to be covered."
        : "No treasury war-room time is needed.",
  );
}

/**
 * `runway_stable` is the direction of travel, not the level: with the balance at or below zero the
 * status says whether flows are lifting it (recovering), leaving it there (not recovering) or
 * pushing it further down (critical), and never that there is no path to zero.
 */
function liquidityStatus(s: LiquidityRunout, { balanceMinor, windowNetMinor, historyDays }: NarrativeContext): string {
  if (balanceMinor <= 0) {
    const where = balanceMinor < 0 ? "overdrawn" : "at zero";
    if (!s.runway_stable) return `Status: critical. The balance is already ${where} and recent daily flows are draining it further.`;
    if (windowNetMinor > 0) return "Status: recovering. Recent daily flows are adding cash, but the balance is not yet above zero.";
    return `Status: not recovering. Recent daily flows are not adding cash, so at this pace the balance stays ${where}.`;
  }
  if (s.runway_stable && historyDays === 0) {
    return "Status: no flows to judge. There were no transactions in the history window, so nothing drains the balance, but nothing shows that it is stable either.";
  }
  if (s.runway_stable) return "Status: stable. Recent daily flows are not draining cash, so at this pace the balance does not run out.";
  const days = s.estimated_days_to_zero_balance ?? 0;
  return `Status: draining. At the recent pace the balance reaches zero ${days === 0 ? "within a day" : `in about ${count(days, "day")}`}.`;
}

/**
 * The one sentence that tells the two 30-day figures apart when payables fall due within 30 days:
 * the forecast subtracts them, the liquidity runout's projection and funding gap do not, so the two
 * routes answer different amounts for the same day and a reader should know why.
 */
function payablesDifference({ payablesDue30dMinor: due, currency }: NarrativeContext, route: "forecast" | "liquidity"): string[] {
  if (due === 0) return [];
  return route === "forecast"
    ? [`This subtracts ${money(due, currency)} of payables due within 30 days, which the liquidity runout's projected balance and funding gap leave out.`]
    : [`Payables of ${money(due, currency)} fall due within 30 days and are not in these figures; the 30-day cash forecast subtracts them.`];
}

export function scenarioNarrative(s: ScenarioRun, context: NarrativeContext): string {
  const { currency, scenario } = context;
  const [base, stressed, upside] = s.scenarios;
  return lines(
    plainAmounts(context, true),
    ...balanceFirst(context),
    `Over ${count(scenario.horizonDays, "day")}, from daily flows before payables: base ${money(base!.balance_minor, currency)}, stressed ${money(stressed!.balance_minor, currency)}, upside ${money(upside!.balance_minor, currency)}.`,
    `The stressed case applies a revenue shock of ${percentChange(scenario.revenueShockPct)} and an opex shock of ${percentChange(scenario.opexShockPct)}; the upside case ${percentChange(scenario.upsideRevenuePct)} revenue and ${percentChange(scenario.upsideOpexPct)} opex.`,
    "These scenarios are illustrative linear adjustments of the supplied data, not forecasts.",
  );
}

export function arNarrative(s: ArAccelerator, context: NarrativeContext): string {
  const { currency } = context;
  const lead = s.prioritized[0];
  if (lead === undefined) return lines(plainAmounts(context, false), ...balanceFirst(context), "No receivables were supplied, so there is nothing to prioritize (0 ranked rows).");
  return lines(
    plainAmounts(context, true),
    ...balanceFirst(context),
    `Lead bucket: ${plainText(lead.bucket)}, with ${money(lead.amount_minor, currency)} outstanding (collection score ${lead.collection_score}).`,
    `${count(s.prioritized.length, "ranked row")}, largest balance first; the collection score shows how much value each bucket loses by waiting another month.`,
  );
}

export function burnNarrative(s: BurnRate, context: NarrativeContext): string {
  const { currency } = context;
  const top = s.reduction_opportunities[0];
  const { outflowMinor, inferredMinor, transferMinor } = context.spend;
  return lines(
    plainAmounts(context, true),
    ...balanceFirst(context),
    transferMinor > 0
      ? `Monthly burn: ${money(s.monthly_burn_minor, currency)} of gross outflow, leaving out ${money(transferMinor, currency)} moved to the company's own accounts in the window.`
      : `Monthly burn: ${money(s.monthly_burn_minor, currency)} of gross outflow.`,
    // Said only when the categorizer inferred some: a book whose rows all came with a category needs no caveat.
    ...(inferredMinor === 0
      ? []
      : inferredMinor === outflowMinor
        ? ["All of the outflow was categorized by inference from bank codes and descriptions."]
        : [`${percentOf(inferredMinor, outflowMinor)} of the outflow was categorized by inference from bank codes and descriptions; the rest came with its category or stayed uncategorized.`]),
    top === undefined
      ? "No reducible spending category was found in the supplied outflows."
      : `Top focus category: ${plainText(top.category)}, with an estimated ${money(top.amount_minor, currency)} a month to save; ${count(s.reduction_opportunities.length, "category", "categories")} ranked in all.`,
  );
}

const SIGNAL_MEANING: Record<DistressWarning["signals"][number]["id"], string> = {
  liquidity_gap: "cash is below zero, or is projected from daily flows (before payables) to be within 30 days",
  volatility_spike: "daily flows have recently become much more volatile",
  persistent_net_drain: "cash has drained in every recent 30-day block",
};

export function distressNarrative(s: DistressWarning, context: NarrativeContext): string {
  const active = s.signals.filter((signal) => signal.tripped);
  // A balance below zero trips liquidity_gap; one exactly at zero does not, but is no buffer either.
  const meaning =
    active.length > 0
      ? `In plain terms: ${active.map((signal) => SIGNAL_MEANING[signal.id]).join("; ")}.`
      : context.balanceMinor <= 0
        ? "No structural distress signal is active, but with the balance at zero there is no cash buffer to absorb a bad day."
        : "No structural distress signal is active: nothing points to near-term cash distress.";
  return lines(plainAmounts(context, false), ...balanceFirst(context), `Composite risk: ${s.composite_risk} out of 100, with ${active.length} of ${s.signals.length} signals active.`, meaning);
}

/**
 * All discounts offered, then the part still open (what can be recovered, and by when) and the part
 * lost to expired deadlines, each with its own amount: an expired discount is never "on the table".
 */
export function discountNarrative(s: DiscountLeak, context: NarrativeContext): string {
  const { currency, openDiscounts: open } = context;
  const total = s.invoices_with_discount_terms;
  if (total === 0) return lines(plainAmounts(context, false), ...balanceFirst(context), "No invoice carries early-payment discount terms, so there is no discount on the table (0 invoices).");
  const expired = { count: total - open.count, minor: s.discounts_on_table_minor - open.minor };
  const recoverable = money(s.estimated_recoverable_minor, currency);
  return lines(
    plainAmounts(context, true),
    ...balanceFirst(context),
    `${count(total, "invoice")} with early-payment discount terms, offering ${money(s.discounts_on_table_minor, currency)} in discounts in all.`,
    open.count === 0
      ? `Still open: none, so nothing can be recovered (estimated recoverable: ${recoverable}).`
      : `Still open: ${money(open.minor, currency)} on ${count(open.count, "invoice")}, ${openDeadlines(open)}. ` +
          `Estimated recoverable: ${recoverable} at an assumed capture rate of ${s.assumed_capture_rate_pct}%, about ${count(s.ap_clerk_hours_to_capture_estimate, "clerk hour")} of work.`,
    expired.count === 0
      ? "Lost to expired deadlines: none."
      : `Lost to expired deadlines: ${money(expired.minor, currency)} on ${count(expired.count, "invoice")}, which can no longer be captured.`,
  );
}

/** "nearest deadline 2024-04-02", and how many open discounts have no known deadline. */
function openDeadlines({ nearestDeadline, withoutDeadline }: NarrativeContext["openDiscounts"]): string {
  if (nearestDeadline === undefined) return "with no known deadline";
  const nearest = `nearest deadline ${formatDay(nearestDeadline)}`;
  return withoutDeadline === 0 ? nearest : `${nearest} (${count(withoutDeadline, "invoice")} with no known deadline)`;
}
