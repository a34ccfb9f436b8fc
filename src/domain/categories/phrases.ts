import { foldText, wordsOf } from "./text.js";
import type { Sided } from "./taxonomy.js";

/**
 * A table of phrases, each with a meaning for money out and for money in, matched against a row's
 * words in one pass: every word is looked up once by its whole spelling, and words of five letters
 * or more also by their first and last letters, so German compounds meet their stems (`Gehalts-
 * zahlung` meets `gehalt*`, `Umsatzsteuer` meets `*steuer`).
 *
 * A phrase is written as its words separated by spaces, lower case, no accents; `gehalt*` matches
 * any word starting with `gehalt`, `*steuer` any word ending with it (stems are single words). Two
 * words joined by `+` (`amex+payment`) match when both appear anywhere in the row, in any order.
 *
 * Where several phrases match, the highest weight wins, then the longer phrase (a stem counts as
 * less than a whole word, and a longer stem as more than a shorter one), then the earlier.
 */

export interface PhraseRule extends Sided {
  phrase: string;
  /** Larger wins; see WEIGHT. */
  weight: number;
}

/** What a rule's weight says about how sure it is. */
export const WEIGHT = {
  /** A generic word (`fee`, `rent`): a hint. */
  keyword: 1,
  /** A phrase of several words, or a generic word only business statements use. */
  phrase: 2,
  /** A vendor's own name. */
  vendor: 3,
  /** A phrase that overrides a vendor's name (`interest charge` on a card issuer's row). */
  override: 4,
} as const;

interface Entry {
  rule: PhraseRule;
  /** The words after the first, for a phrase of several words. */
  rest: readonly string[];
}

export interface PhraseMatch {
  rule: PhraseRule;
  /** The words the phrase matched, for the explanation. */
  matched: string;
}

const MIN_STEM_WORD = 5;

export class PhraseTable {
  private readonly exact = new Map<string, Entry[]>();
  private readonly prefixes = new Map<string, Entry[]>();
  private readonly suffixes = new Map<string, Entry[]>();
  private readonly pairs: { first: string; second: string; rule: PhraseRule }[] = [];
  private readonly pairWords = new Set<string>();
  private readonly stemLengths = new Set<number>();

  constructor(rules: readonly PhraseRule[]) {
    for (const rule of rules) this.add(rule);
  }

  private add(rule: PhraseRule): void {
    const phrase = rule.phrase;
    if (phrase.includes("+")) {
      const [first, second] = phrase.split("+") as [string, string];
      this.pairs.push({ first, second, rule });
      this.pairWords.add(first);
      this.pairWords.add(second);
      return;
    }
    const [head, ...rest] = phrase.split(" ") as [string, ...string[]];
    if (head.endsWith("*")) return this.addStem(this.prefixes, head.slice(0, -1), rule);
    if (head.startsWith("*")) return this.addStem(this.suffixes, head.slice(1), rule);
    push(this.exact, head, { rule, rest });
  }

  private addStem(table: Map<string, Entry[]>, stem: string, rule: PhraseRule): void {
    push(table, stem, { rule, rest: [] });
    this.stemLengths.add(stem.length);
  }

  /** The best phrase for a row of this sign in these texts, or undefined. */
  match(amountMinor: number, ...texts: (string | undefined)[]): PhraseMatch | undefined {
    let best: PhraseMatch | undefined;
    let bestLength = 0;
    let seen: Set<string> | undefined;
    const consider = (rule: PhraseRule, matched: string, length: number): void => {
      if ((amountMinor < 0 ? rule.out : rule.in) === undefined) return;
      if (best === undefined || rule.weight > best.rule.weight || (rule.weight === best.rule.weight && length > bestLength)) {
        best = { rule, matched };
        bestLength = length;
      }
    };
    for (const text of texts) {
      if (text === undefined || text === "") continue;
      const words = wordsOf(foldText(text));
      for (let i = 0; i < words.length; i++) {
        const word = words[i]!;
        const entries = this.exact.get(word);
        if (entries !== undefined) {
          for (const { rule, rest } of entries) {
            if (rest.length === 0) consider(rule, word, 1);
            else if (followedBy(words, i + 1, rest)) consider(rule, [word, ...rest].join(" "), rest.length + 1);
          }
        }
        if (word.length >= MIN_STEM_WORD) this.stems(word, consider);
        if (this.pairWords.has(word)) (seen ??= new Set()).add(word);
      }
    }
    if (seen !== undefined) {
      for (const { first, second, rule } of this.pairs) if (seen.has(first) && seen.has(second)) consider(rule, `${first} … ${second}`, 2);
    }
    return best;
  }

  private stems(word: string, consider: (rule: PhraseRule, matched: string, length: number) => void): void {
    for (const length of this.stemLengths) {
      if (length > word.length) continue;
      const size = 0.5 + length / 100;
      for (const { rule } of this.prefixes.get(word.slice(0, length)) ?? []) consider(rule, word, size);
      for (const { rule } of this.suffixes.get(word.slice(word.length - length)) ?? []) consider(rule, word, size);
    }
  }
}

function followedBy(words: readonly string[], from: number, rest: readonly string[]): boolean {
  if (from + rest.length > words.length) return false;
  for (let j = 0; j < rest.length; j++) if (words[from + j] !== rest[j]) return false;
  return true;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}
