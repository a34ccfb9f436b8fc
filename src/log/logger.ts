import { pino, type DestinationStream, type Logger } from "pino";
import { stdoutLog } from "./log-writer.js";
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
  // Stdout in batches, never blocking the service and dropping lines it cannot write (./log-writer.ts);
  // a silent log leaves stdout as it is.
  return pino(options, destination ?? (level === "silent" ? { write: () => {} } : stdoutLog()));
}

/** A logger that writes nothing, for code built without one (tests that do not read the log). */
export function silentLogger(): Logger {
  return pino({ level: "silent" });
}
