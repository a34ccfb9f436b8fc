/**
 * Strings repeat across rows (dates, directions, categories, currencies, counterparties), and a
 * request's rows all stay alive until it is answered, so the hand-written readers of this folder make
 * each distinct short ASCII string once per request and share it: with 8 requests in flight,
 * building a new string for every occurrence doubled the binary decode's cost in garbage collection
 * (bench/RESULTS.md). A table lives as long as its reader, one request.
 */

/** Strings up to this length are looked up in the table; longer ones are made each time. */
export const SHORT_STRING = 32;
/**
 * Slots of a table: a power of two, about one for every 32 bytes of the request, from 64 to 4096.
 * A later string takes over its slot. A small request gets a small table: filling 4096 slots cost a
 * 100-transaction request more than the strings it saved.
 */
const MIN_SLOTS = 64;
const MAX_SLOTS = 4096;
const BYTES_PER_SLOT = 32;

/** The hash a table slot is chosen by, FNV-1a: start from HASH_SEED and fold in each byte with `hashed`. */
export const HASH_SEED = 0x811c9dc5;
export function hashed(hash: number, byte: number): number {
  return Math.imul(hash ^ byte, 0x01000193);
}

export class ShortStrings {
  private readonly slots: (string | undefined)[];
  private readonly mask: number;

  /** A table for a request of `requestBytes` bytes. */
  constructor(requestBytes: number) {
    let size = MIN_SLOTS;
    while (size < MAX_SLOTS && size * BYTES_PER_SLOT < requestBytes) size *= 2;
    this.slots = new Array<string | undefined>(size);
    this.mask = size - 1;
  }

  /**
   * The text of `bytes[start, stop)` (at most SHORT_STRING bytes), or undefined when it is not
   * ASCII; the caller decodes such bytes itself.
   */
  ascii(bytes: Uint8Array, start: number, stop: number): string | undefined {
    let hash = HASH_SEED;
    for (let i = start; i < stop; i++) {
      const byte = bytes[i]!;
      if (byte > 0x7f) return undefined;
      hash = hashed(hash, byte);
    }
    return this.shared(bytes, start, stop, hash);
  }

  /** The text of ASCII `bytes[start, stop)`, whose hash the caller worked out as it read them. */
  shared(bytes: Uint8Array, start: number, stop: number, hash: number): string {
    const length = stop - start;
    const slot = hash & this.mask;
    const known = this.slots[slot];
    if (known !== undefined && known.length === length && sameText(known, bytes, start)) return known;
    const codes = new Array<number>(length);
    for (let i = 0; i < length; i++) codes[i] = bytes[start + i]!;
    const made = String.fromCharCode.apply(String, codes);
    this.slots[slot] = made;
    return made;
  }
}

/** Whether an ASCII string equals the bytes at `start` (its length already matched). */
function sameText(text: string, bytes: Uint8Array, start: number): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) !== bytes[start + i]) return false;
  return true;
}
