/**
 * The CLI on input meant to hurt it, each case from a hostile run: a file or an NDJSON line too
 * large to hold, an account that never finishes, a --server that redirects, streams without end or
 * is given with a password, a --resume output whose last line lost its line feed, JSON nested a
 * million deep, and control characters in a file's cells. Servers are real HTTP servers on
 * loopback started here; the CLI runs through `run`, the function `cashflow` calls.
 */

import { mkdtempSync, readFileSync, truncateSync, writeFileSync, mkdirSync, copyFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { once } from "node:events";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { run } from "../../src/cli/run.js";
import { countAccounts } from "../../src/cli/batch/inputs.js";
import { ROOT } from "../support/process.js";

const dir = mkdtempSync(join(tmpdir(), "cashflow-hostile-"));
const EXAMPLE = join(ROOT, "examples/small-company.json");
const example = JSON.parse(readFileSync(EXAMPLE, "utf8")) as Record<string, unknown>;

async function cashflow(argv: string[], extra: { terminal?: boolean } = {}) {
  let stdout = "";
  let stderr = "";
  const status = await run(argv, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    env: { CASHFLOW_API_KEY: "test-key-0123456789" },
    today: () => "2026-11-25",
    stdoutIsTerminal: extra.terminal ?? false,
  });
  return { status, stdout, stderr };
}

const resultLines = (text: string) => text.trim().split("\n").map((line) => JSON.parse(line) as Record<string, any>);

/** A loopback HTTP server answering with `handler`; counts the requests it got. */
async function serve(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<{ url: string; requests: () => number; server: Server }> {
  let count = 0;
  const server = createServer((request, response) => {
    count++;
    handler(request, response);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests: () => count, server };
}
const servers: Server[] = [];
afterAll(() => {
  for (const server of servers) server.closeAllConnections(), server.close();
});

describe("a size limit on every file, NDJSON line and answer", () => {
  it("refuses a 600 MB file from its size alone, naming the file, its size, the limit and the flag", async () => {
    // A sparse file: 600 MB long on its stat, no disk used. Reading it would take 600 MB of memory.
    const huge = join(dir, "huge.csv");
    writeFileSync(huge, "");
    truncateSync(huge, 600_000_000);
    const before = process.memoryUsage().rss;
    const ran = await cashflow(["import", huge]);
    expect(ran.status).toBe(1);
    // 600,000,000 bytes / 1,048,576 = 572.2 MiB; the default limit is 64 MiB.
    expect(ran.stderr).toBe(`cashflow: ${huge}: the file is 572.2 MiB, over the 64 MiB limit for one file, so it was not read.\n  Fix: split it, or raise the limit with --max-file-bytes if the file is what you meant.\n`);
    expect(process.memoryUsage().rss - before).toBeLessThan(100_000_000);
  });

  it("in a batch folder, refuses the huge file on its own line and answers the others (exit 1)", async () => {
    const folder = join(dir, "folder");
    mkdirSync(folder);
    copyFileSync(EXAMPLE, join(folder, "a-good.json"));
    const huge = join(folder, "b-huge.json");
    writeFileSync(huge, "");
    truncateSync(huge, 600_000_000);
    copyFileSync(EXAMPLE, join(folder, "c-good.json"));
    const ran = await cashflow(["batch", folder, "--jobs", "1", "--routes", "cashflow-health-score"]);
    expect(ran.status).toBe(1);
    const out = resultLines(ran.stdout);
    expect(out.map((l) => [l["source"], l["status"]])).toEqual([
      [join(folder, "a-good.json"), "ok"],
      [huge, "unreadable"],
      [join(folder, "c-good.json"), "ok"],
    ]);
    expect(out[1]!["error"]).toContain("over the 64 MiB limit for one file");
  });

  it("refuses an NDJSON line over --max-file-bytes on its own line; the lines around it are answered", async () => {
    const file = join(dir, "long-line.ndjson");
    const good = JSON.stringify(example);
    // The middle line is the example with a 20,000-character description: over a 10,000-byte limit.
    const long = JSON.stringify({ ...example, note: "x".repeat(20_000) });
    writeFileSync(file, `${good}\n${long}\n${good}`);
    const ran = await cashflow(["batch", file, "--jobs", "1", "--routes", "cashflow-health-score", "--max-file-bytes", "10000"]);
    expect(ran.status).toBe(1);
    const out = resultLines(ran.stdout);
    expect(out.map((l) => [l["source"], l["status"]])).toEqual([
      [`${file}:1`, "ok"],
      [`${file}:2`, "unreadable"],
      [`${file}:3`, "ok"],
    ]);
    // 10,000 bytes / 1,024 = 9.77 KiB, shown to one decimal.
    expect(out[1]!["error"]).toBe("the line is longer than the 9.8 KiB limit for one NDJSON line, so it was not read; split the account's envelope, or raise the limit with --max-file-bytes");
  });

  it("reads an NDJSON line with work linear in its length: its buffer grows by doubling", async () => {
    // The line buffer used to grow 1 MiB at a time, copying the whole line each time: for an 8 MiB
    // line, buffers of 1 + 2 + … + 9 MiB = 45 MiB, each filled by copying the one before. Doubling
    // allocates 1 + 2 + 4 + 8 + 16 = 31 MiB, under 4 times the line (32 MiB), whatever its length.
    // Counted, not timed: on this machine fresh pages for a 64 MiB buffer cost ten times more CPU
    // under a full suite than alone, which no time ratio survives.
    const line = join(dir, "line-8.ndjson");
    writeFileSync(line, `{"a":"${"x".repeat(8 << 20)}"}\n`);
    const allocate = vi.spyOn(Buffer, "allocUnsafe");
    try {
      expect(await countAccounts([line], 64 << 20)).toBe(1);
      const allocated = allocate.mock.calls.reduce((sum, [size]) => sum + size, 0);
      expect(allocated, `${(allocated / (1 << 20)).toFixed(1)} MiB allocated for an 8 MiB line`).toBeLessThanOrEqual(4 * (8 << 20));
    } finally {
      allocate.mockRestore();
    }
  });

  it("gives up an account past --account-timeout, reports it on its line, and answers the accounts queued behind it", async () => {
    const folder = join(dir, "slow");
    mkdirSync(folder);
    // 150,000 rows take this machine many seconds to import and analyse; the limit is 3 s.
    const rows = ["Date,Description,Amount"];
    for (let i = 0; i < 150_000; i++) rows.push(`2026-01-${String((i % 28) + 1).padStart(2, "0")},Item ${i},${i % 2 === 0 ? "-" : ""}${(i % 97) + 1}.25`);
    writeFileSync(join(folder, "a-slow.csv"), `${rows.join("\n")}\n`);
    copyFileSync(EXAMPLE, join(folder, "b-quick.json"));
    copyFileSync(EXAMPLE, join(folder, "c-quick.json"));
    const ran = await cashflow(["batch", folder, "--jobs", "1", "--routes", "cashflow-health-score", "--account-timeout", "3", "--currency", "USD", "--as-of", "2026-02-01"]);
    expect(ran.status).toBe(1);
    const out = resultLines(ran.stdout);
    expect(out.map((l) => l["status"])).toEqual(["unreadable", "ok", "ok"]);
    expect(out[0]!["error"]).toBe("not answered within 3 s (--account-timeout), so it was given up; the run went on");
  }, 120_000);
});

describe("a --server that is not to be trusted", () => {
  it("stops reading an endless answer at the limit and says so (exit 3)", async () => {
    let aborted = false;
    const endless = await serve((_request, response) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (!response.destroyed && response.write(chunk));
        if (!response.destroyed) response.once("drain", pump);
      };
      response.on("close", () => (aborted = true));
      pump();
    });
    const ran = await cashflow([EXAMPLE, "--server", endless.url, "--route", "cashflow-health-score", "--max-file-bytes", "1MiB"]);
    expect(ran.status).toBe(3);
    expect(ran.stderr).toBe(`cashflow: ${endless.url}/api/v1/cashflow-health-score sent an answer larger than 1 MiB (the --max-file-bytes limit), so it was not read; is --server the cash-flow service?\n`);
    await expect.poll(() => aborted).toBe(true);
  });

  it("does not follow a redirect to another origin: the envelope never reaches it, and the message names it", async () => {
    const elsewhere = await serve((_request, response) => response.end("{}"));
    const redirecting = await serve((_request, response) => {
      response.writeHead(307, { Location: `${elsewhere.url}/collect` });
      response.end();
    });
    const ran = await cashflow([EXAMPLE, "--server", redirecting.url, "--route", "cashflow-health-score"]);
    expect(ran.status).toBe(3);
    expect(ran.stderr).toBe(
      `cashflow: ${redirecting.url}/api/v1/cashflow-health-score answered 307 pointing to ${elsewhere.url}/collect; the CLI does not follow redirects, which would send the envelope and the key elsewhere. If that address is the service, give it as --server.\n`,
    );
    expect(redirecting.requests()).toBe(1);
    expect(elsewhere.requests()).toBe(0);
  });

  it("in batch, stops the run at a redirect instead of POSTing every account elsewhere (exit 2)", async () => {
    const elsewhere = await serve((_request, response) => response.end("{}"));
    const redirecting = await serve((_request, response) => {
      response.writeHead(307, { Location: elsewhere.url });
      response.end();
    });
    const file = join(dir, "redirected.ndjson");
    writeFileSync(file, `${JSON.stringify(example)}\n`.repeat(12));
    const ran = await cashflow(["batch", file, "--server", redirecting.url, "--concurrency", "1", "--routes", "cashflow-health-score"]);
    expect(ran.status).toBe(2);
    expect(ran.stderr).toContain("does not follow redirects");
    expect(elsewhere.requests()).toBe(0);
  });

  it("in batch, gives up an account whose server never answers after --account-timeout, and goes on", async () => {
    const silent = await serve(() => {
      // Holds every request open and never answers.
    });
    const file = join(dir, "silent.ndjson");
    writeFileSync(file, `${JSON.stringify(example)}\n`.repeat(2));
    const started = Date.now();
    const ran = await cashflow(["batch", file, "--server", silent.url, "--routes", "cashflow-health-score", "--account-timeout", "1"]);
    expect(ran.status).toBe(1);
    expect(resultLines(ran.stdout).map((l) => l["error"])).toEqual(Array(2).fill("not answered within 1 s (--account-timeout), so it was given up; the run went on"));
    // Both accounts in flight at once (concurrency 4), each given up after 1 s plus one retry's pause: far below the 60 s call timeout.
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it("refuses a URL with user:password@ before any call, never printing the password", async () => {
    const listening = await serve((_request, response) => response.end("{}"));
    const withPassword = listening.url.replace("http://", "http://ops:s3cret-pass@");
    for (const argv of [[EXAMPLE, "--server", withPassword], ["batch", EXAMPLE, "--server", withPassword]]) {
      const ran = await cashflow(argv);
      expect(ran.status).toBe(2);
      expect(ran.stderr).toContain("Give the URL without them and the API key in CASHFLOW_API_KEY");
      expect(ran.stderr + ran.stdout).not.toContain("s3cret-pass");
    }
    expect(listening.requests()).toBe(0);
  });
});

describe("--resume, deep JSON and control characters", () => {
  it("--resume keeps a complete last line that lost its line feed, and does not answer that account again", async () => {
    const input = join(dir, "resume.ndjson");
    writeFileSync(input, ["acct-1", "acct-2"].map((id) => JSON.stringify({ ...example, account_id: id })).join("\n") + "\n");
    const output = join(dir, "resume-out.ndjson");
    const first = await cashflow(["batch", input, "--jobs", "1", "--routes", "cashflow-health-score", "-o", output]);
    expect(first.status).toBe(0);
    // The run stopped after writing acct-1's line but before its line feed.
    const firstLine = readFileSync(output, "utf8").split("\n")[0]!;
    writeFileSync(output, firstLine);
    const resumed = await cashflow(["batch", input, "--jobs", "1", "--routes", "cashflow-health-score", "-o", output, "--resume"]);
    expect(resumed.status).toBe(0);
    const out = resultLines(readFileSync(output, "utf8"));
    expect(out.map((l) => [l["account_id"], l["status"]])).toEqual([
      ["acct-1", "ok"],
      ["acct-2", "ok"],
    ]);
    expect(resumed.stderr).toContain("1 skipped");
  });

  it("--resume cuts a last line cut off mid-way and answers that account again", async () => {
    const input = join(dir, "resume2.ndjson");
    writeFileSync(input, ["acct-1", "acct-2"].map((id) => JSON.stringify({ ...example, account_id: id })).join("\n") + "\n");
    const output = join(dir, "resume2-out.ndjson");
    await cashflow(["batch", input, "--jobs", "1", "--routes", "cashflow-health-score", "-o", output]);
    const [line1, line2] = readFileSync(output, "utf8").split("\n");
    writeFileSync(output, `${line1}\n${line2!.slice(0, 40)}`);
    const resumed = await cashflow(["batch", input, "--jobs", "1", "--routes", "cashflow-health-score", "-o", output, "--resume"]);
    expect(resumed.status).toBe(0);
    expect(resultLines(readFileSync(output, "utf8")).map((l) => l["account_id"])).toEqual(["acct-1", "acct-2"]);
  });

  it("refuses JSON nested a million deep, naming the depth limit, instead of crashing", async () => {
    const deep = join(dir, "deep.json");
    writeFileSync(deep, `${"[".repeat(1_000_000)}${"]".repeat(1_000_000)}`);
    const ran = await cashflow(["import", deep]);
    expect(ran.status).toBe(1);
    // The 65th '[' is the first past 64 levels: column 65.
    expect(ran.stderr).toBe(`cashflow: ${deep} is not valid JSON: line 1, column 65: nesting deeper than 64 levels of arrays and objects, the limit for a JSON file (an envelope needs 4).\n`);
  });

  it("shows control characters from a file escaped in refusals, notes and tables", async () => {
    // An amount cell carrying an OSC sequence that would retitle the window, then BEL.
    const csv = join(dir, "osc.csv");
    writeFileSync(csv, "Date,Description,Amount\n2026-01-02,Coffee,\u001b]0;pwned\u0007\n");
    const refused = await cashflow([csv, "--currency", "USD"]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).not.toMatch(/[\u001b\u0007]/);
    expect(refused.stderr).toContain("\\x1b]0;pwned\\x07");

    // An account id that clears the screen, shown in the table's heading on a terminal.
    const envelope = join(dir, "esc.json");
    writeFileSync(envelope, JSON.stringify({ ...example, account_id: "ops\u001b[2J\u009b31m" }));
    const table = await cashflow([envelope, "--route", "cashflow-health-score"], { terminal: true });
    expect(table.status).toBe(0);
    expect(table.stdout).not.toMatch(/[\u001b\u009b]/);
    expect(table.stdout).toContain("Account ops\\x1b[2J\\x9b31m");

    // With --json the same id stays exact JSON: C1 written as \u escapes, which read back unchanged.
    const json = await cashflow([envelope, "--route", "cashflow-health-score", "--json"], { terminal: true });
    expect(json.stdout).not.toMatch(/[\u001b\u009b]/);
    expect((JSON.parse(json.stdout) as { account_id: string }).account_id).toBe("ops\u001b[2J\u009b31m");
  });
});

