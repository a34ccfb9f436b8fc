/**
 * The key figures of each route as blocks (label–value pairs, tables, notes), formatted for a
 * person: money in the book's currency, counts and scores as numbers. The terminal tables
 * (src/cli/render.ts) and the HTML report (./html.ts) lay out the same blocks, so a figure reads
 * the same wherever it is shown. Only the response envelope's keys are read, so answers computed
 * here and answers from a running service print alike.
 */

import type { AnalysisResponse, Slug, StructuredBySlug } from "../analyses/types.js";
import { money, number } from "../narratives/format.js";

/** What a person would call each analysis, for the section titles. */
export const TITLES: { [S in Slug]: string } = {
  "cashflow-health-score": "Cash-flow health score",
  "forecast-30d-cash-position": "30-day cash position forecast",
  "liquidity-runout-forecast": "Liquidity run-out forecast",
  "simulated-scenario-runner": "Scenario simulation",
  "ar-aging-accelerator": "Receivables collection priorities",
  "burn-rate-optimizer": "Burn rate and reduction opportunities",
  "distress-early-warning": "Distress early warning",
  "early-payment-discount-leak": "Early-payment discount leak",
};

export type Align = "left" | "right";

export type Block =
  | { kind: "pairs"; rows: [label: string, value: string][] }
  | { kind: "table"; head: string[]; align: Align[]; rows: string[][]; empty: string }
  | { kind: "text"; title: string; lines: string[] };

const yesNo = (flag: boolean) => (flag ? "yes" : "no");

/** The figures of each route as blocks; `currency` formats the money (undefined: plain amounts). */
const FIGURES: { [S in Slug]: (s: StructuredBySlug[S], currency: string | undefined) => Block[] } = {
  "cashflow-health-score": (s, c) => [
    {
      kind: "pairs",
      rows: [
        ["Score", `${s.score} / 100`],
        ["Net position (window)", money(s.drivers.net_position_minor, c)],
        ["Monthly outflow", money(s.drivers.monthly_outflow_minor, c)],
        ["Volatility index", number(s.drivers.volatility_index)],
      ],
    },
  ],
  "forecast-30d-cash-position": (s, c) => [
    {
      kind: "pairs",
      rows: [
        ["Cash in 30 days, after payables", money(s.forecast_30d_minor, c)],
        // The band has two decimals of a minor unit; a person reads it to the minor unit.
        ["95% band (±)", money(Math.round(s.confidence_band_minor), c)],
      ],
    },
    { kind: "text", title: "Assumptions", lines: s.assumptions.map((line) => `- ${line}`) },
  ],
  "liquidity-runout-forecast": (s, c) => [
    {
      kind: "pairs",
      rows: [
        ["Runway stable (flows not draining)", yesNo(s.runway_stable)],
        ["Days to zero balance", s.estimated_days_to_zero_balance === null ? "not on current flows" : number(s.estimated_days_to_zero_balance)],
        ["Balance in 30 days, before payables", money(s.projected_balance_30d_minor, c)],
        ["Funding gap in 30 days, before payables", money(s.funding_gap_30d_minor, c)],
        ["War-room hours, next 30 days", number(s.treasury_war_room_hours_recommended_next_30d)],
      ],
    },
    { kind: "text", title: "Method", lines: [s.methodology_note] },
  ],
  "simulated-scenario-runner": (s, c) => [
    {
      kind: "table",
      head: ["Scenario", "Balance at horizon, before payables"],
      align: ["left", "right"],
      rows: s.scenarios.map((row) => [row.name, money(row.balance_minor, c)]),
      empty: "No scenarios.",
    },
  ],
  "ar-aging-accelerator": (s, c) => [
    {
      kind: "table",
      head: ["Bucket", "Amount", "Collection score"],
      align: ["left", "right", "right"],
      rows: s.prioritized.map((row) => [row.bucket, money(row.amount_minor, c), String(row.collection_score)]),
      empty: "No receivables in the envelope (ar_aging).",
    },
  ],
  "burn-rate-optimizer": (s, c) => [
    { kind: "pairs", rows: [["Monthly burn (less own transfers)", money(s.monthly_burn_minor, c)]] },
    {
      kind: "table",
      head: ["Category", "Monthly saving", "Impact score"],
      align: ["left", "right", "right"],
      rows: s.reduction_opportunities.map((row) => [row.category, money(row.amount_minor, c), String(row.impact_score)]),
      empty: "No reduction opportunities found.",
    },
  ],
  "distress-early-warning": (s) => [
    { kind: "pairs", rows: [["Composite risk", `${s.composite_risk} / 100`]] },
    {
      kind: "table",
      head: ["Signal", "Tripped"],
      align: ["left", "left"],
      rows: s.signals.map((row) => [row.id, yesNo(row.tripped)]),
      empty: "No signals.",
    },
  ],
  "early-payment-discount-leak": (s, c) => [
    {
      kind: "pairs",
      rows: [
        ["Invoices with discount terms", number(s.invoices_with_discount_terms)],
        ["Discounts offered (open and expired)", money(s.discounts_on_table_minor, c)],
        ["Estimated recoverable", money(s.estimated_recoverable_minor, c)],
        ["Assumed capture rate", `${number(s.assumed_capture_rate_pct)}%`],
        ["AP clerk hours to capture", number(s.ap_clerk_hours_to_capture_estimate)],
      ],
    },
    { kind: "text", title: "Method", lines: [s.methodology_note] },
  ],
};

/** One route's key figures as blocks. */
export function figureBlocks(response: AnalysisResponse, currency: string | undefined): Block[] {
  const figures = FIGURES[response.endpoint] as (s: StructuredBySlug[Slug], c: string | undefined) => Block[];
  return figures(response.structured, currency);
}
