import { AggregatorRegistry, type Registry } from "prom-client";
import type { Logger } from "../log/logger.js";
import { createAdminServer, listenAdmin, metricsUrl } from "./admin-server.js";

/**
 * Metrics with CASHFLOW_WORKERS above 1. Each worker counts its own requests, so a scrape of any
 * one worker would show a part of the traffic, and which part would change from scrape to scrape.
 * Instead the primary alone serves the admin port and answers each scrape with the sum over all
 * workers, which it asks for over the cluster's IPC channel (prom-client's AggregatorRegistry).
 */

/** In a worker: answer the primary's requests for metrics with this server's registry. */
export function reportToPrimary(registry: Registry): void {
  // Constructing an AggregatorRegistry is what installs the worker's listener for those requests.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}

/** In the primary: the admin port, showing every worker's metrics summed. */
export async function serveClusterMetrics(admin: { port: number; host: string }, logger: Logger): Promise<void> {
  const aggregator = new AggregatorRegistry();
  const server = createAdminServer({ collect: () => aggregator.clusterMetrics(), contentType: aggregator.contentType });
  const address = await listenAdmin(server, admin.port, admin.host);
  logger.info({ url: metricsUrl(address), workers_summed: true }, "metrics listening");
}
