import type { DescField, DescMessage } from "@bufbuild/protobuf";
import { AnalysisRequestSchema } from "../../gen/cashflow/v1/cashflow_pb.js";

/**
 * Fields a request carries that the contract does not know. One body fits every route, so such a
 * field is ignored rather than refused, but a typo (`currncy`, `scenario.revenue_shock`) would
 * otherwise silently give defaults: each surface names what it ignored, the JSON gateway and the
 * RPC surfaces in a `Warning: 299 -` header (the form the 410 already uses), the CLI on stderr.
 *
 * The contract is the protobuf schema itself (proto/cashflow/v1/cashflow.proto), walked through its
 * descriptor, so a field added there is known here without a second list. A JSON name is known in
 * its proto spelling (amount_minor) and its JSON spelling (amountMinor), as the engine reads both.
 */

/** An ignored field: its path in the request, and how many list rows carry the same one. */
export interface IgnoredField {
  /** The first place it occurs, e.g. `transactions[4].ammount_minor`. */
  path: string;
  /** Rows of the same list carrying it (1 outside lists). */
  count: number;
}

/** Ignored fields of a JSON request body (gateway, Connect JSON, gRPC+json). */
export function ignoredJsonFields(body: unknown): IgnoredField[] {
  const found = new Tally();
  walkJson(body, AnalysisRequestSchema, "", "", found);
  return found.fields();
}

/**
 * Ignored fields of a decoded protobuf message: protobuf keeps fields it does not know as
 * `$unknown` (number and bytes, no name), so they are named by number, e.g. `balances.#9`.
 */
export function ignoredMessageFields(message: unknown): IgnoredField[] {
  const found = new Tally();
  walkMessage(message, AnalysisRequestSchema, "", "", found);
  return found.fields();
}

/** Names listed in one warning; the rest are counted. */
const LISTED = 3;
/** A name longer than this is cut: it came from the caller and only needs to be recognisable. */
const NAME_CHARS = 64;

/**
 * `299 - "Ignored 2 fields the API does not know: currncy; transactions[4].ammount_minor (and 11
 * more rows). Check their spelling against the API reference."`. The names come from the caller, so
 * anything outside printable ASCII is escaped and quotes are backslashed: a header can neither be
 * split nor forged by a key's spelling.
 */
export function ignoredFieldsWarning(fields: readonly IgnoredField[]): string | undefined {
  if (fields.length === 0) return undefined;
  const listed = fields.slice(0, LISTED).map(({ path, count }) => ignoredFieldName(clip(path), count));
  const rest = fields.length - listed.length;
  const text =
    `Ignored ${fields.length} field${fields.length === 1 ? "" : "s"} the API does not know: ${listed.join("; ")}` +
    `${rest > 0 ? `; and ${rest} more` : ""}. Check their spelling against the API reference.`;
  return `299 - "${headerSafe(text)}"`;
}

/** `transactions[4].ammount_minor`, or with the rows carrying it too: `… (and 11 more rows)`. */
export function ignoredFieldName(path: string, count: number): string {
  return count > 1 ? `${path} (and ${(count - 1).toLocaleString("en-US")} more row${count === 2 ? "" : "s"})` : path;
}

class Tally {
  private readonly byPattern = new Map<string, IgnoredField>();

  add(path: string, pattern: string): void {
    const seen = this.byPattern.get(pattern);
    if (seen === undefined) this.byPattern.set(pattern, { path, count: 1 });
    else seen.count++;
  }

  fields(): IgnoredField[] {
    return [...this.byPattern.values()];
  }
}

/** A message's fields by both the names a JSON body may use, built once per message type. */
const fieldsByName = new WeakMap<DescMessage, ReadonlyMap<string, DescField>>();

function fieldNamed(schema: DescMessage, key: string): DescField | undefined {
  let byName = fieldsByName.get(schema);
  if (byName === undefined) {
    byName = new Map(schema.fields.flatMap((field) => [[field.name, field], [field.jsonName, field]] as const));
    fieldsByName.set(schema, byName);
  }
  return byName.get(key);
}

const join = (path: string, key: string) => (path === "" ? key : `${path}.${key}`);

function walkJson(value: unknown, schema: DescMessage, path: string, pattern: string, found: Tally): void {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return;
  for (const [key, child] of Object.entries(value)) {
    const field = fieldNamed(schema, key);
    const at = join(path, key);
    const atPattern = join(pattern, key);
    if (field === undefined) found.add(at, atPattern);
    else if (field.fieldKind === "message") walkJson(child, field.message, at, atPattern, found);
    else if (field.fieldKind === "list" && field.listKind === "message" && Array.isArray(child)) {
      child.forEach((row, index) => walkJson(row, field.message, `${at}[${index}]`, `${atPattern}[]`, found));
    }
  }
}

function walkMessage(message: unknown, schema: DescMessage, path: string, pattern: string, found: Tally): void {
  if (typeof message !== "object" || message === null) return;
  const record = message as Record<string, unknown> & { $unknown?: { no: number }[] };
  for (const { no } of record.$unknown ?? []) {
    found.add(join(path, `#${no}`), join(pattern, `#${no}`));
  }
  for (const field of schema.fields) {
    const child = record[field.localName];
    const at = join(path, field.name);
    const atPattern = join(pattern, field.name);
    if (field.fieldKind === "message") walkMessage(child, field.message, at, atPattern, found);
    else if (field.fieldKind === "list" && field.listKind === "message" && Array.isArray(child)) {
      child.forEach((row, index) => walkMessage(row, field.message, `${at}[${index}]`, `${atPattern}[]`, found));
    }
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
