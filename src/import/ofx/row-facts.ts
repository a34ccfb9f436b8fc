/**
 * What an OFX STMTTRN says about the money besides its date and amount (OFX 2.2 specification,
 * section 11.4.4.1 "Banking Transaction Aggregate" and 11.4.4.3 "Transaction Types"): the
 * transaction type (TRNTYPE) as the structured code `OFX:<TRNTYPE>`, the payee, and the
 * standard industrial code (SIC) as a merchant category code.
 */

import { merchantCategoryCode } from "../merchant-category.js";
import { textAt, type XmlElement } from "../xml.js";

/** The TRNTYPE values the specification defines for a statement transaction. */
const TRANSACTION_TYPES: ReadonlySet<string> = new Set([
  "CREDIT", "DEBIT", "INT", "DIV", "FEE", "SRVCHG", "DEP", "ATM", "POS", "XFER",
  "CHECK", "PAYMENT", "CASH", "DIRECTDEP", "DIRECTDEBIT", "REPEATPMT", "OTHER",
]);

/** `OFX:FEE` for a TRNTYPE the specification defines; a type it does not define gives no code. */
export function transactionCode(row: XmlElement): { code?: string; unknown?: string } {
  const type = textAt(row, "TRNTYPE")?.trim().toUpperCase();
  if (type === undefined || type === "") return {};
  return TRANSACTION_TYPES.has(type) ? { code: `OFX:${type}` } : { unknown: type };
}

/**
 * The payee. A PAYEE aggregate names it outright. A plain NAME is "the name of the payee or the
 * description of the transaction" (the specification allows either), so it is taken as the payee
 * only when a MEMO carries the description beside it, as card and bill-payment rows have it
 * (NAME "MCDONALD'S #112", MEMO "POS MERCHANDISE;MCDONALD'S #112"). A NAME alone, or one that
 * merely holds the MEMO's text, may be the description and is not called a payee.
 */
export function payeeOf(row: XmlElement): string | undefined {
  const payee = textAt(row, "PAYEE/NAME")?.trim();
  if (payee) return payee;
  const name = textAt(row, "NAME")?.trim();
  const memo = textAt(row, "MEMO")?.trim();
  if (!name || !memo || name.includes(memo)) return undefined;
  return name;
}

/** SIC (the specification's element) or MCC (which some banks write instead), when four digits. */
export function merchantCodeOf(row: XmlElement): { mcc?: string; invalid?: string } {
  const written = textAt(row, "SIC") ?? textAt(row, "MCC");
  if (written === undefined) return {};
  const mcc = merchantCategoryCode(written);
  return mcc === undefined ? { invalid: written } : { mcc };
}
