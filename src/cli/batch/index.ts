/**
 * `cashflow batch`: many accounts, answered on worker threads across every core or by running
 * instances, written as they finish in input order (NDJSON or a CSV summary). Accounts are read,
 * answered and written in a bounded window, so memory stays flat whatever their count; a bad
 * account is reported on its own line and the run goes on; --resume skips the accounts an earlier
 * run already wrote and appends the rest. With --shard K/N it answers only every N-th account
 * (./inputs.ts), and its closing line says which shard ran and how many of all the accounts it took.
 */

import { createWriteStream, type WriteStream } from "node:fs";
import { once } from "node:events";
import { SingleBar } from "cli-progress";
import type { CliOptions } from "../args.js";
import type { AccountContext } from "./account.js";
import { readAccount } from "./account.js";
import { accountsOf, checkInputs, countAccounts, Numbering, type AccountInput } from "./inputs.js";
import { earlierRun, CSV_HEADER, csvLine, endLastLine, resultLine, SUMMARY_ROUTES } from "./output.js";
import { WorkerPool, type Written } from "./pool.js";
import { FatalServiceError, Instances } from "./remote.js";

export interface BatchIo {
  stdout(text: string): void;
  stderr(text: string): void;
  today: string;
  /** stderr is a terminal: show the progress bar. */
  interactive: boolean;
}

/** Finished accounts waiting for an earlier one before they can be written, per slot of capacity. */
const REORDER_FACTOR = 4;

export async function runBatch(options: CliOptions, io: BatchIo): Promise<number> {
  const batch = options.batch!;
  const routes = batch.csv ? [...SUMMARY_ROUTES] : batch.routes;
  // Counted first only for the progress bar's ETA: in a pipe the inputs are read once.
  let total = 0;
  try {
    if (io.interactive) total = await countAccounts(batch.inputs, options.maxFileBytes, batch.shard);
    else await checkInputs(batch.inputs);
  } catch (error) {
    io.stderr(`cashflow: cannot read the batch input: ${(error as Error).message}.\n`);
    return 1;
  }
  const earlier = batch.resume && options.output !== undefined ? await earlierRun(options.output, batch.csv) : { done: new Set<string>(), failed: 0 };
  const { done } = earlier;
  if (batch.csv && earlier.header !== undefined && earlier.header.join(",") !== CSV_HEADER.join(",")) {
    io.stderr(`cashflow: ${options.output} has other columns than this version writes (${CSV_HEADER.join(",")}); --resume would mix two layouts. Write a new summary with another -o.\n`);
    return 2;
  }
  if (done.size > 0) await endLastLine(options.output!, batch.csv);
  const write = await openOutput(options.output, batch.resume && done.size > 0, io);
  if (batch.csv && !(batch.resume && done.size > 0)) await write(csvLine([...CSV_HEADER]));

  const context: AccountContext = { options: { ...options, server: undefined, batch: undefined }, today: io.today, done };
  const remote = batch.servers.length > 0 ? new Instances(batch.servers, options.server!.key, batch.concurrency, options.maxFileBytes, batch.accountTimeoutSeconds * 1000) : undefined;
  const pool = remote === undefined ? new WorkerPool(batch.jobs, { options: context.options, routes, today: io.today, done: [...done], csv: batch.csv }, batch.accountTimeoutSeconds * 1000) : undefined;
  const capacity = remote?.capacity ?? pool!.capacity;
  const answerOne = async (input: AccountInput): Promise<Written> => {
    if (pool !== undefined) return pool.run(input);
    const read = await readAccount(input, context);
    const result = read.ok ? await remote!.answer(input, read, routes) : read.result;
    return { status: result.status, line: resultLine(result, batch.csv) };
  };

  const tally = { ok: 0, invalid: 0, unreadable: 0, skipped: 0 };
  const bar = io.interactive ? new SingleBar({ format: " {bar} {value}/{total} accounts | {speed}/s | ETA {eta_formatted} | {failed} failed", hideCursor: true, etaBuffer: 200 }) : undefined;
  const started = Date.now();
  bar?.start(total, 0, { speed: "0", failed: 0 });

  const finished = new Map<number, Written>();
  const inFlight = new Set<Promise<void>>();
  let nextToWrite = 0;
  let read = 0;
  let fatal: FatalServiceError | undefined;
  const numbering = new Numbering(batch.shard);
  const flush = async () => {
    for (let result = finished.get(nextToWrite); result !== undefined; result = finished.get(nextToWrite)) {
      finished.delete(nextToWrite++);
      tally[result.status]++;
      if (result.line !== undefined) await write(result.line);
      bar?.update(nextToWrite, { speed: Math.round(nextToWrite / Math.max((Date.now() - started) / 1000, 0.001)).toLocaleString("en-US"), failed: tally.invalid + tally.unreadable });
    }
  };

  try {
    for await (const input of accountsOf(batch.inputs, options.maxFileBytes, numbering)) {
      const id = read++;
      const task = answerOne(input).then(
        (result) => void finished.set(id, result),
        (error: unknown) => {
          if (error instanceof FatalServiceError) fatal ??= error;
          else finished.set(id, { status: "unreadable", line: resultLine({ source: input.source, accountId: undefined, status: "unreadable", error: `internal error: ${(error as Error).message}` }, batch.csv) });
        },
      );
      inFlight.add(task);
      void task.finally(() => inFlight.delete(task));
      await flush();
      // Wait while the workers are full, or while finished accounts wait on an earlier one still in
      // flight (with nothing in flight, everything finished has just been written).
      while (inFlight.size >= capacity || (inFlight.size > 0 && read - nextToWrite >= capacity * REORDER_FACTOR)) {
        await Promise.race(inFlight);
        await flush();
      }
      if (fatal !== undefined) break;
    }
    await Promise.all(inFlight);
    await flush();
  } finally {
    bar?.stop();
    await pool?.close();
    await write(undefined);
  }
  if (fatal !== undefined) {
    io.stderr(`cashflow: ${fatal.message}\n`);
    return 2;
  }

  const seconds = (Date.now() - started) / 1000;
  const failed = tally.invalid + tally.unreadable;
  const parts = [`${tally.ok.toLocaleString("en-US")} answered`];
  if (failed > 0) parts.push(`${failed.toLocaleString("en-US")} not answered (see their lines)`);
  if (tally.skipped > 0) parts.push(`${tally.skipped.toLocaleString("en-US")} skipped (already in ${options.output})`);
  if (earlier.failed > 0) parts.push(`${earlier.failed.toLocaleString("en-US")} not answered in the earlier run (see their lines in ${options.output})`);
  // A shard's line names it and what it took of the whole, so N pods' logs add up to the portfolio.
  const { shard } = batch;
  const took = shard === undefined ? `${read.toLocaleString("en-US")} accounts` : `shard ${shard.index}/${shard.count} took ${read.toLocaleString("en-US")} of ${numbering.seen.toLocaleString("en-US")} accounts`;
  io.stderr(`cashflow: ${took} in ${seconds.toFixed(1)} s: ${parts.join(", ")}.\n`);
  for (const counts of remote?.counts() ?? []) {
    io.stderr(`cashflow:   ${counts.url}: ${counts.calls.toLocaleString("en-US")} calls answered, ${counts.retried.toLocaleString("en-US")} retried\n`);
  }
  // Accounts the earlier run could not answer are still in the output: the run as a whole has not succeeded.
  return failed + earlier.failed > 0 ? 1 : 0;
}

/**
 * A writer that waits when the file's buffer is full (so a slow disk slows the run, not memory);
 * `undefined` closes it. Without -o the lines go to stdout.
 */
async function openOutput(file: string | undefined, append: boolean, io: BatchIo): Promise<(text: string | undefined) => Promise<void>> {
  if (file === undefined) return async (text) => void (text !== undefined && io.stdout(text));
  const stream: WriteStream = createWriteStream(file, { flags: append ? "a" : "w" });
  await once(stream, "open");
  return async (text) => {
    if (text === undefined) {
      stream.end();
      await once(stream, "close");
    } else if (!stream.write(text)) await once(stream, "drain");
  };
}
