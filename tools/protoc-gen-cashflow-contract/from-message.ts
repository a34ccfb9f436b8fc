import type { GeneratedFile } from "@bufbuild/protoplugin";
import { envelopeTypeName, envelopeTypeOf, lowerFirst, type ContractField, type ContractMessage } from "./contract.js";
import type { Runtime } from "./runtime.js";

/**
 * The envelope types, and each message written as the envelope from protobuf-es's message (for the
 * requests the binary reader declines and for Connect's own decoding): snake_case names, an int64
 * as a number when exact and as its decimal text otherwise, an unset ("") string left out. The
 * binary reader builds the same objects, key for key.
 */
export function printEnvelopeTypes(f: GeneratedFile, messages: readonly ContractMessage[]): void {
  for (const message of messages) {
    f.print(`/** ${message.desc.typeName} as the envelope holds it; every key is present, an absent value undefined. */`);
    f.print(`export type ${envelopeTypeName(message.name)} = {`);
    for (const field of message.fields) f.print(`  ${field.name}: ${envelopeTypeOf(field)};`);
    f.print("};");
    f.print();
  }
}

export function printFromMessage(f: GeneratedFile, rt: Runtime, messages: readonly ContractMessage[]): void {
  for (const message of messages) {
    f.print(`/** ${message.desc.typeName} written as the envelope. */`);
    f.print(`export function ${lowerFirst(message.name)}FromMessage(message: `, f.importShape(message.desc), `): ${envelopeTypeName(message.name)} {`);
    f.print("  return {");
    for (const field of message.fields) f.print(`    ${field.name}: `, ...valueOf(field, rt), ",");
    f.print("  };");
    f.print("}");
    f.print();
  }
}

function valueOf(field: ContractField, rt: Runtime) {
  const value = `message.${field.localName}`;
  switch (field.kind) {
    case "string":
      return [rt.textOrAbsent, field.explicit ? `(${value} ?? "")` : `(${value})`];
    case "int64":
      return [rt.int64Value, `(${value})`];
    case "int32":
    case "double":
      return [value];
    case "message":
      return [`${value} === undefined ? undefined : ${lowerFirst(field.message!.name)}FromMessage(${value})`];
    case "messages":
      return [`${value}.map(${lowerFirst(field.message!.name)}FromMessage)`];
  }
}
