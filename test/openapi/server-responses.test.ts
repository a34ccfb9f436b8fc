/**
 * docs/openapi.yaml against the real server: every route's 200 and every error status the gateway
 * produces, fetched over HTTP from a server on an ephemeral port and held to the committed document,
 * body (by its JSON Schema) and headers (each one the document lists for that answer must be sent,
 * with a value its schema allows). openapi.test.ts checks the engine's answers in-process; this
 * checks what a client of the document actually receives.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SLUGS } from "../../src/analyses/types.js";
import { loadConfig } from "../../src/server/config.js";
import { ENVELOPE, INVALID_ENVELOPE, STABLE_ENVELOPE } from "../support/envelope.js";
import { postJson, request, type PlainResponse } from "../support/http.js";
import { rawExchange, statusOf } from "../support/raw.js";
import { startServer, TEST_KEY, type RunningServer } from "../support/server.js";
import { committedDocument, committedValidators, pointerToken, resolvePointer, schemaValidator, validatorFor } from "./support.js";

/** The account id that makes the engine throw, so the server's 500 can be checked too. */
const { FAULT_ACCOUNT } = vi.hoisted(() => ({ FAULT_ACCOUNT: "openapi-force-internal-fault" }));

vi.mock("../../src/engine/index.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/engine/index.js")>();
  // The engine never throws by contract; this stands in for a bug, for one account id only.
  const analyse = (...args: Parameters<typeof original.analyse>) => {
    const envelope = args[1] as { account_id?: unknown } | null;
    if (envelope?.account_id === FAULT_ACCOUNT) throw new Error("a fault forced by the OpenAPI test");
    return original.analyse(...args);
  };
  return { ...original, analyse };
});

type Json = { [key: string]: unknown };

const EXAMPLES = ["small-company.json", "burning-startup.json", "overdrawn-account.json"];

/** Books that between them reach every shape of answer: a stable runway's null days, a burning one, an overdrawn one. */
const BOOKS: Record<string, unknown> = {
  "the e2e book": ENVELOPE,
  "a stable runway": STABLE_ENVELOPE,
  "no transactions": { ...STABLE_ENVELOPE, transactions: [] },
  ...Object.fromEntries(EXAMPLES.map((file) => [`examples/${file}`, JSON.parse(readFileSync(new URL(`../../examples/${file}`, import.meta.url), "utf8"))])),
};

let running: RunningServer;
beforeAll(async () => {
  running = await startServer();
});
afterAll(() => running.close());

/** An answer as the checks need it: status, lower-cased headers, parsed body. */
interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: unknown;
}

/** The response object the document gives for `path` and `status` (following a `$ref`), or undefined. */
function documentedResponse(path: string, status: number): Json | undefined {
  const paths = committedDocument()["paths"] as Record<string, Json>;
  const template =
    paths[path] !== undefined ? path : Object.keys(paths).find((candidate) => candidate.includes("{") && new RegExp(`^${candidate.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(path));
  if (template === undefined) return undefined;
  for (const operation of Object.values(paths[template]!)) {
    const response = ((operation as Json)["responses"] as Record<string, Json> | undefined)?.[String(status)];
    if (response === undefined) continue;
    return typeof response["$ref"] === "string" ? (resolvePointer(committedDocument(), response["$ref"]) as Json) : response;
  }
  return undefined;
}

/** Every header the document lists for this answer is present, and its value fits the header's schema. */
function expectDocumentedHeaders(path: string, answer: Answer): void {
  const response = documentedResponse(path, answer.status);
  const headers = (response?.["headers"] ?? {}) as Record<string, Json>;
  const validators = committedValidators();
  for (const [name, declared] of Object.entries(headers)) {
    const value = answer.headers[name.toLowerCase()];
    expect(value, `${path} ${answer.status} sends the ${name} header the document lists`).toBeTypeOf("string");
    const pointer =
      typeof declared["$ref"] === "string"
        ? `${declared["$ref"].slice(1)}/schema`
        : `/paths/${pointerToken(path)}/post/responses/${answer.status}/headers/${pointerToken(name)}/schema`;
    const schema = resolvePointer(committedDocument(), `#${pointer}`) as Json;
    // Header values are text; an integer header (Retry-After) is checked as the number it spells.
    const typed = schema["type"] === "integer" && /^\d+$/.test(value as string) ? Number(value) : value;
    const validate = validators.at(pointer);
    expect(validate(typed), `${name}: ${String(value)}\n${validators.errorsOf(validate)}`).toBe(true);
  }
}

/** The body validates against the document's schema for `path` and the answer's status. */
function expectDocumented(path: string, answer: Answer): void {
  expect(String(answer.headers["content-type"])).toMatch(/^application\/json\b/);
  const validate = validatorFor(path, answer.status);
  expect(validate(answer.json), `${path} ${answer.status}: ${JSON.stringify(answer.json)}\n${committedValidators().errorsOf(validate)}`).toBe(true);
  expectDocumentedHeaders(path, answer);
}

/** Headers of a raw HTTP/1.1 response, lower-cased, for the answers only a raw exchange can provoke. */
function rawAnswer(text: string): Answer {
  const [head = "", body = ""] = text.split("\r\n\r\n");
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n").slice(1)) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: statusOf(text), headers, json: JSON.parse(body) };
}

function asAnswer(response: PlainResponse): Answer {
  return { status: response.status, headers: response.headers, json: response.json };
}

describe("200: every route's answer, for books that reach every shape of figure", () => {
  for (const slug of SLUGS) {
    it(`POST /api/v1/${slug}`, async () => {
      for (const [name, book] of Object.entries(BOOKS)) {
        const response = await postJson(running.port, `/api/v1/${slug}`, book, TEST_KEY);
        expect(response.status, `${name}: ${response.text}`).toBe(200);
        expectDocumented(`/api/v1/${slug}`, asAnswer(response));
      }
    });
  }

  it("a stable runway's null days to zero is what the document allows", async () => {
    const response = await postJson(running.port, "/api/v1/liquidity-runout-forecast", STABLE_ENVELOPE, TEST_KEY);
    expect(response.json.structured.estimated_days_to_zero_balance).toBeNull();
    expectDocumented("/api/v1/liquidity-runout-forecast", asAnswer(response));
  });
});

describe("every error status the gateway answers", () => {
  const path = "/api/v1/cashflow-health-score";

  it("400 invalid_json", async () => {
    for (const body of ['{"account_id": ', "[1, 2]", ""]) {
      const response = await postJson(running.port, path, body, TEST_KEY);
      expect(response.status).toBe(400);
      expect(response.json.error).toBe("invalid_json");
      expectDocumented(path, asAnswer(response));
    }
  });

  it("400 invalid_request, with every violation in details", async () => {
    for (const slug of SLUGS) {
      const response = await postJson(running.port, `/api/v1/${slug}`, INVALID_ENVELOPE, TEST_KEY);
      expect(response.status).toBe(400);
      expect(response.json.error).toBe("invalid_request");
      expect(response.json.details.length).toBeGreaterThanOrEqual(3);
      expectDocumented(`/api/v1/${slug}`, asAnswer(response));
    }
  });

  it("401 unauthenticated, without a key and with a wrong one", async () => {
    for (const headers of [{}, { authorization: "Bearer not-the-key" }] as Record<string, string>[]) {
      const response = await request(running.port, { path, headers: { ...headers, "content-type": "application/json" }, body: ENVELOPE });
      expect(response.status).toBe(401);
      expect(response.json.error).toBe("unauthenticated");
      expectDocumented(path, asAnswer(response));
    }
  });

  it("404 not_found, outside the documented paths, in the document's Error schema", async () => {
    for (const [method, notFound] of [
      ["GET", "/"],
      ["POST", "/api/v1/"],
      ["POST", "/api/v1/cashflow-health-score/extra"],
      ["POST", "/api/v2/cashflow-health-score"],
    ] as const) {
      const response = await request(running.port, { method, path: notFound });
      expect(response.status).toBe(404);
      expect(response.json.error).toBe("not_found");
      const validate = schemaValidator("Error");
      expect(validate(response.json), committedValidators().errorsOf(validate)).toBe(true);
    }
  });

  it("405 method_not_allowed, for every route", async () => {
    for (const slug of SLUGS) {
      const response = await request(running.port, { method: "GET", path: `/api/v1/${slug}` });
      expect(response.status).toBe(405);
      expect(response.json.error).toBe("method_not_allowed");
      expectDocumented(`/api/v1/${slug}`, asAnswer(response));
    }
  });

  it("410 unknown_endpoint, for a retired slug with any method", async () => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
      const retired = "/api/v1/cash-runway-predictor";
      const response = await request(running.port, { method, path: retired });
      expect(response.status).toBe(410);
      expect(response.json.error).toBe("unknown_endpoint");
      expectDocumented(retired, asAnswer(response));
    }
  });

  it("413 payload_too_large, refused from Content-Length", async () => {
    const small = await startServer({ maxBodyBytes: 1024 });
    try {
      const head = `POST ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${TEST_KEY}\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n`;
      const answer = rawAnswer((await rawExchange(small.port, [head])).text);
      expect(answer.status).toBe(413);
      expect((answer.json as Json)["error"]).toBe("payload_too_large");
      expectDocumented(path, answer);
    } finally {
      await small.close();
    }
  });

  it("415 unsupported_media_type", async () => {
    const response = await request(running.port, { path, headers: { authorization: `Bearer ${TEST_KEY}`, "content-type": "text/plain" }, body: JSON.stringify(ENVELOPE) });
    expect(response.status).toBe(415);
    expect(response.json.error).toBe("unsupported_media_type");
    expectDocumented(path, asAnswer(response));
  });

  it("429 rate_limited, once the key's bucket is empty", async () => {
    // One request's worth of burst, refilled every 100 seconds: the second request in a row is refused.
    const limited = await startServer({ rateLimit: { ratePerSecond: 0.01, burst: 1 } });
    try {
      expect((await postJson(limited.port, path, STABLE_ENVELOPE, TEST_KEY)).status).toBe(200);
      const response = await postJson(limited.port, path, STABLE_ENVELOPE, TEST_KEY);
      expect(response.status).toBe(429);
      expect(response.json.error).toBe("rate_limited");
      expectDocumented(path, asAnswer(response));
    } finally {
      await limited.close();
    }
  });

  it("503 unavailable, when the body does not arrive within the request deadline", async () => {
    const hurried = await startServer({ timeouts: { ...loadConfig({}).timeouts, requestDeadlineMs: 200 } });
    try {
      // A body promised by Content-Length and never sent in full.
      const head = `POST ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${TEST_KEY}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"account_id":`;
      const answer = rawAnswer((await rawExchange(hurried.port, [head])).text);
      expect(answer.status).toBe(503);
      expect((answer.json as Json)["error"]).toBe("unavailable");
      expectDocumented(path, answer);
    } finally {
      await hurried.close();
    }
  });

  it("500 internal, when the engine fails", async () => {
    // The server reports the fault on stderr; keep it out of the test output.
    const quiet = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      const response = await postJson(running.port, path, { ...ENVELOPE, account_id: FAULT_ACCOUNT }, TEST_KEY);
      expect(response.status).toBe(500);
      expect(response.json.error).toBe("internal");
      expectDocumented(path, asAnswer(response));
    } finally {
      quiet.mockRestore();
    }
  });
});
