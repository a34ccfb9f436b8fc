/**
 * A transaction's `bank_transaction_code` and `mcc` on every surface: the JSON gateway (snake_case and
 * lowerCamelCase) and gRPC through a real client read them, categorize rows sent without a category,
 * leave money moved to the company's own accounts out of burn, and name no ignored field.
 */
import { fromJson, type JsonValue } from "@bufbuild/protobuf";
import { createClient } from "@connectrpc/connect";
import { createGrpcTransport } from "@connectrpc/connect-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnalysisRequestSchema, CashFlowService } from "../../gen/cashflow/v1/cashflow_pb.js";
import { postJson } from "../support/http.js";
import { startServer, TEST_KEY, type RunningServer } from "../support/server.js";

let running: RunningServer;
beforeAll(async () => {
  running = await startServer();
});
afterAll(() => running.close());

// N = 10 days (2026-03-01 … 03-10), no category on any row:
//   -6,000 ISO 20022 PMNT/ICDT/SALA → payroll (3%): 6,000·3·0.03 = 540
//   -1,000 MCC 5812 → meals (30%): 1,000·3·0.30 = 900
//   -3,000 BAI2:501 (automatic transfer debit) → transfer: out of burn, never ranked
//     -500 no code, description "AWS EMEA" → software (20%): 500·3·0.20 = 300
// burn = round((6,000 + 1,000 + 500) · 30 / 10) = 22,500; impact 900 → 100, 540 → 60, 300 → 33.
const ENVELOPE = {
  account_id: "acct-codes",
  balances: { current_minor: 500_000, as_of: "2026-03-10", currency: "USD" },
  transactions: [
    { date: "2026-03-01", amount_minor: -6_000, bank_transaction_code: "PMNT/ICDT/SALA" },
    { date: "2026-03-04", amount_minor: -1_000, mcc: "5812", description: "SQ *CORNER 0042" },
    { date: "2026-03-07", amount_minor: -3_000, bank_transaction_code: "BAI2:501" },
    { date: "2026-03-10", amount_minor: -500, description: "AWS EMEA" },
  ],
};
const EXPECTED = {
  monthly_burn_minor: 22_500,
  reduction_opportunities: [
    { category: "meals", amount_minor: 900, impact_score: 100 },
    { category: "payroll", amount_minor: 540, impact_score: 60 },
    { category: "software", amount_minor: 300, impact_score: 33 },
  ],
};

describe("bank_transaction_code and mcc", () => {
  it("are read by the JSON gateway in both spellings, with no ignored-field warning", async () => {
    const snake = await postJson(running.port, "/api/v1/burn-rate-optimizer", ENVELOPE, TEST_KEY);
    expect(snake.status).toBe(200);
    expect(snake.headers["warning"]).toBeUndefined();
    expect((snake.json as { structured: unknown }).structured).toEqual(EXPECTED);
    const camel = { ...ENVELOPE, transactions: ENVELOPE.transactions.map(({ bank_transaction_code, ...rest }) => (bank_transaction_code === undefined ? rest : { ...rest, bankTransactionCode: bank_transaction_code })) };
    const camelAnswer = await postJson(running.port, "/api/v1/burn-rate-optimizer", camel, TEST_KEY);
    expect((camelAnswer.json as { structured: unknown }).structured).toEqual(EXPECTED);
  });

  it("are read over gRPC by a real client, with the same figures", async () => {
    const client = createClient(CashFlowService, createGrpcTransport({ baseUrl: running.baseUrl }));
    const request = fromJson(AnalysisRequestSchema, JSON.parse(JSON.stringify(ENVELOPE)) as JsonValue);
    expect(request.transactions[0]!.bankTransactionCode).toBe("PMNT/ICDT/SALA");
    const answer = await client.burnRateOptimizer(request, { headers: { authorization: `Bearer ${TEST_KEY}` } });
    expect(Number(answer.structured!.monthlyBurnMinor)).toBe(22_500);
    expect(answer.structured!.reductionOpportunities.map((o) => [o.category, Number(o.amountMinor), o.impactScore])).toEqual([
      ["meals", 900, 100],
      ["payroll", 540, 60],
      ["software", 300, 33],
    ]);
  });

  it("refuses an mcc that is not four digits, naming the field", async () => {
    const bad = { ...ENVELOPE, transactions: [{ date: "2026-03-01", amount_minor: -100, mcc: "58a2" }] };
    const answer = await postJson(running.port, "/api/v1/burn-rate-optimizer", bad, TEST_KEY);
    expect(answer.status).toBe(400);
    expect((answer.json as { details: { field: string }[] }).details.map((d) => d.field)).toEqual(["transactions[0].mcc"]);
  });
});
