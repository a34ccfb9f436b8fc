/**
 * `cashflow report`: one book's eight answers as a page a finance lead would rather look at —
 * the balance over the window and where it is heading, the runway, the scenarios, receivables,
 * outflows, distress signals and discounts, each with its figures, picture and narrative.
 * The answers may come from this process or a running service; the book draws the paths.
 */

import type { AnalysisResponse, Slug, StructuredBySlug } from "../analyses/types.js";
import { formatDay } from "../domain/dates.js";
import { historyDepth, thinHistoryNote } from "../domain/history-depth.js";
import type { PreparedBook } from "../engine/index.js";
import { currencyDecimals } from "../import/amount.js";
import { money } from "../narratives/format.js";
import type { CompanySummary } from "../import/company/index.js";
import { companyBlocks } from "./company.js";
import { balanceChart, outflowChart, receivablesChart, renderSvg, scenarioChart } from "./charts.js";
import type { Block } from "./figures.js";
import { reportHtml, type ReportSection } from "./html.js";
import { reportSeries, type ReportSeries } from "./series.js";

export interface ReportInput {
  prepared: PreparedBook;
  /** The eight answers, in any order. */
  responses: readonly AnalysisResponse[];
  /** Where the answers came from, e.g. "analysed locally" or "answered by https://…". */
  source: string;
  /** For a company of several files: its accounts, transfers matched and rows dropped. */
  company?: CompanySummary;
}

/** Categories shown in the outflow chart; the rest are summed as "other". */
const TOP_CATEGORIES = 10;

export async function buildReport({ prepared, responses, source, company }: ReportInput): Promise<string> {
  const { book } = prepared;
  const currency = book.currency;
  const answers = new Map(responses.map((r) => [r.endpoint, r] as const));
  const get = <S extends Slug>(slug: S) => answers.get(slug)?.structured as StructuredBySlug[S] | undefined;
  const series = reportSeries(prepared, answers);
  const unit = currency ?? "amount";
  const decimals = currency === undefined ? 2 : currencyDecimals(currency);
  const fmt = (minor: number) => money(minor, currency);

  const charts = new Map<Slug, { svg: string; alternative: string }>();
  const draw = async (slug: Slug, spec: Parameters<typeof renderSvg>[0], alternative: string) => charts.set(slug, { svg: await renderSvg(spec), alternative });

  const forecast = get("forecast-30d-cash-position");
  if (forecast !== undefined) {
    const alternative = balanceAlternative(series, forecast, fmt);
    await draw("forecast-30d-cash-position", balanceChart(series.history, series.forecast, series.payablesDue, unit, decimals, alternative), alternative);
  }
  const scenarios = get("simulated-scenario-runner");
  if (scenarios !== undefined) {
    const alternative = `Balance at the ${book.scenario.horizonDays}-day horizon: ${scenarios.scenarios.map((s) => `${s.name} ${fmt(s.balance_minor)}`).join(", ")}.`;
    await draw("simulated-scenario-runner", scenarioChart(scenarios.scenarios.map((s) => ({ name: s.name, balance: s.balance_minor })), unit, decimals, alternative), alternative);
  }
  const receivables = get("ar-aging-accelerator");
  if (receivables !== undefined && receivables.prioritized.length > 0) {
    const alternative = `Receivables by bucket: ${receivables.prioritized.map((b) => `${b.bucket} ${fmt(b.amount_minor)} (collection score ${b.collection_score})`).join(", ")}.`;
    await draw("ar-aging-accelerator", receivablesChart(receivables.prioritized.map((b) => ({ bucket: b.bucket, amount: b.amount_minor, score: b.collection_score })), unit, decimals, alternative), alternative);
  }
  if (series.outflowsByCategory.length > 0) {
    const shown = topCategories(series.outflowsByCategory);
    const alternative = `Money out over the window by category: ${shown.map((c) => `${c.category} ${fmt(c.amount)}`).join(", ")}.`;
    await draw("burn-rate-optimizer", outflowChart(shown, unit, decimals, alternative), alternative);
  }

  const extra = new Map<Slug, Block[]>([
    ["simulated-scenario-runner", [scenarioKnobs(book.scenario)]],
    ["early-payment-discount-leak", [discountRows(series, fmt)]],
    ["burn-rate-optimizer", [spendRows(series, fmt)]],
  ]);
  const sections: ReportSection[] = responses.map((response) => ({
    slug: response.endpoint,
    response,
    ...(charts.has(response.endpoint) ? { chart: charts.get(response.endpoint)! } : {}),
    ...(extra.has(response.endpoint) ? { extra: extra.get(response.endpoint)! } : {}),
  }));

  const health = get("cashflow-health-score");
  const liquidity = get("liquidity-runout-forecast");
  const distress = get("distress-early-warning");
  const headline: [string, string][] = [["Balance", fmt(book.cash)]];
  if (health !== undefined) headline.push(["Health score", `${health.score} / 100`]);
  if (liquidity !== undefined) headline.push(["Days to zero", liquidity.estimated_days_to_zero_balance === null ? "stable" : String(liquidity.estimated_days_to_zero_balance)]);
  if (forecast !== undefined) headline.push(["Cash in 30 days, after payables", fmt(forecast.forecast_30d_minor)]);
  if (distress !== undefined) headline.push(["Composite risk", `${distress.composite_risk} / 100`]);

  const thinHistory = thinHistoryNote(historyDepth(book, prepared.window));
  return reportHtml({
    heading: `Cash-flow report: ${book.accountId}`,
    ...(thinHistory === undefined ? {} : { warning: thinHistory }),
    subheading: `${currency ?? "No currency given: plain amounts"} · as of ${formatDay(book.asOf)} · ${book.transactions.days.length.toLocaleString("en-US")} transactions · ${source}`,
    currency,
    headline,
    sections,
    ...(company === undefined ? {} : { preface: { id: "company", title: "Accounts, internal transfers and rows seen twice", blocks: companyBlocks(company, currency) } }),
  });
}

function balanceAlternative(series: ReportSeries, forecast: StructuredBySlug["forecast-30d-cash-position"], fmt: (minor: number) => string): string {
  const first = series.history[0];
  const last = series.history.at(-1);
  const end = series.forecast.at(-1);
  const parts: string[] = [];
  if (first !== undefined && last !== undefined) parts.push(`The balance went from ${fmt(first.balance)} on ${first.date} to ${fmt(last.balance)} on ${last.date}.`);
  if (end !== undefined) parts.push(`The drift forecast reaches ${fmt(forecast.forecast_30d_minor)} on ${end.date}, within ±${fmt(Math.round(forecast.confidence_band_minor))} (95%).`);
  if (series.payablesDue.length > 0) parts.push(`${series.payablesDue.length} payable(s) fall due in the next 30 days, ${fmt(series.payablesDue.reduce((s, p) => s + p.amount, 0))} in all.`);
  return parts.join(" ");
}

function topCategories(categories: readonly { category: string; amount: number }[]): { category: string; amount: number }[] {
  if (categories.length <= TOP_CATEGORIES) return [...categories];
  const shown = categories.slice(0, TOP_CATEGORIES - 1);
  const other = categories.slice(TOP_CATEGORIES - 1).reduce((sum, c) => sum + c.amount, 0);
  return [...shown, { category: "all other categories", amount: other }];
}

function scenarioKnobs(knobs: PreparedBook["book"]["scenario"]): Block {
  const pct = (value: number) => `${value > 0 ? "+" : ""}${value}%`;
  return {
    kind: "pairs",
    rows: [
      ["Horizon", `${knobs.horizonDays} days`],
      ["Stressed: revenue / operating costs", `${pct(knobs.revenueShockPct)} / ${pct(knobs.opexShockPct)}`],
      ["Upside: revenue / operating costs", `${pct(knobs.upsideRevenuePct)} / ${pct(knobs.upsideOpexPct)}`],
    ],
  };
}

/**
 * Money out over the window by category, with the part the categorizer inferred from bank codes
 * and descriptions marked, so a reader knows which figures rest on the bank's own categories.
 */
function spendRows(series: ReportSeries, fmt: (minor: number) => string): Block {
  const total = series.outflowsByCategory.reduce((sum, c) => sum + c.amount, 0);
  return {
    kind: "table",
    head: ["Spend by category", "Money out", "Share", "Of it inferred"],
    align: ["left", "right", "right", "right"],
    rows: series.outflowsByCategory.map((c) => [
      c.category,
      fmt(c.amount),
      `${((100 * c.amount) / total).toFixed(1)}%`,
      c.inferred === 0 ? "none" : c.inferred === c.amount ? "all" : fmt(c.inferred),
    ]),
    empty: "No money out in the window.",
  };
}

/** The bills with discount terms; named by vendor and bill id when the envelope gives them, so each can be found and paid. */
function discountRows(series: ReportSeries, fmt: (minor: number) => string): Block {
  const named = series.discounts.some((d) => d.vendor !== undefined || d.id !== undefined);
  const figures = (d: ReportSeries["discounts"][number]) => [fmt(d.amount), fmt(d.discount), d.deadline ?? "none given", d.open ? "open" : "expired"];
  return {
    kind: "table",
    head: [...(named ? ["Vendor", "Bill"] : []), "Invoice amount", "Discount", "Deadline", "Status"],
    align: [...(named ? (["left", "left"] as const) : []), "right", "right", "left", "left"],
    rows: series.discounts.map((d) => [...(named ? [d.vendor ?? "not given", d.id ?? "not given"] : []), ...figures(d)]),
    empty: "No payables with discount terms.",
  };
}
