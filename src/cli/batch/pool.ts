/**
 * Worker threads answering accounts on every core. Each worker has a short queue of its own (four
 * tasks: one running, the rest waiting, so a worker never idles between messages), and `run` resolves
 * when an account's result comes back. The caller bounds how many accounts are in flight, which is
 * what keeps memory flat.
 *
 * An account still running after the time limit (--account-timeout) is given up: its worker is
 * terminated (which stops even a loop that never yields), the account is reported on its own line,
 * and a fresh worker takes the slot and the accounts that were queued behind it, which are sent
 * again. So every task keeps its input until it is answered, and inputs are copied to the worker,
 * not moved.
 */

import { Worker } from "node:worker_threads";
import type { AccountInput } from "./inputs.js";
import { resultLine } from "./output.js";
import type { WorkerAnswer, WorkerMessage, WorkerSetup, WorkerTask } from "./worker.js";

/** An account's status and its formatted line (undefined when --resume skipped it). */
export type Written = Omit<WorkerAnswer, "id" | "kind">;

interface Task {
  input: AccountInput;
  resolve: (written: Written) => void;
}

interface Slot {
  worker: Worker;
  /** The accounts sent to this worker and not answered yet, in the order sent. */
  tasks: Map<number, Task>;
  /** The limit on the account the worker is running now. */
  timer: NodeJS.Timeout | undefined;
}

export class WorkerPool {
  private readonly slots: Slot[];
  private nextId = 0;

  constructor(
    jobs: number,
    private readonly setup: WorkerSetup,
    private readonly accountTimeoutMs: number,
  ) {
    this.slots = Array.from({ length: jobs }, () => {
      const slot: Slot = { worker: startWorker(setup), tasks: new Map(), timer: undefined };
      this.listen(slot, slot.worker);
      return slot;
    });
  }

  private listen(slot: Slot, worker: Worker): void {
    worker.on("message", (message: WorkerMessage) => {
      if (slot.worker !== worker) return;
      clearTimeout(slot.timer);
      if (message.kind === "started") {
        slot.timer = setTimeout(() => this.giveUp(slot, message.id), this.accountTimeoutMs);
        return;
      }
      slot.timer = undefined;
      const task = slot.tasks.get(message.id);
      slot.tasks.delete(message.id);
      task?.resolve({ status: message.status, line: message.line });
    });
    worker.on("error", (error) => {
      if (slot.worker !== worker) return;
      // A worker that dies takes its accounts with it: each is reported on its own line, never
      // lost, and a fresh worker takes the slot so the run goes on.
      clearTimeout(slot.timer);
      for (const task of slot.tasks.values()) task.resolve(this.failed(task.input, `worker failed: ${error.message}`));
      slot.tasks.clear();
      this.replace(slot);
    });
  }

  /** The account `id` ran past the limit: stop its worker, report it, and give the rest of the queue to a fresh one. */
  private giveUp(slot: Slot, id: number): void {
    const stuck = slot.tasks.get(id);
    slot.tasks.delete(id);
    void slot.worker.terminate();
    stuck?.resolve(this.failed(stuck.input, `not answered within ${this.accountTimeoutMs / 1000} s (--account-timeout), so it was given up; the run went on`));
    this.replace(slot);
    for (const [queued, task] of slot.tasks) this.send(slot, queued, task.input);
  }

  private replace(slot: Slot): void {
    slot.timer = undefined;
    slot.worker = startWorker(this.setup);
    this.listen(slot, slot.worker);
  }

  private failed(input: AccountInput, error: string): Written {
    return { status: "unreadable", line: resultLine({ source: input.source, accountId: undefined, status: "unreadable", error }, this.setup.csv) };
  }

  private send(slot: Slot, id: number, input: AccountInput): void {
    slot.worker.postMessage({ id, input } satisfies WorkerTask);
  }

  /** How many accounts the pool takes at once: a few queued per worker, so none idles while the main thread reads. */
  get capacity(): number {
    return this.slots.length * 4;
  }

  run(input: AccountInput): Promise<Written> {
    const slot = this.slots.reduce((least, candidate) => (candidate.tasks.size < least.tasks.size ? candidate : least));
    const id = this.nextId++;
    return new Promise((resolve) => {
      slot.tasks.set(id, { input, resolve });
      this.send(slot, id, input);
    });
  }

  async close(): Promise<void> {
    for (const slot of this.slots) clearTimeout(slot.timer);
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }
}

/**
 * From dist/ the worker is plain JavaScript. From the TypeScript sources (tests, `tsx`), the
 * thread registers tsx's loader first, since a worker does not inherit the parent's loader.
 */
function startWorker(setup: WorkerSetup): Worker {
  const source = import.meta.url.endsWith(".ts");
  const url = new URL(source ? "./worker.ts" : "./worker.js", import.meta.url);
  if (!source) return new Worker(url, { workerData: setup });
  return new Worker(`import { register } from "tsx/esm/api"; register(); await import(${JSON.stringify(url.href)});`, { eval: true, workerData: setup });
}
