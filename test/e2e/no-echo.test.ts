import * as http2 from "node:http2";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grpcStatusOf, h2Exchange } from "../support/h2.js";
import { grpcFrame } from "../support/held.js";
import { postJson, request } from "../support/http.js";
import { startServer, TEST_KEY, type RunningServer } from "../support/server.js";

/**
 * No error message repeats a value from the request, on any surface: an error is shown to whoever
 * sent the request, but also lands in client logs, proxies and bug reports. Malformed values are
 * named by their field (the FieldViolations detail, the gateway's `details`), never quoted.
 */

const SECRET = "12x34-SECRET";
const BODY = JSON.stringify({ account_id: "acme", balances: { current_minor: SECRET }, transactions: [{ date: "2024-01-01", amount_minor: `99-${SECRET}` }] });
const PATH = "/cashflow.v1.CashFlowService/CashflowHealthScore";
const AUTH = { authorization: `Bearer ${TEST_KEY}` };

let running: RunningServer;
beforeAll(async () => {
  running = await startServer();
});
afterAll(() => running.close());

describe("errors never quote the request", () => {
  it("on the JSON gateway", async () => {
    const answer = await postJson(running.port, "/api/v1/cashflow-health-score", JSON.parse(BODY), TEST_KEY);
    expect(answer.status).toBe(400);
    expect(answer.text).not.toContain("SECRET");
    expect(answer.json.details.map((d: { field: string }) => d.field)).toEqual(["balances.current_minor", "transactions[0].amount_minor"]);
  });

  for (const [name, headers, body] of [
    ["Connect JSON", { "content-type": "application/json" }, BODY],
    ["Connect JSON compressed", { "content-type": "application/json", "content-encoding": "gzip" }, gzipSync(BODY)],
  ] as const) {
    it(`on ${name}`, async () => {
      const answer = await request(running.port, { path: PATH, headers: { ...AUTH, ...headers, "connect-protocol-version": "1" }, body });
      expect(answer.status).toBe(400);
      expect(answer.json.code).toBe("invalid_argument");
      expect(answer.text).not.toContain("SECRET");
      // The FieldViolations detail names the fields, as the gateway's details do.
      expect(answer.json.message).toContain("balances.current_minor");
    });
  }

  it("on gRPC with the JSON codec, and with protobuf bytes that do not parse", async () => {
    const session = http2.connect(running.baseUrl);
    try {
      const json = await h2Exchange(session, { ":path": PATH, ...AUTH, "content-type": "application/grpc+json", te: "trailers" }, [grpcFrame(Buffer.from(BODY))], true);
      expect(grpcStatusOf(json)).toBe(3);
      expect(decodeURIComponent(String(json.trailers["grpc-message"] ?? json.headers["grpc-message"]))).not.toContain("SECRET");
      // Field 1 (account_id) as a string whose length runs past the end: not a message, whatever it says.
      const garbage = Buffer.concat([Buffer.from([0x0a, 0x7f]), Buffer.from(SECRET)]);
      const binary = await h2Exchange(session, { ":path": PATH, ...AUTH, "content-type": "application/grpc", te: "trailers" }, [grpcFrame(garbage)], true);
      expect(grpcStatusOf(binary)).toBe(3);
      expect(decodeURIComponent(String(binary.trailers["grpc-message"] ?? binary.headers["grpc-message"]))).not.toContain("SECRET");
    } finally {
      session.close();
    }
  });
});
