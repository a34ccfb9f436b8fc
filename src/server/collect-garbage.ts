import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * A full garbage collection on demand, for the moments the server knows that much memory has just
 * died: answers abandoned by clients that never read them (../http/undelivered-answers.ts), and
 * floods of refused streaming calls (../limits/streaming-calls.ts).
 * V8 otherwise keeps that memory until its next major collection, which a steady flow of small
 * requests can put off for minutes, since they never grow the old generation (bench/hostile.ts
 * measured 10 to 30 s and more). A collection of a heap that is mostly garbage takes a few
 * milliseconds.
 *
 * Node offers `gc` only under `--expose-gc`. Setting that V8 flag at run time gives the function to
 * contexts created afterwards, which is how it is taken here, once, at start.
 */
export function garbageCollector(): RequestCollection {
  setFlagsFromString("--expose-gc");
  return collectingAtMostOnceASecond(runInNewContext("gc") as () => void);
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
