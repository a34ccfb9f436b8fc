/**
 * Books shaped like real bank statements, for the benchmarks that must not be fooled by repeated
 * strings: almost every row has its own description (a counterparty, a reference, a date, a card
 * number, as US, UK, German, French and Dutch exports print them), counterparties repeat at the rate
 * a small company's do (a few dozen regular vendors and customers, and a long tail of one-offs), ids
 * are on some rows, and a category on some rows only. Seeded: every run measures the same bytes.
 */

import { random } from "./books.js";

const DAY_MS = 86_400_000;


/** Regular counterparties: a mix of names any bank feed carries and local firms. */
const REGULARS = [
  "GUSTO", "AMAZON WEB SERVICES", "GOOGLE WORKSPACE", "COMCAST BUSINESS", "PG&E", "UPS", "STAPLES", "DELTA AIR LINES", "HISCOX",
  "Stadtwerke München", "Finanzamt München", "Deutsche Telekom", "URSSAF", "EDF", "Belastingdienst", "KPN", "HMRC",
  "Riverside Properties LLC", "Blue Door Wholesale", "Valley Mill Co", "Harbor Weekly", "J. Ortega Design", "Kessler GmbH", "Atelier Morel",
];
const SYLLABLES = ["ar", "bel", "cor", "dan", "el", "fin", "gar", "hol", "is", "jan", "kel", "lor", "mar", "nor", "ost", "per", "quin", "ros", "sel", "tor", "ul", "ven", "wil", "xan", "yor", "zen"];
const SUFFIXES = ["LLC", "Ltd", "GmbH", "SARL", "BV", "Inc", "& Co", "Bakery", "Consulting", "Supplies", "Studio", ""];
const CITIES = ["SACRAMENTO CA", "LONDON", "MUENCHEN", "PARIS", "AMSTERDAM", "AUSTIN TX", "BRISTOL", "LYON"];
const GIVEN = ["payroll", "rent", "software", "marketing", "travel", "FOOD_AND_DRINK", "Business Services-Other Services", "utilities"];

export interface StatementBook {
  account_id: string;
  transactions: { date: string; amount_minor: number; description: string; counterparty?: string; id?: string; category?: string; currency: string }[];
  balances: { current_minor: number; as_of: string; currency: string };
}

export function statementBook(transactions: number, options: { categorized?: boolean; seed?: number } = {}): StatementBook {
  const next = random(options.seed ?? 7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 10)).join("");
  const oneOff = () => {
    const name = `${pick(SYLLABLES)}${pick(SYLLABLES)}${pick(SYLLABLES)}`;
    return `${name[0]!.toUpperCase()}${name.slice(1)} ${pick(SUFFIXES)}`.trim();
  };
  const asOf = Date.UTC(2026, 9, 31);
  const rows: StatementBook["transactions"] = [];
  for (let i = 0; i < transactions; i++) {
    const daysBack = Math.floor(next() * 90);
    const date = new Date(asOf - daysBack * DAY_MS).toISOString().slice(0, 10);
    const inflow = next() < 0.3;
    const amount = Math.round((inflow ? 40_000 : 15_000) * (0.2 + next() * 2));
    // About 30% of rows go to a regular counterparty; the rest are the long tail.
    const party = next() < 0.3 ? pick(REGULARS) : oneOff();
    const ref = digits(8);
    const forms = [
      `ORIG CO NAME:${party} ORIG ID:${digits(10)} DESC DATE:${date.slice(2).replaceAll("-", "")} CO ENTRY DESCR:${inflow ? "PAYMENT" : "BILLPAY"} SEC:CCD TRACE#:${digits(15)}`,
      `POS PURCHASE ${party} ${pick(CITIES)} CARD ${digits(4)} ${date.slice(5)}`,
      `SEPA-${inflow ? "Gutschrift" : "Lastschrift"} ${party} RE ${ref} EREF+${digits(12)}`,
      `VIR SEPA ${party} FACT ${ref}`,
      `${party} ${ref} ${date}`,
      `SQ *${party.toUpperCase()} ${digits(6)}`,
    ];
    const row: StatementBook["transactions"][number] = { date, amount_minor: inflow ? amount : -amount, description: pick(forms), currency: "USD" };
    if (next() < 0.5) row.counterparty = party;
    if (next() < 0.4) row.id = `${digits(6)}-${i}`;
    if (options.categorized === true || next() < 0.15) row.category = pick(GIVEN);
    rows.push(row);
  }
  return { account_id: "acct-statement-bench", transactions: rows, balances: { current_minor: 25_000_000, as_of: "2026-10-31", currency: "USD" } };
}
