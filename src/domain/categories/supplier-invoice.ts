/**
 * A company's invoice paid, with nothing else in the row saying what was bought: `Kastner
 * Großhandels GmbH — RE 2026-88410`, `MOTOBLOUZ PRO SAS — FACT 2026-88120`, `RONALD JOYCE LTD INV
 * RJ-30218`. A small business pays a company's numbered invoice most often for the goods it sells
 * or makes with (inventory); a person's invoice is as often a freelancer's, so it takes both a legal
 * form and an invoice word. Only read when no vendor, keyword or code has decided the row, and the
 * evidence names both words, so a controller sees why and can write a rule where it is wrong.
 */

/** Invoice words and their abbreviations as payment references print them, in the languages read, also glued to the number (`INV88120443`). */
const INVOICE_WORD = /\b(invoices?|inv|re|rg|rng|rechnung|rechnungsnr|factuur|fact|facture|fattura|factura|faktura)(?![a-z])/i;

/**
 * Legal forms of companies, as whole words (`B.V.` is written `BV` by most banks; with its points it
 * is not matched). Regular expressions rather than the phrase table's word pass: they run only on
 * rows nothing else decided, and the engine's own matcher reads a short text faster than a second
 * JavaScript pass over its characters (bench/RESULTS.md, "Categorizing").
 */
const COMPANY_FORM = /\b(gmbh|ag|kg|ohg|eg|ug|bv|nv|bvba|vof|ltd|limited|plc|llp|inc|llc|corp|corporation|sas|sasu|sarl|eurl|sa|srl|spa|sprl|oy|ab|as|aps)\b/i;

/**
 * The two words that make the row a company's invoice, or undefined. The legal form is looked for in
 * the counterparty where the row names one, so a reference such as `AG-2026-441` is not taken for one.
 */
export function companyInvoice(counterparty: string | undefined, description: string | undefined): string | undefined {
  const named = counterparty !== undefined && counterparty.trim() !== "";
  const form = COMPANY_FORM.exec((named ? counterparty : description) ?? "");
  if (form === null) return undefined;
  const invoice = INVOICE_WORD.exec(description ?? "") ?? (named ? INVOICE_WORD.exec(counterparty) : null);
  return invoice === null ? undefined : `${form[1]!.toLowerCase()} … ${invoice[1]!.toLowerCase()}`;
}
