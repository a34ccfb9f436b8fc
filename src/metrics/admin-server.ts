import * as http from "node:http";
import type { AddressInfo } from "node:net";

/** What `/metrics` shows: a registry's text, or in a cluster's primary the sum over its workers. */
export interface MetricsSource {
  /** The Prometheus text format, collected at the time of the scrape. */
  collect(): Promise<string>;
  contentType: string;
}

/**
 * The admin port's server: `GET /metrics` in the Prometheus text format and nothing else. It is a
 * separate port so the metrics need no API key yet are not reachable through the public port, and
 * a scrape never queues behind analysis traffic on the same connections.
 */
export function createAdminServer(source: MetricsSource): http.Server {
  return http.createServer((req, res) => {
    const path = (req.url ?? "").split("?", 1)[0];
    if (path !== "/metrics") return sendText(res, 404, "Not found. Metrics are at GET /metrics.\n");
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("allow", "GET, HEAD");
      return sendText(res, 405, "Only GET and HEAD are supported on /metrics.\n");
    }
    source.collect().then(
      (text) => {
        res.writeHead(200, { "content-type": source.contentType, "cache-control": "no-store" });
        res.end(req.method === "HEAD" ? undefined : text);
      },
      () => sendText(res, 500, "The metrics could not be collected.\n"),
    );
  });
}

export function listenAdmin(admin: http.Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    admin.once("error", reject);
    admin.listen(port, host, () => {
      admin.off("error", reject);
      resolve(admin.address() as AddressInfo);
    });
  });
}

/** The address as a URL for the startup line, with IPv6 hosts in brackets. */
export function metricsUrl(address: AddressInfo): string {
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}/metrics`;
}

function sendText(res: http.ServerResponse, status: number, text: string): void {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8" });
  res.end(text);
}
