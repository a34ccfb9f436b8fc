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
 * less than a whole word, and a longer stem as more than a shorter one), then the one found first
 * in the row (the description before the counterparty).
 */

export interface PhraseRule extends Sided {
  phrase: string;
  /** Larger wins; see WEIGHT. */
  weight: number;
  /** A wording that decides only where no other company is named (`online transfer`, a bare `VAT`); see ./keywords.ts. */
  yieldsToCompany?: true;
  /** For a prefix stem: beginnings of words that start like it but mean something else (`steuer*` is no `Steuerung`). */
  notStarting?: readonly string[];
  /** A firm's or a public body's name, which a bank may print cut where its field ends (see spansFollow). */
  isName?: true;
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

/** A word some phrase starts with or some pair names, filed by its wordHash: the phrases it starts, and its pair number. */
interface Head {
  word: string;
  entries: Entry[];
  /** Its number among the words of `a+b` rules, or -1. */
  pair: number;
}

export class PhraseTable {
  /** Heads by wordHash (a few words may share one): a word of the text is checked against them in place, never sliced. */
  private readonly heads = new Map<number, Head[]>();
  /** Stems by their first (prefixes) or last (suffixes) STEM_KEY letters: one lookup a word finds the candidates. */
  private readonly prefixes = new Map<string, Stem[]>();
  private readonly suffixes = new Map<string, Stem[]>();
  /** The `a+b` rules by the number of their first word (Head.pair). */
  private readonly pairsOfWord: { other: number; first: string; second: string; rule: PhraseRule }[][] = [];
  /** Which pair words the row being matched has shown, and in what order (reset after each row). */
  private pairSeen = new Uint8Array(0);
  private readonly pairTouched: number[] = [];
  /**
   * Which numbers some head or stem has, one bit each (the number modulo FILTER_SIZE): a word whose
   * bit is clear is passed over on one array read, without a lookup in the maps above. Most words of
   * a description (references, names no rule knows) are passed over so.
   */
  private readonly headBits = new Uint8Array(FILTER_SIZE >> 3);
  private readonly prefixBits = new Uint8Array(FILTER_SIZE >> 3);
  private readonly suffixBits = new Uint8Array(FILTER_SIZE >> 3);

  constructor(rules: readonly PhraseRule[]) {
    for (const rule of rules) this.add(rule);
  }

  private add(rule: PhraseRule): void {
    const phrase = rule.phrase;
    if (phrase.includes("*") && phrase.replace("*", "").length < STEM_KEY) throw new Error(`stem '${phrase}' is shorter than ${STEM_KEY} letters`);
    if (phrase.includes("+")) {
      const [first, second] = phrase.split("+") as [string, string];
      const [a, b] = [this.pairWord(first), this.pairWord(second)];
      // Filed under its first word only: a row's pair is checked once, when that word is seen.
      this.pairsOfWord[a]!.push({ other: b, first, second, rule });
      return;
    }
    const [head, ...rest] = phrase.split(" ") as [string, ...string[]];
    if (head.endsWith("*")) {
      const stem = head.slice(0, -1);
      setBit(this.prefixBits, keyOf(stem, 0));
      return push(this.prefixes, stem.slice(0, STEM_KEY), { stem, rule });
    }
    if (head.startsWith("*")) {
      const stem = head.slice(1);
      setBit(this.suffixBits, keyOf(stem, stem.length - STEM_KEY));
      return push(this.suffixes, stem.slice(-STEM_KEY), { stem, rule });
    }
    this.head(head).entries.push({ rule, rest });
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
    // The `a+b` rules of the words seen, with no allocation: a flag per word, cleared after the row.
    const touched = this.pairTouched;
    for (const word of touched) {
      for (const { other, first, second, rule } of this.pairsOfWord[word]!) if (this.pairSeen[other] === 1) best.consider(rule, `${first} … ${second}`, 2);
    }
    for (const word of touched) this.pairSeen[word] = 0;
    touched.length = 0;
    return best.match;
  }

  private head(word: string): Head {
    const hash = wordHash(word, 0, word.length);
    setBit(this.headBits, hash);
    const sharing = this.heads.get(hash) ?? [];
    let head = sharing.find((candidate) => candidate.word === word);
    if (head === undefined) {
      head = { word, entries: [], pair: -1 };
      sharing.push(head);
      this.heads.set(hash, sharing);
    }
    return head;
  }

  private pairWord(word: string): number {
    const head = this.head(word);
    if (head.pair < 0) {
      head.pair = this.pairsOfWord.length;
      this.pairsOfWord.push([]);
      this.pairSeen = new Uint8Array(this.pairsOfWord.length);
    }
    return head.pair;
  }

  /**
   * One pass over the folded text finds its words (as wordsOf does) and, for each, a hash of the
   * whole word; a word of MIN_STEM_WORD letters or more also gets the exact codes of its first and
   * last STEM_KEY letters. Only a word whose number has its bit set is looked up and compared, in
   * place, with the heads of that number: most words of a description (references, names no rule
   * knows) cost a few arithmetic steps, and none a string.
   */
  private scan(folded: string, best: BestMatch): void {
    const words = wordSpans(folded);
    for (let i = 0; i < words.count; i++) {
      const from = words.starts[i]!;
      const to = words.ends[i]!;
      let word: string | undefined;
      const hash = words.hashes[i]!;
      const sharing = hasBit(this.headBits, hash) ? this.heads.get(hash) : undefined;
      if (sharing !== undefined) {
        for (const head of sharing) {
          if (head.word.length !== to - from || !folded.startsWith(head.word, from)) continue;
          word = head.word;
          for (const { rule, rest } of head.entries) {
            if (rest.length === 0) best.consider(rule, word, 1);
            else if (spansFollow(folded, words, i + 1, rest, rule.isName === true ? from : -1)) best.consider(rule, rule.phrase, rest.length + 1);
          }
          if (head.pair >= 0 && this.pairSeen[head.pair] === 0) {
            this.pairSeen[head.pair] = 1;
            this.pairTouched.push(head.pair);
          }
        }
      }
      if (to - from >= MIN_STEM_WORD && (hasBit(this.prefixBits, keyOf(folded, from)) || hasBit(this.suffixBits, keyOf(folded, to - STEM_KEY)))) this.stems(word ?? folded.slice(from, to), best);
    }
  }

  private stems(word: string, best: BestMatch): void {
    const prefixed = this.prefixes.get(word.slice(0, STEM_KEY));
    if (prefixed !== undefined) for (const { stem, rule } of prefixed) if (word.startsWith(stem) && !startsWithAny(word, rule.notStarting)) best.consider(rule, word, 0.5 + stem.length / 100);
    const suffixed = this.suffixes.get(word.slice(-STEM_KEY));
    if (suffixed !== undefined) for (const { stem, rule } of suffixed) if (word.endsWith(stem)) best.consider(rule, word, 0.5 + stem.length / 100);
  }
}

/** The strongest phrase seen so far for a row of one sign (see the class comment for the order). */
class BestMatch {
  match: PhraseMatch | undefined;
  private length = 0;

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

function startsWithAny(word: string, beginnings: readonly string[] | undefined): boolean {
  return beginnings !== undefined && beginnings.some((beginning) => word.startsWith(beginning));
}

/**
 * The fewest characters a bank's name field holds: a NACHA entry's company name has 16, a UK payment's
 * reference 18, a card's merchant name 22. A name printed cut is at least this long.
 */
const NAME_FIELD = 15;
/** The fewest letters of a cut word read as the word's beginning. */
const CUT_WORD = 3;

/**
 * Whether the words from span `from` on are `rest`, each whole; or, for a name starting at `nameAt`
 * (−1 for a wording), the last of them cut where the bank's field ended (`FRONTIER COMMUNICA`,
 * `BREAKTHRU BEVERA`, `EAST MIDLANDS RAILWA`): the beginning of the word, with the name as printed at
 * least a field's length, so that a short word that happens to begin the name's last word (`POST OFF`)
 * is not read as it.
 */
function spansFollow(text: string, words: Spans, from: number, rest: readonly string[], nameAt: number): boolean {
  if (from + rest.length > words.count) return false;
  const last = rest.length - 1;
  for (let j = 0; j <= last; j++) {
    const at = words.starts[from + j]!;
    const end = words.ends[from + j]!;
    const word = rest[j]!;
    if (end - at === word.length && text.startsWith(word, at)) continue;
    const cut = j === last && nameAt >= 0 && end - at >= CUT_WORD && end - at < word.length && end - nameAt >= NAME_FIELD;
    if (!cut || !word.startsWith(text.slice(at, end))) return false;
  }
  return true;
}

/** Bits in each filter of a PhraseTable: a few thousand heads set about one bit in a hundred. */
const FILTER_SIZE = 1 << 18;
const FILTER_MASK = FILTER_SIZE - 1;
function setBit(bits: Uint8Array, number: number): void {
  bits[(number & FILTER_MASK) >> 3]! |= 1 << (number & 7);
}
function hasBit(bits: Uint8Array, number: number): boolean {
  return (bits[(number & FILTER_MASK) >> 3]! & (1 << (number & 7))) !== 0;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}
