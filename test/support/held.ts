import { once } from "node:events";
import * as http from "node:http";
import * as http2 from "node:http2";

/**
 * Requests that are provably in flight: each asks for `100 Continue`, and the server sends that
 * only once it has parsed the request's headers and handed the request to its handler. The test
 * then sends the first half of the body and holds the rest back until it calls `finish`, so a
 * signal sent in between lands while the server is part-way through reading every request.
 */

export interface Answer {
  status: number;
  /** gRPC status from the trailers, when the response had any. */
  grpcStatus: string | undefined;
  body: Buffer;
}

export interface HeldRequest {
  finish(): void;
  /** The answer, or the error that ended the exchange (a connection destroyed mid-request). */
  readonly answer: Promise<Answer>;
}

export async function holdHttp1(port: number, path: string, headers: Record<string, string>, body: Buffer): Promise<HeldRequest> {
  const req = http.request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path,
    agent: false,
    headers: { ...headers, "content-length": String(body.length), expect: "100-continue" },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, grpcStatus: undefined, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
  answer.catch(() => {}); // observed by the caller; this only keeps an early failure from being "unhandled"
  req.flushHeaders();
  await Promise.race([once(req, "continue"), answer]);
  const half = Math.floor(body.length / 2);
  req.write(body.subarray(0, half));
  return { finish: () => req.end(body.subarray(half)), answer };
}

export async function holdHttp2(session: http2.ClientHttp2Session, path: string, headers: Record<string, string>, body: Buffer): Promise<HeldRequest> {
  const stream = session.request({ ":method": "POST", ":path": path, ...headers, expect: "100-continue" }, { endStream: false });
  const answer = new Promise<Answer>((resolve, reject) => {
    let status = 0;
    let grpcStatus: string | undefined;
    const chunks: Buffer[] = [];
    stream.on("response", (responseHeaders) => {
      status = Number(responseHeaders[":status"]);
      // A gRPC error with no message body arrives as headers only ("Trailers-Only").
      if (responseHeaders["grpc-status"] !== undefined) grpcStatus = String(responseHeaders["grpc-status"]);
    });
    stream.on("trailers", (trailers) => (grpcStatus = String(trailers["grpc-status"])));
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    // A stream cut by a destroyed session ends too, but without ever having had a response.
    stream.on("end", () => (status === 0 ? reject(new Error("stream ended without a response")) : resolve({ status, grpcStatus, body: Buffer.concat(chunks) })));
    stream.on("error", reject);
    stream.on("close", () => reject(new Error(`stream closed with code ${stream.rstCode} before its answer ended`)));
  });
  answer.catch(() => {});
  await Promise.race([once(stream, "continue"), answer]);
  const half = Math.floor(body.length / 2);
  stream.write(body.subarray(0, half));
  return { finish: () => stream.end(body.subarray(half)), answer };
}

/** A gRPC length-prefixed message (uncompressed), as the body of a unary call. */
export function grpcFrame(message: Uint8Array): Buffer {
  const frame = Buffer.alloc(5 + message.length);
  frame.writeUInt32BE(message.length, 1);
  frame.set(message, 5);
  return frame;
}
