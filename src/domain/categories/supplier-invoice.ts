/**
 * A company's invoice paid, with nothing else in the row saying what was bought: `Kastner
 * Großhandels GmbH — RE 2026-88410`, `MOTOBLOUZ PRO SAS — FACT 2026-88120`, `RONALD JOYCE LTD INV
 * RJ-30218`. A small business pays a company's numbered invoice most often for the goods it sells
 * or makes with (inventory); a person's invoice is as often a freelancer's, so it takes both a legal
 * form and an invoice word. Only read when no vendor, keyword or code has decided the row, and the
 * evidence names both words, so a controller sees why and can write a rule where it is wrong.
 */

import { companyForm } from "./company-name.js";

/** Invoice words and their abbreviations as payment references print them, in the languages read, also glued to the number (`INV88120443`). */
const INVOICE_WORD = /\b(invoices?|inv|re|rg|rng|rechnung|rechnungsnr|factuur|fact|facture|fatt|fattura|factura|faktura)(?![a-z])/i;

/** The two words that make the row a company's invoice, or undefined. */
export function companyInvoice(counterparty: string | undefined, description: string | undefined): string | undefined {
  const form = companyForm(counterparty, description);
  if (form === undefined) return undefined;
  const invoice = INVOICE_WORD.exec(description ?? "") ?? (counterparty === undefined ? null : INVOICE_WORD.exec(counterparty));
  return invoice === null ? undefined : `${form} … ${invoice[1]!.toLowerCase()}`;
}
