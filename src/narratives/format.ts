/** Number and money formatting for narratives: en-US grouping, the book's currency when known. */

import { money, NO_CURRENCY_NOTE } from "../domain/format-money.js";

export { money, NO_CURRENCY_NOTE };

export const CLOSING_LINE = "Generated from structured signals using fixed templates.";

const grouped = new Intl.NumberFormat("en-US", { maximumFractionDigits: 4 });

/** 12.5 → "12.5", 1234 → "1,234". */
export function number(value: number): string {
  return grouped.format(value);
}

/** A part of a whole as a whole percent: "37%", "under 1%" for a part that rounds to nothing, "100%". */
export function percentOf(part: number, whole: number): string {
  const pct = Math.round((100 * part) / whole);
  if (pct === 0 && part > 0) return "under 1%";
  if (pct === 100 && part < whole) return "over 99%";
  return `${pct}%`;
}

/** A signed percent change: −20 → "−20%", 10 → "+10%". */
export function percentChange(value: number): string {
  if (value === 0) return "0%";
  return `${value > 0 ? "+" : "-"}${grouped.format(Math.abs(value))}%`;
}

/** "1 day" / "2 days". */
export function count(n: number, noun: string, plural = `${noun}s`): string {
  return `${number(n)} ${n === 1 ? noun : plural}`;
}

/**
 * Joins the template's lines and adds the fixed closing line; `plainAmounts` (the lines show money
 * of a book without a currency) adds the note that says so, once.
 */
/**
 * A narrative with one more line just before its closing line: the engine adds the thin-history
 * caveat (../domain/history-depth.ts) to every route's narrative this way, after the balance and the
 * route's own findings, so no template has to repeat it.
 */
export function withLineBeforeClosing(narrative: string, line: string | undefined): string {
  if (line === undefined || !narrative.endsWith(CLOSING_LINE)) return narrative;
  return `${narrative.slice(0, narrative.length - CLOSING_LINE.length)}${line}\n${CLOSING_LINE}`;
}

export function lines(plainAmounts: boolean, ...body: string[]): string {
  return [...body, ...(plainAmounts ? [NO_CURRENCY_NOTE] : []), CLOSING_LINE].join("\n");
}

/**
 * Text from the request (a receivables bucket label, a spending category) as it may appear inside a
 * narrative line: control characters, line and paragraph breaks and bidirectional-text controls are
 * removed, so the text can neither add a line nor reorder the words around it.
 */
export function plainText(text: string): string {
  return text.replace(UNSAFE_IN_A_LINE, " ").replace(/\s+/g, " ").trim();
}

// C0 and C1 controls (\n, \r, \t, NEL among them), the line and paragraph separators, the
// bidirectional embedding, override and isolate controls, and the directional marks.
const UNSAFE_IN_A_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;
