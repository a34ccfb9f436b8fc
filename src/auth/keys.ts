import { hash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The API keys the service accepts, held only as SHA-256 digests: a key file may then list
 * `sha256:<hex>` lines so plaintext keys need not be stored, and every comparison is between two
 * 32-byte digests, which `timingSafeEqual` compares in constant time whatever the key's length.
 */
export class KeyRing {
  private constructor(private readonly digests: readonly Buffer[]) {}

  /**
   * Keys from configuration entries: each is a plaintext key or `sha256:<64 hex digits>`.
   * Throws a KeyEntryError naming the entry's position (never its text, which may be a secret).
   */
  static fromEntries(entries: readonly string[], source: string): KeyRing {
    return KeyRing.fromPlacedEntries(entries.map((value, index) => ({ value, where: `${source} entry ${index + 1}` })));
  }

  /** Keys from entries that each say where they were read (a file's line, a list's position). */
  static fromPlacedEntries(entries: readonly PlacedEntry[]): KeyRing {
    return new KeyRing(entries.map((entry) => digestOfEntry(entry.value, entry.where)));
  }

  get size(): number {
    return this.digests.length;
  }

  /** Short fingerprints (8 hex digits of the digest) that a log line may carry instead of a key. */
  fingerprints(): string[] {
    return this.digests.map((digest) => digest.toString("hex").slice(0, 8));
  }

  /**
   * Whether `presented` is one of the keys. Every stored digest is compared, match or not, so the
   * time taken says nothing about which key, or how much of one, was right.
   */
  accepts(presented: string | undefined): boolean {
    return this.identify(presented) !== undefined;
  }

  /** The identity of `presented` when it is one of the keys, compared as `accepts` does. */
  identify(presented: string | undefined): KeyIdentity | undefined {
    const digest = sha256(presented ?? "");
    let match = false;
    for (const stored of this.digests) match = timingSafeEqual(stored, digest) || match;
    if (presented === undefined || presented === "" || !match) return undefined;
    const hex = digest.toString("hex");
    return { digest: hex, fingerprint: hex.slice(0, 8) };
  }
}

/**
 * What the server may keep of an accepted key: its SHA-256 digest, which keys per-key state such
 * as rate-limit buckets, and the short fingerprint that log lines and the startup line carry.
 * Neither gives the key back.
 */
export interface KeyIdentity {
  /** The whole digest in hex: distinct for distinct keys, so two keys never share a bucket. */
  digest: string;
  /** The digest's first 8 hex digits, as `fingerprints()` lists them. */
  fingerprint: string;
}

/** A configuration entry and where it was read, for an error that names the place but not the secret. */
export interface PlacedEntry {
  value: string;
  /** Such as `CASHFLOW_API_KEYS entry 2` or `CASHFLOW_API_KEYS_FILE line 7`. */
  where: string;
}

/** A key entry the server cannot use; its message names the entry's place and the fix, never its text. */
export class KeyEntryError extends Error {
  override name = "KeyEntryError";
}

const HASHED_ENTRY = /^sha256:([0-9a-f]{64})$/i;
/**
 * What an entry meant as a digest starts with: `sha256`, `sha-256` or `sha_256` in any case, then
 * `:` or `=`. Such an entry is never taken as a plaintext key: were a mistyped digest read as one,
 * the digest text itself would become the key and the real key would be refused.
 */
const DIGEST_LABEL = /^sha[-_]?256\s*[:=]/i;

function digestOfEntry(entry: string, where: string): Buffer {
  if (DIGEST_LABEL.test(entry)) {
    const hex = HASHED_ENTRY.exec(entry)?.[1];
    if (hex === undefined) {
      throw new KeyEntryError(`${where}: a digest entry must be written sha256:<64 hexadecimal digits> (the output of printf %s "$KEY" | sha256sum), with nothing else on the line.`);
    }
    return Buffer.from(hex, "hex");
  }
  if (/\s/.test(entry)) throw new KeyEntryError(`${where}: a key must not contain whitespace.`);
  return sha256(entry);
}

/** One-shot `crypto.hash`: the same digest as `createHash`, without a Hash object per request. */
function sha256(text: string): Buffer {
  return hash("sha256", text, "buffer");
}

/** `sha256:<hex>` of a key: the line to put in CASHFLOW_API_KEYS_FILE instead of the key itself. */
export function hashedEntry(key: string): string {
  return `sha256:${sha256(key).toString("hex")}`;
}

/**
 * A fresh random key for a server started without any: 32 random bytes in base64url, which is
 * valid RFC 6750 bearer-token syntax and pastes into a shell without quoting.
 */
export function generateKey(): string {
  return `cf_${randomBytes(32).toString("base64url")}`;
}

/**
 * The configuration entries of CASHFLOW_API_KEYS (comma-separated) and of the key file's text
 * (one per line; blank lines and `#` comments skipped).
 */
export function entriesFromList(list: string | undefined): string[] {
  return (list ?? "").split(",").map((entry) => entry.trim()).filter((entry) => entry !== "");
}

export function entriesFromFile(text: string): string[] {
  return placedEntriesFromFile(text, "key file").map((entry) => entry.value);
}

/** The key file's entries, each placed by its line number (1-based, counting blank and comment lines). */
export function placedEntriesFromFile(text: string, source: string): PlacedEntry[] {
  return text
    .split(/\r?\n/)
    .map((line, index) => ({ value: line.trim(), where: `${source} line ${index + 1}` }))
    .filter((entry) => entry.value !== "" && !entry.value.startsWith("#"));
}
