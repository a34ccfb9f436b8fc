import * as http from "node:http";
import { fromJson, type JsonValue } from "@bufbuild/protobuf";
import { createClient } from "@connectrpc/connect";
import { createConnectTransport, createGrpcTransport } from "@connectrpc/connect-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnalysisRequestSchema, CashFlowService } from "../../gen/cashflow/v1/cashflow_pb.js";
import { ENVELOPE, INVALID_ENVELOPE } from "../support/envelope.js";
import { postJson, request } from "../support/http.js";
import { killIfRunning, linesMatching, spawnServer, type ServerProcess } from "../support/process.js";
import { startServer, TEST_KEY, type RunningServer } from "../support/server.js";

/**
 * Prometheus metrics on the admin port (CASHFLOW_ADMIN_PORT): requests by surface, route, status
 * and outcome, latency histograms and the in-flight gauge, served at GET /metrics on that port
 * only. Each server has its own registry, so the counts below are this server's alone.
 */

let running: RunningServer;
let adminPort: number;

beforeAll(async () => {
  running = await startServer({ admin: { port: 0, host: "127.0.0.1" } });
  adminPort = running.server.adminAddress()!.port;
});
afterAll(() => running.close());

function get(port: number, path: string, method = "GET"): Promise<{ status: number; type: string | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method, agent: false }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: res.headers["content-type"], text }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The value of one sample in the Prometheus text format, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`)) continue;
    const labelText = line.slice(name.length + 1, line.indexOf("}"));
    const have = labelText.split(",");
    if (wanted.every((pair) => have.includes(pair)) && have.length === wanted.length) return Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return undefined;
}

describe("GET /metrics on the admin port", () => {
  it("counts requests by surface, route, status and outcome, with latency histograms", async () => {
    const route = "/api/v1/cashflow-health-score";
    expect((await postJson(running.port, route, ENVELOPE, TEST_KEY)).status).toBe(200);
    expect((await postJson(running.port, route, ENVELOPE, TEST_KEY)).status).toBe(200);
    expect((await postJson(running.port, route, INVALID_ENVELOPE, TEST_KEY)).status).toBe(400);
    expect((await postJson(running.port, route, ENVELOPE, "wrong-key")).status).toBe(401);
    expect((await request(running.port, { method: "GET", path: "/nowhere/at/all" })).status).toBe(404);
    const message = fromJson(AnalysisRequestSchema, JSON.parse(JSON.stringify(ENVELOPE)) as JsonValue);
    const headers = { authorization: `Bearer ${TEST_KEY}` };
    await createClient(CashFlowService, createGrpcTransport({ baseUrl: running.baseUrl })).burnRateOptimizer(message, { headers });
    await createClient(CashFlowService, createConnectTransport({ baseUrl: running.baseUrl, httpVersion: "1.1" }))
      .burnRateOptimizer({ accountId: "" }, { headers })
      .catch(() => undefined);

    const { status, type, text } = await get(adminPort, "/metrics");
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    const requests = (labels: Record<string, string>) => sample(text, "cashflow_requests_total", labels);
    expect(requests({ surface: "gateway", route, status: "200", outcome: "ok" })).toBe(2);
    expect(requests({ surface: "gateway", route, status: "400", outcome: "invalid_request" })).toBe(1);
    expect(requests({ surface: "gateway", route, status: "401", outcome: "unauthenticated" })).toBe(1);
    // Client text never becomes a label: an unknown path is counted as `unmatched`.
    expect(requests({ surface: "gateway", route: "unmatched", status: "404", outcome: "not_found" })).toBe(1);
    expect(text).not.toContain("/nowhere/at/all");
    const method = "/cashflow.v1.CashFlowService/BurnRateOptimizer";
    expect(requests({ surface: "grpc", route: method, status: "200", outcome: "ok" })).toBe(1);
    expect(requests({ surface: "connect", route: method, status: "400", outcome: "invalid_argument" })).toBe(1);

    expect(sample(text, "cashflow_request_duration_seconds_count", { surface: "gateway", route })).toBe(4);
    expect(sample(text, "cashflow_request_duration_seconds_bucket", { surface: "gateway", route, le: "+Inf" })).toBe(4);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it("shows requests in flight while they are, and none once answered", async () => {
    const body = JSON.stringify(ENVELOPE);
    const held = http.request({
      host: "127.0.0.1",
      port: running.port,
      method: "POST",
      path: "/api/v1/cashflow-health-score",
      agent: false,
      headers: { authorization: `Bearer ${TEST_KEY}`, "content-type": "application/json", "content-length": String(body.length), expect: "100-continue" },
    });
    const answered = new Promise<number>((resolve, reject) => {
      held.on("response", (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      });
      held.on("error", reject);
    });
    held.flushHeaders();
    // 100 Continue comes once the server has handed the request to its handler: it is in flight.
    await new Promise((resolve) => held.once("continue", resolve));
    held.write(body.slice(0, 10));
    expect(sample((await get(adminPort, "/metrics")).text, "cashflow_requests_in_flight", { surface: "gateway" })).toBe(1);
    held.end(body.slice(10));
    expect(await answered).toBe(200);
    // The server records the end when its side of the exchange closes, which may trail the client's last byte.
    await expect.poll(async () => sample((await get(adminPort, "/metrics")).text, "cashflow_requests_in_flight", { surface: "gateway" })).toBe(0);
  });

  it("is served only there: the public port answers /metrics with its 404, the admin port nothing else", async () => {
    const onPublic = await request(running.port, { method: "GET", path: "/metrics" });
    expect(onPublic.status).toBe(404);
    expect(onPublic.json.error).toBe("not_found");
    expect((await get(adminPort, "/")).status).toBe(404);
    expect((await get(adminPort, "/metrics", "POST")).status).toBe(405);
    expect((await get(adminPort, "/metrics", "HEAD")).status).toBe(200);
  });

  it("keeps each server's counts apart, and is off without an admin port", async () => {
    const other = await startServer({ admin: { port: 0, host: "127.0.0.1" } });
    const plain = await startServer();
    try {
      await postJson(other.port, "/api/v1/cashflow-health-score", ENVELOPE, TEST_KEY);
      const otherText = (await get(other.server.adminAddress()!.port, "/metrics")).text;
      expect(sample(otherText, "cashflow_requests_total", { surface: "gateway", route: "/api/v1/cashflow-health-score", status: "200", outcome: "ok" })).toBe(1);
      expect(plain.server.adminAddress()).toBeUndefined();
      expect(plain.server.metricsRegistry).toBeUndefined();
    } finally {
      await other.close();
      await plain.close();
    }
  });
});

describe("with CASHFLOW_WORKERS=2", () => {
  let cluster: ServerProcess | undefined;
  afterAll(() => killIfRunning(cluster));

  it("serves /metrics from the primary, summed over the workers", async () => {
    cluster = spawnServer({ CASHFLOW_API_KEYS: TEST_KEY, CASHFLOW_WORKERS: "2", CASHFLOW_ADMIN_PORT: "0" });
    const metricsLine = await cluster.waitFor((line) => line.msg === "metrics listening", "the metrics line");
    const metricsPort = Number(new URL(String(metricsLine["url"])).port);
    const workerLines = () => cluster!.lines.filter((line) => line.msg === "listening");
    await expect.poll(() => workerLines().length, { timeout: 20_000 }).toBe(2);
    const port = Number(new URL(String(workerLines()[0]!["url"])).port);

    // Separate connections, so the primary hands them to both workers in turn.
    const answers = await Promise.all(Array.from({ length: 20 }, () => postJson(port, "/api/v1/cashflow-health-score", ENVELOPE, TEST_KEY)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const requestLines = await linesMatching(cluster, (line) => line.msg === "request", 20, "the 20 request lines");
    const served = new Set(requestLines.map((line) => line.pid));
    expect(served.size).toBe(2);

    const { status, text } = await get(metricsPort, "/metrics");
    expect(status).toBe(200);
    expect(sample(text, "cashflow_requests_total", { surface: "gateway", route: "/api/v1/cashflow-health-score", status: "200", outcome: "ok" })).toBe(20);
    expect(sample(text, "cashflow_request_duration_seconds_count", { surface: "gateway", route: "/api/v1/cashflow-health-score" })).toBe(20);
  }, 60_000);
});
