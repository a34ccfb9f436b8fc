import { createHash } from "node:crypto";
import * as http2 from "node:http2";
import { fromJson, type JsonValue } from "@bufbuild/protobuf";
import { createClient, type Transport } from "@connectrpc/connect";
import { createConnectTransport, createGrpcTransport, createGrpcWebTransport } from "@connectrpc/connect-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnalysisRequestSchema, CashFlowService } from "../../gen/cashflow/v1/cashflow_pb.js";
import { Health } from "../../gen/grpc/health/v1/health_pb.js";
import { holdHttp2 } from "../support/held.js";
import { request as plainRequest } from "../support/http.js";
import { killIfRunning, listeningPort, spawnServer, type LogLine, type ServerProcess } from "../support/process.js";

/**
 * The log of a full run of the real process (`src/server/main.ts`, as an operator starts it):
 * requests of every kind over every surface, then SIGTERM. Every line is JSON; each request has
 * exactly one line with its id, surface, route, status, outcome, duration and key fingerprint;
 * and nothing of the keys, the account id or any payload value appears anywhere in the output.
 */

const KEY = "cf-live-Qm9vYmFyYmF6LXNlY3JldC1rZXk";
const LIMITED_KEY = "cf-live-limited-Zm9vYmFyLWxpbWl0ZWQ";
const WRONG_KEY = "cf-wrong-UGxhaW50ZXh0LXdyb25n";
const ACCOUNT_ID = "acct-LOGTEST-5521";
const AMOUNT = 987_654_321;
const DESCRIPTION = "Retainer from Zyxwvut Holdings";
const COUNTERPARTY = "Qwertyuiop Counterparty Ltd";
const CATEGORY = "zz-secret-category";

const ENVELOPE = {
  account_id: ACCOUNT_ID,
  balances: { current_minor: AMOUNT, as_of: "2024-03-31" },
  transactions: [
    { date: "2024-03-04", amount_minor: AMOUNT, description: DESCRIPTION, counterparty: COUNTERPARTY, category: CATEGORY },
    { date: "2024-03-12", amount_minor: -45_000 },
  ],
};
/** Invalid in a way that makes the engine quote nothing back but field paths. */
const INVALID = { ...ENVELOPE, transactions: [{ date: "2024-02-30", amount_minor: AMOUNT, description: DESCRIPTION }] };

/** Strings that must never reach the log: both keys, a rejected key, their digests, and the payload's values. */
const SECRETS = [
  KEY,
  LIMITED_KEY,
  WRONG_KEY,
  sha256(KEY),
  sha256(LIMITED_KEY),
  ACCOUNT_ID,
  String(AMOUNT),
  DESCRIPTION,
  COUNTERPARTY,
  CATEGORY,
];

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

interface Sent {
  id: string;
  surface: string;
  route: string;
  status: number;
  outcome: string;
  key: string | undefined;
}

let server: ServerProcess;
const sent: Sent[] = [];
let exit: { code: number | null; signal: NodeJS.Signals | null };

beforeAll(async () => {
  server = spawnServer({
    CASHFLOW_API_KEYS: `${KEY},${LIMITED_KEY}`,
    CASHFLOW_RATE_LIMIT_RPS: "0.01",
    CASHFLOW_RATE_LIMIT_BURST: "20",
    CASHFLOW_MAX_BODY_BYTES: "65536",
  });
  const port = await listeningPort(server);
  await sendEverything(port);
  server.child.kill("SIGTERM");
  exit = await server.exited;
}, 60_000);
afterAll(() => killIfRunning(server));

async function sendEverything(port: number): Promise<void> {
  let n = 0;
  const gateway = async (path: string, body: unknown, headers: Record<string, string>, expected: Omit<Sent, "id" | "surface">) => {
    const id = `log-test-${++n}`;
    const response = await plainRequest(port, { path, headers: { ...headers, "x-request-id": id }, body });
    expect(response.status, path).toBe(expected.status);
    expect(response.headers["x-request-id"]).toBe(id);
    sent.push({ id, surface: "gateway", ...expected });
  };
  const json = (key: string) => ({ authorization: `Bearer ${key}`, "content-type": "application/json" });
  const route = "/api/v1/cashflow-health-score";

  await gateway(route, ENVELOPE, json(KEY), { route, status: 200, outcome: "ok", key: KEY });
  await gateway("/api/v1/burn-rate-optimizer", ENVELOPE, json(KEY), { route: "/api/v1/burn-rate-optimizer", status: 200, outcome: "ok", key: KEY });
  await gateway(route, INVALID, json(KEY), { route, status: 400, outcome: "invalid_request", key: KEY });
  await gateway(route, `{"account_id": "${ACCOUNT_ID}", `, json(KEY), { route, status: 400, outcome: "invalid_json", key: KEY });
  await gateway(route, ENVELOPE, json(WRONG_KEY), { route, status: 401, outcome: "unauthenticated", key: undefined });
  await gateway(route, ENVELOPE, { authorization: `Bearer ${KEY}`, "content-type": "text/plain" }, { route, status: 415, outcome: "unsupported_media_type", key: KEY });
  await gateway(route, { ...ENVELOPE, padding: `${DESCRIPTION} `.repeat(3000) }, json(KEY), { route, status: 413, outcome: "payload_too_large", key: KEY });
  await gateway(`/api/v1/${ACCOUNT_ID}`, ENVELOPE, json(KEY), { route: "retired", status: 410, outcome: "unknown_endpoint", key: undefined });
  await gateway(`/accounts/${ACCOUNT_ID}/report`, ENVELOPE, json(KEY), { route: "unmatched", status: 404, outcome: "not_found", key: undefined });
  for (let i = 0; i < 20; i++) await gateway(route, ENVELOPE, json(LIMITED_KEY), { route, status: 200, outcome: "ok", key: LIMITED_KEY });
  await gateway(route, ENVELOPE, json(LIMITED_KEY), { route, status: 429, outcome: "rate_limited", key: LIMITED_KEY });

  const message = fromJson(AnalysisRequestSchema, JSON.parse(JSON.stringify(ENVELOPE)) as JsonValue);
  const baseUrl = `http://127.0.0.1:${port}`;
  const transports: [string, Transport][] = [
    ["grpc", createGrpcTransport({ baseUrl })],
    ["grpc-web", createGrpcWebTransport({ baseUrl, httpVersion: "1.1" })],
    ["connect", createConnectTransport({ baseUrl, httpVersion: "2", useBinaryFormat: false })],
  ];
  const method = "/cashflow.v1.CashFlowService/LiquidityRunoutForecast";
  for (const [surface, transport] of transports) {
    const client = createClient(CashFlowService, transport);
    const call = async (key: string, body: typeof message, expected: { status: number; outcome: string; authenticated: boolean }) => {
      const id = `log-test-${++n}`;
      await client.liquidityRunoutForecast(body, { headers: { authorization: `Bearer ${key}`, "x-request-id": id } }).catch(() => undefined);
      sent.push({ id, surface, route: method, status: expected.status, outcome: expected.outcome, key: expected.authenticated ? key : undefined });
    };
    await call(KEY, message, { status: 200, outcome: "ok", authenticated: true });
    await call(KEY, fromJson(AnalysisRequestSchema, JSON.parse(JSON.stringify(INVALID)) as JsonValue), { status: surface === "connect" ? 400 : 200, outcome: "invalid_argument", authenticated: true });
    await call(WRONG_KEY, message, { status: surface === "connect" ? 401 : 200, outcome: "unauthenticated", authenticated: false });
  }
  const health = createClient(Health, createGrpcTransport({ baseUrl }));
  const id = `log-test-${++n}`;
  await health.check({ service: "" }, { headers: { "x-request-id": id } });
  sent.push({ id, surface: "grpc", route: "/grpc.health.v1.Health/Check", status: 200, outcome: "ok", key: undefined });

  // A client that hangs up before its answer: the line says so instead of going missing.
  const session = http2.connect(baseUrl);
  session.on("error", () => {});
  const abandoned = `log-test-${++n}`;
  // Held until the server has taken it (its 100 Continue), so the hang-up lands mid-request.
  const held = await holdHttp2(session, route, { authorization: `Bearer ${KEY}`, "content-type": "application/json", "x-request-id": abandoned }, Buffer.from(JSON.stringify(ENVELOPE)));
  held.answer.catch(() => {});
  session.destroy();
  sent.push({ id: abandoned, surface: "gateway", route, status: 0, outcome: "canceled", key: KEY });
  await server.waitFor((line) => line["request_id"] === abandoned, "the abandoned request's line");
}

describe("the JSON log of a full run", () => {
  it("ran, and stopped cleanly on SIGTERM", () => {
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
  });

  it("is JSON on every line, with startup and shutdown lines", () => {
    const text = server.output();
    const stdoutLines = text.split("\n").filter((line) => line.trim() !== "");
    for (const line of stdoutLines) expect(() => JSON.parse(line), line).not.toThrow();
    const messages = server.lines.map((line) => line.msg);
    expect(messages).toContain("listening");
    expect(messages).toContain("draining");
    expect(messages.at(-1)).toBe("stopped");
    for (const line of server.lines) expect(line).toMatchObject({ level: expect.any(String), time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), pid: server.child.pid });
  });

  it("has exactly one line per request, with its id, surface, route, status, outcome, duration and key fingerprint", () => {
    const requestLines = server.lines.filter((line) => line.msg === "request");
    expect(requestLines).toHaveLength(sent.length);
    for (const request of sent) {
      const lines = requestLines.filter((line) => line["request_id"] === request.id);
      expect(lines, request.id).toHaveLength(1);
      const line = lines[0] as LogLine;
      expect(line, request.id).toMatchObject({
        level: "info",
        surface: request.surface,
        route: request.route,
        status: request.status === 0 ? null : request.status,
        outcome: request.outcome,
        duration_ms: expect.any(Number),
        key_fingerprint: request.key === undefined ? null : sha256(request.key).slice(0, 8),
      });
      expect(Object.keys(line).sort()).toEqual(
        ["level", "time", "pid", "msg", "request_id", "surface", "route", "method", "http_version", "status", "outcome", "duration_ms", "key_fingerprint"].sort(),
      );
    }
  });

  it("never carries a key, an account id or a payload value", () => {
    const text = server.output();
    for (const secret of SECRETS) expect(text.includes(secret), `the log contains ${secret}`).toBe(false);
  });
});

describe("the log written in batches", () => {
  let idle: ServerProcess | undefined;
  afterAll(() => killIfRunning(idle));

  it("still writes a lone request's line while the server is idle, and prints a generated key after the lines before it", async () => {
    // No key configured: the server makes one and prints it once, as plain text, right after `listening`.
    idle = spawnServer({});
    const port = await listeningPort(idle);

    // One request and then nothing: its line fills no batch, so only the batch timer can write it.
    const id = "log-test-lone";
    await plainRequest(port, { path: "/api/v1/cashflow-health-score", headers: { "content-type": "application/json", "x-request-id": id }, body: ENVELOPE });
    const line = await idle.waitFor((l) => l["request_id"] === id, "the lone request's line");
    expect(line).toMatchObject({ msg: "request", status: 401, outcome: "unauthenticated" });

    const text = idle.output();
    const listening = text.indexOf('"msg":"listening"');
    const notice = text.indexOf("generated one for this process");
    expect(listening, text).toBeGreaterThanOrEqual(0);
    expect(notice, text).toBeGreaterThan(listening);
  });
});
