import * as net from "node:net";

/**
 * Writes raw bytes to the server and collects what comes back until the server closes the
 * connection or `waitMs` passes: for requests no well-behaved client library would send, such as
 * a Content-Length promising a body that never comes.
 */
export function rawExchange(port: number, parts: (string | Buffer)[], waitMs = 3_000): Promise<{ text: string; closedByServer: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let closedByServer = false;
    const timer = setTimeout(() => socket.destroy(), waitMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("end", () => {
      closedByServer = true;
    });
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ text: Buffer.concat(chunks).toString("utf8"), closedByServer });
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // The server may close while we still write an unwanted body: that is the behaviour under test.
      if (error.code !== "ECONNRESET" && error.code !== "EPIPE") reject(error);
    });
    socket.on("connect", () => {
      for (const part of parts) socket.write(part);
    });
  });
}

/** The status code of the first response in a raw HTTP/1.1 exchange. */
export function statusOf(text: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
}

/** The JSON body of a raw response with Content-Length framing. */
export function jsonOf(text: string): any {
  return JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4));
}
