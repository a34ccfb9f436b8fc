import { Code, ConnectError, createClient } from "@connectrpc/connect";
import { createGrpcTransport } from "@connectrpc/connect-node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CashFlowService } from "../../gen/cashflow/v1/cashflow_pb.js";
import { ENVELOPE } from "../support/envelope.js";
import { postJson } from "../support/http.js";
import { captureLog } from "../support/log-capture.js";
import { startServer, TEST_KEY, type RunningServer } from "../support/server.js";

/**
 * A fault inside the engine (which never throws by contract, so it is forced here) reaches the
 * caller as 500 `internal` / Code.Internal with a fixed sentence: nothing of the error's text,
 * which here quotes the account id, reaches the wire or the log.
 */

vi.mock("../../src/engine/index.js", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../src/engine/index.js")>()),
  analyse: () => {
    throw new TypeError(`cannot read the book of ${ENVELOPE.account_id}`);
  },
}));

let running: RunningServer;
const log = captureLog();

beforeAll(async () => {
  running = await startServer({}, { logger: log.logger });
});
afterAll(() => running.close());

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
    const faults = log.records().filter((record) => record["msg"] === "unexpected fault");
    expect(faults.map((record) => record["surface"]).sort()).toEqual(["gateway", "grpc"]);
    for (const record of faults) expect(record).toMatchObject({ level: "error", error: "TypeError", frames: expect.any(Array) });
    expect(log.records().filter((record) => record["msg"] === "request").map((record) => record["outcome"])).toEqual(["internal", "internal"]);
    expect(log.text()).not.toContain(ENVELOPE.account_id);
  });
});
