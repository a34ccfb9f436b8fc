/**
 * Service benchmark (`npm run bench`): the real server and a bare `node:http` floor, each started
 * as its own process on a loopback port and driven by a separate load-generator process, over the
 * JSON gateway (HTTP/1.1), gRPC (binary, h2c) and Connect JSON (HTTP/1.1), at 1 and 8 clients, for
 * books of 100, 10,000 and 100,000 transactions shaped like bank statements (bench/statement-book.ts:
 * a description of its own on most rows, counterparties, ids, codes and categories on some). Every
 * row is also shown as a ratio to the floor for the same book and clients, and each target (server
 * CPU per request against the floor, or for small gRPC calls against connect-node serving empty
 * methods, bench/grpc-floors.ts) is printed as met or not met. One comparison row pair measures the
 * old book whose rows all say "Customer payment" or "Card purchase" (bench/books.ts), which shows what
 * distinct descriptions cost; a probe measures what a ~16 MiB body costs in memory. A full run
 * rewrites bench/RESULTS.md above its hand-written "Profile notes".
 *
 *   npm run bench
 *   BENCH_SIZES=10000 BENCH_SURFACES=gateway,grpc npm run bench      a subset, printed only
 *   BENCH_SIZES=1000 npm run bench                                    a size without a target (1,000 is left out by default)
 *   BENCH_SERVER_ARGS="--cpu-prof --cpu-prof-dir=bench/.work" npm run bench   profile the server
 *   BENCH_TIME_SCALE=2 npm run bench                                  longer rows, steadier figures
 *   BENCH_MEMORY=1 BENCH_SURFACES=floor npm run bench                 a subset plus the 16 MiB memory probe
 *   BENCH_WORKERS=2 BENCH_SIZES=10000 npm run bench                   the service as two cluster workers
 *   BENCH_GRPC_FLOORS=1 BENCH_SURFACES=grpc npm run bench             a subset plus both gRPC floors at every size up to 10,000
 *   BENCH_COMPARISON=1 BENCH_SIZES=100000 npm run bench               a subset plus the two-description comparison rows
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import * as http from "node:http";
import * as net from "node:net";
import * as os from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createInterface } from "node:readline";
import { fromJson, toBinary, toJsonString, type JsonValue } from "@bufbuild/protobuf";
import { AnalysisRequestSchema, CashFlowService } from "../gen/cashflow/v1/cashflow_pb.js";
import { SLUG_OF_METHOD } from "../src/rpc/cashflow-service.js";
import { DEFAULT_MAX_BODY_BYTES } from "../src/server/config.js";
import { syntheticBook } from "./books.js";
import { RECURRING_SHARE, statementBook } from "./statement-book.js";
import { freePort } from "./ports.js";
import type { LoadLine, LoadResult, LoadSpec } from "./load.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SERVER_ENTRY = fileURLToPath(new URL("../src/server/main.js", import.meta.url));
const FLOOR_ENTRY = fileURLToPath(new URL("./floor.js", import.meta.url));
const GRPC_FLOORS_ENTRY = fileURLToPath(new URL("./grpc-floors.js", import.meta.url));
const LOAD_ENTRY = fileURLToPath(new URL("./load.js", import.meta.url));
const RESULTS_FILE = join(ROOT, "bench", "RESULTS.md");
const PROFILE_NOTES_HEADING = "## Profile notes";
const README_FILE = join(ROOT, "README.md");
/** A full run rewrites the README's performance summary between these two lines. */
const README_SUMMARY_START = "<!-- bench:summary:start — written by npm run bench -->";
const README_SUMMARY_END = "<!-- bench:summary:end -->";

const KEY = "bench-key-0123456789abcdef";
const SIZES = [100, 1_000, 10_000, 100_000] as const;
/** The sizes a target names; 1,000 is measured only when BENCH_SIZES asks for it. */
const DEFAULT_SIZES: readonly number[] = [100, 10_000, 100_000];
const CLIENTS = [1, 8] as const;
const SURFACES = ["floor", "gateway", "grpc", "connect"] as const;
/**
 * Reference servers for the gRPC rows (bench/grpc-floors.ts): what a unary call costs with no work
 * behind it, on Node's HTTP/2 alone and through connect-node. The connect-node one is the target's
 * reference for gRPC at 100 transactions, so it runs wherever gRPC does at that size; with
 * BENCH_GRPC_FLOORS=1 both run at every size up to 10,000.
 */
const GRPC_FLOORS = ["grpc-floor-http2", "grpc-floor-connect"] as const;
const GRPC_FLOOR_MAX_SIZE = 10_000;
type Surface = (typeof SURFACES)[number] | (typeof GRPC_FLOORS)[number];

/**
 * The books measured: every target on statement-shaped books (bench/statement-book.ts); the old
 * two-description book (bench/books.ts) only as a comparison, for the floor and the gateway at
 * 100,000 transactions and 1 client, to show what distinct descriptions cost.
 */
type BookKind = "statement" | "two descriptions";
const COMPARISON = { size: 100_000, surfaces: ["floor", "gateway"] as Surface[], clients: [1] } as const;
function envelopeOf(book: BookKind, size: number): object {
  return book === "statement" ? statementBook(size) : syntheticBook(size);
}

/**
 * The service's body size limit for the run. A 100,000-row statement book is about 17 MiB as the
 * gateway's JSON, over the default 16 MiB (src/server/config.ts), so the bench raises it as a user
 * sending such books would: CASHFLOW_MAX_BODY_BYTES.
 */
const BENCH_MAX_BODY_BYTES = 32 * 2 ** 20;

const SURFACE_LABEL: Record<Surface, string> = {
  floor: "floor (node:http + JSON.parse)",
  gateway: "JSON gateway, HTTP/1.1",
  grpc: "gRPC binary, h2c",
  connect: "Connect JSON, HTTP/1.1",
  "grpc-floor-http2": "gRPC floor: bare node:http2",
  "grpc-floor-connect": "gRPC floor: connect-node, empty methods",
};

/** The process each surface is served by: the entry file and its arguments. */
const SERVER_OF: Record<Surface, { entry: string; args: string[] }> = {
  floor: { entry: FLOOR_ENTRY, args: [] },
  gateway: { entry: SERVER_ENTRY, args: [] },
  grpc: { entry: SERVER_ENTRY, args: [] },
  connect: { entry: SERVER_ENTRY, args: [] },
  "grpc-floor-http2": { entry: GRPC_FLOORS_ENTRY, args: ["node-http2"] },
  "grpc-floor-connect": { entry: GRPC_FLOORS_ENTRY, args: ["connect-node"] },
};
const isGrpcFloor = (surface: Surface) => (GRPC_FLOORS as readonly Surface[]).includes(surface);

/**
 * Rows are bounded by time and count, scaled by BENCH_TIME_SCALE; the full run takes about eight
 * minutes (it prints its own run time).
 * The warm-up runs to at least a million transactions' worth of requests (10,000 of 100
 * transactions, 10 of 100,000): per-request code is optimised after so many calls, per-row code
 * within a few large requests. At 100 transactions a 1-second warm-up gave the floor some 15,000
 * requests but the service 2,000, and measured the service's code still being compiled.
 */
const TIME_SCALE = Number(process.env["BENCH_TIME_SCALE"] ?? 1);
const WARMUP_TRANSACTIONS = 1_000_000;
function phases(size: number): { warmupMs: number; warmupRequests: number; warmupMaxMs: number; durationMs: number; maxRequests: number } {
  const big = size >= 100_000;
  return {
    warmupMs: (big ? 2_000 : 1_000) * TIME_SCALE,
    warmupRequests: Math.ceil(WARMUP_TRANSACTIONS / size),
    warmupMaxMs: 10_000 * TIME_SCALE,
    durationMs: (big ? 5_000 : 3_000) * TIME_SCALE,
    maxRequests: 100_000,
  };
}

const sizes = listSetting("BENCH_SIZES", SIZES.map(String), DEFAULT_SIZES.map(String)).map(Number);
const surfacesGiven = process.env["BENCH_SURFACES"] !== undefined && process.env["BENCH_SURFACES"].trim() !== "";
const surfaces = listSetting("BENCH_SURFACES", [...SURFACES]) as Surface[];
const serverArgs = (process.env["BENCH_SERVER_ARGS"] ?? "").split(" ").filter((arg) => arg !== "");
/**
 * BENCH_WORKERS=N runs the service as N node:cluster workers (CASHFLOW_WORKERS); its CPU and peak
 * RSS are then summed over the primary and its workers. The floor stays one process, and such a
 * run never rewrites bench/RESULTS.md, which records the default settings.
 */
const workers = process.env["BENCH_WORKERS"] === undefined ? undefined : positiveInteger("BENCH_WORKERS", process.env["BENCH_WORKERS"]);
const fullRun = process.env["BENCH_SIZES"] === undefined && !surfacesGiven && workers === undefined;
const allGrpcFloors = process.env["BENCH_GRPC_FLOORS"] === "1";
/** The comparison rows run in a full run, or in a partial one with BENCH_COMPARISON=1. */
const comparison = fullRun || process.env["BENCH_COMPARISON"] === "1";

/** One book measured: its surfaces, each at its client counts, in one or more rounds. */
interface Plan {
  size: number;
  book: BookKind;
  surfaces: Surface[];
  clients: readonly number[];
  rounds: number;
}

function plans(): Plan[] {
  const out: Plan[] = [];
  for (const size of sizes) {
    // Connect JSON at 100 transactions has no target: a default run leaves it out to stay short.
    let measured = surfacesGiven || size !== 100 ? [...surfaces] : surfaces.filter((surface) => surface !== "connect");
    if (allGrpcFloors && size <= GRPC_FLOOR_MAX_SIZE) measured = [...measured, ...GRPC_FLOORS];
    else if (size === 100 && measured.includes("grpc")) measured = [...measured, "grpc-floor-connect"];
    out.push({ size, book: "statement", surfaces: measured, clients: CLIENTS, rounds: roundsFor(size) });
  }
  const compared = COMPARISON.surfaces.filter((surface) => surfaces.includes(surface));
  if (comparison && sizes.includes(COMPARISON.size) && compared.length > 0) {
    out.push({ size: COMPARISON.size, book: "two descriptions", surfaces: compared, clients: COMPARISON.clients, rounds: roundsFor(COMPARISON.size) });
  }
  return out;
}

// One path per analysis route, in the same order on both kinds of path, so requests cycle through
// all eight questions and the gateway and the RPC surfaces do identical engine work.
const METHODS = Object.entries(SLUG_OF_METHOD) as [keyof typeof SLUG_OF_METHOD, string][];
const GATEWAY_PATHS = METHODS.map(([, slug]) => `/api/v1/${slug}`);
const RPC_PATHS = METHODS.map(([method]) => `/${CashFlowService.typeName}/${CashFlowService.method[method].name}`);

interface Bodies {
  gatewayFile: string;
  connectFile: string;
  grpcFile: string;
  bytes: { gateway: number; connect: number; grpc: number };
}

interface Row {
  size: number;
  book: BookKind;
  surface: Surface;
  clients: number;
  result: LoadResult;
  /** Server CPU time (user + system) per request in the measured phase. */
  serverCpuMs: number;
  /** VmHWM of the server process at the end of the row: its peak RSS over start, warm-up and load. */
  peakRssMiB: number;
  /** CPU used by other processes on the machine during the measured phase, in % of all cores. */
  otherLoadPct: number;
}

interface MemoryProbe {
  surface: "floor" | "gateway";
  bodyBytes: number;
  idleRssMiB: number;
  firstPeakMiB: number;
  thirdPeakMiB: number;
  /** How the peak was read: VmHWM after resetting it, or the highest of frequent VmRSS samples. */
  method: string;
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(os.tmpdir(), "cashflow-bench-"));
  const startedAt = Date.now();
  const loadAtStart = os.loadavg();
  const rows: Row[] = [];
  const bodySizes: BodySize[] = [];
  try {
    console.log(`Columns: ${COLUMNS.join(" · ")}`);
    for (const plan of plans()) {
      const { size, book } = plan;
      const bodies = writeBodies(work, size, book);
      bodySizes.push({ size, book, bytes: bodies.bytes });
      console.log(`\n${bookLabel(size, book)}: gateway ${mib(bodies.bytes.gateway)}, Connect JSON ${mib(bodies.bytes.connect)}, gRPC ${mib(bodies.bytes.grpc)}`);
      const rounds: Row[][] = [];
      for (let round = 1; round <= plan.rounds; round++) {
        const measured: Row[] = [];
        for (const surface of plan.surfaces) {
          for (const clients of plan.clients) {
            const row = await measureRow(size, book, surface, clients, bodies);
            measured.push(row);
            console.log(`${formatRow(row, floorFor(measured, size, clients, book), true)}${plan.rounds > 1 ? `  (round ${round})` : ""}`);
          }
        }
        rounds.push(measured);
      }
      rows.push(...medianRows(rounds));
    }
    const probes = fullRun || process.env["BENCH_MEMORY"] === "1" ? await memoryProbes(work) : [];
    for (const probe of probes) {
      console.log(`16 MiB probe, ${probe.surface}: idle ${probe.idleRssMiB.toFixed(1)} MiB, +${(probe.firstPeakMiB - probe.idleRssMiB).toFixed(1)} MiB serving one ${mib(probe.bodyBytes)} body (${probe.method})`);
    }
    const report = renderReport(rows, bodySizes, probes, loadAtStart, os.loadavg());
    console.log(`\nThe run took ${((Date.now() - startedAt) / 60_000).toFixed(1)} minutes.`);
    if (fullRun) {
      writeFileSync(RESULTS_FILE, `${report}\n${profileNotes()}`);
      console.log(`\nWrote ${RESULTS_FILE}`);
      if (updateReadmeSummary(rows, probes)) console.log(`Updated the performance summary in ${README_FILE}`);
    } else {
      console.log(`\n${report}\n(A partial run; bench/RESULTS.md is only rewritten by a full run.)`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Bodies

interface BodySize {
  size: number;
  book: BookKind;
  bytes: Bodies["bytes"];
}

/**
 * The same book three ways: the gateway's JSON (which the floor reads too), canonical protobuf
 * JSON, and a framed gRPC message.
 */
function writeBodies(dir: string, size: number, book: BookKind): Bodies {
  const envelope = envelopeOf(book, size);
  const gateway = Buffer.from(JSON.stringify(envelope));
  const message = fromJson(AnalysisRequestSchema, envelope as unknown as JsonValue);
  const connect = Buffer.from(toJsonString(AnalysisRequestSchema, message));
  const grpc = grpcFrame(toBinary(AnalysisRequestSchema, message));
  const name = `${size}-${book.replace(" ", "-")}`;
  const files = { gatewayFile: join(dir, `${name}.json`), connectFile: join(dir, `${name}.connect.json`), grpcFile: join(dir, `${name}.grpc`) };
  const largest = Math.max(gateway.length, connect.length, grpc.length);
  if (largest > BENCH_MAX_BODY_BYTES) throw new Error(`${bookLabel(size, book)}: a ${mib(largest)} body is over the bench's body limit of ${mib(BENCH_MAX_BODY_BYTES)} (BENCH_MAX_BODY_BYTES in bench/service.ts)`);
  writeFileSync(files.gatewayFile, gateway);
  writeFileSync(files.connectFile, connect);
  writeFileSync(files.grpcFile, grpc);
  return { ...files, bytes: { gateway: gateway.length, connect: connect.length, grpc: grpc.length } };
}

function bookLabel(size: number, book: BookKind): string {
  return `${size.toLocaleString("en-US")} transactions${book === "statement" ? "" : ` (${book})`}`;
}

/** gRPC length-prefixed message: a flag byte (0, uncompressed) and a 4-byte big-endian length. */
function grpcFrame(message: Uint8Array): Buffer {
  const frame = Buffer.alloc(5 + message.length);
  frame.writeUInt32BE(message.length, 1);
  frame.set(message, 5);
  return frame;
}

/** A statement-shaped gateway body just under the default 16 MiB limit, found from the bytes per transaction. */
function sixteenMiBBody(): Buffer {
  const limit = DEFAULT_MAX_BODY_BYTES;
  const sample = 10_000;
  const base = Buffer.byteLength(JSON.stringify(statementBook(0)));
  const perRow = (Buffer.byteLength(JSON.stringify(statementBook(sample))) - base) / sample;
  let rows = Math.floor((limit - base - 64 * 1024) / perRow);
  for (;;) {
    const body = Buffer.from(JSON.stringify(statementBook(rows)));
    if (body.length <= limit) return body;
    rows -= Math.ceil((body.length - limit) / perRow) + 100;
  }
}

// ---------------------------------------------------------------------------------------------
// Processes

interface Running {
  pid: number;
  port: number;
  /** The last lines the process wrote, for a failure report. */
  output(): string;
  stop(): Promise<void>;
}

async function startServer(surface: Surface): Promise<Running> {
  const port = await freePort();
  // The service runs on its defaults: no key file, TLS, worker count or log level set for another
  // purpose in this environment can leak into the measurement.
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!name.startsWith("CASHFLOW_") && !["PORT", "HOST", "LOG_LEVEL"].includes(name)) env[name] = value;
  }
  // Default settings, except a rate limit so high it never refuses: its bookkeeping still runs on
  // every request, as in production, but the benchmark measures serving, not refusing.
  // And a body limit that admits the 100,000-row books (BENCH_MAX_BODY_BYTES).
  Object.assign(env, {
    PORT: String(port), HOST: "127.0.0.1", CASHFLOW_API_KEYS: KEY, CASHFLOW_RATE_LIMIT_RPS: "1000000", CASHFLOW_RATE_LIMIT_BURST: "1000000",
    CASHFLOW_MAX_BODY_BYTES: String(BENCH_MAX_BODY_BYTES),
  });
  if (workers !== undefined) env["CASHFLOW_WORKERS"] = String(workers);
  const { entry, args } = SERVER_OF[surface];
  // The service as `npm start` runs it, with --expose-gc (src/server/collect-garbage.ts); the floors need no flag.
  const nodeArgs = entry === SERVER_ENTRY ? ["--expose-gc", ...serverArgs] : serverArgs;
  const child = spawn(process.execPath, [...nodeArgs, entry, ...args], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  const output = tail(child);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));

  const deadline = Date.now() + 20_000;
  for (;;) {
    if (gone) throw new Error(`the ${SURFACE_LABEL[surface]} server exited during start:\n${output()}`);
    const status = await readiness(surface, port).catch(() => 0);
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error(`the ${SURFACE_LABEL[surface]} server did not answer within 20 s (last status ${status}):\n${output()}`);
    await sleep(50);
  }
  return {
    pid: child.pid!,
    port,
    output,
    async stop() {
      if (gone) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 12_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Keeps the last few KiB a child wrote; reading its pipes also keeps a chatty child from blocking. */
function tail(child: ChildProcess): () => string {
  let kept = "";
  const keep = (chunk: Buffer) => {
    kept = (kept + chunk.toString("utf8")).slice(-4096);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return () => kept;
}

/**
 * 200 once a server answers: a small book posted to the floor or the gateway; for the gRPC floors,
 * which have no JSON route, a TCP connection accepted.
 */
function readiness(surface: Surface, port: number): Promise<number> {
  if (isGrpcFloor(surface)) {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.destroy();
        resolve(200);
      });
      socket.once("error", reject);
    });
  }
  return post(port, surface === "floor" ? "/" : GATEWAY_PATHS[0]!, Buffer.from(JSON.stringify(syntheticBook(3))));
}

/** One gateway-style POST from this process (start checks and the memory probe); resolves with the status. */
function post(port: number, path: string, body: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { authorization: `Bearer ${KEY}`, "content-type": "application/json", "content-length": String(body.length) };
    const req = http.request({ host: "127.0.0.1", port, method: "POST", path, headers, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end(body);
  });
}

// ---------------------------------------------------------------------------------------------
// /proc readings

const CLOCK_TICKS_PER_SECOND = clockTicks();

function clockTicks(): number {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
}

/** VmRSS and VmHWM (peak RSS) of a process, in MiB. */
function memoryOf(pid: number): { rssMiB: number; peakMiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
  return { rssMiB: kib("VmRSS") / 1024, peakMiB: kib("VmHWM") / 1024 };
}

/** Resets VmHWM to the current RSS (Linux ≥ 4.0, `clear_refs` value 5); false where not permitted. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

/** CPU time (user + system) a process has used, in ms. */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name, which may itself hold spaces and parentheses.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** A process and its children (the server's cluster workers; none by default). */
function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter((id) => id !== "").map(Number);
  } catch {
    // No such file on kernels without CONFIG_PROC_CHILDREN: the process alone.
  }
  return [pid, ...children];
}

/** CPU time the server has used, in ms: with workers, the primary's and all of theirs. */
function serverCpuMsOf(pid: number): number {
  return processTree(pid).reduce((sum, id) => sum + cpuMsOf(id), 0);
}

/** The server's peak RSS in MiB: with workers, the sum of each process's own peak. */
function serverPeakMiBOf(pid: number): number {
  return processTree(pid).reduce((sum, id) => sum + memoryOf(id).peakMiB, 0);
}

/** CPU time all processes have used on all cores, in ms (user, nice, system, irq, softirq, steal). */
function machineBusyMs(): number {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync("/proc/stat", "utf8").split("\n", 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
  return (((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) * 1000) / CLOCK_TICKS_PER_SECOND;
}

// ---------------------------------------------------------------------------------------------
// Rows

async function measureRow(size: number, book: BookKind, surface: Surface, clients: number, bodies: Bodies): Promise<Row> {
  const server = await startServer(surface);
  try {
    const spec: LoadSpec = { port: server.port, concurrency: clients, ...phases(size), ...surfaceSpec(surface, bodies) };
    const child = spawn(process.execPath, [LOAD_ENTRY, JSON.stringify(spec)], { stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    let start: { server: number; load: number; machine: number } | undefined;
    let result: LoadResult | undefined;
    let used = { server: 0, load: 0, machine: 0 };
    for await (const line of createInterface({ input: child.stdout })) {
      const message = JSON.parse(line) as LoadLine;
      const now = { server: serverCpuMsOf(server.pid), load: cpuMsOf(child.pid!), machine: machineBusyMs() };
      if (message.phase === "measure") start = now;
      else if (start !== undefined) {
        result = message.result;
        used = { server: now.server - start.server, load: now.load - start.load, machine: now.machine - start.machine };
      }
    }
    if (result === undefined) throw new Error(`load generator failed for ${size} ${surface} ×${clients}: ${stderr.trim()}\nserver output:\n${server.output()}`);
    if (result.errors > 0) console.warn(`  ${result.errors} failed requests; first: ${result.firstError}`);
    const cores = os.availableParallelism();
    const others = used.machine - used.server - used.load;
    return {
      size,
      book,
      surface,
      clients,
      result,
      serverCpuMs: used.server / Math.max(1, result.requests + result.errors),
      peakRssMiB: serverPeakMiBOf(server.pid),
      otherLoadPct: Math.max(0, (others / (result.elapsedMs * cores)) * 100),
    };
  } finally {
    await server.stop();
  }
}

function surfaceSpec(surface: Surface, bodies: Bodies): Pick<LoadSpec, "protocol" | "paths" | "headers" | "bodyFile"> {
  const auth = { authorization: `Bearer ${KEY}` };
  switch (surface) {
    case "floor":
      return { protocol: "http1", paths: ["/"], headers: { "content-type": "application/json" }, bodyFile: bodies.gatewayFile };
    case "gateway":
      return { protocol: "http1", paths: GATEWAY_PATHS, headers: { ...auth, "content-type": "application/json" }, bodyFile: bodies.gatewayFile };
    case "grpc":
    case "grpc-floor-http2":
    case "grpc-floor-connect":
      return { protocol: "grpc", paths: RPC_PATHS, headers: auth, bodyFile: bodies.grpcFile };
    case "connect":
      return { protocol: "http1", paths: RPC_PATHS, headers: { ...auth, "content-type": "application/json", "connect-protocol-version": "1" }, bodyFile: bodies.connectFile };
  }
}

/**
 * Rows of books up to 10,000 transactions are measured in several rounds, each round every surface
 * in turn, and each row reported from its round of median server CPU. At 100 transactions a
 * request costs a few hundred microseconds, and on the 2-core machine one run's figures moved by
 * half against the next's, the floor's as much as the service's; at 10,000, Connect JSON's ratio to
 * the floor moved between ×1.4 and ×2.3. Rounds taken in turn share whatever else the machine was doing.
 */
const ROUNDS_FOR_SMALL_BOOKS = 3;
function roundsFor(size: number): number {
  return size <= 10_000 ? ROUNDS_FOR_SMALL_BOOKS : 1;
}

/** Row by row, the round whose server CPU per request is the median of the rounds. */
function medianRows(rounds: readonly Row[][]): Row[] {
  return rounds[0]!.map((_, index) => {
    const measured = rounds.map((round) => round[index]!).sort((a, b) => a.serverCpuMs - b.serverCpuMs);
    return measured[Math.floor(measured.length / 2)]!;
  });
}

function floorFor(rows: readonly Row[], size: number, clients: number, book: BookKind = "statement"): Row | undefined {
  return rowOf(rows, size, "floor", clients, book);
}

function rowOf(rows: readonly Row[], size: number, surface: Surface, clients: number, book: BookKind = "statement"): Row | undefined {
  return rows.find((row) => row.surface === surface && row.size === size && row.clients === clients && row.book === book);
}

// ---------------------------------------------------------------------------------------------
// Memory probe

/**
 * RSS growth while serving a body just under the 16 MiB limit, against the same process idle after
 * one small request (so lazily built state is already counted as idle). The first request is the
 * target's figure; the peak after three in a row shows whether the heap keeps growing.
 */
async function memoryProbes(dir: string): Promise<MemoryProbe[]> {
  const body = sixteenMiBBody();
  writeFileSync(join(dir, "16mib.json"), body);
  const probes: MemoryProbe[] = [];
  for (const surface of ["floor", "gateway"] as const) {
    const server = await startServer(surface);
    try {
      const path = surface === "floor" ? "/" : GATEWAY_PATHS[0]!;
      await sleep(500);
      const idle = memoryOf(server.pid).rssMiB;
      const hwm = resetPeak(server.pid);
      let sampled = idle;
      const sampler = setInterval(() => (sampled = Math.max(sampled, memoryOf(server.pid).rssMiB)), 2);
      const peak = () => (hwm ? memoryOf(server.pid).peakMiB : sampled);
      const statuses = [await post(server.port, path, body)];
      const firstPeakMiB = peak();
      statuses.push(await post(server.port, path, body), await post(server.port, path, body));
      const thirdPeakMiB = peak();
      clearInterval(sampler);
      if (statuses.some((status) => status !== 200)) throw new Error(`16 MiB probe on the ${surface}: statuses ${statuses.join(", ")}`);
      probes.push({ surface, bodyBytes: body.length, idleRssMiB: idle, firstPeakMiB, thirdPeakMiB, method: hwm ? "VmHWM after reset" : "VmRSS sampled every 2 ms" });
    } finally {
      await server.stop();
    }
  }
  return probes;
}

// ---------------------------------------------------------------------------------------------
// Report

const COLUMNS = [
  "transactions", "surface", "clients", "requests", "p50 ms", "p99 ms", "req/s",
  "p50 vs floor", "p99 vs floor", "req/s vs floor", "server CPU ms/req", "CPU vs floor", "peak RSS MiB", "other load",
];

/** The header and alignment lines of every table of rows. */
const TABLE_HEAD = [`| ${COLUMNS.join(" | ")} |`, `| ${COLUMNS.map((_, i) => (i === 1 ? "---" : "---:")).join(" | ")} |`];

function formatRow(row: Row, floor: Row | undefined, forConsole = false): string {
  const r = row.result;
  const ratio = (value: number, base: number | undefined) => (base === undefined ? "–" : `×${(value / base).toFixed(2)}`);
  const cells = [
    bookLabel(row.size, row.book).replace(" transactions", ""),
    SURFACE_LABEL[row.surface] + (workers !== undefined && SERVER_OF[row.surface].entry === SERVER_ENTRY ? `, ${workers} workers` : ""),
    String(row.clients),
    String(r.requests) + (r.errors > 0 ? ` (${r.errors} failed)` : ""),
    ms(r.p50Ms),
    ms(r.p99Ms),
    r.requestsPerSecond >= 100 ? r.requestsPerSecond.toFixed(0) : r.requestsPerSecond.toFixed(1),
    ratio(r.p50Ms, floor?.result.p50Ms),
    ratio(r.p99Ms, floor?.result.p99Ms),
    ratio(r.requestsPerSecond, floor?.result.requestsPerSecond),
    ms(row.serverCpuMs),
    ratio(row.serverCpuMs, floor?.serverCpuMs),
    row.peakRssMiB.toFixed(0),
    `${row.otherLoadPct.toFixed(0)}%`,
  ];
  return forConsole ? `  ${cells.join("  ")}` : `| ${cells.join(" | ")} |`;
}

/** A row in a table, with its ratios to the floor of its own book and clients. */
function tableRow(rows: readonly Row[], row: Row): string {
  return formatRow(row, floorFor(rows, row.size, row.clients, row.book));
}

function renderReport(rows: readonly Row[], bodySizes: readonly BodySize[], probes: readonly MemoryProbe[], loadAtStart: number[], loadAtEnd: number[]): string {
  const lines: string[] = [];
  const push = (...text: string[]) => lines.push(...text);
  const packages = ["@bufbuild/protobuf", "@connectrpc/connect", "@connectrpc/connect-node", "typescript"].map((name) => `${name} ${packageVersion(name)}`);
  const others = rows.map((row) => row.otherLoadPct);
  push(
    "# Service benchmark results",
    "",
    `Written by \`npm run bench\` (bench/service.ts) on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC. A full run rewrites`,
    "everything above “Profile notes”, which is kept as written by hand.",
    "",
    "## Machine",
    "",
    `- CPU: ${cpuModel()}, ${os.availableParallelism()} cores; memory ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `- ${os.type()} ${os.release()}, Node ${process.version}`,
    `- ${packages.join(", ")}`,
    `- Load average (1 min) at start ${loadAtStart[0]!.toFixed(2)}, at end ${loadAtEnd[0]!.toFixed(2)}; other processes used ${Math.min(...others).toFixed(0)}–${Math.max(...others).toFixed(0)}% of the machine during the rows (column “other load”)`,
    "",
    "## Books",
    "",
    "Every target is measured on books shaped like bank statements (bench/statement-book.ts), seeded so that every run",
    "sends the same bytes:",
    "",
    "- most rows have a description of their own, as US, UK, German, French and Dutch exports print them: a counterparty",
    "  with an ACH trace number, a card number and date, a SEPA end-to-end reference or an invoice number; a few German",
    "  and French names carry accents, so a book's JSON is UTF-8 beyond ASCII, as such exports are;",
    `- ${(100 * RECURRING_SHARE).toFixed(0)}% of rows are recurring payments repeating one of a dozen fixed descriptions (payroll, rent, a standing`,
    "  order, subscriptions, a bank fee, card settlements), and of the other rows 30% go to two dozen regular counterparties",
    "  and the rest to a long tail of one-off names; half the rows name their counterparty;",
    "- ids on 40% of rows, a category on 30%, a bank transaction code (ISO 20022, BAI2 or GVC) on about a third, a merchant",
    "  category code on most card rows; payables (one bill per hundred rows, at most 1,000), a scenario and an AR aging.",
    "",
    "The comparison rows use the book earlier runs measured (bench/books.ts): every row's description is “Customer",
    "payment” or “Card purchase”, so every string in it repeats. It shows what distinct descriptions cost; no target is",
    `measured on it. A 100,000-row statement book is ${mib(bodySizes.find((b) => b.size === 100_000 && b.book === "statement")?.bytes.gateway ?? Number.NaN)} as the gateway's JSON, over the service's default body limit`,
    `of 16 MiB, so the service runs with \`CASHFLOW_MAX_BODY_BYTES=${BENCH_MAX_BODY_BYTES}\` (${mib(BENCH_MAX_BODY_BYTES)}), as a user sending such books would set it.`,
    "",
    "## Method",
    "",
    "- Each row starts a fresh server process (`node --expose-gc dist/src/server/main.js`, or the floor `node dist/bench/floor.js`) on a",
    "  loopback port and a separate load-generator process (`dist/bench/load.js`). Clients run a closed loop: each sends its",
    "  next request when the previous answer has fully arrived. HTTP/1.1 clients use a keep-alive agent with one socket per",
    "  client; each gRPC client has its own h2c session. Requests cycle through the eight routes.",
    `- Per row: a warm-up is discarded: at least ${phases(100).warmupMs / 1000} s (${phases(100_000).warmupMs / 1000} s for 100,000 transactions) and two requests per client, and`,
    `  until a million transactions' worth of requests are answered (${phases(100).warmupRequests.toLocaleString("en-US")} at 100 transactions, ${phases(100_000).warmupRequests} at 100,000) or ${phases(100).warmupMaxMs / 1000} s have passed. V8 optimises`,
    `  code after a number of calls, so a fixed-length warm-up would leave a slower server less warm than the floor. Then`,
    `  ${phases(100).durationMs / 1000} s are measured (${phases(100_000).durationMs / 1000} s for 100,000). Latency is from sending the request to the last byte of the answer.`,
    `- Books of up to 10,000 transactions are measured in ${ROUNDS_FOR_SMALL_BOOKS} rounds, each round every surface in turn; each row is the round with`,
    "  the median server CPU, as single runs of these rows moved by up to half from one run to the next.",
    "- The floor is a bare `node:http` server that collects the body, `JSON.parse`s it and answers a fixed small JSON; it gets",
    "  the gateway's body of the same book. Ratios compare each row with the floor for the same book and the same number of",
    "  clients (latency: lower is better; req/s: higher is better).",
    "- Server CPU is the server process's user + system time per request in the measured phase (/proc/<pid>/stat), and",
    "  “CPU vs floor” its ratio to the floor's: it depends far less on other load than latency does, so it is the figure",
    "  the targets compare. Peak RSS is the server's VmHWM at the end of the row.",
    "- The service runs with its default settings (one process, request logging at `info` to a pipe), except",
    "  `CASHFLOW_RATE_LIMIT_RPS`/`_BURST` raised so the limiter never refuses (its bookkeeping still runs per request) and",
    "  the body limit above.",
    "- Connect JSON at 100 transactions and books of 1,000 have no target and are left out of the default run",
    "  (`BENCH_SIZES=100,1000 BENCH_SURFACES=connect npm run bench` measures them).",
    `- The machine has ${os.availableParallelism()} cores shared by the server, the load generator and anything else running; “other load” is the`,
    "  CPU used by other processes during the row. Where it is high, latency and req/s in that row are pessimistic.",
    "",
    "Bodies (bytes on the wire):",
    "",
    "| transactions | gateway JSON | Connect JSON (protobuf JSON) | gRPC (framed binary) |",
    "| ---: | ---: | ---: | ---: |",
    ...bodySizes.map(({ size, book, bytes }) => `| ${[bookLabel(size, book).replace(" transactions", ""), ...[bytes.gateway, bytes.connect, bytes.grpc].map((n) => n.toLocaleString("en-US"))].join(" | ")} |`),
    "",
    "## Results",
    "",
    ...TABLE_HEAD,
    ...rows.filter((row) => row.book === "statement" && !isGrpcFloor(row.surface)).map((row) => tableRow(rows, row)),
    "",
  );
  const compared = rows.filter((row) => row.book !== "statement");
  if (compared.length > 0) {
    const same = compared.map((row) => rowOf(rows, row.size, row.surface, row.clients)).filter((row): row is Row => row !== undefined);
    push(
      "## What distinct descriptions cost",
      "",
      "The same surfaces on the two-description book (bench/books.ts), beside their rows on the statement-shaped book; each row's",
      "ratios are to the floor reading its own book.",
      "",
      ...TABLE_HEAD,
      ...[...compared, ...same].sort((a, b) => a.surface.localeCompare(b.surface) || a.clients - b.clients).map((row) => tableRow(rows, row)),
      "",
    );
  }
  const grpcCosts = grpcCallCosts(rows);
  if (grpcCosts.length > 0) {
    push(
      "## What a gRPC call costs before any work",
      "",
      "Reference servers take the gRPC rows' requests (bench/grpc-floors.ts), with the service's HTTP/2 windows: connect-node",
      "serving CashFlowService with every method returning an empty response (so it still decodes each request with",
      "protobuf-es's `fromBinary`), the reference of the gRPC target at 100 transactions, and with BENCH_GRPC_FLOORS=1 a bare",
      "`node:http2` server that answers every call with an empty message.",
      "",
      ...TABLE_HEAD,
      ...grpcCosts.flatMap((cost) => cost.rows.map((row) => tableRow(rows, row))),
      "",
      ...grpcCosts.map((cost) => `- ${cost.text}`),
      "",
    );
  }
  if (probes.length > 0) {
    push(
      "## 16 MiB body: server memory",
      "",
      "A statement-shaped gateway body just under the default 16 MiB limit.",
      "",
      "| server | body | idle RSS MiB | peak RSS serving it MiB | growth MiB | growth ÷ body | peak after 3 in a row MiB | measured by |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
      ...probes.map((p) => {
        const growth = p.firstPeakMiB - p.idleRssMiB;
        return `| ${p.surface === "floor" ? SURFACE_LABEL.floor : SURFACE_LABEL.gateway} | ${mib(p.bodyBytes)} | ${p.idleRssMiB.toFixed(1)} | ${p.firstPeakMiB.toFixed(1)} | ${growth.toFixed(1)} | ×${((growth * 2 ** 20) / p.bodyBytes).toFixed(1)} | ${p.thirdPeakMiB.toFixed(1)} | ${p.method} |`;
      }),
      "",
    );
  }
  push(
    "## Targets",
    "",
    "Server CPU per request against the reference measured in the same run, on the statement-shaped books:",
    "",
    "| target | transactions | clients | server CPU ms/req | reference CPU ms/req | ratio | met |",
    "| --- | ---: | ---: | ---: | ---: | ---: | --- |",
    ...cpuTargetRows(rows).map((t) => `| ${t.text} | ${t.target.size.toLocaleString("en-US")} | ${t.clients} | ${t.service ? ms(t.service.serverCpuMs) : "–"} | ${t.reference ? ms(t.reference.serverCpuMs) : "–"} | ${Number.isNaN(t.ratio) ? "–" : `×${t.ratio.toFixed(2)}`} | ${verdict(t.met)} |`),
    "",
    "Other targets:",
    "",
    ...otherTargets(rows, probes).map((t) => `- **${verdict(t.met)}** — ${t.text}`),
    "",
  );
  return lines.join("\n");
}

function verdict(met: boolean | undefined): string {
  return met === undefined ? "not measured" : met ? "met" : "not met";
}

/** Rewrites the README's summary between its markers; false when the markers are not there. */
function updateReadmeSummary(rows: readonly Row[], probes: readonly MemoryProbe[]): boolean {
  const readme = readFileSync(README_FILE, "utf8");
  const start = readme.indexOf(README_SUMMARY_START);
  const end = readme.indexOf(README_SUMMARY_END);
  if (start < 0 || end < start) return false;
  writeFileSync(README_FILE, `${readme.slice(0, start + README_SUMMARY_START.length)}\n${readmeSummary(rows, probes)}\n${readme.slice(end)}`);
  return true;
}

/** One line per book: p50 at 1 client, req/s at 8 clients and server CPU against the floor's, then the targets. */
function readmeSummary(rows: readonly Row[], probes: readonly MemoryProbe[]): string {
  const cell = (size: number, surface: Surface) => {
    const one = rowOf(rows, size, surface, 1);
    const eight = rowOf(rows, size, surface, 8);
    const floor = floorFor(rows, size, 8);
    if (one === undefined || eight === undefined) return "–";
    const cpu = surface === "floor" || floor === undefined ? "" : ` · ×${(eight.serverCpuMs / floor.serverCpuMs).toFixed(2)}`;
    return `${ms(one.result.p50Ms)} ms · ${eight.result.requestsPerSecond.toFixed(0)}/s${cpu}`;
  };
  const measuredSizes = SIZES.filter((size) => rows.some((row) => row.size === size && row.book === "statement"));
  const cpuTargets = cpuTargetRows(rows);
  return [
    "",
    `Latest full run, ${new Date().toISOString().slice(0, 10)}: ${cpuModel()}, ${os.availableParallelism()} cores shared by server and client, Node ${process.version}.`,
    "Books shaped like bank statements (a description of its own on most rows; bench/RESULTS.md, “Books”).",
    "Each cell: p50 at 1 client · requests per second at 8 clients · server CPU per request as a multiple of the floor's.",
    "",
    `| transactions | ${SURFACES.map((surface) => SURFACE_LABEL[surface]).join(" | ")} |`,
    `| ---: | ${SURFACES.map(() => "---:").join(" | ")} |`,
    ...measuredSizes.map((size) => `| ${size.toLocaleString("en-US")} | ${SURFACES.map((surface) => cell(size, surface)).join(" | ")} |`),
    "",
    ...cpuTargets.filter((t) => t.clients === CLIENTS[0]).map((t) => {
      const both = cpuTargets.filter((other) => other.target === t.target);
      const met = both.some((other) => other.met === undefined) ? undefined : both.every((other) => other.met);
      const ratios = both.map((other) => (Number.isNaN(other.ratio) ? "–" : `×${other.ratio.toFixed(2)} at ${other.clients} client${other.clients === 1 ? "" : "s"}`)).join(", ");
      return `- **${verdict(met)}** — ${t.text} at ${t.target.size.toLocaleString("en-US")} transactions, server CPU per request: ${ratios}.`;
    }),
    ...otherTargets(rows, probes).map((t) => `- **${verdict(t.met)}** — ${t.text}`),
    ...grpcCallCosts(rows).slice(0, 1).map((cost) => `- What a gRPC call costs before any work, at ${cost.text}`),
    "",
  ].join("\n");
}

/**
 * Per book and client count with a connect-node floor row: the floor rows and the service's gRPC
 * row, and a sentence splitting the service's server CPU per call into the protocol stack's share
 * and the rest.
 */
function grpcCallCosts(rows: readonly Row[]): { rows: Row[]; text: string }[] {
  return rows.filter((row) => row.surface === "grpc-floor-connect").flatMap((connectRow) => {
    const { size, clients } = connectRow;
    const http2Row = rowOf(rows, size, "grpc-floor-http2", clients);
    const service = rowOf(rows, size, "grpc", clients);
    if (service === undefined) return [];
    const [empty, real] = [connectRow.serverCpuMs, service.serverCpuMs];
    const rest = real - empty;
    const beyond = rest >= 0
      ? `${ms(rest)} ms beyond what connect-node costs with no work at all`
      : `${ms(-rest)} ms less than connect-node with no work at all, because the service decodes the request itself rather than with \`fromBinary\``;
    const bare = http2Row === undefined ? "" : `${ms(http2Row.serverCpuMs)} ms on bare node:http2, `;
    const text = `${size.toLocaleString("en-US")} transactions, ${clients} client${clients === 1 ? "" : "s"}: server CPU per call ${bare}${ms(empty)} ms through connect-node with empty methods, ${ms(real)} ms for the service with the analysis and its request log — ${beyond}.`;
    return [{ rows: [...(http2Row === undefined ? [] : [http2Row]), connectRow, service], text }];
  });
}

/** A target on server CPU per request: `surface` at `size` transactions within `most` times `reference`'s, at 1 and at 8 clients. */
interface CpuTarget {
  surface: Surface;
  size: number;
  most: number;
  reference: Surface;
}

const CPU_TARGETS: readonly CpuTarget[] = [
  { surface: "gateway", size: 100, most: 2, reference: "floor" },
  { surface: "gateway", size: 10_000, most: 1.3, reference: "floor" },
  { surface: "gateway", size: 100_000, most: 1.3, reference: "floor" },
  { surface: "connect", size: 10_000, most: 1.3, reference: "floor" },
  { surface: "connect", size: 100_000, most: 1.3, reference: "floor" },
  // Against the JSON floor reading the gateway's body of the same book, as for the JSON surfaces.
  { surface: "grpc", size: 10_000, most: 1, reference: "floor" },
  { surface: "grpc", size: 100_000, most: 1, reference: "floor" },
  // At 100 transactions a gRPC call's cost is mostly connect-node's own: the reference is connect-node with empty methods.
  { surface: "grpc", size: 100, most: 1.3, reference: "grpc-floor-connect" },
];

interface CpuTargetRow {
  target: CpuTarget;
  clients: number;
  text: string;
  service: Row | undefined;
  reference: Row | undefined;
  ratio: number;
  /** Undefined when either row was not measured. */
  met: boolean | undefined;
}

/** Every CPU target at every client count, measured or not. */
function cpuTargetRows(rows: readonly Row[]): CpuTargetRow[] {
  return CPU_TARGETS.flatMap((target) =>
    CLIENTS.map((clients) => {
      const service = rowOf(rows, target.size, target.surface, clients);
      const reference = rowOf(rows, target.size, target.reference, clients);
      const ratio = service && reference ? service.serverCpuMs / reference.serverCpuMs : Number.NaN;
      const referenceName = target.reference === "floor" ? "the floor's" : "connect-node's with empty methods";
      return {
        target,
        clients,
        text: `${SURFACE_LABEL[target.surface]} within ×${target.most} ${referenceName}`,
        service,
        reference,
        ratio,
        met: Number.isNaN(ratio) ? undefined : ratio <= target.most,
      };
    }),
  );
}

/** The targets that are not a CPU ratio: latency, throughput, tail latency and memory, on the statement-shaped books. */
function otherTargets(rows: readonly Row[], probes: readonly MemoryProbe[]): { met: boolean; text: string }[] {
  const out: { met: boolean; text: string }[] = [];
  const row = (size: number, surface: Surface, clients: number) => rowOf(rows, size, surface, clients)?.result;
  const cpuRatio = (size: number, surface: Surface, clients: number) => {
    const service = rowOf(rows, size, surface, clients);
    const floor = floorFor(rows, size, clients);
    return service && floor ? service.serverCpuMs / floor.serverCpuMs : Number.NaN;
  };

  const big = row(100_000, "gateway", 1);
  const bigFloor = row(100_000, "floor", 1);
  if (big && bigFloor) {
    const ratio = big.p50Ms / bigFloor.p50Ms;
    out.push({ met: ratio <= 1.5, text: `100,000 transactions on the gateway within 1.5× the floor's latency: p50 at 1 client ${ms(big.p50Ms)} ms vs ${ms(bigFloor.p50Ms)} ms, ×${ratio.toFixed(2)} (server CPU per request ×${cpuRatio(100_000, "gateway", 1).toFixed(2)}).` });
  }
  const small = row(100, "gateway", 8);
  const smallFloor = row(100, "floor", 8);
  if (small && smallFloor) {
    const ratio = small.requestsPerSecond / smallFloor.requestsPerSecond;
    const one = row(100, "gateway", 1);
    const oneFloor = row(100, "floor", 1);
    const atOne = one && oneFloor ? `; at 1 client ${(100 * one.requestsPerSecond / oneFloor.requestsPerSecond).toFixed(0)}%` : "";
    out.push({ met: ratio >= 0.7, text: `100 transactions on the gateway at ≥ 70% of the floor's requests per second: at 8 clients ${small.requestsPerSecond.toFixed(0)} vs ${smallFloor.requestsPerSecond.toFixed(0)} req/s, ${(100 * ratio).toFixed(0)}%${atOne} (server CPU per request ×${cpuRatio(100, "gateway", 8).toFixed(2)} the floor's, which caps a CPU-bound server at ${(100 / cpuRatio(100, "gateway", 8)).toFixed(0)}%).` });
  }
  const grpc1 = row(10_000, "grpc", 1);
  const gateway1 = row(10_000, "gateway", 1);
  const grpc8 = row(10_000, "grpc", 8);
  const gateway8 = row(10_000, "gateway", 8);
  if (grpc1 && gateway1 && grpc8 && gateway8) {
    const met = grpc1.p50Ms <= gateway1.p50Ms && grpc8.requestsPerSecond >= gateway8.requestsPerSecond;
    const cpu = (surface: Surface) => rowOf(rows, 10_000, surface, 1)!.serverCpuMs;
    out.push({ met, text: `gRPC binary no slower than the gateway for 10,000 transactions: p50 at 1 client ${ms(grpc1.p50Ms)} vs ${ms(gateway1.p50Ms)} ms; at 8 clients ${grpc8.requestsPerSecond.toFixed(0)} vs ${gateway8.requestsPerSecond.toFixed(0)} req/s (server CPU per request ${ms(cpu("grpc"))} vs ${ms(cpu("gateway"))} ms).` });
  }
  const probe = probes.find((p) => p.surface === "gateway");
  if (probe) {
    const growth = (probe.firstPeakMiB - probe.idleRssMiB) * 2 ** 20;
    out.push({ met: growth < 8 * probe.bodyBytes, text: `a 16 MiB body costs under 8× its size in extra server memory: ${mib(growth)} for a ${mib(probe.bodyBytes)} body, ×${(growth / probe.bodyBytes).toFixed(1)}.` });
  }
  if (gateway8) {
    const context = (["floor", "grpc", "connect"] as const)
      .map((surface) => [surface, row(10_000, surface, 8)] as const)
      .filter(([, r]) => r !== undefined)
      .map(([surface, r]) => `${surface} ${ms(r!.p99Ms)} ms`)
      .join(", ");
    out.push({ met: gateway8.p99Ms < 40, text: `p99 for 10,000 transactions at 8 clients under 40 ms: gateway ${ms(gateway8.p99Ms)} ms (${context}).` });
  }
  return out;
}

/** The hand-written section kept across runs, or its starting text on the first run. */
function profileNotes(): string {
  let existing = "";
  try {
    existing = readFileSync(RESULTS_FILE, "utf8");
  } catch {
    // first run: no file yet
  }
  const at = existing.indexOf(PROFILE_NOTES_HEADING);
  return at >= 0 ? existing.slice(at) : `${PROFILE_NOTES_HEADING}\n\nWhat profiling the server under this benchmark found, and what changed because of it.\n`;
}

function cpuModel(): string {
  try {
    return /^model name\s*:\s*(.+)$/m.exec(readFileSync("/proc/cpuinfo", "utf8"))?.[1]?.trim() ?? os.cpus()[0]?.model ?? "unknown";
  } catch {
    return os.cpus()[0]?.model ?? "unknown";
  }
}

function packageVersion(name: string): string {
  try {
    return (JSON.parse(readFileSync(join(ROOT, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;
  } catch {
    return "?";
  }
}

function positiveInteger(name: string, text: string): number {
  if (!/^[1-9]\d*$/.test(text.trim())) throw new Error(`${name}: expected a whole number of 1 or more, got "${text}"`);
  return Number(text);
}

function listSetting(name: string, all: string[], fallback: string[] = all): string[] {
  const given = process.env[name]?.split(",").map((item) => item.trim()).filter((item) => item !== "");
  if (given === undefined || given.length === 0) return fallback;
  const unknown = given.filter((item) => !all.includes(item));
  if (unknown.length > 0) throw new Error(`${name}: unknown ${unknown.join(", ")}; choose from ${all.join(", ")}`);
  return all.filter((item) => given.includes(item));
}

function ms(value: number): string {
  return value < 10 ? value.toFixed(2) : value.toFixed(1);
}

function mib(bytes: number): string {
  return bytes >= 2 ** 20 ? `${(bytes / 2 ** 20).toFixed(1)} MiB` : `${(bytes / 1024).toFixed(1)} KiB`;
}

function sleep(msToWait: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, msToWait));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
