/**
 * Worker threads answering accounts on every core. Each worker has a short queue of its own (four
 * tasks: one running, the rest waiting, so a worker never idles between messages), and `run` resolves
 * when an account's result comes back. The caller bounds how many accounts are in flight, which is
 * what keeps memory flat.
 */

import { Worker } from "node:worker_threads";
import type { AccountInput } from "./inputs.js";
import { resultLine } from "./output.js";
import type { WorkerAnswer, WorkerSetup, WorkerTask } from "./worker.js";

/** An account's status and its formatted line (undefined when --resume skipped it). */
export type Written = Omit<WorkerAnswer, "id">;

interface Slot {
  worker: Worker;
  /** The accounts sent to this worker and not answered yet. */
  tasks: Set<number>;
}

export class WorkerPool {
  private readonly slots: Slot[];
  private readonly waiting = new Map<number, { resolve: (written: Written) => void; source: string }>();
  private nextId = 0;

  constructor(
    jobs: number,
    private readonly setup: WorkerSetup,
  ) {
    this.slots = Array.from({ length: jobs }, () => {
      const slot: Slot = { worker: startWorker(setup), tasks: new Set() };
      this.listen(slot);
      return slot;
    });
  }

  private listen(slot: Slot): void {
    slot.worker.on("message", ({ id, status, line }: WorkerAnswer) => {
      slot.tasks.delete(id);
      const waiting = this.waiting.get(id);
      this.waiting.delete(id);
      waiting?.resolve({ status, line });
    });
    slot.worker.on("error", (error) => {
      // A worker that dies takes its accounts with it: each is reported on its own line, never
      // lost, and a fresh worker takes the slot so the run goes on.
      for (const id of slot.tasks) {
        const waiting = this.waiting.get(id);
        this.waiting.delete(id);
        waiting?.resolve({ status: "unreadable", line: resultLine({ source: waiting.source, accountId: undefined, status: "unreadable", error: `worker failed: ${error.message}` }, this.setup.csv) });
      }
      slot.tasks.clear();
      slot.worker = startWorker(this.setup);
      this.listen(slot);
    });
  }

  /** How many accounts the pool takes at once: a few queued per worker, so none idles while the main thread reads. */
  get capacity(): number {
    return this.slots.length * 4;
  }

  run(input: AccountInput): Promise<Written> {
    const slot = this.slots.reduce((least, candidate) => (candidate.tasks.size < least.tasks.size ? candidate : least));
    const id = this.nextId++;
    slot.tasks.add(id);
    return new Promise((resolve) => {
      this.waiting.set(id, { resolve, source: input.source });
      // An NDJSON line's bytes are moved to the worker, not copied.
      slot.worker.postMessage({ id, input } satisfies WorkerTask, input.kind === "envelope" ? [input.bytes.buffer as ArrayBuffer] : []);
    });
  }

  async close(): Promise<void> {
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
