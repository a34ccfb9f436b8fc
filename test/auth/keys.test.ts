import { describe, expect, it } from "vitest";
import { bearerCredential } from "../../src/auth/bearer.js";
import { entriesFromFile, entriesFromList, generateKey, hashedEntry, KeyEntryError, KeyRing, placedEntriesFromFile } from "../../src/auth/keys.js";

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
    expect(() => KeyRing.fromEntries(["good", "sha256:abc123"], "CASHFLOW_API_KEYS")).toThrow(/^CASHFLOW_API_KEYS entry 2: a digest entry must be written sha256:<64 hexadecimal digits>/);
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

describe("digest entries in any case", () => {
  // The digest of "k1", worked out apart from the code: printf %s k1 | sha256sum
  const K1_HEX = "6ab9f1eb8f7d3388f4f9d586f66e99fd54080df2c446f0e58668b09c08a16dd0";

  it("takes SHA256:, Sha256: and sha256: alike as the digest of the real key, which then authenticates", () => {
    const hex = K1_HEX.toUpperCase();
    for (const label of ["SHA256:", "Sha256:", "sha256:"]) {
      const ring = KeyRing.fromEntries([`${label}${hex}`], "test");
      expect(ring.accepts("k1"), label).toBe(true);
      // The digest text itself is not a key.
      expect(ring.accepts(`${label}${hex}`), label).toBe(false);
    }
  });

  it("refuses at start a line that looks like a digest but is not one, naming the line and not its text", () => {
    const hex = K1_HEX;
    const malformed = [
      `SHA256:${hex.slice(1)}`, // 63 digits
      `sha256:${hex}0`, // 65 digits
      `SHA256:${hex.slice(0, 63)}g`, // not hexadecimal
      `sha-256:${hex}`, // another spelling of the label
      `SHA256=${hex}`,
      `sha256: ${hex}`, // a space after the colon
    ];
    for (const entry of malformed) {
      const text = `# keys\nplain-key\n\n${entry}\n`;
      const attempt = () => KeyRing.fromPlacedEntries(placedEntriesFromFile(text, "CASHFLOW_API_KEYS_FILE /run/keys"));
      expect(attempt, entry).toThrow(KeyEntryError);
      expect(attempt, entry).toThrow(/^CASHFLOW_API_KEYS_FILE \/run\/keys line 4: a digest entry must be written sha256:<64 hexadecimal digits>/);
      try {
        attempt();
      } catch (error) {
        expect((error as Error).message).not.toContain(hex.slice(0, 16));
      }
    }
  });

  it("still takes as a plaintext key a line of 64 hex digits with no label (openssl rand -hex 32)", () => {
    const ring = KeyRing.fromEntries([K1_HEX], "test");
    expect(ring.accepts(K1_HEX)).toBe(true);
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
