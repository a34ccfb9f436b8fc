import type { GeneratedFile } from "@bufbuild/protoplugin";
import { lowerFirst, type ContractMessage } from "./contract.js";
import type { Runtime } from "./runtime.js";

/**
 * The JSON scanner's row reader for a message sent in long lists (the plugin option `json_row`,
 * the transactions): its keys in both spellings, each naming one bit of the fields a row has given,
 * and a function in the shape the hand-written scanner had (bench/RESULTS.md, "The JSON scanner"):
 * locals, one `switch` on the field's bit, and one object under the envelope's names built at the
 * end, absent fields undefined, so every row has one shape. A key given twice declines.
 */
export function printJsonRow(f: GeneratedFile, rt: Runtime, message: ContractMessage): void {
  const { fields, name } = message;
  for (const field of fields) {
    if (field.kind === "message" || field.kind === "messages") {
      throw new Error(`${message.desc.typeName}.${field.name} holds a message: the JSON row reader (option json_row) reads rows of scalar fields only.`);
    }
  }
  // One bit per field in a 32-bit integer; bit 31 would make the number negative, which works, but keep clear of it.
  if (fields.length > 31) throw new Error(`${message.desc.typeName} has more than 31 fields, one bit each in the JSON row reader.`);
  const keys = `${constantOf(name)}_ROW_KEYS`;
  f.print(`/** The keys of a ${message.desc.typeName} row in both spellings, each with its field's bit; \`scan${name}Row\` switches on the bit. */`);
  f.print(`export const ${keys}: Readonly<Record<string, number>> = {`);
  for (const [i, field] of fields.entries()) {
    f.print(`  ${field.name}: ${2 ** i},`);
    if (field.jsonName !== field.name) f.print(`  ${field.jsonName}: ${2 ** i},`);
  }
  f.print("};");
  f.print();
  f.print(`/** One ${message.desc.typeName} row of a JSON list, its keys ${keys}. */`);
  f.print(`export function scan${name}Row(s: `, rt.RowScanner, "): Record<string, unknown> {");
  f.print("  let seen = 0;");
  f.print(`  let ${fields.map((field) => `${field.local}: unknown`).join(", ")};`);
  f.print("  if (s.openRow()) {");
  f.print("    do {");
  f.print("      const field = s.rowKey();");
  f.print("      if ((seen & field) !== 0) throw ", rt.DECLINE, ";");
  f.print("      seen |= field;");
  f.print("      switch (field) {");
  for (const [i, field] of fields.entries()) {
    const read = `${field.local} = ${field.kind === "int64" ? "s.rowInt64()" : "s.rowValue()"};`;
    // The last field is the default: rowKey gives only the bits of the keys above.
    f.print(i === fields.length - 1 ? `        default: ${read}` : `        case ${2 ** i}: ${read} break;`);
  }
  f.print("      }");
  f.print("    } while (!s.rowEnd());");
  f.print("  }");
  f.print("  return {");
  for (const field of fields) f.print(field.local === field.name ? `    ${field.name},` : `    ${field.name}: ${field.local},`);
  f.print("  };");
  f.print("}");
  f.print();
}

/** `Transaction` → `TRANSACTION`, `PayableItem` → `PAYABLE_ITEM`. */
function constantOf(name: string): string {
  return lowerFirst(name).replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();
}
