/**
 * camt's value formats, read exactly. Amounts are ISO 20022 ActiveOrHistoricCurrencyAndAmount: an
 * unsigned decimal with a `Ccy` attribute, the sign given by a CdtDbtInd beside it. Dates are
 * ISODate (2026-01-15, optionally with a zone) or ISODateTime (2026-01-15T14:05:00+01:00); the
 * calendar date is taken as the bank states it, not moved by the zone.
 */

import { parseDay } from "../../domain/dates.js";
import { parseMajorAmount, type AmountResult } from "../amount.js";
import { child, type XmlElement } from "../xml.js";

const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/** "1190.00" → 119000 (2 decimals); a sign, a grouping comma or too many decimals is refused. */
export function readCamtAmount(text: string, decimals: number): AmountResult {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return { ok: false, problem: "is not an ISO 20022 amount (an unsigned decimal with a point, no grouping)" };
  return parseMajorAmount(trimmed, decimals);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?$/;

/** "2026-03-02T14:05:00+01:00" → "2026-03-02"; undefined when it is not an ISO date. */
export function readIsoDate(text: string): string | undefined {
  const match = ISO_DATE.exec(text.trim());
  if (match === null) return undefined;
  const [, year, month, day, hour, minute, second] = match;
  if (parseDay(`${year}-${month}-${day}`) === undefined) return undefined;
  if (hour !== undefined && (Number(hour) > 24 || Number(minute) > 59 || Number(second) > 60)) return undefined;
  return `${year}-${month}-${day}`;
}

/** A DateAndDateTimeChoice (`<Dt>` or `<DtTm>` inside e.g. BookgDt) as YYYY-MM-DD, or why not. */
export function readDateChoice(element: XmlElement): { ok: true; date: string } | { ok: false; problem: string; element: XmlElement } {
  const inner = child(element, "Dt") ?? child(element, "DtTm");
  if (inner === undefined) return { ok: false, problem: "a Dt or DtTm inside it", element };
  const date = readIsoDate(inner.text);
  if (date === undefined) return { ok: false, problem: `an ISO date (YYYY-MM-DD) or date-time; '${inner.text}' is not one`, element: inner };
  return { ok: true, date };
}

