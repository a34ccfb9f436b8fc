/**
 * The camt reader against files written from the ISO 20022 message definitions and banks' published
 * samples:
 *   - camt.053.001.02 / .001.08 and camt.052.001.02, ISO 20022 message definitions
 *     (BankToCustomerStatementV02/V08, BankToCustomerAccountReportV02):
 *     https://www.iso20022.org/iso-20022-message-definitions (catalogue "Bank-to-Customer Cash Management")
 *   - the German banking industry's camt.053 usage (balance PRCD/CLBD, BkTxCd Prtry "NTRF+166",
 *     AddtlNtryInf "SEPA-GUTSCHRIFT") as in Deutsche Bank's "camt.053 Kontoauszug" sample and the
 *     DFÜ-Abkommen Anlage 3 (https://www.ebics.de/de/datenformate);
 *   - the Dutch v8 layout with `<Sts><Cd>BOOK</Cd></Sts>` and `Cdtr/Pty/Nm`, as in ING's and ABN AMRO's
 *     camt.053.001.08 format descriptions (https://www.ing.nl/zakelijk/betalen/geld-ontvangen/camt053);
 *   - an intraday camt.052 with OPBD and ITBD balances and a pending entry, as in Danske Bank's
 *     camt.052 implementation guide (https://danskeci.com/ci/transaction-banking/payments/file-formats).
 * Every expected figure below is worked out by hand from the fixture, in the comment above it.
 */

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { camtReader } from "../../src/import/camt/reader.js";
import type { ImportedBook } from "../../src/import/types.js";
import { detect, itNeverThrows, moneyIn, moneyOut, noteTexts, readerHarness } from "../support/import.js";

const { fixture, result: read, read: book, refusalOf: refusal } = readerHarness(camtReader, "statement.xml", "camt");
const notes = (b: ImportedBook) => noteTexts(b).join("\n");

const v02 = fixture("statement-camt053-v02.xml");
const v08 = fixture("statements-camt053-v08.xml");
const report = fixture("report-camt052-v02.xml");

/** The file as [before the statements, Stmt[1], Stmt[2], after them], each statement with its own lines. */
const parts = (text: string) => {
  const start = text.indexOf("    <ns2:Stmt>");
  const middle = text.indexOf("    <ns2:Stmt>", start + 1);
  const end = text.lastIndexOf("</ns2:Stmt>\n") + "</ns2:Stmt>\n".length;
  return [text.slice(0, start), text.slice(start, middle), text.slice(middle, end), text.slice(end)] as const;
};

describe("camt.053.001.02 (statement-camt053-v02.xml, German bank)", () => {
  it("is detected with certainty", () => {
    expect(detect(camtReader, v02)).toBe(2);
    expect(detect(camtReader, "Date,Amount\n")).toBe(0);
  });

  it("reads the booked entries, checks the balances and the control totals", () => {
    const b = book(v02);
    // Four entries, all BOOK on 2026-01-15: CRDT 2500.00, DBIT 1190.00, DBIT 89.90, DBIT 12.50.
    // Codes from BkTxCd/Domn (the Prtry NTRF+166+00900 beside it gives way to the ISO code); the
    // credit's debtor and the debits' creditors are the counterparties; only Ntry[1] has an
    // AcctSvcrRef, and Ntry[2..4] have no NtryRef nor an EndToEndId, so no id.
    expect(b.transactions).toEqual([
      { date: "2026-01-15", amountMinor: 250000, description: "Kunde AG — Rechnung 2026-0042", counterparty: "Kunde AG", id: "2026011512345001", bankTransactionCode: "PMNT/RCDT/ESCT", source: "Stmt[1]/Ntry[1] (line 74)" },
      { date: "2026-01-15", amountMinor: -119000, description: "Büro Vermietung KG — Miete Januar 2026", counterparty: "Büro Vermietung KG", bankTransactionCode: "PMNT/ICDT/ESCT", source: "Stmt[1]/Ntry[2] (line 125)" },
      { date: "2026-01-15", amountMinor: -8990, description: "Telekom Deutschland GmbH — Kundennr 12345678 Rechnung 01/2026", counterparty: "Telekom Deutschland GmbH", bankTransactionCode: "PMNT/IDDT/ESDD", source: "Stmt[1]/Ntry[3] (line 158)" },
      { date: "2026-01-15", amountMinor: -1250, description: "Kontoführungsgebühr 12/2025", bankTransactionCode: "ACMT/MDOP/CHRG", source: "Stmt[1]/Ntry[4] (line 192)" },
    ]);
    // In 2500.00; out 1190.00 + 89.90 + 12.50 = 1292.40; net +1207.60.
    expect(moneyIn(b)).toBe(250000);
    expect(moneyOut(b)).toBe(129240);
    // PRCD 12345.67 + 1207.60 = 13553.27 = CLBD.
    expect(b.closingBalanceMinor).toBe(1355327);
    expect(b.closingBalanceDate).toBe("2026-01-15");
    expect(b.currency).toBe("EUR");
    expect(b.accountId).toBe("DE89370400440532013000");
    expect(b.format).toBe("camt.053");
    expect(notes(b)).toContain("Read camt.053.001.02: 1 statement for account DE89370400440532013000, 4 booked entries in EUR");
    expect(notes(b)).toContain("Checked the balances: opening PRCD 12345.67 + booked entries 1207.60 = closing CLBD 13553.27");
    // TxsSummry: 4 entries, sum 2500.00 + 1292.40 = 3792.40, net 1207.60 CRDT; 1 credit 2500.00; 3 debits 1292.40.
    expect(notes(b)).toContain("Checked the control totals (TxsSummry) of the statement against the entries");
  });
});

describe("codes, ids and counterparties (codes-camt053-v02.xml)", () => {
  // Written from the camt.053.001.02 test statement of OCA's bank-statement-import
  // (https://github.com/OCA/bank-statement-import/blob/6ed2537669761bbf2e91b81ec61df9805dde17cc/account_statement_import_camt/test_files/test-camt053):
  // its three entries kept with their BkTxCd, references and parties, addresses and agents
  // dropped, an AcctSvcrRef and an NtryRef added, a fee entry with only a proprietary code (as
  // German banks write DK codes) added, and the closing balance set so the entries add up:
  // 15568.27 − 754.25 − 664.05 + 1405.31 − 2.50 = 15552.78.
  const b = book(fixture("codes-camt053-v02.xml"));

  it("gives each entry its ISO or proprietary code, the bank's id and the other party", () => {
    expect(b.transactions.map(({ amountMinor, counterparty, id, bankTransactionCode }) => ({ amountMinor, counterparty, id, bankTransactionCode }))).toEqual([
      // A debit: the creditor is the other party; AcctSvcrRef is the id (the EndToEndId is not needed).
      { amountMinor: -75425, counterparty: "INSURANCE COMPANY TESTX", id: "ABNA20140105DD0001", bankTransactionCode: "PMNT/RDDT/ESDD" },
      // A batch of two TxDtls: no one counterparty; NtryRef is the id.
      { amountMinor: -66405, counterparty: undefined, id: "20140105-0002", bankTransactionCode: "PMNT/IDDT/UPDD" },
      // A credit: the debtor; no AcctSvcrRef nor NtryRef, so the single TxDtls's EndToEndId.
      { amountMinor: 140531, counterparty: "3rd party Media", id: "115", bankTransactionCode: "PMNT/RCDT/ESCT" },
      // No Domn: the proprietary code as TYPE:; no reference of any kind, so no id.
      { amountMinor: -250, counterparty: undefined, id: undefined, bankTransactionCode: "TYPE:NCHG+808" },
    ]);
    // The description is as before: the party and the remittance text.
    expect(b.transactions[0]!.description).toBe("INSURANCE COMPANY TESTX — Insurance policy 857239PERIOD 01.01.2014 - 31.12.2014");
    expect(b.closingBalanceMinor).toBe(1555278);
  });

  it("names the creditor of a reversed debit: the reversal hands back money that creditor had collected", () => {
    // Ntry[1] as a reversal (RvslInd true, CRDT: the insurer's direct debit handed back): money
    // comes in, and the other party is the creditor of the original debit, not a debtor.
    // 15568.27 + 754.25 − 664.05 + 1405.31 − 2.50 = 17061.28.
    const reversed = fixture("codes-camt053-v02.xml")
      .replace("<CdtDbtInd>DBIT</CdtDbtInd>\n                <Sts>BOOK</Sts>", "<CdtDbtInd>CRDT</CdtDbtInd>\n                <RvslInd>true</RvslInd>\n                <Sts>BOOK</Sts>")
      .replace("15552.78", "17061.28");
    const first = book(reversed).transactions[0]!;
    expect(first.amountMinor).toBe(75425);
    expect(first.counterparty).toBe("INSURANCE COMPANY TESTX");
  });

  it("gives no id to two entries that share a reference", () => {
    const twice = fixture("codes-camt053-v02.xml").replace("<NtryRef>20140105-0002</NtryRef>", "<AcctSvcrRef>ABNA20140105DD0001</AcctSvcrRef>");
    const read = book(twice);
    expect(read.transactions.map((t) => t.id)).toEqual([undefined, undefined, "115", undefined]);
    expect(notes(read)).toContain("Gave no bank id to 2 entries whose reference another entry of the file also has");
  });
});

describe("camt.053.001.08 (statements-camt053-v08.xml, two days of one account, ns2: prefix)", () => {
  it("reads both statements, chained, with Sts/Cd and a booking date-time", () => {
    const b = book(v08);
    // Stmt[1], 2026-03-02: OPBD 5000.00; CRDT 750.00, DBIT 42.35 (BookgDt/DtTm 14:05+01:00); CLBD 5707.65.
    // Stmt[2], 2026-03-03: OPBD 5707.65; DBIT 1200.00, CRDT 42.35 RvslInd true (the card payment
    // reversed: money back); CLBD 5707.65 - 1200.00 + 42.35 = 4550.00.
    expect(b.transactions.map((t) => [t.date, t.amountMinor, t.description])).toEqual([
      ["2026-03-02", 75000, "Jansen BV — Factuur 2026-118"],
      ["2026-03-02", -4235, "BEA, Betaalpas ALBERT HEIJN 1234 AMSTERDAM"],
      ["2026-03-03", -120000, "Vastgoed Beheer NV — Huur maart 2026"],
      ["2026-03-03", 4235, "Terugboeking BEA ALBERT HEIJN 1234 AMSTERDAM"],
    ]);
    // In 750.00 + 42.35 = 792.35; out 42.35 + 1200.00 = 1242.35; 5000.00 + 792.35 - 1242.35 = 4550.00.
    expect(moneyIn(b)).toBe(79235);
    expect(moneyOut(b)).toBe(124235);
    expect(b.closingBalanceMinor).toBe(455000);
    expect(b.closingBalanceDate).toBe("2026-03-03");
    expect(b.accountId).toBe("NL91ABNA0417164300");
    expect(notes(b)).toContain("Checked the balances of 2 of 2 statements (opening + booked entries = closing), and that each opens where the one before closed");
    // The card payment and its reversal have no TxDtls, so no counterparty; the v08 parties are Pty/Nm.
    expect(b.transactions.map((t) => t.counterparty)).toEqual(["Jansen BV", undefined, "Vastgoed Beheer NV", undefined]);
    // NtryRef 1 and 2 in each statement: they number entries, so no row is given one as its id.
    expect(b.transactions.map((t) => t.id)).toEqual([undefined, undefined, undefined, undefined]);
    expect(notes(b)).toContain("The entry references (NtryRef) repeat within the file, so they number entries rather than identify them: not used as the bank's id");
  });

  it("orders statements by their closing date", () => {
    const [head, first, second, tail] = parts(v08);
    const b = book([head, second, first, tail].join(""));
    // The 2026-03-03 statement (fixture lines 114-204, 91 lines) now comes first, from line 8; the
    // 2026-03-02 one follows from line 99, its first entry (fixture line 52, 44 lines in) on line 143.
    expect(b.transactions[0]!.source).toBe("Stmt[2]/Ntry[1] (line 143)");
    expect(b.closingBalanceMinor).toBe(455000);
  });

  it("a bank that keeps the original direction on a reversal: the balances settle it", () => {
    // The reversal written as DBIT 42.35 with RvslInd true. Read by the standard: 5707.65 - 1200.00
    // - 42.35 = 4465.30, not the CLBD 4550.00; read as negating: 5707.65 - 1200.00 + 42.35 = 4550.00.
    const b = book(v08.replace("<ns2:CdtDbtInd>CRDT</ns2:CdtDbtInd>\n        <ns2:RvslInd>", "<ns2:CdtDbtInd>DBIT</ns2:CdtDbtInd>\n        <ns2:RvslInd>"));
    expect(b.transactions[3]!.amountMinor).toBe(4235);
    expect(notes(b)).toMatch(/Read reversals \(RvslInd true\) as negating their CdtDbtInd in Stmt\[2\]/);
  });
});

describe("camt.052.001.02 (report-camt052-v02.xml, intraday, GBP)", () => {
  it("reads booked entries only and notes the pending one", () => {
    const b = book(report);
    // Entries: BOOK CRDT 1250.00, BOOK DBIT 430.20, PDNG DBIT 60.00 (skipped), BOOK DBIT 15.00.
    expect(b.transactions.map((t) => [t.date, t.amountMinor])).toEqual([
      ["2026-06-10", 125000],
      ["2026-06-10", -43020],
      ["2026-06-10", -1500],
    ]);
    // In 1250.00; out 430.20 + 15.00 = 445.20; OPBD 8000.00 + 804.80 = 8804.80 = ITBD.
    expect(moneyIn(b)).toBe(125000);
    expect(moneyOut(b)).toBe(44520);
    expect(b.closingBalanceMinor).toBe(880480);
    expect(b.closingBalanceDate).toBe("2026-06-10");
    expect(b.accountId).toBe("20325312345678");
    expect(b.currency).toBe("GBP");
    expect(b.format).toBe("camt.052");
    expect(notes(b)).toContain("Skipped 1 entry that is not booked, so not in the booked balance: 1 pending (PDNG)");
    expect(notes(b)).toContain("Closing balance from the interim booked balance (ITBD) of the last report");
  });

  it("a control count that includes the pending entry is accepted too; any other is refused", () => {
    expect(book(report.replace("<NbOfNtries>3</NbOfNtries>", "<NbOfNtries>4</NbOfNtries>")).transactions).toHaveLength(3);
    const r = refusal(report.replace("<NbOfNtries>3</NbOfNtries>", "<NbOfNtries>5</NbOfNtries>"));
    expect(r.at).toMatch(/^element Rpt\[1\]\/TxsSummry\/TtlNtries\/NbOfNtries \(line \d+\)$/);
    expect(r.expected).toMatch(/NbOfNtries says 5, the entries give 3/);
  });

  it("INFO entries are skipped and counted", () => {
    const b = book(report.replace("<Sts>PDNG</Sts>", "<Sts>INFO</Sts>"));
    expect(notes(b)).toContain("Skipped 1 entry that is not booked, so not in the booked balance: 1 information only (INFO)");
  });
});

describe("refusals", () => {
  it("balances that do not add up, naming the statement and both figures", () => {
    // 12345.67 + 1207.60 = 13553.27; the CLBD made 13553.72.
    const r = refusal(v02.replace("<Amt Ccy=\"EUR\">13553.27</Amt>", "<Amt Ccy=\"EUR\">13553.72</Amt>"));
    expect(r.at).toBe("element Stmt[1]/Bal[2] (line 46)");
    expect(r.expected).toBe("Stmt[1] (Id 2026011500000001) to add up: opening PRCD 12345.67 + booked entries 1207.60 = 13553.27, but its closing CLBD is 13553.72");
  });

  it("a missing entry is caught by the balances", () => {
    const fee = /      <Ntry>\n        <Amt Ccy="EUR">12\.50<\/Amt>[\s\S]*?<\/Ntry>\n/.exec(v02)![0];
    // Without the 12.50 fee: 12345.67 + 1220.10 = 13565.77, the CLBD says 13553.27.
    expect(refusal(v02.replace(fee, "")).expected).toMatch(/booked entries 1220\.10 = 13565\.77, but its closing CLBD is 13553\.27/);
  });

  it("mixed currencies", () => {
    const r = refusal(v02.replace('<Amt Ccy="EUR">89.90</Amt>', '<Amt Ccy="USD">89.90</Amt>'));
    expect(r.at).toBe("element Stmt[1]/Ntry[3]/Amt (line 159)");
    expect(r.expected).toBe("every amount of Stmt[1] in one currency, EUR; this one is in USD");
    // Without Acct/Ccy the currency comes from the amounts, and the mix is still refused.
    expect(refusal(v02.replace("<Ccy>EUR</Ccy>", "").replace('<Amt Ccy="EUR">89.90</Amt>', '<Amt Ccy="USD">89.90</Amt>')).expected).toMatch(/in one currency, EUR; this one is in USD/);
  });

  it("an amount with more decimals than the currency holds", () => {
    const r = refusal(v02.replace(">89.90<", ">89.905<"));
    expect(r.at).toBe("element Stmt[1]/Ntry[3]/Amt (line 159)");
    expect(r.expected).toMatch(/'89\.905' has more than 2 decimals/);
  });

  it("a control total that does not match", () => {
    const r = refusal(v02.replace("<Sum>3792.40</Sum>", "<Sum>3792.04</Sum>"));
    expect(r.at).toBe("element Stmt[1]/TxsSummry/TtlNtries/Sum (line 61)");
    expect(r.expected).toMatch(/TtlNtries\/Sum says 3792\.04, the entries give 3792\.40/);
  });

  it("broken XML, naming the line", () => {
    // Line 159 is `<Amt Ccy="EUR">89.90</Amt>`; its closing tag is cut.
    const r = refusal(v02.replace('<Amt Ccy="EUR">89.90</Amt>', '<Amt Ccy="EUR">89.90</Am>'));
    expect(r.at).toBe("line 159");
    expect(r.expected).toMatch(/^well-formed XML: /);
  });

  it("statements for two accounts", () => {
    const r = refusal(v08.replace("<ns2:IBAN>NL91ABNA0417164300</ns2:IBAN>\n        </ns2:Id>\n        <ns2:Ccy>EUR</ns2:Ccy>\n      </ns2:Acct>\n      <ns2:Bal>\n        <ns2:Tp>\n          <ns2:CdOrPrtry>\n            <ns2:Cd>OPBD</ns2:Cd>\n          </ns2:CdOrPrtry>\n        </ns2:Tp>\n        <ns2:Amt Ccy=\"EUR\">5707.65", "<ns2:IBAN>NL02RABO0123456789</ns2:IBAN>\n        </ns2:Id>\n        <ns2:Ccy>EUR</ns2:Ccy>\n      </ns2:Acct>\n      <ns2:Bal>\n        <ns2:Tp>\n          <ns2:CdOrPrtry>\n            <ns2:Cd>OPBD</ns2:Cd>\n          </ns2:CdOrPrtry>\n        </ns2:Tp>\n        <ns2:Amt Ccy=\"EUR\">5707.65"));
    expect(r.expected).toBe("one account per file; Stmt[1] is for NL91ABNA0417164300, Stmt[2] for NL02RABO0123456789");
    expect(r.fix).toMatch(/one account at a time/);
  });

  it("consecutive statements that do not chain", () => {
    // Stmt[2] opening 5707.56 and closing 4549.91: it adds up on its own (5707.56 - 1200.00 + 42.35),
    // but Stmt[1] closed at 5707.65.
    const lines = v08.split("\n");
    lines[129] = lines[129]!.replace("5707.65", "5707.56");
    lines[141] = lines[141]!.replace("4550.00", "4549.91");
    const r = refusal(lines.join("\n"));
    expect(r.at).toBe("element Stmt[2]/Bal[1] (line 124)");
    expect(r.expected).toBe("each statement to open where the one before it closed; Stmt[1] closes at 5707.65, Stmt[2] opens at 5707.56");
  });

  it("the same statement twice", () => {
    const [head, first, , tail] = parts(v08);
    expect(refusal([head, first, first, tail].join("")).expected).toMatch(/^each statement once; Stmt\[2\] repeats Stmt\[1\]/);
  });

  it("an entry status that is not BOOK, PDNG, INFO or FUTR", () => {
    const r = refusal(v02.replace("<Sts>BOOK</Sts>", "<Sts>DONE</Sts>"));
    expect(r.at).toBe("element Stmt[1]/Ntry[1]/Sts (line 77)");
  });

  it("a booked entry without a booking date", () => {
    const r = refusal(report.replace("<BookgDt>\n          <DtTm>2026-06-10T09:12:44Z</DtTm>\n        </BookgDt>\n", ""));
    expect(r.expected).toBe("a booking date (BookgDt) on every booked entry");
  });

  it("a camt.054 notification", () => {
    const notification = '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02"><BkToCstmrDbtCdtNtfctn><GrpHdr><MsgId>1</MsgId></GrpHdr></BkToCstmrDbtCdtNtfctn></Document>';
    expect(refusal(notification).expected).toMatch(/camt\.054 debit\/credit notification/);
  });

  it("a --currency that contradicts the statement", () => {
    expect(refusal(v02, { currency: "CHF" }).expected).toMatch(/--currency \(CHF\); the statement says EUR/);
  });
});

describe("without balances", () => {
  it("reads the entries and says the closing balance is not stated", () => {
    const bare = report.replace(/<Bal>[\s\S]*?<\/Bal>\n\s*/g, "");
    const b = book(bare);
    expect(b.transactions).toHaveLength(3);
    expect(b.closingBalanceMinor).toBeUndefined();
    expect(notes(b)).toMatch(/states no opening balance[\s\S]*The file states no closing balance/);
  });

  it("reads a reversal by its CdtDbtInd, as ISO 20022 defines it, and says the balances could not confirm it", () => {
    const bare = report.replace(/<Bal>[\s\S]*?<\/Bal>\n\s*/g, "").replace("<CdtDbtInd>CRDT</CdtDbtInd>\n        <Sts>BOOK</Sts>", "<CdtDbtInd>CRDT</CdtDbtInd>\n        <RvslInd>true</RvslInd>\n        <Sts>BOOK</Sts>");
    const b = book(bare);
    expect(b.transactions[0]!.amountMinor).toBe(125000);
    expect(notes(b)).toMatch(/Read reversals \(RvslInd true\) by their CdtDbtInd, as ISO 20022 defines it, in Rpt\[1\]/);
  });
});

describe("properties", () => {
  const fixtures = [v02, v08, report, fixture("codes-camt053-v02.xml")];

  itNeverThrows(read, fixtures, ["<Document>", "</Document>", "<BkToCstmrStmt>", "</BkToCstmrStmt>", "<Stmt>", "</Stmt>", "<Ntry>", "</Ntry>", '<Amt Ccy="EUR">', "<Amt>", "</Amt>", "1.5", "<Sts>BOOK</Sts>", "<CdtDbtInd>DBIT</CdtDbtInd>", "<Bal>", "</Bal>", "&", "<", "\n", "<![CDATA[x]]>"]);

  interface Row {
    date: string;
    amountMinor: number;
    description: string;
    status: "BOOK" | "PDNG";
  }

  /** A small camt.053 writer: one statement with opening and closing balances and control totals. */
  function writeCamt(version: "02" | "08", currency: string, decimals: number, openingMinor: number, rows: Row[]): string {
    const major = (minor: number) => {
      const digits = Math.abs(minor).toString().padStart(decimals + 1, "0");
      return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
    };
    const side = (minor: number) => (minor < 0 ? "DBIT" : "CRDT");
    const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    const booked = rows.filter((r) => r.status === "BOOK");
    const net = booked.reduce((sum, r) => sum + r.amountMinor, 0);
    const closing = openingMinor + net;
    const balance = (code: string, minor: number) =>
      `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="${currency}">${major(minor)}</Amt><CdtDbtInd>${side(minor)}</CdtDbtInd><Dt><Dt>2026-01-31</Dt></Dt></Bal>`;
    const status = (s: string) => (version === "08" ? `<Sts><Cd>${s}</Cd></Sts>` : `<Sts>${s}</Sts>`);
    const netTotal = version === "08" ? `<TtlNetNtry><Amt>${major(net)}</Amt><CdtDbtInd>${side(net)}</CdtDbtInd></TtlNetNtry>` : `<TtlNetNtryAmt>${major(net)}</TtlNetNtryAmt><CdtDbtInd>${side(net)}</CdtDbtInd>`;
    const sum = booked.reduce((total, r) => total + Math.abs(r.amountMinor), 0);
    return [
      `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}">\n<BkToCstmrStmt>\n`,
      "<GrpHdr><MsgId>RT1</MsgId><CreDtTm>2026-02-01T06:00:00</CreDtTm></GrpHdr>\n<Stmt>\n<Id>RT-1</Id>\n",
      `<Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>${currency}</Ccy></Acct>\n`,
      balance("OPBD", openingMinor) + "\n",
      balance("CLBD", closing) + "\n",
      `<TxsSummry><TtlNtries><NbOfNtries>${booked.length}</NbOfNtries><Sum>${major(sum)}</Sum>${netTotal}</TtlNtries></TxsSummry>\n`,
      ...rows.map(
        (r) =>
          `<Ntry><Amt Ccy="${currency}">${major(r.amountMinor)}</Amt><CdtDbtInd>${side(r.amountMinor)}</CdtDbtInd>${status(r.status)}<BookgDt><Dt>${r.date}</Dt></BookgDt><ValDt><Dt>${r.date}</Dt></ValDt>` +
          `<NtryDtls><TxDtls><RmtInf><Ustrd>${escape(r.description)}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>\n`,
      ),
      "</Stmt>\n</BkToCstmrStmt>\n</Document>\n",
    ].join("");
  }

  it("round trip: random entries written as camt.053 read back the same", () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => new Date(Date.UTC(2018, 0, 1 + n)).toISOString().slice(0, 10));
    const word = fc.stringMatching(/^[A-Za-z0-9&<>'"#.,*\/äöüß-]{1,12}$/);
    const description = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(" "));
    const row: fc.Arbitrary<Row> = fc.record({
      date: day,
      amountMinor: fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
      description,
      status: fc.constantFrom("BOOK", "BOOK", "BOOK", "PDNG") as fc.Arbitrary<"BOOK" | "PDNG">,
    });
    const currency = fc.constantFrom(["EUR", 2], ["JPY", 0], ["KWD", 3], ["CHF", 2]) as fc.Arbitrary<[string, number]>;
    fc.assert(
      fc.property(fc.constantFrom("02", "08") as fc.Arbitrary<"02" | "08">, currency, fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), fc.array(row, { maxLength: 25 }), (version, [code, decimals], opening, rows) => {
        const b = book(writeCamt(version, code, decimals, opening, rows));
        const booked = rows.filter((r) => r.status === "BOOK");
        expect(b.transactions.map(({ date, amountMinor, description }) => ({ date, amountMinor, description }))).toEqual(booked.map(({ date, amountMinor, description }) => ({ date, amountMinor, description })));
        expect(b.closingBalanceMinor).toBe(opening + booked.reduce((sum, r) => sum + r.amountMinor, 0));
        expect(b.currency).toBe(code);
      }),
      { numRuns: 200 },
    );
  });
});
