/**
 * Rows of one account seen in two files (overlapping exports, a statement and an export) are kept
 * once. Only rows dated inside the dates both files cover can repeat. Where every such row on both
 * sides carries the bank's own id, a row is the same when its id is; otherwise when its date, amount
 * and description (in capitals, punctuation and spacing ignored) are. Matching is one to one, so
 * two identical payments inside one file stay two: against one earlier copy, one is dropped.
 */

import { coverage, type Account, type CompanyRow } from "./accounts.js";
import type { DroppedDuplicates } from "./types.js";

export interface Deduplicated {
  rows: CompanyRow[];
  dropped: DroppedDuplicates[];
}

export function deduplicate(account: Account): Deduplicated {
  const kept: CompanyRow[] = [];
  const dropped: DroppedDuplicates[] = [];
  const seen: { file: string; from: string; to: string }[] = [];
  for (const file of account.files) {
    const own = file.book.transactions.map((t) => ({ file: file.fileName, account, t }));
    const range = coverage(file);
    const earlier = range === undefined ? [] : seen.filter((s) => s.from <= range.to && range.from <= s.to);
    if (range === undefined || earlier.length === 0) {
      kept.push(...own);
      if (range !== undefined) seen.push({ file: file.fileName, ...range });
      continue;
    }
    const from = [range.from, ...earlier.map((s) => s.from)].reduce((a, b) => (a > b ? a : b));
    const to = [range.to, ...earlier.map((s) => s.to)].reduce((a, b) => (a < b ? a : b));
    const inOverlap = (row: CompanyRow) => row.t.date >= from && row.t.date <= to;
    const theirs = kept.filter((row) => row.file !== file.fileName && inOverlap(row));
    const mine = own.filter(inOverlap);
    const byId = mine.length > 0 && theirs.length > 0 && [...mine, ...theirs].every((row) => row.t.id !== undefined && row.t.id !== "");
    const keyOf = byId ? (row: CompanyRow) => `id ${row.t.id}` : sameRowKey;
    const available = new Map<string, number>();
    for (const row of theirs) available.set(keyOf(row), (available.get(keyOf(row)) ?? 0) + 1);
    let count = 0;
    for (const row of own) {
      const left = inOverlap(row) ? (available.get(keyOf(row)) ?? 0) : 0;
      if (left > 0) {
        available.set(keyOf(row), left - 1);
        count++;
      } else {
        kept.push(row);
      }
    }
    if (count > 0) dropped.push({ account: account.label, file: file.fileName, earlierFiles: earlier.map((s) => s.file), count, by: byId ? "bank id" : "date, amount and description", from, to });
    seen.push({ file: file.fileName, ...range });
  }
  return { rows: kept, dropped };
}

function sameRowKey(row: CompanyRow): string {
  return `${row.t.date} ${row.t.amountMinor} ${normaliseText(row.t.description ?? row.t.counterparty ?? "")}`;
}

/** "ACME Corp.  — Invoice #12" → "ACME CORP INVOICE 12": the same words however a format spaces and punctuates them. */
export function normaliseText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
