/**
 * Reading a file with a bound on its size, so one huge input is refused on its own instead of
 * taking the process's memory (a 600 MB file once ended a whole batch with V8's fatal error). The
 * size is checked from the open file's own stat before a byte is read, and again while reading, for
 * files that do not know their size (a pipe, /dev/zero) or grow while being read.
 */

import { open } from "node:fs/promises";

/** 64 MiB: four times the service's largest request body, and far above any bank's export. */
export const DEFAULT_MAX_FILE_BYTES = 64 * 1024 * 1024;

export type BoundedRead = { ok: true; bytes: Uint8Array } | { ok: false; tooLarge: true; size: number | undefined };

const CHUNK_BYTES = 1 << 20;

/** The file's bytes, or `tooLarge` (with its size when the file states one). Errors of the file system are thrown. */
export async function readBounded(path: string, maxBytes: number): Promise<BoundedRead> {
  const file = await open(path, "r");
  try {
    const info = await file.stat();
    if (info.isDirectory()) throw Object.assign(new Error("it is a directory"), { code: "EISDIR" });
    if (info.isFile() && info.size > maxBytes) return { ok: false, tooLarge: true, size: info.size };
    // One buffer of the stated size (plus a byte, to notice growth), else grown by doubling.
    let buffer = Buffer.allocUnsafe(Math.min(maxBytes + 1, info.isFile() ? info.size + 1 : CHUNK_BYTES));
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        if (length > maxBytes) return { ok: false, tooLarge: true, size: undefined };
        const bigger = Buffer.allocUnsafe(Math.min(maxBytes + 1, buffer.length * 2));
        buffer.copy(bigger, 0, 0, length);
        buffer = bigger;
      }
      const { bytesRead } = await file.read(buffer, length, buffer.length - length, null);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    if (length > maxBytes) return { ok: false, tooLarge: true, size: undefined };
    return { ok: true, bytes: buffer.subarray(0, length) };
  } finally {
    await file.close();
  }
}

/** "64 MiB", "1.5 GiB", "700 bytes": a size as a person reads it. */
export function describeBytes(bytes: number): string {
  const units = ["bytes", "KiB", "MiB", "GiB", "TiB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${bytes.toLocaleString("en-US")} bytes` : `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}

/** `--max-file-bytes` as given: a whole number of bytes, or with KiB, MiB or GiB (`64MiB`). */
export function parseByteSize(text: string): number | undefined {
  const match = /^(\d{1,13})\s*(KiB|MiB|GiB)?$/i.exec(text.trim());
  if (match === null) return undefined;
  const scale = { "": 1, kib: 1024, mib: 1024 ** 2, gib: 1024 ** 3 }[(match[2] ?? "").toLowerCase()]!;
  const bytes = Number(match[1]) * scale;
  return bytes >= 1 && Number.isSafeInteger(bytes) ? bytes : undefined;
}
