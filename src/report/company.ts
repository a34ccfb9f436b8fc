/**
 * For a company read from several files: what the report's figures rest on — each account's
 * balance, the internal transfers taken out of the flows, the candidates left in, and the rows
 * dropped as seen twice — so a reader can check every match.
 */

import type { CompanySummary } from "../import/company/index.js";
import { money } from "../narratives/format.js";
import type { Block } from "./figures.js";

export function companyBlocks(company: CompanySummary, currency: string | undefined): Block[] {
  const fmt = (minor: number) => money(minor, currency);
  const row = (r: CompanySummary["transfers"][number]["out"]) => `${r.date} ${r.file} (${r.source})${r.description === undefined ? "" : ` ${r.description}`}`;
  return [
    {
      kind: "table",
      head: ["Account", "Files", "Balance"],
      align: ["left", "left", "right"],
      rows: company.accounts.map((a) => [`${a.label.split(" (")[0]}${a.currency !== undefined && a.currency !== currency ? ` (${a.currency})` : ""}`, a.files.join(", "), fmt(a.balanceMinor)]),
      empty: "No accounts.",
    },
    {
      kind: "table",
      head: ["Internal transfer out", "In", "Amount", "Evidence"],
      align: ["left", "left", "right", "left"],
      rows: company.transfers.map((t) => [row(t.out), row(t.in), fmt(t.in.amountMinor), t.evidence]),
      empty: "No transfers between the company's accounts were matched.",
    },
    {
      kind: "table",
      head: ["Possible transfer, kept in the flows", "Amount", "Why not matched"],
      align: ["left", "right", "left"],
      rows: company.unmatched.map((u) => [row(u.row), fmt(u.row.amountMinor), `${u.reason}: ${u.partners.map(row).join("; ")}`]),
      empty: "None.",
    },
    {
      kind: "table",
      head: ["Rows dropped as seen twice", "Already in", "Rows", "Matched by", "Overlap"],
      align: ["left", "left", "right", "left", "left"],
      rows: company.duplicates.map((d) => [d.file, d.earlierFiles.join(", "), String(d.count), d.by, `${d.from} to ${d.to}`]),
      empty: "No row was seen in two files.",
    },
  ];
}
