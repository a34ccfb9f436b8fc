import { foldText, wordSpans } from "./text.js";

/**
 * A company's invoice paid, with nothing else in the row saying what was bought: `Kastner
 * Großhandels GmbH — RE 2026-88410`, `MOTOBLOUZ PRO SAS — FACT 2026-88120`, `RONALD JOYCE LTD INV
 * RJ-30218`. A small business pays a company's numbered invoice most often for the goods it sells
 * or makes with (inventory); a person's invoice is as often a freelancer's, so it takes both a legal
 * form and an invoice word. Only read when no vendor, keyword or code has decided the row, and the
 * evidence names both words, so a controller sees why and can write a rule where it is wrong.
 */

/** Invoice words and their abbreviations as payment references print them, in the languages read. */
const INVOICE_WORDS = new Set(["invoice", "invoices", "inv", "re", "rg", "rng", "rechnung", "rechnungsnr", "factuur", "fact", "facture", "fattura", "factura", "faktura"]);

/** Legal forms of companies (after folding and splitting, so `B.V.` is not among them: its letters are words of one). */
const COMPANY_FORMS = new Set(["gmbh", "ag", "kg", "ohg", "eg", "ug", "bv", "nv", "bvba", "vof", "ltd", "limited", "plc", "llp", "inc", "llc", "corp", "corporation", "sas", "sasu", "sarl", "eurl", "sa", "srl", "spa", "sprl", "oy", "ab", "as", "aps"]);

/**
 * The two words that make the row a company's invoice, or undefined. The legal form is looked for in
 * the counterparty where the row names one, so a reference such as `AG-2026-441` is not taken for one.
 */
export function companyInvoice(counterparty: string | undefined, description: string | undefined): string | undefined {
  const named = counterparty !== undefined && counterparty.trim() !== "";
  const form = firstWordOf(named ? counterparty : description, COMPANY_FORMS);
  if (form === undefined) return undefined;
  const invoice = firstWordOf(description, INVOICE_WORDS) ?? (named ? firstWordOf(counterparty, INVOICE_WORDS) : undefined);
  return invoice === undefined ? undefined : `${form} … ${invoice}`;
}

function firstWordOf(text: string | undefined, words: ReadonlySet<string>): string | undefined {
  if (text === undefined || text === "") return undefined;
  const folded = foldText(text);
  const spans = wordSpans(folded);
  for (let i = 0; i < spans.count; i++) {
    const word = folded.slice(spans.starts[i], spans.ends[i]);
    if (words.has(word)) return word;
  }
  return undefined;
}
