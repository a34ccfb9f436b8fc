/**
 * Teller transactions (GET /accounts/{account_id}/transactions, https://teller.io/docs/api/account/transactions):
 * an array of {id, account_id, amount: "-12.50", date, description, status: posted|pending,
 * running_balance, type, details: {category, counterparty, processing_status}}, newest first.
 *
 * Teller signs `amount` as the account sees it: on a checking or savings account a deposit is
 * positive, on a credit card a purchase is positive (it raises what is owed). The transaction list
 * does not say which kind of account it is, nor its currency (both are on the account object,
 * GET /accounts), so --positive-means and --currency must say. Pending rows are skipped with a
 * note; a running balance, when the institution gives one, is checked row by row and gives the
 * closing balance (negated with the amounts for a card, where it is the amount owed).
 */

import { checkRunningBalance, type BalancedRow } from "../balance-check.js";
import { assignBankIds } from "../bank-ids.js";
import type { ImportedBook, ImportedTransaction, ImportOptions } from "../types.js";
import type { JsonObject } from "./json-source.js";
import { accountOfRows, arrayAt, currencyAt, dateAt, figure, isObject, moneyAt, optionalString, parseDocument, plural, Refusal, requiredString, rowsByStatus, transactionOf } from "./fields.js";

export function looksLikeTeller(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  const first: unknown = value[0];
  if (typeof first !== "object" || first === null) return false;
  const row = first as Record<string, unknown>;
  return typeof row.account_id === "string" && typeof row.status === "string" && ("running_balance" in row || "details" in row);
}

/** details.counterparty.name: the merchant or party Teller names, when it does. */
function counterpartyOf(row: JsonObject, path: string): string | undefined {
  if (!isObject(row.details) || !isObject(row.details.counterparty)) return undefined;
  return optionalString(row.details.counterparty, "name", `${path}.details.counterparty`)?.trim() || undefined;
}

export function readTeller(text: string, options: ImportOptions): ImportedBook {
  const rows = arrayAt(parseDocument(text), "the top level");
  const notes: string[] = [];
  const { kept: posted, pending } = rowsByStatus(rows, (i) => `[${i}]`, "status", "posted", "pending");
  const accountId = accountOfRows(posted, "account_id");

  if (options.currency === undefined) {
    throw new Refusal(undefined, "a currency: Teller's transaction list states none (it is on the account, GET /accounts)", "add --currency with the account's ISO 4217 code, e.g. --currency USD");
  }
  const currency = currencyAt(options.currency, "--currency");
  if (options.positiveMeans === undefined && posted.length > 0) {
    throw new Refusal(
      undefined,
      "which sign is money in: Teller signs amounts as the account sees them, and the transaction list does not say whether the account is a deposit account or a credit card",
      "add --positive-means money-in for a checking or savings account, or --positive-means money-out for a credit card",
    );
  }
  const factor = options.positiveMeans === "money-out" ? -1 : 1;

  const transactions: ImportedTransaction[] = [];
  const bankIds: (string | undefined)[] = [];
  const balanced: BalancedRow[] = [];
  for (const { row, path } of posted) {
    const amountMinor = factor * moneyAt(row.amount, `${path}.amount`, currency, "string") + 0;
    const date = dateAt(requiredString(row, "date", path), `${path}.date`);
    const description = optionalString(row, "description", path)?.replace(/\s+/g, " ").trim();
    const category = isObject(row.details) ? optionalString(row.details, "category", `${path}.details`) : undefined;
    const counterparty = counterpartyOf(row, path);
    const type = optionalString(row, "type", path)?.trim();
    bankIds.push(optionalString(row, "id", path) || undefined);
    transactions.push(transactionOf(date, amountMinor, path, { description, counterparty, category, bankTransactionCode: type ? `TYPE:${type}` : undefined }));
    const running = row.running_balance;
    const balanceMinor = running === undefined || running === null ? undefined : factor * moneyAt(running, `${path}.running_balance`, currency, "string") + 0;
    balanced.push({ date, amountMinor, source: path, ...(balanceMinor === undefined ? {} : { balanceMinor }) });
  }
  if (pending > 0) notes.push(`Skipped ${plural(pending, "pending transaction")} (status: pending): they have not moved money yet`);
  const withheld = assignBankIds(transactions, bankIds);
  if (withheld > 0) notes.push(`Gave no bank id to ${plural(withheld, "transaction")} whose id another transaction of the file also has`);
  notes.push(factor === 1 ? "Read positive Teller amounts as money in (--positive-means money-in)" : "Read positive Teller amounts as money out, as on a credit card (--positive-means money-out)");

  const book: ImportedBook = { format: "teller", currency, transactions, notes: [] };
  if (accountId !== undefined) book.accountId = accountId;
  if (balanced.length > 0) {
    const check = checkRunningBalance(balanced, undefined);
    if (!check.ok) {
      throw new Refusal(
        `${check.source}.running_balance`,
        `the running balance to follow from the amounts: the previous balance plus this transaction is ${figure(check.expectedMinor, currency)}, the file says ${figure(check.foundMinor, currency)}`,
        "save every page of the transactions again: some are missing or edited",
      );
    }
    if (check.closingMinor !== undefined) {
      book.closingBalanceMinor = check.closingMinor;
      book.closingBalanceDate = check.closingDate;
      notes.push(`Checked the running balance on every transaction; closing balance from the newest${factor === -1 ? " (the amount owed, negated)" : ""}`);
    }
  }
  book.notes = notes.map((text) => ({ text }));
  return book;
}
