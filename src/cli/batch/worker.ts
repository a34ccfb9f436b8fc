/**
 * A batch worker thread: answers the accounts the pool sends it, one at a time, and posts back
 * each one's status and the line to write, formatted here so the main thread only writes. Everything it needs (import flags, routes, accounts already done) comes once in
 * workerData; nothing of an account stays in the thread after its result is posted.
 */

import { parentPort, workerData } from "node:worker_threads";
import type { Slug } from "../../engine/index.js";
import type { CliOptions } from "../args.js";
import { answerHere, readAccount, type AccountContext, type AccountResult, type AccountStatus } from "./account.js";
import type { AccountInput } from "./inputs.js";
import { resultLine } from "./output.js";

export interface WorkerSetup {
  options: CliOptions;
  routes: Slug[];
  today: string;
  done: string[];
  /** Write each account as a CSV summary row (else an NDJSON line). */
  csv: boolean;
}

/** An account's outcome as the pool hands it back: its status and the line to write, formatted here. */
export interface WorkerAnswer {
  id: number;
  status: AccountStatus;
  line: string | undefined;
}

export interface WorkerTask {
  id: number;
  input: AccountInput;
}

const setup = workerData as WorkerSetup;
const context: AccountContext = { options: setup.options, today: setup.today, done: new Set(setup.done) };

parentPort!.on("message", (task: WorkerTask) => {
  void (async () => {
    const read = await readAccount(task.input, context);
    return read.ok ? answerHere(task.input, read, setup.routes) : read.result;
  })()
    .catch((error: unknown): AccountResult => ({ source: task.input.source, accountId: undefined, status: "unreadable", error: `internal error: ${(error as Error).message}` }))
    // A fault of ours, not of the account, is reported on the account's line too, and the run goes on.
    .then((result) => parentPort!.postMessage({ id: task.id, status: result.status, line: resultLine(result, setup.csv) } satisfies WorkerAnswer));
});
