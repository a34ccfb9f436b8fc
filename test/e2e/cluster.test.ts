import { afterEach, describe, expect, it } from "vitest";
import { ENVELOPE } from "../support/envelope.js";
import { postJson } from "../support/http.js";
import { isRunning, killIfRunning, spawnServer, type LogLine, type ServerProcess } from "../support/process.js";

/**
 * CASHFLOW_WORKERS=2 on the real process: both workers serve the one port and accept the one key
 * the primary generated, a worker killed with SIGKILL is replaced while the other keeps serving,
 * and SIGTERM to the primary drains every worker and exits 0.
 */

let server: ServerProcess | undefined;
afterEach(async () => {
  await killIfRunning(server);
  server = undefined;
});

/** Resolves with the pids of the first `count` distinct workers (other than `besides`) to log `listening`. */
async function workersListening(running: ServerProcess, count: number, besides: readonly number[] = []): Promise<{ pids: number[]; port: number }> {
  const fresh = (line: LogLine) => line.msg === "listening" && !besides.includes(Number(line["pid"]));
  for (;;) {
    const lines = running.lines.filter(fresh);
    const pids = [...new Set(lines.map((line) => Number(line["pid"])))];
    if (pids.length >= count) return { pids: pids.slice(0, count), port: Number(new URL(String(lines[0]!["url"])).port) };
    await running.waitFor((line) => fresh(line) && !pids.includes(Number(line["pid"])), `${count} workers listening`);
  }
}

/**
 * Sends `count` requests one after another, each on a new connection (which the primary hands to
 * the workers in turn), checks each is a 200, and returns the pids that served them, read from
 * the request log lines that carry each request's id.
 */
async function servingPids(running: ServerProcess, port: number, key: string, label: string, count: number): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < count; i++) {
    const requestId = `${label}-${i}`;
    const response = await postJson(port, "/api/v1/cashflow-health-score", ENVELOPE, key, { "x-request-id": requestId });
    expect(response.status, response.text).toBe(200);
    const logged = await running.waitFor((line) => line.msg === "request" && line["request_id"] === requestId, `the request log line of ${requestId}`);
    pids.add(Number(logged["pid"]));
  }
  return pids;
}

describe("CASHFLOW_WORKERS=2", () => {
  it("serves from both workers with one generated key, replaces a killed worker, and drains on SIGTERM", { timeout: 120_000 }, async () => {
    const running = (server = spawnServer({ CASHFLOW_WORKERS: "2" }));
    const { pids: [first, second], port } = await workersListening(running, 2);
    const key = /generated one for this process:\n {2}(\S+)\n/.exec(running.output())?.[1];
    expect(key, running.output()).toBeDefined();
    expect(running.output().split(key!).length - 1).toBe(1); // printed once, by the primary

    expect(await servingPids(running, port, key!, "before", 6)).toEqual(new Set([first, second]));

    process.kill(first!, "SIGKILL");
    const died = await running.waitFor((line) => line.msg === "worker died unexpectedly; replacing it" && line["worker_pid"] === first, "the replacement notice");
    expect(died).toMatchObject({ level: "error", signal: "SIGKILL", restart_in_seconds: 0.5 });
    const { pids: [replacement] } = await workersListening(running, 1, [first!, second!]);

    expect(await servingPids(running, port, key!, "after", 6)).toEqual(new Set([second, replacement]));

    running.child.kill("SIGTERM");
    expect(await running.exited).toEqual({ code: 0, signal: null });
    expect(running.lines.filter((line) => line.msg === "worker stopped")).toHaveLength(2);
    for (const pid of [second!, replacement!]) expect(isRunning(pid)).toBe(false);
  });

  it("stops with exit code 1 when the workers cannot start, rather than restarting them forever", { timeout: 60_000 }, async () => {
    const running = (server = spawnServer({ CASHFLOW_WORKERS: "2", CASHFLOW_API_KEYS: "k", CASHFLOW_TLS_CERT: "/nonexistent/cert.pem", CASHFLOW_TLS_KEY: "/nonexistent/key.pem" }));
    expect((await running.exited).code).toBe(1);
    expect(running.lines.some((line) => line.msg === "worker failed before the server started; stopping")).toBe(true);
    expect(running.output()).toContain("CASHFLOW_TLS_CERT: cannot read /nonexistent/cert.pem");
  });
});
