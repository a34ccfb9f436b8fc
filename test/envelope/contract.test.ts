import { create, fromBinary, ScalarType, toBinary, type DescField, type DescMessage } from "@bufbuild/protobuf";
import { describe, expect, it } from "vitest";
import { AnalysisRequestSchema } from "../../gen/cashflow/v1/cashflow_pb.js";
import { fromMessage } from "../../src/envelope/from-message.js";
import { scanJsonEnvelope } from "../../src/envelope/json-scanner.js";
import { decodeAnalysisRequest } from "../../src/envelope/protobuf-binary.js";

/**
 * Every field of the contract is read by every reader, with no list of fields here: the fields are
 * walked from the descriptor (AnalysisRequestSchema and every message it holds), so a field added to
 * proto/cashflow/v1/cashflow.proto is tested as soon as `npm run generate` has run. For each field, a
 * request setting only that field (and the messages on the way to it) must be read by the binary
 * reader, not declined, as protobuf-es reads it; and the JSON scanner must read a body giving it
 * under either of its names.
 */

/** A field and the fields on the way to it from the request; `rows` where the way goes through a list. */
interface Place {
  field: DescField;
  way: DescField[];
}

function placesOf(schema: DescMessage, way: DescField[] = [], seen = new Set<DescMessage>()): Place[] {
  seen.add(schema);
  return schema.fields.flatMap((field) => {
    const here = [{ field, way }];
    const inner = field.fieldKind === "message" || (field.fieldKind === "list" && field.listKind === "message") ? field.message : undefined;
    return inner === undefined || seen.has(inner) ? here : [...here, ...placesOf(inner, [...way, field], seen)];
  });
}

const holdsMessages = (field: DescField) => field.fieldKind === "list" && field.listKind === "message";

/**
 * One value of the field as protobuf-es takes it, as a JSON body gives it, and as the envelope then
 * holds it: an int64 of 4,200 is the number 4200 in the envelope (exact, so not text); a message is
 * given empty, a list as one empty row.
 */
function sample(field: DescField): { message: unknown; json: unknown; envelope: unknown } {
  if (field.fieldKind === "message") return { message: {}, json: {}, envelope: expect.any(Object) };
  if (holdsMessages(field)) return { message: [{}], json: [{}], envelope: [expect.any(Object)] };
  if (field.fieldKind === "scalar") {
    switch (field.scalar) {
      case ScalarType.STRING:
        return { message: `text of ${field.name}`, json: `text of ${field.name}`, envelope: `text of ${field.name}` };
      case ScalarType.INT64:
        return { message: 4_200n, json: 4_200, envelope: 4_200 };
      case ScalarType.INT32:
        return { message: 42, json: 42, envelope: 42 };
      case ScalarType.DOUBLE:
        return { message: -12.5, json: -12.5, envelope: -12.5 };
    }
  }
  throw new Error(`${field.toString()}: no sample value for its kind, and the readers have no reader for it either`);
}

/** `value` under `key`, wrapped in the messages (and lists) of `way`, named by `name`. */
function nest(way: DescField[], key: string, value: unknown, name: (field: DescField) => string): Record<string, unknown> {
  let inner: Record<string, unknown> = { [key]: value };
  for (const field of [...way].reverse()) inner = { [name(field)]: holdsMessages(field) ? [inner] : inner };
  return inner;
}

/** The value at a place in an envelope, under either spelling of each name (a transaction row holds the snake_case one). */
function at(envelope: unknown, { field, way }: Place): unknown {
  let node = envelope as Record<string, unknown>;
  for (const step of way) {
    const next = node[step.name] ?? node[step.jsonName];
    node = (holdsMessages(step) ? (next as unknown[])[0] : next) as Record<string, unknown>;
  }
  return node[field.name] ?? node[field.jsonName];
}

const places = placesOf(AnalysisRequestSchema);
const named = places.map((place) => [[...place.way, place.field].map((field) => field.name).join("."), place] as const);

describe("every field of the contract", () => {
  it("is walked from the descriptor, nested messages included", () => {
    // AnalysisRequest 6 + Transaction 10 + Balances 4 + Payables 1 + PayableItem 8 + Scenario 5 + ArAging 2
    // + ArBucket 3 + ArInvoice 4 = 43 fields today; the test only needs there to be more than the request's own.
    expect(places.length).toBeGreaterThan(AnalysisRequestSchema.fields.length);
    expect(named.map(([name]) => name)).toContain("transactions.bank_transaction_code");
  });

  it.each(named)("%s is read by the binary reader as protobuf-es reads it", (_name, place) => {
    const value = sample(place.field);
    const bytes = toBinary(AnalysisRequestSchema, create(AnalysisRequestSchema, nest(place.way, place.field.localName, value.message, (f) => f.localName)));
    const read = decodeAnalysisRequest(bytes);
    expect(read).toBeDefined();
    expect(read).toEqual(fromMessage(fromBinary(AnalysisRequestSchema, bytes)));
    expect(at(read, place)).toEqual(value.envelope);
  });

  it.each(named)("%s is read by the JSON scanner under both of its names", (_name, place) => {
    const value = sample(place.field);
    for (const key of new Set([place.field.name, place.field.jsonName])) {
      const scanned = scanJsonEnvelope(Buffer.from(JSON.stringify(nest(place.way, key, value.json, (f) => f.name))));
      expect(scanned, key).toBeDefined();
      expect(at(scanned, place), key).toEqual(value.envelope);
    }
  });
});
