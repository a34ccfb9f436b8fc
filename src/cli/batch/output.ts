/**
 * What a batch writes per account: an NDJSON line with the answers of the routes asked for (or the
 * account's violations), or one CSV summary row a spreadsheet opens as it is. And, for --resume,
 * the accounts an earlier run already wrote. CSV cells are written by csv-stringify and read back
 * by csv-parse, so an account id with a comma or a quote stays one cell.
 */

import { createReadStream } from "node:fs";
import { access, open } from "node:fs/promises";
import { createInterface } from "node:readline";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import type { Slug, StructuredBySlug } from "../../analyses/types.js";
import { jsonWithoutControls } from "../terminal-text.js";
import type { AccountResult } from "./account.js";

/** The routes a CSV summary row reads. */
export const SUMMARY_ROUTES: readonly Slug[] = [
  "cashflow-health-score",
  "forecast-30d-cash-position",
  "liquidity-runout-forecast",
  "burn-rate-optimizer",
  "distress-early-warning",
  "early-payment-discount-leak",
];

export const CSV_HEADER = [
  "account_id",
  "source",
  "status",
  "currency",
  "health_score",
  "runway_stable",
  "days_to_zero",
  "projected_balance_30d_minor",
  "funding_gap_30d_minor",
  "forecast_30d_minor",
  "composite_risk",
  "monthly_burn_minor",
  "recoverable_discounts_minor",
  "problem",
] as const;

/** What a batch writes for one account: a CSV row or an NDJSON line; nothing for one skipped by --resume. */
export function resultLine(result: AccountResult, csv: boolean): string | undefined {
  if (result.status === "skipped") return undefined;
  return csv ? csvRow(result) : ndjsonLine(result);
}

export function ndjsonLine(result: AccountResult): string {
  const { source, accountId, status, answers, violations, error } = result;
  return `${jsonWithoutControls(JSON.stringify({ account_id: accountId ?? null, source, status, ...(answers === undefined ? {} : { answers }), ...(violations === undefined ? {} : { violations }), ...(error === undefined ? {} : { error }) }))}\n`;
}

export function csvRow(result: AccountResult): string {
  const get = <S extends Slug>(slug: S) => result.answers?.[slug]?.structured as StructuredBySlug[S] | undefined;
  const health = get("cashflow-health-score");
  const forecast = get("forecast-30d-cash-position");
  const liquidity = get("liquidity-runout-forecast");
  const burn = get("burn-rate-optimizer");
  const distress = get("distress-early-warning");
  const discounts = get("early-payment-discount-leak");
  const problem = result.error ?? result.violations?.map((v) => `${v.field}: ${v.issue}`).join("; ") ?? "";
  const cells = [
    spreadsheetText(result.accountId ?? ""),
    spreadsheetText(result.source),
    result.status,
    spreadsheetText(result.currency ?? ""),
    health?.score,
    liquidity?.runway_stable,
    liquidity?.estimated_days_to_zero_balance,
    liquidity?.projected_balance_30d_minor,
    liquidity?.funding_gap_30d_minor,
    forecast?.forecast_30d_minor,
    distress?.composite_risk,
    burn?.monthly_burn_minor,
    discounts?.estimated_recoverable_minor,
    spreadsheetText(problem),
  ];
  return csvLine(cells.map((cell) => (cell === undefined || cell === null ? "" : String(cell))));
}

export function csvLine(cells: readonly string[]): string {
  return stringify([cells]);
}

/**
 * A text cell as a spreadsheet shows it, never runs it: a cell that begins with `=`, `+`, `-`, `@`,
 * a tab or a carriage return is read as a formula by Excel, LibreOffice and Google Sheets, so an
 * account id such as `=HYPERLINK(...)` from a customer's file could run when the summary is opened.
 * OWASP's advice for CSV injection: put a single quote before such a cell, which the spreadsheet
 * takes as "this is text" and does not show. A cell that already begins with a quote gets one too,
 * so reading back (`fromSpreadsheetText`) is exact. Only text cells the project writes from its input
 * take this; computed numbers (a negative balance) are written as they are.
 */
export function spreadsheetText(cell: string): string {
  return /^[=+\-@\t\r']/.test(cell) ? `'${cell}` : cell;
}

/** The text a `spreadsheetText` cell was made from. */
export function fromSpreadsheetText(cell: string): string {
  return cell.startsWith("'") ? cell.slice(1) : cell;
}

/** The key --resume knows an account by: its id, or where it came from when it has none (an unreadable line). */
export function doneKey(accountId: string | undefined, source: string): string {
  return accountId !== undefined ? `account ${accountId}` : `source ${source}`;
}

/**
 * The accounts an earlier run wrote to `path` (answered or not), for --resume, and how many of them
 * were not answered (invalid or unreadable): they stay in the file, so the resumed run still ends
 * with exit status 1 while any remain. A missing file is an empty start. A last line cut off by an
 * interrupted run is ignored: that account is done again.
 */
export async function earlierRun(path: string, csv: boolean): Promise<{ done: Set<string>; failed: number; header?: string[] }> {
  const done = new Set<string>();
  let failed = 0;
  let header: string[] | undefined;
  try {
    await access(path);
  } catch {
    return { done, failed };
  }
  for await (const line of createInterface({ input: createReadStream(path, { encoding: "utf8" }), crlfDelay: Infinity })) {
    if (line.trim() === "") continue;
    // The summary's columns, to refuse appending rows of another layout (a summary of an older version).
    if (csv && header === undefined) {
      header = csvHeaderOf(line);
      if (header !== undefined) continue;
    }
    const written = csv ? csvKey(line) : jsonKey(line);
    if (written === undefined) continue;
    done.add(written.key);
    if (written.status === "invalid" || written.status === "unreadable") failed++;
  }
  return { done, failed, ...(header === undefined ? {} : { header }) };
}

function csvHeaderOf(line: string): string[] | undefined {
  try {
    const [fields] = parse(line) as string[][];
    return fields?.[0] === CSV_HEADER[0] ? fields : undefined;
  } catch {
    return undefined;
  }
}

/** The accounts an earlier run wrote to `path`; see `earlierRun`. */
export async function accountsDone(path: string, csv: boolean): Promise<Set<string>> {
  return (await earlierRun(path, csv)).done;
}

function jsonKey(line: string): { key: string; status: unknown } | undefined {
  try {
    const parsed = JSON.parse(line) as { account_id?: unknown; source?: unknown; status?: unknown };
    if (typeof parsed.source !== "string") return undefined;
    return { key: doneKey(typeof parsed.account_id === "string" ? parsed.account_id : undefined, parsed.source), status: parsed.status };
  } catch {
    return undefined;
  }
}

/** A row cut short by an interrupted run can still parse; only a row with every column counts. */
function csvKey(line: string): { key: string; status: unknown } | undefined {
  try {
    const [fields] = parse(line, { relax_column_count: true }) as string[][];
    if (fields === undefined || fields.length !== CSV_HEADER.length) return undefined;
    const [id, source, status] = fields;
    if (source === undefined || id === CSV_HEADER[0]) return undefined;
    return { key: doneKey(id === "" ? undefined : fromSpreadsheetText(id), fromSpreadsheetText(source)), status };
  } catch {
    return undefined;
  }
}

/**
 * Before --resume appends: a last line without its line feed is either a complete result (the run
 * stopped just before writing the feed), which is kept and given its feed, or a line cut off
 * mid-way, which is cut from the file (that account is answered again, and accountsDone did not
 * count it). Either way the next line starts on a line of its own.
 */
export async function endLastLine(path: string, csv: boolean): Promise<void> {
  const file = await open(path, "r+");
  try {
    const { size } = await file.stat();
    const chunk = Buffer.alloc(Math.min(size, 64 * 1024));
    let end = size;
    let lineStart = 0;
    while (end > 0) {
      const start = Math.max(0, end - chunk.length);
      const { bytesRead } = await file.read(chunk, 0, end - start, start);
      if (end === size && chunk[bytesRead - 1] === 0x0a) return; // already ends with a line feed
      const newline = chunk.subarray(0, bytesRead).lastIndexOf(0x0a);
      if (newline >= 0) {
        lineStart = start + newline + 1;
        break;
      }
      end = start;
    }
    const last = Buffer.alloc(size - lineStart);
    await file.read(last, 0, last.length, lineStart);
    const text = last.toString("utf8").replace(/\r$/, "");
    if ((csv ? csvKey(text) : jsonKey(text)) !== undefined) await file.write("\n", size);
    else await file.truncate(lineStart);
  } finally {
    await file.close();
  }
}
