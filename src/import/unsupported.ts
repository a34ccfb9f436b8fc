/**
 * Files people commonly try that no reader here takes, recognised by their signature so the user
 * is told what the file is and what to export instead, rather than "no date column".
 */

const SIGNATURES: readonly { test: (text: string, bytes: Uint8Array) => boolean; name: string; fix: string }[] = [
  { name: "a PDF document", test: (_, b) => startsWith(b, [0x25, 0x50, 0x44, 0x46]), fix: "export the transactions as CSV, OFX or camt.053 from online banking instead of the PDF statement" },
  { name: "an Excel workbook (.xlsx)", test: (_, b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]), fix: "save the sheet as CSV (File → Save As → CSV UTF-8) or export CSV from the bank" },
  { name: "an Excel 97–2003 workbook (.xls)", test: (_, b) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0]), fix: "save the sheet as CSV (File → Save As → CSV UTF-8) or export CSV from the bank" },
  { name: "a QIF file", test: (t) => /^\s*!(Type|Account|Option)/i.test(t), fix: "export OFX/QFX or CSV instead; QIF carries no balance and no unambiguous date format" },
  { name: "an HTML page", test: (t) => /^\s*<(!doctype html|html)/i.test(t), fix: "download the export file itself rather than saving the web page" },
  { name: "a camt.054 debit/credit notification", test: (t) => /camt\.054\.001/.test(t), fix: "export the account statement (camt.053) or report (camt.052) instead" },
];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte);
}

export function recogniseUnsupported(text: string, bytes: Uint8Array): { name: string; fix: string } | undefined {
  return SIGNATURES.find((signature) => signature.test(text, bytes));
}
