import { safeIdentifier, type Schema } from "@bufbuild/protoplugin";

/**
 * The request contract as the generators of this plugin see it: the messages reachable from the
 * request message, each field with the one kind of value the envelope gives it. A field of a kind
 * the hand-written runtime (src/envelope/contract-runtime.ts) has no reader for stops generation
 * with a sentence naming it, rather than producing a reader that would quietly decline it.
 */

export type DescFile = Schema["files"][number];
export type DescMessage = DescFile["messages"][number];
export type DescField = DescMessage["fields"][number];

/** What a field holds: one scalar the runtime reads, one message, or a list of messages. */
export type FieldKind = "string" | "int64" | "int32" | "double" | "message" | "messages";

export interface ContractField {
  /** The proto's name: the envelope's key (snake_case). */
  name: string;
  /** protobuf JSON's name (lowerCamelCase), the other key a JSON body may use. */
  jsonName: string;
  /** protobuf-es's property on the message. */
  localName: string;
  number: number;
  kind: FieldKind;
  /** Explicit presence (proto3 `optional`, a message): unset reads as undefined, not as the zero value. */
  explicit: boolean;
  /** The message a `message` or `messages` field holds. */
  message: DescMessage | undefined;
  /** A local variable name for the field in a generated function, clear of its parameters and of reserved words. */
  local: string;
}

export interface ContractMessage {
  desc: DescMessage;
  /** The message's name, which generated names are made from (`Transaction` → `readTransaction`). */
  name: string;
  fields: ContractField[];
  /** It occurs as a singular field somewhere: a second occurrence there merges into the first. */
  merges: boolean;
}

/** Scalar types, as protobuf's descriptor numbers them. */
const DOUBLE = 1;
const INT64 = 3;
const INT32 = 5;
const STRING = 9;
/** Field presence as protobuf's descriptor numbers it. */
const IMPLICIT = 2;

/** Names the generated functions use for their own parameters and variables. */
const TAKEN = new Set(["r", "end", "tag", "previous", "message", "s", "seen", "field"]);

/** The messages reachable from `root`, root first, then in the order their fields are first met. */
export function contractOf(root: DescMessage): ContractMessage[] {
  const byName = new Map<string, ContractMessage>();
  const order: ContractMessage[] = [];
  const visit = (desc: DescMessage): ContractMessage => {
    let message = byName.get(desc.typeName);
    if (message !== undefined) return message;
    message = { desc, name: desc.name, fields: [], merges: false };
    byName.set(desc.typeName, message);
    if (order.some((known) => known.name === desc.name)) fail(desc.typeName, "shares its name with another message of the request; generated names would clash");
    order.push(message);
    for (const field of desc.fields) {
      const kind = kindOf(field);
      const inner = field.fieldKind === "message" || field.fieldKind === "list" ? field.message : undefined;
      message.fields.push({
        name: field.name,
        jsonName: field.jsonName,
        localName: field.localName,
        number: field.number,
        kind,
        explicit: kind === "message" || (field.fieldKind === "scalar" && (field.presence as number) !== IMPLICIT),
        message: inner,
        local: localOf(field.localName),
      });
      if (inner !== undefined) {
        const nested = visit(inner);
        if (kind === "message") nested.merges = true;
      }
    }
    return message;
  };
  visit(root);
  return order;
}

function kindOf(field: DescField): FieldKind {
  if (field.oneof !== undefined) fail(field.toString(), "is in a oneof");
  switch (field.fieldKind) {
    case "message":
      return "message";
    case "list":
      if (field.listKind === "message") return "messages";
      return fail(field.toString(), "is a list of scalars");
    case "scalar":
      switch (field.scalar as number) {
        case STRING:
          return "string";
        case INT64:
          return "int64";
        case INT32:
          return "int32";
        case DOUBLE:
          return "double";
      }
      return fail(field.toString(), "has a scalar type");
    default:
      return fail(field.toString(), `is a ${field.fieldKind}`);
  }
}

function localOf(localName: string): string {
  const safe = safeIdentifier(localName);
  return TAKEN.has(safe) ? `${safe}$` : safe;
}

function fail(what: string, why: string): never {
  throw new Error(
    `${what} ${why} that the request readers do not read yet: give src/envelope/wire-reader.ts (and the JSON scanner) a reader for it, and tools/protoc-gen-cashflow-contract its code.`,
  );
}

/** The wire type a field of `kind` comes with: the runtime's constant of that name. */
export function wireTypeOf(kind: FieldKind): "VARINT" | "FIXED64" | "LENGTH_DELIMITED" {
  if (kind === "int64" || kind === "int32") return "VARINT";
  if (kind === "double") return "FIXED64";
  return "LENGTH_DELIMITED";
}

/** The envelope's TypeScript type of a field. */
export function envelopeTypeOf(field: ContractField): string {
  const absent = field.explicit ? " | undefined" : "";
  switch (field.kind) {
    case "string":
      return "string | undefined";
    case "int64":
      return `number | string${absent}`;
    case "int32":
    case "double":
      return `number${absent}`;
    case "message":
      return `${envelopeTypeName(field.message!.name)} | undefined`;
    case "messages":
      return `${envelopeTypeName(field.message!.name)}[]`;
  }
}

export const envelopeTypeName = (message: string) => `${message}Envelope`;
/** `Transaction` → `transaction`, for names that start with the message's. */
export const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
