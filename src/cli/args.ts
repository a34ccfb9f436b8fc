/**
 * The command line, read into checked options. Every mistake becomes a usage error with one
 * sentence saying what to type instead; nothing here touches the file or the network.
 */

import { isSlug, SLUGS, type Slug } from "../engine/index.js";
import { LIMITS } from "../domain/book.js";
import { parseDay } from "../domain/dates.js";
import { isKnownCurrency } from "../import/amount.js";

export const USAGE = `Usage: cashflow <file> [options]

Runs the eight cash-flow analyses on a request envelope (.json) or a bank CSV export (.csv)
and prints them as tables, or as the service's JSON with --json.

Options:
  --route <slug>       run one analysis instead of all eight; one of:
                         ${SLUGS.join("\n                         ")}
  --json               print the response envelopes as JSON (one object with --route, else an array)
  --server <url>       call a running service (POST <url>/api/v1/<slug>) instead of analysing here
  --key <key>          the service's API key; better set CASHFLOW_API_KEY, which stays out of
                       the process list and the shell history
  --as-of <date>       analyse as of this date, YYYY-MM-DD (sets balances.as_of)
  --currency <code>    ISO 4217 code; for a CSV it sets how many decimals the amounts carry
                       (default USD)
  --account <id>       account_id (a CSV defaults to the file's name)
  --balance <minor>    closing balance in minor units, e.g. 123456 for $1,234.56 (a CSV
                       otherwise reads its balance column)
  --day-first          read a CSV's 03/04/2026 as 3 April (when its dates do not tell)
  -h, --help           print this help

For a .json file, --as-of, --currency, --account and --balance replace the envelope's values.

CSV: a header row, a date column (date, posted, transaction date …) and either a signed amount
column or debit and credit columns (debit = money out); an amount with a CR/DR column (credit
debit indicator) is read too; optional category and balance columns. Amounts are in major units
as banks print them: 1,234.56  -12.00  (12.00).

Exit status: 0 ok, 1 invalid input, 2 usage error, 3 the service failed or could not be reached.`;

export interface CliOptions {
  file: string;
  route: Slug | undefined;
  json: boolean;
  server: { url: URL; key: string } | undefined;
  asOf: string | undefined;
  currency: string | undefined;
  account: string | undefined;
  balanceMinor: number | undefined;
  dayFirst: boolean;
}

export type ParsedArgs = { kind: "help" } | { kind: "run"; options: CliOptions } | { kind: "usage-error"; message: string };

const VALUE_OPTIONS = ["--route", "--server", "--key", "--as-of", "--currency", "--account", "--balance"] as const;
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
  let dayFirst = false;
  let onlyFiles = false;

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
    const equals = arg.indexOf("=");
    const name = equals > 0 ? arg.slice(0, equals) : arg;
    if (name === "--json" || name === "--day-first") {
      if (equals > 0) return usageError(`${name} takes no value.`);
      if (name === "--json") json = true;
      else dayFirst = true;
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

  if (files.length === 0) return usageError("name an envelope (.json) or bank export (.csv) to analyse.");
  if (files.length > 1) return usageError(`one file at a time; got ${files.map((f) => `'${f}'`).join(", ")}.`);

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
  let balanceMinor: number | undefined;
  if (balanceText !== undefined) {
    balanceMinor = /^[+-]?\d+$/.test(balanceText) ? Number(balanceText) : Number.NaN;
    if (!Number.isSafeInteger(balanceMinor)) {
      return usageError(`--balance '${balanceText}' must be a whole number of minor units (cents for USD), like 123456 or -5000.`);
    }
  }

  let server: CliOptions["server"];
  const serverText = values["--server"];
  // The key is never echoed in any message: a usage error can end up in a shared log.
  const key = values["--key"] ?? nonEmpty(env["CASHFLOW_API_KEY"]);
  if (serverText !== undefined) {
    let url: URL;
    try {
      url = new URL(serverText);
    } catch {
      return usageError(`--server '${serverText}' is not a URL; use one like http://localhost:8080.`);
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") return usageError(`--server must be an http:// or https:// URL.`);
    if (key === undefined) return usageError("--server needs an API key: set CASHFLOW_API_KEY or pass --key.");
    server = { url, key };
  } else if (values["--key"] !== undefined) {
    return usageError("--key is only used with --server.");
  }

  return {
    kind: "run",
    options: {
      file: files[0]!,
      route,
      json,
      server,
      asOf,
      currency,
      account,
      balanceMinor,
      dayFirst,
    },
  };
}

function usageError(message: string): ParsedArgs {
  return { kind: "usage-error", message };
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === "" ? undefined : trimmed;
}
