/**
 * The command line, read into checked options. Every mistake becomes a usage error with one
 * sentence saying what to type instead; nothing here touches the file or the network.
 */

import { availableParallelism } from "node:os";
import { isSlug, SLUGS, type Slug } from "../engine/index.js";
import { LIMITS } from "../domain/book.js";
import { parseDay } from "../domain/dates.js";
import { isKnownCurrency } from "../import/amount.js";
import { parseFx, type FxRate } from "../import/company/index.js";
import { FORMAT_NAMES, type AmountUnit } from "../import/index.js";
import { DEFAULT_MAX_FILE_BYTES, describeBytes, parseByteSize } from "./bounded-read.js";

const FORMATS = FORMAT_NAMES.join(", ");

/** Long enough for a 200,000-row book on a slow core; short enough that a stuck account does not hold a run for long. */
export const DEFAULT_ACCOUNT_TIMEOUT_SECONDS = 120;

export const USAGE = `Usage: cashflow <file>... [options]
       cashflow import <file>... [-o envelope.json] [options]
       cashflow report <file>... [-o report.html] [--pdf report.pdf] [options]
       cashflow batch <accounts.ndjson | folder | 'glob'> [-o results.ndjson | -o summary.csv] [options]
       cashflow categories <file>... [--rules rules.txt] [options]
       cashflow --version

Runs the eight cash-flow analyses on a request envelope (.json), a bank export (CSV) or a
statement file, and prints them as tables, or as the service's JSON with --json.
'cashflow import' writes the request envelope instead (to stdout, or to the file given with -o),
so a file can be converted once and sent to the service as it is; each row carries its category
(given by the bank, or inferred from bank codes and descriptions) for review.
'cashflow categories' prints spend by category, how each was decided, and the descriptions no
rule decided, so you know which rule to write.
'cashflow report' writes a self-contained HTML report with charts (to stdout, or to the -o file),
and with --pdf prints it to PDF with headless Chromium.
'cashflow batch' answers many accounts: an NDJSON file of envelopes (one per line), or a folder or
glob of files the CLI imports (one account each), on every core or on running services.

Several files are one company (name it with --account): each file is read and checked on its own,
then balances are summed on the latest date every account covers, rows seen in two files of one
account are kept once, and transfers between the company's accounts are left out of the flows.
The file options (--balance, --owed, --currency, --format, --columns, --day-first, --month-first,
--year, --positive-means, --amounts-in, --account-number) apply to the file they follow; before the first file, to every
file. In 'batch', each sub-folder of a folder is one company, and an NDJSON line may name a
company's files: {"account_id":"acme","files":["a.csv",{"file":"card.csv","owed":"10.00"}]}.

Options:
  --route <slug>       run one analysis instead of all eight; one of:
                         ${SLUGS.join("\n                         ")}
  --json               print the response envelopes as JSON (one object with --route, else an array)
  --server <url>       call a running service (POST <url>/api/v1/<slug>) instead of analysing here
  --key <key>          the service's API key; better set CASHFLOW_API_KEY, which stays out of
                       the process list and the shell history
  --as-of <date>       analyse as of this date, YYYY-MM-DD (sets balances.as_of)
  --currency <code>    ISO 4217 code, when the file does not state its currency
  --strict             refuse an envelope that carries fields the API does not know (a typo such
                       as 'term' for 'terms'), instead of warning and analysing without them
  --account <id>       account_id (an import defaults to the file's account number, else its name;
                       required with several files: the company's name)
  --balance <amount>   closing balance as the bank prints it, e.g. 11263.38 or -52.10, in the
                       book's currency (an import otherwise reads the file's balance)
  --owed <amount>      what a card owes at the end of its file, e.g. 1005.24 (a balance of -1005.24)
  --account-number <n> the account number or IBAN a company's file is, when it states none: files
                       of one number are one account; rows naming it are evidence of a transfer
  --fx <CODE=RATE@DATE>
                       a company's account in another currency: RATE units of the book's currency
                       (the first file's) per unit of CODE, on DATE, e.g. --fx EUR=1.0832@2026-03-31
  --format <name>      read the file as this format instead of detecting it: ${FORMATS}
  --day-first          read dates like 03/04/2026 as 3 April, when the file does not settle it
  --month-first        read dates like 03/04/2026 as 4 March, when the file does not settle it
  --year <yyyy>        the year of a statement whose dates are written without one (24/Nov)
  --positive-means <money-in|money-out>
                       for an export whose sign the file does not settle (card exports): what a
                       positive amount is
  --amounts-in <units|cents>
                       for a CSV whose amounts are all whole numbers (-13862) and that does not
                       say their unit: units (-13862.00) or cents (-138.62)
  --columns <names>    name a headerless CSV's columns in order, e.g. date,description,amount
  --rules <file>       your category rules, tried before the built-in ones, one a line, e.g.
                         description contains "gusto" -> payroll
                       (docs/imports.md, "Your own category rules")
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
  --shard <K/N>        with 'batch': answer only shard K of N, the accounts numbered K, K+N,
                       K+2N, … in input order from 0, so N processes (each with its own -o) split
                       a portfolio with no coordinator. K counts from 0 (0 to N-1), as a Kubernetes
                       Indexed Job's pod index does: --shard "$JOB_COMPLETION_INDEX/8"
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
  /** What a CSV's bare whole-number amounts are in, when the file does not say. */
  amountsIn: AmountUnit | undefined;
  columns: string[] | undefined;
  /** The year of a statement whose dates are written without one. */
  year: number | undefined;
  format: string | undefined;
  /** `cashflow import` or `report`: where to write the envelope or the HTML (undefined: stdout). */
  output: string | undefined;
  /** `cashflow report --pdf`: where to print the PDF. */
  pdf: string | undefined;
  paper: "a4" | "letter";
  /** Refuse an envelope with fields the API does not know, instead of warning (the API's `Prefer: handling=strict`). */
  strict: boolean;
  /** `cashflow batch` only. */
  batch: BatchOptions | undefined;
  /** The user's category rules file (docs/imports.md, "Your own category rules"). */
  rules: string | undefined;
  /** What a card owes, as its statement prints it (counted as negative cash). */
  owedText?: string | undefined;
  /** The account number or IBAN the file is, when it states none (a company's files). */
  accountNumber?: string | undefined;
  /** Several files read as one company: each file with its own options. Undefined for one file. */
  files?: FileOptions[] | undefined;
  /** `--fx`: the user's exchange rates for a company's accounts in other currencies. */
  fx?: FxRate[] | undefined;
  /** The largest file, NDJSON line or --server answer read (--max-file-bytes). */
  maxFileBytes: number;
}

/** One file of a company and the options that describe it. */
export type FileOptions = Pick<CliOptions, "file" | "currency" | "balanceText" | "owedText" | "dateOrder" | "positiveMeans" | "amountsIn" | "columns" | "year" | "format" | "accountNumber">;

export type ParsedArgs =
  | { kind: "help" }
  | { kind: "version" }
  | { kind: "run"; command: Command; options: CliOptions }
  | { kind: "usage-error"; message: string };

export type Command = "analyse" | "import" | "report" | "batch" | "categories";
const COMMANDS: readonly string[] = ["import", "report", "batch", "categories"];

const VALUE_OPTIONS = ["--route", "--server", "--key", "--as-of", "--account", "-o", "--pdf", "--paper", "--jobs", "--routes", "--concurrency", "--rules", "--max-file-bytes", "--account-timeout", "--shard"] as const;
type ValueOption = (typeof VALUE_OPTIONS)[number];

/**
 * Options that describe one file: after a file they apply to it, before the first file to every
 * file (`cashflow --currency EUR a.csv b.csv --balance 10.00`). `--date-order` stands for
 * --day-first and --month-first.
 */
const FILE_OPTIONS = ["--currency", "--balance", "--owed", "--format", "--positive-means", "--amounts-in", "--columns", "--year", "--account-number", "--date-order"] as const;
type FileOption = (typeof FILE_OPTIONS)[number];

function isValueOption(name: string): name is ValueOption {
  return (VALUE_OPTIONS as readonly string[]).includes(name);
}

function isFileOption(name: string): name is FileOption {
  return name !== "--date-order" && (FILE_OPTIONS as readonly string[]).includes(name);
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
  let onlyFiles = false;
  const command = (COMMANDS.includes(argv[0] ?? "") ? argv[0] : "analyse") as Command;
  if (command !== "analyse") argv = argv.slice(1);
  let csv = false;
  let resume = false;
  const fx: FxRate[] = [];
  // scopes[0]: the file options given before the first file; scopes[i]: after file i. A batch's
  // inputs are not files of one company: its file options apply to every account wherever given.
  const scopes: Partial<Record<FileOption, string>>[] = [{}];
  const scope = () => scopes[command === "batch" ? 0 : files.length]!;
  let strict = false;

  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (onlyFiles || !arg.startsWith("-") || arg === "-") {
      files.push(arg);
      scopes.push({});
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
    if (name === "--json" || name === "--day-first" || name === "--month-first" || name === "--csv" || name === "--resume" || name === "--strict") {
      if (equals > 0) return usageError(`${name} takes no value.`);
      if (name === "--json") json = true;
      else if (name === "--strict") strict = true;
      else if (name === "--csv") csv = true;
      else if (name === "--resume") resume = true;
      else if (scope()["--date-order"] !== undefined) return usageError("give --day-first or --month-first, not both.");
      else scope()["--date-order"] = name.slice(2);
      continue;
    }
    if (!isValueOption(name) && !isFileOption(name) && name !== "--fx") return usageError(`unknown option ${name}.`);
    let value: string | undefined;
    if (equals > 0) value = arg.slice(equals + 1);
    else value = argv[++i];
    if (value === undefined || value === "") return usageError(`${name} needs a value.`);
    if (name === "--fx") {
      const rate = parseFx(value);
      if (!rate.ok) return usageError(`${rate.problem}.`);
      if (fx.some((given) => given.currency === rate.rate.currency)) return usageError(`--fx ${rate.rate.currency} is given twice; give one rate per currency.`);
      fx.push(rate.rate);
      continue;
    }
    if (isFileOption(name)) {
      if (scope()[name] !== undefined) return usageError(files.length === 0 || command === "batch" ? `${name} is given twice.` : `${name} is given twice for '${files.at(-1)}'.`);
      scope()[name] = value;
      continue;
    }
    if (values[name] !== undefined) return usageError(`${name} is given twice.`);
    values[name] = value;
  }

  if (files.length === 0 && command === "batch") return usageError("name the accounts: an NDJSON file of envelopes, a folder, or files (a quoted glob such as 'exports/*.csv' is expanded here).");
  if (files.length === 0) return usageError(`name an envelope (.json), bank export or statement to ${command}.`);
  const company = files.length > 1 && command !== "batch";
  if (company && values["--account"] === undefined) return usageError(`several files are one company: name it with --account, e.g. --account acme.`);
  const repeated = files.find((file, index) => files.indexOf(file) !== index);
  if (company && repeated !== undefined) return usageError(`'${repeated}' is named twice; name each file of the company once.`);
  if (fx.length > 0 && !company && command !== "batch") return usageError("--fx converts the accounts of a company; name its files (several) with --account.");

  const perFile: FileOptions[] = [];
  for (let index = 0; index < Math.max(files.length, 1); index++) {
    const own = command === "batch" ? {} : definedOnly(scopes[index + 1] ?? {});
    const inherited = { ...scopes[0] };
    // A file's own closing figure replaces the one given for every file, whichever of the two it is.
    if (own["--balance"] !== undefined || own["--owed"] !== undefined) [inherited["--balance"], inherited["--owed"]] = [undefined, undefined];
    const given = definedOnly({ ...inherited, ...own });
    const read = fileOptions(files[index] ?? "", given);
    if (typeof read === "string") return usageError(read);
    perFile.push(read);
  }
  const first = perFile[0]!;
  const { currency, balanceText, dateOrder, positiveMeans, amountsIn, columns, format } = first;

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

  const account = values["--account"];
  if (account !== undefined && [...account].length > LIMITS.accountIdChars) {
    return usageError(`--account is longer than ${LIMITS.accountIdChars} characters.`);
  }

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
    const made = batchOptions(values, scopes[0]!, csv, resume, routeText, json);
    if (typeof made === "string") return usageError(made);
    batch = { ...made, inputs: files };
  } else {
    for (const name of ["--jobs", "--routes", "--concurrency", "--account-timeout", "--shard"] as const) if (values[name] !== undefined) return usageError(`${name} is only used with 'cashflow batch'.`);
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
      amountsIn,
      columns,
      year: first.year,
      format,
      output: values["-o"],
      pdf: values["--pdf"],
      paper,
      strict,
      batch,
      rules: values["--rules"],
      owedText: first.owedText,
      accountNumber: first.accountNumber,
      files: company ? perFile : undefined,
      fx: fx.length > 0 ? fx : undefined,
      maxFileBytes,
    },
  };
}

/** Keeps the options given after a file from hiding those given before the first file. */
function definedOnly<T extends object>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * An amount written with a decimal comma, as German, French or Dutch banks print it (`1.234,56`,
 * `12000,00`), with a decimal point instead; undefined for any other text. A comma followed by one
 * or two digits at the end can only be a decimal mark: one between thousands has three after it.
 */
function withDecimalPoint(text: string): string | undefined {
  const trimmed = text.trim();
  if (!/^[+-]?[$€£¥]?\d[\d.]*,\d{1,2}$/.test(trimmed)) return undefined;
  return trimmed.replaceAll(".", "").replace(",", ".");
}

/** One file's options, checked; a string is the usage error. */
function fileOptions(file: string, given: Partial<Record<FileOption, string>>): FileOptions | string {
  const currency = given["--currency"]?.toUpperCase();
  if (currency !== undefined && (!/^[A-Z]{3}$/.test(currency) || !isKnownCurrency(currency))) {
    return `--currency '${given["--currency"]}' is not an ISO 4217 currency code like USD, EUR or JPY.`;
  }
  for (const name of ["--balance", "--owed"] as const) {
    const text = given[name];
    const pointed = text === undefined ? undefined : withDecimalPoint(text);
    if (pointed !== undefined) return `${name} '${text}' writes its decimals after a comma; the flag takes a decimal point (commas only between thousands): ${name} ${pointed}`;
    if (text !== undefined && !/^[+-]?[$€£¥]?\d[\d,]*(\.\d+)?$/.test(text.trim())) {
      return name === "--balance"
        ? `--balance '${text}' is not an amount; write it as the bank prints it, like 11263.38 or -52.10.`
        : `--owed '${text}' is not an amount; write what the card owes as its statement prints it, like 1234.56.`;
    }
  }
  if (given["--balance"] !== undefined && given["--owed"] !== undefined) return `give --balance or --owed for '${file}', not both.`;
  const positiveMeans = given["--positive-means"];
  if (positiveMeans !== undefined && positiveMeans !== "money-in" && positiveMeans !== "money-out") {
    return `--positive-means takes money-in or money-out, not '${positiveMeans}'.`;
  }
  const amountsIn = given["--amounts-in"];
  if (amountsIn !== undefined && amountsIn !== "units" && amountsIn !== "cents") return `--amounts-in takes units or cents, not '${amountsIn}'.`;
  const format = given["--format"];
  if (format !== undefined && !FORMAT_NAMES.includes(format)) return `--format '${format}' is not one of ${FORMATS}.`;
  const columns = given["--columns"]?.split(",").map((name) => name.trim());
  if (columns !== undefined && columns.some((name) => name === "")) return "--columns takes names separated by commas, e.g. date,description,amount.";
  const yearText = given["--year"];
  const year = yearText === undefined ? undefined : statementYear(yearText);
  if (year === null) return `--year takes the statement's year, like 2026, not '${yearText}'.`;
  const accountNumber = given["--account-number"]?.trim();
  if (accountNumber !== undefined && !/[0-9A-Za-z]/.test(accountNumber)) return `--account-number '${given["--account-number"]}' has no digits or letters; give the number or IBAN as the bank prints it.`;
  return {
    file,
    currency,
    balanceText: given["--balance"],
    owedText: given["--owed"],
    dateOrder: given["--date-order"] as FileOptions["dateOrder"],
    positiveMeans,
    amountsIn,
    columns,
    year,
    format,
    accountNumber,
  };
}

/** The years a statement's dates may be given in with --year. */
const MIN_YEAR = 1970;
const MAX_YEAR = 2100;

/** A statement's year as --year or a manifest's `year` gives it; null when it is none. */
export function statementYear(text: string): number | null {
  return /^\d{4}$/.test(text) && Number(text) >= MIN_YEAR && Number(text) <= MAX_YEAR ? Number(text) : null;
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
  /** `--shard K/N`: only this shard of the accounts; undefined answers them all. */
  shard: Shard | undefined;
}

/**
 * One of `count` processes splitting a batch: it takes the accounts numbered `index`, `index + count`,
 * … in input order, counting from 0. `index` counts from 0 because a Kubernetes Indexed Job's
 * JOB_COMPLETION_INDEX does, so a pod passes it as it is.
 */
export interface Shard {
  index: number;
  count: number;
}


function batchOptions(values: Partial<Record<ValueOption, string>>, fileValues: Partial<Record<FileOption, string>>, csv: boolean, resume: boolean, route: string | undefined, json: boolean): Omit<BatchOptions, "inputs"> | string {
  if (route !== undefined || json) return "--route and --json are not used with 'cashflow batch'; use --routes and -o.";
  if (values["--account"] !== undefined || fileValues["--balance"] !== undefined) return "--account and --balance name one account; 'cashflow batch' reads each account's own.";
  for (const name of ["--owed", "--account-number"] as const) if (fileValues[name] !== undefined) return `${name} names one account; 'cashflow batch' reads each account's own.`;
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
  const shard = values["--shard"] === undefined ? undefined : parseShard(values["--shard"]);
  if (typeof shard === "string") return shard;
  return { jobs, routes: routes as Slug[], csv: csv || (output?.toLowerCase().endsWith(".csv") ?? false), resume, servers, concurrency, accountTimeoutSeconds, shard };
}

/** `--shard K/N`, or what to type instead. The usual slip is counting shards from 1, so 3/3 names the fix. */
function parseShard(text: string): Shard | string {
  const match = /^(\d{1,6})\/(\d{1,6})$/.exec(text);
  if (match === null) {
    // `--shard "$JOB_COMPLETION_INDEX/3"` outside a Job (or before the variable is set) arrives as "/3".
    const unset = /^\/\d+$/.test(text) ? " The shard before the / is missing: is the variable meant to hold it (JOB_COMPLETION_INDEX) set?" : "";
    return `--shard takes K/N: this process's shard, counted from 0, and the number of shards, e.g. --shard 0/3, --shard 1/3 and --shard 2/3 for three processes (in a Kubernetes Indexed Job's args: --shard $(JOB_COMPLETION_INDEX)/3); not '${text}'.${unset}`;
  }
  const [index, count] = [Number(match[1]), Number(match[2])];
  if (count === 0) return `--shard ${text}: the number of shards, after the /, must be 1 or more, e.g. --shard 0/3.`;
  if (index >= count) return `--shard ${text}: shards count from 0, so of ${count} they are 0/${count} to ${count - 1}/${count}; the last one is --shard ${count - 1}/${count}.`;
  return { index, count };
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
