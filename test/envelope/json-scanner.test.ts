import type { DescField, DescMessage } from "@bufbuild/protobuf";
import { ScalarType } from "@bufbuild/protobuf";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AnalysisRequestSchema, TransactionSchema } from "../../gen/cashflow/v1/cashflow_pb.js";
import { ignoredJsonFields } from "../../src/calls/ignored-fields.js";
import { readBook } from "../../src/domain/book.js";
import { parseJsonObject } from "../../src/envelope/json.js";
import { scanJsonEnvelope } from "../../src/envelope/json-scanner.js";
import { assertReadsAndDeclines, damaged } from "../support/differential.js";

/**
 * The hand-written JSON reader must give the engine what `JSON.parse` gives it wherever it reads a
 * body, and find no field the contract does not know where the walk would find one. Bodies are
 * written as text from the descriptor (both spellings of each name, values of every JSON type,
 * protobuf JSON's quoted int64 in canonical and odd forms, unknown keys, escapes, non-ASCII text,
 * any whitespace), then damaged byte by byte; fast-check draws a new seed every run and prints it
 * with any counterexample.
 */

const TODAY = new Date("2026-06-30T12:00:00Z");

/** What the engine reads of a body, from either reader: the book or every violation, at a fixed date. */
const engineInput = (envelope: unknown) => readBook(envelope, TODAY);

/** Where the scanner reads, JSON.parse reads the same body and the engine sees the same input; where it declines, anything goes. */
function agreesWithJsonParse(bytes: Uint8Array): "read" | "declined" {
  const ours = scanJsonEnvelope(bytes);
  if (ours === undefined) return "declined";
  const reference: unknown = JSON.parse(Buffer.from(bytes).toString("utf8"));
  expect(ignoredJsonFields(reference)).toEqual([]);
  expect(engineInput(ours)).toEqual(engineInput(reference));
  expect(ours).toEqual(asScanned(reference as Record<string, unknown>));
  return "read";
}

/**
 * The scanner's documented shape, written independently of it: JSON.parse's value, with each
 * transaction under the contract's snake_case names (every field of the descriptor, absent ones
 * undefined) and a quoted integer int64 (an amount) of at most 15 digits (an optional minus, then
 * digits only) as the number it writes.
 */
function asScanned(reference: Record<string, unknown>): Record<string, unknown> {
  const rows = reference["transactions"];
  if (!Array.isArray(rows)) return reference;
  const transactions = rows.map((row: Record<string, unknown>) =>
    Object.fromEntries(
      TransactionSchema.fields.map((field) => {
        const value = field.name in row ? row[field.name] : row[field.jsonName];
        const quotedInteger = field.scalar === ScalarType.INT64 && typeof value === "string" && /^-?\d{1,15}$/.test(value);
        return [field.name, quotedInteger ? Number(value) : value];
      }),
    ),
  );
  return { ...reference, transactions };
}

// ---- bodies written as text, from the descriptor ----

const space = fc.stringMatching(/^[ \t\n\r]{0,2}$/);
const jsonString = (text: fc.Arbitrary<string>) => text.map((value) => JSON.stringify(value));
const text = fc.oneof(
  fc.constantFrom("", "2024-03-04", "2026-03-31T17:45:00Z", "2024-02-30", "credit", "debit", "DEBIT", "USD", "EUR", "usd", "payroll", "Card purchase", "zürich", "日本", "a\"b", "tab\there", "x".repeat(40)),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 12 }),
);
/** int64 as protobuf JSON and the gateway accept it, and odd forms either reader must treat alike. */
const int64 = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => `"${n}"`),
  fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }).map((n) => `"${n}"`),
  fc.bigInt({ min: -(2n ** 54n), max: 2n ** 54n }).map(String),
  fc.constantFrom('"-0"', "-0", '"+5"', '"007"', '"1e3"', "1e3", "1.5", "-0.0", '""', '"-"', '"abc"', '"999999999999999"', '"1000000000000000"', '"9007199254740993"', "9007199254740993", "1E+2"),
);
const double = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)), fc.integer({ min: -200, max: 200 }).map(String), fc.constantFrom("-0", "0.5e1", "1E-2", "100"));
const otherValue = fc.constantFrom("null", "true", "false", "[]", "{}", '{"x":1}', "[1,\"a\",null]", '{"__proto__":1}');

function valueOf(field: DescField, depth: number): fc.Arbitrary<string> {
  if (field.fieldKind === "message") return fc.oneof({ arbitrary: messageOf(field.message!, depth + 1), weight: 6 }, { arbitrary: otherValue, weight: 1 });
  if (field.fieldKind === "list" && field.listKind === "message") {
    const element = fc.oneof({ arbitrary: messageOf(field.message!, depth + 1), weight: 12 }, { arbitrary: otherValue, weight: 1 });
    return fc.oneof({ arbitrary: listOf(element), weight: 8 }, { arbitrary: otherValue, weight: 1 });
  }
  const scalar = field.scalar === ScalarType.STRING ? jsonString(text) : field.scalar === ScalarType.INT64 ? int64 : double;
  return fc.oneof({ arbitrary: scalar, weight: 8 }, { arbitrary: otherValue, weight: 1 });
}

function listOf(element: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(fc.array(fc.tuple(space, element, space), { maxLength: 6 }), space).map(([items, after]) => `[${items.map(([a, v, b]) => `${a}${v}${b}`).join(",") || after}]`);
}

/** A key: the proto or the JSON spelling of a field, now and then one the contract does not know. */
function entryOf(schema: DescMessage, depth: number): fc.Arbitrary<string> {
  const known = fc.constantFrom(...schema.fields).chain((field) => fc.tuple(fc.constantFrom(field.name, field.jsonName), valueOf(field, depth)));
  // Misspellings of every length around the contract's names (ammount_minor is one longer than the longest row field).
  const misspelt = fc.constantFrom("currncy", "amount", "__proto__", "extra_field", "Date", "ammount_minor", "i", "", "counterparty_name", "descriptionn");
  const unknown = fc.tuple(fc.oneof(misspelt, fc.string({ maxLength: 16 })), otherValue);
  return fc.tuple(fc.oneof({ arbitrary: known, weight: 20 }, { arbitrary: unknown, weight: 1 }), space, space).map(([[key, value], a, b]) => `${JSON.stringify(key)}${a}:${b}${value}`);
}

function messageOf(schema: DescMessage, depth = 0): fc.Arbitrary<string> {
  if (depth > 3) return fc.constant("{}");
  return fc.tuple(fc.array(fc.tuple(space, entryOf(schema, depth), space), { maxLength: depth === 0 ? 8 : 6 }), space).map(([entries, after]) => `{${entries.map(([a, e, b]) => `${a}${e}${b}`).join(",") || after}}`);
}

const utf8 = (body: string) => Uint8Array.from(Buffer.from(body, "utf8"));
const body = fc.tuple(space, messageOf(AnalysisRequestSchema), space).map(([a, message, b]) => utf8(`${a}${message}${b}`));

/** Text a bank prints: printable ASCII, or any Unicode (accents, CJK, emoji), never a quote, backslash or control character. */
const plainText = fc.oneof(
  fc.stringMatching(/^[ -!#-[\]-~]{0,40}$/),
  fc.string({ unit: "grapheme", maxLength: 40 }).filter((text) => !/["\\\u0000-\u001f]/.test(text)),
);

/** A transaction of known fields only, each once, with plain values: the rows real clients send. */
const plainRow = fc
  .subarray(TransactionSchema.fields.filter((field) => field.name !== "amount_minor"))
  .chain((fields) =>
    fc.tuple(
      fc.constantFrom("amount_minor", "amountMinor"),
      fc.integer({ min: -1_000_000, max: 1_000_000 }).chain((n) => fc.constantFrom(String(n), `"${n}"`)),
      fc.tuple(...fields.map((field) => plainText.map((value) => `${JSON.stringify(field.jsonName)}:${JSON.stringify(value)}`))),
    ),
  )
  .map(([amountKey, amount, entries]) => `{${[`"${amountKey}":${amount}`, ...entries].join(",")}}`);
const plainBody = fc
  .array(plainRow, { maxLength: 30 })
  .map((rows) => utf8(`{"account_id":"acct-1","balances":{"current_minor":"120000","as_of":"2026-06-01","currency":"USD"},"transactions":[${rows.join(",")}]}`));

const corrupted = damaged(body);

describe("the JSON request scanner", () => {
  it("reads every plain body (known fields once each, unescaped text in UTF-8, any amount spelling) as JSON.parse does", () => {
    fc.assert(
      fc.property(plainBody, (bytes) => {
        expect(agreesWithJsonParse(bytes)).toBe("read");
      }),
      { numRuns: 300 },
    );
  });

  it("never differs from JSON.parse on bodies of every shape, or damaged ones, and declines what it does not read", () => {
    assertReadsAndDeclines(fc.oneof(body, corrupted), agreesWithJsonParse, 2000, 100);
  });

  it("writes a row in the contract's names with protobuf JSON's quoted amount as a number", () => {
    // "-16449" is 5 digits after the minus: exact, so it becomes the number −16,449.
    const envelope = scanJsonEnvelope(utf8('{"transactions":[{"date":"2026-08-12","amountMinor":"-16449","currency":"USD"}]}'));
    expect(envelope).toEqual({ transactions: [{ date: "2026-08-12", amount_minor: -16_449, currency: "USD" }] });
    // 16 digits may not be exact as a number: left as text for the engine to read (or refuse) by its own rule.
    const long = scanJsonEnvelope(utf8('{"transactions":[{"amount_minor":"9007199254740993"}]}'));
    expect((long?.["transactions"] as { amount_minor: unknown }[])[0]!.amount_minor).toBe("9007199254740993");
  });

  it.each([
    ["a field the contract does not know", '{"account_id":"a","currncy":"USD"}'],
    ["an unknown field in a row", '{"transactions":[{"date":"2026-01-02","memo":"x"}]}'],
    ["a row field given twice", '{"transactions":[{"amount_minor":1,"amountMinor":2}]}'],
    ["an escape in a string", '{"account_id":"a\\u0062"}'],
    ["a key __proto__ inside a value", '{"scenario":{"horizon_days":{"__proto__":1}}}'],
    ["nesting deeper than any envelope", `{"account_id":${"[".repeat(40)}${"]".repeat(40)}}`],
    ["a list at the top", "[]"],
    ["text after the object", '{"account_id":"a"} x'],
  ])("declines %s, which JSON.parse then reads", (_name, text) => {
    expect(scanJsonEnvelope(utf8(text))).toBeUndefined();
  });

  it("reads a string with UTF-8 in it, short or long, as the text it writes", () => {
    // "Zürich" is 7 bytes in UTF-8 (ü is two), a short string; the description is over 32 bytes.
    const envelope = scanJsonEnvelope(utf8('{"account_id":"Zürich","transactions":[{"description":"Überweisung an Stadtwerke München, Rechnung 2026-118"}]}'));
    expect(envelope?.["account_id"]).toBe("Zürich");
    expect((envelope?.["transactions"] as { description: unknown }[])[0]!.description).toBe("Überweisung an Stadtwerke München, Rechnung 2026-118");
  });

  it("declines a string that is not UTF-8, which the stock path then refuses", () => {
    // 0xFC is ü in Latin-1, and no UTF-8 sequence starts with it.
    const latin1 = Uint8Array.from([...Buffer.from('{"account_id":"Z'), 0xfc, ...Buffer.from('rich"}')]);
    expect(scanJsonEnvelope(latin1)).toBeUndefined();
    expect(parseJsonObject(latin1)).toMatchObject({ ok: false, message: expect.stringContaining("not valid UTF-8") });
  });

  it("leaves the naming of unknown fields to the walk: a body it declines for one says so, a plain one has none to look for", () => {
    const withTypo = parseJsonObject(utf8('{"account_id":"a","transactions":[{"date":"2026-01-02","ammount_minor":5}]}'));
    expect(withTypo).toMatchObject({ ok: true, knownFieldsOnly: false });
    expect(ignoredJsonFields(withTypo.ok && withTypo.envelope)).toEqual([{ path: "transactions[0].ammount_minor", count: 1, suggestion: "amount_minor" }]);
    expect(parseJsonObject(utf8('{"account_id":"a","transactions":[{"date":"2026-01-02","amount_minor":5}]}'))).toMatchObject({ ok: true, knownFieldsOnly: true });
  });
});
