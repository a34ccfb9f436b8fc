/**
 * The SWIFT MT940 customer statement and MT942 interim transaction report reader (`--format mt940`).
 *
 * Hand-written rather than built on the npm mt940js package (1.3.5): that parser turns every amount
 * into a float rounded to two decimals (`Math.round(amount * 100) / 100`), which is wrong for the
 * three-decimal currencies (BHD, KWD, OMR, …), compares balances with a float tolerance, and knows
 * none of the MT942 tags (:34F: :13D: :90D: :90C:). Here amounts stay exact integers of the
 * currency's minor unit and every total is checked exactly:
 *   - each MT940 statement: opening balance + its entries = closing balance, else the :62F: line
 *     is named with the figures;
 *   - statements in one file carry on from each other (opening = previous closing);
 *   - each MT942 report: its :90D:/:90C: number and sum of debits and credits, when stated.
 * One account and one currency per file; MT940 and MT942 are not mixed, since an interim report
 * repeats entries the day's statement books.
 */

import type { FormatReader, ImportedBook, ImportedTransaction, ImportOptions } from "../types.js";
import { assignBankIds } from "../bank-ids.js";
import { floorLimitCurrency, readNumberAndSum, readStatementLine, signedAmount, type StatementLine, where } from "./fields.js";
import { describe, informationFacts } from "./information.js";
import { figure, plural, Refusal, resultOf } from "../refusal.js";
import { groupMessages, type Message } from "./statements.js";
import { readTags } from "./tags.js";

export const mt940Reader: FormatReader = {
  name: "mt940",
  detect(text) {
    const head = text.slice(0, 20_000);
    if (/\{2:[IO]94[02]/.test(head)) return 2;
    const tagged = (name: string) => new RegExp(`^:${name}:`, "m").test(head);
    if (tagged("20") && tagged("25") && (tagged("60F") || tagged("61") || tagged("34F") || tagged("28C"))) return 2;
    return 0;
  },
  read(text, _bytes, options) {
    return resultOf(options.fileName, () => readMt940(text, options));
  },
};

interface Entry {
  line: StatementLine;
  amount: bigint;
  information: string | undefined;
}

function readMt940(text: string, options: ImportOptions): ImportedBook {
  const { tags, skippedLines } = readTags(text);
  if (tags.length === 0) throw new Refusal(undefined, "SWIFT MT940 tags (:20:, :25:, :60F:, :61:, :62F:); the file has none", "export the statement as MT940 again, or pass the right --format");
  const messages = groupMessages(tags);
  const kinds = new Set(messages.map((m) => m.kind));
  if (kinds.size > 1) {
    const interim = messages.find((m) => m.kind === "942")!;
    throw new Refusal(where(interim.start), "MT940 statements or MT942 interim reports, not both: an interim report repeats entries the day's statement books", "import the MT940 statements alone (or the MT942 reports alone)");
  }
  const kind = messages[0]!.kind;
  const accountId = settleAccount(messages);
  const currency = settleCurrency(messages, options);
  const notes: string[] = [];
  if (skippedLines > 0) notes.push(`Skipped ${plural(skippedLines, "header line")} outside the SWIFT tags`);

  const transactions: ImportedTransaction[] = [];
  const bankIds: (string | undefined)[] = [];
  let expected = 0;
  let previous: Message | undefined;
  const seenLines = new Map<string, number>();
  for (const message of messages) {
    const entries: Entry[] = [];
    const expectedEntries: Entry[] = [];
    for (const { line: tag, information } of message.lines) {
      const line = readStatementLine(tag, currency);
      const entry = { line, amount: signedAmount(line), information: information?.value };
      if (line.mark === "EC" || line.mark === "ED") expectedEntries.push(entry);
      else entries.push(entry);
      if (kind === "942") checkNotRepeated(tag.value, tag.line, seenLines);
    }
    expected += expectedEntries.length;
    if (kind === "940") checkStatement(message, entries, previous, currency);
    else checkReport(message, entries, expectedEntries, currency);
    previous = message;
    for (const { line, amount, information } of entries) {
      const description = describe(information, line.supplementary, line.ownerReference);
      const { counterparty, businessCode } = informationFacts(information);
      // The German code says more than the :61: type (NTRF for every transfer), so it wins.
      const code = businessCode !== undefined ? `GVC:${businessCode}` : `MT940:${line.transactionType}`;
      bankIds.push(bankReferenceOf(line));
      transactions.push({
        date: line.bookingDate,
        amountMinor: Number(amount),
        source: `line ${line.tag.line}`,
        ...(description === undefined ? {} : { description }),
        ...(counterparty === undefined ? {} : { counterparty }),
        bankTransactionCode: code,
      });
    }
  }

  const book: ImportedBook = { format: "mt940", currency, accountId, transactions, notes: [] };
  if (kind === "940") {
    const last = messages.at(-1)!.closing!;
    book.closingBalanceMinor = Number(last.minor);
    book.closingBalanceDate = last.date;
    notes.push(
      `Read ${plural(messages.length, "MT940 statement")}; checked that each opening balance plus its entries gives its closing balance${messages.length > 1 ? " and that each statement carries on from the one before" : ""}`,
    );
  } else {
    // Some banks add balances to their MT942; when they do, they were checked like a statement's.
    const last = messages.at(-1)!.closing;
    if (last !== undefined && messages.every((m) => m.opening !== undefined && m.closing !== undefined)) {
      book.closingBalanceMinor = Number(last.minor);
      book.closingBalanceDate = last.date;
    }
    const totals = messages.filter((m) => m.debits !== undefined || m.credits !== undefined).length;
    const n = messages.length;
    const checked = totals === 0 ? "no entry totals (:90D:/:90C:) to check" : `checked the :90D:/:90C: entry totals of ${totals === n ? (n === 1 ? "it" : "each") : `${totals} of them`}`;
    notes.push(`Read ${plural(n, "MT942 interim report")}${book.closingBalanceMinor === undefined ? " (an interim report states no balance)" : ""}; ${checked}`);
  }
  if (expected > 0) notes.push(`Skipped ${plural(expected, "expected entry")} (EC/ED): not booked yet`);
  const ignored = [...new Set(messages.flatMap((m) => m.ignored))];
  if (ignored.length > 0) notes.push(`Ignored the tags ${ignored.map((t) => `:${t}:`).join(", ")}, which carry no entries`);
  const withheld = assignBankIds(transactions, bankIds);
  if (withheld > 0) notes.push(`Gave no bank id to ${plural(withheld, "entry")} whose :61: reference another entry of the file also has`);
  book.notes = notes.map((text) => ({ text }));
  return book;
}

/**
 * The bank's reference (after `//`), else the account owner's reference, which `NONREF` says
 * there is none of.
 */
function bankReferenceOf(line: StatementLine): string | undefined {
  if (line.bankReference !== "") return line.bankReference;
  return line.ownerReference !== "" && line.ownerReference.toUpperCase() !== "NONREF" ? line.ownerReference : undefined;
}

function settleAccount(messages: readonly Message[]): string {
  let first: Message | undefined;
  for (const message of messages) {
    if (message.account === undefined) throw new Refusal(where(message.start), "an account identification (:25:) in every statement", "export the statement again; the :25: line is missing");
    const id = message.account.value.trim();
    if (first === undefined) first = message;
    else if (id !== first.account!.value.trim()) {
      throw new Refusal(
        where(message.account),
        `one account per file; it has ${first.account!.value.trim()} (line ${first.account!.line}) and ${id} (line ${message.account.line})`,
        "export each account's statements to its own file and import them one at a time",
      );
    }
  }
  return first!.account!.value.trim();
}

/** The currency every balance and total states; MT942 has no balance, so its :34F: and :90D:/:90C: say it. */
function settleCurrency(messages: readonly Message[], options: ImportOptions): string {
  const stated: { code: string; at: string }[] = [];
  for (const message of messages) {
    for (const balance of [message.opening, message.closing]) if (balance !== undefined) stated.push({ code: balance.currency, at: where(balance.tag) });
    for (const tag of message.floorLimits) stated.push({ code: floorLimitCurrency(tag), at: where(tag) });
    for (const tag of [message.debits, message.credits]) if (tag !== undefined) stated.push({ code: readNumberAndSum(tag).currency, at: where(tag) });
  }
  const first = stated[0];
  const other = stated.find((s) => s.code !== first?.code);
  if (first !== undefined && other !== undefined) {
    throw new Refusal(other.at, `one currency per file; ${first.at} says ${first.code}, ${other.at} says ${other.code}`, "export each currency's statements to its own file");
  }
  if (first !== undefined && options.currency !== undefined && options.currency !== first.code) {
    throw new Refusal(first.at, `the currency given by --currency (${options.currency}); the file says ${first.code}`, "drop --currency, or correct it");
  }
  const currency = first?.code ?? options.currency;
  if (currency === undefined) throw new Refusal(undefined, "a currency: the report states none (no balance, :34F: or :90D:/:90C:)", "add --currency with the account's ISO 4217 code");
  return currency;
}

function checkStatement(message: Message, entries: readonly Entry[], previous: Message | undefined, currency: string): void {
  const { opening, closing } = message;
  if (opening === undefined) throw new Refusal(where(message.start), "an opening balance (:60F: or :60M:) in the statement beginning here", "export the statement again; its opening balance is missing");
  if (closing === undefined) throw new Refusal(where(message.start), "a closing balance (:62F: or :62M:) in the statement beginning here", "export the statement again; its closing balance is missing");
  const moved = entries.reduce((sum, e) => sum + e.amount, 0n);
  if (opening.minor + moved !== closing.minor) {
    throw new Refusal(
      where(closing.tag),
      `the closing balance to be the opening balance plus the entries: :${opening.tag.name}: ${figure(opening.minor, currency)} + ${plural(entries.length, "entry")} (${sign(moved, currency)}) = ${figure(opening.minor + moved, currency)}; :${closing.tag.name}: says ${figure(closing.minor, currency)}`,
      "export the statement again: entries are missing or edited",
    );
  }
  if (previous?.closing !== undefined && previous.closing.minor !== opening.minor) {
    throw new Refusal(
      where(opening.tag),
      `the opening balance to carry on from the previous statement's closing balance (${where(previous.closing.tag)}: ${figure(previous.closing.minor, currency)}); :${opening.tag.name}: says ${figure(opening.minor, currency)}`,
      "a statement is missing between the two, or they are out of order: export the whole period again",
    );
  }
}

/**
 * :90D:/:90C: count the report's debit and credit entries. Whether a bank counts the expected
 * (EC/ED) entries there is not settled by the standard, so either count is taken: the booked
 * entries read are the same both ways.
 */
function checkReport(message: Message, entries: readonly Entry[], expectedEntries: readonly Entry[], currency: string): void {
  const tally = (list: readonly Entry[], wanted: (e: Entry) => boolean) => {
    const counted = list.filter(wanted);
    return { count: counted.length, sum: counted.reduce((total, e) => total + (e.amount < 0n ? -e.amount : e.amount), 0n) };
  };
  for (const [tag, wanted, word] of [
    [message.debits, (e: Entry) => e.amount < 0n, "debit"],
    [message.credits, (e: Entry) => e.amount > 0n, "credit"],
  ] as const) {
    if (tag === undefined) continue;
    const stated = readNumberAndSum(tag);
    const booked = tally(entries, wanted);
    const withExpected = tally([...entries, ...expectedEntries], wanted);
    const agrees = (t: { count: number; sum: bigint }) => t.count === stated.count && t.sum === stated.minor;
    if (!agrees(booked) && !agrees(withExpected)) {
      throw new Refusal(
        where(tag),
        `the number and sum of ${word} entries to match the report's lines: it has ${plural(booked.count, `${word} entry`)} summing to ${figure(booked.sum, currency)}; :${tag.name}: says ${stated.count} summing to ${figure(stated.minor, currency)}`,
        "export the report again: entries are missing or edited",
      );
    }
  }
  const { opening, closing } = message;
  if (opening !== undefined && closing !== undefined) {
    const moved = entries.reduce((total, e) => total + e.amount, 0n);
    if (opening.minor + moved !== closing.minor) {
      throw new Refusal(where(closing.tag), `the closing balance to be the opening balance plus the entries (${figure(opening.minor + moved, currency)}); :${closing.tag.name}: says ${figure(closing.minor, currency)}`, "export the report again: entries are missing or edited");
    }
  }
}

/** Interim reports that each repeat the day so far would count an entry twice: refused, not summed. */
function checkNotRepeated(text: string, line: number, seen: Map<string, number>): void {
  const earlier = seen.get(text);
  if (earlier !== undefined) {
    throw new Refusal(`line ${line} (:61:)`, `each entry once; line ${line} repeats line ${earlier} of an earlier report (cumulative interim reports)`, "import only the latest MT942 report of the day, or the day's MT940 statement");
  }
  seen.set(text, line);
}

function sign(minor: bigint, currency: string): string {
  return minor < 0n ? figure(minor, currency) : `+${figure(minor, currency)}`;
}
