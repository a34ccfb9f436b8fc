/**
 * The company consolidation on its own (src/import/company/): books in, one envelope and notes
 * out. Books are written here by hand, with the bank ids the readers give (FITID, AcctSvcrRef),
 * so each rule is seen alone; the expected figures are worked out in the comments.
 */
import { describe, expect, it } from "vitest";
import { consolidate, type CompanyFile, type CompanyOptions } from "../../src/import/company/index.js";
import { convertMinor } from "../../src/import/company/fx.js";
import type { ImportedBook, ImportedTransaction } from "../../src/import/types.js";

const OPTIONS: CompanyOptions = { accountId: "acme", today: "2026-04-15", fx: [], transferWording: () => false };

function row(date: string, amountMinor: number, description: string, id?: string): ImportedTransaction {
  return { date, amountMinor, description, source: `${date} ${description}`, ...(id === undefined ? {} : { id }) };
}

function file(fileName: string, book: Partial<ImportedBook> & { transactions: ImportedTransaction[] }, extra: Partial<CompanyFile> = {}): CompanyFile {
  return { fileName, book: { format: "test", notes: [], currency: "USD", ...book }, ...extra };
}

function ok(files: CompanyFile[], options: Partial<CompanyOptions> = {}) {
  const result = consolidate(files, { ...OPTIONS, ...options });
  if (!result.ok) expect.fail(`refused: ${JSON.stringify(result.refusal)}`);
  return result;
}

describe("rows of one account seen in two files", () => {
  it("are kept once by the bank's id, even when the two files word them differently", () => {
    // Statement 03-01..03-10 and an export 03-06..03-15 of account 111. Two payments of 7.00 to the
    // same supplier on 03-06, in both files, each with its bank id; the export words one of them
    // differently. By date, amount and description that row would look new and be counted twice.
    const statement = file("feb.ofx", { accountId: "111", closingBalanceMinor: 10_000, closingBalanceDate: "2026-03-10", transactions: [row("2026-03-01", 5_000, "A", "F1"), row("2026-03-06", -700, "ACME SUPPLIES", "F2"), row("2026-03-06", -700, "ACME SUPPLIES", "F3")] });
    const exported = file("mar.ofx", { accountId: "111", closingBalanceMinor: 9_700, closingBalanceDate: "2026-03-15", transactions: [row("2026-03-06", -700, "Acme Supplies Ltd card 42", "F3"), row("2026-03-06", -700, "ACME SUPPLIES", "F2"), row("2026-03-14", -300, "B", "F4")] });
    const result = ok([statement, exported]);
    // kept: 5,000; −700 (F2); −700 (F3); −300 — mar.ofx's F3 and F2 dropped.
    // balances: 10,000 on 03-10, then F4 −300 → 9,700 on 03-15 ✓
    expect(result.envelope.transactions.map((t) => [t.date, t.amount_minor, t.id])).toEqual([
      ["2026-03-01", 5_000, "F1"], ["2026-03-06", -700, "F2"], ["2026-03-06", -700, "F3"], ["2026-03-14", -300, "F4"],
    ]);
    expect(result.summary.duplicates).toEqual([{ account: "account 111 (feb.ofx, mar.ofx)", file: "mar.ofx", earlierFiles: ["feb.ofx"], count: 2, by: "bank id", from: "2026-03-06", to: "2026-03-10" }]);
    expect(result.envelope.balances.current_minor).toBe(9_700);
  });

  it("never merges two identical payments inside one file: against one earlier copy, one is dropped", () => {
    // a.csv, exported during 03-05, has one coffee of 4.50 that day; b.csv, overlapping, has two
    // (both real): the company keeps two. Only b states a balance.
    const a = file("a.csv", { transactions: [row("2026-03-01", 1_000, "in"), row("2026-03-05", -450, "Coffee  Shop")] }, { accountNumber: "9" });
    const b = file("b.csv", { transactions: [row("2026-03-05", -450, "COFFEE SHOP"), row("2026-03-05", -450, "coffee shop."), row("2026-03-07", -50, "x")] }, { accountNumber: "9", balanceMinor: 50 });
    const result = ok([a, b]);
    // the balance is b's: 50 on 03-07
    expect(result.envelope.transactions.map((t) => t.amount_minor)).toEqual([1_000, -450, -450, -50]);
    expect(result.summary.duplicates[0]).toMatchObject({ count: 1, by: "date, amount and description", from: "2026-03-05", to: "2026-03-05" });
  });

  it("refuses two files of one account whose balances do not follow from the rows between them", () => {
    // a ends at 550 on 03-05; b's rows after 03-05 add −50, so b should end at 500, not 50:
    // the second coffee of b was described differently in a, or the files are two accounts.
    const a = file("a.csv", { transactions: [row("2026-03-01", 1_000, "in"), row("2026-03-05", -450, "coffee")] }, { accountNumber: "9", balanceMinor: 550 });
    const b = file("b.csv", { transactions: [row("2026-03-05", -450, "coffee"), row("2026-03-07", -50, "x")] }, { accountNumber: "9", balanceMinor: 50 });
    const result = consolidate([a, b], OPTIONS);
    expect(result).toMatchObject({ ok: false, refusal: { file: "b.csv", fix: "check that both files are the same account (--account-number after a file sets it) and that their overlapping rows are described alike" } });
    if (!result.ok) expect(result.refusal.expected).toBe("balances that follow from each other: a.csv ends at $5.50 on 2026-03-05, its rows up to 2026-03-07 add -$0.50, but b.csv states $0.50");
  });
});

describe("internal transfers", () => {
  const checking = (rows: ImportedTransaction[]) => file("chk.csv", { accountId: "000123456789", closingBalanceMinor: 100_000, closingBalanceDate: "2026-03-20", transactions: rows });
  const savings = (rows: ImportedTransaction[]) => file("sav.ofx", { accountId: "98764321", closingBalanceMinor: 50_000, closingBalanceDate: "2026-03-20", transactions: rows });

  it("are matched one to one and taken out of the flows; the balance stays the sum", () => {
    const result = ok([checking([row("2026-03-02", -20_000, "to SAV ...4321"), row("2026-03-03", 9_000, "sale")]), savings([row("2026-03-06", 20_000, "deposit")])]);
    // 03-02 → 03-06 is 4 days: the limit, still matched
    expect(result.summary.transfers).toHaveLength(1);
    expect(result.summary.transfers[0]).toMatchObject({ evidence: "names account …4321", out: { date: "2026-03-02", amountMinor: -20_000 }, in: { date: "2026-03-06", amountMinor: 20_000 } });
    expect(result.envelope.transactions.map((t) => t.amount_minor)).toEqual([9_000]);
    expect(result.envelope.balances.current_minor).toBe(150_000);
  });

  it("do not take a date's year for an account's last 4 digits", () => {
    // an account ending 2026; the row's text has the year 2026 only in dates
    const dated = (text: string) => ok([file("a.csv", { accountId: "55512026", closingBalanceMinor: 0, closingBalanceDate: "2026-03-20", transactions: [row("2026-03-02", 20_000, "deposit")] }), checking([row("2026-03-02", -20_000, text)])]).summary.transfers.length;
    expect(dated("Invoice 03/02/2026 paid")).toBe(0);
    expect(dated("Invoice 2026-03-02 paid")).toBe(0);
    expect(dated("to acct ...2026")).toBe(1);
  });

  it("are not matched 5 days apart", () => {
    const result = ok([checking([row("2026-03-01", -20_000, "to SAV ...4321")]), savings([row("2026-03-06", 20_000, "deposit")])]);
    expect(result.summary.transfers).toEqual([]);
    expect(result.envelope.transactions).toHaveLength(2);
  });

  it("leave a row with two possible partners as it is, and list it", () => {
    // two equal deposits into savings on 03-03 and 03-04 could each be the 03-02 transfer out
    const result = ok([checking([row("2026-03-02", -20_000, "to SAV ...4321")]), savings([row("2026-03-03", 20_000, "deposit"), row("2026-03-04", 20_000, "deposit")])]);
    expect(result.summary.transfers).toEqual([]);
    expect(result.envelope.transactions).toHaveLength(3);
    expect(result.summary.unmatched).toEqual([expect.objectContaining({ reason: "2 possible partners", row: expect.objectContaining({ date: "2026-03-02" }) })]);
    expect(result.summary.notes.some((n) => n.startsWith("Not matched: chk.csv 2026-03-02 to SAV ...4321 2026-03-02 -$200.00 could be a transfer with 2 rows"))).toBe(true);
  });

  it("take transfer wording as evidence when the categorizer says transfer", () => {
    const files = [checking([row("2026-03-02", -20_000, "Sweep to reserve")]), savings([row("2026-03-02", 20_000, "deposit")])];
    expect(ok(files).summary.transfers).toEqual([]);
    // the default evidence is the categorizer's own: "sweep to …" is transfer wording
    expect(ok(files, { transferWording: undefined }).summary.transfers).toMatchObject([{ evidence: "transfer wording" }]);
  });

  it("count a card payoff: money out of a bank account and the card's payment credit", () => {
    const card = file("card.csv", { kind: "card", transactions: [row("2026-03-04", 30_000, "Payment Thank You"), row("2026-03-05", -1_000, "coffee")] }, { balanceMinor: -12_345 });
    const result = ok([checking([row("2026-03-02", -30_000, "AUTOPAY")]), card]);
    expect(result.summary.transfers).toMatchObject([{ evidence: "card payment" }]);
    // 100,000 − 12,345 (owed on the card), as of 03-05 (the card's last row; checking reaches 03-20 and has no row after 03-05)
    expect(result.envelope.balances).toEqual({ current_minor: 87_655, as_of: "2026-03-05", currency: "USD" });
  });
});

describe("currencies", () => {
  const usd = file("us.csv", { accountId: "1", closingBalanceMinor: 100_00, closingBalanceDate: "2026-03-31", transactions: [row("2026-03-31", 1_00, "x")] });
  const eur = file("eu.xml", { accountId: "2", currency: "EUR", closingBalanceMinor: 100_05, closingBalanceDate: "2026-03-31", transactions: [row("2026-03-31", -5, "fee")] });

  it("refuses an account in another currency without the user's rate, naming --fx", () => {
    expect(consolidate([usd, eur], OPTIONS)).toMatchObject({ ok: false, missing: "fx", refusal: { file: "eu.xml", fix: "give the rate you use, in USD per EUR, and its date: --fx EUR=<rate>@YYYY-MM-DD" } });
  });

  it("converts each amount at the given rate, once rounded half away from zero", () => {
    const result = ok([usd, eur], { fx: [{ currency: "EUR", rate: "1.0832", date: "2026-03-31" }] });
    // balance: 100.05 EUR × 1.0832 = 108.374160 → 108.37 USD; + 100.00 USD = 208.37
    expect(result.envelope.balances.current_minor).toBe(208_37);
    // fee: −0.05 EUR × 1.0832 = −0.05416 → −0.05
    expect(result.envelope.transactions.map((t) => t.amount_minor)).toEqual([1_00, -5]);
    expect(result.summary.notes.join("\n")).toContain("€100.05 at 1.0832 USD per EUR (rate of 2026-03-31, given with --fx)");
  });

  it("rounds exactly at the half, and across minor-unit sizes", () => {
    // 0.01 EUR × 1.5 = 0.015 USD → 0.02 (away from zero), −0.015 → −0.02; 0.01 × 1.4999 = 0.014999 → 0.01
    expect(convertMinor(1, "EUR", "USD", "1.5")).toEqual({ ok: true, minor: 2 });
    expect(convertMinor(-1, "EUR", "USD", "1.5")).toEqual({ ok: true, minor: -2 });
    expect(convertMinor(1, "EUR", "USD", "1.4999")).toEqual({ ok: true, minor: 1 });
    // 1.01 EUR × 162.5 = 164.125 JPY → 164 (JPY has no minor digits); 1,000 JPY × 0.0061 = 6.10 EUR
    expect(convertMinor(101, "EUR", "JPY", "162.5")).toEqual({ ok: true, minor: 164 });
    expect(convertMinor(1000, "JPY", "EUR", "0.0061")).toEqual({ ok: true, minor: 610 });
  });
});

describe("the company's date", () => {
  it("refuses an --as-of after an account's statement ends: its balance then is not known", () => {
    const a = file("a.csv", { accountId: "1", closingBalanceMinor: 1_000, closingBalanceDate: "2026-03-20", transactions: [row("2026-03-01", 400, "x"), row("2026-03-18", 300, "y")] });
    const b = file("b.csv", { accountId: "2", closingBalanceMinor: 0, closingBalanceDate: "2026-03-31", transactions: [row("2026-03-02", 100, "z")] });
    expect(consolidate([a, b], { ...OPTIONS, asOf: "2026-03-25" })).toMatchObject({ ok: false, refusal: { file: "a.csv", fix: "pass an earlier --as-of, or add a later export of that account" } });
    // on 03-15: a 1,000 − the 03-18 row 300 = 700; b 0 (no row after 03-15) → 700
    expect(ok([a, b], { asOf: "2026-03-15" }).envelope.balances).toEqual({ current_minor: 700, as_of: "2026-03-15", currency: "USD" });
    expect(consolidate([a, b], { ...OPTIONS, asOf: "2026-03-01" })).toMatchObject({ ok: false, refusal: { file: "b.csv", fix: "pass an --as-of on or after 2026-03-02" } });
  });

  it("refuses accounts that share no date: a balance before an account's first row is not known", () => {
    // a covers 01-01..01-15, b 03-01..03-31: the earliest last date, 01-15, is before b starts
    const a = file("a.csv", { accountId: "1", closingBalanceMinor: 0, closingBalanceDate: "2026-01-15", transactions: [row("2026-01-01", 100, "x")] });
    const b = file("b.csv", { accountId: "2", closingBalanceMinor: 0, closingBalanceDate: "2026-03-31", transactions: [row("2026-03-01", 100, "y")] });
    expect(consolidate([a, b], OPTIONS)).toMatchObject({ ok: false, refusal: { file: "b.csv", expected: "a date every account's files cover; account 2 (b.csv) starts on 2026-03-01, after 2026-01-15, where account 1 (a.csv) ends", fix: "add exports that cover a common period, or analyse the accounts separately" } });
  });

  it("asks for a card's balance with --owed when its file states none", () => {
    const card = file("card.csv", { kind: "card", transactions: [row("2026-03-04", -1_000, "coffee")] });
    expect(consolidate([card], OPTIONS)).toMatchObject({ ok: false, missing: "owed", refusal: { file: "card.csv", fix: "give what the card owes after the file, as its statement prints it: card.csv --owed 1234.56" } });
  });
});
