import { readAnalysisRequest } from "../../gen/cashflow/v1/cashflow_contract.js";
import { DECLINE } from "./decline.js";
import { Reader } from "./wire-reader.js";

/**
 * A binary AnalysisRequest read straight into the engine's input shape (the envelope
 * ./from-message.ts writes), without protobuf-es's message objects in between.
 *
 * Why not protobuf-es: a gRPC call with 10,000 transactions spent most of its server CPU building
 * protobuf-es's messages, copying them into the plain envelope and collecting both (bench/RESULTS.md,
 * "The binary decoder"). This reader builds the envelope once.
 *
 * It reads only well-formed, conventionally encoded requests: each known field with its own wire
 * type, varints of at most ten bytes, lengths inside their message, no groups and no field the
 * contract does not know. For anything else it declines (returns undefined) and the caller decodes
 * with protobuf-es's `fromBinary`, so odd or hostile input always gets protobuf-es's reading or its
 * error, and unknown fields are named by the same walk as ever. Where it reads, its answer equals
 * `fromMessage(fromBinary(AnalysisRequestSchema, bytes))`: last value wins for a repeated scalar,
 * repeated occurrences of a singular message merge, lists append, strings are UTF-8 validated by
 * protobuf-es's own decoder (test/envelope/protobuf-binary.test.ts checks this against protobuf-es on
 * random and corrupted requests, with a new seed each run, and reads a request setting each field of
 * the descriptor).
 *
 * Where the code lives: the per-message functions (one per message, each storing its fields in locals,
 * one `switch` on the field number, its object built once at the end) are generated from
 * proto/cashflow/v1/cashflow.proto into gen/cashflow/v1/cashflow_contract.ts by
 * tools/protoc-gen-cashflow-contract, so a field added to the proto is read after `npm run generate`
 * with no edit here. They call the wire reader of ./wire-reader.ts. A table-driven reader (values
 * stored by field number, then copied into the object) measured about six times slower in process,
 * which is why the functions are generated rather than one loop over the descriptor.
 */

/** The envelope of a binary AnalysisRequest, or undefined where protobuf-es must read it. */
export function decodeAnalysisRequest(bytes: Uint8Array): Record<string, unknown> | undefined {
  try {
    return readAnalysisRequest(new Reader(bytes), bytes.length);
  } catch (error) {
    if (error === DECLINE) return undefined;
    throw error;
  }
}
