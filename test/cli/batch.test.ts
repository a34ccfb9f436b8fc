import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../src/cli/run.js";
import { spreadsheetText } from "../../src/cli/batch/output.js";
import { analyse } from "../../src/engine/index.js";
import { ROOT } from "../support/process.js";
import { startServer, TEST_KEY, type RunningServer } from "../support/server.js";

/**
 * `cashflow batch` as a lender runs it over a night's accounts: every account answered once, in
 * input order, a bad account reported on its own line while the run goes on, --resume finishing an
 * interrupted run, and the same work sent to two running instances.
 */

const dir = mkdtempSync(join(tmpdir(), "cashflow-batch-"));
const base = JSON.parse(readFileSync(join(ROOT, "examples/small-company.json"), "utf8")) as Record<string, unknown>;
/** Twelve accounts: the example book under twelve ids, every third one with 10,000.00 less cash. */
const accounts = Array.from({ length: 12 }, (_, i) => ({
  ...base,
  account_id: `acct-${String(i).padStart(2, "0")}`,
  balances: { ...(base["balances"] as object), current_minor: 6_840_000 - (i % 3 === 0 ? 1_000_000 : 0) },
}));
/** Line 13 is not JSON; line 14 is a book without a balance. */
const ndjson = join(dir, "accounts.ndjson");
writeFileSync(ndjson, [...accounts.map((a) => JSON.stringify(a)), "{not json", JSON.stringify({ account_id: "no-balance", transactions: [], balances: {} })].join("\n") + "\n");

async function cashflow(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const status = await run(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env: { CASHFLOW_API_KEY: TEST_KEY }, today: () => "2026-11-25" });
  return { status, stdout, stderr };
}

const lines = (text: string) => text.trim().split("\n").map((line) => JSON.parse(line) as Record<string, any>);

describe("cashflow batch on worker threads", () => {
  it("answers every account once, in input order, each as the engine answers it alone, and reports the bad ones on their lines", async () => {
    const ran = await cashflow("batch", ndjson, "--jobs", "2", "--routes", "liquidity-runout-forecast,cashflow-health-score");
    // two accounts could not be answered: exit status 1, and the run still wrote all fourteen lines
    expect(ran.status).toBe(1);
    const out = lines(ran.stdout);
    expect(out.map((l) => l["source"])).toEqual(Array.from({ length: 14 }, (_, i) => `${ndjson}:${i + 1}`));
    for (const [i, account] of accounts.entries()) {
      expect(out[i]!["status"]).toBe("ok");
      const alone = analyse("liquidity-runout-forecast", account);
      expect(out[i]!["answers"]["liquidity-runout-forecast"]).toEqual(alone.ok && alone.response);
      expect(Object.keys(out[i]!["answers"])).toEqual(["liquidity-runout-forecast", "cashflow-health-score"]);
    }
    expect(out[12]).toMatchObject({ account_id: null, status: "unreadable" });
    // `{not json`: the second character starts what should be a quoted property name
    expect(out[12]!["error"]).toBe(`line 13 of ${ndjson} is not valid JSON: at character 2, unexpected 'n' where a "quoted" property name was expected`);
    expect(out[13]).toEqual({ account_id: "no-balance", source: `${ndjson}:14`, status: "invalid", violations: [{ field: "balances.current_minor", issue: "This amount is required." }] });
    expect(ran.stderr).toMatch(/^cashflow: 14 accounts in [\d.]+ s: 12 answered, 2 not answered \(see their lines\)\.\n$/);
  });

  it("writes one CSV summary row per account with the answers' figures", async () => {
    const file = join(dir, "summary.csv");
    expect((await cashflow("batch", ndjson, "-o", file)).status).toBe(1);
    const rows = parse(readFileSync(file, "utf8"), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(14);
    const first = rows[0]!;
    const health = analyse("cashflow-health-score", accounts[0]);
    const liquidity = analyse("liquidity-runout-forecast", accounts[0]);
    const burn = analyse("burn-rate-optimizer", accounts[0]);
    if (!health.ok || !liquidity.ok || !burn.ok) expect.fail("the example book was refused");
    expect(first).toMatchObject({
      account_id: "acct-00",
      status: "ok",
      currency: "USD",
      health_score: String(health.response.structured.score),
      runway_stable: String(liquidity.response.structured.runway_stable),
      projected_balance_30d_minor: String(liquidity.response.structured.projected_balance_30d_minor),
      monthly_burn_minor: String(burn.response.structured.monthly_burn_minor),
      problem: "",
    });
    // acct-00 has 10,000.00 less cash than acct-01, so its 30-day balance is 1,000,000 cents lower
    expect(Number(rows[1]!["projected_balance_30d_minor"]) - Number(first["projected_balance_30d_minor"])).toBe(1_000_000);
    expect(rows[13]).toMatchObject({ account_id: "no-balance", status: "invalid", problem: "balances.current_minor: This amount is required." });
  });

  it("--resume finishes an interrupted run: every account exactly once", async () => {
    const file = join(dir, "resumed.ndjson");
    await cashflow("batch", ndjson, "-o", file, "--routes", "burn-rate-optimizer");
    const complete = readFileSync(file, "utf8").split("\n");
    // as if the run was stopped after five accounts, in the middle of the sixth line
    writeFileSync(file, complete.slice(0, 5).join("\n") + "\n" + complete[5]!.slice(0, 40));
    const resumed = await cashflow("batch", ndjson, "-o", file, "--routes", "burn-rate-optimizer", "--resume");
    expect(resumed.stderr).toContain("5 skipped (already in");
    const text = readFileSync(file, "utf8");
    const ids = text
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as { source: string }];
        } catch {
          return []; // the cut line
        }
      })
      .map((l) => l.source);
    expect(ids.sort()).toEqual(Array.from({ length: 14 }, (_, i) => `${ndjson}:${i + 1}`).sort());
  });

  it("--resume exits 1 while accounts the earlier run could not answer remain in the output", async () => {
    const file = join(dir, "resumed-failures.ndjson");
    expect((await cashflow("batch", ndjson, "-o", file, "--routes", "burn-rate-optimizer")).status).toBe(1);
    // nothing is left to answer, but the two bad lines of the first run are still unanswered
    const resumed = await cashflow("batch", ndjson, "-o", file, "--routes", "burn-rate-optimizer", "--resume");
    expect(resumed.status).toBe(1);
    expect(resumed.stderr).toContain("14 skipped (already in");
    expect(resumed.stderr).toContain("2 not answered in the earlier run");
    // a clean input resumed over a clean output ends 0
    const clean = join(dir, "clean.ndjson");
    writeFileSync(clean, accounts.slice(0, 3).map((a) => JSON.stringify(a)).join("\n") + "\n");
    const cleanOut = join(dir, "clean-out.ndjson");
    expect((await cashflow("batch", clean, "-o", cleanOut, "--routes", "burn-rate-optimizer")).status).toBe(0);
    expect((await cashflow("batch", clean, "-o", cleanOut, "--routes", "burn-rate-optimizer", "--resume")).status).toBe(0);
  });

  it("writes every text cell of the summary so a spreadsheet shows it as text, and --resume reads such ids back", async () => {
    // account ids a customer's file could carry, each beginning with a character a spreadsheet runs as a formula
    // (a carriage return, the sixth such character, is checked on spreadsheetText itself below: --resume reads the file by lines)
    const hostile = ["=HYPERLINK(\"http://x\")", "+1-2", "-3+4", "@SUM(A1)", "\tTAB"];
    const input = join(dir, "hostile.ndjson");
    writeFileSync(input, hostile.map((id) => JSON.stringify({ ...accounts[1], account_id: id })).join("\n") + "\n" + JSON.stringify({ account_id: "=bad", balances: {} }) + "\n");
    const file = join(dir, "hostile.csv");
    await cashflow("batch", input, "-o", file);
    const rows = parse(readFileSync(file, "utf8"), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(6);
    const texts = ["account_id", "source", "status", "currency", "problem"];
    for (const row of rows) for (const column of texts) expect(row[column], `${column} of ${row["account_id"]}`).not.toMatch(/^[=+\-@\t\r]/);
    // each id keeps its text after the quote that marks it as text
    expect(rows.map((row) => row["account_id"])).toEqual([...hostile, "=bad"].map((id) => `'${id}`));
    // the problem cell names a field, and begins with a letter anyway
    expect(rows[5]!["problem"]).toMatch(/^balances\.current_minor/);
    expect(spreadsheetText("\rCR")).toBe("'\rCR");
    expect(spreadsheetText("'quoted")).toBe("''quoted");
    expect(spreadsheetText("acct-1")).toBe("acct-1");
    // computed figures are written as numbers: a negative projection stays negative
    const negative = join(dir, "overdrawn.ndjson");
    writeFileSync(negative, JSON.stringify({ ...accounts[1], account_id: "overdrawn", balances: { ...(accounts[1]!.balances as object), current_minor: -50_000_000 } }) + "\n");
    const negativeCsv = join(dir, "overdrawn.csv");
    await cashflow("batch", negative, "-o", negativeCsv);
    const [overdrawn] = parse(readFileSync(negativeCsv, "utf8"), { columns: true }) as Record<string, string>[];
    expect(Number(overdrawn!["projected_balance_30d_minor"])).toBeLessThan(0);
    // the ids read back: resuming skips all seven
    const resumed = await cashflow("batch", input, "-o", file, "--resume");
    expect(resumed.stderr).toContain("6 skipped (already in");
  });

  it("--strict refuses an NDJSON line with a field the API does not know, and answers the rest", async () => {
    const input = join(dir, "strict.ndjson");
    writeFileSync(input, [JSON.stringify(accounts[0]), JSON.stringify({ ...accounts[1], currncy: "USD" })].join("\n") + "\n");
    const ran = await cashflow("batch", input, "--strict", "--routes", "burn-rate-optimizer");
    expect(ran.status).toBe(1);
    const out = lines(ran.stdout);
    expect(out[0]!["status"]).toBe("ok");
    expect(out[1]).toMatchObject({ account_id: "acct-01", status: "invalid", violations: [{ field: "currncy" }] });
    // without --strict the same line is answered
    expect((await cashflow("batch", input, "--routes", "burn-rate-optimizer")).status).toBe(0);
  });

  it("--resume refuses to append to a summary with other columns (one written before the currency column)", async () => {
    const file = join(dir, "old-summary.csv");
    writeFileSync(file, "account_id,source,status,health_score\nacct-00,x:1,ok,50\n");
    const resumed = await cashflow("batch", ndjson, "-o", file, "--resume");
    expect(resumed.status).toBe(2);
    expect(resumed.stderr).toContain("has other columns than this version writes");
    expect(readFileSync(file, "utf8")).toBe("account_id,source,status,health_score\nacct-00,x:1,ok,50\n");
  });

  it("each file keeps the currency it states; --currency only fills a file that states none", async () => {
    const folder = join(dir, "currencies");
    mkdirSync(folder);
    const book = accounts[1] as Record<string, any>;
    writeFileSync(join(folder, "eur.json"), JSON.stringify({ ...book, account_id: "eur", balances: { ...book["balances"], currency: "EUR" } }));
    const { currency: _none, ...noCurrency } = book["balances"];
    writeFileSync(join(folder, "none.json"), JSON.stringify({ ...book, account_id: "none", balances: noCurrency }));
    // the example export states no currency
    writeFileSync(join(folder, "export.csv"), readFileSync(join(ROOT, "examples/bank-export.csv")));
    const file = join(dir, "currencies.csv");
    const ran = await cashflow("batch", folder, "--currency", "USD", "-o", file);
    expect(ran.status).toBe(0);
    const rows = parse(readFileSync(file, "utf8"), { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row["account_id"], row["currency"]])).toEqual([
      ["eur", "EUR"],
      ["export", "USD"],
      ["none", "USD"],
    ]);
  });

  it("takes a folder of files the CLI imports, one account each, with the import flags", async () => {
    const folder = join(dir, "exports");
    mkdirSync(folder);
    writeFileSync(join(folder, "a.json"), JSON.stringify(accounts[1]));
    writeFileSync(join(folder, "b.csv"), readFileSync(join(ROOT, "examples/bank-export.csv")));
    writeFileSync(join(folder, "c.txt"), "hello");
    const ran = await cashflow("batch", folder, "--currency", "USD", "--routes", "burn-rate-optimizer");
    const out = lines(ran.stdout);
    expect(out.map((l) => [l["source"], l["status"]])).toEqual([
      [join(folder, "a.json"), "ok"],
      [join(folder, "b.csv"), "ok"],
      [join(folder, "c.txt"), "unreadable"],
    ]);
    // the bank export's account id is its file name; its burn as `cashflow examples/bank-export.csv` gives it:
    // outflow 10,202.87 over 29 days → round(1,020,287 · 30/29) = 1,055,469 cents
    expect(out[1]).toMatchObject({ account_id: "b", answers: { "burn-rate-optimizer": { structured: { monthly_burn_minor: 1_055_469 } } } });
  });

  it("tells a file that states no balance where a batch takes its own, since --balance names one account, and reads it from there", async () => {
    const folder = join(dir, "no-balance");
    mkdirSync(folder);
    const file = join(folder, "current.csv");
    // No balance column: money in 900.00 on 03-09, out 1,200.00 and 350.00.
    writeFileSync(file, ["Date,Description,Amount", "2026-03-02,OFFICE RENT MARCH,-1200.00", "2026-03-06,KESTREL FABRICATIONS,-350.00", "2026-03-09,INVOICE 1182 PAID,900.00"].join("\n"));
    const refused = lines((await cashflow("batch", folder, "--currency", "GBP", "--routes", "burn-rate-optimizer")).stdout);
    expect(refused[0]).toMatchObject({ source: file, status: "unreadable" });
    expect(refused[0]!["error"]).toContain(`Fix: give the balance after the file, as the bank prints it, on the file's entry of an NDJSON line (a batch takes no --balance): {"account_id":"current","files":[{"file":${JSON.stringify(file)},"balance":"…"}]}.`);
    // Done as it says, with the balance the bank shows, 4,000.00:
    const manifest = join(folder, "accounts.ndjson");
    writeFileSync(manifest, `${JSON.stringify({ account_id: "current", files: [{ file, balance: "4000.00" }] })}\n`);
    const answered = lines((await cashflow("batch", manifest, "--currency", "GBP", "--routes", "burn-rate-optimizer")).stdout);
    // outflow 1,550.00 over 03-02..03-09, 8 days → round(155,000 · 30/8) = 581,250 pence
    expect(answered[0]).toMatchObject({ account_id: "current", status: "ok", answers: { "burn-rate-optimizer": { structured: { monthly_burn_minor: 581_250 } } } });
  });
});

describe("cashflow batch of companies", () => {
  const fixtures = join(ROOT, "test/cli/fixtures/company");
  const copy = (name: string, to: string) => writeFileSync(join(to, name), readFileSync(join(fixtures, name)));

  it("reads each sub-folder of a folder as one company, and a manifest line naming a company's files with their options", async () => {
    const folder = join(dir, "companies");
    mkdirSync(join(folder, "twobanks"), { recursive: true });
    mkdirSync(join(folder, "empty"));
    copy("savings-march.ofx", join(folder, "twobanks"));
    copy("second-bank-march.camt053.xml", join(folder, "twobanks"));
    const manifest = join(dir, "manifest");
    mkdirSync(manifest);
    for (const name of ["checking-march-a.csv", "checking-march-b.csv", "savings-march.ofx", "card-march.csv", "second-bank-march.camt053.xml"]) copy(name, manifest);
    const acme = {
      account_id: "acme",
      files: [
        { file: "checking-march-a.csv", account_number: "000123456789" },
        { file: "checking-march-b.csv", account_number: "000123456789" },
        "savings-march.ofx",
        { file: "card-march.csv", owed: "1005.24" },
        "second-bank-march.camt053.xml",
      ],
    };
    const broken = { account_id: "broken", files: ["savings-march.ofx", { file: "card-march.csv", owe: "1.00" }] };
    writeFileSync(join(manifest, "companies.ndjson"), `${JSON.stringify(acme)}\n${JSON.stringify(broken)}\n${JSON.stringify(accounts[0])}\n`);

    const ran = await cashflow("batch", folder, join(manifest, "companies.ndjson"), "--routes", "burn-rate-optimizer");
    const out = lines(ran.stdout);
    expect(out.map((l) => [l["source"], l["account_id"], l["status"]])).toEqual([
      [join(folder, "empty"), null, "unreadable"],
      [join(folder, "twobanks"), "twobanks", "ok"],
      [`${join(manifest, "companies.ndjson")}:1`, "acme", "ok"],
      [`${join(manifest, "companies.ndjson")}:2`, null, "unreadable"],
      [`${join(manifest, "companies.ndjson")}:3`, "acct-00", "ok"],
    ]);
    // twobanks: savings (no outflow) and the second bank, both to 03-31; outflow the 250.00 fee,
    // 03-03..03-31 = 29 days → round(25,000 · 30/29) = round(25,862.07) = 25,862
    expect(out[0]!["error"]).toBe(`${join(folder, "empty")} is a company folder with no file in it; put the company's statements in it, or take the folder out of the portfolio`);
    expect(out[1]!["answers"]["burn-rate-optimizer"]["structured"]["monthly_burn_minor"]).toBe(25_862);
    // acme as in company.e2e.test.ts: outflow 15,155.24 over 27 days → 1,683,916
    expect(out[2]!["answers"]["burn-rate-optimizer"]["structured"]["monthly_burn_minor"]).toBe(1_683_916);
    expect(out[3]!["error"]).toBe("files[1].owe is not a file option; use balance, owed, currency, format, account_number, date_order, positive_means, amounts_in, columns, year");
  });

  it("tells a company folder whose card states no balance the NDJSON line that gives it, with the company's files, and reads it from there", async () => {
    const folder = join(dir, "cards");
    mkdirSync(join(folder, "withcard"), { recursive: true });
    copy("savings-march.ofx", join(folder, "withcard"));
    copy("card-march.csv", join(folder, "withcard"));
    const [refused] = lines((await cashflow("batch", folder, "--routes", "burn-rate-optimizer")).stdout);
    expect(refused).toMatchObject({ source: join(folder, "withcard"), status: "unreadable" });
    const hint = /on the file's entry of an NDJSON line \(a batch takes no --owed\): (\{.*\})\.$/.exec(refused!["error"]);
    const line = JSON.parse(hint![1]!);
    const card = join(folder, "withcard", "card-march.csv");
    expect(line).toEqual({ account_id: "withcard", files: expect.arrayContaining([{ file: card, owed: "…" }, { file: join(folder, "withcard", "savings-march.ofx") }]) });
    expect(line.files).toHaveLength(2);
    // Done as it says, with what the card's statement shows as owed, 1,005.24:
    line.files = line.files.map((entry: { file: string }) => (entry.file === card ? { file: card, owed: "1005.24" } : entry));
    const manifest = join(dir, "withcard.ndjson");
    writeFileSync(manifest, `${JSON.stringify(line)}\n`);
    const [answered] = lines((await cashflow("batch", manifest, "--routes", "burn-rate-optimizer")).stdout);
    // Outflow is the card's purchases, 310.25 + 640.00 + 54.99 = 1,005.24 (the savings account spends
    // nothing; the card's 1,200.00 payment comes in). As of 03-28, the card's last day; from its first
    // row, booked 03-04: 25 days → round(100,524 · 30/25) = round(120,628.8) = 120,629 cents.
    expect(answered).toMatchObject({ account_id: "withcard", status: "ok", answers: { "burn-rate-optimizer": { structured: { monthly_burn_minor: 120_629 } } } });
  });
});

describe("cashflow batch --server with two instances", () => {
  let first: RunningServer;
  let second: RunningServer;
  beforeAll(async () => {
    first = await startServer();
    // the second takes 2 requests at once, refilled at 2 a second: the batch meets its 429s and must wait out Retry-After
    second = await startServer({ rateLimit: { ratePerSecond: 2, burst: 2 } });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it("spreads the accounts over both, honours Retry-After, and answers each once as the engine does", async () => {
    const ran = await cashflow("batch", ndjson, "--server", `${first.baseUrl},${second.baseUrl}`, "--routes", "distress-early-warning", "--concurrency", "2");
    expect(ran.status).toBe(1); // the two bad lines
    const out = lines(ran.stdout);
    expect(out).toHaveLength(14);
    for (const [i, account] of accounts.entries()) {
      const alone = analyse("distress-early-warning", account);
      expect(out[i]!["answers"]["distress-early-warning"]).toEqual(alone.ok && alone.response);
    }
    expect(out[13]).toMatchObject({ status: "invalid", violations: [{ field: "balances.current_minor" }] });
    const counts = [...ran.stderr.matchAll(/: ([\d,]+) calls answered, ([\d,]+) retried/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(counts).toHaveLength(2);
    // 12 good accounts, one call each, spread over both instances
    expect(counts[0]![0] + counts[1]![0]).toBe(12);
    expect(counts[0]![0]).toBeGreaterThan(0);
    expect(counts[1]![0]).toBeGreaterThan(0);
    // the rate-limited instance refused some calls; they were retried after Retry-After, and none was lost
    expect(counts[1]![1]).toBeGreaterThan(0);
  });
});
