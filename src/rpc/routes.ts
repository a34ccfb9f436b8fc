import type { ConnectRouter, Interceptor } from "@connectrpc/connect";
import { CashFlowService, file_cashflow_v1_cashflow } from "../../gen/cashflow/v1/cashflow_pb.js";
import { file_grpc_health_v1_health, Health } from "../../gen/grpc/health/v1/health_pb.js";
import { file_grpc_reflection_v1_reflection, ServerReflection as ReflectionV1 } from "../../gen/grpc/reflection/v1/reflection_pb.js";
import {
  file_grpc_reflection_v1alpha_reflection,
  ServerReflection as ReflectionV1alpha,
} from "../../gen/grpc/reflection/v1alpha/reflection_pb.js";
import type { AdmissionPolicy } from "../calls/admission.js";
import type { Logger } from "../log/logger.js";
import { admittingCalls } from "./analysis-request.js";
import { createCashFlowService } from "./cashflow-service.js";
import { createHealthService, type HealthState } from "./health.js";
import { createReflectionServices } from "./reflection.js";

/**
 * Every RPC the server offers, in one place, with the interceptors each runs: CashFlowService, whose
 * calls pass the key and rate limit before their body is read (./call-pipeline.ts) or, on a transport
 * that runs no pipeline (Connect's in-memory one), before any other interceptor
 * (./analysis-request.ts); and the health and reflection services, open because probes and
 * `buf curl --list-methods` carry no key.
 */
export interface RpcRoutesOptions {
  health: HealthState;
  logger: Logger;
  admission: AdmissionPolicy;
  /** Run around every method, after CashFlowService's key check. */
  interceptors?: Interceptor[];
}

export function rpcRoutes({ health, logger, admission, interceptors = [] }: RpcRoutesOptions): (router: ConnectRouter) => void {
  const reflection = createReflectionServices([
    file_cashflow_v1_cashflow,
    file_grpc_health_v1_health,
    file_grpc_reflection_v1_reflection,
    file_grpc_reflection_v1alpha_reflection,
  ]);
  return (router) => {
    router.service(CashFlowService, createCashFlowService(logger), { interceptors: [admittingCalls(admission), ...interceptors] });
    router.service(Health, createHealthService(health), { interceptors });
    router.service(ReflectionV1, reflection.v1, { interceptors });
    router.service(ReflectionV1alpha, reflection.v1alpha, { interceptors });
  };
}
