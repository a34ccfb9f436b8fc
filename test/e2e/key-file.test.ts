import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ENVELOPE } from "../support/envelope.js";
import { postJson } from "../support/http.js";
import { killIfRunning, listeningPort, spawnServer, type ServerProcess } from "../support/process.js";

/**
 * CASHFLOW_API_KEYS_FILE as an operator writes it: a digest line with an upper-case label stands
 * for the real key, and a line that is meant as a digest but is damaged stops the start, naming
 * the file and line, rather than becoming a key of its own.
 */

let server: ServerProcess | undefined;
let folder: string | undefined;
afterEach(async () => {
  await killIfRunning(server);
  server = undefined;
  if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

// printf %s real-key-of-ops | sha256sum
const DIGEST = "c2123a920c2a1356e5be8fd7701b573e42801628127662d35b47462151ef705d";

function keyFile(text: string): string {
  folder = mkdtempSync(join(tmpdir(), "cashflow-keys-"));
  const path = join(folder, "keys");
  writeFileSync(path, text);
  return path;
}

describe("CASHFLOW_API_KEYS_FILE", () => {
  it("takes a SHA256: line as the digest of the real key: the key authenticates and the digest text does not", { timeout: 30_000 }, async () => {
    const path = keyFile(`# ops\nSHA256:${DIGEST.toUpperCase()}\n`);
    const running = (server = spawnServer({ CASHFLOW_API_KEYS_FILE: path }));
    const port = await listeningPort(running);
    expect((await postJson(port, "/api/v1/cashflow-health-score", ENVELOPE, "real-key-of-ops")).status).toBe(200);
    expect((await postJson(port, "/api/v1/cashflow-health-score", ENVELOPE, `SHA256:${DIGEST.toUpperCase()}`)).status).toBe(401);
  });

  it("refuses to start on a damaged digest line, naming the file's line and not its text", { timeout: 30_000 }, async () => {
    const path = keyFile(`# ops\nplain-key\nSHA256:${DIGEST.slice(0, 60)}\n`);
    const running = (server = spawnServer({ CASHFLOW_API_KEYS_FILE: path }));
    expect((await running.exited).code).toBe(1);
    expect(running.output()).toContain(`CASHFLOW_API_KEYS_FILE ${path} line 3: a digest entry must be written sha256:<64 hexadecimal digits>`);
    expect(running.output()).not.toContain(DIGEST.slice(0, 16));
    expect(running.output()).not.toContain("plain-key");
  });
});
