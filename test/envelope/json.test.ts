import { describe, expect, it } from "vitest";
import { parseJsonObject } from "../../src/envelope/json.js";

/** Request bodies are UTF-8 JSON objects: read exactly, refused when they are anything else. */

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "utf8") : Buffer.from(part))));
const refusal = { ok: false, message: "The request body is not valid UTF-8 JSON." };

describe("parseJsonObject", () => {
  it("reads a plain ASCII body", () => {
    expect(parseJsonObject(bytes('{"account_id":"acme","n":1}'))).toEqual({ ok: true, envelope: { account_id: "acme", n: 1 }, knownFieldsOnly: false });
  });

  it("reads UTF-8 text as the characters sent: ü is C3 BC, 日 is E6 97 A5, 😀 is F0 9F 98 80", () => {
    const body = bytes('{"a":"z', [0xc3, 0xbc], "rich ", [0xe6, 0x97, 0xa5], " ", [0xf0, 0x9f, 0x98, 0x80], '"}');
    expect(parseJsonObject(body)).toEqual({ ok: true, envelope: { a: "zürich 日 😀" }, knownFieldsOnly: false });
  });

  it("drops a leading byte-order mark (EF BB BF) and keeps one inside a string", () => {
    expect(parseJsonObject(bytes([0xef, 0xbb, 0xbf], '{"a":"', [0xef, 0xbb, 0xbf], 'x"}'))).toEqual({ ok: true, envelope: { a: "\u{feff}x" }, knownFieldsOnly: false });
  });

  it.each([
    ["a Latin-1 é (E9) on its own", [0xe9]],
    ["a stray continuation byte (80)", [0x80]],
    ["an encoded surrogate (ED A0 80)", [0xed, 0xa0, 0x80]],
    ["an overlong slash (C0 AF)", [0xc0, 0xaf]],
    ["a cut-off sequence (E6 97)", [0xe6, 0x97]],
  ])("refuses a body that is not UTF-8: %s", (_name, bad) => {
    expect(parseJsonObject(bytes('{"a":"', bad, '"}'))).toEqual(refusal);
  });

  it("refuses text that is not JSON, and JSON that is not an object", () => {
    expect(parseJsonObject(bytes(""))).toEqual(refusal);
    expect(parseJsonObject(bytes("{'a':1}"))).toEqual(refusal);
    expect(parseJsonObject(bytes("[1]"))).toEqual({ ok: false, message: "The request body must be a JSON object (the request envelope)." });
  });
});
