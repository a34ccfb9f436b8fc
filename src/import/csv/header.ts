/**
 * Finding the table in a bank CSV: which record is the header (title lines, account details and
 * summary blocks often come first), which known layout it is, and which column plays which part.
 * Header cells are compared by their spelling without case, accents, punctuation or a
 * parenthesised unit, so "Amount (GBP)", "amount" and "AMOUNT" are one name and "Währung" is
 * "wahrung".
 */

import type { Layout } from "./layout.js";
import type { CsvRecord } from "./records.js";

export function normalizeName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/\([^()]*\)/g, " ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** The unit a header names in parentheses, when it is a currency code: "Amount (GBP)" → "GBP". */
export function currencyInName(name: string): string | undefined {
  const match = /\(([A-Z]{3})\)/.exec(name);
  return match?.[1];
}

/** Spellings of each part, normalised, in order of preference (booking date before value date). */
export const NAMES = {
  date: ["date", "transaction date", "trans date", "txn date", "posting date", "posted date", "post date", "posted", "booking date", "buchungstag", "buchungsdatum", "buchung", "datum", "fecha", "date operation", "created", "created utc", "date utc", "completed date", "value date", "wertstellung", "valutadatum", "valuta"],
  // "net" first: where a file has gross, fee and net, the net is what moved the balance.
  amount: ["net", "net amount", "amount", "transaction amount", "betrag", "umsatz", "bedrag", "montant", "importe", "importo", "belopp", "value", "amt"],
  debit: ["debit", "debits", "debit amount", "withdrawal", "withdrawals", "withdrawal amount", "money out", "paid out", "outflow", "soll", "af", "debet", "ausgang"],
  credit: ["credit", "credits", "credit amount", "deposit", "deposits", "deposit amount", "money in", "paid in", "inflow", "haben", "bij", "eingang"],
  balance: ["balance", "running balance", "running bal", "ledger balance", "account balance", "closing balance", "balance after", "saldo", "kontostand", "solde", "saldo na trn"],
  currency: ["currency", "ccy", "currency code", "iso currency code", "wahrung", "waehrung", "munt", "devise", "moneda"],
  status: ["status", "state", "transaction status"],
  fee: ["fee", "fees", "total fees", "fee amount", "gebuhr", "gebuehr"],
  description: ["description", "transaction description", "payee", "name", "counter party", "merchant", "memo", "narrative", "details", "verwendungszweck", "buchungstext", "omschrijving", "libelle", "reference"],
  category: ["category", "categories", "transaction category", "category name", "spending category"],
} as const;

export type Part = keyof typeof NAMES;

/** The index of the first header cell spelled as one of `names`, in the names' order of preference. */
export function findColumn(names: readonly string[], spellings: readonly string[]): number | undefined {
  for (const spelling of spellings) {
    const index = names.indexOf(spelling);
    if (index >= 0) return index;
  }
  return undefined;
}

export type TableStart =
  | { kind: "header"; index: number; layout?: Layout }
  | { kind: "headerless"; index: number; layout?: Layout };

/** How many records from the top may come before the header (title, account details, a summary block). */
const MAX_PREAMBLE = 40;

/**
 * The record that starts the table. A known layout's header wins (the most specific one when
 * several match); else the first record naming a date and an amount (or debit and credit); else a
 * headerless layout whose shape the first row fits.
 */
export function findTable(records: readonly CsvRecord[], layouts: readonly Layout[]): TableStart | undefined {
  const limit = Math.min(records.length, MAX_PREAMBLE);
  for (let index = 0; index < limit; index++) {
    const names = records[index]!.fields.map(normalizeName);
    const layout = bestLayout(names, layouts);
    if (layout !== undefined) return { kind: "header", index, layout };
    const hasDate = findColumn(names, NAMES.date) !== undefined;
    const hasAmount = findColumn(names, NAMES.amount) !== undefined;
    const hasDebitCredit = findColumn(names, NAMES.debit) !== undefined && findColumn(names, NAMES.credit) !== undefined;
    if (hasDate && (hasAmount || hasDebitCredit)) return { kind: "header", index };
  }
  const first = records[0];
  if (first === undefined) return undefined;
  for (const layout of layouts) {
    if (layout.headerless === true && fitsShape(first.fields, layout.headerlessShape ?? [])) return { kind: "headerless", index: 0, layout };
  }
  return undefined;
}

function bestLayout(names: readonly string[], layouts: readonly Layout[]): Layout | undefined {
  let best: Layout | undefined;
  for (const layout of layouts) {
    if (layout.headerless === true) continue;
    if (!layout.header.every((cell) => names.includes(normalizeName(cell)))) continue;
    if (best === undefined || layout.header.length > best.header.length) best = layout;
  }
  return best;
}

function fitsShape(fields: readonly string[], shape: readonly (string | undefined)[]): boolean {
  if (shape.length === 0 || fields.length !== shape.length) return false;
  return shape.every((pattern, i) => pattern === undefined || new RegExp(pattern).test(fields[i]!.trim()));
}
