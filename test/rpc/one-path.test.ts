import { createServer as createH2Server, type Http2Server, type ServerHttp2Session } from "node:http2";
import type { AddressInfo } from "node:net";
import { fromJson, type JsonValue } from "@bufbuild/protobuf";
import { Code, ConnectError, createClient, createRouterTransport, type Interceptor, type Transport } from "@connectrpc/connect";
import { createGrpcTransport } from "@connectrpc/connect-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnalysisRequestSchema, CashFlowService } from "../../gen/cashflow/v1/cashflow_pb.js";
import { KeyRing } from "../../src/auth/keys.js";
import { silentLogger } from "../../src/log/logger.js";
import type { RequestContext } from "../../src/log/request-context.js";
import { createRpcHandler } from "../../src/rpc/adapter.js";
import { admittedRequest } from "../../src/rpc/analysis-request.js";
import { HealthState } from "../../src/rpc/health.js";
import { rpcRoutes } from "../../src/rpc/routes.js";
import { StreamingCalls } from "../../src/limits/streaming-calls.js";
import { ENVELOPE } from "../support/envelope.js";
import { TEST_KEY } from "../support/server.js";

/**
 * One call path whichever way a call comes: over the network (the adapter runs the call pipeline,
 * then Connect) and through Connect's in-memory transport (no pipeline), an interceptor of the
 * service sees the same admitted request, and a call without a key is refused before any
 * interceptor of the service runs.
 */

const admission = { keys: KeyRing.fromEntries([TEST_KEY], "test"), rateLimiter: undefined };
const REQUEST = fromJson(AnalysisRequestSchema, ENVELOPE as unknown as JsonValue);
const AUTHORIZED = { headers: { authorization: `Bearer ${TEST_KEY}` } };

/** What a spy interceptor saw of each call: the admitted request's engine input, or nothing. */
function spying(): { seen: unknown[]; interceptor: Interceptor } {
  const seen: unknown[] = [];
  return { seen, interceptor: (next) => (call) => (seen.push(admittedRequest(call.contextValues)?.input), next(call)) };
}

const overNetwork = spying();
const inMemory = spying();
let server: Http2Server;
const sessions = new Set<ServerHttp2Session>();
let network: Transport;
const memory = createRouterTransport(rpcRoutes({ health: new HealthState(), logger: silentLogger(), admission, interceptors: [inMemory.interceptor] }));

beforeAll(async () => {
  const rpc = createRpcHandler({
    routes: rpcRoutes({ health: new HealthState(), logger: silentLogger(), admission, interceptors: [overNetwork.interceptor] }),
    maxBodyBytes: 1 << 20,
    admission,
    logger: silentLogger(),
    streamingCalls: new StreamingCalls(10, 10, () => {}),
    streamIdleMs: 10_000,
  });
  server = createH2Server((req, res) => {
    const context: RequestContext = { requestId: "r", surface: "grpc", route: req.url, key: undefined, outcome: undefined, deadline: { expired: false, onExpire: () => () => {} } };
    rpc.handle(req, res, req.url, context);
  });
  server.on("session", (session) => sessions.add(session));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  network = createGrpcTransport({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(async () => {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  for (const session of sessions) session.destroy();
  await closed;
});

describe("one call path", () => {
  it("an interceptor sees the same admitted request over the network and in memory", async () => {
    const answers = [];
    for (const transport of [network, memory]) answers.push(await createClient(CashFlowService, transport).liquidityRunoutForecast(REQUEST, AUTHORIZED));
    expect(answers[0]).toEqual(answers[1]);
    expect(overNetwork.seen).toHaveLength(1);
    expect(overNetwork.seen).toEqual(inMemory.seen);
    // The envelope the engine reads, with int64 as plain numbers: the book's opening balance is 1,250,000 minor units.
    expect(overNetwork.seen[0]).toMatchObject({ account_id: "acct-e2e-001", balances: { current_minor: 1_250_000 } });
  });

  it.each([
    ["over the network", () => network, overNetwork],
    ["in memory", () => memory, inMemory],
  ])("a call without a key is refused %s before any interceptor of the service runs", async (_, transport, spy) => {
    const before = spy.seen.length;
    const refusal = await createClient(CashFlowService, transport()).liquidityRunoutForecast(REQUEST).catch((error: unknown) => ConnectError.from(error));
    expect(refusal).toMatchObject({ code: Code.Unauthenticated });
    expect(spy.seen).toHaveLength(before);
  });
});
