import * as net from "node:net";

/**
 * A loopback port free right now, for a server started as a child process: the child is told the
 * port up front so the load generator knows where to connect without parsing the child's logs.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
