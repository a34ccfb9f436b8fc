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
  // Synchronous writes to stdout: a line is on its way before the next request starts, and the
  // last lines before process.exit are not lost in a buffer.
  return pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
}

/** A logger that writes nothing, for code built without one (tests that do not read the log). */
export function silentLogger(): Logger {
  return pino({ level: "silent" });
}
