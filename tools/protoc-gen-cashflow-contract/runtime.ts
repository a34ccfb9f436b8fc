import type { GeneratedFile, ImportSymbol } from "@bufbuild/protoplugin";

/** The names generated code imports from the hand-written runtime (src/envelope/contract-runtime.ts). */
export interface Runtime {
  Reader: ImportSymbol;
  RowScanner: ImportSymbol;
  DECLINE: ImportSymbol;
  expect: ImportSymbol;
  VARINT: ImportSymbol;
  FIXED64: ImportSymbol;
  LENGTH_DELIMITED: ImportSymbol;
  textOrAbsent: ImportSymbol;
  int64Value: ImportSymbol;
}

/** `path` is the runtime module's, relative to the output folder (the plugin option `runtime`). */
export function runtimeOf(f: GeneratedFile, path: string): Runtime {
  const from = (name: string, typeOnly = false) => f.import(name, path, typeOnly);
  return {
    Reader: from("Reader", true),
    RowScanner: from("RowScanner", true),
    DECLINE: from("DECLINE"),
    expect: from("expect"),
    VARINT: from("VARINT"),
    FIXED64: from("FIXED64"),
    LENGTH_DELIMITED: from("LENGTH_DELIMITED"),
    textOrAbsent: from("textOrAbsent"),
    int64Value: from("int64Value"),
  };
}
