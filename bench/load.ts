/**
 * The load generator of `npm run bench`, run as its own process so that its CPU is not charged to
 * the server under measurement. It keeps `concurrency` clients in a closed loop (each sends its next
 * request when the previous answer has fully arrived), first for a warm-up that is thrown away,
 * then for the measured phase, and prints one JSON line of figures.
 *
 * HTTP/1.1 clients share a keep-alive agent with one socket per client; gRPC clients each open
 * their own h2c session, as separate client processes would.
 *
 *   node dist/bench/load.js '<LoadSpec as JSON>'
 */
import { readFileSync } from "node:fs";
import * as http from "node:http";
import * as http2 from "node:http2";
import { performance } from "node:perf_hooks";

export interface LoadSpec {
  protocol: "http1" | "grpc";
  /** The server's address; 127.0.0.1 unless given (a server in another network namespace). */
  host?: string;
  port: number;
  /** Paths used in turn, request by request (one per analysis route, or one for the floor). */
  paths: string[];
  headers: Record<string, string>;
  /** File holding the exact request body (for gRPC, already framed). */
  bodyFile: string;
  concurrency: number;
  /** The warm-up lasts at least this long, and at least two requests per client, ... */
  warmupMs: number;
  /** ... and until this many requests are answered, all clients together, unless `warmupMaxMs` passes first. */
  warmupRequests: number;
  warmupMaxMs: number;
  durationMs: number;
  /** The measured phase also ends after this many requests, so slow rows stay short. */
  maxRequests: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  /** The first failure, for the report: status and the start of the body or gRPC message. */
  firstError: string | undefined;
  elapsedMs: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** Lines this process prints, one JSON object each: the parent samples server CPU at `measure`. */
export type LoadLine = { phase: "measure" } | { phase: "done"; result: LoadResult };

/** Sends one request as client number `client`; resolves with undefined on success, else what went wrong. */
type Send = (path: string, client: number) => Promise<string | undefined>;

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function http1Sender(spec: LoadSpec, body: Buffer): { send: Send; close(): void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.concurrency });
  const headers = { ...spec.headers, "content-length": String(body.length) };
  const send: Send = (path) =>
    new Promise((resolve) => {
      const req = http.request({ host: spec.host ?? "127.0.0.1", port: spec.port, method: "POST", path, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          resolve(res.statusCode === 200 ? undefined : `HTTP ${res.statusCode}: ${Buffer.concat(chunks).toString("utf8").slice(0, 300)}`);
        });
        res.on("error", (error) => resolve(`response error: ${error.message}`));
      });
      req.on("error", (error) => resolve(`request error: ${error.message}`));
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}

/**
 * gRPC over h2c: a unary call is one POST stream whose body is the framed message and whose status
 * comes in the trailers (or, for an immediate error, in the headers of a trailers-only answer).
 */
function grpcSender(spec: LoadSpec, body: Buffer): { send: Send; close(): void } {
  const sessions: http2.ClientHttp2Session[] = [];
  const session = (client: number) => {
    let current = sessions[client];
    if (current === undefined || current.destroyed || current.closed) {
      current = http2.connect(`http://${spec.host ?? "127.0.0.1"}:${spec.port}`);
      current.on("error", () => undefined); // surfaced through the stream's own error
      sessions[client] = current;
    }
    return current;
  };
  const send: Send = (path, client) =>
    new Promise((resolve) => {
      const stream = session(client).request({
        ":method": "POST",
        ":path": path,
        "content-type": "application/grpc",
        te: "trailers",
        ...spec.headers,
      });
      let status: string | undefined;
      let message = "";
      const chunks: Buffer[] = [];
      stream.on("response", (headers) => {
        if (headers["grpc-status"] !== undefined) status = String(headers["grpc-status"]);
        message = String(headers["grpc-message"] ?? "");
        if (headers[":status"] !== 200) status = `HTTP ${headers[":status"]}`;
      });
      stream.on("trailers", (trailers) => {
        status = String(trailers["grpc-status"]);
        message = String(trailers["grpc-message"] ?? "");
      });
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", (error) => resolve(`stream error: ${error.message}`));
      stream.on("close", () => {
        if (status !== "0") resolve(`grpc-status ${status}: ${decodeURIComponent(message).slice(0, 300)}`);
        else if (Buffer.concat(chunks).length < 5) resolve("grpc-status 0 without a response message");
        else resolve(undefined);
      });
      stream.end(body);
    });
  // Each client owns its session, so all of them are opened before the clock starts.
  for (let client = 0; client < spec.concurrency; client++) session(client);
  return { send, close: () => sessions.forEach((s) => s.close()) };
}

async function run(spec: LoadSpec): Promise<LoadResult> {
  const body = readFileSync(spec.bodyFile);
  const sender = spec.protocol === "grpc" ? grpcSender(spec, body) : http1Sender(spec, body);
  let issued = 0;
  const nextPath = () => spec.paths[issued++ % spec.paths.length]!;

  // Warm-up: the JIT, the connections and the heap settle. V8 optimises a function after a number
  // of calls, not of seconds, so a warm-up of fixed length would leave a slower server less warm
  // than a fast one; it also runs to a number of requests (see warmupRequests in ./service.ts).
  const warmupStart = performance.now();
  let warmedUp = 0;
  const warming = () => {
    const elapsed = performance.now() - warmupStart;
    return elapsed < spec.warmupMs || (warmedUp < spec.warmupRequests && elapsed < spec.warmupMaxMs);
  };
  await Promise.all(
    Array.from({ length: spec.concurrency }, async (_, client) => {
      for (let round = 0; round < 2 || warming(); round++) {
        const error = await sender.send(nextPath(), client);
        if (error !== undefined) throw new Error(`warm-up request failed: ${error}`);
        warmedUp++;
      }
    }),
  );

  emit({ phase: "measure" });
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let started = 0;
  const start = performance.now();
  const deadline = start + spec.durationMs;
  let lastDone = start;
  await Promise.all(
    Array.from({ length: spec.concurrency }, async (_, client) => {
      while (performance.now() < deadline && started < spec.maxRequests) {
        started++;
        const sent = performance.now();
        const error = await sender.send(nextPath(), client);
        lastDone = performance.now();
        if (error === undefined) latencies.push(lastDone - sent);
        else {
          errors++;
          firstError ??= error;
        }
      }
    }),
  );
  sender.close();
  const elapsedMs = lastDone - start;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    firstError,
    elapsedMs,
    requestsPerSecond: (latencies.length / elapsedMs) * 1000,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.at(-1) ?? Number.NaN,
  };
}

function emit(line: LoadLine): void {
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

run(JSON.parse(process.argv[2] ?? "{}") as LoadSpec).then(
  (result) => emit({ phase: "done", result }),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
