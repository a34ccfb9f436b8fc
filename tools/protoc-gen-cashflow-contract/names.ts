import type { GeneratedFile } from "@bufbuild/protoplugin";
import type { ContractMessage } from "./contract.js";

/**
 * Each message's field names in the two spellings a JSON body may use: the envelope's (the proto's
 * snake_case name) and protobuf JSON's (lowerCamelCase). A file of plain constants with no imports,
 * so the domain (src/domain/book.ts) reads the envelope by the contract's names without depending on
 * protobuf or on the readers.
 */
export function printNames(f: GeneratedFile, messages: readonly ContractMessage[]): void {
  for (const message of messages) {
    f.print(`/** The fields of ${message.desc.typeName}: \`snake\` the envelope's name, \`camel\` protobuf JSON's. */`);
    f.print(`export const ${message.name}Names = {`);
    for (const field of message.fields) f.print(`  ${field.name}: { snake: ${JSON.stringify(field.name)}, camel: ${JSON.stringify(field.jsonName)} },`);
    f.print("} as const;");
    f.print();
  }
}
