import { getTextEncoding } from "@bufbuild/protobuf/wire";
import { DECLINE } from "./decline.js";
import { SHORT_STRING, ShortStrings } from "./short-strings.js";

/**
 * The protobuf wire format as the binary request reader reads it (./protobuf-binary.ts): the
 * values, lengths and tags the per-message functions generated from the proto
 * (gen/cashflow/v1/cashflow_contract.ts) call for. It reads only what is conventionally encoded and
 * declines (throws ./decline.ts's DECLINE) on anything else, which protobuf-es then reads.
 */

/** The wire types the contract's fields come with. */
export const VARINT = 0;
export const FIXED64 = 1;
export const LENGTH_DELIMITED = 2;

const MAX_EXACT = Number.MAX_SAFE_INTEGER;
const TWO_TO_32 = 4_294_967_296;

const decodeUtf8 = getTextEncoding().decodeUtf8;

export class Reader {
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
   * A tag's field number and wire type as one number (`field << 3 | wire type`). Fields 1 to 15 have
   * a one-byte tag, read here; a longer one is read by `longTag`. Field number 0 is left to protobuf-es.
   */
  tag(end: number): number {
    if (this.pos >= end) throw DECLINE;
    const tag = this.buf[this.pos++]!;
    if (tag > 0x7f) return this.longTag(end, tag);
    if (tag <= 7) throw DECLINE;
    return tag;
  }

  /**
   * A tag of two to four bytes (field numbers 16 to 2^25 − 1), whose first byte was `first`. A
   * longer tag would name a field beyond any the contract has, so it is left to protobuf-es.
   */
  private longTag(end: number, first: number): number {
    let tag = first & 0x7f;
    for (let shift = 7; shift < 28; shift += 7) {
      if (this.pos >= end) throw DECLINE;
      const byte = this.buf[this.pos++]!;
      tag |= (byte & 0x7f) << shift;
      if (byte < 0x80) {
        if (tag <= 7) throw DECLINE;
        return tag;
      }
    }
    throw DECLINE;
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
export function expect(tag: number, wireType: number): void {
  if ((tag & 7) !== wireType) throw DECLINE;
}
