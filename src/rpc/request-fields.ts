import { ScalarType, type DescField } from "@bufbuild/protobuf";
import { FeatureSet_FieldPresence } from "@bufbuild/protobuf/wkt";

/**
 * What the service's own request decoders (./decode-request.ts for binary, ./decode-json-request.ts
 * for JSON) need to know of a field, read once from the generated descriptors. Both build messages
 * that equal protobuf-es's field by field, so both take their defaults from here.
 */

/** The kinds of value AnalysisRequest and its messages hold. */
export type ValueKind = "string" | "int64" | "int32" | "double" | "message";

export function kindOf(field: DescField): ValueKind {
  if (field.fieldKind === "message" || (field.fieldKind === "list" && field.listKind === "message")) return "message";
  if (field.fieldKind === "scalar" || (field.fieldKind === "list" && field.listKind === "scalar")) {
    switch (field.scalar) {
      case ScalarType.STRING:
        return "string";
      case ScalarType.INT64:
        return "int64";
      case ScalarType.INT32:
        return "int32";
      case ScalarType.DOUBLE:
        return "double";
    }
  }
  // A new field type in the proto must be taught to the decoders; failing at start beats decoding it wrong.
  throw new Error(`request decoders: unsupported field ${field.parent.typeName}.${field.name}`);
}

/**
 * A message with nothing set, as protobuf-es makes it (without `$typeName`): a function returning
 * an object literal, made once per message type, so every message has one shape and is quick to
 * make. Lists are [], optional fields and messages undefined, implicit strings "", numbers 0.
 * The source holds only field names (quoted) and these constants.
 */
export function emptyMessageFactory(fields: readonly DescField[]): () => Record<string, unknown> {
  const entries = fields.map((field) => `${JSON.stringify(field.localName)}: ${zeroSource(field)}`);
  return new Function(`return () => ({ ${entries.join(", ")} });`)() as () => Record<string, unknown>;
}

function zeroSource(field: DescField): string {
  if (field.fieldKind === "list") return "[]";
  if (field.fieldKind === "message" || field.presence === FeatureSet_FieldPresence.EXPLICIT) return "undefined";
  switch (kindOf(field)) {
    case "string":
      return '""';
    case "int64":
      return "0n";
    default:
      return "0";
  }
}
