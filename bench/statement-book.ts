/**
 * Books shaped like real bank statements, for every benchmark that must not be fooled by repeated
 * strings (`npm run bench`, `npm run bench:categories`):
 * - most rows have a description of their own: a counterparty with a reference, an invoice number,
 *   a trace number, a card number or a date, in the forms US, UK, German, French and Dutch exports
 *   print them; a few German and French names carry accents (UTF-8 beyond ASCII), as such exports do;
 * - some rows repeat exactly, as recurring payments do (payroll, rent, subscriptions, bank fees,
 *   card settlements): RECURRING_SHARE of rows, from a dozen fixed descriptions;
 * - counterparties repeat at the rate a small company's do: a few dozen regulars take 30% of the
 *   rows that are not recurring, the rest is a long tail of one-off names; half the rows name one;
 * - ids on 40% of rows, a category on `categoryShare` of rows (30% unless asked otherwise), a bank
 *   transaction code on the transfer forms' rows about half the time, a merchant category code on
 *   most card rows;
 * - payables, a scenario and an AR aging as bench/books.ts gives them, so every route has work.
 * Seeded (bench/books.ts's generator): every run and every machine measures the same bytes.
 */

import { plans, random, type Plans } from "./books.js";

const DAY_MS = 86_400_000;

/** Share of rows that are recurring payments with a fixed description. */
export const RECURRING_SHARE = 0.12;

/** Regular counterparties: a mix of names any bank feed carries and local firms. */
const REGULARS = [
  "GUSTO", "AMAZON WEB SERVICES", "GOOGLE WORKSPACE", "COMCAST BUSINESS", "PG&E", "UPS", "STAPLES", "DELTA AIR LINES", "HISCOX",
  "Stadtwerke München", "Finanzamt München", "Deutsche Telekom", "URSSAF", "EDF", "Belastingdienst", "KPN", "HMRC",
  "Riverside Properties LLC", "Blue Door Wholesale", "Valley Mill Co", "Harbor Weekly", "J. Ortega Design", "Kessler GmbH", "Atelier Morel",
];
const SYLLABLES = ["ar", "bel", "cor", "dan", "el", "fin", "gar", "hol", "is", "jan", "kel", "lor", "mar", "nor", "ost", "per", "quin", "ros", "sel", "tor", "ul", "ven", "wil", "xan", "yor", "zen"];
const SUFFIXES = ["LLC", "Ltd", "GmbH", "SARL", "BV", "Inc", "& Co", "Bakery", "Consulting", "Supplies", "Studio", ""];
const CITIES = ["SACRAMENTO CA", "LONDON", "MUENCHEN", "PARIS", "AMSTERDAM", "AUSTIN TX", "BRISTOL", "LYON"];
/** Categories as rows give them: taxonomy names and providers' words. */
const GIVEN = ["payroll", "rent", "software", "marketing", "travel", "FOOD_AND_DRINK", "Business Services-Other Services", "utilities"];
/** Merchant category codes of card rows: restaurants, software, airlines, books, SaaS, misc retail, groceries, taxis. */
const MCCS = ["5812", "5734", "4511", "5942", "7372", "5999", "5411", "4121"];

/** Recurring payments: the same description every time, as standing orders, direct debits and card plans print it. */
const RECURRING: readonly { description: string; counterparty: string; inflow: boolean; code?: string; mcc?: string }[] = [
  { description: "GUSTO PAYROLL NET PAY", counterparty: "GUSTO", inflow: false, code: "PMNT/ICDT/SALA" },
  { description: "RENT RIVERSIDE PROPERTIES LLC", counterparty: "Riverside Properties LLC", inflow: false, code: "BAI2:455" },
  { description: "Dauerauftrag Miete Büro Kessler GmbH", counterparty: "Kessler GmbH", inflow: false, code: "GVC:117" },
  { description: "PRLV SEPA URSSAF COTISATIONS", counterparty: "URSSAF", inflow: false, code: "PMNT/IDDT/ESDD" },
  { description: "AWS EMEA aws.amazon.co", counterparty: "AMAZON WEB SERVICES", inflow: false, mcc: "7372" },
  { description: "GOOGLE *GSUITE cc@google.com", counterparty: "GOOGLE WORKSPACE", inflow: false, mcc: "7372" },
  { description: "COMCAST BUSINESS 800-391-3000 PA", counterparty: "COMCAST BUSINESS", inflow: false, mcc: "4899" },
  { description: "MONTHLY SERVICE FEE", counterparty: "", inflow: false, code: "PMNT/MDOP/CHRG" },
  { description: "KPN B.V. Zakelijk abonnement", counterparty: "KPN", inflow: false, code: "PMNT/IDDT/ESDD" },
  { description: "STRIPE TRANSFER", counterparty: "STRIPE", inflow: true, code: "BAI2:165" },
  { description: "SQUARE INC DEPOSIT", counterparty: "SQUARE", inflow: true, code: "BAI2:147" },
  { description: "INTEREST PAYMENT", counterparty: "", inflow: true, code: "PMNT/MCRD/INTR" },
];

export interface StatementRow {
  date: string;
  amount_minor: number;
  description: string;
  counterparty?: string;
  id?: string;
  category?: string;
  bank_transaction_code?: string;
  mcc?: string;
  /** Set last, so that it comes last in every row's JSON. */
  currency?: string;
}

export interface StatementBook extends Plans {
  account_id: string;
  transactions: StatementRow[];
  balances: { current_minor: number; as_of: string; currency: string };
}

export interface StatementOptions {
  /** A category on every row (nothing to infer). */
  categorized?: boolean;
  /** Share of rows that give a category; 0.3 unless set. */
  categoryShare?: number;
  seed?: number;
}

export function statementBook(transactions: number, options: StatementOptions = {}): StatementBook {
  const next = random(options.seed ?? 7);
  const categoryShare = options.categorized === true ? 1 : (options.categoryShare ?? 0.3);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 10)).join("");
  const oneOff = () => {
    const name = `${pick(SYLLABLES)}${pick(SYLLABLES)}${pick(SYLLABLES)}`;
    return `${name[0]!.toUpperCase()}${name.slice(1)} ${pick(SUFFIXES)}`.trim();
  };
  const asOf = Date.UTC(2026, 9, 31);
  const dateOf = (daysBack: number) => new Date(asOf - daysBack * DAY_MS).toISOString().slice(0, 10);
  const rows: StatementRow[] = [];
  for (let i = 0; i < transactions; i++) {
    const date = dateOf(Math.floor(next() * 90));
    let inflow: boolean, amount: number, description: string;
    let counterparty: string | undefined, code: string | undefined, mcc: string | undefined;
    if (next() < RECURRING_SHARE) {
      const plan = pick(RECURRING);
      inflow = plan.inflow;
      amount = Math.round((inflow ? 60_000 : 90_000) * (0.5 + next()));
      description = plan.description;
      if (plan.counterparty !== "" && next() < 0.5) counterparty = plan.counterparty;
      code = plan.code;
      mcc = plan.mcc;
    } else {
      inflow = next() < 0.3;
      amount = Math.round((inflow ? 40_000 : 15_000) * (0.2 + next() * 2));
      // About 30% of these rows go to a regular counterparty; the rest are the long tail.
      const party = next() < 0.3 ? pick(REGULARS) : oneOff();
      const ref = digits(8);
      const form = Math.floor(next() * 6);
      description = [
        () => `ORIG CO NAME:${party} ORIG ID:${digits(10)} DESC DATE:${date.slice(2).replaceAll("-", "")} CO ENTRY DESCR:${inflow ? "PAYMENT" : "BILLPAY"} SEC:CCD TRACE#:${digits(15)}`,
        () => `POS PURCHASE ${party} ${pick(CITIES)} CARD ${digits(4)} ${date.slice(5)}`,
        () => `SEPA-${inflow ? "Gutschrift" : "Lastschrift"} ${party} RE ${ref} EREF+${digits(12)}`,
        () => `VIR SEPA ${party} FACT ${ref}`,
        () => `${party} INV-${ref} ${date}`,
        () => `SQ *${party.toUpperCase()} ${digits(6)}`,
      ][form]!();
      if (next() < 0.5) counterparty = party;
      const card = form === 1 || form === 5;
      if (card && next() < 0.8) mcc = pick(MCCS);
      if (!card && form !== 4 && next() < 0.5) code = transferCode(form, inflow);
    }
    const id = next() < 0.4 ? `${digits(6)}-${i}` : undefined;
    const category = next() < categoryShare ? pick(GIVEN) : undefined;
    // One key order for every row, optional keys left out, as an exporter writes them.
    const row: StatementRow = { date, amount_minor: inflow ? amount : -amount, description };
    if (counterparty !== undefined) row.counterparty = counterparty;
    if (id !== undefined) row.id = id;
    if (category !== undefined) row.category = category;
    if (code !== undefined) row.bank_transaction_code = code;
    if (mcc !== undefined) row.mcc = mcc;
    row.currency = "USD";
    rows.push(row);
  }
  return {
    account_id: "acct-statement-bench",
    transactions: rows,
    balances: { current_minor: 25_000_000, as_of: dateOf(0), currency: "USD" },
    ...plans(transactions, dateOf),
  };
}

/** The code a bank gives a transfer of each form: an ACH entry (BAI2) or a SEPA one (ISO 20022), in or out. */
function transferCode(form: number, inflow: boolean): string {
  if (form === 0) return inflow ? "BAI2:165" : "BAI2:455";
  return inflow ? "PMNT/RCDT/ESCT" : "PMNT/ICDT/ESCT";
}
