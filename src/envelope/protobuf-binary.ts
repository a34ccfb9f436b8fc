import { getTextEncoding } from "@bufbuild/protobuf/wire";
import { textOrAbsent } from "./from-message.js";
import { SHORT_STRING, ShortStrings } from "./short-strings.js";

/**
 * A binary AnalysisRequest read straight into the engine's input shape (the envelope
 * ./from-message.ts writes), without protobuf-es's message objects in between.
 *
 * Why it is hand-written: a gRPC call with 10,000 transactions spent most of its server CPU building
 * protobuf-es's messages, copying them into the plain envelope and collecting both (bench/RESULTS.md,
 * "The binary decoder"). This reader builds the envelope once.
 *
 * It reads only well-formed, conventionally encoded requests: each known field with its own wire
 * type, varints of at most ten bytes, lengths inside their message, no groups and no field the
 * contract does not know. For anything else it declines (returns undefined) and the caller decodes
 * with protobuf-es's `fromBinary`, so odd or hostile input always gets protobuf-es's reading or its
 * error, and unknown fields are named by the same walk as ever. Where it reads, its answer equals
 * `fromMessage(fromBinary(AnalysisRequestSchema, bytes))`: last value wins for a repeated scalar,
 * repeated occurrences of a singular message merge, strings are UTF-8 validated by protobuf-es's own
 * decoder (test/envelope/protobuf-binary.test.ts checks this against protobuf-es on random and corrupted
 * requests, with a new seed each run).
 *
 * One function per message, each storing its fields in locals and building its object once, rather
 * than one loop over a table of fields: a table-driven version of this reader (values stored by
 * field number, then copied into the object) measured about six times slower in process.
 *
 * Field numbers are those of proto/cashflow/v1/cashflow.proto; the same test fails if they drift.
 */

type Plain = Record<string, unknown>;

const VARINT = 0;
const FIXED64 = 1;
const LENGTH_DELIMITED = 2;

/** Thrown inside the reader when the input is not one it reads; never escapes `decodeAnalysisRequest`. */
const DECLINE = Symbol("decline");

const MAX_EXACT = Number.MAX_SAFE_INTEGER;
const TWO_TO_32 = 4_294_967_296;

const decodeUtf8 = getTextEncoding().decodeUtf8;

class Reader {
  pos = 0;
  private readonly view: DataView;
  /** The two 32-bit halves of the last varint read. */
  private lo = 0;
  private hi = 0;
  private readonly shortStrings: ShortStrings;

  constructor(private readonly buf: Uint8Array) {
    this.shortStrings = new ShortStrings(buf.length);
    this.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  }

  /** A varint of at most ten bytes, into `lo` and `hi` (the upper bits of a tenth byte are dropped, as protobuf does). */
  private varint(end: number): void {
    const buf = this.buf;
    let pos = this.pos;
    let lo = 0;
    let hi = 0;
    let byte = 0;
    for (let shift = 0; shift < 28; shift += 7) {
      if (pos >= end) throw DECLINE;
      byte = buf[pos++]!;
      lo |= (byte & 0x7f) << shift;
      if (byte < 0x80) return this.settle(pos, lo, hi);
    }
    if (pos >= end) throw DECLINE;
    byte = buf[pos++]!;
    lo |= (byte & 0x0f) << 28;
    hi = (byte & 0x70) >> 4;
    if (byte < 0x80) return this.settle(pos, lo, hi);
    for (let shift = 3; shift <= 31; shift += 7) {
      if (pos >= end) throw DECLINE;
      byte = buf[pos++]!;
      hi |= (byte & 0x7f) << shift;
      if (byte < 0x80) return this.settle(pos, lo, hi);
    }
    throw DECLINE;
  }

  private settle(pos: number, lo: number, hi: number): void {
    this.pos = pos;
    this.lo = lo;
    this.hi = hi;
  }

  /**
   * A tag's field number and wire type as one number (`field << 3 | wire type`). Every field this
   * reader knows has a one-byte tag; a longer one (or field number 0) is left to protobuf-es.
   */
  tag(end: number): number {
    if (this.pos >= end) throw DECLINE;
    const tag = this.buf[this.pos++]!;
    if (tag > 0x7f || tag <= 7) throw DECLINE;
    return tag;
  }

  /** The end of a length-delimited value that starts here, inside `end`. */
  length(end: number): number {
    this.varint(end);
    const length = this.lo >>> 0;
    if (this.hi !== 0 || length > end - this.pos) throw DECLINE;
    return this.pos + length;
  }

  /** An int64 as from-message.ts writes it: a number when exact, its decimal text otherwise. */
  int64(end: number): number | string {
    this.varint(end);
    const hi = this.hi | 0;
    const lo = this.lo >>> 0;
    // Exact whenever |hi| < 2^21; outside that the value is beyond ±(2^53 − 1) either way.
    const value = hi * TWO_TO_32 + lo;
    if (value <= MAX_EXACT && value >= -MAX_EXACT) return value;
    return BigInt.asIntN(64, (BigInt(this.hi >>> 0) << 32n) | BigInt(lo)).toString();
  }

  /** int32 as protobuf reads it: the low 32 bits of the varint, signed. */
  int32(end: number): number {
    this.varint(end);
    return this.lo | 0;
  }

  double(end: number): number {
    if (end - this.pos < 8) throw DECLINE;
    const value = this.view.getFloat64(this.pos, true);
    this.pos += 8;
    return value;
  }

  /** A string, short ASCII ones shared through the request's table (./short-strings.ts). */
  string(end: number): string {
    const stop = this.length(end);
    const start = this.pos;
    this.pos = stop;
    if (stop === start) return "";
    if (stop - start <= SHORT_STRING) {
      const ascii = this.shortStrings.ascii(this.buf, start, stop);
      if (ascii !== undefined) return ascii;
    }
    try {
      return decodeUtf8(this.buf.subarray(start, stop), true);
    } catch {
      throw DECLINE;
    }
  }
}

/** The wire type a field must come with, checked on every tag. */
function expect(tag: number, wireType: number): void {
  if ((tag & 7) !== wireType) throw DECLINE;
}

/** The envelope of a binary AnalysisRequest, or undefined where protobuf-es must read it. */
export function decodeAnalysisRequest(bytes: Uint8Array): Plain | undefined {
  try {
    return readRequest(new Reader(bytes), bytes.length);
  } catch (error) {
    if (error === DECLINE) return undefined;
    throw error;
  }
}

function readRequest(r: Reader, end: number): Plain {
  let accountId = "";
  const transactions: Plain[] = [];
  let balances: Plain | undefined;
  let payables: { items: Plain[] } | undefined;
  let scenario: Plain | undefined;
  let arAging: { buckets: Plain[]; invoices: Plain[] } | undefined;
  while (r.pos < end) {
    const tag = r.tag(end);
    switch (tag >>> 3) {
      case 1: expect(tag, LENGTH_DELIMITED); accountId = r.string(end); break;
      case 2: expect(tag, LENGTH_DELIMITED); transactions.push(readTransaction(r, r.length(end))); break;
      case 3: expect(tag, LENGTH_DELIMITED); balances = readBalances(r, r.length(end), balances); break;
      case 4: expect(tag, LENGTH_DELIMITED); payables = readPayables(r, r.length(end), payables ?? { items: [] }); break;
      case 5: expect(tag, LENGTH_DELIMITED); scenario = readScenario(r, r.length(end), scenario); break;
      case 6: expect(tag, LENGTH_DELIMITED); arAging = readArAging(r, r.length(end), arAging ?? { buckets: [], invoices: [] }); break;
      default: throw DECLINE;
    }
  }
  return { account_id: accountId, transactions, balances, payables, scenario, ar_aging: arAging };
}

function readTransaction(r: Reader, end: number): Plain {
  let date = "", direction = "", category = "", counterparty = "", description = "", id = "", currency = "", code = "", mcc = "";
  let amount: number | string | undefined;
  while (r.pos < end) {
    const tag = r.tag(end);
    switch (tag >>> 3) {
      case 1: expect(tag, LENGTH_DELIMITED); date = r.string(end); break;
      case 2: expect(tag, VARINT); amount = r.int64(end); break;
      case 3: expect(tag, LENGTH_DELIMITED); direction = r.string(end); break;
      case 4: expect(tag, LENGTH_DELIMITED); category = r.string(end); break;
      case 5: expect(tag, LENGTH_DELIMITED); counterparty = r.string(end); break;
      case 6: expect(tag, LENGTH_DELIMITED); description = r.string(end); break;
      case 7: expect(tag, LENGTH_DELIMITED); id = r.string(end); break;
      case 8: expect(tag, LENGTH_DELIMITED); currency = r.string(end); break;
      case 9: expect(tag, LENGTH_DELIMITED); code = r.string(end); break;
      case 10: expect(tag, LENGTH_DELIMITED); mcc = r.string(end); break;
      default: throw DECLINE;
    }
  }
  return {
    date: textOrAbsent(date),
    amount_minor: amount,
    direction: textOrAbsent(direction),
    category: textOrAbsent(category),
    counterparty: textOrAbsent(counterparty),
    description: textOrAbsent(description),
    id: textOrAbsent(id),
    currency: textOrAbsent(currency),
    bank_transaction_code: textOrAbsent(code),
    mcc: textOrAbsent(mcc),
  };
}

/** A second occurrence of a singular message merges into the first: fields it sets replace, the rest stay. */
function readBalances(r: Reader, end: number, previous: Plain | undefined): Plain {
  let current = previous?.["current_minor"] as number | string | undefined;
  let available = previous?.["available_minor"] as number | string | undefined;
  let asOf = (previous?.["as_of"] as string | undefined) ?? "";
  let currency = (previous?.["currency"] as string | undefined) ?? "";
  while (r.pos < end) {
    const tag = r.tag(end);
    switch (tag >>> 3) {
      case 1: expect(tag, VARINT); current = r.int64(end); break;
      case 2: expect(tag, VARINT); available = r.int64(end); break;
      case 3: expect(tag, LENGTH_DELIMITED); asOf = r.string(end); break;
      case 4: expect(tag, LENGTH_DELIMITED); currency = r.string(end); break;
      default: throw DECLINE;
    }
  }
  return { current_minor: current, available_minor: available, as_of: textOrAbsent(asOf), currency: textOrAbsent(currency) };
}

function readPayables(r: Reader, end: number, payables: { items: Plain[] }): { items: Plain[] } {
  while (r.pos < end) {
    const tag = r.tag(end);
    if (tag >>> 3 !== 1) throw DECLINE;
    expect(tag, LENGTH_DELIMITED);
    payables.items.push(readPayableItem(r, r.length(end)));
  }
  return payables;
}

function readPayableItem(r: Reader, end: number): Plain {
  let dueDate = "", discountDeadline = "", terms = "", invoiceDate = "", id = "", vendor = "";
  let amount: number | string | undefined;
  let discount: number | string | undefined;
  while (r.pos < end) {
    const tag = r.tag(end);
    switch (tag >>> 3) {
      case 1: expect(tag, VARINT); amount = r.int64(end); break;
      case 2: expect(tag, LENGTH_DELIMITED); dueDate = r.string(end); break;
      case 3: expect(tag, VARINT); discount = r.int64(end); break;
      case 4: expect(tag, LENGTH_DELIMITED); discountDeadline = r.string(end); break;
      case 5: expect(tag, LENGTH_DELIMITED); terms = r.string(end); break;
      case 6: expect(tag, LENGTH_DELIMITED); invoiceDate = r.string(end); break;
      case 7: expect(tag, LENGTH_DELIMITED); id = r.string(end); break;
      case 8: expect(tag, LENGTH_DELIMITED); vendor = r.string(end); break;
      default: throw DECLINE;
    }
  }
  return {
    amount_minor: amount,
    due_date: textOrAbsent(dueDate),
    discount_minor: discount,
    discount_deadline: textOrAbsent(discountDeadline),
    terms: textOrAbsent(terms),
    invoice_date: textOrAbsent(invoiceDate),
    id: textOrAbsent(id),
    vendor: textOrAbsent(vendor),
  };
}

function readScenario(r: Reader, end: number, previous: Plain | undefined): Plain {
  const scenario: Plain = previous ?? { revenue_shock_pct: undefined, opex_shock_pct: undefined, upside_revenue_pct: undefined, upside_opex_pct: undefined, horizon_days: undefined };
  while (r.pos < end) {
    const tag = r.tag(end);
    switch (tag >>> 3) {
      case 1: expect(tag, FIXED64); scenario["revenue_shock_pct"] = r.double(end); break;
      case 2: expect(tag, FIXED64); scenario["opex_shock_pct"] = r.double(end); break;
      case 3: expect(tag, FIXED64); scenario["upside_revenue_pct"] = r.double(end); break;
      case 4: expect(tag, FIXED64); scenario["upside_opex_pct"] = r.double(end); break;
      case 5: expect(tag, VARINT); scenario["horizon_days"] = r.int32(end); break;
      default: throw DECLINE;
    }
  }
  return scenario;
}

function readArAging(r: Reader, end: number, arAging: { buckets: Plain[]; invoices: Plain[] }): { buckets: Plain[]; invoices: Plain[] } {
  while (r.pos < end) {
    const tag = r.tag(end);
    switch (tag >>> 3) {
      case 1: expect(tag, LENGTH_DELIMITED); arAging.buckets.push(readArBucket(r, r.length(end))); break;
      case 2: expect(tag, LENGTH_DELIMITED); arAging.invoices.push(readArInvoice(r, r.length(end))); break;
      default: throw DECLINE;
    }
  }
  return arAging;
}

function readArBucket(r: Reader, end: number): Plain {
  let bucket = "";
  let amount: number | string | undefined;
  let daysPastDue: number | undefined;
  while (r.pos < end) {
    const tag = r.tag(end);
    switch (tag >>> 3) {
      case 1: expect(tag, LENGTH_DELIMITED); bucket = r.string(end); break;
      case 2: expect(tag, VARINT); amount = r.int64(end); break;
      case 3: expect(tag, VARINT); daysPastDue = r.int32(end); break;
      default: throw DECLINE;
    }
  }
  return { bucket: textOrAbsent(bucket), amount_minor: amount, days_past_due: daysPastDue };
}

function readArInvoice(r: Reader, end: number): Plain {
  let dueDate = "", id = "", customer = "";
  let amount: number | string | undefined;
  while (r.pos < end) {
    const tag = r.tag(end);
    switch (tag >>> 3) {
      case 1: expect(tag, VARINT); amount = r.int64(end); break;
      case 2: expect(tag, LENGTH_DELIMITED); dueDate = r.string(end); break;
      case 3: expect(tag, LENGTH_DELIMITED); id = r.string(end); break;
      case 4: expect(tag, LENGTH_DELIMITED); customer = r.string(end); break;
      default: throw DECLINE;
    }
  }
  return { amount_minor: amount, due_date: textOrAbsent(dueDate), id: textOrAbsent(id), customer: textOrAbsent(customer) };
}
