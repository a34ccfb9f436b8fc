import * as http from "node:http";
import * as http2 from "node:http2";
import { fromJson, toBinary, type JsonValue } from "@bufbuild/protobuf";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnalysisRequestSchema } from "../../gen/cashflow/v1/cashflow_pb.js";
import { SLUGS } from "../../src/analyses/types.js";
import { ENVELOPE } from "../support/envelope.js";
import { grpcStatusOf, h2Exchange } from "../support/h2.js";
import { grpcFrame } from "../support/held.js";
import { deeplyNested, generatedEnvelope, hostileProtobuf, mutationsOf, wrongTopLevel } from "../support/hostile.js";
import { captureLog } from "../support/log-capture.js";
import { METHOD_OF_SLUG } from "../support/contract-keys.js";
import { startServer, TEST_KEY, type RunningServer } from "../support/server.js";

/**
 * Hostile input against a real server on loopback, through the JSON gateway (HTTP/1.1) and the
 * RPC surfaces (Connect JSON and Connect binary over HTTP/1.1, gRPC over h2c). Whatever arrives,
 * the answer is a success or the caller's error, stated clearly: a 4xx with the error body on the
 * gateway and Connect, a gRPC status other than Internal or Unknown; never a 5xx, never a crash,
 * never a fault in the log. The seed is fixed so every run sends the same cases; FUZZ_SEED picks
 * others and FUZZ_SCALE multiplies the number of runs for a longer hunt.
 */

const SEED = Number(process.env["FUZZ_SEED"] ?? 20240331);
const SCALE = Number(process.env["FUZZ_SCALE"] ?? 1);
const runs = (base: number) => ({ seed: SEED, numRuns: Math.max(1, Math.round(base * SCALE)) });

const VALID_JSON = Buffer.from(JSON.stringify(ENVELOPE));
const VALID_PROTO = Buffer.from(toBinary(AnalysisRequestSchema, fromJson(AnalysisRequestSchema, ENVELOPE as unknown as JsonValue)));
const AUTH = { authorization: `Bearer ${TEST_KEY}` };
const slug = fc.constantFrom(...SLUGS);
const rpcPath = (s: (typeof SLUGS)[number]) => `/cashflow.v1.CashFlowService/${METHOD_OF_SLUG[s]}`;

interface Answer {
  status: number;
  body: Buffer;
  grpcStatus?: number | undefined;
  grpcMessage?: string | undefined;
}

let running: RunningServer;
let agent: http.Agent;
let session: http2.ClientHttp2Session | undefined;
const log = captureLog();
const tally = { cases: 0, serverErrors: [] as string[] };

beforeAll(async () => {
  running = await startServer({}, { logger: log.logger });
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
});
afterAll(async () => {
  console.log(`fuzz: ${tally.cases} cases, ${tally.serverErrors.length} server errors (seed ${SEED})`);
  agent.destroy();
  session?.destroy();
  await running.close();
});

function postHttp1(path: string, headers: Record<string, string>, body: Buffer, method = "POST"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: running.port, method, path, agent, headers: { ...headers, "content-length": String(body.length) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function postGrpc(path: string, body: Buffer, contentType = "application/grpc"): Promise<Answer> {
  if (session === undefined || session.closed || session.destroyed) {
    session = http2.connect(running.baseUrl);
    session.on("error", () => {});
  }
  const answer = await h2Exchange(session, { ":path": path, ...AUTH, "content-type": contentType, te: "trailers" }, [body], true);
  const message = answer.trailers["grpc-message"] ?? answer.headers["grpc-message"];
  return { status: answer.status, body: answer.body, grpcStatus: grpcStatusOf(answer), grpcMessage: message === undefined ? undefined : String(message) };
}

function json(body: Buffer): any {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    return undefined;
  }
}

/** What is wrong with a gateway answer, or undefined when it is a success or a clearly stated client error. */
function gatewayFault(answer: Answer): string | undefined {
  const body = json(answer.body);
  if (answer.status === 200) return body?.structured === undefined ? "200 without an analysis" : undefined;
  if (answer.status < 400 || answer.status >= 500) return `HTTP ${answer.status}`;
  return typeof body?.error === "string" && typeof body.message === "string" && body.message !== "" ? undefined : `${answer.status} without an error body`;
}

/** The same for the Connect protocol: a 4xx carries Connect's error JSON with a code that blames the request. */
function connectFault(answer: Answer): string | undefined {
  if (answer.status === 200) return undefined;
  const body = json(answer.body);
  if (answer.status < 400 || answer.status >= 500) return `HTTP ${answer.status} (${body?.code}: ${body?.message})`;
  if (typeof body?.code !== "string") return `${answer.status} without a Connect error body`;
  return body.code === "internal" || body.code === "unknown" ? `${answer.status} with code ${body.code}: ${body.message}` : undefined;
}

/** gRPC answers with HTTP 200 and puts the outcome in grpc-status. */
function grpcFault(answer: Answer): string | undefined {
  if (answer.status !== 200) return `HTTP ${answer.status}`;
  if (answer.grpcStatus === undefined) return "no grpc-status";
  if (answer.grpcStatus === 2 || answer.grpcStatus === 13) return `grpc-status ${answer.grpcStatus}: ${answer.grpcMessage}`;
  return answer.grpcStatus !== 0 && !answer.grpcMessage ? `grpc-status ${answer.grpcStatus} without a message` : undefined;
}

/** Sends one case, counts it, and records a server error; fast-check shrinks any failure to its smallest form. */
async function check(surface: string, send: () => Promise<Answer>, fault: (answer: Answer) => string | undefined, body: Buffer): Promise<boolean> {
  tally.cases += 1;
  const problem = fault(await send());
  if (problem !== undefined) tally.serverErrors.push(`${surface}: ${problem} for ${JSON.stringify(body.subarray(0, 120).toString("latin1"))}`);
  return problem === undefined;
}

const gateway = (s: string, body: Buffer, headers: Record<string, string> = { ...AUTH, "content-type": "application/json" }, method = "POST") =>
  check("gateway", () => postHttp1(`/api/v1/${s}`, headers, body, method), gatewayFault, body);
const connectJson = (s: (typeof SLUGS)[number], body: Buffer) =>
  check("connect-json", () => postHttp1(rpcPath(s), { ...AUTH, "content-type": "application/json", "connect-protocol-version": "1" }, body), connectFault, body);
const connectBinary = (s: (typeof SLUGS)[number], body: Buffer) =>
  check("connect-binary", () => postHttp1(rpcPath(s), { ...AUTH, "content-type": "application/proto", "connect-protocol-version": "1" }, body), connectFault, body);
const grpc = (s: (typeof SLUGS)[number], body: Buffer, contentType?: string) => check("grpc", () => postGrpc(rpcPath(s), body, contentType), grpcFault, body);

describe("hostile input on the JSON gateway (HTTP/1.1)", () => {
  it("generated envelopes: wrong types, out-of-range values, huge numbers", async () => {
    await fc.assert(fc.asyncProperty(slug, generatedEnvelope, (s, body) => gateway(s, body)), runs(700));
  });

  it("bodies that are JSON but not an envelope", async () => {
    await fc.assert(fc.asyncProperty(slug, wrongTopLevel, (s, body) => gateway(s, body)), runs(200));
  });

  it("a valid envelope truncated, overwritten or spliced with invalid UTF-8", async () => {
    await fc.assert(fc.asyncProperty(slug, mutationsOf(VALID_JSON), (s, body) => gateway(s, body)), runs(700));
  });

  it("100,000 levels of nesting", async () => {
    for (const body of deeplyNested()) expect(await gateway("cashflow-health-score", body)).toBe(true);
  });

  it("odd methods, media types and paths", async () => {
    const method = fc.constantFrom("POST", "PUT", "GET", "DELETE", "PATCH", "OPTIONS");
    const mediaType = fc.constantFrom("application/json", "application/JSON; charset=UTF-8", "application/json; charset=latin1", "text/plain", "multipart/form-data; boundary=x", "application/x-www-form-urlencoded", "");
    const path = fc.oneof(slug, fc.string({ unit: "binary", maxLength: 30 }).map(encodeURIComponent), fc.constantFrom("", "%", "..%2f..%2fetc%2fpasswd", "cashflow-health-score/extra"));
    await fc.assert(
      fc.asyncProperty(path, method, mediaType, generatedEnvelope, (p, m, type, body) => gateway(p, body, { ...AUTH, ...(type === "" ? {} : { "content-type": type }) }, m)),
      runs(250),
    );
  });
});

describe("hostile input on Connect JSON (HTTP/1.1)", () => {
  it("generated envelopes", async () => {
    await fc.assert(fc.asyncProperty(slug, generatedEnvelope, (s, body) => connectJson(s, body)), runs(300));
  });

  it("mutated bodies and 100,000 levels of nesting", async () => {
    await fc.assert(fc.asyncProperty(slug, mutationsOf(VALID_JSON), (s, body) => connectJson(s, body)), runs(300));
    for (const body of deeplyNested()) expect(await connectJson("distress-early-warning", body)).toBe(true);
  });
});

describe("hostile input on Connect binary (HTTP/1.1)", () => {
  it("protobuf bytes truncated, overwritten, spliced or random", async () => {
    await fc.assert(fc.asyncProperty(slug, mutationsOf(VALID_PROTO), (s, body) => connectBinary(s, body)), runs(500));
  });

  it("protobuf no encoder writes: deep groups, long varints, impossible lengths and fields", async () => {
    for (const body of hostileProtobuf()) expect(await connectBinary("burn-rate-optimizer", body)).toBe(true);
  });
});

describe("hostile input on gRPC (h2c)", () => {
  it("framed protobuf truncated, overwritten, spliced or random", async () => {
    await fc.assert(fc.asyncProperty(slug, mutationsOf(VALID_PROTO), (s, body) => grpc(s, grpcFrame(body))), runs(400));
  });

  it("broken framing: wrong lengths, a compressed flag with no encoding, several messages, none", async () => {
    await fc.assert(fc.asyncProperty(slug, mutationsOf(grpcFrame(VALID_PROTO)), (s, body) => grpc(s, body)), runs(250));
    const twoMessages = Buffer.concat([grpcFrame(VALID_PROTO), grpcFrame(VALID_PROTO)]);
    const compressedFlag = Buffer.from(grpcFrame(VALID_PROTO));
    compressedFlag[0] = 1;
    for (const body of [Buffer.alloc(0), twoMessages, compressedFlag, ...hostileProtobuf().map(grpcFrame)]) {
      expect(await grpc("ar-aging-accelerator", body)).toBe(true);
    }
  });

  it("gRPC with the JSON codec: generated envelopes", async () => {
    await fc.assert(fc.asyncProperty(slug, generatedEnvelope, (s, body) => grpc(s, grpcFrame(body), "application/grpc+json")), runs(150));
    // Found by this suite: an unpaired surrogate quoted in the parser's message once left the call with no status.
    expect(await grpc("cashflow-health-score", grpcFrame(Buffer.from('{"transactions":"\\ud800"}')), "application/grpc+json")).toBe(true);
  });
});

describe("after the fuzzing", () => {
  it("the server still answers a valid request on every surface, and logged no fault", async () => {
    expect(gatewayFault(await postHttp1("/api/v1/cashflow-health-score", { ...AUTH, "content-type": "application/json" }, VALID_JSON))).toBeUndefined();
    const connect = await postHttp1(rpcPath("cashflow-health-score"), { ...AUTH, "content-type": "application/json", "connect-protocol-version": "1" }, VALID_JSON);
    expect(connect.status).toBe(200);
    const binary = await postHttp1(rpcPath("cashflow-health-score"), { ...AUTH, "content-type": "application/proto", "connect-protocol-version": "1" }, VALID_PROTO);
    expect(binary.status).toBe(200);
    expect((await postGrpc(rpcPath("cashflow-health-score"), grpcFrame(VALID_PROTO))).grpcStatus).toBe(0);

    expect(tally.serverErrors).toEqual([]);
    const faults = log.records().filter((record) => record["level"] === "error" || record["level"] === "fatal");
    expect(faults).toEqual([]);
  });
});
