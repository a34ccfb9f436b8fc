/**
 * The known bank-export layouts (src/import/csv/layouts.ts), each read from a small export written
 * the way that bank writes it: its header spelling, delimiter, decimal mark, date format, encoding,
 * title lines, status and fee columns and running balance. The header and conventions of every
 * fixture come from the public material the layout names as its `source` (also cited per case
 * below); the rows are invented. Every expected figure is worked out by hand in the comment beside
 * it from the fixture's rows, never copied from program output.
 *
 * Fixtures: test/import/fixtures/csv/<layout id>.csv, read as bytes through importStatement, which
 * decodes them (UTF-8 or Windows-1252) and detects the format, as the CLI does.
 */

import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findTable, normalizeName } from "../../src/import/csv/header.js";
import { LAYOUTS } from "../../src/import/csv/layouts.js";
import { readRecords } from "../../src/import/csv/records.js";
import { importStatement } from "../../src/import/index.js";
import { decodeText } from "../../src/import/text.js";
import type { ImportedBook, ImportResult } from "../../src/import/types.js";

const FIXTURES = new URL("./fixtures/csv/", import.meta.url);
const fixtureBytes = (id: string): Uint8Array => new Uint8Array(readFileSync(new URL(`${id}.csv`, FIXTURES)));
const RUNS = { numRuns: Number(process.env.PROPERTY_RUNS ?? 200) };

function imported(result: ImportResult): ImportedBook {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.refusal)}`);
  return result.book;
}

function read(id: string): ImportedBook {
  return imported(importStatement(fixtureBytes(id), { fileName: `${id}.csv` }));
}

interface Expected {
  currency: string;
  count: number;
  /** Sum of the positive amounts, minor units. */
  moneyIn: number;
  /** Sum of the negative amounts as a positive number, minor units. */
  moneyOut: number;
  closing?: { minor: number; date: string };
  /** Notes the reading must produce (substrings). */
  notes?: string[];
}

const EXPECTED: Record<string, Expected> = {
  // Source: https://github.com/mtlynch/beancount-chase-bank (checking_test.py). Newest first, a trailing comma on every row.
  "chase-checking": {
    currency: "USD",
    count: 6,
    // in: 2450.00 (payroll)
    moneyIn: 245000,
    // out: 40.00 + 62.19 + 84.17 + 215.00 + 500.00 = 901.36
    moneyOut: 90136,
    // oldest first: 1803.00 (after Zelle) + 2450.00 = 4253.00, − 62.19 = 4190.81, − 84.17 = 4106.64, − 215.00 = 3891.64, − 500.00 = 3391.64 on 03/06
    closing: { minor: 339164, date: "2026-03-06" },
  },
  // Source: https://github.com/mtlynch/beancount-chase-bank (credit_test.py). A purchase is negative, a payment positive.
  "chase-credit-card": {
    currency: "USD",
    count: 6,
    // in: 500.00 (payment) + 12.99 (return) = 512.99
    moneyIn: 51299,
    // out: 34.99 + 6.45 + 48.20 + 15.49 = 105.13
    moneyOut: 10513,
  },
  // Source: https://github.com/mendelmaleh/pfin (parser/bofa). Summary block, blank line, then the table opening with the beginning balance.
  "bank-of-america": {
    currency: "USD",
    count: 5,
    // in: 3,100.00
    moneyIn: 310000,
    // out: 87.43 + 500.00 + 129.00 + 470.00 = 1,186.43 (the summary's "Total debits")
    moneyOut: 118643,
    // 1,250.00 + 3,100.00 − 1,186.43 = 3,163.57 (the summary's ending balance) on 03/09
    closing: { minor: 316357, date: "2026-03-09" },
    notes: ["Skipped 5 lines above the table", "as a balance, not a transaction"],
  },
  // Source: https://github.com/simonmichael/hledger (examples/csv/wellsfargo-checking.csv.rules). No header row.
  "wells-fargo": {
    currency: "USD",
    count: 6,
    // in: 2450.00 + 25.00 = 2475.00
    moneyIn: 247500,
    // out: 12.07 + 789.00 + 150.00 + 64.30 = 1015.37
    moneyOut: 101537,
  },
  // Source: https://github.com/useVenice/venice (format-capitalone-bank.ts). Magnitudes with Debit/Credit; MM/DD/YY.
  "capital-one-360": {
    currency: "USD",
    count: 5,
    // in: 2500.00 + 1.04 = 2501.04
    moneyIn: 250104,
    // out: 53.27 + 459.14 + 300.00 = 812.41
    moneyOut: 81241,
    // oldest first: 431.04 + 2500.00 = 2931.04, − 53.27 = 2877.77, − 459.14 = 2418.63, − 300.00 = 2118.63 on 03/09/26
    closing: { minor: 211863, date: "2026-03-09" },
  },
  // Source: https://github.com/reubano/csv2ofx (data/test/capitalone.csv). Charges in Debit, payments and refunds in Credit.
  "capital-one-card": {
    currency: "USD",
    count: 5,
    // in: 250.00 + 19.37 = 269.37
    moneyIn: 26937,
    // out: 48.20 + 53.76 + 57.44 = 159.40
    moneyOut: 15940,
  },
  // Source: https://github.com/mendelmaleh/pfin (parser/amex). A charge is positive; City/State spans two lines inside quotes.
  amex: {
    currency: "USD",
    count: 6,
    // in: 600.00 (autopay) + 412.60 (airline credit) = 1012.60
    moneyIn: 101260,
    // out: 15.49 + 23.45 + 412.60 + 87.12 = 538.66
    moneyOut: 53866,
  },
  // Source: https://github.com/mprentice/plutus (src/plutus/citi.py). Credits printed with a minus; one Pending row skipped.
  citi: {
    currency: "USD",
    count: 5,
    // in: 450.00 + 7.99 = 457.99
    moneyIn: 45799,
    // out: 17.99 + 30.77 + 41.98 = 90.74 (the pending 31.22 is not counted)
    moneyOut: 9074,
    notes: ["Skipped 1 pending row"],
  },
  // Source: https://github.com/redstreet/beancount_reds_importers (importers/discover). A purchase is positive.
  discover: {
    currency: "USD",
    count: 5,
    // in: 200.00 + 25.00 = 225.00
    moneyIn: 22500,
    // out: 88.20 + 6.75 + 9.99 = 104.94
    moneyOut: 10494,
  },
  // Source: https://github.com/redstreet/beancount_reds_importers (schwab_XXX234_Checking_Transactions_20220203.csv). A Status column; "$" amounts.
  "schwab-checking": {
    currency: "USD",
    count: 4,
    // in: 4,500.00 + 1.45 = 4501.45 (the Pending 84.12 is not counted)
    moneyIn: 450145,
    // out: 350.00 + 2,140.00 = 2490.00
    moneyOut: 249000,
    // oldest first: 5,757.00 (after the Stripe transfer) + 1.45 = 5,758.45, − 350.00 = 5,408.45, − 2,140.00 = 3,268.45 on 03/06
    closing: { minor: 326845, date: "2026-03-06" },
    notes: ["Skipped 1 pending row"],
  },
  // Source: https://github.com/redstreet/beancount_reds_importers (schwab_Checking_Transactions_1234.csv). A title, then "Pending Transactions" above "Posted Transactions".
  "schwab-checking-sections": {
    currency: "USD",
    count: 4,
    // in: 7,500.00 + 2.00 = 7502.00 (the pending 60.00 and 41.37 are not counted)
    moneyIn: 750200,
    // out: 1,000.00 + 96.50 = 1096.50
    moneyOut: 109650,
    // oldest first: 2,500.00 (after the interest) + 7,500.00 = 10,000.00, − 1,000.00 = 9,000.00, − 96.50 = 8,903.50 on 03/06
    closing: { minor: 890350, date: "2026-03-06" },
    notes: ["Skipped 1 line above the table", "Skipped 2 rows under the title 'Pending Transactions' (line 3)"],
  },
  // Source: https://github.com/LaunchPlatform/beanhub-extract (tests/extractors/fixtures/mercury.csv), statuses from Mercury's API documentation. MM-DD-YYYY; Pending and Failed skipped, Received counted.
  mercury: {
    currency: "USD",
    count: 6,
    // in: 4210.55 (Sent) + 2750.00 (Received: a completed incoming transfer) = 6960.55
    moneyIn: 696055,
    // out: 1500.00 + 45.00 + 46.00 + 353.63 = 1944.63 (the failed 1500.00 and pending 412.60 are not counted)
    moneyOut: 194463,
    notes: ["Skipped 1 pending row", "Skipped 1 failed row"],
  },
  // Source: https://github.com/useVenice/venice (format-brex.ts). A charge is positive, a payment to Brex negative.
  brex: {
    currency: "USD",
    count: 5,
    // in: 1427.75 (payment) + 48.75 (refund) = 1476.50
    moneyIn: 147650,
    // out: 129.00 + 48.75 + 1250.00 = 1427.75
    moneyOut: 142775,
  },
  // Source: https://github.com/Samathy/financier (formats/barclays.json). DD/MM/YYYY, signed amounts.
  barclays: {
    currency: "GBP",
    count: 5,
    // in: 2150.00
    moneyIn: 215000,
    // out: 23.50 + 61.20 + 850.00 + 9.99 = 944.69
    moneyOut: 94469,
  },
  // Source: https://github.com/Samathy/financier (formats/lloyds.json). Debit and credit columns, newest first.
  lloyds: {
    currency: "GBP",
    count: 5,
    // in: 2100.00
    moneyIn: 210000,
    // out: 42.18 + 78.00 + 650.00 + 3.45 = 773.63
    moneyOut: 77363,
    // oldest first: 515.55 + 2100.00 = 2615.55, − 650.00 = 1965.55, − 78.00 = 1887.55, − 42.18 = 1845.37 on 09/03
    closing: { minor: 184537, date: "2026-03-09" },
  },
  // Source: https://github.com/Samathy/financier (formats/nationwide.json). Windows-1252 "£", account lines above the table.
  nationwide: {
    currency: "GBP",
    count: 5,
    // in: 2,300.00
    moneyIn: 230000,
    // out: 142.00 + 54.74 + 450.00 + 23.00 = 669.74
    moneyOut: 66974,
    // 212.40 + 2300.00 = 2512.40, − 142.00 = 2370.40, − 54.74 = 2315.66, − 450.00 = 1865.66, − 23.00 = 1842.66 (the "Account Balance:" line)
    closing: { minor: 184266, date: "2026-03-08" },
    notes: ["Windows-1252", "Skipped 3 lines above the table"],
  },
  // Source: https://github.com/simonmichael/hledger (examples/csv/monzo.csv.rules). With the newer Balance column.
  monzo: {
    currency: "GBP",
    count: 6,
    // in: 2400.00 + 25.00 = 2425.00
    moneyIn: 242500,
    // out: 6.85 + 38.50 + 13.75 + 200.00 = 259.10
    moneyOut: 25910,
    // 2650.00 − 6.85 = 2643.15, − 38.50 = 2604.65, − 13.75 = 2590.90, − 200.00 = 2390.90, + 25.00 = 2415.90 on 07/03
    closing: { minor: 241590, date: "2026-03-07" },
  },
  // Source: https://github.com/reubano/csv2ofx (mappings/starling.py). The currency is in the header: "Amount (GBP)".
  starling: {
    currency: "GBP",
    count: 6,
    // in: 2200.00 + 12.00 = 2212.00
    moneyIn: 221200,
    // out: 14.99 + 95.00 + 700.00 + 27.49 = 837.48
    moneyOut: 83748,
    // 2520.30 − 14.99 = 2505.31, − 95.00 = 2410.31, − 700.00 = 1710.31, − 27.49 = 1682.82, + 12.00 = 1694.82 on 09/03
    closing: { minor: 169482, date: "2026-03-09" },
  },
  // Source: https://github.com/tarioch/beancounttools (importers/revolut). Fee off the balance; DECLINED, REVERTED and PENDING skipped.
  revolut: {
    currency: "EUR",
    // four rows that moved money, and their two fees written as rows of their own
    count: 6,
    // in: 1000.00
    moneyIn: 100000,
    // out: 23.40 + 100.00 + 2.50 fee + 200.00 + 1.00 fee = 326.90
    moneyOut: 32690,
    // 1120.00 − 23.40 = 1096.60, − 102.50 = 994.10, − 201.00 = 793.10 on 2026-03-06
    closing: { minor: 79310, date: "2026-03-06" },
    notes: ["Skipped 1 declined row", "Skipped 1 reverted row", "Skipped 1 pending row"],
  },
  // Source: https://github.com/reubano/csv2ofx (data/test/n26-fr.csv). ISO dates, "Amount (EUR)".
  n26: {
    currency: "EUR",
    count: 5,
    // in: 2850.00
    moneyIn: 285000,
    // out: 42.17 + 950.00 + 39.99 + 8.14 = 1040.30
    moneyOut: 104030,
  },
  // Source: https://github.com/bank2ynab/bank2ynab (bank2ynab.conf, "NL ING Checking 2020"). Semicolons, YYYYMMDD, Af/Bij, decimal comma.
  "ing-nl": {
    currency: "EUR",
    count: 5,
    // in: 3.150,00 + 12,50 = 3162.50
    moneyIn: 316250,
    // out: 34,56 + 112,00 + 850,00 = 996.56
    moneyOut: 99656,
  },
  // Source: https://github.com/firefly-iii/import-configurations (de/deutschebank/Readme.md). Windows-1252, four title lines, a closing "Kontostand" line.
  "deutsche-bank": {
    currency: "EUR",
    count: 5,
    // in: 3.420,00 + 75,00 = 3495.00
    moneyIn: 349500,
    // out: 56,40 + 89,00 + 1.150,00 = 1295.40
    moneyOut: 129540,
    // The closing line "Kontostand;10.03.2026;;;2.118,52;EUR" states the balance and its date.
    closing: { minor: 211852, date: "2026-03-10" },
    notes: ["Windows-1252", "Skipped 4 lines above the table", "Skipped 1 summary line below the table", "Read the closing balance €2,118.52 from line 11 ('Kontostand')"],
  },
  // Source: https://github.com/reubano/csv2ofx (data/test/sparkasse.csv). Windows-1252, DD.MM.YY, "Umsatz vorgemerkt" skipped.
  sparkasse: {
    currency: "EUR",
    count: 5,
    // in: 2.640,00 + 18,00 = 2658.00
    moneyIn: 265800,
    // out: 24,14 + 780,00 + 4,95 = 809.09 (the pre-noted 37,85 is not counted)
    moneyOut: 80909,
    notes: ["Windows-1252", "Skipped 1 umsatz vorgemerkt row"],
  },
  // Source: https://github.com/VibeNL/GhostfolioSidekick (TestFiles/Bunq). Semicolons, "1.000,00".
  bunq: {
    currency: "EUR",
    count: 5,
    // in: 1.000,00 + 0,42 = 1000.42
    moneyIn: 100042,
    // out: 23,95 + 650,00 + 12,50 = 686.45
    moneyOut: 68645,
  },
  // Source: https://github.com/useVenice/venice (format-wise.ts). DD-MM-YYYY; the amount already includes "Total fees".
  wise: {
    currency: "EUR",
    count: 5,
    // in: 2000.00
    moneyIn: 200000,
    // out: 18.40 + 503.12 + 200.00 + 29.27 = 750.79
    moneyOut: 75079,
    // oldest first: 70.73 + 2000.00 = 2070.73, − 200.00 = 1870.73, − 503.12 = 1367.61, − 18.40 = 1349.21 on 09-03
    closing: { minor: 134921, date: "2026-03-09" },
  },
  // Source: https://github.com/simonmichael/hledger (examples/csv/paypal-custom.csv.rules, default fields). Net = Gross + Fee; the Memo row skipped.
  paypal: {
    currency: "USD",
    count: 6,
    // in: (10.00 − 0.59) + 4.58 (pending bank funding, Balance Impact Credit) + (125.00 − 4.14) = 9.41 + 4.58 + 120.86 = 134.85
    moneyIn: 13485,
    // out: 6.99 + 7.00 + 100.00 = 113.99 (the 25.00 authorisation is a memo)
    moneyOut: 11399,
    // 9.41 − 6.99 = 2.42, − 7.00 = −4.58, + 4.58 = 0.00, + 120.86 = 120.86, − 100.00 = 20.86 on 03/22
    closing: { minor: 2086, date: "2026-03-22" },
    notes: ["Skipped 1 memo row"],
  },
  // Source: https://github.com/simonmichael/hledger (examples/csv/other/stripe.csv). Net = gross − fee.
  stripe: {
    currency: "USD",
    count: 5,
    // in: (120.00 − 3.78) + (45.00 − 1.61) + (80.00 − 2.62) = 116.22 + 43.39 + 77.38 = 236.99
    moneyIn: 23699,
    // out: 45.00 (refund) + 114.61 (payout) = 159.61
    moneyOut: 15961,
  },
};

const sumIn = (book: ImportedBook) => book.transactions.reduce((sum, t) => sum + Math.max(t.amountMinor, 0), 0);
const sumOut = (book: ImportedBook) => book.transactions.reduce((sum, t) => sum + Math.max(-t.amountMinor, 0), 0);

describe("known layouts: each bank's export read to the figures worked out by hand", () => {
  for (const [id, expected] of Object.entries(EXPECTED)) {
    it(id, () => {
      const book = read(id);
      expect(book.format).toBe("csv");
      expect(book.layout).toBe(id);
      expect(book.currency).toBe(expected.currency);
      expect(book.transactions).toHaveLength(expected.count);
      expect(sumIn(book)).toBe(expected.moneyIn);
      expect(sumOut(book)).toBe(expected.moneyOut);
      if (expected.closing === undefined) {
        expect(book.closingBalanceMinor).toBeUndefined();
      } else {
        expect(book.closingBalanceMinor).toBe(expected.closing.minor);
        expect(book.closingBalanceDate).toBe(expected.closing.date);
      }
      const notes = book.notes.map((note) => note.text).join("\n");
      for (const note of expected.notes ?? []) expect(notes).toContain(note);
    });
  }
});

describe("the table of layouts", () => {
  it("every layout has a unique id, an https source and a fixture with worked figures", () => {
    const ids = LAYOUTS.map((layout) => layout.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const layout of LAYOUTS) {
      expect(layout.source, layout.id).toMatch(/^https:\/\/\S+$/);
      expect(EXPECTED[layout.id], `${layout.id} has no worked fixture`).toBeDefined();
    }
    expect(Object.keys(EXPECTED).sort()).toEqual([...ids].sort());
    expect(ids.length).toBeGreaterThanOrEqual(22);
  });

  it("every layout names, among its header cells, each column it reads", () => {
    for (const layout of LAYOUTS) {
      const cells = new Set(layout.header.map(normalizeName));
      const read = [layout.date, ...(layout.amount.kind === "debit-credit" ? [layout.amount.debit, layout.amount.credit] : [layout.amount.column])];
      if (layout.amount.kind === "unsigned-with-type") read.push(layout.amount.typeColumn);
      if (layout.fee !== undefined) read.push(layout.fee.column);
      if (layout.status !== undefined) read.push(layout.status.column);
      if (typeof layout.currency === "object") read.push(layout.currency.column);
      for (const column of read) expect(cells.has(normalizeName(column)), `${layout.id}: ${column}`).toBe(true);
    }
  });

  it("each fixture's header row is matched by its own layout and by no other", () => {
    for (const layout of LAYOUTS) {
      const split = readRecords(decodeText(fixtureBytes(layout.id)).text, layout.delimiter);
      if (!split.ok) throw new Error(`${layout.id}: ${split.problem}`);
      const start = findTable(split.records, LAYOUTS);
      expect(start?.layout?.id, layout.id).toBe(layout.id);
      if (start!.kind === "headerless") {
        // Only one headerless layout may fit the first row, and no header row may be found above it.
        const first = split.records[0]!.fields;
        const fitting = LAYOUTS.filter((other) => other.headerless === true && other.headerlessShape!.length === first.length && other.headerlessShape!.every((p, i) => p === undefined || new RegExp(p).test(first[i]!.trim())));
        expect(fitting.map((other) => other.id)).toEqual([layout.id]);
        continue;
      }
      const names = split.records[start!.index]!.fields.map(normalizeName);
      const fitting = LAYOUTS.filter((other) => other.headerless !== true && other.header.every((cell) => names.includes(normalizeName(cell))));
      expect(fitting.map((other) => other.id), layout.id).toEqual([layout.id]);
    }
  });

  it("a plain Date,Description,Amount export is left to the generic reader, not taken for a card layout", () => {
    // Amex and Discover print charges positive; a bank file with just these three columns must not be read that way.
    const text = "Date,Description,Amount,Balance\n2026-03-01,SALARY,1000.00,1000.00\n2026-03-02,RENT,-400.00,600.00\n";
    const book = imported(importStatement(new TextEncoder().encode(text), { fileName: "plain.csv", currency: "USD" }));
    expect(book.layout).toBeUndefined();
    // in 1000.00, out 400.00
    expect(sumIn(book)).toBe(100000);
    expect(sumOut(book)).toBe(40000);
  });
});

describe("what a layout does not settle is refused, naming the place", () => {
  const refusal = (id: string, edit: (text: string) => string) => {
    const text = edit(decodeText(fixtureBytes(id)).text);
    const result = importStatement(new TextEncoder().encode(text), { fileName: `${id}.csv` });
    if (result.ok) throw new Error(`${id}: expected a refusal`);
    return result.refusal;
  };

  it("a Revolut State the layout does not know", () => {
    const found = refusal("revolut", (text) => text.replace("EUR,REVERTED,", "EUR,ARCHIVED,"));
    // The header is line 1; the REVERTED row is the 7th line.
    expect(found.at).toBe("line 7, column 'State'");
    expect(found.expected).toContain("'ARCHIVED' is not a status");
  });

  it("a Capital One 360 Transaction Type that is neither Debit nor Credit", () => {
    const found = refusal("capital-one-360", (text) => text.replace("Check #456 Cashed,03/06/26,Debit", "Check #456 Cashed,03/06/26,Hold"));
    expect(found.at).toBe("line 3, column 'Transaction Type'");
    expect(found.expected).toContain("'Hold' does not say whether money came in or went out");
  });

  it("a Lloyds running balance that does not follow from the amounts", () => {
    // 1965.55 − 78.00 = 1887.55; the file is edited to say 1888.55 on the 06/03 row (line 3).
    const found = refusal("lloyds", (text) => text.replace("78.00,,1887.55", "78.00,,1888.55"));
    expect(found.at).toBe("line 3, column 'Balance'");
  });

  it("a Revolut fee read as already included would break the balance, so the fee rule is checked on every row", () => {
    // With the 2.50 fee dropped, 1096.60 − 100.00 = 996.60 ≠ 994.10 on the ATM row (line 4).
    const found = refusal("revolut", (text) => text.replace("-100.00,2.50,", "-100.00,0.00,"));
    expect(found.at).toBe("line 4, column 'Balance'");
  });

  it("a PayPal row whose net is not the gross less the fee", () => {
    // Line 2: 10.00 gross, −0.59 fee; the net edited from 9.41 (10.00 − 0.59) to 10.59 (10.00 + 0.59, a sign error).
    const found = refusal("paypal", (text) => text.replace('"10.00","-0.59","9.41"', '"10.00","-0.59","10.59"'));
    expect(found.at).toBe("line 2, column 'Net'");
    expect(found.expected).toContain("the net 10.59 is not the gross 10.00 less the fee -0.59");
  });

  it("a Stripe row whose net is the gross plus the fee", () => {
    // Line 2: 120.00 gross, 3.78 fee (printed positive); the net edited from 116.22 to 123.78.
    const found = refusal("stripe", (text) => text.replace('"120.00","3.78","116.22"', '"120.00","3.78","123.78"'));
    expect(found.at).toBe("line 2, column 'net'");
  });

  it("a Wells Fargo row in another shape is not taken for the headerless layout", () => {
    const found = refusal("wells-fargo", (text) => text.replace('"03/02/2026","2450.00","*"', '"03/02/2026","2450.00","#"'));
    // Read by its rows instead, as a file with no header (its cheque numbers no money), it asks only
    // for the date order that the layout would have settled.
    expect(found.expected).toContain("dates in one order");
  });
});

describe("what a categorizer needs is kept: the bank's type, id and other party", () => {
  it("Chase checking's Type column as TYPE:<code>", () => {
    // Source: https://github.com/mtlynch/beancount-chase-bank (checking_test.py); the fixture's Type column, top to bottom.
    expect(read("chase-checking").transactions.map((t) => t.bankTransactionCode)).toEqual(["TYPE:ACCT_XFER", "TYPE:CHECK_PAID", "TYPE:ACH_DEBIT", "TYPE:DEBIT_CARD", "TYPE:ACH_CREDIT", "TYPE:QUICKPAY_DEBIT"]);
  });

  it("Wise's id, and the payee, payer or merchant as the other party", () => {
    const book = read("wise");
    // Source: https://github.com/useVenice/venice (format-wise.ts); the fixture's rows top to bottom.
    expect(book.transactions.map((t) => [t.id, t.counterparty])).toEqual([
      ["CARD-1234567890", "Cafe Central"],
      ["TRANSFER-987654321", "Hans Muster"],
      ["CONVERSION-55555555", undefined],
      ["TRANSFER-111111111", "ACME GMBH"],
      ["CARD-777777777", "Tesco"],
    ]);
  });

  it("Wise's payment reference beside the description, once", () => {
    const book = read("wise");
    // The fixture's second row: Description "Sent money to Hans Muster", Payment Reference "Rechnung 42".
    // The fourth row's reference, "Invoice 2026-03", is already in its description and is not repeated.
    expect(book.transactions.map((t) => t.description)).toEqual([
      "Card transaction of 18.40 EUR issued by Cafe Central WIEN",
      "Sent money to Hans Muster — Rechnung 42",
      "Converted 200.00 EUR to 171.03 GBP",
      "Received money from ACME GMBH with reference Invoice 2026-03",
      "Card transaction of 25.00 GBP issued by Tesco LONDON",
    ]);
  });

  it("Monzo's bank text and notes beside its name, each once", () => {
    // The fixture's Name, Description and "Notes and #tags" columns, row by row: a description that
    // only repeats the name (THAMES WATER) is left out; the notes follow it.
    expect(read("monzo").transactions.map((t) => t.description)).toEqual([
      "ACME UK LTD — SALARY MARCH",
      "Pret A Manger — PRET A MANGER      LONDON        GBR",
      "Thames Water",
      "Berry Farm's Gosq. — SQ *BERRY FARM'S GOSQ. BLACKFALDS    CAN",
      "Savings — pot_0000AoQxyz",
      "Jane Smith — Dinner #split",
    ]);
  });

  it("PayPal's item title beside the name, and a subject that repeats it left out", () => {
    // The fixture's rows with a Balance Impact (the Memo row is skipped): Name, then Item Title.
    expect(read("paypal").transactions.map((t) => t.description)).toEqual([
      "Noble Benefactor — Monthly support",
      "Calm Radio — MONTHLY",
      "Patreon — Patreon* Membership",
      undefined,
      "Acme Widgets — Widget, blue",
      undefined,
    ]);
    // A download whose Subject repeats the Item Title (as PayPal's often does), and a Note of its own.
    const edited = decodeText(fixtureBytes("paypal")).text.replace('"9.41","","","","","","","","","","","Credit"', '"9.41","","","","","","","","Monthly support","Thank you!","","Credit"');
    const book = imported(importStatement(new TextEncoder().encode(edited), { fileName: "paypal.csv" }));
    expect(book.transactions[0]!.description).toBe("Noble Benefactor — Monthly support — Thank you!");
  });

  it("Revolut's and Monzo's types, Monzo's id and name", () => {
    expect(read("revolut").transactions[0]!.bankTransactionCode).toBe("TYPE:TOPUP");
    const monzo = read("monzo").transactions[0]!;
    expect(monzo).toMatchObject({ id: "tx_0000AoQ1a2b3c4d5e6f7g8", counterparty: "ACME UK LTD", bankTransactionCode: "TYPE:Faster payment", category: "Income" });
  });

  it("every layout with a category column still gives it", () => {
    // Chase card: the first row's Category is "Shopping".
    expect(read("chase-credit-card").transactions[0]).toMatchObject({ category: "Shopping", bankTransactionCode: "TYPE:Sale" });
  });
});

// ---------------------------------------------------------------------------------------------
// Properties: a small writer for two layouts, and hostile edits of every fixture.
// ---------------------------------------------------------------------------------------------

/** Random movements in cents, dated day by day from 2026-01-01, never zero. */
const movements = fc.array(
  fc.integer({ min: -500_000, max: 500_000 }).filter((cents) => cents !== 0),
  { minLength: 1, maxLength: 25 },
);
const dayOf = (i: number) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10);
const money = (cents: number) => `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

describe("round trip: transactions written in a layout read back the same", () => {
  it("Chase checking, newest first with a running balance", () => {
    fc.assert(
      fc.property(movements, fc.integer({ min: 0, max: 1_000_000 }), (amounts, opening) => {
        let balance = opening;
        const rows = amounts.map((cents, i) => {
          balance += cents;
          return `${cents > 0 ? "CREDIT" : "DEBIT"},${usDate(dayOf(i))},"ROW ${i}",${money(cents)},MISC,${money(balance)},,`;
        });
        const text = ["Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #", ...rows.reverse()].join("\n");
        const book = imported(importStatement(new TextEncoder().encode(text), { fileName: "chase.csv" }));
        expect(book.layout).toBe("chase-checking");
        const back = [...book.transactions].reverse();
        expect(back.map((t) => t.amountMinor)).toEqual(amounts);
        expect(back.map((t) => t.date)).toEqual(amounts.map((_, i) => dayOf(i)));
        expect(book.closingBalanceMinor).toBe(balance);
      }),
      RUNS,
    );
  });

  it("Revolut, with fees off the balance and rows that never completed", () => {
    const row = fc.record({ cents: fc.integer({ min: -300_000, max: 300_000 }).filter((c) => c !== 0), fee: fc.integer({ min: 0, max: 500 }), state: fc.constantFrom("COMPLETED", "COMPLETED", "COMPLETED", "PENDING", "DECLINED", "REVERTED", "FAILED") });
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 25 }), (rows) => {
        let balance = 50_000;
        const lines = rows.map((r, i) => {
          const day = dayOf(i);
          if (r.state !== "COMPLETED") return `CARD_PAYMENT,Current,${day} 10:00:00,,ROW ${i},${money(r.cents)},${money(r.fee)},EUR,${r.state},`;
          balance += r.cents - r.fee;
          return `CARD_PAYMENT,Current,${day} 10:00:00,${day} 10:00:01,ROW ${i},${money(r.cents)},${money(r.fee)},EUR,COMPLETED,${money(balance)}`;
        });
        const text = ["Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance", ...lines].join("\n");
        const completed = rows.filter((r) => r.state === "COMPLETED");
        const result = importStatement(new TextEncoder().encode(text), { fileName: "revolut.csv" });
        if (completed.length === 0) return; // nothing moved money: a refusal or an empty book, either is fair
        const book = imported(result);
        expect(book.layout).toBe("revolut");
        // Each completed row, then its fee as a row of its own where it has one.
        expect(book.transactions.map((t) => t.amountMinor)).toEqual(completed.flatMap((r) => (r.fee === 0 ? [r.cents] : [r.cents, -r.fee])));
        expect(book.closingBalanceMinor).toBe(balance);
      }),
      RUNS,
    );
  });
});

describe("no edit of a known layout's export makes the reader throw", () => {
  const texts = LAYOUTS.map((layout) => decodeText(fixtureBytes(layout.id)).text);
  it("deleting, duplicating or replacing characters and lines", () => {
    const edit = fc.record({
      file: fc.nat({ max: texts.length - 1 }),
      at: fc.nat(),
      length: fc.nat({ max: 40 }),
      insert: fc.oneof(fc.constantFrom(",", ";", '"', "\n", "\r\n", "-", ".", "£", "(", ")", "CR", "PENDING", ""), fc.string({ maxLength: 12 })),
    });
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 4 }), (edits) => {
        let text = texts[edits[0]!.file]!;
        for (const e of edits) {
          const at = text.length === 0 ? 0 : e.at % text.length;
          text = text.slice(0, at) + e.insert + text.slice(at + e.length);
        }
        const bytes = new TextEncoder().encode(text);
        const result = importStatement(bytes, { fileName: "edited.csv" });
        expect(typeof result.ok).toBe("boolean");
      }),
      RUNS,
    );
  });
});
