/**
 * A file's bytes as text. Bank exports come as UTF-8 (often with Excel's byte-order mark) or, from
 * older European and UK online banking, as Windows-1252 ("Umsätze", "£"). Bytes that are valid
 * UTF-8 are read as UTF-8; anything else is read as Windows-1252, which assigns a character to
 * every byte, and the reader says so in a note. UTF-16 is recognised by its byte-order mark.
 */

export interface DecodedText {
  text: string;
  encoding: "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder("utf-16le").decode(bytes), encoding: "utf-16le" };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder("utf-16be").decode(bytes), encoding: "utf-16be" };
  try {
    return { text: strictUtf8.decode(bytes), encoding: "utf-8" };
  } catch {
    return { text: new TextDecoder("windows-1252").decode(bytes), encoding: "windows-1252" };
  }
}
