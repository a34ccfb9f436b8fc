import * as http2 from "node:http2";
import * as net from "node:net";
import * as tls from "node:tls";
import { fromJson, toBinary, type JsonValue } from "@bufbuild/protobuf";
import { Code, createClient, type Transport } from "@connectrpc/connect";
import { createConnectTransport, createGrpcTransport, createGrpcWebTransport } from "@connectrpc/connect-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnalysisRequestSchema, CashFlowService, FieldViolationsSchema } from "../../gen/cashflow/v1/cashflow_pb.js";
import { Health, HealthCheckResponse_ServingStatus } from "../../gen/grpc/health/v1/health_pb.js";
import { loadConfig } from "../../src/server/config.js";
import { ENVELOPE, STABLE_ENVELOPE } from "../support/envelope.js";
import { grpcStatusOf, h2Exchange } from "../support/h2.js";
import { postJson } from "../support/http.js";
import { jsonOf, rawExchange, statusOf } from "../support/raw.js";
import { startServer, TEST_KEY, type RunningServer } from "../support/server.js";
import { rejection } from "../support/rpc-errors.js";

/**
 * The service's limits against the real server, each surface in turn: the body size on the
 * RPC surfaces (the gateway's 413 is in gateway.test.ts), the domain's counts and lengths as
 * 400 / InvalidArgument, the request deadline, and the connection timeouts. Limits are set small
 * through the config so every test is quick; waits are generous so none depends on timing.
 */

/** The configured defaults, so a test changes only the timeouts it is about. */
const DEFAULT_TIMEOUTS = loadConfig({}).timeouts;
const withKey = { headers: { authorization: `Bearer ${TEST_KEY}` } };
const requestOf = (envelope: unknown) => fromJson(AnalysisRequestSchema, JSON.parse(JSON.stringify(envelope)) as JsonValue);
/** About 20 KiB as protobuf: far over a 1 KiB limit, but a valid envelope. */
const LARGE = requestOf({
  ...ENVELOPE,
  transactions: Array.from({ length: 300 }, (_, day) => ({ date: "2024-03-04", amount_minor: 100 + day, description: `Invoice ${day} for services rendered` })),
});

function grpcFrame(message: Uint8Array): Buffer {
  const frame = Buffer.alloc(5 + message.length);
  frame.writeUInt32BE(message.length, 1);
  frame.set(message, 5);
  return frame;
}

describe("the body size limit on the RPC surfaces", () => {
  let small: RunningServer;
  beforeAll(async () => {
    small = await startServer({ maxBodyBytes: 1024 });
  });
  afterAll(() => small.close());

  const transports: Record<string, () => Transport> = {
    "gRPC over h2c": () => createGrpcTransport({ baseUrl: small.baseUrl }),
    "gRPC-Web over HTTP/1.1": () => createGrpcWebTransport({ baseUrl: small.baseUrl, httpVersion: "1.1" }),
    "gRPC-Web over h2c": () => createGrpcWebTransport({ baseUrl: small.baseUrl, httpVersion: "2" }),
    "Connect binary over HTTP/1.1": () => createConnectTransport({ baseUrl: small.baseUrl, httpVersion: "1.1" }),
    "Connect JSON over h2c": () => createConnectTransport({ baseUrl: small.baseUrl, httpVersion: "2", useBinaryFormat: false }),
  };
  for (const [name, transport] of Object.entries(transports)) {
    it(`is ResourceExhausted over ${name}, and the next call succeeds`, async () => {
      const client = createClient(CashFlowService, transport());
      const error = await rejection(client.cashflowHealthScore(LARGE, withKey));
      expect(error.code).toBe(Code.ResourceExhausted);
      const answer = await client.liquidityRunoutForecast(requestOf(STABLE_ENVELOPE), withKey);
      expect(answer.accountId).toBe(STABLE_ENVELOPE.account_id);
    });
  }

  it("refuses from Content-Length before any of the body is sent (Connect over HTTP/1.1)", async () => {
    const head = `POST /cashflow.v1.CashFlowService/CashflowHealthScore HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${TEST_KEY}\r\nContent-Type: application/proto\r\nContent-Length: 10485760\r\n\r\n`;
    const { text, closedByServer } = await rawExchange(small.port, [head]);
    expect(statusOf(text)).toBe(429); // Connect's HTTP status for resource_exhausted
    expect(jsonOf(text)).toMatchObject({ code: "resource_exhausted" });
    expect(closedByServer).toBe(true);
  });

  it("refuses from Content-Length before any of the body is sent (gRPC-Web over HTTP/1.1)", async () => {
    const head = `POST /cashflow.v1.CashFlowService/CashflowHealthScore HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${TEST_KEY}\r\nContent-Type: application/grpc-web+proto\r\nContent-Length: 10485760\r\n\r\n`;
    const { text, closedByServer } = await rawExchange(small.port, [head]);
    expect(statusOf(text)).toBe(200);
    expect(text).toContain(`grpc-status: ${Code.ResourceExhausted}`);
    expect(closedByServer).toBe(true);
  });

  it("over gRPC, answers a message far beyond the flow-control window at once and resets only that stream", async () => {
    const session = http2.connect(small.baseUrl);
    try {
      const headers = { ":path": "/cashflow.v1.CashFlowService/CashflowHealthScore", "content-type": "application/grpc", te: "trailers", authorization: `Bearer ${TEST_KEY}` };
      const huge = grpcFrame(Buffer.alloc(512 * 1024));
      const answer = await h2Exchange(session, headers, [huge], false);
      expect(grpcStatusOf(answer)).toBe(Code.ResourceExhausted);
      const next = await h2Exchange(session, headers, [grpcFrame(toBinary(AnalysisRequestSchema, requestOf(STABLE_ENVELOPE)))], true);
      expect(grpcStatusOf(next)).toBe(0);
    } finally {
      session.destroy();
    }
  });
});

describe("counts and lengths of the request envelope, on every surface", () => {
  let running: RunningServer;
  beforeAll(async () => {
    running = await startServer();
  });
  afterAll(() => running.close());

  const tooMany = { ...ENVELOPE, ar_aging: { buckets: Array.from({ length: 10_001 }, () => ({ bucket: "current", amount_minor: 1 })) } };
  const tooLong = { ...ENVELOPE, account_id: "a".repeat(129), transactions: [{ date: "2024-03-04", amount_minor: 5, description: "d".repeat(257) }] };

  it("is 400 invalid_request on the gateway, naming the list or the field", async () => {
    const many = await postJson(running.port, "/api/v1/ar-aging-accelerator", tooMany, TEST_KEY);
    expect(many.status).toBe(400);
    expect(many.json).toMatchObject({ error: "invalid_request", details: [{ field: "ar_aging.buckets", issue: expect.stringMatching(/at most 10,000/) }] });
    const long = await postJson(running.port, "/api/v1/cashflow-health-score", tooLong, TEST_KEY);
    expect(long.status).toBe(400);
    expect(long.json.details.map((detail: { field: string }) => detail.field)).toEqual(["account_id", "transactions[0].description"]);
  });

  it("is InvalidArgument with the same FieldViolations over gRPC and Connect", async () => {
    for (const transport of [createGrpcTransport({ baseUrl: running.baseUrl }), createConnectTransport({ baseUrl: running.baseUrl, httpVersion: "1.1" })]) {
      const client = createClient(CashFlowService, transport);
      const many = await rejection(client.arAgingAccelerator(requestOf(tooMany), withKey));
      expect(many.code).toBe(Code.InvalidArgument);
      expect(many.findDetails(FieldViolationsSchema)[0]?.violations.map((v) => v.field)).toEqual(["ar_aging.buckets"]);
      const long = await rejection(client.cashflowHealthScore(requestOf(tooLong), withKey));
      expect(long.code).toBe(Code.InvalidArgument);
      expect(long.findDetails(FieldViolationsSchema)[0]?.violations.map((v) => v.field)).toEqual(["account_id", "transactions[0].description"]);
    }
  });
});

describe("the request deadline", () => {
  let running: RunningServer;
  const DEADLINE_MS = 300;
  beforeAll(async () => {
    running = await startServer({ timeouts: { ...DEFAULT_TIMEOUTS, requestDeadlineMs: DEADLINE_MS } });
  });
  afterAll(() => running.close());

  const partialBody = JSON.stringify(ENVELOPE).slice(0, 40);

  it("answers a gateway body that stops arriving with 503 unavailable, and closes the HTTP/1.1 connection", async () => {
    const head = `POST /api/v1/cashflow-health-score HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${TEST_KEY}\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n`;
    const { text, closedByServer } = await rawExchange(running.port, [head, partialBody]);
    expect(statusOf(text)).toBe(503);
    expect(jsonOf(text)).toMatchObject({ error: "unavailable", message: expect.stringMatching(/deadline/) });
    expect(closedByServer).toBe(true);
  });

  it("answers the same over HTTP/2, resetting only that stream", async () => {
    const session = http2.connect(running.baseUrl);
    try {
      const headers = { ":path": "/api/v1/cashflow-health-score", authorization: `Bearer ${TEST_KEY}`, "content-type": "application/json" };
      const answer = await h2Exchange(session, headers, [partialBody], false);
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body.toString()).error).toBe("unavailable");
      const next = await h2Exchange(session, headers, [JSON.stringify(STABLE_ENVELOPE)], true);
      expect(next.status).toBe(200);
    } finally {
      session.destroy();
    }
  });

  it("is DeadlineExceeded for a unary RPC over gRPC", async () => {
    const session = http2.connect(running.baseUrl);
    try {
      const frame = grpcFrame(toBinary(AnalysisRequestSchema, requestOf(ENVELOPE)));
      const headers = { ":path": "/cashflow.v1.CashFlowService/CashflowHealthScore", "content-type": "application/grpc", te: "trailers", authorization: `Bearer ${TEST_KEY}` };
      const answer = await h2Exchange(session, headers, [frame.subarray(0, 20)], false);
      expect(grpcStatusOf(answer)).toBe(Code.DeadlineExceeded);
    } finally {
      session.destroy();
    }
  });

  it("is deadline_exceeded (HTTP 504) for a unary RPC over Connect on HTTP/1.1", async () => {
    const head = `POST /cashflow.v1.CashFlowService/CashflowHealthScore HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${TEST_KEY}\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n`;
    const { text, closedByServer } = await rawExchange(running.port, [head, partialBody]);
    expect(statusOf(text)).toBe(504);
    expect(jsonOf(text)).toMatchObject({ code: "deadline_exceeded" });
    expect(closedByServer).toBe(true);
  });

  it("does not cut a streaming call that outlives it: a health Watch stays open", async () => {
    const health = createClient(Health, createGrpcTransport({ baseUrl: running.baseUrl }));
    const stop = new AbortController();
    const stream = health.watch({ service: "" }, { signal: stop.signal })[Symbol.asyncIterator]();
    expect((await stream.next()).value?.status).toBe(HealthCheckResponse_ServingStatus.SERVING);
    const quiet = new Promise((resolve) => setTimeout(() => resolve("still open"), DEADLINE_MS * 4));
    expect(await Promise.race([stream.next().then(() => "ended", () => "failed"), quiet])).toBe("still open");
    stop.abort();
  });
});

describe("connection timeouts", () => {
  const TIMEOUTS = { headersMs: 300, requestMs: 600, firstByteMs: 300, keepAliveMs: 300 };
  let running: RunningServer;
  let secure: RunningServer;
  beforeAll(async () => {
    running = await startServer({ timeouts: { ...DEFAULT_TIMEOUTS, ...TIMEOUTS } });
    const fixture = (name: string) => new URL(`../support/tls/${name}`, import.meta.url).pathname;
    secure = await startServer({ timeouts: { ...DEFAULT_TIMEOUTS, ...TIMEOUTS }, tls: { certFile: fixture("cert.pem"), keyFile: fixture("key.pem") } });
  });
  afterAll(async () => {
    await running.close();
    await secure.close();
  });

  /** Opens a TCP connection, writes `parts`, and resolves with what came back once the server closes it. */
  function closedAfter(port: number, parts: string[]) {
    return rawExchange(port, parts, 5_000);
  }

  it("closes a connection that never sends a byte (cleartext)", async () => {
    const { text, closedByServer } = await closedAfter(running.port, []);
    expect(closedByServer).toBe(true);
    expect(text).toBe("");
  });

  it("closes a connection that never starts its TLS handshake", async () => {
    const closed = await new Promise<boolean>((resolve) => {
      const socket = net.connect(secure.port, "127.0.0.1");
      const timer = setTimeout(() => {
        socket.destroy();
        resolve(false);
      }, 5_000);
      socket.on("error", () => {});
      socket.on("close", () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    expect(closed).toBe(true);
  });

  it("answers 408 and closes when the request headers never finish", async () => {
    const { text, closedByServer } = await closedAfter(running.port, ["POST /api/v1/cashflow-health-score HTTP/1.1\r\nHost: localhost\r\n"]);
    expect(statusOf(text)).toBe(408);
    expect(closedByServer).toBe(true);
  });

  it("answers 408 and closes when the request body is still arriving after the request timeout", async () => {
    const head = `POST /api/v1/cashflow-health-score HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${TEST_KEY}\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n`;
    const { text, closedByServer } = await closedAfter(running.port, [head, "{"]);
    expect(statusOf(text)).toBe(408);
    expect(closedByServer).toBe(true);
  });

  it("applies the header timeout to HTTP/1.1 inside TLS too", async () => {
    const text = await new Promise<string>((resolve, reject) => {
      const socket = tls.connect({ host: "127.0.0.1", port: secure.port, ALPNProtocols: ["http/1.1"], rejectUnauthorized: false });
      let received = "";
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new Error(`not closed; received ${JSON.stringify(received)}`));
      }, 5_000);
      socket.on("secureConnect", () => socket.write("POST /api/v1/cashflow-health-score HTTP/1.1\r\nHost: localhost\r\n"));
      socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
      socket.on("error", () => {});
      socket.on("close", () => {
        clearTimeout(timer);
        resolve(received);
      });
    });
    expect(statusOf(text)).toBe(408);
  });

  it("closes an idle HTTP/1.1 keep-alive connection", async () => {
    const { text, closedByServer } = await closedAfter(running.port, ["GET /no-such-path HTTP/1.1\r\nHost: localhost\r\n\r\n"]);
    expect(statusOf(text)).toBe(404);
    expect(closedByServer).toBe(true);
  });

  it("closes an idle HTTP/2 session, and keeps one with an open stream", async () => {
    const idle = http2.connect(running.baseUrl);
    const busy = http2.connect(running.baseUrl);
    idle.on("error", () => {});
    try {
      const idleClosed = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), 5_000);
        idle.once("close", () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      // The busy session carries a health Watch, which stays open and quiet between status changes.
      const watch = busy.request({ ":method": "POST", ":path": "/grpc.health.v1.Health/Watch", "content-type": "application/grpc", te: "trailers" });
      watch.on("error", () => {});
      watch.write(grpcFrame(new Uint8Array()));
      expect(await idleClosed).toBe(true);
      // Several idle periods later, the session with the open stream is still there.
      await new Promise((resolve) => setTimeout(resolve, TIMEOUTS.keepAliveMs * 4));
      expect(busy.closed || busy.destroyed).toBe(false);
      watch.close();
    } finally {
      idle.destroy();
      busy.destroy();
    }
  });
});
