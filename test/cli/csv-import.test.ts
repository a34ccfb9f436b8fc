/**
 * Bank CSV import: RFC 4180 records, header recognition, exact major → minor unit conversion and
 * located complaints. Every expected amount is the printed figure with its decimal point removed.
 */
import { describe, expect, it } from "vitest";
import { currencyDecimals, parseMajorAmount } from "../../src/import/amount.js";
import { importBankCsv, type CsvImport } from "../../src/cli/bank-csv.js";
import { CsvSyntaxError, readCsv } from "../../src/cli/csv.js";
import { describeCsvProblem } from "../../src/cli/run.js";

const USD = { currency: "USD", accountId: "acct-csv" };

function imported(text: string, options: Partial<Parameters<typeof importBankCsv>[1]> = {}) {
  const result: CsvImport = importBankCsv(text, { ...USD, ...options });
  if (!result.ok) expect.fail(`expected the CSV to import, got ${JSON.stringify(result.problems)}`);
  return result;
}

function problemsOf(text: string, options: Partial<Parameters<typeof importBankCsv>[1]> = {}) {
  const result = importBankCsv(text, { ...USD, ...options });
  if (result.ok) expect.fail(`expected the CSV to be refused, got ${JSON.stringify(result.envelope)}`);
  return result;
}

describe("major units → minor units, by string arithmetic", () => {
  it("reads the currency's decimals from Intl: USD 2, JPY 0, BHD 3", () => {
    expect(currencyDecimals("USD")).toBe(2);
    expect(currencyDecimals("JPY")).toBe(0);
    expect(currencyDecimals("BHD")).toBe(3);
  });

  it.each([
    ["1,234.56", 2, 123456], // "1234" + "56"
    ["-12.00", 2, -1200], // "12" + "00", negative
    ["(12.00)", 2, -1200], // accounting parentheses mean negative
    ["+7.5", 2, 750], // one decimal padded: "7" + "50"
    [".05", 2, 5], // no whole part: "0" + "05"
    ["$1,000,000.01", 2, 100000001], // currency symbol and two groups
    ["1,235", 0, 1235], // JPY: no decimals
    ["1,235.00", 0, 1235], // JPY with zero decimals written: nothing is lost
    ["12.345", 3, 12345], // BHD: three decimals
    // 0.1 + 0.2 style float noise cannot arise: 9,007,199,254,740.99 is 2^53 − 1 cents exactly.
    ["90,071,992,547,409.91", 2, 9007199254740991],
  ])("%s with %i decimals → %i", (text, decimals, minor) => {
    expect(parseMajorAmount(text, decimals)).toEqual({ ok: true, minor });
  });

  it("turns -0.00 into 0, not a negative zero", () => {
    const result = parseMajorAmount("-0.00", 2);
    expect(result.ok && Object.is(result.minor, 0)).toBe(true);
  });

  it.each([
    ["12,3x", "is not an amount"],
    ["12,3", "is not an amount"], // a decimal comma or a typo: never read as 123
    ["1,23,456.00", "is not an amount"], // Indian grouping is not the export's format
    ["(-12.00)", "is not an amount (both parentheses and a sign)"],
    ["12.345", "has more than 2 decimals, which the currency cannot hold exactly"],
    ["90,071,992,547,409.92", "is too large to be handled exactly"], // 2^53 cents
    ["", "is not an amount"],
  ])("refuses %j: %s", (text, problem) => {
    expect(parseMajorAmount(text, 2)).toEqual({ ok: false, problem });
  });

  it("refuses a fraction in a currency without minor units (JPY 12.5)", () => {
    expect(parseMajorAmount("12.5", 0)).toEqual({ ok: false, problem: "has more than 0 decimals, which the currency cannot hold exactly" });
  });
});

describe("RFC 4180 records", () => {
  it("keeps commas, doubled quotes and line breaks inside quoted fields, and the line each record starts on", () => {
    const text = 'a,b\r\n"x, y","he said ""hi"""\r\n"multi\nline",z\n\nlast,""\n';
    expect(readCsv(text)).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["x, y", 'he said "hi"'] },
      { line: 3, fields: ["multi\nline", "z"] }, // spans lines 3–4
      { line: 6, fields: ["last", ""] }, // line 5 is blank and skipped
    ]);
  });

  it("drops a UTF-8 byte order mark and reads a last record without a line end", () => {
    expect(readCsv("\uFEFFdate,amount\n2026-03-01,1.00")).toEqual([
      { line: 1, fields: ["date", "amount"] },
      { line: 2, fields: ["2026-03-01", "1.00"] },
    ]);
  });

  it("reports a quote never closed at the line where it opened", () => {
    expect(() => readCsv('date,amount\n2026-03-01,"12.00\n2026-03-02,1.00\n')).toThrow(new CsvSyntaxError(2, 'a quoted field is never closed (a missing ")'));
  });

  it("reports text after a closing quote", () => {
    expect(() => readCsv('a,b\n"x"y,1\n')).toThrow(CsvSyntaxError);
  });
});

describe("bank export → envelope", () => {
  it("reads a signed amount column, the category, and the closing balance from the last row", () => {
    const csv = [
      "Transaction Date,Description,Amount,Category,Balance",
      '2026-03-01,"Invoice 1001, Acme","1,234.56",Sales,"1,234.56"',
      "2026-03-02,Team lunch,(12.00),Meals,\"1,222.56\"",
      "2026-03-03,Rent,-200.5,,\"1,022.06\"",
    ].join("\n");
    const { envelope, lines } = imported(csv);
    expect(envelope).toEqual({
      account_id: "acct-csv",
      transactions: [
        { date: "2026-03-01", amount_minor: 123456, category: "Sales" },
        { date: "2026-03-02", amount_minor: -1200, category: "Meals" },
        // an empty category cell is left out, so the engine files it under "uncategorized"
        { date: "2026-03-03", amount_minor: -20050 },
      ],
      // 123456 − 1200 − 20050 = 102206: the export's own last running balance
      balances: { current_minor: 102206, as_of: "2026-03-03", currency: "USD" },
    });
    expect(lines).toEqual([2, 3, 4]);
  });

  it("reads debit and credit columns: debit is money out, credit money in, a debit's printed sign ignored", () => {
    const csv = [
      "Posted Date,Description,Debit,Credit",
      '03/02/2026,"Payout, Stripe",,"2,184.20"',
      '03/05/2026,"Rent ""March""",850.00,',
      "03/14/2026,Monthly fee,-15.00,",
      "03/20/2026,Refund and fee,1.50,20.00",
    ].join("\r\n");
    const { envelope } = imported(csv, { balanceMinor: 500000 });
    expect(envelope.transactions).toEqual([
      { date: "2026-03-02", amount_minor: 218420 },
      { date: "2026-03-05", amount_minor: -85000 },
      // 14 cannot be a month, so the column is month-first: 03/14/2026 is 14 March
      { date: "2026-03-14", amount_minor: -1500 },
      // both cells on one row: 2000 in − 150 out = 1850
      { date: "2026-03-20", amount_minor: 1850 },
    ]);
    expect(envelope.balances).toEqual({ current_minor: 500000, as_of: "2026-03-20", currency: "USD" });
  });

  it("signs an unsigned amount by its CR/DR column, and refuses a minus marked credit", () => {
    const csv = ["Booking Date,Amount,Credit Debit Indicator", "2026-03-02,250.00,CRDT", "2026-03-03,80.00,DBIT", "2026-03-04,-5.00,DR"].join("\n");
    expect(imported(csv, { balanceMinor: 0 }).envelope.transactions.map((t) => t.amount_minor)).toEqual([25000, -8000, -500]);
    const contradictory = "date,amount,cr/dr\n2026-03-02,-250.00,CR\n2026-03-03,1.00,X\n";
    expect(problemsOf(contradictory, { balanceMinor: 0 }).problems).toEqual([
      { line: 2, column: "cr/dr", problem: "the amount is negative but marked as a credit (money in)" },
      { line: 3, column: "cr/dr", problem: "'X' is neither credit (CR) nor debit (DR)" },
    ]);
  });

  it("converts a JPY export with no decimals: '1,235' is 1235 yen", () => {
    const { envelope } = imported("date,amount\n2026-03-01,\"1,235\"\n2026-03-02,-300\n", { currency: "JPY", balanceMinor: 10000 });
    expect(envelope.transactions.map((t) => t.amount_minor)).toEqual([1235, -300]);
    expect(envelope.balances.currency).toBe("JPY");
  });

  it("reads day-first dates when the column shows it (13/03/2026), or when told", () => {
    const shown = imported("date,amount\n02/03/2026,1.00\n13/03/2026,1.00\n", { balanceMinor: 0 });
    expect(shown.envelope.transactions.map((t) => t.date)).toEqual(["2026-03-02", "2026-03-13"]);
    const told = imported("date,amount\n02/03/2026,1.00\n", { balanceMinor: 0, dayFirst: true });
    expect(told.envelope.transactions[0]!.date).toBe("2026-03-02");
    const us = imported("date,amount\n02/03/2026,1.00\n", { balanceMinor: 0 });
    expect(us.envelope.transactions[0]!.date).toBe("2026-02-03");
  });

  it("takes the balance at the close of as_of from a newest-first export", () => {
    const csv = ["Date,Amount,Balance", "2026-03-03,-5.00,95.00", "2026-03-02,-10.00,100.00", "2026-03-01,110.00,110.00"].join("\n");
    expect(imported(csv).envelope.balances.current_minor).toBe(9500);
    // as of 03-02 the running balance was 100.00
    expect(imported(csv, { asOf: "2026-03-02" }).envelope.balances.current_minor).toBe(10000);
  });

  it("names the line and column of a bad amount: line 14, column amount", () => {
    const rows = Array.from({ length: 12 }, (_, k) => `2026-03-${String(k + 1).padStart(2, "0")},10.00`);
    const csv = ["date,amount", ...rows, "2026-03-13,\"12,3x\"", "2026-03-14,1.00"].join("\n");
    // header is line 1, the twelve good rows lines 2–13, the bad one line 14
    const { problems } = problemsOf(csv, { balanceMinor: 0 });
    expect(problems).toEqual([{ line: 14, column: "amount", problem: "'12,3x' is not an amount" }]);
    expect(describeCsvProblem(problems[0]!)).toBe("line 14, column amount: '12,3x' is not an amount");
  });

  it("collects every problem of the file at once, in the header's own spelling", () => {
    const csv = ["Date,Debit,Credit", "2026-02-30,1.00,", "2026-03-01,,", "2026-03-02,,-4.00", "2026-03-03,1.00"].join("\n");
    expect(problemsOf(csv, { balanceMinor: 0 }).problems).toEqual([
      { line: 2, column: "Date", problem: "'2026-02-30' is not a date (use YYYY-MM-DD, MM/DD/YYYY or DD/MM/YYYY)" },
      { line: 3, problem: "both the debit and the credit cell are empty" },
      { line: 4, column: "Credit", problem: "'-4.00' is negative; credits are money in and are written without a sign" },
      { line: 5, problem: "has 2 fields but the header has 3 (an unquoted comma?)" },
    ]);
  });

  it("refuses a header without a date or without amounts", () => {
    expect(problemsOf("when,amount\n2026-03-01,1.00\n").problems[0]!.problem).toMatch(/^the header has no date column/);
    expect(problemsOf("date,debit\n2026-03-01,1.00\n").problems[0]!.problem).toMatch(/^the header needs an amount column \(signed\) or both a debit and a credit column/);
  });

  it("asks for --balance when the export has no balance column", () => {
    const result = problemsOf("date,amount\n2026-03-01,1.00\n");
    expect(result.missingOption).toBe(true);
    expect(result.problems).toEqual([{ problem: "the file has no balance column; pass the closing balance in minor units with --balance" }]);
  });

  it("reports an unclosed quote as a problem at its line", () => {
    expect(problemsOf('date,amount\n2026-03-01,"1.00\n', { balanceMinor: 0 }).problems).toEqual([
      { line: 2, problem: 'a quoted field is never closed (a missing ")' },
    ]);
  });
});
