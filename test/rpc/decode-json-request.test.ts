import { create, fromJson, fromJsonString, ScalarType, toJsonString, type DescField, type DescMessage } from "@bufbuild/protobuf";
import { Code, ConnectError } from "@connectrpc/connect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AnalysisRequestSchema } from "../../gen/cashflow/v1/cashflow_pb.js";
import { syntheticBook } from "../../bench/books.js";
import { decodeJsonMessage, readPlainJson } from "../../src/rpc/decode-json-request.js";
import { RPC_JSON_OPTIONS } from "../../src/rpc/json-options.js";
import { expectSameOutcome, outcomeOf, type Outcome } from "../support/decoder-outcome.js";

/**
 * The Connect JSON reader against protobuf-es: on any bytes at all, `decodeJsonMessage` must give
 * what connect-es gives (lenient UTF-8, then `fromJsonString` with the service's JSON options): an
 * equal message, or InvalidArgument with the same message. The generated bodies are built from
 * the descriptors with odd values, both spellings of a key, repeated keys, escapes and unknown keys,
 * written by a serializer of our own so that duplicates and raw escapes reach the bytes.
 */

function reference(bytes: Uint8Array): Outcome {
  try {
    return { ok: true, request: fromJsonString(AnalysisRequestSchema, new TextDecoder().decode(bytes), RPC_JSON_OPTIONS) };
  } catch (error) {
    return { ok: false, message: ConnectError.from(error, Code.InvalidArgument).rawMessage };
  }
}

function expectSameAsConnect(bytes: Uint8Array): void {
  expectSameOutcome(
    outcomeOf(() => decodeJsonMessage(bytes)),
    reference(bytes),
  );
}

// ---- bodies: JSON text as a tree of our own, so keys may repeat and be written with escapes

type Json = { object: [key: string, value: Json][] } | { array: Json[] } | { raw: string };

function write(json: Json): string {
  if ("raw" in json) return json.raw;
  if ("array" in json) return `[${json.array.map(write).join(",")}]`;
  return `{${json.object.map(([key, value]) => `${key}:${write(value)}`).join(",")}}`;
}

const raw = (value: unknown): Json => ({ raw: JSON.stringify(value) });
const bytesOf = (json: Json) => new TextEncoder().encode(write(json));

/** A key as written in the text: quoted, sometimes with a letter escaped (`"d\u0061te"` is `date`). */
const keyText = (name: string) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(JSON.stringify(name)) },
    fc.nat({ max: Math.max(0, name.length - 1) }).map((at) => `"${name.slice(0, at)}\\u${name.charCodeAt(at).toString(16).padStart(4, "0")}${name.slice(at + 1)}"`),
  );

const oddValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom(null, true, "", "\ud800", "NaN", "Infinity", "1e3", " 5", "007", "-0", "9223372036854775808", "x").map(raw),
  fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer(), fc.string()).map(raw),
  fc.constant<Json>({ object: [] }),
  fc.constant<Json>({ array: [] }),
  fc.constant<Json>({ array: [{ raw: "null" }] }),
);

function scalarValue(kind: "string" | "int64" | "int32" | "double"): fc.Arbitrary<Json> {
  const plainForm = {
    string: fc.string({ unit: "grapheme", maxLength: 12 }).map(raw),
    int64: fc.oneof(fc.integer().map(raw), fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }).map((n) => raw(String(n))), fc.maxSafeInteger().map(raw)),
    int32: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }).map(raw),
    double: fc.double({ noNaN: true, noDefaultInfinity: true }).map(raw),
  }[kind];
  return fc.oneof({ weight: 5, arbitrary: plainForm }, { weight: 1, arbitrary: oddValue });
}

const SCALAR_KIND: Partial<Record<ScalarType, "string" | "int64" | "int32" | "double">> = {
  [ScalarType.STRING]: "string",
  [ScalarType.INT64]: "int64",
  [ScalarType.INT32]: "int32",
  [ScalarType.DOUBLE]: "double",
};

function messageValue(desc: DescMessage, depth: number): fc.Arbitrary<Json> {
  const members = desc.fields.map((field) => fieldMembers(field, depth));
  const unknown = fc.array(
    fc.tuple(fc.constantFrom('"unknown"', '"12"', '"__proto__"', '"[ext]"', '"$typeName"'), fc.oneof(fc.constant(raw("x")), oddValue)),
    { maxLength: 2 },
  );
  return fc
    .tuple(fc.tuple(...members), unknown, fc.boolean())
    .chain(([fields, extra, shuffle]) => {
      const entries = [...fields.flat(), ...extra] as [string, Json][];
      return shuffle ? fc.shuffledSubarray(entries, { minLength: entries.length, maxLength: entries.length }) : fc.constant(entries);
    })
    .map((object) => ({ object }));
}

/** A field's members in an object: absent, under one of its names, under both, or twice under one. */
function fieldMembers(field: DescField, depth: number): fc.Arbitrary<[string, Json][]> {
  let value: fc.Arbitrary<Json>;
  if (field.fieldKind === "list" && field.listKind === "message") {
    value = depth > 2 ? fc.constant<Json>({ array: [] }) : fc.oneof({ weight: 5, arbitrary: fc.array(messageValue(field.message, depth + 1), { maxLength: 3 }).map((array) => ({ array })) }, { weight: 1, arbitrary: oddValue });
  } else if (field.fieldKind === "message") {
    value = depth > 2 ? fc.constant<Json>({ object: [] }) : fc.oneof({ weight: 5, arbitrary: messageValue(field.message, depth + 1) }, { weight: 1, arbitrary: oddValue });
  } else if (field.fieldKind === "scalar") {
    value = scalarValue(SCALAR_KIND[field.scalar]!);
  } else {
    throw new Error(`no generator for ${field.name}`);
  }
  const names = [field.name, field.jsonName];
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant<[string, Json][]>([]) },
    { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...names).chain(keyText), value).map((member) => [member]) },
    { weight: 1, arbitrary: fc.tuple(keyText(field.name), value, keyText(field.jsonName), value).map(([a, x, b, y]) => [[a, x], [b, y]] as [string, Json][]) },
  );
}

const bodies = messageValue(AnalysisRequestSchema, 0).map(bytesOf);

describe("decodeJsonMessage", () => {
  it("answers generated bodies, odd ones included, exactly as connect-es does", () => {
    fc.assert(fc.property(bodies, (bytes) => expectSameAsConnect(bytes)), { numRuns: 1500 });
  });

  it("answers truncated and overwritten bodies, and invalid UTF-8, exactly as connect-es does", () => {
    const mutated = bodies.chain((bytes) =>
      fc.oneof(
        fc.integer({ min: 0, max: Math.max(0, bytes.length - 1) }).map((at) => bytes.subarray(0, at)),
        fc.tuple(fc.integer({ min: 0, max: Math.max(0, bytes.length - 1) }), fc.constantFrom(0x22, 0x7b, 0x7d, 0x3a, 0x5c, 0xff, 0xc3)).map(([at, byte]) => {
          const copy = bytes.slice();
          if (copy.length > 0) copy[at] = byte;
          return copy;
        }),
      ),
    );
    fc.assert(fc.property(mutated, (bytes) => expectSameAsConnect(bytes)), { numRuns: 1000 });
  });

  it("reads a real book itself, in either spelling of the keys, as connect-es reads it", () => {
    const message = fromJson(AnalysisRequestSchema, syntheticBook(2_000) as never);
    for (const useProtoFieldName of [true, false]) {
      const bytes = new TextEncoder().encode(toJsonString(AnalysisRequestSchema, message, { useProtoFieldName }));
      expect(readPlainJson(bytes), `useProtoFieldName ${useProtoFieldName}`).toBeDefined();
      expectSameAsConnect(bytes);
    }
  });

  it("reads the plain form of generated requests itself", () => {
    const requests = fc.record({
      // Whole graphemes: any Unicode text, but never a lone surrogate (which protobuf-es refuses).
      accountId: fc.string({ unit: "grapheme" }),
      transactions: fc.array(fc.record({ date: fc.string(), amountMinor: fc.option(fc.bigInt({ min: -(10n ** 18n) + 1n, max: 10n ** 18n - 1n }), { nil: undefined }), category: fc.string({ unit: "grapheme" }) }), { maxLength: 4 }),
      scenario: fc.option(fc.record({ revenueShockPct: fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), { nil: undefined }), horizonDays: fc.option(fc.integer({ min: 1, max: 365 }), { nil: undefined }) }), { nil: undefined }),
    });
    fc.assert(
      fc.property(requests, (init) => {
        const text = toJsonString(AnalysisRequestSchema, create(AnalysisRequestSchema, init), RPC_JSON_OPTIONS);
        const bytes = new TextEncoder().encode(text);
        expect(readPlainJson(bytes)).toBeDefined();
        expectSameAsConnect(bytes);
      }),
      { numRuns: 300 },
    );
  });

  const CASES: [string, string][] = [
    ["a key repeated", '{"account_id":"a","account_id":"b"}'],
    ["a key repeated in a row, one written with an escape", '{"transactions":[{"date":"2024-01-01","d\\u0061te":"2024-01-02"}]}'],
    ["a field under both of its names", '{"account_id":"a","accountId":"b"}'],
    ["a null message", '{"balances":null}'],
    ["a null in a list", '{"transactions":[null]}'],
    ["a lone surrogate", '{"account_id":"\\ud800"}'],
    ["an int64 with leading zeros", '{"balances":{"current_minor":"007"}}'],
    ["an int64 past 2^63", '{"balances":{"current_minor":"9223372036854775808"}}'],
    ["a double as text", '{"scenario":{"revenue_shock_pct":"-25"}}'],
    ["an int32 as text", '{"scenario":{"horizon_days":"30"}}'],
    ["an unknown key holding an object with a repeated key", '{"account_id":"a","x":{"k":1,"k":2}}'],
    ["a numeric key holding an object", '{"1":{"a":1},"account_id":"a"}'],
    ["not an object", "[1,2]"],
    ["not JSON", "{account_id: 1}"],
  ];

  it.each(CASES)("answers %s as connect-es does", (_, text) => {
    expectSameAsConnect(new TextEncoder().encode(text));
  });
});
