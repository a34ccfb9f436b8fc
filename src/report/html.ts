/**
 * The report as one self-contained HTML page: inline CSS and inline SVG charts, no script, no
 * request to anywhere, so it opens offline, attaches to an e-mail and prints (A4 or Letter) as it
 * is. Every section carries its route's key figures (./figures.ts, the same blocks as the terminal
 * tables), its chart with a text alternative, and its narrative.
 */

import type { AnalysisResponse, Slug } from "../analyses/types.js";
import { escape } from "./escape.js";
import { figureBlocks, TITLES, type Block } from "./figures.js";

export interface ReportSection {
  slug: Slug;
  response: AnalysisResponse;
  /** The chart's SVG and its text alternative, when the section has a picture. */
  chart?: { svg: string; alternative: string };
  /** Extra blocks the report adds for this section (e.g. the discounts open and expired). */
  extra?: Block[];
}

export interface ReportPage {
  heading: string;
  subheading: string;
  /** Said at the top, before any figure: the history is too thin for the figures to mean much. */
  warning?: string;
  currency: string | undefined;
  /** Headline figures for the top of the page: label, value. */
  headline: [string, string][];
  sections: ReportSection[];
  /** A section before the analyses that is not a route's, e.g. the accounts of a company. */
  preface?: { id: string; title: string; blocks: Block[] };
}

export function reportHtml(page: ReportPage): string {
  const preface = page.preface === undefined ? "" : `<section id="${escape(page.preface.id)}">\n<h2>${escape(page.preface.title)}</h2>\n<div class="figures">${page.preface.blocks.map(blockHtml).join("")}</div>\n</section>\n`;
  const sections = preface + page.sections.map((section) => sectionHtml(section, page.currency)).join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(page.heading)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escape(page.heading)}</h1>
<p class="sub">${escape(page.subheading)}</p>
${page.warning === undefined ? "" : `<p class="warning" role="note"><strong>Too little history.</strong> ${escape(page.warning)}</p>\n`}
<dl class="headline">${page.headline.map(([label, value]) => `<div><dt>${escape(label)}</dt><dd>${escape(value)}</dd></div>`).join("")}</dl>
</header>
<main>
${sections}
</main>
<footer><p>Figures and narratives as the Cash Flow Intelligence Service computes them; charts drawn with Vega-Lite. The data was processed for this report only.</p></footer>
</body>
</html>
`;
}

function sectionHtml({ slug, response, chart, extra = [] }: ReportSection, currency: string | undefined): string {
  const blocks = [...figureBlocks(response, currency), ...extra];
  const figure =
    chart === undefined
      ? ""
      : `<figure role="group" aria-label="${escape(TITLES[slug])}">${chart.svg}<figcaption>${escape(chart.alternative)}</figcaption></figure>`;
  const narrative = response.narrative
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => `<p>${escape(line)}</p>`)
    .join("");
  return `<section id="${slug}" data-route="${slug}">
<h2>${escape(TITLES[slug])}</h2>
${figure}
<div class="figures">${blocks.map(blockHtml).join("")}</div>
<div class="narrative">${narrative}</div>
</section>`;
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case "pairs":
      return `<dl class="pairs">${block.rows.map(([label, value]) => `<div><dt>${escape(label)}</dt><dd>${escape(value)}</dd></div>`).join("")}</dl>`;
    case "table": {
      if (block.rows.length === 0) return `<p class="empty">${escape(block.empty)}</p>`;
      const cell = (tag: "th" | "td", text: string, col: number) => `<${tag}${block.align[col] === "right" ? ' class="num"' : ""}>${escape(text)}</${tag}>`;
      return `<table><thead><tr>${block.head.map((h, c) => cell("th", h, c)).join("")}</tr></thead><tbody>${block.rows
        .map((row) => `<tr>${row.map((text, c) => cell("td", text, c)).join("")}</tr>`)
        .join("")}</tbody></table>`;
    }
    case "text":
      return block.lines.length === 0 ? "" : `<div class="note"><h3>${escape(block.title)}</h3>${block.lines.map((line) => `<p>${escape(line.replace(/^- /, ""))}</p>`).join("")}</div>`;
  }
}

/** Fits A4 (210 mm) and Letter (216 mm) portrait: 14 mm margins leave at least 182 mm for the content. */
const STYLE = `
@page { margin: 14mm; }
:root { color: #1d1d1d; font: 14px/1.45 Helvetica, Arial, sans-serif; }
body { max-width: 182mm; margin: 24px auto; padding: 0 12px; }
h1 { font-size: 22px; margin: 0 0 4px; }
h2 { font-size: 17px; border-bottom: 2px solid #0072B2; padding-bottom: 3px; margin: 28px 0 10px; }
h3 { font-size: 13px; margin: 8px 0 2px; }
.sub { color: #555; margin: 0 0 12px; }
p.warning { border: 1px solid #b35c00; background: #fff4e5; border-radius: 6px; padding: 6px 8px; margin: 0 0 12px; }
dl.headline { display: grid; grid-template-columns: repeat(auto-fit, minmax(120px, 1fr)); gap: 8px; margin: 0; }
dl.headline div { border: 1px solid #d0d0d0; border-radius: 6px; padding: 6px 8px; }
dl.headline dt { font-size: 11px; color: #555; }
dl.headline dd { margin: 0; font-size: 17px; font-weight: bold; }
figure { margin: 0 0 8px; break-inside: avoid; }
figure svg { max-width: 100%; height: auto; }
figcaption { font-size: 12px; color: #444; }
dl.pairs { display: grid; grid-template-columns: max-content auto; gap: 2px 16px; margin: 6px 0; }
dl.pairs div { display: contents; }
dl.pairs dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
table { border-collapse: collapse; margin: 6px 0; break-inside: avoid; }
th, td { padding: 2px 10px 2px 0; text-align: left; border-bottom: 1px solid #e3e3e3; }
.num { text-align: right; font-variant-numeric: tabular-nums; }
.note p, .empty { font-size: 12px; color: #444; margin: 2px 0; }
.narrative { background: #f4f7fa; border-left: 3px solid #0072B2; padding: 4px 10px; margin-top: 8px; }
.narrative p { margin: 4px 0; }
section { break-inside: auto; }
footer { color: #666; font-size: 11px; margin-top: 28px; }
@media print { body { margin: 0; padding: 0; } h2 { break-after: avoid; } }
`;
