/**
 * OFX's own value formats (OFX 2.2 specification, section 3.2.8 "Dates and times" and 3.2.9
 * "Amounts"), read exactly.
 *
 * A date is YYYYMMDD[HHMMSS[.XXX]][[gmt offset[:tz name]]], e.g. "20260115120000.000[-5:EST]". The
 * calendar date is taken as the file states it, without moving it by the offset: the bank's own
 * statement date is the booking date the user sees.
 *
 * An amount is signed, with a decimal point or (the specification allows it) a decimal comma, and
 * no grouping; "1,234" is therefore 1.234, which a two-decimal currency refuses rather than reads
 * as 1234.
 */

import { parseDay } from "../../domain/dates.js";
import { parseMajorAmount, type AmountResult } from "../amount.js";

const OFX_DATE = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(?:(\d{2})(?:\.\d{1,3})?)?)?\s*(?:\[\s*[+-]?\d{1,2}(?:\.\d{1,2})?\s*(?::\s*(?:[A-Za-z0-9_+-]{1,12}\s*)?)?\])?$/;

/** "20260115120000.000[-5:EST]" → "2026-01-15"; undefined when it is not an OFX date. */
export function readOfxDate(text: string): string | undefined {
  const match = OFX_DATE.exec(text.trim());
  if (match === null) return undefined;
  const [, year, month, day, hour, minute, second] = match;
  if (parseDay(`${year}-${month}-${day}`) === undefined) return undefined;
  if ((hour !== undefined && Number(hour) > 23) || (minute !== undefined && Number(minute) > 59) || (second !== undefined && Number(second) > 60)) return undefined;
  return `${year}-${month}-${day}`;
}


const OFX_AMOUNT = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/** "-12.50" → −1250 (2 decimals); "-12,50" → −1250; "12.505" → refused in a 2-decimal currency. */
export function readOfxAmount(text: string, decimals: number): AmountResult {
  const trimmed = text.trim();
  if (!OFX_AMOUNT.test(trimmed)) return { ok: false, problem: "is not an OFX amount (digits, an optional sign and one decimal point or comma)" };
  return parseMajorAmount(trimmed.replace(",", "."), decimals);
}
