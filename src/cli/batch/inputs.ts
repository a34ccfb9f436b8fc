/**
 * The accounts of a batch, streamed one at a time so memory stays flat whatever their count: each
 * line of an NDJSON file is one envelope; any other file is one account the CLI imports (an
 * envelope, a bank export, a statement); a folder is every file under it; a quoted glob is every
 * file it matches (tinyglobby, since Node 20 has no fs.glob). Files are taken in name order, so
 * two runs over the same input see the same order.
 */

import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { glob, isDynamicPattern } from "tinyglobby";

export type AccountInput =
  /** One NDJSON line: `source` is "file:line". */
  | { kind: "envelope"; source: string; text: string }
  /** One file to load as the CLI does: `source` is its path. */
  | { kind: "file"; source: string; path: string };

const NDJSON = /\.(ndjson|jsonl)$/i;

/** Every account of the inputs, in order. A missing input throws before the first account. */
export async function* accountsOf(inputs: readonly string[]): AsyncGenerator<AccountInput> {
  for (const input of inputs) {
    for (const path of await filesOf(input)) {
      if (NDJSON.test(path)) yield* ndjsonLines(path);
      else yield { kind: "file", source: path, path };
    }
  }
}

/** How many accounts the inputs hold, counted before the run for the progress bar's ETA. */
export async function countAccounts(inputs: readonly string[]): Promise<number> {
  let count = 0;
  for (const input of inputs) {
    for (const path of await filesOf(input)) {
      if (!NDJSON.test(path)) count++;
      else for await (const line of lines(path)) if (line.trim() !== "") count++;
    }
  }
  return count;
}

async function filesOf(input: string): Promise<string[]> {
  if (isDynamicPattern(input)) return (await glob(input, { onlyFiles: true })).sort();
  const info = await stat(input);
  if (!info.isDirectory()) return [input];
  const entries = await readdir(input, { recursive: true, withFileTypes: true });
  // Hidden files (.DS_Store, editor swap files) are not accounts.
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

async function* ndjsonLines(path: string): AsyncGenerator<AccountInput> {
  let number = 0;
  for await (const line of lines(path)) {
    number++;
    if (line.trim() !== "") yield { kind: "envelope", source: `${path}:${number}`, text: line };
  }
}

function lines(path: string): AsyncIterable<string> {
  return createInterface({ input: createReadStream(path, { encoding: "utf8" }), crlfDelay: Infinity });
}
