/**
 * Which column plays which part, and how to read it: from a known layout when the header matched
 * one, else from the header's spellings (header.ts) and what the cells themselves settle. What the
 * file cannot settle (a card export's sign, a fee's meaning, which of two currencies) is refused
 * with the flag that settles it, never guessed.
 */

import { currencyCode } from "../amount.js";
import type { ImportOptions } from "../types.js";
import { cardPaymentPrintedNegative, creditsMarkedAlone, mostlyPositive } from "./card-sign.js";
import { printedNegative, sideMarkOf } from "./money-cells.js";
import { isDateCell } from "./date-cells.js";
import { signOfIncomeRows } from "./income-sign.js";
import { AMOUNT_ALONE_NAMES, BOOKING_DATE_NAMES, columnByWord, currencyInName, currencyOnlyColumns, findColumn, NAMES, normalizeName, partName, sidesByWord, spelledAs, type Part } from "./header.js";
import type { Layout, SignConvention } from "./layout.js";
import { cell, type CsvRecord } from "./records.js";
import { stateOfStatus, STATUS_KEEP, STATUS_SKIP } from "./row-states.js";
import { range } from "./columns-by-balance.js";
import { typeHoldsWords, wordsColumn } from "./words-by-content.js";

export type AmountPlan =
  | { kind: "signed"; column: number; positiveMeans: SignConvention }
  | {
      kind: "debit-credit";
      debit: number;
      credit: number;
      /** Where a column prints figures of both signs, the sign most of them carry; one of the other sign goes the other way. */
      debitUsualSign?: 1 | -1;
      creditUsualSign?: 1 | -1;
    }
  | {
      kind: "unsigned-with-type";
      column: number;
      typeColumn: number;
      moneyIn: ReadonlySet<string>;
      moneyOut: ReadonlySet<string>;
      /** Where the marks name one side only (a "CR" on credits, nothing on debits): what an unmarked row is. */
      unmarked?: SignConvention;
    };

export interface Plan {
  date: number;
  amount: AmountPlan;
  /**
   * A fee column without a net one: the fee comes off the amount ("deducted", printed positive;
   * "signed", printed negative), or, without a layout, "by-balance": the running balance shows on
   * every row whether the fee came off on top of the amount or is already in it.
   */
  fee?: { column: number; combine: "deducted" | "signed" | "by-balance" };
  /** Gross, fee and net columns: the amount read is the net, and each row must satisfy gross − |fee| = net. */
  feeCheck?: { gross: number; fee: number; net: number };
  /**
   * Debit and credit columns beside the signed amount that is read (Kiwibank's "Amount (debit)",
   * "Amount (credit)" and "Amount"): the same money twice, so each row must satisfy
   * |credit| − |debit| = amount, or it is refused; which column is read then changes nothing.
   */
  sidesCheck?: { debit: number; credit: number };
  /** A status column; `flag` where it is a yes-or-no column named by a pending word (`Expected?`, `Pending`). */
  status?: { column: number; keep: ReadonlySet<string>; skip: ReadonlySet<string>; flag?: boolean };
  /** A split transaction's column: a marked whole line carries the amount, its parts below it break it down (split-parts.ts). */
  split?: number;
  /** The day a card was used, beside a booking date: a row with this date and no booking date has not cleared. */
  unclearedBy?: number;
  currencyColumn?: number;
  /** A currency column that names the currency of a foreign amount (beside it), not the account's: kept only to say so. */
  foreignCurrency?: { column: number; amount?: number };
  balance?: number;
  /**
   * The balance split by its sign into two columns ("Saldo (+)" and "Saldo (-)"): `balance` holds
   * it when it is in credit, this column when it is overdrawn (read as negative, however printed).
   */
  balanceBelowZero?: number;
  description?: number;
  /** Columns whose text is joined to the description (a reference, a purpose). */
  memo?: number[];
  /** The other party: the first of these columns with text in the row (Wise names the payee, the payer or the merchant). */
  counterparty?: number[];
  /** Payer and payee columns: the other party is the payee of money out and the payer of money in. */
  counterpartyByDirection?: { payer: number; payee: number };
  category?: number;
  /** Why a signed amount is read the way it is, when the file's own rows settled it (a note for the user). */
  signSettledBy?: string;
  /** Which column was read as the description by its cells, when no header names one (a note for the user). */
  descriptionBy?: string;
  /** The bank's own type of the row (Chase's ACH_DEBIT, Revolut's CARD_PAYMENT), kept as TYPE:<cell>. */
  type?: number;
  /** A card's merchant category code (ISO 18245), read where it is four digits. */
  mcc?: number;
  id?: number;
}

/** A refusal names the header line unless `at` names the row that settles it. */
export type PlanResult = { ok: true; plan: Plan } | { ok: false; at?: string; expected: string; fix: string };

/** Values of a column that says which way an unsigned amount went. */
// "K" (kredītas, kredīts, kreedit) is the Baltic Swedbank's mark for money in beside "D", under a "D/K" header.
const MONEY_IN_MARKS = ["credit", "cr", "c", "crdt", "haben", "h", "bij", "in", "inn", "ind", "kredit", "credito", "crédito", "crédit", "k", "π", "πιστωση", "incoming", "prichozi", "prichozia", "entrant", "inkomend", "entrada", "entrata", "przychodzace", "intrare", "bejovo", "收入", "收", "贷", "贷方", "+"];
const MONEY_OUT_MARKS = ["debit", "dr", "d", "dbit", "soll", "s", "af", "out", "ut", "ud", "debet", "debito", "débito", "débit", "χ", "χρεωση", "outgoing", "odchozi", "odchozia", "sortant", "uitgaand", "salida", "uscita", "wychodzace", "iesire", "kimeno", "支出", "支", "借", "借方", "-"];
/** A direction cell as a mark: its normalised words, or a lone `+` or `-` (a sign column beside unsigned amounts), which normalising would erase. */
export function markOf(cell: string): string {
  const text = cell.trim();
  return text === "+" || text === "-" ? text : normalizeName(text);
}

/**
 * Which way a normalised mark says the money went: the mark itself, or a mark written twice in two
 * languages (`贷 Cr`, `借 Dr`, as Chinese banks print it), every word of it for the same side.
 */
export function sideOfMark(mark: string, moneyIn: ReadonlySet<string>, moneyOut: ReadonlySet<string>): "in" | "out" | undefined {
  if (moneyIn.has(mark)) return "in";
  if (moneyOut.has(mark)) return "out";
  const words = mark.split(" ");
  if (words.length < 2) return undefined;
  if (words.every((word) => moneyIn.has(word))) return "in";
  if (words.every((word) => moneyOut.has(word))) return "out";
  return undefined;
}

/** A header that is the two signs themselves, `+/-` or `+-` (spaces removed first), which normalising would erase. */
const SIGN_HEADER = /^\+\/?-$/;

/** Unsigned amounts on fewer rows than this may be a short list of receipts: a sign is asked for from this many on. */
const MIN_UNSIGNED_ROWS = 3;

/** Header words of a column whose only job is to say which way the money went. */
const DIRECTION_HEADERS = /type|indicator|direction|^sign|^signo$|^signe$|vorzeichen|^teken$|^segno$|^fortegn$|^predznak$|^znak$|^cr|^dr|soll|haben|af ?bij|credit ?debe?t|debit ?(credit|kredit)|^d ?c$|^c ?d$|^s ?h$|^d ?k$|debets? ?kredits?|deebet ?kreedit|^χ ?π$|^π ?χ$|^收 ?支$|^借 ?贷/i;

/** Whether the date read is a booking date: then a transaction-date column beside it marks uncleared rows. */
const isBookingDate = (name: string) => BOOKING_DATE_NAMES.some((spelling) => spelledAs(name, spelling));

/** Status and mark values compared as header cells are: no case, accents or punctuation. */
const lower = (values: readonly string[]) => new Set(values.map(markOf));

export function planFromLayout(layout: Layout, names: readonly string[]): PlanResult {
  const normalized = names.map(normalizeName);
  const column = (header: string): number => normalized.indexOf(normalizeName(header));
  const firstPresent = (headers: string | string[] | undefined): number | undefined => {
    for (const header of typeof headers === "string" ? [headers] : (headers ?? [])) if (column(header) >= 0) return column(header);
    return undefined;
  };
  const amount: AmountPlan =
    layout.amount.kind === "signed"
      ? { kind: "signed", column: column(layout.amount.column), positiveMeans: layout.amount.positiveMeans }
      : layout.amount.kind === "debit-credit"
        ? { kind: "debit-credit", debit: column(layout.amount.debit), credit: column(layout.amount.credit) }
        : {
            kind: "unsigned-with-type",
            column: column(layout.amount.column),
            typeColumn: column(layout.amount.typeColumn),
            moneyIn: lower(layout.amount.moneyIn),
            moneyOut: lower(layout.amount.moneyOut),
          };
  const plan: Plan = { date: column(layout.date), amount };
  if (layout.fee !== undefined) plan.fee = { column: column(layout.fee.column), combine: layout.fee.combine };
  if (layout.feeCheck !== undefined) plan.feeCheck = { gross: column(layout.feeCheck.gross), fee: column(layout.feeCheck.fee), net: column(layout.feeCheck.net) };
  if (layout.status !== undefined) {
    // The layout's own words first; a word it does not list is read as in any export (a bank whose
    // header matches a known layout may print "Processed" where the layout's bank prints "Cleared").
    const [keep, skip] = [lower(layout.status.keep), lower(layout.status.skip)];
    for (const word of STATUS_KEEP) if (!skip.has(word)) keep.add(word);
    for (const word of STATUS_SKIP) if (!keep.has(word)) skip.add(word);
    plan.status = { column: column(layout.status.column), keep, skip };
  }
  if (typeof layout.currency === "object") plan.currencyColumn = column(layout.currency.column);
  const optional = { balance: layout.balance, description: layout.description, category: layout.category, type: layout.type, id: layout.rowId, unclearedBy: layout.unclearedBy };
  for (const [part, headers] of Object.entries(optional) as [keyof typeof optional, string | string[] | undefined][]) {
    const found = firstPresent(headers);
    if (found !== undefined) plan[part] = found;
  }
  const counterparty = (typeof layout.counterparty === "string" ? [layout.counterparty] : (layout.counterparty ?? [])).map(column).filter((index) => index >= 0);
  if (counterparty.length > 0) plan.counterparty = counterparty;
  const memo = (typeof layout.memo === "string" ? [layout.memo] : (layout.memo ?? [])).map(column).filter((index) => index >= 0);
  if (memo.length > 0) plan.memo = memo;
  const required = [plan.date, ...Object.values(amount).filter((v): v is number => typeof v === "number"), ...Object.values(plan.feeCheck ?? {})];
  if (required.some((index) => index < 0)) return { ok: false, expected: `the columns of the ${layout.name} layout`, fix: "export the file again from the bank without editing its columns" };
  return { ok: true, plan };
}

/**
 * The generic reading: the header's spellings name the parts, each column playing at most one.
 * `rows` are the table's data rows, used to recognise what only the cells show: a direction
 * column (every value a debit/credit mark), a currency column ("Valuta" holding codes, not
 * dates), an id column (every value distinct), which of several currency amounts is filled, and
 * a card export.
 */
export function planFromHeader(names: readonly string[], rows: readonly CsvRecord[], options: ImportOptions): PlanResult {
  const normalized = names.map(partName);
  const taken = new Set<number>();
  const find = (part: Part, accept: (column: number) => boolean = () => true): number | undefined => {
    const rejected = new Set(taken);
    for (;;) {
      const column = findColumn(normalized, NAMES[part], rejected);
      if (column === undefined) return undefined;
      if (accept(column)) return column;
      rejected.add(column);
    }
  };
  const take = (column: number | undefined): number | undefined => {
    if (column !== undefined) taken.add(column);
    return column;
  };
  const values = (column: number) => rows.map((row) => cell(row, column)).filter((value) => value !== "");
  const holdsCodes = (column: number) => {
    const cells = values(column);
    return cells.length > 0 && cells.every((cell) => currencyCode(cell.toUpperCase()) !== undefined || currencyInName(cell) !== undefined);
  };
  const holdsDates = (column: number) => {
    const cells = values(column);
    return cells.length > 0 && cells.every(isDateCell);
  };

  // "Valuta" is a currency only when it holds codes; any other currency header is taken as one
  // (a column of something else under "Currency" is then refused, naming it).
  // A currency column beside an amount in the purchase's own currency ("Importo in divisa", then
  // "Divisa") and not beside the account's own amount names that amount's currency, not the
  // account's; so does one whose name says so ("Foreign Currency Type"). Where it stands between
  // the two (UOB's "Transaction Amount(Foreign)", "Local Currency Type", "Transaction Amount(Local)";
  // Barclaycard's "Amount", "Currency", "Original Amount"), it is the account's.
  const within = (column: number) => column >= 0 && column < names.length;
  const sellers = isSellersReport(names);
  const ownAmount = (column: number) => within(column) && !namesForeignAmount(names[column]!, sellers) && findColumn([normalized[column]!], [...NAMES.amount, ...NAMES.debit, ...NAMES.credit, ...NAMES.net]) !== undefined;
  const foreignAmountBeside = (column: number): number | undefined =>
    ownAmount(column - 1) || ownAmount(column + 1) ? undefined : [column - 1, column + 1].find((side) => within(side) && isForeignAmountHeader(names[side]!, sellers));
  // An exchange rate beside a currency column ("Currency Rate", "Wechselkurs", "Taux de change")
  // that converts on some row (a rate other than 1) converts the purchase's currency into the
  // account's: that currency is the purchase's, even where the account's own amount stands on its
  // other side (Bank Norwegian's "Currency Amount", "Currency Rate", "Currency", "Amount"). A rate
  // column left empty, or 1 on every row, converts nothing (Nykredit's "Valuta" beside an empty
  // "Vekselkurs" is the account's).
  const converts = (column: number) => values(column).some((value) => /\d/.test(value) && Number(value.replace(",", ".")) !== 1);
  const rateBeside = (column: number) => [column - 1, column + 1].some((side) => within(side) && EXCHANGE_RATE.test(normalized[side]!) && converts(side));
  // Two amount columns of one name, one beside a currency column named foreign (Miles & More's
  // "Foreign currency;Amount;Exchange rate;Amount;Currency"): the one beside it is the purchase's.
  const twinAmountBeside = (column: number): number | undefined => {
    if (!namesForeignAmount(names[column]!, sellers)) return undefined;
    const twinned = (side: number) => ownAmount(side) && normalized.some((name, other) => other !== side && name === normalized[side]);
    const sides = [column - 1, column + 1].filter(twinned);
    return sides.length === 1 ? sides[0] : undefined;
  };
  const describesForeignAmount = (column: number) => namesForeignAmount(names[column]!, sellers) || foreignAmountBeside(column) !== undefined || rateBeside(column);
  const currency = take(find("currency", (column) => !describesForeignAmount(column) && (holdsCodes(column) || (normalized[column] !== "valuta" && !holdsDates(column)))));
  const named = find("date") ?? columnByWord(normalized, "date", taken)!;
  const transactionDate = isBookingDate(normalized[named]!) ? find("transactionDate") : undefined;
  // A date column left empty on some rows, with no transaction date beside it to say those rows are
  // not yet booked, is not the rows' date when another column gives a date on every row (Fidelity's
  // "Settlement Date" is filled on trades only; its "Run Date" on every row).
  const dateOnEveryRow = (column: number) => values(column).length === rows.length && holdsDates(column);
  const filled = transactionDate !== undefined || dateOnEveryRow(named) ? undefined : names.findIndex((_, column) => column !== named && !taken.has(column) && dateOnEveryRow(column));
  const date = take(filled === undefined || filled < 0 ? named : filled)!;
  if (transactionDate !== undefined) take(transactionDate);

  const plan: Plan = { date, amount: { kind: "signed", column: -1, positiveMeans: "money-in" } };
  if (transactionDate !== undefined) plan.unclearedBy = transactionDate;
  if (currency !== undefined) plan.currencyColumn = currency;
  const foreignCurrency = take(find("currency", describesForeignAmount));
  if (foreignCurrency !== undefined) {
    const amount = foreignAmountBeside(foreignCurrency) ?? take(twinAmountBeside(foreignCurrency));
    plan.foreignCurrency = { column: foreignCurrency, ...(amount === undefined ? {} : { amount }) };
  }

  const net = take(find("net") ?? columnByWord(normalized, "net", taken));
  // Beside a net and a fee, an amount column is the gross (Revolut Business: Amount, Fee, Total amount).
  const gross = net === undefined ? undefined : take(find("gross") ?? (find("fee") !== undefined ? find("amount") : undefined));
  // A fee column that charges nothing (every cell empty or zero, as Yuh's `FEES/COMMISSION`) changes no amount: it is left unread.
  const chargesFee = (column: number) => values(column).some((value) => /[1-9]/.test(value));
  // Beside a net, a fee named in longer words ("Gumroad Fees") is its fee too.
  const feeByWord = (): number | undefined => {
    const column = net === undefined ? undefined : columnByWord(normalized, "fee", taken);
    return column !== undefined && chargesFee(column) ? column : undefined;
  };
  const fee = take(find("fee", chargesFee) ?? feeByWord());
  const hasBalance = find("balance") !== undefined;
  if (fee !== undefined && net === undefined && hasBalance) plan.fee = { column: fee, combine: "by-balance" };
  else if (fee !== undefined && net === undefined) {
    return {
      ok: false,
      expected: `a net column or a running balance beside the '${names[fee]}' column: without a known layout it cannot be told whether the amounts already include the fee`,
      fix: "delete the fee column if the amounts already include it, or add a Net column (amount minus fee)",
    };
  }
  if (net !== undefined && gross !== undefined && fee !== undefined) plan.feeCheck = { gross, fee, net };

  // DEGIRO writes "Mutatie" over the currency and leaves the figures beside it unnamed ("Mutatie,,Saldo,"):
  // a money header over a column of currency codes, beside an unnamed column of figures, names the figures.
  const figuresBeside = (column: number | undefined): number | undefined => {
    if (column === undefined || names[column + 1]?.trim() !== "" || !holdsCodes(column)) return column;
    const beside = values(column + 1);
    if (beside.length === 0 || !beside.every((value) => /\d/.test(value) && !/\p{L}/u.test(value))) return column;
    if (plan.currencyColumn === undefined) plan.currencyColumn = column;
    return take(column + 1);
  };
  let amountColumn = net;
  if (amountColumn === undefined) {
    const chosen = amountOfSeveralCurrencies(names, normalized, taken, values, options, sellers);
    if (!chosen.ok) return chosen;
    amountColumn = figuresBeside(take(chosen.column));
  }
  // Debit and credit columns no spelling names, each a cell holding an amount's word and a side's
  // ("Net credit amount", "Importe abono"): a pair, found only when there is one of each.
  const spelledSides = find("debit") !== undefined && find("credit") !== undefined;
  const sidesInWords = spelledSides ? undefined : sidesByWord(normalized, taken);
  const sides = (part: "debit" | "credit") => find(part) ?? sidesInWords?.[part];
  // A header no spelling names ("Amount Single Column"): its one cell holding an amount's word, where
  // no debit and credit are named, in a spelling or in words (a pair outranks a lone amount word:
  // beside "NET_CREDIT_AMOUNT" and "NET_DEBIT_AMOUNT", a "COUPON_AMOUNT" is a part of the sale).
  if (amountColumn === undefined && (sides("debit") === undefined || sides("credit") === undefined)) amountColumn = take(findColumn(normalized, AMOUNT_ALONE_NAMES, taken) ?? columnByWord(normalized, "amount", taken));
  // An amount printed without a sign on every row beside a debit and a credit column (Airwallex's
  // "Amount" beside its "Debit Net Amount" and "Credit Net Amount"): the side columns say which way
  // each row went, and the unsigned figure says nothing more.
  if (amountColumn !== undefined && net === undefined && sides("debit") !== undefined && sides("credit") !== undefined && values(amountColumn).every((value) => !printedNegative(value) && sideMarkOf(value) === undefined)) {
    taken.delete(amountColumn);
    amountColumn = undefined;
  }
  // Of two debit or credit columns, one may hold no figure at all: ICBC fills its 交易金额 (收入/支出,
  // in the purchase's currency) with "-" and books the money in 记账金额 (in the account's).
  const holdsFigures = (column: number) => values(column).some((value) => /\d/.test(value));
  const sideColumn = (part: "debit" | "credit") => take(find(part, holdsFigures) ?? sides(part));
  const debit = amountColumn === undefined ? sideColumn("debit") : undefined;
  const credit = amountColumn === undefined ? sideColumn("credit") : undefined;
  if (amountColumn !== undefined && net === undefined) {
    const [sideDebit, sideCredit] = [sides("debit"), sides("credit")];
    if (sideDebit !== undefined && sideCredit !== undefined) plan.sidesCheck = { debit: take(sideDebit)!, credit: take(sideCredit)! };
  }
  let balance = figuresBeside(take(find("balance") ?? balanceByWord(normalized, taken)));
  const belowZero = balance === undefined ? undefined : signSplitPartner(names, normalized, balance, find("balance"));
  if (belowZero !== undefined) {
    take(belowZero.minus);
    balance = belowZero.plus;
  }

  if (amountColumn !== undefined) {
    const direction = directionColumn(names, rows, taken, amountColumn);
    if (direction !== undefined) {
      take(direction.column);
      plan.amount = { kind: "unsigned-with-type", column: amountColumn, typeColumn: direction.column, moneyIn: lower(MONEY_IN_MARKS), moneyOut: lower(MONEY_OUT_MARKS) };
      if (direction.unmarked !== undefined) plan.amount.unmarked = direction.unmarked;
    } else {
      const typeColumn = find("type");
      const byWords = options.positiveMeans === undefined && typeColumn !== undefined ? sidesByTypeWords(rows, amountColumn, typeColumn) : undefined;
      if (byWords !== undefined) {
        take(typeColumn);
        plan.amount = { kind: "unsigned-with-type", column: amountColumn, typeColumn: typeColumn!, moneyIn: byWords.moneyIn, moneyOut: byWords.moneyOut };
        plan.signSettledBy = `Read which way each unsigned amount moved from the words of its '${names[typeColumn!]}' ('${byWords.inExample}' in, '${byWords.outExample}' out)`;
        return finish();
      }
      // A double-entry export names the account each row moved from and the one it moved to
      // (Keesha's `fromAccount` and `toAccount`): the account the file is of is on every row, on the
      // side that says which way.
      const sides = options.positiveMeans === undefined && balance === undefined && net === undefined ? accountOnEveryRow(normalized, rows, taken) : undefined;
      if (sides !== undefined) {
        take(sides.from);
        take(sides.to);
        plan.amount = { kind: "unsigned-with-type", column: amountColumn, typeColumn: sides.from, moneyIn: sides.others, moneyOut: new Set([sides.account]) };
        plan.signSettledBy = `Read which way each unsigned amount moved from the account on every row, '${sides.shown}': money out where it is the '${names[sides.from]}', in where it is the '${names[sides.to]}'`;
        return finish();
      }
      // A type column that says which way some unsigned amounts moved but not others (ezBookkeeping's
      // `Income` and `Expense` beside `Transfer`, ether.fi's `card_spend` and `topup` beside
      // `card_refund`): the file mixes both ways, so no flag that reads every row one way is right.
      const figures = values(amountColumn).filter((value) => /\d/.test(value));
      const allUnsigned = figures.length >= MIN_UNSIGNED_ROWS && figures.every((value) => !printedNegative(value) && !value.startsWith("+") && sideMarkOf(value) === undefined);
      const undirected = typeColumn !== undefined && balance === undefined && net === undefined && allUnsigned ? rowsTheTypeLeavesUndirected(rows, typeColumn) : undefined;
      if (undirected !== undefined) {
        return {
          ok: false,
          at: `line ${undirected[0]!.line}`,
          expected: `a way for every unsigned amount: the '${names[typeColumn!]}' column says money in or out on the other rows, but not on ${undirected.slice(0, 3).map((row) => `line ${row.line} ('${row.fields[typeColumn!]!.trim()}')`).join(", ")}${undirected.length > 3 ? ` and ${undirected.length - 3} more` : ""}`,
          fix: "export the statement again with signed amounts, or delete the rows that did not move this account's money; a flag would read every row one way",
        };
      }
      const moved = options.positiveMeans === undefined && balance === undefined && net === undefined && typeColumn !== undefined ? transfersWrittenUnsigned(normalized, rows, amountColumn, typeColumn) : undefined;
      if (moved !== undefined) {
        const first = moved.rows[0]!;
        return {
          ok: false,
          at: `line ${first.line}`,
          expected: `a way for every amount: the '${names[typeColumn!]}' column says money in or out on the other rows and their signs agree, but ${moved.rows.length === 1 ? "this row" : `${moved.rows.length} rows`} ('${cell(first, typeColumn!)}', ${cell(first, amountColumn)} with '${cell(first, moved.counterAccount)}' in '${names[moved.counterAccount]}') ${moved.rows.length === 1 ? "is" : "are"} positive, as an amount moved between two accounts is written, which does not say which way it moved this account's money`,
          fix: "export the account's statement with its transfers signed, or delete the transfer rows and give the balance with --balance; no flag reads one row the other way",
        };
      }
      const byType = options.positiveMeans === undefined && balance === undefined && net === undefined && typeColumn !== undefined ? signByRowType(rows, amountColumn, typeColumn) : undefined;
      if (byType !== undefined && "refuse" in byType) {
        return {
          ok: false,
          expected: `one sign for every '${byType.word}' row of the '${names[typeColumn!]}' column: ${byType.refuse}, so the file does not say which sign is a charge`,
          fix: "add --positive-means money-out (a positive amount is a charge) or --positive-means money-in",
        };
      }
      if (byType !== undefined) {
        plan.amount = { kind: "signed", column: amountColumn, positiveMeans: byType.positiveMeans };
        const out = byType.positiveMeans === "money-out";
        plan.signSettledBy = out
          ? `Read a positive amount as money out: every '${byType.word}' row of the '${names[typeColumn!]}' column is positive${byType.payments > 0 ? " and every payment negative" : ""}, as card exports print a charge`
          : `Read a positive amount as money in: every '${byType.word}' row of the '${names[typeColumn!]}' column is negative${byType.payments > 0 ? " and every payment positive" : ""}, as a purchase takes money out`;
        return finish();
      }
      const cardColumn = normalized.find((name) => /\bcard\b/.test(name));
      if (options.positiveMeans === undefined && cardColumn !== undefined && balance === undefined && net === undefined) {
        return {
          ok: false,
          expected: `a known layout or a running balance to tell which sign is money in: the '${names[normalized.indexOf(cardColumn)]}' column suggests a card export, and card exports differ (some print a charge positive, some negative)`,
          fix: "add --positive-means money-out (a positive amount is a charge) or --positive-means money-in",
        };
      }
      if (options.positiveMeans === undefined) {
        const payment = cardPaymentPrintedNegative(rows, amountColumn);
        if (payment !== undefined) {
          return {
            ok: false,
            at: `line ${payment.line}`,
            expected: `a sign the file's own rows agree with: read without a flag a positive amount is money in, but this row ('${payment.words}', ${payment.amount}) is worded as a payment to a card, and its minus would make it money out`,
            fix: "add --positive-means money-out if positive amounts are charges (as on a card export that prints the payment negative), or --positive-means money-in if that payment is money into this account",
          };
        }
        const credits = creditsMarkedAlone(rows, amountColumn);
        if (credits !== undefined) {
          plan.amount = { kind: "signed", column: amountColumn, positiveMeans: "money-out" };
          plan.signSettledBy = `Read an amount with no mark as money out: ${credits.marked === 1 ? "1 amount is" : `${credits.marked} amounts are`} marked 'CR' (money in) and none 'DR', as a card statement marks its credits alone`;
          return finish();
        }
        const positive = balance === undefined && net === undefined ? mostlyPositive(rows, amountColumn) : undefined;
        // Rows filed under income say which sign brought money in: read by it where it turns the
        // amounts round, or settles a file whose signs alone leave it open.
        const categoryColumn = balance === undefined && net === undefined ? find("category") : undefined;
        const income = categoryColumn === undefined ? undefined : signOfIncomeRows(rows, amountColumn, categoryColumn);
        if (income !== undefined && (income.sign === "negative" || positive !== undefined)) {
          const out = income.sign === "negative";
          plan.amount = { kind: "signed", column: amountColumn, positiveMeans: out ? "money-out" : "money-in" };
          plan.signSettledBy = `Read a positive amount as money ${out ? "out" : "in"}: ${income.rows === 1 ? "the row" : `all ${income.rows} rows`} filed under income in '${names[categoryColumn!]}' ('${income.category}', line ${income.line}${income.rows === 1 ? "" : " first"}) ${income.rows === 1 ? "is" : "are"} printed ${income.sign} (give --positive-means ${out ? "money-in" : "money-out"} if that is not so)`;
          return finish();
        }
        if (positive !== undefined) {
          return {
            ok: false,
            expected: `a running balance or a known layout to tell which sign is money in: ${positive.positive} amounts in '${names[amountColumn]}' are positive and ${positive.negative} negative, as a card export that prints its charges positive writes them, while a bank account's money out is most of its rows`,
            fix: "add --positive-means money-in if this is a bank account (positive amounts brought money in), or --positive-means money-out if it is a card (positive amounts are charges)",
          };
        }
        // No figure carries a sign and no running balance says which way each moved: the export
        // writes its amounts unsigned (the direction in a column the reader does not know), or is
        // a card's list of charges. Read as money in, every payment out would count as income.
        // Every figure printed with a plus (Pluxee's "+ 23.45 €" on its spending too): the sign says
        // nothing, and no flag can say which rows took money out.
        if (balance === undefined && figures.length >= MIN_UNSIGNED_ROWS && figures.every((value) => value.startsWith("+"))) {
          return {
            ok: false,
            expected: `a sign that tells money in from money out: all ${figures.length} amounts in '${names[amountColumn]}' are printed with a plus, spending as well, and no column says which way each moved`,
            fix: "export the statement again with signed amounts or a debit and a credit column; no flag can tell which rows took money out",
          };
        }
        if (balance === undefined && figures.length >= MIN_UNSIGNED_ROWS && figures.every((value) => !printedNegative(value) && sideMarkOf(value) === undefined)) {
          const codes = typeColumn === undefined ? [] : [...new Set(values(typeColumn))];
          if (codes.length >= 2 && codes.length <= MAX_DIRECTION_CODES) {
            return {
              ok: false,
              expected: `a sign on some amount or a running balance: all ${figures.length} amounts in '${names[amountColumn]}' are unsigned, and the '${names[typeColumn!]}' column (${codes.map((code) => `'${code}'`).join(", ")}) may say which way each moved, in codes this reader does not know`,
              fix: "export the statement again with signed amounts, or with debit and credit columns; a flag would read every row one way",
            };
          }
          // A merchant's register of refunds (YooKassa's `Сумма возврата`, "refund amount"): its only
          // amount names the refunds it paid back, money out; a refund received would sit among the
          // payments of a statement, beside the money that went out.
          if (typeColumn === undefined && REFUND_AMOUNT.test(normalized[amountColumn]!)) {
            plan.amount = { kind: "signed", column: amountColumn, positiveMeans: "money-out" };
            plan.signSettledBy = `Read the unsigned amounts as money out: the only amount column, '${names[amountColumn]}', names refunds paid back (give --positive-means money-in if these refunds were received)`;
            return finish();
          }
          return {
            ok: false,
            expected: `a sign on some amount or a running balance: all ${figures.length} amounts in '${names[amountColumn]}' are unsigned, so the file does not say which moved money in and which out`,
            fix: "add --positive-means money-in if every row brought money in, or --positive-means money-out if every row took money out (a card's charges); a file mixing both needs its direction column named with --columns",
          };
        }
      }
      plan.amount = { kind: "signed", column: amountColumn, positiveMeans: options.positiveMeans ?? "money-in" };
    }
  } else if (debit !== undefined && credit !== undefined) {
    plan.amount = { kind: "debit-credit", debit, credit };
  } else {
    return { ok: false, expected: "an amount column, or debit and credit columns, beside the date", fix: "name the columns with --columns, e.g. --columns date,description,amount" };
  }

  return finish();

  /** The columns that do not decide the amount: balance, status, type, id, other party, description, category. */
  function finish(): PlanResult {
    if (balance !== undefined) plan.balance = balance;
    if (belowZero !== undefined) plan.balanceBelowZero = belowZero.minus;
    const status = take(find("status"));
    // A status column read by the reader's own lists of status words.
    const byStatusWords = (column: number) => ({ column, keep: new Set(STATUS_KEEP), skip: new Set(STATUS_SKIP) });
    if (status !== undefined) plan.status = byStatusWords(status);
    else {
      // A yes-or-no column named by a pending word (Cozy Banks' `Expected?`, a `Pending` or `Is
      // pending` flag): a row marked yes has not moved money yet.
      const flag = normalized.findIndex((name, column) => !taken.has(column) && PENDING_FLAG_HEADERS.has(name.replace(/^is /, "")) && values(column).every((value) => YES.has(normalizeName(value)) || NO.has(normalizeName(value))));
      if (flag >= 0) plan.status = { column: take(flag)!, keep: NO, skip: YES, flag: true };
      else {
        // A ledger app's `Cleared` column of status words (YNAB's `Cleared`, `Uncleared`,
        // `Reconciled`); other apps fill a column so named with marks (`R`, `c`), which say nothing here.
        const cleared = normalized.findIndex((name, column) => !taken.has(column) && CLEARED_HEADERS.has(name) && values(column).length > 0 && values(column).every((value) => stateOfStatus(value) !== "unknown"));
        if (cleared >= 0) plan.status = byStatusWords(take(cleared)!);
      }
    }
    const split = take(find("split"));
    if (split !== undefined) plan.split = split;
    const type = take(find("type"));
    if (type !== undefined) plan.type = type;
    const mcc = take(find("mcc"));
    if (mcc !== undefined) plan.mcc = mcc;
    // An id must tell rows apart: rows seen in two files are kept once by it. A plain "Reference"
    // is one only when every value is distinct and looks like a code (a digit, no spaces): "Lön" or
    // "Rent" recur in next month's file and must not make its rows look like this month's.
    const distinct = (column: number) => values(column).length > 0 && new Set(values(column)).size === values(column).length;
    const id = take(find("id", distinct) ?? find("reference", (column) => distinct(column) && values(column).every((value) => /\d/.test(value) && !/\s/.test(value))));
    if (id !== undefined) plan.id = id;
    // Of two other-party columns, one naming the same party on every row is the account's holder (a
    // Volksbank's `Auftraggeber/Zahlungsempfänger`): the one that varies names the other party.
    const varies = (column: number) => new Set(values(column)).size > 1;
    let counterparty = take(find("counterparty", varies) ?? find("counterparty"));
    const payee = counterparty === undefined ? find("payee") : undefined;
    const payer = counterparty === undefined ? find("payer") : undefined;
    if (payee !== undefined && payer !== undefined) plan.counterpartyByDirection = { payer: take(payer)!, payee: take(payee)! };
    else counterparty ??= take(payee ?? payer);
    if (counterparty !== undefined) plan.counterparty = [counterparty];
    // A description column with text on fewer than half the rows (Outbank's empty `Note` beside its
    // `Reason`, ZKB's `Details` beside its `Buchungstext`) is passed over for one with text on most.
    const mostlyFilled = (column: number) => {
      const filled = values(column).length;
      return filled > 0 && 2 * filled >= rows.length;
    };
    const hasText = (column: number) => values(column).length > 0;
    const named = take(find("description", mostlyFilled) ?? find("description", hasText)) ?? take(find("reference", hasText));
    // No header names a description with text on most rows (a Volksbank's `Kundenreferenz` holds only
    // its balance lines' labels): the longest text the header leaves unread holds the row's words.
    const unread = named === undefined || !mostlyFilled(named) ? take(wordsColumn(range(names.length).filter((column) => !taken.has(column) && column !== plan.date), rows)) : undefined;
    if (unread !== undefined) plan.descriptionBy = `Read the words of '${names[unread]}' into the description: no header names one with text on most rows, and it holds the longest text that changes from row to row`;
    // Beside a named other party (a card's `Merchant` and its `Merchant City`) they follow its name.
    const [description, ...continued] = withNumberedParts(named ?? (counterparty === undefined ? unread : undefined) ?? take(find("description")) ?? take(find("reference")));
    if (unread !== undefined && unread !== description) continued.push(unread);
    plan.description = description ?? counterparty;
    if (plan.description === undefined && type !== undefined && typeHoldsWords(type, rows)) {
      plan.description = type;
      plan.descriptionBy = `Read '${names[type]}' as the description as well as the row's type: no header names a description, and its text differs on most rows`;
    }
    if (plan.description === undefined) delete plan.description;
    // A reference beside a description or a name (Starling's Counter Party and Reference) says what
    // the payment was for: it joins the description.
    const reference = plan.description === undefined ? undefined : take(find("reference"));
    // A second text column filled on most rows (ZKB's `Buchungstext`, naming the payee, beside its
    // `Zahlungszweck`) says what the first does not: it joins too.
    const second = description === undefined ? undefined : take(find("description", mostlyFilled));
    const memo = [...continued, ...(reference === undefined ? [] : [reference]), ...(second === undefined ? [] : [second])];
    if (memo.length > 0) plan.memo = memo;
    const category = take(find("category"));
    if (category !== undefined) plan.category = category;
    return { ok: true, plan };
  }

  /**
   * A description a bank writes over numbered columns (UBS's `Description 1` to `3` beside a
   * `Description`, `Verwendungszweck 2`, `Omschrijving 2`, DBS's `Transaction Ref1` to `3` beside
   * its `Reference` of codes): the columns in order, each read as the text goes on. One that holds
   * the same words on every row (UBS's `Description`, the account's name) says nothing of any row,
   * and is left out where another varies.
   */
  function withNumberedParts(first: number | undefined): number[] {
    if (first === undefined) return [];
    const textWord = (name: string) => findColumn([name], NAMES.description) !== undefined || findColumn([name], NAMES.reference) !== undefined;
    const numbered = normalized.flatMap((name, column) => {
      const base = taken.has(column) ? undefined : /^(.*?) ?\d$/.exec(name)?.[1];
      return base !== undefined && (textWord(base) || textWord(base.split(" ").at(-1)!)) ? [take(column)!] : [];
    });
    const parts = [first, ...numbered];
    const varying = parts.filter((column) => rows.length < 2 || new Set(rows.map((row) => cell(row, column))).size > 1);
    return numbered.length === 0 || varying.length === 0 ? parts : varying;
  }
}

/**
 * A header that ends in a balance word under a name the lists do not know ("Daily Posted
 * Balance", "Saldo contable actual"), when none is known: the running balance is then checked on
 * every row like any other, so a column that is not one is refused, never read. A balance before
 * the row ("Opening balance", "Saldo anterior") is not the balance after it, and is left alone.
 */
function balanceByWord(normalized: readonly string[], taken: ReadonlySet<number>): number | undefined {
  const found = normalized.flatMap((name, column) => (!taken.has(column) && BALANCE_WORD.test(name) && !BALANCE_BEFORE.test(name) ? [column] : []));
  return found.length === 1 ? found[0] : undefined;
}
/** A balance word last ("Running Bal", "Neuer Saldo") or first ("Saldo do Dia", C6 Bank's day-end balance). */
const BALANCE_WORD = / (?:balance|bal|saldo|solde|kontostand)$|^(?:balance|saldo|solde|kontostand) /;
const BALANCE_BEFORE = /\b(opening|beginning|starting|start|previous|prior|before|brought|anfangs\w*|alter|initial|inicial|iniziale|anterior|precedent|vorher|begin|oud|ancien|ingaende|voor)\b/;

/**
 * Two columns of one name whose headers carry opposite signs ("Saldo (+)" and "Saldo (-)", as
 * CaixaBank splits its balance, beside "Ingreso (+)" and "Gasto (-)"): the figure on the side its
 * sign says. Any other second column of the same part is no partner.
 */
function signSplitPartner(names: readonly string[], normalized: readonly string[], first: number, second: number | undefined): { plus: number; minus: number } | undefined {
  if (second === undefined || normalized[first] !== normalized[second]) return undefined;
  const sign = (header: string) => (/\(\s*\+\s*\)/.test(header) ? "+" : /\(\s*[-−]\s*\)/.test(header) ? "-" : undefined);
  const [a, b] = [sign(names[first]!), sign(names[second]!)];
  if (a === "+" && b === "-") return { plus: first, minus: second };
  if (a === "-" && b === "+") return { plus: second, minus: first };
  return undefined;
}

/**
 * Row types that are a purchase with a card, and that are a payment to it. The purchase words are
 * those of card and account exports' type columns in the reader's languages ("Card payment" is a
 * purchase in British use, "Platba kartou" in Czech and Slovak).
 */
const PURCHASE_TYPES = new Set([
  "purchase", "sale", "card payment", "card purchase", "card transaction", "pos purchase", "debit card purchase",
  "kartenzahlung", "kartenumsatz", "paiement carte", "paiement par carte", "betaalautomaat", "pinbetaling", "betaling pinpas",
  "compra", "compra con tarjeta", "pago con tarjeta", "pagamento con carta", "kortbetaling", "kortkob", "kortkop", "platba kartou",
]);
const PAYMENT_TYPES = new Set(["payment", "autopay", "payment thank you"]);
/** Words of a row type that say money came in (`WIRE CREDIT`, `ACH CREDIT`, `DEPOSIT`, `Gutschrift`). */
const CREDIT_TYPE_WORDS = new Set(["credit", "deposit", "income", "topup", "gutschrift", "credito", "abono", "ingreso", "bijschrijving"]);
/** Words of a row type that say money went out (`ACH DEBIT`, `CHECK PAID`, `DEBIT CARD PURCHASE`, `ACCOUNT ANALYSIS FEE`). */
const DEBIT_TYPE_WORDS = new Set(["debit", "paid", "purchase", "fee", "withdrawal", "expense", "spend", "lastschrift", "belastung", "cargo", "afschrijving"]);

/** Which way a row's type says the money went by its words (`WIRE CREDIT`, `ACH DEBIT`), or undefined where it names neither way, or both. */
function sideOfTypeWords(type: string): "in" | "out" | undefined {
  const words = normalizeName(type).split(" ");
  const [isIn, isOut] = [words.some((word) => CREDIT_TYPE_WORDS.has(word)), words.some((word) => DEBIT_TYPE_WORDS.has(word))];
  return isIn === isOut ? undefined : isIn ? "in" : "out";
}

/**
 * A bank export whose every amount is unsigned and whose type column says the way in its words
 * (Silicon Valley Bank's `WIRE CREDIT`, `ACH DEBIT`, `CHECK PAID`, `DEPOSIT`): each row's side read
 * from them. Only where every amount is unsigned, every type names one side and no other, and both
 * sides are there; else undefined, and the sign is settled (or refused) as before.
 */
function sidesByTypeWords(rows: readonly CsvRecord[], amountColumn: number, typeColumn: number): { moneyIn: Set<string>; moneyOut: Set<string>; inExample: string; outExample: string } | undefined {
  const moneyIn = new Set<string>();
  const moneyOut = new Set<string>();
  let inExample = "";
  let outExample = "";
  let figures = 0;
  for (const row of rows) {
    const amount = cell(row, amountColumn);
    if (!/\d/.test(amount)) continue;
    if (printedNegative(amount) || amount.startsWith("+") || sideMarkOf(amount) !== undefined) return undefined;
    figures++;
    const type = cell(row, typeColumn);
    const side = sideOfTypeWords(type);
    if (side === undefined) return undefined;
    (side === "in" ? moneyIn : moneyOut).add(markOf(type));
    if (side === "in") inExample ||= type;
    else outExample ||= type;
  }
  return figures >= MIN_UNSIGNED_ROWS && moneyIn.size > 0 && moneyOut.size > 0 ? { moneyIn, moneyOut, inExample, outExample } : undefined;
}

/**
 * The rows whose type says neither way, where the type column says money in on some rows and money
 * out on others (in the direction marks or the type words): the file mixes both ways. Undefined
 * where it does not say both ways, or says a way on every row.
 */
function rowsTheTypeLeavesUndirected(rows: readonly CsvRecord[], typeColumn: number): CsvRecord[] | undefined {
  const [moneyIn, moneyOut] = [lower(MONEY_IN_MARKS), lower(MONEY_OUT_MARKS)];
  let ins = 0;
  let outs = 0;
  const neither: CsvRecord[] = [];
  for (const row of rows) {
    const type = row.fields[typeColumn] ?? "";
    const side = sideOfMark(markOf(type), moneyIn, moneyOut) ?? sideOfTypeWords(type);
    if (side === "in") ins++;
    else if (side === "out") outs++;
    else neither.push(row);
  }
  return ins > 0 && outs > 0 && neither.length > 0 ? neither : undefined;
}

/** Headers of the account a double-entry row moved money from, and to (normalised). */
const FROM_ACCOUNT = ["from account", "account from", "source account"];
const TO_ACCOUNT = ["to account", "account to", "destination account", "target account"];

/** Words of a type that names a move between two accounts, normalised. */
const TRANSFER_TYPE_WORDS = new Set(["transfer", "transfers", "umbuchung", "ubertrag", "overboeking", "virement", "transferencia", "trasferimento", "overforing"]);
/** Headers of the other account a move between two accounts went to (normalised). */
const COUNTER_ACCOUNT = ["counter account", "gegenkonto", "zielkonto", "transfer account", ...TO_ACCOUNT];

/**
 * A budgeting app's export that types each row (Primoco's `Entry Type`: `Income`, `Expense`,
 * `Transfer`) signs its income and expenses but writes a transfer as the amount moved, positive,
 * naming the other account (`Counter Account`): read as signed, a transfer out would count as money
 * in. The rows typed as a transfer, when the type column says money in on some other rows and out on
 * others and every one of their signs agrees, every transfer is positive and names another account;
 * else undefined.
 */
function transfersWrittenUnsigned(normalized: readonly string[], rows: readonly CsvRecord[], amountColumn: number, typeColumn: number): { rows: CsvRecord[]; counterAccount: number } | undefined {
  const counterAccount = normalized.findIndex((name) => COUNTER_ACCOUNT.includes(name));
  if (counterAccount < 0) return undefined;
  const transfers: CsvRecord[] = [];
  let [ins, outs] = [0, 0];
  for (const row of rows) {
    const amount = cell(row, amountColumn);
    if (!/[1-9]/.test(amount)) continue;
    const minus = printedNegative(amount);
    const type = cell(row, typeColumn);
    const side = sideOfTypeWords(type);
    if (side === "in" && !minus) ins++;
    else if (side === "out" && minus) outs++;
    else if (side !== undefined) return undefined;
    else if (normalizeName(type).split(" ").some((word) => TRANSFER_TYPE_WORDS.has(word))) {
      if (minus || cell(row, counterAccount) === "") return undefined;
      transfers.push(row);
    }
  }
  return ins > 0 && outs > 0 && transfers.length > 0 ? { rows: transfers, counterAccount } : undefined;
}

/**
 * The from- and to-account columns of a double-entry export, and the one account named on every
 * row on one side or the other (the account the file is of): undefined unless the header names both
 * and exactly one account is on every row, never on both sides of one. `others` are the from-side
 * values of the rows that brought money into it, normalised as marks.
 */
function accountOnEveryRow(normalized: readonly string[], rows: readonly CsvRecord[], taken: ReadonlySet<number>): { from: number; to: number; account: string; shown: string; others: Set<string> } | undefined {
  const from = normalized.findIndex((name, column) => !taken.has(column) && FROM_ACCOUNT.includes(name));
  const to = normalized.findIndex((name, column) => !taken.has(column) && TO_ACCOUNT.includes(name));
  if (from < 0 || to < 0 || rows.length < MIN_UNSIGNED_ROWS) return undefined;
  const sidesOf = (row: CsvRecord) => [markOf(row.fields[from] ?? ""), markOf(row.fields[to] ?? "")] as const;
  let common = new Set(sidesOf(rows[0]!));
  for (const row of rows) {
    const [out, into] = sidesOf(row);
    common = new Set([...common].filter((account) => account !== "" && (account === out) !== (account === into)));
  }
  if (common.size !== 1) return undefined;
  const account = [...common][0]!;
  const others = new Set(rows.map((row) => sidesOf(row)[0]).filter((value) => value !== account));
  const shown = (rows.find((row) => sidesOf(row)[0] === account)?.fields[from] ?? rows[0]!.fields[to] ?? "").trim();
  return { from, to, account, shown, others };
}

type SignByType = { positiveMeans: SignConvention; word: string; payments: number } | { refuse: string; word: string };

/**
 * An export says which sign a charge has through its own rows: when every row typed "Purchase"
 * (or "Sale", "Card payment") is positive, and every "Payment" negative, a positive amount is
 * money out (Apple Card); when every purchase is negative and every payment to the card positive,
 * a positive amount is money in (a bank account with a card column, VÚB's). Purchases of both
 * signs, or payments of the same sign as the purchases, leave it unsettled and the file is refused.
 */
function signByRowType(rows: readonly CsvRecord[], amountColumn: number, typeColumn: number): SignByType | undefined {
  let word: string | undefined;
  let positive = 0;
  let negative = 0;
  let paymentsPositive = 0;
  let paymentsNegative = 0;
  let creditsPositive = 0;
  let credit: string | undefined;
  // An amount written with a "+" states its sign outright (Venmo's "+ $45.00"): nothing to settle.
  if (rows.some((row) => cell(row, amountColumn).startsWith("+"))) return undefined;
  for (const row of rows) {
    const type = normalizeName(row.fields[typeColumn] ?? "");
    const amount = cell(row, amountColumn);
    if (amount === "" || !/\d/.test(amount)) continue;
    const minus = amount.startsWith("-") || amount.startsWith("(") || amount.endsWith("-") || amount.includes("$-");
    if (PURCHASE_TYPES.has(type)) {
      word ??= cell(row, typeColumn);
      if (minus) negative++;
      else positive++;
    } else if (PAYMENT_TYPES.has(type)) {
      if (minus) paymentsNegative++;
      else paymentsPositive++;
    } else if (!minus && type.split(" ").some((part) => CREDIT_TYPE_WORDS.has(part))) {
      credit ??= cell(row, typeColumn);
      creditsPositive++;
    }
  }
  if (word === undefined) return undefined;
  if (positive > 0 && negative > 0) return { refuse: `${positive} of them positive and ${negative} negative`, word };
  if (positive > 0) {
    if (paymentsPositive > 0) return { refuse: `they are positive, and so are ${paymentsPositive} payment rows`, word };
    // A bank export with every amount unsigned and the way in the type's words (`WIRE CREDIT`, `ACH DEBIT`):
    // the charges are positive because everything is.
    if (creditsPositive > 0) return { refuse: `they are positive, and so are ${creditsPositive} rows whose type says money came in ('${credit}')`, word };
    return { positiveMeans: "money-out", word, payments: paymentsNegative };
  }
  if (paymentsNegative > 0) return { refuse: `they are negative, and so are ${paymentsNegative} payment rows`, word };
  return { positiveMeans: "money-in", word, payments: paymentsPositive };
}

/**
 * Header words of an amount in the purchase's own currency: "Foreign amount", "Original amount",
 * "Betrag in Fremdwährung", "Oorspronkelijk bedrag", "Montant d'origine", "Importo in divisa",
 * "Importe en divisa", "Bedrag in vreemde valuta", "Původní částka a měna", "Eredeti összeg".
 */
const FOREIGN_AMOUNT = /foreign|original|charged currency|merchant currency|orig\.|fremd|oorspr|origine|originale|\b(?:in|en) divisa\b|vreemde|p[uů]vodn|p[oô]vodn|eredeti|валюте операции/i;
/**
 * An amount "in currency", in the purchase's own: "Currency Amount", "Transaction currency amount",
 * "Betrag in Währung", "Montant en devise", "Valutabeløp", "Bedrag in valuta", "Importo in valuta",
 * "Kwota w walucie" (the account's, "Kwota w walucie rachunku", says whose). Compared normalised.
 */
const AMOUNT_IN_CURRENCY = /^(?:(?:transaction |foreign )?currency amount|amount in currency|betrag in (?:wahrung|waehrung)|wahrungsbetrag|montant en devises?|valutabelop|valutabelob|valutabelopp|bedrag in valuta|importo in valuta|importe en moneda|kwota w walucie|valor na moeda)$/;
/** Names of a column of exchange rates, normalised: "Currency Rate", "Exchange Rate", "Kurs", "Wechselkurs", "Taux de change", "Valutakurs", "Wisselkoers", "Tipo de cambio". */
const EXCHANGE_RATE = /^(?:currency rate|exchange rate|conversion rate|fx rate|rate of exchange|kurs|wechselkurs|devisenkurs|umrechnungskurs|taux de change|taux de conversion|valutakurs|vekselkurs|wisselkoers|koers|tipo de cambio|tasa de cambio|tasso di cambio|taxa de cambio|kurs waluty|kurs wymiany|smenny kurz|menny kurz|arfolyam|valutakurssi|курс|курс валюты)$/;

/**
 * A seller's report names the buyer's currency (Google Play's "Buyer Currency" and "Amount (Buyer
 * Currency)", a "Customer currency"): there the buyer's is the purchase's own, and the merchant's
 * ("Amount (Merchant Currency)", which on a card statement is the shop's) is the seller's, whose
 * account the report is.
 */
const BUYERS = /\b(?:buyer|customer)s?\b/i;
function isSellersReport(names: readonly string[]): boolean {
  return names.some((name) => BUYERS.test(name) && /currency/i.test(name));
}

/** Whether a header names the purchase's own currency or an amount in it. */
function namesForeignAmount(header: string, sellers: boolean): boolean {
  if (sellers) return BUYERS.test(header) || (!/merchant/i.test(header) && namesForeignAmount(header, false));
  return FOREIGN_AMOUNT.test(header) || AMOUNT_IN_CURRENCY.test(normalizeName(header));
}

/** Words that make a header an amount, for telling "Original amount" from "Original description". */
const AMOUNT_WORD = /amount|amt|betrag|montant|bedrag|importe|importo|belopp|belob|belop|kwota|value|castka|suma|osszeg|montante|valoare|сумма/;

/** Whether a header names an amount in the purchase's own currency. */
function isForeignAmountHeader(header: string, sellers: boolean): boolean {
  return (namesForeignAmount(header, sellers) && AMOUNT_WORD.test(normalizeName(header))) || AMOUNT_IN_CURRENCY.test(normalizeName(header));
}

/** Headers of a yes-or-no column that marks a row not booked yet (normalised, without a leading `is`). */
const PENDING_FLAG_HEADERS = new Set(["expected", "pending", "reserved", "uncleared", "upcoming", "scheduled", "vorgemerkt", "en attente", "prevu", "gepland", "pendiente"]);
/** Headers of a column that says whether a row has cleared, read as a status column when its values are status words. */
const CLEARED_HEADERS = new Set(["cleared", "clr"]);
/** Yes and no, in the reader's languages, as a flag column writes them. */
const YES = new Set(["yes", "true", "y", "1", "ja", "oui", "si", "sim", "j"]);
const NO = new Set(["no", "false", "n", "0", "nein", "non", "nee", "nao", ""]);

/** An amount header that names a refund: `Refund amount`, `Сумма возврата`, `Montant du remboursement`, `Erstattungsbetrag`. */
const REFUND_AMOUNT = /(?:^|\s)(?:refund|refunds|refunded|возврата|возврат|возвратов|remboursement|remboursements|erstattung\p{L}*|ruckerstattung\p{L}*|terugbetaling|reembolso|rimborso)(?:\s|$)/u;

/** At most this many values in a type column beside unsigned amounts make it a column of direction codes. */
const MAX_DIRECTION_CODES = 3;

type Chosen = { ok: true; column: number | undefined } | { ok: false; expected: string; fix: string };

/**
 * The amount column. Several amount columns in different currencies ("Amount (EUR)" and
 * "Amount (USD)", RBC's "CAD$" and "USD$") are one account's amounts in one of them: the column
 * in the currency given with --currency, else the only one with any figures in it; otherwise the
 * user is asked which.
 */
function amountOfSeveralCurrencies(names: readonly string[], normalized: readonly string[], taken: ReadonlySet<number>, values: (column: number) => string[], options: ImportOptions, sellers: boolean): Chosen {
  const named: number[] = [];
  for (const spelling of NAMES.amount) normalized.forEach((name, column) => spelledAs(name, spelling) && !taken.has(column) && !named.includes(column) && named.push(column));
  // An amount in the purchase's own currency ("Transaction Amount(Foreign)", "Original Amount",
  // "Fremdbetrag") is not what the account moved, when the account's own amount is beside it.
  const all = [...named, ...currencyOnlyColumns(names).filter((column) => !taken.has(column))];
  const own = all.filter((column) => !namesForeignAmount(names[column]!, sellers));
  const candidates = own.length > 0 ? own : all;
  const inCurrency = candidates.filter((column) => currencyInName(names[column]!) !== undefined);
  const currencies = new Set(inCurrency.map((column) => currencyInName(names[column]!)));
  if (currencies.size < 2) return { ok: true, column: candidates[0] };
  if (options.currency !== undefined) {
    const matching = inCurrency.filter((column) => currencyInName(names[column]!) === options.currency);
    if (matching.length === 1) return { ok: true, column: matching[0] };
  }
  const filled = inCurrency.filter((column) => values(column).length > 0);
  if (filled.length === 1 && options.currency === undefined) return { ok: true, column: filled[0] };
  const choices = inCurrency.map((column) => `--currency ${currencyInName(names[column]!)} to read '${names[column]}'`);
  return {
    ok: false,
    expected: `one amount column; the file has one per currency (${inCurrency.map((column) => `'${names[column]}'`).join(", ")})${options.currency === undefined ? "" : ` and none in ${options.currency}`}`,
    fix: `add ${choices.join(", or ")}`,
  };
}

/**
 * A column other than the ones taken whose every value is a credit or debit mark. Single letters
 * ("C", "D", "S", "H") are too weak a sign on their own, unless the header says direction, or the
 * column has no header and stands right after the amount: the mark split off the amount
 * (Volksbank's "Umsatz" then an unnamed "S"/"H" column; a UK card's "£1,100.00" then "CR"). There
 * a mark on one side only ("CR" on the payment, nothing on the purchases) says the unmarked rows
 * are the other side, as "CR" printed after a credit does on a UK statement.
 */
function directionColumn(names: readonly string[], rows: readonly CsvRecord[], taken: ReadonlySet<number>, amountColumn: number): { column: number; unmarked?: SignConvention } | undefined {
  const moneyIn = lower(MONEY_IN_MARKS);
  const moneyOut = lower(MONEY_OUT_MARKS);
  // A row whose status says it moved nothing (Alipay's "交易关闭", closed) may say neither way ("不计收支").
  const skipped = lower(STATUS_SKIP);
  const movedNothing = (row: CsvRecord) => row.fields.some((field) => skipped.has(normalizeName(field)));
  for (let column = 0; column < names.length; column++) {
    if (taken.has(column)) continue;
    let ins = 0;
    let outs = 0;
    let all = true;
    for (const row of rows) {
      const value = markOf(row.fields[column] ?? "");
      if (value === "") continue;
      const side = sideOfMark(value, moneyIn, moneyOut);
      if (side === "in") ins++;
      else if (side === "out") outs++;
      else if (!movedNothing(row)) {
        all = false;
        break;
      }
    }
    if (!all || ins + outs === 0) continue;
    const splitOff = names[column]!.trim() === "" && column === amountColumn + 1;
    if (splitOff) {
      if (ins > 0 && outs > 0) return { column };
      return { column, unmarked: ins > 0 ? "money-out" : "money-in" };
    }
    if (rows.some((row) => cell(row, column).length > 1) || DIRECTION_HEADERS.test(normalizeName(names[column]!)) || SIGN_HEADER.test(names[column]!.replace(/\s/g, ""))) return { column };
  }
  return undefined;
}
