import { createContextKey, type ContextValues, type Interceptor } from "@connectrpc/connect";
import type { AnalysisRequest } from "../../gen/cashflow/v1/cashflow_pb.js";
import { admit, type AdmissionPolicy } from "../calls/admission.js";
import { ignoredFieldsWarning, ignoredMessageFields, type IgnoredField } from "../calls/ignored-fields.js";
import { prefersStrictHandling } from "../calls/request-handling.js";
import { fromMessage } from "../envelope/from-message.js";
import { admissionError } from "./errors.js";

/**
 * How an admitted analysis request reaches Connect's interceptors and the method: the one entry
 * point, whichever way the call came.
 *
 * Over the network, the call pipeline (./call-pipeline.ts) admits the key, reads, inflates and
 * decodes the body before Connect is invoked, and puts the decoded request in the call's context
 * values under ANALYSIS_REQUEST; Connect is handed an empty message, which it decodes for nothing.
 * A transport that runs no pipeline (Connect's in-memory `createRouterTransport`) hands Connect a
 * decoded message instead, and `admittingCalls`, the first interceptor of every CashFlowService
 * method (./routes.ts), makes the same key check from the call's headers and writes the message as
 * the same envelope. So every later interceptor and the method read one request, already admitted.
 */
export interface AdmittedRequest {
  /** The engine's input: the envelope the gateway reads (../envelope/from-message.ts). */
  input: Record<string, unknown>;
  /** The request's fields the contract does not know, named in a Warning header or refused under strict handling. */
  ignored: IgnoredField[];
  /** Whether the caller asked for strict handling (`prefer: handling=strict`). */
  strict: boolean;
}

export const ANALYSIS_REQUEST = createContextKey<AdmittedRequest | undefined>(undefined, { description: "cashflow admitted analysis request" });

/** The call's admitted request; undefined only for a method called without ./routes.ts's interceptor. */
export function admittedRequest(values: ContextValues): AdmittedRequest | undefined {
  return values.get(ANALYSIS_REQUEST);
}

/**
 * The headers an answer carries for how its request was handled: a Warning naming ignored fields,
 * or that strict handling was applied.
 */
export function handlingHeaders({ ignored, strict }: AdmittedRequest): Record<string, string> {
  if (strict) return { "preference-applied": "handling=strict" };
  const warning = ignoredFieldsWarning(ignored);
  return warning === undefined ? {} : { warning };
}

/** The key check for calls that came without the pipeline; a call the pipeline admitted passes straight on. */
export function admittingCalls(admission: AdmissionPolicy): Interceptor {
  return (next) => async (call) => {
    if (call.contextValues.get(ANALYSIS_REQUEST) !== undefined) return next(call);
    const admitted = await admit({ authorization: call.header.get("authorization") ?? undefined, "x-api-key": call.header.get("x-api-key") ?? undefined }, admission);
    if (!admitted.admitted) throw admissionError(admitted.refusal);
    // Every CashFlowService method is unary; a streaming one would be admitted with no envelope to read.
    const message = (call.stream ? undefined : call.message) as AnalysisRequest | undefined;
    if (message === undefined) return next(call);
    const request = { input: fromMessage(message), ignored: ignoredMessageFields(message), strict: prefersStrictHandling(call.header.get("prefer") ?? undefined) };
    call.contextValues.set(ANALYSIS_REQUEST, request);
    const response = await next(call);
    for (const [name, value] of Object.entries({ ...admitted.headers, ...handlingHeaders(request) })) response.header.set(name, value);
    return response;
  };
}
