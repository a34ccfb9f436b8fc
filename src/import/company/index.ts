/**
 * A company of several bank files read as one book: the files in (each already read and checked
 * on its own), one request envelope and what was settled out. Pure: no file system, no clock.
 *
 * - Accounts: files stating the same account number are one account; its rows seen in two files
 *   are kept once (./duplicates.ts) and its files' balances must agree with the rows between them.
 * - Date: `as_of` is the user's --as-of, else the latest date every account's statement covers (the
 *   earliest of the accounts' last dates). An account's balance is carried back to it by its own
 *   rows; rows dated after it are left out.
 * - Balance: the sum of the accounts' balances; a card's balance owed counts as negative cash.
 * - Currency: the first file's. Another currency needs the user's rate (--fx); each amount is
 *   converted on its own (./fx.ts).
 * - Internal transfers (./transfers.ts) are taken out of the envelope's transactions, both sides:
 *   they net to zero, so the balance and every route's net flow are unchanged, and inflow, outflow
 *   and burn no longer count money the company moved to itself.
 */

import { MAX_EXACT_MINOR } from "../../domain/money.js";
import { money } from "../../domain/format-money.js";
import { envelopeRow } from "../envelope.js";
import { BALANCE_TO_GIVE, plural, Refusal } from "../refusal.js";
import { categorize, TRANSFER } from "../../domain/categories/index.js";
import type { ImportedTransaction, ImportRefusal, MissingOption } from "../types.js";
import { coverage, groupAccounts, type Account, type CompanyRow } from "./accounts.js";
import { deduplicate } from "./duplicates.js";
import { convertMinor, type FxRate } from "./fx.js";
import { matchTransfers, refOf } from "./transfers.js";
import type { CompanyFile, CompanyOptions, CompanyResult, CompanySummary, DroppedDuplicates } from "./types.js";

export { parseFx, type FxRate } from "./fx.js";
export type { CompanyFile, CompanyOptions, CompanyResult, CompanySummary } from "./types.js";

/** Candidates not matched, listed one by one in the notes up to this many. */
const MAX_LISTED = 20;

interface Settled {
  account: Account;
  rows: CompanyRow[];
  /** The balance, the date it is at, and the file it comes from. */
  closing: { minor: number; date: string; file: string };
  /** The first and the last date the account's files cover. */
  start: string;
  end: string;
}

export function consolidate(files: readonly CompanyFile[], options: CompanyOptions): CompanyResult {
  try {
    return read(files, options);
  } catch (error) {
    if (!(error instanceof CompanyRefusal)) throw error;
    return { ok: false, refusal: error.refusal, ...(error.missing === undefined ? {} : { missing: error.missing }) };
  }
}

class CompanyRefusal {
  constructor(
    readonly refusal: ImportRefusal,
    readonly missing?: MissingOption,
  ) {}
}

function refuse(file: string, expected: string, fix: string, missing?: MissingOption, at?: string): never {
  throw new CompanyRefusal({ file, ...(at === undefined ? {} : { at }), expected, fix }, missing);
}

function read(files: readonly CompanyFile[], options: CompanyOptions): CompanyResult {
  if (files.length === 0) refuse(options.accountId, "at least one file for the company", "name the company's bank files");
  let accounts: Account[];
  try {
    accounts = groupAccounts(files);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    refuse(`company ${options.accountId}`, error.expected, error.fix);
  }
  const bookCurrency = files[0]!.book.currency;
  const rates = new Map<string, FxRate>(options.fx.map((rate) => [rate.currency, rate]));
  const notes: string[] = [];
  const duplicates: DroppedDuplicates[] = [];

  const settled: Settled[] = accounts.map((account) => {
    const first = account.files[0]!.fileName;
    if (account.currency !== bookCurrency) {
      if (account.currency === undefined || bookCurrency === undefined) {
        const [named, other] = account.currency === undefined ? [first, files[0]!.fileName] : [files[0]!.fileName, first];
        refuse(named, `a currency for every file of the company; ${named} states none while ${other} is in ${account.currency ?? bookCurrency}`, `give --currency after ${named}`, "currency");
      }
      if (!rates.has(account.currency)) {
        refuse(first, `one currency for the company's book (${bookCurrency}, the first file's); ${first} is in ${account.currency}`, `give the rate you use, in ${bookCurrency} per ${account.currency}, and its date: --fx ${account.currency}=<rate>@YYYY-MM-DD`, "fx");
      }
    }
    const { rows, dropped } = deduplicate(account);
    duplicates.push(...dropped);
    return { account, rows, closing: closingOf(account, rows), ...spanOf(account) };
  });

  // The latest date every account's statement covers: the earliest of the accounts' last dates.
  const shortest = settled.reduce((a, b) => (b.end < a.end ? b : a));
  const asOf = options.asOf ?? shortest.end;
  checkDate(settled, asOf, shortest, options);

  // Amounts in the book's currency; an account's balance carried to as_of by its own rows.
  const amountOf = new Map<CompanyRow, number>();
  const summaryAccounts: CompanySummary["accounts"] = [];
  let total = 0;
  let later = 0;
  const kept: CompanyRow[] = [];
  for (const s of settled) {
    const balance = balanceOn(s, asOf, options.accountId);
    for (const row of s.rows) {
      if (row.t.date > asOf) later++;
      else kept.push(row);
    }
    const rate = s.account.currency === bookCurrency ? undefined : rates.get(s.account.currency!)!;
    const inBook = (minor: number, what: string): number => {
      if (rate === undefined) return minor;
      const converted = convertMinor(minor, s.account.currency!, bookCurrency, rate.rate);
      if (!converted.ok) refuse(s.account.files[0]!.fileName, `${what} in ${bookCurrency}; it ${converted.problem}`, "check the --fx rate");
      return converted.minor;
    };
    for (const row of s.rows) if (row.t.date <= asOf) amountOf.set(row, inBook(row.t.amountMinor, `${row.file}, ${row.t.source}`));
    const balanceInBook = inBook(balance, `the balance of ${s.account.label}`);
    total += balanceInBook;
    if (!Number.isSafeInteger(total) || Math.abs(total) > MAX_EXACT_MINOR) refuse(`company ${options.accountId}`, "a company balance that can be added exactly", "check the balances given");
    summaryAccounts.push({ label: s.account.label, files: s.account.files.map((f) => f.fileName), card: s.account.card, ...(s.account.currency === undefined ? {} : { currency: s.account.currency }), balanceMinor: balanceInBook });
    const carried = s.closing.date === asOf ? "" : ` (carried from ${money(s.closing.minor, s.account.currency)} on ${s.closing.date} by its rows)`;
    const converted = rate === undefined ? "" : `; ${money(balance, s.account.currency)} at ${rate.rate} ${bookCurrency} per ${s.account.currency} (rate of ${rate.date}, given with --fx)`;
    notes.push(`${capital(s.account.label)}: balance ${money(balanceInBook, bookCurrency)} on ${asOf}${s.account.card ? ", what the card owes counted as negative cash" : ""}${carried}${converted}`);
  }
  for (const rate of options.fx) {
    if (!settled.some((s) => s.account.currency === rate.currency)) notes.push(`--fx ${rate.currency} was not used: no account is in ${rate.currency}`);
  }

  const transfers = matchTransfers(kept, options.transferWording ?? isTransferWording);
  transfers.matched.sort((a, b) => (a.out.t.date < b.out.t.date ? -1 : a.out.t.date > b.out.t.date ? 1 : 0));
  const internal = new Set(transfers.matched.flatMap((pair) => [pair.out, pair.in]));
  const ordered = kept.filter((row) => !internal.has(row)).sort((a, b) => (a.t.date < b.t.date ? -1 : a.t.date > b.t.date ? 1 : 0));

  notes.unshift(
    `Company ${options.accountId}: ${plural(settled.length, "account")} from ${plural(files.length, "file")}, balance ${money(total, bookCurrency)} on ${asOf}, the sum of the accounts`,
    options.asOf === undefined
      ? `As of ${asOf}: the latest date every account's statement covers (${shortest.account.label} ends there)`
      : `As of ${asOf}, as given with --as-of`,
  );
  if (later > 0) notes.push(`Left out ${plural(later, "row")} dated after ${asOf}, which not every account's statement reaches`);
  for (const d of duplicates) notes.push(`Dropped ${plural(d.count, "row")} of ${d.file} already in ${d.earlierFiles.join(", ")} (same ${d.by}; the files overlap from ${d.from} to ${d.to})`);
  const ref = (row: CompanyRow) => refOf(row, amountOf.get(row)!);
  const describe = (row: CompanyRow) => `${row.file} ${row.t.source} ${row.t.date} ${money(amountOf.get(row)!, bookCurrency)}`;
  if (transfers.matched.length > 0) {
    notes.push(`Matched ${plural(transfers.matched.length, "internal transfer")} between the company's accounts; both sides are left out of the transactions, so inflow, outflow and burn leave them out and the balance is unchanged`);
    for (const pair of transfers.matched) notes.push(`  transfer: ${describe(pair.out)} → ${describe(pair.in)} (${pair.evidence})`);
  }
  const notMatched = [
    ...transfers.ambiguous.map(({ row, partners }) => `Not matched: ${describe(row)} could be a transfer with ${partners.length} rows (${partners.map(describe).join("; ")}); kept as it is`),
    ...transfers.unevidenced.map((pair) => `Not matched: ${describe(pair.out)} and ${describe(pair.in)} look like a transfer but ${pair.missing}; kept as they are`),
  ];
  // A large book can hold many look-alikes (equal amounts days apart): the first ones here, all in the report.
  notes.push(...notMatched.slice(0, MAX_LISTED));
  if (notMatched.length > MAX_LISTED) notes.push(`… and ${notMatched.length - MAX_LISTED} more possible transfers not matched (all listed in the report)`);

  const summary: CompanySummary = {
    accounts: summaryAccounts,
    transfers: transfers.matched.map((pair) => ({ out: ref(pair.out), in: ref(pair.in), evidence: pair.evidence! })),
    unmatched: [
      ...transfers.ambiguous.map(({ row, partners }) => ({ row: ref(row), reason: `${partners.length} possible partners`, partners: partners.map(ref) })),
      ...transfers.unevidenced.map((pair) => ({ row: ref(pair.out), reason: `no evidence that it is internal: ${pair.missing}`, partners: [ref(pair.in)] })),
    ],
    duplicates,
    notes,
  };
  return {
    ok: true,
    envelope: {
      account_id: options.accountId,
      transactions: ordered.map((row) => envelopeRow(row.t, amountOf.get(row)!)),
      balances: { current_minor: total, as_of: asOf, ...(bookCurrency === undefined ? {} : { currency: bookCurrency }) },
    },
    sources: ordered.map((row) => `${row.file}, ${row.t.source}`),
    summary,
  };
}

/**
 * The company's date must be one every account's balance is known on: not before an account's
 * first row, not after its last date; and, unless --as-of was given, no row after today (dates read
 * in the wrong order, most likely).
 */
function checkDate(settled: readonly Settled[], asOf: string, shortest: Settled, options: CompanyOptions): void {
  for (const s of settled) {
    // Before an account's first row its balance would need rows no file of it holds: not known.
    if (s.start > asOf) {
      refuse(
        s.account.files[0]!.fileName,
        `a date every account's files cover; ${s.account.label} starts on ${s.start}, after ${asOf}${options.asOf === undefined ? `, where ${shortest.account.label} ends` : ""}`,
        options.asOf === undefined ? "add exports that cover a common period, or analyse the accounts separately" : `pass an --as-of on or after ${s.start}`,
      );
    }
    if (s.end < asOf) refuse(s.account.files[0]!.fileName, `a statement of ${s.account.label} reaching ${asOf}; its files end on ${s.end}, and its balance after that is not known`, "pass an earlier --as-of, or add a later export of that account");
  }
  if (options.asOf === undefined) {
    for (const s of settled) for (const row of s.rows) {
      if (row.t.date > options.today) refuse(row.file, `dates on or before today (${options.today}); ${row.t.source} is dated ${row.t.date}`, "check the date order (--day-first or --month-first) after that file, or pass --as-of if the book is meant to run ahead", undefined, row.t.source);
    }
  }
}

/**
 * The account's balance: from the file that reaches furthest among those with one (the user's
 * --balance, else the file's own). Every other balance must follow from it by the rows between,
 * or the files do not describe one account the same way: refused rather than summed wrongly.
 */
function closingOf(account: Account, rows: readonly CompanyRow[]): Settled["closing"] {
  const balances: Settled["closing"][] = [];
  for (const file of account.files) {
    const minor = file.balanceMinor ?? file.book.closingBalanceMinor;
    const range = coverage(file);
    if (minor !== undefined && range !== undefined) balances.push({ minor, date: range.to, file: file.fileName });
  }
  if (balances.length === 0) {
    const last = account.files.at(-1)!.fileName;
    refuse(last, `a closing balance for ${account.label}; its file${account.files.length === 1 ? " states" : "s state"} none`, account.card ? `give ${BALANCE_TO_GIVE.owed}: ${last} --owed 1234.56` : `give ${BALANCE_TO_GIVE.balance}: ${last} --balance 11263.38`, account.card ? "owed" : "balance");
  }
  balances.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (let i = 1; i < balances.length; i++) {
    const [before, after] = [balances[i - 1]!, balances[i]!];
    const between = rows.filter((row) => row.t.date > before.date && row.t.date <= after.date).reduce((sum, row) => sum + row.t.amountMinor, 0);
    if (before.minor + between !== after.minor) {
      refuse(
        after.file,
        `balances that follow from each other: ${before.file} ends at ${money(before.minor, account.currency)} on ${before.date}, its rows up to ${after.date} add ${money(between, account.currency)}, but ${after.file} states ${money(after.minor, account.currency)}`,
        "check that both files are the same account (--account-number after a file sets it) and that their overlapping rows are described alike",
      );
    }
  }
  return balances.at(-1)!;
}

/** The account's balance at the close of `asOf`: its closing balance less the rows after, plus the rows up to it. */
function balanceOn(s: Settled, asOf: string, company: string): number {
  let balance = s.closing.minor;
  for (const row of s.rows) {
    if (row.t.date > asOf && row.t.date <= s.closing.date) balance -= row.t.amountMinor;
    else if (row.t.date <= asOf && row.t.date > s.closing.date) balance += row.t.amountMinor;
  }
  if (!Number.isSafeInteger(balance)) refuse(`company ${company}`, `a balance of ${s.account.label} that can be carried exactly`, "check the balances given");
  return balance;
}

function spanOf(account: Account): { start: string; end: string } {
  let start: string | undefined;
  let end: string | undefined;
  for (const file of account.files) {
    const range = coverage(file);
    if (range === undefined) continue;
    if (start === undefined || range.from < start) start = range.from;
    if (end === undefined || range.to > end) end = range.to;
  }
  if (start === undefined || end === undefined) refuse(account.files[0]!.fileName, `rows or a statement date for ${account.label}; its files have neither`, "leave the file out, or export it again with its transactions");
  return { start, end };
}

/** The categorizer's `transfer`: the row is worded or coded as a transfer (a category given, a bank code, words). */
function isTransferWording(t: ImportedTransaction): boolean {
  return categorize({ amountMinor: t.amountMinor, category: t.category, description: t.description, counterparty: t.counterparty, bankTransactionCode: t.bankTransactionCode, mcc: t.mcc }, { givenBy: "bank" }).category === TRANSFER;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
