import type { ConnectRouter } from "@connectrpc/connect";
import { CashFlowService, file_cashflow_v1_cashflow } from "../../gen/cashflow/v1/cashflow_pb.js";
import { file_grpc_health_v1_health, Health } from "../../gen/grpc/health/v1/health_pb.js";
import { file_grpc_reflection_v1_reflection, ServerReflection as ReflectionV1 } from "../../gen/grpc/reflection/v1/reflection_pb.js";
import {
  file_grpc_reflection_v1alpha_reflection,
  ServerReflection as ReflectionV1alpha,
} from "../../gen/grpc/reflection/v1alpha/reflection_pb.js";
import type { Logger } from "../log/logger.js";
import { createCashFlowService } from "./cashflow-service.js";
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
