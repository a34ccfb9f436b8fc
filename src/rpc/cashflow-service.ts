import type { DescMethod } from "@bufbuild/protobuf";
import { ConnectError, type HandlerContext, type ServiceImpl } from "@connectrpc/connect";
import { CashFlowService, type AnalysisRequest } from "../../gen/cashflow/v1/cashflow_pb.js";
import { analyse } from "../engine/index.js";
import type { Slug } from "../analyses/types.js";
import { logFault } from "../log/faults.js";
import type { Logger } from "../log/logger.js";
import { internalError, invalidArgument } from "./errors.js";
import { fromMessage } from "../envelope/from-message.js";
import { ANALYSIS_INPUT, UNKNOWN_FIELDS } from "./request-body.js";
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
 * The eight methods. Each answers from the input the call pipeline decoded (./request-body.ts) or,
 * where no pipeline ran (Connect's in-memory transport), from the request message itself, and writes
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
  return (request: AnalysisRequest, context: HandlerContext) => {
    try {
      const input = context.values.get(ANALYSIS_INPUT) ?? fromMessage(request);
      // The call's context lives until the answer is taken, which a slow reader can put off until
      // the send timeout: it must not keep the request's book alive meanwhile.
      context.values.delete(ANALYSIS_INPUT);
      const { ignored, strict } = context.values.get(UNKNOWN_FIELDS);
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
