import { create, ScalarType, type DescField, type DescMessage, type MessageShape } from "@bufbuild/protobuf";

/**
 * Builds a protobuf message from a domain object written in the API's snake_case names, walking
 * the message descriptor: proto field names are the API's names, so one generic mapping serves all
 * eight response messages and a new `structured` key needs no code here. int64 values become
 * bigint; null (such as `estimated_days_to_zero_balance` on a stable runway) leaves an optional
 * field unset, which is how protobuf says "no value".
 */
export function toMessage<Desc extends DescMessage>(schema: Desc, source: Readonly<Record<string, unknown>>): MessageShape<Desc> {
  return create(schema, initOf(schema, source) as never);
}

function initOf(schema: DescMessage, source: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const init: Record<string, unknown> = {};
  for (const field of schema.fields) {
    const value = source[field.name];
    if (value === undefined || value === null) continue;
    init[field.localName] = fieldValue(field, value);
  }
  return init;
}

function fieldValue(field: DescField, value: unknown): unknown {
  switch (field.fieldKind) {
    case "scalar":
      return scalarValue(field.scalar, value);
    case "enum":
      return value;
    case "message":
      return initOf(field.message, value as Record<string, unknown>);
    case "list":
      return (value as unknown[]).map((element) =>
        field.listKind === "message"
          ? initOf(field.message, element as Record<string, unknown>)
          : field.listKind === "scalar"
            ? scalarValue(field.scalar, element)
            : element,
      );
    case "map":
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([key, entry]) => [
          key,
          field.mapKind === "message"
            ? initOf(field.message, entry as Record<string, unknown>)
            : field.mapKind === "scalar"
              ? scalarValue(field.scalar, entry)
              : entry,
        ]),
      );
  }
}

const INT64_TYPES: ReadonlySet<ScalarType> = new Set([
  ScalarType.INT64,
  ScalarType.UINT64,
  ScalarType.SINT64,
  ScalarType.FIXED64,
  ScalarType.SFIXED64,
]);

/** Domain money is a safe-integer number; BigInt() of it is exact, and throws on a fraction. */
function scalarValue(type: ScalarType, value: unknown): unknown {
  return INT64_TYPES.has(type) ? BigInt(value as number) : value;
}
