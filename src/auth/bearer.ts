/**
 * The credential of an `Authorization: Bearer <key>` header (RFC 6750 §2.1), or undefined when the
 * header is missing or uses another scheme. The scheme name is case-insensitive (RFC 7235 §2.1).
 */
export function bearerCredential(authorization: string | null | undefined): string | undefined {
  if (!authorization) return undefined;
  const match = /^bearer +(\S+) *$/i.exec(authorization);
  return match?.[1];
}
