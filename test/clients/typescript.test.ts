/**
 * examples/typescript/client.ts as its usage line runs it, `npx tsx examples/typescript/client.ts`,
 * against the real server on an ephemeral port: the Connect protocol over HTTP/1.1 by default, gRPC
 * with --grpc, the Bearer key added by its interceptor.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, TEST_KEY, type RunningServer } from "../support/server.js";
import { BOOK, expectSameAnswersAsGateway, INVALID_BOOK, INVALID_FIELDS, runTool, violationFields, type Ran } from "./support.js";

/** Runs the client with a key in CASHFLOW_API_KEY, as its usage says. */
function client(args: string[], key = TEST_KEY): Promise<Ran> {
  return runTool("npx", ["tsx", "examples/typescript/client.ts", ...args], { ...process.env, CASHFLOW_API_KEY: key });
}

let running: RunningServer;
let scratch: string;
let bookFile: string;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), "cashflow-ts-client-"));
  bookFile = join(scratch, "book.json");
  writeFileSync(bookFile, JSON.stringify(BOOK));
  running = await startServer();
});

afterAll(async () => {
  await running.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe("examples/typescript/client.ts", () => {
  for (const [protocol, flags] of [["the Connect protocol", []], ["gRPC", ["--grpc"]]] as const) {
    it(`calls all eight methods over ${protocol}, and each answers what the JSON gateway answers`, async () => {
      const ran = await client([running.baseUrl, bookFile, "--json", ...flags]);
      expect(ran.code, ran.stderr).toBe(0);
      await expectSameAnswersAsGateway(ran.stdout, running.port);
    });
  }

  it("prints a summary from the typed figures, worked by hand beside BOOK", async () => {
    const ran = await client([running.baseUrl, bookFile, "LiquidityRunoutForecast", "EarlyPaymentDiscountLeak"]);
    expect(ran.code, ran.stderr).toBe(0);
    expect(ran.stdout).toContain("LiquidityRunoutForecast (liquidity-runout-forecast, account client-example-001)");
    expect(ran.stdout).toContain("205 days to a zero balance; in 30 days 1067857, funding gap 0, 4 war-room hours");
    expect(ran.stdout).toContain("2 invoices with discounts, 7000 on the table, 4000 recoverable at 80%");
  });

  it("prints every invalid field from the FieldViolations detail of InvalidArgument", async () => {
    const invalidFile = join(scratch, "invalid.json");
    writeFileSync(invalidFile, JSON.stringify(INVALID_BOOK));
    for (const flags of [[], ["--grpc"]]) {
      const ran = await client([running.baseUrl, invalidFile, "DistressEarlyWarning", ...flags]);
      expect(ran.code).toBe(1);
      expect(ran.stdout).toBe("");
      expect(ran.stderr).toContain("DistressEarlyWarning: InvalidArgument: The request envelope has 3 invalid fields starting with account_id.");
      expect(violationFields(ran.stderr)).toEqual(INVALID_FIELDS);
    }
  });

  it("exits 2 when the service refuses the key", async () => {
    const ran = await client([running.baseUrl, bookFile, "CashflowHealthScore"], "not-the-key");
    expect(ran.code).toBe(2);
    expect(ran.stderr).toContain("CashflowHealthScore: Unauthenticated");
  });
});
