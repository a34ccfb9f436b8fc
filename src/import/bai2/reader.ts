/**
 * The BAI2 cash-management balance report reader (`--format bai2`), after BAI's Cash Management
 * Balance Reporting Specifications Version 2 (2005). Hand-written: npm has no maintained BAI2
 * parser (bai2-parser was last published years ago and hands back untyped JSON or CSV text;
 * @numeric-io/bai2-parser is a 0.0.x release; neither is in use to speak of), and the format is
 * small enough to read exactly here.
 *
 * Amounts are integers in the currency's minor unit already ("implied decimals"), so they are
 * taken as written, never scaled through a float. The implied decimals are ISO 4217's, as banks
 * use them today; the specification's own Appendix B predates the euro and lists EUR and BRL with
 * none and EGP and IQD with three, so a file in those currencies gets a note saying which was used.
 *
 * Checked before anything is read as money: every 49/98/99 control total and record count
 * (envelopes.ts); for each day of the account, opening ledger (010) + credits − debits = closing
 * ledger (015) when both are reported, else the total-credits (100) and total-debits (400)
 * summaries against the detail; each day's opening ledger against the day before's closing.
 * BAI2 details carry no date of their own: each is dated at its group's as-of date.
 * One account per file.
 */

import { MAX_EXACT_MINOR } from "../../domain/money.js";
import { isKnownCurrency } from "../amount.js";
import type { FormatReader, ImportedBook, ImportedTransaction, ImportOptions } from "../types.js";
import { assignBankIds } from "../bank-ids.js";
import { readEnvelopes, type Account, type Detail, type Group, type Summary } from "./envelopes.js";
import { readRecords } from "./records.js";
import { figure, plural, Refusal, resultOf } from "../refusal.js";
import { CLOSING_LEDGER, detailKind, OPENING_LEDGER, TOTAL_CREDITS, TOTAL_DEBITS } from "./type-codes.js";

export const bai2Reader: FormatReader = {
  name: "bai2",
  detect(text) {
    const head = text.slice(0, 20_000).replace(/^\uFEFF/, "").trimStart();
    // 01,sender,receiver,YYMMDD,… then a group header and an account identifier.
    return /^01,[^,\r\n]*,[^,\r\n]*,\d{6},/.test(head) && /(?:^|[\r\n])[^\S\r\n]*02,/.test(head) && /(?:^|[\r\n])[^\S\r\n]*03,/.test(head) ? 2 : 0;
  },
  read(text, _bytes, options) {
    return resultOf(options.fileName, () => readBai2(text, options));
  },
};

/** Currencies whose implied decimals in the specification's Appendix B differ from ISO 4217's. */
const APPENDIX_B_DECIMALS: Record<string, number> = { EUR: 0, BRL: 0, EGP: 3, IQD: 3 };

interface Day {
  group: Group;
  account: Account;
  currency: string;
}

function readBai2(text: string, options: ImportOptions): ImportedBook {
  const records = readRecords(text);
  if (records.length === 0) throw new Refusal(undefined, "a BAI2 file (01 to 99 records); the file is empty", "export the report again");
  const groups = readEnvelopes(records);
  const notes: string[] = [];
  for (const group of groups) checkGroupStatus(group, notes);

  const days: Day[] = [];
  for (const group of groups) for (const account of group.accounts) days.push({ group, account, currency: "" });
  if (days.length === 0) throw new Refusal(undefined, "an account (03 record) with its transactions; the file reports none", "export the report for the account again");
  const accountId = settleAccount(days);
  const currency = settleCurrency(days, options, notes);
  const decimalsNote = APPENDIX_B_DECIMALS[currency];
  if (decimalsNote !== undefined) notes.push(`Read ${currency} amounts with ISO 4217's decimals (the BAI2 specification's Appendix B lists ${decimalsNote})`);

  days.sort((a, b) => (a.group.asOfDate < b.group.asOfDate ? -1 : a.group.asOfDate > b.group.asOfDate ? 1 : 0));
  const transactions: ImportedTransaction[] = [];
  const bankIds: (string | undefined)[] = [];
  const skipped = { information: 0, empty: 0 };
  let previousClosing: Summary | undefined;
  let closing: { summary: Summary; date: string } | undefined;
  for (let i = 0; i < days.length; i++) {
    const { group, account } = days[i]!;
    // Two groups of the same as-of date are the same day reported twice (an interim report and
    // the final one); one group may list the account twice, each block with its own details.
    if (i > 0 && days[i - 1]!.group !== group && days[i - 1]!.group.asOfDate === group.asOfDate) {
      throw new Refusal(`line ${account.line}`, `one report per day for the account; ${group.asOfDate} is reported twice (lines ${days[i - 1]!.account.line} and ${account.line})`, "import each report of the day in its own file, or only the final one");
    }
    const day = readDay(group, account, currency, skipped, bankIds);
    transactions.push(...day.transactions);
    const opening = summary(account, OPENING_LEDGER);
    if (previousClosing?.amount !== undefined && opening?.amount !== undefined && previousClosing.amount !== opening.amount) {
      throw new Refusal(
        `line ${opening.line}`,
        `the opening ledger (010) of ${group.asOfDate} to carry on from the closing ledger (015) of the day before, ${figure(previousClosing.amount, currency)} (line ${previousClosing.line}); it says ${figure(opening.amount, currency)}`,
        "a day's report is missing between the two: export the whole period again",
      );
    }
    const closed = summary(account, CLOSING_LEDGER);
    previousClosing = closed;
    if (closed?.amount !== undefined) closing = { summary: closed, date: group.asOfDate };
    if (day.checked !== undefined) notes.push(day.checked);
  }

  notes.unshift(
    `Read ${plural(transactions.length, "transaction detail")} of account ${accountId} from ${plural(groups.length, "report")}, each dated at its report's as-of date; checked the 49, 98 and 99 control totals and record counts`,
  );
  if (skipped.information > 0) notes.push(`Skipped ${plural(skipped.information, "non-monetary record")} (type 890)`);
  if (skipped.empty > 0) notes.push(`Skipped ${plural(skipped.empty, "detail record")} reporting no amount`);
  const withheld = assignBankIds(transactions, bankIds);
  if (withheld > 0) notes.push(`Gave no bank id to ${plural(withheld, "detail")} whose reference another detail of the file also has`);
  const book: ImportedBook = { format: "bai2", currency, accountId, transactions, notes: [] };
  if (closing !== undefined) {
    book.closingBalanceMinor = safe(closing.summary.amount!, closing.summary.line);
    book.closingBalanceDate = closing.date;
  } else notes.push("The file reports no closing ledger balance (type 015)");
  book.notes = [...new Set(notes)].map((text) => ({ text }));
  return book;
}

function checkGroupStatus(group: Group, notes: string[]): void {
  switch (group.status) {
    case "":
    case "1":
      break;
    case "3":
      notes.push(`The group on line ${group.line} is a correction (group status 3) of data sent before`);
      break;
    case "2":
      throw new Refusal(`line ${group.line}`, "balance and transaction data; this group's status 2 deletes data sent before", "import the report the deletion refers to again from the bank, without this file");
    case "4":
      throw new Refusal(`line ${group.line}`, "live data; this group's status 4 marks it as test data", "export the live report from the bank");
    default:
      throw new Refusal(`line ${group.line}`, `a group status of 1 (update) or 3 (correction); found '${group.status}'`, "export the BAI2 file again; the 02 record is damaged");
  }
  if (group.asOfModifier === "1" || group.asOfModifier === "3") {
    notes.push(`The report as of ${group.asOfDate} is interim ${group.asOfModifier === "1" ? "previous-day" : "same-day"} data (as-of-date modifier ${group.asOfModifier}): transactions may still change`);
  }
}

function settleAccount(days: readonly Day[]): string {
  const numbers = [...new Set(days.map((d) => d.account.number))];
  if (numbers.length > 1) {
    const lines = numbers.slice(0, 4).map((n) => `${n} (line ${days.find((d) => d.account.number === n)!.account.line})`);
    throw new Refusal(undefined, `one account per file; it reports ${plural(numbers.length, "account")}: ${lines.join(", ")}${numbers.length > 4 ? ", …" : ""}`, "ask the bank for one report per account, or split the file at the 02/03 records");
  }
  return numbers[0]!;
}

/** The account's currency: its 03 record's, else its group's, else --currency, else BAI2's default, USD. */
function settleCurrency(days: Day[], options: ImportOptions, notes: string[]): string {
  let defaulted = false;
  for (const day of days) {
    const stated = day.account.currency ?? day.group.currency;
    const line = day.account.currency !== undefined ? day.account.line : day.group.line;
    if (stated !== undefined) {
      if (!isKnownCurrency(stated)) throw new Refusal(`line ${line}`, `an ISO 4217 currency code; found '${stated}'`, "export the BAI2 file again; the currency is damaged");
      if (options.currency !== undefined && options.currency !== stated) {
        throw new Refusal(`line ${line}`, `the currency given by --currency (${options.currency}); the file says ${stated}`, "drop --currency, or correct it");
      }
    } else defaulted = true;
    day.currency = stated ?? options.currency ?? "USD";
  }
  const codes = [...new Set(days.map((d) => d.currency))];
  if (codes.length > 1) throw new Refusal(undefined, `one currency per file; it reports ${codes.join(" and ")}`, "ask the bank for one report per currency");
  if (defaulted) {
    notes.push(options.currency !== undefined ? `The file states no currency; read as ${options.currency} from --currency` : "The file states no currency: read as USD, the BAI2 default");
  }
  return codes[0]!;
}

/**
 * One day's details as transactions, each with its type code as `BAI2:<code>` and, in `bankIds`
 * (one per transaction), the bank reference, else the customer reference (a cheque number).
 */
function readDay(
  group: Group,
  account: Account,
  currency: string,
  skipped: { information: number; empty: number },
  bankIds: (string | undefined)[],
): { transactions: ImportedTransaction[]; checked?: string } {
  const transactions: ImportedTransaction[] = [];
  let credits = 0n;
  let debits = 0n;
  let firstCustom: number | undefined;
  for (const detail of account.details) {
    const kind = detailKind(detail.code);
    if (kind === "information") {
      skipped.information++;
      continue;
    }
    if (kind === "not-a-detail") {
      throw new Refusal(
        `line ${detail.line}`,
        `a credit (101–399) or debit (401–699) type code in a 16 record; ${detail.code} is ${Number(detail.code) >= 700 && Number(detail.code) <= 799 ? "a loan code" : "a status or summary code"}, which says nothing of the money's direction here`,
        "export the deposit account's report; loan and customised codes cannot be read here",
      );
    }
    if (detail.amount === undefined || detail.amount === 0n) {
      skipped.empty++;
      continue;
    }
    if (kind === "custom-credit" || kind === "custom-debit") firstCustom ??= detail.line;
    const magnitude = safe(detail.amount, detail.line);
    const isCredit = kind === "credit" || kind === "custom-credit";
    if (isCredit) credits += detail.amount;
    else debits += detail.amount;
    const description = describe(detail);
    transactions.push({
      date: group.asOfDate,
      amountMinor: isCredit ? magnitude : -magnitude,
      source: `line ${detail.line}`,
      ...(description === undefined ? {} : { description }),
      bankTransactionCode: `BAI2:${detail.code}`,
    });
    bankIds.push(detail.bankReference || detail.customerReference || undefined);
  }

  const opening = summary(account, OPENING_LEDGER);
  const closing = summary(account, CLOSING_LEDGER);
  if (opening?.amount !== undefined && closing?.amount !== undefined) {
    const computed = opening.amount + credits - debits;
    if (computed !== closing.amount) {
      throw new Refusal(
        `line ${closing.line} (type 015)`,
        `the closing ledger of ${group.asOfDate} to be the opening ledger plus credits minus debits: ${figure(opening.amount, currency)} + ${figure(credits, currency)} − ${figure(debits, currency)} = ${figure(computed, currency)}; 015 says ${figure(closing.amount, currency)}`,
        "export the report again: transaction details are missing or edited (an intraday report may not reconcile; use the final previous-day report)",
      );
    }
    return { transactions, checked: `Checked the ${group.asOfDate} report: opening ledger + credits − debits = closing ledger` };
  }
  if (firstCustom !== undefined) {
    throw new Refusal(
      `line ${firstCustom}`,
      "standard type codes, or opening and closing ledger balances (010, 015) that confirm how the customised codes (900–999) move money; the report has neither",
      "ask the bank for the report with standard BAI2 type codes",
    );
  }
  const checks: string[] = [];
  for (const [code, sum, word] of [
    [TOTAL_CREDITS, credits, "credits"],
    [TOTAL_DEBITS, debits, "debits"],
  ] as const) {
    const total = summary(account, code);
    if (total?.amount === undefined) continue;
    if (total.amount !== sum) {
      throw new Refusal(
        `line ${total.line} (type ${code})`,
        `the total ${word} of ${group.asOfDate} (type ${code}, ${figure(total.amount, currency)}) to equal the ${word} in the transaction detail, ${figure(sum, currency)}`,
        "export the report with full transaction detail again: details are missing or edited",
      );
    }
    checks.push(code);
  }
  return checks.length > 0 ? { transactions, checked: `Checked the ${group.asOfDate} report's detail against its total ${checks.length === 2 ? "credits and debits" : checks[0] === TOTAL_CREDITS ? "credits" : "debits"} (no opening and closing ledger to check)` } : { transactions };
}

/** The text; else, for cheques (474, 475, 395), the cheque number the customer reference carries. */
function describe(detail: Detail): string | undefined {
  if (detail.text !== "") return detail.text;
  if (detail.customerReference === "") return undefined;
  return CHEQUE_CODES.has(detail.code) ? `Check ${detail.customerReference}` : `Reference ${detail.customerReference}`;
}

const CHEQUE_CODES = new Set(["395", "474", "475"]);

function summary(account: Account, code: string): Summary | undefined {
  return account.summaries.find((s) => s.code === code);
}

function safe(amount: bigint, line: number): number {
  if (amount > BigInt(MAX_EXACT_MINOR) || amount < -BigInt(MAX_EXACT_MINOR)) {
    throw new Refusal(`line ${line}`, "an amount small enough to be handled exactly", "check the amount; it is beyond what can be reported exactly");
  }
  return Number(amount);
}
