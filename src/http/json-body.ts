/** A request body read as a JSON object, strictly: UTF-8 only, and an object at the top. */

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

export type ParseResult = { ok: true; envelope: Record<string, unknown> } | { ok: false; message: string };

/** The body as a JSON object; the parser's own message is not passed on, as it quotes the input. */
export function parseJsonObject(bytes: Uint8Array): ParseResult {
  let value: unknown;
  try {
    value = JSON.parse(strictUtf8.decode(bytes));
  } catch {
    return { ok: false, message: "The request body is not valid UTF-8 JSON." };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, message: "The request body must be a JSON object (the request envelope)." };
  }
  return { ok: true, envelope: value as Record<string, unknown> };
}
