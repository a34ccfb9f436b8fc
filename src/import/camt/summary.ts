/**
 * A statement's own control totals (TxsSummry), checked against its entries: the number and sum
 * of all entries (TtlNtries), of the credits (TtlCdtNtries) and of the debits (TtlDbtNtries), and
 * the net amount (TtlNtries/TtlNetNtry, written TtlNetNtryAmt before version 3). ISO 20022 does not
 * say whether an account report's totals include pending entries, so a total is accepted when it
 * matches either the booked entries or all of them; anything else means entries are missing or
 * were edited, and the statement is refused.
 */

import { at, child, textAt, type XmlElement } from "../xml.js";
import { EXPORT_AGAIN, placeOf, Refusal } from "./refusal.js";
import type { CamtStatement } from "./statement.js";
import { formatMinor } from "../amount.js";
import { readCamtAmount } from "./values.js";

interface Figures {
  count: number;
  sum: bigint;
  net: bigint;
}

/** `signed(entry)` is the entry's effect on the balance as the reader settled it. */
export function checkSummary(statement: CamtStatement, signed: (index: number) => number): boolean {
  const summary = child(statement.element, "TxsSummry");
  if (summary === undefined) return false;
  const figuresOf = (keep: (credit: boolean) => boolean, bookedOnly: boolean): Figures => {
    const figures: Figures = { count: 0, sum: 0n, net: 0n };
    statement.entries.forEach((entry, i) => {
      if (!keep(entry.credit) || (bookedOnly && entry.status !== "BOOK")) return;
      figures.count++;
      figures.sum += BigInt(entry.magnitude);
      figures.net += BigInt(signed(i));
    });
    return figures;
  };
  const groups: [string, (credit: boolean) => boolean][] = [
    ["TtlNtries", () => true],
    ["TtlCdtNtries", (credit) => credit],
    ["TtlDbtNtries", (credit) => !credit],
  ];
  for (const [name, keep] of groups) {
    const group = child(summary, name);
    if (group === undefined) continue;
    const candidates = [figuresOf(keep, true), figuresOf(keep, false)];
    const path = `${statement.path}/TxsSummry/${name}`;

    const count = child(group, "NbOfNtries");
    if (count !== undefined) {
      if (!/^\d+$/.test(count.text)) throw new Refusal(placeOf(`${path}/NbOfNtries`, count.line), `a number of entries; '${count.text}' is not one`, EXPORT_AGAIN);
      if (!candidates.some((c) => c.count === Number(count.text))) mismatch(`${path}/NbOfNtries`, count.line, count.text, `${candidates[0]!.count}`);
    }
    const sum = child(group, "Sum");
    if (sum !== undefined) {
      const stated = amountOf(sum, `${path}/Sum`, statement.decimals);
      if (!candidates.some((c) => c.sum === stated)) mismatch(`${path}/Sum`, sum.line, formatMinor(stated, statement.decimals), formatMinor(candidates[0]!.sum, statement.decimals));
    }
    if (name === "TtlNtries") {
      const netElement = at(group, "TtlNetNtry/Amt") ?? child(group, "TtlNetNtryAmt");
      if (netElement !== undefined) {
        const indicator = textAt(group, "TtlNetNtry/CdtDbtInd") ?? textAt(group, "CdtDbtInd");
        const magnitude = amountOf(netElement, `${path}/${netElement.name === "Amt" ? "TtlNetNtry/Amt" : "TtlNetNtryAmt"}`, statement.decimals);
        const stated = indicator === "DBIT" ? -magnitude : magnitude;
        if (!candidates.some((c) => c.net === stated)) mismatch(`${path}/TtlNetNtry`, netElement.line, formatMinor(stated, statement.decimals), formatMinor(candidates[0]!.net, statement.decimals));
      }
    }
  }
  return true;
}

function amountOf(element: XmlElement, path: string, decimals: number): bigint {
  const read = readCamtAmount(element.text, decimals);
  if (!read.ok) throw new Refusal(placeOf(path, element.line), `a control total; '${element.text}' ${read.problem}`, EXPORT_AGAIN);
  return BigInt(read.minor);
}

function mismatch(path: string, line: number, stated: string, found: string): never {
  throw new Refusal(
    placeOf(path, line),
    `the statement's control total to match its entries; ${path.split("/").slice(-2).join("/")} says ${stated}, the entries give ${found}`,
    "export the statement again; entries are missing or were edited",
  );
}
