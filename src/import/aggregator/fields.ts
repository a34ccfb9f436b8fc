/**
 * Reading an aggregator's JSON response field by field, each read naming its path
 * (`transactions[2].amount`) so a refusal says exactly where the file stopped making sense.
 * Money is converted on its written digits (json-source.ts keeps a JSON number's text), with
 * the currency's decimals: an amount the currency cannot hold is refused, never rounded.
 */

import { parseDay } from "../../domain/dates.js";
import { currencyDecimals, isKnownCurrency, parseMajorAmount } from "../amount.js";
import { Refusal, plural } from "../refusal.js";
export { figure, plural, Refusal, resultOf } from "../refusal.js";
import type { ImportedTransaction } from "../types.js";
import { decimalText, JsonNumber, parseJson, type Json, type JsonObject } from "./json-source.js";


export function parseDocument(text: string): Json {
  const parsed = parseJson(text);
  if (!parsed.ok) throw new Refusal(`line ${parsed.line}`, `well-formed JSON: expected ${parsed.problem}`, "save the API response again, unedited");
  return parsed.value;
}

export const isObject = (value: Json | undefined): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof JsonNumber);

export function objectAt(value: Json | undefined, path: string): JsonObject {
  if (!isObject(value)) throw new Refusal(path, "an object", "save the API response again, unedited");
  return value;
}

export function arrayAt(value: Json | undefined, path: string): Json[] {
  if (!Array.isArray(value)) throw new Refusal(path, "an array", "save the API response again, unedited");
  return value;
}

/** A string member; absent and null read as undefined, anything else is refused. */
export function optionalString(object: JsonObject, key: string, path: string): string | undefined {
  const value = object[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw new Refusal(`${path}.${key}`, "a string", "save the API response again, unedited");
  return value;
}

export function requiredString(object: JsonObject, key: string, path: string): string {
  const value = optionalString(object, key, path);
  if (value === undefined || value === "") throw new Refusal(`${path}.${key}`, "a non-empty string", "save the API response again, unedited");
  return value;
}

/** `YYYY-MM-DD`, or the written date of an ISO 8601 date-time ("2026-03-05T10:43:07+00:00"). */
export function dateAt(text: string, path: string): string {
  const date = text.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}(T.*)?$/.test(text) || parseDay(date) === undefined) throw new Refusal(path, `a date YYYY-MM-DD; found '${text.slice(0, 40)}'`, "save the API response again, unedited");
  return date;
}

export function currencyAt(code: string, path: string): string {
  if (!isKnownCurrency(code)) throw new Refusal(path, `an ISO 4217 currency code; found '${code.slice(0, 20)}'`, "add --currency with the account's ISO 4217 code");
  return code;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Money written as a JSON number (Plaid) or a decimal string (Open Banking, Teller), in major
 * units, to signed minor units of `currency`.
 */
export function moneyAt(value: Json | undefined, path: string, currency: string, form: "number" | "string"): number {
  let text: string | undefined;
  if (form === "number" && value instanceof JsonNumber) text = decimalText(value);
  if (form === "string" && typeof value === "string" && DECIMAL.test(value.trim())) text = value.trim();
  if (text === undefined) {
    throw new Refusal(path, form === "number" ? "an amount as a JSON number" : 'an amount as a decimal string such as "12.50"', "save the API response again, unedited");
  }
  const read = parseMajorAmount(text, currencyDecimals(currency));
  if (!read.ok) throw new Refusal(path, `an amount ${currency} can hold; ${text} ${read.problem}`, "save the API response again, unedited");
  return read.minor;
}


/** Refuses a file with transactions of more than one account, naming them. */
export function oneAccount(ids: Map<string, string>, what: string): string | undefined {
  if (ids.size > 1) {
    const named = [...ids].slice(0, 4).map(([id, path]) => `${id} (${path})`);
    throw new Refusal(undefined, `one account per file; ${what} ${plural(ids.size, "account")}: ${named.join(", ")}${ids.size > 4 ? ", …" : ""}`, "request the transactions of one account (its account id) and import each account's file on its own");
  }
  return ids.keys().next().value;
}

/** A transaction row and where it stands in the file. */
export interface PlacedRow {
  row: JsonObject;
  path: string;
}

/**
 * The rows of a transaction list by their status: those that moved money, and how many are still
 * pending (skipped, and said so). Any other status is refused rather than guessed at.
 */
export function rowsByStatus(rows: Json[], pathOf: (index: number) => string, field: string, moved: string, pending: string): { kept: PlacedRow[]; pending: number } {
  const kept: PlacedRow[] = [];
  let pendingCount = 0;
  rows.forEach((value, i) => {
    const path = pathOf(i);
    const row = objectAt(value, path);
    const status = requiredString(row, field, path);
    if (status === pending) pendingCount++;
    else if (status === moved) kept.push({ row, path });
    else throw new Refusal(`${path}.${field}`, `${moved} or ${pending}; found '${status}'`, "save the API response again, unedited");
  });
  return { kept, pending: pendingCount };
}

/** The one account the kept rows belong to (named by `field`), refusing rows of several. */
export function accountOfRows(rows: readonly PlacedRow[], field: string): string | undefined {
  const ids = new Map<string, string>();
  for (const { row, path } of rows) {
    const id = requiredString(row, field, path);
    if (!ids.has(id)) ids.set(id, `${path}.${field}`);
  }
  return oneAccount(ids, "it has transactions of");
}

/** The texts an aggregator's row may give a transaction, each kept only when it is not empty. */
type RowTexts = Partial<Pick<ImportedTransaction, "description" | "counterparty" | "category" | "bankTransactionCode" | "mcc">>;
const ROW_TEXTS = ["description", "counterparty", "category", "bankTransactionCode", "mcc"] as const;

/** A transaction of an aggregator's row: its date, amount and place, with the texts it gives. */
export function transactionOf(date: string, amountMinor: number, source: string, texts: RowTexts): ImportedTransaction {
  const transaction: ImportedTransaction = { date, amountMinor, source };
  for (const key of ROW_TEXTS) {
    const text = texts[key];
    if (text) transaction[key] = text;
  }
  return transaction;
}
