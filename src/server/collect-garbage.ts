import type { Logger } from "../log/logger.js";

/**
 * A full garbage collection on demand, for the moments the server knows that much memory has just
 * died: answers abandoned by clients that never read them (../http/undelivered-answers.ts), and
 * floods of refused streaming calls (../limits/streaming-calls.ts).
 * V8 otherwise keeps that memory until its next major collection, which a steady flow of small
 * requests can put off for minutes, since they never grow the old generation. bench/hostile.ts
 * measured why it is worth asking (bench/RESULTS.md, "Unread answers"): 6,000 unread answers were
 * kept 10–30 s and more after their reset without it, and were back within 20 MiB of the baseline
 * 0–1 s after it; a flood of 10,000 refused Watch streams peaked at +194–203 MiB RSS without it and
 * +173–179 MiB with it. A collection of a heap that is mostly garbage takes a few milliseconds.
 *
 * Node offers `gc` only to a process started with `--expose-gc`, on its command line (as `npm
 * start`, `npm run start:prod` and deploy/kubernetes give it) or in NODE_OPTIONS (allowed there
 * since Node 20.18). Setting the flag after start, with `v8.setFlagsFromString`, is what Node
 * documents as unsupported, so it is not done: a process started without the flag leaves every
 * collection to V8, still serves, and says so once at start (`sayWhenCollectionIsOff`).
 */
export function garbageCollector(gc: (() => void) | undefined = globalThis.gc): RequestCollection | undefined {
  return gc === undefined ? undefined : collectingAtMostOnceASecond(gc);
}

/** Asks for one full collection `afterMs` from now: time for the dead calls to let go of their memory. */
export type RequestCollection = (afterMs: number) => void;

/** Runs `gc` when asked, at most once a second whoever asks: a flood asks again and again. */
export function collectingAtMostOnceASecond(gc: () => void): RequestCollection {
  let lastAskedMs = Number.NEGATIVE_INFINITY;
  return (afterMs) => {
    const now = performance.now();
    if (now - lastAskedMs < 1_000) return;
    lastAskedMs = now;
    setTimeout(gc, afterMs).unref();
  };
}

/** The start-up line of a process without `gc`: what is off, what it costs, and how to turn it on. */
export const COLLECTION_OFF = "on-demand garbage collection is off";

/**
 * Says once, when the process has no `gc`, that the memory of abandoned answers and refused
 * streaming floods is left to V8's own pace, and how to give the server `gc`. Workers inherit the
 * primary's flags (node:cluster forks with its `execArgv` and environment), so the primary alone says it.
 */
export function sayWhenCollectionIsOff(logger: Logger, gc: (() => void) | undefined = globalThis.gc): void {
  if (gc !== undefined) return;
  logger.warn(
    {
      effect: "memory of abandoned answers and refused streaming calls is freed at V8's next major collection, which can be minutes away",
      fix: "start node with --expose-gc (npm start and npm run start:prod do), or set NODE_OPTIONS=--expose-gc",
    },
    COLLECTION_OFF,
  );
}
