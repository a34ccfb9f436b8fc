/**
 * One camt statement (camt.053 `Stmt`) or account report (camt.052 `Rpt`) read into plain figures:
 * the account, its currency, the opening and closing booked balances, and every entry with its
 * status, direction and amount in minor units. Nothing is checked against anything else here;
 * the reader does that. Elements are found by local name, so every version from .001.02 to
 * .001.08 and later reads alike: the one difference that matters, the entry status, is
 * `<Sts>BOOK</Sts>` up to version 7 and `<Sts><Cd>BOOK</Cd></Sts>` from version 8.
 */

import { currencyDecimals, isKnownCurrency } from "../amount.js";
import { at, child, childrenNamed, textAt, type XmlElement } from "../xml.js";
import { entryFacts, type EntryFacts } from "./entry-facts.js";
import { EXPORT_AGAIN, placeOf, Refusal } from "./refusal.js";
import { readCamtAmount, readDateChoice } from "./values.js";

export type EntryStatus = "BOOK" | "PDNG" | "INFO" | "FUTR";

export interface CamtEntry {
  /** "Stmt[1]/Ntry[3]" */
  path: string;
  line: number;
  status: EntryStatus;
  /** CdtDbtInd CRDT. */
  credit: boolean;
  /** RvslInd true. */
  reversal: boolean;
  /** The unsigned amount in minor units. */
  magnitude: number;
  /** The booking date, for booked entries. */
  date: string | undefined;
  description: string | undefined;
  /** The code, references and parties the entry gives. */
  facts: EntryFacts;
}

export interface CamtBalance {
  /** OPBD, PRCD, CLBD or ITBD. */
  code: string;
  path: string;
  line: number;
  /** Signed minor units (CdtDbtInd DBIT is negative: an overdrawn account). */
  minor: number;
  date: string | undefined;
}

export interface CamtStatement {
  /** "Stmt[2]" or "Rpt[1]". */
  path: string;
  line: number;
  id: string | undefined;
  account: string | undefined;
  currency: string;
  decimals: number;
  opening: CamtBalance | undefined;
  closing: CamtBalance | undefined;
  entries: CamtEntry[];
  element: XmlElement;
}

const STATUSES: ReadonlySet<string> = new Set(["BOOK", "PDNG", "INFO", "FUTR"]);

/** Balance types by preference: the opening booked balance, or the previous day's closing. */
const OPENING_CODES = ["OPBD", "PRCD"] as const;
/** The closing booked balance, or (intraday camt.052) the interim booked balance. */
const CLOSING_CODES = ["CLBD", "ITBD"] as const;

export function readStatement(element: XmlElement, path: string, fallbackCurrency: string | undefined): CamtStatement {
  const account = textAt(element, "Acct/Id/IBAN") ?? textAt(element, "Acct/Id/Othr/Id");
  const currency = statementCurrency(element, path, fallbackCurrency);
  const decimals = currencyDecimals(currency);
  const amountOf = (owner: XmlElement, ownerPath: string): number => {
    const amount = child(owner, "Amt");
    if (amount === undefined) throw new Refusal(placeOf(ownerPath, owner.line), "an Amt (amount) element", EXPORT_AGAIN);
    const stated = amount.attributes["Ccy"];
    if (stated !== undefined && stated.toUpperCase() !== currency) {
      throw new Refusal(
        placeOf(`${ownerPath}/Amt`, amount.line),
        `every amount of ${path} in one currency, ${currency}; this one is in ${stated}`,
        "export each currency's account (or sub-account) as its own statement",
      );
    }
    const read = readCamtAmount(amount.text, decimals);
    if (!read.ok) throw new Refusal(placeOf(`${ownerPath}/Amt`, amount.line), `an amount in ${currency}; '${amount.text}' ${read.problem}`, EXPORT_AGAIN);
    return read.minor;
  };
  const creditOf = (owner: XmlElement, ownerPath: string): boolean => {
    const indicator = child(owner, "CdtDbtInd");
    if (indicator?.text === "CRDT") return true;
    if (indicator?.text === "DBIT") return false;
    throw new Refusal(placeOf(`${ownerPath}/CdtDbtInd`, indicator?.line ?? owner.line), `a CdtDbtInd of CRDT or DBIT; found ${indicator === undefined ? "none" : `'${indicator.text}'`}`, EXPORT_AGAIN);
  };

  const balances: CamtBalance[] = [];
  childrenNamed(element, "Bal").forEach((bal, i) => {
    const balPath = `${path}/Bal[${i + 1}]`;
    const code = textAt(bal, "Tp/CdOrPrtry/Cd");
    if (code === undefined || ![...OPENING_CODES, ...CLOSING_CODES].includes(code as never)) return;
    const minor = amountOf(bal, balPath);
    const credit = creditOf(bal, balPath);
    const dateElement = child(bal, "Dt");
    let date: string | undefined;
    if (dateElement !== undefined) {
      const read = readDateChoice(dateElement);
      if (!read.ok) throw new Refusal(placeOf(`${balPath}/Dt`, read.element.line), read.problem, EXPORT_AGAIN);
      date = read.date;
    }
    balances.push({ code, path: balPath, line: bal.line, minor: credit ? minor : -minor + 0, date });
  });

  const entries = childrenNamed(element, "Ntry").map((ntry, i): CamtEntry => {
    const entryPath = `${path}/Ntry[${i + 1}]`;
    const magnitude = amountOf(ntry, entryPath);
    const credit = creditOf(ntry, entryPath);
    const statusElement = child(ntry, "Sts");
    const status = statusElement === undefined ? undefined : statusElement.text !== "" ? statusElement.text : (textAt(statusElement, "Cd") ?? textAt(statusElement, "Prtry"));
    if (status === undefined || !STATUSES.has(status.toUpperCase())) {
      throw new Refusal(
        placeOf(`${entryPath}/Sts`, statusElement?.line ?? ntry.line),
        `an entry status of BOOK, PDNG, INFO or FUTR; found ${status === undefined ? "none" : `'${status}'`}`,
        EXPORT_AGAIN,
      );
    }
    let date: string | undefined;
    if (status.toUpperCase() === "BOOK") {
      const booking = child(ntry, "BookgDt");
      if (booking === undefined) throw new Refusal(placeOf(entryPath, ntry.line), "a booking date (BookgDt) on every booked entry", EXPORT_AGAIN);
      const read = readDateChoice(booking);
      if (!read.ok) throw new Refusal(placeOf(`${entryPath}/BookgDt`, read.element.line), read.problem, EXPORT_AGAIN);
      date = read.date;
    }
    const reversal = /^(true|1)$/i.test(textAt(ntry, "RvslInd") ?? "");
    return { path: entryPath, line: ntry.line, status: status.toUpperCase() as EntryStatus, credit, reversal, magnitude, date, description: describe(ntry, credit), facts: entryFacts(ntry) };
  });

  return {
    path,
    line: element.line,
    id: textAt(element, "Id"),
    account,
    currency,
    decimals,
    opening: pickBalance(balances, OPENING_CODES, path),
    closing: pickBalance(balances, CLOSING_CODES, path),
    entries,
    element,
  };
}

/** Acct/Ccy when stated, else the currency the amounts carry. */
function statementCurrency(element: XmlElement, path: string, fallback: string | undefined): string {
  const stated = at(element, "Acct/Ccy");
  const firstAmount = [...childrenNamed(element, "Ntry"), ...childrenNamed(element, "Bal")].map((e) => child(e, "Amt")).find((amt) => amt?.attributes["Ccy"] !== undefined);
  const code = (stated?.text || firstAmount?.attributes["Ccy"] || fallback)?.toUpperCase();
  const where = stated ?? firstAmount ?? element;
  if (code === undefined) {
    throw new Refusal(placeOf(`${path}/Acct`, where.line), "the account's currency (Acct/Ccy, or a Ccy on the amounts); the statement states none", "pass the account's currency with --currency, e.g. --currency EUR");
  }
  if (!isKnownCurrency(code)) throw new Refusal(placeOf(stated !== undefined ? `${path}/Acct/Ccy` : path, where.line), `an ISO 4217 currency code; '${code}' is not one`, EXPORT_AGAIN);
  return code;
}

/** The balance of the first code present; two of that code that disagree are refused. */
function pickBalance(balances: CamtBalance[], codes: readonly string[], path: string): CamtBalance | undefined {
  for (const code of codes) {
    const found = balances.filter((b) => b.code === code);
    if (found.length === 0) continue;
    const differing = found.find((b) => b.minor !== found[0]!.minor);
    if (differing !== undefined) {
      throw new Refusal(placeOf(differing.path, differing.line), `one ${code} balance in ${path}; it states ${found.length} that differ`, EXPORT_AGAIN);
    }
    return found[found.length - 1];
  }
  return undefined;
}

/**
 * The counterparty (for a single transaction) and the remittance text: unstructured lines
 * (RmtInf/Ustrd), else a creditor reference, else the bank's own entry text (AddtlNtryInf).
 */
function describe(ntry: XmlElement, credit: boolean): string | undefined {
  const details = childrenNamed(ntry, "NtryDtls").flatMap((d) => childrenNamed(d, "TxDtls"));
  const lines = details.flatMap((tx) => childrenNamed(tx, "RmtInf").flatMap((r) => childrenNamed(r, "Ustrd").map((u) => u.text))).filter((t) => t !== "");
  const reference = details.map((tx) => textAt(tx, "RmtInf/Strd/CdtrRefInf/Ref")).find((r) => r !== undefined);
  const remittance = lines.length > 0 ? lines.join(" ") : (reference ?? textAt(ntry, "AddtlNtryInf") ?? details.map((tx) => textAt(tx, "AddtlTxInf")).find((t) => t !== undefined));
  let party: string | undefined;
  if (details.length === 1) {
    const role = credit ? "Dbtr" : "Cdtr";
    party = textAt(details[0]!, `RltdPties/${role}/Nm`) ?? textAt(details[0]!, `RltdPties/${role}/Pty/Nm`);
  }
  const parts = [party, remittance].filter((p): p is string => p !== undefined && p !== "");
  return parts.length === 0 ? undefined : parts.join(" — ");
}
