import type { AddressInfo } from "node:net";
import { loadConfig, type ServerConfig } from "../../src/server/config.js";
import { createServer, type CashflowServer, type ServerOptions } from "../../src/server/server.js";

export const TEST_KEY = "test-key-0123456789";

export interface RunningServer {
  server: CashflowServer;
  port: number;
  /** `http://127.0.0.1:<port>` (or https with TLS). */
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The real server on an ephemeral loopback port, configured as from an empty environment plus
 * `overrides`. Unless overridden, rate limiting is off (one test key sends many requests; the
 * limiter has tests of its own) and nothing is logged (tests that read the log pass a logger).
 */
export async function startServer(overrides: Partial<ServerConfig> = {}, options: ServerOptions = {}): Promise<RunningServer> {
  const config: ServerConfig = { ...loadConfig({}), port: 0, host: "127.0.0.1", apiKeys: [TEST_KEY], rateLimit: undefined, logLevel: "silent", ...overrides };
  const server = createServer(config, options);
  const address: AddressInfo = await server.listen();
  return {
    server,
    port: address.port,
    baseUrl: `${config.tls ? "https" : "http"}://127.0.0.1:${address.port}`,
    close: () => server.close(2_000).then(() => undefined),
  };
}
