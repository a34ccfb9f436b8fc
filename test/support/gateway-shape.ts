import { ScalarType, type DescField, type DescMessage } from "@bufbuild/protobuf";

/**
 * Turns an RPC answer into the gateway's JSON shape (the API's field names, int64 as numbers, an unset
 * optional as null) by walking the proto descriptor, so answers from every surface can be compared
 * with the gateway's with one `toEqual`. `keyOf` says how the client names fields: protobuf-es
 * messages use the lowerCamelCase local name, grpc-js with `keepCase` the proto name.
 */
export function toGatewayShape(schema: DescMessage, value: Record<string, unknown>, keyOf: (field: DescField) => string = (f) => f.localName): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of schema.fields) {
    const fieldValue = value[keyOf(field)];
    out[field.name] = fieldValue === undefined || fieldValue === null ? emptyOf(field) : convert(field, fieldValue, keyOf);
  }
  return out;
}

/** An absent field: null for explicit presence (proto3 optional), else the proto3 default. */
function emptyOf(field: DescField): unknown {
  if (field.fieldKind === "list") return [];
  if (field.fieldKind === "scalar" && !field.proto.proto3Optional) return field.scalar === ScalarType.STRING ? "" : field.scalar === ScalarType.BOOL ? false : 0;
  return null;
}

function convert(field: DescField, value: unknown, keyOf: (field: DescField) => string): unknown {
  switch (field.fieldKind) {
    case "message":
      return toGatewayShape(field.message, value as Record<string, unknown>, keyOf);
    case "list":
      return (value as unknown[]).map((element) =>
        field.listKind === "message" ? toGatewayShape(field.message, element as Record<string, unknown>, keyOf) : numeric(element),
      );
    default:
      return numeric(value);
  }
}

function numeric(value: unknown): unknown {
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "object" && value !== null && "toNumber" in value) return (value as { toNumber(): number }).toNumber();
  return value;
}
