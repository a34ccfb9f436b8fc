import { isUtf8 } from "node:buffer";
import type { DescMessage } from "@bufbuild/protobuf";
import { AnalysisRequestSchema, TransactionSchema } from "../../gen/cashflow/v1/cashflow_pb.js";
import { scanTransactionRow, TRANSACTION_ROW_KEYS } from "../../gen/cashflow/v1/cashflow_contract.js";
import { contractFields, type ContractFields, type Nested } from "./contract-fields.js";
import type { RowScanner } from "./contract-runtime.js";
import { DECLINE } from "./decline.js";
import { HASH_SEED, hashed, SHORT_STRING, ShortStrings } from "./short-strings.js";

/**
 * An ordinary JSON request envelope read straight from its bytes, for the gateway, Connect JSON and
 * gRPC+json alike, with the transactions built as the engine reads them.
 *
 * Why it is hand-written: at 10,000 transactions `JSON.parse` alone took most of a Connect JSON
 * call's budget, and what it builds costs again downstream: each row an object of its own shape,
 * protobuf JSON's amounts as strings (`"amountMinor":"-16449"`) for the engine to turn into numbers,
 * every string a new one to collect. This reader builds each row in one fixed shape under the
 * contract's snake_case names, with a quoted integer amount as a number, and makes each short string
 * once per request (./short-strings.ts); bench/RESULTS.md ("The JSON scanner") gives what it wins.
 *
 * It reads only plain, conventionally written bodies: an object at the top; every key that names a
 * field one the contract knows (./contract-fields.ts, from the proto's descriptor), so the walk that
 * names ignored fields has nothing to find and is not run; transactions that are objects giving each
 * field once; strings without escapes or control characters, in UTF-8; no key `__proto__`; nesting at most
 * MAX_DEPTH deep. For anything else it declines (returns undefined) and the caller parses with
 * `JSON.parse`, so unusual or malformed input always gets the stock parser's reading or its refusal,
 * and unknown fields are named by the walk as ever. Where it reads, JSON.parse reads the same body,
 * the engine sees the same input and the walk finds nothing: test/envelope/json-scanner.test.ts
 * checks all three on random and damaged bodies, with a new seed each run. A body declined near its
 * end costs both readers' time; each is linear in the body, which the size limit bounds.
 *
 * What is generated: a transaction row's keys and the function that reads a row (locals, one
 * `switch` on the field's bit, one object at the end) come from the proto
 * (gen/cashflow/v1/cashflow_contract.ts, by tools/protoc-gen-cashflow-contract), so a field added to
 * Transaction is read here after `npm run generate`; this scanner gives that function the row's
 * keys and values through the RowScanner methods.
 */

type Plain = Record<string, unknown>;

/** Deeper nesting than any envelope has; beyond it the stock parser reads (and this recursion stays shallow). */
const MAX_DEPTH = 32;
/** Integers of at most 15 digits are exact when summed digit by digit; longer ones go through `Number`. */
const EXACT_DIGITS = 15;
/** A transaction row's depth: the envelope is 1, the transactions list 2. */
const ROW_DEPTH = 3;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_LIST = 0x5b;
const CLOSE_LIST = 0x5d;

/**
 * The keys of a transaction row in both spellings (amount_minor and amountMinor name one field),
 * each with its field's bit, generated from the proto with the row reader that switches on the bits
 * (gen/cashflow/v1/cashflow_contract.ts). A key is found by its length and then its bytes: with
 * 50,000 keys in a 10,000-row request, making each key a string and comparing strings cost a tenth
 * of the reader's time.
 */
interface RowKey {
  name: Uint8Array;
  field: number;
}
const ROW_KEYS: readonly RowKey[] = Object.entries(TRANSACTION_ROW_KEYS).map(([name, field]) => ({ name: Buffer.from(name, "latin1"), field }));
const LONGEST_ROW_KEY = Math.max(...ROW_KEYS.map(({ name }) => name.length));
/** ROW_KEYS by length, so a key is compared with at most two names. */
const ROW_KEYS_BY_LENGTH: readonly (readonly RowKey[])[] = Array.from({ length: LONGEST_ROW_KEY + 1 }, (_, length) =>
  ROW_KEYS.filter(({ name }) => name.length === length),
);

class Scanner implements RowScanner {
  pos = 0;
  private readonly shortStrings: ShortStrings;
  /** The same bytes, for reading a longer string or number as text. */
  private readonly text: Buffer;
  private readonly end: number;

  constructor(private readonly bytes: Uint8Array) {
    this.shortStrings = new ShortStrings(bytes.length);
    this.text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    this.end = bytes.length;
  }

  /**
   * The byte at `pos`, or -1 past the end. Every read goes through here: a read past the end of a
   * Uint8Array gives undefined, and one such read turns every comparison of the bytes read at that
   * place into V8's generic one (which cost a fifth of the reader's time).
   */
  private at(pos: number): number {
    return pos < this.end ? this.bytes[pos]! : -1;
  }

  /** The next byte that is not JSON whitespace (space, tab, line feed, carriage return), or -1 at the end. */
  peek(): number {
    let pos = this.pos;
    let byte = this.at(pos);
    while (byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09) byte = this.at(++pos);
    this.pos = pos;
    return byte;
  }

  /** Steps over `byte`, which must come next. */
  expect(byte: number): void {
    if (this.peek() !== byte) throw DECLINE;
    this.pos++;
  }

  /** Any JSON value; an object in it is read without looking at its keys (nothing names a field inside a value). */
  value(depth: number): unknown {
    const byte = this.peek();
    if (byte === QUOTE) return this.string();
    if (byte === OPEN_OBJECT) return this.object(depth + 1, undefined);
    if (byte === OPEN_LIST) return this.list(depth + 1, undefined);
    if (byte === MINUS || (byte >= ZERO && byte <= NINE)) return this.number();
    if (this.word("true")) return true;
    if (this.word("false")) return false;
    if (this.word("null")) return null;
    throw DECLINE;
  }

  private word(text: string): boolean {
    for (let i = 0; i < text.length; i++) if (this.at(this.pos + i) !== text.charCodeAt(i)) return false;
    this.pos += text.length;
    return true;
  }

  /** An object; one of the contract's messages (`fields` given) holds only the fields the contract knows. */
  object(depth: number, fields: ContractFields | undefined): Plain {
    if (depth > MAX_DEPTH) throw DECLINE;
    this.pos++;
    const object: Plain = {};
    if (this.peek() === CLOSE_OBJECT) {
      this.pos++;
      return object;
    }
    do {
      const key = this.key();
      if (fields === undefined) object[key] = this.value(depth);
      else {
        const field = fields.byName.get(key);
        if (field === undefined) throw DECLINE;
        object[key] = field === "value" ? this.value(depth) : this.nested(depth, field);
      }
    } while (!this.separator(CLOSE_OBJECT));
    return object;
  }

  /**
   * A field holding a message, or a list of them: read as one where it is one; any other value is
   * the engine's to refuse, and nothing names fields inside it.
   */
  private nested(depth: number, field: Nested): unknown {
    const byte = this.peek();
    if (field.rows && byte === OPEN_LIST) return this.list(depth + 1, field.message);
    if (!field.rows && byte === OPEN_OBJECT) return this.object(depth + 1, contractFields(field.message));
    return this.value(depth);
  }

  /** A list; the rows of a list of messages (`message` given) are read as that message, transactions in their own shape. */
  list(depth: number, message: DescMessage | undefined): unknown[] {
    if (depth > MAX_DEPTH) throw DECLINE;
    this.pos++;
    const list: unknown[] = [];
    if (this.peek() === CLOSE_LIST) {
      this.pos++;
      return list;
    }
    const fields = message && contractFields(message);
    do {
      if (message === TransactionSchema) list.push(scanTransactionRow(this));
      else list.push(fields !== undefined && this.peek() === OPEN_OBJECT ? this.object(depth + 1, fields) : this.value(depth));
    } while (!this.separator(CLOSE_LIST));
    return list;
  }

  /** A key and its colon; `__proto__` would set the object's prototype, where `JSON.parse` makes a field. */
  private key(): string {
    if (this.peek() !== QUOTE) throw DECLINE;
    const key = this.string();
    if (key === "__proto__") throw DECLINE;
    this.expect(COLON);
    return key;
  }

  /** After a value inside an object or list: true at its closing byte, false at a comma. */
  private separator(close: number): boolean {
    const byte = this.peek();
    this.pos++;
    if (byte === COMMA) return false;
    if (byte === close) return true;
    throw DECLINE;
  }

  /*
   * A transaction row, read by the generated scanTransactionRow through the five methods below, in
   * one shape for every row (so the engine's reads of it stay monomorphic), with absent fields
   * undefined, as the engine reads an absent field.
   */

  openRow(): boolean {
    if (this.peek() !== OPEN_OBJECT) throw DECLINE;
    this.pos++;
    if (this.peek() !== CLOSE_OBJECT) return true;
    this.pos++;
    return false;
  }

  rowValue(): unknown {
    return this.value(ROW_DEPTH);
  }

  rowEnd(): boolean {
    return this.separator(CLOSE_OBJECT);
  }

  /** A transaction row's key and its colon, as the field it names; any other key declines. */
  rowKey(): number {
    if (this.peek() !== QUOTE) throw DECLINE;
    const start = this.pos + 1;
    let stop = start;
    while (this.at(stop) !== QUOTE) if (++stop - start > LONGEST_ROW_KEY) throw DECLINE;
    this.pos = stop + 1;
    this.expect(COLON);
    for (const { name, field } of ROW_KEYS_BY_LENGTH[stop - start]!) if (this.holds(start, name)) return field;
    throw DECLINE;
  }

  /** Whether `name` is written at `start`. */
  private holds(start: number, name: Uint8Array): boolean {
    for (let i = 0; i < name.length; i++) if (this.bytes[start + i] !== name[i]) return false;
    return true;
  }

  /** An int64 (an amount); a quoted integer of at most 15 digits (protobuf JSON's int64) becomes the number it writes. */
  rowInt64(): unknown {
    if (this.peek() !== QUOTE) return this.value(ROW_DEPTH);
    let pos = this.pos + 1;
    const negative = this.at(pos) === MINUS;
    if (negative) pos++;
    const digits = pos;
    let value = 0;
    let byte = this.at(pos);
    while (byte >= ZERO && byte <= NINE) {
      value = value * 10 + (byte - ZERO);
      byte = this.at(++pos);
    }
    if (byte !== QUOTE || pos === digits || pos - digits > EXACT_DIGITS) return this.string();
    this.pos = pos + 1;
    return negative ? -value : value;
  }

  /**
   * A string without escapes or control characters; anything else is left to `JSON.parse`. A short
   * ASCII string is hashed as it is read and shared through the request's table; a longer one is
   * made from its bytes without hashing them; one with UTF-8 in it is checked and decoded on its own,
   * as the stock path would check and decode the whole body (bank descriptions carry accents, and a
   * body declined for one of them cost the stock decode, `JSON.parse` and the unknown-field walk).
   */
  string(): string {
    const start = this.pos + 1;
    let pos = start;
    let hash = HASH_SEED;
    let byte = this.at(pos);
    for (; pos - start <= SHORT_STRING; byte = this.at(++pos)) {
      if (byte === QUOTE) {
        this.pos = pos + 1;
        return this.shortStrings.shared(this.bytes, start, pos, hash);
      }
      if (byte === BACKSLASH || byte < 0x20 || byte > 0x7f) break;
      hash = hashed(hash, byte);
    }
    let ascii = true;
    for (; byte !== QUOTE; byte = this.at(++pos)) {
      // -1 (the end) is below 0x20 too.
      if (byte === BACKSLASH || byte < 0x20) throw DECLINE;
      if (byte > 0x7f) ascii = false;
    }
    this.pos = pos + 1;
    if (ascii) return this.text.toString("latin1", start, pos);
    if (!isUtf8(this.bytes.subarray(start, pos))) throw DECLINE;
    return this.text.toString("utf8", start, pos);
  }

  /** A number as JSON writes it: -?(0|[1-9]digits)(.digits)?([eE][+-]?digits)?, read as `JSON.parse` reads it. */
  number(): number {
    const start = this.pos;
    const negative = this.at(start) === MINUS;
    let pos = negative ? start + 1 : start;
    const integer = pos;
    let value = 0;
    if (this.at(pos) === ZERO) pos++;
    else {
      for (let byte = this.at(pos); byte >= ZERO && byte <= NINE; byte = this.at(++pos)) value = value * 10 + (byte - ZERO);
      if (pos === integer) throw DECLINE;
    }
    let exact = pos - integer <= EXACT_DIGITS;
    if (this.at(pos) === DOT) {
      pos = this.digits(pos + 1);
      exact = false;
    }
    const exponent = this.at(pos);
    if (exponent === 0x65 || exponent === 0x45) {
      const sign = this.at(pos + 1);
      pos = this.digits(sign === PLUS || sign === MINUS ? pos + 2 : pos + 1);
      exact = false;
    }
    this.pos = pos;
    if (exact) return negative ? -value : value;
    return Number(this.text.toString("latin1", start, pos));
  }

  /** One or more digits from `pos`; the position after them. */
  private digits(pos: number): number {
    const first = pos;
    for (let byte = this.at(pos); byte >= ZERO && byte <= NINE; byte = this.at(++pos));
    if (pos === first) throw DECLINE;
    return pos;
  }
}

/**
 * The envelope of a JSON body (a leading byte-order mark already dropped), or undefined where
 * `JSON.parse` must read it.
 */
export function scanJsonEnvelope(bytes: Uint8Array): Plain | undefined {
  try {
    const scanner = new Scanner(bytes);
    if (scanner.peek() !== OPEN_OBJECT) return undefined;
    const envelope = scanner.object(1, contractFields(AnalysisRequestSchema));
    return scanner.peek() === -1 ? envelope : undefined;
  } catch (error) {
    if (error === DECLINE) return undefined;
    throw error;
  }
}
