import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { closeSync, constants, mkdirSync, mkdtempSync, openSync, rmSync } from "node:fs";
import * as http from "node:http";
import * as net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../../bench/ports.js";
import { ROOT } from "../support/process.js";

/**
 * The server's log on a destination that fails or stops taking lines, as a hostile run found
 * them: stdout on a full filesystem (/dev/full, and a 64 KiB tmpfs that fills after about 200
 * request lines) and on a pipe whose reader stopped reading. Each time the server goes on
 * answering every request, counts the lines it dropped in its metrics, says so once on stderr, and
 * still exits 0 within its drain time on SIGTERM.
 */

const DRAIN_SECONDS = 2;
const HEALTH_HEADERS = { "content-type": "application/json", "connect-protocol-version": "1" };

interface Started {
  child: ChildProcess;
  port: number;
  adminPort: number;
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

/** The server with its stdout on `stdoutFd`, on ports chosen here since its log may never be read. */
async function startWithStdout(stdoutFd: number): Promise<Started> {
  const [port, adminPort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!name.startsWith("CASHFLOW_")) env[name] = value;
  const child = spawn(process.execPath, ["--expose-gc", "--import", "tsx", "src/server/main.ts"], {
    cwd: ROOT,
    env: { ...env, HOST: "127.0.0.1", PORT: String(port), CASHFLOW_ADMIN_PORT: String(adminPort), CASHFLOW_API_KEYS: "log-test-key", CASHFLOW_RATE_LIMIT_RPS: "0", CASHFLOW_DRAIN_SECONDS: String(DRAIN_SECONDS), LOG_LEVEL: "info" },
    stdio: ["ignore", stdoutFd, "pipe"],
  });
  cleanups.push(() => child.exitCode === null && child.signalCode === null && child.kill("SIGKILL"));
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  await untilAccepting(port, exited);
  return { child, port, adminPort, stderr: () => stderr, exited };
}

/** Waits for the port to accept a connection: each refused attempt is retried once it has failed. */
async function untilAccepting(port: number, exited: Promise<unknown>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  for (let attempt = 0; attempt < 400; attempt++) {
    if (gone) throw new Error("the server exited before it opened its port");
    const accepted = await new Promise<boolean>((resolve) => {
      const probe = net.connect(port, "127.0.0.1");
      probe.once("connect", () => {
        probe.destroy();
        resolve(true);
      });
      probe.once("error", () => resolve(false));
    });
    if (accepted) return;
    // The next attempt after the next turn of the event loop's timers, not a fixed wait.
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`port ${port} never accepted a connection`);
}

/** `count` health checks one after another on keep-alive connections; each must answer 200 within 5 s. */
async function healthChecks(port: number, count: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  let answered = 0;
  try {
    for (let i = 0; i < count; i++) {
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request({ host: "127.0.0.1", port, method: "POST", path: "/grpc.health.v1.Health/Check", headers: HEALTH_HEADERS, agent, timeout: 5_000 }, (res) => {
          res.resume();
          res.once("end", () => resolve(res.statusCode ?? 0));
        });
        req.once("timeout", () => req.destroy(new Error(`request ${i + 1} of ${count} got no answer within 5 s`)));
        req.once("error", reject);
        req.end("{}");
      });
      expect(status).toBe(200);
      answered += 1;
    }
  } finally {
    agent.destroy();
  }
  return answered;
}

async function healthCheckWithId(port: number, id: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method: "POST", path: "/grpc.health.v1.Health/Check", headers: { ...HEALTH_HEADERS, "x-request-id": id }, timeout: 5_000 }, (res) => {
      res.resume();
      res.once("end", () => resolve(res.statusCode ?? 0));
    });
    req.once("timeout", () => req.destroy(new Error(`request ${id} got no answer within 5 s`)));
    req.once("error", reject);
    req.end("{}");
  });
}

async function droppedLines(adminPort: number): Promise<number> {
  const text = await new Promise<string>((resolve, reject) => {
    http.get({ host: "127.0.0.1", port: adminPort, path: "/metrics", timeout: 5_000 }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      res.once("end", () => resolve(body));
    }).once("error", reject);
  });
  const value = /^cashflow_log_lines_dropped_total (\d+)$/m.exec(text)?.[1];
  if (value === undefined) throw new Error("no cashflow_log_lines_dropped_total in /metrics");
  return Number(value);
}

/** SIGTERM, then the time until the process is gone. */
async function stopTimed(server: Started): Promise<{ code: number | null; ms: number }> {
  const started = performance.now();
  server.child.kill("SIGTERM");
  const { code } = await server.exited;
  return { code, ms: performance.now() - started };
}

async function expectSurvives(server: Started, requests: number): Promise<void> {
  expect(await healthChecks(server.port, requests)).toBe(requests);
  expect(await droppedLines(server.adminPort)).toBeGreaterThan(0);
  // Reported once, however many lines were dropped.
  expect(server.stderr().match(/dropping log lines/g) ?? [], server.stderr()).toHaveLength(1);
  const { code, ms } = await stopTimed(server);
  expect(code).toBe(0);
  // The drain has nothing in flight here; what remains is the exit's flush, bounded at half a second.
  expect(ms).toBeLessThan(DRAIN_SECONDS * 1000);
}

function canMountTmpfs(): boolean {
  const probe = mkdtempSync(join(tmpdir(), "cashflow-mount-probe-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe], { stdio: "ignore" });
    execFileSync("umount", [probe], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

describe("a log destination that fails or stops taking lines", () => {
  it("stdout on /dev/full: every request answered, drops counted, SIGTERM exits 0 in time", { timeout: 60_000 }, async () => {
    const full = openSync("/dev/full", "w");
    cleanups.push(() => closeSync(full));
    const server = await startWithStdout(full);
    await expectSurvives(server, 300);
  });

  it.runIf(canMountTmpfs())("stdout on a 64 KiB tmpfs that fills: 600 requests answered, drops counted, SIGTERM exits 0 in time", { timeout: 60_000 }, async () => {
    const mountPoint = mkdtempSync(join(tmpdir(), "cashflow-full-log-"));
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", mountPoint]);
    cleanups.push(() => {
      execFileSync("umount", ["-l", mountPoint]);
      rmSync(mountPoint, { recursive: true, force: true });
    });
    const logFile = openSync(join(mountPoint, "server.log"), "a");
    cleanups.push(() => closeSync(logFile));
    const server = await startWithStdout(logFile);
    // A request line is about 300 bytes, so 600 fill 64 KiB almost three times over.
    await expectSurvives(server, 600);
  });

  it("stdout on a pipe whose reader stopped: 1,500 requests answered, drops counted, SIGTERM exits 0 in time", { timeout: 90_000 }, async () => {
    const folder = mkdtempSync(join(tmpdir(), "cashflow-log-pipe-"));
    mkdirSync(folder, { recursive: true });
    const fifo = join(folder, "log");
    execFileSync("mkfifo", [fifo]);
    // The reader is opened first (without waiting for a writer) and held open, unread, for the
    // whole test: the pipe's 64 KiB fill and then nothing more is taken.
    const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    const writer = openSync(fifo, constants.O_WRONLY);
    cleanups.push(() => {
      closeSync(reader);
      rmSync(folder, { recursive: true, force: true });
    });
    const server = await startWithStdout(writer);
    closeSync(writer); // the child has its own copy
    // 64 KiB in the pipe plus 256 KiB held by the server is about 1,100 request lines.
    await expectSurvives(server, 1_500);
  });

  it("a pipe whose reader stops and then reads again: every request line is either written whole or counted as dropped", { timeout: 90_000 }, async () => {
    const folder = mkdtempSync(join(tmpdir(), "cashflow-log-pipe-"));
    const fifo = join(folder, "log");
    execFileSync("mkfifo", [fifo]);
    const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    const writer = openSync(fifo, constants.O_WRONLY);
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    const server = await startWithStdout(writer);
    closeSync(writer);
    const requests = 1_500;
    expect(await healthChecks(server.port, requests)).toBe(requests);

    // The reader comes back: everything the pipe and the server held comes out, then new lines.
    let text = "";
    const reading = new net.Socket({ fd: reader, readable: true, writable: false });
    cleanups.push(() => reading.destroy());
    const waiting: { id: string; resolve: () => void }[] = [];
    reading.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8");
      for (const waiter of waiting.filter(({ id }) => text.includes(id))) waiter.resolve();
    });
    const logged = (id: string) => new Promise<void>((resolve) => (text.includes(id) ? resolve() : waiting.push({ id, resolve })));
    let marked = 0;
    const markedRequest = async (): Promise<string> => {
      const id = `marked-${process.pid}-${++marked}`;
      expect(await healthCheckWithId(server.port, id)).toBe(200);
      return id;
    };
    // While the server still holds a full 256 KiB, a new line may itself be dropped: send marked
    // requests, one each time the reader is given more, until one's line comes through.
    await new Promise<void>((resolve) => {
      let done = false;
      const next = async () => {
        if (done) return;
        const id = await markedRequest();
        void logged(id).then(() => {
          done = true;
          resolve();
        });
        reading.once("data", () => void next());
      };
      void next();
    });
    // Now the reader keeps up; one more marked request, whose line, once read, comes after every
    // line logged before it (lines keep their order).
    await logged(await markedRequest());    const dropped = await droppedLines(server.adminPort);
    expect(dropped).toBeGreaterThan(0);

    const lines = text.slice(0, text.lastIndexOf("\n")).split("\n");
    // Whole lines only: none torn by a partial write or a drop.
    const records = lines.map((line) => JSON.parse(line) as { msg?: string });
    const requestLines = records.filter((record) => record.msg === "request").length;
    // 1,500 health checks and the marked ones, each logged once: each line read, or counted as
    // dropped (the count also holds any other line dropped, so it is at least the rest).
    expect(requestLines + dropped).toBeGreaterThanOrEqual(requests + marked);
    expect(requestLines).toBeLessThanOrEqual(requests + marked);
    expect(requestLines).toBeGreaterThan(0);
    const { code } = await stopTimed(server);
    expect(code).toBe(0);
  });
});

