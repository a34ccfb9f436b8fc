/**
 * What a BAI2 type code says about money (specification, "Type Code Ranges" and Appendix A):
 *   001–099 account status (balances)      100 total credits      101–399 credits
 *   400 total debits                       401–699 debits         700–799 loan summary and detail
 *   890 non-monetary information           900–999 customised: 900–919 status, 920–959 credits,
 *                                                                960–999 debits (bilateral, unverifiable)
 */

export type DetailKind = "credit" | "debit" | "custom-credit" | "custom-debit" | "information" | "not-a-detail";

export function detailKind(code: string): DetailKind {
  if (!/^\d{3}$/.test(code)) return "not-a-detail";
  const n = Number(code);
  if (n === 890) return "information";
  if (n >= 101 && n <= 399) return "credit";
  if (n >= 401 && n <= 699) return "debit";
  if (n >= 920 && n <= 959) return "custom-credit";
  if (n >= 960 && n <= 999) return "custom-debit";
  return "not-a-detail";
}

export const OPENING_LEDGER = "010";
export const CLOSING_LEDGER = "015";
export const TOTAL_CREDITS = "100";
export const TOTAL_DEBITS = "400";
