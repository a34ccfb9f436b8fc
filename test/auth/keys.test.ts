import { describe, expect, it } from "vitest";
import { bearerCredential } from "../../src/auth/bearer.js";
import { entriesFromFile, entriesFromList, generateKey, hashedEntry, KeyRing } from "../../src/auth/keys.js";

describe("KeyRing", () => {
  it("accepts plaintext keys and keys stored as sha256 digests, and nothing else", () => {
    const ring = KeyRing.fromEntries(["alpha-key", hashedEntry("beta-key")], "test");
    expect(ring.accepts("alpha-key")).toBe(true);
    expect(ring.accepts("beta-key")).toBe(true);
    expect(ring.accepts(hashedEntry("beta-key"))).toBe(false);
    expect(ring.accepts("alpha-ke")).toBe(false);
    expect(ring.accepts("")).toBe(false);
    expect(ring.accepts(undefined)).toBe(false);
  });

  it("accepts upper-case hex digests", () => {
    const ring = KeyRing.fromEntries([`sha256:${hashedEntry("k1").slice("sha256:".length).toUpperCase()}`], "test");
    expect(ring.accepts("k1")).toBe(true);
  });

  it("refuses a malformed entry, naming its position and not its text", () => {
    expect(() => KeyRing.fromEntries(["good", "sha256:abc123"], "CASHFLOW_API_KEYS")).toThrow(/CASHFLOW_API_KEYS entry 2: a sha256: entry/);
    expect(() => KeyRing.fromEntries(["two words"], "file")).toThrow(/^file entry 1: a key must not contain whitespace\.$/);
  });

  it("gives short fingerprints that do not reveal the key", () => {
    const ring = KeyRing.fromEntries(["alpha-key", hashedEntry("alpha-key")], "test");
    const [plain, hashed] = ring.fingerprints();
    expect(plain).toMatch(/^[0-9a-f]{8}$/);
    expect(hashed).toBe(plain);
  });

  it("generates distinct keys in bearer-token syntax", () => {
    const key = generateKey();
    expect(key).toMatch(/^cf_[A-Za-z0-9_-]{43}$/);
    expect(generateKey()).not.toBe(key);
    expect(KeyRing.fromEntries([key], "test").accepts(key)).toBe(true);
  });
});

describe("configuration entries", () => {
  it("splits CASHFLOW_API_KEYS on commas, trimming blanks", () => {
    expect(entriesFromList(" a, b ,,c ")).toEqual(["a", "b", "c"]);
    expect(entriesFromList(undefined)).toEqual([]);
  });

  it("reads a key file line by line, skipping blank lines and comments", () => {
    expect(entriesFromFile("# ops team\nalpha\r\n\n  sha256:" + "0".repeat(64) + "  \n")).toEqual(["alpha", `sha256:${"0".repeat(64)}`]);
  });
});

describe("bearerCredential", () => {
  it("reads the credential of the Bearer scheme, case-insensitively", () => {
    expect(bearerCredential("Bearer abc.def")).toBe("abc.def");
    expect(bearerCredential("bearer   abc")).toBe("abc");
    expect(bearerCredential("BEARER abc")).toBe("abc");
  });

  it("finds none for other schemes or malformed headers", () => {
    expect(bearerCredential(undefined)).toBeUndefined();
    expect(bearerCredential("")).toBeUndefined();
    expect(bearerCredential("Basic abc")).toBeUndefined();
    expect(bearerCredential("Bearer")).toBeUndefined();
    expect(bearerCredential("Bearer a b")).toBeUndefined();
    expect(bearerCredential("Bearerabc")).toBeUndefined();
  });
});

describe("KeyRing.identify", () => {
  it("names an accepted key by its digest and fingerprint, and nothing else", () => {
    const ring = KeyRing.fromEntries(["alpha-key", hashedEntry("beta-key")], "test");
    const digest = hashedEntry("beta-key").slice("sha256:".length);
    expect(ring.identify("beta-key")).toEqual({ digest, fingerprint: digest.slice(0, 8) });
    expect(ring.identify("alpha-key")?.fingerprint).toBe(ring.fingerprints()[0]);
    expect(ring.identify("gamma-key")).toBeUndefined();
    expect(ring.identify("")).toBeUndefined();
    expect(ring.identify(undefined)).toBeUndefined();
  });
});
