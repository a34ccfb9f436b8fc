import { createLogger, type Logger } from "../../src/log/logger.js";

export interface CapturedLog {
  /** A logger at `info` whose lines stay in memory instead of going to stdout. */
  logger: Logger;
  /** Every line written so far, parsed. */
  records(): Record<string, unknown>[];
  /** Everything written so far, as written. */
  text(): string;
}

/** The server's real JSON log, captured, so a test can read what an operator would see. */
export function captureLog(): CapturedLog {
  let text = "";
  const logger = createLogger("info", { write: (line: string) => void (text += line) });
  return {
    logger,
    records: () => text.split("\n").filter((line) => line !== "").map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => text,
  };
}
