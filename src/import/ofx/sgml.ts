/**
 * OFX comes in two shapes. OFX 2.x is XML (`<?OFX OFXHEADER="200" …?>`) and is parsed as it is.
 * OFX 1.x is SGML: a block of `KEY:VALUE` header lines, then tags whose leaf elements are usually
 * left open (`<TRNAMT>-12.50` with no `</TRNAMT>`); only aggregates must be closed. This turns the
 * SGML body into XML by closing every leaf, so both shapes go through the same XML parser.
 *
 * A leaf is a tag followed by a value; it is closed just before the next tag. A tag followed
 * directly by another tag is an aggregate when the specification defines it as one, or when the
 * file closes it somewhere and never gives it a value; otherwise it is an empty leaf (`<MEMO>`
 * with nothing after it, which some banks write). Known aggregates are never taken for empty
 * leaves, so a file that forgets `</BANKTRANLIST>` is refused rather than read without its rows.
 * The header is replaced by as many line breaks as it had, so an XML error's line is the file's line.
 */

export type OfxXml =
  | { ok: true; xml: string; shape: "sgml" | "xml"; version: string | undefined }
  | { ok: false; line: number; problem: string };

/** Any tag; SGML OFX tags carry no attributes, so `<NAME>` and `</NAME>` are all there is. */
const TAG = /<[^<>]*>/g;
const PLAIN_TAG = /^<(\/?)([A-Za-z0-9._:-]+)\s*>$/;
/** An `&` that does not start an entity is text (SGML OFX writes "AT&T"); XML needs it escaped. */
const BARE_AMPERSAND = /&(?!(?:#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);)/g;

/** The aggregates of the signon, bank and credit-card messages (OFX 2.2, sections 2.5, 11, 13). */
const AGGREGATES: ReadonlySet<string> = new Set([
  "OFX", "SIGNONMSGSRSV1", "SONRS", "STATUS", "FI",
  "BANKMSGSRSV1", "STMTTRNRS", "STMTRS", "BANKACCTFROM", "BANKACCTTO", "BANKTRANLIST", "STMTTRN", "PAYEE",
  "CURRENCY", "ORIGCURRENCY", "LEDGERBAL", "AVAILBAL", "BALLIST", "BAL", "IMAGEDATA",
  "CREDITCARDMSGSRSV1", "CCSTMTTRNRS", "CCSTMTRS", "CCACCTFROM", "CCACCTTO", "REWARDINFO",
  "INVSTMTMSGSRSV1", "INVSTMTTRNRS", "INVSTMTRS",
]);

export function ofxToXml(source: string): OfxXml {
  const text = source.replace(/^\uFEFF/, "");
  const body = text.search(/<OFX\s*>/i);
  const declaration = /<\?OFX\b([^<>]*)\?>/i.exec(text);
  if (declaration !== null && (body === -1 || declaration.index < body)) {
    return { ok: true, xml: text, shape: "xml", version: /VERSION\s*=\s*["']?(\d+)/i.exec(declaration[1] ?? "")?.[1] };
  }
  if (body === -1) return { ok: false, line: 1, problem: "no <OFX> element" };
  const header = text.slice(0, body);
  const version = /^[ \t]*VERSION[ \t]*:[ \t]*(\d+)/im.exec(header)?.[1];
  const lineBreaks = header.replace(/[^\n]/g, "");
  return { ok: true, xml: lineBreaks + closeLeaves(text.slice(body)), shape: "sgml", version };
}

interface Tag {
  start: number;
  end: number;
  raw: string;
  /** undefined for comments and anything that is not a plain open or close tag. */
  name: string | undefined;
  closing: boolean;
}

function closeLeaves(body: string): string {
  const tags: Tag[] = [];
  for (const match of body.matchAll(TAG)) {
    const plain = PLAIN_TAG.exec(match[0]);
    tags.push({ start: match.index, end: match.index + match[0].length, raw: match[0], name: plain?.[2], closing: plain?.[1] === "/" });
  }
  const textAfter = (i: number) => body.slice(tags[i]!.end, tags[i + 1]?.start ?? body.length);
  const closed = new Set<string>();
  const valued = new Set<string>();
  tags.forEach((tag, i) => {
    if (tag.name === undefined) return;
    if (tag.closing) closed.add(tag.name);
    else if (textAfter(i).trim() !== "") valued.add(tag.name);
  });

  const out: string[] = [escapeText(body.slice(0, tags[0]?.start ?? body.length))];
  tags.forEach((tag, i) => {
    const after = textAfter(i);
    const next = tags[i + 1];
    const closesItself = next !== undefined && next.closing && next.name === tag.name;
    if (tag.name === undefined || tag.closing || closesItself) {
      out.push(tag.raw, escapeText(after));
    } else if (after.trim() !== "") {
      const value = after.trimEnd();
      out.push(tag.raw, escapeText(value), `</${tag.name}>`, after.slice(value.length));
    } else if (AGGREGATES.has(tag.name) || (closed.has(tag.name) && !valued.has(tag.name))) {
      out.push(tag.raw, after);
    } else {
      out.push(tag.raw, `</${tag.name}>`, after);
    }
  });
  return out.join("");
}

function escapeText(text: string): string {
  return text.replace(BARE_AMPERSAND, "&amp;");
}
