import cluster, { type Worker } from "node:cluster";
import { readFileSync } from "node:fs";
import { entriesFromFile, generateKey } from "../auth/keys.js";
import type { Logger } from "../log/logger.js";
import { ConfigError, type ServerConfig } from "./config.js";

/**
 * CASHFLOW_WORKERS=N: this primary process forks N workers that each run the whole server on the
 * one port. node:cluster shares the listening socket (on Linux the primary accepts connections and
 * hands them to the workers in turn), so each worker is an ordinary server process with its own
 * memory, rate-limit buckets and event loop. The primary serves nothing itself: it replaces a
 * worker that dies and, on SIGTERM or SIGINT, has every worker drain, then exits.
 */

export interface SupervisorOptions {
  workers: number;
  /** The workers' drain time; the primary waits this plus a margin before killing a stuck worker. */
  drainMs: number;
  /** Added to each worker's environment (the shared API key when one was generated). */
  env: Readonly<Record<string, string>>;
  logger: Logger;
}

/** A worker that ran this long before dying is not crash-looping: its next restart is immediate again. */
const STABLE_UPTIME_MS = 60_000;
const FIRST_RESTART_DELAY_MS = 500;
const MAX_RESTART_DELAY_MS = 30_000;
/**
 * Beyond the drain time, how long a worker may take to exit before it is killed: enough for a
 * loaded machine to tear a process down, short enough that an orchestrator's own kill timeout
 * (Kubernetes' 30 s grace period by default) does not fire first with the default 10 s drain.
 */
const EXIT_MARGIN_MS = 10_000;

/**
 * How long to wait before replacing a worker after its `consecutiveCrashes`-th crash in a row:
 * 0.5 s, 1 s, 2 s, … doubling up to 30 s, so a worker that dies at once on every start (a bad
 * deploy, an exhausted resource) costs a fork every 30 s rather than a busy loop.
 */
export function restartDelayMs(consecutiveCrashes: number): number {
  const doublings = Math.max(0, consecutiveCrashes - 1);
  return Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** Math.min(doublings, 16));
}

/**
 * The key every worker must accept when none is configured: generated once here, since each
 * worker generating its own would make a request's success depend on which worker took it.
 * Undefined when keys are configured (the workers read them as a single process would).
 */
export function sharedGeneratedKey(config: ServerConfig): string | undefined {
  if (config.apiKeys.length > 0) return undefined;
  if (config.apiKeysFile !== undefined) {
    let text: string;
    try {
      text = readFileSync(config.apiKeysFile, "utf8");
    } catch (error) {
      const reason = error instanceof Error && "code" in error ? String(error.code) : "unreadable";
      throw new ConfigError(`CASHFLOW_API_KEYS_FILE: cannot read ${config.apiKeysFile} (${reason}).`);
    }
    if (entriesFromFile(text).length > 0) return undefined;
  }
  return generateKey();
}

interface Slot {
  /** 1-based position, stable across restarts, for log lines an operator can follow. */
  readonly index: number;
  consecutiveCrashes: number;
  startedAt: number;
}

export function superviseWorkers(options: SupervisorOptions): void {
  const { logger } = options;
  const slots = new Map<Worker, Slot>();
  const restartTimers = new Set<NodeJS.Timeout>();
  let anyListening = false;
  let stopping = false;
  let failed = false;

  const fork = (slot: Slot) => {
    slot.startedAt = Date.now();
    const worker = cluster.fork(options.env);
    slots.set(worker, slot);
    // An IPC error on a dying worker must not take the primary, and with it every other worker, down.
    worker.on("error", (error: Error) => logger.warn({ worker: slot.index, err_name: error.name }, "worker channel error"));
  };

  const finish = () => {
    logger.info({ failed }, "stopped");
    process.exit(failed ? 1 : 0);
  };

  /** Every worker drains as a single process does on SIGTERM; the primary exits once all are gone. */
  const stopAll = () => {
    stopping = true;
    for (const timer of restartTimers) clearTimeout(timer);
    restartTimers.clear();
    if (slots.size === 0) return finish();
    for (const worker of slots.keys()) worker.process.kill("SIGTERM");
    setTimeout(() => {
      failed = true;
      logger.error({ workers: slots.size }, "workers still running after the drain time; killing them");
      for (const worker of slots.keys()) worker.process.kill("SIGKILL");
    }, options.drainMs + EXIT_MARGIN_MS).unref();
  };

  cluster.on("listening", (worker) => {
    const slot = slots.get(worker);
    if (slot === undefined) return;
    anyListening = true;
    logger.info({ worker: slot.index, worker_pid: worker.process.pid }, "worker serving");
  });

  cluster.on("exit", (worker, code, signal) => {
    const slot = slots.get(worker);
    slots.delete(worker);
    if (slot === undefined) return;
    const how = { worker: slot.index, worker_pid: worker.process.pid, exit_code: code, signal };
    if (stopping) {
      // SIGTERM itself is a clean end for a worker that had not yet installed its handler: it was
      // still starting, so it had nothing to drain.
      if (code !== 0 && signal !== "SIGTERM") failed = true;
      logger.info(how, "worker stopped");
      if (slots.size === 0) finish();
      return;
    }
    if (!anyListening) {
      // No worker ever came up, so this is a start-up failure (port taken, TLS file unreadable)
      // that every replacement would repeat: stop with an error instead of retrying forever.
      failed = true;
      logger.fatal(how, "worker failed before the server started; stopping");
      stopAll();
      return;
    }
    if (Date.now() - slot.startedAt >= STABLE_UPTIME_MS) slot.consecutiveCrashes = 0;
    slot.consecutiveCrashes += 1;
    const delayMs = restartDelayMs(slot.consecutiveCrashes);
    logger.error({ ...how, restart_in_seconds: delayMs / 1000 }, "worker died unexpectedly; replacing it");
    const timer = setTimeout(() => {
      restartTimers.delete(timer);
      fork(slot);
    }, delayMs);
    restartTimers.add(timer);
  });

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    logger.info({ signal, workers: slots.size, drain_seconds: options.drainMs / 1000 }, "draining");
    stopAll();
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);

  logger.info({ workers: options.workers }, "starting workers");
  for (let index = 1; index <= options.workers; index++) fork({ index, consecutiveCrashes: 0, startedAt: 0 });
}
