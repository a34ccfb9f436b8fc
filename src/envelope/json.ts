import { isAscii, isUtf8 } from "node:buffer";
import { bankFileHint, bankFileKind } from "./bank-file-body.js";
import { scanJsonEnvelope } from "./json-scanner.js";

/** A request body read as a JSON object, strictly: UTF-8 only, and an object at the top. */

export type ParseResult =
  /**
   * `knownFieldsOnly`: the scanner read the body, and it reads only bodies whose every field is one
   * the contract knows, so there is no ignored field to look for (src/calls/ignored-fields.ts).
   */
  | { ok: true; envelope: Record<string, unknown>; knownFieldsOnly: boolean }
  | { ok: false; message: string };

/**
 * The body as a JSON object: read by ./json-scanner.ts when it is a plain one, otherwise by
 * `JSON.parse`, whose own message is not passed on, as it quotes the input.
 */
export function parseJsonObject(bytes: Uint8Array): ParseResult {
  const body = withoutByteOrderMark(bytes);
  const scanned = scanJsonEnvelope(body);
  if (scanned !== undefined) return { ok: true, envelope: scanned, knownFieldsOnly: true };
  const text = utf8Text(body);
  let value: unknown;
  try {
    if (text === undefined) throw new Error("not UTF-8");
    value = JSON.parse(text);
  } catch {
    const kind = bankFileKind(body);
    return { ok: false, message: `The request body is not valid UTF-8 JSON.${kind === undefined ? "" : ` ${bankFileHint(kind)}`}` };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, message: "The request body must be a JSON object (the request envelope)." };
  }
  return { ok: true, envelope: value as Record<string, unknown>, knownFieldsOnly: false };
}

const BOM = [0xef, 0xbb, 0xbf];

/** The body without a leading byte-order mark, which some Windows tools write before UTF-8 text. */
function withoutByteOrderMark(bytes: Uint8Array): Buffer {
  const start = bytes[0] === BOM[0] && bytes[1] === BOM[1] && bytes[2] === BOM[2] ? BOM.length : 0;
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, bytes.length - start);
}

/**
 * The body as text, or undefined when it is not UTF-8. Most bodies are pure ASCII, which reads the
 * same as Latin-1: Node reads a 1 MiB ASCII body as Latin-1 in a twentieth of the time its UTF-8
 * decoder (or a strict TextDecoder) takes, and `JSON.parse` is faster on the one-byte string it
 * makes (bench/RESULTS.md, "Reading JSON bodies").
 */
function utf8Text(body: Buffer): string | undefined {
  if (isAscii(body)) return body.toString("latin1");
  return isUtf8(body) ? body.toString("utf8") : undefined;
}
