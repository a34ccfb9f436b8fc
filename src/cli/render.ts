/**
 * The response envelopes as text a person reads in a terminal: per route a title, the figures as
 * an aligned table (money in the book's currency, counts and scores as numbers), then the
 * narrative. Only the response envelope's keys are read, so in-process and `--server` results print
 * alike.
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

type Align = "left" | "right";

type Block =
  | { kind: "pairs"; rows: [label: string, value: string][] }
  | { kind: "table"; head: string[]; align: Align[]; rows: string[][]; empty: string }
  | { kind: "text"; title: string; lines: string[] };

const yesNo = (flag: boolean) => (flag ? "yes" : "no");

/** The figures of each route as blocks; `currency` formats the money (undefined: minor units). */
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
        ["Cash in 30 days", money(s.forecast_30d_minor, c)],
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
        ["Runway stable", yesNo(s.runway_stable)],
        ["Days to zero balance", s.estimated_days_to_zero_balance === null ? "not on current flows" : number(s.estimated_days_to_zero_balance)],
        ["Balance in 30 days", money(s.projected_balance_30d_minor, c)],
        ["Funding gap in 30 days", money(s.funding_gap_30d_minor, c)],
        ["War-room hours, next 30 days", number(s.treasury_war_room_hours_recommended_next_30d)],
      ],
    },
    { kind: "text", title: "Method", lines: [s.methodology_note] },
  ],
  "simulated-scenario-runner": (s, c) => [
    {
      kind: "table",
      head: ["Scenario", "Balance at horizon"],
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
    { kind: "pairs", rows: [["Monthly burn (gross)", money(s.monthly_burn_minor, c)]] },
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
        ["Discounts on the table", money(s.discounts_on_table_minor, c)],
        ["Estimated recoverable", money(s.estimated_recoverable_minor, c)],
        ["Assumed capture rate", `${number(s.assumed_capture_rate_pct)}%`],
        ["AP clerk hours to capture", number(s.ap_clerk_hours_to_capture_estimate)],
      ],
    },
    { kind: "text", title: "Method", lines: [s.methodology_note] },
  ],
};

const INDENT = "  ";

/** One route's section: title line, figures, narrative. `width` bounds the wrapped prose. */
export function renderResponse(response: AnalysisResponse, currency: string | undefined, width = 100): string {
  const slug = response.endpoint;
  const title = `${TITLES[slug]}  (${slug})`;
  const out = [title, "=".repeat(title.length)];
  const figures = FIGURES[slug] as (s: StructuredBySlug[Slug], c: string | undefined) => Block[];
  for (const block of figures(response.structured, currency)) {
    out.push(...renderBlock(block, width), "");
  }
  for (const line of response.narrative.split("\n")) out.push(...wrap(line, width - INDENT.length).map((part) => INDENT + part));
  return out.join("\n");
}

/** A heading for the whole run, then every section, separated by blank lines. */
export function renderAll(heading: string, responses: AnalysisResponse[], currency: string | undefined, width = 100): string {
  return [heading, "", ...responses.map((response) => renderResponse(response, currency, width) + "\n")].join("\n");
}

function renderBlock(block: Block, width: number): string[] {
  switch (block.kind) {
    case "pairs": {
      const labelWidth = Math.max(...block.rows.map(([label]) => label.length));
      const valueWidth = Math.max(...block.rows.map(([, value]) => value.length));
      return block.rows.map(([label, value]) => `${INDENT}${label.padEnd(labelWidth)}   ${value.padStart(valueWidth)}`);
    }
    case "table": {
      if (block.rows.length === 0) return [INDENT + block.empty];
      const all = [block.head, ...block.rows];
      const widths = block.head.map((_, col) => Math.max(...all.map((row) => (row[col] ?? "").length)));
      const line = (row: string[]) =>
        INDENT +
        row
          .map((cell, col) => (block.align[col] === "right" ? cell.padStart(widths[col]!) : cell.padEnd(widths[col]!)))
          .join("   ")
          .trimEnd();
      return [line(block.head), line(widths.map((w) => "-".repeat(w))), ...block.rows.map(line)];
    }
    case "text": {
      if (block.lines.length === 0) return [];
      // A bullet's continuation lines hang under its text, not under the dash.
      const body = block.lines.flatMap((text) => {
        const hang = text.startsWith("- ") ? "  " : "";
        return wrap(text, width - 2 * INDENT.length - hang.length).map((part, k) => INDENT + (k === 0 ? part : hang + part));
      });
      return [`${INDENT}${block.title}:`, ...body.map((line) => INDENT + line)];
    }
  }
}

/** Greedy word wrap; a word longer than the width stays whole on its own line. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(" ")) {
    if (current === "") current = word;
    else if (current.length + 1 + word.length <= width) current += ` ${word}`;
    else {
      lines.push(current);
      current = word;
    }
  }
  lines.push(current);
  return lines;
}
