import cluster from "node:cluster";
import { stdoutLog } from "../log/log-writer.js";
import { createLogger, type Logger } from "../log/logger.js";
import { serveRateLimitToWorkers } from "../limits/cluster-rate-limiter.js";
import { serveClusterMetrics } from "../metrics/cluster-metrics.js";
import { sharedGeneratedKey, superviseWorkers } from "./cluster.js";
import { sayWhenCollectionIsOff } from "./collect-garbage.js";
import { ConfigError, loadConfig, type ServerConfig } from "./config.js";
import { createServer } from "./server.js";

/**
 * `npm start`: configuration from the environment, one port for every surface, and with
 * CASHFLOW_WORKERS above 1 that many worker processes behind it. The output names no key except
 * the one generated when none was configured, which is printed exactly once (by the primary when
 * there are workers) so the service is safe by default and usable at once.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  // Workers inherit the primary's flags, so the primary alone says it.
  if (cluster.isPrimary) sayWhenCollectionIsOff(logger);
  if (config.workers > 1 && cluster.isPrimary) {
    const generatedKey = sharedGeneratedKey(config);
    if (generatedKey !== undefined) printGeneratedKey(generatedKey);
    // The workers re-read the environment; the generated key reaches them as a configured one.
    const env: Record<string, string> = generatedKey === undefined ? {} : { CASHFLOW_API_KEYS: generatedKey };
    // Before forking, so a taken admin port stops the start with no worker left behind.
    if (config.admin !== undefined) await serveClusterMetrics(config.admin, logger);
    // The workers' rate limit lives here, unless Redis holds it for several instances.
    if (config.rateLimit !== undefined && config.rateLimitRedisUrl === undefined) serveRateLimitToWorkers(config.rateLimit);
    superviseWorkers({ workers: config.workers, drainMs: config.drainMs, env, logger });
    return;
  }
  await serve(config, logger);
}

/** One server process, alone or as a cluster worker, until SIGTERM or SIGINT has it drain and exit. */
async function serve(config: ServerConfig, logger: Logger): Promise<void> {
  const server = createServer(config, { logger });

  // Installed before the port opens, so a signal that arrives as early as the first request can
  // already be answered with a drain rather than Node's default of dying on the spot.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, drain_seconds: config.drainMs / 1000 }, "draining");
    server.close(config.drainMs).then(
      ({ destroyedAtDeadline }) => {
        if (destroyedAtDeadline > 0) {
          // Still a clean exit: the process was asked to end and has, within the promised time.
          // The line says how many connections were cut with a request unanswered.
          logger.warn({ connections: destroyedAtDeadline, drain_seconds: config.drainMs / 1000 }, "drain time ran out; closed connections with requests still in flight");
        }
        logger.info("stopped");
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err_name: error instanceof Error ? error.name : typeof error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);

  const address = await server.listen();
  const shownHost = address.family === "IPv6" ? `[${address.address}]` : address.address;
  logger.info(
    {
      url: `${server.tls ? "https" : "http"}://${shownHost}:${address.port}`,
      protocols: server.tls ? "h2 and HTTP/1.1 by ALPN" : "HTTP/1.1 and h2c",
      surfaces: "gRPC, gRPC-Web, Connect and JSON at /api/v1/<slug>",
      ...(cluster.isWorker ? { worker_id: cluster.worker?.id } : {}),
    },
    "listening",
  );
  if (server.generatedKey !== undefined) printGeneratedKey(server.generatedKey);
  else logger.info({ key_fingerprints: server.keyFingerprints }, "API keys loaded");
}

/**
 * Plain text rather than a log record: the key is a secret that no log line may carry, and this
 * one-time notice is the only place it is ever shown.
 */
function printGeneratedKey(key: string): void {
  // Through the log's own writer, so it comes after the lines before it, which may still wait in
  // the log's batch, and cannot block on a stdout nobody reads.
  stdoutLog().write(`No API key configured (CASHFLOW_API_KEYS or CASHFLOW_API_KEYS_FILE); generated one for this process:\n  ${key}\n`);
}

main().catch((error: unknown) => {
  // A configuration mistake is the operator's to fix: print the sentence, not a stack trace.
  process.stderr.write(`${error instanceof ConfigError ? error.message : (portInUse(error) ?? String(error))}\n`);
  process.exit(1);
});

/**
 * A port another process holds is the commonest first-run failure (a second `npm start`, another
 * dev server on 8080): say which port, and the setting that moves it, instead of Node's bare
 * `EADDRINUSE`.
 */
function portInUse(error: unknown): string | undefined {
  const { code, port, address } = error as { code?: unknown; port?: unknown; address?: unknown };
  if (code !== "EADDRINUSE") return undefined;
  const where = typeof address === "string" ? ` on ${address}` : "";
  return (
    `Port ${String(port)}${where} is already in use by another process. Stop that process, or start this one on another port: ` +
    `set PORT for the service (e.g. PORT=8081 npm start), or CASHFLOW_ADMIN_PORT for the metrics port.`
  );
}
