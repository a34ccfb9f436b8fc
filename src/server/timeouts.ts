import type * as http from "node:http";
import type * as http2 from "node:http2";
import type { Timeouts } from "./config.js";

/**
 * The connection time limits of CASHFLOW_*_TIMEOUT_SECONDS, applied to Node's servers. The request
 * deadline is not here: it is per request, in the dispatcher, for both HTTP versions alike.
 */
export type ConnectionTimeouts = Pick<Timeouts, "headersMs" | "requestMs" | "firstByteMs" | "keepAliveMs" | "sendMs">;

/**
 * How often Node looks for HTTP/1.1 requests past their header or request timeout. Its default of
 * 30 s would let a 10 s limit run to 40 s; a second keeps the overshoot small at the cost of one
 * cheap timer, and a shorter limit (as in tests) is checked at its own pace.
 */
function checkingIntervalMs(timeouts: ConnectionTimeouts): number {
  return Math.max(10, Math.min(1_000, timeouts.headersMs, timeouts.requestMs));
}

/** HTTP/1.1 limits for the cleartext server. */
export function http1ServerOptions(timeouts: ConnectionTimeouts): http.ServerOptions {
  return {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: checkingIntervalMs(timeouts),
  };
}

/** A TLS handshake not even begun within the first-byte limit is given up, like a silent cleartext socket. */
export function secureServerOptions(timeouts: ConnectionTimeouts): http2.SecureServerOptions {
  return { handshakeTimeout: timeouts.firstByteMs };
}

/**
 * The same HTTP/1.1 limits for HTTP/1.1 inside the TLS server (ALPN `http/1.1`). Node reads these
 * as properties of the HTTP/2 server when `allowHTTP1` is set, and leaves keep-alive connections
 * open for ever unless `keepAliveTimeout` is set. Must run before the server listens.
 */
export function applyHttp1Timeouts(server: http2.Http2SecureServer, timeouts: ConnectionTimeouts): void {
  Object.assign(server, {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: checkingIntervalMs(timeouts),
  });
}

/**
 * Closes an HTTP/2 session (GOAWAY, then close once its streams end) after `idleMs` without a
 * frame while it has no open stream: HTTP/2 has no keep-alive timeout of its own, so a client could
 * otherwise hold a connection for ever. A session with an open stream, such as a health Watch that
 * is quiet between status changes, is left alone.
 */
export function closeWhenIdle(session: http2.Http2Session, idleMs: number): void {
  let openStreams = 0;
  session.on("stream", (stream: http2.ServerHttp2Stream) => {
    openStreams += 1;
    stream.once("close", () => (openStreams -= 1));
  });
  session.setTimeout(idleMs, () => {
    if (openStreams === 0) session.close();
  });
}

