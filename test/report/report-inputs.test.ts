import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../src/cli/run.js";
import { ROOT } from "../support/process.js";
import { startServer, TEST_KEY, type RunningServer } from "../support/server.js";

/** `cashflow report` takes every input the CLI reads, and the answers of a running service. */

async function report(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const status = await run(["report", ...argv], { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env: { CASHFLOW_API_KEY: TEST_KEY }, today: () => "2026-11-25" });
  return { status, html: stdout, stderr };
}

describe("cashflow report on imported files", () => {
  it("reports a camt.053 statement in its own currency", async () => {
    const { status, html } = await report(join(ROOT, "test/import/fixtures/camt/statement-camt053-v02.xml"));
    expect(status).toBe(0);
    // the statement's account (its IBAN) and its closing balance CLBD 13,553.27 EUR
    expect(html).toContain("Cash-flow report: DE89370400440532013000");
    expect(html).toContain("€13,553.27");
  });

  it("reports a bank CSV export with the flag it needs", async () => {
    const { status, html } = await report(join(ROOT, "examples/bank-export.csv"), "--currency", "USD");
    expect(status).toBe(0);
    // the export's last running balance, 14,957.16
    expect(html).toContain("$14,957.16");
    // balance, scenarios and outflows; a bank export has no receivables, so that section says so instead of a chart
    expect(html.match(/<figure /g)).toHaveLength(3);
    expect(html).toContain("No receivables in the envelope (ar_aging).");
  });
});

describe("cashflow report on a company of several files", () => {
  it("shows the accounts, the internal transfers matched, the candidate left in and the rows dropped", async () => {
    const dir = join(ROOT, "test/cli/fixtures/company");
    const { status, html, stderr } = await report(
      join(dir, "checking-march-a.csv"), "--account-number", "000123456789",
      join(dir, "checking-march-b.csv"), "--account-number", "000123456789",
      join(dir, "savings-march.ofx"), join(dir, "card-march.csv"), "--owed", "1005.24", join(dir, "second-bank-march.camt053.xml"),
      "--account", "acme",
    );
    expect(status, stderr).toBe(0);
    const section = html.slice(html.indexOf('<section id="company">'), html.indexOf("</section>", html.indexOf('<section id="company">')));
    // the four balances on 03-28 worked out in test/cli/company.e2e.test.ts, summed in the headline
    for (const balance of ["$8,650.00", "$50,000.00", "-$1,005.24", "$10,250.00"]) expect(section).toContain(balance);
    expect(html).toContain("$67,894.76");
    expect(section.match(/<td>(names account …4321|card payment|names account GB29NWBK60161331926819)<\/td>/g)).toHaveLength(3);
    expect(section).toContain("no evidence that it is internal");
    expect(section).toMatch(/checking-march-b\.csv<\/td><td>[^<]*checking-march-a\.csv<\/td><td class="num">4<\/td><td>date, amount and description<\/td><td>2026-03-13 to 2026-03-20<\/td>/);
  });
});

describe("the discount table", () => {
  it("names each bill by vendor and bill id when the envelope gives them", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "cashflow-report-")), "bills.json");
    writeFileSync(
      path,
      JSON.stringify({
        account_id: "acct-bills",
        balances: { current_minor: 500_000, as_of: "2026-03-31", currency: "USD" },
        transactions: [{ date: "2026-03-02", amount_minor: 120_000 }, { date: "2026-03-20", amount_minor: -40_000 }],
        payables: {
          items: [
            // 2/10 net 30 on 2,500.00: 2% = 50.00, open until 2026-03-25 + 10 days = 2026-04-04
            { id: "INV-1041", vendor: "Paper & Co <Ltd>", amount_minor: 250_000, terms: "2/10 net 30", invoice_date: "2026-03-25" },
            // a given discount of 20.00 whose deadline passed before as_of, with no vendor or id
            { amount_minor: 100_000, discount_minor: 2_000, discount_deadline: "2026-03-15" },
          ],
        },
      }),
    );
    const { status, html } = await report(path);
    expect(status).toBe(0);
    expect(html).toContain("<th>Vendor</th><th>Bill</th>");
    // the vendor's text is escaped, not markup
    expect(html).toContain('<td>Paper &amp; Co &lt;Ltd&gt;</td><td>INV-1041</td><td class="num">$2,500.00</td><td class="num">$50.00</td><td>2026-04-04</td><td>open</td>');
    // two transactions, the window running from the first (2 March) to as_of (31 March): 30 days, too little history, said first
    const warning = html.indexOf('<p class="warning" role="note"><strong>Too little history.</strong> These figures rest on too little history: 2 transactions over 30 days');
    expect(warning).toBeGreaterThan(0);
    expect(warning).toBeLessThan(html.indexOf('<dl class="headline">'));
    expect(html).toContain('<td>not given</td><td>not given</td><td class="num">$1,000.00</td><td class="num">$20.00</td><td>2026-03-15</td><td>expired</td>');
  });
});

describe("cashflow report --server", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it("shows the running service's answers and says where they came from", async () => {
    const { status, html, stderr } = await report(join(ROOT, "examples/small-company.json"), "--server", server.baseUrl);
    expect(status, stderr).toBe(0);
    expect(html).toContain(`answered by ${server.baseUrl}`);
    // the headline health score the service answers for this book (72, as the browser test's JSON answer)
    expect(html).toContain("72 / 100");
  });
});
