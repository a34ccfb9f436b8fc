/**
 * What anonymous and hostile clients cost the server (`npm run bench:hostile`; not part of
 * `npm test`): the real server as its own process on a loopback port, measured from /proc while
 * this process attacks it. Three scenarios, each on a fresh server with its default settings:
 *
 * - watch flood: 100 HTTP/2 connections × 100 unauthenticated health Watch streams (10,000), opened
 *   by a client process of their own (so the valid call times the server, not this process) and held
 *   for 15 s; the server's memory growth, how many were refused, and the time a valid call with a
 *   key takes meanwhile;
 * - window 0: 60 connections × 100 analysis calls whose client never opens its receive window; the
 *   memory held, and how long until it is back to the baseline (CASHFLOW_SEND_TIMEOUT_SECONDS=5 here);
 * - compressed bombs: 64 MiB of zeros as a ~60-byte brotli gRPC message, 100 times without a key
 *   and 100 times with one; the server CPU per refused call.
 *
 * Linux only. Traffic goes to 127.0.0.1 only. Run it alone: it measures CPU and memory.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import * as http2 from "node:http2";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants as zlibConstants } from "node:zlib";
import { fromJson, toBinary, type JsonValue } from "@bufbuild/protobuf";
import { AnalysisRequestSchema } from "../gen/cashflow/v1/cashflow_pb.js";
import { syntheticBook } from "./books.js";
import { freePort } from "./ports.js";

const COMPILED = import.meta.url.endsWith(".js");
const ROOT = fileURLToPath(new URL(COMPILED ? "../.." : "..", import.meta.url));
// --expose-gc as `npm start` gives it: the server asks for its collections after floods (src/server/collect-garbage.ts).
const SERVER_ARGS = COMPILED ? ["--expose-gc", join(ROOT, "dist/src/server/main.js")] : ["--expose-gc", "--import", "tsx", join(ROOT, "src/server/main.ts")];
const KEY = "hostile-bench-key-0123456789";
const ANALYSIS = "/cashflow.v1.CashFlowService/CashflowHealthScore";
const WATCH = "/grpc.health.v1.Health/Watch";

interface Server {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** The V8 heap in use, in MiB, from the server's own metrics (prom-client's nodejs_heap_size_used_bytes). */
  heapUsedMiB(): Promise<number>;
}

async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const adminPort = await freePort();
  const inherited: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!name.startsWith("CASHFLOW_") && name !== "PORT" && name !== "HOST") inherited[name] = value;
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: ROOT,
    env: { ...inherited, PORT: String(port), HOST: "127.0.0.1", CASHFLOW_ADMIN_PORT: String(adminPort), CASHFLOW_API_KEYS: KEY, CASHFLOW_RATE_LIMIT_RPS: "0", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  // Ready when a valid call is answered: the port is open and the service serves.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited during start:\n${output}`);
    try {
      if ((await validCall(`http://127.0.0.1:${port}`)).status === 0) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const heapUsedMiB = async () => {
    const text = await (await fetch(`http://127.0.0.1:${adminPort}/metrics`)).text();
    return Number(/^nodejs_heap_size_used_bytes (\S+)/m.exec(text)?.[1]) / 1024 / 1024;
  };
  return { child, port, baseUrl: `http://127.0.0.1:${port}`, heapUsedMiB };
}

async function stop(server: Server): Promise<void> {
  server.child.kill("SIGTERM");
  if (server.child.exitCode === null) await once(server.child, "exit");
}

function rssMiB(pid: number): number {
  const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kib) / 1024;
}

/** User + system CPU time of a process in milliseconds, from /proc/<pid>/stat (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function grpcFrame(message: Uint8Array, compressed = false): Buffer {
  const frame = Buffer.alloc(5 + message.length);
  frame[0] = compressed ? 1 : 0;
  frame.writeUInt32BE(message.length, 1);
  frame.set(message, 5);
  return frame;
}

const VALID = grpcFrame(toBinary(AnalysisRequestSchema, fromJson(AnalysisRequestSchema, syntheticBook(100) as unknown as JsonValue)));

/** One call on `session`; resolves with its gRPC status. */
async function call(session: http2.ClientHttp2Session, body: Buffer, headers: Record<string, string>): Promise<number | undefined> {
  const stream = session.request({ ":method": "POST", ":path": ANALYSIS, "content-type": "application/grpc", te: "trailers", ...headers });
  let status: number | undefined;
  stream.on("response", (h) => (status = h["grpc-status"] === undefined ? status : Number(h["grpc-status"])));
  stream.on("trailers", (h) => (status = Number(h["grpc-status"])));
  stream.resume();
  stream.end(body);
  await new Promise<void>((resolve, reject) => {
    stream.once("close", resolve);
    stream.once("error", reject);
  });
  return status;
}

/** A valid call with the key on its own connection, as a new client would make it; with how long it took. */
async function validCall(baseUrl: string): Promise<{ status: number | undefined; ms: number }> {
  const started = performance.now();
  const session = http2.connect(baseUrl);
  session.on("error", () => {});
  try {
    const status = await call(session, VALID, { authorization: `Bearer ${KEY}` });
    return { status, ms: performance.now() - started };
  } finally {
    session.destroy();
  }
}

/**
 * The flood's client: its own process, as an attacker would be, so that the time a valid call takes
 * is the server's and not this process's own work of opening 10,000 streams. Prints one line when
 * every stream is answered or refused, then holds them until killed.
 */
async function floodClient(baseUrl: string): Promise<void> {
  const sessions = Array.from({ length: 100 }, () => http2.connect(baseUrl));
  let admitted = 0;
  let refused = 0;
  const settled = () => {
    if (admitted + refused === 10_000) process.stdout.write(`${JSON.stringify({ admitted, refused })}\n`);
  };
  for (const session of sessions) {
    session.on("error", () => {});
    for (let i = 0; i < 100; i++) {
      const stream = session.request({ ":method": "POST", ":path": WATCH, "content-type": "application/grpc", te: "trailers" });
      stream.on("error", () => {});
      stream.once("data", () => {
        admitted += 1;
        settled();
      });
      const count = (h: http2.IncomingHttpHeaders) => {
        if (h["grpc-status"] !== "8") return;
        refused += 1;
        settled();
      };
      stream.once("response", count);
      stream.once("trailers", count);
      stream.end(grpcFrame(new Uint8Array()));
    }
  }
  // The streams are queued; their frames go out as this process's event loop turns.
  process.stdout.write("sending\n");
  await new Promise(() => {});
}

async function watchFlood(): Promise<void> {
  const server = await startServer();
  const pid = server.child.pid!;
  const baseline = rssMiB(pid);
  const heapBaseline = await server.heapUsedMiB();
  let heapPeak = heapBaseline;
  const flood = spawn(process.execPath, [fileURLToPath(import.meta.url), "flood", server.baseUrl], { stdio: ["ignore", "pipe", "inherit"] });
  const lines = createInterface({ input: flood.stdout! })[Symbol.asyncIterator]();
  await lines.next();
  let peak = baseline;
  const latencies: number[] = [];
  // The first call goes out with the flood, while its 10,000 streams are being opened and refused.
  const heldUntil = performance.now() + 15_000;
  while (performance.now() < heldUntil) {
    peak = Math.max(peak, rssMiB(pid));
    heapPeak = Math.max(heapPeak, await server.heapUsedMiB());
    const call = await validCall(server.baseUrl);
    if (call.status !== 0) throw new Error(`a valid call during the flood got gRPC status ${call.status}`);
    latencies.push(call.ms);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const { admitted, refused } = JSON.parse((await lines.next()).value as string) as { admitted: number; refused: number };
  flood.kill();
  await stop(server);
  console.log(
    `watch flood: 10,000 unauthenticated Watch streams on 100 connections (from a process of their own) held 15 s: ${admitted} admitted, ${refused} refused ResourceExhausted; ` +
      `RSS ${baseline.toFixed(0)} → peak ${peak.toFixed(0)} MiB (+${(peak - baseline).toFixed(0)} MiB), ` +
      `heap used ${heapBaseline.toFixed(0)} → peak ${heapPeak.toFixed(0)} MiB; a valid call meanwhile (each on a new connection): ` +
      `${latencies[0]!.toFixed(0)} ms sent with the flood, then at most ${Math.max(...latencies.slice(1)).toFixed(0)} ms over ${latencies.length - 1} calls while the streams were held`,
  );
}

async function windowZero(): Promise<void> {
  const sendSeconds = 5;
  const server = await startServer({ CASHFLOW_SEND_TIMEOUT_SECONDS: String(sendSeconds) });
  const pid = server.child.pid!;
  const baseline = rssMiB(pid);
  const heapBaseline = await server.heapUsedMiB();
  const sessions = Array.from({ length: 60 }, () => http2.connect(server.baseUrl, { settings: { initialWindowSize: 0 } }));
  const closed: Promise<unknown>[] = [];
  const sentAt = performance.now();
  for (const session of sessions) {
    session.on("error", () => {});
    for (let i = 0; i < 100; i++) {
      const stream = session.request({ ":method": "POST", ":path": ANALYSIS, "content-type": "application/grpc", te: "trailers", authorization: `Bearer ${KEY}` });
      stream.on("error", () => {});
      closed.push(once(stream, "close").catch(() => undefined));
      stream.end(VALID);
    }
  }
  let peak = baseline;
  let heapPeak = heapBaseline;
  const sample = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 100);
  const heapSample = setInterval(() => void server.heapUsedMiB().then((heap) => (heapPeak = Math.max(heapPeak, heap))), 250);
  await Promise.all(closed);
  const allResetMs = performance.now() - sentAt;
  // V8 frees garbage when the program allocates, not when it idles: keep serving ordinary calls,
  // as a live server would, and read the heap until it is within 20 MiB of where it started.
  let backAfterResetMs = Number.NaN;
  const resetAt = performance.now();
  const ordinary = http2.connect(server.baseUrl);
  ordinary.on("error", () => {});
  while (performance.now() - resetAt < 30_000) {
    await call(ordinary, VALID, { authorization: `Bearer ${KEY}` });
    if ((await server.heapUsedMiB()) <= heapBaseline + 20) {
      backAfterResetMs = performance.now() - resetAt;
      break;
    }
  }
  ordinary.destroy();
  clearInterval(sample);
  clearInterval(heapSample);
  const rssAfter = rssMiB(pid);
  for (const session of sessions) session.destroy();
  await stop(server);
  console.log(
    `window 0: 6,000 calls of 100 transactions on 60 connections that never read (send timeout ${sendSeconds} s): ` +
      `heap used ${heapBaseline.toFixed(0)} → peak ${heapPeak.toFixed(0)} MiB, RSS ${baseline.toFixed(0)} → peak ${peak.toFixed(0)} MiB; ` +
      `the last stream reset ${(allResetMs / 1000).toFixed(1)} s after sending (their analyses take most of that); heap back within 20 MiB of the baseline ` +
      `${Number.isNaN(backAfterResetMs) ? "not within 30 s of the last reset" : `${(backAfterResetMs / 1000).toFixed(1)} s after the last reset`}, under ordinary calls (RSS then ${rssAfter.toFixed(0)} MiB)`,
  );
}

async function bombs(): Promise<void> {
  const server = await startServer();
  const pid = server.child.pid!;
  const bomb = brotliCompressSync(Buffer.alloc(64 * 1024 * 1024), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
  const framed = grpcFrame(bomb, true);
  const session = http2.connect(server.baseUrl);
  session.on("error", () => {});
  for (const withKey of [false, true]) {
    const headers: Record<string, string> = { "grpc-encoding": "br", ...(withKey ? { authorization: `Bearer ${KEY}` } : {}) };
    const statuses = new Set<number | undefined>();
    const before = cpuMs(pid);
    const calls = 100;
    for (let i = 0; i < calls; i++) statuses.add(await call(session, framed, headers));
    const perCall = (cpuMs(pid) - before) / calls;
    console.log(
      `brotli bomb (${bomb.length} bytes → 64 MiB) ${withKey ? "with a key" : "without a key"}: gRPC status ${[...statuses].join(", ")}; ` +
        `server CPU ${perCall.toFixed(2)} ms per call (over ${calls} calls on one connection)`,
    );
  }
  session.destroy();
  await stop(server);
}

if (process.argv[2] === "flood") {
  await floodClient(process.argv[3]!);
} else {
  console.log(`hostile clients against the server, ${new Date().toISOString()}, Node ${process.version}`);
  await watchFlood();
  await windowZero();
  await bombs();
}
