/**
 * The labelled categorization corpus (test/fixtures/categorization/) and its checker, run as a
 * maintainer runs it: `scripts/check-categorization-corpus.ts` in a child process. The committed
 * corpus must pass; a copy with one label broken must fail, naming the line and what to fix.
 */

import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT } from "./support/process.js";
import { runCommand, type Ran } from "./support/run-command.js";

const CORPUS = join(ROOT, "test/fixtures/categorization");


function check(folder: string): Promise<Ran> {
  return runCommand(process.execPath, ["--import", "tsx", "scripts/check-categorization-corpus.ts", folder]);
}

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the corpus whose labels.csv lines go through `edit` (line 1 is the header). */
function copyWithLabels(edit: (lines: string[]) => string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "corpus-"));
  copies.push(dir);
  cpSync(CORPUS, dir, { recursive: true });
  const lines = readFileSync(join(dir, "labels.csv"), "utf8").trimEnd().split("\n");
  writeFileSync(join(dir, "labels.csv"), edit(lines).join("\n") + "\n");
  return dir;
}

function labelLines(): string[] {
  return readFileSync(join(CORPUS, "labels.csv"), "utf8").trimEnd().split("\n");
}

describe("the categorization corpus", () => {
  it("matches every label to exactly one imported transaction of its file, and every transaction to a label", async () => {
    // Independent of the checker: one label per line after the header; the statements are the
    // folder's files other than labels.csv and README.md.
    const labels = labelLines().length - 1;
    const files = readdirSync(CORPUS).filter((name) => name !== "labels.csv" && name !== "README.md").length;
    const ran = await check(CORPUS);
    expect(ran.stderr).toBe("");
    expect(ran.status).toBe(0);
    expect(ran.stdout).toContain(`${files} files, ${labels} labels, each matched to exactly one imported transaction (${labels})`);
  }, 60_000);

  it("keeps the rows no one could categorize under 5% and marks each of them", () => {
    const rows = labelLines().slice(1).map((line) => line.split(","));
    const uncategorized = rows.filter((fields) => fields[4] === "uncategorized");
    expect(uncategorized.length / rows.length).toBeLessThan(0.05);
    for (const fields of uncategorized) expect(fields.slice(6).join(",")).toMatch(/^"?MARKED:/);
  });

  it("refuses a label whose amount is not the imported one, naming its line and the transaction left without a label", async () => {
    // Line 2 is the Chase file's newest row: 2026-10-30, a refund of 612.40 (61240 cents).
    const lines = labelLines();
    expect(lines[1]).toMatch(/^us-saas-chase-checking\.csv,,2026-10-30,61240,refund,/);
    const dir = copyWithLabels((all) => [all[0]!, all[1]!.replace(",61240,", ",61204,"), ...all.slice(2)]);
    const ran = await check(dir);
    expect(ran.status).toBe(1);
    expect(ran.stderr).toContain("labels.csv, line 2: us-saas-chase-checking.csv has no imported transaction of 2026-10-30 for 61204 left to match");
    expect(ran.stderr).toContain("us-saas-chase-checking.csv, line 2: the transaction of 2026-10-30 for 61240 has no line in labels.csv");
  }, 60_000);

  it("refuses a category that does not fit the direction of the money, and stakes that do not fit the category", async () => {
    const dir = copyWithLabels((all) => [
      all[0]!,
      all[1]!.replace(",refund,", ",rent,"),
      ...all.slice(2).map((line) => line.replace(/^(us-saas-chase-checking\.csv,,2026-10-30,-128433,taxes,)high,/, "$1,")),
    ]);
    const ran = await check(dir);
    expect(ran.status).toBe(1);
    expect(ran.stderr).toContain("labels.csv, line 2, column 'expected': 'rent' is not a category for money in");
    expect(ran.stderr).toMatch(/labels\.csv, line \d+, column 'stakes': expected 'high' for 'taxes'; found ''/);
  }, 60_000);

  it("refuses a file imported without the flag it needs, with the importer's fix", async () => {
    // Wells Fargo's export has no balance column and no closing line: only --balance gives it.
    const dir = copyWithLabels((all) => all.map((line) => line.replace(/^(us-landscaping-wellsfargo\.csv,)--balance [\d.]+,/, "$1,")));
    const ran = await check(dir);
    expect(ran.status).toBe(1);
    expect(ran.stderr).toContain("us-landscaping-wellsfargo.csv: no envelope with '': expected a closing balance");
    expect(ran.stderr).toContain("Fix: pass the balance as the bank prints it with --balance");
  }, 60_000);
});
