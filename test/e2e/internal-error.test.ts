import { Code, ConnectError, createClient } from "@connectrpc/connect";
import { createGrpcTransport } from "@connectrpc/connect-node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CashFlowService } from "../../gen/cashflow/v1/cashflow_pb.js";
import { ENVELOPE } from "../support/envelope.js";
import { postJson } from "../support/http.js";
import { startServer, TEST_KEY, type RunningServer } from "../support/server.js";

/**
 * A fault inside the engine (which never throws by contract, so it is forced here) reaches the
 * caller as 500 `internal` / Code.Internal with a fixed sentence: nothing of the error's text,
 * which here quotes the account id, reaches the wire or the log.
 */

vi.mock("../../src/analyses/index.js", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../src/analyses/index.js")>()),
  analyse: () => {
    throw new TypeError(`cannot read the book of ${ENVELOPE.account_id}`);
  },
}));

let running: RunningServer;
const logged: string[] = [];

beforeAll(async () => {
  running = await startServer();
  vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    logged.push(String(chunk));
    return true;
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await running.close();
});

describe("an unexpected fault", () => {
  it("is a 500 internal on the gateway, with no internals in the body", async () => {
    const response = await postJson(running.port, "/api/v1/cashflow-health-score", ENVELOPE, TEST_KEY);
    expect(response.status).toBe(500);
    expect(response.json).toEqual({
      error: "internal",
      message: expect.any(String),
      details: [],
      request_id: response.headers["x-request-id"],
    });
    expect(response.text).not.toContain(ENVELOPE.account_id);
    expect(response.text).not.toContain("TypeError");
  });

  it("is Code.Internal on RPC, with no internals in the message", async () => {
    const client = createClient(CashFlowService, createGrpcTransport({ baseUrl: running.baseUrl }));
    const error = await client.cashflowHealthScore({ accountId: ENVELOPE.account_id }, { headers: { authorization: `Bearer ${TEST_KEY}` } }).then(
      () => undefined,
      (reason: unknown) => ConnectError.from(reason),
    );
    expect(error?.code).toBe(Code.Internal);
    expect(error?.rawMessage).not.toContain(ENVELOPE.account_id);
  });

  it("is logged by class and stack frames only, never with the account id", () => {
    const lines = logged.filter((line) => line.includes("unexpected fault"));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) {
      expect(JSON.parse(line)).toMatchObject({ level: "error", error: "TypeError" });
      expect(line).not.toContain(ENVELOPE.account_id);
    }
  });
});
