import { Code, createClient, type Transport } from "@connectrpc/connect";
import { createConnectTransport, createGrpcTransport, createGrpcWebTransport } from "@connectrpc/connect-node";
import { fromJson, type JsonValue } from "@bufbuild/protobuf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnalysisRequestSchema, CashFlowService, RetryInfoSchema } from "../../gen/cashflow/v1/cashflow_pb.js";
import { ENVELOPE, STABLE_ENVELOPE } from "../support/envelope.js";
import { postJson, type PlainResponse } from "../support/http.js";
import { startServer, type RunningServer } from "../support/server.js";
import { rejection } from "../support/rpc-errors.js";

/**
 * Per-key rate limiting against the real server. The bucket refills at 0.01 requests per second
 * (one token per 100 s), so within a test nothing refills and every count is exact: a fresh key
 * gets its burst of 3, then 429 / ResourceExhausted. Each test uses keys of its own.
 */

const KEYS = Array.from({ length: 12 }, (_, index) => `rate-test-key-${index}`);
const [FLOODER, BYSTANDER, HEADERS_KEY, SHARED_KEY, GRPC_KEY, GRPC_WEB_KEY, CONNECT_KEY, AUTH_KEY] = KEYS as [string, string, string, string, string, string, string, string];
const POLICY = { ratePerSecond: 0.01, burst: 3 };
/** 3 tokens at 0.01 per second take 300 s to earn back: the policy's window. */
const POLICY_FIELD = '"per-key";q=3;w=300';

let running: RunningServer;
beforeAll(async () => {
  running = await startServer({ apiKeys: KEYS, rateLimit: POLICY });
});
afterAll(() => running.close());

const call = (key: string, envelope: unknown = STABLE_ENVELOPE) => postJson(running.port, "/api/v1/liquidity-runout-forecast", envelope, key);
const request = fromJson(AnalysisRequestSchema, JSON.parse(JSON.stringify(STABLE_ENVELOPE)) as JsonValue);

describe("the JSON gateway", () => {
  it("lets a key send its burst, with RateLimit fields on each answer, then answers 429 rate_limited with Retry-After", async () => {
    const allowed: PlainResponse[] = [];
    for (let i = 0; i < 3; i++) allowed.push(await call(HEADERS_KEY));
    expect(allowed.map((response) => response.status)).toEqual([200, 200, 200]);
    for (const response of allowed) expect(response.headers["ratelimit-policy"]).toBe(POLICY_FIELD);
    // Remaining counts down; the reset is the time to refill what was spent: 1, 2, then 3 tokens at 100 s each.
    expect(allowed.map((response) => response.headers["ratelimit"])).toEqual(['"per-key";r=2;t=100', '"per-key";r=1;t=200', '"per-key";r=0;t=300']);
    expect(allowed.every((response) => response.headers["retry-after"] === undefined)).toBe(true);

    const refused = await call(HEADERS_KEY);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ error: "rate_limited", message: expect.stringMatching(/Retry-After/), details: [], request_id: refused.headers["x-request-id"] });
    // A whole token is 100 s away, less the few milliseconds since the burst was spent.
    expect(Number(refused.headers["retry-after"])).toBe(100);
    expect(refused.headers["ratelimit-policy"]).toBe(POLICY_FIELD);
    expect(refused.headers["ratelimit"]).toBe('"per-key";r=0;t=300');
  });

  it("checks the key first: a wrong key is 401, not 429, and spends nothing", async () => {
    for (let i = 0; i < 5; i++) expect((await call("not-a-key")).status).toBe(401);
    expect((await call(AUTH_KEY)).status).toBe(200);
  });

  it("does not let one key's flood slow another key's requests", async () => {
    // The flooder spends its burst, then keeps 200 requests in flight at once while the bystander calls.
    for (let i = 0; i < 3; i++) await call(FLOODER);
    const flood = Promise.all(Array.from({ length: 200 }, () => call(FLOODER, ENVELOPE)));
    const bystander: { status: number; ms: number }[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const response = await call(BYSTANDER);
      bystander.push({ status: response.status, ms: performance.now() - started });
    }
    const flooded = await flood;
    expect(flooded.every((response) => response.status === 429)).toBe(true);
    expect(bystander.map((entry) => entry.status)).toEqual([200, 200, 200]);
    // Refusals cost no body read and no analysis, so the bystander waits on nothing: a generous
    // bound that a slow machine still meets, and that a queue behind 200 analyses would not.
    for (const entry of bystander) expect(entry.ms).toBeLessThan(2_000);
  });
});

describe("the RPC surfaces", () => {
  const transports: [string, string, () => Transport][] = [
    ["gRPC (retry-after in the trailers)", GRPC_KEY, () => createGrpcTransport({ baseUrl: running.baseUrl })],
    ["gRPC-Web", GRPC_WEB_KEY, () => createGrpcWebTransport({ baseUrl: running.baseUrl, httpVersion: "1.1" })],
    ["Connect (retry-after as a header)", CONNECT_KEY, () => createConnectTransport({ baseUrl: running.baseUrl, httpVersion: "1.1" })],
  ];
  for (const [name, key, transport] of transports) {
    it(`answers ${name} with ResourceExhausted and a RetryInfo detail once the burst is spent`, async () => {
      const client = createClient(CashFlowService, transport());
      const headers = { authorization: `Bearer ${key}` };
      const seen: (string | null)[] = [];
      for (let i = 0; i < 3; i++) await client.liquidityRunoutForecast(request, { headers, onHeader: (h) => seen.push(h.get("ratelimit")) });
      expect(seen).toEqual(['"per-key";r=2;t=100', '"per-key";r=1;t=200', '"per-key";r=0;t=300']);

      const error = await rejection(client.liquidityRunoutForecast(request, { headers }));
      expect(error.code).toBe(Code.ResourceExhausted);
      expect(error.rawMessage).toMatch(/rate limit/);
      expect(error.findDetails(RetryInfoSchema)).toEqual([expect.objectContaining({ retryAfterSeconds: 100 })]);
      expect(error.metadata.get("retry-after")).toBe("100");
      expect(error.metadata.get("ratelimit-policy")).toBe(POLICY_FIELD);
    });
  }

  it("shares one bucket per key with the gateway", async () => {
    for (let i = 0; i < 3; i++) expect((await call(SHARED_KEY)).status).toBe(200);
    const client = createClient(CashFlowService, createGrpcTransport({ baseUrl: running.baseUrl }));
    const error = await rejection(client.liquidityRunoutForecast(request, { headers: { authorization: `Bearer ${SHARED_KEY}` } }));
    expect(error.code).toBe(Code.ResourceExhausted);
  });
});
