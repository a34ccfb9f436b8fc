/**
 * A field violation: the path of the offending field in the request envelope, in the API's
 * snake_case names (`transactions[3].date`), and a sentence a finance analyst understands.
 * Errors are values; the gateway and the RPC surfaces map them to HTTP 400 / InvalidArgument.
 */
export interface Violation {
  field: string;
  issue: string;
}

/** The answer of validation or analysis when the envelope cannot be analysed. */
export interface Rejection {
  ok: false;
  violations: Violation[];
}

/**
 * Thrown inside the engine when a figure cannot be represented exactly (a total beyond ±(2^53−1)).
 * Caught at the engine's edge and turned into a Rejection, so callers never see it.
 */
export class FigureOutOfRange extends Error {
  constructor(readonly violation: Violation) {
    super(violation.issue);
  }
}
