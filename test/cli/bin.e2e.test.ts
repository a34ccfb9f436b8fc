/**
 * `npx cashflow` as a new user runs it after `npm ci`: npm runs the package's own bin, the built
 * dist/src/cli/main.js, as an executable. The build must leave that file executable, or npx stops
 * with "Permission denied" before the CLI says a word.
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/process.js";
import { runCommand } from "../support/run-command.js";

describe("the cashflow bin", () => {
  it("is left executable by the build, so npx runs it", async () => {
    // The build `npm ci` ran (its `prepare` step), not a new one: rebuilding here rewrote dist/ while
    // other test files were starting servers from it, and one of them once imported half a module.
    // Owner, group and others may execute it (0o755), as npm would have linked it.
    expect(statSync(join(ROOT, "dist/src/cli/main.js")).mode & 0o111).toBe(0o111);
    const ran = await runCommand("npx", ["cashflow", "--help"]);
    expect(ran.stderr).not.toContain("Permission denied");
    expect(ran.stdout).toContain("Usage: cashflow <file>... [options]");
  }, 120_000);
});
