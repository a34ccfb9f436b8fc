/**
 * The aggregator JSON readers. Fixtures follow each provider's public API reference:
 *   - Plaid, /transactions/get and /transactions/sync responses: https://plaid.com/docs/api/products/transactions/
 *     (amount: "positive values when money moves out of the account; negative values when money
 *     moves in"; balances.current: for credit accounts "a positive balance indicates the amount owed");
 *   - UK Open Banking Read/Write API v3.1 account transactions (OBReadTransaction6), whose example
 *     response the first transaction follows: https://github.com/OpenBankingUK/read-write-api-docs-pub (resources-and-data-models/aisp/Transactions.md)
 *     (also https://openbankinguk.github.io/read-write-api-site2/standards/v3.1.3/resources-and-data-models/aisp/Transactions);
 *   - Teller, GET /accounts/:id/transactions: https://teller.io/docs/api/account/transactions
 *     (amount "the signed amount of the transaction as a string", running_balance, status posted|pending).
 * Every expected figure is worked out by hand in the comment next to it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { detect } from "../support/import.js";
import { describe, expect, it } from "vitest";
import { openBankingReader, plaidReader, tellerReader } from "../../src/import/aggregator/reader.js";
import type { FormatReader, ImportedBook, ImportOptions, ImportRefusal } from "../../src/import/types.js";
import { categorize } from "../../src/domain/categories/index.js";

const FIXTURES = join(import.meta.dirname, "fixtures", "aggregator");
const fixture = (name: string) => readFileSync(join(FIXTURES, name), "utf8");
const NO_BYTES = new Uint8Array();

function read(reader: FormatReader, text: string, options: Partial<ImportOptions> = {}): ImportedBook {
  const result = reader.read(text, NO_BYTES, { fileName: "transactions.json", ...options });
  if (!result.ok) expect.fail(`expected the file to import, got ${JSON.stringify(result.refusal)}`);
  return result.book;
}

function refusalOf(reader: FormatReader, text: string, options: Partial<ImportOptions> = {}): ImportRefusal {
  const result = reader.read(text, NO_BYTES, { fileName: "transactions.json", ...options });
  if (result.ok) expect.fail(`expected a refusal, got ${JSON.stringify(result.book.transactions)}`);
  return result.refusal;
}

const amounts = (book: ImportedBook) => book.transactions.map((t) => t.amountMinor);
const notes = (book: ImportedBook) => book.notes.map((n) => n.text);
/** Edits a fixture as JSON (for refusal cases); the readers still see text. */
const edited = (name: string, edit: (json: any) => void) => {
  const json = JSON.parse(fixture(name));
  edit(json);
  return JSON.stringify(json, null, 2);
};

describe("Plaid", () => {
  it("reads /transactions/get with positive amounts as money out, skipping the pending row", () => {
    const book = read(plaidReader, fixture("plaid-transactions-get.json"));
    // -2450.0 → +245000 in; 2307.21 → −230721 out; 500 → −50000; -89.4 → +8940 (a refund); 4.33 → −433.
    // The 12.5 row is pending: skipped.
    expect(amounts(book)).toEqual([245000, -230721, -50000, 8940, -433]);
    expect(amounts(book).filter((a) => a > 0).reduce((a, b) => a + b)).toBe(253940); // 2,450.00 + 89.40
    expect(amounts(book).filter((a) => a < 0).reduce((a, b) => a + b)).toBe(-281154); // 2,307.21 + 500.00 + 4.33
    expect(book.transactions.map((t) => t.description)).toEqual(["ACME CORP PAYROLL PPD ID: 1234567890", "Apple", "United Airlines", "Apple", "Starbucks"]);
    // personal_finance_category.primary, else the deepest level of the legacy category list the
    // vocabulary knows: ["Travel", "Airlines and Aviation Services"] gives the second.
    expect(book.transactions.map((t) => t.category)).toEqual(["INCOME", "GENERAL_MERCHANDISE", "Airlines and Aviation Services", "GENERAL_MERCHANDISE", "FOOD_AND_DRINK"]);
    expect(book.closingBalanceMinor).toBe(184312); // a depository account's balances.current 1843.12
    expect(book).toMatchObject({ format: "plaid", currency: "USD", accountId: "BxBXxLj1m4HMXBm9WZZmCWVbPjX16EHwv99vp" });
    expect(notes(book)).toContain("Skipped 1 pending transaction (pending: true): they have not moved money yet");
  });

  it("reads the older hierarchy's Transfer by its second level: payroll, a deposit, the company's own accounts, or only the rail", () => {
    // Plaid's legacy `Transfer` holds every payment by transfer. ["Transfer", "Payroll"] on money
    // out is payroll; ["Transfer", "Deposit"] in is revenue; ["Transfer", "Internal Account
    // Transfer"] a transfer; ["Transfer", "Debit"] says only the rail, so the words decide (here
    // none do: uncategorized, never `transfer`).
    const row = (name: string, amount: number, category: string[]) => ({ account_id: "a1", amount, date: "2026-11-02", name, pending: false, category, iso_currency_code: "USD" });
    const response = {
      accounts: [{ account_id: "a1", balances: { current: 100, iso_currency_code: "USD" }, type: "depository" }],
      transactions: [
        row("ONLINE PMT 7712 NET", 3912.64, ["Transfer", "Payroll"]),
        row("REMOTE CAPTURE 4471", -974, ["Transfer", "Deposit"]),
        row("TO SAV XXXXX4471", 500, ["Transfer", "Internal Account Transfer"]),
        row("ACH 88120 OAKRIDGE", 120, ["Transfer", "Debit"]),
      ],
    };
    const imported = read(plaidReader, JSON.stringify(response));
    const categories = imported.transactions.map((t) => categorize({ amountMinor: t.amountMinor, category: t.category, description: t.description }).category);
    expect(categories).toEqual(["payroll", "revenue", "transfer", "uncategorized"]);
  });

  it("reads a third level of the older hierarchy in its parent's sense where the two disagree", () => {
    // ["Service", "Utilities", "Gas"] is a gas bill (Chase's card calls fuel "Gas"); ["Travel",
    // "Gas Stations"] is fuel; a second level under a broad first one (["Tax", "Payroll"]) keeps its own.
    const row = (name: string, category: string[]) => ({ account_id: "a1", amount: 80, date: "2026-11-02", name, pending: false, category, iso_currency_code: "USD" });
    const response = {
      accounts: [{ account_id: "a1", balances: { current: 100, iso_currency_code: "USD" }, type: "depository" }],
      transactions: [row("CITY GAS CO AUTOPAY", ["Service", "Utilities", "Gas"]), row("PILOT 00412", ["Travel", "Gas Stations"]), row("EFTPS 4471", ["Tax", "Payroll"])],
    };
    const imported = read(plaidReader, JSON.stringify(response));
    expect(imported.transactions.map((t) => categorize({ amountMinor: t.amountMinor, category: t.category, description: t.description }).category)).toEqual(["utilities", "travel", "payroll"]);
  });

  it("reads a /transactions/sync page of a credit card, its balance owed counted as negative cash", () => {
    const book = read(plaidReader, fixture("plaid-sync-credit-card.json"));
    // 54.2 purchase → −5420; -300 payment → +30000; the 23.1 pending ride is skipped.
    expect(amounts(book)).toEqual([-5420, 30000]);
    expect(book.closingBalanceMinor).toBe(-87945); // 879.45 owed on the card
  });

  it("reads a JSON number exactly as written, exponent and all, never through a float", () => {
    const text = edited("plaid-transactions-get.json", (json) => (json.transactions[2].amount = "__AMOUNT__")).replace('"__AMOUNT__"', "2.30721e3");
    expect(amounts(read(plaidReader, text))[1]).toBe(-230721); // 2.30721e3 = 2307.21
  });

  it("refuses an unofficial currency unless --currency names one", () => {
    const text = edited("plaid-transactions-get.json", (json) => {
      json.transactions[3].iso_currency_code = null;
      json.transactions[3].unofficial_currency_code = "CNH";
    });
    const refusal = refusalOf(plaidReader, text);
    expect(refusal.at).toBe("transactions[3].unofficial_currency_code");
    expect(refusal.expected).toContain("'CNH'");
    expect(refusal.fix).toContain("--currency");
    expect(amounts(read(plaidReader, text, { currency: "USD" }))).toHaveLength(5);
  });

  it("refuses transactions of several accounts, naming them", () => {
    const text = edited("plaid-transactions-get.json", (json) => (json.transactions[4].account_id = "Vx9zKp2mQ4HMXBm9WZZmCWVbPjX16EHwv11aa"));
    const refusal = refusalOf(plaidReader, text);
    expect(refusal.expected).toContain("one account per file; it has transactions of 2 accounts");
    expect(refusal.expected).toContain("Vx9zKp2mQ4HMXBm9WZZmCWVbPjX16EHwv11aa (transactions[4].account_id)");
  });

  it("refuses one page of several, a sync page that changes earlier pages, and amounts the currency cannot hold", () => {
    expect(refusalOf(plaidReader, edited("plaid-transactions-get.json", (json) => (json.total_transactions = 40))).expected).toContain("holds 6 of 40");
    expect(refusalOf(plaidReader, edited("plaid-sync-credit-card.json", (json) => (json.has_more = true))).at).toBe("has_more");
    expect(refusalOf(plaidReader, edited("plaid-sync-credit-card.json", (json) => (json.removed = [{ transaction_id: "x" }]))).at).toBe("removed[0]");
    const fraction = fixture("plaid-transactions-get.json").replace('"amount": 4.33', '"amount": 4.333');
    expect(refusalOf(plaidReader, fraction).expected).toContain("more than 2 decimals");
    expect(refusalOf(plaidReader, fixture("plaid-transactions-get.json"), { currency: "EUR" }).expected).toContain("--currency (EUR)");
    expect(refusalOf(plaidReader, '{"transactions": [1, }').expected).toContain("well-formed JSON");
  });
});

describe("Plaid: ids, counterparties and codes (plaid-counterparties.json)", () => {
  // Written from the example response of /transactions/get in Plaid's API reference
  // (https://plaid.com/docs/api/products/transactions/#transactionsget): its DoorDash-delivered
  // Burger King order with two counterparties, then a payroll credit whose only counterparty is
  // the payroll provider, and a fee with the European transaction_code "bank charge" (one of the
  // values the reference lists), dated 2026.
  const book = read(plaidReader, fixture("plaid-counterparties.json"));

  it("takes transaction_id as the id, the merchant else the first counterparty, and transaction_code as a code", () => {
    expect(book.transactions.map(({ amountMinor, id, counterparty, bankTransactionCode, category }) => ({ amountMinor, id, counterparty, bankTransactionCode, category }))).toEqual([
      // merchant_name Burger King wins over counterparties[0] DoorDash (the marketplace); 28.34 out.
      { amountMinor: -2834, id: "yhnUVvtcGGcCKU0bcz8PDQr5ZUxUXebUvbKC0", counterparty: "Burger King", bankTransactionCode: undefined, category: "FOOD_AND_DRINK" },
      // No merchant_name: counterparties[0], Gusto; −3,120.00 in Plaid's sign is money in.
      { amountMinor: 312000, id: "4zBRq1Qem4uAPnoyKjJNTRQpQddM4ztlo1PLD", counterparty: "Gusto", bankTransactionCode: undefined, category: "INCOME" },
      // No merchant and an empty counterparties list; payment_channel ("other") is not a code.
      { amountMinor: -500, id: "kgmk8LrZrKfP3BxJ1QWrhx5dyKMBWqT1Zp6ey", counterparty: undefined, bankTransactionCode: "TYPE:bank charge", category: "BANK_FEES" },
    ]);
    expect(book.closingBalanceMinor).toBe(421150);
  });

  it("gives no id to two transactions with the same transaction_id", () => {
    const twice = read(plaidReader, edited("plaid-counterparties.json", (json) => (json.transactions[2].transaction_id = json.transactions[0].transaction_id)));
    expect(twice.transactions.map((t) => t.id)).toEqual([undefined, "4zBRq1Qem4uAPnoyKjJNTRQpQddM4ztlo1PLD", undefined]);
    expect(notes(twice)).toContain("Gave no bank id to 2 transactions whose transaction_id another transaction of the file also has");
  });
});

describe("UK Open Banking", () => {
  it("reads booked transactions by their credit/debit indicator and checks the running balance", () => {
    const book = read(openBankingReader, fixture("open-banking-transactions.json"));
    // Credit 10.00 → +1000 (balance 230.00); Debit 45.80 → −4580 (230.00 − 45.80 = 184.20 ✓);
    // the pending Costa Coffee is skipped; Debit 250.00 → −25000 (184.20 − 250.00 = −65.80, a Debit balance ✓).
    expect(amounts(book)).toEqual([1000, -4580, -25000]);
    expect(book.transactions.map((t) => t.description)).toEqual(["Cash from Aubrey", "Tesco Stores 2231", "Rent March"]);
    expect(book.transactions.map((t) => t.date)).toEqual(["2026-03-02", "2026-03-03", "2026-03-04"]);
    expect(book.closingBalanceMinor).toBe(-6580);
    expect(book.closingBalanceDate).toBe("2026-03-04");
    expect(book).toMatchObject({ format: "open-banking", currency: "GBP", accountId: "22289" });
    expect(book.transactions[2]!.source).toBe("Data.Transaction[3]");
  });

  it("refuses a running balance that does not follow from the amounts, naming the transaction", () => {
    // 184.20 − 250.00 = −65.80, not −75.80.
    const text = edited("open-banking-transactions.json", (json) => (json.Data.Transaction[3].Balance.Amount.Amount = "75.80"));
    const refusal = refusalOf(openBankingReader, text);
    expect(refusal.at).toBe("Data.Transaction[3].Balance.Amount.Amount");
    expect(refusal.expected).toContain("-£65.80");
    expect(refusal.expected).toContain("-£75.80");
  });

  it("refuses one page of several and several accounts", () => {
    const paged = edited("open-banking-transactions.json", (json) => (json.Links.Next = "https://api.alphabank.com/open-banking/v3.1/aisp/accounts/22289/transactions?page=2"));
    expect(refusalOf(openBankingReader, paged).at).toBe("Links.Next");
    const two = edited("open-banking-transactions.json", (json) => (json.Data.Transaction[1].AccountId = "31820"));
    expect(refusalOf(openBankingReader, two).expected).toContain("31820 (Data.Transaction[1].AccountId)");
  });
});

describe("UK Open Banking: ids, codes, merchant category and counterparties (open-banking-codes.json)", () => {
  // Written from the example response of OBReadTransaction6 in the Read/Write API specification
  // (resources-and-data-models/aisp/Transactions.md, cited above): its first transaction kept
  // with the family and sub-family written by name as the example does, a DebtorAccount added;
  // then rows with the ISO 20022 codes (ExternalBankTransactionFamily1Code and SubFamily1Code), a
  // CreditorAccount, a MerchantDetails with a four-digit and one with a three-digit code (the
  // standard's Min3Max4Text allows it). Running balance: 220.00 + 10.00 = 230.00; − 45.80 = 184.20;
  // − 250.00 = −65.80; − 7.50 = −73.30; − 32.00 = −105.30.
  const book = read(openBankingReader, fixture("open-banking-codes.json"));

  it("writes the ISO code with its domain only where the family settles it, else the bank's words", () => {
    expect(book.transactions.map(({ amountMinor, id, counterparty, bankTransactionCode, mcc }) => ({ amountMinor, id, counterparty, bankTransactionCode, mcc }))).toEqual([
      // Names, not ISO codes: kept as the bank's words; money in, so the debtor's account name.
      { amountMinor: 1000, id: "123", counterparty: "Aubrey Smith", bankTransactionCode: "TYPE:ReceivedCreditTransfer/DomesticCreditTransfer", mcc: undefined },
      // CCRD (customer card transactions) exists only under PMNT; MCC 5411, the merchant.
      { amountMinor: -4580, id: "124", counterparty: "Tesco Stores 2231", bankTransactionCode: "PMNT/CCRD/POSD", mcc: "5411" },
      // ICDT/STDO: an issued standing order, under PMNT; money out, so the creditor's account name.
      { amountMinor: -25000, id: "126", counterparty: "Hampstead Lettings Ltd", bankTransactionCode: "PMNT/ICDT/STDO", mcc: undefined },
      // MDOP (miscellaneous debit operations) is a family of many domains: no domain is guessed.
      { amountMinor: -750, id: "127", counterparty: undefined, bankTransactionCode: "MDOP/CHRG", mcc: undefined },
      // Only a proprietary code; the MCC "742" has three digits and is left out.
      { amountMinor: -3200, id: "128", counterparty: "Vets4Pets Camden", bankTransactionCode: "TYPE:CardPayment", mcc: undefined },
    ]);
    expect(book.closingBalanceMinor).toBe(-10530);
    expect(notes(book)).toContain("Left out 1 MerchantCategoryCode that is not four digits (ISO 18245)");
  });
});

describe("Teller", () => {
  it("needs the account's currency and which sign is money in, which the transaction list does not state", () => {
    expect(refusalOf(tellerReader, fixture("teller-transactions.json")).fix).toContain("--currency");
    expect(refusalOf(tellerReader, fixture("teller-transactions.json"), { currency: "USD" }).fix).toContain("--positive-means money-in for a checking or savings account");
  });

  it("reads a checking account newest first and checks its running balance", () => {
    const book = read(tellerReader, fixture("teller-transactions.json"), { currency: "USD", positiveMeans: "money-in" });
    // The pending transfer is skipped. Oldest first: 249.63 after −120.37; + 1,500.00 = 1,749.63 ✓; − 6.75 = 1,742.88 ✓.
    expect(amounts(book)).toEqual([-675, 150000, -12037]);
    expect(book.closingBalanceMinor).toBe(174288);
    expect(book.closingBalanceDate).toBe("2026-03-14");
    expect(book.transactions.map((t) => t.category)).toEqual(["dining", "income", "utilities"]);
    // id, details.counterparty.name and type, as the rows give them (the pending transfer skipped).
    expect(book.transactions.map((t) => [t.id, t.counterparty, t.bankTransactionCode])).toEqual([
      ["txn_oiluj93igokseo0i3a003", "BLUE BOTTLE COFFEE", "TYPE:card_payment"],
      ["txn_oiluj93igokseo0i3a002", "ACME CORP", "TYPE:deposit"],
      ["txn_oiluj93igokseo0i3a001", "COMCAST", "TYPE:digital_payment"],
    ]);
    expect(book.accountId).toBe("acc_oiin624kqjrg2mp2ea000");
  });

  it("reads a credit card with --positive-means money-out: purchases out, the balance owed negative", () => {
    const book = read(tellerReader, fixture("teller-transactions.json"), { currency: "USD", positiveMeans: "money-out" });
    expect(amounts(book)).toEqual([675, -150000, 12037]);
    expect(book.closingBalanceMinor).toBe(-174288);
  });

  it("refuses a running balance that does not follow", () => {
    // 249.63 + 1,500.00 = 1,749.63, not 1,794.63.
    const text = fixture("teller-transactions.json").replace('"1749.63"', '"1794.63"');
    const refusal = refusalOf(tellerReader, text, { currency: "USD", positiveMeans: "money-in" });
    expect(refusal.at).toMatch(/^\[\d\]\.running_balance$/);
  });
});

describe("detection", () => {
  it("is certain of each provider's shape and says 0 for everything else", () => {
    const files = ["plaid-transactions-get.json", "plaid-sync-credit-card.json", "open-banking-transactions.json", "teller-transactions.json"];
    const scores = files.map((name) => [plaidReader, openBankingReader, tellerReader].map((r) => detect(r, fixture(name))));
    expect(scores).toEqual([
      [2, 0, 0],
      [2, 0, 0],
      [0, 2, 0],
      [0, 0, 2],
    ]);
    for (const other of ["date,amount\n", '{"transactions": []}', "[]", '[{"amount": "1.00"}]', ":20:X\n"]) {
      expect([plaidReader, openBankingReader, tellerReader].map((r) => detect(r, other))).toEqual([0, 0, 0]);
    }
  });
});

describe("properties", () => {
  const readers = [plaidReader, openBankingReader, tellerReader];
  const options = { fileName: "x.json", currency: "USD", positiveMeans: "money-in" as const };

  it("never throws, on any text, any JSON, or any fixture with a value replaced", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), fc.json({ maxDepth: 6 })), (text) => {
        for (const reader of readers) {
          detect(reader, text);
          reader.read(text, NO_BYTES, options);
          reader.read(text, NO_BYTES, { fileName: "x.json" });
        }
      }),
      { numRuns: 300 },
    );
    const files = ["plaid-transactions-get.json", "plaid-sync-credit-card.json", "plaid-counterparties.json", "open-banking-transactions.json", "open-banking-codes.json", "teller-transactions.json"].map(fixture);
    fc.assert(
      fc.property(fc.constantFrom(...files), fc.nat(), fc.jsonValue({ maxDepth: 2 }), (text, at, value) => {
        // Replace one scalar of the file (a string, number, boolean or null) by any JSON value.
        const scalars = [...text.matchAll(/"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/g)];
        const target = scalars[at % scalars.length]!;
        const mutated = text.slice(0, target.index) + JSON.stringify(value) + text.slice(target.index + target[0].length);
        for (const reader of readers) expect(typeof reader.read(mutated, NO_BYTES, options).ok).toBe("boolean");
      }),
      { numRuns: 300 },
    );
    // Nesting far deeper than any response is refused, not recursed into.
    expect(plaidReader.read("[".repeat(100_000), NO_BYTES, options).ok).toBe(false);
  });

  const row = fc.record({
    date: fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    amountMinor: fc.integer({ min: -99_999_999, max: 99_999_999 }).filter((n) => n !== 0),
    description: fc.array(fc.stringMatching(/^[A-Za-z0-9]{1,8}$/), { minLength: 1, maxLength: 4 }).map((w) => w.join(" ")),
    pending: fc.boolean(),
  });
  const major = (minor: number) => `${minor < 0 ? "-" : ""}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, "0")}`;

  it("round-trips random transactions through a written Plaid response", () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 10 }), (rows) => {
        // Plaid writes money out as a positive JSON number: the writer negates, the reader negates back.
        const transactions = rows.map(
          (r) => `{"account_id": "acc", "amount": ${major(-r.amountMinor)}, "iso_currency_code": "USD", "date": "${r.date}", "name": "${r.description}", "pending": ${r.pending}}`,
        );
        const text = `{"accounts": [], "transactions": [${transactions.join(",")}], "total_transactions": ${rows.length}}`;
        const book = read(plaidReader, text);
        const posted = rows.filter((r) => !r.pending);
        expect(book.transactions.map((t) => [t.date, t.amountMinor, t.description])).toEqual(posted.map((r) => [r.date, r.amountMinor, r.description]));
      }),
      { numRuns: 150 },
    );
  });

  it("round-trips random transactions through a written Open Banking response with running balances", () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 10 }), fc.integer({ min: -1_000_000, max: 1_000_000 }), (rows, opening) => {
        const sorted = [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
        let balance = opening;
        const entries = sorted.map((r, i) => {
          const money = (minor: number) => `{"Amount": "${major(Math.abs(minor))}", "Currency": "GBP"}`;
          const indicator = (minor: number) => (minor < 0 ? "Debit" : "Credit");
          if (!r.pending) balance += r.amountMinor;
          const runningBalance = r.pending ? "" : `, "Balance": {"Amount": ${money(balance)}, "CreditDebitIndicator": "${indicator(balance)}", "Type": "InterimBooked"}`;
          return `{"AccountId": "A1", "TransactionId": "${i}", "Amount": ${money(r.amountMinor)}, "CreditDebitIndicator": "${indicator(r.amountMinor)}", "Status": "${r.pending ? "Pending" : "Booked"}", "BookingDateTime": "${r.date}T00:00:00+00:00", "TransactionInformation": "${r.description}"${runningBalance}}`;
        });
        const book = read(openBankingReader, `{"Data": {"Transaction": [${entries.join(",")}]}, "Links": {"Self": "x"}}`);
        const posted = sorted.filter((r) => !r.pending);
        expect(book.transactions.map((t) => [t.date, t.amountMinor, t.description])).toEqual(posted.map((r) => [r.date, r.amountMinor, r.description]));
        expect(book.closingBalanceMinor).toBe(posted.length === 0 ? undefined : balance);
      }),
      { numRuns: 150 },
    );
  });

  it("round-trips random transactions through a written Teller list, newest first", () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 10 }), fc.integer({ min: -1_000_000, max: 1_000_000 }), (rows, opening) => {
        const sorted = [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
        let balance = opening;
        const entries = sorted.map((r, i) => {
          if (!r.pending) balance += r.amountMinor;
          const running = r.pending ? "null" : `"${major(balance)}"`;
          return `{"id": "txn_${i}", "account_id": "acc_1", "amount": "${major(r.amountMinor)}", "date": "${r.date}", "description": "${r.description}", "status": "${r.pending ? "pending" : "posted"}", "running_balance": ${running}, "details": {"category": "general"}}`;
        });
        const book = read(tellerReader, `[${entries.reverse().join(",")}]`, { currency: "USD", positiveMeans: "money-in" });
        const posted = sorted.filter((r) => !r.pending).reverse();
        expect(book.transactions.map((t) => [t.date, t.amountMinor, t.description])).toEqual(posted.map((r) => [r.date, r.amountMinor, r.description]));
        expect(book.closingBalanceMinor).toBe(posted.length === 0 ? undefined : balance);
      }),
      { numRuns: 150 },
    );
  });
});
