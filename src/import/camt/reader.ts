/**
 * The camt reader: ISO 20022 bank-to-customer statements (camt.053, BkToCstmrStmt/Stmt) and account
 * reports (camt.052, BkToCstmrAcctRpt/Rpt), any version from .001.02 on, with or without namespace
 * prefixes. Only booked entries (Sts BOOK) become transactions; pending and information-only ones
 * are counted in a note. Every statement's balances must add up (opening + booked entries =
 * closing), its control totals (TxsSummry) must match its entries, and several statements of one
 * account must follow on from each other; anything else is refused, naming the statement and the
 * figures.
 *
 * Reversals: ISO 20022 defines CdtDbtInd as the direction of the entry itself, a reversal of a
 * debit being booked as a credit with RvslInd true ("if CdtDbtInd is CRDT and RvslInd is true, the
 * original operation was a debit"). Some banks instead keep the original direction and let
 * RvslInd negate it. The statement's own balances settle which one the bank meant: the standard's
 * reading is used unless only the other one makes opening + entries = closing.
 */

import { formatMinor, isKnownCurrency } from "../amount.js";
import { assignBankIds } from "../bank-ids.js";
import type { FormatReader, ImportedBook, ImportedTransaction, ImportOptions } from "../types.js";
import { childrenNamed, descendants, parseXml, type XmlElement } from "../xml.js";
import { plural } from "../refusal.js";
import { EXPORT_AGAIN, placeOf, Refusal } from "./refusal.js";
import { readStatement, type CamtStatement } from "./statement.js";
import { checkSummary } from "./summary.js";

export const camtReader: FormatReader = {
  name: "camt",
  detect(text) {
    return /camt\.05[23]|BkToCstmrStmt|BkToCstmrAcctRpt/.test(text) ? 2 : 0;
  },
  read(text, _bytes, options) {
    try {
      return { ok: true, book: readCamt(text, options) };
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return { ok: false, refusal: { file: options.fileName, ...(error.at === undefined ? {} : { at: error.at }), expected: error.expected, fix: error.fix } };
    }
  },
};

/**
 * Whether the underlying transaction credited the account, which says whose name is the other
 * party's (the debtor of a credit, the creditor of a debit). A reversal undoes a transaction that
 * went the other way from the money it now moves, whichever convention the bank signed it by.
 */
function originalWasCredit(reversal: boolean, amountMinor: number, credit: boolean): boolean {
  const movedIn = amountMinor === 0 ? credit : amountMinor > 0;
  return reversal ? !movedIn : movedIn;
}

/** A statement with its entries' signs settled and its closing balance known where it can be. */
interface Settled {
  statement: CamtStatement;
  /** Each entry's effect on the balance, in the statement's entry order. */
  signed: number[];
  /** The stated closing balance, or opening + booked entries when only the opening is stated. */
  closingMinor: bigint | undefined;
  reversalsNegated: boolean;
}

function readCamt(text: string, options: ImportOptions): ImportedBook {
  const parsed = parseXml(text);
  if (!parsed.ok) throw new Refusal(`line ${parsed.line}`, `well-formed XML: ${parsed.problem}`, EXPORT_AGAIN);
  const { message, kind, part } = theMessage(parsed.root);
  const version = new RegExp(`${kind.replace(".", "\\.")}\\.001\\.(\\d{2})`).exec(text)?.[1];
  const elements = childrenNamed(message, part);
  if (elements.length === 0) throw new Refusal(placeOf(message.name, message.line), `at least one ${part} in ${message.name}; the message has none`, EXPORT_AGAIN);

  const fallback = options.currency?.toUpperCase();
  const statements = elements.map((element, i) => readStatement(element, `${part}[${i + 1}]`, fallback !== undefined && isKnownCurrency(fallback) ? fallback : undefined));
  const first = statements[0]!;
  checkOneAccount(statements);
  if (fallback !== undefined && fallback !== first.currency) {
    throw new Refusal(placeOf(`${first.path}/Acct`, first.line), `the currency given with --currency (${options.currency}); the statement says ${first.currency}`, "drop --currency: the statement states its own currency");
  }

  const ordered = inOrder(statements);
  const settled = ordered.map(settle);
  checkChain(settled);

  const notes: string[] = [];
  const transactions: ImportedTransaction[] = [];
  const notBooked = new Map<string, number>();
  const bankIds: (string | undefined)[] = [];
  // NtryRef is meant to identify the entry, but some banks number entries within each statement
  // (1, 2, … again in the next one): a file whose NtryRefs repeat shows it, and then none is an id.
  const entryReferences = statements.flatMap((s) => s.entries.map((e) => e.facts.entryReference)).filter((r) => r !== undefined);
  const entryReferencesIdentify = new Set(entryReferences).size === entryReferences.length;
  for (const { statement, signed } of settled) {
    statement.entries.forEach((entry, i) => {
      if (entry.status !== "BOOK") {
        notBooked.set(entry.status, (notBooked.get(entry.status) ?? 0) + 1);
        return;
      }
      const { facts } = entry;
      const amountMinor = signed[i]!;
      const counterparty = originalWasCredit(entry.reversal, amountMinor, entry.credit) ? facts.debtor : facts.creditor;
      bankIds.push(facts.servicerReference ?? (entryReferencesIdentify ? facts.entryReference : undefined) ?? facts.endToEndId);
      transactions.push({
        date: entry.date!,
        amountMinor,
        source: `${entry.path} (line ${entry.line})`,
        ...(entry.description === undefined ? {} : { description: entry.description }),
        ...(counterparty === undefined ? {} : { counterparty }),
        ...(facts.code === undefined ? {} : { bankTransactionCode: facts.code }),
      });
    });
  }
  const account = first.account;
  const noun = part === "Stmt" ? "statement" : "report";
  notes.push(
    `Read ${kind}${version === undefined ? "" : `.001.${version}`}: ${plural(statements.length, noun)}${account === undefined ? "" : ` for account ${account}`}, ${plural(transactions.length, "booked entry")} in ${first.currency}`,
  );
  notes.push(...balanceNotes(settled, noun));
  if (!entryReferencesIdentify) notes.push("The entry references (NtryRef) repeat within the file, so they number entries rather than identify them: not used as the bank's id");
  const withheld = assignBankIds(transactions, bankIds);
  if (withheld > 0) notes.push(`Gave no bank id to ${plural(withheld, "entry")} whose reference another entry of the file also has`);
  if (notBooked.size > 0) {
    const total = [...notBooked.values()].reduce((a, b) => a + b, 0);
    const LABEL: Record<string, string> = { PDNG: "pending (PDNG)", INFO: "information only (INFO)", FUTR: "future (FUTR)" };
    notes.push(`Skipped ${total} entr${total === 1 ? "y that is" : "ies that are"} not booked, so not in the booked balance: ${[...notBooked].map(([status, count]) => `${count} ${LABEL[status] ?? status}`).join(", ")}`);
  }
  const summaries = settled.filter(({ statement, signed }) => checkSummary(statement, (i) => signed[i]!)).length;
  if (summaries > 0) notes.push(`Checked the control totals (TxsSummry) of ${summaries === 1 && settled.length === 1 ? `the ${noun}` : plural(summaries, noun)} against the entries`);
  const negated = settled.filter((s) => s.reversalsNegated);
  const unconfirmed = settled.filter((s) => (s.statement.opening === undefined || s.statement.closing === undefined) && s.statement.entries.some((e) => e.reversal && e.status === "BOOK"));
  if (unconfirmed.length > 0) {
    notes.push(`Read reversals (RvslInd true) by their CdtDbtInd, as ISO 20022 defines it, in ${unconfirmed.map((s) => s.statement.path).join(", ")}; without both balances the file cannot confirm it`);
  }
  if (negated.length > 0) {
    notes.push(`Read reversals (RvslInd true) as negating their CdtDbtInd in ${negated.map((s) => s.statement.path).join(", ")}: only that reading makes the bank's balances add up`);
  }

  const book: ImportedBook = { format: kind, currency: first.currency, transactions, notes: notes.map((note) => ({ text: note })) };
  if (account !== undefined) book.accountId = account;
  const last = settled[settled.length - 1]!;
  if (last.closingMinor !== undefined) {
    if (last.closingMinor > BigInt(Number.MAX_SAFE_INTEGER) || last.closingMinor < -BigInt(Number.MAX_SAFE_INTEGER)) {
      throw new Refusal(placeOf(last.statement.path, last.statement.line), "a closing balance small enough to be handled exactly", EXPORT_AGAIN);
    }
    book.closingBalanceMinor = Number(last.closingMinor);
    const date = last.statement.closing?.date;
    if (date !== undefined) book.closingBalanceDate = date;
  }
  return book;
}

/** The statement message wherever it sits (under Document, or in a business-message envelope). */
function theMessage(root: XmlElement): { message: XmlElement; kind: "camt.053" | "camt.052"; part: "Stmt" | "Rpt" } {
  const find = (name: string) => (root.name === name ? root : descendants(root, name)[0]);
  const statement = find("BkToCstmrStmt");
  if (statement !== undefined) return { message: statement, kind: "camt.053", part: "Stmt" };
  const report = find("BkToCstmrAcctRpt");
  if (report !== undefined) return { message: report, kind: "camt.052", part: "Rpt" };
  const notification = find("BkToCstmrDbtCdtNtfctn") !== undefined;
  throw new Refusal(
    placeOf(root.name, root.line),
    notification
      ? "a camt.053 statement or camt.052 report; this is a camt.054 debit/credit notification, which carries no balances"
      : `a camt.053 statement (BkToCstmrStmt) or camt.052 report (BkToCstmrAcctRpt); the XML's root is <${root.name}>`,
    "export the account statement (camt.053) or account report (camt.052) from online banking",
  );
}

function checkOneAccount(statements: CamtStatement[]): void {
  const first = statements[0]!;
  for (const statement of statements.slice(1)) {
    if (statement.account !== first.account) {
      throw new Refusal(
        placeOf(`${statement.path}/Acct`, statement.line),
        `one account per file; ${first.path} is for ${first.account ?? "an unnamed account"}, ${statement.path} for ${statement.account ?? "an unnamed account"}`,
        "export one account at a time and import each file on its own",
      );
    }
    if (statement.currency !== first.currency) {
      throw new Refusal(placeOf(`${statement.path}/Acct`, statement.line), `one currency per file; ${first.path} is in ${first.currency}, ${statement.path} in ${statement.currency}`, "export each currency's account as its own file");
    }
    if (statement.id !== undefined && statement.id === first.id) {
      throw new Refusal(placeOf(`${statement.path}/Id`, statement.line), `each statement once; ${statement.path} repeats ${first.path} (Id ${statement.id})`, "export the statement again, or remove the repeated statement");
    }
  }
}

/** Statements by the date of their closing balance when every one states it; else as the file lists them. */
function inOrder(statements: CamtStatement[]): CamtStatement[] {
  if (statements.some((s) => s.closing?.date === undefined)) return statements;
  return [...statements].sort((a, b) => (a.closing!.date! < b.closing!.date! ? -1 : a.closing!.date! > b.closing!.date! ? 1 : 0));
}

function settle(statement: CamtStatement): Settled {
  const standard = statement.entries.map((e) => (e.credit ? e.magnitude : -e.magnitude + 0));
  const negated = statement.entries.map((e, i) => (e.reversal ? -standard[i]! + 0 : standard[i]!));
  const booked = (signed: number[]) => statement.entries.reduce((sum, e, i) => (e.status === "BOOK" ? sum + BigInt(signed[i]!) : sum), 0n);
  const { opening, closing, decimals } = statement;
  if (opening === undefined) return { statement, signed: standard, closingMinor: closing === undefined ? undefined : BigInt(closing.minor), reversalsNegated: false };
  const open = BigInt(opening.minor);
  if (closing === undefined) return { statement, signed: standard, closingMinor: open + booked(standard), reversalsNegated: false };
  const close = BigInt(closing.minor);
  if (open + booked(standard) === close) return { statement, signed: standard, closingMinor: close, reversalsNegated: false };
  if (statement.entries.some((e) => e.reversal && e.status === "BOOK") && open + booked(negated) === close) {
    return { statement, signed: negated, closingMinor: close, reversalsNegated: true };
  }
  const sum = booked(standard);
  throw new Refusal(
    placeOf(closing.path, closing.line),
    `${statement.path}${statement.id === undefined ? "" : ` (Id ${statement.id})`} to add up: opening ${opening.code} ${formatMinor(open, decimals)} + booked entries ${formatMinor(sum, decimals)} = ${formatMinor(open + sum, decimals)}, but its closing ${closing.code} is ${formatMinor(close, decimals)}`,
    "export the statement again; entries are missing or were edited",
  );
}

/** Each statement of the account opens where the one before it closed. */
function checkChain(settled: Settled[]): void {
  for (let k = 1; k < settled.length; k++) {
    const before = settled[k - 1]!;
    const current = settled[k]!;
    const opening = current.statement.opening;
    if (before.closingMinor === undefined || opening === undefined || BigInt(opening.minor) === before.closingMinor) continue;
    const decimals = current.statement.decimals;
    throw new Refusal(
      placeOf(opening.path, opening.line),
      `each statement to open where the one before it closed; ${before.statement.path} closes at ${formatMinor(before.closingMinor, decimals)}, ${current.statement.path} opens at ${formatMinor(opening.minor, decimals)}`,
      "export the statements again as one file without gaps; for intraday reports that each start from the same opening balance, import only the latest one",
    );
  }
}

function balanceNotes(settled: Settled[], noun: string): string[] {
  const checked = settled.filter((s) => s.statement.opening !== undefined && s.statement.closing !== undefined);
  const notes: string[] = [];
  if (settled.length === 1 && checked.length === 1) {
    const { statement, closingMinor } = checked[0]!;
    const open = BigInt(statement.opening!.minor);
    notes.push(
      `Checked the balances: opening ${statement.opening!.code} ${formatMinor(open, statement.decimals)} + booked entries ${formatMinor(closingMinor! - open, statement.decimals)} = closing ${statement.closing!.code} ${formatMinor(closingMinor!, statement.decimals)}`,
    );
  } else if (checked.length > 0) {
    notes.push(`Checked the balances of ${checked.length} of ${settled.length} ${noun}s (opening + booked entries = closing)${settled.length > 1 ? ", and that each opens where the one before closed" : ""}`);
  }
  const computed = settled.filter((s) => s.statement.opening !== undefined && s.statement.closing === undefined);
  const unchecked = settled.filter((s) => s.statement.opening === undefined);
  if (computed.length > 0) notes.push(`${computed.map((s) => s.statement.path).join(", ")} state${computed.length === 1 ? "s" : ""} no closing balance; it is the opening balance plus the booked entries`);
  if (unchecked.length > 0) notes.push(`${unchecked.map((s) => s.statement.path).join(", ")} state${unchecked.length === 1 ? "s" : ""} no opening balance (OPBD or PRCD), so the entries could not be checked against the balances`);
  const last = settled[settled.length - 1]!;
  if (last.closingMinor === undefined) notes.push("The file states no closing balance (CLBD or ITBD)");
  else if (last.statement.closing?.code === "ITBD") notes.push("Closing balance from the interim booked balance (ITBD) of the last report");
  return notes;
}

