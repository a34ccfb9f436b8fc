import * as http2 from "node:http2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SLUGS } from "../../src/analyses/types.js";
import { CAMEL_ENVELOPE, ENVELOPE, INVALID_ENVELOPE, STABLE_ENVELOPE } from "../support/envelope.js";
import { postJson, request, type PlainResponse } from "../support/http.js";
import { jsonOf, rawExchange, statusOf } from "../support/raw.js";
import { ELEMENT_KEYS, INTEGER_FIELDS, STRUCTURED_KEYS } from "../support/contract-keys.js";
import { startServer, TEST_KEY, type RunningServer } from "../support/server.js";

/**
 * The JSON gateway over HTTP/1.1 with a plain node:http client: the eight routes per the API and
 * every row of the error table in README.md.
 */

let running: RunningServer;
let port: number;

beforeAll(async () => {
  running = await startServer();
  port = running.port;
});
afterAll(() => running.close());

const TEMPLATE_LINE = "Generated from structured signals using fixed templates.";

function expectErrorBody(response: PlainResponse, status: number, error: string): void {
  expect(response.status).toBe(status);
  expect(response.headers["content-type"]).toBe("application/json");
  expect(Object.keys(response.json)).toEqual(["error", "message", "details", "request_id"]);
  expect(response.json.error).toBe(error);
  expect(typeof response.json.message).toBe("string");
  expect(response.json.message.length).toBeGreaterThan(0);
  expect(Array.isArray(response.json.details)).toBe(true);
  expect(response.json.request_id).toBe(response.headers["x-request-id"]);
}

/** Every integer-typed field of the API, at any depth, is a JSON integer. */
function expectIntegers(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(expectIntegers);
  if (typeof value !== "object" || value === null) return;
  for (const [key, inner] of Object.entries(value)) {
    if (INTEGER_FIELDS.has(key)) expect(Number.isSafeInteger(inner), `${key} is an integer`).toBe(true);
    expectIntegers(inner);
  }
}

describe("the eight routes", () => {
  for (const slug of SLUGS) {
    it(`POST /api/v1/${slug} answers 200 with the response envelope and structured keys`, async () => {
      const response = await postJson(port, `/api/v1/${slug}`, ENVELOPE, TEST_KEY);
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toBe("application/json");
      const body = response.json;
      expect(Object.keys(body)).toEqual(["endpoint", "account_id", "processing", "structured", "narrative"]);
      expect(body.endpoint).toBe(slug);
      expect(body.account_id).toBe(ENVELOPE.account_id);
      expect(body.processing.mode).toBe("ephemeral");
      expect(typeof body.processing.note).toBe("string");
      expect(body.narrative.trimEnd().endsWith(TEMPLATE_LINE)).toBe(true);
      expect(Object.keys(body.structured).sort()).toEqual([...STRUCTURED_KEYS[slug]].sort());
      for (const [key, value] of Object.entries(body.structured)) {
        const elementKeys = ELEMENT_KEYS[key];
        if (elementKeys === undefined) continue;
        for (const element of Array.isArray(value) ? value : [value]) expect(Object.keys(element as object).sort()).toEqual([...elementKeys].sort());
      }
      expectIntegers(body.structured);
    });
  }

  it("returns null days to zero, present as a key, when the runway is stable", async () => {
    const response = await postJson(port, "/api/v1/liquidity-runout-forecast", STABLE_ENVELOPE, TEST_KEY);
    expect(response.status).toBe(200);
    expect(response.json.structured.runway_stable).toBe(true);
    expect(response.json.structured.estimated_days_to_zero_balance).toBeNull();
    expect(response.text).toContain('"estimated_days_to_zero_balance":null');
    expect(response.json.structured.funding_gap_30d_minor).toBe(0);
  });

  it("keeps keys whose value is 0, false or an empty list", async () => {
    const response = await postJson(port, "/api/v1/early-payment-discount-leak", STABLE_ENVELOPE, TEST_KEY);
    expect(response.status).toBe(200);
    expect(response.json.structured.invoices_with_discount_terms).toBe(0);
    expect(response.json.structured.discounts_on_table_minor).toBe(0);
    const burn = await postJson(port, "/api/v1/burn-rate-optimizer", { ...STABLE_ENVELOPE, transactions: [] }, TEST_KEY);
    expect(burn.json.structured.reduction_opportunities).toEqual([]);
  });

  it("reads lowerCamelCase names and int64 decimal strings like snake_case numbers", async () => {
    for (const slug of SLUGS) {
      const snake = await postJson(port, `/api/v1/${slug}`, ENVELOPE, TEST_KEY);
      const camel = await postJson(port, `/api/v1/${slug}`, CAMEL_ENVELOPE, TEST_KEY);
      expect(camel.status).toBe(200);
      expect(camel.json).toEqual(snake.json);
    }
  });

  it("ignores fields it does not know (one body fits every route)", async () => {
    const response = await postJson(port, "/api/v1/cashflow-health-score", { ...ENVELOPE, unknown_block: { x: [1, 2] }, note: "hi" }, TEST_KEY);
    expect(response.status).toBe(200);
  });

  it("accepts a UTF-8 charset parameter and a Bearer scheme in any case", async () => {
    const response = await request(port, {
      path: "/api/v1/cashflow-health-score",
      headers: { authorization: `bearer ${TEST_KEY}`, "content-type": "Application/JSON; charset=UTF-8" },
      body: ENVELOPE,
    });
    expect(response.status).toBe(200);
  });
});

describe("400", () => {
  const path = "/api/v1/cashflow-health-score";

  it("invalid_json for a body that is not JSON, not an object, empty, or not UTF-8", async () => {
    for (const body of ['{"account_id": ', "[1, 2]", "null", "42", "", Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])]) {
      const response = await postJson(port, path, body, TEST_KEY);
      expectErrorBody(response, 400, "invalid_json");
      expect(response.json.details).toEqual([]);
    }
  });

  it("invalid_request listing every field violation with its path", async () => {
    const response = await postJson(port, path, INVALID_ENVELOPE, TEST_KEY);
    expectErrorBody(response, 400, "invalid_request");
    const fields = response.json.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(["account_id", "balances.current_minor", "transactions[0].date"]));
    for (const detail of response.json.details) {
      expect(Object.keys(detail)).toEqual(["field", "issue"]);
      expect(detail.issue.length).toBeGreaterThan(0);
    }
  });
});

describe("401 unauthenticated", () => {
  const path = "/api/v1/distress-early-warning";

  it("for a missing, malformed or unknown key, with WWW-Authenticate: Bearer", async () => {
    const cases: Record<string, string>[] = [
      {},
      { authorization: `Basic ${Buffer.from(`user:${TEST_KEY}`).toString("base64")}` },
      { authorization: "Bearer" },
      { authorization: `Bearer ${TEST_KEY}x` },
      { authorization: `Bearer ${TEST_KEY.slice(0, -1)}` },
    ];
    for (const headers of cases) {
      const response = await request(port, { path, headers: { ...headers, "content-type": "application/json" }, body: ENVELOPE });
      expectErrorBody(response, 401, "unauthenticated");
      expect(response.headers["www-authenticate"]).toMatch(/^Bearer( |$)/);
      expect(response.text).not.toContain(ENVELOPE.account_id);
    }
  });
});

describe("404 not_found", () => {
  it("for paths outside /api/v1/<slug> and the RPC paths", async () => {
    const cases = [
      { method: "GET", path: "/" },
      { method: "POST", path: "/api/v2/cashflow-health-score" },
      { method: "POST", path: "/api/v1/" },
      { method: "POST", path: "/api/v1/cashflow-health-score/extra" },
      { method: "POST", path: "/cashflow.v1.CashFlowService/NoSuchMethod" },
      { method: "GET", path: "/favicon.ico" },
    ];
    for (const { method, path } of cases) {
      const response = await request(port, { method, path });
      expectErrorBody(response, 404, "not_found");
    }
  });
});

describe("405 method_not_allowed", () => {
  it("for a known slug with any method but POST, with Allow: POST, before auth", async () => {
    for (const method of ["GET", "PUT", "PATCH", "DELETE"]) {
      const response = await request(port, { method, path: "/api/v1/burn-rate-optimizer" });
      expectErrorBody(response, 405, "method_not_allowed");
      expect(response.headers["allow"]).toBe("POST");
    }
  });
});

describe("410 unknown_endpoint", () => {
  function expectRetired(response: PlainResponse, migrationUrl: string): void {
    expect(response.status).toBe(410);
    expect(response.json).toEqual({
      error: "unknown_endpoint",
      message: expect.stringMatching(/retired.*eight core endpoints/),
      available_endpoints: [...SLUGS],
      migration_guide: migrationUrl,
      note: expect.stringMatching(/permanently removed.*support/is),
    });
    const warning = response.headers["warning"];
    expect(warning).toMatch(/^299 - ".*"$/);
    expect(warning).toContain(migrationUrl);
    expect(warning).toMatch(/unknown or retired/i);
  }

  it("for any unknown or retired slug, any method, with or without a key", async () => {
    const defaultUrl = "https://docs.example.com/cashflow/migration";
    expectRetired(await request(port, { path: "/api/v1/cash-runway-predictor" }), defaultUrl);
    expectRetired(await request(port, { method: "GET", path: "/api/v1/cashflow-health-score-v2" }), defaultUrl);
    expectRetired(await request(port, { method: "DELETE", path: "/api/v1/x?y=1" }), defaultUrl);
    expectRetired(await postJson(port, "/api/v1/vendor-spend-analyzer", ENVELOPE, "not-a-key"), defaultUrl);
    expectRetired(await postJson(port, "/api/v1/vendor-spend-analyzer", ENVELOPE, TEST_KEY), defaultUrl);
  });

  it("points to CASHFLOW_MIGRATION_URL when it is configured", async () => {
    const custom = await startServer({ migrationUrl: "https://help.acme.test/cashflow/v1-migration" });
    try {
      expectRetired(await request(custom.port, { path: "/api/v1/old-route" }), "https://help.acme.test/cashflow/v1-migration");
    } finally {
      await custom.close();
    }
  });
});

describe("413 payload_too_large", () => {
  let small: RunningServer;
  beforeAll(async () => {
    small = await startServer({ maxBodyBytes: 1024 });
  });
  afterAll(() => small.close());

  const head = (length: string) =>
    `POST /api/v1/cashflow-health-score HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${TEST_KEY}\r\nContent-Type: application/json\r\n${length}\r\n`;

  it("from Content-Length, before any of the body is sent", async () => {
    const { text, closedByServer } = await rawExchange(small.port, [head("Content-Length: 5000\r\n")]);
    expect(statusOf(text)).toBe(413);
    expect(jsonOf(text).error).toBe("payload_too_large");
    expect(closedByServer).toBe(true);
  });

  it("at the default limit of 16 MiB", async () => {
    const { text } = await rawExchange(port, [head(`Content-Length: ${16 * 1024 * 1024 + 1}\r\n`)]);
    expect(statusOf(text)).toBe(413);
    const response = await postJson(port, "/api/v1/cashflow-health-score", { ...ENVELOPE, padding: "x".repeat(1024 * 1024) }, TEST_KEY);
    expect(response.status).toBe(200);
  });

  it("while reading a chunked body without Content-Length", async () => {
    const chunk = `258\r\n${" ".repeat(600)}\r\n`;
    const { text, closedByServer } = await rawExchange(small.port, [head("Transfer-Encoding: chunked\r\n"), chunk, chunk, chunk]);
    expect(statusOf(text)).toBe(413);
    const body = jsonOf(text);
    expect(body.error).toBe("payload_too_large");
    expect(body.details).toEqual([]);
    expect(closedByServer).toBe(true);
  });

  it("over HTTP/2, answers and stops only that stream's upload; the session serves on", async () => {
    const session = http2.connect(small.baseUrl);
    try {
      const stream = session.request({ ":method": "POST", ":path": "/api/v1/cashflow-health-score", authorization: `Bearer ${TEST_KEY}`, "content-type": "application/json" });
      stream.on("error", () => {});
      const answer = new Promise<{ status: number; text: string }>((resolve) => {
        let status = 0;
        let text = "";
        stream.on("response", (headers) => (status = Number(headers[":status"])));
        stream.on("data", (chunk: Buffer) => (text += chunk.toString()));
        stream.on("end", () => resolve({ status, text }));
      });
      // More than the limit, and more than the flow-control window: the server must not wait for it.
      for (let i = 0; i < 8; i++) stream.write(Buffer.alloc(16 * 1024, 32));
      const { status, text } = await answer;
      expect(status).toBe(413);
      expect(JSON.parse(text).error).toBe("payload_too_large");

      const next = await new Promise<number>((resolve, reject) => {
        const again = session.request({ ":method": "POST", ":path": "/api/v1/cashflow-health-score", authorization: `Bearer ${TEST_KEY}`, "content-type": "application/json" });
        again.on("response", (headers) => resolve(Number(headers[":status"])));
        again.on("error", reject);
        again.resume();
        again.end(JSON.stringify(STABLE_ENVELOPE));
      });
      expect(next).toBe(200);
    } finally {
      session.destroy();
    }
  });

  it("answers a body at the limit normally", async () => {
    const body = JSON.stringify({ ...STABLE_ENVELOPE });
    const padded = body.slice(0, -1) + `,"pad":"${"x".repeat(1024 - body.length - 9)}"}`;
    expect(Buffer.byteLength(padded)).toBe(1024);
    const response = await postJson(small.port, "/api/v1/cashflow-health-score", padded, TEST_KEY);
    expect(response.status).toBe(200);
  });
});

describe("415 unsupported_media_type", () => {
  it("when the body is not declared as UTF-8 application/json", async () => {
    const cases: Record<string, string>[] = [
      {},
      { "content-type": "text/plain" },
      { "content-type": "application/x-www-form-urlencoded" },
      { "content-type": "application/json; charset=iso-8859-1" },
      { "content-type": "application/json", "content-encoding": "gzip" },
    ];
    for (const headers of cases) {
      const response = await request(port, {
        path: "/api/v1/cashflow-health-score",
        headers: { authorization: `Bearer ${TEST_KEY}`, ...headers },
        body: JSON.stringify(ENVELOPE),
      });
      expectErrorBody(response, 415, "unsupported_media_type");
    }
  });
});

describe("X-Request-Id", () => {
  it("echoes the caller's id, reduced to safe characters, on success and in error bodies", async () => {
    const ok = await postJson(port, "/api/v1/cashflow-health-score", ENVELOPE, TEST_KEY, { "x-request-id": "trace-42:abc" });
    expect(ok.headers["x-request-id"]).toBe("trace-42:abc");
    const bad = await postJson(port, "/api/v1/cashflow-health-score", INVALID_ENVELOPE, TEST_KEY, { "x-request-id": 'a b"<c>' });
    expect(bad.headers["x-request-id"]).toBe("abc");
    expect(bad.json.request_id).toBe("abc");
  });

  it("makes a fresh id when the caller sends none", async () => {
    const one = await request(port, { method: "GET", path: "/" });
    const two = await request(port, { method: "GET", path: "/" });
    expect(one.json.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(one.json.request_id).not.toBe(two.json.request_id);
  });
});

describe("over cleartext HTTP/2", () => {
  it("answers the same JSON as over HTTP/1.1", async () => {
    const session = http2.connect(`http://127.0.0.1:${port}`);
    try {
      const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
        const stream = session.request({
          ":method": "POST",
          ":path": "/api/v1/simulated-scenario-runner",
          authorization: `Bearer ${TEST_KEY}`,
          "content-type": "application/json",
        });
        let status = 0;
        const chunks: Buffer[] = [];
        stream.on("response", (headers) => (status = Number(headers[":status"])));
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => resolve({ status, text: Buffer.concat(chunks).toString("utf8") }));
        stream.on("error", reject);
        stream.end(JSON.stringify(ENVELOPE));
      });
      const overHttp1 = await postJson(port, "/api/v1/simulated-scenario-runner", ENVELOPE, TEST_KEY);
      expect(status).toBe(200);
      expect(JSON.parse(text)).toEqual(overHttp1.json);
    } finally {
      session.close();
    }
  });
});
