/**
 * XML statements (OFX 2, camt.052/053) as a plain element tree: every element with its local name
 * (namespace prefix dropped, so camt.053.001.02 and .001.08 read alike), its attributes, its child
 * elements in order, its text and the line it starts on (for messages). Values stay text: the
 * readers convert amounts exactly themselves, never through a float.
 *
 * fast-xml-parser does the parsing; its validator runs first because it names the line of the
 * first error, which the parser does not. Entities are decoded here (the five XML ones and numeric
 * references) with the parser's own entity processing off, so a DOCTYPE cannot define entities that
 * expand a small file into a huge one. Never throws: any failure comes back as a problem with a line.
 */

import { XMLParser, XMLValidator } from "fast-xml-parser";

export interface XmlElement {
  /** Local name: `Ntry` for `<camt:Ntry>`. */
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (its text nodes joined, trimmed), entities decoded. */
  text: string;
  /** 1-based line where the element starts. */
  line: number;
}

export type XmlParse = { ok: true; root: XmlElement } | { ok: false; line: number; problem: string };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseTagValue: false,
  parseAttributeValue: false,
  removeNSPrefix: true,
  processEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  captureMetaData: true,
  trimValues: true,
  cdataPropName: "#cdata",
});
const META = XMLParser.getMetaDataSymbol();

/** One node of fast-xml-parser's ordered output: `{ Name: [children], ":@": {attributes} }` or `{ "#text": "…" }`. */
type OrderedNode = Record<string, unknown>;

/**
 * The longest run of characters between two angle brackets a statement may hold. fast-xml-parser
 * gathers text one character at a time, which the garbage collector makes super-linear on a run of
 * hundreds of kilobytes; no bank field or indentation comes near this, so a longer run is refused
 * before parsing, and parsing stays linear in the file's size.
 */
export const MAX_XML_RUN_CHARS = 65_536;

export function parseXml(source: string): XmlParse {
  const text = source.replace(/^\uFEFF/, "");
  const long = longRunAt(text);
  if (long !== undefined) {
    const line = text.slice(0, long).split("\n").length;
    return { ok: false, line, problem: `more than ${MAX_XML_RUN_CHARS.toLocaleString("en-US")} characters without a tag (text or a tag that long is not a statement's)` };
  }
  try {
    const valid = XMLValidator.validate(text);
    const lines = lineStarts(text);
    if (valid !== true) return invalid(valid.err.msg, valid.err.line ?? 1, lines.length);
    const nodes = parser.parse(text) as OrderedNode[];
    const roots = nodes.filter((node) => elementName(node) !== undefined).map((node) => toElement(node, lines));
    if (roots.length !== 1) return { ok: false, line: roots[1]?.line ?? 1, problem: roots.length === 0 ? "no root element" : "more than one root element" };
    return { ok: true, root: roots[0]! };
  } catch (error) {
    // The parser's own limits (nesting depth) and anything else it rejects: a refusal, never a crash.
    return { ok: false, line: 1, problem: error instanceof Error ? error.message : "unreadable XML" };
  }
}

/** Where a run of text, or a tag, longer than MAX_XML_RUN_CHARS starts; undefined when none is. */
function longRunAt(text: string): number | undefined {
  for (let start = 0; start < text.length; ) {
    let bracket = text.indexOf("<", start);
    if (bracket < 0) bracket = text.length;
    if (bracket - start > MAX_XML_RUN_CHARS) return start;
    if (bracket === text.length) return undefined;
    let close = text.indexOf(">", bracket);
    if (close < 0) close = text.length;
    if (close - bracket > MAX_XML_RUN_CHARS) return bracket;
    start = close + 1;
  }
  return undefined;
}

/** The validator reports a file cut short as "Invalid '[names]' found." at line 1: say it plainly, at the end. */
function invalid(message: string, line: number, lastLine: number): XmlParse {
  const open = /^Invalid '(\[.*\])' found\.$/.exec(message);
  if (open === null) return { ok: false, line, problem: message };
  const names = (JSON.parse(open[1]!) as string[]).map((name) => `<${name}>`);
  return { ok: false, line: lastLine, problem: `the file ends while ${names.join(", ")} are still open (it was cut short)` };
}

function elementName(node: OrderedNode): string | undefined {
  for (const key in node) if (key !== ":@" && key !== "#text" && key !== "#cdata") return key;
  return undefined;
}

const NO_ATTRIBUTES: Record<string, string> = Object.freeze({}) as Record<string, string>;

/** Iterative, so a deeply nested file cannot exhaust the stack. */
function toElement(rootNode: OrderedNode, lines: number[]): XmlElement {
  const make = (node: OrderedNode, name: string): XmlElement => {
    let attributes = NO_ATTRIBUTES;
    const raw = node[":@"];
    if (raw !== null && typeof raw === "object") {
      attributes = {};
      for (const [key, value] of Object.entries(raw as Record<string, unknown>)) attributes[key] = decodeEntities(String(value));
    }
    const meta = (node as Record<symbol, { startIndex?: number } | undefined>)[META as unknown as symbol];
    return { name, attributes, children: [], text: "", line: lineOf(lines, meta?.startIndex ?? 0) };
  };
  const root = make(rootNode, elementName(rootNode)!);
  const nodes: OrderedNode[] = [rootNode];
  const elements: XmlElement[] = [root];
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const element = elements.pop()!;
    const content = node[element.name];
    if (!Array.isArray(content)) continue;
    let text = "";
    for (const item of content as OrderedNode[]) {
      const value = item["#text"];
      if (typeof value === "string") text = text === "" ? decodeEntities(value) : `${text} ${decodeEntities(value)}`;
      else if (Array.isArray(item["#cdata"])) {
        for (const c of item["#cdata"] as OrderedNode[]) text = text === "" ? String(c["#text"] ?? "") : `${text} ${String(c["#text"] ?? "")}`;
      } else {
        const name = elementName(item);
        if (name === undefined) continue;
        const child = make(item, name);
        element.children.push(child);
        nodes.push(item);
        elements.push(child);
      }
    }
    element.text = text.trim();
  }
  return root;
}

const ENTITY = /&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|amp|lt|gt|quot|apos);/g;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(ENTITY, (whole, body: string) => {
    if (body[0] !== "#") return NAMED[body] ?? whole;
    const code = body[1] === "x" ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}

function lineOf(starts: number[], index: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= index) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}

/** The first child element with this local name. */
export function child(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((c) => c.name === name);
}

export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((c) => c.name === name);
}

/** The element at a slash-separated path of first children, e.g. `Tp/CdOrPrtry/Cd`. */
export function at(element: XmlElement, path: string): XmlElement | undefined {
  let current: XmlElement | undefined = element;
  for (const name of path.split("/")) {
    current = current === undefined ? undefined : child(current, name);
  }
  return current;
}

/** The text at a path, or undefined when the element is absent or empty. */
export function textAt(element: XmlElement, path: string): string | undefined {
  const found = at(element, path);
  return found === undefined || found.text === "" ? undefined : found.text;
}

/** Every element below `element` (depth-first, document order) with this local name. */
export function descendants(element: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const stack = [...element.children].reverse();
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (next.name === name) found.push(next);
    for (let i = next.children.length - 1; i >= 0; i--) stack.push(next.children[i]!);
  }
  return found;
}
