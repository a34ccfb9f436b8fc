/**
 * Whether a call asks for strict handling with the `Prefer: handling=strict` request header
 * (RFC 7240 §4.4), on any surface: an HTTP header on the gateway, Connect and gRPC-Web, gRPC
 * metadata on gRPC. Strict handling refuses a request that carries fields the API does not know,
 * where the default (lenient) handling ignores them and names them in a warning.
 *
 * RFC 7240 §2: preferences are a comma-separated list, may repeat the header, compare their names
 * case-insensitively, may quote their values, and only the first of a repeated preference counts;
 * parameters after `;` are ignored here.
 */
export function prefersStrictHandling(prefer: string | string[] | undefined): boolean {
  if (prefer === undefined) return false;
  const headers = Array.isArray(prefer) ? prefer : [prefer];
  for (const header of headers) {
    for (const preference of header.split(",")) {
      const [token] = preference.split(";");
      const [name, value] = (token ?? "").split("=").map((part) => part.trim());
      // §2: of a preference given more than once, only the first counts.
      if (name?.toLowerCase() === "handling") return value?.replace(/^"(.*)"$/, "$1").toLowerCase() === "strict";
    }
  }
  return false;
}
