/**
 * Which files are one account: the files that state (or are given, `--account-number`) the same
 * account number or IBAN. A file that states none is an account of its own. An account's files
 * must agree on its currency and on whether it is a card.
 */

import { Refusal } from "../refusal.js";
import type { ImportedTransaction } from "../types.js";
import type { CompanyFile } from "./types.js";

export interface Account {
  /** The normalised number, or the file name for a file that states none. */
  key: string;
  /** How the user knows it: "account 123456789 (operating.csv, march.ofx)". */
  label: string;
  /** The account number or IBAN, when stated; compared without spaces or dashes, in capitals. */
  number?: string;
  files: CompanyFile[];
  card: boolean;
  currency?: string;
}

/** One row of one file, kept with where it came from. */
export interface CompanyRow {
  file: string;
  account: Account;
  t: ImportedTransaction;
}

/** An account number as banks print it, reduced to what identifies it: "DE89 3704-0044" → "DE8937040044". */
export function normaliseNumber(text: string): string {
  return text.replace(/[\s\-./]/g, "").toUpperCase();
}

export function groupAccounts(files: readonly CompanyFile[]): Account[] {
  const accounts = new Map<string, Account>();
  for (const file of files) {
    const stated = file.accountNumber ?? file.book.accountId;
    const number = stated === undefined ? undefined : normaliseNumber(stated);
    const key = number === undefined || number === "" ? `file:${file.fileName}` : number;
    const card = file.book.kind === "card";
    let account = accounts.get(key);
    if (account === undefined) {
      account = { key, label: "", files: [], card, ...(number === undefined || number === "" ? {} : { number }), ...(file.book.currency === undefined ? {} : { currency: file.book.currency }) };
      accounts.set(key, account);
    } else {
      const first = account.files[0]!.fileName;
      if (account.currency !== file.book.currency) {
        throw new Refusal(undefined, `one currency per account; ${file.fileName} and ${first} both state account ${stated} but in ${file.book.currency ?? "no currency"} and ${account.currency ?? "no currency"}`, `check the account numbers (give --account-number after the file that is another account)`);
      }
      if (account.card !== card) {
        throw new Refusal(undefined, `one kind of account per account number; ${file.fileName} and ${first} both state account ${stated}, but only one is a card`, `check the account numbers (give --account-number after the file that is another account)`);
      }
    }
    account.files.push(file);
  }
  for (const account of accounts.values()) {
    const names = account.files.map((f) => f.fileName).join(", ");
    account.label = account.number === undefined ? `${account.card ? "card" : "account"} ${names}` : `${account.card ? "card" : "account"} ${account.number} (${names})`;
  }
  return [...accounts.values()];
}

/** The dates a file covers: its first row to its statement date or last row. */
export function coverage(file: CompanyFile): { from: string; to: string } | undefined {
  let from: string | undefined;
  let to: string | undefined;
  for (const t of file.book.transactions) {
    if (from === undefined || t.date < from) from = t.date;
    if (to === undefined || t.date > to) to = t.date;
  }
  const closing = file.book.closingBalanceDate;
  if (closing !== undefined) {
    if (to === undefined || closing > to) to = closing;
    if (from === undefined) from = closing;
  }
  return from === undefined || to === undefined ? undefined : { from, to };
}
