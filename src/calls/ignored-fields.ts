import type { DescMessage } from "@bufbuild/protobuf";
import { AnalysisRequestSchema } from "../../gen/cashflow/v1/cashflow_pb.js";
import { contractFields } from "../envelope/contract-fields.js";
import type { Violation } from "../domain/violations.js";
import { nearestField } from "./field-suggestion.js";

/**
 * Fields a request carries that the contract does not know. One body fits every route, so such a
 * field is ignored rather than refused, but a typo (`currncy`, `scenario.revenue_shock`) would
 * otherwise silently give defaults: each surface names what it ignored, the JSON gateway and the
 * RPC surfaces in a `Warning: 299 -` header (the form the 410 already uses), the CLI on stderr.
 *
 * The contract is the protobuf schema itself (proto/cashflow/v1/cashflow.proto), walked through its
 * descriptor (../envelope/contract-fields.ts), so a field added there is known here without a second
 * list.
 */

/** An ignored field: its path in the request, and how many list rows carry the same one. */
export interface IgnoredField {
  /** The first place it occurs, e.g. `transactions[4].ammount_minor`. */
  path: string;
  /** Rows of the same list carrying it (1 outside lists). */
  count: number;
  /** The known field of the same object one edit away, when there is one: `terms` for `term`. */
  suggestion?: string;
}

/** Ignored fields of a JSON request body (gateway, Connect JSON, gRPC+json). */
export function ignoredJsonFields(body: unknown): IgnoredField[] {
  const found = new Tally();
  walkJson(body, AnalysisRequestSchema, [], found);
  return found.fields();
}

/**
 * Ignored fields of a body as src/envelope/json.ts read it. When its scanner read the body there are
 * none to look for (the scanner declines any field the contract does not know), so the walk is not run.
 */
export function ignoredFieldsOfBody(parsed: { envelope: unknown; knownFieldsOnly: boolean }): IgnoredField[] {
  return parsed.knownFieldsOnly ? [] : ignoredJsonFields(parsed.envelope);
}

/**
 * Ignored fields of a decoded protobuf message: protobuf keeps fields it does not know as
 * `$unknown` (number and bytes, no name), so they are named by number, e.g. `balances.#9`.
 */
export function ignoredMessageFields(message: unknown): IgnoredField[] {
  const found = new Tally();
  walkMessage(message, AnalysisRequestSchema, [], found);
  return found.fields();
}

/** Names listed in one warning; the rest are counted. */
const LISTED = 3;
/** A name longer than this is cut: it came from the caller and only needs to be recognisable. */
const NAME_CHARS = 64;

/** Under strict handling a field the contract does not know is reason enough to refuse the request. */
export function strictRefusal(ignored: readonly IgnoredField[], strict: boolean): boolean {
  return strict && ignored.length > 0;
}

/**
 * The field violations a refused request is answered with: the envelope's own, and beside them the
 * unknown fields, in either handling, since a misspelt field is often why a required one is missing.
 */
export function withIgnoredFields(violations: readonly Violation[], ignored: readonly IgnoredField[], strict: boolean): Violation[] {
  return [...violations, ...ignoredFieldViolations(ignored, strict)];
}

/**
 * `299 - "Ignored 2 fields the API does not know: currncy; transactions[4].ammount_minor (and 11
 * more rows). Check their spelling against the API reference."`. The names come from the caller, so
 * anything outside printable ASCII is escaped and quotes are backslashed: a header can neither be
 * split nor forged by a key's spelling.
 */
export function ignoredFieldsWarning(fields: readonly IgnoredField[]): string | undefined {
  if (fields.length === 0) return undefined;
  const listed = fields.slice(0, LISTED).map(({ path, count, suggestion }) => ignoredFieldName(clip(path), count, suggestion));
  const rest = fields.length - listed.length;
  const text =
    `Ignored ${fields.length} field${fields.length === 1 ? "" : "s"} the API does not know: ${listed.join("; ")}` +
    `${rest > 0 ? `; and ${rest} more` : ""}. Check their spelling against the API reference.`;
  return `299 - "${headerSafe(text)}"`;
}

/** `transactions[4].ammount_minor`, or with the rows carrying it too: `… (and 11 more rows)`, and the suggestion: `… (did you mean \`terms\`?)`. */
export function ignoredFieldName(path: string, count: number, suggestion?: string): string {
  const rows = count > 1 ? ` (and ${(count - 1).toLocaleString("en-US")} more row${count === 2 ? "" : "s"})` : "";
  return `${path}${rows}${suggestion === undefined ? "" : ` (did you mean \`${suggestion}\`?)`}`;
}

/**
 * The ignored fields as field violations, each path with its own issue, for an error that names
 * them: strict handling refuses them, and a request refused for another reason names them beside
 * it, since a misspelt field is often why a required one is missing.
 */
export function ignoredFieldViolations(fields: readonly IgnoredField[], strict: boolean): Violation[] {
  return fields.map(({ path, count, suggestion }) => {
    const name = path.slice(path.lastIndexOf(".") + 1);
    const rows = count > 1 ? ` ${(count - 1).toLocaleString("en-US")} more row${count === 2 ? "" : "s"} of the list carry it too.` : "";
    const hint = suggestion === undefined ? " Check its spelling against the API reference." : ` Did you mean \`${suggestion}\`?`;
    const handling = strict ? " Strict handling (Prefer: handling=strict) refuses fields the API does not know." : "";
    return { field: path, issue: `\`${clip(name)}\` is not a field of the API.${hint}${rows}${handling}` };
  });
}

/**
 * Where the walk is: field names, and row numbers inside lists. The walks visit every row of every
 * list on every request, so a path is only written out as text when an ignored field is found.
 */
type Trail = (string | number)[];

/** `transactions[4].ammount_minor`, and the pattern that rows of one list share: `transactions[].ammount_minor`. */
function written(trail: Trail, rowsAs: "index" | "pattern"): string {
  let text = "";
  for (const step of trail) {
    if (typeof step === "number") text += rowsAs === "index" ? `[${step}]` : "[]";
    else text += text === "" ? step : `.${step}`;
  }
  return text;
}

class Tally {
  private readonly byPattern = new Map<string, IgnoredField>();

  /** `known` lists the names of the object the field sits in, for a suggestion; read only the first time a field is seen. */
  add(trail: Trail, known?: Iterable<string>): void {
    const pattern = written(trail, "pattern");
    const seen = this.byPattern.get(pattern);
    if (seen !== undefined) {
      seen.count++;
      return;
    }
    const field: IgnoredField = { path: written(trail, "index"), count: 1 };
    const name = trail[trail.length - 1];
    const suggestion = known === undefined || typeof name !== "string" ? undefined : nearestField(name, known);
    if (suggestion !== undefined) field.suggestion = suggestion;
    this.byPattern.set(pattern, field);
  }

  fields(): IgnoredField[] {
    return [...this.byPattern.values()];
  }
}

function walkJson(value: unknown, schema: DescMessage, trail: Trail, found: Tally): void {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return;
  const record = value as Record<string, unknown>;
  const { byName } = contractFields(schema);
  for (const key in record) {
    const known = byName.get(key);
    if (known === "value") continue;
    trail.push(key);
    if (known === undefined) found.add(trail, byName.keys());
    else if (known.rows) walkRows(record[key], known.message, trail, found, walkJson);
    else walkJson(record[key], known.message, trail, found);
    trail.pop();
  }
}

function walkMessage(message: unknown, schema: DescMessage, trail: Trail, found: Tally): void {
  if (typeof message !== "object" || message === null) return;
  const record = message as Record<string, unknown> & { $unknown?: { no: number }[] };
  for (const { no } of record.$unknown ?? []) {
    trail.push(`#${no}`);
    found.add(trail);
    trail.pop();
  }
  for (const nested of contractFields(schema).nested) {
    trail.push(nested.name);
    if (nested.rows) walkRows(record[nested.localName], nested.message, trail, found, walkMessage);
    else walkMessage(record[nested.localName], nested.message, trail, found);
    trail.pop();
  }
}

function walkRows(rows: unknown, schema: DescMessage, trail: Trail, found: Tally, walk: typeof walkJson): void {
  if (!Array.isArray(rows)) return;
  for (let index = 0; index < rows.length; index++) {
    trail.push(index);
    walk(rows[index], schema, trail, found);
    trail.pop();
  }
}

function clip(name: string): string {
  const chars = [...name];
  return chars.length <= NAME_CHARS ? name : `${chars.slice(0, NAME_CHARS).join("")}...`;
}

/** Printable ASCII stays; `"` and `\` are backslashed; anything else becomes \uXXXX. */
function headerSafe(text: string): string {
  let safe = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === '"' || char === "\\") safe += `\\${char}`;
    else if (code >= 0x20 && code < 0x7f) safe += char;
    else safe += code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, "0")}`;
  }
  return safe;
}
