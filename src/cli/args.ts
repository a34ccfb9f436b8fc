/**
 * The command line, read into checked options. Every mistake becomes a usage error with one
 * sentence saying what to type instead; nothing here touches the file or the network.
 */

import { availableParallelism } from "node:os";
import { isSlug, SLUGS, type Slug } from "../engine/index.js";
import { LIMITS } from "../domain/book.js";
import { parseDay } from "../domain/dates.js";
import { isKnownCurrency } from "../import/amount.js";
import { FORMAT_NAMES } from "../import/index.js";
import { DEFAULT_MAX_FILE_BYTES, describeBytes, parseByteSize } from "./bounded-read.js";

const FORMATS = FORMAT_NAMES.join(", ");

/** Long enough for a 200,000-row book on a slow core; short enough that a stuck account does not hold a run for long. */
export const DEFAULT_ACCOUNT_TIMEOUT_SECONDS = 120;

export const USAGE = `Usage: cashflow <file> [options]
       cashflow import <file> [-o envelope.json] [options]
       cashflow report <file> [-o report.html] [--pdf report.pdf] [options]
       cashflow batch <accounts.ndjson | folder | 'glob'> [-o results.ndjson | -o summary.csv] [options]
       cashflow --version

Runs the eight cash-flow analyses on a request envelope (.json), a bank export (CSV) or a
statement file, and prints them as tables, or as the service's JSON with --json.
'cashflow import' writes the request envelope instead (to stdout, or to the file given with -o),
so a file can be converted once and sent to the service as it is.
'cashflow report' writes a self-contained HTML report with charts (to stdout, or to the -o file),
and with --pdf prints it to PDF with headless Chromium.
'cashflow batch' answers many accounts: an NDJSON file of envelopes (one per line), or a folder or
glob of files the CLI imports (one account each), on every core or on running services.

Options:
  --route <slug>       run one analysis instead of all eight; one of:
                         ${SLUGS.join("\n                         ")}
  --json               print the response envelopes as JSON (one object with --route, else an array)
  --server <url>       call a running service (POST <url>/api/v1/<slug>) instead of analysing here
  --key <key>          the service's API key; better set CASHFLOW_API_KEY, which stays out of
                       the process list and the shell history
  --as-of <date>       analyse as of this date, YYYY-MM-DD (sets balances.as_of)
  --currency <code>    ISO 4217 code, when the file does not state its currency
  --account <id>       account_id (an import defaults to the file's account number, else its name)
  --balance <amount>   closing balance as the bank prints it, e.g. 11263.38 or -52.10, in the
                       book's currency (an import otherwise reads the file's balance)
  --format <name>      read the file as this format instead of detecting it: ${FORMATS}
  --day-first          read dates like 03/04/2026 as 3 April, when the file does not settle it
  --month-first        read dates like 03/04/2026 as 4 March, when the file does not settle it
  --positive-means <money-in|money-out>
                       for an export whose sign the file does not settle (card exports): what a
                       positive amount is
  --columns <names>    name a headerless CSV's columns in order, e.g. date,description,amount
  -o <file>            with 'import' or 'report': write the envelope or report here instead of stdout
  --pdf <file>         with 'report': also print the report to this PDF (needs Chromium)
  --paper <a4|letter>  with --pdf: the paper size (default a4)
  --jobs <n>           with 'batch': worker threads (default: one per core)
  --routes <slugs>     with 'batch': the analyses to answer, comma-separated (default: all eight)
  --csv                with 'batch': one summary row per account instead of NDJSON (also when -o ends in .csv)
  --resume             with 'batch': skip the accounts already in the -o file and append the rest
  --concurrency <n>    with 'batch --server': calls in flight per instance (default 4); --server
                       takes several URLs separated by commas
  --account-timeout <seconds>
                       with 'batch': give up on an account still being answered after this long
                       (default ${DEFAULT_ACCOUNT_TIMEOUT_SECONDS}); it is reported on its own line and the run goes on
  --max-file-bytes <size>
                       refuse a file, an NDJSON line or a --server answer larger than this, e.g.
                       1000000 or 256MiB (default ${describeBytes(DEFAULT_MAX_FILE_BYTES)})
  --version            print the version
  -h, --help           print this help

For a .json envelope, --as-of, --currency, --account and --balance replace the envelope's values.

Imports (docs/imports.md): bank CSV exports in any common dialect (comma or semicolon, decimal
point or comma, UTF-8 or Windows-1252, title and summary lines), with a table of known bank
layouts. A reading the file does not settle is refused with the flag that settles it, never
guessed; a running balance in the file is checked on every row.

Exit status: 0 ok, 1 invalid input, 2 usage error, 3 the service failed or could not be reached.`;

export interface CliOptions {
  file: string;
  route: Slug | undefined;
  json: boolean;
  server: { url: URL; key: string } | undefined;
  asOf: string | undefined;
  currency: string | undefined;
  account: string | undefined;
  /** The closing balance as the bank prints it; converted once the book's currency is known. */
  balanceText: string | undefined;
  dateOrder: "day-first" | "month-first" | undefined;
  positiveMeans: "money-in" | "money-out" | undefined;
  columns: string[] | undefined;
  format: string | undefined;
  /** `cashflow import` or `report`: where to write the envelope or the HTML (undefined: stdout). */
  output: string | undefined;
  /** `cashflow report --pdf`: where to print the PDF. */
  pdf: string | undefined;
  paper: "a4" | "letter";
  /** `cashflow batch` only. */
  batch: BatchOptions | undefined;
  /** The largest file, NDJSON line or --server answer read (--max-file-bytes). */
  maxFileBytes: number;
}

export type ParsedArgs =
  | { kind: "help" }
  | { kind: "version" }
  | { kind: "run"; command: Command; options: CliOptions }
  | { kind: "usage-error"; message: string };

export type Command = "analyse" | "import" | "report" | "batch";
const COMMANDS: readonly string[] = ["import", "report", "batch"];

const VALUE_OPTIONS = ["--route", "--server", "--key", "--as-of", "--currency", "--account", "--balance", "--format", "--positive-means", "--columns", "-o", "--pdf", "--paper", "--jobs", "--routes", "--concurrency", "--max-file-bytes", "--account-timeout"] as const;
type ValueOption = (typeof VALUE_OPTIONS)[number];

function isValueOption(name: string): name is ValueOption {
  return (VALUE_OPTIONS as readonly string[]).includes(name);
}

/**
 * Reads `argv` (without node and the script). An option's value may follow it (`--balance -1200`,
 * taken as the value even though it starts with a dash, since an overdrawn balance is negative) or
 * be joined with `=`. `env` supplies CASHFLOW_API_KEY.
 */
export function parseArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = {}): ParsedArgs {
  const values: Partial<Record<ValueOption, string>> = {};
  const files: string[] = [];
  let json = false;
  let dateOrder: CliOptions["dateOrder"];
  let onlyFiles = false;
  const command = (COMMANDS.includes(argv[0] ?? "") ? argv[0] : "analyse") as Command;
  if (command !== "analyse") argv = argv.slice(1);
  let csv = false;
  let resume = false;

  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (onlyFiles || !arg.startsWith("-") || arg === "-") {
      files.push(arg);
      continue;
    }
    if (arg === "--") {
      onlyFiles = true;
      continue;
    }
    if (arg === "-h" || arg === "--help") return { kind: "help" };
    if (arg === "--version") return { kind: "version" };
    const equals = arg.indexOf("=");
    const name = equals > 0 ? arg.slice(0, equals) : arg;
    if (name === "--json" || name === "--day-first" || name === "--month-first" || name === "--csv" || name === "--resume") {
      if (equals > 0) return usageError(`${name} takes no value.`);
      if (name === "--json") json = true;
      else if (name === "--csv") csv = true;
      else if (name === "--resume") resume = true;
      else if (dateOrder !== undefined) return usageError("give --day-first or --month-first, not both.");
      else dateOrder = name === "--day-first" ? "day-first" : "month-first";
      continue;
    }
    if (!isValueOption(name)) return usageError(`unknown option ${name}.`);
    let value: string | undefined;
    if (equals > 0) value = arg.slice(equals + 1);
    else value = argv[++i];
    if (value === undefined || value === "") return usageError(`${name} needs a value.`);
    if (values[name] !== undefined) return usageError(`${name} is given twice.`);
    values[name] = value;
  }

  if (files.length === 0 && command === "batch") return usageError("name the accounts: an NDJSON file of envelopes, a folder, or files (a quoted glob such as 'exports/*.csv' is expanded here).");
  if (files.length === 0) return usageError(`name an envelope (.json), bank export or statement to ${command}.`);
  if (files.length > 1 && command !== "batch") return usageError(`one file at a time; got ${files.map((f) => `'${f}'`).join(", ")}.`);

  const routeText = values["--route"];
  let route: Slug | undefined;
  if (routeText !== undefined) {
    if (!isSlug(routeText)) return usageError(`--route '${routeText}' is not one of the eight analyses: ${SLUGS.join(", ")}.`);
    route = routeText;
  }

  const asOf = values["--as-of"];
  if (asOf !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(asOf) || parseDay(asOf) === undefined)) {
    return usageError(`--as-of '${asOf}' is not a calendar date as YYYY-MM-DD.`);
  }

  const currency = values["--currency"]?.toUpperCase();
  if (currency !== undefined && (!/^[A-Z]{3}$/.test(currency) || !isKnownCurrency(currency))) {
    return usageError(`--currency '${values["--currency"]}' is not an ISO 4217 currency code like USD, EUR or JPY.`);
  }

  const account = values["--account"];
  if (account !== undefined && [...account].length > LIMITS.accountIdChars) {
    return usageError(`--account is longer than ${LIMITS.accountIdChars} characters.`);
  }

  const balanceText = values["--balance"];
  if (balanceText !== undefined && !/^[+-]?[$€£¥]?\d[\d,]*(\.\d+)?$/.test(balanceText.trim())) {
    return usageError(`--balance '${balanceText}' is not an amount; write it as the bank prints it, like 11263.38 or -52.10.`);
  }

  const positiveMeans = values["--positive-means"];
  if (positiveMeans !== undefined && positiveMeans !== "money-in" && positiveMeans !== "money-out") {
    return usageError(`--positive-means takes money-in or money-out, not '${positiveMeans}'.`);
  }
  const format = values["--format"];
  if (format !== undefined && !FORMAT_NAMES.includes(format)) return usageError(`--format '${format}' is not one of ${FORMATS}.`);
  const columns = values["--columns"]?.split(",").map((name) => name.trim());
  if (columns !== undefined && columns.some((name) => name === "")) return usageError("--columns takes names separated by commas, e.g. date,description,amount.");
  if (values["-o"] !== undefined && command === "analyse") return usageError("-o is only used with 'cashflow import', 'report' or 'batch'.");
  if (values["--pdf"] !== undefined && command !== "report") return usageError("--pdf is only used with 'cashflow report'.");
  const paper = values["--paper"]?.toLowerCase() ?? "a4";
  if (paper !== "a4" && paper !== "letter") return usageError(`--paper takes a4 or letter, not '${values["--paper"]}'.`);
  if (values["--paper"] !== undefined && values["--pdf"] === undefined) return usageError("--paper is only used with --pdf.");
  if (command === "report" && (routeText !== undefined || json)) return usageError("a report holds all eight analyses; --route and --json are not used with 'cashflow report'.");

  const maxFileBytes = values["--max-file-bytes"] === undefined ? DEFAULT_MAX_FILE_BYTES : parseByteSize(values["--max-file-bytes"]);
  if (maxFileBytes === undefined) return usageError(`--max-file-bytes takes a size in bytes, e.g. 100000000 or 256MiB, not '${values["--max-file-bytes"]}'.`);

  let batch: BatchOptions | undefined;
  if (command === "batch") {
    const made = batchOptions(values, csv, resume, routeText, json);
    if (typeof made === "string") return usageError(made);
    batch = { ...made, inputs: files };
  } else {
    for (const name of ["--jobs", "--routes", "--concurrency", "--account-timeout"] as const) if (values[name] !== undefined) return usageError(`${name} is only used with 'cashflow batch'.`);
    if (csv || resume) return usageError(`${csv ? "--csv" : "--resume"} is only used with 'cashflow batch'.`);
  }

  let server: CliOptions["server"];
  const serverText = command === "batch" ? values["--server"]?.split(",")[0] : values["--server"];
  // The key is never echoed in any message: a usage error can end up in a shared log.
  const key = values["--key"] ?? nonEmpty(env["CASHFLOW_API_KEY"]);
  if (serverText !== undefined) {
    const url = serverUrl(serverText);
    if (typeof url === "string") return usageError(url);
    if (key === undefined) return usageError("--server needs an API key: set CASHFLOW_API_KEY or pass --key.");
    server = { url, key };
  } else if (values["--key"] !== undefined) {
    return usageError("--key is only used with --server.");
  }

  return {
    kind: "run",
    command,
    options: {
      file: files[0]!,
      route,
      json,
      server,
      asOf,
      currency,
      account,
      balanceText,
      dateOrder,
      positiveMeans,
      columns,
      format,
      output: values["-o"],
      pdf: values["--pdf"],
      paper,
      batch,
      maxFileBytes,
    },
  };
}

export interface BatchOptions {
  /** NDJSON files, folders, files or quoted globs, as given. */
  inputs: string[];
  /** Worker threads answering accounts in this process. */
  jobs: number;
  routes: Slug[];
  /** One CSV summary row per account instead of an NDJSON line. */
  csv: boolean;
  resume: boolean;
  /** `--server` instances; empty answers here. */
  servers: URL[];
  /** Calls in flight per instance. */
  concurrency: number;
  /** An account still being answered after this many seconds is given up (--account-timeout). */
  accountTimeoutSeconds: number;
}


function batchOptions(values: Partial<Record<ValueOption, string>>, csv: boolean, resume: boolean, route: string | undefined, json: boolean): Omit<BatchOptions, "inputs"> | string {
  if (route !== undefined || json) return "--route and --json are not used with 'cashflow batch'; use --routes and -o.";
  if (values["--account"] !== undefined || values["--balance"] !== undefined) return "--account and --balance name one account; 'cashflow batch' reads each account's own.";
  const whole = (name: "--jobs" | "--concurrency", fallback: number): number | string => {
    const text = values[name];
    if (text === undefined) return fallback;
    return /^[1-9]\d{0,3}$/.test(text) ? Number(text) : `${name} takes a whole number from 1 to 9999, not '${text}'.`;
  };
  const jobs = whole("--jobs", availableParallelism());
  if (typeof jobs === "string") return jobs;
  const concurrency = whole("--concurrency", 4);
  if (typeof concurrency === "string") return concurrency;
  const routes = values["--routes"] === undefined ? [...SLUGS] : values["--routes"].split(",").map((r) => r.trim());
  const unknown = routes.find((r) => !isSlug(r));
  if (unknown !== undefined) return `--routes '${unknown}' is not one of the eight analyses: ${SLUGS.join(", ")}.`;
  const output = values["-o"];
  if (resume && output === undefined) return "--resume needs -o, the output file to continue.";
  const servers: URL[] = [];
  for (const text of values["--server"]?.split(",").map((t) => t.trim()) ?? []) {
    const url = serverUrl(text);
    if (typeof url === "string") return url;
    servers.push(url);
  }
  if (values["--concurrency"] !== undefined && servers.length === 0) return "--concurrency is only used with --server.";
  const timeoutText = values["--account-timeout"];
  const accountTimeoutSeconds = timeoutText === undefined ? DEFAULT_ACCOUNT_TIMEOUT_SECONDS : Number(timeoutText);
  if (timeoutText !== undefined && (!/^\d{1,6}(\.\d{1,3})?$/.test(timeoutText) || accountTimeoutSeconds <= 0)) return `--account-timeout takes seconds above 0, e.g. 30 or 0.5, not '${timeoutText}'.`;
  return { jobs, routes: routes as Slug[], csv: csv || (output?.toLowerCase().endsWith(".csv") ?? false), resume, servers, concurrency, accountTimeoutSeconds };
}

/**
 * A --server URL, or the usage error. The text is never quoted back: it may hold a password. A
 * user name or password in the URL is refused, since it would show in the process list, the shell
 * history and any message naming the server; the key goes in CASHFLOW_API_KEY.
 */
function serverUrl(text: string): URL | string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "--server is not a URL; use one like http://localhost:8080.";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "--server must be an http:// or https:// URL.";
  if (url.username !== "" || url.password !== "") {
    return "--server must not carry a user name or password (user:password@): they would show in the process list and in messages. Give the URL without them and the API key in CASHFLOW_API_KEY.";
  }
  return url;
}

function usageError(message: string): ParsedArgs {
  return { kind: "usage-error", message };
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === "" ? undefined : trimmed;
}
