import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../src/log/logger.js";
import { OPEN_AFTER, RedisRateLimiter } from "../../src/limits/redis-rate-limiter.js";
import { startRedis, type RedisServer } from "../support/redis.js";

/**
 * The Redis limiter against a real redis-server that the test freezes with SIGSTOP, as a hostile
 * run did: calls must stop waiting on the frozen store after a few timeouts, and the commands that
 * timed out must not spend tokens when Redis thaws and runs them late.
 */

const TIMEOUT_MS = 250;

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis.stop();
});

const limiters: RedisRateLimiter[] = [];
afterEach(async () => {
  redis.thaw();
  for (const limiter of limiters.splice(0)) await limiter.close();
});

/** A limiter whose log lines the test can wait for. */
async function limiterWithLog(policy: { ratePerSecond: number; burst: number }): Promise<{ limiter: RedisRateLimiter; logged(msg: string): Promise<void> }> {
  const seen: string[] = [];
  const waiters: { msg: string; resolve: () => void }[] = [];
  const logger = createLogger("info", {
    write(line: string) {
      const msg = String((JSON.parse(line) as { msg: string }).msg);
      seen.push(msg);
      for (const waiter of waiters.filter((w) => w.msg === msg)) waiter.resolve();
    },
  });
  const limiter = new RedisRateLimiter(policy, redis.url, logger, TIMEOUT_MS);
  limiters.push(limiter);
  await limiter.whenConnected();
  return {
    limiter,
    logged: (msg) => (seen.includes(msg) ? Promise.resolve() : new Promise((resolve) => waiters.push({ msg, resolve }))),
  };
}

async function timed<T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await call();
  return { value, ms: performance.now() - started };
}

/** Reads a bucket as Redis holds it, through a connection of the test's own. */
async function tokensInRedis(keyDigest: string): Promise<number | undefined> {
  const client = new Redis(redis.url);
  try {
    const tokens = await client.hget(`cashflow:rate-limit:${keyDigest}`, "tokens");
    return tokens === null ? undefined : Number(tokens);
  } finally {
    client.disconnect();
  }
}

describe("RedisRateLimiter with Redis frozen", () => {
  it(`waits on Redis for only ${OPEN_AFTER} calls, then decides at once, and goes back to Redis when it thaws`, { timeout: 30_000 }, async () => {
    // A bucket big enough never to refuse here, refilling so slowly (one token per 100 s) that it
    // stays in Redis throughout and a spent token shows.
    const { limiter, logged } = await limiterWithLog({ ratePerSecond: 0.01, burst: 1000 });
    expect((await limiter.take("key-a")).allowed).toBe(true);

    redis.freeze();
    const durations: number[] = [];
    for (let i = 0; i < 20; i++) {
      const { value, ms } = await timed(() => limiter.take("key-a"));
      // Decided per instance from a full bucket of its own.
      expect(value.allowed).toBe(true);
      durations.push(ms);
    }
    // The first OPEN_AFTER calls each wait the command timeout (250 ms); the other 17 must not
    // wait at all (50 ms allows for a loaded machine; a call that waited would take 250).
    expect(durations.slice(0, OPEN_AFTER).every((ms) => ms >= TIMEOUT_MS - 10)).toBe(true);
    expect(durations.slice(OPEN_AFTER).filter((ms) => ms >= 50)).toEqual([]);
    await logged("rate limit store not answering; calls no longer wait for it");

    redis.thaw();
    await logged("rate limit store reachable again; the limit is shared across instances");
    // The next call is decided by Redis again: the bucket there shows it.
    const before = await tokensInRedis("key-a");
    await limiter.take("key-a");
    const after = await tokensInRedis("key-a");
    expect(before).toBeDefined();
    // One token spent (and less than 0.01 refilled between the two reads).
    expect(after! - before!).toBeCloseTo(-1, 1);
  });

  it("charges nothing for the commands that timed out, when Redis thaws and runs them late", { timeout: 30_000 }, async () => {
    // A bucket of 5 that refills one token per 1,000 s: what the key may spend is the burst alone.
    const { limiter, logged } = await limiterWithLog({ ratePerSecond: 0.001, burst: 5 });
    expect((await limiter.take("key-b")).allowed).toBe(true); // 4 left in Redis

    redis.freeze();
    // These reach Redis's socket and wait there, unrun; each caller gives up after 250 ms.
    for (let i = 0; i < OPEN_AFTER; i++) await limiter.take("key-b");
    redis.thaw();
    await logged("rate limit store reachable again; the limit is shared across instances");

    // Worked out by hand: 5 − 1 spent before the freeze = 4 left. Had the 3 late commands been
    // charged when Redis ran them, 1 would be left.
    const tokens = await tokensInRedis("key-b");
    expect(Math.floor(tokens!)).toBe(4);
    const allowed: boolean[] = [];
    for (let i = 0; i < 5; i++) allowed.push((await limiter.take("key-b")).allowed);
    expect(allowed).toEqual([true, true, true, true, false]);
  });
});
