import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { request } from "./http.js";

/**
 * The server as an operator runs it: a child process of `node --expose-gc --import tsx src/server/main.ts`,
 * configured only through its environment, whose JSON log lines on stdout the test reads (the
 * port it bound, what it did on a signal), and whose exit code is the test's to check.
 */

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export interface LogLine {
  msg?: string;
  level?: string;
  [field: string]: unknown;
}

export interface ServerProcess {
  child: ChildProcess;
  /** Every JSON log line so far, in order. */
  readonly lines: LogLine[];
  /** Everything written to stdout and stderr, for a failure message. */
  output(): string;
  /**
   * Resolves with the first log line (past or future) that `matches`, which sees each line once, in
   * order; rejects if the process exits first.
   */
  waitFor(matches: (line: LogLine) => boolean, what: string): Promise<LogLine>;
  /** Resolves when the process has exited. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Settings every spawned test server gets unless the test overrides them. */
const BASE_ENV = {
  HOST: "127.0.0.1",
  PORT: "0",
  // One test key sends many requests; the limiter has tests of its own.
  CASHFLOW_RATE_LIMIT_RPS: "0",
  LOG_LEVEL: "info",
};

export function spawnServer(env: Record<string, string>): ServerProcess {
  // --expose-gc as `npm start` gives it, so the server runs its collections as it does for users.
  return spawnCommand(process.execPath, ["--expose-gc", "--import", "tsx", "src/server/main.ts"], env);
}

/**
 * Any command that starts the server, such as `npm start` as the README gives it. `detached` puts
 * it in a process group of its own, whose id is the child's pid, so a test can check that nothing
 * of the group is left after it exits.
 */
export function spawnCommand(command: string, args: string[], env: Record<string, string>, options: { detached?: boolean } = {}): ServerProcess {
  const inherited: NodeJS.ProcessEnv = {};
  // Only the basics of this environment, so a CASHFLOW_ setting of the developer's shell cannot change the test.
  for (const [name, value] of Object.entries(process.env)) if (!name.startsWith("CASHFLOW_") && name !== "PORT" && name !== "HOST") inherited[name] = value;
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...inherited, ...BASE_ENV, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: options.detached ?? false,
  });
  const lines: LogLine[] = [];
  const waiters: { matches: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  let text = "";
  let pending = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    text += chunk.toString("utf8");
    pending += chunk.toString("utf8");
    const complete = pending.split("\n");
    pending = complete.pop() ?? "";
    for (const raw of complete) {
      let line: LogLine;
      try {
        line = JSON.parse(raw) as LogLine;
      } catch {
        continue; // the generated-key notice is plain text
      }
      lines.push(line);
      for (const waiter of [...waiters]) {
        if (waiter.matches(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
    }
  });
  child.stderr!.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));

  return {
    child,
    lines,
    output: () => text,
    exited,
    waitFor(matches, what) {
      const seen = lines.find(matches);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        waiters.push({ matches, resolve });
        void exited.then(({ code, signal }) => reject(new Error(`server exited (code ${code}, signal ${signal}) before logging ${what}:\n${text}`)));
      });
    },
  };
}

/**
 * Resolves with the log lines that match once there are `count` of them. The log is written in
 * batches, up to a tenth of a second behind the answers, so a test waits for lines rather than
 * reading them as soon as its requests are answered.
 */
export async function linesMatching(server: ServerProcess, matches: (line: LogLine) => boolean, count: number, what: string): Promise<LogLine[]> {
  // waitFor offers each line once, in order (those already read, then each new one), so counting
  // the matches it is offered finds the count-th.
  let matched = 0;
  await server.waitFor((line) => matches(line) && ++matched >= count, what);
  return server.lines.filter(matches);
}

/**
 * Resolves once every log line the server had waiting in its batch when this was called has been
 * read: lines are written in order, so the line of a request sent now comes after all of them. The
 * request is a health check over the Connect protocol, which needs no key and is always logged.
 */
export async function logCaughtUp(server: ServerProcess, port: number): Promise<void> {
  const id = `log-caught-up-${randomUUID()}`;
  const headers = { "content-type": "application/json", "connect-protocol-version": "1", "x-request-id": id };
  const answer = await request(port, { path: "/grpc.health.v1.Health/Check", headers, body: {} });
  if (answer.status !== 200) throw new Error(`health check for the log barrier: HTTP ${answer.status} ${answer.text}`);
  await server.waitFor((line) => line["request_id"] === id, "the log to catch up");
}

/** The port from the server's `listening` line. */
export async function listeningPort(server: ServerProcess): Promise<number> {
  const line = await server.waitFor((l) => l.msg === "listening", "its listening line");
  return Number(new URL(String(line["url"])).port);
}

/** Sends SIGKILL if the process is still running, so a failed test leaves nothing behind. */
export async function killIfRunning(server: ServerProcess | undefined): Promise<void> {
  if (server === undefined || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill("SIGKILL");
  await server.exited;
}

/** Whether a process with this pid exists (signal 0 checks without signalling). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pids of the processes still in process group `groupId`, read from /proc (Linux). */
export function processesInGroup(groupId: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 5 of /proc/<pid>/stat is the process group; the command name (field 2) may hold spaces.
      const fields = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ");
      if (Number(fields[2]) === groupId) pids.push(Number(entry));
    } catch {
      // The process ended while being read.
    }
  }
  return pids;
}
