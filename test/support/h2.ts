import { once } from "node:events";
import * as http2 from "node:http2";
import { grpcFrame } from "./held.js";

export interface H2Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  /** Trailers, when the answer had any; a gRPC error with no message arrives as headers only. */
  trailers: http2.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One HTTP/2 stream on `session`, written by hand: `parts` are sent as they are, and the stream's
 * end is sent only with `end` (a test of a body that never finishes leaves it open). Resolves with
 * whatever the server answered once the stream ends or closes.
 */
export function h2Exchange(session: http2.ClientHttp2Session, headers: http2.OutgoingHttpHeaders, parts: (string | Buffer)[], end: boolean): Promise<H2Answer> {
  const stream = session.request({ ":method": "POST", ...headers }, { endStream: false });
  return new Promise((resolve, reject) => {
    let status = 0;
    let responseHeaders: http2.IncomingHttpHeaders = {};
    let trailers: http2.IncomingHttpHeaders = {};
    const chunks: Buffer[] = [];
    stream.on("response", (received) => {
      status = Number(received[":status"]);
      responseHeaders = received;
    });
    stream.on("trailers", (received) => (trailers = received));
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    // The server may reset the stream (NO_ERROR) once it has answered a body it will not read.
    stream.on("error", (error) => (status === 0 ? reject(error) : undefined));
    stream.on("close", () => resolve({ status, headers: responseHeaders, trailers, body: Buffer.concat(chunks) }));
    for (const part of parts) stream.write(part);
    if (end) stream.end();
  });
}

/** The gRPC status of an answer, from its trailers or, for a Trailers-Only answer, its headers. */
export function grpcStatusOf(answer: H2Answer): number | undefined {
  const status = answer.trailers["grpc-status"] ?? answer.headers["grpc-status"];
  return status === undefined ? undefined : Number(status);
}

export interface Watch {
  stream: http2.ClientHttp2Stream;
  /** The gRPC status when the call ended with one (Trailers-Only or trailers), else undefined. */
  ended: Promise<{ grpcStatus: number | undefined; rstCode: number }>;
  /** Resolves with the first message's bytes: the call was admitted and answered SERVING. */
  firstMessage: Promise<Buffer>;
}

/** A health Watch for the whole server, with no key, as a load balancer's checker opens it. */
export function watch(session: http2.ClientHttp2Session): Watch {
  const stream = session.request({ ":method": "POST", ":path": "/grpc.health.v1.Health/Watch", "content-type": "application/grpc", te: "trailers" });
  stream.on("error", () => {});
  stream.end(grpcFrame(new Uint8Array()));
  let grpcStatus: number | undefined;
  const readStatus = (headers: http2.IncomingHttpHeaders) => {
    if (headers["grpc-status"] !== undefined) grpcStatus = Number(headers["grpc-status"]);
  };
  stream.on("response", readStatus);
  stream.on("trailers", readStatus);
  const firstMessage = once(stream, "data").then(([chunk]) => chunk as Buffer);
  firstMessage.catch(() => {});
  const ended = once(stream, "close").then(() => ({ grpcStatus, rstCode: stream.rstCode ?? 0 }));
  return { stream, ended, firstMessage };
}
