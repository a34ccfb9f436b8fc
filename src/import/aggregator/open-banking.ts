/**
 * UK Open Banking account transactions (Read/Write API v3.1, OBReadTransaction6, GET
 * /accounts/{AccountId}/transactions: https://openbankinguk.github.io/read-write-api-site2/standards/v3.1.3/resources-and-data-models/aisp/Transactions
 * and github.com/OpenBankingUK/read-write-api-docs-pub, resources-and-data-models/aisp/Transactions.md):
 *   {Data: {Transaction: [{AccountId, Amount: {Amount: "10.00", Currency}, CreditDebitIndicator:
 *   Credit|Debit, Status: Booked|Pending, BookingDateTime, TransactionInformation,
 *   Balance: {Amount, CreditDebitIndicator, Type}}]}, Links: {Self, Next, …}, Meta}
 * Amounts are unsigned decimal strings; CreditDebitIndicator gives the direction. Pending entries
 * have not moved money and are skipped with a note. A booked running balance (Balance of type
 * InterimBooked, ClosingBooked, …) is checked row by row and gives the closing balance; available
 * balances include pending items and overdraft limits, so they are not compared.
 */

import { assignBankIds } from "../bank-ids.js";
import { checkRunningBalance, type BalancedRow } from "../balance-check.js";
import { merchantCategoryCode } from "../merchant-category.js";
import type { ImportedBook, ImportedTransaction, ImportOptions } from "../types.js";
import { accountOfRows, arrayAt, currencyAt, dateAt, figure, isObject, moneyAt, objectAt, optionalString, parseDocument, plural, Refusal, requiredString, rowsByStatus, transactionOf } from "./fields.js";
import type { JsonObject } from "./json-source.js";
import { bankTransactionCode } from "./open-banking-codes.js";

export function looksLikeOpenBanking(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const data = (value as Record<string, unknown>).Data;
  if (typeof data !== "object" || data === null) return false;
  const list = (data as Record<string, unknown>).Transaction;
  if (!Array.isArray(list)) return false;
  const first: unknown = list[0];
  return first === undefined || (typeof first === "object" && first !== null && "CreditDebitIndicator" in first);
}

const BOOKED_BALANCES = new Set(["InterimBooked", "ClosingBooked", "OpeningBooked", "PreviouslyClosedBooked"]);

export function readOpenBanking(text: string, options: ImportOptions): ImportedBook {
  const root = objectAt(parseDocument(text), "the top level");
  const data = objectAt(root.Data, "Data");
  const rows = arrayAt(data.Transaction, "Data.Transaction");
  const links = root.Links;
  if (isObject(links)) {
    const next = optionalString(links, "Next", "Links");
    if (next !== undefined && next !== "") {
      throw new Refusal("Links.Next", "every page of the transactions; this response is one page and names the next", "follow Links.Next to the last page and save the pages' Data.Transaction lists as one response");
    }
  }

  const notes: string[] = [];
  const { kept: booked, pending } = rowsByStatus(rows, (i) => `Data.Transaction[${i}]`, "Status", "Booked", "Pending");
  const accountId = accountOfRows(booked, "AccountId");
  const stated = settleCurrency(booked, options);
  // Amounts are read only from booked transactions, and those state the currency.
  const currency = stated ?? "";

  const transactions: ImportedTransaction[] = [];
  const balanced: BalancedRow[] = [];
  const unchecked = new Set<string>();
  const bankIds: (string | undefined)[] = [];
  let unreadMerchantCodes = 0;
  let mutable = 0;
  let charged = 0;
  for (const { row, path } of booked) {
    const amount = objectAt(row.Amount, `${path}.Amount`);
    const magnitude = moneyAt(amount.Amount, `${path}.Amount.Amount`, currency, "string");
    const amountMinor = direction(row, path) === "Credit" ? magnitude : -magnitude + 0;
    const date = dateAt(requiredString(row, "BookingDateTime", path), `${path}.BookingDateTime`);
    const description = descriptionOf(row, path);
    const credit = amountMinor > 0 || (amountMinor === 0 && direction(row, path) === "Credit");
    const counterparty = counterpartyOf(row, path, credit);
    const code = codeOf(row, path);
    const { mcc, unread } = merchantCodeOf(row, path);
    if (unread) unreadMerchantCodes++;
    bankIds.push(optionalString(row, "TransactionId", path) || undefined);
    transactions.push(transactionOf(date, amountMinor, path, { description, counterparty, bankTransactionCode: code, mcc }));
    if (row.TransactionMutability === "Mutable") mutable++;
    if (isObject(row.ChargeAmount) && row.ChargeAmount.Amount !== undefined && !/^0*(\.0*)?$/.test(String(row.ChargeAmount.Amount))) charged++;
    const balance = balanceOf(row, path, currency, unchecked);
    balanced.push({ date, amountMinor, source: path, ...(balance === undefined ? {} : { balanceMinor: balance }) });
  }
  if (pending > 0) notes.push(`Skipped ${plural(pending, "pending transaction")} (Status: Pending): they have not moved money yet`);
  if (mutable > 0) notes.push(`${plural(mutable, "booked transaction")} may still change (TransactionMutability: Mutable)`);
  if (charged > 0) notes.push(`${plural(charged, "transaction")} state a ChargeAmount, which is not added to the Amount`);
  if (unchecked.size > 0) notes.push(`Balances of type ${[...unchecked].join(", ")} were not checked: they are not booked balances`);
  if (unreadMerchantCodes > 0) notes.push(`Left out ${plural(unreadMerchantCodes, "MerchantCategoryCode")} that ${unreadMerchantCodes === 1 ? "is" : "are"} not four digits (ISO 18245)`);
  const withheld = assignBankIds(transactions, bankIds);
  if (withheld > 0) notes.push(`Gave no bank id to ${plural(withheld, "transaction")} whose TransactionId another transaction of the file also has`);

  const book: ImportedBook = { format: "open-banking", transactions, notes: [] };
  if (stated !== undefined) book.currency = stated;
  if (accountId !== undefined) book.accountId = accountId;
  if (balanced.length > 0) {
    const check = checkRunningBalance(balanced, undefined);
    if (!check.ok) {
      throw new Refusal(
        `${check.source}.Balance.Amount.Amount`,
        `the running balance to follow from the amounts: the previous balance plus this transaction is ${figure(check.expectedMinor, currency)}, the file says ${figure(check.foundMinor, currency)}`,
        "save every page of the transactions again: some are missing or edited",
      );
    }
    if (check.closingMinor !== undefined) {
      book.closingBalanceMinor = check.closingMinor;
      book.closingBalanceDate = check.closingDate;
      notes.push("Checked the booked running balance on every transaction; closing balance from the last one");
    }
  }
  book.notes = notes.map((text) => ({ text }));
  return book;
}

function direction(row: JsonObject, path: string): "Credit" | "Debit" {
  const indicator = requiredString(row, "CreditDebitIndicator", path);
  if (indicator !== "Credit" && indicator !== "Debit") throw new Refusal(`${path}.CreditDebitIndicator`, `Credit or Debit; found '${indicator}'`, "save the API response again, unedited");
  return indicator;
}

function settleCurrency(booked: readonly { row: JsonObject; path: string }[], options: ImportOptions): string | undefined {
  let first: { code: string; at: string } | undefined;
  for (const { row, path } of booked) {
    const at = `${path}.Amount.Currency`;
    const code = requiredString(objectAt(row.Amount, `${path}.Amount`), "Currency", `${path}.Amount`);
    if (first === undefined) first = { code: currencyAt(code, at), at };
    else if (code !== first.code) throw new Refusal(at, `one currency per file; ${first.at} is ${first.code}, ${at} is ${code}`, "request one account's transactions per file");
  }
  if (first !== undefined && options.currency !== undefined && options.currency !== first.code) {
    throw new Refusal(first.at, `the currency given by --currency (${options.currency}); the file says ${first.code}`, "drop --currency, or correct it");
  }
  // No booked transaction, so no amount to read: the currency may stay unknown.
  return first?.code ?? options.currency;
}

function descriptionOf(row: JsonObject, path: string): string | undefined {
  const information = optionalString(row, "TransactionInformation", path);
  if (information) return information.replace(/\s+/g, " ").trim();
  if (isObject(row.MerchantDetails)) {
    const merchant = optionalString(row.MerchantDetails, "MerchantName", `${path}.MerchantDetails`);
    if (merchant) return merchant;
  }
  if (isObject(row.ProprietaryBankTransactionCode)) return optionalString(row.ProprietaryBankTransactionCode, "Code", `${path}.ProprietaryBankTransactionCode`);
  return undefined;
}

/**
 * The other party: the creditor account's holder for money out, the debtor account's for money
 * in (CreditorAccount.Name, DebtorAccount.Name), else the merchant.
 */
function counterpartyOf(row: JsonObject, path: string, credit: boolean): string | undefined {
  const role = credit ? "DebtorAccount" : "CreditorAccount";
  const account = row[role];
  const holder = isObject(account) ? optionalString(account, "Name", `${path}.${role}`)?.trim() : undefined;
  if (holder) return holder;
  const merchant = isObject(row.MerchantDetails) ? optionalString(row.MerchantDetails, "MerchantName", `${path}.MerchantDetails`)?.trim() : undefined;
  return merchant || undefined;
}

/** BankTransactionCode (ISO family and sub-family), else ProprietaryBankTransactionCode as TYPE:<code>. */
function codeOf(row: JsonObject, path: string): string | undefined {
  if (isObject(row.BankTransactionCode)) {
    const at = `${path}.BankTransactionCode`;
    return bankTransactionCode(requiredString(row.BankTransactionCode, "Code", at).trim(), requiredString(row.BankTransactionCode, "SubCode", at).trim());
  }
  if (isObject(row.ProprietaryBankTransactionCode)) {
    const code = optionalString(row.ProprietaryBankTransactionCode, "Code", `${path}.ProprietaryBankTransactionCode`)?.trim();
    if (code) return `TYPE:${code}`;
  }
  return undefined;
}

/** MerchantDetails.MerchantCategoryCode when it is four digits; the standard allows three, which is not an ISO 18245 code as written. */
function merchantCodeOf(row: JsonObject, path: string): { mcc?: string; unread: boolean } {
  if (!isObject(row.MerchantDetails)) return { unread: false };
  const written = optionalString(row.MerchantDetails, "MerchantCategoryCode", `${path}.MerchantDetails`);
  if (written === undefined || written === "") return { unread: false };
  const mcc = merchantCategoryCode(written);
  return mcc === undefined ? { unread: true } : { mcc, unread: false };
}

/** The booked balance after the transaction, signed (a Debit balance is overdrawn); else undefined. */
function balanceOf(row: JsonObject, path: string, currency: string, unchecked: Set<string>): number | undefined {
  if (row.Balance === undefined || row.Balance === null) return undefined;
  const balance = objectAt(row.Balance, `${path}.Balance`);
  const type = requiredString(balance, "Type", `${path}.Balance`);
  if (!BOOKED_BALANCES.has(type)) {
    unchecked.add(type);
    return undefined;
  }
  const amount = objectAt(balance.Amount, `${path}.Balance.Amount`);
  const code = requiredString(amount, "Currency", `${path}.Balance.Amount`);
  if (code !== currency) throw new Refusal(`${path}.Balance.Amount.Currency`, `the balance in the transactions' currency (${currency}); it is in ${code}`, "save the API response again, unedited");
  const magnitude = moneyAt(amount.Amount, `${path}.Balance.Amount.Amount`, currency, "string");
  return direction(balance, `${path}.Balance`) === "Credit" ? magnitude : -magnitude + 0;
}
