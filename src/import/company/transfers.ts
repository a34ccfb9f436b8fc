/**
 * Money moved between the company's own accounts: one row out of one account and one row into
 * another, of the same currency, opposite signs and equal amounts, at most 4 days apart, with
 * evidence that the move is internal —
 *   - one side names the other account's number or IBAN, or its last 4 digits as banks print them;
 *   - one side is worded or coded as a transfer (the categorizer's `transfer`);
 *   - it is a card payoff: money out of a bank account and the card's payment credit.
 * The last two do not count when a side names another account by its masked ending ("to SAV
 * ...4821" is a move to that account, whatever the wording).
 * Matching is one to one: a row with two possible partners is left as it is and listed, and so is
 * a candidate without evidence. Nothing is guessed.
 */

import { parseDay } from "../../domain/dates.js";
import type { Account, CompanyRow } from "./accounts.js";
import type { CompanyOptions, RowRef } from "./types.js";

/** Banks post the two sides of a transfer a few days apart (weekends, cut-off times). */
export const MAX_DAYS_APART = 4;

export interface Pair {
  out: CompanyRow;
  in: CompanyRow;
  evidence: string | undefined;
  /** Without evidence: why not, for the user. */
  missing?: string;
}

export interface TransferMatch {
  matched: Pair[];
  /** Rows with two or more evidenced partners: which one is meant cannot be told. */
  ambiguous: { row: CompanyRow; partners: CompanyRow[] }[];
  /** Pairs that look like a transfer but carry no evidence that it is internal. */
  unevidenced: Pair[];
}

export function matchTransfers(rows: readonly CompanyRow[], transferWording: CompanyOptions["transferWording"]): TransferMatch {
  // Rows in, by currency and amount, each list in date order: an outgoing row looks only at the
  // few days around its own, so a book of many equal amounts stays fast.
  const incoming = new Map<string, { day: number; row: CompanyRow }[]>();
  for (const row of rows) if (row.t.amountMinor > 0) {
    const key = `${row.account.currency ?? ""} ${row.t.amountMinor}`;
    const entry = { day: parseDay(row.t.date)!, row };
    const list = incoming.get(key);
    if (list === undefined) incoming.set(key, [entry]);
    else list.push(entry);
  }
  for (const list of incoming.values()) list.sort((a, b) => a.day - b.day);
  const worded = new Map<CompanyRow, boolean>();
  const isWorded = (row: CompanyRow) => {
    let answer = worded.get(row);
    if (answer === undefined) worded.set(row, (answer = transferWording?.(row.t) ?? false));
    return answer;
  };
  const evidenced: Pair[] = [];
  const unevidenced: Pair[] = [];
  for (const out of rows) {
    if (out.t.amountMinor >= 0) continue;
    const day = parseDay(out.t.date)!;
    const list = incoming.get(`${out.account.currency ?? ""} ${-out.t.amountMinor}`) ?? [];
    for (let i = firstOnOrAfter(list, day - MAX_DAYS_APART); i < list.length && list[i]!.day <= day + MAX_DAYS_APART; i++) {
      const into = list[i]!.row;
      if (into.account === out.account) continue;
      const found = evidenceFor(out, into, isWorded);
      if (typeof found === "string") evidenced.push({ out, in: into, evidence: found });
      else unevidenced.push({ out, in: into, evidence: undefined, missing: found.missing });
    }
  }
  const partners = new Map<CompanyRow, Pair[]>();
  for (const pair of evidenced) {
    for (const row of [pair.out, pair.in]) {
      const list = partners.get(row);
      if (list === undefined) partners.set(row, [pair]);
      else list.push(pair);
    }
  }
  const matched = evidenced.filter((pair) => partners.get(pair.out)!.length === 1 && partners.get(pair.in)!.length === 1);
  const ambiguous = [...partners].filter(([, pairs]) => pairs.length > 1).map(([row, pairs]) => ({ row, partners: pairs.map((p) => (p.out === row ? p.in : p.out)) }));
  const inMatch = new Set(matched.flatMap((p) => [p.out, p.in]));
  const inEvidence = new Set(partners.keys());
  return { matched, ambiguous, unevidenced: unevidenced.filter((p) => !inMatch.has(p.out) && !inMatch.has(p.in) && !inEvidence.has(p.out) && !inEvidence.has(p.in)) };
}

/** The index of the first entry dated on or after `day` (binary search). */
function firstOnOrAfter(list: readonly { day: number }[], day: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle]!.day < day) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The evidence that the pair is internal, or why there is none. */
function evidenceFor(out: CompanyRow, into: CompanyRow, isWorded: (row: CompanyRow) => boolean): string | { missing: string } {
  const named = namesAccount(out, into.account) ?? namesAccount(into, out.account);
  if (named !== undefined) return named;
  // A row that names another account by its masked ending ("to SAV ...4821") went there, not here.
  const elsewhere = pointsElsewhere(out, into.account) ?? pointsElsewhere(into, out.account);
  if (elsewhere !== undefined) return { missing: `one side names an account ending ${elsewhere}, which is not the other's` };
  if (into.account.card && !out.account.card) return "card payment";
  if (isWorded(out) || isWorded(into)) return "transfer wording";
  return { missing: "neither names the other account nor says transfer" };
}

/** "...4821", "…4821", "x4821", "*4821", "ending 4821", "ending in 4821": how banks print an account's last digits. */
// Each mark is matched from the start of its run only (the lookbehinds), so a long run of dots or
// stars is not rescanned from every position in it: linear time on any description.
const MASKED_ENDING = /(?:(?<!\.)\.{2,}|…|\b[xX]+|(?<!\*)\*+|\bending(?: in)?\s*)\s?(\d{4})(?!\d)/g;

/** The last 4 digits the row names an account by, when they are not the partner account's. */
function pointsElsewhere(row: CompanyRow, partner: Account): string | undefined {
  const text = [row.t.description, row.t.counterparty].filter((part) => part !== undefined).join(" ");
  const endings = [...text.matchAll(MASKED_ENDING)].map((match) => match[1]!);
  if (endings.length === 0 || (partner.number !== undefined && endings.includes(partner.number.slice(-4)))) return undefined;
  return endings[0];
}

/** The row's text names the account: its whole number or IBAN, or its last 4 digits standing alone. */
function namesAccount(row: CompanyRow, account: Account): string | undefined {
  const number = account.number;
  if (number === undefined) return undefined;
  const text = [row.t.description, row.t.counterparty].filter((part) => part !== undefined).join(" ");
  if (number.length >= 5 && text.replace(/[\s\-./]/g, "").toUpperCase().includes(number)) return `names account ${number}`;
  const last4 = number.slice(-4);
  // Four digits standing alone, and not the year of a date ("03/06/2026", "2026-03-06").
  if (/^\d{4}$/.test(last4) && new RegExp(`(?<!\\d)(?<!\\d[/.-])${last4}(?![\\d]|[/.-]\\d)`).test(text)) return `names account …${last4}`;
  return undefined;
}

export function refOf(row: CompanyRow, amountMinor: number): RowRef {
  return { file: row.file, source: row.t.source, account: row.account.label, date: row.t.date, amountMinor, ...(row.t.description === undefined ? {} : { description: row.t.description }) };
}
