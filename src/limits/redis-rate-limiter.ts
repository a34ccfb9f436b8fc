import { Redis } from "ioredis";
import type { Logger } from "../log/logger.js";
import { LocalRateLimiter } from "./local-rate-limiter.js";
import { CircuitOpen, StoreCircuit } from "./store-circuit.js";
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
 *
 * Two things keep a frozen Redis (a stopped process, a paused server, a stalled network) from
 * costing more than that:
 * - After OPEN_AFTER calls in a row have failed, calls stop waiting on Redis (./store-circuit.ts):
 *   they are decided per instance at once, and Redis is asked a cheap TIME every RETRY_MS in the
 *   background until it answers, which puts the limit back in Redis.
 * - A command carries its deadline, in Redis's own clock, and the script charges nothing when it
 *   runs after it: commands sent before Redis froze and run when it thaws, long after their caller
 *   stopped waiting (and was decided per instance), do not spend the key's tokens a second time.
 *   The deadline is half the command timeout after sending, leaving the other half for the answer
 *   to come back. Redis's clock is read as an offset to this instance's when the connection opens
 *   and at each probe, so instances with skewed clocks still agree.
 */

const SCRIPT = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local deadline = tonumber(ARGV[3])
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
if now > deadline then
  return { -1, '0' }
end
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

/** What the script answers for a command that reached Redis after its deadline: nothing charged. */
const TOO_LATE = -1;
/** Failed calls in a row after which calls stop waiting on Redis. */
export const OPEN_AFTER = 3;
/** While calls do not wait on Redis, how often it is asked whether it answers again. */
export const RETRY_MS = 1_000;

const KEY_PREFIX = "cashflow:rate-limit:";

export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;
  private readonly fallback: LocalRateLimiter;
  private readonly circuit: StoreCircuit;
  private reachable = true;
  /** Redis's clock minus this instance's, in ms; undefined until read, and then calls are decided here. */
  private clockOffsetMs: number | undefined;
  private clockRead: Promise<void> = Promise.resolve();

  constructor(
    readonly policy: RateLimitPolicy,
    url: string,
    private readonly logger: Logger,
    private readonly commandTimeoutMs = 250,
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
    // Each new connection (the first, and any after a reconnect) reads Redis's clock before use.
    this.redis.on("ready", () => (this.clockRead = this.readClock().catch(() => {})));
    this.circuit = new StoreCircuit({
      openAfter: OPEN_AFTER,
      retryMs: RETRY_MS,
      probe: () => this.readClock(),
      onOpen: () => this.logger.warn({ failed_in_a_row: OPEN_AFTER, retry_seconds: RETRY_MS / 1000 }, "rate limit store not answering; calls no longer wait for it"),
      onClose: () => this.answered(),
    });
  }

  async take(keyDigest: string): Promise<RateDecision> {
    if (!this.circuit.closed) return this.fallback.take(keyDigest);
    // No connection has opened yet (so no clock read): nothing to wait for.
    if (this.clockOffsetMs === undefined) return this.unanswered("NotConnected", keyDigest);
    const deadline = Math.floor(Date.now() + this.clockOffsetMs + this.commandTimeoutMs / 2);
    try {
      const command = (this.redis as Redis & { takeToken(key: string, rate: number, burst: number, deadline: number): Promise<[number, string]> }).takeToken(
        KEY_PREFIX + keyDigest,
        this.policy.ratePerSecond,
        this.policy.burst,
        deadline,
      );
      // Released when the circuit opens. (Its command, if Redis runs it late, charges nothing.)
      const [allowed, tokens] = await this.circuit.waitFor(command);
      if (allowed === TOO_LATE) throw new LateDecision();
      this.circuit.succeeded();
      this.answered();
      return decisionOf(this.policy, allowed === 1, Number(tokens));
    } catch (error) {
      if (!(error instanceof CircuitOpen)) this.circuit.failed();
      return this.unanswered(error instanceof Error ? error.name : "unknown", keyDigest);
    }
  }

  /** Redis did not decide: the instance does, from its own buckets, and says so once. */
  private unanswered(errorName: string, keyDigest: string): Promise<RateDecision> {
    if (this.reachable) {
      this.reachable = false;
      this.logger.warn({ error: errorName }, "rate limit store unreachable; limiting per instance until it answers");
    }
    return this.fallback.take(keyDigest);
  }

  private answered(): void {
    if (this.reachable) return;
    this.reachable = true;
    this.logger.info({}, "rate limit store reachable again; the limit is shared across instances");
  }

  /** Reads Redis's clock as an offset to this instance's; rejects when Redis does not answer in time. */
  private async readClock(): Promise<void> {
    const sent = Date.now();
    const [seconds, micros] = await this.redis.time();
    const received = Date.now();
    const redisMs = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
    this.clockOffsetMs = redisMs - (sent + received) / 2;
  }

  /**
   * Resolves once the first connection attempt has ended, in success or not (at most the connect
   * timeout), so an instance opens its port with the shared limit already in force when Redis is up.
   */
  async whenConnected(): Promise<void> {
    if (this.redis.status !== "ready") {
      await new Promise<void>((resolve) => {
        const done = () => {
          this.redis.off("ready", done);
          this.redis.off("error", done);
          resolve();
        };
        this.redis.once("ready", done);
        this.redis.once("error", done);
      });
    }
    // Then its clock, read as the connection opened.
    await this.clockRead;
  }

  /** Closes the connection to Redis, at shutdown. */
  async close(): Promise<void> {
    this.circuit.stop();
    this.redis.disconnect();
  }
}

/** The script ran after the command's deadline and charged nothing; the caller had stopped waiting. */
class LateDecision extends Error {
  override name = "LateDecision";
}
