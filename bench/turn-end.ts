/**
 * Is `src/http/answers-at-turn-end.ts` still worth keeping when the clients are across a network?
 * Its gain was measured on loopback (bench/RESULTS.md, "Answers at the end of the turn"), where the
 * kernel wakes the receiving client inside the server's own `writev`; across a wire it does not, and
 * the gain may go with it. This runs the gateway at 100 transactions with 8 clients, the row the
 * module is kept for, with the module on and off, in alternating rounds, and reports the server's
 * CPU per request and the ratio on/off of each round.
 *
 *   sudo npm run bench:turn-end
 *   BENCH_TURN_END_LINKS=1,0.2,loopback   links to measure, in turn: a one-way delay in ms, or loopback (the default)
 *   BENCH_TURN_END_ROUNDS=4               rounds per link, each one run of each build, the order swapped every round
 *   BENCH_TURN_END_SECONDS=6              measured seconds per run (after a warm-up of 10,000 requests)
 *
 * The network: the server in one network namespace, the load generator (bench/load.ts) in another,
 * joined by bench/delay-line.py, a link with a fixed delay each way (this machine's kernel has no
 * `netem` for a veth pair, see that file). `loopback` runs both in the server's namespace over
 * 127.0.0.1, the conditions of the original measurement, as a control within the same run.
 *
 * "Off" is the same build with the module replaced by one that ends each answer at once, which is
 * what the gateway did before it: a copy of dist/ under bench/.work/turn-end-off, so the service has
 * no switch for it. Needs root (namespaces, TUN devices); the namespaces and the link are removed
 * when the run ends, however it ends short of SIGKILL, and any a killed run left are removed at the
 * next start.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createInterface } from "node:readline";
import { SLUGS } from "../src/analyses/types.js";
import { syntheticBook } from "./books.js";
import type { LoadLine, LoadResult, LoadSpec } from "./load.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const DIST = join(ROOT, "dist");
const LOAD_ENTRY = fileURLToPath(new URL("./load.js", import.meta.url));
const DELAY_LINE = join(ROOT, "bench", "delay-line.py");
const WORK = join(ROOT, "bench", ".work", "turn-end");
const OFF_DIST = join(WORK, "off", "dist");

const KEY = "bench-key-0123456789abcdef";
const PORT = 8080;
const SERVER_ADDRESS = "10.201.0.1";
const CLIENT_ADDRESS = "10.201.0.2";
const CLIENTS = 8;
const TRANSACTIONS = 100;

const links = (process.env["BENCH_TURN_END_LINKS"] ?? "1,0.2,loopback").split(",").map((link) => link.trim());
const rounds = Number(process.env["BENCH_TURN_END_ROUNDS"] ?? 4);
const seconds = Number(process.env["BENCH_TURN_END_SECONDS"] ?? 6);
for (const link of links) if (link !== "loopback" && !(Number(link) >= 0)) throw new Error(`BENCH_TURN_END_LINKS: "${link}" is neither a delay in ms nor loopback`);

// Names carry this run's pid, so a second run at once cannot take them and a stale one is recognised.
const PREFIX = "cfte-";
const SERVER_NS = `${PREFIX}srv-${process.pid}`;
const CLIENT_NS = `${PREFIX}cli-${process.pid}`;

type Build = "on" | "off";
const ENTRY: Record<Build, string> = { on: join(DIST, "src/server/main.js"), off: join(OFF_DIST, "src/server/main.js") };

interface Run {
  link: string;
  round: number;
  build: Build;
  result: LoadResult;
  /** Server CPU (user + system) per request, ms. */
  cpuMs: number;
  /** The delay line's CPU per request, ms: near a core's worth, it is the bottleneck and the link's delay is longer than set. */
  linkCpuMs: number | undefined;
}

// ---------------------------------------------------------------------------------------------
// Setting up and always tearing down

const children = new Set<ChildProcess>();

function cleanUp(): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const namespace of [SERVER_NS, CLIENT_NS]) ip(["netns", "del", namespace], true);
}
process.on("exit", cleanUp);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => process.exit(130));

function ip(args: string[], quiet = false): void {
  try {
    execFileSync("ip", args, { stdio: ["ignore", "ignore", quiet ? "ignore" : "inherit"] });
  } catch (error) {
    if (!quiet) throw error;
  }
}

/** Namespaces of runs that were killed (their pid is gone), left behind since nothing could remove them. */
function removeStaleNamespaces(): void {
  if (!existsSync("/var/run/netns")) return;
  for (const name of readdirSync("/var/run/netns")) {
    const pid = /^cfte-(?:srv|cli)-(\d+)$/.exec(name)?.[1];
    if (pid !== undefined && !existsSync(`/proc/${pid}`)) ip(["netns", "del", name], true);
  }
}

function createNamespaces(): void {
  for (const namespace of [SERVER_NS, CLIENT_NS]) {
    ip(["netns", "add", namespace]);
    ip(["-n", namespace, "link", "set", "lo", "up"]);
  }
}

/** The link between the namespaces: a delay line started for this delay, its devices addressed and up. */
async function startLink(delayMs: string): Promise<ChildProcess> {
  const line = spawn("python3", [DELAY_LINE, SERVER_NS, "cfte-s", CLIENT_NS, "cfte-c", delayMs], { stdio: ["pipe", "pipe", "inherit"] });
  children.add(line);
  await new Promise<void>((resolve, reject) => {
    line.once("exit", (code) => reject(new Error(`the delay line exited (code ${code}) before it was ready`)));
    createInterface({ input: line.stdout! }).once("line", () => resolve());
  });
  for (const [namespace, device, address, peer] of [
    [SERVER_NS, "cfte-s", SERVER_ADDRESS, CLIENT_ADDRESS],
    [CLIENT_NS, "cfte-c", CLIENT_ADDRESS, SERVER_ADDRESS],
  ] as const) {
    ip(["-n", namespace, "addr", "add", address, "peer", peer, "dev", device]);
    ip(["-n", namespace, "link", "set", device, "up"]);
  }
  return line;
}

async function stopLink(line: ChildProcess): Promise<void> {
  line.stdin!.end(); // the delay line ends when its standard input closes; its devices go with it
  if (line.exitCode === null) await new Promise((resolve) => line.once("exit", resolve));
  children.delete(line);
}

/** The "off" build: dist/ copied, with the module replaced by one that ends each answer at once. */
function buildOff(): void {
  rmSync(join(WORK, "off"), { recursive: true, force: true });
  mkdirSync(OFF_DIST, { recursive: true });
  for (const folder of ["src", "gen"]) cpSync(join(DIST, folder), join(OFF_DIST, folder), { recursive: true });
  const module = join(OFF_DIST, "src/http/answers-at-turn-end.js");
  if (!readFileSync(module, "utf8").includes("export function endAtTurnEnd(")) throw new Error(`${module} no longer exports endAtTurnEnd: update bench/turn-end.ts`);
  writeFileSync(module, "/** bench/turn-end.ts: each answer ends at once, as before answers-at-turn-end.ts. */\nexport function endAtTurnEnd(res, payload) {\n  res.end(payload);\n}\n");
}

// ---------------------------------------------------------------------------------------------
// One run

/** CPU time (user + system) a process has used, in ms. */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}
const CLOCK_TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/** The server as `npm run start:prod` runs it, in the server namespace; resolves once it has logged `listening`. */
async function startServer(build: Build, host: string): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!name.startsWith("CASHFLOW_") && !["PORT", "HOST", "LOG_LEVEL"].includes(name)) env[name] = value;
  // As bench/service.ts: defaults, except a rate limit so high it never refuses.
  Object.assign(env, { PORT: String(PORT), HOST: host, CASHFLOW_API_KEYS: KEY, CASHFLOW_RATE_LIMIT_RPS: "1000000", CASHFLOW_RATE_LIMIT_BURST: "1000000" });
  // `ip netns exec` enters the namespace and then execs node, so the child's pid is the server's.
  const server = spawn("ip", ["netns", "exec", SERVER_NS, process.execPath, "--expose-gc", ENTRY[build]], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  children.add(server);
  let output = "";
  server.stderr!.on("data", (chunk: Buffer) => (output = (output + chunk.toString("utf8")).slice(-4096)));
  await new Promise<void>((resolve, reject) => {
    server.once("exit", (code) => reject(new Error(`the server exited (code ${code}) during start:\n${output}`)));
    const lines = createInterface({ input: server.stdout! });
    lines.on("line", (line) => {
      if (line.includes('"msg":"listening"')) resolve();
    });
  });
  if (readFileSync(`/proc/${server.pid}/comm`, "utf8").trim() !== "node") throw new Error("`ip netns exec` did not exec node in place: its pid is not the server's");
  return server;
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  children.delete(server);
}

async function measure(link: string, round: number, build: Build, bodyFile: string, line: ChildProcess | undefined): Promise<Run> {
  const loopback = link === "loopback";
  const host = loopback ? "127.0.0.1" : SERVER_ADDRESS;
  const server = await startServer(build, host);
  try {
    const spec: LoadSpec = {
      protocol: "http1",
      host,
      port: PORT,
      paths: SLUGS.map((slug) => `/api/v1/${slug}`),
      headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json" },
      bodyFile,
      concurrency: CLIENTS,
      // As bench/service.ts at 100 transactions: a million transactions' worth of warm-up.
      warmupMs: 1_000,
      warmupRequests: 10_000,
      warmupMaxMs: 20_000,
      durationMs: seconds * 1_000,
      maxRequests: 1_000_000,
    };
    const load = spawn("ip", ["netns", "exec", loopback ? SERVER_NS : CLIENT_NS, process.execPath, LOAD_ENTRY, JSON.stringify(spec)], { stdio: ["ignore", "pipe", "pipe"] });
    children.add(load);
    let stderr = "";
    load.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    let start: { server: number; link: number } | undefined;
    let result: LoadResult | undefined;
    let used = { server: 0, link: 0 };
    for await (const text of createInterface({ input: load.stdout! })) {
      const message = JSON.parse(text) as LoadLine;
      const now = { server: cpuMsOf(server.pid!), link: line === undefined ? 0 : cpuMsOf(line.pid!) };
      if (message.phase === "measure") start = now;
      else if (start !== undefined) {
        result = message.result;
        used = { server: now.server - start.server, link: now.link - start.link };
      }
    }
    children.delete(load);
    if (result === undefined) throw new Error(`the load generator failed (${link}, ${build}): ${stderr.trim()}`);
    if (result.errors > 0) console.warn(`  ${result.errors} failed requests; first: ${result.firstError}`);
    const requests = Math.max(1, result.requests + result.errors);
    return { link, round, build, result, cpuMs: used.server / requests, linkCpuMs: line === undefined ? undefined : used.link / requests };
  } finally {
    await stopServer(server);
  }
}

// ---------------------------------------------------------------------------------------------
// Report

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function linkLabel(link: string): string {
  return link === "loopback" ? "loopback (127.0.0.1, one namespace)" : `${link} ms each way (two namespaces, bench/delay-line.py)`;
}

function report(runs: Run[]): void {
  console.log(`\nGateway, ${TRANSACTIONS} transactions, ${CLIENTS} clients, ${seconds} s measured per run: server CPU per request, ms (on = answers at the end of the turn)\n`);
  for (const link of links) {
    console.log(`${linkLabel(link)}`);
    console.log("| round | on | off | on / off | requests/s on, off | p50 ms on, off | delay line's CPU per request, on, off |");
    console.log("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    const ratios: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const on = runs.find((run) => run.link === link && run.round === round && run.build === "on")!;
      const off = runs.find((run) => run.link === link && run.round === round && run.build === "off")!;
      ratios.push(on.cpuMs / off.cpuMs);
      console.log(
        `| ${round} | ${on.cpuMs.toFixed(3)} | ${off.cpuMs.toFixed(3)} | ${(on.cpuMs / off.cpuMs).toFixed(3)} | ` +
          `${Math.round(on.result.requestsPerSecond)}, ${Math.round(off.result.requestsPerSecond)} | ${on.result.p50Ms.toFixed(2)}, ${off.result.p50Ms.toFixed(2)} | ` +
          `${on.linkCpuMs === undefined ? "none" : `${on.linkCpuMs.toFixed(3)}, ${off.linkCpuMs!.toFixed(3)}`} |`,
      );
    }
    const sorted = [...ratios].sort((a, b) => a - b);
    console.log(`on / off: median ${median(ratios).toFixed(3)}, from ${sorted[0]!.toFixed(3)} to ${sorted.at(-1)!.toFixed(3)} (below 1: the module saves CPU)\n`);
  }
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  if (process.getuid?.() !== 0) throw new Error("bench/turn-end.ts needs root: it creates network namespaces and TUN devices.");
  removeStaleNamespaces();
  buildOff();
  const bodyFile = join(WORK, "book-100.json");
  writeFileSync(bodyFile, JSON.stringify(syntheticBook(TRANSACTIONS)));
  createNamespaces();

  const runs: Run[] = [];
  for (const link of links) {
    const line = link === "loopback" ? undefined : await startLink(link);
    try {
      for (let round = 1; round <= rounds; round++) {
        // Each build first in every other round, so a drift of the machine within a round favours neither.
        const order: Build[] = round % 2 === 1 ? ["on", "off"] : ["off", "on"];
        for (const build of order) {
          const run = await measure(link, round, build, bodyFile, line);
          console.log(`${link} round ${round} ${build}: ${run.cpuMs.toFixed(3)} ms CPU per request, ${Math.round(run.result.requestsPerSecond)} requests/s, p50 ${run.result.p50Ms.toFixed(2)} ms`);
          runs.push(run);
        }
      }
    } finally {
      if (line !== undefined) await stopLink(line);
    }
  }
  report(runs);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
