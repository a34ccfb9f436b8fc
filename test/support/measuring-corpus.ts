import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { ROOT } from "./process.js";
import { runCommand } from "./run-command.js";

/**
 * The checks every categorization corpus kept for measuring (held out, or written blind) must pass
 * as the importer changes: every label finds exactly one imported transaction, as
 * `scripts/check-categorization-corpus.ts` checks it in a child process, and the rows no one could
 * categorize stay few and explained. They run the importer only, never the categorizer: such a
 * corpus measures the categorizer once, and is not tuned on.
 */
export function describeMeasuringCorpus(name: string, folder: string, minLabels: number): void {
  const corpus = join(ROOT, folder);
  /** labels.csv as records, the header first (notes may hold quoted commas). */
  const labelRecords = (): string[][] => parse(readFileSync(join(corpus, "labels.csv"), "utf8")) as string[][];

  describe(name, () => {
    it("matches every label to exactly one imported transaction of its file, and every transaction to a label", async () => {
      // Counted here, not by the checker: one label per record after the header; the statements
      // are the folder's files other than labels.csv and README.md.
      const labels = labelRecords().length - 1;
      const files = readdirSync(corpus).filter((file) => file !== "labels.csv" && file !== "README.md").length;
      expect(labels).toBeGreaterThanOrEqual(minLabels);
      const ran = await runCommand(process.execPath, ["--import", "tsx", "scripts/check-categorization-corpus.ts", corpus]);
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
}
