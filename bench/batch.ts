/**
 * Batch benchmark: `cashflow batch` over 10,000 accounts of 500 transactions each, as a lender's
 * nightly re-score runs it — in process with 1 and N worker threads, and through one and two local
 * service instances. Each row is a fresh `node dist/src/cli/main.js batch` process; accounts per
 * second from its wall time, peak memory from its VmHWM (worker threads share the process). The
 * floor, measured in the same run, is one process that reads the same NDJSON and JSON.parses every
 * line: the I/O and parsing no batch can avoid. Scaling efficiency is N jobs' rate over N × one job's.
 *
 *   npm run bench:batch            (ACCOUNTS=2000 for a shorter run; it then does not rewrite RESULTS.md)
 *
 * Rewrites the "Batch scoring" section of bench/RESULTS.md between its markers.
 */

import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { once } from "node:events";
import { availableParallelism, cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { syntheticBook } from "./books.js";
import { freePort } from "./ports.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const WORK = join(ROOT, "bench", ".work");
const RESULTS_FILE = join(ROOT, "bench", "RESULTS.md");
const START = "<!-- batch:start — written by npm run bench:batch -->";
const END = "<!-- batch:end -->";
const ACCOUNTS = Number(process.env["ACCOUNTS"] ?? 10_000);
const TRANSACTIONS = 500;
const KEY = "bench-key-0123456789";

interface Row {
  name: string;
  accounts: number;
  seconds: number;
  peakMiB: number;
}

async function main(): Promise<void> {
  mkdirSync(WORK, { recursive: true });
  const input = join(WORK, `accounts-${ACCOUNTS}x${TRANSACTIONS}.ndjson`);
  await writeAccounts(input);
  const jobs = availableParallelism();
  const rows: Row[] = [];
  const floor = await measure("floor: read + JSON.parse every line", process.execPath, ["-e", FLOOR_SCRIPT, input]);
  rows.push(floor);
  const one = await measure("in process, --jobs 1", process.execPath, ["dist/src/cli/main.js", "batch", input, "--csv", "-o", join(WORK, "out-1.csv"), "--jobs", "1"]);
  rows.push(one);
  const many = await measure(`in process, --jobs ${jobs}`, process.execPath, ["dist/src/cli/main.js", "batch", input, "--csv", "-o", join(WORK, `out-${jobs}.csv`), "--jobs", String(jobs)]);
  rows.push(many);
  // Memory must not grow with the number of accounts: the same run over a tenth of them.
  const tenth = join(WORK, `accounts-${ACCOUNTS / 10}x${TRANSACTIONS}.ndjson`);
  await writeAccounts(tenth, ACCOUNTS / 10);
  const small = await measure(`in process, --jobs ${jobs}, ${(ACCOUNTS / 10).toLocaleString("en-US")} accounts`, process.execPath, ["dist/src/cli/main.js", "batch", tenth, "--csv", "-o", join(WORK, "out-tenth.csv"), "--jobs", String(jobs)], {}, ACCOUNTS / 10);
  rows.push(small);
  for (const count of [1, 2]) {
    const servers = await startInstances(count);
    try {
      const urls = servers.map((s) => `http://127.0.0.1:${s.port}`).join(",");
      rows.push(await measure(`through ${count} instance${count === 1 ? "" : "s"} (HTTP/1.1, concurrency 4 each)`, process.execPath, ["dist/src/cli/main.js", "batch", input, "--csv", "-o", join(WORK, `out-remote-${count}.csv`), "--server", urls], { CASHFLOW_API_KEY: KEY }));
    } finally {
      for (const server of servers) server.child.kill("SIGTERM");
      await Promise.all(servers.map((s) => once(s.child, "exit")));
    }
  }
  const efficiency = one.seconds / many.seconds / jobs;
  const report = render(rows, floor, one, jobs, efficiency);
  console.log(report);
  if (ACCOUNTS === 10_000) {
    const text = readFileSync(RESULTS_FILE, "utf8");
    const section = `${START}\n${report}\n${END}`;
    const start = text.indexOf(START);
    const next = start < 0 ? `${text.trimEnd()}\n\n${section}\n` : `${text.slice(0, start)}${section}${text.slice(text.indexOf(END) + END.length)}`;
    writeFileSync(RESULTS_FILE, next);
  }
}

/** The NDJSON input: 10,000 synthetic books of 500 transactions, each its own seed and account id. */
async function writeAccounts(path: string, count = ACCOUNTS): Promise<void> {
  const out = createWriteStream(path);
  for (let i = 0; i < count; i++) {
    const book = syntheticBook(TRANSACTIONS, 1_000 + i);
    if (!out.write(`${JSON.stringify({ ...book, account_id: `bench-${i}` })}\n`)) await once(out, "drain");
  }
  out.end();
  await once(out, "close");
}

const FLOOR_SCRIPT = `
const lines = require("node:readline").createInterface({ input: require("node:fs").createReadStream(process.argv[1]), crlfDelay: Infinity });
let n = 0;
lines.on("line", (line) => { if (line) { JSON.parse(line); n++; } });
lines.on("close", () => console.error("parsed " + n));
`;

/** Runs one command to its end; wall seconds and the peak resident memory (VmHWM) read from /proc just before it exits. */
async function measure(name: string, command: string, args: string[], env: Record<string, string> = {}, accounts = ACCOUNTS): Promise<Row> {
  const started = process.hrtime.bigint();
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  let peakKiB = 0;
  const poll = setInterval(() => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      peakKiB = Math.max(peakKiB, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // the process has just exited
    }
  }, 50);
  const [code] = (await once(child, "exit")) as [number | null];
  clearInterval(poll);
  if (code !== 0) throw new Error(`${name} exited ${code}:\n${stderr}`);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.error(`${name}: ${seconds.toFixed(1)} s, ${(accounts / seconds).toFixed(0)} accounts/s, peak ${(peakKiB / 1024).toFixed(0)} MiB`);
  return { name, accounts, seconds, peakMiB: peakKiB / 1024 };
}

async function startInstances(count: number): Promise<{ child: ReturnType<typeof spawn>; port: number }[]> {
  const servers = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const child = spawn(process.execPath, ["--expose-gc", "dist/src/server/main.js"], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", CASHFLOW_API_KEYS: KEY, CASHFLOW_RATE_LIMIT_RPS: "0", LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    // The server logs its listening line at info, which LOG_LEVEL=warn hides: wait for the port instead.
    await waitForPort(port);
    servers.push({ child, port });
  }
  return servers;
}

async function waitForPort(port: number): Promise<void> {
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/none`);
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

function render(rows: Row[], floor: Row, one: Row, jobs: number, efficiency: number): string {
  const rate = (row: Row) => row.accounts / row.seconds;
  const lines = [
    "## Batch scoring",
    "",
    `Written by \`npm run bench:batch\` (bench/batch.ts) on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC: ${ACCOUNTS.toLocaleString("en-US")} accounts of ${TRANSACTIONS} transactions`,
    `(${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}; load average at the end ${loadavg()[0]!.toFixed(2)}).`,
    "Each account is answered for the six routes of the CSV summary (`--csv`). The floor reads the same NDJSON and",
    "JSON.parses every line in one process; the instances run with rate limiting off, on the same two cores as the batch.",
    "Nothing else ran during the measurement.",
    "",
    "| run | seconds | accounts/s | vs floor | vs --jobs 1 | peak memory MiB |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map((row) => `| ${row.name} | ${row.seconds.toFixed(1)} | ${rate(row).toFixed(0)} | ×${(rate(row) / rate(floor)).toFixed(2)} | ×${(rate(row) / rate(one)).toFixed(2)} | ${row.peakMiB.toFixed(0)} |`),
    "",
    `Scaling efficiency in process: --jobs ${jobs} gives ${(efficiency * jobs).toFixed(2)}× one job's rate, ${(efficiency * 100).toFixed(0)}% of ${jobs}× (aim: within 15% of ${jobs}×).`,
    `Memory: peak ${rows[2]!.peakMiB.toFixed(0)} MiB for ${ACCOUNTS.toLocaleString("en-US")} accounts against ${rows[3]!.peakMiB.toFixed(0)} MiB for a tenth of them.`,
  ];
  return lines.join("\n");
}

await main();
