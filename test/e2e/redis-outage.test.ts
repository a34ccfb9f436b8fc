import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENVELOPE } from "../support/envelope.js";
import { postJson } from "../support/http.js";
import { startRedis, type RedisServer } from "../support/redis.js";
import { startServer, TEST_KEY, type RunningServer } from "../support/server.js";

/**
 * The hostile run's Redis outage, through the real server: one key sends 15 requests a second,
 * under its limit of 20 a second, while the shared Redis is frozen (SIGSTOP) for 2 s and then
 * thawed. No request may be refused, since the key never exceeds its rate; before the fix, the
 * commands that timed out during the freeze ran when Redis thawed and charged the bucket a second
 * time, and every request of the outage waited 250 ms.
 */

const ROUTE = "/api/v1/cashflow-health-score";
const RATE = { ratePerSecond: 20, burst: 20 };
const INTERVAL_MS = 1000 / 15;

let redis: RedisServer;
let server: RunningServer;
beforeAll(async () => {
  redis = await startRedis();
  server = await startServer({ rateLimit: RATE, rateLimitRedisUrl: redis.url });
});
afterAll(async () => {
  redis.thaw();
  await server.close();
  await redis.stop();
});

interface Sent {
  phase: "before" | "frozen" | "after";
  status: number;
  ms: number;
}

/** Sends a request every INTERVAL_MS for `durationMs`, not waiting for answers (a steady client). */
async function steadyLoad(phase: Sent["phase"], durationMs: number, into: Promise<Sent>[]): Promise<void> {
  const count = Math.round(durationMs / INTERVAL_MS);
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    // Paced against the start, so a slow answer does not slow the rate.
    const due = started + i * INTERVAL_MS;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sentAt = performance.now();
    into.push(postJson(server.port, ROUTE, ENVELOPE, TEST_KEY).then(({ status }) => ({ phase, status, ms: performance.now() - sentAt })));
  }
}

describe("a key under its rate while Redis freezes and thaws", () => {
  it("is never refused, and waits on the frozen Redis for at most 3 requests", { timeout: 60_000 }, async () => {
    const sent: Promise<Sent>[] = [];
    await steadyLoad("before", 1_000, sent);
    redis.freeze();
    await steadyLoad("frozen", 2_000, sent);
    redis.thaw();
    await steadyLoad("after", 3_000, sent);
    const answers = await Promise.all(sent);

    // 15 + 30 + 45 requests at 15 a second, under 20 a second: all allowed.
    expect(answers).toHaveLength(90);
    expect(answers.filter(({ status }) => status !== 200)).toEqual([]);
    // While frozen, only the calls that open the circuit wait out the 250 ms command timeout.
    const waited = answers.filter(({ phase, ms }) => phase === "frozen" && ms >= 240);
    expect(waited.length).toBeLessThanOrEqual(3);
  });
});
