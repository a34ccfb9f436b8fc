/**
 * How many digits a currency's minor unit has, as ISO 4217 defines it: the one definition the API,
 * the CLI and the narratives share, so 450000 HUF is 45000000 minor units everywhere.
 *
 * Why a table and not Intl: ICU's currency digits are CLDR's, which are how many decimals people
 * write in everyday use, not the minor unit. CLDR drops them for HUF, COP, IDR, PKR, LBP, IQD, IRR
 * and a dozen more where ISO 4217 keeps two (IQD three). An API client following ISO 4217, as a
 * payments feed does, would otherwise send HUF a hundred times larger than the service reads it.
 *
 * The table lists only the codes whose minor unit is not two (ISO 4217 list one, the "Minor unit"
 * column, as the maintenance agency publishes it); every other active code has two. Codes with no
 * minor unit (precious metals, the SDR, test and "no currency" codes, marked N.A. there) are read
 * with two, as a caller's figures in them are nearly always cents of some unit of account.
 */

const MINOR_UNIT_DIGITS: Readonly<Record<string, number>> = {
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0, UGX: 0, UYI: 0, VND: 0, VUV: 0, XAF: 0, XOF: 0, XPF: 0,
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
  CLF: 4, UYW: 4,
};

/** USD 2, JPY 0, BHD 3, HUF 2 (ISO 4217's minor unit). */
export function minorUnitDigits(currency: string): number {
  return MINOR_UNIT_DIGITS[currency] ?? 2;
}
