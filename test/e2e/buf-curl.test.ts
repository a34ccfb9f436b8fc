import { spawn } from "node:child_process";
import { fromJson } from "@bufbuild/protobuf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CashFlowService } from "../../gen/cashflow/v1/cashflow_pb.js";
import { SLUGS } from "../../src/analyses/types.js";
import { ENVELOPE } from "../support/envelope.js";
import { postJson } from "../support/http.js";
import { METHOD_OF_SLUG } from "../support/contract-keys.js";
import { toGatewayShape } from "../support/gateway-shape.js";
import { startServer, TEST_KEY, type RunningServer } from "../support/server.js";

/**
 * `buf curl` from the @bufbuild/buf package, the debugging tool the README shows: over gRPC with
 * the schema fetched by server reflection (no --schema), and over Connect on HTTP/1.1.
 */

const BUF = "node_modules/.bin/buf";

let running: RunningServer;
beforeAll(async () => {
  running = await startServer();
});
afterAll(() => running.close());

function bufCurl(args: string[], stdin = ""): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(BUF, ["curl", ...args], { stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

const grpcViaReflection = () => ["--protocol", "grpc", "--http2-prior-knowledge"];

describe("buf curl over gRPC with server reflection", () => {
  it("lists the services and methods without a key", async () => {
    const services = await bufCurl([...grpcViaReflection(), "--list-services", running.baseUrl]);
    expect(services.code).toBe(0);
    expect(services.stdout.trim().split("\n")).toEqual([
      "cashflow.v1.CashFlowService",
      "grpc.health.v1.Health",
      "grpc.reflection.v1.ServerReflection",
      "grpc.reflection.v1alpha.ServerReflection",
    ]);
    const methods = await bufCurl([...grpcViaReflection(), "--list-methods", running.baseUrl]);
    expect(methods.code).toBe(0);
    expect(methods.stdout.trim().split("\n").filter((line) => line.startsWith("cashflow."))).toEqual(
      CashFlowService.methods.map((m) => `cashflow.v1.CashFlowService/${m.name}`).sort(),
    );
  });

  it("answers all eight methods as the JSON gateway does", async () => {
    for (const slug of SLUGS) {
      const method = CashFlowService.methods.find((m) => m.name === METHOD_OF_SLUG[slug])!;
      const result = await bufCurl(
        [...grpcViaReflection(), "-H", `Authorization: Bearer ${TEST_KEY}`, "-d", "@-", `${running.baseUrl}/cashflow.v1.CashFlowService/${method.name}`],
        JSON.stringify(ENVELOPE),
      );
      expect(result.code, result.stderr).toBe(0);
      const gateway = await postJson(running.port, `/api/v1/${slug}`, ENVELOPE, TEST_KEY);
      expect(toGatewayShape(method.output, fromJson(method.output, JSON.parse(result.stdout))), slug).toEqual(gateway.json);
    }
  });

  it("works with the older v1alpha reflection protocol too", async () => {
    const result = await bufCurl([
      ...grpcViaReflection(),
      "--reflect-protocol",
      "grpc-v1alpha",
      "-H",
      `Authorization: Bearer ${TEST_KEY}`,
      "-d",
      JSON.stringify(ENVELOPE),
      `${running.baseUrl}/cashflow.v1.CashFlowService/DistressEarlyWarning`,
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout).endpoint).toBe("distress-early-warning");
  });

  it("reports unauthenticated without a key and invalid_argument with the violations", async () => {
    const url = `${running.baseUrl}/cashflow.v1.CashFlowService/CashflowHealthScore`;
    const noKey = await bufCurl([...grpcViaReflection(), "-d", JSON.stringify(ENVELOPE), url]);
    expect(noKey.code).not.toBe(0);
    expect(JSON.parse(noKey.stderr).code).toBe("unauthenticated");
    const invalid = await bufCurl([...grpcViaReflection(), "-H", `Authorization: Bearer ${TEST_KEY}`, "-d", '{"account_id": ""}', url]);
    const error = JSON.parse(invalid.stderr);
    expect(error.code).toBe("invalid_argument");
    expect(error.details[0].type).toBe("cashflow.v1.FieldViolations");
  });
});

describe("buf curl over Connect on HTTP/1.1", () => {
  it("answers like the gateway, using the schema in this repository", async () => {
    const method = CashFlowService.method.liquidityRunoutForecast;
    const result = await bufCurl(
      ["--schema", ".", "-v", "-H", `Authorization: Bearer ${TEST_KEY}`, "-d", "@-", `${running.baseUrl}/cashflow.v1.CashFlowService/${method.name}`],
      JSON.stringify(ENVELOPE),
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain("HTTP/1.1 200 OK");
    const gateway = await postJson(running.port, "/api/v1/liquidity-runout-forecast", ENVELOPE, TEST_KEY);
    expect(toGatewayShape(method.output, fromJson(method.output, JSON.parse(result.stdout)))).toEqual(gateway.json);
  });
});
