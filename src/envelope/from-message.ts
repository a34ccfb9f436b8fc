import type { AnalysisRequest } from "../../gen/cashflow/v1/cashflow_pb.js";
import { analysisRequestFromMessage } from "../../gen/cashflow/v1/cashflow_contract.js";

/**
 * The protobuf edge of the one input shape the engine reads: a decoded AnalysisRequest written as
 * the JSON gateway's envelope (snake_case names, plain numbers). An int64 becomes a number when it
 * is exact as one, and otherwise its decimal text, which the engine refuses naming the field, as
 * it refuses the same text on the gateway: never rounded. An empty string is protobuf's unset
 * string, so it is left out, as an absent JSON field would be.
 *
 * The mapping of each message is generated from the proto (gen/cashflow/v1/cashflow_contract.ts, by
 * tools/protoc-gen-cashflow-contract), so it names every field the binary reader does; the value
 * conventions it applies are ./contract-runtime.ts's.
 */

export { textOrAbsent } from "./contract-runtime.js";

export function fromMessage(request: AnalysisRequest): Record<string, unknown> {
  return analysisRequestFromMessage(request);
}
