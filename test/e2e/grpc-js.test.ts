import * as grpc from "@grpc/grpc-js";
import * as protoLoader from "@grpc/proto-loader";
import { BinaryReader } from "@bufbuild/protobuf/wire";
import { fromBinary } from "@bufbuild/protobuf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CashFlowService, FieldViolationsSchema } from "../../gen/cashflow/v1/cashflow_pb.js";
import { SLUGS } from "../../src/analyses/types.js";
import { ENVELOPE, INVALID_ENVELOPE, STABLE_ENVELOPE } from "../support/envelope.js";
import { postJson } from "../support/http.js";
import { METHOD_OF_SLUG } from "../support/contract-keys.js";
import { toGatewayShape } from "../support/gateway-shape.js";
import { startServer, TEST_KEY, type RunningServer } from "../support/server.js";

/**
 * @grpc/grpc-js with @grpc/proto-loader, reading proto/ itself: a gRPC client that shares no code
 * with Connect, as a client in another language would be.
 */

type Callback = (error: grpc.ServiceError | null, response: Record<string, unknown>) => void;
type UnaryMethod = (request: unknown, metadata: grpc.Metadata, callback: Callback) => void;
type GrpcClient = grpc.Client & Record<string, UnaryMethod>;

const loaderOptions: protoLoader.Options = { keepCase: true, longs: Number, enums: String, defaults: true, includeDirs: ["proto"] };
const cashflowPackage = grpc.loadPackageDefinition(protoLoader.loadSync("cashflow/v1/cashflow.proto", loaderOptions)) as any;
const healthPackage = grpc.loadPackageDefinition(protoLoader.loadSync("grpc/health/v1/health.proto", loaderOptions)) as any;

let running: RunningServer;
let client: GrpcClient;
let health: GrpcClient;

beforeAll(async () => {
  running = await startServer();
  const target = `127.0.0.1:${running.port}`;
  client = new cashflowPackage.cashflow.v1.CashFlowService(target, grpc.credentials.createInsecure());
  health = new healthPackage.grpc.health.v1.Health(target, grpc.credentials.createInsecure());
});
afterAll(async () => {
  client.close();
  health.close();
  await running.close();
});

function call(target: GrpcClient, method: string, request: unknown, key?: string): Promise<Record<string, unknown>> {
  const metadata = new grpc.Metadata();
  if (key !== undefined) metadata.set("authorization", `Bearer ${key}`);
  return new Promise((resolve, reject) => target[method]!(request, metadata, (error, response) => (error ? reject(error) : resolve(response))));
}

async function failure(promise: Promise<unknown>): Promise<grpc.ServiceError> {
  try {
    await promise;
  } catch (error) {
    return error as grpc.ServiceError;
  }
  throw new Error("the call succeeded");
}

/** google.rpc.Status from grpc-status-details-bin, read field by field: code 1, message 2, details 3 (Any: type_url 1, value 2). */
function statusDetails(error: grpc.ServiceError): { typeUrl: string; value: Uint8Array }[] {
  const [bytes] = error.metadata.get("grpc-status-details-bin") as Buffer[];
  const details: { typeUrl: string; value: Uint8Array }[] = [];
  const reader = new BinaryReader(bytes!);
  while (reader.pos < reader.len) {
    const [field, wireType] = reader.tag();
    if (field !== 3) {
      reader.skip(wireType);
      continue;
    }
    const any = new BinaryReader(reader.bytes());
    const detail: { typeUrl: string; value: Uint8Array } = { typeUrl: "", value: new Uint8Array() };
    while (any.pos < any.len) {
      const [anyField, anyWire] = any.tag();
      if (anyField === 1) detail.typeUrl = any.string();
      else if (anyField === 2) detail.value = any.bytes();
      else any.skip(anyWire);
    }
    details.push(detail);
  }
  return details;
}

describe("grpc-js client", () => {
  it("gets the same answer as the JSON gateway for all eight methods", async () => {
    for (const slug of SLUGS) {
      const method = CashFlowService.methods.find((m) => m.name === METHOD_OF_SLUG[slug])!;
      const response = await call(client, method.name, ENVELOPE, TEST_KEY);
      const gateway = await postJson(running.port, `/api/v1/${slug}`, ENVELOPE, TEST_KEY);
      expect(toGatewayShape(method.output, response, (field) => field.name), slug).toEqual(gateway.json);
    }
  });

  it("sees an unset optional where the gateway writes null", async () => {
    const response = await call(client, "LiquidityRunoutForecast", STABLE_ENVELOPE, TEST_KEY);
    const structured = response["structured"] as Record<string, unknown>;
    expect(structured["runway_stable"]).toBe(true);
    expect(structured["estimated_days_to_zero_balance"]).toBeUndefined();
  });

  it("gets UNAUTHENTICATED without a key or with a wrong one", async () => {
    expect((await failure(call(client, "CashflowHealthScore", ENVELOPE))).code).toBe(grpc.status.UNAUTHENTICATED);
    expect((await failure(call(client, "CashflowHealthScore", ENVELOPE, "wrong")))).toMatchObject({ code: grpc.status.UNAUTHENTICATED });
  });

  it("gets INVALID_ARGUMENT with a readable message and the FieldViolations detail", async () => {
    const error = await failure(call(client, "BurnRateOptimizer", { ...INVALID_ENVELOPE, balances: {} }, TEST_KEY));
    expect(error.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect(error.details).toMatch(/^The request envelope has \d+ invalid fields starting with account_id\./);
    const [detail] = statusDetails(error);
    expect(detail?.typeUrl).toBe("type.googleapis.com/cashflow.v1.FieldViolations");
    const violations = fromBinary(FieldViolationsSchema, detail!.value).violations;
    expect(violations.map((v) => v.field)).toEqual(expect.arrayContaining(["account_id", "balances.current_minor", "transactions[0].date"]));
  });

  it("receives a long violation list within its 8 KiB metadata limit", async () => {
    const many = { ...ENVELOPE, transactions: Array.from({ length: 1000 }, () => ({ date: "someday", amount_minor: 1 })) };
    const error = await failure(call(client, "CashflowHealthScore", many, TEST_KEY));
    expect(error.code).toBe(grpc.status.INVALID_ARGUMENT);
    const violations = fromBinary(FieldViolationsSchema, statusDetails(error)[0]!.value).violations;
    expect(violations.at(-1)?.issue).toMatch(/more violations were found/);
  });

  it("checks health without a key", async () => {
    expect(await call(health, "Check", { service: "" })).toEqual({ status: "SERVING" });
    expect(await call(health, "Check", { service: "cashflow.v1.CashFlowService" })).toEqual({ status: "SERVING" });
    expect((await failure(call(health, "Check", { service: "nope.Service" }))).code).toBe(grpc.status.NOT_FOUND);
  });
});
