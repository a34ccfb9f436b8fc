/**
 * Moves to the company's own accounts as app banks word them: to an account saved under a bank's
 * name, and Wise's moves into a jar (below).
 *
 * A move to an account the payee is named for by its bank: app banks (Revolut, Wise) print the name a
 * beneficiary was saved under, and a company saves its own account at another bank under its name
 * and that bank's (`To WEDNESFIELD ZINC LLOYDS`, `To Pawsome Provisions Ltd Barclays`), or under the
 * bank and the account's kind (`Sent money to Broch Nets Ltd — To Bank of Scotland current`). A
 * supplier or a person is not saved so. On the labelled corpora, 5 of 5 such debits were transfers.
 *
 * Read word by word on the last part of the description, after `To`, not by one pattern: the bank
 * must close the name, with only an account's kinds, sort code and number after it (`TO NATIONWIDE
 * BUS ACC 11882041`, `TO BOS 80-22-60 12044871`), and nothing said after it (`To BGL BNP
 * Paribas — Remboursement prêt` pays the bank's loan).
 */

import { foldText } from "./text.js";

/** Banks by the words a saved name ends with. Not the ones that are also towns (`Halifax`) or places (`Chase`). */
const BANKS: readonly string[][] = [
  "lloyds", "barclays", "hsbc", "natwest", "santander", "bank of scotland", "bos", "metro bank", "tsb", "monzo", "starling",
  "credit agricole", "credit mutuel", "bnp paribas", "societe generale", "banque populaire", "la banque postale",
  "rabobank", "abn amro", "triodos", "sparkasse", "volksbank", "commerzbank", "deutsche bank", "postbank",
  "wells fargo", "bank of america", "tide", "nationwide",
].map((bank) => bank.split(" "));

/** An account's kind after the bank (`current`, `savings`, `deposit`). */
const KINDS = new Set(["current", "savings", "saver", "reserve", "deposit", "business", "bus", "account", "acct", "acc", "a/c"]);
/** An account's number after the bank or its kind (`TO TIDE 41188209`, `TO NATIONWIDE BUS ACC 11882041`, `TO ACCOUNT 87412356`). */
const ACCOUNT_NUMBER = /^\d{4,12}$/;
/** A UK sort code before the number (`TO BOS 80-22-60 12044871`). */
const SORT_CODE = /^\d{2}-\d{2}-\d{2}$/;

/** Words of the channel or of a charge: a payee named only by them is the bank itself (`PRLV SEPA CREDIT AGRICOLE`). */
const NOT_A_NAME = new Set(["sepa", "prlv", "dd", "direct", "debit", "payment", "pmt", "loan", "fee", "fees", "card"]);

/** The bank a move out is to an account at, named as above, else undefined. */
export function accountAtBank(description: string | undefined): string | undefined {
  if (description === undefined) return undefined;
  // Most debits are no such move, and both forms open the description's last part (a Starling
  // export's reference after the payee, `Cartmel Tea Ltd — TO SANTANDER DEPOSIT`) with `To` or
  // `Sent money to`: its first letter decides whether to read on (every debit is asked; bench/categories.ts).
  const cut = description.lastIndexOf(" — ");
  const first = description.charCodeAt(cut < 0 ? 0 : cut + 3) | 0x20;
  if (first !== 0x74 && first !== 0x73) return undefined;
  const last = (cut < 0 ? description : description.slice(cut + 3)).trimStart();
  const opening = last.slice(0, 14).toLowerCase();
  if (!opening.startsWith("to ") && !opening.startsWith("sent money to ")) return undefined;
  const words = foldText(last).trim().split(/\s+/);
  const at = words[0] === "to" ? 1 : 3;
  let end = words.length;
  const numbered = end > at && ACCOUNT_NUMBER.test(words[end - 1]!);
  if (numbered) end--;
  const sortCode = numbered && end > at && SORT_CODE.test(words[end - 1]!);
  if (sortCode) end--;
  let kinds = 0;
  while (end > at && KINDS.has(words[end - 1]!)) {
    kinds++;
    end--;
  }
  // Nothing but an account's kind or sort code and its number (`TO ACCOUNT 87412356`, `TO 60-83-71 44120985`):
  // an account of the company's own.
  if (numbered && (kinds > 0 || sortCode) && end === at) return "its number";
  const bank = BANKS.find((name) => name.length <= end - at && name.every((word, i) => words[end - name.length + i] === word));
  if (bank === undefined) return undefined;
  const before = words.slice(at, end - bank.length);
  return (before.length > 0 || kinds > 0 || numbered) && !before.some((word) => NOT_A_NAME.has(word)) ? bank.join(" ") : undefined;
}

/**
 * Wise's own wording for money moved out of a balance into one of the account's jars or other
 * balances (`Moved 500.00 EUR to Ruecklagen`, `Moved 600.00 GBP to VAT`): whatever the jar is named
 * for, the money stays the company's. A jar named for a tax (`VAT`) is money set aside, not the tax paid.
 */
const MOVED_TO = /^moved [\d.,]+ [a-z]{3} to /i;
export function movedToJar(description: string | undefined): boolean {
  return description !== undefined && (description.charCodeAt(0) | 0x20) === 0x6d && MOVED_TO.test(description);
}
