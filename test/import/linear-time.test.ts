/**
 * Every reader takes time linear in its input, whatever the input. Each reader is fed its own worst
 * cases: the attack strings a ReDoS checker finds for the patterns that reader uses (runs of
 * spaces, tabs or newlines, repeated openers such as `(` or `<?OFX `, runs of `/` or `:`), placed
 * where the reader applies those patterns inside one of its real fixtures. The same family is timed
 * at n and 4n bytes of attack: linear code takes about 4 times as long, quadratic code 16 times.
 * The bound, 10, sits between them; each size is timed as the best of several runs so a busy
 * machine does not fail it, and the time is processor time, not the wall clock's.
 *
 * And a figure a user can hold us to: each family with 1 MiB of attack is read in under a second
 * (printed per family). The CSV reader names the line endings to csv-parse, which otherwise settles
 * them on the first line one character at a time (about 2 s for a first line of 1 MiB).
 */

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importStatement } from "../../src/import/index.js";

const FIXTURES = join(import.meta.dirname, "fixtures");
const fixture = (path: string) => readFileSync(join(FIXTURES, path), "utf8");
const ENCODER = new TextEncoder();

/** `repeat` the unit until the attack is about `bytes` long. */
const run = (unit: string, bytes: number) => unit.repeat(Math.max(1, Math.round(bytes / unit.length)));

function replaceOnce(text: string, find: string, by: string): string {
  const at = text.indexOf(find);
  if (at < 0) throw new Error(`the fixture no longer holds '${find}'`);
  return text.slice(0, at) + by + text.slice(at + find.length);
}

interface Family {
  name: string;
  format: string;
  /** A file holding about `bytes` bytes of attack. */
  make(bytes: number): string;
}

const CSV = "Date,Description,Amount\n2026-01-02,Coffee,-3.50\n";
const OFX = fixture("ofx/bank-ofx102-sgml.ofx");
const MT940 = fixture("mt940/ing-year-end.sta");
const BAI2 = fixture("bai2/previous-day-usd.bai");
const CAMT = fixture("camt/statement-camt053-v02.xml");
const PLAID = fixture("aggregator/plaid-transactions-get.json");
const OPEN_BANKING = fixture("aggregator/open-banking-transactions.json");
const TELLER = fixture("aggregator/teller-transactions.json");

const FAMILIES: Family[] = [
  // The amount cell `1`, spaces, `x` (the sign, currency-symbol and trailing-mark patterns).
  { name: "csv: amount cell with a run of spaces", format: "csv", make: (n) => `${CSV}2026-01-03,Tea,1${run(" ", n)}x\n` },
  { name: "csv: amount cell, code then tabs", format: "csv", make: (n) => `${CSV}2026-01-03,Tea,USD${run(" ", n)}%\n` },
  { name: "csv: currency line in the preamble", format: "csv", make: (n) => `Account currency${run(" ", n)}!\n\n${CSV}` },
  // A 1 MiB first line, and the same after a title line as banks write them.
  { name: "csv: header of opening parentheses", format: "csv", make: (n) => `Transactions\nDate,Description,Amount ${run("(", n)}\n2026-01-02,Coffee,-3.50\n` },
  { name: "csv: first line of opening parentheses", format: "csv", make: (n) => `Date,Description,Amount ${run("(", n)}\n2026-01-02,Coffee,-3.50\n` },
  { name: "csv: unreadable cell of colons", format: "csv", make: (n) => `${CSV}2026-01-03,Tea,${run(":", n)}\n` },
  // Rows of twelve figures under a header of words no language knows: every pair and triple of
  // columns is tried as amount and running balance, and none agrees.
  { name: "csv: figures under an unknown header", format: "csv", make: (n) => `q0;q1;q2;q3;q4;q5;q6;q7;q8;q9;q10;q11;q12\n${run("2026-01-02;1,00;2,00;3,00;4,00;5,00;6,00;7,00;8,00;9,00;10,00;11,00;12,00\n", n)}` },
  { name: "ofx: header of newlines", format: "ofx", make: (n) => replaceOnce(OFX, "<OFX>", `${run("\n", n)}<OFX>`) },
  { name: "ofx: repeated <?OFX declarations", format: "ofx", make: (n) => `${run("<?OFX ", n)}${OFX}` },
  { name: "ofx: date with a run of spaces in its zone", format: "ofx", make: (n) => replaceOnce(OFX, "<DTPOSTED>20260102", `<DTPOSTED>20260102[0:${run(" ", n)}x`) },
  { name: "mt940: line ending in tabs", format: "mt940", make: (n) => replaceOnce(MT940, ":20:P251231000000001", `:20:P251231000000001${run("\t", n)}\u0000\t`) },
  { name: "mt940: name of slashes", format: "mt940", make: (n) => replaceOnce(MT940, "/CNTP/", `/NAME/${run("/", n)}\u0000//CNTP/`) },
  { name: "bai2: newlines before a group", format: "bai2", make: (n) => replaceOnce(BAI2, "\n02,", `${run("\n", n)},\n02,`) },
  { name: "bai2: record ending in spaces", format: "bai2", make: (n) => replaceOnce(BAI2, "DEALER PAYMENTS/", `DEALER PAYMENTS${run(" ", n)}\u0000 /`) },
  { name: "camt: remittance of repeated version names", format: "camt", make: (n) => replaceOnce(CAMT, "Rechnung 2026-0042", run("camt.053.001.", n)) },
  { name: "camt: whitespace between elements", format: "camt", make: (n) => replaceOnce(CAMT, "<Ntry>", `${run(" \n", n)}<Ntry>`) },
  { name: "plaid: name of spaces and parentheses", format: "plaid", make: (n) => replaceOnce(PLAID, '"SWEETGREEN 0412"', JSON.stringify(run(" (", n))) },
  { name: "open-banking: information of spaces", format: "open-banking", make: (n) => replaceOnce(OPEN_BANKING, '"Cash from Aubrey"', JSON.stringify(run(" \t", n))) },
  { name: "teller: description of slashes and spaces", format: "teller", make: (n) => replaceOnce(TELLER, '"Transfer to Savings"', JSON.stringify(run("/ ", n))) },
];

/** The file read as the CLI reads it: detected from its content, then forced to the family's format. */
function readBoth(bytes: Uint8Array, format: string): void {
  importStatement(bytes, { fileName: "attack", currency: "USD" });
  importStatement(bytes, { fileName: "attack", currency: "USD", format });
}

/**
 * The processor time one read takes (user and system, this process). Not the wall clock: on a
 * machine shared with other work a long run is more often paused than a short one, which reads as
 * growth that is not there.
 */
function milliseconds(bytes: Uint8Array, format: string): number {
  const started = process.cpuUsage();
  readBoth(bytes, format);
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
}

/**
 * The best time of each size over `runs` rounds, the two sizes taking turns so a busy spell of the
 * machine slows both alike. A size over GIVE_UP_MS ends the timing: that family fails anyway.
 */
function bestOfEach(texts: string[], format: string, runs: number): number[] {
  const files = texts.map((text) => ENCODER.encode(text));
  const best = files.map(() => Infinity);
  for (let round = 0; round < runs; round++) {
    files.forEach((bytes, i) => (best[i] = Math.min(best[i]!, milliseconds(bytes, format))));
    if (best.some((ms) => ms > GIVE_UP_MS)) break;
  }
  return best;
}

const GIVE_UP_MS = 2_000;
const MEASURABLE_MS = 20;

describe("every reader is linear in its input", () => {
  it("covers every reader", async () => {
    const { FORMAT_NAMES } = await import("../../src/import/index.js");
    expect(new Set(FAMILIES.map((f) => f.format))).toEqual(new Set(FORMAT_NAMES));
  });

  for (const family of FAMILIES) {
    it(`${family.name}: 4 times the attack takes well under 16 times as long`, { timeout: 180_000 }, () => {
      // The attack grows from 16 KiB until one read takes MEASURABLE_MS, so the timer's and the
      // garbage collector's noise (a millisecond or two on a busy machine) is small beside it.
      // Seconds at the start mean quadratic work; 4 times it would take minutes, so it fails there.
      let bytes = 16 * 1024;
      for (;;) {
        const [ms] = bestOfEach([family.make(bytes)], family.format, 3) as [number];
        expect(ms, `${bytes} bytes of attack took ${ms.toFixed(0)} ms`).toBeLessThan(GIVE_UP_MS);
        if (ms >= MEASURABLE_MS || bytes >= 1 << 20) break;
        bytes *= 2;
      }
      const growth = (size: number) => {
        const [small, large] = bestOfEach([family.make(size), family.make(4 * size)], family.format, 7) as [number, number];
        return { ratio: large / small, said: `${size} bytes: ${small.toFixed(1)} ms; ${4 * size} bytes: ${large.toFixed(1)} ms` };
      };
      let measured = growth(bytes);
      // V8 has steps of its own (a string moving to the large-object space, a heap growing) that can
      // cost one jump between two sizes; super-linear code grows again at the next scale, a step does not.
      if (measured.ratio >= 10 && bytes < 1 << 20) measured = growth(4 * bytes);
      expect(measured.ratio, measured.said).toBeLessThan(10);
    });
  }

  it("reads 1 MiB of each reader's attack in under a second", { timeout: 300_000 }, () => {
    const figures: string[] = [];
    const slow: string[] = [];
    for (const family of FAMILIES) {
      const ms = bestOfEach([family.make(1 << 20)], family.format, 3)[0]! / 2; // two reads per run
      figures.push(`${family.name}: ${ms.toFixed(0)} ms`);
      if (ms >= 1000) slow.push(figures.at(-1)!);
    }
    console.log(`1 MiB of attack, per read:\n  ${figures.join("\n  ")}`);
    expect(slow).toEqual([]);
  });
});

describe("XML statements hold no run of text longer than the parser reads in linear time", () => {
  it("refuses 100,000 spaces between two elements, naming the line and the limit", () => {
    // The run starts right after the first <Ntry> of the fixture; its line is the <Ntry>'s own.
    const at = CAMT.indexOf("<Ntry>") + "<Ntry>".length;
    const line = CAMT.slice(0, at).split("\n").length;
    const file = `${CAMT.slice(0, at)}${" ".repeat(100_000)}${CAMT.slice(at)}`;
    const result = importStatement(ENCODER.encode(file), { fileName: "long.xml", format: "camt" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.refusal.at).toBe(`line ${line}`);
    expect(result.refusal.expected).toContain("more than 65,536 characters without a tag");
  });

  it("still reads indentation and text of ordinary length", () => {
    const at = CAMT.indexOf("<Ntry>");
    const file = `${CAMT.slice(0, at)}${" ".repeat(60_000)}${CAMT.slice(at)}`;
    expect(importStatement(ENCODER.encode(file), { fileName: "indented.xml", format: "camt" }).ok).toBe(true);
  });
});
