import fc from "fast-check";

/**
 * Hostile request bodies for the fuzz suite: envelopes with every field of the wrong type or out
 * of range, numbers no JSON encoder would write, nesting far past any parser's recursion depth,
 * invalid UTF-8, and valid bodies cut short or with bytes overwritten.
 */

/** A JSON value written verbatim into the body text: numbers JSON.stringify cannot produce. */
class Raw {
  constructor(readonly text: string) {}
}

const RAW_NUMBERS = [
  "1e400", "-1e400", "1e-400", "-0", "0.0000000000000000000000001", "123456789012345678901234567890",
  "9007199254740993", "-9223372036854775809", "18446744073709551616", "1E308", "4.9e-324", `1${"0".repeat(400)}`, `-${"9".repeat(1000)}`,
];

const hugeNumber = fc.oneof(
  fc.constantFrom(...RAW_NUMBERS).map((text) => new Raw(text)),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -Number.MAX_VALUE, Number.MAX_VALUE, Number.MIN_VALUE, 2 ** 63, -(2 ** 63)),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map((value) => new Raw(value.toString())),
);

const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: "binary", maxLength: 20 }), fc.constantFrom("", " ", "\u0000", "\ud800", "💸", "DROP TABLE", "%s%n"));
const scalar = fc.oneof(fc.integer(), fc.double(), text, fc.boolean(), fc.constant(null), hugeNumber);
/** Anything at all: what a field of the wrong type may hold. */
const wrong = fc.oneof(scalar, fc.array(scalar, { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }));

const date = fc.oneof(
  fc.date({ min: new Date("1900-01-01"), max: new Date("2100-12-31"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom("2024-02-30", "2023-02-29", "2024-13-01", "2024-00-10", "0000-01-01", "9999-12-31", "2024-03-31T25:00:00Z", "31/03/2024", "2024-3-1", "+002024-03-31"),
  wrong,
);
const amount = fc.oneof(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), fc.integer().map(String), hugeNumber, wrong);
const percent = fc.oneof(fc.integer({ min: -200, max: 200 }), fc.double(), hugeNumber, wrong);

const transaction = fc.oneof(
  fc.record(
    { date, amount_minor: amount, category: text, direction: fc.oneof(fc.constantFrom("credit", "debit", "CREDIT", "sideways"), wrong), description: text, currency: text },
    { requiredKeys: [] },
  ),
  wrong,
);

const envelopeShape = fc.record(
  {
    account_id: fc.oneof(text, wrong),
    balances: fc.oneof(fc.record({ current_minor: amount, as_of: date, currency: text }, { requiredKeys: [] }), wrong),
    transactions: fc.oneof(fc.array(transaction, { maxLength: 25 }), wrong),
    payables: fc.oneof(
      fc.record({ items: fc.oneof(fc.array(fc.record({ amount_minor: amount, due_date: date, discount_minor: amount, discount_deadline: date, terms: text, invoice_date: date }, { requiredKeys: [] }), { maxLength: 8 }), wrong) }, { requiredKeys: [] }),
      wrong,
    ),
    scenario: fc.oneof(fc.record({ revenue_shock_pct: percent, opex_shock_pct: percent, horizon_days: percent }, { requiredKeys: [] }), wrong),
    ar_aging: fc.oneof(fc.record({ buckets: fc.oneof(fc.array(fc.record({ bucket: fc.oneof(fc.constantFrom("current", "1-30", "31-60", "61-90", "90+"), text), amount_minor: amount }, { requiredKeys: [] }), { maxLength: 6 }), wrong) }, { requiredKeys: [] }), wrong),
  },
  { requiredKeys: [] },
);

/** The body text of a JSON value, with Raw numbers written as they are. */
export function jsonText(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    return `{${Object.entries(value).map(([key, field]) => `${JSON.stringify(key)}:${jsonText(field)}`).join(",")}}`;
  }
  // JSON.stringify writes NaN and Infinity as null; undefined (an absent optional) as null too.
  return JSON.stringify(value) ?? "null";
}

/** Generated envelopes: every field present or not, of its type or not, in range or not. */
export const generatedEnvelope = envelopeShape.map((envelope) => Buffer.from(jsonText(envelope), "utf8"));

/** A body that is valid JSON but not an envelope at all: a string, a number, an array, null… */
export const wrongTopLevel = fc.oneof(scalar, fc.array(wrong, { maxLength: 5 }), fc.anything()).map((value) => Buffer.from(jsonText(value), "utf8"));

/**
 * Nesting 100,000 levels deep, at the top and inside each field; V8's JSON.parse is iterative, so
 * this tests that nothing after it (validation, error reporting) recurses over the input.
 */
export function deeplyNested(depth = 100_000): Buffer[] {
  const arrays = `${"[".repeat(depth)}${"]".repeat(depth)}`;
  const objects = `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
  return [
    arrays,
    objects,
    `{"account_id":"acct","balances":{"current_minor":1,"as_of":"2024-03-31"},"transactions":${arrays}}`,
    `{"account_id":${objects},"balances":${arrays}}`,
    `{"account_id":"acct","balances":{"current_minor":${arrays},"as_of":"2024-03-31"},"transactions":[{"date":"2024-03-01","amount_minor":${objects}}]}`,
    `{"account_id":"acct","unknown_field":${objects},"balances":{"current_minor":1,"as_of":"2024-03-31"},"transactions":[]}`,
    // Unterminated: the parser must give up, not wait or recurse.
    "[".repeat(depth),
  ].map((body) => Buffer.from(body, "utf8"));
}

/** Byte sequences that are not UTF-8: stray continuation bytes, overlong forms, surrogates, 0xFF. */
const INVALID_UTF8 = [[0xff], [0xfe, 0xff], [0x80], [0xc0, 0x80], [0xe0, 0x80, 0x80], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xc3], [0xf4, 0x90, 0x80, 0x80]];

/** Mutations of a valid body: cut short, bytes overwritten, invalid UTF-8 spliced in, a slice repeated. */
export function mutationsOf(valid: Buffer): fc.Arbitrary<Buffer> {
  const index = fc.nat({ max: valid.length });
  return fc.oneof(
    index.map((at) => valid.subarray(0, at)),
    fc.array(fc.tuple(fc.nat({ max: valid.length - 1 }), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }).map((edits) => {
      const copy = Buffer.from(valid);
      for (const [at, byte] of edits) copy[at] = byte;
      return copy;
    }),
    fc.tuple(index, fc.constantFrom(...INVALID_UTF8)).map(([at, bytes]) => Buffer.concat([valid.subarray(0, at), Buffer.from(bytes), valid.subarray(at)])),
    fc.tuple(index, index).map(([a, b]) => Buffer.concat([valid.subarray(0, Math.max(a, b)), valid.subarray(Math.min(a, b))])),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  );
}

/**
 * Protobuf bytes that no encoder writes: groups nested past any recursion limit, varints of more
 * than ten bytes, lengths far past the end, field numbers and wire types that do not exist.
 */
export function hostileProtobuf(): Buffer[] {
  const varint = (value: bigint) => {
    const bytes: number[] = [];
    do {
      let byte = Number(value & 0x7fn);
      value >>= 7n;
      if (value > 0n) byte |= 0x80;
      bytes.push(byte);
    } while (value > 0n);
    return bytes;
  };
  return [
    Buffer.alloc(100_000, 0x0b), // 100,000 unclosed start-group tags of field 1
    Buffer.concat([Buffer.alloc(50_000, 0x7b), Buffer.alloc(50_000, 0x7c)]), // 50,000 nested groups of unknown field 15, all closed
    Buffer.from([0x08, ...Array(11).fill(0xff), 0x01]), // a varint of 12 bytes
    Buffer.from([0x0a, ...varint(2n ** 62n), 0x41]), // a string claiming 2^62 bytes
    Buffer.from([0x12, 0xff, 0xff, 0xff, 0xff, 0x0f]), // a message claiming 4 GiB
    Buffer.from([0x0f, 0x00]), // wire type 7 does not exist
    Buffer.from([0x00, 0x01]), // field number 0 does not exist
    Buffer.from([...varint((2n ** 29n) << 3n), 0x01]), // field number 2^29, past the largest allowed
    Buffer.from([0x0a, 0x02, 0xff, 0xfe]), // account_id as invalid UTF-8
    Buffer.from([0x11, 0x01, 0x02]), // a fixed64 cut short
  ];
}
