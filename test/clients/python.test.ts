/**
 * examples/python/client.py as a Python user runs it: Debian's python3 with Debian's grpcio and
 * protobuf, stubs generated from proto/ by Debian's protoc and grpc_python_plugin, against the real
 * server on an ephemeral port. The Debian packages are installed when missing (.ci/run installs them
 * first; this is the fallback for `npm test` on a developer's machine). Without them the suite fails
 * with the reason: a Python client that is never run would rot unnoticed.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, TEST_KEY, type RunningServer } from "../support/server.js";
import { BOOK, expectSameAnswersAsGateway, INVALID_BOOK, INVALID_FIELDS, ROOT, runTool, violationFields, type Ran } from "./support.js";

/** Debian's interpreter, which python3-grpcio installs for; `python3` on PATH may be another (pyenv). */
const PYTHON = "/usr/bin/python3";
const CLIENT = join(ROOT, "examples/python/client.py");

/** Runs the client with a key in CASHFLOW_API_KEY, as its usage says. */
function client(args: string[], key = TEST_KEY): Promise<Ran> {
  // PYTHONHOME or PYTHONPATH set for another interpreter (a pyenv shell) would break Debian's.
  const { PYTHONHOME: _home, PYTHONPATH: _path, ...env } = process.env;
  return runTool(PYTHON, [CLIENT, ...args], { ...env, CASHFLOW_API_KEY: key });
}

let running: RunningServer;
let target: string;
let scratch: string;
let bookFile: string;

beforeAll(async () => {
  const install = await runTool("bash", [join(ROOT, "examples/python/install-debian-packages.sh")]);
  if (install.code !== 0) {
    throw new Error(
      "The Python client test needs Debian's protobuf-compiler, protobuf-compiler-grpc, python3-grpcio and python3-protobuf, " +
        `and examples/python/install-debian-packages.sh could not install them:\n${install.stderr}`,
    );
  }
  const generate = await runTool("bash", [join(ROOT, "examples/python/generate.sh")]);
  if (generate.code !== 0) throw new Error(`examples/python/generate.sh failed:\n${generate.stderr}`);

  scratch = mkdtempSync(join(tmpdir(), "cashflow-python-"));
  bookFile = join(scratch, "book.json");
  writeFileSync(bookFile, JSON.stringify(BOOK));
  running = await startServer();
  target = `127.0.0.1:${running.port}`;
  // apt-get may have to fetch and unpack four packages on a fresh machine.
}, 600_000);

afterAll(async () => {
  await running?.close();
  if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
});

describe("examples/python/client.py over gRPC", () => {
  it("calls all eight methods, and each answers what the JSON gateway answers", async () => {
    const ran = await client([target, bookFile, "--json"]);
    expect(ran.code, ran.stderr).toBe(0);
    await expectSameAnswersAsGateway(ran.stdout, running.port);
  });

  it("gives the figures worked by hand", async () => {
    const ran = await client([target, bookFile, "--json", "LiquidityRunoutForecast", "EarlyPaymentDiscountLeak", "CashflowHealthScore"]);
    expect(ran.code, ran.stderr).toBe(0);
    const answers = JSON.parse(ran.stdout);

    // Worked by hand beside BOOK; protobuf JSON writes int64 as strings.
    const runout = answers.LiquidityRunoutForecast.structured;
    expect(runout.runway_stable).toBe(false);
    expect(runout.estimated_days_to_zero_balance).toBe("205");
    expect(runout.projected_balance_30d_minor).toBe("1067857");
    expect(runout.funding_gap_30d_minor).toBe("0");
    expect(runout.treasury_war_room_hours_recommended_next_30d).toBe(4);

    const discounts = answers.EarlyPaymentDiscountLeak.structured;
    expect(discounts.invoices_with_discount_terms).toBe(2);
    expect(discounts.discounts_on_table_minor).toBe("7000");
    expect(discounts.estimated_recoverable_minor).toBe("4000");
    expect(discounts.ap_clerk_hours_to_capture_estimate).toBe(0.3);

    const drivers = answers.CashflowHealthScore.structured.drivers;
    expect(drivers.net_position_minor).toBe("-170000");
    expect(drivers.monthly_outflow_minor).toBe("632143");
  });

  it("prints a readable summary from the typed fields", async () => {
    const ran = await client([target, bookFile, "LiquidityRunoutForecast"]);
    expect(ran.code, ran.stderr).toBe(0);
    expect(ran.stdout).toContain("LiquidityRunoutForecast (liquidity-runout-forecast, account client-example-001)");
    expect(ran.stdout).toContain("205 days to a zero balance; in 30 days 1067857, funding gap 0, 4 war-room hours");
    expect(ran.stdout).toContain("At the recent pace the balance reaches zero in about 205 days.");
  });

  it("reads every invalid field from the FieldViolations detail of INVALID_ARGUMENT", async () => {
    const invalidFile = join(scratch, "invalid.json");
    writeFileSync(invalidFile, JSON.stringify(INVALID_BOOK));
    const ran = await client([target, invalidFile, "DistressEarlyWarning"]);
    expect(ran.code).toBe(1);
    expect(ran.stdout).toBe("");
    expect(ran.stderr).toMatch(/^DistressEarlyWarning: INVALID_ARGUMENT: The request envelope has 3 invalid fields starting with account_id\./);
    expect(violationFields(ran.stderr)).toEqual(INVALID_FIELDS);
  });

  it("exits 2 when the service refuses the key", async () => {
    const ran = await client([target, bookFile, "CashflowHealthScore"], "not-the-key");
    expect(ran.code).toBe(2);
    expect(ran.stderr).toContain("CashflowHealthScore: UNAUTHENTICATED");
    expect(ran.stderr).toContain("check CASHFLOW_API_KEY");
  });

  it("names the field of an envelope protobuf JSON cannot parse, before calling", async () => {
    const unparsable = join(scratch, "unparsable.json");
    writeFileSync(unparsable, JSON.stringify({ ...BOOK, balances: { current_minor: "12.5" } }));
    const ran = await client([target, unparsable]);
    expect(ran.code).toBe(1);
    expect(ran.stderr).toContain("current_minor");
  });
});

describe("examples/python/client.py over TLS", () => {
  let tls: RunningServer;
  beforeAll(async () => {
    tls = await startServer({ tls: { certFile: join(ROOT, "test/support/tls/cert.pem"), keyFile: join(ROOT, "test/support/tls/key.pem") } });
  });
  afterAll(() => tls.close());

  it("connects with --ca-cert to a server started with CASHFLOW_TLS_CERT", async () => {
    const ran = await client([`localhost:${tls.port}`, bookFile, "--ca-cert", join(ROOT, "test/support/tls/cert.pem"), "LiquidityRunoutForecast"]);
    expect(ran.code, ran.stderr).toBe(0);
    expect(ran.stdout).toContain("205 days to a zero balance");
  });
});
