import { fstatSync, writeSync } from "node:fs";
import * as net from "node:net";

/**
 * Where the JSON log goes: a file descriptor (stdout), written so that a destination that fails (a
 * full disk: ENOSPC) or stops taking bytes (a pipe whose reader stopped) costs log lines, never the
 * service. A pipe or socket is switched to non-blocking mode, so no write can stop the event loop:
 * what it does not take now stays pending and is tried again with the next batch, and once more
 * than MAX_PENDING_BYTES are pending, new lines are dropped and counted instead of held. A write
 * that fails drops its batch the same way. The first drop is reported once on stderr, and the
 * count is the `cashflow_log_lines_dropped_total` metric.
 *
 * Lines are gathered into batches of at least BATCH_BYTES, or written after at most BATCH_MS: a write
 * per line took about 7% of the server CPU of a 100-transaction request (bench/RESULTS.md, "Small
 * requests: warm-up, rounds and the request log"). Lines keep their order and are never split
 * between a write and a drop. At exit, what is pending is written for at most EXIT_FLUSH_MS: a
 * blocked destination cannot hold the process open.
 */

const BATCH_BYTES = 4096;
const BATCH_MS = 100;
/** About 800 request lines: more than a healthy destination ever lags by, small enough to hold. */
export const MAX_PENDING_BYTES = 256 * 1024;
export const EXIT_FLUSH_MS = 500;
/** Between two attempts of the exit flush to write to a full pipe. */
const EXIT_RETRY_MS = 5;

export class LogWriter {
  /** Bytes of the oldest batch the destination has not taken yet (it took the rest of it). */
  private unwritten: Buffer = Buffer.alloc(0);
  /** How many lines `unwritten` was made of, counted as dropped if writing it fails. */
  private unwrittenLines = 0;
  /** Lines not yet in a batch. */
  private lines: string[] = [];
  private linesBytes = 0;
  private timer: NodeJS.Timeout | undefined;
  private droppedLines = 0;
  private reported = false;

  constructor(
    private readonly fd: number,
    /** Says once, where an operator may see it, that lines are being dropped. */
    private readonly notice: (text: string) => void,
  ) {}

  /** One complete line (pino calls this with each record, newline included). */
  write(line: string): void {
    const bytes = Buffer.byteLength(line);
    if (this.unwritten.length + this.linesBytes + bytes > MAX_PENDING_BYTES) {
      this.drop(1, "the log destination is not taking lines (a pipe nobody reads, or a stalled disk)");
      return;
    }
    this.lines.push(line);
    this.linesBytes += bytes;
    if (this.linesBytes >= BATCH_BYTES) this.writePending();
    else if (this.timer === undefined) this.timer = setTimeout(() => this.writePending(), BATCH_MS).unref();
  }

  /** Writes what is pending now, as far as the destination takes it (pino's `logger.flush()`). */
  flush(done?: (error?: Error) => void): void {
    this.writePending();
    done?.();
  }

  /**
   * At exit: writes what is pending, retrying a full pipe for at most `limitMs`. Lines not written
   * by then are lost with the process; the wait is what is bounded.
   */
  flushBeforeExit(limitMs = EXIT_FLUSH_MS): void {
    const until = Date.now() + limitMs;
    const pause = new Int32Array(new SharedArrayBuffer(4));
    for (;;) {
      this.writePending();
      if (this.unwritten.length === 0 || Date.now() >= until) return;
      Atomics.wait(pause, 0, 0, EXIT_RETRY_MS);
    }
  }

  /** Lines dropped so far because the destination failed or was not taking them. */
  get dropped(): number {
    return this.droppedLines;
  }

  private writePending(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.unwritten.length === 0) {
      if (this.lines.length === 0) return;
      this.unwritten = Buffer.from(this.lines.join(""), "utf8");
      this.unwrittenLines = this.lines.length;
      this.lines = [];
      this.linesBytes = 0;
    }
    try {
      while (this.unwritten.length > 0) this.unwritten = this.unwritten.subarray(writeSync(this.fd, this.unwritten));
    } catch (error) {
      const code = error instanceof Error && "code" in error ? String(error.code) : "unknown";
      if (code !== "EAGAIN") {
        // Which of the batch's lines got out is not known: count them all, too high rather than too low.
        this.drop(this.unwrittenLines, `writing the log failed (${code})`);
        this.unwritten = Buffer.alloc(0);
      }
    }
    // A pipe that took part of the batch is tried again later, with whatever has come since.
    if (this.unwritten.length > 0 || this.lines.length > 0) this.timer ??= setTimeout(() => this.writePending(), BATCH_MS).unref();
  }

  private drop(lines: number, reason: string): void {
    this.droppedLines += lines;
    if (this.reported) return;
    this.reported = true;
    this.notice(`cashflow: ${reason}; dropping log lines while it lasts (counted in cashflow_log_lines_dropped_total). The service keeps answering.\n`);
  }
}

/**
 * Puts a pipe or socket descriptor in non-blocking mode, so that a write to it returns EAGAIN
 * rather than waiting for a reader that may never come. Node has no fcntl; opening a libuv pipe
 * handle on the descriptor is what sets the mode (uv_pipe_open). The handle is kept, unused and
 * unreferenced, for the life of the process, as closing it would close the descriptor. Files,
 * terminals and character devices are left as they are: their writes return or fail at once.
 */
const handles: net.Socket[] = [];
function makeNonBlocking(fd: number): void {
  try {
    const stat = fstatSync(fd);
    if (!stat.isFIFO() && !stat.isSocket()) return;
    const handle = new net.Socket({ fd, readable: false, writable: true });
    handle.unref();
    handle.on("error", () => {});
    handles.push(handle);
  } catch {
    // A closed or unusual descriptor: writes to it fail and are counted like any other failure.
  }
}

let stdoutWriter: LogWriter | undefined;

/** The process's one writer of stdout, made on first use, with the bounded flush installed at exit. */
export function stdoutLog(): LogWriter {
  if (stdoutWriter === undefined) {
    makeNonBlocking(1);
    makeNonBlocking(2);
    const writer = new LogWriter(1, (text) => {
      try {
        writeSync(2, text);
      } catch {
        // Stderr is full or failing too: the metric still counts the drops.
      }
    });
    process.once("exit", () => writer.flushBeforeExit());
    stdoutWriter = writer;
  }
  return stdoutWriter;
}

/** Log lines this process has dropped so far (zero when it never wrote its log to stdout). */
export function droppedLogLines(): number {
  return stdoutWriter?.dropped ?? 0;
}
