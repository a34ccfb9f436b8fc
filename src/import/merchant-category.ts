/**
 * ISO 18245 merchant category codes, as the readers take them from a file (OFX SIC, Open Banking
 * MerchantCategoryCode): exactly four digits. Anything else is left out rather than padded or
 * cut, and the reader says how many it left out.
 */

const FOUR_DIGITS = /^\d{4}$/;

/** The code as written when it is four digits, else undefined. */
export function merchantCategoryCode(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed !== undefined && FOUR_DIGITS.test(trimmed) ? trimmed : undefined;
}
