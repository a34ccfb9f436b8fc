/** What the readers' `detect` share for one file. */

/**
 * The content as JSON.parse reads it, for detection only (amounts are re-read exactly), parsed on
 * the first reader's asking and shared with the rest: three JSON readers would otherwise parse a
 * large file three times.
 */
export function jsonOnce(text: string): () => unknown {
  let parsed: { value: unknown } | undefined;
  return () => {
    if (parsed === undefined) {
      const body = text.replace(/^\uFEFF/, "").trimStart();
      let value: unknown;
      if (body.startsWith("{") || body.startsWith("[")) {
        try {
          value = JSON.parse(body) as unknown;
        } catch {
          value = undefined;
        }
      }
      parsed = { value };
    }
    return parsed.value;
  };
}
