/**
 * The checks every categorization corpus kept for measuring (held out, or written blind) must pass
 * as the importer changes: every label finds exactly one imported transaction, as
 * `scripts/check-categorization-corpus.ts` checks it in a child process, and the rows no one could
 * categorize stay few and explained. They run the importer only, never the categorizer: such a
 * corpus measures the categorizer once, and is not tuned on.
 *
 * Every corpus is checked by one run of the checker, given all the folders: a process start per
 * corpus cost more than the checks themselves (about 1.7 s each on a two-core machine). Until the
 * hundred-and-ninety-first, each corpus had a test file of its own, which its README names.
 */

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "./support/process.js";
import { runCommand, type Ran } from "./support/run-command.js";

/**
 * Each corpus: its folder under test/fixtures, the rows and files it was written with, and the
 * fewest labels that keep it a measurement of some weight (about 90% of the rows written, lower
 * for the first corpora, whose rows the importer's own checks later thinned).
 */
const CORPORA: readonly (readonly [folder: string, rowsWritten: number, files: number, atLeast: number])[] = [
  ["categorization-held-out", 523, 20, 320],
  ["categorization-blind", 547, 21, 450],
  ["categorization-blind-2", 408, 23, 330],
  ["categorization-blind-3", 463, 23, 330],
  ["categorization-blind-4", 341, 22, 330],
  ["categorization-blind-5", 455, 22, 440],
  ["categorization-blind-6", 517, 22, 500],
  ["categorization-blind-7", 418, 19, 400],
  ["categorization-blind-8", 464, 20, 440],
  ["categorization-blind-9", 457, 20, 430],
  ["categorization-blind-10", 439, 20, 410],
  ["categorization-blind-11", 337, 18, 320],
  ["categorization-blind-12", 358, 18, 340],
  ["categorization-blind-13", 366, 18, 350],
  ["categorization-blind-14", 349, 18, 335],
  ["categorization-blind-15", 382, 18, 365],
  ["categorization-blind-16", 429, 20, 410],
  ["categorization-blind-17", 414, 20, 395],
  ["categorization-blind-18", 429, 20, 410],
  ["categorization-blind-19", 422, 20, 400],
  ["categorization-blind-20", 429, 20, 400],
  ["categorization-blind-21", 412, 20, 400],
  ["categorization-blind-22", 428, 20, 400],
  ["categorization-blind-23", 429, 20, 400],
  ["categorization-blind-24", 365, 16, 340],
  ["categorization-blind-25", 223, 10, 200],
  ["categorization-blind-26", 273, 11, 250],
  ["categorization-blind-27", 270, 11, 250],
  ["categorization-blind-28", 277, 12, 250],
  ["categorization-blind-29", 274, 12, 250],
  ["categorization-blind-30", 252, 10, 230],
  ["categorization-blind-31", 224, 9, 205],
  ["categorization-blind-32", 261, 10, 240],
  ["categorization-blind-33", 280, 10, 250],
  ["categorization-blind-34", 298, 11, 270],
  ["categorization-blind-35", 295, 11, 265],
  ["categorization-blind-36", 305, 11, 275],
  ["categorization-blind-37", 307, 11, 276],
  ["categorization-blind-38", 315, 11, 284],
  ["categorization-blind-39", 301, 11, 271],
  ["categorization-blind-40", 308, 11, 277],
  ["categorization-blind-41", 306, 11, 275],
  ["categorization-blind-42", 300, 11, 270],
  ["categorization-blind-43", 301, 11, 271],
  ["categorization-blind-44", 317, 11, 285],
  ["categorization-blind-45", 300, 11, 270],
  ["categorization-blind-46", 300, 11, 270],
  ["categorization-blind-47", 301, 11, 271],
  ["categorization-blind-48", 300, 11, 270],
  ["categorization-blind-49", 305, 11, 275],
  ["categorization-blind-50", 309, 11, 278],
  ["categorization-blind-51", 299, 11, 269],
  ["categorization-blind-52", 302, 11, 272],
  ["categorization-blind-53", 303, 11, 273],
  ["categorization-blind-54", 294, 11, 265],
  ["categorization-blind-55", 153, 5, 138],
  ["categorization-blind-56", 210, 8, 189],
  ["categorization-blind-57", 208, 8, 187],
  ["categorization-blind-58", 219, 8, 197],
  ["categorization-blind-59", 216, 8, 194],
  ["categorization-blind-60", 207, 8, 186],
  ["categorization-blind-61", 201, 8, 181],
  ["categorization-blind-62", 206, 8, 185],
  ["categorization-blind-63", 201, 8, 181],
  ["categorization-blind-64", 219, 8, 197],
  ["categorization-blind-65", 206, 8, 185],
  ["categorization-blind-66", 200, 8, 180],
  ["categorization-blind-67", 212, 8, 191],
  ["categorization-blind-68", 219, 8, 197],
  ["categorization-blind-69", 209, 8, 188],
  ["categorization-blind-70", 214, 8, 193],
  ["categorization-blind-71", 207, 8, 186],
  ["categorization-blind-72", 214, 8, 193],
  ["categorization-blind-73", 226, 8, 203],
  ["categorization-blind-74", 206, 8, 185],
  ["categorization-blind-75", 216, 8, 194],
  ["categorization-blind-76", 213, 8, 192],
  ["categorization-blind-77", 206, 8, 185],
  ["categorization-blind-78", 210, 8, 189],
  ["categorization-blind-79", 210, 8, 189],
  ["categorization-blind-80", 209, 8, 188],
  ["categorization-blind-81", 210, 8, 189],
  ["categorization-blind-82", 206, 8, 185],
  ["categorization-blind-83", 203, 8, 183],
  ["categorization-blind-84", 204, 8, 184],
  ["categorization-blind-85", 215, 8, 194],
  ["categorization-blind-86", 226, 8, 203],
  ["categorization-blind-87", 217, 8, 195],
  ["categorization-blind-88", 202, 8, 182],
  ["categorization-blind-89", 69, 3, 62],
  ["categorization-blind-90", 207, 8, 186],
  ["categorization-blind-91", 206, 8, 185],
  ["categorization-blind-92", 213, 8, 192],
  ["categorization-blind-93", 208, 8, 187],
  ["categorization-blind-94", 224, 8, 201],
  ["categorization-blind-95", 204, 8, 184],
  ["categorization-blind-96", 206, 8, 185],
  ["categorization-blind-97", 204, 8, 184],
  ["categorization-blind-98", 212, 8, 191],
  ["categorization-blind-99", 222, 8, 200],
  ["categorization-blind-100", 210, 8, 189],
  ["categorization-blind-101", 212, 8, 190],
  ["categorization-blind-102", 219, 8, 197],
  ["categorization-blind-103", 200, 8, 180],
  ["categorization-blind-104", 207, 8, 186],
  ["categorization-blind-105", 217, 8, 195],
  ["categorization-blind-106", 205, 8, 185],
  ["categorization-blind-107", 201, 8, 181],
  ["categorization-blind-108", 214, 8, 193],
  ["categorization-blind-109", 205, 8, 185],
  ["categorization-blind-110", 218, 8, 196],
  ["categorization-blind-111", 204, 8, 184],
  ["categorization-blind-112", 201, 8, 181],
  ["categorization-blind-113", 212, 8, 191],
  ["categorization-blind-114", 204, 8, 184],
  ["categorization-blind-115", 214, 8, 193],
  ["categorization-blind-116", 222, 8, 200],
  ["categorization-blind-117", 216, 8, 194],
  ["categorization-blind-118", 208, 8, 187],
  ["categorization-blind-119", 210, 8, 189],
  ["categorization-blind-120", 202, 8, 182],
  ["categorization-blind-121", 204, 8, 184],
  ["categorization-blind-122", 218, 8, 196],
  ["categorization-blind-123", 209, 8, 188],
  ["categorization-blind-124", 219, 8, 197],
  ["categorization-blind-125", 205, 8, 184],
  ["categorization-blind-126", 209, 8, 188],
  ["categorization-blind-127", 209, 8, 188],
  ["categorization-blind-128", 217, 8, 195],
  ["categorization-blind-129", 200, 8, 180],
  ["categorization-blind-130", 214, 8, 193],
  ["categorization-blind-131", 209, 8, 188],
  ["categorization-blind-132", 200, 8, 180],
  ["categorization-blind-133", 201, 8, 181],
  ["categorization-blind-134", 201, 8, 181],
  ["categorization-blind-135", 216, 8, 194],
  ["categorization-blind-136", 200, 8, 180],
  ["categorization-blind-137", 212, 8, 191],
  ["categorization-blind-138", 205, 8, 185],
  ["categorization-blind-139", 205, 8, 184],
  ["categorization-blind-140", 205, 8, 185],
  ["categorization-blind-141", 209, 8, 188],
  ["categorization-blind-142", 201, 8, 181],
  ["categorization-blind-143", 221, 8, 199],
  ["categorization-blind-144", 204, 8, 184],
  ["categorization-blind-145", 208, 8, 187],
  ["categorization-blind-146", 204, 8, 184],
  ["categorization-blind-147", 213, 8, 192],
  ["categorization-blind-148", 204, 8, 184],
  ["categorization-blind-149", 207, 8, 186],
  ["categorization-blind-150", 201, 8, 181],
  ["categorization-blind-151", 217, 8, 195],
  ["categorization-blind-152", 204, 8, 184],
  ["categorization-blind-153", 209, 8, 188],
  ["categorization-blind-154", 212, 8, 190],
  ["categorization-blind-155", 200, 8, 180],
  ["categorization-blind-156", 208, 8, 187],
  ["categorization-blind-157", 222, 8, 200],
  ["categorization-blind-158", 215, 8, 193],
  ["categorization-blind-159", 200, 8, 180],
  ["categorization-blind-160", 204, 8, 184],
  ["categorization-blind-161", 215, 8, 194],
  ["categorization-blind-162", 203, 8, 183],
  ["categorization-blind-163", 226, 8, 203],
  ["categorization-blind-164", 209, 8, 188],
  ["categorization-blind-165", 208, 8, 187],
  ["categorization-blind-166", 209, 8, 188],
  ["categorization-blind-167", 208, 8, 187],
  ["categorization-blind-168", 208, 8, 187],
  ["categorization-blind-169", 220, 8, 198],
  ["categorization-blind-170", 208, 8, 187],
  ["categorization-blind-171", 209, 8, 188],
  ["categorization-blind-172", 216, 8, 194],
  ["categorization-blind-173", 212, 8, 190],
  ["categorization-blind-174", 214, 8, 192],
  ["categorization-blind-175", 212, 8, 190],
  ["categorization-blind-176", 208, 8, 187],
  ["categorization-blind-177", 210, 8, 189],
  ["categorization-blind-178", 218, 8, 196],
  ["categorization-blind-179", 222, 8, 199],
  ["categorization-blind-180", 218, 8, 196],
  ["categorization-blind-181", 215, 8, 193],
  ["categorization-blind-182", 209, 8, 188],
  ["categorization-blind-183", 217, 8, 195],
  ["categorization-blind-184", 212, 8, 190],
  ["categorization-blind-185", 207, 8, 186],
  ["categorization-blind-186", 213, 8, 191],
  ["categorization-blind-187", 212, 8, 190],
  ["categorization-blind-188", 223, 8, 200],
  ["categorization-blind-189", 208, 8, 187],
  ["categorization-blind-190", 213, 8, 191],
  ["categorization-blind-191", 211, 8, 189],
  ["categorization-blind-192", 213, 8, 191],
  ["categorization-blind-193", 209, 8, 188],
  ["categorization-blind-194", 208, 8, 187],
  ["categorization-blind-195", 210, 8, 189],
  ["categorization-blind-196", 217, 8, 195],
  ["categorization-blind-198", 213, 8, 191],
  ["categorization-blind-197", 222, 8, 199],
  ["categorization-blind-199", 221, 8, 198],
  ["categorization-blind-200", 211, 8, 189],
  ["categorization-blind-201", 213, 8, 191],
  ["categorization-blind-202", 205, 8, 184],
  ["categorization-blind-203", 215, 8, 193],
  ["categorization-blind-204", 212, 8, 190],
  ["categorization-blind-205", 221, 8, 198],
  ["categorization-blind-207", 210, 8, 189],
  ["categorization-blind-206", 211, 8, 189],
  ["categorization-blind-209", 212, 8, 190],
  ["categorization-blind-210", 215, 8, 193],
  ["categorization-blind-208", 214, 8, 192],
  ["categorization-blind-212", 217, 8, 195],
  ["categorization-blind-213", 208, 8, 187],
  ["categorization-blind-214", 212, 8, 190],
  ["categorization-blind-211", 219, 8, 197],
  ["categorization-blind-215", 216, 8, 194],
  ["categorization-blind-216", 213, 8, 191],
  ["categorization-blind-217", 214, 8, 192],
  ["categorization-blind-219", 211, 8, 189],
  ["categorization-blind-218", 217, 8, 195],
  ["categorization-blind-220", 215, 8, 193],
  ["categorization-blind-221", 219, 8, 197],
  ["categorization-blind-222", 211, 8, 189],
  ["categorization-blind-223", 219, 8, 197],
  ["categorization-blind-224", 214, 8, 192],
  ["categorization-blind-225", 211, 8, 189],
  ["categorization-blind-226", 221, 8, 198],
  ["categorization-blind-227", 211, 8, 189],
  ["categorization-blind-228", 210, 8, 189],
  ["categorization-blind-229", 216, 8, 194],
  ["categorization-blind-230", 210, 8, 189],
  ["categorization-blind-231", 212, 8, 190],
  ["categorization-blind-233", 208, 8, 187],
  ["categorization-blind-234", 213, 8, 191],
  ["categorization-blind-235", 224, 8, 201],
  ["categorization-blind-232", 218, 8, 196],
];

const folderOf = (name: string): string => `test/fixtures/${name}`;
/** labels.csv as records, the header first (notes may hold quoted commas). */
const labelRecords = (name: string): string[][] => parse(readFileSync(join(ROOT, folderOf(name), "labels.csv"), "utf8")) as string[][];

let checked: Ran;
beforeAll(async () => {
  checked = await runCommand(process.execPath, ["--import", "tsx", "scripts/check-categorization-corpus.ts", ...CORPORA.map(([name]) => folderOf(name))]);
}, 300_000);

describe("the measuring categorization corpora", () => {
  it("all pass the checker, which reports no problem", () => {
    expect(checked.stderr).toBe("");
    expect(checked.status).toBe(0);
  });

  describe.each(CORPORA)("%s", (name, rowsWritten, files, atLeast) => {
    it(`matches every label to exactly one imported transaction of its file, and every transaction to a label (written with ${rowsWritten} rows in ${files} files)`, () => {
      // Counted here, not by the checker: one label per record after the header.
      const labels = labelRecords(name).length - 1;
      expect(labels).toBeGreaterThanOrEqual(atLeast);
      expect(checked.stdout).toContain(`${folderOf(name)}: ${files} files, ${labels} labels, each matched to exactly one imported transaction (${labels})`);
    });

    it("keeps the rows no one could categorize under 5%, each marked with why", () => {
      const rows = labelRecords(name).slice(1);
      const uncategorized = rows.filter((fields) => fields[4] === "uncategorized");
      expect(uncategorized.length / rows.length).toBeLessThan(0.05);
      for (const fields of uncategorized) expect(fields[6]).toMatch(/^MARKED: \S/);
    });
  });
});
