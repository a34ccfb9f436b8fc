import { spawn } from "node:child_process";
import { ROOT } from "./process.js";

/** What a finished command printed, and how it exited. */
export interface Ran {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command in the repository to its end, collecting its output. */
export function runCommand(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

/** The `cashflow` CLI as a user runs it from a clone (through tsx), without the tester's own CASHFLOW_API_KEY. */
export function cashflowProcess(args: readonly string[], env: Record<string, string> = {}): Promise<Ran> {
  const { CASHFLOW_API_KEY: _inherited, ...base } = process.env;
  return runCommand("npx", ["tsx", "src/cli/main.ts", ...args], { ...base, ...env });
}
