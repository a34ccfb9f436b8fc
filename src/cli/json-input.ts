/**
 * Parses a JSON envelope file and, when it is not valid JSON, says where: line and column of the
 * first character that breaks the grammar (RFC 8259). JSON.parse's own messages differ between
 * Node versions and some carry no position at all, so the location is found by a small scanner
 * of our own that runs only after JSON.parse has failed.
 */

export type JsonResult = { ok: true; value: unknown } | { ok: false; line: number; column: number; problem: string };

/**
 * The deepest nesting of arrays and objects a JSON file may have. An envelope needs 4 levels and an
 * aggregator's response about 6; the limit keeps every walk over the value (and the syntax-error
 * scanner below) far from the stack's end, which a million nested brackets once reached.
 */
export const MAX_JSON_DEPTH = 64;

export function parseJsonFile(text: string): JsonResult {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const deep = tooDeepAt(source);
  if (deep !== undefined) return failAt(source, deep, `nesting deeper than ${MAX_JSON_DEPTH} levels of arrays and objects, the limit for a JSON file (an envelope needs 4)`);
  try {
    return { ok: true, value: JSON.parse(source) as unknown };
  } catch {
    const { offset, problem } = locateSyntaxError(source);
    return failAt(source, offset, problem);
  }
}

function failAt(source: string, offset: number, problem: string): JsonResult {
  const before = source.slice(0, offset);
  const line = before.split("\n").length;
  const column = offset - (before.lastIndexOf("\n") + 1) + 1;
  return { ok: false, line, column, problem };
}

/** The offset of the first bracket past MAX_JSON_DEPTH, brackets inside strings aside; one pass. */
function tooDeepAt(source: string): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < source.length; i++) {
    const char = source.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++; // a backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > MAX_JSON_DEPTH) return i;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return undefined;
}

class Stop {
  constructor(
    readonly offset: number,
    readonly problem: string,
  ) {}
}

/** Walks the grammar and reports the first offending offset. */
function locateSyntaxError(source: string): { offset: number; problem: string } {
  let i = 0;
  const describeAt = (at: number) => (at >= source.length ? "the end of the file" : `'${source[at]}'`);
  // "the file ends where a value was expected", not "unexpected the end of the file".
  const unexpectedAt = (at: number) => (at >= source.length ? "the file ends" : `unexpected '${source[at]}'`);
  const fail = (problem: string): never => {
    throw new Stop(i, problem);
  };
  const space = () => {
    while (i < source.length && " \t\n\r".includes(source[i]!)) i++;
  };
  const literal = (word: string) => {
    for (let k = 0; k < word.length; k++, i++) {
      if (source[i] !== word[k]) fail(`${unexpectedAt(i)} (expected ${word})`);
    }
  };
  const string = () => {
    i++; // opening quote
    for (;;) {
      if (i >= source.length) fail("a string is never closed (missing \")");
      const char = source[i]!;
      if (char === '"') {
        i++;
        return;
      }
      if (char === "\\") {
        const escape = source[i + 1];
        if (escape === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(source.slice(i + 2, i + 6))) {
            i++;
            fail("a \\u escape needs four hex digits");
          }
          i += 6;
        } else if (escape !== undefined && '"\\/bfnrt'.includes(escape)) {
          i += 2;
        } else {
          i++;
          fail(`${describeAt(i)} is not a valid escape in a string`);
        }
        continue;
      }
      if (char.charCodeAt(0) < 0x20) fail("a line break or control character inside a string (escape it as \\n)");
      i++;
    }
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(source.slice(i, i + 400));
    if (match === null) return fail(`${unexpectedAt(i)} (not a valid number)`);
    i += match[0].length;
  };
  const value = (): void => {
    space();
    const char = source[i];
    if (char === "{") return object();
    if (char === "[") return array();
    if (char === '"') return string();
    if (char === "t") return literal("true");
    if (char === "f") return literal("false");
    if (char === "n") return literal("null");
    if (char === "-" || (char !== undefined && char >= "0" && char <= "9")) return number();
    fail(`${unexpectedAt(i)} where a value was expected`);
  };
  const object = () => {
    i++;
    space();
    if (source[i] === "}") {
      i++;
      return;
    }
    for (;;) {
      space();
      if (source[i] !== '"') fail(`${unexpectedAt(i)} where a "quoted" property name was expected${source[i] === "}" ? " (a trailing comma?)" : ""}`);
      string();
      space();
      if (source[i] !== ":") fail(`${unexpectedAt(i)} where ':' was expected`);
      i++;
      value();
      space();
      if (source[i] === ",") {
        i++;
        continue;
      }
      if (source[i] === "}") {
        i++;
        return;
      }
      fail(`${unexpectedAt(i)} where ',' or '}' was expected`);
    }
  };
  const array = () => {
    i++;
    space();
    if (source[i] === "]") {
      i++;
      return;
    }
    for (;;) {
      if (source[i] === "]") fail("unexpected ']' where a value was expected (a trailing comma?)");
      value();
      space();
      if (source[i] === ",") {
        i++;
        space();
        continue;
      }
      if (source[i] === "]") {
        i++;
        return;
      }
      fail(`${unexpectedAt(i)} where ',' or ']' was expected`);
    }
  };

  try {
    space();
    if (i >= source.length) fail("the file is empty; a JSON object is expected");
    value();
    space();
    if (i < source.length) fail(`${unexpectedAt(i)} after the end of the JSON value`);
  } catch (stop) {
    if (stop instanceof Stop) return stop;
    throw stop;
  }
  // Both follow RFC 8259, so JSON.parse refusing what the scanner accepts is not expected; should
  // it happen, point at the start rather than guess a place.
  return { offset: 0, problem: "the file is not valid JSON" };
}
