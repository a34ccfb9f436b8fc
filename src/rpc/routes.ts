import type { DescService } from "@bufbuild/protobuf";
import type { ConnectRouter, ServiceImpl } from "@connectrpc/connect";
import { CashFlowService, file_cashflow_v1_cashflow } from "../../gen/cashflow/v1/cashflow_pb.js";
import { file_grpc_health_v1_health, Health } from "../../gen/grpc/health/v1/health_pb.js";
import { file_grpc_reflection_v1_reflection, ServerReflection as ReflectionV1 } from "../../gen/grpc/reflection/v1/reflection_pb.js";
import {
  file_grpc_reflection_v1alpha_reflection,
  ServerReflection as ReflectionV1alpha,
} from "../../gen/grpc/reflection/v1alpha/reflection_pb.js";
import type { Logger } from "../log/logger.js";
import { createCashFlowService, decodeRawRequest } from "./cashflow-service.js";
import { RAW_CASH_FLOW_SERVICE } from "./decode-request.js";
import { createHealthService, type HealthState } from "./health.js";
import { createReflectionServices } from "./reflection.js";

/**
 * Every RPC the server offers, in one place: CashFlowService, whose calls pass the key and rate
 * limit before their body is read (./adapter.ts), and the health and reflection services, open
 * because probes and `buf curl --list-methods` carry no key.
 */
export interface RpcRoutesOptions {
  health: HealthState;
  logger: Logger;
}

export function rpcRoutes({ health, logger }: RpcRoutesOptions): (router: ConnectRouter) => void {
  const reflection = createReflectionServices([
    file_cashflow_v1_cashflow,
    file_grpc_health_v1_health,
    file_grpc_reflection_v1_reflection,
    file_grpc_reflection_v1alpha_reflection,
  ]);
  return (router) => {
    router.service(CashFlowService, createCashFlowService(logger));
    router.service(Health, createHealthService(health));
    router.service(ReflectionV1, reflection.v1);
    router.service(ReflectionV1alpha, reflection.v1alpha);
  };
}

/**
 * CashFlowService for the requests whose message the service decodes itself (binary protobuf and
 * Connect JSON; see ./request-message.ts): the same methods and interceptors, with requests decoded
 * by ./decode-request.ts and ./decode-json-request.ts instead of protobuf-es reflection.
 */
export function rpcRawRoutes({ logger }: Omit<RpcRoutesOptions, "health">): (router: ConnectRouter) => void {
  return (router) => {
    // The methods and their outputs are CashFlowService's; only the input type differs.
    const methods = createCashFlowService(logger) as unknown as ServiceImpl<DescService>;
    router.service(RAW_CASH_FLOW_SERVICE, methods, { interceptors: [decodeRawRequest] });
  };
}
