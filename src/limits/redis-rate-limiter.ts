import { Redis } from "ioredis";
import type { Logger } from "../log/logger.js";
import { LocalRateLimiter } from "./local-rate-limiter.js";
import type { RateLimiter } from "./rate-limiter.js";
import { decisionOf, type RateDecision, type RateLimitPolicy } from "./token-bucket.js";

/**
 * One rate limit for several instances (CASHFLOW_RATE_LIMIT_REDIS_URL): the same token buckets as
 * in one process, kept in Redis and updated by a Lua script, which Redis runs atomically, so two
 * instances taking from one key's bucket at once cannot both spend its last token. The script reads
 * the clock from Redis itself (TIME), so instances with skewed clocks agree. Written as a script
 * rather than with a rate-limiting library because the libraries offer fixed or sliding windows,
 * and a key's limit must behave exactly as the single-process token bucket does (rate and burst).
 *
 * Only the key's SHA-256 digest is sent to Redis, never the key. A bucket expires once it would be
 * full again, so Redis holds state only for keys that were recently busy.
 *
 * When Redis cannot be reached (or answers slower than `commandTimeoutMs`), each instance decides
 * from buckets of its own and logs a warning once; when Redis answers again it logs that too. The
 * limit protects capacity, not access (the key is checked first either way), so an outage of the
 * shared store weakens the limit to per instance rather than taking the whole service down.
 */

const SCRIPT = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local bucket = redis.call('HMGET', KEYS[1], 'tokens', 'updated')
local tokens = tonumber(bucket[1]) or burst
local updated = tonumber(bucket[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - updated) / 1000 * rate)
local allowed = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'updated', now)
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) / rate * 1000) + 1000)
return { allowed, tostring(tokens) }
`;

const KEY_PREFIX = "cashflow:rate-limit:";

export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;
  private readonly fallback: LocalRateLimiter;
  private reachable = true;

  constructor(
    readonly policy: RateLimitPolicy,
    url: string,
    private readonly logger: Logger,
    commandTimeoutMs = 250,
  ) {
    this.fallback = new LocalRateLimiter(policy);
    this.redis = new Redis(url, {
      // Fail fast rather than queue: a call waits at most one timeout for its decision.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: commandTimeoutMs,
      connectTimeout: 2_000,
      lazyConnect: false,
    });
    // Connection errors are reported through `take`'s fallback; without a listener ioredis would print them.
    this.redis.on("error", () => {});
    this.redis.defineCommand("takeToken", { numberOfKeys: 1, lua: SCRIPT });
  }

  async take(keyDigest: string): Promise<RateDecision> {
    try {
      const [allowed, tokens] = (await (this.redis as Redis & { takeToken(key: string, rate: number, burst: number): Promise<[number, string]> }).takeToken(
        KEY_PREFIX + keyDigest,
        this.policy.ratePerSecond,
        this.policy.burst,
      ));
      if (!this.reachable) {
        this.reachable = true;
        this.logger.info({}, "rate limit store reachable again; the limit is shared across instances");
      }
      return decisionOf(this.policy, allowed === 1, Number(tokens));
    } catch (error) {
      if (this.reachable) {
        this.reachable = false;
        this.logger.warn({ error: error instanceof Error ? error.name : "unknown" }, "rate limit store unreachable; limiting per instance until it answers");
      }
      return this.fallback.take(keyDigest);
    }
  }

  /**
   * Resolves once the first connection attempt has ended, in success or not (at most the connect
   * timeout), so an instance opens its port with the shared limit already in force when Redis is up.
   */
  whenConnected(): Promise<void> {
    if (this.redis.status === "ready") return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        this.redis.off("ready", done);
        this.redis.off("error", done);
        resolve();
      };
      this.redis.once("ready", done);
      this.redis.once("error", done);
    });
  }

  /** Closes the connection to Redis, at shutdown. */
  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
