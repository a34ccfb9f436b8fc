import { afterEach, describe, expect, it } from "vitest";
import { syntheticBook } from "../../bench/books.js";
import { COLLECTION_OFF } from "../../src/server/collect-garbage.js";
import { holdHttp1, type HeldRequest } from "../support/held.js";
import { listeningPort, processesInGroup, spawnCommand, type ServerProcess } from "../support/process.js";
import { TEST_KEY } from "../support/server.js";

/**
 * The README's run commands as a container runtime runs them: `npm start` (and `npm run
 * start:prod`) as the first process, sent SIGTERM itself, not its node child. Every request in
 * flight is answered, npm exits 0, and nothing of its process group is left, with one process or
 * with workers. Both commands give node --expose-gc, so the server never says its on-demand garbage
 * collection is off (src/server/collect-garbage.ts).
 */

const BODY = Buffer.from(JSON.stringify(syntheticBook(2_000)));
const HEADERS = { authorization: `Bearer ${TEST_KEY}`, "content-type": "application/json" };

let running: ServerProcess | undefined;
afterEach(() => {
  // A failed test must not leave a server behind: end the whole group.
  if (running?.child.pid !== undefined) for (const pid of processesInGroup(running.child.pid)) process.kill(pid, "SIGKILL");
  running = undefined;
});

const cases: [string, string[], Record<string, string>][] = [
  ["npm start", ["start"], {}],
  ["npm start with CASHFLOW_WORKERS=2", ["start"], { CASHFLOW_WORKERS: "2" }],
  ["npm run start:prod", ["run", "start:prod"], {}],
];

describe("SIGTERM to the npm process", () => {
  for (const [name, args, env] of cases) {
    it(`${name}: answers the request in flight, exits 0 and leaves no process`, { timeout: 90_000 }, async () => {
      running = spawnCommand("npm", args, { CASHFLOW_API_KEYS: TEST_KEY, ...env }, { detached: true });
      const port = await listeningPort(running);
      if (env["CASHFLOW_WORKERS"] === "2") {
        for (const worker of [1, 2]) await running.waitFor((line) => line.msg === "worker serving" && line["worker"] === worker, `worker ${worker} serving`);
      }
      const held: HeldRequest = await holdHttp1(port, "/api/v1/liquidity-runout-forecast", HEADERS, BODY);

      // The signal a container runtime sends to PID 1: to npm, not to node.
      running.child.kill("SIGTERM");
      await running.waitFor((line) => line.msg === "draining", "the draining line");
      held.finish();
      const answer = await held.answer;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body.toString("utf8"))).toHaveProperty("structured");

      expect(await running.exited).toEqual({ code: 0, signal: null });
      expect(processesInGroup(running.child.pid!)).toEqual([]);
      expect(running.lines.filter((line) => line.msg === COLLECTION_OFF)).toEqual([]);
    });
  }
});
