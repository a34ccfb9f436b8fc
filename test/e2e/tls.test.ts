import { readFileSync } from "node:fs";
import * as http2 from "node:http2";
import * as https from "node:https";
import type { TLSSocket } from "node:tls";
import { createClient } from "@connectrpc/connect";
import { createConnectTransport, createGrpcTransport } from "@connectrpc/connect-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CashFlowService } from "../../gen/cashflow/v1/cashflow_pb.js";
import { Health, HealthCheckResponse_ServingStatus } from "../../gen/grpc/health/v1/health_pb.js";
import { ENVELOPE } from "../support/envelope.js";
import { startServer, TEST_KEY, type RunningServer } from "../support/server.js";
import { h2Exchange } from "../support/h2.js";

/** With CASHFLOW_TLS_CERT and CASHFLOW_TLS_KEY the one port speaks TLS: h2 and HTTP/1.1 by ALPN. */

const certFile = "test/support/tls/cert.pem";
const ca = readFileSync(certFile);
let running: RunningServer;

beforeAll(async () => {
  running = await startServer({ tls: { certFile, keyFile: "test/support/tls/key.pem" } });
});
afterAll(() => running.close());

function httpsPost(alpn: string[] | undefined): Promise<{ status: number; protocol: string | false | null; body: any }> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: "127.0.0.1",
        port: running.port,
        method: "POST",
        path: "/api/v1/cashflow-health-score",
        ca,
        servername: "localhost",
        agent: false,
        ...(alpn ? { ALPNProtocols: alpn } : {}),
        headers: { authorization: `Bearer ${TEST_KEY}`, "content-type": "application/json" },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, protocol: (res.socket as TLSSocket).alpnProtocol, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(ENVELOPE));
  });
}

describe("TLS", () => {
  it("serves the JSON gateway over HTTP/1.1 chosen by ALPN, and to clients that offer no ALPN", async () => {
    const negotiated = await httpsPost(["http/1.1"]);
    expect(negotiated.protocol).toBe("http/1.1");
    expect(negotiated.status).toBe(200);
    expect(negotiated.body.endpoint).toBe("cashflow-health-score");
    const plain = await httpsPost(undefined);
    expect(plain.status).toBe(200);
  });

  it("serves the JSON gateway over h2 chosen by ALPN", async () => {
    const session = http2.connect(`https://localhost:${running.port}`, { ca });
    try {
      const { status, body } = await h2Exchange(
        session,
        { ":path": "/api/v1/cashflow-health-score", authorization: `Bearer ${TEST_KEY}`, "content-type": "application/json" },
        [JSON.stringify(ENVELOPE)],
        true,
      );
      expect(session.alpnProtocol).toBe("h2");
      expect(status).toBe(200);
      expect(JSON.parse(body.toString()).account_id).toBe(ENVELOPE.account_id);
    } finally {
      session.close();
    }
  });

  it("serves gRPC over h2 and Connect over HTTP/1.1", async () => {
    const baseUrl = `https://localhost:${running.port}`;
    const grpcTransport = createGrpcTransport({ baseUrl, nodeOptions: { ca } });
    expect((await createClient(Health, grpcTransport).check({})).status).toBe(HealthCheckResponse_ServingStatus.SERVING);
    const connect = createClient(CashFlowService, createConnectTransport({ baseUrl, httpVersion: "1.1", nodeOptions: { ca } }));
    const response = await connect.distressEarlyWarning({ accountId: "acct-tls", balances: { currentMinor: 1000n, asOf: "2024-03-31" } }, {
      headers: { authorization: `Bearer ${TEST_KEY}` },
    });
    expect(response.endpoint).toBe("distress-early-warning");
  });
});
