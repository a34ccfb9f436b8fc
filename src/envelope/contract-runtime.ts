/**
 * Everything the contract code generated from the proto (gen/cashflow/v1/cashflow_contract.ts, by
 * tools/protoc-gen-cashflow-contract) calls, in one module so the plugin names one import: the wire
 * reader, the decline signal, the envelope's value conventions and the JSON scanner's row interface.
 */

export { DECLINE } from "./decline.js";
export { expect, FIXED64, LENGTH_DELIMITED, Reader, VARINT } from "./wire-reader.js";

/** protobuf's unset string is "", which the envelope leaves out, as an absent JSON field would be. */
export function textOrAbsent(value: string): string | undefined {
  return value === "" ? undefined : value;
}

const MAX_EXACT = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * An int64 as the envelope holds it: a number when it is exact as one, and otherwise its decimal
 * text, which the engine refuses naming the field, as it refuses the same text on the gateway: never
 * rounded.
 */
export function int64Value(value: bigint): number | string;
export function int64Value(value: bigint | undefined): number | string | undefined;
export function int64Value(value: bigint | undefined): number | string | undefined {
  if (value === undefined) return undefined;
  return value <= MAX_EXACT && value >= -MAX_EXACT ? Number(value) : value.toString();
}

/**
 * What a generated JSON row reader asks of the scanner (./json-scanner.ts) while it reads one row
 * of a list: the row's braces and commas, its keys as field bits, and its values.
 */
export interface RowScanner {
  /** Steps into the row's `{`; false when the row is `{}`, which it then steps over whole. */
  openRow(): boolean;
  /** The next key and its colon, as the bit of the field it names; a key the row does not know declines. */
  rowKey(): number;
  /** A field's value, any JSON value. */
  rowValue(): unknown;
  /** An int64 field's value: protobuf JSON's quoted integer of at most 15 digits as the number it writes. */
  rowInt64(): unknown;
  /** After a field's value: true at the row's closing `}`, false at a comma. */
  rowEnd(): boolean;
}
