/**
 * Tags grouped into messages: each :20: begins one. An MT940 statement has an account (:25:), an
 * opening balance (:60F: first, :60M: intermediate), statement lines (:61:, each with the :86:
 * after it) and a closing balance (:62F:/:62M:); an MT942 interim report has a floor limit
 * (:34F:), a date-time (:13D:), lines, and optionally the number and sum of debits (:90D:) and
 * credits (:90C:), but no balances. Which one a message is comes from the envelope's block 2 when
 * the file has it, else from its tags.
 */

import { readBalance, type Balance, where } from "./fields.js";
import { Refusal } from "../refusal.js";
import type { Tag } from "./tags.js";

export interface Message {
  kind: "940" | "942";
  start: Tag;
  account?: Tag;
  opening?: Balance;
  closing?: Balance;
  /** :61: tags, each with the :86: that follows it. */
  lines: { line: Tag; information?: Tag }[];
  floorLimits: Tag[];
  debits?: Tag;
  credits?: Tag;
  /** Tags this reader has no use for (:NS:, bank-specific), counted for a note. */
  ignored: string[];
}

/** MT950 is the interbank statement: the same balances and lines as MT940, without :86:. */
const STATEMENT_TYPES = new Set(["940", "950"]);
const KNOWN = new Set(["20", "21", "25", "25P", "28", "28C", "60F", "60M", "61", "86", "62F", "62M", "64", "65", "34F", "13D", "90D", "90C"]);

export function groupMessages(tags: readonly Tag[]): Message[] {
  const messages: Message[] = [];
  let current: Message | undefined;
  for (const tag of tags) {
    if (tag.name === "20") {
      if (tag.declaredType !== undefined && !STATEMENT_TYPES.has(tag.declaredType) && tag.declaredType !== "942") {
        throw new Refusal(where(tag), `an MT940 statement or MT942 interim report; block 2 of this message says MT${tag.declaredType}`, "export the account statement (MT940) instead");
      }
      current = { kind: tag.declaredType === "942" ? "942" : "940", start: tag, lines: [], floorLimits: [], ignored: [] };
      messages.push(current);
      continue;
    }
    if (current === undefined) throw new Refusal(where(tag), "a :20: line to begin the statement before any other tag", "export the statement again; its start is missing");
    place(current, tag);
  }
  for (const message of messages) settleKind(message);
  return messages;
}

function place(message: Message, tag: Tag): void {
  const once = (existing: unknown) => {
    if (existing !== undefined) throw new Refusal(where(tag), `one :${tag.name}: per statement (the statement beginning on line ${message.start.line} has two)`, "export the statement again; it is damaged");
  };
  switch (tag.name) {
    case "25":
    case "25P":
      once(message.account);
      message.account = tag;
      return;
    case "60F":
    case "60M":
      once(message.opening);
      message.opening = readBalance(tag);
      return;
    case "62F":
    case "62M":
      once(message.closing);
      message.closing = readBalance(tag);
      return;
    case "61":
      message.lines.push({ line: tag });
      return;
    case "86": {
      // An :86: after a line describes it; one before the first line or after the closing
      // balance describes the statement, which is not a transaction.
      const last = message.lines.at(-1);
      if (last === undefined || message.closing !== undefined) return;
      if (last.information === undefined) last.information = tag;
      else last.information = { ...last.information, value: `${last.information.value}\n${tag.value}` };
      return;
    }
    case "34F":
      message.floorLimits.push(tag);
      return;
    case "90D":
      once(message.debits);
      message.debits = tag;
      return;
    case "90C":
      once(message.credits);
      message.credits = tag;
      return;
    default:
      if (!KNOWN.has(tag.name)) message.ignored.push(tag.name);
  }
}

/** Without an envelope, a message with a floor limit or entry totals and no balances is an MT942. */
function settleKind(message: Message): void {
  if (message.start.declaredType !== undefined) return;
  const interim = message.floorLimits.length > 0 || message.debits !== undefined || message.credits !== undefined;
  if (interim && message.opening === undefined && message.closing === undefined) message.kind = "942";
}
