/**
 * The report's charts as Vega-Lite specifications, rendered to SVG in Node by Vega's own SVG
 * renderer: no browser, no canvas, no chart geometry of ours (docs/report.md says why Vega-Lite).
 * Colours are the Okabe–Ito palette, distinguishable with every common colour-vision deficiency,
 * and no chart tells series apart by colour alone (dashes, shapes and labels carry it too). Every
 * chart has a title and a description, which Vega writes as the SVG's accessible name.
 */

import { parse, View } from "vega";
import { compile, type TopLevelSpec } from "vega-lite";
import { escape } from "./escape.js";
import type { BalancePoint, ForecastPoint, PayableDue } from "./series.js";

/** Okabe & Ito (2008), "Color Universal Design". */
export const PALETTE = { blue: "#0072B2", sky: "#56B4E9", vermillion: "#D55E00", green: "#009E73", orange: "#E69F00", grey: "#6b6b6b" } as const;

/** Wide enough to read, narrow enough for A4 and Letter portrait with 14 mm margins (about 180 mm). */
const WIDTH = 620;

const CONFIG = {
  font: "Helvetica, Arial, sans-serif",
  view: { stroke: null },
  axis: { labelFontSize: 11, titleFontSize: 11, gridColor: "#e6e6e6" },
  title: { fontSize: 14, anchor: "start", offset: 10 },
  legend: { orient: "bottom", labelFontSize: 11, titleFontSize: 11 },
} as const;

/**
 * The chart as SVG text. Vega's string renderer gives the marks their roles but leaves the root
 * unnamed, so the root gets role="img", the chart's title as its accessible name and the
 * description as <desc>: a screen reader announces the chart and reads its text alternative.
 */
export async function renderSvg(spec: TopLevelSpec): Promise<string> {
  const view = new View(parse(compile(spec).spec), { renderer: "none" });
  let svg: string;
  try {
    svg = await view.toSVG();
  } finally {
    view.finalize();
  }
  const label = escape(titleOf(spec));
  return svg.replace(/^<svg /, `<svg role="img" aria-label="${label}" `).replace(/^(<svg[^>]*>)/, `$1<title>${label}</title><desc>${escape(spec.description ?? "")}</desc>`);
}

function titleOf(spec: TopLevelSpec): string {
  const { title } = spec;
  if (typeof title === "string") return title;
  if (typeof title === "object" && title !== null && "text" in title && typeof title.text === "string") return title.text;
  return "Chart";
}

/** Minor units → major units for drawing; the figures the report states are formatted exactly elsewhere. */
const major = (minor: number, decimals: number) => minor / 10 ** decimals;

export function balanceChart(history: readonly BalancePoint[], forecast: readonly ForecastPoint[], due: readonly PayableDue[], unit: string, decimals: number, description: string): TopLevelSpec {
  const series = [
    ...history.map((p) => ({ date: p.date, balance: major(p.balance, decimals), series: "Balance" })),
    ...forecast.map((p) => ({ date: p.date, balance: major(p.balance, decimals), series: "Forecast (drift)" })),
  ];
  const band = forecast.map((p) => ({ date: p.date, low: major(p.low, decimals), high: major(p.high, decimals) }));
  const payables = due.map((p) => ({ date: p.date, amount: major(p.amount, decimals), balance: major(forecast.find((f) => f.date === p.date)?.balance ?? 0, decimals) }));
  const x = { field: "date", type: "temporal", scale: { type: "utc" }, axis: { format: "%b %d", title: null } } as const;
  return {
    $schema: "https://vega.github.io/schema/vega-lite/v6.json",
    title: { text: "Daily balance and 30-day forecast", subtitle: "Forecast band: 95% prediction interval; triangles: payables due" },
    description,
    width: WIDTH,
    height: 260,
    config: CONFIG,
    layer: [
      {
        data: { values: band },
        mark: { type: "area", color: PALETTE.sky, opacity: 0.3 },
        encoding: { x, y: { field: "low", type: "quantitative" }, y2: { field: "high" } },
      },
      {
        data: { values: series },
        mark: { type: "line", strokeWidth: 2, interpolate: "step-after" },
        encoding: {
          x,
          y: { field: "balance", type: "quantitative", title: `Balance (${unit})`, axis: { format: ",.0f" } },
          color: { field: "series", type: "nominal", title: null, scale: { domain: ["Balance", "Forecast (drift)"], range: [PALETTE.blue, PALETTE.vermillion] } },
          strokeDash: { field: "series", type: "nominal", title: null, scale: { domain: ["Balance", "Forecast (drift)"], range: [[1, 0], [6, 4]] } },
        },
      },
      {
        data: { values: payables },
        mark: { type: "point", shape: "triangle-down", filled: true, size: 90, color: PALETTE.orange },
        encoding: { x, y: { field: "balance", type: "quantitative" } },
      },
      { data: { values: [{ zero: 0 }] }, mark: { type: "rule", color: "#222", strokeWidth: 1 }, encoding: { y: { field: "zero", type: "quantitative" } } },
    ],
  } as TopLevelSpec;
}

export function scenarioChart(scenarios: readonly { name: string; balance: number }[], unit: string, decimals: number, description: string): TopLevelSpec {
  return barChart({
    title: "Balance at the horizon, by scenario",
    description,
    rows: scenarios.map((s) => ({ label: s.name, value: major(s.balance, decimals) })),
    unit,
    colours: { domain: ["base", "stressed", "upside"], range: [PALETTE.blue, PALETTE.vermillion, PALETTE.green] },
  });
}

export function receivablesChart(buckets: readonly { bucket: string; amount: number; score: number }[], unit: string, decimals: number, description: string): TopLevelSpec {
  return barChart({
    title: "Receivables by bucket, labelled with their collection score",
    description,
    rows: buckets.map((b) => ({ label: b.bucket, value: major(b.amount, decimals), note: `score ${b.score}` })),
    unit,
  });
}

export function outflowChart(categories: readonly { category: string; amount: number }[], unit: string, decimals: number, description: string): TopLevelSpec {
  return barChart({
    title: "Money out by category over the window",
    description,
    rows: categories.map((c) => ({ label: c.category, value: major(c.amount, decimals) })),
    unit,
  });
}

interface BarOptions {
  title: string;
  description: string;
  rows: { label: string; value: number; note?: string }[];
  unit: string;
  colours?: { domain: string[]; range: string[] };
}

/** Horizontal bars in the given order, each labelled with its value (and note): read without the axis or the colour. */
function barChart({ title, description, rows, unit, colours }: BarOptions): TopLevelSpec {
  const values = rows.map((row) => ({ ...row, text: `${row.value.toLocaleString("en-US", { maximumFractionDigits: 0 })}${row.note === undefined ? "" : `  (${row.note})`}` }));
  const y = { field: "label", type: "nominal", sort: null, title: null } as const;
  return {
    $schema: "https://vega.github.io/schema/vega-lite/v6.json",
    title,
    description,
    width: WIDTH - 160,
    height: { step: 26 },
    config: CONFIG,
    data: { values },
    layer: [
      {
        mark: { type: "bar", color: PALETTE.blue },
        encoding: {
          y,
          x: { field: "value", type: "quantitative", title: unit, axis: { format: ",.0f" } },
          ...(colours === undefined ? {} : { color: { field: "label", type: "nominal", legend: null, scale: colours } }),
        },
      },
      {
        mark: { type: "text", align: "left", dx: 4, fontSize: 11, color: "#222" },
        encoding: { y, x: { field: "value", type: "quantitative" }, text: { field: "text" } },
      },
    ],
  } as TopLevelSpec;
}
