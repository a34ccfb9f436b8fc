import { pino, type DestinationStream, type Logger } from "pino";
export type { Logger };

/** The levels LOG_LEVEL accepts, most severe first; `silent` writes nothing. */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The service's one JSON log: a line per record on stdout (or `destination`, which tests use to
 * read what the server wrote). Levels are written as words (`"info"`) and times as ISO 8601, so a
 * person can read a line without a lookup table. Callers pass named fields, never a payload, a key
 * or an account id: docs/operations.md lists every field a line can carry.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  return pino(options, destination ?? stdoutInBatches());
}

/** Lines gathered into one write of at least this many bytes, ... */
const BATCH_BYTES = 4096;
/** ... or written after at most this long. */
const BATCH_MS = 100;

/**
 * Stdout, written in batches. A write per line took about 7% of the server CPU of a 100-transaction
 * request: a syscall, and waking the process that reads the pipe, each time (bench/RESULTS.md,
 * "Small requests: warm-up, rounds and the request log"). Batches are still written synchronously,
 * so lines keep their order, and what is pending is written when the process exits, whether by
 * `process.exit` or by an uncaught exception; only a process killed outright loses its last tenth
 * of a second of lines.
 */
function stdoutInBatches(): DestinationStream {
  const stream = pino.destination({ dest: 1, sync: true, minLength: BATCH_BYTES, periodicFlush: BATCH_MS });
  process.once("exit", () => stream.flushSync());
  return stream;
}

/** A logger that writes nothing, for code built without one (tests that do not read the log). */
export function silentLogger(): Logger {
  return pino({ level: "silent" });
}
