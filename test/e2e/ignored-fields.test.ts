import { fromJson, toBinary, type JsonValue } from "@bufbuild/protobuf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnalysisRequestSchema } from "../../gen/cashflow/v1/cashflow_pb.js";
import { ignoredFieldsWarning, ignoredJsonFields } from "../../src/calls/ignored-fields.js";
import { CAMEL_ENVELOPE, ENVELOPE } from "../support/envelope.js";
import * as http2 from "node:http2";
import { grpcStatusOf, h2Exchange } from "../support/h2.js";
import { grpcFrame } from "../support/held.js";
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
      // one letter too many: the field it was meant to be is suggested
      { path: "transactions[4].ammount_minor", count: 1, suggestion: "amount_minor" },
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
    '299 - "Ignored 3 fields the API does not know: transactions[4].ammount_minor (did you mean `amount_minor`?); scenario.revenue_shock; currncy. Check their spelling against the API reference."';

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
    // ...and in the error itself, next to the required field it was meant to be
    expect(response.json.details).toContainEqual({ field: "balances.current_minor", issue: "This amount is required." });
    expect(response.json.details).toContainEqual({ field: "balances.currnt_minor", issue: "`currnt_minor` is not a field of the API. Did you mean `current_minor`?" });
  });

  it("`amount` for `amount_minor` is named in the same error as the missing amount", async () => {
    const book = { ...ENVELOPE, transactions: [{ date: "2024-03-04", amount: 4200 }] };
    const response = await postJson(running.port, "/api/v1/cashflow-health-score", book, TEST_KEY);
    expect(response.status).toBe(400);
    expect(response.json.details).toEqual([
      { field: "transactions[0].amount_minor", issue: "This amount is required." },
      { field: "transactions[0].amount", issue: "`amount` is not a field of the API. Did you mean `amount_minor`?" },
    ]);
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

/**
 * Strict handling on request (RFC 7240 `Prefer: handling=strict`): the same typo is refused as
 * `invalid_request` naming each unknown path, on every surface, instead of being ignored.
 */
describe("Prefer: handling=strict", () => {
  // `term` for `terms`: leniently, the discount the terms give is lost from the figures
  const termTypo = {
    ...ENVELOPE,
    payables: { items: [{ amount_minor: 250_000, due_date: "2024-04-20", term: "2/10 net 30", invoice_date: "2024-03-25" }] },
  };
  const strictIssue = "`term` is not a field of the API. Did you mean `terms`? Strict handling (Prefer: handling=strict) refuses fields the API does not know.";

  it("the JSON gateway refuses with 400 invalid_request naming the path; without it the answer is 200 and the warning suggests the spelling", async () => {
    const strict = await postJson(running.port, "/api/v1/early-payment-discount-leak", termTypo, TEST_KEY, { prefer: "handling=strict" });
    expect(strict.status).toBe(400);
    expect(strict.json.error).toBe("invalid_request");
    expect(strict.json.details).toEqual([{ field: "payables.items[0].term", issue: strictIssue }]);

    const lenient = await postJson(running.port, "/api/v1/early-payment-discount-leak", termTypo, TEST_KEY);
    expect(lenient.status).toBe(200);
    expect(lenient.headers["warning"]).toContain("payables.items[0].term (did you mean `terms`?)");
    // the terms are lost: no discount on the table (2% of 2,500.00 = 50.00 when spelled right)
    expect(lenient.json.structured.discounts_on_table_minor).toBe(0);

    // a clean body under strict handling is answered, and says the preference was applied (RFC 7240 §3)
    const clean = await postJson(running.port, "/api/v1/early-payment-discount-leak", ENVELOPE, TEST_KEY, { prefer: 'respond-async, handling="strict"' });
    expect(clean.status).toBe(200);
    expect(clean.headers["preference-applied"]).toBe("handling=strict");
  });

  it("an explicit handling=lenient, or a later repeat of the preference, keeps the default", async () => {
    const lenient = await postJson(running.port, "/api/v1/early-payment-discount-leak", termTypo, TEST_KEY, { prefer: "handling=lenient, handling=strict" });
    expect(lenient.status).toBe(200);
  });

  it("Connect JSON answers invalid_argument with the path in a FieldViolations detail", async () => {
    const response = await request(running.port, {
      path: "/cashflow.v1.CashFlowService/EarlyPaymentDiscountLeak",
      headers: { "content-type": "application/json", authorization: `Bearer ${TEST_KEY}`, prefer: "handling=strict" },
      body: JSON.stringify(termTypo),
    });
    expect(response.status).toBe(400);
    expect(response.json.code).toBe("invalid_argument");
    expect(response.json.message).toContain("payables.items[0].term");
    expect(response.headers["warning"]).toBeUndefined();
  });

  it("gRPC (metadata) and gRPC-Web refuse a protobuf field the contract does not know, named by number", async () => {
    const known = toBinary(AnalysisRequestSchema, fromJson(AnalysisRequestSchema, ENVELOPE as unknown as JsonValue));
    // field 9, varint 1: not a field of AnalysisRequest
    const message = Buffer.concat([known, Buffer.from([0x48, 0x01])]);
    const path = "/cashflow.v1.CashFlowService/EarlyPaymentDiscountLeak";
    const session = http2.connect(running.baseUrl);
    try {
      const grpc = await h2Exchange(session, { ":path": path, authorization: `Bearer ${TEST_KEY}`, "content-type": "application/grpc", te: "trailers", prefer: "handling=strict" }, [grpcFrame(message)], true);
      expect(grpcStatusOf(grpc)).toBe(3); // INVALID_ARGUMENT
      expect(decodeURIComponent(String(grpc.trailers["grpc-message"] ?? grpc.headers["grpc-message"]))).toContain("#9");
      const lenient = await h2Exchange(session, { ":path": path, authorization: `Bearer ${TEST_KEY}`, "content-type": "application/grpc", te: "trailers" }, [grpcFrame(message)], true);
      expect(grpcStatusOf(lenient)).toBe(0);
    } finally {
      session.close();
    }
    const web = await request(running.port, {
      path,
      headers: { "content-type": "application/grpc-web+proto", authorization: `Bearer ${TEST_KEY}`, prefer: "handling=strict" },
      body: grpcFrame(message),
    });
    // gRPC-Web sends the status in a trailer frame at the end of the body, or in the headers when Trailers-Only
    const status = web.headers["grpc-status"] ?? /grpc-status:\s*(\d+)/.exec(web.text)?.[1];
    expect(String(status)).toBe("3");
  });
});
