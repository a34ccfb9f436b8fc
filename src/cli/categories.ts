/**
 * What every row's money is, on the command line: the user's rules file (`--rules`), the categories
 * `cashflow import` writes into the envelope (inferred ones too, so they can be reviewed and
 * corrected before sending), the one-line tally printed with the import's notes, and the
 * `cashflow categories` table with the descriptions nothing decided, so the user knows which rule
 * to write. Every decision comes from the one categorizer in src/domain/categories.
 */

import { readFile } from "node:fs/promises";
import { categorize, decidePayRuns, isInferred, parseRules, UNCATEGORIZED, type Decision, type DecidedBy, type GivenBy, type UserRule } from "../domain/categories/index.js";
import { foldText } from "../domain/categories/text.js";
import { money } from "../domain/format-money.js";
import { isFields } from "../domain/reader.js";
import { currencyDecimals, isKnownCurrency } from "../import/amount.js";

/** Reads and checks `--rules FILE`; a string is the message of a refusal, naming the line. */
export async function loadRules(path: string): Promise<UserRule[] | string> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    const code = (error as { code?: string }).code;
    return `cannot read the rules file '${path}': ${code === "ENOENT" ? "no such file" : String((error as Error).message)}.`;
  }
  const parsed = parseRules(text);
  if (parsed.ok) return parsed.rules;
  const { line, expected, found } = parsed.error;
  return `${path}, line ${line}: expected ${expected}; found ${found}.\n  The rule format is in docs/imports.md, "Your own category rules".`;
}

/** One envelope row as the categorizer reads it. */
interface Row {
  date?: unknown;
  amount_minor?: unknown;
  category?: unknown;
  description?: unknown;
  counterparty?: unknown;
  bank_transaction_code?: unknown;
  mcc?: unknown;
}

/**
 * Each transaction's decision, in order (undefined for a row too malformed to read; the engine names
 * it). `givenBy`: whether the rows' categories are a bank export's words or an envelope's caller's.
 */
export function decideRows(envelope: unknown, rules: readonly UserRule[], currency: string | undefined, givenBy: GivenBy): (Decision | undefined)[] {
  if (!isFields(envelope) || !Array.isArray(envelope["transactions"])) return [];
  const minorDigits = currency !== undefined && isKnownCurrency(currency) ? currencyDecimals(currency) : 2;
  const rows = envelope["transactions"] as unknown[];
  const decisions = rows.map((value) => {
    if (!isFields(value)) return undefined;
    const row = value as Row;
    const amount = typeof row.amount_minor === "number" ? row.amount_minor : undefined;
    if (amount === undefined) return undefined;
    return categorize(
      { amountMinor: amount, category: text(row.category), description: text(row.description), counterparty: text(row.counterparty), bankTransactionCode: text(row.bank_transaction_code), mcc: text(row.mcc) },
      { rules, minorDigits, givenBy },
    );
  });
  // Several people paid on one day with nothing said but the period: a pay run, read across the rows.
  decidePayRuns(decisions, (i) => {
    const row = rows[i] as Row;
    return { day: text(row.date) ?? "", amountMinor: row.amount_minor as number, counterparty: text(row.counterparty), description: text(row.description) };
  });
  return decisions;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** The envelope with every decided row's category written in (an imported envelope only). */
export function withCategories(envelope: unknown, decisions: readonly (Decision | undefined)[]): unknown {
  if (!isFields(envelope) || !Array.isArray(envelope["transactions"])) return envelope;
  const transactions = (envelope["transactions"] as unknown[]).map((row, i) => {
    const decision = decisions[i];
    return decision === undefined || !isFields(row) ? row : { ...row, category: decision.category };
  });
  return { ...envelope, transactions };
}

const STEP_NAMES: Record<DecidedBy, string> = {
  given: "given",
  vocabulary: "bank's word",
  code: "bank code",
  "user rule": "your rules",
  "built-in rule": "built-in rules",
  none: "undecided",
};

/** One sentence for the import's notes: how many rows each step decided. */
export function categoryTally(decisions: readonly (Decision | undefined)[]): string {
  const counts = new Map<DecidedBy, number>();
  for (const decision of decisions) if (decision !== undefined) counts.set(decision.decidedBy, (counts.get(decision.decidedBy) ?? 0) + 1);
  const inferred = [...counts].filter(([step]) => isInferred(step)).reduce((sum, [, n]) => sum + n, 0);
  const parts = [...counts].filter(([step]) => step !== "none").map(([step, n]) => `${n} by ${STEP_NAMES[step]}`);
  const left = counts.get("none") ?? 0;
  return `Categorized ${decisions.length - left} of ${decisions.length} rows (${parts.join(", ") || "none"}; ${inferred} inferred)${left === 0 ? "" : `; ${left} left uncategorized: 'cashflow categories' lists their descriptions`}`;
}

interface Totals {
  rows: number;
  outMinor: number;
  inMinor: number;
  bySteps: Map<DecidedBy, number>;
}

/** `cashflow categories`: per category, rows, money out and in, share of outflow and how decided; then what nothing decided. */
export function renderCategories(envelope: unknown, decisions: readonly (Decision | undefined)[], currency: string | undefined, topUndecided = 10): string {
  const rows = isFields(envelope) && Array.isArray(envelope["transactions"]) ? (envelope["transactions"] as Row[]) : [];
  const byCategory = new Map<string, Totals>();
  const undecided = new Map<string, { text: string; rows: number; minor: number }>();
  let outflow = 0;
  let inferredOut = 0;
  decisions.forEach((decision, i) => {
    if (decision === undefined) return;
    const amount = rows[i]!.amount_minor as number;
    const totals = byCategory.get(decision.category) ?? { rows: 0, outMinor: 0, inMinor: 0, bySteps: new Map() };
    totals.rows++;
    if (amount < 0) totals.outMinor -= amount;
    else totals.inMinor += amount;
    totals.bySteps.set(decision.decidedBy, (totals.bySteps.get(decision.decidedBy) ?? 0) + 1);
    byCategory.set(decision.category, totals);
    if (amount < 0) outflow -= amount;
    if (amount < 0 && isInferred(decision.decidedBy)) inferredOut -= amount;
    if (decision.category === UNCATEGORIZED) {
      const label = undecidedLabel(text(rows[i]!.counterparty), text(rows[i]!.description));
      const key = undecidedKey(label);
      const entry = undecided.get(key) ?? { text: label, rows: 0, minor: 0 };
      entry.rows++;
      entry.minor += Math.abs(amount);
      undecided.set(key, entry);
    }
  });
  const sorted = [...byCategory].sort(([a, x], [b, y]) => y.outMinor - x.outMinor || y.inMinor - x.inMinor || (a < b ? -1 : 1));
  const table: string[][] = [["category", "rows", "money out", "money in", "share of outflow", "decided by"]];
  for (const [category, totals] of sorted) {
    table.push([
      category,
      String(totals.rows),
      totals.outMinor === 0 ? "" : money(totals.outMinor, currency),
      totals.inMinor === 0 ? "" : money(totals.inMinor, currency),
      outflow === 0 || totals.outMinor === 0 ? "" : `${((100 * totals.outMinor) / outflow).toFixed(1)}%`,
      [...totals.bySteps].map(([step, n]) => `${STEP_NAMES[step]} ${n}`).join(", "),
    ]);
  }
  const lines = [`Categories of ${decisions.length} rows`, "", ...columns(table, ["left", "right", "right", "right", "right", "left"]), ""];
  if (outflow > 0) lines.push(`${((100 * inferredOut) / outflow).toFixed(1)}% of the outflow was categorized by inference (bank codes, your rules, built-in rules); review it in the envelope 'cashflow import' writes.`, "");
  const top = [...undecided.values()].sort((a, b) => b.minor - a.minor || b.rows - a.rows).slice(0, topUndecided);
  if (top.length > 0) {
    lines.push(`Undecided, largest first (write a rule for these with --rules; see docs/imports.md):`, "");
    // The description last, as long as it is: a bank's line may run past any width, and the figures stay in their columns.
    lines.push(...columns([["money", "rows", "description"], ...top.map((entry) => [money(entry.minor, currency), String(entry.rows), entry.text])], ["right", "right", "left"]), "");
  }
  return lines.join("\n");
}

/**
 * What an undecided row says, for the user to write a rule from: the other party and the
 * description both, where each says something the other does not (U.S. Bank's `Name` holds the
 * payee and its `Memo` a line of its own, "Download from usbank.com."), since a rule may match either.
 */
function undecidedLabel(counterparty: string | undefined, description: string | undefined): string {
  if (counterparty === undefined || description?.toLowerCase().includes(counterparty.toLowerCase()) === true) return description ?? "(no description)";
  if (description === undefined || counterparty.toLowerCase().includes(description.toLowerCase())) return counterparty;
  return `${counterparty} — ${description}`;
}

/**
 * Descriptions that differ only in references and digits are one line of the undecided list. Letters
 * of every script count (a Japanese or Greek description is words too, not nothing), so only
 * digits, punctuation and spaces are left out.
 */
function undecidedKey(description: string): string {
  return foldText(description).replace(/[^\p{L}]+/gu, " ").trim();
}

/** Columns aligned as asked (text left, figures right), two spaces apart; a last column left-aligned is not padded. */
function columns(rows: readonly string[][], align: readonly ("left" | "right")[]): string[] {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => [...row[c]!].length)));
  return rows.map((row) => row.map((cell, c) => (align[c] === "left" ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ").trimEnd());
}
