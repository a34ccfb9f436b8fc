/**
 * docs/openapi.yaml: current with the proto, a well-formed OpenAPI 3.1 document, and true of what
 * the engine answers — every route's 200 body, the 410 body and the error body validate against it.
 */
import { existsSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { buildOpenApi, EXAMPLE_ENVELOPE, OPENAPI_FILE, renderOpenApi, type OpenApiDocument } from "../../scripts/openapi.js";
import { analyse } from "../../src/engine/index.js";
import { SLUGS } from "../../src/analyses/types.js";
import { committedDocument, committedValidators, DocumentValidators, pointerToken, resolvePointer, schemaValidator, validatorFor } from "./support.js";

type Json = { [key: string]: unknown };

/** A company burning cash, written the other ways the gateway accepts: camelCase names, string amounts, a debit direction. */
const BURNING = {
  accountId: "burning-startup",
  balances: { currentMinor: "500000", asOf: "2026-03-31", currency: "EUR" },
  transactions: [
    { date: "2026-03-01", amountMinor: "-300000", category: "payroll" },
    { date: "2026-03-15", amount_minor: 100_000, category: "revenue" },
    { date: "2026-03-31T17:45:00Z", amount_minor: 250_000, direction: "debit", category: "cloud" },
  ],
};

const ENVELOPES = { "a small company (stable runway)": EXAMPLE_ENVELOPE, "a burning startup (days to zero)": BURNING };

describe("docs/openapi.yaml", () => {
  let built: OpenApiDocument;
  let document: OpenApiDocument;
  beforeAll(() => {
    built = buildOpenApi();
    document = committedDocument();
  });

  it("is current: equal to what scripts/openapi.ts writes from the proto now", () => {
    const committed = existsSync(OPENAPI_FILE) ? readFileSync(OPENAPI_FILE, "utf8") : "";
    expect(committed, "docs/openapi.yaml is stale: run npm run openapi").toBe(renderOpenApi(built));
  });

  it("reads back as exactly the document built, so the YAML rendering loses or retypes nothing", () => {
    expect(parse(renderOpenApi(built))).toEqual(JSON.parse(JSON.stringify(built)));
  });

  describe("is a well-formed OpenAPI 3.1 document", () => {
    it("declares OpenAPI 3.1.0, info, a server, the eight routes and the retired-slug path", () => {
      expect(document["openapi"]).toBe("3.1.0");
      expect(document["info"]).toMatchObject({ title: expect.any(String), version: "1.0.0", description: expect.any(String) });
      expect(document["servers"]).toEqual([expect.objectContaining({ url: "http://localhost:8080" })]);
      expect(Object.keys(document["paths"] as Json)).toEqual([...SLUGS.map((slug) => `/api/v1/${slug}`), "/api/v1/{slug}"]);
    });

    it("resolves every $ref, and uses only local ones", () => {
      const refs = collect(document, (key) => key === "$ref") as string[];
      expect(refs.length).toBeGreaterThan(50);
      const broken = refs.filter((ref) => resolvePointer(document, ref) === undefined);
      expect(broken).toEqual([]);
    });

    it("gives each operation a unique id, described responses, its path parameters and a known security scheme", () => {
      const schemes = Object.keys((document["components"] as Json)["securitySchemes"] as Json);
      const ids: string[] = [];
      for (const [path, item] of Object.entries(document["paths"] as Record<string, Json>)) {
        const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
        const pathParameters = ((item["parameters"] ?? []) as Json[]).filter((parameter) => parameter["in"] === "path");
        for (const name of templated) {
          expect(pathParameters, `${path} declares {${name}}`).toContainEqual(expect.objectContaining({ name, required: true }));
        }
        for (const method of ["get", "put", "post", "delete", "patch"]) {
          const operation = item[method] as Json | undefined;
          if (operation === undefined) continue;
          ids.push(operation["operationId"] as string);
          const responses = Object.entries(operation["responses"] as Record<string, Json>);
          expect(responses.length, `${method} ${path} has responses`).toBeGreaterThan(0);
          for (const [status, response] of responses) {
            expect(status).toMatch(/^[1-5][0-9]{2}$/);
            const resolved = (typeof response["$ref"] === "string" ? resolvePointer(document, response["$ref"]) : response) as Json;
            expect(resolved["description"], `${method} ${path} ${status} has a description`).toEqual(expect.any(String));
          }
          for (const requirement of (operation["security"] ?? []) as Json[]) {
            for (const scheme of Object.keys(requirement)) expect(schemes).toContain(scheme);
          }
        }
      }
      expect(new Set(ids).size).toBe(ids.length);
    });

    it("compiles every schema as JSON Schema draft 2020-12 in ajv's strict mode", () => {
      const validators = new DocumentValidators(document);
      const pointers = schemaPointers(document);
      expect(pointers.length).toBeGreaterThan(40);
      for (const pointer of pointers) expect(() => validators.at(pointer), pointer).not.toThrow();
    });

    it("requires bearer auth on the eight routes and none for the 410", () => {
      const paths = document["paths"] as Record<string, Json>;
      for (const slug of SLUGS) expect((paths[`/api/v1/${slug}`]!["post"] as Json)["security"]).toEqual([{ bearerAuth: [] }]);
      expect((paths["/api/v1/{slug}"]!["get"] as Json)["security"]).toEqual([]);
    });
  });

  describe("is true of what the engine answers", () => {
    for (const [name, envelope] of Object.entries(ENVELOPES)) {
      it.each(SLUGS)(`%s answers ${name} with a body its 200 schema accepts`, (slug) => {
        const result = analyse(slug, envelope);
        if (!result.ok) expect.fail(`the engine rejected the envelope: ${JSON.stringify(result.violations)}`);
        const validate = validatorFor(`/api/v1/${slug}`, 200);
        expect(validate(result.response), committedValidators().errorsOf(validate)).toBe(true);
      });
    }

    it("covers both forms of estimated_days_to_zero_balance: null when stable, an integer when draining", () => {
      const days = (envelope: unknown) => {
        const result = analyse("liquidity-runout-forecast", envelope);
        if (!result.ok) throw new Error(JSON.stringify(result.violations));
        return result.response.structured.estimated_days_to_zero_balance;
      };
      expect(days(EXAMPLE_ENVELOPE)).toBeNull();
      expect(days(BURNING)).toEqual(expect.any(Number));
    });

    it("refuses answers that break the gateway's JSON rules", () => {
      const result = analyse("liquidity-runout-forecast", BURNING);
      if (!result.ok) throw new Error(JSON.stringify(result.violations));
      const answer = result.response;
      const validate = validatorFor("/api/v1/liquidity-runout-forecast", 200);
      const { estimated_days_to_zero_balance: _days, ...withoutDays } = answer.structured;
      const broken = {
        "an extra top-level key": { ...answer, extra: 1 },
        "an int64 written as a string": { ...answer, structured: { ...answer.structured, projected_balance_30d_minor: "-12" } },
        "a missing nullable key": { ...answer, structured: withoutDays },
        "another route's endpoint": { ...answer, endpoint: "burn-rate-optimizer" },
        "a processing mode other than ephemeral": { ...answer, processing: { ...answer.processing, mode: "stored" } },
      };
      for (const [what, body] of Object.entries(broken)) expect(validate(body), what).toBe(false);
    });

    it("accepts the retired-route 410 body for a retired slug, with the eight slugs in order", () => {
      const validate = validatorFor("/api/v1/cash-runway", 410);
      const body = {
        error: "unknown_endpoint",
        message: "This endpoint was retired as part of focusing the API on its eight core endpoints.",
        available_endpoints: [...SLUGS],
        migration_guide: "https://docs.example.com/cashflow/migration",
        note: "Old endpoints will be permanently removed soon. Contact support if you need help migrating.",
      };
      expect(validate(body), committedValidators().errorsOf(validate)).toBe(true);
      expect(validate({ ...body, available_endpoints: [...SLUGS].reverse() })).toBe(false);
      expect(validate({ ...body, migration_guide: "not a url" })).toBe(false);
    });

    it("accepts the gateway's error body for the engine's own rejection, and each status only with its codes", () => {
      const rejected = analyse("cashflow-health-score", { account_id: "", balances: {}, transactions: [{ date: "2026-02-30" }] });
      if (rejected.ok) expect.fail("the engine accepted an invalid envelope");
      const body = {
        error: "invalid_request",
        message: `The request envelope has ${rejected.violations.length} invalid fields; see details.`,
        details: rejected.violations.map(({ field, issue }) => ({ field, issue })),
        request_id: "3f2c9a4e-0d1b-4c55-9a0e-2b8f1c7d6e5a",
      };
      const badRequest = validatorFor("/api/v1/cashflow-health-score", 400);
      expect(badRequest(body), committedValidators().errorsOf(badRequest)).toBe(true);
      expect(validatorFor("/api/v1/cashflow-health-score", 401)(body)).toBe(false);

      const statuses: Record<number, string> = { 401: "unauthenticated", 405: "method_not_allowed", 413: "payload_too_large", 415: "unsupported_media_type", 429: "rate_limited", 500: "internal", 503: "unavailable" };
      for (const [status, error] of Object.entries(statuses)) {
        const validate = validatorFor("/api/v1/burn-rate-optimizer", Number(status));
        expect(validate({ error, message: "m", details: [], request_id: "r" }), `${status} ${error}`).toBe(true);
      }
      expect(schemaValidator("Error")({ error: "not_found", message: "No route here.", details: [], request_id: "r" })).toBe(true);
      expect(schemaValidator("Error")({ error: "not_found", message: "No route here.", details: [] })).toBe(false);
    });
  });

  describe("states the request limits the engine enforces", () => {
    const schemaOf = (name: string) => ((document["components"] as Json)["schemas"] as Record<string, Json>)[name]!["properties"] as Record<string, Json>;
    const accepts = (envelope: unknown) => analyse("simulated-scenario-runner", envelope).ok;
    const base = { account_id: "limits", balances: { current_minor: 0, as_of: "2026-03-31" } };

    it("scenario percentages: the documented minimum and maximum are the engine's", () => {
      for (const [name, property] of Object.entries(schemaOf("Scenario"))) {
        if (name === "horizon_days") continue;
        const { minimum, maximum } = property as { minimum: number; maximum: number };
        expect(accepts({ ...base, scenario: { [name]: minimum } }), `${name} = ${minimum}`).toBe(true);
        expect(accepts({ ...base, scenario: { [name]: maximum } }), `${name} = ${maximum}`).toBe(true);
        expect(accepts({ ...base, scenario: { [name]: minimum - 0.5 } }), `${name} = ${minimum - 0.5}`).toBe(false);
        expect(accepts({ ...base, scenario: { [name]: maximum + 0.5 } }), `${name} = ${maximum + 0.5}`).toBe(false);
      }
    });

    it("horizon_days: the documented range is the engine's, and the documented defaults are what it uses", () => {
      const horizon = schemaOf("Scenario")["horizon_days"] as { oneOf: { minimum: number; maximum: number }[] };
      const { minimum, maximum } = horizon.oneOf[0]!;
      expect([minimum - 1, minimum, maximum, maximum + 1].map((days) => accepts({ ...base, scenario: { horizon_days: days } }))).toEqual([false, true, true, false]);

      const defaults = Object.fromEntries(Object.entries(schemaOf("Scenario")).map(([name, property]) => [name, property["default"]]));
      const figures = (scenario: unknown) => {
        const result = analyse("simulated-scenario-runner", { ...EXAMPLE_ENVELOPE, scenario });
        if (!result.ok) throw new Error(JSON.stringify(result.violations));
        return result.response.structured;
      };
      expect(figures({})).toEqual(figures(defaults));
    });

    it("account_id: the documented maximum length is the engine's", () => {
      const { maxLength } = schemaOf("AnalysisRequest")["account_id"] as { maxLength: number };
      expect(accepts({ ...base, account_id: "a".repeat(maxLength) })).toBe(true);
      expect(accepts({ ...base, account_id: "a".repeat(maxLength + 1) })).toBe(false);
    });

    it("the request example is an envelope every route accepts, and the request schema accepts both envelopes", () => {
      for (const slug of SLUGS) expect(analyse(slug, EXAMPLE_ENVELOPE).ok, slug).toBe(true);
      const request = committedValidators().schema("AnalysisRequest");
      expect(request(EXAMPLE_ENVELOPE), committedValidators().errorsOf(request)).toBe(true);
      // camelCase names are aliases the schema does not list, so only the snake_case form is checked.
      expect(request({ account_id: "x", balances: { current_minor: "-12" } })).toBe(true);
      expect(request({ account_id: "x", balances: { current_minor: "12.5" } })).toBe(false);
    });
  });
});

/** Every value under a key that `wanted` selects, anywhere in the document. */
function collect(node: unknown, wanted: (key: string) => boolean): unknown[] {
  if (typeof node !== "object" || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => [...(wanted(key) ? [value] : []), ...collect(value, wanted)]);
}

/**
 * The pointer of every schema the document holds: each component schema, and each `schema` of a
 * media type, parameter or header. Schemas themselves are not searched for `schema` keys, nor are
 * examples, whose values are data.
 */
function schemaPointers(document: OpenApiDocument): string[] {
  const pointers: string[] = [];
  const components = document["components"] as Json;
  for (const name of Object.keys(components["schemas"] as Json)) pointers.push(`/components/schemas/${pointerToken(name)}`);
  const walk = (node: unknown, pointer: string): void => {
    if (typeof node !== "object" || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      const here = `${pointer}/${pointerToken(key)}`;
      if (key === "schema") pointers.push(here);
      else if (key !== "examples" && key !== "example" && here !== "/components/schemas") walk(value, here);
    }
  };
  walk(document, "");
  return pointers;
}
