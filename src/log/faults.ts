import type { Logger } from "./logger.js";

/**
 * Records an unexpected fault for operators. Only the error's class and stack frames are written:
 * an error message can quote the payload (a parser echoing input, a figure from the book), and
 * payloads and account ids are never logged.
 */
export function logFault(logger: Logger, surface: string, route: string, error: unknown): void {
  const name = error instanceof Error ? error.name : typeof error;
  const frames = error instanceof Error && error.stack ? error.stack.split("\n").filter((line) => line.trimStart().startsWith("at ")).map((line) => line.trim()) : [];
  logger.error({ surface, route, error: name, frames }, "unexpected fault");
}
