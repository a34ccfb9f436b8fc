import { entriesFromList } from "../auth/keys.js";

/**
 * Every setting the server reads from its environment, parsed and checked once at start so a
 * mistake stops the process with a message naming the variable, instead of surfacing mid-request.
 */
export interface ServerConfig {
  /** TCP port for every surface (HTTP/1.1, h2c, or TLS with ALPN). 0 picks a free port, as tests do. */
  port: number;
  /** Interface to bind; 0.0.0.0 by default so the service is reachable in a container. */
  host: string;
  /** The seed's `{migration_url}`: where the 410 for a retired slug sends its caller. */
  migrationUrl: string;
  /** Largest request body accepted on any surface; 16 MiB holds a book of about 100,000 transactions. */
  maxBodyBytes: number;
  /** Key entries from CASHFLOW_API_KEYS: plaintext keys or `sha256:<hex>` digests. */
  apiKeys: readonly string[];
  /** A file of key entries, one per line, read at start (CASHFLOW_API_KEYS_FILE). */
  apiKeysFile: string | undefined;
  /** PEM certificate and key files; when set the port speaks TLS and offers h2 and HTTP/1.1 by ALPN. */
  tls: { certFile: string; keyFile: string } | undefined;
}

export const DEFAULT_PORT = 8080;
export const DEFAULT_HOST = "0.0.0.0";
/** A placeholder address; operators set CASHFLOW_MIGRATION_URL to their own guide. */
export const DEFAULT_MIGRATION_URL = "https://docs.example.com/cashflow/migration";
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024 * 1024;

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(env: Readonly<Record<string, string | undefined>>): ServerConfig {
  const certFile = nonEmpty(env["CASHFLOW_TLS_CERT"]);
  const keyFile = nonEmpty(env["CASHFLOW_TLS_KEY"]);
  if ((certFile === undefined) !== (keyFile === undefined)) {
    throw new ConfigError("CASHFLOW_TLS_CERT and CASHFLOW_TLS_KEY must be set together (PEM file paths).");
  }
  return {
    port: integerSetting(env, "PORT", DEFAULT_PORT, 0, 65535),
    host: nonEmpty(env["HOST"]) ?? DEFAULT_HOST,
    migrationUrl: urlSetting(env, "CASHFLOW_MIGRATION_URL", DEFAULT_MIGRATION_URL),
    maxBodyBytes: integerSetting(env, "CASHFLOW_MAX_BODY_BYTES", DEFAULT_MAX_BODY_BYTES, 1, Number.MAX_SAFE_INTEGER),
    apiKeys: entriesFromList(env["CASHFLOW_API_KEYS"]),
    apiKeysFile: nonEmpty(env["CASHFLOW_API_KEYS_FILE"]),
    tls: certFile !== undefined && keyFile !== undefined ? { certFile, keyFile } : undefined,
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === "" ? undefined : trimmed;
}

function integerSetting(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number, min: number, max: number): number {
  const text = nonEmpty(env[name]);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}; got "${text}".`);
  }
  return value;
}

/** An absolute http(s) URL, normalised by the URL parser so it is safe inside a header. */
function urlSetting(env: Readonly<Record<string, string | undefined>>, name: string, fallback: string): string {
  const text = nonEmpty(env[name]) ?? fallback;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL; got "${text}".`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new ConfigError(`${name} must be an http or https URL; got "${text}".`);
  return url.href;
}
