import { entriesFromList } from "../auth/keys.js";
import { LOG_LEVELS, type LogLevel } from "../log/logger.js";

/**
 * Every setting the server reads from its environment, parsed and checked once at start so a
 * mistake stops the process with a message naming the variable, instead of surfacing mid-request.
 * docs/operations.md has the same list for operators; a setting added here belongs there too.
 */
export interface ServerConfig {
  /** TCP port for every surface (HTTP/1.1, h2c, or TLS with ALPN). 0 picks a free port, as tests do. */
  port: number;
  /** Interface to bind; 0.0.0.0 by default so the service is reachable in a container. */
  host: string;
  /** The migration guide address: where the 410 for a retired slug sends its caller. */
  migrationUrl: string;
  /** Largest request body accepted on any surface; 16 MiB holds a book of about 100,000 transactions. */
  maxBodyBytes: number;
  /** Key entries from CASHFLOW_API_KEYS: plaintext keys or `sha256:<hex>` digests. */
  apiKeys: readonly string[];
  /** A file of key entries, one per line, read at start (CASHFLOW_API_KEYS_FILE). */
  apiKeysFile: string | undefined;
  /** PEM certificate and key files; when set the port speaks TLS and offers h2 and HTTP/1.1 by ALPN. */
  tls: { certFile: string; keyFile: string } | undefined;
  /**
   * The per-key token bucket (CASHFLOW_RATE_LIMIT_RPS, CASHFLOW_RATE_LIMIT_BURST), or undefined
   * when CASHFLOW_RATE_LIMIT_RPS is 0. Each process keeps its own buckets.
   */
  rateLimit: { ratePerSecond: number; burst: number } | undefined;
  /**
   * Redis holding the rate-limit buckets for several instances (CASHFLOW_RATE_LIMIT_REDIS_URL,
   * `redis://` or `rediss://`); undefined keeps them in the instance (shared by its workers).
   */
  rateLimitRedisUrl: string | undefined;
  /** How long shutdown waits for requests in flight before closing what is left (CASHFLOW_DRAIN_SECONDS). */
  drainMs: number;
  /** Processes serving the one port (CASHFLOW_WORKERS); 1 runs the server in the main process. */
  workers: number;
  /** Where Prometheus scrapes `/metrics` (CASHFLOW_ADMIN_PORT, CASHFLOW_ADMIN_HOST); undefined keeps metrics off. */
  admin: { port: number; host: string } | undefined;
  /** The least severe log level written (LOG_LEVEL). */
  logLevel: LogLevel;
  /** Time limits that keep slow or silent clients from holding connections and memory. */
  timeouts: Timeouts;
  /** Caps on what clients may hold open at once, with or without a key. */
  capacity: Capacity;
}

/**
 * What one process lets clients hold at once. Health Watch and reflection need no key, so without
 * these an anonymous client could open streams until the heap runs out.
 */
export interface Capacity {
  /** Open TCP connections (CASHFLOW_MAX_CONNECTIONS); a connection beyond it is closed on arrival. */
  maxConnections: number;
  /** Streaming calls (health Watch, reflection) open in the whole process (CASHFLOW_MAX_STREAMING_CALLS). */
  maxStreamingCalls: number;
  /** Streaming calls open on one connection (CASHFLOW_MAX_STREAMING_CALLS_PER_CONNECTION). */
  maxStreamingCallsPerConnection: number;
}

export interface Timeouts {
  /**
   * From a request's arrival until its whole body is in (CASHFLOW_REQUEST_DEADLINE_SECONDS): the
   * gateway answers 503 `unavailable` and unary RPCs DeadlineExceeded when it passes. The analysis
   * itself runs to completion once the body is in; its cost is bounded by the body size limit.
   */
  requestDeadlineMs: number;
  /** HTTP/1.1: the request line and headers must arrive within this (CASHFLOW_HEADERS_TIMEOUT_SECONDS). */
  headersMs: number;
  /**
   * HTTP/1.1: the whole request message must arrive within this (CASHFLOW_REQUEST_TIMEOUT_SECONDS),
   * else Node answers 408 and closes. A backstop behind the deadline, so it should be longer.
   */
  requestMs: number;
  /** A connection that sends no byte at all within this is closed (CASHFLOW_FIRST_BYTE_TIMEOUT_SECONDS). */
  firstByteMs: number;
  /**
   * An idle keep-alive HTTP/1.1 connection or HTTP/2 session is closed after this
   * (CASHFLOW_KEEP_ALIVE_TIMEOUT_SECONDS). Behind a load balancer it must exceed the balancer's own
   * idle timeout, or the balancer may reuse a connection just as the server closes it.
   */
  keepAliveMs: number;
  /**
   * An answer not taken in full by its client within this (CASHFLOW_SEND_TIMEOUT_SECONDS) is given
   * up: its HTTP/2 stream is reset or its HTTP/1.1 connection closed, and the buffers are freed. A
   * client that never reads would otherwise pin its answers in memory.
   */
  sendMs: number;
  /**
   * A streaming call (health Watch, reflection) with no message either way for this long is closed
   * (CASHFLOW_STREAM_IDLE_TIMEOUT_SECONDS); a Watch client opens a new one, as the health protocol expects.
   */
  streamIdleMs: number;
}


export const DEFAULT_PORT = 8080;
export const DEFAULT_HOST = "0.0.0.0";
/** A placeholder address; operators set CASHFLOW_MIGRATION_URL to their own guide. */
export const DEFAULT_MIGRATION_URL = "https://docs.example.com/cashflow/migration";
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024 * 1024;
/** Per key and process: far above an interactive caller, low enough that one key cannot starve the CPU. */
export const DEFAULT_RATE_LIMIT_RPS = 50;
/** Two seconds at the default rate, so a batch job's short spikes pass. */
export const DEFAULT_RATE_LIMIT_BURST = 100;
/** Ten seconds lets a 16 MiB request on a slow link finish, and bounds how long shutdown can take. */
export const DEFAULT_DRAIN_SECONDS = 10;
export const DEFAULT_WORKERS = 1;
export const DEFAULT_LOG_LEVEL: LogLevel = "info";
/** 16 MiB at about 5 Mbit/s; a caller slower than that is better served by a smaller book. */
export const DEFAULT_REQUEST_DEADLINE_SECONDS = 30;
export const DEFAULT_HEADERS_TIMEOUT_SECONDS = 10;
export const DEFAULT_REQUEST_TIMEOUT_SECONDS = 60;
export const DEFAULT_FIRST_BYTE_TIMEOUT_SECONDS = 10;
/** Above the 60-second idle timeout of common cloud load balancers (see `keepAliveMs`). */
export const DEFAULT_KEEP_ALIVE_TIMEOUT_SECONDS = 65;
/** The largest default answer (a 100,000-row book's) leaves in well under a second on any working link. */
export const DEFAULT_SEND_TIMEOUT_SECONDS = 30;
/** Long enough that a load balancer's health Watch reconnects rarely, short enough that abandoned ones go. */
export const DEFAULT_STREAM_IDLE_TIMEOUT_SECONDS = 300;
/** Far above what a load balancer or a few hundred direct clients open; each costs tens of KiB at most. */
export const DEFAULT_MAX_CONNECTIONS = 1_000;
/** One Watch per load-balancer health checker is the normal use; a thousand leaves room for many. */
export const DEFAULT_MAX_STREAMING_CALLS = 1_000;
/** A client needs one Watch and one reflection stream; ten leaves room without letting one connection take the pool. */
export const DEFAULT_MAX_STREAMING_CALLS_PER_CONNECTION = 10;

const MAX_WORKERS = 256;
/** A day: any longer is certainly a unit mistake (milliseconds given as seconds). */
const MAX_SECONDS = 86_400;

export class ConfigError extends Error {
  override name = "ConfigError";
}

type Env = Readonly<Record<string, string | undefined>>;

export function loadConfig(env: Env): ServerConfig {
  const certFile = nonEmpty(env["CASHFLOW_TLS_CERT"]);
  const keyFile = nonEmpty(env["CASHFLOW_TLS_KEY"]);
  if ((certFile === undefined) !== (keyFile === undefined)) {
    throw new ConfigError("CASHFLOW_TLS_CERT and CASHFLOW_TLS_KEY must be set together (PEM file paths).");
  }
  const host = nonEmpty(env["HOST"]) ?? DEFAULT_HOST;
  const ratePerSecond = decimalSetting(env, "CASHFLOW_RATE_LIMIT_RPS", DEFAULT_RATE_LIMIT_RPS, 0, 1_000_000);
  const burst = integerSetting(env, "CASHFLOW_RATE_LIMIT_BURST", DEFAULT_RATE_LIMIT_BURST, 1, 1_000_000);
  const adminPort = optionalIntegerSetting(env, "CASHFLOW_ADMIN_PORT", 0, 65535);
  return {
    port: integerSetting(env, "PORT", DEFAULT_PORT, 0, 65535),
    host,
    migrationUrl: urlSetting(env, "CASHFLOW_MIGRATION_URL", DEFAULT_MIGRATION_URL),
    maxBodyBytes: integerSetting(env, "CASHFLOW_MAX_BODY_BYTES", DEFAULT_MAX_BODY_BYTES, 1, Number.MAX_SAFE_INTEGER),
    apiKeys: entriesFromList(env["CASHFLOW_API_KEYS"]),
    apiKeysFile: nonEmpty(env["CASHFLOW_API_KEYS_FILE"]),
    tls: certFile !== undefined && keyFile !== undefined ? { certFile, keyFile } : undefined,
    rateLimit: ratePerSecond === 0 ? undefined : { ratePerSecond, burst },
    rateLimitRedisUrl: redisUrlSetting(env, "CASHFLOW_RATE_LIMIT_REDIS_URL"),
    drainMs: secondsSetting(env, "CASHFLOW_DRAIN_SECONDS", DEFAULT_DRAIN_SECONDS),
    workers: integerSetting(env, "CASHFLOW_WORKERS", DEFAULT_WORKERS, 1, MAX_WORKERS),
    admin: adminPort === undefined ? undefined : { port: adminPort, host: nonEmpty(env["CASHFLOW_ADMIN_HOST"]) ?? host },
    logLevel: choiceSetting(env, "LOG_LEVEL", LOG_LEVELS, DEFAULT_LOG_LEVEL),
    timeouts: {
      requestDeadlineMs: secondsSetting(env, "CASHFLOW_REQUEST_DEADLINE_SECONDS", DEFAULT_REQUEST_DEADLINE_SECONDS),
      headersMs: secondsSetting(env, "CASHFLOW_HEADERS_TIMEOUT_SECONDS", DEFAULT_HEADERS_TIMEOUT_SECONDS),
      requestMs: secondsSetting(env, "CASHFLOW_REQUEST_TIMEOUT_SECONDS", DEFAULT_REQUEST_TIMEOUT_SECONDS),
      firstByteMs: secondsSetting(env, "CASHFLOW_FIRST_BYTE_TIMEOUT_SECONDS", DEFAULT_FIRST_BYTE_TIMEOUT_SECONDS),
      keepAliveMs: secondsSetting(env, "CASHFLOW_KEEP_ALIVE_TIMEOUT_SECONDS", DEFAULT_KEEP_ALIVE_TIMEOUT_SECONDS),
      sendMs: secondsSetting(env, "CASHFLOW_SEND_TIMEOUT_SECONDS", DEFAULT_SEND_TIMEOUT_SECONDS),
      streamIdleMs: secondsSetting(env, "CASHFLOW_STREAM_IDLE_TIMEOUT_SECONDS", DEFAULT_STREAM_IDLE_TIMEOUT_SECONDS),
    },
    capacity: {
      maxConnections: integerSetting(env, "CASHFLOW_MAX_CONNECTIONS", DEFAULT_MAX_CONNECTIONS, 1, 1_000_000),
      maxStreamingCalls: integerSetting(env, "CASHFLOW_MAX_STREAMING_CALLS", DEFAULT_MAX_STREAMING_CALLS, 0, 1_000_000),
      maxStreamingCallsPerConnection: integerSetting(env, "CASHFLOW_MAX_STREAMING_CALLS_PER_CONNECTION", DEFAULT_MAX_STREAMING_CALLS_PER_CONNECTION, 0, 1_000),
    },
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === "" ? undefined : trimmed;
}

function integerSetting(env: Env, name: string, fallback: number, min: number, max: number): number {
  return optionalIntegerSetting(env, name, min, max) ?? fallback;
}

function optionalIntegerSetting(env: Env, name: string, min: number, max: number): number | undefined {
  const text = nonEmpty(env[name]);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}; got "${text}".`);
  }
  return value;
}

/** A plain decimal (`2`, `0.5`): no exponent, sign or hex, which would only ever be a typo here. */
function decimalSetting(env: Env, name: string, fallback: number, min: number, max: number): number {
  const text = nonEmpty(env[name]);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || value < min || value > max) {
    throw new ConfigError(`${name} must be a number from ${min} to ${max} (decimals allowed, such as 0.5); got "${text}".`);
  }
  return value;
}

/** A duration given in seconds (decimals allowed), returned in milliseconds; zero would disable a safeguard, so it is refused. */
function secondsSetting(env: Env, name: string, fallbackSeconds: number): number {
  const seconds = decimalSetting(env, name, fallbackSeconds, 0, MAX_SECONDS);
  if (seconds < 0.001) throw new ConfigError(`${name} must be a number of seconds above 0 (such as 0.5 or 30); got "${env[name]?.trim()}".`);
  return Math.round(seconds * 1000);
}

function choiceSetting<const T extends string>(env: Env, name: string, choices: readonly T[], fallback: T): T {
  const text = nonEmpty(env[name])?.toLowerCase();
  if (text === undefined) return fallback;
  if (!(choices as readonly string[]).includes(text)) {
    throw new ConfigError(`${name} must be one of ${choices.join(", ")}; got "${text}".`);
  }
  return text as T;
}

/** An absolute http(s) URL, normalised by the URL parser so it is safe inside a header. */
function urlSetting(env: Env, name: string, fallback: string): string {
  const text = nonEmpty(env[name]) ?? fallback;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL; got "${text}".`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new ConfigError(`${name} must be an http or https URL; got "${text}".`);
  return url.href;
}

/** A redis:// or rediss:// URL, or undefined when unset. The message never repeats the value: it may hold a password. */
function redisUrlSetting(env: Env, name: string): string | undefined {
  const text = nonEmpty(env[name]);
  if (text === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== "redis:" && url.protocol !== "rediss:")) {
    throw new ConfigError(`${name} must be a redis:// or rediss:// URL, such as redis://127.0.0.1:6379.`);
  }
  return text;
}
