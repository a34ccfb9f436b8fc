/**
 * No regular expression that reads a file or a request can backtrack super-linearly (ReDoS): every
 * regex literal and every `new RegExp(…)` under src/ (the importers and the CLI read files; the
 * domain, the envelope and the server read requests: payment terms, aging labels, descriptions) is
 * taken from the source text
 * with the TypeScript parser (so a pattern added later is checked without touching this file) and
 * handed to recheck, a checker built for this (automaton analysis, fuzzing where that cannot
 * decide). Anything but "safe" fails, naming the file, the line and recheck's attack string.
 *
 * A `new RegExp` whose pattern is not written in the call must have its values listed in
 * DYNAMIC_PATTERNS below; a template's `${…}` parts are taken as plain text, since the code puts
 * escaped names there, never patterns.
 */

import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { checkSync } from "recheck";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { LAYOUTS } from "../../src/import/csv/layouts.js";

const ROOT = join(import.meta.dirname, "../..");
const FOLDERS = ["src"];

interface Found {
  where: string;
  source: string;
  flags: string;
}

/** `new RegExp(x)` calls whose pattern is data: file → argument text → every value it takes. */
const DYNAMIC_PATTERNS: Record<string, Record<string, () => string[]>> = {
  "src/import/csv/header.ts": {
    pattern: () => LAYOUTS.flatMap((layout) => (layout.headerlessShape ?? []).filter((p): p is string => p !== undefined)),
  },
};

function sourceFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    (readdirSync(join(ROOT, folder), { recursive: true }) as string[]).filter((name) => name.endsWith(".ts")).map((name) => join(ROOT, folder, name)),
  );
}

/** Every pattern in one file; a `new RegExp` this test cannot read is returned as `unreadable`. */
function patternsOf(path: string): { found: Found[]; unreadable: string[] } {
  const file = relative(ROOT, path);
  const sf = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true);
  const found: Found[] = [];
  const unreadable: string[] = [];
  const at = (node: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const literalText = (node: ts.Expression | undefined): string | undefined => {
    if (node === undefined) return "";
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `x${span.literal.text}`).join("");
    return undefined;
  };
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = node.getText(sf);
      const slash = text.lastIndexOf("/");
      found.push({ where: at(node), source: text.slice(1, slash), flags: text.slice(slash + 1) });
    } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === "RegExp") {
      const [patternNode, flagsNode] = node.arguments ?? [];
      const flags = literalText(flagsNode);
      const pattern = literalText(patternNode);
      if (pattern !== undefined && flags !== undefined) found.push({ where: at(node), source: pattern, flags });
      else {
        const values = patternNode === undefined ? undefined : DYNAMIC_PATTERNS[file]?.[patternNode.getText(sf)];
        if (values === undefined || flags === undefined) unreadable.push(`${at(node)}: new RegExp(${patternNode?.getText(sf)})`);
        else for (const value of values()) found.push({ where: `${at(node)} (${value})`, source: value, flags });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return { found, unreadable };
}

describe("regular expressions that read input", () => {
  const all = sourceFiles().map(patternsOf);
  const patterns = all.flatMap((file) => file.found);

  it("are all found: the extraction sees the literals and the RegExp calls", () => {
    // A floor, not a count: the importers hold over a hundred patterns, and the three known
    // `new RegExp` calls (camt's version, MT940's tags, the headerless CSV shapes) are among them.
    expect(patterns.length).toBeGreaterThan(100);
    for (const file of ["src/import/camt/reader.ts", "src/import/mt940/reader.ts", "src/import/csv/header.ts"]) {
      expect(patterns.some((p) => p.where.startsWith(file) && !/^\//.test(p.source)), file).toBe(true);
    }
  });

  it("are all written so this test can check them (a pattern built from data is listed in DYNAMIC_PATTERNS)", () => {
    expect(all.flatMap((file) => file.unreadable)).toEqual([]);
  });

  it("run in linear time on every input (recheck finds no attack string)", { timeout: 300_000 }, () => {
    const unsafe: string[] = [];
    for (const { where, source, flags } of patterns) {
      const verdict = checkSync(source, flags, { timeout: 10_000 });
      if (verdict.status !== "safe") {
        const how = verdict.status === "vulnerable" ? `${verdict.complexity.summary}; attack: ${verdict.attack.pattern}` : `could not be decided: ${verdict.error.kind}`;
        unsafe.push(`${where} /${source}/${flags}: ${how}`);
      }
    }
    expect(unsafe).toEqual([]);
  });
});
