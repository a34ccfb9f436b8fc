import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/process.js";

/**
 * The batch's progress bar as a person sees it: drawn on a terminal (util-linux `script` gives the
 * command one), absent when stderr is a pipe, where only the closing line is written.
 */

const dir = mkdtempSync(join(tmpdir(), "cashflow-batch-tty-"));
const input = join(dir, "accounts.ndjson");
const book = JSON.parse(readFileSync(join(ROOT, "examples/small-company.json"), "utf8")) as object;
writeFileSync(input, Array.from({ length: 12 }, (_, i) => JSON.stringify({ ...book, account_id: `tty-${i}` })).join("\n") + "\n");
const command = [process.execPath, "--import", "tsx", "src/cli/main.ts", "batch", input, "--routes", "burn-rate-optimizer"];

describe("the batch progress bar", () => {
  it("is drawn on a terminal, with the count, the rate and the ETA", () => {
    const shell = [...command, "-o", join(dir, "tty.ndjson")].map((arg) => `'${arg}'`).join(" ");
    const screen = execFileSync("script", ["-qec", shell, "/dev/null"], { cwd: ROOT, encoding: "utf8" });
    expect(screen).toMatch(/\d+\/12 accounts \| [\d,]+\/s \| ETA/);
    expect(screen).toContain("cashflow: 12 accounts in");
  });

  it("is left out in a pipe: stderr holds only the closing line", () => {
    const ran = spawnSync(command[0]!, [...command.slice(1), "-o", join(dir, "pipe.ndjson")], { cwd: ROOT, encoding: "utf8" });
    expect(ran.status).toBe(0);
    expect(ran.stderr).toMatch(/^cashflow: 12 accounts in [\d.]+ s: 12 answered\.\n$/);
  });
});
