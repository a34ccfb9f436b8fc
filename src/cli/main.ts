#!/usr/bin/env node
/**
 * `cashflow` — the command-line entry (package.json `bin`). Everything it does lives in run.ts;
 * this file only connects it to the process. The exit status is set rather than forced with
 * process.exit(), so a large --json output is fully flushed to a pipe before the process ends.
 */
import { run } from "./run.js";

// `cashflow … | head` closes the pipe early; that is the reader's choice, not a failure to report.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw error;
});

process.exitCode = await run(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  interactive: process.stderr.isTTY === true,
  stdoutIsTerminal: process.stdout.isTTY === true,
});
