import { createEcmaScriptPlugin, type GeneratedFile, type Schema } from "@bufbuild/protoplugin";
import { printBinaryReader } from "./binary-reader.js";
import { contractOf, type DescFile } from "./contract.js";
import { printEnvelopeTypes, printFromMessage } from "./from-message.js";
import { printJsonRow } from "./json-row.js";
import { printNames } from "./names.js";
import { runtimeOf } from "./runtime.js";

/**
 * protoc-gen-cashflow-contract: the request contract's readers, generated from the proto, so a field
 * added to proto/cashflow/v1/cashflow.proto is read by every reader without a hand edit.
 *
 * For the proto file that declares the request message (option `request`, a full name such as
 * cashflow.v1.AnalysisRequest), it writes two files beside protoc-gen-es's `_pb.ts`:
 *
 * - `<file>_contract.ts`, for src/envelope: the envelope's types (snake_case keys, an int64 as a
 *   number or its decimal text); the binary reader's per-message functions (./binary-reader.ts),
 *   which call the hand-written wire reader (option `runtime`: src/envelope/contract-runtime.ts, as a
 *   path relative to the output folder); each message written as the envelope from protobuf-es's
 *   message (./from-message.ts); and the JSON scanner's row reader for each message named by the
 *   option `json_row` (./json-row.ts).
 * - `<file>_names.ts`, for src/domain: each message's field names in both JSON spellings, with no
 *   imports (./names.ts).
 *
 * To add a field: edit proto/cashflow/v1/cashflow.proto, run `npm run generate`, commit gen/; no
 * reader is edited by hand (test/envelope/contract.test.ts checks every field of the descriptor is read).
 *
 * The request message and every message it holds are generated; a field of a kind the runtime has
 * no reader for (./contract.ts lists the kinds) stops generation with a sentence saying so.
 *
 * buf.gen.yaml runs it as a local plugin through tsx (`node --import tsx …/main.ts`), so `npm run
 * generate` needs nothing beyond node_modules, and writes into gen/ with protoc-gen-es in the same
 * run (buf's `clean: true` empties gen/ once, before both). CI regenerates and fails on any
 * difference from what is committed (.ci/run).
 */

interface Options {
  request: string;
  jsonRows: string[];
  runtime: string;
}

function parseOptions(raw: { key: string; value: string }[]): Options {
  const options: Options = { request: "", jsonRows: [], runtime: "" };
  for (const { key, value } of raw) {
    if (key === "request") options.request = value;
    else if (key === "json_row") options.jsonRows.push(value);
    else if (key === "runtime") options.runtime = value;
    else throw new Error(`unknown option ${key}`);
  }
  if (options.request === "" || options.runtime === "") throw new Error("the options request and runtime are required");
  return options;
}

function generateTs(schema: Schema<Options>): void {
  const { request, jsonRows, runtime } = schema.options;
  for (const file of schema.files) {
    const root = file.messages.find((message) => message.typeName === request);
    if (root === undefined) continue;
    const messages = contractOf(root);
    const rows = jsonRows.map((typeName) => {
      const row = messages.find((message) => message.desc.typeName === typeName);
      if (row === undefined) throw new Error(`json_row ${typeName} is not a message of ${request}`);
      return row;
    });

    const contract = start(schema, file, "contract");
    const rt = runtimeOf(contract, runtime);
    printEnvelopeTypes(contract, messages);
    printBinaryReader(contract, rt, messages);
    printFromMessage(contract, rt, messages);
    for (const row of rows) printJsonRow(contract, rt, row);

    printNames(start(schema, file, "names"), messages);
  }
}

function start(schema: Schema<Options>, file: DescFile, suffix: string): GeneratedFile {
  const f = schema.generateFile(`${file.name}_${suffix}.ts`);
  f.preamble(file);
  return f;
}

export const protocGenCashflowContract = createEcmaScriptPlugin<Options>({
  name: "protoc-gen-cashflow-contract",
  version: "v1",
  parseOptions,
  generateTs,
});
