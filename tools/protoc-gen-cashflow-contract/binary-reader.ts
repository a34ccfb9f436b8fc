import type { GeneratedFile } from "@bufbuild/protoplugin";
import { envelopeTypeName, wireTypeOf, type ContractField, type ContractMessage } from "./contract.js";
import type { Runtime } from "./runtime.js";

/**
 * The binary reader's functions, one per message, in the shape the hand-written reader had and
 * bench/RESULTS.md measured ("The binary decoder"): each field in a local variable, one `switch` on
 * the field number with the wire type checked, and one object literal built at the end, so every
 * envelope object of a message has one shape and the engine's reads of it stay monomorphic (a
 * table-driven reader, values stored by field number and copied out, measured about six times slower).
 *
 * Merging is protobuf's: a singular message met twice merges (its function starts from the first
 * occurrence's fields), a scalar's last value wins, a list appends.
 */
export function printBinaryReader(f: GeneratedFile, rt: Runtime, messages: readonly ContractMessage[]): void {
  for (const [i, message] of messages.entries()) {
    const type = envelopeTypeName(message.name);
    const exported = i === 0 ? "export " : "";
    if (message.merges) {
      f.print(`/** Reads ${message.desc.typeName} from \`r\` up to \`end\`; a second occurrence of it merges into \`previous\`, the first. */`);
      f.print(exported, `function read${message.name}(r: `, rt.Reader, `, end: number, previous: ${type} | undefined): ${type} {`);
    } else {
      f.print(`/** Reads ${message.desc.typeName} from \`r\` up to \`end\`. */`);
      f.print(exported, `function read${message.name}(r: `, rt.Reader, `, end: number): ${type} {`);
    }
    for (const field of message.fields) f.print(`  ${declaration(field, message.merges)}`);
    f.print("  while (r.pos < end) {");
    f.print("    const tag = r.tag(end);");
    f.print("    switch (tag >>> 3) {");
    for (const field of message.fields) {
      f.print(`      case ${field.number}: `, rt.expect, "(tag, ", rt[wireTypeOf(field.kind)], `); ${read(field, messages)} break;`);
    }
    f.print("      default: throw ", rt.DECLINE, ";");
    f.print("    }");
    f.print("  }");
    f.print("  return {");
    for (const field of message.fields) {
      if (field.kind !== "string" && field.local === field.name) f.print(`    ${field.name},`);
      else f.print(`    ${field.name}: `, ...value(field, rt), ",");
    }
    f.print("  };");
    f.print("}");
    f.print();
  }
}

/** A field's local variable, starting from the zero value, or from the first occurrence's value when the message merges. */
function declaration(field: ContractField, merges: boolean): string {
  const { local, name } = field;
  switch (field.kind) {
    case "string":
      return merges ? `let ${local} = previous?.${name} ?? "";` : `let ${local} = "";`;
    case "messages":
      return `const ${local}: ${envelopeTypeName(field.message!.name)}[] = ${merges ? `previous === undefined ? [] : previous.${name}` : "[]"};`;
    case "message":
      return merges ? `let ${local} = previous?.${name};` : `let ${local}: ${envelopeTypeName(field.message!.name)} | undefined;`;
    default: {
      const type = field.kind === "int64" ? "number | string" : "number";
      if (field.explicit) return merges ? `let ${local} = previous?.${name};` : `let ${local}: ${type} | undefined;`;
      return merges ? `let ${local}: ${type} = previous === undefined ? 0 : previous.${name};` : `let ${local}: ${type} = 0;`;
    }
  }
}

/** The statement that reads one occurrence of a field. */
function read(field: ContractField, messages: readonly ContractMessage[]): string {
  const { local } = field;
  switch (field.kind) {
    case "string":
      return `${local} = r.string(end);`;
    case "int64":
      return `${local} = r.int64(end);`;
    case "int32":
      return `${local} = r.int32(end);`;
    case "double":
      return `${local} = r.double(end);`;
    case "message":
      return `${local} = read${field.message!.name}(r, r.length(end), ${local});`;
    case "messages": {
      const element = messages.find((message) => message.desc === field.message)!;
      return `${local}.push(read${element.name}(r, r.length(end)${element.merges ? ", undefined" : ""}));`;
    }
  }
}

/** A field's value in the object built at the end: "" left out for a string. */
function value(field: ContractField, rt: Runtime) {
  if (field.kind === "string") return [rt.textOrAbsent, `(${field.local})`];
  return [field.local];
}
