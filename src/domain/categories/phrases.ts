import { foldText, keyOf, STEM_KEY, wordHash, wordSpans, type Spans } from "./text.js";
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

interface Stem {
  stem: string;
  rule: PhraseRule;
}

export class PhraseTable {
  private readonly exact = new Map<string, Entry[]>();
  /** Stems by their first (prefixes) or last (suffixes) STEM_KEY letters: one lookup a word finds the candidates. */
  private readonly prefixes = new Map<string, Stem[]>();
  private readonly suffixes = new Map<string, Stem[]>();
  private readonly pairs: { first: string; second: string; rule: PhraseRule }[] = [];
  private readonly pairWords = new Set<string>();
  /** wordHash of every word a phrase starts with or a pair names; keyOf the stems' first and last letters. */
  private readonly heads = new Set<number>();
  private readonly prefixKeys = new Set<number>();
  private readonly suffixKeys = new Set<number>();

  constructor(rules: readonly PhraseRule[]) {
    for (const rule of rules) this.add(rule);
  }

  private add(rule: PhraseRule): void {
    const phrase = rule.phrase;
    if (phrase.includes("*") && phrase.replace("*", "").length < STEM_KEY) throw new Error(`stem '${phrase}' is shorter than ${STEM_KEY} letters`);
    if (phrase.includes("+")) {
      const [first, second] = phrase.split("+") as [string, string];
      this.pairs.push({ first, second, rule });
      this.pairWords.add(first);
      this.pairWords.add(second);
      this.heads.add(wordHash(first, 0, first.length));
      this.heads.add(wordHash(second, 0, second.length));
      return;
    }
    const [head, ...rest] = phrase.split(" ") as [string, ...string[]];
    if (head.endsWith("*")) {
      const stem = head.slice(0, -1);
      this.prefixKeys.add(keyOf(stem, 0));
      return push(this.prefixes, stem.slice(0, STEM_KEY), { stem, rule });
    }
    if (head.startsWith("*")) {
      const stem = head.slice(1);
      this.suffixKeys.add(keyOf(stem, stem.length - STEM_KEY));
      return push(this.suffixes, stem.slice(-STEM_KEY), { stem, rule });
    }
    this.heads.add(wordHash(head, 0, head.length));
    push(this.exact, head, { rule, rest });
  }

  /**
   * The best phrase for a row of this sign in its counterparty and description, or undefined. A
   * counterparty the description already contains (most feeds repeat it) is not read twice.
   */
  match(amountMinor: number, counterparty: string | undefined, description: string | undefined): PhraseMatch | undefined {
    const best = new BestMatch(amountMinor < 0);
    const said = description === undefined || description === "" ? "" : foldText(description);
    if (said !== "") this.scan(said, best);
    if (counterparty !== undefined && counterparty !== "") {
      const folded = foldText(counterparty);
      if (!said.includes(folded)) this.scan(folded, best);
    }
    if (best.seen !== undefined) {
      for (const { first, second, rule } of this.pairs) if (best.seen.has(first) && best.seen.has(second)) best.consider(rule, `${first} … ${second}`, 2);
    }
    return best.match;
  }

  /**
   * One pass over the folded text finds its words (as wordsOf does) and, for each, a number: a hash
   * of the whole word, and the exact codes of its first and last STEM_KEY letters. Only a word whose
   * number is in the table's sets is made a string and looked up, so most words of a description
   * (references, names no rule knows) cost a few arithmetic steps and no allocation.
   */
  private scan(folded: string, best: BestMatch): void {
    const words = wordSpans(folded);
    for (let i = 0; i < words.count; i++) {
      const from = words.starts[i]!;
      const to = words.ends[i]!;
      let word: string | undefined;
      if (this.heads.has(words.hashes[i]!)) {
        word = folded.slice(from, to);
        const entries = this.exact.get(word);
        if (entries !== undefined) {
          for (const { rule, rest } of entries) {
            if (rest.length === 0) best.consider(rule, word, 1);
            else if (spansFollow(folded, words, i + 1, rest)) best.consider(rule, [word, ...rest].join(" "), rest.length + 1);
          }
        }
        if (this.pairWords.has(word)) (best.seen ??= new Set()).add(word);
      }
      if (to - from >= MIN_STEM_WORD && (this.prefixKeys.has(words.prefixes[i]!) || this.suffixKeys.has(words.suffixes[i]!))) this.stems(word ?? folded.slice(from, to), best);
    }
  }

  private stems(word: string, best: BestMatch): void {
    const prefixed = this.prefixes.get(word.slice(0, STEM_KEY));
    if (prefixed !== undefined) for (const { stem, rule } of prefixed) if (word.startsWith(stem)) best.consider(rule, word, 0.5 + stem.length / 100);
    const suffixed = this.suffixes.get(word.slice(-STEM_KEY));
    if (suffixed !== undefined) for (const { stem, rule } of suffixed) if (word.endsWith(stem)) best.consider(rule, word, 0.5 + stem.length / 100);
  }
}

/** The strongest phrase seen so far for a row of one sign (see the class comment for the order). */
class BestMatch {
  match: PhraseMatch | undefined;
  private length = 0;
  /** Words of `a+b` rules seen, for the pairs checked at the end. */
  seen: Set<string> | undefined;

  constructor(private readonly moneyOut: boolean) {}

  consider(rule: PhraseRule, matched: string, length: number): void {
    if ((this.moneyOut ? rule.out : rule.in) === undefined) return;
    const best = this.match;
    if (best === undefined || rule.weight > best.rule.weight || (rule.weight === best.rule.weight && length > this.length)) {
      this.match = { rule, matched };
      this.length = length;
    }
  }
}

/** Whether the words from span `from` on are `rest`, each whole. */
function spansFollow(text: string, words: Spans, from: number, rest: readonly string[]): boolean {
  if (from + rest.length > words.count) return false;
  for (let j = 0; j < rest.length; j++) {
    const at = words.starts[from + j]!;
    if (words.ends[from + j]! - at !== rest[j]!.length || !text.startsWith(rest[j]!, at)) return false;
  }
  return true;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}
