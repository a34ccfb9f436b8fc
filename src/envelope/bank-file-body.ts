/**
 * Whether a body that is not JSON looks like a bank file sent as it is (a CSV export, a camt.053
 * or OFX statement, an MT940 or BAI2 file): a common first try, which the API cannot read but
 * `cashflow import` can. Only the first bytes are looked at, and only to word the error; nothing is
 * read from them.
 */
export type BankFileKind = "CSV" | "XML" | "OFX" | "MT940" | "BAI2";

export function bankFileKind(body: Uint8Array): BankFileKind | undefined {
  const start = Buffer.from(body.subarray(0, 512)).toString("latin1").replace(/^\s+/, "");
  if (/^OFXHEADER/i.test(start) || /^<\?OFX|^<OFX>/i.test(start)) return "OFX";
  if (start.startsWith("<")) return "XML";
  if (/^(\{1:|:20:)/.test(start)) return "MT940";
  if (/^01,/.test(start)) return "BAI2";
  const firstLine = start.split(/\r?\n/, 1)[0] ?? "";
  if (!/^[{[]/.test(firstLine) && /[,;\t|]/.test(firstLine)) return "CSV";
  return undefined;
}

/** The sentence that points a bank file to the importer, for the error a surface sends. */
export function bankFileHint(kind: BankFileKind): string {
  return `It looks like a ${kind} bank file: the API takes the request envelope as JSON, which \`cashflow import <file> -o envelope.json\` writes from such a file (docs/imports.md).`;
}
