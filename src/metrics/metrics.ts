import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { droppedLogLines } from "../log/log-writer.js";
import type { Surface } from "../log/request-context.js";

/**
 * The service's Prometheus metrics, in a registry of its own rather than prom-client's global one,
 * so several servers in one process (as in the tests) each count only their own requests. Labels
 * are the request context's fixed names, never client text, so the number of series is bounded:
 * a few surfaces × (the 8 gateway routes, the RPC methods, `retired`, `unmatched`) × a few outcomes.
 */
export interface ServiceMetrics {
  readonly registry: Registry;
  requestStarted(surface: Surface): void;
  requestFinished(labels: { surface: Surface; route: string; status: string; outcome: string }, seconds: number): void;
}

/**
 * Latency buckets in seconds: an analysis of a small book takes milliseconds, a 16 MiB one on a
 * slow link up to the request deadline (30 s by default).
 */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function createMetrics(): ServiceMetrics {
  const registry = new Registry();
  // Process metrics (CPU, memory, event-loop lag, GC) under their standard names, for stock dashboards.
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "cashflow_requests_total",
    help: "Requests answered, by surface, route, HTTP status and outcome (ok, a gateway error code or an RPC code).",
    labelNames: ["surface", "route", "status", "outcome"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "cashflow_request_duration_seconds",
    help: "Time from a request's arrival to the end of its response, by surface and route.",
    labelNames: ["surface", "route"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: "cashflow_requests_in_flight",
    help: "Requests arrived and not yet answered, by surface.",
    labelNames: ["surface"] as const,
    registers: [registry],
  });
  new Counter({
    name: "cashflow_log_lines_dropped_total",
    help: "Log lines not written because stdout failed (a full disk) or was not taking them (a pipe nobody reads); the service answers on.",
    registers: [registry],
    collect() {
      // The writer keeps the count; a scrape reads it.
      this.reset();
      this.inc(droppedLogLines());
    },
  });
  return {
    registry,
    requestStarted(surface) {
      inFlight.inc({ surface });
    },
    requestFinished({ surface, route, status, outcome }, seconds) {
      inFlight.dec({ surface });
      requests.inc({ surface, route, status, outcome });
      duration.observe({ surface, route }, seconds);
    },
  };
}
