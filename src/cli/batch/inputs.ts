/**
 * The accounts of a batch, streamed one at a time so memory stays flat whatever their count: each
 * line of an NDJSON file is one envelope (or a company's manifest, read in the worker); any other
 * file is one account the CLI imports (an envelope, a bank export, a statement); a folder is every
 * file directly in it, one account each, and every sub-folder one company whose files (all of them,
 * at any depth) are read as one book named after the sub-folder; a quoted glob is every file it
 * matches (tinyglobby, since Node 20 has no fs.glob). Files are taken in name order, so two runs
 * over the same input see the same order.
 *
 * With --shard K/N only every N-th account is taken: accounts are numbered in that order from 0
 * (blank NDJSON lines are not accounts), and the shard takes those whose number leaves K when
 * divided by N. N processes thus split the inputs with no coordinator, each account to exactly one.
 * Another shard's account is only counted: its file is not opened, its company folder not listed,
 * and its NDJSON line not copied out of the read buffer.
 */

import { open, readdir, stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { glob, isDynamicPattern } from "tinyglobby";
import type { Shard } from "../args.js";

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

/** Every account, as one shard of one. */
const ALL: Shard = { index: 0, count: 1 };

/** Counts the accounts of the inputs as they are met, and says which ones this shard takes. */
export class Numbering {
  /** Accounts met so far, this shard's and the others'. */
  seen = 0;
  constructor(readonly shard: Shard = ALL) {}
  /** The next account is met: is it this shard's? */
  takes(): boolean {
    return this.seen++ % this.shard.count === this.shard.index;
  }
}

/**
 * This shard's accounts of the inputs, in order; `numbering.seen` ends as the count of every
 * shard's accounts. A missing input throws before the first account.
 */
export async function* accountsOf(inputs: readonly string[], maxLineBytes: number, numbering = new Numbering()): AsyncGenerator<AccountInput> {
  for (const input of inputs) {
    for (const path of await filesOf(input)) {
      if (NDJSON.test(path)) yield* ndjsonLines(path, maxLineBytes, numbering);
      else if (numbering.takes()) yield { kind: "file", source: path, path };
    }
    for (const folder of await companiesOf(input)) {
      if (numbering.takes()) yield { kind: "company", source: folder, accountId: basename(folder), paths: await visibleFiles(folder, true) };
    }
  }
}

/** How many of the inputs' accounts the shard takes, counted before the run for the progress bar's ETA. */
export async function countAccounts(inputs: readonly string[], maxLineBytes: number, shard: Shard = ALL): Promise<number> {
  const all = await countAll(inputs, maxLineBytes);
  // The shard takes index, index + count, … below `all`.
  return all > shard.index ? Math.floor((all - 1 - shard.index) / shard.count) + 1 : 0;
}

async function countAll(inputs: readonly string[], maxLineBytes: number): Promise<number> {
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

async function* ndjsonLines(path: string, maxLineBytes: number, numbering: Numbering): AsyncGenerator<AccountInput> {
  for await (const { number, bytes } of lines(path, maxLineBytes)) {
    if (bytes !== undefined && blank(bytes)) continue;
    if (!numbering.takes()) continue;
    if (bytes === undefined) yield { kind: "too-long", source: `${path}:${number}`, maxBytes: maxLineBytes };
    // A copy in a buffer of its own: the view into the read buffer is reused for the next line.
    else yield { kind: "envelope", source: `${path}:${number}`, bytes: new Uint8Array(bytes), folder: dirname(path) };
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
