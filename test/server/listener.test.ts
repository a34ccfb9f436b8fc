import * as http from "node:http";
import * as http2 from "node:http2";
import * as net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ENVELOPE } from "../support/envelope.js";
import { postJson } from "../support/http.js";
import { startServer, TEST_KEY, type RunningServer } from "../support/server.js";
import { h2Exchange } from "../support/h2.js";
import { holdHttp1, holdHttp2 } from "../support/held.js";

/** The one-port listener: protocol sniffing on awkward packet boundaries, and graceful close. */

const opened: (RunningServer | net.Server)[] = [];
afterEach(async () => {
  for (const item of opened.splice(0)) {
    if (item instanceof net.Server) item.close();
    else await item.close();
  }
});

/** A TCP proxy that forwards the client's first `trickled` bytes one per write, with a pause between. */
async function trickleProxy(targetPort: number, trickled = 40): Promise<number> {
  const proxy = net.createServer((client) => {
    const upstream = net.connect(targetPort, "127.0.0.1");
    upstream.setNoDelay(true);
    let sent = 0;
    let queue = Promise.resolve();
    client.on("data", (chunk: Buffer) => {
      client.pause();
      queue = queue.then(async () => {
        for (const byte of chunk) {
          upstream.write(Buffer.of(byte));
          if (++sent <= trickled) await new Promise((resolve) => setTimeout(resolve, 2));
        }
        client.resume();
      });
    });
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
  });
  opened.push(proxy);
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  return (proxy.address() as net.AddressInfo).port;
}

async function h2Post(port: number, path: string, body: string): Promise<{ status: number }> {
  const session = http2.connect(`http://127.0.0.1:${port}`);
  try {
    return await h2Exchange(session, { ":path": path, authorization: `Bearer ${TEST_KEY}`, "content-type": "application/json" }, [body], true);
  } finally {
    session.close();
  }
}

describe("protocol sniffing", () => {
  it("recognises the HTTP/2 preface arriving one byte at a time", async () => {
    const running = await startServer();
    opened.push(running);
    const port = await trickleProxy(running.port);
    const { status } = await h2Post(port, "/api/v1/cashflow-health-score", JSON.stringify(ENVELOPE));
    expect(status).toBe(200);
  });

  it("recognises HTTP/1.1 whose first byte, P, is also the preface's", async () => {
    const running = await startServer();
    opened.push(running);
    const port = await trickleProxy(running.port);
    const response = await postJson(port, "/api/v1/cashflow-health-score", ENVELOPE, TEST_KEY);
    expect(response.status).toBe(200);
  });
});

describe("HTTP/2 settings", () => {
  it("announces 100 concurrent streams per connection and 1 MiB stream windows", async () => {
    const running = await startServer();
    opened.push(running);
    const session = http2.connect(`http://127.0.0.1:${running.port}`);
    try {
      const settings = await new Promise<http2.Settings>((resolve) => session.once("remoteSettings", resolve));
      // Node's own defaults would be 4,294,967,295 streams and 65,535-byte windows.
      expect(settings.maxConcurrentStreams).toBe(100);
      expect(settings.initialWindowSize).toBe(1_048_576);
    } finally {
      session.close();
    }
  });
});

describe("close()", () => {
  const BODY = Buffer.from(JSON.stringify(ENVELOPE));
  const HEADERS = { authorization: `Bearer ${TEST_KEY}`, "content-type": "application/json" };

  // holdHttp1/holdHttp2 return once the server has taken the request (its 100 Continue), with half
  // the body sent: the request is provably in flight when close() starts.
  it("lets a request in flight on HTTP/1.1 finish, then resolves", async () => {
    const running = await startServer();
    const held = await holdHttp1(running.port, "/api/v1/cashflow-health-score", HEADERS, BODY);
    const closed = running.close();
    held.finish();
    expect((await held.answer).status).toBe(200);
    await closed;
  });

  it("lets a stream in flight on HTTP/2 finish, then resolves", async () => {
    const running = await startServer();
    const session = http2.connect(`http://127.0.0.1:${running.port}`);
    const held = await holdHttp2(session, "/api/v1/burn-rate-optimizer", HEADERS, BODY);
    const closed = running.close();
    held.finish();
    expect((await held.answer).status).toBe(200);
    session.close();
    await closed;
  });

  it("answers a request that reaches an open HTTP/1.1 connection during the drain, then closes it", async () => {
    const running = await startServer();
    const body = JSON.stringify(ENVELOPE);
    const head = (extra: string) =>
      `POST /api/v1/cashflow-health-score HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${TEST_KEY}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}\r\n`;
    const socket = net.connect(running.port, "127.0.0.1");
    let text = "";
    let continued = () => {};
    const continuing = new Promise<void>((resolve) => (continued = resolve));
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString("latin1");
      if (text.includes("100 Continue")) continued();
    });
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    // A request in flight when the drain starts (the 100 Continue says the server has it), then a
    // second one pipelined behind it on the same connection.
    socket.write(head("Expect: 100-continue\r\n"));
    await continuing;
    const drained = running.close();
    socket.write(body + head("") + body);
    await closed;
    await drained;
    const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => match[1]);
    expect(statuses).toEqual(["100", "200", "200"]);
    expect(text.slice(text.lastIndexOf("HTTP/1.1"))).toMatch(/\r\nConnection: close\r\n/i);
  });

  it("answers a request that reached an idle connection while the server was too busy to read it as the grace ran out", async () => {
    const running = await startServer();
    const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`;
    const socket = net.connect(running.port, "127.0.0.1");
    let text = "";
    let answered = () => {};
    const firstAnswer = new Promise<void>((resolve) => (answered = resolve));
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString("latin1");
      // The 404's body is JSON: its closing brace ends the first answer.
      if (text.trimEnd().endsWith("}")) answered();
    });
    // A reset is what this guards against: let it show as a missing answer, not a thrown error.
    socket.on("error", () => {});
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    socket.write(request("/first"));
    await firstAnswer;
    // The connection is idle when the drain starts: it gets a second of grace.
    const drained = running.close();
    await new Promise<void>((resolve, reject) => socket.write(request("/second"), (error) => (error ? reject(error) : resolve())));
    // The second request is in the server's socket; now the server's event loop stalls past the
    // grace (a blocking wait stands for a long request or a starved process), so that when it wakes
    // the grace timer is due before the socket is read.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1_200);
    await closed;
    await drained;
    const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => match[1]);
    expect(statuses).toEqual(["404", "404"]);
    expect(text.slice(text.lastIndexOf("HTTP/1.1"))).toMatch(/\r\nConnection: close\r\n/i);
  });

  it("refuses new connections and closes an idle keep-alive one once it has stayed idle for a second of grace", async () => {
    const running = await startServer();
    const agent = new http.Agent({ keepAlive: true });
    const idle = await new Promise<number>((resolve) => http.get({ host: "127.0.0.1", port: running.port, path: "/", agent }, (res) => { res.resume(); res.on("end", () => resolve(res.statusCode ?? 0)); }));
    expect(idle).toBe(404);
    const started = Date.now();
    await running.close();
    // The grace (1 s) lets a request already on its way be answered; then the connection closes,
    // well before the keep-alive timeout.
    const ms = Date.now() - started;
    expect(ms).toBeGreaterThanOrEqual(990);
    expect(ms).toBeLessThan(2_000);
    await expect(postJson(running.port, "/api/v1/cashflow-health-score", ENVELOPE, TEST_KEY)).rejects.toThrow(/ECONNREFUSED/);
    agent.destroy();
  });
});
