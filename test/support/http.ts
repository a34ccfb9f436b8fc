import * as http from "node:http";

export interface PlainResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: any;
}

export interface PlainRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string or Buffer as it is. */
  body?: unknown;
}

/** One HTTP/1.1 request with node:http and nothing else, as the most basic JSON client would send it. */
export function request(port: number, { method = "POST", path, headers = {}, body }: PlainRequest): Promise<PlainResponse> {
  const payload = body === undefined ? undefined : typeof body === "string" || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(payload);
  });
}

/** A JSON POST with the test key, as the README's curl example sends it. */
export function postJson(port: number, path: string, body: unknown, key: string, extraHeaders: Record<string, string> = {}): Promise<PlainResponse> {
  return request(port, {
    path,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json", ...extraHeaders },
    body,
  });
}
