/**
 * The credential of an `Authorization: Bearer <key>` header (RFC 6750 §2.1), or undefined when the
 * header is missing or uses another scheme. The scheme name is case-insensitive (RFC 7235 §2.1).
 */
export function bearerCredential(authorization: string | null | undefined): string | undefined {
  if (!authorization) return undefined;
  const match = /^bearer +(\S+) *$/i.exec(authorization);
  return match?.[1];
}

/**
 * Why a request carries no usable credential, so a refusal can say what to fix: no `Authorization`
 * header at all, or one that is not `Bearer <key>` (another scheme, the key without `Bearer`, or
 * spaces inside it). Says nothing about which keys exist.
 */
export type MissingCredential = "missing" | "malformed";

export function missingCredential(authorization: string | null | undefined): MissingCredential {
  return authorization ? "malformed" : "missing";
}
