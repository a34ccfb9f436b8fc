import { once } from "node:events";
import * as net from "node:net";
import { describe, expect, it } from "vitest";
import { spawnServer } from "../support/process.js";

/** A port another process holds: the server says which, and names PORT, instead of Node's bare EADDRINUSE. */
describe("a port already in use", () => {
  it("stops the server with exit 1 and a sentence naming the port and the PORT setting", { timeout: 30_000 }, async () => {
    const holder = net.createServer();
    holder.listen(0, "127.0.0.1");
    await once(holder, "listening");
    const { port } = holder.address() as net.AddressInfo;
    try {
      const server = spawnServer({ PORT: String(port), CASHFLOW_API_KEYS: "k-port-test" });
      expect(await server.exited).toEqual({ code: 1, signal: null });
      expect(server.output()).toContain(`Port ${port} on 127.0.0.1 is already in use by another process.`);
      expect(server.output()).toContain("set PORT for the service (e.g. PORT=8081 npm start)");
      expect(server.output()).not.toMatch(/EADDRINUSE|at .*\.js:\d+/);
    } finally {
      holder.close();
    }
  });
});
