/**
 * A company's files through the whole command in-process (run() with captured output): rows of
 * one account kept once by the readers' own bank ids, and the refusals that name the flag to give.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../src/cli/run.js";
import { ROOT } from "../support/process.js";

const DIR = join(ROOT, "test/cli/fixtures/company");

async function cli(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const status = await run(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env: {}, today: () => "2026-04-15" });
  return { status, stdout, stderr };
}

describe("a company's files, in-process", () => {
  it("keeps a row of two overlapping OFX statements once by its FITID, however each file words it", async () => {
    // savings-feb-mid-march.ofx: 02-20 +500.00, 03-10 +3,000.00 "XFER FROM CHK" (FITID S-20260310-1), ledger 50,000.00 on 03-15
    // savings-march.ofx:         03-10 +3,000.00 "Online Transfer from CHK ...6789" (same FITID), 03-31 +12.34, ledger 50,012.34 on 03-31
    // kept once: +500.00, +3,000.00, +12.34; 50,000.00 + 12.34 = 50,012.34 ✓ (the balances follow from each other)
    const ran = await cli("import", join(DIR, "savings-feb-mid-march.ofx"), join(DIR, "savings-march.ofx"), "--account", "acme");
    expect(ran.status, ran.stderr).toBe(0);
    const envelope = JSON.parse(ran.stdout);
    expect(envelope.transactions.map((t: { amount_minor: number; id?: string }) => [t.amount_minor, t.id])).toEqual([[50_000, "S-20260220-1"], [300_000, "S-20260310-1"], [1_234, "S-20260331-1"]]);
    expect(envelope.balances).toEqual({ current_minor: 5_001_234, as_of: "2026-03-31", currency: "USD" });
    expect(ran.stderr).toContain(`Dropped 1 row of ${join(DIR, "savings-march.ofx")} already in ${join(DIR, "savings-feb-mid-march.ofx")} (same bank id; the files overlap from 2026-03-10 to 2026-03-15).`);
  });

  it("reads the repository's Chase checking and card exports and Quicken savings statement as one household, matching nothing that points elsewhere", async () => {
    const fixtures = join(ROOT, "test/import/fixtures");
    const ran = await cli(
      "import",
      join(fixtures, "csv/chase-checking.csv"), "--account-number", "000111224444",
      join(fixtures, "csv/chase-credit-card.csv"), "--owed", "400.00",
      join(fixtures, "ofx/savings-quicken.qfx"),
      "--account", "household",
    );
    expect(ran.status, ran.stderr).toBe(0);
    // Last dates: checking 03-06 (running balance 3,391.64), card 03-08, savings 03-31 (ledger 5,751.87) → 03-06.
    //   card:    −400.00 on 03-08, less its rows after 03-06 (−6.45 on 03-07, −34.99 on 03-08) = −358.56
    //   savings: 5,751.87 less its rows after 03-06 (−250.00 on 03-15, +1.87 on 03-31)        =  6,000.00
    //   company: 3,391.64 − 358.56 + 6,000.00                                                 =  9,033.08
    expect(JSON.parse(ran.stdout).balances).toEqual({ current_minor: 903_308, as_of: "2026-03-06", currency: "USD" });
    // The checking's −500.00 "to SAV ...4821" on 03-06 and the card's +500.00 payment on 03-05 look like a
    // card payoff, but the checking row names savings account ...4821, which is neither of these: not matched.
    expect(ran.stderr).not.toContain("Matched");
    expect(ran.stderr).toContain("look like a transfer but one side names an account ending 4821, which is not the other's; kept as they are.");
  });

  it("cashflow categories takes a company's files: 12 rows, no internal transfer among them", async () => {
    // the four-account company of company.e2e.test.ts: 12 rows after rows seen twice and transfers are left out
    const ran = await cli(
      "categories",
      join(DIR, "checking-march-a.csv"), "--account-number", "000123456789",
      join(DIR, "checking-march-b.csv"), "--account-number", "000123456789",
      join(DIR, "savings-march.ofx"), join(DIR, "card-march.csv"), "--owed", "1005.24", join(DIR, "second-bank-march.camt053.xml"),
      "--account", "acme",
    );
    expect(ran.status, ran.stderr).toBe(0);
    expect(ran.stdout).toContain("Categories of 12 rows");
    expect(ran.stdout).not.toMatch(/^transfer /m);
    expect(ran.stderr).toContain("cashflow: company acme: Categorized 12 of 12 rows");
  });

  it("asks for the card's balance after the card's file, and applies a file option to its own file only", async () => {
    const without = await cli("import", join(DIR, "savings-march.ofx"), join(DIR, "card-march.csv"), "--account", "acme");
    expect(without.status).toBe(2);
    expect(without.stderr).toContain(`Fix: give what the card owes after the file, as its statement prints it: ${join(DIR, "card-march.csv")} --owed 1234.56.`);
    // --owed given after the savings file belongs to the savings file, not the card: still refused for the card
    const misplaced = await cli("import", join(DIR, "savings-march.ofx"), "--owed", "5.00", join(DIR, "card-march.csv"), "--account", "acme");
    expect(misplaced.status).toBe(2);
    expect(misplaced.stderr).toContain("a closing balance for card");
  });

  it("refuses another currency without a rate, and a request envelope among the files", async () => {
    const eur = join(ROOT, "test/import/fixtures/camt/statement-camt053-v02.xml");
    const noRate = await cli("import", join(DIR, "savings-march.ofx"), eur, "--account", "acme");
    expect(noRate.status).toBe(2);
    expect(noRate.stderr).toContain(`cashflow: ${eur}: expected one currency for the company's book (USD, the first file's); ${eur} is in EUR.\n  Fix: give the rate you use, in USD per EUR, and its date: --fx EUR=<rate>@YYYY-MM-DD.\n`);
    const envelope = join(ROOT, "examples/small-company.json");
    const mixed = await cli("import", join(DIR, "savings-march.ofx"), envelope, "--account", "acme");
    expect(mixed.status).toBe(2);
    expect(mixed.stderr).toContain(`cashflow: ${envelope} is a request envelope; a company is read from bank exports and statements.`);
  });
});
