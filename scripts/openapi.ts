/**
 * Writes docs/openapi.yaml, the OpenAPI 3.1 description of the `/api/v1` JSON gateway, from the
 * proto descriptors, so the document cannot drift from the contract:
 *
 * - structure (messages, fields, types, the eight methods) comes from the generated descriptors in
 *   gen/, the same ones the server runs on;
 * - descriptions come from the proto's own doc comments. protoc-gen-es strips source info from the
 *   descriptor it embeds, so the comments are read from `buf build` of proto/ (the pinned local buf
 *   binary: offline, deterministic), after checking that build equals the embedded descriptor —
 *   otherwise gen/ is stale and the document would describe a contract the server does not run;
 * - limits and defaults come from src/domain/book.ts, the values the request reader enforces.
 *
 * What the descriptors cannot say — the gateway's JSON rules (README, Routes), which request
 * fields are required (section 3) and the error statuses (section 4) — is written once below.
 *
 * `npm run openapi` writes the file; test/openapi checks that the committed file is current.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { clone, equals, fromBinary, ScalarType, type DescField, type DescMessage } from "@bufbuild/protobuf";
import { FileDescriptorProtoSchema, FileDescriptorSetSchema, type DescriptorProto, type FileDescriptorProto } from "@bufbuild/protobuf/wkt";
import { Document } from "yaml";
import { CashFlowService, FieldViolationSchema, file_cashflow_v1_cashflow } from "../gen/cashflow/v1/cashflow_pb.js";
import { PROCESSING } from "../src/engine/index.js";
import { SLUGS, type DistressWarning, type ScenarioRun } from "../src/analyses/types.js";
import { LIMITS, SCENARIO_DEFAULTS, SCENARIO_RANGES, type ScenarioKnobs } from "../src/domain/book.js";
import type { ErrorCode } from "../src/gateway/policy.js";
import { DEFAULT_MAX_BODY_BYTES, DEFAULT_MIGRATION_URL, DEFAULT_PORT } from "../src/server/config.js";

export type Schema = { [keyword: string]: unknown };
export type OpenApiDocument = { [key: string]: unknown };

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const OPENAPI_FILE = fileURLToPath(new URL("../docs/openapi.yaml", import.meta.url));
const PROTO_FILE = "proto/cashflow/v1/cashflow.proto";

/** The JSON-exact integer range: 2^53 − 1, the gateway's bound for every amount (README, Routes). */
const MAX_EXACT = Number.MAX_SAFE_INTEGER;
const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

const SCENARIO_PCT = SCENARIO_RANGES.pct;
const HORIZON_DAYS = SCENARIO_RANGES.horizonDays;

/** The reader's integer text form (src/domain/reader.ts): up to 20 digits, then checked against ±(2^53−1). */
const INTEGER_TEXT = "^[+-]?[0-9]{1,20}$";
const NON_NEGATIVE_INTEGER_TEXT = "^\\+?[0-9]{1,20}$";

/** `YYYY-MM-DD` or an RFC 3339 timestamp, as src/domain/dates.ts reads them. */
const DATE_PATTERN = "^[0-9]{4}-[0-9]{2}-[0-9]{2}([Tt ][0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?([Zz]|[+-][0-9]{2}:[0-9]{2}))?$";

/**
 * A compile-time check that `list` names every member of the union T: a member added in src/
 * without being added here fails `tsc` at this call.
 */
function naming<T extends string>() {
  return <const L extends readonly string[]>(list: L & ([Exclude<T, L[number]>] extends [never] ? unknown : { missing: Exclude<T, L[number]> })): L => list;
}

const SCENARIO_NAMES = naming<ScenarioRun["scenarios"][number]["name"]>()(["base", "stressed", "upside"]);
const SIGNAL_IDS = naming<DistressWarning["signals"][number]["id"]>()(["liquidity_gap", "volatility_spike", "persistent_net_drain"]);

/**
 * Every `error` code of the gateway's error body, in the README's error table order. The check
 * below insists that every code src/gateway/policy.ts can send is documented.
 */
const ERROR_CODES = naming<ErrorCode>()([
  "invalid_json",
  "invalid_request",
  "unauthenticated",
  "not_found",
  "method_not_allowed",
  "unknown_endpoint",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "internal",
  "unavailable",
]);
type DocumentedCode = (typeof ERROR_CODES)[number];

interface ErrorResponse {
  status: number;
  /** The components.responses key. */
  name: string;
  codes: readonly DocumentedCode[];
  description: string;
  headers?: Record<string, string>;
}

/** The error statuses every analysis route can answer (README, Errors), with their headers. */
const ERROR_RESPONSES: readonly ErrorResponse[] = [
  {
    status: 400,
    name: "BadRequest",
    codes: ["invalid_json", "invalid_request"],
    description: "`invalid_json`: the body is not a JSON object. `invalid_request`: one or more fields have the wrong type, range or form; `details` lists every one of them with its path, such as `transactions[3].date`.",
  },
  {
    status: 401,
    name: "Unauthenticated",
    codes: ["unauthenticated"],
    description: "The `Authorization: Bearer <key>` header is missing, malformed or names an unknown key.",
    headers: { "WWW-Authenticate": "WWWAuthenticate" },
  },
  {
    status: 405,
    name: "MethodNotAllowed",
    codes: ["method_not_allowed"],
    description: "Sent for any method other than POST on this path.",
    headers: { Allow: "Allow" },
  },
  {
    status: 413,
    name: "PayloadTooLarge",
    codes: ["payload_too_large"],
    description: `The body is larger than the server's limit (${DEFAULT_MAX_BODY_BYTES / 2 ** 20} MiB unless the operator set \`CASHFLOW_MAX_BODY_BYTES\`); refused from \`Content-Length\` before reading when it is declared.`,
  },
  {
    status: 415,
    name: "UnsupportedMediaType",
    codes: ["unsupported_media_type"],
    description: "`Content-Type` is not `application/json` (UTF-8), or the body has a content coding.",
  },
  {
    status: 429,
    name: "RateLimited",
    codes: ["rate_limited"],
    description: "The API key has used up its request quota; retry after `Retry-After` seconds.",
    headers: { "Retry-After": "RetryAfter", RateLimit: "RateLimit", "RateLimit-Policy": "RateLimitPolicy" },
  },
  {
    status: 500,
    name: "Internal",
    codes: ["internal"],
    description: "The server failed; the body names no internals. Quote `request_id` when reporting it.",
  },
  {
    status: 503,
    name: "Unavailable",
    codes: ["unavailable"],
    description: "The server is draining for shutdown or overloaded, or the request body did not arrive in full within the server's request deadline (`CASHFLOW_REQUEST_DEADLINE_SECONDS`, 30 s by default); retry, preferably on another instance.",
  },
];

/** Headers sent with the responses, referenced from components.headers. */
const HEADERS: Record<string, Schema> = {
  XRequestId: {
    description: "The request's id: the client's own `X-Request-Id` (reduced to letters, digits and `._:-`, at most 128 characters), else a fresh UUID. Error bodies repeat it as `request_id`.",
    schema: { type: "string", maxLength: 128 },
  },
  CacheControl: {
    description: "Answers describe one company's cash, so no shared cache may keep them.",
    schema: { type: "string", const: "no-store" },
  },
  WWWAuthenticate: {
    description: "The scheme to authenticate with (RFC 6750 section 3).",
    schema: { type: "string", examples: ['Bearer realm="cashflow"'] },
  },
  Allow: {
    description: "The one method the route supports (RFC 9110 section 15.5.6).",
    schema: { type: "string", const: "POST" },
  },
  RetryAfter: {
    description: "Seconds to wait before retrying (RFC 9110 section 10.2.3).",
    schema: { type: "integer", minimum: 0 },
  },
  RateLimit: {
    description: "The key's remaining quota `r` and the seconds `t` until its bucket is full again, as a structured field of the IETF draft `draft-ietf-httpapi-ratelimit-headers`. Sent on every answer after the key is checked while rate limiting is on.",
    schema: { type: "string", pattern: '^"per-key";r=\\d+;t=\\d+$', examples: ['"per-key";r=0;t=2'] },
  },
  RateLimitPolicy: {
    description: "The per-key token bucket: `q` requests at once, earned back over `w` seconds, as a structured field of the IETF draft `draft-ietf-httpapi-ratelimit-headers`.",
    schema: { type: "string", pattern: '^"per-key";q=\\d+;w=\\d+$', examples: ['"per-key";q=100;w=2'] },
  },
  Warning: {
    description: "Warning code 299 with agent `-`: the slug is unknown or retired, with the migration guide's address.",
    schema: { type: "string", pattern: '^299 - ".*"$' },
  },
};

/** Request fields the reader requires (the proto's field comments); every other request field is optional. */
const REQUIRED_IN_REQUEST: Record<string, readonly string[]> = {
  "cashflow.v1.AnalysisRequest": ["account_id", "balances"],
  "cashflow.v1.Balances": ["current_minor"],
  "cashflow.v1.Transaction": ["date", "amount_minor"],
  "cashflow.v1.PayableItem": ["amount_minor"],
  "cashflow.v1.ArBucket": ["bucket", "amount_minor"],
  "cashflow.v1.ArInvoice": ["amount_minor", "due_date"],
};

const date = { pattern: DATE_PATTERN, examples: ["2026-03-31", "2026-03-31T17:45:00Z"] };
const currency = { pattern: "^[A-Z]{3}$", examples: ["USD"] };
const nonNegative = { minimum: 0 };

/**
 * Request constraints beyond the proto types, by full field name: the limits and forms the reader
 * enforces (the proto's field comments), with the limit values imported from the reader itself.
 */
const REQUEST_RULES: Record<string, Schema> = {
  "cashflow.v1.AnalysisRequest.account_id": { minLength: 1, maxLength: LIMITS.accountIdChars },
  "cashflow.v1.AnalysisRequest.transactions": { maxItems: LIMITS.transactions },
  "cashflow.v1.Transaction.date": date,
  "cashflow.v1.Transaction.currency": currency,
  "cashflow.v1.Balances.as_of": date,
  "cashflow.v1.Balances.currency": currency,
  "cashflow.v1.Payables.items": { maxItems: LIMITS.payables },
  "cashflow.v1.PayableItem.amount_minor": nonNegative,
  "cashflow.v1.PayableItem.due_date": date,
  "cashflow.v1.PayableItem.discount_minor": nonNegative,
  "cashflow.v1.PayableItem.discount_deadline": date,
  "cashflow.v1.PayableItem.invoice_date": date,
  "cashflow.v1.Scenario.revenue_shock_pct": { ...SCENARIO_PCT, default: scenarioDefault("revenue_shock_pct") },
  "cashflow.v1.Scenario.opex_shock_pct": { ...SCENARIO_PCT, default: scenarioDefault("opex_shock_pct") },
  "cashflow.v1.Scenario.upside_revenue_pct": { ...SCENARIO_PCT, default: scenarioDefault("upside_revenue_pct") },
  "cashflow.v1.Scenario.upside_opex_pct": { ...SCENARIO_PCT, default: scenarioDefault("upside_opex_pct") },
  "cashflow.v1.Scenario.horizon_days": { ...HORIZON_DAYS, default: scenarioDefault("horizon_days") },
  "cashflow.v1.ArAging.buckets": { maxItems: LIMITS.arEntries },
  "cashflow.v1.ArAging.invoices": { maxItems: LIMITS.arEntries },
  "cashflow.v1.ArBucket.amount_minor": nonNegative,
  "cashflow.v1.ArBucket.days_past_due": nonNegative,
  "cashflow.v1.ArInvoice.amount_minor": nonNegative,
  "cashflow.v1.ArInvoice.due_date": date,
};

const percent = { minimum: 0, maximum: 100 };

/**
 * Response constraints beyond the proto types, by full field name: the value sets and ranges of
 * docs/methodology.md, so a validator catches a figure outside them. `endpoint` is added per route.
 */
const RESPONSE_RULES: Record<string, Schema> = {
  "cashflow.v1.Processing.mode": { const: PROCESSING.mode },
  "cashflow.v1.CashflowHealthScore.score": percent,
  "cashflow.v1.HealthDrivers.monthly_outflow_minor": nonNegative,
  "cashflow.v1.HealthDrivers.volatility_index": nonNegative,
  "cashflow.v1.Forecast30dCashPosition.confidence_band_minor": nonNegative,
  "cashflow.v1.LiquidityRunoutForecast.estimated_days_to_zero_balance": nonNegative,
  "cashflow.v1.LiquidityRunoutForecast.funding_gap_30d_minor": nonNegative,
  "cashflow.v1.LiquidityRunoutForecast.treasury_war_room_hours_recommended_next_30d": nonNegative,
  "cashflow.v1.ScenarioBalance.name": { enum: [...SCENARIO_NAMES] },
  "cashflow.v1.CollectionPriority.amount_minor": nonNegative,
  "cashflow.v1.CollectionPriority.collection_score": percent,
  "cashflow.v1.BurnRateOptimizer.monthly_burn_minor": nonNegative,
  "cashflow.v1.ReductionOpportunity.amount_minor": nonNegative,
  "cashflow.v1.ReductionOpportunity.impact_score": percent,
  "cashflow.v1.DistressEarlyWarning.composite_risk": percent,
  "cashflow.v1.DistressSignal.id": { enum: [...SIGNAL_IDS] },
  "cashflow.v1.EarlyPaymentDiscountLeak.invoices_with_discount_terms": nonNegative,
  "cashflow.v1.EarlyPaymentDiscountLeak.discounts_on_table_minor": nonNegative,
  "cashflow.v1.EarlyPaymentDiscountLeak.estimated_recoverable_minor": nonNegative,
  "cashflow.v1.EarlyPaymentDiscountLeak.assumed_capture_rate_pct": percent,
  "cashflow.v1.EarlyPaymentDiscountLeak.ap_clerk_hours_to_capture_estimate": nonNegative,
};

/** A request body that every route accepts, shown as the request example; the test runs it through the engine. */
export const EXAMPLE_ENVELOPE = {
  account_id: "acme-operating-001",
  balances: { current_minor: 4_850_000, as_of: "2026-03-31", currency: "USD" },
  transactions: [
    { date: "2026-03-02", amount_minor: 3_200_000, category: "revenue", counterparty: "Globex Retail" },
    { date: "2026-03-05", amount_minor: -1_450_000, category: "payroll" },
    { date: "2026-03-09", amount_minor: -180_000, category: "software", counterparty: "CloudCo" },
    { date: "2026-03-16", amount_minor: -320_000, category: "rent" },
    { date: "2026-03-23", amount_minor: -95_000, category: "marketing" },
    { date: "2026-03-30", amount_minor: 2_750_000, category: "revenue", counterparty: "Initech" },
  ],
  payables: {
    items: [
      { amount_minor: 600_000, due_date: "2026-04-20", terms: "2/10 net 30", invoice_date: "2026-03-25", vendor: "Paper Supply Co" },
    ],
  },
  scenario: { revenue_shock_pct: -30, opex_shock_pct: 15, horizon_days: 60 },
  ar_aging: {
    buckets: [
      { bucket: "current", amount_minor: 1_200_000 },
      { bucket: "31-60", amount_minor: 450_000 },
      { bucket: "90+", amount_minor: 210_000 },
    ],
  },
};

/** The scenario default of a proto field, from the reader's own defaults (`horizon_days` → `horizonDays`). */
function scenarioDefault(protoName: string): number {
  const key = lowerCamel(protoName) as keyof ScenarioKnobs;
  const value = SCENARIO_DEFAULTS[key];
  if (value === undefined) throw new Error(`SCENARIO_DEFAULTS has no ${key} for scenario.${protoName}`);
  return value;
}

function lowerCamel(snake: string): string {
  return snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function pascal(slug: string): string {
  return slug.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase());
}

// ---------------------------------------------------------------------------------------------
// Doc comments: from `buf build` of proto/, checked against the descriptor gen/ embeds.

/** Full proto name (`cashflow.v1.Transaction.date`, `cashflow.v1.CashFlowService.Forecast30dCashPosition`) → comment. */
type Comments = ReadonlyMap<string, string>;

function readComments(): Comments {
  const buf = createRequire(import.meta.url).resolve("@bufbuild/buf/bin/buf");
  const image = execFileSync(
    process.execPath,
    [buf, "build", "--path", PROTO_FILE, "--exclude-imports", "--as-file-descriptor-set", "-o", "-#format=binpb"],
    { cwd: ROOT, maxBuffer: 64 * 2 ** 20 },
  );
  const built = fromBinary(FileDescriptorSetSchema, image).file.find((file) => file.name === file_cashflow_v1_cashflow.proto.name);
  if (built === undefined) throw new Error(`buf build did not produce ${file_cashflow_v1_cashflow.proto.name}`);
  if (!equals(FileDescriptorProtoSchema, withoutDocs(built), withoutDocs(file_cashflow_v1_cashflow.proto))) {
    throw new Error(`gen/ does not match ${PROTO_FILE}: run npm run generate, then npm run openapi.`);
  }
  return commentsOf(built);
}

/** The descriptor without what the embedded copy leaves out: source info, and JSON names restored at load. */
function withoutDocs(file: FileDescriptorProto): FileDescriptorProto {
  const copy = clone(FileDescriptorProtoSchema, file);
  copy.sourceCodeInfo = undefined;
  const strip = (message: DescriptorProto): void => {
    for (const field of message.field) field.jsonName = "";
    message.nestedType.forEach(strip);
  };
  copy.messageType.forEach(strip);
  return copy;
}

/** Leading comments by full name, following descriptor.proto's source-location paths. */
function commentsOf(file: FileDescriptorProto): Comments {
  const byPath = new Map<string, string>();
  for (const location of file.sourceCodeInfo?.location ?? []) {
    if (location.leadingComments) byPath.set(location.path.join("."), oneLine(location.leadingComments));
  }
  const comments = new Map<string, string>();
  const put = (name: string, path: number[]) => {
    const comment = byPath.get(path.join("."));
    if (comment !== undefined) comments.set(name, comment);
  };
  // Field numbers in descriptor.proto: FileDescriptorProto.package = 2, message_type = 4,
  // service = 6; DescriptorProto.field = 2, nested_type = 3; ServiceDescriptorProto.method = 2.
  put(file.package, [2]);
  const walk = (message: DescriptorProto, name: string, path: number[]): void => {
    put(name, path);
    message.field.forEach((field, k) => put(`${name}.${field.name}`, [...path, 2, k]));
    message.nestedType.forEach((nested, j) => walk(nested, `${name}.${nested.name}`, [...path, 3, j]));
  };
  file.messageType.forEach((message, i) => walk(message, `${file.package}.${message.name}`, [4, i]));
  file.service.forEach((service, s) => {
    put(`${file.package}.${service.name}`, [6, s]);
    service.method.forEach((method, m) => put(`${file.package}.${service.name}.${method.name}`, [6, s, 2, m]));
  });
  return comments;
}

function oneLine(comment: string): string {
  return comment
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .join(" ");
}

/** Every element of the contract carries a comment (buf lint's comment rules); a missing one would be a hole in the document. */
function commentFor(comments: Comments, name: string): string {
  const comment = comments.get(name);
  if (comment === undefined) throw new Error(`${PROTO_FILE}: ${name} has no doc comment; every element needs one, as it becomes the OpenAPI description.`);
  return comment;
}

// ---------------------------------------------------------------------------------------------
// Messages → JSON Schemas, by the gateway's JSON mapping (README, Routes).

type Mode = "request" | "response";

class SchemaBuilder {
  readonly schemas: Record<string, Schema> = {};
  private readonly modes = new Map<string, Mode>();
  private readonly usedRules = new Set<string>();

  constructor(
    private readonly comments: Comments,
    /** Per-route extras, such as the `endpoint` enum of each response message. */
    private readonly responseRules: Record<string, Schema>,
  ) {}

  /** A `$ref` to the message's schema, building it (and what it uses) on first use. */
  ref(message: DescMessage, mode: Mode): Schema {
    const known = this.modes.get(message.typeName);
    if (known !== undefined && known !== mode) {
      // Requests and responses follow different rules (aliases and string integers in, every key out).
      throw new Error(`${message.typeName} is used in both requests and responses; give each its own message.`);
    }
    if (known === undefined) {
      if (this.schemas[message.name] !== undefined) throw new Error(`Two messages are named ${message.name}; component names must be unique.`);
      this.modes.set(message.typeName, mode);
      this.schemas[message.name] = {}; // reserved first, so a message that refers to itself terminates
      this.schemas[message.name] = this.messageSchema(message, mode);
    }
    return { $ref: `#/components/schemas/${message.name}` };
  }

  /** Fails when a rule names a field the contract no longer has, so a rename cannot silently drop it. */
  checkRulesUsed(): void {
    for (const name of [...Object.keys(REQUEST_RULES), ...Object.keys(this.responseRules), ...requiredFieldNames()]) {
      if (!this.usedRules.has(name)) throw new Error(`A rule names ${name}, which is not a field of the contract's requests or responses.`);
    }
  }

  private messageSchema(message: DescMessage, mode: Mode): Schema {
    const properties: Record<string, Schema> = {};
    for (const field of message.fields) properties[field.name] = this.fieldSchema(field, mode);
    const description = commentFor(this.comments, message.typeName);
    if (mode === "response") {
      // The gateway writes every key of every message, also 0, false, "" and [] (README, Routes).
      return { type: "object", description, required: message.fields.map((field) => field.name), additionalProperties: false, properties };
    }
    const required = REQUIRED_IN_REQUEST[message.typeName] ?? [];
    for (const name of required) {
      if (message.fields.some((field) => field.name === name)) this.usedRules.add(`${message.typeName}.${name}`);
    }
    const envelope = CashFlowService.methods.some((method) => method.input.typeName === message.typeName);
    return {
      type: "object",
      description: envelope
        ? `${description} Every field, here and in the nested objects, may also be written in lowerCamelCase; unknown fields are ignored, so one body fits every route; null or "" counts as absent.`
        : description,
      ...(required.length > 0 ? { required: [...required] } : {}),
      properties,
    };
  }

  private fieldSchema(field: DescField, mode: Mode): Schema {
    const name = `${field.parent.typeName}.${field.name}`;
    const rules = mode === "request" ? REQUEST_RULES : this.responseRules;
    const rule = rules[name] ?? {};
    if (rules[name] !== undefined) this.usedRules.add(name);
    let description = commentFor(this.comments, name);
    if (mode === "request" && field.jsonName !== field.name) description += ` Also accepted as \`${field.jsonName}\`.`;

    switch (field.fieldKind) {
      case "message":
        return { ...this.ref(field.message, mode), description };
      case "list": {
        if (field.listKind === "enum") throw new Error(`${name}: the gateway's JSON mapping has no rule for enum fields.`);
        const items = field.listKind === "message" ? this.ref(field.message, mode) : this.scalarSchema(field.scalar, field, mode, {});
        return { description, type: "array", ...rule, items };
      }
      case "scalar": {
        const schema = this.scalarSchema(field.scalar, field, mode, rule);
        // A proto3 `optional` answer is written as null when unset, never left out (README, Routes).
        if (mode === "response" && field.proto.proto3Optional) schema["type"] = [schema["type"], "null"];
        return { description, ...schema };
      }
      default:
        throw new Error(`${name}: the gateway's JSON mapping has no rule for ${field.fieldKind} fields.`);
    }
  }

  private scalarSchema(scalar: ScalarType, field: DescField, mode: Mode, rule: Schema): Schema {
    const required = (REQUIRED_IN_REQUEST[field.parent.typeName] ?? []).includes(field.name);
    switch (scalar) {
      case ScalarType.STRING:
        if (mode === "response") return { type: "string", ...rule };
        // Dates and currency codes carry their own pattern; other text is bounded by the reader's limit.
        return { type: "string", ...(rule["pattern"] === undefined ? { maxLength: LIMITS.textChars } : {}), ...(required ? { minLength: 1 } : {}), ...rule };
      case ScalarType.BOOL:
        return { type: "boolean", ...rule };
      case ScalarType.DOUBLE:
        return { type: "number", format: "double", ...rule };
      case ScalarType.INT64:
        return this.integerSchema("int64", -MAX_EXACT, MAX_EXACT, mode, rule);
      case ScalarType.INT32:
        return this.integerSchema("int32", INT32_MIN, INT32_MAX, mode, rule);
      default:
        throw new Error(`${field.parent.typeName}.${field.name}: the gateway's JSON mapping has no rule for ${ScalarType[scalar]}.`);
    }
  }

  /**
   * Integers are JSON numbers in answers, never strings (the int64-as-string habit is grpc-gateway
   * users' most common complaint); requests may also send them as decimal strings, as canonical
   * protobuf JSON does. int64 stays within ±(2^53−1) so every value is exact in JSON.
   */
  private integerSchema(format: "int64" | "int32", minimum: number, maximum: number, mode: Mode, rule: Schema): Schema {
    const { default: defaultValue, ...bounds } = rule;
    const number = { type: "integer", format, minimum, maximum, ...bounds };
    if (mode === "response") return number;
    const unsigned = typeof number.minimum === "number" && number.minimum >= 0;
    return {
      ...(defaultValue === undefined ? {} : { default: defaultValue }),
      oneOf: [
        number,
        {
          type: "string",
          description: `The same whole number written as a decimal string, within ${number.minimum} to ${number.maximum}.`,
          pattern: unsigned ? NON_NEGATIVE_INTEGER_TEXT : INTEGER_TEXT,
        },
      ],
    };
  }
}

function requiredFieldNames(): string[] {
  return Object.entries(REQUIRED_IN_REQUEST).flatMap(([message, fields]) => fields.map((field) => `${message}.${field}`));
}

// ---------------------------------------------------------------------------------------------
// The document.

const ROUTE_PREFIX = "/api/v1/";
const JSON_MEDIA = "application/json";

function headerRefs(names: Record<string, string>): Record<string, Schema> {
  return Object.fromEntries(Object.entries(names).map(([header, component]) => [header, { $ref: `#/components/headers/${component}` }]));
}

/** Headers on every gateway answer. */
const COMMON_HEADERS = { "X-Request-Id": "XRequestId", "Cache-Control": "CacheControl" };

function errorResponses(): Record<string, Schema> {
  const responses: Record<string, Schema> = {};
  for (const error of ERROR_RESPONSES) {
    responses[error.name] = {
      description: error.description,
      headers: headerRefs({ ...COMMON_HEADERS, ...error.headers }),
      content: {
        [JSON_MEDIA]: {
          schema: {
            // The shared error body, narrowed to the codes this status carries.
            type: "object",
            allOf: [{ $ref: "#/components/schemas/Error" }],
            properties: { error: { enum: [...error.codes] } },
          },
        },
      },
    };
  }
  responses["UnknownEndpoint"] = {
    description: "The slug is not one of the eight: it is retired or unknown. Sent for any method, before authentication, since the caller needs the way forward more than a login prompt.",
    headers: headerRefs({ ...COMMON_HEADERS, Warning: "Warning" }),
    content: { [JSON_MEDIA]: { schema: { $ref: "#/components/schemas/UnknownEndpoint" } } },
  };
  return responses;
}

function errorSchemas(builder: SchemaBuilder): Record<string, Schema> {
  return {
    Error: {
      type: "object",
      description: "The gateway's error body: a code, a sentence for people, every field violation, and the request's id.",
      required: ["error", "message", "details", "request_id"],
      additionalProperties: false,
      properties: {
        error: {
          type: "string",
          description: "The error code; each status has its own codes (see the responses).",
          enum: [...ERROR_CODES],
        },
        message: { type: "string", description: "What went wrong and how to fix it, in one or two sentences." },
        details: {
          type: "array",
          description: "Every invalid field of the request (400 `invalid_request`); empty for other errors.",
          items: builder.ref(FieldViolationSchema, "response"),
        },
        request_id: { type: "string", description: "The request's id, as in the `X-Request-Id` response header.", maxLength: 128 },
      },
    },
    UnknownEndpoint: {
      type: "object",
      description: "The answer to a retired or unknown slug, with the way forward.",
      required: ["error", "message", "available_endpoints", "migration_guide", "note"],
      additionalProperties: false,
      properties: {
        error: { type: "string", const: "unknown_endpoint" },
        message: { type: "string", description: "States that the endpoint was retired as part of focusing the API on its eight core endpoints." },
        available_endpoints: {
          type: "array",
          description: "The eight supported slugs, in this order.",
          items: { type: "string" },
          const: [...SLUGS],
        },
        migration_guide: {
          type: "string",
          format: "uri",
          description: "The migration guide's address (the operator's `CASHFLOW_MIGRATION_URL`).",
          examples: [DEFAULT_MIGRATION_URL],
        },
        note: { type: "string", description: "States that old endpoints will be permanently removed soon and to contact support for help migrating." },
      },
    },
  };
}

const DESCRIPTION = (packageComment: string) => `${packageComment}

Eight routes, \`POST ${ROUTE_PREFIX}<slug>\`, each take the same JSON request envelope and answer with the same five keys: \`endpoint\` (the slug called), \`account_id\`, \`processing\`, \`structured\` (the route's figures) and \`narrative\` (plain-language text filled from the figures by fixed templates). The same analyses are served over gRPC and Connect as \`${CashFlowService.typeName}\` on the same port.

**Ephemeral processing.** The payload lives in memory for the request only: nothing of it is logged, cached or stored, and \`processing.mode\` is always \`${PROCESSING.mode}\`.

**JSON rules.**
- Requests: field names in snake_case (as listed here) or lowerCamelCase (\`account_id\` or \`accountId\`); unknown fields are ignored, so one body fits every route; \`null\` or \`""\` counts as absent. Integers may be JSON numbers or decimal strings.
- Answers: every field is always present, also when it is 0, false, "" or an empty list. \`_minor\` amounts are whole minor currency units (cents for USD) written as JSON numbers, never strings, within ±9,007,199,254,740,991 (2^53 − 1), the range JSON numbers hold exactly. An amount, or a total an analysis needs, beyond that range is refused with 400 naming the field, never rounded.
- \`estimated_days_to_zero_balance\` is \`null\` when \`runway_stable\` is true.

**Limits.** At most ${LIMITS.transactions.toLocaleString("en-US")} transactions, ${LIMITS.payables.toLocaleString("en-US")} payables, and ${LIMITS.arEntries.toLocaleString("en-US")} receivable buckets and invoices each; \`account_id\` up to ${LIMITS.accountIdChars} characters and other text up to ${LIMITS.textChars}; bodies up to ${DEFAULT_MAX_BODY_BYTES / 2 ** 20} MiB unless the operator sets \`CASHFLOW_MAX_BODY_BYTES\`.

**Errors.** Every error has the body \`{error, message, details, request_id}\`, where \`details\` lists every invalid field at once. A slug that is not one of the eight answers 410 Gone with the list of live slugs and a migration guide.

This document is generated from \`${PROTO_FILE}\` by \`scripts/openapi.ts\` (\`npm run openapi\`); do not edit it by hand.`;

/** The OpenAPI document of the JSON gateway, built from the descriptors. */
export function buildOpenApi(): OpenApiDocument {
  const comments = readComments();
  const methods = CashFlowService.methods;
  if (methods.length !== SLUGS.length) throw new Error(`${CashFlowService.typeName} has ${methods.length} methods for ${SLUGS.length} slugs.`);

  const responseRules: Record<string, Schema> = { ...RESPONSE_RULES };
  methods.forEach((method, i) => {
    const slug = SLUGS[i]!;
    // The methods are declared in the routes' slug order; a reordering would pair a slug with the wrong answer.
    if (method.name !== pascal(slug)) throw new Error(`Method ${i} is ${method.name}, but slug ${i} is ${slug} (expected ${pascal(slug)}).`);
    responseRules[`${method.output.typeName}.endpoint`] = { enum: [slug] };
  });

  const builder = new SchemaBuilder(comments, responseRules);
  const paths: Record<string, Schema> = {};
  methods.forEach((method, i) => {
    const slug = SLUGS[i]!;
    const rpc = `${CashFlowService.typeName}.${method.name}`;
    const comment = commentFor(comments, rpc);
    paths[`${ROUTE_PREFIX}${slug}`] = {
      post: {
        operationId: `${method.name[0]!.toLowerCase()}${method.name.slice(1)}`,
        tags: ["Analyses"],
        summary: summaryOf(comment, method.name),
        description: `${comment}\n\nThe same analysis over gRPC and Connect: \`/${CashFlowService.typeName}/${method.name}\`.`,
        security: [{ bearerAuth: [] }],
        parameters: [{ $ref: "#/components/parameters/RequestId" }, { $ref: "#/components/parameters/Prefer" }],
        requestBody: {
          required: true,
          content: {
            [JSON_MEDIA]: {
              schema: builder.ref(method.input, "request"),
              examples: { company: { $ref: "#/components/examples/SmallCompany" } },
            },
          },
        },
        responses: {
          "200": {
            description: `The answer of ${slug}: the response envelope with this route's \`structured\` figures.`,
            headers: headerRefs(COMMON_HEADERS),
            content: { [JSON_MEDIA]: { schema: builder.ref(method.output, "response") } },
          },
          ...Object.fromEntries(ERROR_RESPONSES.map((error) => [String(error.status), { $ref: `#/components/responses/${error.name}` }])),
        },
      },
    };
  });

  const retired = (method: string) => ({
    operationId: `retiredEndpoint${method[0]!.toUpperCase()}${method.slice(1)}`,
    tags: ["Retired endpoints"],
    summary: "Any slug other than the eight: 410 Gone with the way forward",
    security: [],
    responses: { "410": { $ref: "#/components/responses/UnknownEndpoint" } },
  });
  paths[`${ROUTE_PREFIX}{slug}`] = {
    description: "A slug that is not one of the eight supported ones: retired or unknown. Every method answers 410, before authentication.",
    parameters: [
      {
        name: "slug",
        in: "path",
        required: true,
        description: "A retired or unknown slug.",
        schema: { type: "string", pattern: "^[^/]+$", not: { enum: [...SLUGS] } },
      },
    ],
    ...Object.fromEntries(["get", "put", "post", "delete", "patch"].map((method) => [method, retired(method)])),
  };

  const schemas = { ...errorSchemas(builder) };
  builder.checkRulesUsed();

  return {
    openapi: "3.1.0",
    info: {
      title: "Cash Flow Intelligence Service — JSON gateway",
      version: "1.0.0",
      description: DESCRIPTION(commentFor(comments, file_cashflow_v1_cashflow.proto.package)),
      license: { name: "MIT", identifier: "MIT" },
    },
    servers: [{ url: `http://localhost:${DEFAULT_PORT}`, description: "A local server (npm start); PORT and HOST change where it listens." }],
    tags: [
      { name: "Analyses", description: "The eight analysis routes; each takes the same request envelope." },
      { name: "Retired endpoints", description: "Every other slug under /api/v1/ answers 410 Gone with the list of live slugs." },
    ],
    paths,
    components: {
      schemas: { ...builder.schemas, ...schemas },
      responses: errorResponses(),
      examples: { SmallCompany: { summary: "A small company's book: every route accepts it", value: EXAMPLE_ENVELOPE } },
      headers: HEADERS,
      parameters: {
        Prefer: {
          name: "Prefer",
          in: "header",
          required: false,
          description:
            "`handling=strict` (RFC 7240) refuses a request that carries fields the API does not know, as 400 `invalid_request` naming each path in `details`, and a clean request is answered with `Preference-Applied: handling=strict`. Without it (lenient handling) such fields are ignored and named in a `Warning` header.",
          schema: { type: "string", examples: ["handling=strict"] },
        },
        RequestId: {
          name: "X-Request-Id",
          in: "header",
          required: false,
          description: "Your own id for the request, to find it in the service's logs; echoed in the answer's `X-Request-Id` header and in error bodies.",
          schema: { type: "string" },
        },
      },
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description: "A secret API key, sent as `Authorization: Bearer <key>`. Keys are configured on the server with `CASHFLOW_API_KEYS` or `CASHFLOW_API_KEYS_FILE`.",
        },
      },
    },
  };
}

/** The method's comment without its leading name: "CashflowHealthScore returns …" → "Returns …". */
function summaryOf(comment: string, methodName: string): string {
  const rest = comment.startsWith(`${methodName} `) ? comment.slice(methodName.length + 1) : comment;
  return `${rest[0]!.toUpperCase()}${rest.slice(1)}`.replace(/\.$/, "");
}

/** The document as docs/openapi.yaml holds it. */
export function renderOpenApi(document: OpenApiDocument = buildOpenApi()): string {
  // Shared objects (the header tables, the example) are written out in full: YAML anchors would
  // make the file harder to read and are not understood by every OpenAPI tool.
  // Strings are quoted wherever a YAML 1.1 reader (js-yaml, which many OpenAPI tools use) would
  // take them for something else, such as the date 2026-03-31; the file itself is YAML 1.2.
  const yaml = new Document(document, { aliasDuplicateObjects: false, schema: "yaml-1.1" });
  yaml.commentBefore = ` Generated by scripts/openapi.ts from ${PROTO_FILE}; do not edit. Run: npm run openapi`;
  return yaml.toString({ lineWidth: 0 });
}

function main(): void {
  mkdirSync(fileURLToPath(new URL("../docs/", import.meta.url)), { recursive: true });
  writeFileSync(OPENAPI_FILE, renderOpenApi());
  console.log(`wrote ${OPENAPI_FILE}`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
