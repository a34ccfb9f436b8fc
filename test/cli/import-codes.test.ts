/**
 * `cashflow import` carries what each statement format says about a row beyond its date and
 * amount into the envelope: the structured code (bank_transaction_code), the bank's own id, the
 * counterparty and the merchant category code. Driven through run(), as the command line runs it,
 * on the reader fixtures (each cites the public sample it was written from); the expected values
 * are the ones worked out by hand in the readers' own tests.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EXIT, run } from "../../src/cli/run.js";
import type { Envelope } from "../../src/import/envelope.js";
import { ROOT } from "../support/process.js";

const fixture = (folder: string, name: string) => join(ROOT, "test/import/fixtures", folder, name);

async function imported(...argv: string[]): Promise<Envelope> {
  let stdout = "";
  let stderr = "";
  const status = await run(["import", ...argv], { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env: {}, today: () => "2026-11-26" });
  if (status !== EXIT.ok) expect.fail(`cashflow import ${argv.join(" ")} exited ${status}: ${stderr}`);
  return JSON.parse(stdout) as Envelope;
}

describe("cashflow import writes each row's code, bank id, counterparty and merchant category", () => {
  it("OFX: TRNTYPE, FITID, the payee and SIC", async () => {
    const envelope = await imported(fixture("ofx", "bank-codes-ofx102.ofx"));
    expect(envelope.transactions[0]).toEqual({
      date: "2009-04-01",
      amount_minor: -660,
      description: "POS MERCHANDISE;MCDONALD'S #112",
      counterparty: "MCDONALD'S #112",
      id: "0000123456782009040100001",
      bank_transaction_code: "OFX:POS",
      mcc: "5814",
      // MCC 5814 is fast-food restaurants: the categorizer's code step makes it meals.
      category: "meals",
    });
  });

  it("camt.053: the ISO code, AcctSvcrRef and the creditor of a debit", async () => {
    const envelope = await imported(fixture("camt", "codes-camt053-v02.xml"));
    expect(envelope.transactions[0]).toMatchObject({ amount_minor: -75425, counterparty: "INSURANCE COMPANY TESTX", id: "ABNA20140105DD0001", bank_transaction_code: "PMNT/RDDT/ESDD" });
    expect(envelope.transactions[3]).toMatchObject({ amount_minor: -250, bank_transaction_code: "TYPE:NCHG+808" });
    expect(envelope.transactions[3]).not.toHaveProperty("id");
  });

  it("MT940: the German business transaction code and the ?32 name", async () => {
    const envelope = await imported(fixture("mt940", "dk-structured.sta"));
    expect(envelope.transactions[0]).toMatchObject({ amount_minor: 150000, counterparty: "Max Mustermann", id: "2603020001", bank_transaction_code: "GVC:166" });
    expect(envelope.transactions[3]).toMatchObject({ amount_minor: 85, id: "2603050009", bank_transaction_code: "MT940:NINT" });
  });

  it("BAI2: the type code and the bank reference", async () => {
    const envelope = await imported(fixture("bai2", "letter-of-credit-day.bai"));
    expect(envelope.transactions.map((t) => [t.bank_transaction_code, t.id])).toEqual([
      ["BAI2:218", "SP4738"],
      ["BAI2:195", undefined],
      ["BAI2:475", "4711"],
      ["BAI2:698", "FEE0620"],
    ]);
  });

  it("Plaid, Open Banking and Teller: the provider's id, counterparty and codes", async () => {
    const plaid = await imported(fixture("aggregator", "plaid-counterparties.json"));
    expect(plaid.transactions[1]).toMatchObject({ amount_minor: 312000, id: "4zBRq1Qem4uAPnoyKjJNTRQpQddM4ztlo1PLD", counterparty: "Gusto", category: "revenue" });
    // Plaid's INCOME only hints (its text names no income of another kind), so money in under it is revenue.
    const openBanking = await imported(fixture("aggregator", "open-banking-codes.json"));
    expect(openBanking.transactions[1]).toMatchObject({ amount_minor: -4580, id: "124", counterparty: "Tesco Stores 2231", bank_transaction_code: "PMNT/CCRD/POSD", mcc: "5411" });
    const teller = await imported(fixture("aggregator", "teller-transactions.json"), "--currency", "USD", "--positive-means", "money-in");
    expect(teller.transactions[0]).toMatchObject({ amount_minor: -675, id: "txn_oiluj93igokseo0i3a003", counterparty: "BLUE BOTTLE COFFEE", bank_transaction_code: "TYPE:card_payment", category: "meals" /* Teller's dining */ });
  });
});
