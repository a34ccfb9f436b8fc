/**
 * An imported book as the request envelope every surface takes, with the user's overrides
 * (account, closing balance, as-of date). A date after today is refused unless the user gave
 * --as-of: from an import it almost always means dates read in the wrong order.
 */

import { LIMITS } from "../domain/book.js";
import { BALANCE_TO_GIVE } from "./refusal.js";
import type { ImportedBook, ImportedTransaction, ImportRefusal, MissingOption } from "./types.js";

export interface EnvelopeOptions {
  fileName: string;
  accountId: string;
  /** The closing balance in minor units, when the user gave it. */
  balanceMinor?: number;
  asOf?: string;
  /** Today, YYYY-MM-DD (UTC); injected so tests do not depend on the clock. */
  today: string;
}

/** One row as the API takes it (proto/cashflow/v1/cashflow.proto, Transaction). */
export interface EnvelopeTransaction {
  date: string;
  amount_minor: number;
  description?: string;
  counterparty?: string;
  category?: string;
  id?: string;
  bank_transaction_code?: string;
  mcc?: string;
}

export interface Envelope {
  account_id: string;
  transactions: EnvelopeTransaction[];
  balances: { current_minor: number; as_of: string; currency?: string };
}

export type EnvelopeResult = { ok: true; envelope: Envelope; sources: string[] } | { ok: false; refusal: ImportRefusal; missing?: MissingOption };

export function envelopeOf(book: ImportedBook, options: EnvelopeOptions): EnvelopeResult {
  const refuse = (expected: string, fix: string, missing?: MissingOption, at?: string): EnvelopeResult => ({
    ok: false,
    ...(missing === undefined ? {} : { missing }),
    refusal: { file: options.fileName, ...(at === undefined ? {} : { at }), expected, fix },
  });
  let latest: string | undefined;
  let latestSource: string | undefined;
  for (const t of book.transactions) if (latest === undefined || t.date > latest) [latest, latestSource] = [t.date, t.source];
  const asOf = options.asOf ?? book.closingBalanceDate ?? latest;
  if (asOf === undefined) return refuse("transactions or a statement date to analyse as of; the file has neither", "pass --as-of YYYY-MM-DD", "as-of");
  if (options.asOf === undefined && latest !== undefined && latest > options.today) {
    return refuse(
      `dates on or before today (${options.today}); ${latestSource} is dated ${latest}`,
      "check the date order (--day-first or --month-first), or pass --as-of if the book is meant to run ahead",
      undefined,
      latestSource,
    );
  }
  const closing = options.balanceMinor ?? book.closingBalanceMinor;
  if (closing === undefined) {
    const expected = "a closing balance; the file states none (no balance column or statement balance)";
    // A card's balance is what it owes, which --owed takes as its statement prints it.
    if (book.kind === "card") return refuse(expected, `pass ${BALANCE_TO_GIVE.owed}, with --owed, e.g. --owed 1005.24`, "owed");
    return refuse(expected, "pass the balance as the bank prints it with --balance, e.g. --balance 11263.38", "balance");
  }
  const { account_id, transactions, balances, sources } = rowsOf(book, options.accountId);
  return { ok: true, envelope: { account_id, transactions, balances: { current_minor: closing, as_of: asOf, ...balances } }, sources };
}

/** A book's rows as the envelope writes them, and its currency, with no balance and no date to analyse as of. */
export interface EnvelopeRows {
  account_id: string;
  transactions: EnvelopeTransaction[];
  balances: { currency?: string };
  sources: string[];
}

/**
 * The rows and currency every envelope of the book holds, and what a listing of the rows needs and no
 * more (`cashflow categories`): a file that states no balance gives its rows without one, since no
 * figure of the listing depends on it.
 */
export function rowsOf(book: ImportedBook, accountId: string): EnvelopeRows {
  return {
    account_id: accountId,
    transactions: book.transactions.map((t) => envelopeRow(t)),
    balances: book.currency === undefined ? {} : { currency: book.currency },
    sources: book.transactions.map((t) => t.source),
  };
}

/** One imported row as the API takes it; `amountMinor` replaces the row's own (a converted amount). */
export function envelopeRow(t: ImportedTransaction, amountMinor = t.amountMinor): EnvelopeTransaction {
  return {
    date: t.date,
    amount_minor: amountMinor,
    ...(t.description === undefined ? {} : { description: clip(t.description, LIMITS.textChars) }),
    ...(t.counterparty === undefined ? {} : { counterparty: clip(t.counterparty, LIMITS.textChars) }),
    ...(t.category === undefined ? {} : { category: clip(t.category, LIMITS.textChars) }),
    ...(t.id === undefined ? {} : { id: clip(t.id, LIMITS.textChars) }),
    ...(t.bankTransactionCode === undefined ? {} : { bank_transaction_code: clip(t.bankTransactionCode, LIMITS.textChars) }),
    ...(t.mcc === undefined ? {} : { mcc: t.mcc }),
  };
}

/** The contract bounds free text; a bank's longer description is cut at a character boundary. */
function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : chars.slice(0, max).join("");
}
