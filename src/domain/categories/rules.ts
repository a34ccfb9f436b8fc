import { foldText } from "./text.js";
import { INFLOW_CATEGORIES, isCategory, isInflowCategory, isOutflowCategory, OUTFLOW_CATEGORIES, type Category } from "./taxonomy.js";

/**
 * The user's own rules (`cashflow --rules FILE`, docs/imports.md "Your own category rules"): one rule
 * a line, first match wins, tried before the built-in rules.
 *
 *     # comment
 *     description contains "gusto"                 -> payroll
 *     counterparty is "Acme Staffing LLC"         -> contractors
 *     text matches "stripe*payout*"  in           -> revenue
 *     description contains "amazon"  out 0..250   -> office
 *
 * `description`, `counterparty` or `text` (either of the two); `contains`, `is` or `matches`; the
 * text in double quotes, compared without regard to case or accents; then optionally `in` or `out`
 * (money in or money out) and an amount range `MIN..MAX` (either end may be left out) on the
 * amount's size, in the book's currency as the bank prints it; then `->` and a category of the
 * taxonomy.
 *
 * `matches` takes a pattern with `*` (any run of characters) and `?` (any one character) and nothing
 * else, matched against the whole text by a two-pointer scan that never backtracks further than the
 * last `*`: at worst text length × pattern length steps, so no pattern can hang the CLI the way a
 * regular expression with nested repeats can.
 */

export type RuleField = "description" | "counterparty" | "text";
type RuleTest = "contains" | "is" | "matches";

export interface UserRule {
  line: number;
  /** The rule as written, for explanations. */
  source: string;
  field: RuleField;
  test: RuleTest;
  /** Folded (lower case, no accents). */
  value: string;
  side: "in" | "out" | undefined;
  /** Amount bounds as decimal text, compared once the book's currency is known. */
  minimum: Decimal | undefined;
  maximum: Decimal | undefined;
  category: Category;
}

/** A decimal amount as an integer and a power of ten: 250.5 is { units: 2505n, scale: 1 }. */
export interface Decimal {
  units: bigint;
  scale: number;
}

export interface RulesError {
  line: number;
  expected: string;
  found: string;
}

const MAX_RULE_TEXT = 256;
const RANGE_HINT = "an amount range such as 0..250 or 1000.. (money as the bank prints it)";

export function parseRules(text: string): { ok: true; rules: UserRule[] } | { ok: false; error: RulesError } {
  const rules: UserRule[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const source = lines[i]!.trim();
    if (source === "" || source.startsWith("#")) continue;
    const parsed = parseRule(source, i + 1);
    if ("expected" in parsed) return { ok: false, error: parsed };
    rules.push(parsed);
  }
  return { ok: true, rules };
}

function parseRule(source: string, line: number): UserRule | RulesError {
  const fail = (expected: string, found: string): RulesError => ({ line, expected, found: found === "" ? "the end of the line" : `'${found}'` });
  const arrow = source.search(/->|=>/);
  if (arrow < 0) return fail("'-> category' at the end of the rule", source);
  const categoryText = source.slice(arrow + 2).trim().toLowerCase();
  const words = new Words(source.slice(0, arrow));
  const field = words.next();
  if (field !== "description" && field !== "counterparty" && field !== "text") return fail("description, counterparty or text at the start of the rule", field);
  const test = words.next();
  if (test !== "contains" && test !== "is" && test !== "matches") return fail("contains, is or matches after the field", test);
  const quoted = words.quoted();
  if (quoted === undefined) return fail('the text to look for, in double quotes (e.g. "gusto")', words.rest());
  if (quoted === "" || quoted.length > MAX_RULE_TEXT) return fail(`a text of 1 to ${MAX_RULE_TEXT} characters between the quotes`, quoted);
  let side: "in" | "out" | undefined;
  let minimum: Decimal | undefined;
  let maximum: Decimal | undefined;
  for (let word = words.next(); word !== ""; word = words.next()) {
    if ((word === "in" || word === "out") && side === undefined) side = word;
    else if (word.includes("..") && minimum === undefined && maximum === undefined) {
      const [low = "", high = ""] = word.split("..");
      const lowAmount = low === "" ? undefined : parseDecimal(low);
      const highAmount = high === "" ? undefined : parseDecimal(high);
      if ((low !== "" && lowAmount === undefined) || (high !== "" && highAmount === undefined) || (low === "" && high === "")) return fail(RANGE_HINT, word);
      if (lowAmount !== undefined && highAmount !== undefined && compare(lowAmount, highAmount) > 0) return fail(`${RANGE_HINT}, its smaller end first`, word);
      [minimum, maximum] = [lowAmount, highAmount];
    } else return fail(`in, out or ${RANGE_HINT} before '->'`, word);
  }
  if (!isCategory(categoryText)) return fail(`a category after '->': one of ${OUTFLOW_CATEGORIES.join(", ")} (money out); ${INFLOW_CATEGORIES.join(", ")} (money in)`, categoryText);
  if (side === "in" && !isInflowCategory(categoryText)) return fail(`a money-in category for a rule on money in: ${INFLOW_CATEGORIES.join(", ")}`, categoryText);
  if (side === "out" && !isOutflowCategory(categoryText)) return fail(`a money-out category for a rule on money out: ${OUTFLOW_CATEGORIES.join(", ")}`, categoryText);
  return { line, source, field, test, value: foldText(quoted), side, minimum, maximum, category: categoryText };
}

/** Splits a rule into words, with one double-quoted text kept whole. */
class Words {
  private at = 0;
  constructor(private readonly text: string) {}

  next(): string {
    this.skipSpaces();
    const start = this.at;
    while (this.at < this.text.length && this.text[this.at] !== " " && this.text[this.at] !== "\t") this.at++;
    return this.text.slice(start, this.at).toLowerCase();
  }

  quoted(): string | undefined {
    this.skipSpaces();
    if (this.text[this.at] !== '"') return undefined;
    const end = this.text.indexOf('"', this.at + 1);
    if (end < 0) return undefined;
    const value = this.text.slice(this.at + 1, end);
    this.at = end + 1;
    return value;
  }

  rest(): string {
    return this.text.slice(this.at).trim();
  }

  private skipSpaces(): void {
    while (this.text[this.at] === " " || this.text[this.at] === "\t") this.at++;
  }
}

function parseDecimal(text: string): Decimal | undefined {
  const dot = text.indexOf(".");
  const whole = dot < 0 ? text : text.slice(0, dot);
  const fraction = dot < 0 ? "" : text.slice(dot + 1);
  if (whole === "" || !isDigits(whole) || (dot >= 0 && (fraction === "" || !isDigits(fraction))) || whole.length + fraction.length > 20) return undefined;
  return { units: BigInt(whole + fraction), scale: fraction.length };
}

function isDigits(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) < 48 || text.charCodeAt(i) > 57) return false;
  return true;
}

function compare(a: Decimal, b: Decimal): number {
  const scale = Math.max(a.scale, b.scale);
  const x = a.units * 10n ** BigInt(scale - a.scale);
  const y = b.units * 10n ** BigInt(scale - b.scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Whether a rule holds for a row; `minorDigits` is the book currency's (2 for USD, 0 for JPY). */
export function ruleMatches(rule: UserRule, row: { amountMinor: number; description?: string | undefined; counterparty?: string | undefined }, minorDigits: number): boolean {
  if (rule.side === "in" && row.amountMinor <= 0) return false;
  if (rule.side === "out" && row.amountMinor >= 0) return false;
  if (rule.minimum !== undefined || rule.maximum !== undefined) {
    const size: Decimal = { units: BigInt(Math.abs(row.amountMinor)), scale: minorDigits };
    if (rule.minimum !== undefined && compare(size, rule.minimum) < 0) return false;
    if (rule.maximum !== undefined && compare(size, rule.maximum) > 0) return false;
  }
  if (rule.field !== "counterparty" && textMatches(rule, row.description)) return true;
  return rule.field !== "description" && textMatches(rule, row.counterparty);
}

function textMatches(rule: UserRule, text: string | undefined): boolean {
  if (text === undefined) return false;
  const folded = foldText(text).trim();
  switch (rule.test) {
    case "contains":
      return folded.includes(rule.value);
    case "is":
      return folded === rule.value;
    case "matches":
      return globMatches(rule.value, folded);
  }
}

/**
 * `*` and `?` against the whole text: on a mismatch, go back to just after the last `*` and let it
 * take one more character. Each step advances the text or the last star's start, so at most
 * text × pattern steps.
 */
export function globMatches(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let starText = 0;
  while (t < text.length) {
    if (p < pattern.length && (pattern[p] === "?" || pattern[p] === text[t])) {
      p++;
      t++;
    } else if (p < pattern.length && pattern[p] === "*") {
      star = p++;
      starText = t;
    } else if (star >= 0) {
      p = star + 1;
      t = ++starText;
    } else return false;
  }
  while (pattern[p] === "*") p++;
  return p === pattern.length;
}
