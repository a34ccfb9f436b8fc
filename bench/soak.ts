/**
 * Soak test (`npm run soak`; not part of `npm test`): the real server as its own process on a
 * loopback port, and many concurrent clients in this process over the JSON gateway (HTTP/1.1) and
 * gRPC and Connect JSON (h2c), cycling through all eight routes and books of 20, 500 and 5,000
 * transactions, for a fixed time. It reports throughput, p50/p99 latency after warm-up, the error
 * count, and the server's resident memory at start, after warm-up and at the end, then stops the
 * server with SIGTERM. It exits non-zero on any error, on memory growth after warm-up, or on an
 * unclean stop.
 *
 *   npm run soak                          30 s, 24 clients
 *   npm run soak -- --seconds 600         a longer run; growth after warm-up shows a leak better
 *   npm run soak -- --clients 64 --warmup 10
 *
 * Linux only: memory is read from /proc/<pid>/status. Traffic goes to 127.0.0.1 only.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import * as http from "node:http";
import * as os from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { fromJson, toBinary, type JsonValue } from "@bufbuild/protobuf";
import { AnalysisRequestSchema, CashFlowService } from "../gen/cashflow/v1/cashflow_pb.js";
import { SLUGS } from "../src/analyses/types.js";
import { syntheticBook } from "./books.js";
import { freePort } from "./ports.js";
import { runGatewayClient, runH2Client, SessionPool, type Call, type Outcome, type Protocol } from "./soak-clients.js";

/** Run compiled (`node dist/bench/soak.js`, as `npm run soak` does) or straight from source with tsx. */
const COMPILED = import.meta.url.endsWith(".js");
const ROOT = fileURLToPath(new URL(COMPILED ? "../.." : "..", import.meta.url));
// --expose-gc as `npm start` gives it: the server asks for its collections after floods (src/server/collect-garbage.ts).
const SERVER_ARGS = COMPILED ? ["--expose-gc", join(ROOT, "dist/src/server/main.js")] : ["--expose-gc", "--import", "tsx", join(ROOT, "src/server/main.ts")];
const KEY = "soak-key-0123456789abcdef";
const BOOK_SIZES = [20, 500, 5_000];
/** Growth after warm-up above both of these is flagged: below them it is the heap settling, not a leak. */
const RSS_GROWTH_FLAG_MIB = 16;
const RSS_GROWTH_FLAG_RATIO = 0.2;
const RSS_SAMPLE_MS = 500;

interface Settings {
  seconds: number;
  clients: number;
  warmupSeconds: number;
}

function settings(args: string[]): Settings {
  const value = (name: string): number | undefined => {
    const at = args.indexOf(`--${name}`);
    if (at === -1) return undefined;
    const parsed = Number(args[at + 1]);
    if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`--${name} needs a positive number`);
    return parsed;
  };
  const seconds = value("seconds") ?? 30;
  return { seconds, clients: Math.max(3, Math.round(value("clients") ?? 24)), warmupSeconds: value("warmup") ?? Math.min(10, Math.max(2, seconds / 5)) };
}

/** Every route at every book size, in an order that mixes both (8 routes and 3 sizes are coprime). */
function calls(protocol: Protocol): Call[] {
  const methods = CashFlowService.methods.map((method) => method.name);
  return Array.from({ length: SLUGS.length * BOOK_SIZES.length }, (_, turn) => {
    const book = syntheticBook(BOOK_SIZES[turn % BOOK_SIZES.length]!, turn);
    const route = turn % SLUGS.length;
    if (protocol === "gateway") return { path: `/api/v1/${SLUGS[route]}`, body: Buffer.from(JSON.stringify(book)) };
    const path = `/cashflow.v1.CashFlowService/${methods[route]}`;
    if (protocol === "connect") return { path, body: Buffer.from(JSON.stringify(book)) };
    const message = toBinary(AnalysisRequestSchema, fromJson(AnalysisRequestSchema, book as unknown as JsonValue));
    const framed = Buffer.alloc(5 + message.length);
    framed.writeUInt32BE(message.length, 1);
    framed.set(message, 5);
    return { path, body: framed };
  });
}

interface Server {
  child: ChildProcess;
  port: number;
  logFile: string;
  exited: Promise<number | null>;
}

async function startServer(): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {};
  // Nothing from this shell's CASHFLOW_ settings: the soak measures the defaults.
  for (const [name, value] of Object.entries(process.env)) if (!name.startsWith("CASHFLOW_") && name !== "PORT" && name !== "HOST" && name !== "LOG_LEVEL") env[name] = value;
  // Rate limiting off: one key sends everything, and the limiter would answer most of it with 429.
  Object.assign(env, { PORT: String(port), HOST: "127.0.0.1", CASHFLOW_API_KEYS: KEY, CASHFLOW_RATE_LIMIT_RPS: "0" });
  const logFile = join(mkdtempSync(join(os.tmpdir(), "cashflow-soak-")), "server.log");
  const log = openSync(logFile, "w");
  // The log goes to a file, so the request-log path runs as in production without this process reading it.
  const child = spawn(process.execPath, SERVER_ARGS, { cwd: ROOT, env, stdio: ["ignore", log, log] });
  closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited during start:\n${readFileSync(logFile, "utf8")}`);
    if ((await readyStatus(port)) === 200) return { child, port, logFile, exited };
    if (Date.now() > deadline) throw new Error(`the server did not answer within 30 s:\n${readFileSync(logFile, "utf8")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function readyStatus(port: number): Promise<number> {
  const body = Buffer.from(JSON.stringify(syntheticBook(3)));
  return new Promise((resolve) => {
    const headers = { authorization: `Bearer ${KEY}`, "content-type": "application/json", "content-length": String(body.length) };
    const req = http.request({ host: "127.0.0.1", port, method: "POST", path: `/api/v1/${SLUGS[0]}`, headers, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", () => resolve(0));
    req.end(body);
  });
}

/** Resident set size of a process in MiB, from /proc. */
function rssMiB(pid: number): number {
  const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kib) / 1024;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main(): Promise<number> {
  const { seconds, clients, warmupSeconds } = settings(process.argv.slice(2));
  const h2Clients = Math.max(2, Math.floor(clients / 2));
  const counts: Record<Protocol, number> = { gateway: clients - h2Clients, grpc: Math.ceil(h2Clients / 2), connect: Math.floor(h2Clients / 2) };
  const workload: Record<Protocol, Call[]> = { gateway: calls("gateway"), grpc: calls("grpc"), connect: calls("connect") };

  const server = await startServer();
  const pid = server.child.pid!;
  const watchdog = setTimeout(() => {
    process.stderr.write("soak: did not finish in time; killing the server\n");
    server.child.kill("SIGKILL");
    process.exit(1);
  }, (seconds + 90) * 1000);
  watchdog.unref();

  const rssAtStart = rssMiB(pid);
  const startMs = performance.now();
  const warmupEndMs = startMs + warmupSeconds * 1000;
  const stopMs = startMs + seconds * 1000;
  const samples: { atMs: number; rss: number }[] = [{ atMs: startMs, rss: rssAtStart }];
  const sampler = setInterval(() => samples.push({ atMs: performance.now(), rss: rssMiB(pid) }), RSS_SAMPLE_MS);

  const measured: Record<Protocol, number[]> = { gateway: [], grpc: [], connect: [] };
  let requests = 0;
  const errors: string[] = [];
  const record = (outcome: Outcome) => {
    requests += 1;
    if (outcome.error !== undefined) errors.push(`${outcome.protocol}: ${outcome.error}`);
    else if (outcome.startedMs >= warmupEndMs) measured[outcome.protocol].push(outcome.durationMs);
  };
  const stopped = () => performance.now() >= stopMs;
  const agent = new http.Agent({ keepAlive: true, maxSockets: counts.gateway });
  const sessions = new SessionPool(server.port, Math.max(1, Math.ceil(h2Clients / 4)));
  const options = (protocol: Protocol) => ({ port: server.port, key: KEY, calls: workload[protocol], stopped, record });

  console.log(
    `soak: ${seconds} s (warm-up ${warmupSeconds} s), ${clients} clients: ${counts.gateway} JSON gateway on HTTP/1.1, ${counts.grpc} gRPC and ${counts.connect} Connect JSON on h2c; ` +
      `8 routes, books of ${BOOK_SIZES.join(", ")} transactions; server pid ${pid} on 127.0.0.1:${server.port}`,
  );
  await Promise.all([
    ...Array.from({ length: counts.gateway }, () => runGatewayClient(agent, options("gateway"))),
    ...Array.from({ length: counts.grpc }, () => runH2Client("grpc", sessions, options("grpc"))),
    ...Array.from({ length: counts.connect }, () => runH2Client("connect", sessions, options("connect"))),
  ]);
  const endMs = performance.now();
  clearInterval(sampler);
  const rssAtEnd = rssMiB(pid);
  const rssAfterWarmup = samples.find((sample) => sample.atMs >= warmupEndMs)?.rss ?? rssAtEnd;
  const rssMax = Math.max(rssAtEnd, ...samples.map((sample) => sample.rss));
  agent.destroy();
  sessions.close();

  server.child.kill("SIGTERM");
  const exitCode = await server.exited;
  clearTimeout(watchdog);
  const logLines = readFileSync(server.logFile, "utf8").split("\n").filter((line) => line.startsWith("{"));
  const loggedFaults = logLines.filter((line) => /"level":"(error|fatal)"/.test(line)).length;
  const loggedRequests = logLines.filter((line) => line.includes('"msg":"request"')).length;

  const measuredSeconds = (endMs - warmupEndMs) / 1000;
  const all = Object.values(measured).flat().sort((a, b) => a - b);
  const line = (label: string, durations: number[]) => {
    const sorted = [...durations].sort((a, b) => a - b);
    return `${label.padEnd(22)} ${String(sorted.length).padStart(8)} answers  ${(sorted.length / measuredSeconds).toFixed(0).padStart(6)}/s  p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms`;
  };
  console.log(`\nafter warm-up (${measuredSeconds.toFixed(1)} s):`);
  console.log(line("all", all));
  console.log(line("JSON gateway, HTTP/1.1", measured.gateway));
  console.log(line("gRPC, h2c", measured.grpc));
  console.log(line("Connect JSON, h2c", measured.connect));
  console.log(`\nrequests: ${requests} in ${((endMs - startMs) / 1000).toFixed(1)} s; errors: ${errors.length}`);
  for (const error of [...new Set(errors)].slice(0, 5)) console.log(`  ${error}`);

  const growth = rssAtEnd - rssAfterWarmup;
  const flagged = growth > RSS_GROWTH_FLAG_MIB && growth > rssAfterWarmup * RSS_GROWTH_FLAG_RATIO;
  console.log(
    `server RSS: start ${rssAtStart.toFixed(1)} MiB, after warm-up ${rssAfterWarmup.toFixed(1)} MiB, end ${rssAtEnd.toFixed(1)} MiB (peak ${rssMax.toFixed(1)} MiB); ` +
      `growth after warm-up ${growth >= 0 ? "+" : ""}${growth.toFixed(1)} MiB: ${flagged ? `FLAGGED (over ${RSS_GROWTH_FLAG_MIB} MiB and ${RSS_GROWTH_FLAG_RATIO * 100}%)` : "ok"}`,
  );
  console.log(`server log: ${loggedRequests} request lines, ${loggedFaults} at error or fatal; exit code after SIGTERM: ${exitCode}`);

  const failed = errors.length > 0 || flagged || exitCode !== 0 || loggedFaults > 0;
  if (!failed) rmSync(join(server.logFile, ".."), { recursive: true, force: true });
  else console.log(`server log kept at ${server.logFile}`);
  console.log(failed ? "soak: FAILED" : "soak: passed");
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`soak: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
    process.exit(1);
  },
);
