/**
 * The bank-CSV reader: any export with a header naming a date and an amount (or debit and credit
 * columns), and every known layout (layouts.ts). Steps: split records (records.ts), find the
 * table under any title lines (header.ts), settle the columns (plan.ts), the date order
 * (date-cells.ts), the decimal mark and the currency (money-cells.ts), read each row, skip rows
 * that never moved money, and check the bank's running balance (../balance-check.ts).
 */

import { currencyCode, currencyDecimals, formatMinor, isKnownCurrency } from "../amount.js";
import { merchantCategoryCode } from "../merchant-category.js";
import { decodeText } from "../text.js";
import { figure, plural, Refusal, resultOf } from "../refusal.js";
import type { FormatReader, ImportedBook, ImportedTransaction, ImportOptions } from "../types.js";
import { checkRunningBalance, type BalancedRow } from "../balance-check.js";
import { dateOrderOf, isDateCell, isYearlessDate, readDate, type DateOrder } from "./date-cells.js";
import { datedInYear } from "./dated-in-year.js";
import { currencyInName, findColumn, findTable, NAMES, normalizeName, partName } from "./header.js";
import { LAYOUTS } from "./layouts.js";
import { alignedRows, mendExtraFields } from "./mend-rows.js";
import { currencyOfCell, currencySignOf, decimalMarkOf, isFigure, printedNegative, readMoney, sideMarkOf } from "./money-cells.js";
import { tableByBalance, tableProvedUnder } from "./columns-by-balance.js";
import { columnsByContent, headerDatedByContent } from "./columns-by-content.js";
import { markOf, planFromHeader, planFromLayout, sideOfMark, type Plan } from "./plan.js";
import { amountHeaderInMinorUnits, CENTS_OUT_OF_USE, centsColumnOf, centsWrittenOut, unitUnsaid } from "./minor-units.js";
import { cell, DELIMITERS, readRecords, type CsvRecord, type Delimiter, type RecordsResult } from "./records.js";
import { dayAfter, localMidnightEastOfUtc } from "./midnight-instants.js";
import { isSplitPart, SplitParts } from "./split-parts.js";
import { holdOf, isBalanceLabel, isBareBalanceLabel, isBookedBalanceLabel, isClosingLabel, isDatedBalanceLabel, isLedgerBalanceLabel, isOpeningLabel, isPendingWord, isTotalLine, isTurnoverLabel, pendingMarkOf, sectionTitle, statusSays, type RowState } from "./row-states.js";

/** Beyond this many, more complaints about one file only bury the first. */
const MAX_PROBLEMS = 10;

/** Words of a line that states a balance rather than a movement ("Beginning balance as of 01/01/2026"). */
const BALANCE_LINE = /\b(opening|beginning|starting|closing|ending|brought forward|carried forward|b\/f|c\/f|anfangssaldo|endsaldo|kontostand)\b/i;


/** Lines of text alone joined to one row's description at most; more are no continuation of it (and joining them would cost the square of their length). */
const MAX_CONTINUED = 8;

/** How many lines from the top `detect` looks at for a delimiter: as many as the header is looked for in (Alipay opens with 24 lines of text). */
const DETECT_LINES = 40;

export const csvReader: FormatReader = {
  name: "csv",
  detect(text) {
    // A title line without a delimiter ("Umsätze Girokonto") may open the export: any of the
    // first lines having one is enough, since every other format is recognised with certainty.
    const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/, DETECT_LINES);
    return lines.some((line) => /[,;\t|]/.test(line)) ? 1 : 0;
  },
  read(text, bytes, options) {
    return resultOf(options.fileName, () => {
      // A file that is not UTF-8 was decoded as Windows-1252, the legacy encoding of western
      // European banks. Czech, Slovak, Polish and Hungarian banks write Windows-1250, where the
      // same bytes are other letters ("zaúètování" is "zaúčtování"), and Russian, Ukrainian and
      // Bulgarian banks Windows-1251 (Cyrillic), Israeli banks Windows-1255 (Hebrew) and Arab banks
      // Windows-1256: when no header is found in the first reading but
      // one is in another, the header itself settles the encoding (Shift_JIS for Japanese banks). Only
      // after that is a header whose words no language knows read from what its rows prove.
      const western = decodeText(bytes).encoding === "windows-1252";
      try {
        return readBankCsv(text, options, !western);
      } catch (error) {
        // A header the running balance contradicts: read again from what its rows prove, if they prove one reading.
        if (error instanceof BalanceContradicts) return readBankCsv(text, options, true, error);
        if (!(error instanceof NoTable) || !western) throw error;
        const inOtherEncoding = (byBalance: boolean): ImportedBook | undefined => {
          for (const encoding of OTHER_LEGACY_ENCODINGS) {
            try {
              return { ...readBankCsv(new TextDecoder(encoding).decode(bytes), options, byBalance), encoding };
            } catch (second) {
              if (!(second instanceof NoTable)) throw second;
            }
          }
          return undefined;
        };
        const named = inOtherEncoding(false);
        if (named !== undefined) return named;
        try {
          return readBankCsv(text, options, true);
        } catch (third) {
          if (!(third instanceof NoTable)) throw third;
        }
        // A header that names its money but not its date (YooKassa's `Время платежа`, "time of payment",
        // in Windows-1251): its date column is found by what the rows hold, in the encoding that names the money.
        const byContent = inOtherEncoding(true);
        if (byContent !== undefined) return byContent;
        throw error;
      }
    });
  },
};

/** Legacy encodings tried, in turn, on a file that is not UTF-8 and whose header Windows-1252 does not find. */
const OTHER_LEGACY_ENCODINGS = ["windows-1250", "windows-1251", "windows-1255", "windows-1256", "shift_jis", "gbk"] as const;

/** The refusal when no record of the first lines names a date and money: the table was not found. */
class NoTable extends Refusal {}

/** A generic header's reading that its own running balance contradicts on some row. */
class BalanceContradicts extends Refusal {}

/**
 * `byBalance`: where no header names its columns, read them from the rows' running balance
 * (./columns-by-balance.ts). `overruled`: the refusal of a first reading whose header the running
 * balance contradicted; the columns are then read from what the rows prove, or that refusal stands.
 */
function readBankCsv(text: string, options: ImportOptions, byBalance: boolean, overruled?: BalanceContradicts): ImportedBook {
  const split = splitRecords(text);
  if (!split.ok) throw new Refusal(`line ${split.line}`, `well-formed CSV: ${split.problem}`, "correct the quoting on that line");
  const notes: string[] = [];
  const records = options.year === undefined ? split.records : datedInYear(split.records, options.year, notes);
  if (records.length === 0) throw new Refusal(undefined, "a header row and transactions; the file is empty", "export the statement again");

  const { names, rows, layoutUsed, preamble, inferred, namedBy } = locateTable(records, options, byBalance ? split.delimiter === ";" : undefined, overruled);
  if (preamble.length > 0) notes.push(`Skipped ${plural(preamble.length, "line")} above the table`);
  if (inferred !== undefined) notes.push(inferred.settledBy);
  if (namedBy !== undefined) notes.push(namedBy);
  const planned = inferred !== undefined ? { ok: true as const, plan: inferred.plan } : layoutUsed !== undefined ? planFromLayout(layoutUsed, names) : planFromHeader(names, alignedRows(rows), options);
  if (!planned.ok) throw new Refusal(planned.at ?? `line ${(rows[0]?.line ?? 2) - 1}`, planned.expected, planned.fix);
  const plan = planned.plan;

  if (plan.signSettledBy !== undefined) notes.push(plan.signSettledBy);
  if (plan.descriptionBy !== undefined) notes.push(plan.descriptionBy);
  const codes = [plan.currencyColumn, plan.status?.column, plan.amount.kind === "unsigned-with-type" ? plan.amount.typeColumn : undefined].filter((c) => c !== undefined);
  const dates = [plan.date, plan.unclearedBy].filter((c) => c !== undefined);
  const mend = mendExtraFields(rows, names.length, { dates, money: moneyColumnsOf(plan), codes }, split.delimiter);
  if (mend.mended.length > 0) {
    notes.push(`Rejoined ${plural(mend.mended.length, "row")} with an unquoted delimiter inside a text: ${mend.mended.map((m) => `line ${m.line} ('${names[m.column]}')`).join(", ")}; no other column could have held it`);
  }
  const blocks = splitBlocks(mend.rows, plan, names, layoutUsed === undefined);
  const { table, balanceLines } = blocks;
  // Only beside a running balance, which then checks the reading on every row; without one, a
  // column printing both signs is read as magnitudes where its header is a debit's or a credit's
  // name (a bank printing some debits with a minus), and refused where only a word in a longer
  // header made it one: `-86.50` and `400.00` under `Amount / Withdrawal Amount` are a signed amount.
  if (plan.amount.kind === "debit-credit" && plan.balance !== undefined) {
    const [debitSign, creditSign] = [usualSignOf(table, plan.amount.debit), usualSignOf(table, plan.amount.credit)];
    if (debitSign !== undefined) plan.amount.debitUsualSign = debitSign;
    if (creditSign !== undefined) plan.amount.creditUsualSign = creditSign;
  } else if (plan.amount.kind === "debit-credit" && layoutUsed === undefined) {
    refuseSignedSideFoundByWord(table, plan.amount, names);
  }
  const undated = table.length === 0 ? blocks.summary.find((row) => cell(row, plan.date) !== "") : undefined;
  if (undated !== undefined) {
    // No row's date could be read, so every row fell below the table: say so, not "no currency".
    const found = cell(undated, plan.date);
    if (isYearlessDate(found)) {
      throw new Refusal(`line ${undated.line}, column '${names[plan.date]}'`, `dates with a year; '${found}' is written without one, and the file does not say which`, "give the statement's year with --year, e.g. --year 2026; a file whose dates run across a year's end is given in two parts, each with its year");
    }
    throw new Refusal(`line ${undated.line}, column '${names[plan.date]}'`, `a date; found '${found}', which is no date form the reader knows`, "write the dates as 2026-10-30, 30/10/2026 or 30 Oct 2026, or name the column that holds the date with --columns");
  }
  if (blocks.summary.length > 0) notes.push(`Skipped ${plural(blocks.summary.length, "summary line")} below the table`);
  if (blocks.repeatedHeaders.length > 0) notes.push(`Skipped the header printed again inside the table (${blocks.repeatedHeaders.map((row) => `line ${row.line}`).join(", ")}), as an export does on each page`);
  if (blocks.zeros.length > 0) notes.push(`Skipped ${plural(blocks.zeros.length, "row")} of zero (${blocks.zeros.map((row) => `line ${row.line}`).join(", ")}): no money moved`);
  if (blocks.unmoved.length > 0) notes.push(`Skipped ${plural(blocks.unmoved.length, "dated line")} with a balance and no amount (${blocks.unmoved.map((row) => `line ${row.line}`).join(", ")}): no money moved`);
  if (blocks.continued.length > 0) notes.push(`Joined ${plural(blocks.continued.length, "line")} of text alone (${blocks.continued.map((row) => `line ${row.line}`).join(", ")}) to the description of the row above`);
  if (blocks.empty.length > 0) notes.push(`Skipped ${plural(blocks.empty.length, "line")} with no date that ${blocks.empty.length === 1 ? "is" : "are"} no transaction (${blocks.empty.map((row) => `line ${row.line}`).join(", ")})`);
  if (blocks.otherBalances.length > 0) notes.push(`Skipped ${plural(blocks.otherBalances.length, "line")} that state a balance (${blocks.otherBalances.map((row) => `line ${row.line}, '${cell(row, row.fields.findIndex(isBalanceLabel))}'`).join("; ")}): they do not move money`);
  if (blocks.turnover.length > 0) notes.push(`Skipped ${plural(blocks.turnover.length, "turnover line")} (${blocks.turnover.map((row) => `line ${row.line}, '${cell(row, row.fields.findIndex(isTurnoverLabel))}'`).join("; ")}): they sum the rows, they do not move money`);
  if (blocks.pendingSection.rows > 0) {
    notes.push(`Skipped ${plural(blocks.pendingSection.rows, "row")} under the title '${blocks.pendingSection.title}' (line ${blocks.pendingSection.line}): not booked yet, so they did not move money`);
  }

  // A balance line's date counts too: BancoPosta's opening balance "30/09/26" settles its order. So
  // do the file's other date columns (a file writes its dates in one order): Fidelity's "Run Date"
  // 10/30/2026 settles the "Settlement Date" read.
  const dated = [...table, ...blocks.uncleared, ...blocks.balanceLines, ...blocks.statedBalances.map((stated) => stated.row)];
  const order = dateOrderOf(
    dated.map((row) => cell(row, plan.date)).concat(blocks.uncleared.map((row) => cell(row, plan.unclearedBy!)), otherDateCells(names, table, plan.date)),
    options.dateOrder ?? layoutUsed?.dateOrder,
    options.dateOrder !== undefined ? "--" + options.dateOrder : `the ${layoutUsed?.name ?? ""} layout`,
  );
  if (!order.ok) throw new Refusal(`column '${names[plan.date]}'`, `dates in one order: ${order.problem}`, order.fix);
  const midnight = localMidnightEastOfUtc(table.map((row) => cell(row, plan.date)));
  if (midnight !== undefined) notes.push(`Read the '${names[plan.date]}' column's UTC times (${midnight}) as local midnight east of UTC: each row is dated the next calendar day, the day booked`);
  const dateOf = (row: CsvRecord) => {
    const date = readDate(cell(row, plan.date), order.order);
    return date === undefined || midnight === undefined ? date : dayAfter(date);
  };
  if (blocks.uncleared.length > 0) {
    notes.push(`Skipped ${plural(blocks.uncleared.length, "uncleared row")} (a '${names[plan.unclearedBy!]}' but no '${names[plan.date]}'): not booked yet, so they did not move money`);
  }
  for (const [word, count] of blocks.pendingDates) notes.push(`Skipped ${plural(count, "row")} whose '${names[plan.date]}' reads '${word}' instead of a date: not booked yet, so they did not move money`);
  for (const [said, count] of blocks.holds) notes.push(`Skipped ${plural(count, "row")} whose ${said}: a hold on the money, which did not move the balance`);
  for (const [mark, count] of blocks.pendingMarks) notes.push(`Skipped ${plural(count, "row")} whose '${names[plan.description!]}' is marked '${mark}': not booked yet, so they did not move money`);

  const moneyColumns = moneyColumnsOf(plan);
  const currency = settleCurrency(names, table, preamble, blocks.closingLines, plan, layoutUsed?.currency, options);
  const amountColumns = amountColumnsOf(plan);
  const unitUntold = options.amountsIn === undefined && layoutUsed === undefined;
  const ownAmounts = ownAmountColumnsOf(plan);
  const namedInCents = unitUntold ? amountHeaderInMinorUnits(names, ownAmounts) : undefined;
  const inCents = namedInCents === undefined ? centsColumnOf(names, table, amountColumns) : undefined;
  if (namedInCents !== undefined) {
    refuseCentsWrittenOut(table, ownAmounts, names);
    notes.push(`Read the amounts as whole cents (minor units), as the '${names[namedInCents]}' header says`);
  } else if (inCents !== undefined) notes.push(`Read the amounts as whole cents (minor units): they carry no decimal mark, and the '${names[inCents]}' column repeats each of them`);
  else if (unitUntold) refuseUnsaidUnit(table, plan, amountColumns, names, currency);
  const decimals = namedInCents !== undefined || inCents !== undefined || options.amountsIn === "cents" ? 0 : currencyDecimals(currency);
  const mark = layoutUsed?.decimal ?? decimalMarkOf(table.flatMap((row) => moneyColumns.map((c) => cell(row, c))).filter((v) => v !== ""), split.delimiter === ";");
  if (mark === "mixed") throw new Refusal(undefined, "one decimal mark for all amounts; the file uses both '1,50' and '1.50'", "correct the amounts so they all use the same decimal mark");

  const problems: string[] = [];
  const complain = (row: CsvRecord, column: number | undefined, problem: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push(column === undefined ? `line ${row.line}: ${problem}` : `line ${row.line}, column '${names[column]}': ${problem}`);
  };
  const money = (row: CsvRecord, column: number): number | undefined => {
    const value = cell(row, column);
    if (value === "") return undefined;
    const read = readMoney(value, decimals, mark);
    if (read.ok) return read.minor;
    complain(row, column, `'${value}' ${read.problem}`);
    return undefined;
  };

  /** The row's balance, from the column of its sign where the bank splits it in two. */
  const balanceOf = (row: CsvRecord): number | undefined => {
    if (plan.balance === undefined) return undefined;
    if (plan.balanceBelowZero === undefined) return money(row, plan.balance);
    const [plus, minus] = [cell(row, plan.balance), cell(row, plan.balanceBelowZero)];
    if (plus !== "" && minus !== "") {
      complain(row, plan.balanceBelowZero, `the balance is given both in credit (${plus}) and overdrawn (${minus}); one of the two cells must be empty`);
      return undefined;
    }
    if (minus === "") return money(row, plan.balance);
    const below = money(row, plan.balanceBelowZero);
    return below === undefined ? undefined : -Math.abs(below) + 0;
  };

  // The first balance line opens the walk of the running balance, unless it closes a period: a
  // period's end balance between the rows (Bank Australia's "Period End Balance" on the 31st) is no
  // opening of the file.
  let opening: number | undefined;
  for (const row of balanceLines) {
    if (plan.balance !== undefined && opening === undefined && !row.fields.some(isClosingLabel)) opening = balanceOf(row);
  }
  if (balanceLines.length > 0) notes.push(`Read ${plural(balanceLines.length, "balance line")} (${balanceLines.map((row) => `line ${row.line}`).join(", ")}) as a balance, not a transaction`);

  const transactions: ImportedTransaction[] = [];
  const balanced: BalancedRow[] = [];
  /** Each kept row's fee, signed as it moved the balance (a charge is negative), where a fee column is read. */
  const fees: number[] = [];
  const skipped = new Map<string, number>();
  /** Merchant category codes in the rows that are not four digits, left out. */
  let unreadCodes = 0;
  const splits = plan.split === undefined ? undefined : new SplitParts<CsvRecord>((row, problem) => complain(row, plan.split, problem));
  for (const row of table) {
    if (row.fields.length > names.length && row.fields.slice(names.length).some((f) => f.trim() !== "")) {
      complain(row, undefined, `has ${row.fields.length} fields but the header has ${names.length} (an unquoted ${split.delimiter === "," ? "comma" : "delimiter"} in a description? it cannot be told which column it belongs to: put that text in quotes)`);
      continue;
    }
    if (plan.status !== undefined) {
      const status = normalizeName(cell(row, plan.status.column));
      const says = statusOfRow(row, plan);
      if (says === "not-moved") {
        skipped.set(status, (skipped.get(status) ?? 0) + 1);
        continue;
      }
      if (says === "unknown") {
        complain(row, plan.status.column, `'${cell(row, plan.status.column)}' is not a status this reader knows (expected one of ${[...plan.status.keep].slice(0, 4).join(", ")} … or ${[...plan.status.skip].slice(0, 4).join(", ")} …); delete the row if the money did not move`);
        continue;
      }
    }
    if (splits !== undefined && isSplitPart(cell(row, plan.split!))) {
      const part = amountOf(row, plan, names, money, complain);
      if (part !== undefined) splits.part(row, part);
      continue;
    }
    const date = dateOf(row);
    if (date === undefined) complain(row, plan.date, `'${cell(row, plan.date)}' is not a date`);
    const amount = amountOf(row, plan, names, money, complain);
    const balance = balanceOf(row);
    if (date === undefined || amount === undefined) continue;
    splits?.row(row, cell(row, plan.split!), amount);
    const source = `line ${row.line}`;
    const transaction: ImportedTransaction = { date, amountMinor: amount, source, ...textFields(row, plan, amount) };
    if (plan.mcc !== undefined && transaction.mcc === undefined && cell(row, plan.mcc) !== "") unreadCodes++;
    transactions.push(transaction);
    balanced.push({ date, amountMinor: amount, source, ...(balance === undefined ? {} : { balanceMinor: balance }) });
    if (plan.fee !== undefined) fees.push(feePartOf(row, plan.fee, money));
  }
  if (unreadCodes > 0) notes.push(`Left out ${plural(unreadCodes, "merchant category code")} ('${names[plan.mcc!]}') that ${unreadCodes === 1 ? "is" : "are"} not four digits`);
  const parts = splits?.end() ?? 0;
  if (parts > 0) notes.push(`Left out ${plural(parts, "part")} of split transactions (the '${names[plan.split!]}' column): their whole line carries the amount`);
  const lineMoney = (row: CsvRecord, column: number) => {
    const read = readMoney(cell(row, column), decimals, mark);
    return read.ok ? read.minor : undefined;
  };
  // A closing line below the table, else an undated ledger balance above it.
  let closingLine = readClosingLine(blocks.closingLines, order.order, lineMoney, (cell) => isClosingLabel(cell) || isBareBalanceLabel(cell)) ?? readClosingLine(preamble, order.order, lineMoney, (cell) => isLedgerBalanceLabel(cell) || isClosingLabel(cell));
  // Balances stated in the amount column, signed as an amount would be (Volksbank's "H" after the
  // Endsaldo is a balance in credit). Opening and closing together must bridge the rows between them.
  const figureOf = (stated: Blocks["statedBalances"][number]): StatedFigure => ({ ...stated, minor: amountOf(stated.row, { ...plan, fee: undefined, feeCheck: undefined }, names, money, complain) });
  const statedFigures: StatedFigure[] = [...blocks.statedBalances.map(figureOf), ...balancesUnderTheirColumn([...blocks.empty, ...blocks.summary], names, plan, lineMoney)];
  // Where no line states a closing balance, one booked balance among the balance lines below the
  // last row (CRELOVE's "Saldo contabile" above its "Saldo liquido") is it.
  const booked = bookedBalanceBelowRows(blocks);
  if (booked !== undefined && !statedFigures.some((stated) => stated.side === "closing")) statedFigures.push(figureOf(booked));
  const statedOpening = statedFigures.find((stated) => stated.side === "opening");
  const statedClosing = statedFigures.filter((stated) => stated.side === "closing").at(-1);
  if (blocks.statedBalances.length > 0) notes.push(`Read ${plural(blocks.statedBalances.length, "balance line")} (${blocks.statedBalances.map((stated) => `line ${stated.row.line}, '${stated.label}'`).join("; ")}) as a balance, not a transaction`);
  if (statedClosing?.minor !== undefined && closingLine === undefined) {
    const date = readDate(cell(statedClosing.row, plan.date), order.order);
    closingLine = { line: statedClosing.row.line, label: statedClosing.label, minor: statedClosing.minor, ...(date === undefined ? {} : { date }) };
  }
  if (problems.length === 0 && statedOpening?.minor !== undefined && statedClosing?.minor !== undefined) {
    const moved = transactions.reduce((sum, t) => sum + t.amountMinor, 0);
    if (statedOpening.minor + moved !== statedClosing.minor) {
      throw new Refusal(
        `line ${statedClosing.row.line}`,
        `the '${statedClosing.label}' to be the '${statedOpening.label}' (line ${statedOpening.row.line}) plus the rows between: ${figure(statedOpening.minor, currency)} plus ${figure(moved, currency)} is ${figure(statedOpening.minor + moved, currency)}, the line says ${figure(statedClosing.minor, currency)}`,
        "export the statement again; rows may be missing or edited",
      );
    }
    notes.push(`Checked the rows against the balance lines: '${statedOpening.label}' plus the rows is '${statedClosing.label}'`);
  }
  if (problems.length > 0) {
    throw new Refusal(problems[0]!.split(":", 1)[0]!, `every row readable; ${problems.length === MAX_PROBLEMS ? `at least ${plural(MAX_PROBLEMS, "row")}` : plural(problems.length, "row")} could not be read:\n    ${problems.join("\n    ")}`, "correct those rows or export the statement again");
  }
  for (const [status, count] of skipped) {
    notes.push(plan.status?.flag === true ? `Skipped ${plural(count, "row")} marked '${names[plan.status.column]}' ${status}: not booked yet` : `Skipped ${plural(count, `${status} row`)} (status column): they did not move money`);
  }

  const book: ImportedBook = { format: "csv", currency, transactions, notes: [] };
  if (layoutUsed !== undefined) book.layout = layoutUsed.id;
  if (layoutUsed?.kind === "card") book.kind = "card";
  if (plan.fee?.combine === "by-balance" && fees.some((fee) => fee !== 0)) {
    const feeName = names[plan.fee.column]!;
    const onTop = balanced.map((row, i) => ({ ...row, amountMinor: row.amountMinor + fees[i]! }));
    if (checkRunningBalance(onTop, opening).ok) {
      onTop.forEach((row, i) => {
        balanced[i] = row;
        transactions[i]!.amountMinor = row.amountMinor;
      });
      notes.push(`The '${feeName}' column comes off the balance on top of the amount: the running balance shows it on every row`);
    } else if (checkRunningBalance(balanced, opening).ok) {
      notes.push(`The amounts already include the '${feeName}' column: the running balance shows it on every row`);
    }
    // Neither reading: the check below refuses, naming the first row that disagrees.
  }
  // A balance column with one figure on every row while the amounts move is no running balance: it
  // is the account's balance when the file was made (Boursorama's "accountbalance"), the closing one.
  const balances = balanced.map((row) => row.balanceMinor);
  const atExport = balances.length >= 2 && balances.every((b) => b !== undefined && b === balances[0]) && balanced.some((row) => row.amountMinor !== 0) ? balances[0] : undefined;
  if (atExport !== undefined) {
    balanced.forEach((row) => delete row.balanceMinor);
    book.closingBalanceMinor = atExport;
    notes.push(`The '${names[plan.balance!]}' column reads ${figure(atExport, currency)} on every row while the amounts move: read as the balance when the file was made, not a running balance`);
  }
  if (balanced.length > 0) {
    const check = checkRunningBalance(balanced, opening);
    if (!check.ok) {
      const contradicted = layoutUsed === undefined && inferred === undefined && options.columns === undefined;
      throw new (contradicted ? BalanceContradicts : Refusal)(
        `${check.source}, column '${names[plan.balance!]}'`,
        `the running balance to follow from the amounts: the previous balance plus this row's amount is ${figure(check.expectedMinor, currency)}, the file says ${figure(check.foundMinor, currency)}`,
        plan.amount.kind === "signed" && layoutUsed === undefined
          ? "if positive amounts are charges, add --positive-means money-out; otherwise the export is incomplete (export it again)"
          : "export the statement again; rows may be missing or edited",
      );
    }
    if (check.closingMinor !== undefined) {
      book.closingBalanceMinor = check.closingMinor;
      book.closingBalanceDate = check.closingDate;
      notes.push(`Checked the running balance on every row; closing balance from ${columnName(names, plan.balance!)}`);
    }
  }
  const stated = readStatedBalance(preamble, order.order, (row, column) => {
    const read = readMoney(cell(row, column), decimals, mark);
    return read.ok ? read.minor : undefined;
  });
  if (stated !== undefined && closingLine === undefined) {
    if (book.closingBalanceMinor === undefined) {
      book.closingBalanceMinor = stated.minor;
      book.closingBalanceDate = stated.date;
      notes.push(`Read the closing balance ${figure(stated.minor, currency)} at ${stated.date} from line ${stated.line} ('${stated.label}')`);
    } else if (book.closingBalanceDate === stated.date && book.closingBalanceMinor !== stated.minor) {
      throw new Refusal(
        `line ${stated.line}`,
        `the balance stated above the table to agree with the running balance on ${stated.date}: it says ${figure(stated.minor, currency)}, the '${names[plan.balance!]}' column says ${figure(book.closingBalanceMinor, currency)}`,
        "export the statement again; rows may be missing or edited",
      );
    }
  }
  if (closingLine !== undefined) {
    if (book.closingBalanceMinor !== undefined && book.closingBalanceMinor !== closingLine.minor) {
      throw new Refusal(
        `line ${closingLine.line}`,
        `the closing balance line to agree with the running balance: it says ${figure(closingLine.minor, currency)}, the '${names[plan.balance!]}' column ends at ${figure(book.closingBalanceMinor, currency)}`,
        "export the statement again; rows may be missing or edited",
      );
    }
    book.closingBalanceMinor = closingLine.minor;
    if (closingLine.date !== undefined) book.closingBalanceDate = closingLine.date;
    notes.push(`Read the closing balance ${figure(closingLine.minor, currency)} from line ${closingLine.line} ('${closingLine.label}')`);
  }
  // An opening balance line and no closing one anywhere (Mercado Pago's report opens with its
  // initial balance and closes with totals of the rows): the opening plus every row read is the
  // balance after the last, as a statement's own arithmetic has it.
  if (book.closingBalanceMinor === undefined && statedOpening?.minor !== undefined && transactions.length > 0) {
    const moved = transactions.reduce((sum, t) => sum + t.amountMinor, 0);
    book.closingBalanceMinor = statedOpening.minor + moved;
    book.closingBalanceDate = transactions.map((t) => t.date).reduce((latest, date) => (date > latest ? date : latest));
    notes.push(`Read the closing balance ${figure(book.closingBalanceMinor, currency)} as the '${statedOpening.label}' (line ${statedOpening.row.line}) plus the rows: the file states no closing balance`);
  }
  if (plan.fee !== undefined && fees.some((fee) => fee !== 0)) {
    book.transactions = withFeesApart(transactions, fees, names[plan.fee.column]!);
    notes.push(`Wrote each '${names[plan.fee.column]}' as a row of its own, category bank fees, after the row it was charged on: the bank's charge is not part of the payment`);
  }
  book.notes = notes.map((text) => ({ text }));
  return book;
}

/** The part of a row's movement that is its fee, signed as it moved the balance. */
function feePartOf(row: CsvRecord, fee: NonNullable<Plan["fee"]>, money: (row: CsvRecord, column: number) => number | undefined): number {
  const read = money(row, fee.column) ?? 0;
  // "signed" prints the fee negative and adds it; "deducted" and a fee settled by the balance print
  // it as a magnitude that comes off (by the balance: on top of the amount, or already inside it).
  return fee.combine === "signed" ? read : -Math.abs(read) + 0;
}

/**
 * Each row whose movement holds a fee, as two rows: the payment itself and the bank's fee (the
 * issuer posts the fee as a charge of its own, and a controller reads it as a bank fee, not as part
 * of the rent or the sale). A row with a fee alone (a monthly admin fee) stays one row.
 */
function withFeesApart(transactions: readonly ImportedTransaction[], fees: readonly number[], feeName: string): ImportedTransaction[] {
  return transactions.flatMap((transaction, i) => {
    const fee = fees[i]!;
    const own = transaction.amountMinor - fee;
    if (fee === 0) return [transaction];
    if (own === 0) return [{ ...transaction, category: transaction.category ?? "bank fees" }];
    const feeRow: ImportedTransaction = { date: transaction.date, amountMinor: fee, description: [feeName, transaction.description].filter((text) => text !== undefined).join(": "), category: "bank fees", source: transaction.source };
    if (transaction.id !== undefined) feeRow.id = `${transaction.id} ${feeName.toLowerCase()}`;
    return [{ ...transaction, amountMinor: own }, feeRow];
  });
}

/** The row's words for the categorizer and for people: description, other party, category, the bank's type and id. */
function textFields(row: CsvRecord, plan: Plan, amount: number): Partial<ImportedTransaction> {
  const fields: Partial<ImportedTransaction> = {};
  const put = (key: "description" | "counterparty" | "category" | "id", column: number | undefined) => {
    const value = column === undefined ? "" : cell(row, column);
    if (value !== "") fields[key] = value;
  };
  put("description", plan.description);
  // Each memo once: one the description (or an earlier memo) already says is left out.
  const said = [(fields.description ?? "").toLowerCase()];
  const memo: string[] = [];
  for (const column of plan.memo ?? []) {
    const text = cell(row, column);
    if (text === "" || said.some((words) => words.includes(text.toLowerCase()))) continue;
    memo.push(text);
    said.push(text.toLowerCase());
  }
  if (memo.length > 0) fields.description = [fields.description, ...memo].filter((text) => text !== undefined).join(" — ");
  const pair = plan.counterpartyByDirection;
  put("counterparty", pair !== undefined ? (amount < 0 ? pair.payee : pair.payer) : plan.counterparty?.find((column) => cell(row, column) !== ""));
  put("category", plan.category);
  put("id", plan.id);
  const type = plan.type === undefined ? "" : cell(row, plan.type);
  if (type !== "") fields.bankTransactionCode = `TYPE:${type}`;
  const mcc = plan.mcc === undefined ? undefined : merchantCategoryCode(cell(row, plan.mcc));
  if (mcc !== undefined) fields.mcc = mcc;
  return fields;
}

/**
 * A balance at a date stated above the table: a label that carries the date ("Kontostand vom
 * 31.03.2026:", "Ending balance as of 03/09/2026", after the account's number or not) and, in a
 * later cell, the amount.
 */
function readStatedBalance(preamble: readonly CsvRecord[], order: DateOrder | undefined, money: (row: CsvRecord, column: number) => number | undefined): (ClosingLine & { date: string }) | undefined {
  for (const row of preamble) {
    // The label may follow the account's number (Société Générale: `="000501234567";Solde au 20/11/2026;4469,50;EUR`).
    const labelAt = row.fields.findIndex(isDatedBalanceLabel);
    if (labelAt < 0) continue;
    const label = cell(row, labelAt);
    const date = label
      .split(/\s+/)
      .map((word) => readDate(word.replace(/[:,]$/, ""), order))
      .find((day) => day !== undefined);
    if (date === undefined) continue;
    for (let column = labelAt + 1; column < row.fields.length; column++) {
      if (cell(row, column) === "") continue;
      const minor = money(row, column);
      if (minor !== undefined) return { line: row.line, label, minor, date };
    }
    // The figure in the label's own cell, after a colon (Crédit Agricole: `Solde au 24/11/26 : 8 422,37 EUR`).
    const colon = label.lastIndexOf(":");
    const minor = colon < 0 ? undefined : money({ line: row.line, fields: [label.slice(colon + 1)] }, 0);
    if (minor !== undefined) return { line: row.line, label: label.slice(0, colon).trim(), minor, date };
  }
  return undefined;
}

interface ClosingLine {
  line: number;
  label: string;
  minor: number;
  date?: string;
}

/**
 * A closing balance stated on a line below the table: a label ("Kontostand", "Closing balance"),
 * then, in any later cell, an amount (with or without its currency) and perhaps the date it is at.
 * The last such line wins; a line whose amount cannot be read is not a closing line.
 */
function readClosingLine(lines: readonly CsvRecord[], order: DateOrder | undefined, money: (row: CsvRecord, column: number) => number | undefined, isLabel: (cell: string) => boolean): ClosingLine | undefined {
  let found: ClosingLine | undefined;
  for (const [index, line] of lines.entries()) {
    // A label and its figure in one cell ("Closing balance: 631,595.00", Inecobank) read as two.
    const row = { line: line.line, fields: line.fields.flatMap((field) => splitAtLabel(field, isLabel)) };
    const labelAt = row.fields.findIndex(isLabel);
    if (labelAt < 0) continue;
    let minor: number | undefined;
    let date: string | undefined;
    for (let column = labelAt + 1; column < row.fields.length; column++) {
      const value = cell(row, column);
      if (value === "") continue;
      const asDate = readDate(value, order);
      if (asDate !== undefined && date === undefined) date = asDate;
      else if (minor === undefined) minor = money(row, column);
    }
    // A summary table: the label heads a column, its figure stands under it on the next line
    // ("Валюта;Баланс на конец периода" over "RUR;121 680,00").
    const below = lines[index + 1];
    if (minor === undefined && date === undefined && below !== undefined && cell(below, labelAt) !== "") {
      minor = money(below, labelAt);
      if (minor !== undefined) found = { line: below.line, label: cell(row, labelAt), minor };
      continue;
    }
    if (minor !== undefined) found = { line: row.line, label: cell(row, labelAt), minor, ...(date === undefined ? {} : { date }) };
  }
  return found;
}

/**
 * A cell "label: figure" as its two parts when the part before the colon is a label, else the
 * cell; a figure followed by its date ("Ledger Balance : 5940.35 as of 20261113", ASB) as three.
 * A label set apart from its figure by a run of spaces instead ("Closing Balance   245,703.45", a
 * statement printed to a fixed width and saved one line to a cell) is split the same way.
 */
function splitAtLabel(field: string, isLabel: (cell: string) => boolean): string[] {
  const gap = LABEL_GAP.exec(field);
  if (gap === null || gap.index === 0 || !isLabel(field.slice(0, gap.index))) return [field];
  const label = field.slice(0, gap.index);
  const [figure, date] = field.slice(gap.index + gap[0].length).split(AS_OF, 2) as [string, string | undefined];
  return date === undefined ? [label, figure] : [label, figure, date];
}

/** What parts a label from its figure in one cell: a colon, or a run of two spaces or more. */
const LABEL_GAP = / *: *| {2,}/;

const AS_OF = / as (?:of|at) /i;

/**
 * The records, split at the delimiter the text itself suggests; when that finds no known layout, at
 * a known layout's own delimiter, if splitting there finds that layout. A German export with
 * decimal commas can have more lines with one comma than with its semicolons.
 */
function splitRecords(text: string): RecordsResult {
  const detected = readRecords(text);
  if (detected.ok && findTable(detected.records, LAYOUTS)?.layout !== undefined) return detected;
  // The header is looked for in the first lines only, so another delimiter is tried on those
  // lines first, and the whole file is split again only at a delimiter that finds one there.
  const head = headOf(text);
  const retry = (delimiter: Delimiter, found: (records: CsvRecord[]) => boolean): RecordsResult | undefined => {
    const first = readRecords(head, delimiter);
    if (head.length < text.length && first.ok && !found(first.records)) return undefined;
    const whole = head.length < text.length ? readRecords(text, delimiter) : first;
    return whole.ok && found(whole.records) ? whole : undefined;
  };
  const others = new Set(LAYOUTS.map((layout) => layout.delimiter).filter((d): d is Delimiter => d !== undefined && !(detected.ok && d === detected.delimiter)));
  for (const delimiter of others) {
    const retried = retry(delimiter, (records) => findTable(records, LAYOUTS)?.layout?.delimiter === delimiter);
    if (retried !== undefined) return retried;
  }
  // No header at all at the detected delimiter: the first other delimiter at which one is found.
  if (detected.ok && findTable(detected.records, LAYOUTS) === undefined) {
    for (const delimiter of DELIMITERS) {
      if (delimiter === detected.delimiter) continue;
      const retried = retry(delimiter, (records) => findTable(records, LAYOUTS)?.kind === "header");
      if (retried !== undefined) return retried;
    }
  }
  return detected;
}

/** The first lines of a text, as many as the header may be looked for in and then some. */
function headOf(text: string): string {
  let end = 0;
  for (let line = 0; line < HEAD_LINES; line++) {
    const next = text.indexOf("\n", end);
    if (next < 0) return text;
    end = next + 1;
  }
  return text.slice(0, end);
}

/** Lines enough to hold a preamble and a header (findTable looks at 40 records) when a quoted cell spans a few lines. */
const HEAD_LINES = 80;

interface Table {
  names: string[];
  rows: CsvRecord[];
  layoutUsed: (typeof LAYOUTS)[number] | undefined;
  preamble: CsvRecord[];
  /** The plan the rows proved, where no header word was known (./columns-by-balance.ts). */
  inferred?: { plan: Plan; settledBy: string };
  /** What named the columns of a file with no header row (./columns-by-content.ts). */
  namedBy?: string;
}

/** `byBalance`: whether the file's delimiter is a semicolon, when a table no header word names may be read from its rows. */
function locateTable(records: CsvRecord[], options: ImportOptions, byBalance?: boolean, overruled?: BalanceContradicts): Table {
  if (options.columns !== undefined) {
    const named = options.columns.map(normalizeName);
    const hasDate = findColumn(named, NAMES.date) !== undefined;
    const hasAmount = findColumn(named, NAMES.amount) !== undefined || (findColumn(named, NAMES.debit) !== undefined && findColumn(named, NAMES.credit) !== undefined);
    if (!hasDate || !hasAmount) {
      throw new Refusal("--columns", `column names that include a date and an amount (or debit and credit); got ${options.columns.join(",")}`, "name the columns in order with names such as --columns date,description,amount");
    }
    const first = records[0]!.fields.map(normalizeName);
    const hasHeader = options.columns.every((name, i) => first[i] === normalizeName(name));
    return { names: options.columns, rows: records.slice(hasHeader ? 1 : 0), layoutUsed: undefined, preamble: [] };
  }
  const start = findTable(records, LAYOUTS);
  const proved = start === undefined && byBalance !== undefined ? tableByBalance(records, byBalance) : undefined;
  if (proved !== undefined) {
    return { names: proved.names, rows: records.slice(proved.headerIndex + 1), layoutUsed: undefined, preamble: records.slice(0, Math.max(0, proved.headerIndex)), inferred: { plan: proved.plan, settledBy: proved.settledBy } };
  }
  if (start === undefined) {
    const dated = byBalance !== undefined ? headerDatedByContent(records) : undefined;
    if (dated !== undefined) return { names: dated.names, rows: records.slice(dated.index + 1), layoutUsed: undefined, preamble: records.slice(0, dated.index), namedBy: dated.settledBy };
    const first = records[0]!;
    const looksLikeData = first.fields.some((f) => readDate(f, "day-first") !== undefined) && first.fields.some((f) => /\d[.,]\d\d\s*$/.test(f));
    const named = looksLikeData && byBalance !== undefined ? columnsByContent(records, byBalance) : undefined;
    if (named !== undefined) return { names: named.names, rows: records, layoutUsed: undefined, preamble: [], namedBy: named.settledBy };
    if (looksLikeData) {
      throw new NoTable("line 1", "a header row naming the columns; line 1 is already a transaction", "name the columns in order with --columns, e.g. --columns date,description,amount");
    }
    throw new NoTable(
      undefined,
      `a header row naming a date column and an amount column (or debit and credit columns) within the first lines; line ${first.line} reads "${first.fields.slice(0, 6).join(", ").slice(0, 120)}"`,
      "add the header row, or name the columns with --columns date,description,amount",
    );
  }
  if (start.kind === "headerless") return { names: [...start.layout!.header], rows: records, layoutUsed: start.layout, preamble: [] };
  if (overruled !== undefined) {
    const proved = start.layout === undefined ? tableProvedUnder(records, start.index, byBalance === true) : undefined;
    if (proved === undefined) throw overruled;
    return { names: proved.names, rows: records.slice(start.index + 1), layoutUsed: undefined, preamble: records.slice(0, start.index), inferred: { plan: proved.plan, settledBy: proved.settledBy } };
  }
  const header = records[start.index]!;
  // A trailing delimiter on every line gives an empty last header cell: not a column. An empty
  // header cell over cells that hold something is a column with no name (Volksbank's "S"/"H" after
  // the amount, PKO BP's four unnamed columns of counterparty and title): it is kept.
  // Rows cut by an unquoted delimiter are one field longer, and would fill the trailing empty column.
  const below = alignedRows(records.slice(start.index + 1));
  const holdsSomething = (column: number) => below.some((row) => cell(row, column) !== "");
  const fields = [...header.fields, ...unnamedAfterHeader(header, below)];
  let width = fields.length;
  while (width > 0 && fields[width - 1]!.trim() === "" && !holdsSomething(width - 1)) width--;
  return { names: fields.slice(0, width).map((n) => n.trim()), rows: records.slice(start.index + 1), layoutUsed: start.layout, preamble: records.slice(0, start.index) };
}

/**
 * Columns the rows have after the header's last name (Mitsubishi UFJ NICOS writes 12 fields under 11
 * names): unnamed, as an empty header cell is. Only where a row as wide leaves them empty, which a
 * row cut by an unquoted delimiter never does: rows cut so are mended or refused, not read this way.
 */
function unnamedAfterHeader(header: CsvRecord, rows: readonly CsvRecord[]): string[] {
  const width = rows.reduce((widest, row) => Math.max(widest, row.fields.length), 0);
  const extra = width - header.fields.length;
  const leftEmpty = rows.some((row) => row.fields.length === width && row.fields.slice(header.fields.length).every((field) => field.trim() === ""));
  return extra > 0 && leftEmpty ? new Array<string>(extra).fill("") : [];
}

interface Blocks {
  table: CsvRecord[];
  /** Rows after the table (none of them dated): totals, footers. */
  summary: CsvRecord[];
  balanceLines: CsvRecord[];
  /** Rows that may state the closing balance: the summary, and undated balance lines. */
  closingLines: CsvRecord[];
  /** Rows under a title such as "Pending Transactions", until a title such as "Posted Transactions". */
  pendingSection: { rows: number; title: string; line: number };
  /** Rows with the day the card was used but no booking date. */
  uncleared: CsvRecord[];
  /** Rows whose date cell is a word such as "Reserverat", counted by the word. */
  pendingDates: Map<string, number>;
  /** Rows whose description opens or ends with a bracketed status that never moved money ("[UNPOSTED]", "(Pending)"), by that mark. */
  pendingMarks: Map<string, number>;
  /** Rows whose type or status says they held money back (a card authorisation), by column and value. */
  holds: Map<string, number>;
  /** Rows inside the table with no date that are no movement: a total, or neither date nor amount (Venmo's beginning-balance line). */
  empty: CsvRecord[];
  /** Lines of text alone that go on describing the row above, joined to its description. */
  continued: CsvRecord[];
  /** Dated lines with a balance and no amount (DEGIRO's conversion into a money-market fund): no money moved. */
  unmoved: CsvRecord[];
  /** Dated rows whose amounts are all zero: no money moved. */
  zeros: CsvRecord[];
  /** Rows that state the opening or closing balance in the amount column, with nothing but a label beside it (Volksbank's "Anfangssaldo", "Endsaldo"). */
  statedBalances: { row: CsvRecord; side: "opening" | "closing"; label: string }[];
  /** Dated rows that sum one side of the period (Swedbank Lithuania's "Apyvarta"), with no other text. */
  turnover: CsvRecord[];
  /** Lines that state a balance of some kind in an amount column: not payments. */
  otherBalances: CsvRecord[];
  /** The header printed again inside the table, as an export does at the top of each page. */
  repeatedHeaders: CsvRecord[];
}

/** Whether a line is the header again: the same names, cell by cell, and nothing after them (a header of blank names repeats nothing). */
function repeatsHeader(row: CsvRecord, names: readonly string[]): boolean {
  if (row.fields.length < names.length) return false;
  return row.fields.every((field, column) => field.trim() === (names[column] ?? ""));
}

/**
 * The table proper, the balance lines within it, the rows that never booked, and the summary block
 * after it: the rows after the last dated row are a summary when none of them is dated. A balance
 * line is a row whose amount cells are empty and whose text speaks of an opening or closing
 * balance. A title line saying "Pending" opens a block of rows not booked yet (Schwab lists them
 * above the posted ones); one saying "Posted" closes it.
 */
function splitBlocks(rows: CsvRecord[], plan: Plan, names: readonly string[], generic: boolean): Blocks {
  // A row whose status says it never moved money may have no booking date yet (a pending card
  // payment); it is still a row of the table, to be skipped and counted as such.
  const unbooked = (row: CsvRecord) => statusOfRow(row, plan) === "not-moved";
  const uncleared = (row: CsvRecord) => plan.unclearedBy !== undefined && cell(row, plan.date) === "" && isDateCell(cell(row, plan.unclearedBy));
  const dated = (row: CsvRecord) => isDateCell(cell(row, plan.date)) || isPendingWord(cell(row, plan.date)) || unbooked(row) || uncleared(row);
  let last = rows.length - 1;
  while (last >= 0 && !dated(rows[last]!)) last--;
  const blocks: Blocks = { table: [], summary: rows.slice(last + 1), balanceLines: [], closingLines: [], pendingSection: { rows: 0, title: "", line: 0 }, uncleared: [], pendingDates: new Map(), pendingMarks: new Map(), holds: new Map(), empty: [], continued: [], unmoved: [], zeros: [], statedBalances: [], turnover: [], otherBalances: [], repeatedHeaders: [] };
  const amounts = amountColumnsOf(plan);
  // A known layout says itself which of its bank's rows moved nothing.
  const held = generic ? heldBack(rows, plan, names) : new Map<CsvRecord, string>();
  let inPending = false;
  /** The table row that a line of text alone directly below it goes on describing; -1 when none. */
  let openRow = -1;
  const continuedCount = new Map<number, number>();
  const joinedTo = (row: number) => continuedCount.get(row) ?? 0;
  /** Joins a line of text alone, as wide as the table, to the description of the row `open`; false when it is no such line. */
  const continues = (row: CsvRecord, open: number): boolean => {
    const text = row.fields.map((field) => field.trim()).filter((field) => field !== "").join(" ");
    if (open < 0 || plan.description === undefined || text === "" || row.fields.length < names.length || joinedTo(open) >= MAX_CONTINUED) return false;
    // Words only: a line with a balance or any bare figure (Venmo's closing "$115.00") is no continuation.
    if (cell(row, plan.date) !== "" || moneyColumnsOf(plan).some((c) => cell(row, c) !== "") || row.fields.some((field) => field.trim() !== "" && !/\p{L}/u.test(field))) return false;
    const above = blocks.table[open]!;
    const fields = [...above.fields];
    fields[plan.description] = `${(fields[plan.description] ?? "").trim()} ${text}`.trim();
    blocks.table[open] = { line: above.line, fields };
    blocks.continued.push(row);
    continuedCount.set(open, joinedTo(open) + 1);
    return true;
  };
  /** A short line of text alone since the last row (a title such as "Account 5678"), which may open another account's block. */
  let titleAbove: CsvRecord | undefined;
  const hasHeaderNames = names.some((name) => name !== "");
  for (const row of rows.slice(0, last + 1)) {
    const open = openRow;
    openRow = -1;
    const blank = row.fields.every((f) => f.trim() === "");
    const title = sectionTitle(row.fields);
    if (hasHeaderNames && repeatsHeader(row, names)) {
      // Under a title of its own, the header may begin another account's rows: that is not guessed.
      if (titleAbove !== undefined) {
        throw new Refusal(`line ${row.line}`, `one table of one account; the header is printed again on line ${row.line}, under '${titleAbove.fields.map((f) => f.trim()).filter((f) => f !== "").join(" ")}' (line ${titleAbove.line}), which may begin another account's rows`, "export each account as a file of its own; if both blocks are this account's, delete the title line and the repeated header");
      }
      blocks.repeatedHeaders.push(row);
      continue;
    }
    if (!blank) titleAbove = undefined;
    if (title !== undefined) {
      inPending = title === "pending";
      if (inPending && blocks.pendingSection.line === 0) blocks.pendingSection = { rows: 0, title: row.fields.find((f) => f.trim() !== "")!.trim(), line: row.line };
      continue;
    }
    const noAmount = amounts.every((c) => cell(row, c) === "");
    // ICICI prints its brought-forward line with 0.00 in both amount columns: it moves nothing either.
    const movesNothing = amounts.every((c) => !/[1-9]/.test(cell(row, c)));
    // "[UNPOSTED] SHELL …", "SAFEWAY … (Pending)": a charge its issuer marks as not posted yet.
    const pendingMark = plan.description === undefined ? undefined : pendingMarkOf(cell(row, plan.description));
    if (inPending) {
      if (dated(row)) blocks.pendingSection.rows++;
      continue;
    }
    const stated = statedBalanceOf(row, plan);
    if (stated !== undefined) blocks.statedBalances.push(stated);
    else if (labelledAlone(row, plan, isTurnoverLabel) !== undefined) blocks.turnover.push(row);
    // A dated line that only states a balance in the amount column (CRELOVE's closing "Saldo
    // contabile", "Saldo liquido" and "Disponibilità al"): no payment, whichever balance it is.
    else if (labelledAlone(row, plan, isBalanceLabel) !== undefined) blocks.otherBalances.push(row);
    else if (movesNothing && (BALANCE_LINE.test(row.fields.join(" ")) || row.fields.some((field) => isOpeningLabel(field) || isClosingLabel(field)))) {
      blocks.balanceLines.push(row);
      if (!dated(row)) blocks.closingLines.push(row);
    } else if (!dated(row) && isTotalLine(row.fields)) blocks.empty.push(row);
    else if (blank) continue;
    else if (row.fields.length < Math.min(3, names.length) && !dated(row)) {
      titleAbove = row;
      continue;
    }
    else if (uncleared(row)) blocks.uncleared.push(row);
    else if (noAmount && cell(row, plan.date) === "" && !unbooked(row)) {
      // Text alone on the line after a row (Bradesco's ";REM: PADARIA SAO JORGE LTDA;;;") goes on
      // describing that row: it is joined to its description, not dropped.
      if (continues(row, open)) openRow = open;
      else blocks.empty.push(row);
    }
    else if (noAmount && plan.balance !== undefined && dated(row) && /\d/.test(cell(row, plan.balance))) blocks.unmoved.push(row);
    // A row of 0.00 (Betterment's "Allocation Change", Livebank's rows of 0,00, a card statement's
    // undated heading of a spending sector, Akbank's "AKARYAKIT;0,00 TL") moved no money.
    else if (!noAmount && movesNothing && amounts.every((c) => cell(row, c) === "" || isFigure(cell(row, c))) && (dated(row) || cell(row, plan.date) === "") && !unbooked(row)) blocks.zeros.push(row);
    else if (isPendingWord(cell(row, plan.date))) {
      const word = cell(row, plan.date);
      blocks.pendingDates.set(word, (blocks.pendingDates.get(word) ?? 0) + 1);
    } else if (pendingMark !== undefined) {
      blocks.pendingMarks.set(pendingMark, (blocks.pendingMarks.get(pendingMark) ?? 0) + 1);
    } else if (held.has(row)) {
      const said = held.get(row)!;
      blocks.holds.set(said, (blocks.holds.get(said) ?? 0) + 1);
    } else {
      blocks.table.push(row);
      openRow = blocks.table.length - 1;
    }
  }
  // The last row's own lines of text come after the last date, at the head of what follows the table.
  while (blocks.summary.length > 0 && continues(blocks.summary[0]!, openRow)) blocks.summary.shift();
  blocks.closingLines.push(...blocks.summary);
  return blocks;
}

/** The last word of a header that makes it a type or status column ("Financial Transaction Type", "Buchungsstatus" is spelled). */
const TYPE_OR_STATUS_WORD = new Set(["type", "status", "state", "typ", "tipo", "statut", "estado", "stato", "art", "soort", "tyyppi"]);
/** Words before it that make it the status of something else than the row's money (Cozy Banks' `Reimbursement status`, a `Recurrence status`, a receipt's or an invoice's). */
const OF_SOMETHING_ELSE = new Set(["reimbursement", "recurrence", "receipt", "invoice", "approval", "review", "document", "sync", "import", "export"]);

/**
 * Rows that held money back rather than moving it, by what they say: a type or status column (the
 * one read, or any whose header ends in such a word) reads a hold ("CARD_AUTHORISATION", "Card
 * authorization", "Pending transaction"). A hold is skipped unless the running balance shows it
 * moved (a balance that differs from the rows on both sides of it). The end of a hold
 * ("Authorisation reversal") may be money given back: it is skipped where the balance shows it did
 * not move (the same as a row beside it), kept where it did, and where no balance says, skipped
 * only when it gives back a hold skipped in the same file (the same figure); otherwise the file is
 * refused, since either reading could be wrong.
 */
function heldBack(rows: readonly CsvRecord[], plan: Plan, names: readonly string[]): Map<CsvRecord, string> {
  const columns = names.flatMap((name, column) => {
    const words = normalizeName(name).split(" ");
    const ofTheRow = TYPE_OR_STATUS_WORD.has(words[words.length - 1]!) && !OF_SOMETHING_ELSE.has(words[words.length - 2] ?? "");
    return column === plan.type || column === plan.status?.column || ofTheRow ? [column] : [];
  });
  const held = new Map<CsvRecord, string>();
  if (columns.length === 0) return held;
  const balanceAt = (index: number) => (plan.balance === undefined || index < 0 || index >= rows.length ? "" : cell(rows[index]!, plan.balance));
  const amounts = amountColumnsOf(plan);
  /** The row's figure without its sign or side, to match a hold with its release. */
  const magnitude = (row: CsvRecord) => amounts.map((c) => cell(row, c).replace(/[-+−()\s]/g, "")).find((figure) => /[1-9]/.test(figure)) ?? "";
  const heldFigures = new Set<string>();
  const releases: { row: CsvRecord; index: number; column: number }[] = [];
  rows.forEach((row, index) => {
    // A status the status column already skips whole ("Pending", "Reserviert") is counted there.
    if (statusOfRow(row, plan) === "not-moved") return;
    const column = columns.find((c) => holdOf(cell(row, c)) !== undefined);
    if (column === undefined) return;
    if (holdOf(cell(row, column)) === "release") {
      releases.push({ row, index, column });
      return;
    }
    const balance = balanceAt(index);
    const moved = balance !== "" && balance !== balanceAt(index - 1) && balance !== balanceAt(index + 1);
    if (moved) return;
    held.set(row, `'${names[column]}' reads '${cell(row, column)}'`);
    heldFigures.add(magnitude(row));
  });
  for (const { row, index, column } of releases) {
    const balance = balanceAt(index);
    const said = `'${names[column]}' reads '${cell(row, column)}'`;
    if (balance !== "") {
      if (balance === balanceAt(index - 1) || balance === balanceAt(index + 1)) held.set(row, said);
    } else if (heldFigures.has(magnitude(row))) held.set(row, said);
    else {
      throw new Refusal(
        `line ${row.line}, column '${names[column]}'`,
        `a running balance or the hold it ends: ${said}, the end of a hold, which may have given money back or only released a hold that never moved money, and the file shows neither`,
        "delete the row if it only released a hold (no money came back), or export the statement with its balance column",
      );
    }
  }
  return held;
}

/** The one line among those stating a balance that names the booked balance and comes after every row, as a closing balance; undefined when none or several do. */
function bookedBalanceBelowRows(blocks: Blocks): Blocks["statedBalances"][number] | undefined {
  const lastRowLine = Math.max(0, ...blocks.table.map((row) => row.line));
  const booked = blocks.otherBalances.filter((row) => row.line > lastRowLine && row.fields.some(isBookedBalanceLabel));
  if (booked.length !== 1) return undefined;
  const row = booked[0]!;
  return { row, side: "closing", label: cell(row, row.fields.findIndex(isBookedBalanceLabel)) };
}

/** A balance a line states, and its figure (undefined when the figure could not be read). */
type StatedFigure = Blocks["statedBalances"][number] & { minor: number | undefined };

/**
 * Balances stated each in a column of its own, on a line with no date (Venmo's statement: a
 * "Beginning Balance" column filled only on the line above the rows, an "Ending Balance" column
 * only on the line below them). A column named as an opening or closing balance, not read as an
 * amount, says which balance its figure is.
 */
function balancesUnderTheirColumn(lines: readonly CsvRecord[], names: readonly string[], plan: Plan, money: (row: CsvRecord, column: number) => number | undefined): StatedFigure[] {
  // Venmo's "Ending Balance" is taken for a balance column, empty on every row: only the amounts are left out.
  const read = new Set(amountColumnsOf(plan));
  const found: StatedFigure[] = [];
  names.forEach((name, column) => {
    const side = read.has(column) ? undefined : isOpeningLabel(name) ? "opening" : isClosingLabel(name) ? "closing" : undefined;
    if (side === undefined) return;
    for (const row of lines) {
      const minor = cell(row, plan.date) === "" && cell(row, column) !== "" ? money(row, column) : undefined;
      if (minor !== undefined) found.push({ row, side, label: name, minor });
    }
  });
  return found.sort((a, b) => a.row.line - b.row.line);
}

/**
 * A row that states a balance in the amount column: one cell is an opening or closing label and
 * every other filled cell is a date, a figure, the currency or the direction mark, so no text says
 * it is a payment. Volksbank closes its table with "01.10.2026;…;Anfangssaldo;EUR;6.420,15;H".
 */
function statedBalanceOf(row: CsvRecord, plan: Plan): Blocks["statedBalances"][number] | undefined {
  const labelAt = labelledAlone(row, plan, (field) => isOpeningLabel(field) || isClosingLabel(field));
  if (labelAt === undefined) return undefined;
  const label = cell(row, labelAt);
  return { row, side: isOpeningLabel(label) ? "opening" : "closing", label };
}

/**
 * The column of a label cell in a row that carries a figure in an amount column and no other
 * words: every other filled cell is a date, a figure, the currency, the direction mark, or a cell
 * outside the columns read as text (the account number, a row-type code such as Swedbank
 * Lithuania's "10" and "86" on its balance rows), so nothing says the row is a payment.
 */
function labelledAlone(row: CsvRecord, plan: Plan, isLabel: (field: string) => boolean): number | undefined {
  const labelAt = row.fields.findIndex(isLabel);
  if (labelAt < 0) return undefined;
  // A category is how the row was filed, not what it says: a ledger app files its opening balance
  // (YNAB's and Actual's `Starting Balance`) under its income category.
  const text = new Set(textColumnsOf(plan).filter((column) => column !== plan.category));
  const figures = new Set([plan.date, ...moneyColumnsOf(plan)]);
  if (plan.currencyColumn !== undefined) figures.add(plan.currencyColumn);
  if (plan.amount.kind === "unsigned-with-type") figures.add(plan.amount.typeColumn);
  const words = row.fields.filter((field, column) => column !== labelAt && !figures.has(column) && field.trim() !== "" && text.has(column));
  const amounts = amountColumnsOf(plan);
  if (words.length > 0 || amounts.every((column) => cell(row, column) === "")) return undefined;
  // Amounts of 0.00 beside a figure in the balance column: the balance column states it (a balance line), not the amount.
  const inBalance = plan.balance !== undefined && /[1-9]/.test(cell(row, plan.balance));
  if (inBalance && amounts.every((column) => !/[1-9]/.test(cell(row, column)))) return undefined;
  return labelAt;
}

/**
 * The sign most figures of a debit or credit column carry, where the column prints both (undefined
 * where it prints one, or as many of each): a bank that writes its debits positive writes a refund
 * of one as a negative debit, and one that writes them with a minus writes it without.
 */
function usualSignOf(rows: readonly CsvRecord[], column: number): 1 | -1 | undefined {
  let negative = 0;
  let positive = 0;
  for (const row of rows) {
    const value = cell(row, column);
    if (!/[1-9]/.test(value)) continue;
    if (printedNegative(value)) negative++;
    else positive++;
  }
  if (negative === 0 || positive === 0 || negative === positive) return undefined;
  return positive > negative ? 1 : -1;
}

/**
 * A debit or credit column found by a word in a longer header (`Amount / Withdrawal Amount`), not by
 * its own name, that prints both signs: a signed amount, which read as magnitudes would turn money in
 * into money out. Refused, naming a row of each sign.
 */
function refuseSignedSideFoundByWord(table: readonly CsvRecord[], amount: { debit: number; credit: number }, names: readonly string[]): void {
  const named = (column: number) => findColumn([partName(names[column]!)], [...NAMES.debit, ...NAMES.credit]) !== undefined;
  for (const column of [amount.debit, amount.credit].filter((column) => !named(column))) {
    const figured = table.filter((row) => /[1-9]/.test(cell(row, column)));
    const negative = figured.find((row) => printedNegative(cell(row, column)));
    const positive = figured.find((row) => !printedNegative(cell(row, column)));
    if (negative === undefined || positive === undefined) continue;
    throw new Refusal(
      `line ${negative.line}, column '${names[column]}'`,
      `one side of the money in '${names[column]}', read as the ${column === amount.debit ? "debit" : "credit"} column; it prints both signs ('${cell(positive, column)}' on line ${positive.line}, '${cell(negative, column)}' on line ${negative.line}), as a signed amount does, and no running balance says which reading is right`,
      "name the columns with --columns, calling this one 'amount' if it is a signed amount, or add the balance column if the export has one",
    );
  }
}

/** A debit's or credit's size, turned round where it is of its column's rarer sign (see usualSignOf). */
function sided(figure: number, usualSign: 1 | -1 | undefined): number {
  return usualSign === undefined || figure === 0 || Math.sign(figure) === usualSign ? Math.abs(figure) : -Math.abs(figure);
}

function amountOf(row: CsvRecord, plan: Plan, names: readonly string[], money: (row: CsvRecord, column: number) => number | undefined, complain: (row: CsvRecord, column: number | undefined, problem: string) => void): number | undefined {
  const { amount } = plan;
  let value: number | undefined;
  // A row with a fee alone (Capitec's monthly admin fee: no money in or out, a fee of 7.50) moved
  // the balance by its fee only.
  const hasFee = plan.fee !== undefined && cell(row, plan.fee.column) !== "";
  if (amount.kind === "debit-credit") {
    if (cell(row, amount.debit) === "" && cell(row, amount.credit) === "" && !hasFee) {
      complain(row, undefined, "both the debit and the credit cell are empty");
      return undefined;
    }
    const out = money(row, amount.debit) ?? 0;
    const into = money(row, amount.credit) ?? 0;
    // The same figure on both sides is a move between two accounts that one export lists together
    // (ZenMoney's transfer to a deposit): which side is this account's the row cannot say, and netted
    // it would vanish as a row of zero. Two different figures are a refund and a fee on one line.
    if (out !== 0 && Math.abs(out) === Math.abs(into)) {
      complain(row, undefined, `both the debit ('${cell(row, amount.debit)}') and the credit ('${cell(row, amount.credit)}') hold an amount, so it cannot be told which is this account's: export one account's rows, or delete the side that is not this account's`);
      return undefined;
    }
    // Some banks print debits with a minus; both columns are magnitudes, unless the column prints
    // its own side both ways: then a figure of the column's rarer sign goes the other way (a refund
    // written as a negative debit, Butterfield's "-89.50", is money in).
    value = sided(into, amount.creditUsualSign) - sided(out, amount.debitUsualSign);
  } else if (cell(row, amount.column) === "") {
    if (!hasFee) {
      complain(row, amount.column, "the amount is missing");
      return undefined;
    }
    value = 0;
  } else {
    const read = money(row, amount.column);
    if (read === undefined) return undefined;
    // A "CR" or "DR" printed in the cell states the side itself: --positive-means does not turn it.
    if (amount.kind === "signed") value = amount.positiveMeans === "money-in" || sideMarkOf(cell(row, amount.column)) !== undefined ? read : -read + 0;
    else {
      const mark = markOf(cell(row, amount.typeColumn));
      const side = sideOfMark(mark, amount.moneyIn, amount.moneyOut);
      if (side === "in" || (mark === "" && amount.unmarked === "money-in")) value = Math.abs(read);
      else if (side === "out" || (mark === "" && amount.unmarked === "money-out")) value = -Math.abs(read) + 0;
      else {
        complain(row, amount.typeColumn, `'${cell(row, amount.typeColumn)}' does not say whether money came in or went out`);
        return undefined;
      }
      if (read < 0 && value > 0) {
        complain(row, amount.column, "the amount is negative but the type says money in");
        return undefined;
      }
    }
  }
  if (plan.fee !== undefined && plan.fee.combine !== "by-balance") {
    const fee = money(row, plan.fee.column) ?? 0;
    value = plan.fee.combine === "deducted" ? value - fee : value + fee;
  }
  if (plan.sidesCheck !== undefined && amount.kind !== "debit-credit") {
    const { debit, credit } = plan.sidesCheck;
    if (cell(row, debit) !== "" || cell(row, credit) !== "") {
      const sides = Math.abs(money(row, credit) ?? 0) - Math.abs(money(row, debit) ?? 0);
      if (sides !== value) {
        complain(row, amount.column, `the amount ${cell(row, amount.column)} is not the '${names[credit]}' less the '${names[debit]}' (${cell(row, credit) || "0"} − ${cell(row, debit) || "0"}); the figures do not agree`);
        return undefined;
      }
    }
  }
  if (plan.feeCheck !== undefined) {
    // The net is what moved the balance; the gross less the fee (printed either sign) must give it,
    // or the row is refused: a fee read with the wrong sign would otherwise pass unseen.
    const gross = money(row, plan.feeCheck.gross) ?? 0;
    const fee = money(row, plan.feeCheck.fee) ?? 0;
    if (gross - Math.abs(fee) !== value) {
      complain(row, plan.feeCheck.net, `the net ${cell(row, plan.feeCheck.net)} is not the gross ${cell(row, plan.feeCheck.gross)} less the fee ${cell(row, plan.feeCheck.fee)}; the figures do not agree`);
      return undefined;
    }
  }
  return value;
}

/** The columns read as the row's words: description, other party, memo, category, type. */
function textColumnsOf(plan: Plan): number[] {
  const columns = [...(plan.counterparty ?? []), ...(plan.memo ?? [])];
  for (const column of [plan.description, plan.category, plan.type, plan.counterpartyByDirection?.payer, plan.counterpartyByDirection?.payee]) if (column !== undefined) columns.push(column);
  return columns;
}

/** What the row's status column says of it, by the reader's lists ("moved" where the plan reads no status). */
function statusOfRow(row: CsvRecord, plan: Plan): RowState {
  return plan.status === undefined ? "moved" : statusSays(normalizeName(cell(row, plan.status.column)), plan.status.keep, plan.status.skip);
}

/**
 * Refuses a file whose amounts are all bare whole numbers in a currency with cents, when nothing in
 * it says which unit they are in: read as dollars, a file of cents would be a hundred times too large.
 */
function refuseUnsaidUnit(table: readonly CsvRecord[], plan: Plan, amounts: readonly number[], names: readonly string[], currency: string): void {
  const decimals = currencyDecimals(currency);
  if (decimals === 0 || CENTS_OUT_OF_USE.has(currency)) return;
  const balances = [plan.balance, plan.balanceBelowZero].filter((column): column is number => column !== undefined);
  const unsaid = unitUnsaid(table, names.length, amounts, balances);
  if (unsaid === undefined) return;
  const { sample, column } = unsaid;
  const asWritten = (minorUnits: boolean) => formatMinor(BigInt(sample.replace(/^\+/, "")) * (minorUnits ? 1n : 10n ** BigInt(decimals)), decimals);
  throw new Refusal(
    `column '${names[column]}'`,
    `amounts whose unit the file states; every amount is a whole number with no decimal mark (such as '${sample}'), which may be whole ${currency} or its cents`,
    `add --amounts-in units if '${sample}' is ${asWritten(false)} ${currency}, or --amounts-in cents if it is ${asWritten(true)} ${currency}`,
  );
}

/** Refuses amounts with a decimal mark under a header that names cents: the header and the figures disagree. */
function refuseCentsWrittenOut(table: readonly CsvRecord[], columns: readonly number[], names: readonly string[]): void {
  const found = centsWrittenOut(table, columns);
  if (found === undefined) return;
  throw new Refusal(
    `line ${found.row.line}, column '${names[found.column]}'`,
    `whole numbers of cents, as the header names them; found '${found.value}', which has a decimal mark`,
    "add --amounts-in units if the amounts are in whole currency units, or export the amounts in cents",
  );
}

/** The columns of a row's own money (amount, debit and credit, fee and their checks), without its running balance. */
function amountColumnsOf(plan: Plan): number[] {
  return moneyColumnsOf(plan).filter((column) => column !== plan.balance && column !== plan.balanceBelowZero);
}

/** The columns that hold the row's amount itself: one signed amount, or a debit and a credit. */
function ownAmountColumnsOf(plan: Plan): number[] {
  const { amount } = plan;
  return amount.kind === "debit-credit" ? [amount.debit, amount.credit] : [amount.column];
}

function moneyColumnsOf(plan: Plan): number[] {
  const columns = ownAmountColumnsOf(plan);
  if (plan.fee !== undefined) columns.push(plan.fee.column);
  if (plan.sidesCheck !== undefined) columns.push(plan.sidesCheck.debit, plan.sidesCheck.credit);
  if (plan.feeCheck !== undefined) columns.push(plan.feeCheck.gross, plan.feeCheck.fee);
  if (plan.balance !== undefined) columns.push(plan.balance);
  if (plan.balanceBelowZero !== undefined) columns.push(plan.balanceBelowZero);
  return columns;
}

/**
 * The currency, from what the file states: a currency column, a code in a money column's header
 * ("Amount (GBP)"), the layout, a "Currency: EUR" line above the table, codes and symbols in the
 * amounts, or the closing-balance line below the table. Sources that disagree, or a `--currency` that disagrees with the file, are refused.
 */
/** A balance's label, then within a few characters a currency code and its figure: `Saldo: CHF 22586.00`, `Balance EUR -12.50`. */
const BALANCE_IN_CURRENCY = /\b(?:saldo|balance|solde|kontostand)\b[^\d\n]{0,12}?\b([A-Z]{3}) ?[-+]?\d/i;

function settleCurrency(names: readonly string[], table: readonly CsvRecord[], preamble: readonly CsvRecord[], closingLines: readonly CsvRecord[], plan: Plan, layoutCurrency: unknown, options: ImportOptions): string {
  const stated = new Map<string, string>();
  const state = (code: string | undefined, where: string) => {
    const written = code?.trim().toUpperCase();
    const upper = written === undefined ? undefined : (currencyCode(written) ?? written);
    if (upper !== undefined && upper !== "" && !stated.has(upper)) stated.set(upper, where);
  };
  // A currency column may hold a code ("EUR", "eur") or a symbol that names one ("€", "£"). It is
  // the account's currency only when every booked row states one: filled on some rows alone (a
  // card payment abroad), it names those rows' foreign currency, and the account's is unknown.
  const foreign = plan.foreignCurrency;
  let partly: string | undefined =
    foreign === undefined ? undefined : `the '${names[foreign.column]}' column names the currency of ${foreign.amount === undefined ? "a foreign amount" : `the '${names[foreign.amount]}' amounts beside it`}, not the account's`;
  const booked = table.filter((row) => statusOfRow(row, plan) !== "not-moved");
  if (plan.currencyColumn !== undefined) {
    const column = plan.currencyColumn;
    const stating = booked.filter((row) => cell(row, column) !== "");
    if (stating.length === booked.length) for (const row of booked) state(currencyInName(cell(row, column)) ?? cell(row, column), `the '${names[column]}' column (line ${row.line})`);
    else if (stating.length > 0) {
      partly = `the '${names[column]}' column names one on ${stating.length} of ${plural(booked.length, "row")} only (${stating.slice(0, 3).map((row) => `'${cell(row, column)}' on line ${row.line}`).join(", ")}), the currency of those rows' foreign amounts, not the account's`;
    }
  }
  if (plan.currencyColumn === undefined && foreign === undefined) {
    // A column the header words did not name ("Devizanem", "Valuuta") whose every booked row reads
    // the same ISO code: the rows themselves say it is the account's currency.
    for (let column = 0; column < names.length && booked.length > 0; column++) {
      const first = cell(booked[0]!, column);
      if (currencyCode(first) !== undefined && booked.every((row) => cell(row, column) === first)) state(first, `the '${names[column]}' column, which reads ${first} on every row`);
    }
  }
  let shared: { symbol: string; line: number } | undefined;
  for (const column of moneyColumnsOf(plan)) {
    state(currencyInName(names[column]!), `the '${names[column]}' header`);
    for (const row of table) {
      const sign = currencySignOf(cell(row, column));
      state(sign.currency, `line ${row.line}`);
      if (shared === undefined && sign.sharedSymbol !== undefined) shared = { symbol: sign.sharedSymbol, line: row.line };
    }
  }
  // "$12.00" says dollars, not whose: the refusal below says why the sign was not enough.
  partly ??= shared === undefined ? undefined : `its amounts are written with '${shared.symbol}' (line ${shared.line}), a sign several currencies share`;
  if (typeof layoutCurrency === "string") state(layoutCurrency, "the layout");
  // A closing-balance line's amount ("12.345,67 EUR") or a code in a cell of its own, below the table or above it.
  for (const row of [...closingLines, ...preamble]) {
    if (!row.fields.some(isClosingLabel)) continue;
    for (const field of row.fields) {
      const value = field.trim();
      state(currencyCode(value) ?? (/\d/.test(value) ? currencyOfCell(value) : undefined), `line ${row.line}`);
    }
  }
  for (const [index, row] of preamble.entries()) {
    // A summary table above the rows: "Валюта" or "Currency" heading a column, its code on the line below.
    const below = preamble[index + 1];
    if (below !== undefined) {
      row.fields.forEach((label, column) => {
        if (findColumn([normalizeName(label)], NAMES.currency) !== undefined && currencyCode(cell(below, column)) !== undefined) state(cell(below, column), `line ${below.line}`);
      });
    }
    const text = row.fields.join(" ");
    const match = /\b(?:currency|w(?:ä|ae)hrung|devise|munt)\b\s*(?::\s*)?([A-Z]{3})\b/i.exec(text);
    if (match !== null) state(match[1], `line ${row.line}`);
    // A balance line above the table that writes its currency before the figure ("Saldo: CHF 22586.00").
    const balance = BALANCE_IN_CURRENCY.exec(text);
    if (balance !== null && currencyCode(balance[1]!) !== undefined) state(balance[1], `line ${row.line}`);
    // A label cell in any of the header languages, then the code: "Νόμισμα;EUR", "Měna;CZK".
    const [label, value] = row.fields.map((field) => field.trim()).filter((field) => field !== "");
    if (value !== undefined && currencyCode(value) !== undefined && findColumn([normalizeName(label!)], NAMES.currency) !== undefined) state(value, `line ${row.line}`);
  }
  const codes = [...stated.keys()];
  if (codes.length > 1) {
    throw new Refusal(undefined, `one currency per file; it states ${codes.map((c) => `${c} (${stated.get(c)})`).join(" and ")}`, "split the file by currency and import each part");
  }
  const fromFile = codes[0];
  if (fromFile !== undefined && !isKnownCurrency(fromFile)) throw new Refusal(stated.get(fromFile), `an ISO 4217 currency code; found '${fromFile}'`, "add --currency with the account's ISO 4217 code");
  if (options.currency !== undefined && fromFile !== undefined && options.currency !== fromFile) {
    throw new Refusal(stated.get(fromFile), `the currency given by --currency (${options.currency}); the file says ${fromFile}`, "drop --currency, or correct it");
  }
  const currency = options.currency ?? fromFile;
  if (currency === undefined) {
    throw new Refusal(undefined, `a currency: the file states none (${partly ?? "no currency column, code or symbol"})`, "add --currency with the account's ISO 4217 code, e.g. --currency USD");
  }
  return currency;
}

/** "the 'Saldo' column", or for a column with no header "the unnamed column after 'Saldo'". */
function columnName(names: readonly string[], column: number): string {
  const name = names[column]?.trim() ?? "";
  if (name !== "") return `the '${name}' column`;
  const before = column > 0 ? names[column - 1]!.trim() : "";
  return before !== "" ? `the unnamed column after '${before}'` : `column ${column + 1}`;
}

/** The cells of the columns besides `date` whose every filled cell in the table is a date, in either order. */
function otherDateCells(names: readonly string[], table: readonly CsvRecord[], date: number): string[] {
  const cells: string[] = [];
  for (let column = 0; column < names.length; column++) {
    if (column === date) continue;
    const filled = table.map((row) => cell(row, column)).filter((value) => value !== "");
    if (filled.length > 0 && filled.every(isDateCell)) cells.push(...filled);
  }
  return cells;
}
