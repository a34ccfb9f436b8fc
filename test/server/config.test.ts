import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_MAX_BODY_BYTES, loadConfig } from "../../src/server/config.js";
import { requestIdOf } from "../../src/server/request-id.js";

describe("loadConfig", () => {
  it("has runnable defaults", () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: "0.0.0.0",
      migrationUrl: "https://docs.example.com/cashflow/migration",
      maxBodyBytes: 16 * 1024 * 1024,
      apiKeys: [],
      apiKeysFile: undefined,
      tls: undefined,
      rateLimit: { ratePerSecond: 50, burst: 100 },
      rateLimitRedisUrl: undefined,
      drainMs: 10_000,
      workers: 1,
      admin: undefined,
      logLevel: "info",
      timeouts: { requestDeadlineMs: 30_000, headersMs: 10_000, requestMs: 60_000, firstByteMs: 10_000, keepAliveMs: 65_000, sendMs: 30_000, streamIdleMs: 300_000 },
      capacity: { maxConnections: 1_000, maxStreamingCalls: 1_000, maxStreamingCallsPerConnection: 10 },
    });
    expect(DEFAULT_MAX_BODY_BYTES).toBe(16_777_216);
  });

  it("reads every setting", () => {
    const config = loadConfig({
      PORT: "9000",
      HOST: "127.0.0.1",
      CASHFLOW_MIGRATION_URL: "https://help.acme.test/migrate",
      CASHFLOW_MAX_BODY_BYTES: "1048576",
      CASHFLOW_API_KEYS: "k1, k2",
      CASHFLOW_API_KEYS_FILE: "/run/secrets/keys",
      CASHFLOW_TLS_CERT: "/tls/cert.pem",
      CASHFLOW_TLS_KEY: "/tls/key.pem",
      CASHFLOW_RATE_LIMIT_RPS: "0.5",
      CASHFLOW_RATE_LIMIT_BURST: "3",
      CASHFLOW_RATE_LIMIT_REDIS_URL: "redis://cache.internal:6379/2",
      CASHFLOW_DRAIN_SECONDS: "2.5",
      CASHFLOW_WORKERS: "4",
      CASHFLOW_ADMIN_PORT: "9464",
      LOG_LEVEL: "WARN",
      CASHFLOW_REQUEST_DEADLINE_SECONDS: "5",
      CASHFLOW_HEADERS_TIMEOUT_SECONDS: "2",
      CASHFLOW_REQUEST_TIMEOUT_SECONDS: "20",
      CASHFLOW_FIRST_BYTE_TIMEOUT_SECONDS: "0.25",
      CASHFLOW_KEEP_ALIVE_TIMEOUT_SECONDS: "90",
      CASHFLOW_SEND_TIMEOUT_SECONDS: "15",
      CASHFLOW_STREAM_IDLE_TIMEOUT_SECONDS: "120",
      CASHFLOW_MAX_CONNECTIONS: "500",
      CASHFLOW_MAX_STREAMING_CALLS: "200",
      CASHFLOW_MAX_STREAMING_CALLS_PER_CONNECTION: "4",
    });
    expect(config).toEqual({
      port: 9000,
      host: "127.0.0.1",
      migrationUrl: "https://help.acme.test/migrate",
      maxBodyBytes: 1_048_576,
      apiKeys: ["k1", "k2"],
      apiKeysFile: "/run/secrets/keys",
      tls: { certFile: "/tls/cert.pem", keyFile: "/tls/key.pem" },
      rateLimit: { ratePerSecond: 0.5, burst: 3 },
      rateLimitRedisUrl: "redis://cache.internal:6379/2",
      drainMs: 2_500,
      workers: 4,
      // The admin port binds where the service does unless CASHFLOW_ADMIN_HOST says otherwise.
      admin: { port: 9464, host: "127.0.0.1" },
      logLevel: "warn",
      timeouts: { requestDeadlineMs: 5_000, headersMs: 2_000, requestMs: 20_000, firstByteMs: 250, keepAliveMs: 90_000, sendMs: 15_000, streamIdleMs: 120_000 },
      capacity: { maxConnections: 500, maxStreamingCalls: 200, maxStreamingCallsPerConnection: 4 },
    });
    expect(loadConfig({ CASHFLOW_ADMIN_PORT: "9464", CASHFLOW_ADMIN_HOST: "10.0.0.5" }).admin).toEqual({ port: 9464, host: "10.0.0.5" });
  });

  it("turns rate limiting off with CASHFLOW_RATE_LIMIT_RPS=0", () => {
    expect(loadConfig({ CASHFLOW_RATE_LIMIT_RPS: "0" }).rateLimit).toBeUndefined();
  });

  it("stops on a bad value, naming the variable", () => {
    expect(() => loadConfig({ PORT: "80a" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/^PORT must be a whole number from 0 to 65535/);
    expect(() => loadConfig({ CASHFLOW_MAX_BODY_BYTES: "0" })).toThrow(/CASHFLOW_MAX_BODY_BYTES/);
    expect(() => loadConfig({ CASHFLOW_MIGRATION_URL: "docs/migration" })).toThrow(/CASHFLOW_MIGRATION_URL must be an absolute URL/);
    expect(() => loadConfig({ CASHFLOW_MIGRATION_URL: "ftp://x.test/m" })).toThrow(/http or https/);
    expect(() => loadConfig({ CASHFLOW_TLS_CERT: "/tls/cert.pem" })).toThrow(/must be set together/);
    expect(() => loadConfig({ CASHFLOW_RATE_LIMIT_RPS: "-1" })).toThrow(/^CASHFLOW_RATE_LIMIT_RPS must be a number from 0/);
    expect(() => loadConfig({ CASHFLOW_RATE_LIMIT_RPS: "1e3" })).toThrow(/CASHFLOW_RATE_LIMIT_RPS/);
    expect(() => loadConfig({ CASHFLOW_RATE_LIMIT_BURST: "0" })).toThrow(/^CASHFLOW_RATE_LIMIT_BURST must be a whole number from 1/);
    expect(() => loadConfig({ CASHFLOW_RATE_LIMIT_BURST: "2.5" })).toThrow(/CASHFLOW_RATE_LIMIT_BURST/);
    expect(() => loadConfig({ CASHFLOW_DRAIN_SECONDS: "0" })).toThrow(/^CASHFLOW_DRAIN_SECONDS must be a number of seconds above 0/);
    expect(() => loadConfig({ CASHFLOW_DRAIN_SECONDS: "10s" })).toThrow(/CASHFLOW_DRAIN_SECONDS/);
    expect(() => loadConfig({ CASHFLOW_WORKERS: "0" })).toThrow(/^CASHFLOW_WORKERS must be a whole number from 1 to 256/);
    expect(() => loadConfig({ CASHFLOW_ADMIN_PORT: "metrics" })).toThrow(/^CASHFLOW_ADMIN_PORT/);
    expect(() => loadConfig({ LOG_LEVEL: "verbose" })).toThrow(/^LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/);
    expect(() => loadConfig({ CASHFLOW_REQUEST_DEADLINE_SECONDS: "100000" })).toThrow(/CASHFLOW_REQUEST_DEADLINE_SECONDS/);
    expect(() => loadConfig({ CASHFLOW_FIRST_BYTE_TIMEOUT_SECONDS: "" })).not.toThrow();
  });

  it("normalises the migration URL so it is safe in the Warning header", () => {
    expect(loadConfig({ CASHFLOW_MIGRATION_URL: "https://help.acme.test/migration guide" }).migrationUrl).toBe("https://help.acme.test/migration%20guide");
  });
});

describe("requestIdOf", () => {
  it("keeps a safe client id, strips other characters and caps the length", () => {
    expect(requestIdOf("abc-123_x.y:z")).toBe("abc-123_x.y:z");
    expect(requestIdOf("a b\r\nc<script>")).toBe("abcscript");
    expect(requestIdOf("x".repeat(300))).toHaveLength(128);
    expect(requestIdOf(["first", "second"])).toBe("first");
  });

  it("makes a UUID when there is no usable id", () => {
    expect(requestIdOf(undefined)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(requestIdOf("<>")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
