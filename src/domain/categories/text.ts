/**
 * A bank's description or counterparty as the rules read it: lower case, accents folded
 * (`Überweisung` → `uberweisung`, `Prélèvement` → `prelevement`), and split into words of letters
 * and digits. Card numbers, references and dates need no stripping of their own: they become
 * words no rule names. A word glued to a processor's prefix (`SQ *BLUE BOTTLE`, `PAYPAL *ADOBE`,
 * `AMZN Mktp`) comes apart at the `*` like any other punctuation.
 *
 * Hand-written rather than a regular expression per rule: one pass over the characters, and each
 * word looked up once in a table (./phrases.ts), keeps categorizing a 10,000-row book within the
 * benchmark's budget (bench/engine.ts, "categorizing").
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

/**
 * The words of a folded text: runs of letters and digits; everything else separates. A run of two
 * or more letters followed by digits is cut before the digits, so a reference glued to a name
 * (`GOOGLE *ADS4471123908`, `AMERICAN AIR0012345678901`) leaves the name a word of its own, while
 * names that are a letter and a digit (`o2`) or start with digits (`1und1`) stay whole.
 */
export function wordsOf(folded: string): string[] {
  const words: string[] = [];
  let start = -1;
  let letters = 0;
  for (let i = 0; i <= folded.length; i++) {
    const code = i < folded.length ? folded.charCodeAt(i) : 32;
    const isDigit = code >= 48 && code <= 57;
    const isLetter = (code >= 97 && code <= 122) || code > 127;
    if (isDigit && start >= 0 && letters >= 2 && letters === i - start) {
      words.push(folded.slice(start, i));
      start = i;
      letters = 0;
    } else if (isLetter || isDigit) {
      if (start < 0) start = i;
      if (isLetter) letters++;
    } else if (start >= 0) {
      words.push(folded.slice(start, i));
      start = -1;
      letters = 0;
    }
  }
  return words;
}
