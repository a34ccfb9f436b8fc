/**
 * Plaid transactions, as saved from the API (Plaid API reference, Transactions:
 * https://plaid.com/docs/api/products/transactions/):
 *   /transactions/get   {accounts, transactions, total_transactions, item, request_id}
 *   /transactions/sync  {accounts, added, modified, removed, next_cursor, has_more, request_id}
 * Plaid's `amount` is a JSON number in major units and POSITIVE MEANS MONEY OUT of the account
 * ("debit card purchases are positive; credit card payments, direct deposits and refunds are
 * negative"), for every account type; it is negated into the envelope's sign. Pending rows
 * (`pending: true`) have not moved money and are skipped with a note.
 *
 * The closing balance is the account's `balances.current`. For a depository account that is the
 * money in it; for a credit or loan account Plaid reports what is owed as a positive figure, which
 * for cash is money the holder owes: it is negated. Investment accounts' `current` is the value of
 * holdings, not cash, and is not used.
 */

import { vocabularyMeaning } from "../../domain/categories/index.js";
import { assignBankIds } from "../bank-ids.js";
import type { ImportedBook, ImportedTransaction, ImportOptions } from "../types.js";
import { arrayAt, currencyAt, dateAt, figure, isObject, moneyAt, objectAt, oneAccount, optionalString, parseDocument, plural, Refusal, requiredString, transactionOf } from "./fields.js";
import { JsonNumber, type Json, type JsonObject } from "./json-source.js";

export function looksLikePlaid(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const o = value as Record<string, unknown>;
  if (Array.isArray(o.transactions) && Array.isArray(o.accounts) && ("total_transactions" in o || "item" in o)) return true;
  return Array.isArray(o.added) && typeof o.next_cursor === "string";
}

export function readPlaid(text: string, options: ImportOptions): ImportedBook {
  const root = objectAt(parseDocument(text), "the top level");
  const { rows, list } = transactionList(root);
  const notes: string[] = [];

  // First the rows that moved money, their account and their currency; then their amounts.
  const posted: { row: JsonObject; path: string }[] = [];
  let pending = 0;
  rows.forEach((value, i) => {
    const path = `${list}[${i}]`;
    const row = objectAt(value, path);
    const flag = row.pending;
    if (flag !== undefined && flag !== null && typeof flag !== "boolean") throw new Refusal(`${path}.pending`, "true or false", "save the API response again, unedited");
    if (flag === true) pending++;
    else posted.push({ row, path });
  });
  const ids = new Map<string, string>();
  for (const { row, path } of posted) {
    const id = requiredString(row, "account_id", path);
    if (!ids.has(id)) ids.set(id, `${path}.account_id`);
  }
  const accounts = root.accounts === undefined ? [] : arrayAt(root.accounts, "accounts").map((a, i) => objectAt(a, `accounts[${i}]`));
  let accountId = oneAccount(ids, "it has transactions of");
  if (accountId === undefined && accounts.length > 0) {
    const listed = new Map(accounts.map((a, i) => [requiredString(a, "account_id", `accounts[${i}]`), `accounts[${i}].account_id`] as const));
    accountId = oneAccount(listed, "its account list names");
  }
  const currency = settleCurrency(posted, options);

  const bankIds: (string | undefined)[] = [];
  const transactions: ImportedTransaction[] = posted.map(({ row, path }) => {
    const outward = moneyAt(row.amount, `${path}.amount`, currency!, "number");
    const description = optionalString(row, "merchant_name", path) || optionalString(row, "name", path) || optionalString(row, "original_description", path);
    const category = categoryOf(row, path);
    const counterparty = counterpartyOf(row, path);
    const code = optionalString(row, "transaction_code", path)?.trim();
    bankIds.push(optionalString(row, "transaction_id", path) || undefined);
    return transactionOf(dateAt(requiredString(row, "date", path), `${path}.date`), -outward + 0, path, { description, counterparty, category, bankTransactionCode: code ? `TYPE:${code}` : undefined });
  });
  const withheld = assignBankIds(transactions, bankIds);
  if (withheld > 0) notes.push(`Gave no bank id to ${plural(withheld, "transaction")} whose transaction_id another transaction of the file also has`);
  if (pending > 0) notes.push(`Skipped ${plural(pending, "pending transaction")} (pending: true): they have not moved money yet`);
  notes.push("Read Plaid amounts with positive as money out, as Plaid signs them");

  const book: ImportedBook = { format: "plaid", transactions, notes: [] };
  if (currency !== undefined) book.currency = currency;
  if (accountId !== undefined) {
    book.accountId = accountId;
    const index = accounts.findIndex((a) => a.account_id === accountId);
    if (index >= 0) closingBalance(book, accounts[index]!, `accounts[${index}]`, notes);
  }
  book.notes = notes.map((text) => ({ text }));
  return book;
}

function transactionList(root: JsonObject): { rows: Json[]; list: string } {
  if (Array.isArray(root.transactions)) {
    const total = root.total_transactions;
    if (total instanceof JsonNumber && Number(total.text) > root.transactions.length) {
      throw new Refusal(
        "total_transactions",
        `all the transactions of the date range; this response holds ${root.transactions.length} of ${total.text} (one page)`,
        "fetch every page (raise count, step offset) and save them as one response, or use /transactions/sync",
      );
    }
    return { rows: root.transactions, list: "transactions" };
  }
  if (Array.isArray(root.added)) {
    if (root.has_more === true) throw new Refusal("has_more", "the last page of the sync (has_more: false); more updates follow this one", "call /transactions/sync again with next_cursor until has_more is false, and import the pages together");
    for (const key of ["modified", "removed"] as const) {
      const list = root[key];
      if (Array.isArray(list) && list.length > 0) {
        throw new Refusal(`${key}[0]`, `a sync from the start (only "added"); this page ${key === "modified" ? "changes" : "removes"} ${plural(list.length, "transaction")} sent in an earlier page`, "sync again from an empty cursor and import the complete result");
      }
    }
    return { rows: root.added, list: "added" };
  }
  throw new Refusal(undefined, "a Plaid /transactions/get response (transactions) or /transactions/sync response (added)", "save the API response itself, or pass the right --format");
}

/** iso_currency_code, or --currency for a row in an unofficial currency (crypto, …) which ISO does not define. */
function settleCurrency(posted: readonly { row: JsonObject; path: string }[], options: ImportOptions): string | undefined {
  const stated = new Map<string, string>();
  for (const { row, path } of posted) {
    const iso = optionalString(row, "iso_currency_code", path);
    if (iso !== undefined) {
      if (!stated.has(iso)) stated.set(iso, `${path}.iso_currency_code`);
      continue;
    }
    const unofficial = optionalString(row, "unofficial_currency_code", path);
    if (options.currency === undefined) {
      throw new Refusal(
        `${path}.${unofficial === undefined ? "iso_currency_code" : "unofficial_currency_code"}`,
        unofficial === undefined ? "an ISO 4217 currency code; the row states none" : `an ISO 4217 currency code; the row is in the unofficial currency '${unofficial}'`,
        "add --currency with the ISO 4217 code to read these amounts in",
      );
    }
    if (!stated.has(options.currency)) stated.set(options.currency, "--currency");
  }
  if (stated.size > 1) {
    const [[a, at], [b, bt]] = [...stated] as [[string, string], [string, string]];
    throw new Refusal(bt, `one currency per file; ${at} is ${a}, ${bt} is ${b}`, "request one account's transactions per file");
  }
  const [code, at] = [...stated][0] ?? [options.currency, "--currency"];
  // No posted transaction, so no amount to read: the currency may stay unknown (the account's balance may say it).
  if (code === undefined) return undefined;
  if (options.currency !== undefined && at !== "--currency" && options.currency !== code) {
    throw new Refusal(at, `the currency given by --currency (${options.currency}); the file says ${code}`, "drop --currency, or correct it");
  }
  return currencyAt(code, at);
}

/** The merchant (merchant_name), else the first counterparty Plaid names (a payment app, a bank, a payer). */
function counterpartyOf(row: JsonObject, path: string): string | undefined {
  const merchant = optionalString(row, "merchant_name", path)?.trim();
  if (merchant) return merchant;
  const parties = row.counterparties;
  if (!Array.isArray(parties) || parties.length === 0) return undefined;
  const first = objectAt(parties[0], `${path}.counterparties[0]`);
  return optionalString(first, "name", `${path}.counterparties[0]`)?.trim() || undefined;
}

function categoryOf(row: JsonObject, path: string): string | undefined {
  const personal = row.personal_finance_category;
  if (isObject(personal)) {
    const primary = optionalString(personal, "primary", `${path}.personal_finance_category`);
    if (primary) return primary;
  }
  const legacy = row.category;
  if (!Array.isArray(legacy) || typeof legacy[0] !== "string" || legacy[0] === "") return undefined;
  // The older hierarchy (`["Transfer", "Payroll"]`, `["Transfer", "Debit"]`): its deepest level the
  // categorizer's vocabulary knows says most (`Transfer` alone covers every payment by transfer),
  // else the first level as before. Below the second level, a word read out of its place says less
  // than the level above it when the two disagree: `Gas` under `["Service", "Utilities"]` is the gas
  // bill, not fuel. (The first level is the broadest, `Tax` over `["Tax", "Payroll"]`: the second
  // refines it.)
  for (let level = legacy.length - 1; level > 0; level--) {
    const word = legacy[level];
    if (typeof word !== "string" || !vocabularyMeaning(word).known) continue;
    const parent = legacy[level - 1];
    return typeof parent === "string" && level > 1 && firmlyDiffers(parent, word) ? parent : word;
  }
  return legacy[0];
}

/** Whether `parent` names a category of its own (not a hint) and `word` a different one. */
function firmlyDiffers(parent: string, word: string): boolean {
  const [above, below] = [vocabularyMeaning(parent), vocabularyMeaning(word)];
  if (!above.known || above.meaning === undefined || above.meaning.weak === true || !below.known) return false;
  return above.meaning.out !== below.meaning?.out || above.meaning.in !== below.meaning?.in;
}

function closingBalance(book: ImportedBook, account: JsonObject, path: string, notes: string[]): void {
  const balances = account.balances;
  if (!isObject(balances) || balances.current === undefined || balances.current === null) {
    notes.push(`${path} states no current balance`);
    return;
  }
  const iso = optionalString(balances, "iso_currency_code", `${path}.balances`);
  if (iso !== undefined && book.currency !== undefined && iso !== book.currency) {
    throw new Refusal(`${path}.balances.iso_currency_code`, `the account's balance in the transactions' currency (${book.currency}); it is in ${iso}`, "save the API response again, unedited");
  }
  const currency = book.currency ?? (iso === undefined ? undefined : currencyAt(iso, `${path}.balances.iso_currency_code`));
  if (currency === undefined) {
    notes.push(`${path} states its balance in no ISO 4217 currency: not used`);
    return;
  }
  book.currency = currency;
  const type = optionalString(account, "type", path);
  const current = moneyAt(balances.current, `${path}.balances.current`, currency, "number");
  if (type === "credit" || type === "loan") {
    book.closingBalanceMinor = -current + 0;
    notes.push(`Closing balance from ${path}.balances.current: ${type === "credit" ? "the card's" : "the loan's"} ${figure(current, currency)} owed, counted as ${figure(-current + 0, currency)}`);
  } else if (type === "depository") {
    book.closingBalanceMinor = current;
    notes.push(`Closing balance from ${path}.balances.current (Plaid states no opening balance to check it against)`);
  } else {
    notes.push(`${path} is ${type === undefined ? "of no stated type" : `a ${type} account`}: its current balance is not read as a cash balance`);
    return;
  }
  const updated = optionalString(balances, "last_updated_datetime", `${path}.balances`);
  if (updated !== undefined) book.closingBalanceDate = dateAt(updated, `${path}.balances.last_updated_datetime`);
}
