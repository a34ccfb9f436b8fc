import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { accountsOf, Numbering } from "../../src/cli/batch/inputs.js";
import { cliInProcess } from "../support/cli.js";
import { ROOT } from "../support/process.js";
import { cashflowProcess, type Ran } from "../support/run-command.js";
import { startServer, TEST_KEY, type RunningServer } from "../support/server.js";

/**
 * `cashflow batch --shard K/N`: N processes (a Kubernetes Indexed Job's pods) split a portfolio with
 * no coordinator. Whatever N, the shards' outputs together hold every account exactly once, and
 * their lines are the unsharded run's lines; a shard never lists a company folder of another.
 */

// Every folder a batch lists, to show that a shard leaves the other shards' company folders alone.
const listed = vi.hoisted(() => [] as string[]);
vi.mock("node:fs/promises", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:fs/promises")>();
  const readdir = ((path: string, options: never) => {
    listed.push(String(path));
    return real.readdir(path, options);
  }) as typeof real.readdir;
  return { ...real, default: { ...real, readdir }, readdir };
});

const dir = mkdtempSync(join(tmpdir(), "cashflow-shard-"));
const base = JSON.parse(readFileSync(join(ROOT, "examples/small-company.json"), "utf8")) as Record<string, unknown>;
const book = (id: string) => JSON.stringify({ ...base, account_id: id });
const companyFiles = ["savings-march.ofx", "second-bank-march.camt053.xml"];
const copyCompanyFiles = (to: string) => {
  for (const name of companyFiles) writeFileSync(join(to, name), readFileSync(join(ROOT, "test/cli/fixtures/company", name)));
};

/**
 * A folder of seven accounts, numbered in the order a batch meets them: its files in name order,
 * then its sub-folders (companies) in name order:
 *   0 a.json  1 b.csv  2 c.txt (not a statement: unreadable)  3 d.json  4 e.json  5 acme/  6 zeta/
 */
const folder = join(dir, "portfolio");
mkdirSync(join(folder, "acme"), { recursive: true });
mkdirSync(join(folder, "zeta"));
writeFileSync(join(folder, "a.json"), book("folder-a"));
writeFileSync(join(folder, "b.csv"), readFileSync(join(ROOT, "examples/bank-export.csv")));
writeFileSync(join(folder, "c.txt"), "hello");
writeFileSync(join(folder, "d.json"), book("folder-d"));
writeFileSync(join(folder, "e.json"), book("folder-e"));
copyCompanyFiles(join(folder, "acme"));
copyCompanyFiles(join(folder, "zeta"));

/**
 * An NDJSON file of six accounts: the blank line 3 is not an account, so
 *   0 line 1  1 line 2  2 line 4 (not JSON: unreadable)  3 line 5  4 line 6 (a manifest's company)  5 line 7
 */
const manifestDir = join(dir, "lines");
mkdirSync(manifestDir);
copyCompanyFiles(manifestDir);
const ndjson = join(manifestDir, "accounts.ndjson");
writeFileSync(
  ndjson,
  [book("line-1"), book("line-2"), "   ", "{not json", book("line-5"), JSON.stringify({ account_id: "manifest-co", files: companyFiles }), book("line-7")].join("\n") + "\n",
);

const PORTFOLIOS = [
  {
    name: "a folder",
    input: folder,
    accounts: 7,
    // 0/3 takes 0, 3, 6; 1/3 takes 1, 4; 2/3 takes 2, 5
    byShard: [
      [join(folder, "a.json"), join(folder, "d.json"), join(folder, "zeta")],
      [join(folder, "b.csv"), join(folder, "e.json")],
      [join(folder, "c.txt"), join(folder, "acme")],
    ],
  },
  {
    name: "an NDJSON file",
    input: ndjson,
    accounts: 6,
    // 0/3 takes 0, 3; 1/3 takes 1, 4; 2/3 takes 2, 5
    byShard: [
      [`${ndjson}:1`, `${ndjson}:5`],
      [`${ndjson}:2`, `${ndjson}:6`],
      [`${ndjson}:4`, `${ndjson}:7`],
    ],
  },
];

/** The routes and flags of every run here: one route keeps the runs short; b.csv states no currency. */
const FLAGS = ["--routes", "burn-rate-optimizer", "--currency", "USD"];

/** Every shard of `count` run at once, as the pods of an Indexed Job run, each by `run`. */
const allShards = (count: number, run: (shard: string) => Promise<Ran>) => Promise.all(Array.from({ length: count }, (_, index) => run(`${index}/${count}`)));

const linesOf = (ran: Ran) => ran.stdout.split("\n").filter((line) => line !== "");
const sourcesOf = (ran: Ran) => linesOf(ran).map((line) => (JSON.parse(line) as { source: string }).source);

/** The shards' lines together, sorted, after checking that no account is in two of them. */
function union(shards: Ran[]): string[] {
  const sources = shards.flatMap(sourcesOf);
  expect(sources.length, "an account written by two shards").toBe(new Set(sources).size);
  return shards.flatMap(linesOf).sort();
}

describe("cashflow batch --shard, run as a user runs it", () => {
  /**
   * The folder and the NDJSON file given together: thirteen accounts, the folder's numbered 0-6 and
   * the file's 7-12 (its line 1 is 7, line 2 is 8, line 4 is 9, line 5 is 10, line 6 is 11, line 7 is 12).
   * Shard 0/3 takes 0, 3, 6, 9, 12; 1/3 takes 1, 4, 7, 10; 2/3 takes 2, 5, 8, 11.
   */
  const byShard = [
    [...PORTFOLIOS[0]!.byShard[0]!, `${ndjson}:4`, `${ndjson}:7`],
    [...PORTFOLIOS[0]!.byShard[1]!, `${ndjson}:1`, `${ndjson}:5`],
    [...PORTFOLIOS[0]!.byShard[2]!, `${ndjson}:2`, `${ndjson}:6`],
  ];

  it("three processes at once, one per shard, take every account exactly once, and together write the unsharded run's lines", { timeout: 180_000 }, async () => {
    const batch = (...extra: string[]) => cashflowProcess(["batch", folder, ndjson, ...FLAGS, "--jobs", "1", ...extra]);
    const [whole, ...shards] = await Promise.all([batch(), ...byShard.map((_, index) => batch("--shard", `${index}/3`))]);
    expect(linesOf(whole!)).toHaveLength(13);
    expect(shards.map(sourcesOf)).toEqual(byShard);
    expect(union(shards)).toEqual(linesOf(whole!).sort());
    // Each closing line names its shard and what it took of all the accounts. Shard 0/3 holds line 4
    // (not JSON) and 2/3 holds c.txt (not a statement), so they exit 1; 1/3 answered all of its own.
    expect(shards.map((ran) => ran.stderr.replace(/ in [\d.]+ s:/, " in … s:"))).toEqual([
      "cashflow: shard 0/3 took 5 of 13 accounts in … s: 4 answered, 1 not answered (see their lines).\n",
      "cashflow: shard 1/3 took 4 of 13 accounts in … s: 4 answered.\n",
      "cashflow: shard 2/3 took 4 of 13 accounts in … s: 3 answered, 1 not answered (see their lines).\n",
    ]);
    expect(shards.map((ran) => ran.status)).toEqual([1, 0, 1]);
  });
});

describe.each(PORTFOLIOS)("cashflow batch --shard over $name, on a running service", ({ input, accounts, byShard }) => {
  let server: RunningServer;
  beforeAll(async () => (server = await startServer()));
  afterAll(async () => server.close());
  const batch = (...extra: string[]) => cliInProcess(["batch", input, ...FLAGS, "--server", server.baseUrl, "--key", TEST_KEY, ...extra]);
  /** The closing line, without the per-instance counts that follow it with --server. */
  const closing = (ran: Ran) => ran.stderr.split("\n")[0]!.replace(/ in [\d.]+ s:/, " in … s:");

  it("three shards write the unsharded run's lines, each account in one of them", async () => {
    const [whole, shards] = await Promise.all([batch(), allShards(3, (shard) => batch("--shard", shard))]);
    expect(shards.map(sourcesOf)).toEqual(byShard);
    expect(union(shards)).toEqual(linesOf(whole).sort());
  });

  it("one shard of one is the whole run", async () => {
    const [whole, one] = await Promise.all([batch(), batch("--shard", "0/1")]);
    expect(linesOf(one)).toEqual(linesOf(whole));
    expect(closing(one)).toMatch(new RegExp(`^cashflow: shard 0/1 took ${accounts} of ${accounts} accounts in … s: `));
  });

  it("more shards than accounts: each account in one shard; the shards past the last account take none and succeed", async () => {
    const count = accounts + 2;
    const [whole, shards] = await Promise.all([batch(), allShards(count, (shard) => batch("--shard", shard))]);
    expect(union(shards)).toEqual(linesOf(whole).sort());
    // shard K takes account K alone, for K below the count of accounts
    expect(shards.map((ran) => linesOf(ran).length)).toEqual(Array.from({ length: count }, (_, index) => (index < accounts ? 1 : 0)));
    for (const index of [accounts, accounts + 1]) {
      expect(closing(shards[index]!)).toBe(`cashflow: shard ${index}/${count} took 0 of ${accounts} accounts in … s: 0 answered.`);
      expect(shards[index]!.status).toBe(0);
    }
  });
});

describe("a shard reads only its own accounts", () => {
  it("lists the company folders of its own shard, never another's", async () => {
    listed.length = 0;
    const taken: string[] = [];
    const numbering = new Numbering({ index: 1, count: 3 });
    for await (const account of accountsOf([folder], 1 << 20, numbering)) taken.push(account.source);
    // shard 1/3 of the folder: b.csv (1), e.json (4); acme/ is 5 and zeta/ is 6, both other shards'
    expect(taken).toEqual([join(folder, "b.csv"), join(folder, "e.json")]);
    expect(numbering.seen).toBe(7);
    expect(listed.filter((path) => path.startsWith(join(folder, "acme")) || path.startsWith(join(folder, "zeta")))).toEqual([]);
    // shard 2/3 takes acme/ (5), and lists it to find its files
    listed.length = 0;
    for await (const _ of accountsOf([folder], 1 << 20, new Numbering({ index: 2, count: 3 })));
    expect(listed).toContain(join(folder, "acme"));
    expect(listed).not.toContain(join(folder, "zeta"));
  });
});

describe("a bad --shard names the flag and the fix", () => {
  it.each([
    ["3/3", "cashflow: --shard 3/3: shards count from 0, so of 3 they are 0/3 to 2/3; the last one is --shard 2/3.\n"],
    ["0/0", "cashflow: --shard 0/0: the number of shards, after the /, must be 1 or more, e.g. --shard 0/3.\n"],
    [
      "a/b",
      "cashflow: --shard takes K/N: this process's shard, counted from 0, and the number of shards, e.g. --shard 0/3, --shard 1/3 and --shard 2/3 for three processes (in a Kubernetes Indexed Job's args: --shard $(JOB_COMPLETION_INDEX)/3); not 'a/b'.\n",
    ],
    [
      "1",
      "cashflow: --shard takes K/N: this process's shard, counted from 0, and the number of shards, e.g. --shard 0/3, --shard 1/3 and --shard 2/3 for three processes (in a Kubernetes Indexed Job's args: --shard $(JOB_COMPLETION_INDEX)/3); not '1'.\n",
    ],
    // the Job's index variable, empty when run outside the Job
    [
      "/3",
      "cashflow: --shard takes K/N: this process's shard, counted from 0, and the number of shards, e.g. --shard 0/3, --shard 1/3 and --shard 2/3 for three processes (in a Kubernetes Indexed Job's args: --shard $(JOB_COMPLETION_INDEX)/3); not '/3'. The shard before the / is missing: is the variable meant to hold it (JOB_COMPLETION_INDEX) set?\n",
    ],
  ])("--shard %s", async (value, message) => {
    const ran = await cliInProcess(["batch", ndjson, "--shard", value]);
    expect(ran.status).toBe(2);
    expect(ran.stdout).toBe("");
    expect(ran.stderr).toBe(`${message}Run 'cashflow --help' for the options.\n`);
  });

  it("--shard is only used with batch", async () => {
    const ran = await cliInProcess([ndjson, "--shard", "0/2"]);
    expect(ran.status).toBe(2);
    expect(ran.stderr).toMatch(/^cashflow: --shard is only used with 'cashflow batch'\.\n/);
  });
});
