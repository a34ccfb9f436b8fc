import * as grpc from "@grpc/grpc-js";
import * as protoLoader from "@grpc/proto-loader";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../bench/ports.js";
import { run } from "../../src/cli/run.js";
import { ENVELOPE } from "../support/envelope.js";
import { request } from "../support/http.js";
import { startNginx, type NginxServer } from "../support/nginx.js";
import { killIfRunning, listeningPort, logCaughtUp, spawnServer, type LogLine, type ServerProcess } from "../support/process.js";
import { startRedis, type RedisServer } from "../support/redis.js";

/**
 * Several instances as one service, as docs/deployment.md runs them: two server processes behind
 * Debian's nginx (HTTP/1.1 with keep-alive for the JSON gateway, grpc_pass for gRPC), sharing one
 * rate limit in Debian's redis-server. A batch goes through nginx while one instance is sent SIGTERM
 * and started again; no account may be lost or answered twice, and a key's quota holds across both.
 */

const BATCH_KEY = "batch-key-0123456789";
const QUOTA_KEY = "quota-key-0123456789";
const GRPC_KEY = "grpc-key-01234567890";
/** 20 requests at once, refilled at 20 a second: the same bucket whichever instance answers. */
const RATE = { rps: 20, burst: 20 };

let redis: RedisServer;
let nginx: NginxServer;
const ports = { http: 0, grpc: 0, a: 0, b: 0 };
let instanceA: ServerProcess | undefined;
let instanceB: ServerProcess | undefined;
let restartedA: ServerProcess | undefined;

function instance(port: number): ServerProcess {
  return spawnServer({
    PORT: String(port),
    CASHFLOW_API_KEYS: [BATCH_KEY, QUOTA_KEY, GRPC_KEY].join(","),
    CASHFLOW_RATE_LIMIT_RPS: String(RATE.rps),
    CASHFLOW_RATE_LIMIT_BURST: String(RATE.burst),
    CASHFLOW_RATE_LIMIT_REDIS_URL: redis.url,
  });
}

const requestLines = (server: ServerProcess | undefined) => (server?.lines ?? []).filter((line: LogLine) => line.msg === "request" && line["route"] !== "/grpc.health.v1.Health/Check");

beforeAll(async () => {
  redis = await startRedis();
  [ports.http, ports.grpc, ports.a, ports.b] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  instanceA = instance(ports.a);
  instanceB = instance(ports.b);
  await Promise.all([listeningPort(instanceA), listeningPort(instanceB)]);
  nginx = await startNginx({ http: ports.http, grpc: ports.grpc, instances: [ports.a, ports.b] });
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all([killIfRunning(instanceA), killIfRunning(instanceB), killIfRunning(restartedA)]);
  await redis?.stop();
});

describe("two instances behind nginx", () => {
  it("hold one key's quota between them: 60 requests at once, at most the burst and a refill answered", async () => {
    const body = JSON.stringify(ENVELOPE);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        request(ports.http, { path: "/api/v1/distress-early-warning", headers: { "content-type": "application/json", authorization: `Bearer ${QUOTA_KEY}` }, body }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const ok = answers.filter((a) => a.status === 200).length;
    const limited = answers.filter((a) => a.status === 429).length;
    expect(ok + limited).toBe(60);
    // One bucket: the burst of 20 plus what 20/s refills while the requests were answered (+1 for a
    // token refilled at the edge). Two buckets, one per instance, would let about twice that through.
    expect(ok).toBeGreaterThanOrEqual(RATE.burst);
    expect(ok).toBeLessThanOrEqual(RATE.burst + Math.ceil(RATE.rps * seconds) + 1);
    // and nginx spread them: both instances answered some
    await Promise.all([logCaughtUp(instanceA!, ports.a), logCaughtUp(instanceB!, ports.b)]);
    const byInstance = [instanceA, instanceB].map((server) => requestLines(server).filter((line) => line["key_fingerprint"] !== null).length);
    expect(byInstance[0]).toBeGreaterThan(0);
    expect(byInstance[1]).toBeGreaterThan(0);
  });

  it("answer a batch through nginx while one instance drains and restarts: every account once, calls on both", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cashflow-lb-"));
    const input = join(dir, "accounts.ndjson");
    const output = join(dir, "results.ndjson");
    const count = 120;
    writeFileSync(input, Array.from({ length: count }, (_, i) => JSON.stringify({ ...ENVELOPE, account_id: `lb-${i}` })).join("\n") + "\n");

    let stderr = "";
    const batch = run(["batch", input, "--server", `http://127.0.0.1:${ports.http}`, "--concurrency", "6", "--routes", "cashflow-health-score", "-o", output], {
      stdout: () => {},
      stderr: (text) => (stderr += text),
      env: { CASHFLOW_API_KEY: BATCH_KEY },
    });

    // Once instance A has answered a few of the batch's calls, it is told to stop, as an orchestrator would.
    let seen = 0;
    await instanceA!.waitFor((line) => line.msg === "request" && line["route"] === "/api/v1/cashflow-health-score" && ++seen >= 10, "ten batch calls");
    instanceA!.child.kill("SIGTERM");
    expect((await instanceA!.exited).code).toBe(0);
    restartedA = instance(ports.a);
    await listeningPort(restartedA);

    expect(await batch, stderr).toBe(0);
    const results = readFileSync(output, "utf8").trim().split("\n").map((line) => JSON.parse(line) as { account_id: string; status: string });
    expect(results).toHaveLength(count);
    expect(new Set(results.map((r) => r.account_id)).size).toBe(count);
    expect(results.every((r) => r.status === "ok")).toBe(true);
    // Instance A wrote its last lines as it exited; the other two are asked to catch up.
    await Promise.all([logCaughtUp(restartedA, ports.a), logCaughtUp(instanceB!, ports.b)]);
    const batchCalls = (server: ServerProcess | undefined) => requestLines(server).filter((line) => line["route"] === "/api/v1/cashflow-health-score" && line["status"] === 200).length;
    // A took ten of the batch's calls before it was stopped (some may have been refused 429 by the shared quota)
    expect(batchCalls(instanceA)).toBeGreaterThan(0);
    expect(batchCalls(instanceB)).toBeGreaterThan(0);
    // every account answered once by the service as a whole: 120 successful calls, wherever they landed
    expect(batchCalls(instanceA) + batchCalls(restartedA) + batchCalls(instanceB)).toBeGreaterThanOrEqual(count);
  }, 120_000);

  it("pass gRPC through nginx's grpc_pass to an instance", async () => {
    const options: protoLoader.Options = { keepCase: true, longs: Number, enums: String, defaults: true, includeDirs: ["proto"] };
    const pkg = grpc.loadPackageDefinition(protoLoader.loadSync("cashflow/v1/cashflow.proto", options)) as any;
    const client = new pkg.cashflow.v1.CashFlowService(`127.0.0.1:${ports.grpc}`, grpc.credentials.createInsecure());
    const metadata = new grpc.Metadata();
    metadata.set("authorization", `Bearer ${GRPC_KEY}`);
    const response = await new Promise<Record<string, any>>((resolve, reject) =>
      client.LiquidityRunoutForecast({ ...ENVELOPE }, metadata, (error: grpc.ServiceError | null, answer: Record<string, any>) => (error ? reject(error) : resolve(answer))),
    );
    client.close();
    expect(response["endpoint"]).toBe("liquidity-runout-forecast");
    expect(response["account_id"]).toBe(ENVELOPE.account_id);
  });
});
