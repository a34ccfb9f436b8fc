import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { run } from "../../src/cli/run.js";

/** A fresh temporary folder and a writer of named files in it, for a test's inputs. */
export function scratchFiles(prefix: string): (name: string, text: string) => string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return (name, text) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
}

/** The whole `cashflow` command in-process, with its output captured; `today` fixes the clock. */
export async function cliInProcess(argv: readonly string[], today?: string): Promise<{ status: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const status = await run(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env: {}, ...(today === undefined ? {} : { today: () => today }) });
  return { status, stdout, stderr };
}
