/**
 * Two floors for the gRPC rows: what one unary gRPC call costs with nothing behind it, so the
 * service's gRPC figures can be split into the protocol stack's share and the service's own.
 *
 * - `node-http2`: a bare `node:http2` server that reads the request's DATA and answers every call
 *   with an empty message and `grpc-status: 0`. Node's HTTP/2 and nothing else.
 * - `connect-node`: `connectNodeAdapter` serving CashFlowService with every method returning an
 *   empty response: what any connect-node service pays per call, including protobuf-es's
 *   `fromBinary` of the request, before its handler does anything.
 *
 * Both use the service's HTTP/2 windows and stream limit, so flow control is the same as measured
 * for the service.
 *
 *   PORT=<port> node dist/bench/grpc-floors.js node-http2|connect-node
 */
import * as http2 from "node:http2";
import { connectNodeAdapter } from "@connectrpc/connect-node";
import type { ServiceImpl } from "@connectrpc/connect";
import { CashFlowService } from "../gen/cashflow/v1/cashflow_pb.js";
import { H2_CONNECTION_WINDOW_BYTES, H2_SETTINGS } from "../src/server/listener.js";

const KINDS = ["node-http2", "connect-node"];

/** A gRPC length-prefixed empty message: uncompressed, length 0. */
const EMPTY_MESSAGE = Buffer.alloc(5);

function bareHttp2(): http2.Http2Server {
  const server = http2.createServer({ settings: H2_SETTINGS });
  server.on("stream", (stream) => {
    stream.resume();
    stream.once("end", () => {
      stream.respond({ ":status": 200, "content-type": "application/grpc" }, { waitForTrailers: true });
      stream.once("wantTrailers", () => stream.sendTrailers({ "grpc-status": "0" }));
      stream.end(EMPTY_MESSAGE);
    });
  });
  return server;
}

function bareConnect(): http2.Http2Server {
  const answerNothing: Partial<ServiceImpl<typeof CashFlowService>> = Object.fromEntries(
    CashFlowService.methods.map((method) => [method.localName, () => ({})]),
  );
  const handler = connectNodeAdapter({ routes: (router) => router.service(CashFlowService, answerNothing) });
  return http2.createServer({ settings: H2_SETTINGS }, handler);
}

const kind = process.argv[2] ?? "";
if (!KINDS.includes(kind)) {
  console.error(`usage: grpc-floors.js ${KINDS.join("|")}`);
  process.exit(2);
}
const server = kind === "node-http2" ? bareHttp2() : bareConnect();
server.on("session", (session) => session.setLocalWindowSize(H2_CONNECTION_WINDOW_BYTES));
server.listen(Number(process.env["PORT"] ?? 0), "127.0.0.1");
// Clients keep their sessions open to the end; nothing here needs draining.
process.on("SIGTERM", () => process.exit(0));
