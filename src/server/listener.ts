import * as http from "node:http";
import * as http2 from "node:http2";
import * as net from "node:net";
import { limitInactivity } from "../http/inactivity.js";
import type { RequestHandler } from "../http/types.js";
import { UndeliveredAnswers } from "../http/undelivered-answers.js";
import type { RequestCollection } from "./collect-garbage.js";
import { applyHttp1Timeouts, closeWhenIdle, http1ServerOptions, secureServerOptions, type ConnectionTimeouts } from "./timeouts.js";

/**
 * One port for every protocol. Cleartext: a TCP server reads the first bytes of each connection
 * and hands it to the HTTP/2 server when they are the HTTP/2 connection preface (h2c with prior
 * knowledge, as gRPC clients and `buf curl --http2-prior-knowledge` open it), else to the HTTP/1.1
 * server. With TLS: one HTTP/2 server that also accepts HTTP/1.1, chosen by ALPN.
 */
export interface Listener {
  listen(port: number, host: string): Promise<net.AddressInfo>;
  /**
   * Stops accepting, lets in-flight requests finish, closes idle and finished connections, and
   * destroys what is still open after `drainMs`.
   */
  close(drainMs: number): Promise<DrainOutcome>;
}

/** How a drain ended, for the shutdown log line. */
export interface DrainOutcome {
  /** Connections still busy when the drain time ran out, and therefore destroyed mid-request. */
  destroyedAtDeadline: number;
}


/**
 * HTTP/2 receive windows. The protocol's default of 64 KiB makes a client wait for a WINDOW_UPDATE
 * every 64 KiB of request body, and each update waits for this busy event loop: a soak with books
 * of 5,000 transactions saw gRPC and Connect p99 of 3 to 6 s against 0.2 s on HTTP/1.1, and about
 * 0.4 s with these windows. 1 MiB per stream is grpc-java's default; the connection allows eight
 * such streams at once. The request body limit bounds memory either way.
 */
const H2_STREAM_WINDOW_BYTES = 1 << 20;
export const H2_CONNECTION_WINDOW_BYTES = 8 << 20;
/**
 * Streams one HTTP/2 connection may have open at once. Node's default is 2^32 − 1, which would let
 * one connection hold any number of bodies in memory; 100 is what RFC 9113 §6.5.2 recommends as the
 * least a server should allow, and clients queue calls beyond it rather than fail them.
 */
const H2_MAX_CONCURRENT_STREAMS = 100;
export const H2_SETTINGS: http2.Settings = { initialWindowSize: H2_STREAM_WINDOW_BYTES, maxConcurrentStreams: H2_MAX_CONCURRENT_STREAMS };

/**
 * How long a drain keeps an idle HTTP/1.1 connection open for a request that may already be on its
 * way. A client sending requests back to back reuses its connection within milliseconds, and then
 * has its request answered with `Connection: close`; a second covers a loaded client or proxy, and
 * is what an idle connection adds to a drain.
 */
const DRAIN_IDLE_GRACE_MS = 1_000;

/** RFC 9113 §3.4: every HTTP/2 connection starts with these 24 octets. */
const PREFACE = Buffer.from("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", "latin1");

/**
 * `timeouts` bound how long a connection may stay silent or slow (see ./timeouts.ts): a connection
 * must send its opening bytes within `firstByteMs` and its first request's headers within
 * `headersMs`, each counted as a whole rather than per byte, so a peer trickling a byte at a time
 * cannot hold a socket. Beyond `maxConnections` open at once, a new connection is closed on arrival.
 * An answer written but not taken within `timeouts.sendMs` is abandoned (../http/undelivered-answers.ts),
 * with `collectGarbage` run after many at once.
 */
export function createListener(
  handler: RequestHandler,
  tls: { cert: Buffer; key: Buffer } | undefined,
  timeouts: ConnectionTimeouts,
  maxConnections: number,
  collectGarbage?: RequestCollection,
): Listener {
  const sockets = new Set<net.Socket>();
  const sessions = new Set<http2.Http2Session>();
  const http1 = new Http1Connections(DRAIN_IDLE_GRACE_MS);
  let closing = false;

  const answers = new UndeliveredAnswers(timeouts.sendMs, collectGarbage);
  const serve: RequestHandler = (req, res) => {
    if (req.httpVersionMajor === 1) http1.track(req as http.IncomingMessage, res as http.ServerResponse);
    limitInactivity(req, timeouts.sendMs);
    answers.track(res);
    handler(req, res);
  };
  const trackSession = (session: http2.Http2Session) => {
    sessions.add(session);
    session.once("close", () => sessions.delete(session));
    closeWhenIdle(session, timeouts.keepAliveMs);
    // The preface is in; the first request's headers must follow within the header timeout, in total.
    const firstRequest = setTimeout(() => session.destroy(), timeouts.headersMs);
    session.once("stream", () => clearTimeout(firstRequest));
    session.once("close", () => clearTimeout(firstRequest));
    session.setLocalWindowSize(H2_CONNECTION_WINDOW_BYTES);
    if (closing) session.close();
  };
  const trackSocket = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  };

  let front: net.Server;
  let h1: http.Server | undefined;
  if (tls) {
    const secure = http2.createSecureServer({ cert: tls.cert, key: tls.key, allowHTTP1: true, settings: H2_SETTINGS, ...secureServerOptions(timeouts) }, serve);
    applyHttp1Timeouts(secure, timeouts);
    secure.on("connection", trackSocket);
    secure.on("session", trackSession);
    front = secure;
  } else {
    const h2 = http2.createServer({ settings: H2_SETTINGS }, serve);
    h2.on("session", trackSession);
    h1 = http.createServer(http1ServerOptions(timeouts), serve);
    const cleartextH1 = h1;
    front = net.createServer((socket) => {
      trackSocket(socket);
      routeBySniffing(socket, timeouts.firstByteMs, (isHttp2) => (isHttp2 ? h2 : cleartextH1).emit("connection", socket));
    });
  }
  // Node closes a connection beyond this at once, before any byte of it is read.
  front.maxConnections = maxConnections;

  return {
    listen(port, host) {
      return new Promise((resolve, reject) => {
        front.once("error", reject);
        front.listen(port, host, () => {
          front.off("error", reject);
          // The HTTP/1.1 server never listens itself; its 'listening' event is what starts its
          // connection tracking (header and request timeouts, idle closing).
          h1?.emit("listening");
          resolve(front.address() as net.AddressInfo);
        });
      });
    },
    close(drainMs) {
      closing = true;
      const stopped = new Promise<void>((resolve) => front.close(() => resolve()));
      // GOAWAY naming the last stream the session took (Node's close() sends it so): the client
      // knows any later stream was not processed and may retry it elsewhere, POST included; the
      // streams up to it are answered. (A first GOAWAY of 2^31 − 1 followed by a PING, the gentler
      // form RFC 9113 §6.8 describes, left Node's own client never answering the PING.)
      for (const session of sessions) session.close();
      http1.startDrain();
      const drainStarted = Date.now();
      return new Promise<DrainOutcome>((resolve) => {
        let destroyedAtDeadline = 0;
        const deadline = setTimeout(() => {
          destroyedAtDeadline = sockets.size;
          for (const socket of sockets) socket.destroy();
        }, drainMs);
        const check = () => {
          // Once no request is in flight and the idle grace is over, what is left open has nothing
          // to finish: a peer slow to close its side after GOAWAY or `Connection: close`, or a
          // socket that never sent a request. Before the grace is over, a request may be on its way.
          const busy = http1.busy() || [...sessions].some((session) => !session.destroyed);
          if (!busy && !http1.inGrace() && Date.now() - drainStarted >= DRAIN_IDLE_GRACE_MS) for (const socket of sockets) socket.destroy();
          if (sockets.size > 0) return;
          clearInterval(poll);
          clearTimeout(deadline);
          const done = () => resolve({ destroyedAtDeadline });
          stopped.then(done, done);
        };
        const poll = setInterval(() => afterPendingReads(check), 20);
      });
    },
  };
}

/**
 * Runs `decide` once the bytes that have already arrived are read. Node runs timers before it reads
 * its sockets, so after the process has stalled (a long request, a starved machine) a timer's
 * callback would not yet see a request that reached the socket meanwhile, and closing the
 * connection then would reset it; `setImmediate` runs after that read, when the request is tracked.
 */
function afterPendingReads(decide: () => void): void {
  setImmediate(decide);
}

/**
 * Reads until the bytes seen either diverge from the HTTP/2 preface or complete it, then puts
 * them back and hands the socket over. The hand-over resumes the socket on the next tick, once
 * the receiving server has attached its readers, or the unshifted bytes would be lost.
 */
function routeBySniffing(socket: net.Socket, firstByteMs: number, handOver: (isHttp2: boolean) => void): void {
  let seen: Buffer = Buffer.alloc(0);
  socket.on("error", () => socket.destroy());
  // One limit for the whole opening, not a timer reset by each byte.
  const opening = setTimeout(() => socket.destroy(), firstByteMs);
  socket.once("close", () => clearTimeout(opening));
  const onData = (chunk: Buffer) => {
    seen = seen.length === 0 ? chunk : Buffer.concat([seen, chunk]);
    const compared = Math.min(seen.length, PREFACE.length);
    const matchesSoFar = seen.subarray(0, compared).equals(PREFACE.subarray(0, compared));
    if (matchesSoFar && seen.length < PREFACE.length) return;
    socket.off("data", onData);
    socket.pause();
    clearTimeout(opening);
    socket.unshift(seen);
    handOver(matchesSoFar);
    process.nextTick(() => socket.resume());
  };
  socket.on("data", onData);
}

/**
 * HTTP/1.1 connections and the requests in flight on each, for shutdown. Once the drain begins,
 * every request that arrives is answered with `Connection: close`, and Node closes its connection
 * after it. A connection is never closed under a request on its way: one idle at the start of the
 * drain (or left idle after answering requests that were in flight then) stays open for
 * `DRAIN_IDLE_GRACE_MS` more, so that a client sending its next request right now gets it answered
 * (with `Connection: close`) rather than reset; only a connection idle that long is closed, with a
 * FIN, as the keep-alive timeout would. Node's own `server.close()` is not used: it destroys idle
 * connections at once, which resets a request that has just been sent. Node's own tracking covers
 * only the cleartext http.Server, not HTTP/1.1 inside the TLS server.
 */
interface Http1Connection {
  /** Answers begun and not yet ended on this connection. */
  answers: Set<http.ServerResponse>;
  /** During a drain, closes the connection once it has stayed idle for the grace... */
  idleTimer?: NodeJS.Timeout;
  /** ... which ends then (0 while the connection is busy or the drain has not begun). */
  graceUntil: number;
}

class Http1Connections {
  private readonly connections = new Map<net.Socket, Http1Connection>();
  private closing = false;

  constructor(private readonly idleGraceMs: number) {}

  track(req: http.IncomingMessage, res: http.ServerResponse): void {
    const socket = req.socket;
    let connection = this.connections.get(socket);
    if (connection === undefined) {
      const created: Http1Connection = { answers: new Set(), graceUntil: 0 };
      connection = created;
      this.connections.set(socket, created);
      socket.once("close", () => {
        clearTimeout(created.idleTimer);
        this.connections.delete(socket);
      });
    }
    clearTimeout(connection.idleTimer);
    connection.graceUntil = 0;
    connection.answers.add(res);
    if (this.closing) res.shouldKeepAlive = false;
    const tracked = connection;
    res.once("close", () => {
      tracked.answers.delete(res);
      // An answer that said `Connection: close` has Node close the connection after it.
      if (this.closing && tracked.answers.size === 0 && res.shouldKeepAlive) this.closeWhenStillIdle(socket, tracked);
    });
  }

  busy(): boolean {
    for (const { answers } of this.connections.values()) if (answers.size > 0) return true;
    return false;
  }

  /**
   * The drain begins: requests from now on are answered with `Connection: close`, and idle
   * connections get their grace. Answers already in progress are left as they are: a client may
   * have pipelined more requests behind one, which a `close` on it would lose; the connection
   * gets its grace after them instead.
   */
  startDrain(): void {
    this.closing = true;
    for (const [socket, connection] of this.connections) {
      if (connection.answers.size === 0) this.closeWhenStillIdle(socket, connection);
    }
  }

  /** Whether some idle connection is still in its grace, when a request may be on its way to it. */
  inGrace(): boolean {
    const now = Date.now();
    for (const { graceUntil } of this.connections.values()) if (graceUntil > now) return true;
    return false;
  }

  private closeWhenStillIdle(socket: net.Socket, connection: Http1Connection): void {
    clearTimeout(connection.idleTimer);
    connection.graceUntil = Date.now() + this.idleGraceMs;
    connection.idleTimer = setTimeout(() => {
      afterPendingReads(() => {
        if (connection.answers.size === 0 && connection.graceUntil !== 0 && connection.graceUntil <= Date.now()) socket.end();
      });
    }, this.idleGraceMs);
  }
}
