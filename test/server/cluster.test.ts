import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { restartDelayMs, sharedGeneratedKey } from "../../src/server/cluster.js";
import { loadConfig } from "../../src/server/config.js";

/** The supervisor's pure decisions; test/e2e/cluster.test.ts runs the real primary and workers. */

describe("restartDelayMs", () => {
  it("doubles from half a second with each crash in a row, up to 30 seconds", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(restartDelayMs)).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(restartDelayMs(1_000)).toBe(30_000);
  });
});

describe("sharedGeneratedKey", () => {
  it("makes one key for all workers only when no key is configured", () => {
    expect(sharedGeneratedKey(loadConfig({}))).toMatch(/^cf_[A-Za-z0-9_-]{43}$/);
    expect(sharedGeneratedKey(loadConfig({ CASHFLOW_API_KEYS: "a-key" }))).toBeUndefined();
  });

  it("reads the key file as the workers will: comments alone configure no key", () => {
    const dir = mkdtempSync(join(tmpdir(), "cashflow-keys-"));
    const commentsOnly = join(dir, "comments");
    const oneKey = join(dir, "one");
    writeFileSync(commentsOnly, "# no keys yet\n\n");
    writeFileSync(oneKey, "# rotated 2024-05\nkey-from-file\n");
    expect(sharedGeneratedKey(loadConfig({ CASHFLOW_API_KEYS_FILE: commentsOnly }))).toMatch(/^cf_/);
    expect(sharedGeneratedKey(loadConfig({ CASHFLOW_API_KEYS_FILE: oneKey }))).toBeUndefined();
    expect(() => sharedGeneratedKey(loadConfig({ CASHFLOW_API_KEYS_FILE: join(dir, "missing") }))).toThrow(/CASHFLOW_API_KEYS_FILE: cannot read/);
  });
});
