import * as http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { endAtTurnEnd } from "../../src/http/answers-at-turn-end.js";
import { request } from "../support/http.js";

/** A loopback HTTP/1.1 server whose handler the test supplies; closed after each test. */
const servers: http.Server[] = [];
async function serve(handler: http.RequestListener): Promise<number> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

/** Sets an answer's headers as the gateway does before handing it over. */
function answer(res: http.ServerResponse, text: string): Buffer {
  const payload = Buffer.from(text);
  res.writeHead(200, { "content-type": "text/plain", "content-length": String(payload.length) });
  return payload;
}

describe("endAtTurnEnd", () => {
  it("holds the answers of one turn until the turn ends, then each client gets its own", async () => {
    // The first request to arrive is held until the second does; both answers are then queued in one turn.
    const held: http.ServerResponse[] = [];
    const endedWhenQueued: boolean[] = [];
    const port = await serve((_req, res) => {
      held.push(res);
      if (held.length < 2) return;
      for (const waiting of held) endAtTurnEnd(waiting, answer(waiting, `answer to ${waiting.req.url}`));
      endedWhenQueued.push(...held.map((waiting) => waiting.writableEnded));
    });
    const [one, two] = await Promise.all([request(port, { path: "/1" }), request(port, { path: "/2" })]);
    expect(endedWhenQueued).toEqual([false, false]);
    expect(one).toMatchObject({ status: 200, text: "answer to /1" });
    expect(two).toMatchObject({ status: 200, text: "answer to /2" });
  });

  it("sends the rest of a turn's answers when one of them cannot be ended, and closes that one", async () => {
    let destroyed = false;
    const broken = {
      end() {
        throw new Error("an answer whose body is at odds with its headers");
      },
      destroy() {
        destroyed = true;
      },
    } as unknown as http.ServerResponse;
    const port = await serve((_req, res) => {
      endAtTurnEnd(broken, Buffer.from("{}"));
      endAtTurnEnd(res, answer(res, "still answered"));
    });
    expect(await request(port, { path: "/" })).toMatchObject({ status: 200, text: "still answered" });
    expect(destroyed).toBe(true);
  });

  it("keeps serving when a client hangs up before its answer leaves", async () => {
    const port = await serve((req, res) => {
      if (req.url === "/gone") {
        endAtTurnEnd(res, answer(res, "nobody reads this"));
        req.socket.destroy();
        return;
      }
      endAtTurnEnd(res, answer(res, "next"));
    });
    await expect(request(port, { path: "/gone" })).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(await request(port, { path: "/next" })).toMatchObject({ status: 200, text: "next" });
  });
});
