/**
 * The BAI2 reader. Fixtures are written from BAI's Cash Management Balance Reporting
 * Specifications Version 2 (2005), whose PDF is public, e.g. at
 * https://github.com/moov-io/bai2/blob/master/docs/specifications/Cash%20Management%20Balance%20Reporting%20Specifications%20Version%202.pdf
 * (section 3 record formats, the sample records 01–99, type codes in Appendix A), and
 * spec-sample-five-accounts.bai is the specification's own sample file (Appendix, "Sample
 * transmission"; its "16,,115" typo corrected to "16,115"). Every figure below is worked by hand.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bai2Reader } from "../../src/import/bai2/reader.js";
import type { ImportedBook } from "../../src/import/types.js";
import { amounts, detect, readerHarness } from "../support/import.js";

const { fixture, read, refusalOf } = readerHarness(bai2Reader, "report.bai", "bai2");
const NO_BYTES = new Uint8Array();
const notes = (book: ImportedBook) => book.notes.map((n) => n.text);

describe("type codes and references (letter-of-credit-day.bai)", () => {
  // Written from the specification's sample transmission (Appendix, "Sample transmission"): its
  // third group, account 4589761203, with the 218 detail (bank reference SP4738, customer
  // reference YRC065321, text in an 88 record) and the 195 detail kept; its 100/400/110/072
  // summaries dropped (they total details the sample does not list); a cheque paid (475, the
  // cheque number as customer reference) and a fee (698) with a bank reference added, and a
  // closing ledger: 010 10,000,000 + credits 30,000,000 − debits 127,500 = 015 39,872,500. The
  // control totals recomputed: 03 amounts 10,000,000 + 39,872,500 + 5,000,000 + 4,000,000 and 16
  // amounts 20,000,000 + 10,000,000 + 125,000 + 2,500 make 89,000,000; 7 records 03–49, 9 in the
  // group, 11 in all.
  const book = read(fixture("letter-of-credit-day.bai"));

  it("gives each detail its type code and the bank's reference, else the customer's", () => {
    expect(book.transactions.map(({ amountMinor, bankTransactionCode, id, description }) => ({ amountMinor, bankTransactionCode, id, description }))).toEqual([
      // Bank reference SP4738 wins over the customer reference YRC065321.
      { amountMinor: 20000000, bankTransactionCode: "BAI2:218", id: "SP4738", description: "PROCEEDS OF LETTER OF CREDIT FROM THE ARAMCO OIL CO" },
      // No reference and no text at all.
      { amountMinor: 10000000, bankTransactionCode: "BAI2:195", id: undefined, description: undefined },
      // No bank reference: the customer reference, the cheque number.
      { amountMinor: -125000, bankTransactionCode: "BAI2:475", id: "4711", description: "Check 4711" },
      { amountMinor: -2500, bankTransactionCode: "BAI2:698", id: "FEE0620", description: "ACCOUNT ANALYSIS FEE" },
    ]);
    expect(book.transactions.every((t) => t.counterparty === undefined && t.date === "2004-06-20")).toBe(true);
    expect(book.closingBalanceMinor).toBe(39872500);
  });

  it("gives no id to two details with the same reference", () => {
    const twice = read(fixture("letter-of-credit-day.bai").replace("16,698,2500,0,FEE0620,,", "16,698,2500,0,SP4738,,"));
    expect(twice.transactions.map((t) => t.id)).toEqual([undefined, undefined, "4711", undefined]);
    expect(notes(twice)).toContain("Gave no bank id to 2 details whose reference another detail of the file also has");
  });
});

describe("a previous-day report", () => {
  it("reads the details with their direction from the type code, checks the totals and the ledger", () => {
    const book = read(fixture("previous-day-usd.bai"));
    // Credits (101–399): 165 15,000.00; 115 3,000.00 (funds type S, its 1,000/1,500/500
    // availability set aside); 195 250.00 (funds type V; its text in the 88 record, comma and all).
    // Debits (401–699): 475 cheque 45.00; 451 12,500.00; 495 3,000.00; 698 19.50. 890 is not money.
    expect(amounts(book)).toEqual([1500000, 300000, 25000, -4500, -1250000, -300000, -1950]);
    // Credits 15,000.00 + 3,000.00 + 250.00 = 18,250.00 (the 100 summary: 1825000).
    // Debits 45.00 + 12,500.00 + 3,000.00 + 19.50 = 15,564.50 (the 400 summary: 1556450).
    const credits = amounts(book).filter((a) => a > 0).reduce((a, b) => a + b, 0);
    const debits = amounts(book).filter((a) => a < 0).reduce((a, b) => a + b, 0);
    expect(credits).toBe(1825000);
    expect(debits).toBe(-1556450);
    // Opening ledger 15,000.00 + 18,250.00 − 15,564.50 = 17,685.50, the 015 closing ledger.
    expect(book.closingBalanceMinor).toBe(1768550);
    expect(book.closingBalanceDate).toBe("2026-03-02");
    expect(book.transactions.every((t) => t.date === "2026-03-02")).toBe(true); // the group's as-of date
    expect(book.transactions[2]).toMatchObject({ description: "INCOMING WIRE FROM NORTHWIND TRADING LLC, REF INV 2026-114", source: "line 6" });
    expect(book.transactions[3]!.description).toBe("Check 1042"); // type 475: the customer reference is the cheque number
    expect(book.transactions.map((t) => [t.bankTransactionCode, t.id])).toEqual([
      ["BAI2:165", "DD1620"],
      ["BAI2:115", "LB0302"],
      ["BAI2:195", "WT0302-77"],
      ["BAI2:475", "1042"],
      ["BAI2:451", "ACH0302A"],
      ["BAI2:495", "WT0302-88"],
      ["BAI2:698", undefined],
    ]);
    expect(book).toMatchObject({ format: "bai2", currency: "USD", accountId: "0975312468" });
    expect(notes(book)).toContain("Skipped 1 non-monetary record (type 890)");
    expect(notes(book)).toContain("Checked the 2026-03-02 report: opening ledger + credits − debits = closing ledger");
  });

  it("reads two days of one account, each day carrying on from the one before", () => {
    const book = read(fixture("two-days-eur.bai"));
    // 5 March: 2,500.00 − 200.00 (cheque 8812) = 2,300.00. 6 March: 2,300.00 + 150.00 − 2,500.00 = −50.00.
    expect(book.transactions.map((t) => [t.date, t.amountMinor])).toEqual([
      ["2026-03-05", -20000],
      ["2026-03-06", 15000],
      ["2026-03-06", -250000],
    ]);
    expect(book.closingBalanceMinor).toBe(-5000);
    expect(book.closingBalanceDate).toBe("2026-03-06");
    expect(notes(book)).toContain("Read EUR amounts with ISO 4217's decimals (the BAI2 specification's Appendix B lists 0)");
  });

  it("reads a file stating no currency as USD, the specification's default, or as --currency", () => {
    const text = fixture("previous-day-usd.bai").replace(",2400,USD,2/", ",2400,,2/").replace("03,0975312468,USD,", "03,0975312468,,");
    expect(read(text).currency).toBe("USD");
    expect(notes(read(text))).toContain("The file states no currency: read as USD, the BAI2 default");
    expect(read(text, { currency: "CAD" }).currency).toBe("CAD");
  });
});

describe("refusals", () => {
  it("refuses a wrong account control total in the 49 record", () => {
    const refusal = refusalOf(fixture("previous-day-usd.bai").replace("49,10031450,11/", "49,10031451,11/"));
    // Summary amounts 1500000 + 1768550 + 1825000 + 1556450 = 6650000; details 1500000 + 300000
    // + 25000 + 4500 + 1250000 + 300000 + 1950 = 3381450; together 10031450, not 10031451.
    expect(refusal.at).toBe("line 13 (49 record)");
    expect(refusal.expected).toContain("to be 10031450");
    expect(refusal.expected).toContain("says 10031451");
  });

  it("refuses wrong record counts and group or file totals", () => {
    // 03, eight 16s, one 88 and the 49 make 11 records, not 10.
    expect(refusalOf(fixture("previous-day-usd.bai").replace("49,10031450,11/", "49,10031450,10/")).expected).toContain("number of records of account 0975312468");
    expect(refusalOf(fixture("previous-day-usd.bai").replace("98,10031450,1,13/", "98,10031450,1,14/")).at).toBe("line 14 (98 record)");
    expect(refusalOf(fixture("previous-day-usd.bai").replace("99,10031450,1,15/", "99,10031459,1,15/")).at).toBe("line 15 (99 record)");
  });

  it("refuses a day whose ledger does not add up, though every control total does", () => {
    // The 015 raised by 1.00 (1768550 → 1768650) and every control total raised to match:
    // 15,000.00 + 18,250.00 − 15,564.50 = 17,685.50, not 17,686.50.
    const text = fixture("previous-day-usd.bai").replace("015,+1768550", "015,+1768650").replaceAll("10031450", "10031550");
    const refusal = refusalOf(text);
    expect(refusal.at).toBe("line 3 (type 015)");
    expect(refusal.expected).toContain("$17,685.50");
    expect(refusal.expected).toContain("$17,686.50");
  });

  it("refuses a file of several accounts, naming them (the specification's own sample)", () => {
    const refusal = refusalOf(fixture("spec-sample-five-accounts.bai"));
    expect(refusal.expected).toContain("one account per file; it reports 5 accounts");
    expect(refusal.expected).toContain("0123456789 (line 3)");
  });

  it("refuses a file cut short, test data, a --currency that disagrees, and loan codes in detail", () => {
    const report = fixture("previous-day-usd.bai");
    expect(refusalOf(report.split("\n").slice(0, 14).join("\n")).expected).toContain("the file ends first");
    expect(refusalOf(report.replace("02,031001234,122099999,1,", "02,031001234,122099999,4,")).expected).toContain("test data");
    expect(refusalOf(report, { currency: "EUR" }).expected).toContain("--currency (EUR)");
    const loan = report.replace("16,698,1950,0,,,MONTHLY SERVICE FEE/", "16,760,1950,0,,,LOAN DISBURSEMENT/");
    expect(refusalOf(loan).expected).toContain("a loan code");
  });

  it("reads customised codes only when the ledger balances confirm their direction", () => {
    const custom = fixture("previous-day-usd.bai").replace("16,698,1950,", "16,980,1950,");
    expect(amounts(read(custom)).at(-1)).toBe(-1950); // 960–999: customised debit, and 010 + credits − debits = 015 holds
    const unconfirmed = custom.replace("015,+1768550,,,", "").replace("10031450,11/", "8262900,11/").replaceAll("10031450", "8262900");
    expect(refusalOf(unconfirmed).expected).toContain("customised codes");
  });

  it("refuses damaged records rather than guessing", () => {
    expect(refusalOf(fixture("previous-day-usd.bai").replace("16,451,1250000,", "16,451,12500.00,")).expected).toContain("without a decimal point");
    expect(refusalOf(fixture("previous-day-usd.bai").replace("16,451,1250000,0,", "16,451,1250000,X,")).expected).toContain("funds type");
    expect(refusalOf("hello\n").at).toBe("line 1");
  });
});

describe("detection", () => {
  it("is certain of BAI2 and says 0 for other text", () => {
    expect(detect(bai2Reader, fixture("previous-day-usd.bai"))).toBe(2);
    expect(detect(bai2Reader, fixture("spec-sample-five-accounts.bai"))).toBe(2);
    expect(detect(bai2Reader, "date,amount\n01,5\n")).toBe(0);
    expect(detect(bai2Reader, ":20:REF\n:25:ACC\n")).toBe(0);
  });
});

describe("properties", () => {
  const lines = [...fixture("previous-day-usd.bai").split("\n"), ...fixture("spec-sample-five-accounts.bai").split("\n"), ...fixture("letter-of-credit-day.bai").split("\n"), "88,", "16,", "03,,/", "49,-0,1/", "16,115,1,D,99999999,1,2/"];

  it("never throws, on any text or any shuffle of real records", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        bai2Reader.read(text, NO_BYTES, { fileName: "x.bai" });
        detect(bai2Reader, text);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...lines), { maxLength: 40 }), (picked) => {
        expect(typeof bai2Reader.read(picked.join("\n"), NO_BYTES, { fileName: "x.bai" }).ok).toBe("boolean");
      }),
      { numRuns: 400 },
    );
  });

  it("round-trips random transactions through a written BAI2 file", () => {
    const detail = fc.record({
      credit: fc.boolean(),
      code: fc.nat(3),
      amount: fc.integer({ min: 1, max: 999_999_999 }),
      text: fc.array(fc.stringMatching(/^[A-Z0-9]{1,8}$/), { minLength: 1, maxLength: 6 }).map((words) => words.join(" ")),
      continued: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(detail, { maxLength: 10 }),
        fc.integer({ min: -50_000_000, max: 50_000_000 }),
        fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
        fc.constantFrom("USD", "KWD", "JPY"),
        (details, opening, date, currency) => {
          const book = read(writeBai2(details, opening, date, currency));
          expect(book.transactions.map((t) => [t.date, t.amountMinor, t.description])).toEqual(details.map((d) => [date, d.credit ? d.amount : -d.amount, d.text]));
          expect(book.closingBalanceMinor).toBe(opening + details.reduce((sum, d) => sum + (d.credit ? d.amount : -d.amount), 0));
          expect(book.currency).toBe(currency);
        },
      ),
      { numRuns: 200 },
    );
  });
});

/** A minimal BAI2 writer: one group, one account, 010/015/100/400 summaries, the trailers' totals. */
function writeBai2(details: { credit: boolean; code: number; amount: number; text: string; continued: boolean }[], opening: number, date: string, currency: string): string {
  const CREDIT_CODES = ["165", "195", "301", "399"];
  const DEBIT_CODES = ["451", "475", "495", "699"];
  const credits = details.filter((d) => d.credit).reduce((sum, d) => sum + d.amount, 0);
  const debits = details.filter((d) => !d.credit).reduce((sum, d) => sum + d.amount, 0);
  const closing = opening + credits - debits;
  const signed = (n: number) => (n < 0 ? String(n) : `+${n}`);
  const yymmdd = date.slice(2, 4) + date.slice(5, 7) + date.slice(8, 10);
  const account: string[] = [
    `03,ACCT-001,${currency},010,${signed(opening)},,,015,${signed(closing)},,/`,
    `88,100,${credits},${details.filter((d) => d.credit).length},,400,${debits},${details.filter((d) => !d.credit).length},/`,
  ];
  for (const d of details) {
    const code = (d.credit ? CREDIT_CODES : DEBIT_CODES)[d.code]!;
    const split = d.text.indexOf(" ");
    // A text continued in an 88 record: the 16 ends inside the text, without a delimiter.
    if (d.continued && split > 0) account.push(`16,${code},${d.amount},0,BREF,,${d.text.slice(0, split)}`, `88,${d.text.slice(split + 1)}`);
    else account.push(`16,${code},${d.amount},0,BREF,,${d.text}/`);
  }
  const total = opening + closing + credits + debits + credits + debits;
  account.push(`49,${total},${account.length + 1}/`);
  const group = [`02,RECEIVER,BANK,1,${yymmdd},2400,${currency},2/`, ...account];
  group.push(`98,${total},1,${group.length + 1}/`);
  const file = [`01,BANK,RECEIVER,${yymmdd},0600,1,,,2/`, ...group];
  file.push(`99,${total},1,${file.length + 1}/`);
  return file.join("\n");
}
