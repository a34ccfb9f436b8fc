/**
 * JSON parsed with every number kept as the text the file wrote. Plaid writes amounts as JSON
 * numbers ("amount": 89.4); JSON.parse would turn them into binary floats before anything could
 * check them, and Node 20 has no reviver `context.source` to recover the digits. So this small
 * parser (RFC 8259) keeps "89.4" as written, and the amount is converted on its digits like any
 * other money text. It never throws: a malformed file gives the offset and what was expected, and
 * nesting deeper than any aggregator response is refused rather than recursed into.
 */

export class JsonNumber {
  constructor(readonly text: string) {}
}

export type Json = null | boolean | string | JsonNumber | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

export type ParseResult = { ok: true; value: Json } | { ok: false; offset: number; line: number; problem: string };

const MAX_DEPTH = 64;

class Malformed {
  constructor(
    readonly offset: number,
    readonly problem: string,
  ) {}
}

export function parseJson(text: string): ParseResult {
  const parser = new Parser(text.replace(/^\uFEFF/, ""));
  try {
    parser.space();
    const value = parser.value(0);
    parser.space();
    if (!parser.atEnd()) throw new Malformed(parser.offset, "the end of the JSON document");
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof Malformed)) throw error;
    const line = text.slice(0, error.offset).split("\n").length;
    return { ok: false, offset: error.offset, line, problem: error.problem };
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

class Parser {
  offset = 0;
  constructor(private readonly text: string) {}

  atEnd(): boolean {
    return this.offset >= this.text.length;
  }

  space(): void {
    while (this.offset < this.text.length && " \t\r\n".includes(this.text[this.offset]!)) this.offset++;
  }

  value(depth: number): Json {
    if (depth > MAX_DEPTH) throw new Malformed(this.offset, `nesting no deeper than ${MAX_DEPTH} levels`);
    const c = this.text[this.offset];
    if (c === "{") return this.object(depth);
    if (c === "[") return this.array(depth);
    if (c === '"') return this.string();
    if (c === "-" || (c !== undefined && c >= "0" && c <= "9")) return this.number();
    for (const [word, value] of [
      ["true", true],
      ["false", false],
      ["null", null],
    ] as const) {
      if (this.text.startsWith(word, this.offset)) {
        this.offset += word.length;
        return value;
      }
    }
    throw new Malformed(this.offset, "a JSON value");
  }

  private object(depth: number): JsonObject {
    const result: JsonObject = Object.create(null) as JsonObject;
    this.offset++;
    this.space();
    if (this.text[this.offset] === "}") {
      this.offset++;
      return result;
    }
    for (;;) {
      this.space();
      if (this.text[this.offset] !== '"') throw new Malformed(this.offset, "a quoted member name");
      const key = this.string();
      this.space();
      if (this.text[this.offset] !== ":") throw new Malformed(this.offset, "':' after the member name");
      this.offset++;
      this.space();
      result[key] = this.value(depth + 1);
      this.space();
      const next = this.text[this.offset];
      this.offset++;
      if (next === "}") return result;
      if (next !== ",") throw new Malformed(this.offset - 1, "',' or '}'");
    }
  }

  private array(depth: number): Json[] {
    const result: Json[] = [];
    this.offset++;
    this.space();
    if (this.text[this.offset] === "]") {
      this.offset++;
      return result;
    }
    for (;;) {
      this.space();
      result.push(this.value(depth + 1));
      this.space();
      const next = this.text[this.offset];
      this.offset++;
      if (next === "]") return result;
      if (next !== ",") throw new Malformed(this.offset - 1, "',' or ']'");
    }
  }

  private string(): string {
    const start = this.offset;
    this.offset++;
    let result = "";
    let run = this.offset;
    for (;;) {
      const c = this.text[this.offset];
      if (c === undefined) throw new Malformed(start, "a closing quote for the string");
      if (c === '"') {
        result += this.text.slice(run, this.offset);
        this.offset++;
        return result;
      }
      if (c < " ") throw new Malformed(this.offset, "no control characters inside a string");
      if (c === "\\") {
        result += this.text.slice(run, this.offset);
        result += this.escape();
        run = this.offset;
        continue;
      }
      this.offset++;
    }
  }

  private escape(): string {
    const c = this.text[this.offset + 1];
    const simple: Record<string, string> = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };
    if (c !== undefined && simple[c] !== undefined) {
      this.offset += 2;
      return simple[c]!;
    }
    if (c === "u") {
      const hex = this.text.slice(this.offset + 2, this.offset + 6);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new Malformed(this.offset, "four hex digits after \\u");
      this.offset += 6;
      return String.fromCharCode(parseInt(hex, 16));
    }
    throw new Malformed(this.offset, "a valid escape sequence");
  }

  private number(): JsonNumber {
    NUMBER.lastIndex = this.offset;
    const match = NUMBER.exec(this.text);
    if (match === null) throw new Malformed(this.offset, "a number");
    this.offset += match[0].length;
    return new JsonNumber(match[0]);
  }
}

/**
 * A JSON number's text as a plain decimal ("1.5e2" → "150", "-2.5E-1" → "-0.25"), so money can
 * be converted on its digits. Exponents beyond any amount are refused (undefined).
 */
export function decimalText(number: JsonNumber): string | undefined {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(number.text);
  if (match === null) return undefined;
  const [, sign = "", whole = "", fraction = "", exponentText] = match;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (Math.abs(exponent) > 40) return undefined;
  let digits = whole + fraction;
  let point = whole.length + exponent;
  if (point < 0) {
    digits = "0".repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits = digits + "0".repeat(point - digits.length);
  const integer = digits.slice(0, point).replace(/^0+(?=\d)/, "") || "0";
  const decimals = digits.slice(point);
  return `${sign}${integer}${decimals === "" ? "" : `.${decimals}`}`;
}
