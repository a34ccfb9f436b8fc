/**
 * The floor: the least a Node JSON service can do with a request — read the body, `JSON.parse` it
 * and answer a fixed small JSON — on a bare `node:http` server. `npm run bench` drives it exactly
 * like the real service, so each row of the service shows its cost over merely reading the request.
 *
 *   PORT=<port> node dist/bench/floor.js
 */
import * as http from "node:http";

const ANSWER = Buffer.from(JSON.stringify({ ok: true, endpoint: "floor" }));

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    const envelope: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    // Touch the result, so the parse is demonstrably used as a service would use it.
    const status = typeof envelope === "object" && envelope !== null ? 200 : 400;
    res.writeHead(status, { "content-type": "application/json", "content-length": String(ANSWER.length) });
    res.end(ANSWER);
  });
});

server.listen(Number(process.env["PORT"] ?? 0), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
