import type { DescField, DescMessage } from "@bufbuild/protobuf";

/**
 * The fields of a request message as a JSON body may name them, from the protobuf descriptor
 * (proto/cashflow/v1/cashflow.proto), so a field added there is known everywhere without a second
 * list: each field under its proto spelling (amount_minor) and its JSON spelling (amountMinor), as
 * the engine reads both. The JSON scanner reads only bodies whose keys are all in it, and the walk
 * that names ignored fields (src/calls/ignored-fields.ts) reports the keys that are not.
 */

/** A field that holds a message, or a list of them: the only kind a walk descends into. */
export interface Nested {
  name: string;
  localName: string;
  message: DescMessage;
  rows: boolean;
}

/** A message's known fields by both the names a JSON body may use ("value" for the ones not descended into), and its nested ones. */
export interface ContractFields {
  byName: ReadonlyMap<string, "value" | Nested>;
  nested: readonly Nested[];
}

/** Built once per message type. */
const fieldsBySchema = new WeakMap<DescMessage, ContractFields>();

export function contractFields(schema: DescMessage): ContractFields {
  let fields = fieldsBySchema.get(schema);
  if (fields === undefined) {
    const byName = new Map<string, "value" | Nested>();
    const nested: Nested[] = [];
    for (const field of schema.fields) {
      const inner = nestedOf(field);
      if (inner !== undefined) nested.push(inner);
      byName.set(field.name, inner ?? "value").set(field.jsonName, inner ?? "value");
    }
    fields = { byName, nested };
    fieldsBySchema.set(schema, fields);
  }
  return fields;
}

function nestedOf(field: DescField): Nested | undefined {
  const { name, localName } = field;
  if (field.fieldKind === "message") return { name, localName, message: field.message, rows: false };
  if (field.fieldKind === "list" && field.listKind === "message") return { name, localName, message: field.message, rows: true };
  return undefined;
}
