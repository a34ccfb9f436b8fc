import type { IncomingHttpHeaders } from "node:http";
import { fromBinary } from "@bufbuild/protobuf";
import { Code, ConnectError, type ContextValues } from "@connectrpc/connect";
import { codeToString } from "@connectrpc/connect/protocol-connect";
import { AnalysisRequestSchema } from "../../gen/cashflow/v1/cashflow_pb.js";
import { admit, type AdmissionPolicy } from "../calls/admission.js";
import { ignoredFieldsOfBody, ignoredMessageFields } from "../calls/ignored-fields.js";
import { prefersStrictHandling } from "../calls/request-handling.js";
import { discardBody } from "../http/discard-body.js";
import { parseJsonObject } from "../envelope/json.js";
import { readBody } from "../http/read-body.js";
import type { HttpRequest, HttpResponse } from "../http/types.js";
import type { RequestContext } from "../log/request-context.js";
import { admissionError, unreadBodyError } from "./errors.js";
import { ACCEPTED_COMPRESSION } from "./compression.js";
import { decodeAnalysisRequest } from "../envelope/protobuf-binary.js";
import { fromMessage } from "../envelope/from-message.js";
import { ANALYSIS_REQUEST, handlingHeaders, type AdmittedRequest } from "./analysis-request.js";

/**
 * The call pipeline of a CashFlowService call on the RPC surfaces, run by the adapter (./adapter.ts)
 * as a plain function before Connect is invoked: admit the key and its rate limit
 * (../calls/admission.ts) → read the body (one size limit, one deadline) → take the message out of
 * its framing → inflate it with the size limit enforced while inflating → decode it → write it as
 * the engine's one input shape. Nothing of the body is read before admission passes. The decoded
 * request goes to Connect through the call's context values (./analysis-request.ts); a step that
 * fails gives the ConnectError a client should see, which Connect then writes in the call's own
 * protocol, as it does every answer.
 */

/** How a request's body carries its message, from its headers; undefined for a media type Connect will refuse. */
export interface MessageFraming {
  /** gRPC and gRPC-Web put the message behind a 5-byte prefix (flags, length); Connect unary sends it bare. */
  framed: boolean;
  codec: "proto" | "json";
  /** The content coding the message may be compressed with (grpc-encoding or Content-Encoding). */
  encoding: string | undefined;
}

const GRPC = /^application\/grpc(?:-web)?(?:\+(proto|json))?\s*(?:;|$)/i;
const CONNECT = /^application\/(proto|json)\s*(?:;|$)/i;

export function framingOf(headers: IncomingHttpHeaders): MessageFraming | undefined {
  const contentType = headers["content-type"] ?? "";
  const grpc = GRPC.exec(contentType);
  if (grpc !== null) return { framed: true, codec: grpc[1]?.toLowerCase() === "json" ? "json" : "proto", encoding: encodingOf(headers["grpc-encoding"]) };
  const connect = CONNECT.exec(contentType);
  if (connect !== null) return { framed: false, codec: connect[1]!.toLowerCase() === "json" ? "json" : "proto", encoding: encodingOf(headers["content-encoding"]) };
  return undefined;
}

function encodingOf(header: string | string[] | undefined): string | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  return value === undefined || value === "" || value === "identity" ? undefined : value;
}

/** gRPC and gRPC-Web frame each message behind 5 bytes: a flags byte and a 32-bit length. */
export const PREFIX_BYTES = 5;
const COMPRESSED_FLAG = 0b1;
const EMPTY_ENVELOPE = new Uint8Array(PREFIX_BYTES);
const EMPTY_JSON_OBJECT = new TextEncoder().encode("{}");
/** A refused call's body up to this size is read and dropped so the refusal needs no reset (see discardBody). */
const REFUSED_BODY_DISCARD_BYTES = 64 * 1024;
const REFUSED_BODY_DISCARD_MS = 1_000;

export interface PipelineOptions {
  admission: AdmissionPolicy;
  /** The largest request message, before and after inflating. */
  maxMessageBytes: number;
}

/** One CashFlowService call as the pipeline sees it: the HTTP exchange, its log context, how its body carries the message, and Connect's context values. */
export interface AnalysisCall {
  req: HttpRequest;
  res: HttpResponse;
  context: RequestContext;
  framing: MessageFraming;
  values: ContextValues;
}

/** An empty message in the call's framing and codec: what Connect decodes once the pipeline has decoded the real one. */
export function emptyMessage(framing: MessageFraming): Uint8Array[] {
  if (framing.framed) return [EMPTY_ENVELOPE];
  return framing.codec === "json" ? [EMPTY_JSON_OBJECT] : [];
}

/**
 * Runs the pipeline: the call's admitted request is then in its context values, or the refusal is
 * returned for Connect to write. Anything but a refusal (a fault of the server's own) is thrown.
 */
export async function runCallPipeline(call: AnalysisCall, options: PipelineOptions): Promise<ConnectError | undefined> {
  try {
    call.values.set(ANALYSIS_REQUEST, await admitAndDecode(call, options));
    return undefined;
  } catch (error) {
    if (!(error instanceof ConnectError)) throw error;
    call.context.outcome = codeToString(error.code);
    return error;
  }
}

async function admitAndDecode({ req, res, context, framing }: AnalysisCall, options: PipelineOptions): Promise<AdmittedRequest> {
  const admission = await admit(req.headers, options.admission);
  if (!admission.admitted) {
    if (admission.refusal.reason === "rate_limited") context.key = admission.refusal.key;
    await discardBody(req, REFUSED_BODY_DISCARD_BYTES, REFUSED_BODY_DISCARD_MS);
    throw admissionError(admission.refusal);
  }
  context.key = admission.key;
  for (const [name, value] of Object.entries(admission.headers)) res.setHeader(name, value);

  const body = await readBody(req, options.maxMessageBytes + PREFIX_BYTES, context.deadline);
  if (body.kind !== "body") throw unreadBodyError(body.kind, options.maxMessageBytes);

  let message: Uint8Array = body.bytes;
  let compressed = !framing.framed && framing.encoding !== undefined;
  if (framing.framed) {
    const flags = message[0] ?? 0;
    const length = message.length >= PREFIX_BYTES ? Buffer.from(message.buffer, message.byteOffset, message.length).readUInt32BE(1) : -1;
    if (length !== message.length - PREFIX_BYTES || (flags & ~COMPRESSED_FLAG) !== 0) {
      throw new ConnectError("The request body must be exactly one gRPC message: a 5-byte prefix and the message it announces.", Code.InvalidArgument);
    }
    compressed = (flags & COMPRESSED_FLAG) !== 0;
    message = message.subarray(PREFIX_BYTES);
  }
  if (message.length > options.maxMessageBytes) throw unreadBodyError("too_large", options.maxMessageBytes);
  if (compressed) {
    const compression = ACCEPTED_COMPRESSION.find((candidate) => candidate.name === framing.encoding);
    if (compression === undefined) throw new ConnectError("The request's compression is not supported; send it uncompressed, or with gzip or br.", Code.Unimplemented);
    try {
      message = await compression.decompress(message, options.maxMessageBytes);
    } catch (error) {
      throw error instanceof ConnectError && error.code === Code.ResourceExhausted ? error : new ConnectError("The request message does not inflate with its stated compression.", Code.InvalidArgument);
    }
  }

  const { input, ignored } = framing.codec === "json" ? jsonInput(message) : protobufInput(message);
  const request = { input, ignored, strict: prefersStrictHandling(req.headers.prefer) };
  for (const [name, value] of Object.entries(handlingHeaders(request))) res.setHeader(name, value);
  return request;
}

/**
 * An ordinary request is read by ../envelope/protobuf-binary.ts straight into the envelope; one it declines
 * (unknown fields, unusual encodings, malformed bytes) by protobuf-es. The parser's own message is
 * never passed on: it quotes the request.
 */
function protobufInput(message: Uint8Array): DecodedInput {
  const envelope = decodeAnalysisRequest(message);
  if (envelope !== undefined) return { input: envelope, ignored: [] };
  try {
    const decoded = fromBinary(AnalysisRequestSchema, message);
    return { input: fromMessage(decoded), ignored: ignoredMessageFields(decoded) };
  } catch {
    throw new ConnectError("The request message is not a cashflow.v1.AnalysisRequest in protobuf binary encoding.", Code.InvalidArgument);
  }
}

/** Protobuf JSON and the gateway's JSON are one shape to the engine: snake_case or lowerCamelCase names, int64 as numbers or strings. */
function jsonInput(message: Uint8Array): DecodedInput {
  const parsed = parseJsonObject(message);
  if (!parsed.ok) throw new ConnectError(parsed.message, Code.InvalidArgument);
  return { input: parsed.envelope, ignored: ignoredFieldsOfBody(parsed) };
}

/** The engine's input, and the fields of the request the contract does not know (named in a Warning header). */
type DecodedInput = Pick<AdmittedRequest, "input" | "ignored">;
