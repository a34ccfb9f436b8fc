/**
 * The response envelopes as text a person reads in a terminal: per route a title, the key figures
 * (../report/figures.ts) as an aligned table, then the narrative.
 */

import type { AnalysisResponse } from "../analyses/types.js";
import { figureBlocks, TITLES, type Block } from "../report/figures.js";

const INDENT = "  ";

/** One route's section: title line, figures, narrative. `width` bounds the wrapped prose. */
export function renderResponse(response: AnalysisResponse, currency: string | undefined, width = 100): string {
  const slug = response.endpoint;
  const title = `${TITLES[slug]}  (${slug})`;
  const out = [title, "=".repeat(title.length)];
  for (const block of figureBlocks(response, currency)) {
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
