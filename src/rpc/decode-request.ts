import {
  clone,
  createFileRegistry,
  fromBinary,
  toBinary,
  type Message,
  type DescMessage,
  type DescService,
} from "@bufbuild/protobuf";
import { FieldDescriptorProto_Label, FieldDescriptorProto_Type, FileDescriptorProtoSchema } from "@bufbuild/protobuf/wkt";
import { Code, ConnectError } from "@connectrpc/connect";
import { AnalysisRequestSchema, file_cashflow_v1_cashflow, type AnalysisRequest } from "../../gen/cashflow/v1/cashflow_pb.js";
import { emptyMessageFactory, kindOf, type ValueKind } from "./request-fields.js";

/**
 * A reflection-free decoder for binary AnalysisRequest messages.
 *
 * protobuf-es's `fromBinary` walks the descriptor for every field of every row: about 30 ms for a
 * 10,000-transaction request, five times `JSON.parse` of the same book. connect-es always decodes
 * with `fromBinary(method.input, …)`, so binary calls are served by a second registration of
 * CashFlowService (see `RAW_CASH_FLOW_SERVICE`) whose input is AnalysisRequestRaw, and the
 * request reaches the engine by one of two paths:
 *
 * - `decodeMessage`: ./request-message.ts takes an uncompressed message off the body and hands
 *   connect-es an empty one; the message's own bytes are decoded here. This is every ordinary call.
 * - `decodeRequest`: a gRPC or gRPC-Web message that is compressed (or framed wrongly) is left to
 *   connect-es, which decodes it as AnalysisRequestRaw. That message declares the six top-level fields as `repeated bytes`, so
 *   protobuf-es only splits the top level and hands over each field's bytes, read from there.
 *
 * The decoder takes only well-formed, conventionally encoded input: the expected wire type for each
 * known field, varints of at most ten bytes, lengths inside the message, valid UTF-8, and unknown
 * fields of wire types 0, 1, 2 and 5. For anything else it declines (returns undefined) and the
 * caller decodes with `fromBinary(AnalysisRequestSchema, …)`, so odd input (wrong wire types, which
 * protobuf-es reads leniently, groups, invalid UTF-8, truncation) gets protobuf-es's answer or error.
 * What it returns equals protobuf-es's message field by field (without `$typeName` and `$unknown`):
 * int64 as bigint; unset optional fields and messages undefined; unset implicit strings ""; a
 * repeated singular scalar last-wins; repeated occurrences of a singular message merged; repeated
 * fields [].
 *
 * On the first path the fallback reads the original bytes, so the answer is protobuf-es's for any
 * input at all. On the second, it reads the top-level fields re-encoded grouped by number: a
 * request with several independent faults may be reported by a different one of them, always as
 * InvalidArgument, and a malformed request that protobuf-es accepts only by reading a nested length
 * past the end of its message may be read differently (either reading is garbage; valid encodings
 * are never affected). `repeated bytes` rather than no fields at all, because protobuf-es reads a
 * known length-delimited field as "varint length, then bytes" whatever the wire type on the tag
 * says, and skips an unknown field by its wire type: declaring fields 1–6 as bytes makes it consume
 * the top level exactly as it does for AnalysisRequest.
 */

/** The engine's view of a request: protobuf-es's AnalysisRequest shape, as a plain object. */
export type DecodedRequest = Record<string, unknown>;

/** AnalysisRequestRaw as protobuf-es decodes it: the bytes of each occurrence of each top-level field. */
export interface RawAnalysisRequest {
  accountId: Uint8Array[];
  transactions: Uint8Array[];
  balances: Uint8Array[];
  payables: Uint8Array[];
  scenario: Uint8Array[];
  arAging: Uint8Array[];
}

const RAW_MESSAGE_NAME = "AnalysisRequestRaw";

/** The descriptor of cashflow/v1/cashflow.proto with AnalysisRequestRaw as every method's input. */
function rawServiceDescriptor(): { service: DescService; message: DescMessage } {
  const file = clone(FileDescriptorProtoSchema, file_cashflow_v1_cashflow.proto);
  file.name = "cashflow/v1/cashflow_raw.proto";
  const request = file.messageType.find((m) => m.name === AnalysisRequestSchema.name)!;
  request.name = RAW_MESSAGE_NAME;
  for (const field of request.field) {
    field.type = FieldDescriptorProto_Type.BYTES;
    field.label = FieldDescriptorProto_Label.REPEATED;
    field.typeName = "";
    field.proto3Optional = false;
    field.options = undefined;
  }
  const inputType = `.${AnalysisRequestSchema.typeName}`;
  for (const method of file.service.flatMap((s) => s.method)) {
    if (method.inputType === inputType) method.inputType = `.${file.package}.${RAW_MESSAGE_NAME}`;
  }
  const registry = createFileRegistry(file, () => undefined);
  const service = registry.getService(`${file.package}.CashFlowService`);
  const message = registry.getMessage(`${file.package}.${RAW_MESSAGE_NAME}`);
  if (service === undefined || message === undefined) throw new Error("cannot derive the raw CashFlowService descriptor");
  return { service, message };
}

const raw = rawServiceDescriptor();
/** CashFlowService with AnalysisRequestRaw in place of AnalysisRequest, for binary requests. */
export const RAW_CASH_FLOW_SERVICE: DescService = raw.service;
export const AnalysisRequestRawSchema: DescMessage = raw.message;

// ---------------------------------------------------------------------------------------------
// A plan per message type, made once from the generated descriptors.

const WIRE_TYPE: Record<ValueKind, number> = { string: 2, int64: 0, int32: 0, double: 1, message: 2 };

interface FieldPlan {
  name: string;
  kind: ValueKind;
  repeated: boolean;
  message: MessagePlan | undefined;
}

/** Reads fields up to `end` into `target`, a message of the plan's type. */
type ReadFields = (reader: Reader, end: number, target: Record<string, unknown>) => void;

interface MessagePlan {
  /** Indexed by field number. */
  fields: (FieldPlan | undefined)[];
  /** A message with nothing set: an object literal made once from the fields, so every message has one shape. */
  create: () => Record<string, unknown>;
  read: ReadFields;
}

function planOf(desc: DescMessage, plans = new Map<DescMessage, MessagePlan>()): MessagePlan {
  const known = plans.get(desc);
  if (known) return known;
  const plan: MessagePlan = { fields: [], create: () => ({}), read: () => undefined };
  plans.set(desc, plan);
  for (const field of desc.fields) {
    const kind = kindOf(field);
    const repeated = field.fieldKind === "list";
    const message = kind === "message" ? planOf(field.message!, plans) : undefined;
    plan.fields[field.number] = { name: field.localName, kind, repeated, message };
  }
  compile(desc, plan);
  return plan;
}

/**
 * Makes the plan's `create` and `read` as generated source. Each field is then read and stored at
 * its own literal property access, which V8 keeps monomorphic; one generic loop storing by
 * `target[field.name]` made every store megamorphic and cost more than the bytes' own decoding.
 * The source holds only field names (quoted), numbers from the descriptor and fixed code.
 */
function compile(desc: DescMessage, plan: MessagePlan): void {
  const cases: string[] = [];
  const children: MessagePlan[] = [];
  for (const field of desc.fields) {
    const { name, kind, repeated, message } = plan.fields[field.number]!;
    const property = `t[${JSON.stringify(name)}]`;
    let value: string;
    switch (kind) {
      case "string":
      case "int64":
      case "int32":
      case "double":
        value = `r.${kind}(end)`;
        break;
      case "message": {
        // Repeated: a new element per occurrence. Singular: later occurrences merge into the first.
        const child = `plans[${children.push(message!) - 1}]`;
        value = repeated ? `${child}.readNew(r, end)` : `${child}.readInto(r, end, ${property})`;
        break;
      }
    }
    const tag = (field.number << 3) | WIRE_TYPE[kind];
    cases.push(`case ${tag}: ${repeated ? `${property}.push(${value})` : `${property} = ${value}`}; break;`);
  }
  const source = `
    return {
      read(r, end, t) {
        while (r.pos < end) {
          const tag = r.tag(end);
          switch (tag) {
            ${cases.join("\n            ")}
            default: r.other(tag, end, known);
          }
        }
      },
    };`;
  const known = plan.fields.map((field) => field !== undefined);
  const childPlans = children.map((child) => ({
    readNew: (r: Reader, end: number) => {
      const target = child.create();
      child.read(r, r.length(end), target);
      return target;
    },
    readInto: (r: Reader, end: number, existing: Record<string, unknown> | undefined) => {
      const target = existing ?? child.create();
      child.read(r, r.length(end), target);
      return target;
    },
  }));
  plan.create = emptyMessageFactory(desc.fields);
  Object.assign(plan, new Function("plans", "known", source)(childPlans, known) as Pick<MessagePlan, "read">);
}

const REQUEST = planOf(AnalysisRequestSchema);
const TOP_LEVEL = REQUEST.fields.filter((field) => field !== undefined);
if (TOP_LEVEL.some((field) => field.kind !== "string" && field.kind !== "message")) {
  throw new Error("decode-request: AnalysisRequest's own fields must be strings or messages (length-delimited)");
}

// ---------------------------------------------------------------------------------------------
// The reader.

/** Thrown inside the decoder when the input is not one it takes; never escapes `decodeAnalysisRequest`. */
class Decline extends Error {}

const DECLINE = new Decline("decline");

declare module "node:buffer" {
  interface Buffer {
    /** Node's own ASCII/latin1 decoder behind `toString("latin1", …)`, without its argument handling. */
    latin1Slice(start: number, end: number): string;
  }
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** Short ASCII strings seen in this request, by hash: dates, currencies and categories repeat in every row. */
const SHARED_SLOTS = 1024;
const SHARED_MAX_BYTES = 32;

class Reader {
  pos = 0;
  /** The last varint read, as its low and high 32 bits. */
  lo = 0;
  hi = 0;
  /** All of the ArrayBuffer the fields are views of, so one reader serves every field of a request. */
  private readonly buf: Buffer;
  private readonly view: DataView;
  /** Short ASCII texts already made into strings, and where in the buffer each was read. */
  private readonly shared: (string | undefined)[] = new Array(SHARED_SLOTS);
  private readonly sharedAt = new Int32Array(SHARED_SLOTS);

  constructor(private readonly buffer: ArrayBufferLike) {
    this.buf = Buffer.from(buffer);
    this.view = new DataView(buffer);
  }

  /** Positions the reader on `bytes`; returns where they end. */
  start(bytes: Uint8Array): number {
    if (bytes.buffer !== this.buffer) throw new Error("decode-request: the fields of one request share one buffer");
    this.pos = bytes.byteOffset;
    return bytes.byteOffset + bytes.byteLength;
  }

  /** A varint of at most ten bytes, into `lo`/`hi`; `end` bounds it. */
  varint(end: number): void {
    const buf = this.buf;
    let lo = 0;
    let hi = 0;
    let pos = this.pos;
    for (let shift = 0; shift < 28; shift += 7) {
      if (pos >= end) throw DECLINE;
      const byte = buf[pos++]!;
      lo |= (byte & 0x7f) << shift;
      if (byte < 0x80) return this.done(pos, lo, 0);
    }
    if (pos >= end) throw DECLINE;
    let byte = buf[pos++]!;
    lo |= (byte & 0x0f) << 28;
    hi = (byte & 0x70) >> 4;
    if (byte < 0x80) return this.done(pos, lo, hi);
    for (let shift = 3; shift < 31; shift += 7) {
      if (pos >= end) throw DECLINE;
      byte = buf[pos++]!;
      hi |= (byte & 0x7f) << shift;
      if (byte < 0x80) return this.done(pos, lo, hi);
    }
    // The tenth byte holds only bit 63.
    if (pos >= end) throw DECLINE;
    byte = buf[pos++]!;
    if (byte > 1) throw DECLINE;
    return this.done(pos, lo, hi | (byte << 31));
  }

  /** A field's tag (number and wire type); field numbers fit in 29 bits, so in `lo`. */
  tag(end: number): number {
    this.varint(end);
    if (this.hi !== 0) throw DECLINE;
    return this.lo;
  }

  /**
   * A tag the message's reader has no case for: a known field with another wire type than its own,
   * which protobuf-es reads leniently, is declined; an unknown field is skipped.
   */
  other(tag: number, end: number, known: boolean[]): void {
    const no = tag >>> 3;
    if (no === 0 || known[no] === true) throw DECLINE;
    this.skip(tag & 7, end);
  }

  int32(end: number): number {
    this.varint(end);
    return this.lo | 0;
  }

  private done(pos: number, lo: number, hi: number): void {
    this.pos = pos;
    this.lo = lo;
    this.hi = hi;
  }

  /** A length that fits before `end`; returns the end of the data it announces. */
  length(end: number): number {
    this.varint(end);
    if (this.hi !== 0 || this.lo < 0) throw DECLINE;
    const stop = this.pos + this.lo;
    if (stop > end) throw DECLINE;
    return stop;
  }

  int64(end: number): bigint {
    this.varint(end);
    const { lo, hi } = this;
    const value = hi * 4294967296 + (lo >>> 0);
    if (Number.isSafeInteger(value)) return BigInt(value);
    return BigInt.asIntN(64, (BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0));
  }

  double(end: number): number {
    if (this.pos + 8 > end) throw DECLINE;
    const value = this.view.getFloat64(this.pos, true);
    this.pos += 8;
    return value;
  }

  string(end: number): string {
    return this.text(this.length(end));
  }

  /** The bytes from here to `stop` as UTF-8 text. */
  text(stop: number): string {
    const start = this.pos;
    const length = stop - start;
    const view = this.view;
    this.pos = stop;
    // Four bytes at a time while they last: text is ASCII when no byte has its top bit set.
    let hash = length;
    let at = start;
    for (; at + 4 <= stop; at += 4) {
      const word = view.getUint32(at, true);
      if ((word & 0x80808080) !== 0) return this.utf8(start, stop);
      hash = Math.imul(hash ^ word, 0x01000193);
    }
    for (; at < stop; at++) {
      const byte = this.buf[at]!;
      if (byte >= 0x80) return this.utf8(start, stop);
      hash = Math.imul(hash ^ byte, 0x01000193);
    }
    if (length > SHARED_MAX_BYTES) return this.buf.latin1Slice(start, stop);
    // ASCII and short: one string per distinct text in the request (dates, currencies and
    // categories repeat in every row), found by hash and confirmed against the bytes it came from.
    // The multiplications only carry low bits upwards, so the high ones are folded down first.
    hash ^= hash >>> 16;
    hash = Math.imul(hash, 0x85ebca6b);
    hash ^= hash >>> 13;
    const slot = hash & (SHARED_SLOTS - 1);
    const seen = this.shared[slot];
    if (seen !== undefined && seen.length === length && this.sameBytes(this.sharedAt[slot]!, start, length)) return seen;
    this.sharedAt[slot] = start;
    return (this.shared[slot] = this.buf.latin1Slice(start, stop));
  }

  private utf8(start: number, stop: number): string {
    try {
      return strictUtf8.decode(this.buf.subarray(start, stop));
    } catch {
      throw DECLINE; // invalid UTF-8: protobuf-es reports it
    }
  }

  private sameBytes(a: number, b: number, length: number): boolean {
    const view = this.view;
    let i = 0;
    for (; i + 4 <= length; i += 4) if (view.getUint32(a + i) !== view.getUint32(b + i)) return false;
    for (; i < length; i++) if (this.buf[a + i] !== this.buf[b + i]) return false;
    return true;
  }

  skip(wireType: number, end: number): void {
    switch (wireType) {
      case 0:
        this.varint(end);
        return;
      case 1:
        this.pos += 8;
        break;
      case 2:
        this.pos = this.length(end);
        return;
      case 5:
        this.pos += 4;
        break;
      default:
        throw DECLINE; // groups (3, 4) and invalid wire types: protobuf-es decides
    }
    if (this.pos > end) throw DECLINE;
  }
}

/**
 * The request as the engine reads it, or undefined when the bytes are not ones this decoder takes
 * (the caller then decodes them with protobuf-es, which answers or rejects them).
 */
export function decodeAnalysisRequest(raw: RawAnalysisRequest): DecodedRequest | undefined {
  const request = REQUEST.create();
  let reader: Reader | undefined;
  try {
    for (const field of TOP_LEVEL) {
      for (const bytes of raw[field.name as keyof RawAnalysisRequest]) {
        // Each element is the content of one occurrence of the field: its tag and length are read.
        reader ??= new Reader(bytes.buffer);
        const end = reader.start(bytes);
        if (field.kind === "string") {
          request[field.name] = reader.text(end);
          continue;
        }
        const existing = field.repeated ? undefined : (request[field.name] as Record<string, unknown> | undefined);
        const child = existing ?? field.message!.create();
        field.message!.read(reader, end, child);
        if (field.repeated) (request[field.name] as unknown[]).push(child);
        else request[field.name] = child;
      }
    }
  } catch (error) {
    if (error instanceof Decline) return undefined;
    throw error;
  }
  return request;
}

/** The request from the bytes of a whole AnalysisRequest message, or undefined where `decodeAnalysisRequest` would decline. */
function decodeWholeMessage(bytes: Uint8Array): DecodedRequest | undefined {
  const request = REQUEST.create();
  const reader = new Reader(bytes.buffer);
  try {
    REQUEST.read(reader, reader.start(bytes), request);
  } catch (error) {
    if (error instanceof Decline) return undefined;
    throw error;
  }
  return request;
}

/**
 * The request as the engine reads it, from the bytes of a whole AnalysisRequest message: from the
 * fast decoder, else from protobuf-es over the same bytes, so every input gets protobuf-es's
 * reading or its error ("parse binary: …", as connect-es words it, with InvalidArgument, as
 * ./decode-failures.ts answers connect-es's).
 */
export function decodeMessage(bytes: Uint8Array): DecodedRequest | AnalysisRequest {
  return decodeWholeMessage(bytes) ?? parsedByProtobufEs(bytes);
}

/**
 * The request as the engine reads it, from AnalysisRequestRaw as connect-es decoded it (for the
 * bodies ./request-message.ts leaves to connect-es, such as compressed ones): from the fast
 * decoder, else from protobuf-es over the top-level fields re-encoded.
 */
export function decodeRequest(raw: RawAnalysisRequest & Message): DecodedRequest | AnalysisRequest {
  return decodeAnalysisRequest(raw) ?? parsedByProtobufEs(toBinary(AnalysisRequestRawSchema, raw));
}

function parsedByProtobufEs(bytes: Uint8Array): AnalysisRequest {
  try {
    return fromBinary(AnalysisRequestSchema, bytes);
  } catch (error) {
    throw new ConnectError(`parse binary: ${error instanceof Error ? error.message : String(error)}`, Code.InvalidArgument);
  }
}
