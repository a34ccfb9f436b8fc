/**
 * A bank's description or counterparty as the rules read it: lower case, accents folded
 * (`Überweisung` → `uberweisung`, `Prélèvement` → `prelevement`), and split into words of letters
 * and digits. Card numbers, references and dates need no stripping of their own: they become
 * words no rule names. A word glued to a processor's prefix (`SQ *BLUE BOTTLE`, `PAYPAL *ADOBE`,
 * `AMZN Mktp`) comes apart at the `*` like any other punctuation.
 *
 * Hand-written rather than a regular expression per rule (no library folds, splits and looks words
 * up in one pass): each character is read once, each word is looked up by a number before any string
 * is made of it (./phrases.ts). What that costs the service is measured by `npm run bench:categories`
 * (bench/categories.ts) on statement-shaped books: bench/RESULTS.md, "Categorizing".
 */

const FOLD: Record<string, string> = { ß: "ss", æ: "ae", ø: "o", œ: "oe", å: "a", ł: "l", đ: "d", ı: "i" };

/** Lower case with accents removed; ASCII text (most rows) passes through one toLowerCase. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  // eslint-disable-next-line no-control-regex
  if (!/[^\u0000-\u007f]/.test(lower)) return lower;
  let folded = "";
  for (const char of lower.normalize("NFD")) {
    const code = char.charCodeAt(0);
    if (code >= 0x300 && code <= 0x36f) continue; // combining accent
    folded += FOLD[char] ?? char;
  }
  return folded;
}

/** Stems are at least this long (checked when a table is built), and indexed by this many letters. */
export const STEM_KEY = 3;

/**
 * The words of a folded text: runs of letters and digits; everything else separates. A run of two
 * or more letters followed by digits is cut before the digits, so a reference glued to a name
 * (`GOOGLE *ADS4471123908`, `AMERICAN AIR0012345678901`) leaves the name a word of its own, while
 * names that are a letter and a digit (`o2`) or start with digits (`1und1`) stay whole. A run of
 * four or more digits alone is left out: no rule names a reference number or a year, while some
 * name a number of three (`office 365`, `modelo 303`, `treas 310`). So is such a run with letters
 * glued after it, which then begin a word of their own: an MT940 purpose's lines are joined without
 * a space, so a line ending in a date runs into the next line's first word (`Rate 11/2026Tilgung`).
 */
/** The longest run of digits alone that is a word (see wordsOf). */
export const MAX_NUMBER_WORD = 3;

export function wordsOf(folded: string): string[] {
  const found = wordSpans(folded);
  const words: string[] = [];
  for (let i = 0; i < found.count; i++) words.push(folded.slice(found.starts[i], found.ends[i]));
  return words;
}

/**
 * FNV-1a over the char codes of text[from, to), kept to 30 bits so that V8 holds it as a small
 * integer (no allocation per lookup). Equal words have equal hashes; a hit is checked by the string.
 */
export function wordHash(text: string, from: number, to: number): number {
  let hash = FNV_OFFSET;
  for (let i = from; i < to; i++) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
  return hash & HASH_BITS;
}
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const HASH_BITS = 0x3fffffff;

/** STEM_KEY characters from `at` as one 30-bit number; a hit is checked by the stem itself. */
export function keyOf(text: string, at: number): number {
  return ((text.charCodeAt(at) * 1021 + text.charCodeAt(at + 1)) * 1021 + text.charCodeAt(at + 2)) & 0x3fffffff;
}

/** The words of a folded text as spans, reused between calls (one row is scanned at a time). */
export interface Spans {
  count: number;
  starts: Int32Array;
  ends: Int32Array;
  hashes: Int32Array;
}

let spans: Spans = newSpans(64);

function newSpans(capacity: number): Spans {
  return { count: 0, starts: new Int32Array(capacity), ends: new Int32Array(capacity), hashes: new Int32Array(capacity) };
}

/**
 * The words of wordsOf as spans of the text, each with its wordHash, without making a string: the
 * phrase table looks a word up by its hash first (./phrases.ts), and only a word long enough to
 * hold a stem also by keyOf its first and last STEM_KEY letters. The spans are reused by the next
 * call: one text is read at a time.
 */
export function wordSpans(folded: string): Spans {
  if (spans.starts.length < folded.length / 2 + 2) spans = newSpans(folded.length);
  spans.count = 0;
  let start = -1;
  let letters = 0;
  // wordHash of the word being read, built as its characters are read: each character is read once.
  let hash = FNV_OFFSET;
  for (let i = 0; i <= folded.length; i++) {
    const code = i < folded.length ? folded.charCodeAt(i) : 32;
    const isDigit = code >= 48 && code <= 57;
    const isLetter = (code >= 97 && code <= 122) || code > 127;
    if (isDigit && start >= 0 && letters >= 2 && letters === i - start) {
      addSpan(start, i, hash);
      start = i;
      letters = 0;
      hash = Math.imul(FNV_OFFSET ^ code, FNV_PRIME);
    } else if (isLetter && start >= 0 && letters === 0 && i - start > MAX_NUMBER_WORD) {
      // A number too long to be a word (a reference, a year) with letters glued after it: the
      // number is left out, as alone, and the letters begin a word.
      start = i;
      letters = 1;
      hash = Math.imul(FNV_OFFSET ^ code, FNV_PRIME);
    } else if (isLetter || isDigit) {
      if (start < 0) {
        start = i;
        hash = FNV_OFFSET;
      }
      if (isLetter) letters++;
      hash = Math.imul(hash ^ code, FNV_PRIME);
    } else if (start >= 0) {
      if (letters === i - start && letters >= 5 && endsInInv(folded, i)) {
        addSpan(start, i - 3, wordHash(folded, start, i - 3));
        addSpan(i - 3, i, wordHash(folded, i - 3, i));
      } else if (letters > 0 || i - start <= MAX_NUMBER_WORD) addSpan(start, i, hash);
      start = -1;
      letters = 0;
    }
  }
  return spans;
}

/**
 * A word of letters ending in `inv` (`ACCOUNTANTSINV 1124`, `HAULINV`): a UK bank's payee field of
 * eighteen characters run into the payment's reference, an invoice's number. No word of the
 * languages read ends so, so the name is cut from the reference.
 */
function endsInInv(folded: string, end: number): boolean {
  return folded.charCodeAt(end - 1) === 118 && folded.charCodeAt(end - 2) === 110 && folded.charCodeAt(end - 3) === 105;
}

function addSpan(from: number, to: number, hash: number): void {
  const n = spans.count++;
  spans.starts[n] = from;
  spans.ends[n] = to;
  spans.hashes[n] = hash & HASH_BITS;
}

/**
 * Wells Fargo prints an ACH entry as the originator's name, its entry description, the date (YYMMDD),
 * an id and the receiver's name last (`HEARTLAND PYMT SY FEES 261110 650000012345678 KAGURA HIBACHI
 * GRILL`): the capitals after the date and the id, to the end of the line.
 */
const RECEIVER_AFTER_ENTRY = /\s\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\s+[A-Z0-9]{0,30}\d[A-Z0-9]{0,30}\s+([A-Z][A-Z &'.,-]{0,60})$/;

/**
 * A US ACH entry's description without the receiver's name: Bank of America and Chase print it after
 * `INDN:` up to ` CO ID:` ("ZOETIS US LLC DES:PAYMENTS ID:9120 INDN:OAK HOLLOW VETERINARY CO ID:4621
 * CCD"), Chase's long form after `IND NAME:` up to ` TRN:` ("ORIG CO NAME:FLEXIBLE STEEL LA … IND
 * NAME:MAHONING CONVEYOR SERV TRN: 4418…"), Wells Fargo last (RECEIVER_AFTER_ENTRY), and the receiver
 * is the company itself, so the words of its own trade say nothing of what it paid for. A search or
 * two of the text, by the engine; most rows have neither field.
 */
export function withoutReceiverName(description: string | undefined): string | undefined {
  if (description === undefined) return undefined;
  const field = receiverField(description);
  if (field === undefined) {
    // Only a line ending in a capital can end in a receiver's name: most lines are left unsearched.
    const last = description.charCodeAt(description.length - 1);
    const named = last >= 65 && last <= 90 ? RECEIVER_AFTER_ENTRY.exec(description) : null;
    return named === null ? description : description.slice(0, named.index + named[0].length - named[1]!.length);
  }
  const after = description.indexOf(field.end, field.at);
  return description.slice(0, field.at) + (after < 0 ? "" : description.slice(after));
}

/** Where the receiver's field starts, and the words that end it; one search for `IND`, with which both begin. */
function receiverField(description: string): { at: number; end: string } | undefined {
  for (let at = description.indexOf("IND"); at >= 0; at = description.indexOf("IND", at + 3)) {
    if (description.startsWith("N:", at + 3)) return { at, end: " CO ID:" };
    if (description.startsWith(" NAME:", at + 3)) return { at, end: " TRN:" };
  }
  return undefined;
}

/** The name a row gives its other party: the counterparty where it has one, else the description. */
export function nameTheRowGives(counterparty: string | undefined, description: string | undefined): string | undefined {
  return counterparty !== undefined && counterparty.trim() !== "" ? counterparty : description;
}

/** The word a match captured (its first group that matched), lower case; undefined when nothing matched. */
export function capturedWord(found: RegExpExecArray | null): string | undefined {
  return found === null ? undefined : found.slice(1).find((group) => group !== undefined)!.toLowerCase();
}
