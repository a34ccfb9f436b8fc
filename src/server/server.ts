import cluster from "node:cluster";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { Registry } from "prom-client";
import { generateKey, KeyEntryError, KeyRing, placedEntriesFromFile, type PlacedEntry } from "../auth/keys.js";
import { createGateway } from "../gateway/gateway.js";
import { StreamingCalls } from "../limits/streaming-calls.js";
import { ClusterRateLimiter } from "../limits/cluster-rate-limiter.js";
import { LocalRateLimiter } from "../limits/local-rate-limiter.js";
import type { RateLimiter } from "../limits/rate-limiter.js";
import { RedisRateLimiter } from "../limits/redis-rate-limiter.js";
import { KeylessRefusals } from "../log/keyless-refusals.js";
import { createLogger, type Logger } from "../log/logger.js";
import { createAdminServer, listenAdmin, metricsUrl } from "../metrics/admin-server.js";
import { reportToPrimary } from "../metrics/cluster-metrics.js";
import { createMetrics } from "../metrics/metrics.js";
import { createRpcHandler, recordingOutcome } from "../rpc/adapter.js";
import { HealthState } from "../rpc/health.js";
import { rpcRoutes } from "../rpc/routes.js";
import { ConfigError, type ServerConfig } from "./config.js";
import { garbageCollector } from "./collect-garbage.js";
import { createDispatcher } from "./dispatch.js";
import { createListener, type DrainOutcome } from "./listener.js";

export interface CashflowServer {
  /** Starts listening on the configured host and port; resolves with the bound address. */
  listen(): Promise<AddressInfo>;
  /**
   * Reports NOT_SERVING, ends health watches, stops accepting, lets requests in flight finish and
   * resolves once every connection is closed (those still open after `drainMs` are destroyed).
   */
  close(drainMs?: number): Promise<DrainOutcome>;
  /** The key made at start when none was configured; the caller prints it once. */
  readonly generatedKey: string | undefined;
  /** The accepted keys' short fingerprints, for a startup line that names no key. */
  readonly keyFingerprints: readonly string[];
  /** Whether the port speaks TLS (h2 and HTTP/1.1 by ALPN) rather than cleartext HTTP/1.1 and h2c. */
  readonly tls: boolean;
  /** The serving status reported by grpc.health.v1. */
  readonly health: HealthState;
  /** Where `/metrics` is served once listening; undefined while metrics are off (no CASHFLOW_ADMIN_PORT). */
  adminAddress(): AddressInfo | undefined;
  /** The server's own metrics registry, undefined while metrics are off: what `/metrics` shows. */
  readonly metricsRegistry: Registry | undefined;
}

export interface ServerOptions {
  /** Where the request log and faults go; by default a JSON logger on stdout at `config.logLevel`. */
  logger?: Logger;
}

/**
 * Builds the whole service — keys, rate limits, RPC routes, JSON gateway, one-port listener and
 * the optional admin port — without listening yet, so tests can start it on port 0 and a caller
 * decides when to bind.
 */
export function createServer(config: ServerConfig, options: ServerOptions = {}): CashflowServer {
  const logger = options.logger ?? createLogger(config.logLevel);
  const entries: PlacedEntry[] = config.apiKeys.map((value, index) => ({ value, where: `CASHFLOW_API_KEYS entry ${index + 1}` }));
  if (config.apiKeysFile !== undefined) {
    const text = readSetting(config.apiKeysFile, "CASHFLOW_API_KEYS_FILE").toString("utf8");
    entries.push(...placedEntriesFromFile(text, `CASHFLOW_API_KEYS_FILE ${config.apiKeysFile}`));
  }
  const generatedKey = entries.length === 0 ? generateKey() : undefined;
  const keys = keyRingOf(generatedKey === undefined ? entries : [{ value: generatedKey, where: "the generated key" }]);

  const health = new HealthState();
  // One key check and one rate limit for every surface: a key's quota is the same whichever protocol it calls with.
  const rateLimiter = createRateLimiter(config, logger);
  const admission = { keys, rateLimiter };
  const gateway = createGateway({ admission, migrationUrl: config.migrationUrl, maxBodyBytes: config.maxBodyBytes, logger });
  // Run after the floods that leave much dead memory at once (see ./collect-garbage.ts); undefined,
  // and V8 left to collect at its own pace, when node was started without --expose-gc.
  const collectGarbage = garbageCollector();
  const rpc = createRpcHandler({
    routes: rpcRoutes({ health, logger, admission, interceptors: [recordingOutcome] }),
    // The same size limit as the gateway; an RPC over it fails with ResourceExhausted.
    maxBodyBytes: config.maxBodyBytes,
    logger,
    admission,
    streamingCalls: new StreamingCalls(config.capacity.maxStreamingCalls, config.capacity.maxStreamingCallsPerConnection, collectGarbage),
    streamIdleMs: config.timeouts.streamIdleMs,
  });
  const metrics = config.admin && createMetrics();
  // A cluster worker leaves the admin port to the primary, which sums every worker's metrics.
  if (metrics !== undefined && cluster.isWorker) reportToPrimary(metrics.registry);
  const admin =
    metrics === undefined || cluster.isWorker
      ? undefined
      : createAdminServer({ collect: () => metrics.registry.metrics(), contentType: metrics.registry.contentType });
  const tls = config.tls && {
    cert: readSetting(config.tls.certFile, "CASHFLOW_TLS_CERT"),
    key: readSetting(config.tls.keyFile, "CASHFLOW_TLS_KEY"),
  };
  const keylessRefusals = new KeylessRefusals(logger);
  const dispatcher = createDispatcher({ gateway, rpc, logger, metrics, requestDeadlineMs: config.timeouts.requestDeadlineMs, keylessRefusals });
  const listener = createListener(dispatcher, tls, config.timeouts, config.capacity.maxConnections, collectGarbage);

  return {
    async listen() {
      if (rateLimiter instanceof RedisRateLimiter) await rateLimiter.whenConnected();
      const address = await listener.listen(config.port, config.host);
      if (admin !== undefined && config.admin !== undefined) {
        logger.info({ url: metricsUrl(await listenAdmin(admin, config.admin.port, config.admin.host)) }, "metrics listening");
      }
      return address;
    },
    async close(drainMs = config.drainMs) {
      health.shutDown();
      // The admin port stays up through the drain, so the last scrape can see it.
      const outcome = await listener.close(drainMs);
      keylessRefusals.flush();
      if (rateLimiter instanceof RedisRateLimiter) await rateLimiter.close();
      if (admin?.listening) {
        const closed = new Promise<void>((resolve) => admin.close(() => resolve()));
        // A scraper's keep-alive connection would otherwise hold the close open until it times out.
        admin.closeAllConnections();
        await closed;
      }
      return outcome;
    },
    generatedKey,
    keyFingerprints: keys.fingerprints(),
    tls: tls !== undefined,
    health,
    adminAddress: () => (admin?.listening ? (admin.address() as AddressInfo) : undefined),
    metricsRegistry: metrics?.registry,
  };
}


/**
 * Where a key's buckets live: in Redis when several instances share it, else in the cluster's
 * primary when this is a worker (one limit for the instance, not one per worker), else here.
 */
function createRateLimiter(config: ServerConfig, logger: Logger): RateLimiter | undefined {
  if (config.rateLimit === undefined) return undefined;
  if (config.rateLimitRedisUrl !== undefined) return new RedisRateLimiter(config.rateLimit, config.rateLimitRedisUrl, logger);
  if (cluster.isWorker) return new ClusterRateLimiter(config.rateLimit);
  return new LocalRateLimiter(config.rateLimit);
}

/** The key ring, with an entry the server cannot use reported as the operator's configuration mistake. */
function keyRingOf(entries: readonly PlacedEntry[]): KeyRing {
  try {
    return KeyRing.fromPlacedEntries(entries);
  } catch (error) {
    if (error instanceof KeyEntryError) throw new ConfigError(error.message);
    throw error;
  }
}

function readSetting(path: string, variable: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    const reason = error instanceof Error && "code" in error ? String(error.code) : "unreadable";
    throw new ConfigError(`${variable}: cannot read ${path} (${reason}).`);
  }
}
