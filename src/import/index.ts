/**
 * The import module's entry: a file's bytes in, a book (and from it the request envelope) out.
 * The format is detected from the content — a reader that recognises a signature outranks one
 * that merely could read the file — or forced with `format`. Pure: callers bring the bytes.
 */

import { openBankingReader, plaidReader, tellerReader } from "./aggregator/reader.js";
import { bai2Reader } from "./bai2/reader.js";
import { camtReader } from "./camt/reader.js";
import { isKnownCurrency } from "./amount.js";
import { csvReader } from "./csv/reader.js";
import { mt940Reader } from "./mt940/reader.js";
import { ofxReader } from "./ofx/reader.js";
import { jsonOnce } from "./detection.js";
import { decodeText } from "./text.js";
import type { FormatReader, ImportOptions, ImportResult } from "./types.js";
import { recogniseUnsupported } from "./unsupported.js";

export { envelopeOf, rowsOf, type Envelope, type EnvelopeOptions, type EnvelopeRows, type EnvelopeTransaction } from "./envelope.js";
export type { AmountUnit, ImportedBook, ImportOptions, ImportRefusal, ImportResult, MissingOption } from "./types.js";

/** Every reader, most specific first. */
export const READERS: readonly FormatReader[] = [ofxReader, camtReader, mt940Reader, bai2Reader, plaidReader, openBankingReader, tellerReader, csvReader];

export const FORMAT_NAMES: readonly string[] = READERS.map((reader) => reader.name);

/**
 * The format a reader recognises with certainty (a signature such as `OFXHEADER:` or Plaid's
 * response keys), or undefined. The CLI uses it to tell an aggregator's JSON from a request envelope.
 */
export function certainFormatOf(bytes: Uint8Array): string | undefined {
  const { text } = decodeText(bytes);
  const json = jsonOnce(text);
  return READERS.find((reader) => reader.detect(text, bytes, json) === 2)?.name;
}

export function importStatement(bytes: Uint8Array, given: ImportOptions): ImportResult {
  const { text, encoding } = decodeText(bytes);
  const refuse = (expected: string, fix: string): ImportResult => ({ ok: false, refusal: { file: given.fileName, expected, fix } });
  // Every reader compares codes in capitals; an unknown one is refused here, once for all of them.
  const currency = given.currency?.trim().toUpperCase();
  if (currency !== undefined && (!/^[A-Z]{3}$/.test(currency) || !isKnownCurrency(currency))) {
    return refuse(`an ISO 4217 currency code for the currency option; '${given.currency}' is not one`, "give a code such as USD, EUR or JPY");
  }
  const options: ImportOptions = currency === undefined ? given : { ...given, currency };
  let reader: FormatReader | undefined;
  if (options.format !== undefined) {
    reader = READERS.find((candidate) => candidate.name === options.format);
    if (reader === undefined) return refuse(`a format this reader knows; '${options.format}' is not one`, `use --format with one of ${FORMAT_NAMES.join(", ")}`);
  } else {
    const unsupported = recogniseUnsupported(text, bytes);
    if (unsupported !== undefined) return refuse(`a bank export or statement; this is ${unsupported.name}, which is not supported`, unsupported.fix);
    let best = 0;
    const json = jsonOnce(text);
    for (const candidate of READERS) {
      const score = candidate.detect(text, bytes, json);
      if (score > best) [reader, best] = [candidate, score];
    }
    if (reader === undefined) {
      return refuse(`a bank export (CSV) or statement (${FORMAT_NAMES.filter((n) => n !== "csv").join(", ") || "none other"}); the content is none of them`, "export the transactions again as CSV, or pass --format");
    }
  }
  const result = reader.read(text, bytes, options);
  if (result.ok && encoding !== "utf-8") {
    // A legacy encoding the reader settled on itself (Windows-1250, -1251, Shift_JIS) is said with why.
    const settled = result.book.encoding;
    result.book.notes.unshift({ text: `Read the file as ${encodingName(settled ?? encoding)} text${settled === undefined ? "" : ": its header names columns only in that encoding"}` });
  }
  return result;
}

const ENCODING_NAMES: Readonly<Record<string, string>> = {
  "windows-1252": "Windows-1252 (Latin-1)",
  "windows-1250": "Windows-1250 (Central European)",
  "windows-1251": "Windows-1251 (Cyrillic)",
  "windows-1255": "Windows-1255 (Hebrew)",
  "windows-1256": "Windows-1256 (Arabic)",
  shift_jis: "Shift_JIS (Japanese)",
  gbk: "GBK (Chinese)",
};

function encodingName(encoding: string): string {
  return ENCODING_NAMES[encoding] ?? encoding.toUpperCase();
}
