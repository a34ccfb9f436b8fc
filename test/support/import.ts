import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { expect, it } from "vitest";
import { jsonOnce } from "../../src/import/detection.js";
import type { FormatReader, ImportedBook, ImportOptions, ImportRefusal, ImportResult } from "../../src/import/types.js";
import { ROOT } from "./process.js";

/**
 * One reader driven as the import module drives it, for that reader's tests: its fixtures, the
 * raw result, the book when a file must be read, the refusal when it must not.
 */
export function readerHarness(reader: FormatReader, fileName: string, fixtureFolder: string) {
  const result = (text: string, options: Partial<ImportOptions> = {}): ImportResult => reader.read(text, new TextEncoder().encode(text), { fileName, ...options });
  return {
    fixture: (name: string) => readFileSync(join(ROOT, "test/import/fixtures", fixtureFolder, name), "utf8"),
    result,
    read(text: string, options: Partial<ImportOptions> = {}): ImportedBook {
      const read = result(text, options);
      if (!read.ok) expect.fail(`expected the file to import, got ${JSON.stringify(read.refusal)}`);
      return read.book;
    },
    refusalOf(text: string, options: Partial<ImportOptions> = {}): ImportRefusal {
      const read = result(text, options);
      if (read.ok) expect.fail(`expected a refusal, got ${JSON.stringify(read.book.transactions)}`);
      return read.refusal;
    },
  };
}

/** A reader's detection score for some text, as the import module asks for it. */
export function detect(reader: FormatReader, text: string): 0 | 1 | 2 {
  return reader.detect(text, new TextEncoder().encode(text), jsonOnce(text));
}

export const amounts = (book: ImportedBook) => book.transactions.map((t) => t.amountMinor);
/** Money in, as a positive total of minor units. */
export const moneyIn = (book: ImportedBook) => amounts(book).filter((a) => a > 0).reduce((sum, a) => sum + a, 0);
/** Money out, as a positive total of minor units. */
export const moneyOut = (book: ImportedBook) => amounts(book).filter((a) => a < 0).reduce((sum, a) => sum - a, 0);
export const noteTexts = (book: ImportedBook) => book.notes.map((n) => n.text);

/**
 * The two no-throw properties every reader must have: random text (plain, graphemes, and a soup of
 * the format's own tokens) and its fixtures with random cuts and insertions. The reader answers a
 * result either way; an exception fails the property with the input that caused it.
 */
export function itNeverThrows(result: (text: string) => ImportResult, fixtures: readonly string[], tokens: readonly string[], runs = 400): void {
  it("no input makes the reader throw: random text", () => {
    const soup = fc.array(fc.constantFrom(...tokens), { maxLength: 60 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: "grapheme", maxLength: 100 }), soup), (text) => {
        expect(typeof result(text).ok).toBe("boolean");
      }),
      { numRuns: runs },
    );
  });

  it("no input makes the reader throw: mutated statements", () => {
    const mutation = fc.tuple(fc.nat({ max: fixtures.length - 1 }), fc.array(fc.tuple(fc.nat(), fc.nat({ max: 40 }), fc.string({ maxLength: 12 })), { minLength: 1, maxLength: 6 }));
    fc.assert(
      fc.property(mutation, ([which, edits]) => {
        let text = fixtures[which]!;
        for (const [at, cut, insert] of edits) {
          const i = at % (text.length + 1);
          text = text.slice(0, i) + insert + text.slice(i + cut);
        }
        expect(typeof result(text).ok).toBe("boolean");
      }),
      { numRuns: runs },
    );
  });
}
