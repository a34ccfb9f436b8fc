/**
 * The fields of MT940/MT942 tags that carry money or dates, read exactly as the SWIFT User
 * Handbook (Category 9, MT 940 and MT 942 field specifications) defines them:
 *   balance (:60F: :60M: :62F: :62M: :64: :65:)  1!a6!n3!a15d   D/C, YYMMDD, currency, amount
 *   statement line (:61:)  6!n[4!n]2a[1!a]15d1!a3!c16x[//16x] + [34x] on the next line
 *   number and sum (:90D: :90C:)  5n3!a15d
 *   floor limit (:34F:)  3!a[1!a]15d
 * Amounts use the decimal comma ("1234,56"; the comma is mandatory, the decimals may be absent).
 * They are converted on their digits by parseMajorAmount with the currency's own decimals, so a
 * Kuwaiti dinar "12,345" is 12345 fils, never a float rounded to two places.
 */

import { parseDay } from "../../domain/dates.js";
import { currencyDecimals, isKnownCurrency, parseMajorAmount } from "../amount.js";
import { Refusal } from "../refusal.js";
import type { Tag } from "./tags.js";

export interface Balance {
  /** Signed minor units: a D (debit) balance is an overdraft, so negative. */
  minor: bigint;
  currency: string;
  date: string;
  tag: Tag;
}

/** How a statement line moves money: C/D booked, RC/RD reversals, EC/ED expected (MT942 only). */
export type Mark = "C" | "D" | "RC" | "RD" | "EC" | "ED";

export interface StatementLine {
  valueDate: string;
  /** The booking date: the entry date when the line gives one, else the value date. */
  bookingDate: string;
  mark: Mark;
  /** Unsigned minor units as written. */
  magnitude: bigint;
  transactionType: string;
  ownerReference: string;
  bankReference: string;
  supplementary: string;
  tag: Tag;
}

export interface NumberAndSum {
  count: number;
  minor: bigint;
  currency: string;
  tag: Tag;
}

export const where = (tag: Tag) => `line ${tag.line} (:${tag.name}:)`;

const BALANCE = /^([DC])(\d{6})([A-Z]{3})(\d[\d,]*)$/;

export function readBalance(tag: Tag): Balance {
  const match = BALANCE.exec(tag.value.trim());
  if (match === null) {
    throw new Refusal(where(tag), `a balance as D or C, a date YYMMDD, a currency and an amount with a decimal comma (e.g. C260131EUR1234,56); found '${clip(tag.value)}'`, "export the statement again; the balance line is damaged");
  }
  const [, mark, date, currency, amount] = match as unknown as [string, string, string, string, string];
  const minor = amountOf(amount, checkedCurrency(currency, tag), tag);
  return { minor: mark === "D" ? -minor : minor, currency, date: yymmdd(date, tag), tag };
}

/** value date, entry date, mark, funds code, amount, type, owner ref, then "//" bank ref. */
const STATEMENT_LINE = /^(\d{6})(\d{4})?(RC|RD|EC|ED|C|D)([A-Z])?(\d[\d,]*)([NSF][A-Z0-9]{3})(.*)$/;

export function readStatementLine(tag: Tag, currency: string): StatementLine {
  const [first = "", ...rest] = tag.value.split("\n");
  const match = STATEMENT_LINE.exec(first.trim());
  if (match === null) {
    throw new Refusal(
      where(tag),
      `a statement line: value date YYMMDD, optional entry date MMDD, C/D/RC/RD, amount with a decimal comma, a type such as NTRF, then references; found '${clip(first)}'`,
      "export the statement again; the :61: line is damaged",
    );
  }
  const [, value, entry, mark, , amount, transactionType, references] = match as unknown as [string, string, string | undefined, Mark, string, string, string, string];
  const valueDate = yymmdd(value, tag);
  const split = references.indexOf("//");
  return {
    valueDate,
    bookingDate: entry === undefined ? valueDate : entryDate(entry, valueDate, tag),
    mark,
    magnitude: amountOf(amount, currency, tag),
    transactionType,
    ownerReference: (split < 0 ? references : references.slice(0, split)).trim(),
    bankReference: split < 0 ? "" : references.slice(split + 2).trim(),
    supplementary: rest.join(" ").trim(),
    tag,
  };
}

/** The money a line moves, in the envelope's sign: a reversal of a credit takes money out. */
export function signedAmount(line: StatementLine): bigint {
  return line.mark === "C" || line.mark === "RD" || line.mark === "EC" ? line.magnitude : -line.magnitude;
}

const NUMBER_AND_SUM = /^(\d{1,5})([A-Z]{3})(\d[\d,]*)$/;

export function readNumberAndSum(tag: Tag): NumberAndSum {
  const match = NUMBER_AND_SUM.exec(tag.value.trim());
  if (match === null) throw new Refusal(where(tag), `a number of entries, a currency and a sum with a decimal comma (e.g. 3EUR150,00); found '${clip(tag.value)}'`, "export the report again; the line is damaged");
  const [, count, currency, amount] = match as unknown as [string, string, string, string];
  return { count: Number(count), currency, minor: amountOf(amount, checkedCurrency(currency, tag), tag), tag };
}

const FLOOR_LIMIT = /^([A-Z]{3})([DC])?(\d[\d,]*)$/;

/** :34F: says little about money but states the report's currency, which MT942 has nowhere else. */
export function floorLimitCurrency(tag: Tag): string {
  const match = FLOOR_LIMIT.exec(tag.value.trim());
  if (match === null) throw new Refusal(where(tag), `a floor limit: currency, optional D or C, amount (e.g. EUR0,); found '${clip(tag.value)}'`, "export the report again; the line is damaged");
  return checkedCurrency(match[1]!, tag);
}

function checkedCurrency(code: string, tag: Tag): string {
  if (!isKnownCurrency(code)) throw new Refusal(where(tag), `an ISO 4217 currency code; found '${code}'`, "export the statement again; the currency is not one ISO 4217 knows");
  return code;
}

/** "1234,56" → 123456 for two decimals. The comma is SWIFT's decimal mark and is mandatory. */
function amountOf(text: string, currency: string, tag: Tag): bigint {
  const match = /^(\d+),(\d*)$/.exec(text);
  if (match === null) throw new Refusal(where(tag), `an amount with one decimal comma (e.g. 1234,56); found '${text}'`, "export the statement again; the amount is damaged");
  const read = parseMajorAmount(`${match[1]}.${match[2]}`, currencyDecimals(currency));
  if (!read.ok) throw new Refusal(where(tag), `an amount ${currency} can hold; '${text}' ${read.problem}`, "export the statement again; the amount is damaged");
  return BigInt(read.minor);
}

/** SWIFT dates are YYMMDD; every year is read as 20YY. */
function yymmdd(text: string, tag: Tag): string {
  const date = `20${text.slice(0, 2)}-${text.slice(2, 4)}-${text.slice(4, 6)}`;
  if (parseDay(date) === undefined) throw new Refusal(where(tag), `a date YYMMDD; '${text}' is not a calendar date`, "export the statement again; the date is damaged");
  return date;
}

/**
 * The entry date is MMDD without a year: the year is the one that puts it nearest the value date,
 * so a line valued 31 December and booked 0102 is booked on 2 January of the next year.
 */
function entryDate(mmdd: string, valueDate: string, tag: Tag): string {
  const year = Number(valueDate.slice(0, 4));
  const valueDay = parseDay(valueDate)!;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of [year - 1, year, year + 1]) {
    const date = `${candidate}-${mmdd.slice(0, 2)}-${mmdd.slice(2, 4)}`;
    const day = parseDay(date);
    if (day !== undefined && Math.abs(day - valueDay) < bestDistance) [best, bestDistance] = [date, Math.abs(day - valueDay)];
  }
  if (best === undefined) throw new Refusal(where(tag), `an entry date MMDD; '${mmdd}' is not a calendar date`, "export the statement again; the date is damaged");
  return best;
}

function clip(text: string): string {
  const line = text.split("\n")[0]!.trim();
  return line.length > 60 ? `${line.slice(0, 57)}...` : line;
}
