import { Code, ConnectError } from "@connectrpc/connect";
import { FieldViolationsSchema, RetryInfoSchema } from "../../gen/cashflow/v1/cashflow_pb.js";
import type { AdmissionRefusal } from "../calls/admission.js";
import type { Violation } from "../domain/violations.js";

/**
 * gRPC carries error details in a trailer, and common clients refuse metadata beyond 8 KiB
 * (grpc-js `grpc.max_metadata_size`, grpc-go's default header list limit is larger). Keeping the
 * encoded violations under this budget leaves room for the other trailers after base64 (×4/3).
 * Connect and gRPC-Web carry details in the body and get every violation.
 */
const GRPC_DETAIL_BUDGET_BYTES = 4096;

/**
 * The error for a rejected envelope: InvalidArgument with a `cashflow.v1.FieldViolations` detail
 * naming every invalid field, the same list the JSON gateway puts in `details`. The message names
 * the first field, because many tools print only the message; it avoids `, ; : / ? & = + $ @ #`,
 * which connect-es percent-encodes in grpc-message and grpc-js's decodeURI leaves encoded.
 */
export function invalidArgument(violations: readonly Violation[], protocolName: string): ConnectError {
  const listed = protocolName === "grpc" ? withinBudget(violations, GRPC_DETAIL_BUDGET_BYTES) : violations;
  const count = violations.length;
  const first = violations[0];
  const message =
    first === undefined
      ? "The request envelope is invalid."
      : `The request envelope has ${count} invalid field${count === 1 ? "" : "s"} starting with ${first.field}. The cashflow.v1.FieldViolations detail lists each one.`;
  return new ConnectError(message, Code.InvalidArgument, undefined, [
    { desc: FieldViolationsSchema, value: { violations: [...listed] } },
  ]);
}

/** The leading violations that fit the budget, and a last entry counting the rest when some are cut. */
function withinBudget(violations: readonly Violation[], budget: number): readonly Violation[] {
  const kept: Violation[] = [];
  // Reserve room for the closing "n more" entry; each entry costs its text plus a few tag and length bytes.
  let used = 160;
  for (const violation of violations) {
    used += Buffer.byteLength(violation.field) + Buffer.byteLength(violation.issue) + 8;
    if (used > budget) break;
    kept.push(violation);
  }
  if (kept.length === violations.length) return violations;
  return [
    ...kept,
    {
      field: "envelope",
      issue: `${violations.length - kept.length} more violations were found and not listed here; gRPC trailers are size-limited, and the Connect protocol and the JSON gateway list them all.`,
    },
  ];
}

/**
 * What a caller sees of an unexpected fault: Internal and a fixed sentence. The cause stays on the
 * error for the server's own log, never on the wire, as it may quote the payload.
 */
export function internalError(cause: unknown): ConnectError {
  return new ConnectError("The server could not complete the request.", Code.Internal, undefined, undefined, cause);
}

/**
 * The error for a key whose rate limit is used up: ResourceExhausted with a `cashflow.v1.RetryInfo`
 * detail, and `retry-after` with the RateLimit fields as metadata (gRPC trailers, Connect headers),
 * so a client that reads neither details nor trailers still sees the wait in the message.
 */
export function rateLimited(retryAfterSeconds: number, fields: Record<string, string>): ConnectError {
  return new ConnectError(
    `This API key's request rate limit is used up. Retry in ${retryAfterSeconds} s.`,
    Code.ResourceExhausted,
    fields,
    [{ desc: RetryInfoSchema, value: { retryAfterSeconds } }],
  );
}

/** Unauthenticated's message for each way a key can be wrong (the gateway's 401 says the same); none says which keys exist. */
const UNAUTHENTICATED = {
  missing: "No API key was sent. Send it in the authorization header as Bearer <key>.",
  apiKeyHeader: "This service does not read the x-api-key header. Send the key in the authorization header as Bearer <key>.",
  malformed: "The authorization header is not Bearer <key>. Send the word Bearer, one space, then the key.",
  unknown: "The API key sent is not one this server accepts. Check it for a typo, or for a key of another server.",
} as const;

/**
 * A refusal of the admission step (key, then rate limit) as the RPC surfaces answer it:
 * Unauthenticated, or ResourceExhausted as `rateLimited`. The gateway words the same refusals as 401 and 429.
 */
export function admissionError(refusal: AdmissionRefusal): ConnectError {
  if (refusal.reason === "unauthenticated") {
    return new ConnectError(UNAUTHENTICATED[refusal.cause], Code.Unauthenticated);
  }
  return rateLimited(refusal.retryAfterSeconds, refusal.headers);
}

/**
 * A request body that did not arrive whole within its bounds (see ../http/read-body.ts): over the
 * size limit, past the request deadline, or abandoned by the client.
 */
export function unreadBodyError(kind: "too_large" | "timed_out" | "aborted", maxMessageBytes: number): ConnectError {
  switch (kind) {
    case "too_large":
      return new ConnectError(`The request message is larger than the limit of ${maxMessageBytes} bytes.`, Code.ResourceExhausted);
    case "timed_out":
      return new ConnectError("The request message did not arrive in full within the server's request deadline.", Code.DeadlineExceeded);
    case "aborted":
      return new ConnectError("The client closed the request before sending all of it.", Code.Canceled);
  }
}
