import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { fromJson, type JsonValue } from "@bufbuild/protobuf";
import { expect } from "vitest";
import { CashFlowService } from "../../gen/cashflow/v1/cashflow_pb.js";
import { SLUGS } from "../../src/analyses/types.js";
import { postJson } from "../support/http.js";
import { METHOD_OF_SLUG } from "../support/contract-keys.js";
import { toGatewayShape } from "../support/gateway-shape.js";
import { TEST_KEY } from "../support/server.js";

/** The repository root: the example clients run from it, as their usage lines show. */
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * A book small enough to work by hand. as_of 2024-03-31; history starts at the first transaction,
 * 2024-03-04, so N = 28 days; inflow 420,000, outflow 180,000 + 410,000 = 590,000.
 *
 * - Runout: μ = −170,000 / 28 < 0, draining. Days to zero = floor(1,250,000 × 28 / 170,000)
 *   = floor(205.88) = 205, so 4 war-room hours (beyond 90 days). In 30 days:
 *   round(1,250,000 − 30 × 170,000 / 28) = round(1,067,857.14) = 1,067,857; no funding gap.
 * - Discounts: 2% of 250,000 = 5,000, deadline 2024-03-25 + 10 = 2024-04-04, open on as_of; a
 *   stated 2,000 whose deadline passed. 2 invoices, 7,000 on the table, round(0.8 × 5,000) = 4,000
 *   recoverable, 0.25 clerk hours → 0.3.
 * - Health drivers: net position −170,000; monthly outflow round(590,000 × 30 / 28) = 632,143.
 */
export const BOOK = {
  account_id: "client-example-001",
  balances: { current_minor: 1_250_000, as_of: "2024-03-31", currency: "USD" },
  transactions: [
    { date: "2024-03-04", amount_minor: 420_000, category: "revenue" },
    { date: "2024-03-05", amount_minor: -180_000, category: "payroll" },
    { date: "2024-03-25", amount_minor: -410_000, category: "rent" },
  ],
  payables: {
    items: [
      { amount_minor: 250_000, due_date: "2024-04-24", terms: "2/10 net 30", invoice_date: "2024-03-25", vendor: "Mill & Sons" },
      { amount_minor: 100_000, due_date: "2024-04-10", discount_minor: 2_000, discount_deadline: "2024-03-20", vendor: "Paper Co" },
    ],
  },
  scenario: { revenue_shock_pct: -25, opex_shock_pct: 5, horizon_days: 45 },
  ar_aging: { buckets: [{ bucket: "current", amount_minor: 300_000 }, { bucket: "31-60", amount_minor: 120_000 }] },
};

/** Three invalid fields at once, all of a kind protobuf JSON parses, so the service is what refuses them. */
export const INVALID_BOOK = { account_id: "", balances: {}, transactions: [{ date: "2024-02-30", amount_minor: 100 }] };

/** The fields INVALID_BOOK gets wrong, in the order the service lists them. */
export const INVALID_FIELDS = ["account_id", "balances.current_minor", "transactions[0].date"];

export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

const execFileAsync = promisify(execFile);

/** Runs a program from the repository root and collects its exit code and output, whatever the code. */
export async function runTool(file: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Ran> {
  try {
    const { stdout, stderr } = await execFileAsync(file, args, { cwd: ROOT, env, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number | string; stdout?: string; stderr?: string };
    // A string code (ENOENT) means the program could not be started at all: that is the test's fault.
    if (typeof failed.code !== "number") throw error;
    return { code: failed.code, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

/** The violation lines a client prints under an INVALID_ARGUMENT: `  <field>: <issue>`. */
export function violationFields(stderr: string): string[] {
  return stderr.split("\n").flatMap((line) => /^ {2}(\S+): \S/.exec(line)?.[1] ?? []);
}

/**
 * A client's `--json` output (protobuf JSON, one answer per method) holds all eight methods, and
 * each answer, in the gateway's shape, is exactly what the JSON gateway answers for BOOK.
 */
export async function expectSameAnswersAsGateway(stdout: string, port: number): Promise<void> {
  const answers = JSON.parse(stdout) as Record<string, JsonValue>;
  expect(Object.keys(answers)).toEqual(CashFlowService.methods.map((method) => method.name));
  for (const slug of SLUGS) {
    const method = CashFlowService.methods.find((m) => m.name === METHOD_OF_SLUG[slug])!;
    const gateway = await postJson(port, `/api/v1/${slug}`, BOOK, TEST_KEY);
    expect(toGatewayShape(method.output, fromJson(method.output, answers[method.name]!)), slug).toEqual(gateway.json);
  }
}
