import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Code } from "@connectrpc/connect";
import type { UniversalServerResponse } from "@connectrpc/connect/protocol";
import { codeToString, endStreamFlag } from "@connectrpc/connect/protocol-connect";
import { trailerFlag, trailerParse } from "@connectrpc/connect/protocol-grpc-web";
import type { Surface } from "../log/request-context.js";
import { envelopePayload, isByteStream, parseJsonBytes } from "./frames.js";

/**
 * The status code of an RPC as the client sees it, for the request log and metrics, read from where
 * each protocol puts it once the response body has been written: gRPC's `grpc-status` trailer,
 * gRPC-Web's trailer frame at the end of the body, Connect's end-stream frame or, for a unary
 * Connect call, the error JSON of a non-200 answer. Reading the wire rather than catching errors
 * in an interceptor also covers what fails before any interceptor runs: a malformed message, a
 * body over the limit, the request deadline.
 */

type RpcSurface = Exclude<Surface, "gateway">;

/** Envelope flag of a compressed frame (gRPC, gRPC-Web and Connect streaming alike). */
const COMPRESSED = 0b00000001;

/** `response` unchanged for its reader, but reporting its status code once its body has been written. */
export function reportingStatus(surface: RpcSurface, response: UniversalServerResponse, report: (code: string) => void): UniversalServerResponse {
  const source = response.body;
  if (!isByteStream(source)) {
    report(statusOf(surface, response, undefined));
    return response;
  }
  const stream: AsyncIterable<Uint8Array> = source;
  async function* body(): AsyncIterable<Uint8Array> {
    let last: Uint8Array | undefined;
    for await (const chunk of stream) {
      last = chunk;
      yield chunk;
    }
    report(statusOf(surface, response, last));
  }
  return { ...response, body: body() };
}

function statusOf(surface: RpcSurface, response: UniversalServerResponse, last: Uint8Array | undefined): string {
  switch (surface) {
    case "grpc":
      return grpcCode(response.trailer?.get("grpc-status") ?? response.header?.get("grpc-status") ?? null, response.status);
    case "grpc-web": {
      const frame = lastFrame(last, trailerFlag, response.header?.get("grpc-encoding") ?? null);
      const status = frame === undefined ? null : trailerParse(frame).get("grpc-status");
      return grpcCode(status ?? response.header?.get("grpc-status") ?? null, response.status);
    }
    case "connect": {
      const streaming = response.header?.get("content-type")?.startsWith("application/connect+") ?? false;
      if (streaming) {
        const frame = lastFrame(last, endStreamFlag, response.header?.get("connect-content-encoding") ?? null);
        return frame === undefined ? httpFallback(response.status) : (errorCodeIn(frame) ?? "ok");
      }
      if (response.status === 200) return "ok";
      const body = last === undefined ? undefined : decompressed(last, response.header?.get("content-encoding") ?? null);
      return (body === undefined ? undefined : errorCodeIn(body)) ?? httpFallback(response.status);
    }
  }
}

/** The frame's payload when `chunk` is one envelope carrying `flag` (Connect's writer sends one envelope per chunk). */
function lastFrame(chunk: Uint8Array | undefined, flag: number, encoding: string | null): Uint8Array | undefined {
  const payload = chunk === undefined ? undefined : envelopePayload(chunk, flag);
  if (payload === undefined) return undefined;
  return (chunk![0]! & COMPRESSED) === 0 ? payload : decompressed(payload, encoding);
}

function decompressed(bytes: Uint8Array, encoding: string | null): Uint8Array | undefined {
  try {
    if (encoding === null || encoding === "identity") return bytes;
    if (encoding === "gzip") return gunzipSync(bytes);
    if (encoding === "br") return brotliDecompressSync(bytes);
  } catch {
    // A body we wrote ourselves always decodes; if not, the status is simply unknown.
  }
  return undefined;
}

/** `error.code` of Connect's error JSON or end-stream JSON (`{"error": {"code": …}}`). */
function errorCodeIn(json: Uint8Array): string | undefined {
  const value = parseJsonBytes(json) as { code?: unknown; error?: { code?: unknown } } | null | undefined;
  const code = value?.error?.code ?? value?.code;
  return typeof code === "string" ? code : undefined;
}

function grpcCode(status: string | null, httpStatus: number): string {
  if (status === null || !/^\d+$/.test(status)) return httpFallback(httpStatus);
  const code = Number(status);
  return code === 0 ? "ok" : (codeToString(code as Code) ?? "unknown");
}

/** No RPC status at all: Connect's own refusals (unsupported media type, wrong method) are plain HTTP. */
function httpFallback(httpStatus: number): string {
  return `http_${httpStatus}`;
}
