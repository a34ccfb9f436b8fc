import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { connectNodeAdapter } from "@connectrpc/connect-node";
import { entriesFromFile, generateKey, KeyRing } from "../auth/keys.js";
import { createGateway } from "../gateway/gateway.js";
import { HealthState } from "../rpc/health.js";
import { rpcRoutes } from "../rpc/routes.js";
import { ConfigError, type ServerConfig } from "./config.js";
import { createDispatcher } from "./dispatch.js";
import { createListener, type HttpResponse } from "./listener.js";

export interface CashflowServer {
  /** Starts listening on the configured host and port; resolves with the bound address. */
  listen(): Promise<AddressInfo>;
  /**
   * Reports NOT_SERVING, ends health watches, stops accepting, lets requests in flight finish and
   * resolves once every connection is closed (those still open after `drainMs` are destroyed).
   */
  close(drainMs?: number): Promise<void>;
  /** The key made at start when none was configured; the caller prints it once. */
  readonly generatedKey: string | undefined;
  /** The accepted keys' short fingerprints, for a startup line that names no key. */
  readonly keyFingerprints: readonly string[];
  /** Whether the port speaks TLS (h2 and HTTP/1.1 by ALPN) rather than cleartext HTTP/1.1 and h2c. */
  readonly tls: boolean;
  /** The serving status reported by grpc.health.v1. */
  readonly health: HealthState;
}

/** Ten seconds lets a 16 MiB request on a slow link finish, and bounds how long shutdown can take. */
const DEFAULT_DRAIN_MS = 10_000;

/**
 * Builds the whole service — keys, RPC routes, JSON gateway, one-port listener — without
 * listening yet, so tests can start it on port 0 and a caller decides when to bind.
 */
export function createServer(config: ServerConfig): CashflowServer {
  const entries = [...config.apiKeys];
  if (config.apiKeysFile !== undefined) {
    entries.push(...entriesFromFile(readSetting(config.apiKeysFile, "CASHFLOW_API_KEYS_FILE").toString("utf8")));
  }
  const generatedKey = entries.length === 0 ? generateKey() : undefined;
  const keys = KeyRing.fromEntries(generatedKey === undefined ? entries : [generatedKey], "API key");

  const health = new HealthState();
  const gateway = createGateway({ keys, migrationUrl: config.migrationUrl, maxBodyBytes: config.maxBodyBytes });
  const rpc = connectNodeAdapter({
    routes: rpcRoutes(keys, health),
    // The same size limit as the gateway; an RPC over it fails with ResourceExhausted.
    readMaxBytes: config.maxBodyBytes,
    // Connect's JSON speaks the seed's field names and shows every field, like the gateway, and
    // ignores unknown fields so one body fits every method (seed rule 2).
    jsonOptions: { useProtoFieldName: true, alwaysEmitImplicit: true, ignoreUnknownFields: true },
    fallback: (req, res) => gateway.notFound(req, res as HttpResponse, String(res.getHeader("x-request-id"))),
  });
  const tls = config.tls && {
    cert: readSetting(config.tls.certFile, "CASHFLOW_TLS_CERT"),
    key: readSetting(config.tls.keyFile, "CASHFLOW_TLS_KEY"),
  };
  const listener = createListener(createDispatcher(gateway, rpc), tls);

  return {
    listen: () => listener.listen(config.port, config.host),
    close(drainMs = DEFAULT_DRAIN_MS) {
      health.shutDown();
      return listener.close(drainMs);
    },
    generatedKey,
    keyFingerprints: keys.fingerprints(),
    tls: tls !== undefined,
    health,
  };
}

function readSetting(path: string, variable: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    const reason = error instanceof Error && "code" in error ? String(error.code) : "unreadable";
    throw new ConfigError(`${variable}: cannot read ${path} (${reason}).`);
  }
}
