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
