/**
 * A TypeScript client for the Cash Flow Intelligence Service, with Connect for Node.
 *
 * Calls one or all eight methods of cashflow.v1.CashFlowService with one request envelope (the
 * same JSON the /api/v1 gateway takes) and prints what each answers:
 *
 *   export CASHFLOW_API_KEY=dev-key-change-me
 *   npx tsx examples/typescript/client.ts http://localhost:8080 examples/small-company.json
 *   npx tsx examples/typescript/client.ts http://localhost:8080 examples/burning-startup.json LiquidityRunoutForecast
 *   npx tsx examples/typescript/client.ts http://localhost:8080 examples/overdrawn-account.json --grpc --json
 *
 * It speaks the Connect protocol over HTTP/1.1 by default, which passes through any HTTP proxy, and
 * gRPC over HTTP/2 with --grpc; the answers are the same. For a server with TLS give an https://
 * URL (a private CA goes in NODE_EXTRA_CA_CERTS). The key is read from CASHFLOW_API_KEY, so it stays
 * out of shell history. Exit status, as for `npx cashflow`: 0 every call answered; 1 the envelope is
 * invalid (each invalid field is printed); 2 a usage error or a key the service refuses; 3 the
 * service failed or could not be reached.
 *
 * In a project of your own, generate the `cashflow_pb` module from proto/ with buf and
 * protoc-gen-es (README.md, "Clients in other languages") and import it from where you put it.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { fromJson, toJson, type DescMessage, type JsonValue, type MessageShape } from "@bufbuild/protobuf";
import { Code, ConnectError, createClient, type Client, type Interceptor } from "@connectrpc/connect";
import { createConnectTransport, createGrpcTransport } from "@connectrpc/connect-node";
import {
  AnalysisRequestSchema,
  ArAgingAcceleratorResponseSchema,
  BurnRateOptimizerResponseSchema,
  CashFlowService,
  CashflowHealthScoreResponseSchema,
  DistressEarlyWarningResponseSchema,
  EarlyPaymentDiscountLeakResponseSchema,
  FieldViolationsSchema,
  Forecast30dCashPositionResponseSchema,
  LiquidityRunoutForecastResponseSchema,
  SimulatedScenarioRunnerResponseSchema,
  type AnalysisRequest,
  type LiquidityRunoutForecast,
} from "../../gen/cashflow/v1/cashflow_pb.js";

/** The eight methods in the contract's order. */
const METHODS = CashFlowService.methods.map((method) => method.name);

const USAGE = `usage: npx tsx examples/typescript/client.ts URL ENVELOPE.json [METHOD ...] [--grpc] [--json]
  URL        the service, e.g. http://localhost:8080
  METHOD     one or more of ${METHODS.join(", ")} (default: all eight)
  --grpc     call over gRPC (HTTP/2) instead of the Connect protocol (HTTP/1.1)
  --json     print the whole answers as protobuf JSON instead of a summary
The API key is read from CASHFLOW_API_KEY.`;

/** Adds the API key to every call: the service reads `authorization: Bearer <key>` on every protocol. */
function bearer(key: string): Interceptor {
  return (next) => (request) => {
    request.header.set("authorization", `Bearer ${key}`);
    return next(request);
  };
}

/** What is printed of one answer. */
interface Printed {
  endpoint: string;
  accountId: string;
  narrative: string;
  /** One line built from the typed figures; amounts in minor units (cents for USD), int64 as bigint. */
  summary: string;
  /** Protobuf JSON with the proto field names, and fields at their zero value kept. */
  json: JsonValue;
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { grpc: { type: "boolean" }, json: { type: "boolean" }, help: { type: "boolean" } } });
  } catch (error) {
    return usageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const [baseUrl, envelopeFile, ...chosen] = positionals;
  if (baseUrl === undefined || envelopeFile === undefined) return usageError("give the service's URL and an envelope file");
  if (!URL.canParse(baseUrl)) return usageError(`not a URL: ${baseUrl}`);
  const unknown = chosen.filter((name) => !METHODS.includes(name));
  if (unknown.length > 0) return usageError(`unknown method ${unknown.join(", ")}`);
  const key = process.env["CASHFLOW_API_KEY"]?.trim();
  if (!key) return usageError("set CASHFLOW_API_KEY to the service's API key");

  let request: AnalysisRequest;
  try {
    request = readEnvelope(envelopeFile);
  } catch (error) {
    console.error(`${envelopeFile}: ${(error as Error).message}`);
    return (error as NodeJS.ErrnoException).code === undefined ? 1 : 2;
  }

  const options = {
    baseUrl,
    interceptors: [bearer(key)],
    // An answer takes milliseconds; a call still waiting after 30 seconds is stuck, not slow.
    defaultTimeoutMs: 30_000,
  };
  const transport = values.grpc ? createGrpcTransport(options) : createConnectTransport({ ...options, httpVersion: "1.1" });
  const client = createClient(CashFlowService, transport);

  const answers = new Map<string, Printed>();
  for (const name of chosen.length > 0 ? chosen : METHODS) {
    try {
      answers.set(name, await call(client, name, request));
    } catch (error) {
      // Every method reads the same envelope, so a refusal of one would repeat for the rest.
      return reportFailure(name, ConnectError.from(error));
    }
  }

  if (values.json) {
    console.log(JSON.stringify(Object.fromEntries([...answers].map(([name, printed]) => [name, printed.json])), null, 2));
  } else {
    for (const [name, printed] of answers) {
      console.log(`${name} (${printed.endpoint}, account ${printed.accountId})`);
      console.log(`  ${printed.summary}`);
      console.log(`  ${printed.narrative.replaceAll("\n", "\n  ")}\n`);
    }
  }
  return 0;
}

/**
 * Reads an envelope file into the request message. fromJson takes the proto field names
 * (account_id, amount_minor) as well as lowerCamelCase, and int64 values as JSON numbers or strings;
 * unlike the gateway it refuses unknown field names, which catches a misspelt field before sending.
 */
function readEnvelope(file: string): AnalysisRequest {
  const text = readFileSync(file, "utf8");
  return fromJson(AnalysisRequestSchema, JSON.parse(text) as JsonValue);
}

/** One call, with its figures read through the generated types. */
async function call(client: Client<typeof CashFlowService>, name: string, request: AnalysisRequest): Promise<Printed> {
  switch (name) {
    case "CashflowHealthScore": {
      const answer = await client.cashflowHealthScore(request);
      const { score, drivers } = figures(answer.structured);
      return printed(CashflowHealthScoreResponseSchema, answer, `score ${score}/100; net position ${drivers?.netPositionMinor}, monthly outflow ${drivers?.monthlyOutflowMinor}, volatility ${drivers?.volatilityIndex}`);
    }
    case "Forecast30dCashPosition": {
      const answer = await client.forecast30dCashPosition(request);
      const forecast = figures(answer.structured);
      return printed(Forecast30dCashPositionResponseSchema, answer, `in 30 days ${forecast.forecast30dMinor} ± ${forecast.confidenceBandMinor.toFixed(0)} (95%)`);
    }
    case "LiquidityRunoutForecast": {
      const answer = await client.liquidityRunoutForecast(request);
      const runout = figures(answer.structured);
      return printed(
        LiquidityRunoutForecastResponseSchema,
        answer,
        `${daysToZero(runout)}; in 30 days ${runout.projectedBalance30dMinor}, funding gap ${runout.fundingGap30dMinor}, ${runout.treasuryWarRoomHoursRecommendedNext30d} war-room hours`,
      );
    }
    case "SimulatedScenarioRunner": {
      const answer = await client.simulatedScenarioRunner(request);
      const { scenarios } = figures(answer.structured);
      return printed(SimulatedScenarioRunnerResponseSchema, answer, scenarios.map((s) => `${s.name} ${s.balanceMinor}`).join(", "));
    }
    case "ArAgingAccelerator": {
      const answer = await client.arAgingAccelerator(request);
      const { prioritized } = figures(answer.structured);
      return printed(ArAgingAcceleratorResponseSchema, answer, `collect first: ${listed(prioritized.map((p) => `${p.bucket} ${p.amountMinor}`))}`);
    }
    case "BurnRateOptimizer": {
      const answer = await client.burnRateOptimizer(request);
      const burn = figures(answer.structured);
      const savings = listed(burn.reductionOpportunities.map((r) => `${r.category} ${r.amountMinor}`));
      return printed(BurnRateOptimizerResponseSchema, answer, `monthly burn ${burn.monthlyBurnMinor}; savings: ${savings}`);
    }
    case "DistressEarlyWarning": {
      const answer = await client.distressEarlyWarning(request);
      const distress = figures(answer.structured);
      const tripped = listed(distress.signals.filter((signal) => signal.tripped).map((signal) => signal.id));
      return printed(DistressEarlyWarningResponseSchema, answer, `composite risk ${distress.compositeRisk}/100; tripped: ${tripped}`);
    }
    case "EarlyPaymentDiscountLeak": {
      const answer = await client.earlyPaymentDiscountLeak(request);
      const leak = figures(answer.structured);
      return printed(
        EarlyPaymentDiscountLeakResponseSchema,
        answer,
        `${leak.invoicesWithDiscountTerms} invoices with discounts, ${leak.discountsOnTableMinor} on the table, ${leak.estimatedRecoverableMinor} recoverable at ${leak.assumedCaptureRatePct}%`,
      );
    }
    default:
      throw new Error(`no such method: ${name}`);
  }
}

/** The service always fills `structured`; protobuf-es types every message field as possibly unset. */
function figures<T>(structured: T | undefined): T {
  if (structured === undefined) throw new ConnectError("the answer carries no structured figures", Code.Internal);
  return structured;
}

function daysToZero(runout: LiquidityRunoutForecast): string {
  // A proto3 optional: undefined when the runway is stable, which is not the same as 0 (already at zero).
  return runout.estimatedDaysToZeroBalance === undefined ? "runway stable" : `${runout.estimatedDaysToZeroBalance} days to a zero balance`;
}

function listed(items: string[]): string {
  return items.length > 0 ? items.join(", ") : "none";
}

function printed<Desc extends DescMessage>(
  schema: Desc,
  answer: MessageShape<Desc> & { endpoint: string; accountId: string; narrative: string },
  summary: string,
): Printed {
  const json = toJson(schema, answer, { useProtoFieldName: true, alwaysEmitImplicit: true });
  return { endpoint: answer.endpoint, accountId: answer.accountId, narrative: answer.narrative, summary, json };
}

function reportFailure(method: string, error: ConnectError): number {
  console.error(`${method}: ${Code[error.code]}: ${error.rawMessage}`);
  switch (error.code) {
    case Code.InvalidArgument:
      // Every invalid field, from the cashflow.v1.FieldViolations error detail.
      for (const { violations } of error.findDetails(FieldViolationsSchema)) {
        for (const violation of violations) console.error(`  ${violation.field}: ${violation.issue}`);
      }
      return 1;
    case Code.Unauthenticated:
      console.error("  check CASHFLOW_API_KEY: the service does not accept this key");
      return 2;
    default:
      return 3;
  }
}

function usageError(message: string): number {
  console.error(`client.ts: ${message}\n${USAGE}`);
  return 2;
}

process.exitCode = await main();
