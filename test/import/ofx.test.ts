/**
 * The OFX reader against files written from the OFX specifications:
 *   - OFX 1.0.2 (SGML) and OFX 2.2 (XML), Open Financial Exchange Specification, sections 2.2
 *     (headers), 3.2.8 (dates), 3.2.9 (amounts), 11.4 (bank statement download, STMTRS, with the
 *     example response in 11.4.2.3) and 13 (credit-card statement download, CCSTMTRS):
 *     https://financialdataexchange.org/FDX/About/OFX-Work-Group.aspx (the specification PDFs, formerly at
 *     https://www.ofx.net/downloads.html)
 *   - Quicken Web Connect (.qfx) and QuickBooks Web Connect (.qbo): the same OFX 1.02 content with
 *     Intuit's INTU.BID (and INTU.USERID) in SONRS, as Intuit's Web Connect guide for financial
 *     institutions describes them.
 * Every expected figure below is worked out by hand from the fixture's lines, in the comment above it.
 */

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ofxReader } from "../../src/import/ofx/reader.js";
import { detect, itNeverThrows, moneyIn, moneyOut, readerHarness } from "../support/import.js";

const { fixture, result: read, read: book, refusalOf: refusal } = readerHarness(ofxReader, "statement.ofx", "ofx");

describe("OFX 1.02 SGML bank statement (bank-ofx102-sgml.ofx, CRLF, unclosed leaves)", () => {
  const text = fixture("bank-ofx102-sgml.ofx");

  it("is detected with certainty", () => {
    expect(detect(ofxReader, text)).toBe(2);
  });

  it("reads every STMTTRN with its date, signed amount and description", () => {
    const b = book(text);
    // Six STMTTRN: 2450.00 (payroll), -200.00 (check 1000), -300.00 (ATM), -84.37 (AT&T, a bare
    // '&' in SGML), -.99 (no leading zero), +0.42 (explicit plus).
    // Each row's TRNTYPE is its code and its FITID its id; NAME is the payee only beside a MEMO
    // (ACME PAYROLL, AT&T MOBILITY), not alone (APP STORE) nor beside an empty MEMO (the ATM row).
    expect(b.transactions).toEqual([
      { date: "2026-01-02", amountMinor: 245000, description: "ACME PAYROLL — DIRECT DEP PPD", counterparty: "ACME PAYROLL", id: "202601020001", bankTransactionCode: "OFX:DIRECTDEP", source: "STMTTRN[1] (line 43)" },
      { date: "2026-01-05", amountMinor: -20000, description: "Check 1000", id: "202601050001", bankTransactionCode: "OFX:CHECK", source: "STMTTRN[2] (line 51)" },
      { date: "2026-01-10", amountMinor: -30000, description: "ATM WITHDRAWAL 4412", id: "202601100001", bankTransactionCode: "OFX:ATM", source: "STMTTRN[3] (line 58)" },
      { date: "2026-01-15", amountMinor: -8437, description: "AT&T MOBILITY — ONLINE PMT", counterparty: "AT&T MOBILITY", id: "202601150001", bankTransactionCode: "OFX:DEBIT", source: "STMTTRN[4] (line 66)" },
      { date: "2026-01-20", amountMinor: -99, description: "APP STORE", id: "202601200001", bankTransactionCode: "OFX:POS", source: "STMTTRN[5] (line 74)" },
      { date: "2026-01-31", amountMinor: 42, description: "INTEREST PAID", id: "202601310001", bankTransactionCode: "OFX:INT", source: "STMTTRN[6] (line 81)" },
    ]);
    // In: 2450.00 + 0.42 = 2450.42. Out: 200.00 + 300.00 + 84.37 + 0.99 = 585.36.
    expect(moneyIn(b)).toBe(245042);
    expect(moneyOut(b)).toBe(58536);
    // LEDGERBAL 3127.81, DTASOF 202601311200 (YYYYMMDDHHMM, as the specification's own example writes it).
    expect(b.closingBalanceMinor).toBe(312781);
    expect(b.closingBalanceDate).toBe("2026-01-31");
    expect(b.currency).toBe("USD");
    expect(b.accountId).toBe("999988");
    expect(b.format).toBe("ofx");
    expect(b.notes.map((n) => n.text).join("\n")).toMatch(/OFX 1\.02 \(SGML\)/);
  });
});

describe("OFX 2.2 XML credit-card statement (creditcard-ofx220.ofx)", () => {
  const text = fixture("creditcard-ofx220.ofx");

  it("reads the CCSTMTRS: purchases negative, payment and refund positive", () => {
    const b = book(text);
    // Six STMTTRN: -45.10, -1299.00, +25.00 (refund, "BARNES &amp; NOBLE"), +1500.00 (payment),
    // -8.75, -39.00. Count 6.
    expect(b.transactions).toHaveLength(6);
    expect(b.transactions.map((t) => t.amountMinor)).toEqual([-4510, -129900, 2500, 150000, -875, -3900]);
    // DTPOSTED 20260203120000.000[-8:PST] etc.: the calendar date as stated.
    expect(b.transactions.map((t) => t.date)).toEqual(["2026-02-03", "2026-02-07", "2026-02-10", "2026-02-15", "2026-02-21", "2026-02-28"]);
    expect(b.transactions[1]!.description).toBe("DELTA AIR LINES — Ticket 0062345678901");
    expect(b.transactions[2]!.description).toBe("BARNES & NOBLE RETURN");
    // In: 25.00 + 1500.00 = 1525.00. Out: 45.10 + 1299.00 + 8.75 + 39.00 = 1391.85.
    expect(moneyIn(b)).toBe(152500);
    expect(moneyOut(b)).toBe(139185);
    // LEDGERBAL -2104.33: the amount owed on the card.
    expect(b.closingBalanceMinor).toBe(-210433);
    expect(b.closingBalanceDate).toBe("2026-02-28");
    expect(b.accountId).toBe("4111111111111111");
    expect(b.notes.map((n) => n.text).join("\n")).toMatch(/OFX 2\.2 \(XML\)[\s\S]*credit-card statement/);
  });
});

describe("what each row is and who it is with (bank-codes-ofx102.ofx)", () => {
  // Written from ofxparse's bank_medium.ofx, a Canadian bank's OFX 1.02 download
  // (https://github.com/jseutter/ofxparse/blob/68c5bfd2b8a46b62860298d3efa4a9717c907ed6/tests/fixtures/bank_medium.ofx):
  // its three rows kept, SIC added to two of them; then four rows written from the OFX 2.2
  // specification, section 11.4.4.1 (STMTTRN with a PAYEE aggregate, SRVCHG, XFER) and one whose
  // TRNTYPE (INTEREST) section 11.4.4.3 does not define.
  const b = book(fixture("bank-codes-ofx102.ofx"));

  it("gives each row its TRNTYPE as the code, its FITID as the id, its payee and its merchant category", () => {
    expect(b.transactions.map(({ source: _source, date: _date, ...rest }) => rest)).toEqual([
      // NAME beside a MEMO that holds it: the description is the MEMO, the NAME is the payee; SIC 5814 is four digits.
      { amountMinor: -660, description: "POS MERCHANDISE;MCDONALD'S #112", counterparty: "MCDONALD'S #112", id: "0000123456782009040100001", bankTransactionCode: "OFX:POS", mcc: "5814" },
      { amountMinor: -31667, description: "MISCELLANEOUS PAYMENTS;Joe's Bald Hairstyles", counterparty: "Joe's Bald Hairstyles", id: "0000123456782009040200004", bankTransactionCode: "OFX:CHECK" },
      // SIC 72300 has five digits: not a merchant category code, left out.
      { amountMinor: -2200, description: "POS MERCHANDISE;CONNIE'S HAIR D", counterparty: "CONNIE'S HAIR D", id: "0000123456782009040300005", bankTransactionCode: "OFX:POS" },
      // PAYEE/NAME names the payee outright; the description is NAME — MEMO as before.
      { amountMinor: -12045, description: "HYDRO ONE NETWORKS — BILL PAYMENT", counterparty: "HYDRO ONE NETWORKS", id: "0000123456782009041000002", bankTransactionCode: "OFX:PAYMENT" },
      // A NAME alone may be the description: no payee.
      { amountMinor: -400, description: "MONTHLY PLAN FEE", id: "0000123456782009043000001", bankTransactionCode: "OFX:SRVCHG" },
      // NAME and MEMO the same text: no payee either.
      { amountMinor: 50000, description: "TRANSFER FROM SAVINGS", id: "0000123456782009050100003", bankTransactionCode: "OFX:XFER" },
      // INTEREST is not an OFX transaction type (INT is): no code rather than a guessed one.
      { amountMinor: 12, description: "INTEREST", id: "0000123456782009051500001" },
    ]);
  });

  it("says what it left out", () => {
    const notes = b.notes.map((n) => n.text);
    expect(notes).toContain("Gave no transaction code to TRNTYPE INTEREST: the OFX specification defines no such type");
    expect(notes).toContain("Left out 1 merchant category code (SIC) that is not four digits");
  });
});

describe("Quicken QFX (savings-quicken.qfx, the whole body on one line)", () => {
  it("reads the statement and names the Intuit bank id", () => {
    const text = fixture("savings-quicken.qfx");
    expect(detect(ofxReader, text)).toBe(2);
    const b = book(text);
    // Three STMTTRN: +1000.00, -250.00, +1.87. In 1001.87, out 250.00.
    expect(b.transactions.map((t) => [t.date, t.amountMinor])).toEqual([
      ["2026-03-01", 100000],
      ["2026-03-15", -25000],
      ["2026-03-31", 187],
    ]);
    expect(moneyIn(b)).toBe(100187);
    expect(moneyOut(b)).toBe(25000);
    expect(b.closingBalanceMinor).toBe(575187);
    expect(b.accountId).toBe("000000123456789");
    // Everything sits on one line after the header, so every transaction is on line 11.
    expect(b.transactions[2]!.source).toBe("STMTTRN[3] (line 11)");
    expect(b.notes.map((n) => n.text)).toContain("Quicken/QuickBooks Web Connect file (INTU.BID 10898)");
  });
});

describe("QuickBooks QBO (checking-quickbooks.qbo, SGML with closed leaves, CAD)", () => {
  it("reads the statement in the currency it states", () => {
    const b = book(fixture("checking-quickbooks.qbo"));
    // Six STMTTRN: +4800.00, -1650.00, -312.48, -75.00 (check 2043, no NAME), -15.95, +2210.50.
    expect(b.transactions.map((t) => t.amountMinor)).toEqual([480000, -165000, -31248, -7500, -1595, 221050]);
    expect(b.transactions[3]!.description).toBe("Check 2043");
    // In: 4800.00 + 2210.50 = 7010.50. Out: 1650.00 + 312.48 + 75.00 + 15.95 = 2053.43.
    expect(moneyIn(b)).toBe(701050);
    expect(moneyOut(b)).toBe(205343);
    expect(b.currency).toBe("CAD");
    expect(b.closingBalanceMinor).toBe(1843219);
    expect(b.closingBalanceDate).toBe("2026-05-31");
    expect(b.notes.map((n) => n.text)).toContain("Quicken/QuickBooks Web Connect file (INTU.BID 03101)");
  });
});

describe("SGML details", () => {
  const sgml = fixture("bank-ofx102-sgml.ofx");

  it("a decimal comma, which the specification allows, reads as a decimal mark", () => {
    // -84,37 is -84.37; "1,234" is therefore 1.234, which USD (2 decimals) refuses rather than reads as 1234.
    expect(book(sgml.replace("<TRNAMT>-84.37", "<TRNAMT>-84,37")).transactions[3]!.amountMinor).toBe(-8437);
    expect(refusal(sgml.replace("<TRNAMT>-84.37", "<TRNAMT>1,234")).expected).toMatch(/'1,234' has more than 2 decimals/);
  });

  it("an empty leaf does not swallow the elements after it", () => {
    // STMTTRN[3] has `<MEMO>` with no value; here a NAME follows it, and is still STMTTRN[3]'s NAME.
    const b = book(sgml.replace("<NAME>ATM WITHDRAWAL 4412\r\n<MEMO>\r\n", "<MEMO>\r\n<NAME>ATM WITHDRAWAL 4412\r\n"));
    expect(b.transactions[2]!.description).toBe("ATM WITHDRAWAL 4412");
    expect(b.transactions).toHaveLength(6);
  });
});

describe("refusals", () => {
  const sgml = fixture("bank-ofx102-sgml.ofx");
  const xml = fixture("creditcard-ofx220.ofx");

  it("an amount with more decimals than the currency holds", () => {
    const r = refusal(sgml.replace("<TRNAMT>-84.37", "<TRNAMT>-84.375"));
    expect(r.at).toBe("line 69, element BANKTRANLIST/STMTTRN[4]/TRNAMT");
    expect(r.expected).toMatch(/'-84\.375' has more than 2 decimals/);
  });

  it("an amount that is not a number", () => {
    expect(refusal(sgml.replace("<TRNAMT>-84.37", "<TRNAMT>-84.37 USD")).expected).toMatch(/is not an OFX amount/);
  });

  it("broken XML, naming the line", () => {
    // Line 44 of the fixture is `<TRNAMT>-1299.00</TRNAMT>`; its closing tag is misspelt.
    const r = refusal(xml.replace("<TRNAMT>-1299.00</TRNAMT>", "<TRNAMT>-1299.00</TRNAM>"));
    expect(r.at).toBe("line 44");
    expect(r.expected).toMatch(/^well-formed OFX \(XML\): /);
  });

  it("an SGML file whose aggregate is never closed, naming the line", () => {
    // BANKTRANLIST opens on line 40; with its end tag (line 88) emptied, `</STMTRS>` on line 97 comes while it is open.
    const r = refusal(sgml.replace("</BANKTRANLIST>", ""));
    expect(r.at).toBe("line 97");
    expect(r.expected).toMatch(/OFX \(SGML\) with every aggregate closed/);
  });

  it("a transaction dated outside DTSTART..DTEND, naming the STMTTRN", () => {
    const r = refusal(sgml.replace("<DTPOSTED>20260120", "<DTPOSTED>20260203"));
    expect(r.at).toBe("line 76, element BANKTRANLIST/STMTTRN[5]/DTPOSTED");
    expect(r.expected).toMatch(/within the statement period 2026-01-01 to 2026-01-31 .* dated 2026-02-03/);
  });

  it("a date that is not a date", () => {
    expect(refusal(sgml.replace("<DTPOSTED>20260120", "<DTPOSTED>20260230")).at).toBe("line 76, element BANKTRANLIST/STMTTRN[5]/DTPOSTED");
  });

  it("the same transaction twice (FITID, date and amount)", () => {
    const first = /<STMTTRN>\r\n<TRNTYPE>ATM[\s\S]*?<\/STMTTRN>\r\n/.exec(sgml)![0];
    const r = refusal(sgml.replace(first, first + first));
    expect(r.expected).toMatch(/STMTTRN\[4\] repeats STMTTRN\[3\]/);
  });

  it("a repeated FITID with a different amount is kept and noted", () => {
    const b = book(sgml.replace("<FITID>202601200001", "<FITID>202601150001"));
    expect(b.transactions).toHaveLength(6);
    expect(b.notes.map((n) => n.text).join("\n")).toMatch(/Kept 1 transaction whose FITID repeats/);
    // Rows 4 and 5 now share FITID 202601150001: neither is given it as the bank's id, so a
    // consolidation keeping rows once by id cannot drop one of them; the others keep theirs.
    expect(b.transactions.map((t) => t.id)).toEqual(["202601020001", "202601050001", "202601100001", undefined, undefined, "202601310001"]);
  });

  it("statements for two accounts in one file", () => {
    const statement = /<STMTTRNRS>[\s\S]*<\/STMTTRNRS>\r\n/.exec(sgml)![0];
    const other = statement.replace("<ACCTID>999988", "<ACCTID>555511");
    const r = refusal(sgml.replace(statement, statement + other));
    expect(r.expected).toMatch(/^one account per file; .*999988, 555511/);
    expect(r.fix).toMatch(/export one account at a time/);
  });

  it("no currency: asks for --currency, and takes it", () => {
    const noCurrency = sgml.replace("<CURDEF>USD\r\n", "");
    expect(refusal(noCurrency).fix).toMatch(/--currency/);
    const r = read(noCurrency, { currency: "USD" });
    expect(r.ok && r.book.currency).toBe("USD");
  });

  it("a --currency that contradicts CURDEF", () => {
    expect(refusal(sgml, { currency: "EUR" }).expected).toMatch(/--currency \(EUR\); the statement says USD/);
  });

  it("a transaction in another currency (CURRENCY aggregate)", () => {
    const r = refusal(sgml.replace("<NAME>APP STORE", "<NAME>APP STORE\r\n<CURRENCY>\r\n<CURRATE>1.08\r\n<CURSYM>EUR\r\n</CURRENCY>"));
    expect(r.expected).toMatch(/in EUR \(CURRENCY\)/);
  });

  it("a bank answer with an error status instead of a statement", () => {
    const failed = sgml.replace(/<STMTTRNRS>[\s\S]*<\/STMTTRNRS>/, "<STMTTRNRS>\r\n<TRNUID>1\r\n<STATUS>\r\n<CODE>2000\r\n<SEVERITY>ERROR\r\n<MESSAGE>General error\r\n</STATUS>\r\n</STMTTRNRS>");
    expect(refusal(failed).expected).toMatch(/code 2000 "General error"/);
  });

  it("an investment statement", () => {
    const investment = '<?OFX OFXHEADER="200" VERSION="220"?><OFX><INVSTMTMSGSRSV1><INVSTMTTRNRS><INVSTMTRS><CURDEF>USD</CURDEF></INVSTMTRS></INVSTMTTRNRS></INVSTMTMSGSRSV1></OFX>';
    expect(refusal(investment).expected).toMatch(/investment \(brokerage\) statement/);
  });

  it("not OFX at all", () => {
    expect(refusal("Date,Amount\n2026-01-01,1.00\n").expected).toMatch(/no <OFX> element/);
    expect(detect(ofxReader, "Date,Amount\n2026-01-01,1.00\n")).toBe(0);
  });
});

describe("properties", () => {
  const fixtures = ["bank-ofx102-sgml.ofx", "creditcard-ofx220.ofx", "savings-quicken.qfx", "checking-quickbooks.qbo", "bank-codes-ofx102.ofx"].map(fixture);

  itNeverThrows(read, fixtures, ["<OFX>", "</OFX>", "<STMTRS>", "</STMTRS>", "<STMTTRN>", "</STMTTRN>", "<TRNAMT>", "<DTPOSTED>", "<CURDEF>", "USD", "-1.5", "20260101", "&", "<", ">", "\n", "<?OFX ?>", "<!-- x -->", "OFXHEADER:100\n\n"]);

  /** A small OFX writer: the statement as a bank would write it, in SGML (1.02) or XML (2.2). */
  function writeOfx(shape: "sgml" | "xml", currency: string, decimals: number, rows: { date: string; amountMinor: number; description: string }[]): string {
    const major = (minor: number) => {
      const digits = Math.abs(minor).toString().padStart(decimals + 1, "0");
      return `${minor < 0 ? "-" : ""}${decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`}`;
    };
    const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    const leaf = (name: string, value: string) => (shape === "sgml" ? `<${name}>${value}\n` : `<${name}>${value}</${name}>\n`);
    const compact = (date: string) => date.replaceAll("-", "");
    const dates = rows.map((r) => r.date).sort();
    const lines = [
      shape === "sgml" ? "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n\n" : '<?xml version="1.0" encoding="UTF-8"?>\n<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>\n',
      "<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n",
      leaf("TRNUID", "1"),
      "<STMTRS>\n",
      leaf("CURDEF", currency),
      "<BANKACCTFROM>\n",
      leaf("BANKID", "121099999"),
      leaf("ACCTID", "42"),
      leaf("ACCTTYPE", "CHECKING"),
      "</BANKACCTFROM>\n<BANKTRANLIST>\n",
      leaf("DTSTART", compact(dates[0] ?? "2026-01-01")),
      leaf("DTEND", compact(dates[dates.length - 1] ?? "2026-01-01") + "235959.000[-5:EST]"),
      ...rows.map((row, i) =>
        ["<STMTTRN>\n", leaf("TRNTYPE", row.amountMinor < 0 ? "DEBIT" : "CREDIT"), leaf("DTPOSTED", compact(row.date)), leaf("TRNAMT", major(row.amountMinor)), leaf("FITID", `T${i}`), leaf("NAME", escape(row.description)), "</STMTTRN>\n"].join(""),
      ),
      "</BANKTRANLIST>\n<LEDGERBAL>\n",
      leaf("BALAMT", major(rows.reduce((sum, r) => sum + r.amountMinor, 0))),
      leaf("DTASOF", compact(dates[dates.length - 1] ?? "2026-01-01")),
      "</LEDGERBAL>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n",
    ];
    return lines.join("");
  }

  it("round trip: random transactions written as OFX read back the same", () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => new Date(Date.UTC(2020, 0, 1 + n)).toISOString().slice(0, 10));
    const word = fc.stringMatching(/^[A-Za-z0-9&<>'"#.,*\/-]{1,12}$/);
    const description = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(" "));
    const row = fc.record({ date: day, amountMinor: fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), description });
    const currency = fc.constantFrom(["USD", 2], ["JPY", 0], ["BHD", 3], ["EUR", 2]) as fc.Arbitrary<[string, number]>;
    fc.assert(
      fc.property(fc.constantFrom("sgml", "xml") as fc.Arbitrary<"sgml" | "xml">, currency, fc.array(row, { maxLength: 25 }), (shape, [code, decimals], rows) => {
        const b = book(writeOfx(shape, code, decimals, rows));
        expect(b.transactions.map(({ date, amountMinor, description }) => ({ date, amountMinor, description }))).toEqual(rows);
        expect(b.currency).toBe(code);
        expect(b.closingBalanceMinor).toBe(rows.reduce((sum, r) => sum + r.amountMinor, 0));
      }),
      { numRuns: 200 },
    );
  });
});
