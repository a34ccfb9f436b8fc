import { afterEach, describe, expect, it } from "vitest";
import { syntheticBook } from "../../bench/books.js";
import { COLLECTION_OFF } from "../../src/server/collect-garbage.js";
import { request } from "../support/http.js";
import { killIfRunning, listeningPort, spawnCommand, type LogLine, type ServerProcess } from "../support/process.js";
import { TEST_KEY } from "../support/server.js";

/**
 * On-demand garbage collection needs node started with --expose-gc (src/server/collect-garbage.ts).
 * Started without it, as someone might run `node dist/src/server/main.js` by hand, the server still
 * answers and says once, at start, that the collection is off and how to turn it on; given the flag
 * in NODE_OPTIONS it says nothing. (`npm start` gives the flag on its command line:
 * test/e2e/npm-start.test.ts checks that it says nothing either.)
 */

const WITHOUT_FLAG = ["--import", "tsx", "src/server/main.ts"];
const HEADERS = { authorization: `Bearer ${TEST_KEY}`, "content-type": "application/json" };

let running: ServerProcess | undefined;
afterEach(() => killIfRunning(running));

const saysOff = (line: LogLine) => line.msg === COLLECTION_OFF;

/** Answers one gateway request, then stops the server with SIGTERM and waits for it to exit 0. */
async function answerAndStop(server: ServerProcess, port: number): Promise<void> {
  const answer = await request(port, { path: "/api/v1/liquidity-runout-forecast", headers: HEADERS, body: syntheticBook(20) });
  expect(answer.status).toBe(200);
  server.child.kill("SIGTERM");
  expect(await server.exited).toEqual({ code: 0, signal: null });
}

describe("a server started without --expose-gc", () => {
  it("answers, and says once before it listens that on-demand collection is off and how to turn it on", { timeout: 60_000 }, async () => {
    running = spawnCommand(process.execPath, WITHOUT_FLAG, { CASHFLOW_API_KEYS: TEST_KEY });
    const port = await listeningPort(running);
    await answerAndStop(running, port);

    const off = running.lines.filter(saysOff);
    expect(off).toHaveLength(1);
    expect(off[0]).toMatchObject({ level: "warn", fix: expect.stringContaining("--expose-gc") });
    expect(running.lines.indexOf(off[0]!)).toBeLessThan(running.lines.findIndex((line) => line.msg === "listening"));
  });

  it("with CASHFLOW_WORKERS=2 says it once, not once per worker", { timeout: 60_000 }, async () => {
    running = spawnCommand(process.execPath, WITHOUT_FLAG, { CASHFLOW_API_KEYS: TEST_KEY, CASHFLOW_WORKERS: "2" });
    const port = await listeningPort(running);
    for (const worker of [1, 2]) await running.waitFor((line) => line.msg === "worker serving" && line["worker"] === worker, `worker ${worker} serving`);
    await answerAndStop(running, port);

    // One line from the primary; the two workers, which inherit its flags, say nothing.
    expect(running.lines.filter(saysOff)).toHaveLength(1);
  });
});

describe("a server given --expose-gc in NODE_OPTIONS", () => {
  it("answers and does not say collection is off", { timeout: 60_000 }, async () => {
    running = spawnCommand(process.execPath, WITHOUT_FLAG, { CASHFLOW_API_KEYS: TEST_KEY, NODE_OPTIONS: "--expose-gc" });
    const port = await listeningPort(running);
    await answerAndStop(running, port);

    expect(running.lines.filter(saysOff)).toEqual([]);
  });
});
