/**
 * The CLI as a user runs it: a child process through `npx tsx src/cli/main.ts`, on the example
 * envelopes, in-process and against a service. The service here is a small stand-in speaking the
 * JSON gateway's contract (POST /api/v1/<slug>, Bearer key, the error body), answering with the
 * real engine, so the CLI's client side is tested without depending on the server's bootstrap.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyse, isSlug, SLUGS } from "../../src/engine/index.js";
import { cashflowProcess } from "../support/run-command.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const KEY = "test-key-5f1c9a";


/** Runs the CLI in a child process; asynchronous, so the stand-in service can answer meanwhile. */
const cashflow = cashflowProcess;

function engineResponses(example: string) {
  const envelope = JSON.parse(readFileSync(`${ROOT}examples/${example}`, "utf8"));
  return SLUGS.map((slug) => {
    const result = analyse(slug, envelope);
    if (!result.ok) throw new Error(`${example} refused by ${slug}`);
    return result.response;
  });
}

describe("cashflow in-process", () => {
  it("prints the eight results as tables", async () => {
    const ran = await cashflow(["examples/small-company.json"]);
    expect(ran.status).toBe(0);
    for (const title of ["Cash-flow health score", "30-day cash position forecast", "Liquidity run-out forecast", "Scenario simulation",
      "Receivables collection priorities", "Burn rate and reduction opportunities", "Distress early warning", "Early-payment discount leak"]) {
      expect(ran.stdout).toContain(title);
    }
    // monthly outflow: round(6,763,770 · 30/90) = 2,254,590 cents (see examples.test.ts)
    expect(ran.stdout).toMatch(/ {2}Monthly outflow {9}\$22,545\.90\n/);
    // 2% of the open 480,000 and 215,000 bills: 9,600 + 4,300 → round(0.8 · 13,900) = 11,120
    expect(ran.stdout).toMatch(/Estimated recoverable +\$111\.20\n/);
    expect(ran.stdout.match(/Generated from structured signals using fixed templates\./g)).toHaveLength(8);
  });

  it("prints --json as the engine's eight response envelopes", async () => {
    const ran = await cashflow(["examples/overdrawn-account.json", "--json"]);
    expect(ran.status).toBe(0);
    expect(JSON.parse(ran.stdout)).toEqual(engineResponses("overdrawn-account.json"));
  });

  it("prints one route with --route, as JSON", async () => {
    const ran = await cashflow(["examples/burning-startup.json", "--route", "liquidity-runout-forecast", "--json"]);
    expect(ran.status).toBe(0);
    const body = JSON.parse(ran.stdout);
    expect(body.endpoint).toBe("liquidity-runout-forecast");
    expect(body.structured.runway_stable).toBe(false);
    // floor(18,000,000 / 390,888.89) (see examples.test.ts)
    expect(body.structured.estimated_days_to_zero_balance).toBe(46);
  });

  it("reads the bank CSV export", async () => {
    const ran = await cashflow(["examples/bank-export.csv", "--currency", "USD", "--route", "burn-rate-optimizer"]);
    expect(ran.status).toBe(0);
    // outflow: 1,850.00 + 742.35 + 89.00 + 3,125.00 + 318.42 + 688.10 + 250.00 + 3,125.00 + 15.00
    //        = 10,202.87 over N = 29 days (03-02 .. 03-30) → round(1,020,287 · 30/29) = 1,055,469 cents
    expect(ran.stdout).toContain("Monthly burn (less own transfers)   $10,554.69");
    expect(ran.stdout).toContain("Account bank-export  ·  USD  ·  as of 2026-03-30  ·  14 transactions");
  });

  it("exits 2 on a usage error and 1 on a malformed file", async () => {
    const [usage, malformed] = await Promise.all([
      cashflow(["examples/small-company.json", "--route"]),
      cashflow(["test/cli/fixtures/bad-amount.csv", "--balance", "0", "--currency", "USD"]),
    ]);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain("cashflow: --route needs a value.");
    expect(malformed.status).toBe(1);
    expect(malformed.stderr).toContain("line 14, column 'amount': '12,3x' is not an amount");
  });
});

describe("cashflow --server", () => {
  let server: Server;
  let url: string;
  const seen: { path: string; auth: string | undefined; type: string | undefined }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        seen.push({ path: req.url ?? "", auth: req.headers.authorization, type: req.headers["content-type"] });
        const send = (status: number, body: unknown) => {
          res.writeHead(status, { "content-type": "application/json" });
          res.end(JSON.stringify(body));
        };
        if (req.headers.authorization !== `Bearer ${KEY}`) {
          send(401, { error: "unauthenticated", message: "A valid API key is required.", details: [], request_id: "req-401" });
          return;
        }
        const slug = (req.url ?? "").replace(/^\/api\/v1\//, "");
        if (req.method !== "POST" || !isSlug(slug)) {
          send(404, { error: "not_found", message: "No such route.", details: [], request_id: "req-404" });
          return;
        }
        const result = analyse(slug, JSON.parse(Buffer.concat(chunks).toString("utf8")));
        if (result.ok) send(200, result.response);
        else send(400, { error: "invalid_request", message: "The request has invalid fields.", details: result.violations, request_id: "req-400" });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("POSTs the envelope to /api/v1/<slug> with the Bearer key and prints the same tables", async () => {
    seen.length = 0;
    const [remote, local] = await Promise.all([
      cashflow(["examples/small-company.json", "--server", url], { CASHFLOW_API_KEY: KEY }),
      cashflow(["examples/small-company.json"]),
    ]);
    expect(remote.status).toBe(0);
    expect(seen.map((s) => s.path)).toEqual(SLUGS.map((slug) => `/api/v1/${slug}`));
    expect(seen.every((s) => s.auth === `Bearer ${KEY}` && s.type === "application/json")).toBe(true);
    // Only the heading says where the figures came from.
    const body = (text: string) => text.slice(text.indexOf("\n"));
    expect(body(remote.stdout)).toBe(body(local.stdout));
    expect(remote.stdout).toContain(`answered by ${url}`);
    expect(remote.stdout + remote.stderr).not.toContain(KEY);
  });

  it("prints --json exactly as the gateway answered", async () => {
    const ran = await cashflow(["examples/small-company.json", "--server", url, "--key", KEY, "--json"]);
    expect(ran.status).toBe(0);
    expect(JSON.parse(ran.stdout)).toEqual(engineResponses("small-company.json"));
  });

  it("prints a 400's details with their field paths and exits 1", async () => {
    const ran = await cashflow(["test/cli/fixtures/bad-date.json", "--server", url, "--route", "cashflow-health-score"], { CASHFLOW_API_KEY: KEY });
    expect(ran.status).toBe(1);
    expect(ran.stderr).toContain("cashflow: the service refused cashflow-health-score with 400 invalid_request: The request has invalid fields.\n");
    expect(ran.stderr).toContain("  transactions[1].date: Must be a real calendar date");
    expect(ran.stderr).toContain("  request id: req-400\n");
  });

  it("exits 2 on a refused key and never prints the key", async () => {
    const wrong = "wrong-key-8d2e";
    const ran = await cashflow(["examples/small-company.json", "--server", url], { CASHFLOW_API_KEY: wrong });
    expect(ran.status).toBe(2);
    expect(ran.stderr).toContain("with 401 unauthenticated: A valid API key is required. Check the key (CASHFLOW_API_KEY or --key).");
    expect(ran.stdout + ran.stderr).not.toContain(wrong);
  });

  it("exits 3 when nothing listens", async () => {
    // A port just released by a listener of our own: free, so the connection is refused.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const closed = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
    await new Promise((resolve) => probe.close(resolve));
    const ran = await cashflow(["examples/small-company.json", "--server", closed], { CASHFLOW_API_KEY: KEY });
    expect(ran.status).toBe(3);
    expect(ran.stderr).toContain(`cashflow: could not reach ${closed}: ECONNREFUSED\n`);
  });
});
