/**
 * The whole command in-process (run() with captured output): exit statuses, located error
 * messages for malformed files, overrides, and the exact engine JSON behind --json.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyse, SLUGS } from "../../src/engine/index.js";
import { parseJsonFile } from "../../src/cli/json-input.js";
import { describeViolation, EXIT, run } from "../../src/cli/run.js";
import { ndjsonSyntaxError } from "../../src/cli/batch/account.js";

const dir = mkdtempSync(join(tmpdir(), "cashflow-cli-"));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

async function cli(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const status = await run(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env: {} });
  return { status, stdout, stderr };
}

const tinyBook = {
  account_id: "acct-run",
  // in 10,000, out 4,000 over 2026-03-01..03-10 (N = 10)
  transactions: [
    { date: "2026-03-01", amount_minor: 10000, category: "sales" },
    { date: "2026-03-10", amount_minor: -4000, category: "rent" },
  ],
  balances: { current_minor: 50000, as_of: "2026-03-10", currency: "USD" },
};

describe("JSON syntax errors name the line and column", () => {
  it.each([
    ['{\n  "a": 1,\n}', 3, 1, 'unexpected \'}\' where a "quoted" property name was expected (a trailing comma?)'],
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3, "unexpected '\"' where ',' or '}' was expected"],
    ["{\n  'a': 1\n}", 2, 3, 'unexpected \'\'\' where a "quoted" property name was expected'],
    ['{"a": [1, 2,]}', 1, 13, "unexpected ']' where a value was expected (a trailing comma?)"],
    ['{"a": tru}', 1, 10, "unexpected '}' (expected true)"],
    ['{"a": 01}', 1, 8, "unexpected '1' where ',' or '}' was expected"],
    ['{"a": "b', 1, 9, 'a string is never closed (missing ")'],
    ["", 1, 1, "the file is empty; a JSON object is expected"],
    ['{"a": 1} x', 1, 10, "unexpected 'x' after the end of the JSON value"],
    // cut short: said as the file ending, not "unexpected the end of the file"
    ['{"a": 1', 1, 8, "the file ends where ',' or '}' was expected"],
  ])("%j → line %i, column %i", (text, line, column, problem) => {
    expect(parseJsonFile(text)).toEqual({ ok: false, line, column, problem });
  });

  it("a batch line cut short is told by its line and character, as a line", () => {
    // `{"account_id": "a"` is 18 characters; the 19th is past the end of the line
    expect(ndjsonSyntaxError("accounts.ndjson:5", 19, "the file ends where ',' or '}' was expected")).toBe(
      "line 5 of accounts.ndjson is not valid JSON: at character 19, the line ends where ',' or '}' was expected",
    );
    const parsed = parseJsonFile('{"account_id": "a"');
    expect(parsed).toEqual({ ok: false, line: 1, column: 19, problem: "the file ends where ',' or '}' was expected" });
  });

  it("reports it through the command with exit status 1", async () => {
    const path = file("broken.json", '{\n  "account_id": "x",\n}\n');
    const result = await cli(path);
    expect(result.status).toBe(EXIT.invalidInput);
    expect(result.stderr).toBe(`cashflow: ${path} is not valid JSON: line 3, column 1: unexpected '}' where a "quoted" property name was expected (a trailing comma?).\n`);
    expect(result.stdout).toBe("");
  });
});

describe("envelope violations are listed with their field paths", () => {
  it("lists each one and exits 1", async () => {
    const path = file("bad.json", JSON.stringify({ account_id: "", transactions: [{ date: "2026-02-30", amount_minor: 1.5 }], balances: {} }));
    const result = await cli(path);
    expect(result.status).toBe(EXIT.invalidInput);
    expect(result.stderr).toBe(
      [
        `cashflow: ${path} is not a valid request envelope (4 problems):`,
        "  account_id: This field is required and must not be empty.",
        "  balances.current_minor: This amount is required.",
        "  transactions[0].date: Must be a real calendar date as YYYY-MM-DD (like 2026-03-31) or an RFC 3339 timestamp (like 2026-03-31T17:45:00Z).",
        // 1.5 in a two-decimal currency is 150 cents
        "  transactions[0].amount_minor: Must be a whole number of minor units (cents for USD, yen for JPY), without decimals: in a currency with two decimals (USD, EUR) this amount is 150.",
        "",
      ].join("\n"),
    );
  });

  it("adds the place in the file to a violation of a row that came from an import", () => {
    // the second transaction sits on line 3 of the file
    expect(describeViolation({ field: "transactions[1].category", issue: "Is longer than 256 characters." }, ["line 2", "line 3"])).toBe(
      "transactions[1].category (line 3): Is longer than 256 characters.",
    );
    expect(describeViolation({ field: "balances.as_of", issue: "x" }, ["line 2"])).toBe("balances.as_of: x");
  });
});

describe("exit statuses", () => {
  it("0 with the help text on stdout", async () => {
    const result = await cli("--help");
    expect(result.status).toBe(EXIT.ok);
    expect(result.stdout).toMatch(/^Usage: cashflow <file>\.\.\. \[options\]/);
  });

  it("2 for a usage error, with a pointer to --help", async () => {
    const result = await cli("book.json", "--route", "nope");
    expect(result.status).toBe(EXIT.usage);
    expect(result.stderr).toMatch(/^cashflow: --route 'nope' is not one of the eight analyses: .*\nRun 'cashflow --help' for the options\.\n$/);
  });

  it("2 when a CSV needs --balance, asked for as the bank prints it", async () => {
    const result = await cli(file("no-balance.csv", "date,amount\n2026-03-01,1.00\n"), "--currency", "USD");
    expect(result.status).toBe(EXIT.usage);
    expect(result.stderr).toContain("Fix: pass the balance as the bank prints it with --balance, e.g. --balance 11263.38.");
  });

  it("says so when --balance replaces a different balance the file states", async () => {
    // the running balance ends at 1.00 after the one row; --balance 5.00 is the user's and is used, with a word
    const path = file("stated-balance.csv", "date,amount,balance\n2026-03-01,1.00,1.00\n");
    const result = await cli("import", path, "--currency", "USD", "--balance", "5.00");
    expect(result.status).toBe(EXIT.ok);
    expect(JSON.parse(result.stdout).balances.current_minor).toBe(500);
    expect(result.stderr).toContain(`cashflow: ${path}: --balance 5.00 replaces the file's own balance after its last row, $1.00; drop --balance if the file's is right.\n`);
    const same = await cli("import", path, "--currency", "USD", "--balance", "1.00");
    expect(same.stderr).not.toContain("replaces");
  });

  it("1 when a CSV states no currency, naming --currency", async () => {
    const result = await cli(file("no-currency.csv", "date,amount,balance\n2026-03-01,1.00,1.00\n"));
    expect(result.status).toBe(EXIT.invalidInput);
    expect(result.stderr).toContain("Fix: add --currency with the account's ISO 4217 code, e.g. --currency USD.");
  });

  it("1 when a CSV's amounts are all whole numbers it does not say the unit of, naming --amounts-in; read in the unit given after the file", async () => {
    const path = file("whole-cents.csv", "Posting Date,Description,Transaction Amount,Balance\n2026-11-02,CLIENT,284750,300000\n2026-11-03,HARDWARE,-13862,286138\n");
    const refused = await cli("import", path, "--currency", "USD");
    expect(refused.status).toBe(EXIT.invalidInput);
    expect(refused.stderr).toContain("Fix: add --amounts-in units if '284750' is 284750.00 USD, or --amounts-in cents if it is 2847.50 USD");
    const read = await cli("import", path, "--currency", "USD", "--amounts-in", "cents");
    expect(read.status).toBe(EXIT.ok);
    const envelope = JSON.parse(read.stdout) as { transactions: { amount_minor: number }[]; balances: { current_minor: number } };
    // +2,847.50 and −138.62; the running balance 2,861.38 closes the file
    expect(envelope.transactions.map((t) => t.amount_minor)).toEqual([284750, -13862]);
    expect(envelope.balances.current_minor).toBe(286138);
  });

  it("1 for a missing file", async () => {
    const result = await cli(join(dir, "missing.json"));
    expect(result.status).toBe(EXIT.invalidInput);
    expect(result.stderr).toBe(`cashflow: cannot read '${join(dir, "missing.json")}': no such file.\n`);
  });

  it("1 for a CSV with a bad amount, named by line and column", async () => {
    const path = file("bad-amount.csv", 'Date,Amount,Balance\n2026-03-01,10.00,10.00\n2026-03-02,"12,3x",22.30\n');
    const result = await cli(path, "--currency", "USD");
    expect(result.status).toBe(EXIT.invalidInput);
    expect(result.stderr).toBe(
      `cashflow: ${path}, line 3, column 'Amount': expected every row readable; 1 row could not be read:\n` +
        `    line 3, column 'Amount': '12,3x' is not an amount.\n  Fix: correct those rows or export the statement again.\n`,
    );
  });
});

describe("--json prints exactly the engine's response envelopes", () => {
  it("one object with --route", async () => {
    const path = file("tiny.json", JSON.stringify(tinyBook));
    const result = await cli(path, "--route", "burn-rate-optimizer", "--json");
    expect(result.status).toBe(EXIT.ok);
    const engine = analyse("burn-rate-optimizer", tinyBook);
    expect(engine.ok).toBe(true);
    expect(JSON.parse(result.stdout)).toEqual(engine.ok && engine.response);
    // outflow 4,000 over N = 10 → round(4,000 · 30/10) = 12,000
    expect(JSON.parse(result.stdout).structured.monthly_burn_minor).toBe(12000);
  });

  it("an array of all eight otherwise, in the API's order", async () => {
    const path = file("tiny-all.json", JSON.stringify(tinyBook));
    const result = await cli(path, "--json");
    const body = JSON.parse(result.stdout) as { endpoint: string }[];
    expect(body.map((r) => r.endpoint)).toEqual([...SLUGS]);
  });
});

describe("cashflow report", () => {
  it("exits 2 saying how to install Chromium when --pdf cannot find it, before any work", async () => {
    const path = file("report.json", JSON.stringify(tinyBook));
    let stderr = "";
    const status = await run(["report", path, "--pdf", join(dir, "out.pdf")], { stdout: () => {}, stderr: (t) => (stderr += t), env: { CHROMIUM_PATH: join(dir, "no-such-chromium") } });
    expect(status).toBe(EXIT.usage);
    expect(stderr).toBe("cashflow: --pdf needs Chromium, which was not found: install Chromium (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chrome or Chromium binary.\n");
  });

  it("writes one self-contained HTML page to stdout without -o", async () => {
    const result = await cli("report", file("report-out.json", JSON.stringify(tinyBook)));
    expect(result.status).toBe(EXIT.ok);
    expect(result.stdout).toMatch(/^<!doctype html>/);
    expect(result.stdout).not.toMatch(/<script|<link|src="http/i);
  });
});

describe("fields the contract does not know", () => {
  it("are ignored but named in a warning block before the answer, with the field they were likely meant to be", async () => {
    const path = file("typo.json", JSON.stringify({ ...tinyBook, currncy: "USD", scenario: { revenue_shock: -50 } }));
    const result = await cli(path, "--route", "simulated-scenario-runner", "--json");
    expect(result.status).toBe(EXIT.ok);
    expect(result.stderr).toBe(
      `cashflow: WARNING: ${path} carries 2 fields the API does not know; the figures below leave them out:\n` +
        "  - currncy\n" +
        "  - scenario.revenue_shock\n" +
        "  Fix: correct or remove each field; --strict refuses such a file instead of warning.\n\n",
    );
  });

  // `term` for `terms` on a payable: the discount from the terms is silently lost without --strict.
  const payables = {
    ...tinyBook,
    // 2/10 net 30 on 10,000.00 is a 200.00 discount (2%), due within 10 days of the invoice
    payables: { items: [{ id: "bill-7", vendor: "Acme Supply", amount_minor: 1000000, term: "2/10 net 30", invoice_date: "2026-03-05" }] },
  };

  it("--strict refuses them with exit status 1 and names each one with its likely spelling", async () => {
    const path = file("term-typo.json", JSON.stringify(payables));
    const result = await cli(path, "--strict", "--route", "early-payment-discount-leak", "--json");
    expect(result.status).toBe(EXIT.invalidInput);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      `cashflow: ${path} carries a field the API does not know; --strict refuses it:\n` +
        "  - payables.items[0].term (did you mean `terms`?)\n" +
        "  Fix: correct or remove each field.\n\n",
    );
  });

  it("without --strict the figures leave the field out, and the warning says so", async () => {
    const path = file("term-typo-lenient.json", JSON.stringify(payables));
    const result = await cli(path, "--route", "early-payment-discount-leak", "--json");
    expect(result.status).toBe(EXIT.ok);
    expect(JSON.parse(result.stdout).structured.discounts_on_table_minor).toBe(0);
    expect(result.stderr).toContain("payables.items[0].term (did you mean `terms`?)");
    // Spelled right, the same bill has 200.00 on the table.
    const fixed = file("terms.json", JSON.stringify({ ...payables, payables: { items: [{ ...payables.payables.items[0], term: undefined, terms: "2/10 net 30" }] } }));
    const right = await cli(fixed, "--strict", "--route", "early-payment-discount-leak", "--json");
    expect(right.status).toBe(EXIT.ok);
    expect(JSON.parse(right.stdout).structured.discounts_on_table_minor).toBe(20000);
  });
});

describe("command-line values replace the envelope's", () => {
  it("--balance, --as-of and --account", async () => {
    const path = file("override.json", JSON.stringify(tinyBook));
    const result = await cli(path, "--route", "liquidity-runout-forecast", "--json", "--balance", "-1.00", "--as-of", "2026-03-10", "--account", "other");
    const body = JSON.parse(result.stdout);
    expect(body.account_id).toBe("other");
    // --balance -1.00 in USD is −100 cents; μ = (10,000 − 4,000)/10 = 600 ≥ 0: stable even though the balance is −100
    expect(body.structured.runway_stable).toBe(true);
    // round(−100 + 30 · 600) = 17,900
    expect(body.structured.projected_balance_30d_minor).toBe(17900);
  });
});

describe("tables", () => {
  it("prints a heading, the figures aligned, and the narrative", async () => {
    const path = file("tiny-table.json", JSON.stringify(tinyBook));
    const result = await cli(path, "--route", "simulated-scenario-runner");
    // I = 1,000/day, O = 400/day, h = 30:
    //   base     = 50,000 + 30 · (1,000 − 400)         = 68,000  → $680.00
    //   stressed = 50,000 + 30 · (800 − 440)           = 60,800  → $608.00
    //   upside   = 50,000 + 30 · (1,100 − 400)         = 71,000  → $710.00
    expect(result.stdout).toBe(
      [
        "Account acct-run  ·  USD  ·  as of 2026-03-10  ·  2 transactions  ·  analysed locally",
        "",
        "Scenario simulation  (simulated-scenario-runner)",
        "================================================",
        "  Scenario   Balance at horizon, before payables",
        "  --------   -----------------------------------",
        "  base                                   $680.00",
        "  stressed                               $608.00",
        "  upside                                 $710.00",
        "",
        "  Over 30 days, from daily flows before payables: base $680.00, stressed $608.00, upside $710.00.",
        "  The stressed case applies a revenue shock of -20% and an opex shock of +10%; the upside case +10%",
        "  revenue and 0% opex.",
        "  These scenarios are illustrative linear adjustments of the supplied data, not forecasts.",
        // two transactions over the 10 days from 1 to 10 March: below 20 over 60
        "  These figures rest on too little history: 2 transactions over 10 days, where at least 20",
        "  transactions over 60 days are needed to treat them as a pattern; read them as a sketch, not a",
        "  forecast.",
        "  Generated from structured signals using fixed templates.",
        "",
      ].join("\n"),
    );
  });
});
