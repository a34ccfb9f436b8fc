import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // End-to-end tests start real servers and spawn `buf curl`; a cold start can take seconds.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores, which on a 2-core machine runs the files
    // one at a time. Much of the suite waits on the servers, CLIs and clients it spawns, so two files
    // at once use the second core: measured on 2 cores, the whole suite took 303 s of wall time
    // against 565 s one at a time, with every test passing. The linear-time checks measure processor
    // time, not the wall clock, and the few bounds on wall time (a drain's, a slow client's) hold
    // with margins that a neighbouring file does not use up.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
