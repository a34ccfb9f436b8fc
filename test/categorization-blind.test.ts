/**
 * The blind categorization corpus (test/fixtures/categorization-blind/) must stay readable as the
 * importer changes: every label finds exactly one imported transaction, as
 * `scripts/check-categorization-corpus.ts` checks it in a child process. This runs the importer
 * only, never the categorizer: the corpus measures the categorizer once, and is not tuned on.
 */

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { ROOT } from "./support/process.js";
import { runCommand, type Ran } from "./support/run-command.js";

const CORPUS = join(ROOT, "test/fixtures/categorization-blind");

function check(folder: string): Promise<Ran> {
  return runCommand(process.execPath, ["--import", "tsx", "scripts/check-categorization-corpus.ts", folder]);
}

/** labels.csv as records, the header first (notes may hold quoted commas). */
const labelRecords = (): string[][] => parse(readFileSync(join(CORPUS, "labels.csv"), "utf8")) as string[][];

describe("the blind categorization corpus", () => {
  it("matches every label to exactly one imported transaction of its file, and every transaction to a label", async () => {
    // Counted here, not by the checker: one label per record after the header; the statements
    // are the folder's files other than labels.csv and README.md. The corpus was written with
    // 547 rows in 21 files; at least 450 keeps it a measurement of some weight.
    const labels = labelRecords().length - 1;
    const files = readdirSync(CORPUS).filter((name) => name !== "labels.csv" && name !== "README.md").length;
    expect(labels).toBeGreaterThanOrEqual(450);
    const ran = await check(CORPUS);
    expect(ran.stderr).toBe("");
    expect(ran.status).toBe(0);
    expect(ran.stdout).toContain(`${files} files, ${labels} labels, each matched to exactly one imported transaction (${labels})`);
  }, 60_000);

  it("keeps the rows no one could categorize under 5%, each marked with why", () => {
    const rows = labelRecords().slice(1);
    const uncategorized = rows.filter((fields) => fields[4] === "uncategorized");
    expect(uncategorized.length / rows.length).toBeLessThan(0.05);
    for (const fields of uncategorized) expect(fields[6]).toMatch(/^MARKED: \S/);
  });
});
