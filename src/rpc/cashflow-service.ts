import type { DescMethod, Message } from "@bufbuild/protobuf";
import { ConnectError, type HandlerContext, type Interceptor, type ServiceImpl } from "@connectrpc/connect";
import { CashFlowService, type AnalysisRequest } from "../../gen/cashflow/v1/cashflow_pb.js";
import { analyse } from "../analyses/index.js";
import type { Slug } from "../analyses/types.js";
import { logFault } from "../log/faults.js";
import type { Logger } from "../log/logger.js";
import { decodeJsonMessage } from "./decode-json-request.js";
import { decodeMessage, decodeRequest, type DecodedRequest, type RawAnalysisRequest } from "./decode-request.js";
import { internalError, invalidArgument } from "./errors.js";
import { REQUEST_MESSAGE } from "./request-message.js";
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
 * The eight methods. Each hands the decoded request message to the engine as it is (the engine
 * reads protobuf messages and JSON alike) and writes the engine's response onto the method's
 * response message, so the RPC and JSON surfaces cannot drift apart.
 */
export function createCashFlowService(logger: Logger): ServiceImpl<typeof CashFlowService> {
  const methods = Object.keys(SLUG_OF_METHOD) as MethodName[];
  return Object.fromEntries(
    methods.map((name) => [name, analysisMethod(SLUG_OF_METHOD[name], CashFlowService.method[name], logger)]),
  ) as unknown as ServiceImpl<typeof CashFlowService>;
}

function analysisMethod(slug: Slug, method: DescMethod, logger: Logger) {
  const route = `/${method.parent.typeName}/${method.name}`;
  return (request: AnalysisRequest | DecodedRequest, context: HandlerContext) => {
    try {
      const result = analyse(slug, request);
      if (!result.ok) throw invalidArgument(result.violations, context.protocolName);
      return toMessage(method.output, result.response as unknown as Record<string, unknown>);
    } catch (error) {
      if (error instanceof ConnectError) throw error;
      logFault(logger, context.protocolName, route, error);
      throw internalError(error);
    }
  };
}

/**
 * Replaces the raw registration's AnalysisRequestRaw with the request the engine reads: decoded
 * from the message ./request-message.ts took off the body (./decode-request.ts for binary,
 * ./decode-json-request.ts for JSON), or else from the binary message connect-es decoded. It runs
 * before any other interceptor, as connect-es decodes before them, so a malformed request is
 * answered before the key is checked, on both registrations.
 */
export const decodeRawRequest: Interceptor = (next) => (request) => {
  if (request.stream) return next(request);
  const taken = request.contextValues.get(REQUEST_MESSAGE);
  const decoded =
    taken === undefined
      ? decodeRequest(request.message as Message & RawAnalysisRequest)
      : taken.codec === "json"
        ? decodeJsonMessage(taken.bytes)
        : decodeMessage(taken.bytes);
  return next({ ...request, message: decoded as unknown as Message });
};
