import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { killIfRunning, listeningPort, ROOT, spawnServer, type ServerProcess } from "../support/process.js";

/**
 * Every fenced shell block of README.md and examples/README.md, pasted in order into one shell per
 * document, as a new user would after cloning: against a real server on a free port, with only the
 * port rewritten (8080 → the test's). A block that fails fails the test, naming the block.
 *
 * Handled explicitly, and why:
 * - Blocks that start the server (`npm start`, `npm ci && npm start`) are not run: the test starts
 *   the server itself, with the keys those blocks set (`CASHFLOW_API_KEYS=…`), as the README's own
 *   process would (src/server/main.ts; test/e2e/npm-start.test.ts runs `npm start` itself).
 * - `npx cashflow` is the CLI that `npm ci` builds; here it runs from the same source through tsx
 *   (building in the test would spend a minute of a shared machine on a compile the build already
 *   checks), by a shell function that passes every other `npx` command through unchanged.
 * - curl fails on an HTTP error status (`--fail-with-body`), so a refused key or body fails the block
 *   instead of printing an error body and exiting 0.
 * - Skipped, each for the reason in SKIPPED: blocks that install packages (the Python client's Debian
 *   packages; test/clients/python.test.ts installs and runs them), run benchmarks, need a file or
 *   host of the reader's own (a portfolio, a buf template, remote instances), or print a PDF when no
 *   Chromium is installed.
 * The shell gets no CASHFLOW_ variable from this process: a block that needs the key must have set it.
 */

const SERVER_STARTS = /(^|\s)(npm ci|npm start|npm run start)/m;

/** Blocks not run, matched by their text, with the reason each is left out. */
const SKIPPED: [RegExp, string][] = [
  [/^\s*(docker|kubectl)\b/m, "starts containers or a cluster"],
  [/npm run bench/, "runs benchmarks, which the shared machine must not"],
  [/install-debian-packages\.sh/, "installs Debian packages; test/clients/python.test.ts installs them and runs these commands"],
  [/buf generate --template buf\.gen\.go\.yaml/, "uses a template the reader saves first and Go generators installed on their machine"],
  [/cashflow batch accounts\.ndjson/, "names the reader's own portfolio file and instances (10.0.0.5, 10.0.0.6)"],
];

const hasChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].some((path) => {
  try {
    readFileSync(path);
    return true;
  } catch {
    return false;
  }
});

interface Block {
  file: string;
  line: number;
  text: string;
}

function shellBlocks(file: string): Block[] {
  const source = readFileSync(join(ROOT, file), "utf8");
  const blocks: Block[] = [];
  const fence = /^```(sh|bash|shell)\n([\s\S]*?)^```$/gm;
  for (let match = fence.exec(source); match !== null; match = fence.exec(source)) {
    blocks.push({ file, line: source.slice(0, match.index).split("\n").length, text: match[2]! });
  }
  return blocks;
}

function skipReason(block: Block): string | undefined {
  if (SERVER_STARTS.test(block.text)) return "starts the server: the test starts it itself";
  for (const [pattern, reason] of SKIPPED) if (pattern.test(block.text)) return reason;
  if (/--pdf\b/.test(block.text) && !hasChromium) return "prints a PDF with Chromium, which is not installed here";
  return undefined;
}

const DOCUMENTS = ["README.md", "examples/README.md"];
const blocksOf = new Map(DOCUMENTS.map((file) => [file, shellBlocks(file)] as const));

let server: ServerProcess;
let port: number;
/** A folder for the files the commands write (envelope.json, report.html), with the repository's inputs linked in. */
let workdir: string;

beforeAll(async () => {
  // The keys the skipped start blocks give the server.
  const keys = new Set<string>();
  for (const blocks of blocksOf.values()) {
    for (const block of blocks) for (const match of block.text.matchAll(/CASHFLOW_API_KEYS=(\S+)/g)) keys.add(match[1]!);
  }
  server = spawnServer({ CASHFLOW_API_KEYS: [...keys].join(",") });
  port = await listeningPort(server);
  workdir = mkdtempSync(join(tmpdir(), "cashflow-readme-"));
  for (const name of ["examples", "proto", "buf.yaml", "node_modules", "package.json"]) symlinkSync(join(ROOT, name), join(workdir, name));
}, 60_000);
afterAll(() => killIfRunning(server));

function runShell(script: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    // Only the basics of this environment: no CASHFLOW_ variable, no PORT.
    const env: Record<string, string> = { PATH: process.env["PATH"] ?? "", HOME: process.env["HOME"] ?? "", LANG: "C.UTF-8", CLI_ROOT: ROOT };
    const child = spawn("bash", ["-c", script], { cwd: workdir, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const PRELUDE = [
  "set -eo pipefail",
  'npx() { if [ "$1" = cashflow ]; then shift; node --import tsx "$CLI_ROOT/src/cli/main.ts" "$@"; else command npx "$@"; fi; }',
  "curl() { command curl --fail-with-body \"$@\"; }",
].join("\n");

describe("the shell blocks of the README files, pasted in order", () => {
  for (const file of DOCUMENTS) {
    it(`${file}: every block runs and exits 0`, { timeout: 600_000 }, async () => {
      const blocks = blocksOf.get(file)!;
      const run: Block[] = [];
      const skipped: string[] = [];
      for (const block of blocks) {
        const reason = skipReason(block);
        if (reason === undefined) run.push(block);
        else skipped.push(`${file}:${block.line} (${reason})`);
      }
      // Most blocks are commands a reader runs against the server; only the few above are left out.
      expect(run.length, `skipped: ${skipped.join("; ")}`).toBeGreaterThan(skipped.length);
      const script = [
        PRELUDE,
        ...run.map((block) => `echo "@@ ${block.file}:${block.line}" >&2\n${block.text.replace(/localhost:8080/g, `localhost:${port}`)}`),
        'echo "@@ done" >&2',
      ].join("\n");
      const result = await runShell(script);
      const failedAt = [...result.stderr.matchAll(/^@@ (.+)$/gm)].at(-1)?.[1];
      expect({ code: result.code, lastBlock: failedAt }, `the block at ${failedAt} failed:\n${result.stderr.slice(-3000)}\n${result.stdout.slice(-2000)}`).toEqual({ code: 0, lastBlock: "done" });
    });
  }
});
