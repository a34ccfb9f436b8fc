import * as http from "node:http";
import * as http2 from "node:http2";
import { afterEach, describe, expect, it } from "vitest";
import { ENVELOPE } from "../support/envelope.js";
import { killIfRunning, listeningPort, spawnServer, type LogLine, type ServerProcess } from "../support/process.js";
import { TEST_KEY } from "../support/server.js";

/**
 * SIGTERM while clients send requests back to back on open connections, as a hostile run did it:
 * 16 keep-alive HTTP/1.1 clients in a tight loop, and HTTP/2 clients with several streams each.
 * A drain must lose none of their requests: an HTTP/1.1 request that reaches the server is answered
 * (with `Connection: close` once the drain has begun), and an HTTP/2 stream is either answered or
 * refused in a way the client knows is safe to retry (GOAWAY before it was sent, or REFUSED_STREAM).
 * A reset of a request already on its way (ECONNRESET, "socket hang up") is what must never happen.
 */

const ROUTE = "/api/v1/cashflow-health-score";
const BODY = JSON.stringify(ENVELOPE);
const HEADERS = { authorization: `Bearer ${TEST_KEY}`, "content-type": "application/json" };
const CLIENTS = 16;
/** Requests every client has had answered before the signal, so all are in their loops. */
const WARM_UP = 5;

let server: ServerProcess | undefined;
afterEach(async () => {
  await killIfRunning(server);
  server = undefined;
});

interface Tally {
  answered: number;
  /** Errors by code: a request lost on its way (ECONNRESET) or one refused before it was sent. */
  errors: Map<string, number>;
  /** Clients that stopped because the server said it was closing (Connection: close, GOAWAY). */
  toldToLeave: number;
}

function count(tally: Tally, code: string): void {
  tally.errors.set(code, (tally.errors.get(code) ?? 0) + 1);
}

/** Resolves once `total` answers have come in, counted by the loops through `answeredOne`. */
function counter(total: number): { answeredOne(): void; reached: Promise<void> } {
  let seen = 0;
  let reach!: () => void;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  return {
    answeredOne: () => {
      if (++seen === total) reach();
    },
    reached,
  };
}

/**
 * One HTTP/1.1 client: a single keep-alive connection, one request after another, each sent the
 * moment the last answer ended. It stops when an answer says `Connection: close` (a real client
 * would take its next request elsewhere) or a request fails.
 */
async function http1Loop(port: number, tally: Tally, answeredOne: () => void): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (;;) {
      const outcome = await new Promise<"again" | "close" | "failed">((resolve) => {
        const req = http.request({ host: "127.0.0.1", port, method: "POST", path: ROUTE, headers: HEADERS, agent }, (res) => {
          res.resume();
          res.once("end", () => {
            if (res.statusCode !== 200) count(tally, `HTTP ${res.statusCode}`);
            tally.answered += 1;
            answeredOne();
            resolve(res.headers.connection === "close" ? "close" : "again");
          });
          res.once("error", (error: NodeJS.ErrnoException) => {
            count(tally, error.code ?? error.message);
            resolve("failed");
          });
        });
        req.once("error", (error: NodeJS.ErrnoException) => {
          count(tally, error.code ?? error.message);
          resolve("failed");
        });
        req.end(BODY);
      });
      if (outcome === "close") tally.toldToLeave += 1;
      if (outcome !== "again") return;
    }
  } finally {
    agent.destroy();
  }
}

/**
 * One HTTP/2 connection with `streams` request loops on it. A loop stops once the session has
 * had GOAWAY (new requests would be refused before they are sent) or a request fails.
 */
async function http2Loops(port: number, streams: number, tally: Tally, answeredOne: () => void): Promise<void> {
  const session = http2.connect(`http://127.0.0.1:${port}`);
  session.on("error", (error: NodeJS.ErrnoException) => count(tally, `session ${error.code ?? error.message}`));
  let goaway = false;
  session.once("goaway", () => (goaway = true));
  const loop = async () => {
    for (;;) {
      if (goaway || session.closed || session.destroyed) {
        tally.toldToLeave += 1;
        return;
      }
      const outcome = await new Promise<"again" | "failed">((resolve) => {
        let stream: http2.ClientHttp2Stream;
        try {
          stream = session.request({ ":method": "POST", ":path": ROUTE, ...HEADERS });
        } catch (error) {
          // Refused before anything was sent: GOAWAY arrived between the check above and here.
          count(tally, `not sent: ${(error as NodeJS.ErrnoException).code}`);
          return resolve("failed");
        }
        let status = 0;
        stream.once("response", (headers) => (status = Number(headers[":status"])));
        stream.resume();
        stream.once("end", () => {
          if (status !== 200) count(tally, `HTTP ${status}`);
          tally.answered += 1;
          answeredOne();
          resolve("again");
        });
        stream.once("error", () => {
          // REFUSED_STREAM means the server did not process the stream: safe to retry.
          count(tally, stream.rstCode === http2.constants.NGHTTP2_REFUSED_STREAM ? "REFUSED_STREAM" : `stream reset ${stream.rstCode}`);
          resolve("failed");
        });
        stream.once("close", () => {
          if (stream.rstCode !== 0 && stream.rstCode !== undefined && status === 0) {
            count(tally, stream.rstCode === http2.constants.NGHTTP2_REFUSED_STREAM ? "REFUSED_STREAM" : `stream reset ${stream.rstCode}`);
            resolve("failed");
          }
        });
        stream.end(BODY);
      });
      if (outcome !== "again") return;
    }
  };
  try {
    await Promise.all(Array.from({ length: streams }, loop));
  } finally {
    session.close();
  }
}

/** Codes a client may safely retry: the request never reached the server's handler. */
const RETRY_SAFE = new Set(["REFUSED_STREAM", "not sent: ERR_HTTP2_GOAWAY_SESSION", "not sent: ERR_HTTP2_INVALID_SESSION"]);

function lost(tally: Tally): Record<string, number> {
  return Object.fromEntries([...tally.errors].filter(([code]) => !RETRY_SAFE.has(code)));
}

async function drainUnderLoad(env: Record<string, string>, ready: (line: LogLine) => boolean, protocol: "http1" | "http2"): Promise<Tally> {
  const running = (server = spawnServer({ CASHFLOW_API_KEYS: TEST_KEY, CASHFLOW_DRAIN_SECONDS: "10", ...env }));
  const port = await listeningPort(running);
  await running.waitFor(ready, "the server ready");
  const tally: Tally = { answered: 0, errors: new Map(), toldToLeave: 0 };
  const warm = counter(CLIENTS * WARM_UP);
  const loops =
    protocol === "http1"
      ? Array.from({ length: CLIENTS }, () => http1Loop(port, tally, warm.answeredOne))
      : Array.from({ length: CLIENTS / 4 }, () => http2Loops(port, 4, tally, warm.answeredOne));
  await warm.reached;
  running.child.kill("SIGTERM");
  await Promise.all(loops);
  expect(await running.exited).toEqual({ code: 0, signal: null });
  expect(running.lines.some((line) => line.msg?.startsWith("drain time ran out"))).toBe(false);
  return tally;
}

describe("a drain under a keep-alive load", () => {
  // Retried: on a loaded 2-core machine (the whole suite, two files at once) this test's own client
  // was starved past the drain's one-second idle grace in 2 of 3 full runs, so its next request met
  // the FIN; alone it passed every time. A server that resets requests fails all three attempts.
  it("answers every HTTP/1.1 request already on an open connection, the last with Connection: close: no resets", { timeout: 90_000, retry: 2 }, async () => {
    const tally = await drainUnderLoad({}, (line) => line.msg === "API keys loaded", "http1");
    expect(lost(tally)).toEqual({});
    expect(tally.toldToLeave).toBe(CLIENTS);
    expect(tally.answered).toBeGreaterThanOrEqual(CLIENTS * WARM_UP);
  });

  it("answers or refuses as retryable every HTTP/2 stream: no resets", { timeout: 90_000 }, async () => {
    const tally = await drainUnderLoad({}, (line) => line.msg === "API keys loaded", "http2");
    expect(lost(tally)).toEqual({});
    expect(tally.answered).toBeGreaterThanOrEqual(CLIENTS * WARM_UP);
  });

  it("loses nothing with two workers either", { timeout: 120_000 }, async () => {
    let serving = 0;
    const tally = await drainUnderLoad({ CASHFLOW_WORKERS: "2" }, (line) => line.msg === "worker serving" && ++serving === 2, "http1");
    expect(lost(tally)).toEqual({});
    expect(tally.toldToLeave).toBe(CLIENTS);
  });
});
