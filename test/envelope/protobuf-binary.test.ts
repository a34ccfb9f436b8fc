import { fromBinary, ScalarType, type DescField, type DescMessage } from "@bufbuild/protobuf";
import { BinaryWriter, WireType } from "@bufbuild/protobuf/wire";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AnalysisRequestSchema } from "../../gen/cashflow/v1/cashflow_pb.js";
import { ignoredMessageFields } from "../../src/calls/ignored-fields.js";
import { decodeAnalysisRequest } from "../../src/envelope/protobuf-binary.js";
import { fromMessage } from "../../src/envelope/from-message.js";
import { assertReadsAndDeclines, damaged } from "../support/differential.js";

/**
 * The hand-written reader must give protobuf-es's answer wherever it gives one. Requests are built
 * at the wire level from the descriptor (fields in any order, repeated, merged, with wrong wire
 * types, unknown numbers, odd varints and strings), then corrupted; fast-check draws a new seed every
 * run and prints it with any counterexample.
 */

type Outcome = { read: Record<string, unknown> } | { error: true };

function protobufEs(bytes: Uint8Array): Outcome {
  try {
    return { read: fromMessage(fromBinary(AnalysisRequestSchema, bytes)) };
  } catch {
    return { error: true };
  }
}

/** Where the reader reads, protobuf-es reads the same; where it declines, anything protobuf-es does is right. */
function agreesWithProtobufEs(bytes: Uint8Array): "read" | "declined" {
  const ours = decodeAnalysisRequest(bytes);
  if (ours === undefined) return "declined";
  const reference = protobufEs(bytes);
  expect(reference).toEqual({ read: ours });
  expect(ignoredMessageFields(fromBinary(AnalysisRequestSchema, bytes))).toEqual([]);
  return "read";
}

// ---- requests drawn at the wire level, from the descriptor ----

type Writer = (w: BinaryWriter) => void;

const EDGES = [0n, -1n, 2n ** 53n - 1n, -(2n ** 53n - 1n), 2n ** 53n, -(2n ** 53n), 2n ** 63n - 1n, -(2n ** 63n), 2n ** 32n, -(2n ** 32n), 2n ** 31n];
const int64 = fc.oneof(fc.constantFrom(...EDGES), fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), fc.bigInt({ min: -(2n ** 53n) - 2n, max: 2n ** 53n + 2n }), fc.integer({ min: -1000, max: 1000 }).map(BigInt));
const text = fc.oneof(
  fc.constantFrom("", "2024-03-04", "inflow", "outflow", "USD", "payroll", "\u{feff}bom", "zürich", "日本", "a".repeat(33)),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
);
const double = fc.double();

/** One field's value with its own wire type. */
function valueOf(field: DescField, depth: number): fc.Arbitrary<Writer> {
  const no = field.number;
  if (field.fieldKind === "message" || (field.fieldKind === "list" && field.listKind === "message")) {
    return messageOf(field.message!, depth + 1).map((inner) => (w: BinaryWriter) => {
      w.tag(no, WireType.LengthDelimited).fork();
      inner(w);
      w.join();
    });
  }
  switch (field.scalar) {
    case ScalarType.STRING:
      return text.map((value) => (w: BinaryWriter) => w.tag(no, WireType.LengthDelimited).string(value));
    case ScalarType.INT64:
      return int64.map((value) => (w: BinaryWriter) => w.tag(no, WireType.Varint).int64(value));
    case ScalarType.INT32:
      return fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }).map((value) => (w: BinaryWriter) => w.tag(no, WireType.Varint).int32(value));
    case ScalarType.DOUBLE:
      return double.map((value) => (w: BinaryWriter) => w.tag(no, WireType.Bit64).double(value));
    default:
      throw new Error(`no generator for ${field.toString()}`);
  }
}

/** A field written with a wire type other than its own, or a field the contract does not know. */
function oddRecord(schema: DescMessage): fc.Arbitrary<Writer> {
  const numbers = fc.oneof(fc.constantFrom(...schema.fields.map((f) => f.number)), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 2 ** 29 - 1 }));
  return fc.tuple(numbers, fc.constantFrom(WireType.Varint, WireType.Bit64, WireType.LengthDelimited, WireType.Bit32), fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }), fc.uint8Array({ maxLength: 12 })).map(
    ([no, wireType, number, bytes]) =>
      (w: BinaryWriter) => {
        w.tag(no, wireType);
        if (wireType === WireType.Varint) w.uint64(number);
        else if (wireType === WireType.Bit64) w.fixed64(number);
        else if (wireType === WireType.Bit32) w.fixed32(Number(number & 0xffffffffn));
        else w.bytes(bytes);
      },
  );
}

function messageOf(schema: DescMessage, depth = 0): fc.Arbitrary<Writer> {
  const known = schema.fields.map((field) => valueOf(field, depth));
  const record = depth > 3 ? fc.oneof(...known) : fc.oneof({ arbitrary: fc.oneof(...known), weight: 12 }, { arbitrary: oddRecord(schema), weight: 1 });
  return fc.array(record, { maxLength: depth === 0 ? 24 : 10 }).map((records) => (w: BinaryWriter) => records.forEach((write) => write(w)));
}

const request = messageOf(AnalysisRequestSchema).map((write) => {
  const w = new BinaryWriter();
  write(w);
  return w.finish();
});

/** Only known fields, each with its own wire type: the requests real clients send. */
function wellFormedOf(schema: DescMessage, depth = 0): fc.Arbitrary<Writer> {
  const known = schema.fields.map((field) =>
    field.fieldKind === "message" || (field.fieldKind === "list" && field.listKind === "message")
      ? wellFormedOf(field.message!, depth + 1).map((inner) => (w: BinaryWriter) => {
          w.tag(field.number, WireType.LengthDelimited).fork();
          inner(w);
          w.join();
        })
      : valueOf(field, depth),
  );
  return fc.array(fc.oneof(...known), { maxLength: depth === 0 ? 24 : 10 }).map((records) => (w: BinaryWriter) => records.forEach((write) => write(w)));
}

const wellFormed = wellFormedOf(AnalysisRequestSchema).map((write) => {
  const w = new BinaryWriter();
  write(w);
  return w.finish();
});

const corrupted = damaged(request);

describe("the binary request reader", () => {
  it("reads every well-formed request, in any field order and with repeats, exactly as protobuf-es does", () => {
    fc.assert(fc.property(wellFormed, (bytes) => {
        expect(agreesWithProtobufEs(bytes)).toBe("read");
      }), { numRuns: 400 });
  });

  it("merges a request sent in two parts (a repeated singular message merges, lists append) as protobuf-es does", () => {
    fc.assert(
      fc.property(wellFormed, wellFormed, (first, second) => {
        const both = new Uint8Array(first.length + second.length);
        both.set(first);
        both.set(second, first.length);
        expect(agreesWithProtobufEs(both)).toBe("read");
      }),
      { numRuns: 200 },
    );
  });

  it("never differs from protobuf-es on requests with odd records or damage, and declines what it does not read", () => {
    assertReadsAndDeclines(fc.oneof(request, corrupted), agreesWithProtobufEs, 1500, 50);
  });

  it("declines a request carrying a field the contract does not know, so the field is named in the warning", () => {
    // Transaction { date: "2024-03-04" (field 1), field 11 = varint 7 }: tag 0x12 (2<<3|2), length 14;
    // field 11's tag is 11<<3|0 = 0x58.
    const bytes = Uint8Array.from([0x12, 14, 0x0a, 10, ...new TextEncoder().encode("2024-03-04"), 0x58, 7]);
    expect(decodeAnalysisRequest(bytes)).toBeUndefined();
    expect(ignoredMessageFields(fromBinary(AnalysisRequestSchema, bytes))).toEqual([{ path: "transactions[0].#11", count: 1 }]);
  });

  it("reads many distinct strings of one length (which share slots of its table of strings already made), each as it was sent", () => {
    // 6,000 distinct ids of 9 characters against at most 4,096 slots: by pigeonhole, some must share a slot.
    const w = new BinaryWriter();
    for (let i = 0; i < 6_000; i++) w.tag(2, WireType.LengthDelimited).fork().tag(7, WireType.LengthDelimited).string(`id-${String(i).padStart(6, "0")}`).join();
    const read = decodeAnalysisRequest(w.finish()) as { transactions: { id: string }[] };
    expect(read.transactions.map((row) => row.id)).toEqual(Array.from({ length: 6_000 }, (_, i) => `id-${String(i).padStart(6, "0")}`));
  });

  it("writes int64 as a number within ±(2^53 − 1) and as decimal text beyond, as from-message.ts does", () => {
    // Balances { current_minor (1) = 2^53 − 1, available_minor (2) = −2^53 }; field 3 of the request.
    const w = new BinaryWriter();
    w.tag(3, WireType.LengthDelimited).fork().tag(1, WireType.Varint).int64(2n ** 53n - 1n).tag(2, WireType.Varint).int64(-(2n ** 53n)).join();
    expect(decodeAnalysisRequest(w.finish())?.["balances"]).toEqual({ current_minor: 9_007_199_254_740_991, available_minor: "-9007199254740992", as_of: undefined, currency: undefined });
  });
});
