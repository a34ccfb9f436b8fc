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

  it("is not rewritten by a build with nothing changed, as npm start runs one while the CLI may be running", async () => {
    // `npm start` builds first; the e2e tests that run it share dist/ with the tests that run the CLI
    // and the server from it. A rebuild that rewrote every file once left `npx cashflow --help` reading
    // a file half written (it printed nothing).
    const built = ["dist/src/cli/main.js", "dist/src/server/main.js", "dist/src/cli/args.js"].map((file) => join(ROOT, file));
    const before = built.map((file) => statSync(file).mtimeMs);
    const ran = await runCommand("npm", ["run", "build"]);
    expect(ran.status).toBe(0);
    expect(built.map((file) => statSync(file).mtimeMs)).toEqual(before);
  }, 120_000);
});
