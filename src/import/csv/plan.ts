/**
 * Which column plays which part, and how to read it: from a known layout when the header matched
 * one, else from the header's spellings (header.ts) and what the cells themselves settle. What the
 * file cannot settle (a card export's sign, a fee's meaning) is refused with the flag that settles
 * it, never guessed.
 */

import type { ImportOptions } from "../types.js";
import { findColumn, NAMES, normalizeName } from "./header.js";
import type { Layout, SignConvention } from "./layout.js";
import type { CsvRecord } from "./records.js";

export type AmountPlan =
  | { kind: "signed"; column: number; positiveMeans: SignConvention }
  | { kind: "debit-credit"; debit: number; credit: number }
  | { kind: "unsigned-with-type"; column: number; typeColumn: number; moneyIn: ReadonlySet<string>; moneyOut: ReadonlySet<string> };

export interface Plan {
  date: number;
  amount: AmountPlan;
  fee?: { column: number; combine: "deducted" | "signed" };
  status?: { column: number; keep: ReadonlySet<string>; skip: ReadonlySet<string> };
  currencyColumn?: number;
  balance?: number;
  description?: number;
  category?: number;
}

export type PlanResult = { ok: true; plan: Plan } | { ok: false; expected: string; fix: string };

/** Status values that mean the money moved, and those that mean it did not (yet), in any bank's words. */
const STATUS_KEEP = ["completed", "complete", "posted", "cleared", "booked", "settled", "sent", "success", "successful", "succeeded", "paid", "processed", "executed", "done", "gebucht"];
const STATUS_SKIP = ["pending", "failed", "declined", "reverted", "reversed", "cancelled", "canceled", "rejected", "denied", "void", "voided", "returned", "expired", "refused", "in progress", "authorized", "authorised", "vorgemerkt", "not sent"];
/** Values of a column that says which way an unsigned amount went. */
const MONEY_IN_MARKS = ["credit", "cr", "c", "crdt", "haben", "h", "bij", "in"];
const MONEY_OUT_MARKS = ["debit", "dr", "d", "dbit", "soll", "s", "af", "out"];

const lower = (values: readonly string[]) => new Set(values.map((value) => value.trim().toLowerCase()));

export function planFromLayout(layout: Layout, names: readonly string[]): PlanResult {
  const normalized = names.map(normalizeName);
  const column = (header: string): number => normalized.indexOf(normalizeName(header));
  const amount: AmountPlan =
    layout.amount.kind === "signed"
      ? { kind: "signed", column: column(layout.amount.column), positiveMeans: layout.amount.positiveMeans }
      : layout.amount.kind === "debit-credit"
        ? { kind: "debit-credit", debit: column(layout.amount.debit), credit: column(layout.amount.credit) }
        : {
            kind: "unsigned-with-type",
            column: column(layout.amount.column),
            typeColumn: column(layout.amount.typeColumn),
            moneyIn: lower(layout.amount.moneyIn),
            moneyOut: lower(layout.amount.moneyOut),
          };
  const plan: Plan = { date: column(layout.date), amount };
  if (layout.fee !== undefined) plan.fee = { column: column(layout.fee.column), combine: layout.fee.combine };
  if (layout.status !== undefined) plan.status = { column: column(layout.status.column), keep: lower(layout.status.keep), skip: lower(layout.status.skip) };
  if (typeof layout.currency === "object") plan.currencyColumn = column(layout.currency.column);
  const optional = { balance: layout.balance, description: layout.description, category: layout.category };
  for (const [part, header] of Object.entries(optional) as [keyof typeof optional, string | undefined][]) {
    if (header !== undefined && column(header) >= 0) plan[part] = column(header);
  }
  const missing = [plan.date, ...Object.values(amount).filter((v): v is number => typeof v === "number")].some((index) => index < 0);
  if (missing) return { ok: false, expected: `the columns of the ${layout.name} layout`, fix: "export the file again from the bank without editing its columns" };
  return { ok: true, plan };
}

/**
 * The generic reading: the header's spellings name the parts. `rows` are the table's data rows, used
 * only to recognise a direction column (every value a debit/credit mark) and a card export.
 */
export function planFromHeader(names: readonly string[], rows: readonly CsvRecord[], options: ImportOptions): PlanResult {
  const normalized = names.map(normalizeName);
  const find = (part: keyof typeof NAMES) => findColumn(normalized, NAMES[part]);
  const date = find("date")!;
  const amountColumn = find("amount");
  const debit = find("debit");
  const credit = find("credit");
  const balance = find("balance");
  const taken = new Set([date, amountColumn, debit, credit, balance].filter((i) => i !== undefined));

  let amount: AmountPlan;
  if (amountColumn !== undefined) {
    const direction = directionColumn(names, rows, taken);
    if (direction !== undefined) {
      amount = { kind: "unsigned-with-type", column: amountColumn, typeColumn: direction, moneyIn: new Set(MONEY_IN_MARKS), moneyOut: new Set(MONEY_OUT_MARKS) };
    } else {
      const cardColumn = normalized.find((name) => /\bcard\b/.test(name));
      if (options.positiveMeans === undefined && cardColumn !== undefined && balance === undefined) {
        return {
          ok: false,
          expected: `a known layout or a running balance to tell which sign is money in: the '${names[normalized.indexOf(cardColumn)]}' column suggests a card export, and card exports differ (some print a charge positive, some negative)`,
          fix: "add --positive-means money-out (a positive amount is a charge) or --positive-means money-in",
        };
      }
      amount = { kind: "signed", column: amountColumn, positiveMeans: options.positiveMeans ?? "money-in" };
    }
  } else {
    amount = { kind: "debit-credit", debit: debit!, credit: credit! };
  }

  const plan: Plan = { date, amount };
  const fee = find("fee");
  const hasNet = normalized.includes("net") || normalized.includes("net amount");
  if (fee !== undefined && !hasNet) {
    return {
      ok: false,
      expected: `a net column beside the '${names[fee]}' column: without a known layout it cannot be told whether the amounts already include the fee`,
      fix: "delete the fee column if the amounts already include it, or add a Net column (amount minus fee)",
    };
  }
  const status = find("status");
  if (status !== undefined) plan.status = { column: status, keep: new Set(STATUS_KEEP), skip: new Set(STATUS_SKIP) };
  const currency = find("currency");
  if (currency !== undefined) plan.currencyColumn = currency;
  if (balance !== undefined) plan.balance = balance;
  const description = find("description");
  if (description !== undefined) plan.description = description;
  const category = find("category");
  if (category !== undefined) plan.category = category;
  return { ok: true, plan };
}

/** A column other than the money and date ones whose every value is a credit or debit mark. */
function directionColumn(names: readonly string[], rows: readonly CsvRecord[], taken: ReadonlySet<number>): number | undefined {
  const marks = new Set([...MONEY_IN_MARKS, ...MONEY_OUT_MARKS]);
  for (let column = 0; column < names.length; column++) {
    if (taken.has(column)) continue;
    let seen = 0;
    let all = true;
    for (const row of rows) {
      const value = (row.fields[column] ?? "").trim().toLowerCase();
      if (value === "") continue;
      seen++;
      if (!marks.has(value)) {
        all = false;
        break;
      }
    }
    // Single letters alone ("C", "D", "S", "H") are too weak a sign unless the header says direction.
    if (all && seen > 0 && (rows.some((row) => (row.fields[column] ?? "").trim().length > 1) || /type|indicator|direction|cr|dr|soll|haben/i.test(names[column]!))) return column;
  }
  return undefined;
}
