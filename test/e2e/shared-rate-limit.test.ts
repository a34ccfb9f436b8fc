import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENVELOPE } from "../support/envelope.js";
import { postJson } from "../support/http.js";
import { captureLog } from "../support/log-capture.js";
import { killIfRunning, linesMatching, listeningPort, spawnServer, type ServerProcess } from "../support/process.js";
import { startRedis, type RedisServer } from "../support/redis.js";
import { startServer, TEST_KEY, type RunningServer } from "../support/server.js";

/**
 * A key's rate limit holds once for the whole service: across two instances sharing Redis, and
 * across the workers of one instance. The rate is tiny (one request per 100 s), so what is allowed
 * is the burst alone: less than 0.1 of a token refills during a test.
 */

const ROUTE = "/api/v1/cashflow-health-score";
const POLICY = { ratePerSecond: 0.01, burst: 5 };

async function allowedOf(ports: number[], requests: number): Promise<number> {
  let allowed = 0;
  for (let i = 0; i < requests; i++) {
    const { status } = await postJson(ports[i % ports.length]!, ROUTE, ENVELOPE, TEST_KEY);
    if (status === 200) allowed += 1;
    else expect(status).toBe(429);
  }
  return allowed;
}

describe("two instances sharing Redis", () => {
  let redis: RedisServer;
  const instances: RunningServer[] = [];
  beforeAll(async () => {
    redis = await startRedis();
    for (let i = 0; i < 2; i++) instances.push(await startServer({ rateLimit: POLICY, rateLimitRedisUrl: redis.url }));
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await redis.stop();
  });

  it("give one key its burst once, not once per instance", async () => {
    // 16 requests, 8 to each instance: the shared bucket of 5 allows 5 (each alone would allow 5, so 10 in all).
    expect(await allowedOf(instances.map((instance) => instance.port), 16)).toBe(POLICY.burst);
  });
});

describe("an instance whose Redis cannot be reached", () => {
  it("keeps serving with a limit of its own, and says so once in the log", async () => {
    const log = captureLog();
    // Port 1 on loopback: nothing listens there, so every connection is refused at once.
    const instance = await startServer({ rateLimit: POLICY, rateLimitRedisUrl: "redis://127.0.0.1:1" }, { logger: log.logger });
    try {
      // Its own bucket of 5: 5 of 8 allowed.
      expect(await allowedOf([instance.port], 8)).toBe(POLICY.burst);
      const warnings = log.records().filter((line) => line["msg"] === "rate limit store unreachable; limiting per instance until it answers");
      expect(warnings).toHaveLength(1);
      expect(log.text()).not.toContain(TEST_KEY);
    } finally {
      await instance.close();
    }
  });
});

describe("one instance with two workers", () => {
  let server: ServerProcess;
  afterAll(() => killIfRunning(server));

  it("gives one key its burst once, not once per worker", { timeout: 60_000 }, async () => {
    server = spawnServer({ CASHFLOW_API_KEYS: TEST_KEY, CASHFLOW_WORKERS: "2", CASHFLOW_RATE_LIMIT_RPS: "0.01", CASHFLOW_RATE_LIMIT_BURST: "10" });
    const port = await listeningPort(server);
    for (const worker of [1, 2]) await server.waitFor((line) => line.msg === "worker serving" && line["worker"] === worker, `worker ${worker} serving`);
    // 30 requests, each on a new connection, which the cluster hands to the workers in turn: the
    // instance's bucket of 10 allows 10 (a bucket per worker would allow 20).
    expect(await allowedOf([port], 30)).toBe(10);
    const requestLines = await linesMatching(server, (line) => line.msg === "request", 30, "the 30 request lines");
    const servedBy = new Set(requestLines.map((line) => line["pid"]));
    expect(servedBy.size).toBe(2);
  });
});
