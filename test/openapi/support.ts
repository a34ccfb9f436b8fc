/**
 * Validators for the committed docs/openapi.yaml, for any test that wants to hold a real answer to
 * the published contract: `validatorFor("/api/v1/cashflow-health-score", 200)(body)`.
 *
 * Schemas are compiled by ajv as JSON Schema draft 2020-12, the dialect of OpenAPI 3.1, in strict
 * mode, so a keyword ajv does not know is an error rather than silently ignored.
 */
import { readFileSync } from "node:fs";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { parse } from "yaml";
import { OPENAPI_FILE, type OpenApiDocument } from "../../scripts/openapi.js";

type Json = { [key: string]: unknown };

/** The base URI the document's local `#/...` references resolve against inside ajv. */
const DOCUMENT_ID = "urn:cashflow:openapi";

const METHODS = ["post", "get", "put", "delete", "patch", "head", "options", "trace"] as const;

/**
 * The OpenAPI formats the document uses. ajv's strict mode refuses unknown formats, and checking
 * them (rather than ignoring them) makes `int64` mean what the gateway promises: an exact integer.
 */
const FORMATS = {
  int32: { type: "number" as const, validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n <= 2 ** 31 - 1 },
  int64: { type: "number" as const, validate: (n: number) => Number.isSafeInteger(n) },
  double: { type: "number" as const, validate: (n: number) => Number.isFinite(n) },
  uri: (text: string) => URL.canParse(text),
};

/** A strict draft 2020-12 validator factory with the document's formats. */
export function createAjv(): Ajv2020 {
  return new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true, formats: FORMATS });
}

/** The committed docs/openapi.yaml, parsed. */
export function committedDocument(): OpenApiDocument {
  return parse(readFileSync(OPENAPI_FILE, "utf8")) as OpenApiDocument;
}

/** `/api/v1/{slug}` → `~1api~1v1~1%7Bslug%7D`: a JSON Pointer token, escaped for a URI fragment. */
export function pointerToken(key: string): string {
  return encodeURIComponent(key.replace(/~/g, "~0").replace(/\//g, "~1"));
}

/** The value at a local reference (`#/components/schemas/Error`), or undefined when it does not resolve. */
export function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith("#")) return undefined;
  let node: unknown = document;
  for (const token of ref.slice(1).split("/").slice(1)) {
    const key = decodeURIComponent(token).replace(/~1/g, "/").replace(/~0/g, "~");
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, key)) return undefined;
    node = (node as Json)[key];
  }
  return node;
}

/** Compiles the schemas of one OpenAPI document, by JSON Pointer, with `#/...` references intact. */
export class DocumentValidators {
  readonly ajv = createAjv();
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(readonly document: OpenApiDocument) {
    // The OpenAPI objects around the schemas are no JSON Schema keywords; declaring them lets
    // strict mode accept the wrapper while every schema inside is still checked in full.
    this.ajv.addVocabulary(["paths", "components"]);
    this.ajv.addSchema({ $id: DOCUMENT_ID, paths: document["paths"], components: document["components"] });
  }

  /** The validator of the schema at a pointer such as `/components/schemas/Error`. */
  at(pointer: string): ValidateFunction {
    let validate = this.cache.get(pointer);
    if (validate === undefined) {
      validate = this.ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
      this.cache.set(pointer, validate);
    }
    return validate;
  }

  /** The validator of `components.schemas[name]`. */
  schema(name: string): ValidateFunction {
    return this.at(`/components/schemas/${pointerToken(name)}`);
  }

  /**
   * The validator of the JSON body a request path answers with `status`. `path` is a concrete
   * request path (`/api/v1/burn-rate-optimizer`, `/api/v1/some-retired-slug`); concrete paths of the
   * document win over templated ones, as OpenAPI 3.1 specifies.
   */
  response(path: string, status: number, method?: (typeof METHODS)[number]): ValidateFunction {
    const paths = this.document["paths"] as Record<string, Json>;
    const template = paths[path] !== undefined ? path : Object.keys(paths).find((candidate) => templateMatches(candidate, path));
    if (template === undefined) throw new Error(`docs/openapi.yaml has no path matching ${path}`);
    const methods = method === undefined ? METHODS : [method];
    for (const name of methods) {
      const operation = paths[template]![name] as Json | undefined;
      const responses = operation?.["responses"] as Record<string, Json> | undefined;
      let response = responses?.[String(status)];
      if (response === undefined) continue;
      let pointer = `/paths/${pointerToken(template)}/${name}/responses/${status}`;
      if (typeof response["$ref"] === "string") {
        pointer = response["$ref"].slice(1);
        response = resolvePointer(this.document, response["$ref"]) as Json;
      }
      if ((response["content"] as Json | undefined)?.["application/json"] === undefined) {
        throw new Error(`${template} ${name.toUpperCase()} ${status} has no application/json body`);
      }
      return this.at(`${pointer}/content/${pointerToken("application/json")}/schema`);
    }
    throw new Error(`docs/openapi.yaml documents no ${status} answer for ${path}`);
  }

  /** ajv's errors of the last validation, one per line, for assertion messages. */
  errorsOf(validate: ValidateFunction): string {
    return this.ajv.errorsText(validate.errors, { separator: "\n" });
  }
}

function templateMatches(template: string, path: string): boolean {
  if (!template.includes("{")) return false;
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+");
  return new RegExp(`^${pattern}$`).test(path);
}

let committed: DocumentValidators | undefined;

/** Validators over the committed docs/openapi.yaml, compiled once per test file. */
export function committedValidators(): DocumentValidators {
  committed ??= new DocumentValidators(committedDocument());
  return committed;
}

/**
 * The ajv validate function for the JSON body that `path` answers with `status`, per the committed
 * docs/openapi.yaml: `validatorFor("/api/v1/cashflow-health-score", 200)`, or
 * `validatorFor("/api/v1/cash-runway", 410)` for a retired slug.
 */
export function validatorFor(path: string, status: number): ValidateFunction {
  return committedValidators().response(path, status);
}

/** The validator of a named component schema, such as `Error` for a 404 outside `/api/v1/`. */
export function schemaValidator(name: string): ValidateFunction {
  return committedValidators().schema(name);
}
