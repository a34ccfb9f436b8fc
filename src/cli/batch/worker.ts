/**
 * A batch worker thread: answers the accounts the pool sends it, one at a time, and posts each
 * result back. Everything it needs (import flags, routes, accounts already done) comes once in
 * workerData; nothing of an account stays in the thread after its result is posted.
 */

import { parentPort, workerData } from "node:worker_threads";
import type { Slug } from "../../engine/index.js";
import type { CliOptions } from "../args.js";
import { answerHere, readAccount, type AccountContext } from "./account.js";
import type { AccountInput } from "./inputs.js";

export interface WorkerSetup {
  options: CliOptions;
  routes: Slug[];
  today: string;
  done: string[];
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
    const result = read.ok ? answerHere(task.input, read, setup.routes) : read.result;
    parentPort!.postMessage({ id: task.id, result });
  })().catch((error: unknown) => {
    // A fault of ours, not of the account: reported on the account's line, and the run goes on.
    parentPort!.postMessage({ id: task.id, result: { source: task.input.source, accountId: undefined, status: "unreadable", error: `internal error: ${(error as Error).message}` } });
  });
});
