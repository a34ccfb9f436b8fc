import { fromJson, toBinary, type DescMessage, type JsonValue } from "@bufbuild/protobuf";
import { Code, createClient, type Transport } from "@connectrpc/connect";
import { compressionGzip, createConnectTransport, createGrpcTransport, createGrpcWebTransport } from "@connectrpc/connect-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnalysisRequestSchema, CashFlowService, FieldViolationsSchema } from "../../gen/cashflow/v1/cashflow_pb.js";
import { Health, HealthCheckResponse_ServingStatus } from "../../gen/grpc/health/v1/health_pb.js";
import { SLUGS } from "../../src/analyses/types.js";
import { ENVELOPE, INVALID_ENVELOPE } from "../support/envelope.js";
import { postJson } from "../support/http.js";
import { METHOD_OF_SLUG } from "../support/contract-keys.js";
import { toGatewayShape } from "../support/gateway-shape.js";
import { startServer, TEST_KEY, type RunningServer } from "../support/server.js";
import { rejection } from "../support/rpc-errors.js";

/**
 * Connect's own clients over the three protocols it serves — gRPC (h2c), gRPC-Web and Connect
 * (binary and JSON, HTTP/1.1 and HTTP/2) — against the real server, each answer compared field by
 * field with the JSON gateway's for the same envelope. Compressed requests are inflated by the call
 * pipeline before they are read, so they are transports of their own here.
 */

let running: RunningServer;
const gatewayAnswers = new Map<string, unknown>();

beforeAll(async () => {
  running = await startServer();
  for (const slug of SLUGS) gatewayAnswers.set(slug, (await postJson(running.port, `/api/v1/${slug}`, ENVELOPE, TEST_KEY)).json);
});
afterAll(() => running.close());

const transports: Record<string, () => Transport> = {
  "Connect binary over HTTP/1.1": () => createConnectTransport({ baseUrl: running.baseUrl, httpVersion: "1.1" }),
  "Connect JSON over HTTP/1.1": () => createConnectTransport({ baseUrl: running.baseUrl, httpVersion: "1.1", useBinaryFormat: false }),
  "Connect JSON over h2c": () => createConnectTransport({ baseUrl: running.baseUrl, httpVersion: "2", useBinaryFormat: false }),
  "gRPC over h2c": () => createGrpcTransport({ baseUrl: running.baseUrl }),
  "gRPC-Web over HTTP/1.1": () => createGrpcWebTransport({ baseUrl: running.baseUrl, httpVersion: "1.1" }),
  "gRPC-Web over h2c": () => createGrpcWebTransport({ baseUrl: running.baseUrl, httpVersion: "2" }),
  "gRPC over h2c, gzip-compressed requests": () => createGrpcTransport({ baseUrl: running.baseUrl, sendCompression: compressionGzip, compressMinBytes: 0 }),
  "Connect binary over HTTP/1.1, gzip-compressed requests": () =>
    createConnectTransport({ baseUrl: running.baseUrl, httpVersion: "1.1", sendCompression: compressionGzip, compressMinBytes: 0 }),
  "Connect JSON over HTTP/1.1, gzip-compressed requests": () =>
    createConnectTransport({ baseUrl: running.baseUrl, httpVersion: "1.1", useBinaryFormat: false, sendCompression: compressionGzip, compressMinBytes: 0 }),
};

const request = fromJson(AnalysisRequestSchema, JSON.parse(JSON.stringify(ENVELOPE)) as JsonValue);
const withKey = { headers: { authorization: `Bearer ${TEST_KEY}` } };

type Unary = (request: unknown, options?: { headers?: Record<string, string> }) => Promise<Record<string, unknown>>;

function methodOf(transport: Transport, slug: (typeof SLUGS)[number]): { call: Unary; output: DescMessage } {
  const client = createClient(CashFlowService, transport) as unknown as Record<string, Unary>;
  const method = CashFlowService.methods.find((m) => m.name === METHOD_OF_SLUG[slug])!;
  return { call: client[method.localName]!.bind(client), output: method.output };
}

for (const [name, makeTransport] of Object.entries(transports)) {
  describe(name, () => {
    it("answers all eight methods exactly as the JSON gateway does", async () => {
      const transport = makeTransport();
      for (const slug of SLUGS) {
        const { call, output } = methodOf(transport, slug);
        const response = await call(request, withKey);
        expect(toGatewayShape(output, response), slug).toEqual(gatewayAnswers.get(slug));
      }
    });

    it("refuses a call without a valid key with Unauthenticated", async () => {
      const { call } = methodOf(makeTransport(), "cashflow-health-score");
      expect((await rejection(call(request))).code).toBe(Code.Unauthenticated);
      expect((await rejection(call(request, { headers: { authorization: "Bearer wrong" } }))).code).toBe(Code.Unauthenticated);
    });

    it("rejects an invalid envelope with InvalidArgument and every field violation as a detail", async () => {
      const { call } = methodOf(makeTransport(), "distress-early-warning");
      const invalid = { accountId: "", balances: {}, transactions: [{ date: "2024-02-30", amountMinor: 100n }] };
      const error = await rejection(call(invalid, withKey));
      expect(error.code).toBe(Code.InvalidArgument);
      const [detail] = error.findDetails(FieldViolationsSchema);
      expect(detail?.violations.map((v) => v.field)).toEqual(expect.arrayContaining(["account_id", "balances.current_minor", "transactions[0].date"]));
      expect(error.rawMessage).toContain("account_id");
    });

    it("serves grpc.health.v1 without a key", async () => {
      const health = createClient(Health, makeTransport());
      expect((await health.check({ service: "" })).status).toBe(HealthCheckResponse_ServingStatus.SERVING);
      expect((await health.check({ service: "cashflow.v1.CashFlowService" })).status).toBe(HealthCheckResponse_ServingStatus.SERVING);
      expect((await rejection(health.check({ service: "no.such.Service" }))).code).toBe(Code.NotFound);
    });
  });
}

describe("violations on the gRPC surface", () => {
  it("fit in the trailer when there are many, and Connect lists them all", async () => {
    const invalid = fromJson(AnalysisRequestSchema, {
      ...INVALID_ENVELOPE,
      account_id: "acct",
      balances: { current_minor: 1 },
      transactions: Array.from({ length: 500 }, () => ({ date: "not a date", amount_minor: 1 })),
    } as JsonValue);
    const grpc = methodOf(createGrpcTransport({ baseUrl: running.baseUrl }), "cashflow-health-score");
    const grpcError = await rejection(grpc.call(invalid, withKey));
    expect(grpcError.code).toBe(Code.InvalidArgument);
    const listed = grpcError.findDetails(FieldViolationsSchema)[0]!.violations;
    expect(listed.length).toBeLessThan(500);
    expect(listed.at(-1)?.field).toBe("envelope");

    const connect = methodOf(createConnectTransport({ baseUrl: running.baseUrl, httpVersion: "1.1" }), "cashflow-health-score");
    const connectError = await rejection(connect.call(invalid, withKey));
    expect(connectError.findDetails(FieldViolationsSchema)[0]!.violations).toHaveLength(500);
  });
});

describe("health Watch", () => {
  async function firstStatus(service: string): Promise<HealthCheckResponse_ServingStatus | undefined> {
    const health = createClient(Health, createGrpcTransport({ baseUrl: running.baseUrl }));
    // Leaving the loop cancels the stream, as a probe does once it has its answer.
    for await (const response of health.watch({ service })) return response.status;
    return undefined;
  }

  it("streams SERVING at once, without a key", async () => {
    expect(await firstStatus("")).toBe(HealthCheckResponse_ServingStatus.SERVING);
  });

  it("reports SERVICE_UNKNOWN for a service the server does not have", async () => {
    expect(await firstStatus("no.such.Service")).toBe(HealthCheckResponse_ServingStatus.SERVICE_UNKNOWN);
  });
});

describe("the body size limit", () => {
  it("takes a binary message of exactly CASHFLOW_MAX_BODY_BYTES and refuses one byte more, framed or not", async () => {
    // A message is padded to the limit through one transaction's description (under 128
    // characters, so its length prefix stays one byte and each extra character adds one byte).
    const padded = (bytes: number) => {
      const envelope = valid();
      const base = toBinary(AnalysisRequestSchema, fromJson(AnalysisRequestSchema, envelope as JsonValue)).length;
      // The row: tag and length (2 bytes), date (12), amount (2), description's tag and length (2), then its text.
      const description = "d".repeat(bytes - base - 18);
      envelope.transactions.push({ date: "2024-03-01", amount_minor: 1, description });
      const message = fromJson(AnalysisRequestSchema, envelope as JsonValue);
      expect(toBinary(AnalysisRequestSchema, message).length).toBe(bytes);
      return message;
    };
    const limit = toBinary(AnalysisRequestSchema, fromJson(AnalysisRequestSchema, valid() as JsonValue)).length + 100;
    const small = await startServer({ maxBodyBytes: limit });
    try {
      for (const transport of [createGrpcTransport({ baseUrl: small.baseUrl }), createConnectTransport({ baseUrl: small.baseUrl, httpVersion: "1.1" })]) {
        const { call } = methodOf(transport, "cashflow-health-score");
        expect(await call(padded(limit), withKey)).toBeDefined();
        expect((await rejection(call(padded(limit + 1), withKey))).code).toBe(Code.ResourceExhausted);
      }
    } finally {
      await small.close();
    }
  });

  it("answers an RPC over CASHFLOW_MAX_BODY_BYTES with ResourceExhausted", async () => {
    const small = await startServer({ maxBodyBytes: 1024 });
    try {
      const big = fromJson(AnalysisRequestSchema, { ...(JSON.parse(JSON.stringify(ENVELOPE)) as object), account_id: "x".repeat(2000) } as JsonValue);
      for (const transport of [createGrpcTransport({ baseUrl: small.baseUrl }), createConnectTransport({ baseUrl: small.baseUrl, httpVersion: "1.1" })]) {
        const { call } = methodOf(transport, "cashflow-health-score");
        expect((await rejection(call(big, withKey))).code).toBe(Code.ResourceExhausted);
      }
    } finally {
      await small.close();
    }
  });
});

/**
 * One table of envelopes, good and bad, answered by the JSON gateway and by every RPC surface:
 * each must accept the same ones with the same answer and reject the same ones with the same
 * violations (field and issue, in order). The binary surfaces read with src/envelope/protobuf-binary.ts
 * (protobuf-es for what it declines), Connect JSON and the gateway with src/envelope/json.ts, and
 * all of them reach the same engine.
 */
const valid = () => JSON.parse(JSON.stringify(ENVELOPE)) as Record<string, any>;
const SHARED_CASES: [string, Record<string, unknown>][] = [
  ["the valid envelope", valid()],
  ["no balances", { ...valid(), balances: undefined }],
  ["an empty account_id", { ...valid(), account_id: "" }],
  ["an account_id of 129 characters", { ...valid(), account_id: "a".repeat(129) }],
  ["an impossible date", { ...valid(), transactions: [{ date: "2024-02-30", amount_minor: 100 }] }],
  ["a transaction without amount_minor", { ...valid(), transactions: [{ date: "2024-03-01" }, { date: "2024-03-02", amount_minor: 5 }] }],
  ["a zero amount", { ...valid(), transactions: [{ date: "2024-03-01", amount_minor: 0 }] }],
  ["a credit with a negative amount", { ...valid(), transactions: [{ date: "2024-03-01", amount_minor: -5, direction: "credit" }] }],
  ["an unknown direction", { ...valid(), transactions: [{ date: "2024-03-01", amount_minor: 5, direction: "sideways" }] }],
  ["mixed currencies", { ...valid(), transactions: [{ date: "2024-03-01", amount_minor: 5, currency: "EUR" }, { date: "2024-03-02", amount_minor: 5, currency: "USD" }] }],
  ["a lower-case currency", { ...valid(), balances: { current_minor: 5, currency: "usd" } }],
  ["the largest int64 amounts", { ...valid(), transactions: [{ date: "2024-03-01", amount_minor: "9223372036854775807" }, { date: "2024-03-02", amount_minor: "9223372036854775807" }] }],
  ["the smallest int64 balance", { ...valid(), balances: { current_minor: "-9223372036854775808", as_of: "2024-03-31" } }],
  ["a counterparty of 257 characters, and unicode", { ...valid(), transactions: [{ date: "2024-03-01", amount_minor: 5, counterparty: "é".repeat(257), description: "日本語 😀" }] }],
  ["a bad as_of", { ...valid(), balances: { current_minor: 5, as_of: "31/03/2024" } }],
  ["horizon_days out of range", { ...valid(), scenario: { horizon_days: -1, revenue_shock_pct: 250 } }],
  ["a payable without due_date and a negative discount", { ...valid(), payables: { items: [{ amount_minor: 100, discount_minor: -1 }] } }],
  ["an AR bucket with a negative amount and no name", { ...valid(), ar_aging: { buckets: [{ bucket: "", amount_minor: -10 }], invoices: [{ amount_minor: 5, due_date: "soon" }] } }],
  ["nothing at all", {}],
];

describe("the gateway and every RPC surface accept and reject the same envelopes", () => {
  const routes = SHARED_CASES.map(([name, envelope], index) => ({ name, envelope, slug: SLUGS[index % SLUGS.length]! }));
  const gateway = new Map<string, { status: number; json: any }>();
  beforeAll(async () => {
    for (const { name, envelope, slug } of routes) gateway.set(name, await postJson(running.port, `/api/v1/${slug}`, envelope, TEST_KEY));
  });

  it("the table holds accepted and rejected envelopes", () => {
    const statuses = [...gateway.values()].map((answer) => answer.status);
    expect(statuses).toContain(200);
    expect(statuses.filter((status) => status === 400).length).toBeGreaterThan(10);
  });

  for (const [transportName, makeTransport] of Object.entries(transports)) {
    it(transportName, async () => {
      const transport = makeTransport();
      for (const { name, envelope, slug } of routes) {
        const expected = gateway.get(name)!;
        const { call, output } = methodOf(transport, slug);
        const message = fromJson(AnalysisRequestSchema, JSON.parse(JSON.stringify(envelope)) as JsonValue);
        if (expected.status === 200) {
          expect(toGatewayShape(output, await call(message, withKey)), name).toEqual(expected.json);
          continue;
        }
        expect(expected.status, name).toBe(400);
        const error = await rejection(call(message, withKey));
        expect(error.code, name).toBe(Code.InvalidArgument);
        const violations = error.findDetails(FieldViolationsSchema)[0]?.violations.map(({ field, issue }) => ({ field, issue }));
        expect(violations, name).toEqual(expected.json.details);
        // The summary line differs by design (the gateway's points to `details`); it names the first field.
        expect(error.rawMessage, name).toContain(`starting with ${expected.json.details[0].field}.`);
      }
    });
  }
});
