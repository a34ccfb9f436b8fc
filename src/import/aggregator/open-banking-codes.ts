/**
 * A UK Open Banking transaction's BankTransactionCode as the structured code. The standard gives
 * the ISO 20022 family and sub-family (Code, SubCode: ExternalBankTransactionFamily1Code and
 * ExternalBankTransactionSubFamily1Code) but not the domain, so the ISO form `PMNT/ICDT/STDO`
 * is written only for families that exist in the payments domain alone; another ISO family is
 * written as `<Code>/<SubCode>` without a domain rather than with a guessed one. Many banks write
 * the codes' names instead ("ReceivedCreditTransfer", "DomesticCreditTransfer", as the
 * specification's own example does): those are kept as the bank's words, `TYPE:<Code>/<SubCode>`.
 */

/** ISO 20022 families defined only under the PMNT (payments) domain. */
const PAYMENT_FAMILIES: ReadonlySet<string> = new Set(["RCDT", "ICDT", "RDDT", "IDDT", "RCHQ", "ICHQ", "CCRD", "MCRD", "RRCT", "IRCT"]);

const ISO_CODE = /^[A-Z]{4}$/;

export function bankTransactionCode(family: string, subFamily: string): string {
  if (!ISO_CODE.test(family) || !ISO_CODE.test(subFamily)) return `TYPE:${family}/${subFamily}`;
  return PAYMENT_FAMILIES.has(family) ? `PMNT/${family}/${subFamily}` : `${family}/${subFamily}`;
}
