/**
 * A company read from several bank files: the files in (each already read and checked on its own
 * by the import module), one request envelope out, with what was settled on the way — the
 * accounts and their balances, rows seen twice, internal transfers — for the user to see.
 */

import type { Envelope } from "../envelope.js";
import type { ImportedBook, ImportedTransaction, ImportRefusal, MissingOption } from "../types.js";
import type { FxRate } from "./fx.js";

/** One file of the company, as read, with what the user said about it. */
export interface CompanyFile {
  fileName: string;
  book: ImportedBook;
  /**
   * The balance at the end of the file the user gave (`--balance`, or `--owed` for a card), as
   * cash: what a card owes is negative. Replaces the file's own.
   */
  balanceMinor?: number;
  /** The account number the user gives the file (`--account-number`), when the file states none or another. */
  accountNumber?: string;
}

export interface CompanyOptions {
  /** The company's account_id in the envelope. */
  accountId: string;
  /** The user's --as-of, else the latest date every account's statement covers. */
  asOf?: string;
  /** Today, YYYY-MM-DD (UTC). */
  today: string;
  /** Rates for accounts in another currency than the book's (the first file's). */
  fx: readonly FxRate[];
  /** Transfer wording or code in a row: evidence that a move is internal. Default: the categorizer says `transfer`. */
  transferWording?: (row: ImportedTransaction) => boolean;
}

/** A row as the user can find it: file, place in the file, date, amount (book currency), text. */
export interface RowRef {
  file: string;
  source: string;
  account: string;
  date: string;
  amountMinor: number;
  description?: string;
}

export interface MatchedTransfer {
  out: RowRef;
  in: RowRef;
  /** Why it is internal: "names account …1234", "card payment", "transfer wording". */
  evidence: string;
}

export interface UnmatchedCandidate {
  row: RowRef;
  /** "2 possible partners", "no evidence that it is internal". */
  reason: string;
  partners: RowRef[];
}

export interface DroppedDuplicates {
  account: string;
  /** The file whose rows were dropped, and the files that had them already. */
  file: string;
  earlierFiles: string[];
  count: number;
  by: "bank id" | "date, amount and description";
  /** The dates the files overlap, YYYY-MM-DD. */
  from: string;
  to: string;
}

export interface CompanySummary {
  accounts: { label: string; files: string[]; card: boolean; currency?: string; balanceMinor: number }[];
  transfers: MatchedTransfer[];
  unmatched: UnmatchedCandidate[];
  duplicates: DroppedDuplicates[];
  /** Every sentence for the user, in order. */
  notes: string[];
}

export type CompanyResult =
  | { ok: true; envelope: Envelope; sources: string[]; summary: CompanySummary }
  | { ok: false; refusal: ImportRefusal; missing?: MissingOption };
