/**
 * What a camt entry (Ntry) says about the money besides its amount and date (ISO 20022
 * BankToCustomerStatement, ReportEntry): the bank transaction code, the references that identify
 * it, and the parties of its one underlying transaction.
 *
 *   - BkTxCd/Domn: the ISO code as domain, family and sub-family (`PMNT/RCDT/ESCT`); without a
 *     Domn, the bank's proprietary BkTxCd/Prtry/Cd as `TYPE:<code>` (German banks' `NTRF+166`).
 *     The entry's own code, else that of its single TxDtls.
 *   - AcctSvcrRef (the bank's reference for the entry), NtryRef, and the EndToEndId of a single
 *     TxDtls (`NOTPROVIDED` is the standard's word for none).
 *   - RltdPties/Dbtr and Cdtr of a single TxDtls, by Nm (up to v07) or Pty/Nm (v08 on). With several
 *     TxDtls (a batch) the entry has no one counterparty.
 */

import { at, child, childrenNamed, textAt, type XmlElement } from "../xml.js";

export interface EntryFacts {
  code: string | undefined;
  servicerReference: string | undefined;
  entryReference: string | undefined;
  endToEndId: string | undefined;
  debtor: string | undefined;
  creditor: string | undefined;
}

export function entryFacts(ntry: XmlElement): EntryFacts {
  const details = childrenNamed(ntry, "NtryDtls").flatMap((d) => childrenNamed(d, "TxDtls"));
  const single = details.length === 1 ? details[0] : undefined;
  const endToEnd = single === undefined ? undefined : textAt(single, "Refs/EndToEndId");
  return {
    code: codeOf(ntry) ?? (single === undefined ? undefined : codeOf(single)),
    servicerReference: textAt(ntry, "AcctSvcrRef"),
    entryReference: textAt(ntry, "NtryRef"),
    endToEndId: endToEnd === undefined || endToEnd.toUpperCase() === "NOTPROVIDED" ? undefined : endToEnd,
    debtor: single === undefined ? undefined : partyName(single, "Dbtr"),
    creditor: single === undefined ? undefined : partyName(single, "Cdtr"),
  };
}

function codeOf(owner: XmlElement): string | undefined {
  const code = child(owner, "BkTxCd");
  if (code === undefined) return undefined;
  const domain = child(code, "Domn");
  if (domain !== undefined) {
    const parts = [textAt(domain, "Cd"), textAt(domain, "Fmly/Cd"), textAt(domain, "Fmly/SubFmlyCd")];
    if (parts.every((part) => part !== undefined)) return parts.join("/");
  }
  const proprietary = textAt(code, "Prtry/Cd");
  return proprietary === undefined ? undefined : `TYPE:${proprietary}`;
}

function partyName(details: XmlElement, role: "Dbtr" | "Cdtr"): string | undefined {
  const party = at(details, `RltdPties/${role}`);
  if (party === undefined) return undefined;
  return (textAt(party, "Nm") ?? textAt(party, "Pty/Nm"))?.trim() || undefined;
}
