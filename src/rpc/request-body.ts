import type { IncomingHttpHeaders } from "node:http";
import { fromBinary } from "@bufbuild/protobuf";
import { Code, ConnectError, createContextKey, type ContextValues } from "@connectrpc/connect";
import { codeToString } from "@connectrpc/connect/protocol-connect";
import { AnalysisRequestSchema } from "../../gen/cashflow/v1/cashflow_pb.js";
import { admit, type AdmissionPolicy } from "../calls/admission.js";
import { ignoredFieldsOfBody, ignoredFieldsWarning, ignoredMessageFields, type IgnoredField } from "../calls/ignored-fields.js";
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

/**
 * The call pipeline of a CashFlowService call on the RPC surfaces, run as the request body that
 * Connect reads: admit the key and its rate limit (../calls/admission.ts) → read the body (one size
 * limit, one deadline) → take the message out of its framing → inflate it with the size limit
 * enforced while inflating → decode it → write it as the engine's one input shape. Each step that
 * fails throws the ConnectError a client should see, so Connect writes it in the call's own
 * protocol; nothing of the body is read before admission passes.
 *
 * The decoded input goes to the method through the call's context values, and Connect itself is
 * handed an empty message in the same framing and codec, which it decodes at no cost. Connect has
 * no hook for a decoder of one's own; this is how the pipeline stays one for every protocol while
 * Connect keeps the protocol work: negotiation, errors, response encoding and compression.
 */

/** The engine's input for this call (see ../envelope/from-message.ts), set by the pipeline. */
export const ANALYSIS_INPUT = createContextKey<Record<string, unknown> | undefined>(undefined, { description: "cashflow analysis input" });

/**
 * The request's fields the contract does not know, and whether the caller asked for strict handling
 * (`prefer: handling=strict`), set by the pipeline: the method refuses them under strict handling, and
 * names them beside any other invalid field.
 */
export const UNKNOWN_FIELDS = createContextKey<{ ignored: IgnoredField[]; strict: boolean }>({ ignored: [], strict: false }, { description: "cashflow unknown fields" });

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

export async function* analysisRequestBody(call: AnalysisCall, options: PipelineOptions): AsyncGenerator<Uint8Array> {
  // The steps run in a function of their own: Connect may leave this generator suspended at its
  // yield until the answer is sent, and a suspended generator keeps its locals (the body, the
  // decoded book) alive for as long as a slow reader delays the answer.
  await runPipeline(call, options);
  if (call.framing.framed) yield EMPTY_ENVELOPE;
  else if (call.framing.codec === "json") yield EMPTY_JSON_OBJECT;
}

async function runPipeline({ req, res, context, framing, values }: AnalysisCall, options: PipelineOptions): Promise<void> {
  // Declared with its type so the compiler knows a call to it does not return.
  const fail: (error: ConnectError) => never = (error) => {
    context.outcome = codeToString(error.code);
    throw error;
  };

  const admission = await admit(req.headers, options.admission);
  if (!admission.admitted) {
    if (admission.refusal.reason === "rate_limited") context.key = admission.refusal.key;
    await discardBody(req, REFUSED_BODY_DISCARD_BYTES, REFUSED_BODY_DISCARD_MS);
    fail(admissionError(admission.refusal));
  }
  context.key = admission.key;
  for (const [name, value] of Object.entries(admission.headers)) res.setHeader(name, value);

  const body = await readBody(req, options.maxMessageBytes + PREFIX_BYTES, context.deadline);
  if (body.kind !== "body") fail(unreadBodyError(body.kind, options.maxMessageBytes));

  let message: Uint8Array = body.bytes;
  let compressed = !framing.framed && framing.encoding !== undefined;
  if (framing.framed) {
    const flags = message[0] ?? 0;
    const length = message.length >= PREFIX_BYTES ? Buffer.from(message.buffer, message.byteOffset, message.length).readUInt32BE(1) : -1;
    if (length !== message.length - PREFIX_BYTES || (flags & ~COMPRESSED_FLAG) !== 0) {
      fail(new ConnectError("The request body must be exactly one gRPC message: a 5-byte prefix and the message it announces.", Code.InvalidArgument));
    }
    compressed = (flags & COMPRESSED_FLAG) !== 0;
    message = message.subarray(PREFIX_BYTES);
  }
  if (message.length > options.maxMessageBytes) fail(unreadBodyError("too_large", options.maxMessageBytes));
  if (compressed) {
    const compression = ACCEPTED_COMPRESSION.find((candidate) => candidate.name === framing.encoding);
    if (compression === undefined) fail(new ConnectError("The request's compression is not supported; send it uncompressed, or with gzip or br.", Code.Unimplemented));
    try {
      message = await compression.decompress(message, options.maxMessageBytes);
    } catch (error) {
      fail(error instanceof ConnectError && error.code === Code.ResourceExhausted ? error : new ConnectError("The request message does not inflate with its stated compression.", Code.InvalidArgument));
    }
  }

  const { input, ignored } = framing.codec === "json" ? jsonInput(message, fail) : protobufInput(message, fail);
  const strict = prefersStrictHandling(req.headers.prefer);
  const warning = strict ? undefined : ignoredFieldsWarning(ignored);
  if (warning !== undefined) res.setHeader("warning", warning);
  if (strict) res.setHeader("preference-applied", "handling=strict");
  values.set(ANALYSIS_INPUT, input);
  if (ignored.length > 0 || strict) values.set(UNKNOWN_FIELDS, { ignored, strict });
}

/**
 * An ordinary request is read by ../envelope/protobuf-binary.ts straight into the envelope; one it declines
 * (unknown fields, unusual encodings, malformed bytes) by protobuf-es. The parser's own message is
 * never passed on: it quotes the request.
 */
function protobufInput(message: Uint8Array, fail: (error: ConnectError) => never): DecodedInput {
  const envelope = decodeAnalysisRequest(message);
  if (envelope !== undefined) return { input: envelope, ignored: [] };
  try {
    const decoded = fromBinary(AnalysisRequestSchema, message);
    return { input: fromMessage(decoded), ignored: ignoredMessageFields(decoded) };
  } catch {
    return fail(new ConnectError("The request message is not a cashflow.v1.AnalysisRequest in protobuf binary encoding.", Code.InvalidArgument));
  }
}

/** Protobuf JSON and the gateway's JSON are one shape to the engine: snake_case or lowerCamelCase names, int64 as numbers or strings. */
function jsonInput(message: Uint8Array, fail: (error: ConnectError) => never): DecodedInput {
  const parsed = parseJsonObject(message);
  if (!parsed.ok) fail(new ConnectError(parsed.message, Code.InvalidArgument));
  return { input: parsed.envelope, ignored: ignoredFieldsOfBody(parsed) };
}

/** The engine's input, and the fields of the request the contract does not know (named in a Warning header). */
interface DecodedInput {
  input: Record<string, unknown>;
  ignored: IgnoredField[];
}
