import { Code, ConnectError } from "@connectrpc/connect";
import { expect } from "vitest";

/** A protobuf-es message without its `$typeName` and `$unknown`, as plain data, to compare with what the service's own decoders make. */
export function plainMessage(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plainMessage);
  if (typeof value === "object" && value !== null && !(value instanceof Uint8Array)) {
    return Object.fromEntries(Object.entries(value).filter(([key]) => !key.startsWith("$")).map(([key, field]) => [key, plainMessage(field)]));
  }
  return value;
}

/** What a decoder made of some bytes: a request, or the message of the InvalidArgument it failed with. */
export type Outcome = { ok: true; request: unknown } | { ok: false; message: string };

/** The outcome of one of the service's decoders, which may only ever fail with InvalidArgument. */
export function outcomeOf(decode: () => unknown): Outcome {
  try {
    return { ok: true, request: decode() };
  } catch (error) {
    // Anything but a ConnectError with InvalidArgument fails the test here.
    expect(error).toBeInstanceOf(ConnectError);
    expect((error as ConnectError).code).toBe(Code.InvalidArgument);
    return { ok: false, message: (error as ConnectError).rawMessage };
  }
}

/** The same request field by field, or the same error message. */
export function expectSameOutcome(actual: Outcome, expected: Outcome): void {
  expect(actual.ok).toBe(expected.ok);
  if (actual.ok && expected.ok) expect(plainMessage(actual.request)).toEqual(plainMessage(expected.request));
  else expect(actual.ok ? undefined : actual.message).toBe(expected.ok ? undefined : expected.message);
}
