import * as http2 from "node:http2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grpcStatusOf, h2Exchange } from "../support/h2.js";
import { grpcFrame } from "../support/held.js";
import { request } from "../support/http.js";
import { startServer, TEST_KEY, type RunningServer } from "../support/server.js";

/**
 * Request bodies connect-es cannot decode are the caller's error on every protocol: InvalidArgument
 * (HTTP 400 on Connect), never Internal (HTTP 500), and never a call that ends with no status.
 */

const AUTH = { authorization: `Bearer ${TEST_KEY}` };
const METHOD = "/cashflow.v1.CashFlowService/CashflowHealthScore";
/** Field 1 (account_id) claims 12 bytes and the message ends after one. */
const TRUNCATED_PROTO = Buffer.from([0x0a, 0x0c, 0x61]);
const UNPAIRED_SURROGATE_JSON = Buffer.from('{"transactions":"\\ud800"}');

let running: RunningServer;
let session: http2.ClientHttp2Session;
beforeAll(async () => {
  running = await startServer();
  session = http2.connect(running.baseUrl);
});
afterAll(async () => {
  session.close();
  await running.close();
});

const h2 = (path: string, contentType: string, body: Buffer) =>
  h2Exchange(session, { ":path": path, ...AUTH, "content-type": contentType, te: "trailers", "connect-protocol-version": "1" }, [body], true);

/** The status of a gRPC-Web answer, from the trailer frame (flag 0x80) that ends its body. */
function grpcWebStatus(body: Buffer): string | undefined {
  const at = body.lastIndexOf(0x80, body.length - 5);
  return /grpc-status: ?(\d+)/.exec(body.subarray(at + 5).toString("latin1"))?.[1];
}

describe("an undecodable request", () => {
  it("is 400 invalid_argument on Connect unary, with the parser's reason", async () => {
    const response = await request(running.port, { path: METHOD, headers: { ...AUTH, "content-type": "application/proto", "connect-protocol-version": "1" }, body: TRUNCATED_PROTO });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ code: "invalid_argument", message: expect.stringMatching(/^parse binary: /) });
  });

  it("is InvalidArgument on gRPC", async () => {
    expect(grpcStatusOf(await h2(METHOD, "application/grpc", grpcFrame(TRUNCATED_PROTO)))).toBe(3);
    const compressedWithoutEncoding = grpcFrame(TRUNCATED_PROTO);
    compressedWithoutEncoding[0] = 1;
    expect(grpcStatusOf(await h2(METHOD, "application/grpc", compressedWithoutEncoding))).toBe(3);
  });

  it("is InvalidArgument in the trailer frame on gRPC-Web", async () => {
    const answer = await h2(METHOD, "application/grpc-web+proto", grpcFrame(TRUNCATED_PROTO));
    expect(answer.status).toBe(200);
    expect(grpcWebStatus(answer.body)).toBe("3");
  });

  it("is invalid_argument in the end-stream frame on Connect streaming", async () => {
    const answer = await h2("/grpc.health.v1.Health/Watch", "application/connect+proto", grpcFrame(TRUNCATED_PROTO));
    const endStream = JSON.parse(answer.body.subarray(5).toString("utf8"));
    expect(endStream.error).toMatchObject({ code: "invalid_argument" });
  });

  it("quoting an unpaired surrogate still ends with a status on gRPC and gRPC-Web", async () => {
    const grpc = await h2(METHOD, "application/grpc+json", grpcFrame(UNPAIRED_SURROGATE_JSON));
    expect(grpcStatusOf(grpc)).toBe(3);
    expect(decodeURIComponent(String(grpc.headers["grpc-message"]))).toMatch(/not valid Unicode/);
    const grpcWeb = await h2(METHOD, "application/grpc-web+json", grpcFrame(UNPAIRED_SURROGATE_JSON));
    expect(grpcWebStatus(grpcWeb.body)).toBe("3");
  });

  it("leaves a valid call and the service's own errors as they were", async () => {
    const valid = await h2(METHOD, "application/grpc+json", grpcFrame(Buffer.from('{"account_id":"a","balances":{"current_minor":1,"as_of":"2024-03-31"}}')));
    expect(grpcStatusOf(valid)).toBe(0);
    const unauthenticated = await h2Exchange(session, { ":path": METHOD, "content-type": "application/grpc", te: "trailers" }, [grpcFrame(Buffer.alloc(0))], true);
    expect(grpcStatusOf(unauthenticated)).toBe(16);
  });
});
