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
    });
    expect(config).toEqual({
      port: 9000,
      host: "127.0.0.1",
      migrationUrl: "https://help.acme.test/migrate",
      maxBodyBytes: 1_048_576,
      apiKeys: ["k1", "k2"],
      apiKeysFile: "/run/secrets/keys",
      tls: { certFile: "/tls/cert.pem", keyFile: "/tls/key.pem" },
    });
  });

  it("stops on a bad value, naming the variable", () => {
    expect(() => loadConfig({ PORT: "80a" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/^PORT must be a whole number from 0 to 65535/);
    expect(() => loadConfig({ CASHFLOW_MAX_BODY_BYTES: "0" })).toThrow(/CASHFLOW_MAX_BODY_BYTES/);
    expect(() => loadConfig({ CASHFLOW_MIGRATION_URL: "docs/migration" })).toThrow(/CASHFLOW_MIGRATION_URL must be an absolute URL/);
    expect(() => loadConfig({ CASHFLOW_MIGRATION_URL: "ftp://x.test/m" })).toThrow(/http or https/);
    expect(() => loadConfig({ CASHFLOW_TLS_CERT: "/tls/cert.pem" })).toThrow(/must be set together/);
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
