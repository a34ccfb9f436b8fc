import * as http from "node:http";
import * as http2 from "node:http2";
import { performance } from "node:perf_hooks";

/**
 * The soak's clients: closed loops (each sends its next request once the previous answer has fully
 * arrived) over the JSON gateway on HTTP/1.1 keep-alive connections, and over gRPC and Connect JSON
 * on shared h2c sessions, as a gRPC channel multiplexes its calls. Every answer is checked, not
 * just its status: a 200 must carry an analysis.
 */

export type Protocol = "gateway" | "grpc" | "connect";

export interface Call {
  path: string;
  body: Buffer;
}

export interface Outcome {
  protocol: Protocol;
  /** When the request started, in performance.now() milliseconds. */
  startedMs: number;
  durationMs: number;
  /** Undefined for a good answer; otherwise what was wrong with it. */
  error: string | undefined;
}

export interface ClientOptions {
  port: number;
  key: string;
  /** The calls this client sends in turn. */
  calls: readonly Call[];
  /** The client stops starting requests once this returns true. */
  stopped: () => boolean;
  record: (outcome: Outcome) => void;
}

export async function runGatewayClient(agent: http.Agent, options: ClientOptions): Promise<void> {
  const headers = { authorization: `Bearer ${options.key}`, "content-type": "application/json" };
  for (let turn = 0; !options.stopped(); turn++) {
    const call = options.calls[turn % options.calls.length]!;
    await timed(options, "gateway", () => postHttp1(agent, options.port, call, headers).then(checkJsonAnswer));
  }
}

export async function runH2Client(protocol: "grpc" | "connect", sessions: SessionPool, options: ClientOptions): Promise<void> {
  const headers: Record<string, string> =
    protocol === "grpc"
      ? { authorization: `Bearer ${options.key}`, "content-type": "application/grpc", te: "trailers" }
      : { authorization: `Bearer ${options.key}`, "content-type": "application/json", "connect-protocol-version": "1" };
  for (let turn = 0; !options.stopped(); turn++) {
    const call = options.calls[turn % options.calls.length]!;
    await timed(options, protocol, async () => {
      const answer = await postHttp2(sessions.next(), call, headers);
      return protocol === "grpc" ? checkGrpcAnswer(answer) : checkJsonAnswer(answer);
    });
  }
}

/** A few h2c sessions shared by the HTTP/2 clients, replaced if the server closes one. */
export class SessionPool {
  private readonly sessions: (http2.ClientHttp2Session | undefined)[];
  private turn = 0;

  constructor(
    private readonly port: number,
    size: number,
  ) {
    this.sessions = Array.from({ length: size }, () => undefined);
  }

  next(): http2.ClientHttp2Session {
    const index = this.turn++ % this.sessions.length;
    let session = this.sessions[index];
    if (session === undefined || session.closed || session.destroyed) {
      session = http2.connect(`http://127.0.0.1:${this.port}`);
      // A failed session fails its streams, which are counted as errors there.
      session.on("error", () => {});
      this.sessions[index] = session;
    }
    return session;
  }

  close(): void {
    for (const session of this.sessions) session?.close();
  }
}

interface Answer {
  status: number;
  body: Buffer;
  grpcStatus?: string | undefined;
}

async function timed(options: ClientOptions, protocol: Protocol, send: () => Promise<string | undefined>): Promise<void> {
  const startedMs = performance.now();
  let error: string | undefined;
  try {
    error = await send();
  } catch (failure) {
    error = failure instanceof Error ? `${failure.name}: ${failure.message}` : String(failure);
  }
  options.record({ protocol, startedMs, durationMs: performance.now() - startedMs, error });
}

function postHttp1(agent: http.Agent, port: number, call: Call, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method: "POST", path: call.path, agent, headers: { ...headers, "content-length": String(call.body.length) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(call.body);
  });
}

function postHttp2(session: http2.ClientHttp2Session, call: Call, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ":method": "POST", ":path": call.path, ...headers });
    let status = 0;
    let grpcStatus: string | undefined;
    const chunks: Buffer[] = [];
    stream.on("response", (received) => {
      status = Number(received[":status"]);
      if (received["grpc-status"] !== undefined) grpcStatus = String(received["grpc-status"]);
    });
    stream.on("trailers", (trailers) => (grpcStatus = String(trailers["grpc-status"])));
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => resolve({ status, body: Buffer.concat(chunks), grpcStatus }));
    stream.on("error", reject);
    stream.end(call.body);
  });
}

function checkJsonAnswer(answer: Answer): string | undefined {
  if (answer.status !== 200) return `HTTP ${answer.status}: ${answer.body.subarray(0, 160).toString("utf8")}`;
  try {
    return "structured" in (JSON.parse(answer.body.toString("utf8")) as object) ? undefined : "200 without an analysis";
  } catch {
    return "200 with a body that is not JSON";
  }
}

function checkGrpcAnswer(answer: Answer): string | undefined {
  if (answer.status !== 200) return `HTTP ${answer.status}`;
  if (answer.grpcStatus !== "0") return `grpc-status ${answer.grpcStatus}`;
  // One length-prefixed message: the 5-byte prefix and a non-empty analysis.
  return answer.body.length > 5 && answer.body.readUInt32BE(1) === answer.body.length - 5 ? undefined : "gRPC answer without one whole message";
}
