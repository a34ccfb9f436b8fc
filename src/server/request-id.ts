import { randomUUID } from "node:crypto";

const UNSAFE = /[^A-Za-z0-9._:\-]/g;
const MAX_LENGTH = 128;

/**
 * The request's id: the client's `X-Request-Id` when it has one, so a caller can find its own
 * request in our logs, reduced to safe characters and length because it is echoed into headers,
 * bodies and log lines; otherwise a fresh UUID.
 */
export function requestIdOf(header: string | string[] | undefined): string {
  const given = (Array.isArray(header) ? header[0] : header)?.replace(UNSAFE, "").slice(0, MAX_LENGTH);
  return given ? given : randomUUID();
}
