/**
 * The OFX reader: OFX 1.x (SGML) and 2.x (XML) bank and credit-card statements, which is also what
 * Quicken (.qfx) and QuickBooks (.qbo) Web Connect files are (the same content plus Intuit's
 * INTU.BID element). The SGML is turned into XML (sgml.ts) and parsed with fast-xml-parser with
 * every value kept as text; amounts and dates are then read exactly (values.ts).
 *
 * Why not an OFX package from npm (ofx, ofx-js, node-ofx-parser, banking): they hand back amounts
 * as JavaScript numbers ("-12.50" → -12.5, "0.1" + "0.2" drift) or as unchecked strings, read dates
 * through `Date` in the machine's time zone, and let a malformed file through as missing fields.
 * Closing the leaves ourselves is a few lines; exactness and the refusals are the point.
 *
 * OFX states no opening balance, so the statement cannot be checked as opening + amounts =
 * closing. What can be checked is: every amount exact in the statement's currency, every
 * transaction dated within the statement's DTSTART..DTEND, no transaction given twice (FITID).
 */

import { currencyDecimals, isKnownCurrency } from "../amount.js";
import { assignBankIds } from "../bank-ids.js";
import { EXPORT_AGAIN, plural, Refusal, resultOf } from "../refusal.js";
import type { FormatReader, ImportedBook, ImportedTransaction, ImportOptions } from "../types.js";
import { at, child, childrenNamed, descendants, parseXml, textAt, type XmlElement } from "../xml.js";
import { merchantCodeOf, payeeOf, transactionCode } from "./row-facts.js";
import { ofxToXml } from "./sgml.js";
import { readOfxAmount, readOfxDate } from "./values.js";



export const ofxReader: FormatReader = {
  name: "ofx",
  detect(text) {
    return text.includes("OFXHEADER") || /<OFX>/i.test(text) ? 2 : 0;
  },
  read(text, _bytes, options) {
    return resultOf(options.fileName, () => readOfx(text, options));
  },
};

function readOfx(text: string, options: ImportOptions): ImportedBook {
  const converted = ofxToXml(text);
  if (!converted.ok) throw new Refusal(`line ${converted.line}`, `an OFX file: ${converted.problem}`, EXPORT_AGAIN);
  const parsed = parseXml(converted.xml);
  if (!parsed.ok) {
    const shape = converted.shape === "sgml" ? "OFX (SGML) with every aggregate closed" : "well-formed OFX (XML)";
    throw new Refusal(`line ${parsed.line}`, `${shape}: ${parsed.problem}`, EXPORT_AGAIN);
  }
  const root = parsed.root;
  if (root.name !== "OFX") throw new Refusal(`line ${root.line}`, `an <OFX> root element; the file's root is <${root.name}>`, EXPORT_AGAIN);

  const notes: string[] = [`Read OFX ${versionName(converted.version, converted.shape)}`];
  const signOnStatus = at(root, "SIGNONMSGSRSV1/SONRS/STATUS");
  if (signOnStatus !== undefined) refuseFailedStatus(signOnStatus, "sign-on");
  const intuitBank = textAt(root, "SIGNONMSGSRSV1/SONRS/INTU.BID");
  if (intuitBank !== undefined) notes.push(`Quicken/QuickBooks Web Connect file (INTU.BID ${intuitBank})`);

  const statement = theStatement(root);
  const kind = statement.name === "CCSTMTRS" ? "credit-card" : "bank";
  const currency = statementCurrency(statement, options);
  const decimals = currencyDecimals(currency);
  const accountId = accountOf(statement);

  const list = child(statement, "BANKTRANLIST");
  const { transactions, period, repeatedIds, unknownTypes, unreadMerchantCodes } =
    list === undefined ? { transactions: [], period: undefined, repeatedIds: 0, unknownTypes: new Set<string>(), unreadMerchantCodes: 0 } : readTransactions(list, decimals, currency);

  const book: ImportedBook = { format: "ofx", currency, transactions, notes: [] };
  if (accountId !== undefined) book.accountId = accountId;
  if (kind === "credit-card") book.kind = "card";
  notes.push(`Read the ${kind} statement${accountId === undefined ? "" : ` for account ${accountId}`}: ${plural(transactions.length, "transaction")} in ${currency}`);
  if (period !== undefined) notes.push(`Statement period ${period.start} to ${period.end} (DTSTART..DTEND); every transaction is dated within it`);
  if (repeatedIds > 0) notes.push(`Kept ${plural(repeatedIds, "transaction")} whose FITID repeats an earlier one with a different date or amount; a FITID given twice is not used as the bank's id`);
  if (unknownTypes.size > 0) notes.push(`Gave no transaction code to TRNTYPE ${[...unknownTypes].join(", ")}: the OFX specification defines no such type`);
  if (unreadMerchantCodes > 0) notes.push(`Left out ${plural(unreadMerchantCodes, "merchant category code")} (SIC) that ${unreadMerchantCodes === 1 ? "is" : "are"} not four digits`);

  const ledger = child(statement, "LEDGERBAL");
  if (ledger !== undefined) {
    const amountElement = child(ledger, "BALAMT");
    if (amountElement === undefined) throw new Refusal(`line ${ledger.line}, element LEDGERBAL`, "a BALAMT (the ledger balance) in LEDGERBAL", EXPORT_AGAIN);
    const amount = readOfxAmount(amountElement.text, decimals);
    if (!amount.ok) throw new Refusal(`line ${amountElement.line}, element LEDGERBAL/BALAMT`, `the ledger balance in ${currency}; '${amountElement.text}' ${amount.problem}`, EXPORT_AGAIN);
    book.closingBalanceMinor = amount.minor;
    const asOfElement = child(ledger, "DTASOF");
    if (asOfElement !== undefined) {
      const asOf = readOfxDate(asOfElement.text);
      if (asOf === undefined) throw new Refusal(`line ${asOfElement.line}, element LEDGERBAL/DTASOF`, `an OFX date (YYYYMMDD[HHMMSS]); '${asOfElement.text}' is not one`, EXPORT_AGAIN);
      book.closingBalanceDate = asOf;
    }
    notes.push(`Closing balance from LEDGERBAL${book.closingBalanceDate === undefined ? "" : ` as of ${book.closingBalanceDate}`}; OFX states no opening balance, so amounts and dates were checked, not a running total`);
  } else {
    notes.push("The statement has no ledger balance (LEDGERBAL)");
  }
  book.notes = notes.map((note) => ({ text: note }));
  return book;
}

/** VERSION 102 → "1.02", 220 → "2.2", 211 → "2.1.1": the way the specifications name themselves. */
function versionName(version: string | undefined, shape: "sgml" | "xml"): string {
  let number = shape === "sgml" ? "1.x" : "2.x";
  if (version !== undefined && version.length === 3) {
    number = version[0] === "1" ? `1.${version.slice(1)}` : `${version[0]}.${version[1]}${version[2] === "0" ? "" : `.${version[2]}`}`;
  }
  return `${number} (${shape === "sgml" ? "SGML" : "XML"})`;
}

/** A STATUS aggregate whose SEVERITY is ERROR means the bank sent no statement, only a reason. */
function refuseFailedStatus(status: XmlElement, what: string): void {
  const severity = textAt(status, "SEVERITY");
  const code = textAt(status, "CODE");
  const failed = severity !== undefined ? severity.toUpperCase() === "ERROR" : code !== undefined && code !== "0";
  if (!failed) return;
  const message = textAt(status, "MESSAGE");
  throw new Refusal(
    `line ${status.line}, element STATUS`,
    `a successful ${what}; the bank answered code ${code ?? "(none)"}${message === undefined ? "" : ` "${message}"`}`,
    "download the statement again; the bank's server did not send one",
  );
}

/** The one bank (STMTRS) or credit-card (CCSTMTRS) statement; several accounts are refused. */
function theStatement(root: XmlElement): XmlElement {
  const statements = [...descendants(root, "STMTRS"), ...descendants(root, "CCSTMTRS")].sort((a, b) => a.line - b.line);
  if (statements.length === 0) {
    for (const wrapper of [...descendants(root, "STMTTRNRS"), ...descendants(root, "CCSTMTTRNRS")]) {
      const status = child(wrapper, "STATUS");
      if (status !== undefined) refuseFailedStatus(status, "statement download");
    }
    const investment = descendants(root, "INVSTMTRS").length > 0;
    throw new Refusal(
      undefined,
      investment
        ? "a bank or credit-card statement; this OFX file is an investment (brokerage) statement, which is not supported"
        : "a bank statement (BANKMSGSRSV1/STMTTRNRS/STMTRS) or a credit-card statement (CREDITCARDMSGSRSV1/CCSTMTTRNRS/CCSTMTRS); the file has neither",
      "download the checking, savings or credit-card account's transactions as OFX/QFX/QBO",
    );
  }
  if (statements.length > 1) {
    const accounts = [...new Set(statements.map((s) => accountOf(s) ?? "(no ACCTID)"))];
    const second = statements[1]!;
    if (accounts.length > 1) {
      throw new Refusal(
        `line ${second.line}, element ${second.name}[2]`,
        `one account per file; the file holds statements for ${accounts.length} accounts (${accounts.slice(0, 4).join(", ")})`,
        "export one account at a time and import each file on its own",
      );
    }
    throw new Refusal(
      `line ${second.line}, element ${second.name}[2]`,
      `one statement per file; the file holds ${statements.length} statements for account ${accounts[0]}`,
      "export the whole period as one statement",
    );
  }
  return statements[0]!;
}

function accountOf(statement: XmlElement): string | undefined {
  return textAt(statement, "BANKACCTFROM/ACCTID") ?? textAt(statement, "CCACCTFROM/ACCTID");
}

function statementCurrency(statement: XmlElement, options: ImportOptions): string {
  const stated = child(statement, "CURDEF");
  if (stated === undefined || stated.text === "") {
    if (options.currency !== undefined && isKnownCurrency(options.currency)) return options.currency;
    throw new Refusal(`line ${statement.line}, element ${statement.name}`, "the statement's currency (CURDEF); the file states none", "pass the account's currency with --currency, e.g. --currency USD");
  }
  const code = stated.text.toUpperCase();
  if (!isKnownCurrency(code)) throw new Refusal(`line ${stated.line}, element CURDEF`, `an ISO 4217 currency code; '${stated.text}' is not one`, EXPORT_AGAIN);
  if (options.currency !== undefined && options.currency.toUpperCase() !== code) {
    throw new Refusal(`line ${stated.line}, element CURDEF`, `the currency given with --currency (${options.currency}); the statement says ${code}`, "drop --currency: the statement states its own currency");
  }
  return code;
}

interface TransactionList {
  transactions: ImportedTransaction[];
  period: { start: string; end: string } | undefined;
  /** Transactions whose FITID an earlier one has, with a different date or amount: kept. */
  repeatedIds: number;
  /** TRNTYPE values the specification does not define: no code is given for them. */
  unknownTypes: Set<string>;
  /** SIC/MCC values that are not four digits: left out. */
  unreadMerchantCodes: number;
}

function readTransactions(list: XmlElement, decimals: number, currency: string): TransactionList {
  const period = statementPeriod(list);
  const transactions: ImportedTransaction[] = [];
  const seen = new Map<string, { index: number; date: string; amountMinor: number }>();
  const fitIds: (string | undefined)[] = [];
  const unknownTypes = new Set<string>();
  let unreadMerchantCodes = 0;
  let sameIdDiffering = 0;
  childrenNamed(list, "STMTTRN").forEach((row, i) => {
    const where = `STMTTRN[${i + 1}]`;
    const located = (element: XmlElement, name?: string) => `line ${element.line}, element BANKTRANLIST/${where}${name === undefined ? "" : `/${name}`}`;

    const posted = child(row, "DTPOSTED");
    if (posted === undefined) throw new Refusal(located(row), "a DTPOSTED (posting date) in every transaction", EXPORT_AGAIN);
    const date = readOfxDate(posted.text);
    if (date === undefined) throw new Refusal(located(posted, "DTPOSTED"), `an OFX date (YYYYMMDD[HHMMSS[.XXX]][[offset:TZ]]); '${posted.text}' is not one`, EXPORT_AGAIN);
    if (period !== undefined && (date < period.start || date > period.end)) {
      throw new Refusal(
        located(posted, "DTPOSTED"),
        `transactions dated within the statement period ${period.start} to ${period.end} (DTSTART..DTEND); this one is dated ${date}`,
        "export the statement again; if the bank's files always look like this, delete the DTSTART and DTEND lines to import it without the period check",
      );
    }

    const amountElement = child(row, "TRNAMT");
    if (amountElement === undefined) throw new Refusal(located(row), "a TRNAMT (amount) in every transaction", EXPORT_AGAIN);
    const amount = readOfxAmount(amountElement.text, decimals);
    if (!amount.ok) throw new Refusal(located(amountElement, "TRNAMT"), `an amount in ${currency}; '${amountElement.text}' ${amount.problem}`, EXPORT_AGAIN);

    const foreign = textAt(row, "CURRENCY/CURSYM");
    if (foreign !== undefined && foreign.toUpperCase() !== currency) {
      throw new Refusal(
        located(row, "CURRENCY"),
        `amounts in the statement's currency ${currency}; this transaction's amount is in ${foreign} (CURRENCY), which this reader does not convert`,
        "export the statement in the account's currency, or remove the transaction and enter it by hand",
      );
    }

    const fitId = textAt(row, "FITID");
    if (fitId !== undefined) {
      const earlier = seen.get(fitId);
      if (earlier === undefined) seen.set(fitId, { index: i + 1, date, amountMinor: amount.minor });
      else if (earlier.date === date && earlier.amountMinor === amount.minor) {
        throw new Refusal(
          located(row, "FITID"),
          `each transaction once; ${where} repeats STMTTRN[${earlier.index}] (same FITID '${fitId}', date and amount)`,
          "export the statement again; if the bank really booked it twice, delete the FITID line of one of them",
        );
      } else sameIdDiffering++;
    }

    const description = describe(row);
    const counterparty = payeeOf(row);
    const { code, unknown } = transactionCode(row);
    if (unknown !== undefined) unknownTypes.add(unknown);
    const { mcc, invalid } = merchantCodeOf(row);
    if (invalid !== undefined) unreadMerchantCodes++;
    fitIds.push(fitId);
    transactions.push({
      date,
      amountMinor: amount.minor,
      source: `${where} (line ${row.line})`,
      ...(description === undefined ? {} : { description }),
      ...(counterparty === undefined ? {} : { counterparty }),
      ...(code === undefined ? {} : { bankTransactionCode: code }),
      ...(mcc === undefined ? {} : { mcc }),
    });
  });
  assignBankIds(transactions, fitIds);
  return { transactions, period, repeatedIds: sameIdDiffering, unknownTypes, unreadMerchantCodes };
}

function statementPeriod(list: XmlElement): { start: string; end: string } | undefined {
  const bound = (name: "DTSTART" | "DTEND") => {
    const element = child(list, name);
    if (element === undefined) return undefined;
    const date = readOfxDate(element.text);
    if (date === undefined) throw new Refusal(`line ${element.line}, element BANKTRANLIST/${name}`, `an OFX date (YYYYMMDD[HHMMSS]); '${element.text}' is not one`, EXPORT_AGAIN);
    return date;
  };
  const start = bound("DTSTART");
  const end = bound("DTEND");
  if (start === undefined || end === undefined) return undefined;
  if (start > end) throw new Refusal(`line ${list.line}, element BANKTRANLIST`, `DTSTART on or before DTEND; the period runs from ${start} back to ${end}`, EXPORT_AGAIN);
  return { start, end };
}

/** NAME (or PAYEE/NAME) and MEMO, as the bank wrote them; a check number when that is all there is. */
function describe(row: XmlElement): string | undefined {
  const name = textAt(row, "NAME") ?? textAt(row, "PAYEE/NAME");
  const memo = textAt(row, "MEMO");
  const parts = [name, memo].filter((part): part is string => part !== undefined);
  if (parts.length === 2 && (parts[0]!.includes(parts[1]!) || parts[1]!.includes(parts[0]!))) parts.splice(parts[0]!.length >= parts[1]!.length ? 1 : 0, 1);
  if (parts.length > 0) return parts.join(" — ");
  const check = textAt(row, "CHECKNUM");
  const type = textAt(row, "TRNTYPE");
  if (check !== undefined) return `Check ${check}`;
  return type;
}

