/**
 * A company of four accounts in three formats, read by the CLI as a user runs it (a child process
 * through `npx tsx src/cli/main.ts`): a checking account exported twice with overlapping dates
 * (Chase CSV, running balances), a savings statement (OFX), a card (Chase card CSV) and a second
 * bank's statement (camt.053). Every expected figure is worked out by hand below from the
 * fixtures in test/cli/fixtures/company/, not taken from the program.
 */
import { describe, expect, it } from "vitest";
import { cashflowProcess } from "../support/run-command.js";

const DIR = "test/cli/fixtures/company";

const cashflow = cashflowProcess;

const ACME = [
  `${DIR}/checking-march-a.csv`, "--account-number", "000123456789",
  `${DIR}/checking-march-b.csv`, "--account-number", "000123456789",
  `${DIR}/savings-march.ofx`,
  `${DIR}/card-march.csv`, "--owed", "1005.24",
  `${DIR}/second-bank-march.camt053.xml`,
  "--account", "acme",
];

/*
 * Worked by hand.
 *
 * Last date each account covers: checking 03-30 (export b's last row), savings 03-31 (LEDGERBAL
 * DTASOF), card 03-28 (last Post Date), second bank 03-31 (CLBD). Latest common date: 03-28.
 *
 * Balances on 03-28:
 *   checking  10,650.00 on 03-30 (export b's last running balance) − the 03-30 +2,000.00 row =  8,650.00
 *             (continuity: export a ends 13,800.00 on 03-20; b's rows after it −450 −700 −4,000 +2,000 = −3,150 → 10,650 ✓)
 *   savings   50,012.34 on 03-31 − the 03-31 +12.34 interest                               = 50,000.00
 *   card      owes 1,005.24                                                                 = −1,005.24
 *   2nd bank  10,000.00 on 03-31 − the 03-30 −250.00 fee                                   = 10,250.00
 *   company                                                                                 = 67,894.76
 *
 * Duplicates: export a covers 03-02..03-20, b 03-13..03-30; overlap 03-13..03-20. b's rows in it:
 * two WEWORK −2,500 (a has the same two: both dropped, the pair stays two), card payment −1,200,
 * NORTHWIND +6,000 → 4 rows dropped.
 *
 * Transfers (opposite, equal, ≤ 4 days, evidence):
 *   checking 03-10 −3,000 "…to SAV ...4321"  ↔ savings 03-10 +3,000 (names the savings' last 4 digits)
 *   checking 03-16 −1,200                     ↔ card 03-18 +1,200 payment (card payoff, 2 days)
 *   checking 03-27 −4,000 "…GB29 NWBK 6016 1331 9268 19" ↔ 2nd bank 03-27 +4,000 (names its IBAN)
 * Not matched: checking 03-22 −450 (STAPLES) and 2nd bank 03-23 +450 (customer payment): no evidence.
 * Left out, dated after 03-28: checking 03-30 +2,000, savings 03-31 +12.34, 2nd bank 03-30 −250.
 *
 * The envelope's 12 rows: checking +5,000 −8,000 −2,500 −2,500 +6,000 −450 −700; card −54.99
 * −640.00 −310.25; 2nd bank +1,500 +450.
 *   inflow  = 5,000 + 6,000 + 1,500 + 450                                   = 12,950.00
 *   outflow = 8,000 + 2,500 + 2,500 + 450 + 700 + 54.99 + 640.00 + 310.25  = 15,155.24
 *   N = 03-02..03-28 = 27 days; monthly outflow = round(1,515,524 × 30 / 27) = round(1,683,915.56) = 1,683,916
 */
describe("a company of four accounts in three formats", () => {
  it("imports as one envelope: the balance summed on the latest common date, rows seen twice and transfers left out", async () => {
    const ran = await cashflow(["import", ...ACME]);
    expect(ran.status, ran.stderr).toBe(0);
    const envelope = JSON.parse(ran.stdout);
    expect(envelope.account_id).toBe("acme");
    expect(envelope.balances).toEqual({ current_minor: 6_789_476, as_of: "2026-03-28", currency: "USD" });
    const amounts = envelope.transactions.map((t: { amount_minor: number }) => t.amount_minor);
    expect(amounts).toHaveLength(12);
    expect(amounts.filter((a: number) => a > 0).reduce((s: number, a: number) => s + a, 0)).toBe(1_295_000);
    expect(amounts.filter((a: number) => a < 0).reduce((s: number, a: number) => s - a, 0)).toBe(1_515_524);
    // no transfer leg is left in the envelope
    for (const leg of [300_000, -300_000, 120_000, -120_000, 400_000, -400_000]) expect(amounts).not.toContain(leg);
    // the two identical rent payments of one file stay two
    expect(amounts.filter((a: number) => a === -250_000)).toHaveLength(2);

    expect(ran.stderr).toContain("cashflow: company acme: Company acme: 4 accounts from 5 files, balance $67,894.76 on 2026-03-28, the sum of the accounts.\n");
    expect(ran.stderr).toContain(`As of 2026-03-28: the latest date every account's statement covers (card ${DIR}/card-march.csv ends there)`);
    expect(ran.stderr).toContain(`Dropped 4 rows of ${DIR}/checking-march-b.csv already in ${DIR}/checking-march-a.csv (same date, amount and description; the files overlap from 2026-03-13 to 2026-03-20)`);
    expect(ran.stderr).toContain("Matched 3 internal transfers between the company's accounts");
    expect(ran.stderr).toContain("(names account …4321)");
    expect(ran.stderr).toContain("(card payment)");
    expect(ran.stderr).toContain("(names account GB29NWBK60161331926819)");
    expect(ran.stderr).toContain(`Not matched: ${DIR}/checking-march-b.csv line 5 2026-03-22 -$450.00 and ${DIR}/second-bank-march.camt053.xml Stmt[1]/Ntry[2] (line 21) 2026-03-23 $450.00`);
    expect(ran.stderr).toContain("Left out 3 rows dated after 2026-03-28");
  });

  it("analyses the company: net position and burn from the company's own flows", async () => {
    const ran = await cashflow([...ACME, "--json"]);
    expect(ran.status, ran.stderr).toBe(0);
    const responses = JSON.parse(ran.stdout) as { endpoint: string; account_id: string; structured: Record<string, any> }[];
    const of = (slug: string) => responses.find((r) => r.endpoint === slug)!;
    expect(of("cashflow-health-score").account_id).toBe("acme");
    // 1,295,000 − 1,515,524
    expect(of("cashflow-health-score").structured.drivers.net_position_minor).toBe(-220_524);
    expect(of("cashflow-health-score").structured.drivers.monthly_outflow_minor).toBe(1_683_916);
    // no transfer is burn: the same 1,515,524 of outflow × 30 / 27
    expect(of("burn-rate-optimizer").structured.monthly_burn_minor).toBe(1_683_916);
  });

  it("refuses a card's positive --balance, which could be owed or a credit, naming the flag that settles it", async () => {
    const args = ACME.map((a) => (a === "--owed" ? "--balance" : a));
    const ran = await cashflow(["import", ...args]);
    expect(ran.status).toBe(2);
    expect(ran.stderr).toContain(`cashflow: ${DIR}/card-march.csv is a card: is --balance 1005.24 what it owes, or a credit the bank owes you? Write what the statement shows as owed with --owed 1005.24 (counted as negative cash), or a credit with --owed -1005.24.`);
    expect(ran.stdout).toBe("");
  });
});
