/**
 * The command line: what is accepted, and the one-sentence usage error for each mistake.
 */
import { describe, expect, it } from "vitest";
import { parseArgs, type CliOptions } from "../../src/cli/args.js";
import { FORMAT_NAMES } from "../../src/import/index.js";

function options(argv: string[], env: Record<string, string> = {}): CliOptions {
  const parsed = parseArgs(argv, env);
  if (parsed.kind !== "run") expect.fail(`expected options, got ${JSON.stringify(parsed)}`);
  return parsed.options;
}

function usageError(argv: string[], env: Record<string, string> = {}): string {
  const parsed = parseArgs(argv, env);
  if (parsed.kind !== "usage-error") expect.fail(`expected a usage error, got ${JSON.stringify(parsed)}`);
  return parsed.message;
}

describe("cashflow arguments", () => {
  it("defaults to all eight routes, tables, in-process", () => {
    expect(options(["book.json"])).toEqual({
      file: "book.json",
      route: undefined,
      json: false,
      server: undefined,
      asOf: undefined,
      currency: undefined,
      account: undefined,
      balanceText: undefined,
      dateOrder: undefined,
      positiveMeans: undefined,
      columns: undefined,
      format: undefined,
      output: undefined,
      pdf: undefined,
      paper: "a4",
      strict: false,
      batch: undefined,
      // 64 MiB = 64 × 1024 × 1024 bytes, the documented default.
      maxFileBytes: 67_108_864,
    });
  });

  it("reads --max-file-bytes as bytes or with a binary unit, and refuses anything else naming the flag", () => {
    expect(options(["book.json", "--max-file-bytes", "1000"]).maxFileBytes).toBe(1000);
    // 256 MiB = 256 × 1,048,576 = 268,435,456 bytes; 2 KiB = 2,048.
    expect(options(["book.json", "--max-file-bytes=256MiB"]).maxFileBytes).toBe(268_435_456);
    expect(options(["book.json", "--max-file-bytes", "2kib"]).maxFileBytes).toBe(2048);
    for (const bad of ["0", "-5", "1.5MiB", "64MB", "lots"]) {
      const parsed = parseArgs(["book.json", "--max-file-bytes", bad]);
      expect(parsed.kind).toBe("usage-error");
      if (parsed.kind === "usage-error") expect(parsed.message).toContain("--max-file-bytes");
    }
  });

  it("reads --account-timeout with batch only, in seconds above 0", () => {
    const parsed = parseArgs(["batch", "accounts.ndjson", "--account-timeout", "2.5"]);
    expect(parsed.kind === "run" && parsed.options.batch?.accountTimeoutSeconds).toBe(2.5);
    const fallback = parseArgs(["batch", "accounts.ndjson"]);
    expect(fallback.kind === "run" && fallback.options.batch?.accountTimeoutSeconds).toBe(120);
    expect(parseArgs(["batch", "accounts.ndjson", "--account-timeout", "0"]).kind).toBe("usage-error");
    expect(parseArgs(["book.json", "--account-timeout", "5"])).toEqual({ kind: "usage-error", message: "--account-timeout is only used with 'cashflow batch'." });
  });

  it("reads every option, spaced or joined with =", () => {
    const parsed = options([
      "--route=liquidity-runout-forecast",
      "--json",
      "export.csv",
      "--as-of",
      "2026-03-31",
      "--currency=eur",
      "--account",
      "ops-1",
      "--day-first",
    ]);
    expect(parsed).toMatchObject({
      file: "export.csv",
      route: "liquidity-runout-forecast",
      json: true,
      asOf: "2026-03-31",
      currency: "EUR", // upper-cased for the user
      account: "ops-1",
      dateOrder: "day-first",
    });
  });

  it("reads several files as one company: a file option after a file is that file's, before the first file every file's", () => {
    const parsed = options([
      "--currency", "usd", "--month-first",
      "checking.csv", "--balance", "-12.00", "--account-number", "DE89 3704",
      "card.csv", "--owed", "300.00", "--positive-means", "money-out",
      "savings.ofx", "--currency", "EUR", "--day-first",
      "--account", "acme", "--fx", "eur=1.0832@2026-03-31", "--json",
    ]);
    expect(parsed.account).toBe("acme");
    expect(parsed.fx).toEqual([{ currency: "EUR", rate: "1.0832", date: "2026-03-31" }]);
    const common = { format: undefined, columns: undefined };
    expect(parsed.files).toEqual([
      { ...common, file: "checking.csv", currency: "USD", dateOrder: "month-first", balanceText: "-12.00", owedText: undefined, positiveMeans: undefined, accountNumber: "DE89 3704" },
      { ...common, file: "card.csv", currency: "USD", dateOrder: "month-first", balanceText: undefined, owedText: "300.00", positiveMeans: "money-out", accountNumber: undefined },
      { ...common, file: "savings.ofx", currency: "EUR", dateOrder: "day-first", balanceText: undefined, owedText: undefined, positiveMeans: undefined, accountNumber: undefined },
    ]);
    // the first file's options are also the top-level ones, as for one file
    expect(parsed).toMatchObject({ file: "checking.csv", currency: "USD", balanceText: "-12.00" });
    // a balance given for every file gives way to a file's own --owed
    expect(options(["--balance", "5.00", "a.csv", "b.csv", "--owed", "1.00", "--account", "acme"]).files?.map((f) => [f.balanceText, f.owedText])).toEqual([["5.00", undefined], [undefined, "1.00"]]);
    // one file is read as before: no company
    expect(options(["a.csv", "--balance", "1.00"]).files).toBeUndefined();
  });

  it("reads --amounts-in as a file option", () => {
    expect(options(["--amounts-in", "units", "a.csv", "b.csv", "--amounts-in", "cents", "--account", "acme"]).files?.map((f) => f.amountsIn)).toEqual(["units", "cents"]);
  });

  it("reads --year as a file option, the statement's year, and refuses anything but a year", () => {
    expect(options(["extrato.csv", "--year", "2026"]).year).toBe(2026);
    expect(options(["--year", "2025", "a.csv", "b.csv", "--year", "2026", "--account", "acme"]).files?.map((f) => f.year)).toEqual([2025, 2026]);
    expect(usageError(["extrato.csv", "--year", "26"])).toBe("--year takes the statement's year, like 2026, not '26'.");
  });

  it("takes a negative balance after --balance as its value, not as an option, as the bank prints it", () => {
    // converted to minor units only once the book's currency is known (load.ts)
    expect(options(["x.csv", "--balance", "-1,845.30"]).balanceText).toBe("-1,845.30");
  });

  it("reads the import command, its -o, and the import flags", () => {
    const parsed = parseArgs(["import", "x.csv", "-o", "envelope.json", "--month-first", "--positive-means", "money-out", "--columns", "date, description,amount", "--format", "csv"]);
    expect(parsed).toMatchObject({
      kind: "run",
      command: "import",
      options: { file: "x.csv", output: "envelope.json", dateOrder: "month-first", positiveMeans: "money-out", columns: ["date", "description", "amount"], format: "csv" },
    });
    expect(parseArgs(["--version"]).kind).toBe("version");
    expect(parseArgs(["batch", "a.ndjson", "b/", "-o", "out.csv", "--jobs", "3", "--server", "http://a:1,http://b:2", "--concurrency", "8"], { CASHFLOW_API_KEY: "k" })).toMatchObject({
      command: "batch",
      options: { batch: { inputs: ["a.ndjson", "b/"], jobs: 3, csv: true, concurrency: 8, servers: [new URL("http://a:1"), new URL("http://b:2")] } },
    });
  });

  it("takes the key from CASHFLOW_API_KEY when --key is not given", () => {
    const parsed = options(["x.json", "--server", "http://localhost:8080"], { CASHFLOW_API_KEY: "k-env" });
    expect(parsed.server?.url.href).toBe("http://localhost:8080/");
    expect(parsed.server?.key).toBe("k-env");
    expect(options(["x.json", "--server", "http://localhost:8080", "--key", "k-flag"], { CASHFLOW_API_KEY: "k-env" }).server?.key).toBe("k-flag");
  });

  it("asks for help", () => {
    expect(parseArgs(["--help"]).kind).toBe("help");
    expect(parseArgs(["book.json", "-h"]).kind).toBe("help");
  });

  it.each([
    [[], "name an envelope (.json), bank export or statement to analyse."],
    [["import"], "name an envelope (.json), bank export or statement to import."],
    [["a.csv", "-o", "b.json"], "-o is only used with 'cashflow import', 'report' or 'batch'."],
    [["import", "a.csv", "--pdf", "b.pdf"], "--pdf is only used with 'cashflow report'."],
    [["report", "a.csv", "--pdf", "b.pdf", "--paper", "a3"], "--paper takes a4 or letter, not 'a3'."],
    [["report", "a.csv", "--paper", "letter"], "--paper is only used with --pdf."],
    [["batch"], "name the accounts: an NDJSON file of envelopes, a folder, or files (a quoted glob such as 'exports/*.csv' is expanded here)."],
    [["batch", "a.ndjson", "--jobs", "0"], "--jobs takes a whole number from 1 to 9999, not '0'."],
    [["batch", "a.ndjson", "--routes", "burn"], "--routes 'burn' is not one of the eight analyses: cashflow-health-score, forecast-30d-cash-position, liquidity-runout-forecast, simulated-scenario-runner, ar-aging-accelerator, burn-rate-optimizer, distress-early-warning, early-payment-discount-leak."],
    [["batch", "a.ndjson", "--resume"], "--resume needs -o, the output file to continue."],
    [["batch", "a.ndjson", "--concurrency", "2"], "--concurrency is only used with --server."],
    [["batch", "a.ndjson", "--balance", "1.00"], "--account and --balance name one account; 'cashflow batch' reads each account's own."],
    [["a.json", "--jobs", "2"], "--jobs is only used with 'cashflow batch'."],
    [["report", "a.csv", "--route", "burn-rate-optimizer"], "a report holds all eight analyses; --route and --json are not used with 'cashflow report'."],
    [["a.csv", "--day-first", "--month-first"], "give --day-first or --month-first, not both."],
    [["a.csv", "--positive-means", "charges"], "--positive-means takes money-in or money-out, not 'charges'."],
    [["a.csv", "--amounts-in", "dollars"], "--amounts-in takes units or cents, not 'dollars'."],
    [["a.csv", "--format", "xls"], `--format 'xls' is not one of ${FORMAT_NAMES.join(", ")}.`],
    [["a.csv", "b.csv"], "several files are one company: name it with --account, e.g. --account acme."],
    [["a.csv", "a.csv", "--account", "acme"], "'a.csv' is named twice; name each file of the company once."],
    [["a.csv", "--balance", "1.00", "b.csv", "--balance", "2.00", "--balance", "3.00", "--account", "acme"], "--balance is given twice for 'b.csv'."],
    [["a.csv", "--balance", "1.00", "--owed", "2.00"], "give --balance or --owed for 'a.csv', not both."],
    [["a.csv", "--fx", "EUR=1.0832@2026-03-31"], "--fx converts the accounts of a company; name its files (several) with --account."],
    [["a.csv", "b.csv", "--account", "acme", "--fx", "EUR=1,0832"], "--fx 'EUR=1,0832' is not a rate; write it as CODE=RATE@DATE, e.g. --fx EUR=1.0832@2026-03-31 (units of the book's currency per one EUR, on that date)."],
    [["a.csv", "b.csv", "--account", "acme", "--fx", "EUR=1.0832@2026-02-30"], "--fx 'EUR=1.0832@2026-02-30': '2026-02-30' is not a calendar date; write it as CODE=RATE@DATE, e.g. --fx EUR=1.0832@2026-03-31 (units of the book's currency per one EUR, on that date)."],
    [["a.csv", "b.csv", "--account", "acme", "--fx", "EUR=1.08@2026-03-31", "--fx", "eur=1.09@2026-03-31"], "--fx EUR is given twice; give one rate per currency."],
    [["batch", "a.ndjson", "--owed", "1.00"], "--owed names one account; 'cashflow batch' reads each account's own."],
    [["a.json", "--verbose"], "unknown option --verbose."],
    [["a.json", "--route"], "--route needs a value."],
    [["a.json", "--json=yes"], "--json takes no value."],
    [["a.json", "--as-of", "2026-03-31", "--as-of", "2026-04-01"], "--as-of is given twice."],
    [["a.json", "--as-of", "2026-02-30"], "--as-of '2026-02-30' is not a calendar date as YYYY-MM-DD."],
    [["a.json", "--as-of", "31/03/2026"], "--as-of '31/03/2026' is not a calendar date as YYYY-MM-DD."],
    [["a.json", "--currency", "DOLLARS"], "--currency 'DOLLARS' is not an ISO 4217 currency code like USD, EUR or JPY."],
    [["a.json", "--currency", "XYZ"], "--currency 'XYZ' is not an ISO 4217 currency code like USD, EUR or JPY."],
    [["a.json", "--balance", "12.5.0"], "--balance '12.5.0' is not an amount; write it as the bank prints it, like 11263.38 or -52.10."],
    // A decimal comma, as a German bank prints 1.234,56: said so, with the figure written as the flag takes it.
    [["a.csv", "--balance", "1.234,56"], "--balance '1.234,56' writes its decimals after a comma; the flag takes a decimal point (commas only between thousands): --balance 1234.56"],
    [["a.csv", "--owed", "12000,5"], "--owed '12000,5' writes its decimals after a comma; the flag takes a decimal point (commas only between thousands): --owed 12000.5"],
    [["a.json", "--server", "localhost:8080", "--key", "k"], "--server must be an http:// or https:// URL."],
    [["a.json", "--server", "not a url", "--key", "k"], "--server is not a URL; use one like http://localhost:8080."],
    // A URL carrying a password is refused without quoting it back: the message may be logged.
    [["a.json", "--server", "http://ops:hunter2@localhost:8080", "--key", "k"], "--server must not carry a user name or password (user:password@): they would show in the process list and in messages. Give the URL without them and the API key in CASHFLOW_API_KEY."],
    [["batch", "a.ndjson", "--server", "http://localhost:1,http://x:hunter2@localhost:2", "--key", "k"], "--server must not carry a user name or password (user:password@): they would show in the process list and in messages. Give the URL without them and the API key in CASHFLOW_API_KEY."],
    [["a.json", "--server", "http://localhost:8080"], "--server needs an API key: set CASHFLOW_API_KEY or pass --key."],
    [["a.json", "--key", "k"], "--key is only used with --server."],
    [["a.json", "--account", "x".repeat(129)], "--account is longer than 128 characters."],
  ])("%j → %s", (argv, message) => {
    expect(usageError(argv)).toBe(message);
  });

  it("lists the eight slugs when --route names another", () => {
    expect(usageError(["a.json", "--route", "cash-health"])).toBe(
      "--route 'cash-health' is not one of the eight analyses: cashflow-health-score, forecast-30d-cash-position, " +
        "liquidity-runout-forecast, simulated-scenario-runner, ar-aging-accelerator, burn-rate-optimizer, " +
        "distress-early-warning, early-payment-discount-leak.",
    );
  });

  it("never repeats the key in a usage error", () => {
    const message = usageError(["a.json", "--key", "secret-key-123", "--verbose"]);
    expect(message).not.toContain("secret-key-123");
  });

  it("treats everything after -- as file names", () => {
    expect(options(["--", "--odd-name.json"]).file).toBe("--odd-name.json");
  });
});
