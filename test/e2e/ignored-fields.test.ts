import { fromJson, toBinary, type JsonValue } from "@bufbuild/protobuf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnalysisRequestSchema } from "../../gen/cashflow/v1/cashflow_pb.js";
import { ignoredFieldsWarning, ignoredJsonFields } from "../../src/calls/ignored-fields.js";
import { CAMEL_ENVELOPE, ENVELOPE } from "../support/envelope.js";
import { postJson, request } from "../support/http.js";
import { startServer, TEST_KEY, type RunningServer } from "../support/server.js";

/**
 * A field the contract does not know is ignored (one body fits every route) but named: a
 * `Warning: 299 -` header on the JSON gateway and on the RPC surfaces, at any depth.
 */

let running: RunningServer;
beforeAll(async () => {
  running = await startServer();
});
afterAll(() => running.close());

/** The example envelope with three typos: a top-level field, a scenario knob, and one transaction's amount. */
const withTypos = {
  ...ENVELOPE,
  currncy: "USD",
  scenario: { ...ENVELOPE.scenario, revenue_shock: -50 },
  transactions: ENVELOPE.transactions.map((row, index) => (index === 4 ? { ...row, ammount_minor: 1 } : row)),
};

describe("the fields a request carries that the contract does not know", () => {
  it("are listed at every depth, each list field once with its row count; both spellings of a known field are known", () => {
    // in the body's own order: transactions and scenario keep their places, currncy comes last
    expect(ignoredJsonFields(withTypos)).toEqual([
      { path: "transactions[4].ammount_minor", count: 1 },
      { path: "scenario.revenue_shock", count: 1 },
      { path: "currncy", count: 1 },
    ]);
    expect(ignoredJsonFields(CAMEL_ENVELOPE)).toEqual([]);
    const everyRow = { ...ENVELOPE, transactions: ENVELOPE.transactions.map((row) => ({ ...row, memo: "x" })) };
    // nine transactions, each with the same unknown field: named once, at its first row
    expect(ignoredJsonFields(everyRow)).toEqual([{ path: "transactions[0].memo", count: 9 }]);
  });

  it("are named in a warning that cannot be split or forged by the caller's spelling", () => {
    const warning = ignoredFieldsWarning([{ path: 'evil"\r\nX-Injected: 1', count: 1 }, { path: "währung", count: 1 }]);
    expect(warning).toBe('299 - "Ignored 2 fields the API does not know: evil\\"\\u000d\\u000aX-Injected: 1; w\\u00e4hrung. Check their spelling against the API reference."');
    // at most three names, then a count of the rest
    const many = ["a", "b", "c", "d", "e"].map((path) => ({ path, count: 1 }));
    expect(ignoredFieldsWarning(many)).toBe('299 - "Ignored 5 fields the API does not know: a; b; c; and 2 more. Check their spelling against the API reference."');
  });
});

describe("on the wire", () => {
  const expected =
    '299 - "Ignored 3 fields the API does not know: transactions[4].ammount_minor; scenario.revenue_shock; currncy. Check their spelling against the API reference."';

  it("the JSON gateway answers 200 with the analysis and a Warning header naming them", async () => {
    const response = await postJson(running.port, "/api/v1/simulated-scenario-runner", withTypos, TEST_KEY);
    expect(response.status).toBe(200);
    expect(response.headers["warning"]).toBe(expected);
    // the typo is ignored: the knob keeps the envelope's −25 %, not −50 %, so the answer is the clean book's
    const clean = await postJson(running.port, "/api/v1/simulated-scenario-runner", ENVELOPE, TEST_KEY);
    expect(clean.headers["warning"]).toBeUndefined();
    expect(response.json.structured).toEqual(clean.json.structured);
  });

  it("a refused envelope still names them, since a typo is often why a field is missing", async () => {
    const response = await postJson(running.port, "/api/v1/forecast-30d-cash-position", { ...withTypos, balances: { currnt_minor: 5 } }, TEST_KEY);
    expect(response.status).toBe(400);
    expect(response.headers["warning"]).toMatch(/balances\.currnt_minor/);
  });

  it("Connect JSON carries the same Warning header", async () => {
    const response = await request(running.port, {
      path: "/cashflow.v1.CashFlowService/SimulatedScenarioRunner",
      headers: { "content-type": "application/json", authorization: `Bearer ${TEST_KEY}` },
      body: JSON.stringify(withTypos),
    });
    expect(response.status).toBe(200);
    expect(response.headers["warning"]).toBe(expected);
  });

  it("Connect binary names an unknown protobuf field by its number", async () => {
    const known = toBinary(AnalysisRequestSchema, fromJson(AnalysisRequestSchema, ENVELOPE as unknown as JsonValue));
    // field 9, varint 1: tag (9 << 3) | 0 = 0x48, value 0x01 — not a field of AnalysisRequest
    const body = Buffer.concat([known, Buffer.from([0x48, 0x01])]);
    const response = await request(running.port, {
      path: "/cashflow.v1.CashFlowService/SimulatedScenarioRunner",
      headers: { "content-type": "application/proto", authorization: `Bearer ${TEST_KEY}` },
      body,
    });
    expect(response.status).toBe(200);
    expect(response.headers["warning"]).toBe('299 - "Ignored 1 field the API does not know: #9. Check their spelling against the API reference."');
  });
});
