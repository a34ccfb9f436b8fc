import type { DescMethod } from "@bufbuild/protobuf";
import { ConnectError, type HandlerContext, type ServiceImpl } from "@connectrpc/connect";
import { CashFlowService, type AnalysisRequest } from "../../gen/cashflow/v1/cashflow_pb.js";
import { analyse } from "../engine/index.js";
import type { Slug } from "../analyses/types.js";
import { logFault } from "../log/faults.js";
import type { Logger } from "../log/logger.js";
import { internalError, invalidArgument } from "./errors.js";
import { admittedRequest, ANALYSIS_REQUEST } from "./analysis-request.js";
import { strictRefusal, withIgnoredFields } from "../calls/ignored-fields.js";
import { toMessage } from "./to-message.js";

/** Each method answers the JSON route of the same name; the compiler checks that none is missing. */
export const SLUG_OF_METHOD = {
  cashflowHealthScore: "cashflow-health-score",
  forecast30dCashPosition: "forecast-30d-cash-position",
  liquidityRunoutForecast: "liquidity-runout-forecast",
  simulatedScenarioRunner: "simulated-scenario-runner",
  arAgingAccelerator: "ar-aging-accelerator",
  burnRateOptimizer: "burn-rate-optimizer",
  distressEarlyWarning: "distress-early-warning",
  earlyPaymentDiscountLeak: "early-payment-discount-leak",
} as const satisfies Record<keyof typeof CashFlowService.method, Slug>;

type MethodName = keyof typeof SLUG_OF_METHOD;

/**
 * The eight methods. Each answers from the call's admitted request (./analysis-request.ts), the same
 * whether the call pipeline decoded it or a transport handed Connect the message, and writes
 * the engine's response onto the method's response message: the RPC and JSON surfaces run the same
 * engine on the same input shape, so they cannot drift apart.
 */
export function createCashFlowService(logger: Logger): ServiceImpl<typeof CashFlowService> {
  const methods = Object.keys(SLUG_OF_METHOD) as MethodName[];
  return Object.fromEntries(
    methods.map((name) => [name, analysisMethod(SLUG_OF_METHOD[name], CashFlowService.method[name], logger)]),
  ) as unknown as ServiceImpl<typeof CashFlowService>;
}

function analysisMethod(slug: Slug, method: DescMethod, logger: Logger) {
  const route = `/${method.parent.typeName}/${method.name}`;
  return (_request: AnalysisRequest, context: HandlerContext) => {
    try {
      const admitted = admittedRequest(context.values);
      if (admitted === undefined) throw new Error("A CashFlowService method was called without the key check of ./routes.ts.");
      // The call's context lives until the answer is taken, which a slow reader can put off until
      // the send timeout: it must not keep the request's book alive meanwhile.
      context.values.delete(ANALYSIS_REQUEST);
      const { input, ignored, strict } = admitted;
      const result = analyse(slug, input);
      if (!result.ok || strictRefusal(ignored, strict)) {
        throw invalidArgument(withIgnoredFields(result.ok ? [] : result.violations, ignored, strict), context.protocolName);
      }
      return toMessage(method.output, result.response as unknown as Record<string, unknown>);
    } catch (error) {
      if (error instanceof ConnectError) throw error;
      logFault(logger, context.protocolName, route, error);
      throw internalError(error);
    }
  };
}
