import { fromBinary } from "@bufbuild/protobuf";
import { FileDescriptorProtoSchema } from "@bufbuild/protobuf/wkt";
import { createClient, createRouterTransport } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { create } from "@bufbuild/protobuf";
import {
  ExtensionRequestSchema,
  ServerReflection,
  type ServerReflectionRequest,
  type ServerReflectionResponse,
} from "../../gen/grpc/reflection/v1/reflection_pb.js";
import { ServerReflection as ServerReflectionAlpha } from "../../gen/grpc/reflection/v1alpha/reflection_pb.js";
import { KeyRing } from "../../src/auth/keys.js";
import { HealthState } from "../../src/rpc/health.js";
import { silentLogger } from "../../src/log/logger.js";
import { rpcRoutes } from "../../src/rpc/routes.js";

/** Server reflection through Connect's in-memory transport: the questions `buf curl` and grpcurl ask. */

const transport = createRouterTransport(rpcRoutes({ health: new HealthState(), logger: silentLogger(), admission: { keys: KeyRing.fromEntries([], "test"), rateLimiter: undefined } }));
const reflection = createClient(ServerReflection, transport);

type Question = Partial<ServerReflectionRequest>["messageRequest"];

async function ask(...questions: NonNullable<Question>[]): Promise<ServerReflectionResponse[]> {
  async function* requests() {
    for (const messageRequest of questions) yield { host: "", messageRequest };
  }
  const answers: ServerReflectionResponse[] = [];
  for await (const answer of reflection.serverReflectionInfo(requests())) answers.push(answer);
  return answers;
}

function fileNames(answer: ServerReflectionResponse | undefined): string[] {
  if (answer?.messageResponse.case !== "fileDescriptorResponse") return [];
  return answer.messageResponse.value.fileDescriptorProto.map((bytes) => fromBinary(FileDescriptorProtoSchema, bytes).name);
}

describe("grpc.reflection.v1", () => {
  it("lists every service", async () => {
    const [answer] = await ask({ case: "listServices", value: "" });
    expect(answer?.messageResponse.case).toBe("listServicesResponse");
    const names = answer?.messageResponse.case === "listServicesResponse" ? answer.messageResponse.value.service.map((s) => s.name) : [];
    expect(names).toEqual(["cashflow.v1.CashFlowService", "grpc.health.v1.Health", "grpc.reflection.v1.ServerReflection", "grpc.reflection.v1alpha.ServerReflection"]);
  });

  it("finds files by name and by any symbol they define", async () => {
    const answers = await ask(
      { case: "fileByFilename", value: "cashflow/v1/cashflow.proto" },
      { case: "fileContainingSymbol", value: "cashflow.v1.CashFlowService" },
      { case: "fileContainingSymbol", value: "cashflow.v1.CashFlowService.LiquidityRunoutForecast" },
      { case: "fileContainingSymbol", value: "cashflow.v1.Balances.current_minor" },
      { case: "fileContainingSymbol", value: "grpc.health.v1.HealthCheckResponse.ServingStatus" },
      { case: "fileContainingSymbol", value: "grpc.health.v1.HealthCheckResponse.SERVING" },
    );
    expect(answers.map(fileNames)).toEqual([
      ["cashflow/v1/cashflow.proto"],
      ["cashflow/v1/cashflow.proto"],
      ["cashflow/v1/cashflow.proto"],
      ["cashflow/v1/cashflow.proto"],
      ["grpc/health/v1/health.proto"],
      ["grpc/health/v1/health.proto"],
    ]);
  });

  it("serves descriptors complete enough to rebuild the service", async () => {
    const [answer] = await ask({ case: "fileByFilename", value: "cashflow/v1/cashflow.proto" });
    const files = answer?.messageResponse.case === "fileDescriptorResponse" ? answer.messageResponse.value.fileDescriptorProto : [];
    const descriptor = fromBinary(FileDescriptorProtoSchema, files[0]!);
    expect(descriptor.package).toBe("cashflow.v1");
    expect(descriptor.service[0]?.method.map((m) => m.name)).toHaveLength(8);
  });

  it("answers NOT_FOUND for unknown files, symbols and types, and an empty list of extension numbers", async () => {
    const answers = await ask(
      { case: "fileByFilename", value: "nope.proto" },
      { case: "fileContainingSymbol", value: "cashflow.v1.Nope" },
      { case: "fileContainingExtension", value: create(ExtensionRequestSchema, { containingType: "cashflow.v1.Balances", extensionNumber: 100 }) },
      { case: "allExtensionNumbersOfType", value: "cashflow.v1.Nope" },
      { case: "allExtensionNumbersOfType", value: "cashflow.v1.Balances" },
    );
    for (const answer of answers.slice(0, 4)) {
      expect(answer.messageResponse.case).toBe("errorResponse");
      expect(answer.messageResponse.case === "errorResponse" && answer.messageResponse.value.errorCode).toBe(5);
    }
    expect(answers[4]?.messageResponse).toMatchObject({ case: "allExtensionNumbersResponse", value: { baseTypeName: "cashflow.v1.Balances", extensionNumber: [] } });
  });

  it("echoes each request as original_request", async () => {
    const [answer] = await ask({ case: "fileContainingSymbol", value: "grpc.health.v1.Health" });
    expect(answer?.originalRequest?.messageRequest).toEqual({ case: "fileContainingSymbol", value: "grpc.health.v1.Health" });
  });
});

describe("grpc.reflection.v1alpha", () => {
  it("answers the same questions", async () => {
    const alpha = createClient(ServerReflectionAlpha, transport);
    async function* one() {
      yield { host: "", messageRequest: { case: "fileContainingSymbol" as const, value: "cashflow.v1.CashFlowService" } };
    }
    const answers = [];
    for await (const answer of alpha.serverReflectionInfo(one())) answers.push(answer);
    expect(answers[0]?.messageResponse.case).toBe("fileDescriptorResponse");
  });
});
