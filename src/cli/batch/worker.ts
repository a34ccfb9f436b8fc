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
  kind: "answer";
  id: number;
  status: AccountStatus;
  line: string | undefined;
}

/** What a worker posts: that it has started an account (its time limit runs from here), then the answer. */
export type WorkerMessage = { kind: "started"; id: number } | WorkerAnswer;

export interface WorkerTask {
  id: number;
  input: AccountInput;
}

const setup = workerData as WorkerSetup;
const context: AccountContext = { options: setup.options, today: setup.today, done: new Set(setup.done) };

/** One account after another, so the account the pool times is the one running. */
let queue: Promise<void> = Promise.resolve();

parentPort!.on("message", (task: WorkerTask) => {
  queue = queue.then(() => answerTask(task));
});

async function answerTask(task: WorkerTask): Promise<void> {
  parentPort!.postMessage({ kind: "started", id: task.id } satisfies WorkerMessage);
  const result = await (async () => {
    const read = await readAccount(task.input, context);
    return read.ok ? answerHere(task.input, read, setup.routes) : read.result;
  })()
    // A fault of ours, not of the account, is reported on the account's line too, and the run goes on.
    .catch((error: unknown): AccountResult => ({ source: task.input.source, accountId: undefined, status: "unreadable", error: `internal error: ${(error as Error).message}` }));
  parentPort!.postMessage({ kind: "answer", id: task.id, status: result.status, line: resultLine(result, setup.csv) } satisfies WorkerMessage);
}
