/** A protobuf-es message without its `$typeName` and `$unknown`, as plain data, to compare with what the service's own decoders make. */
export function plainMessage(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plainMessage);
  if (typeof value === "object" && value !== null && !(value instanceof Uint8Array)) {
    return Object.fromEntries(Object.entries(value).filter(([key]) => !key.startsWith("$")).map(([key, field]) => [key, plainMessage(field)]));
  }
  return value;
}

/** What a decoder made of some bytes: a request, or the message of the InvalidArgument it failed with. */
export type Outcome = { ok: true; request: unknown } | { ok: false; message: string };
