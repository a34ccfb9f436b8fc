/**
 * The accounts of a batch, streamed one at a time so memory stays flat whatever their count: each
 * line of an NDJSON file is one envelope (or a company's manifest, read in the worker); any other
 * file is one account the CLI imports (an envelope, a bank export, a statement); a folder is every
 * file directly in it, one account each, and every sub-folder one company whose files (all of them,
 * at any depth) are read as one book named after the sub-folder; a quoted glob is every file it
 * matches (tinyglobby, since Node 20 has no fs.glob). Files are taken in name order, so two runs
 * over the same input see the same order.
 */

import { open, readdir, stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { glob, isDynamicPattern } from "tinyglobby";

export type AccountInput =
  /**
   * One NDJSON line, as its UTF-8 bytes in a buffer of its own, decoded in a worker thread, so the
   * main thread only finds line ends. `source` is "file:line"; `folder` is the NDJSON file's, against
   * which a manifest line's file names are read.
   */
  | { kind: "envelope"; source: string; bytes: Uint8Array; folder: string }
  /** One file to load as the CLI does: `source` is its path. */
  | { kind: "file"; source: string; path: string }
  /** A sub-folder of a folder input: one company of several files; `source` is the folder. */
  | { kind: "company"; source: string; accountId: string; paths: string[] }
  /** An NDJSON line longer than the limit: skipped unread, and reported on its own line. */
  | { kind: "too-long"; source: string; maxBytes: number };

const NDJSON = /\.(ndjson|jsonl)$/i;

/** Every account of the inputs, in order. A missing input throws before the first account. */
export async function* accountsOf(inputs: readonly string[], maxLineBytes: number): AsyncGenerator<AccountInput> {
  for (const input of inputs) {
    for (const path of await filesOf(input)) {
      if (NDJSON.test(path)) yield* ndjsonLines(path, maxLineBytes);
      else yield { kind: "file", source: path, path };
    }
    for (const folder of await companiesOf(input)) {
      yield { kind: "company", source: folder, accountId: basename(folder), paths: await visibleFiles(folder, true) };
    }
  }
}

/** How many accounts the inputs hold, counted before the run for the progress bar's ETA. */
export async function countAccounts(inputs: readonly string[], maxLineBytes: number): Promise<number> {
  let count = 0;
  for (const input of inputs) {
    for (const path of await filesOf(input)) {
      if (!NDJSON.test(path)) count++;
      else for await (const { bytes } of lines(path, maxLineBytes)) if (bytes === undefined || !blank(bytes)) count++;
    }
    count += (await companiesOf(input)).length;
  }
  return count;
}

/** Throws, naming the input, when one does not exist: checked before any account is answered. */
export async function checkInputs(inputs: readonly string[]): Promise<void> {
  for (const input of inputs) await filesOf(input);
}

async function filesOf(input: string): Promise<string[]> {
  if (isDynamicPattern(input)) return (await glob(input, { onlyFiles: true })).sort();
  const info = await stat(input);
  if (!info.isDirectory()) return [input];
  return visibleFiles(input, false);
}

/** The sub-folders of a folder input, each one company; none for a file or a glob. */
async function companiesOf(input: string): Promise<string[]> {
  if (isDynamicPattern(input) || !(await stat(input)).isDirectory()) return [];
  const entries = await readdir(input, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .map((entry) => join(input, entry.name))
    .sort();
}

/** A folder's files in name order; hidden files (.DS_Store, editor swap files) are not accounts. */
async function visibleFiles(folder: string, recursive: boolean): Promise<string[]> {
  const entries = await readdir(folder, { recursive, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

async function* ndjsonLines(path: string, maxLineBytes: number): AsyncGenerator<AccountInput> {
  for await (const { number, bytes } of lines(path, maxLineBytes)) {
    if (bytes === undefined) yield { kind: "too-long", source: `${path}:${number}`, maxBytes: maxLineBytes };
    // A copy in a buffer of its own: the view into the read buffer is reused for the next line.
    else if (!blank(bytes)) yield { kind: "envelope", source: `${path}:${number}`, bytes: new Uint8Array(bytes), folder: dirname(path) };
  }
}

/** Read by this much at a time, and only when the consumer asks for the next line: memory stays flat. */
const CHUNK_BYTES = 1 << 20;

/**
 * The lines of a file as bytes (a view valid until the next line is asked for), pulled chunk by
 * chunk. readline would decode every line to a string on the main thread and, as an event source,
 * read ahead of a slow consumer. A line longer than `maxLineBytes` comes back without its bytes
 * (`bytes` undefined): the rest of it is read past, never held, and the next line is read as usual.
 */
async function* lines(path: string, maxLineBytes: number): AsyncGenerator<{ number: number; bytes: Uint8Array | undefined }> {
  const file = await open(path, "r");
  try {
    let pending = 0; // bytes of an unfinished line, kept at the start of the buffer
    let buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    let number = 0;
    let skipping = false; // inside a line already found too long: its bytes are dropped as they come
    for (;;) {
      // A line longer than the buffer doubles it, so a long line costs time linear in its length.
      if (pending === buffer.length) {
        const bigger = Buffer.allocUnsafe(buffer.length * 2);
        buffer.copy(bigger, 0, 0, pending);
        buffer = bigger;
      }
      const { bytesRead } = await file.read(buffer, pending, buffer.length - pending, null);
      if (bytesRead === 0) break;
      const data = buffer.subarray(0, pending + bytesRead);
      let start = 0;
      for (let end = data.indexOf(0x0a, start); end >= 0; end = data.indexOf(0x0a, start)) {
        if (skipping) skipping = false;
        else yield { number: ++number, bytes: end - start > maxLineBytes ? undefined : trimCr(data.subarray(start, end)) };
        start = end + 1;
      }
      if (!skipping && data.length - start > maxLineBytes) {
        yield { number: ++number, bytes: undefined };
        skipping = true;
      }
      if (skipping) {
        pending = 0;
        continue;
      }
      // The unfinished tail moves to the front of the buffer (the buffer is reused, not reallocated).
      pending = data.length - start;
      if (start > 0) data.copy(buffer, 0, start);
    }
    if (pending > 0 && !skipping) yield { number: ++number, bytes: trimCr(buffer.subarray(0, pending)) };
  } finally {
    await file.close();
  }
}

function trimCr(line: Uint8Array): Uint8Array {
  return line.length > 0 && line[line.length - 1] === 0x0d ? line.subarray(0, line.length - 1) : line;
}

/** Only spaces, tabs (and a byte-order mark) on the line. */
function blank(line: Uint8Array): boolean {
  for (let i = 0; i < line.length; i++) {
    const byte = line[i]!;
    if (byte !== 0x20 && byte !== 0x09 && byte !== 0x0d && !(i < 3 && (byte === 0xef || byte === 0xbb || byte === 0xbf))) return false;
  }
  return true;
}
