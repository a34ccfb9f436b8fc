/**
 * Categories on the command line: `cashflow import` writes each row's category (inferred ones too),
 * `--rules` puts the user's own rules before the built-in ones and refuses a bad line by number,
 * and `cashflow categories` shows spend by category, how each was decided, and what nothing decided.
 */
import { describe, expect, it } from "vitest";
import { cliInProcess, scratchFiles } from "../support/cli.js";

const file = scratchFiles("cashflow-categories-");
const cli = (...argv: string[]) => cliInProcess(argv, "2026-11-26");

// A checking export with no category column, the way most banks write one (a running balance,
// debits negative). Closing balance 10,000.00 + 5,000.00 − 2,500.00 − 89.99 − 1,000.00 − 42.10 = 11,367.91.
const checking = file(
  "checking.csv",
  [
    "Date,Description,Amount,Balance",
    "2026-03-02,STRIPE PAYOUT ST-88F1,5000.00,15000.00",
    "2026-03-05,GUSTO PAYROLL 8812 ACME INC,-2500.00,12500.00",
    "2026-03-09,AWS EMEA aws.amazon.com,-89.99,12410.01",
    "2026-03-12,Online Transfer to SAV ...4821,-1000.00,11410.01",
    "2026-03-20,SQ *QUIET CORNER 0042,-42.10,11367.91",
  ].join("\n"),
);

describe("cashflow import", () => {
  it("writes each row's category, inferred ones too, and says how many each step decided", async () => {
    const ran = await cli("import", checking, "--currency", "USD");
    expect(ran.status).toBe(0);
    const envelope = JSON.parse(ran.stdout) as { transactions: { description: string; category: string }[] };
    expect(envelope.transactions.map((t) => t.category)).toEqual(["revenue", "payroll", "software", "transfer", "uncategorized"]);
    // Four of five rows decided by the built-in rules on descriptions; the café names nothing known.
    expect(ran.stderr).toContain("Categorized 4 of 5 rows (4 by built-in rules; 4 inferred); 1 left uncategorized");
  });

  it("reads two people paid on one day with nothing said but the month as a pay run", async () => {
    // Alone, a payment to a person is undecided (a contractor as often as an employee). Two on
    // 2026-03-25 with only `MAR` beside the name: wages. The third person, paid on 2026-03-26 alone,
    // stays undecided. Closing balance 20,000.00 − 1,986.40 − 1,764.20 − 1,628.00 = 14,621.40.
    const wages = file(
      "wages.csv",
      [
        "Date,Description,Amount,Balance",
        "2026-03-25,K BISSELL MAR,-1986.40,18013.60",
        "2026-03-25,D NOCK MAR,-1764.20,16249.40",
        "2026-03-26,S HADLEY MAR,-1628.00,14621.40",
      ].join("\n"),
    );
    const ran = await cli("import", wages, "--currency", "GBP");
    expect(ran.status).toBe(0);
    const envelope = JSON.parse(ran.stdout) as { transactions: { category: string }[] };
    expect(envelope.transactions.map((t) => t.category)).toEqual(["payroll", "payroll", "uncategorized"]);
  });

  it("puts the user's rules before the built-in ones, first match wins", async () => {
    const rules = file("rules.txt", ['# our own', 'description contains "quiet corner" -> meals', 'description contains "gusto" -> contractors', 'description contains "gusto" -> payroll'].join("\n"));
    const ran = await cli("import", checking, "--currency", "USD", "--rules", rules);
    expect(ran.status).toBe(0);
    const envelope = JSON.parse(ran.stdout) as { transactions: { category: string }[] };
    expect(envelope.transactions.map((t) => t.category)).toEqual(["revenue", "contractors", "software", "transfer", "meals"]);
  });

  it("refuses a rules file with a bad line, naming the line and what was expected, before reading the export", async () => {
    const rules = file("bad-rules.txt", ['description contains "gusto" -> payroll', "", 'description contains "amazon" -> groceries'].join("\n"));
    const ran = await cli("import", checking, "--currency", "USD", "--rules", rules);
    expect(ran.status).toBe(2);
    expect(ran.stderr).toContain(`${rules}, line 3: expected a category after '->': one of payroll, contractors`);
    expect(ran.stderr).toContain("found 'groceries'");
    expect(ran.stdout).toBe("");
  });
});

describe("a category column's words", () => {
  // A card export's own category column: the bank's words, two of them also the API's older burn-table names.
  const withCategories = file(
    "card-categories.csv",
    ["Date,Description,Category,Amount,Balance", "2026-03-03,FACEBK *ADS 8812,Advertising,-120.00,4880.00", "2026-03-10,IRS USATAXPYMT 2026,Tax,-800.00,4080.00"].join("\n"),
  );

  it("reads a bank export's 'Advertising' and 'Tax' for what they mean in the taxonomy", async () => {
    const ran = await cli("import", withCategories, "--currency", "USD");
    expect(ran.status).toBe(0);
    const envelope = JSON.parse(ran.stdout) as { transactions: { category: string }[] };
    expect(envelope.transactions.map((t) => t.category)).toEqual(["marketing", "taxes"]);
  });

  it("keeps the same words as sent when an envelope's author wrote them, as the API keeps a caller's", async () => {
    const envelope = file(
      "envelope.json",
      JSON.stringify({
        transactions: [
          { date: "2026-03-03", amount_minor: -12000, description: "FACEBK *ADS 8812", category: "Advertising" },
          { date: "2026-03-10", amount_minor: -80000, description: "IRS USATAXPYMT 2026", category: "Tax" },
        ],
        balances: { current_minor: 408000, as_of: "2026-03-10", currency: "USD" },
      }),
    );
    const ran = await cli("categories", envelope);
    expect(ran.status).toBe(0);
    // Outflow 120.00 + 800.00: tax 800.00 (87.0%), advertising 120.00 (13.0%), both as given.
    expect(ran.stdout).toMatch(/^tax\b.*given/m);
    expect(ran.stdout).toMatch(/^advertising\b.*given/m);
  });
});

describe("cashflow categories", () => {
  it("prints spend by category with how it was decided, and the undecided descriptions largest first", async () => {
    const ran = await cli("categories", checking, "--currency", "USD");
    expect(ran.status).toBe(0);
    const lines = ran.stdout.split("\n");
    // Outflow 2,500.00 + 89.99 + 1,000.00 + 42.10 = 3,632.09: payroll 2,500.00 is 68.8%; transfer 27.5%;
    // software 2.5%; uncategorized 1.2%.
    expect(lines.find((l) => l.startsWith("payroll"))).toMatch(/^payroll\s+1\s+\$2,500\.00\s+68\.8%\s+built-in rules 1$/);
    expect(lines.find((l) => l.startsWith("transfer"))).toMatch(/^transfer\s+1\s+\$1,000\.00\s+27\.5%\s+built-in rules 1$/);
    expect(lines.find((l) => l.startsWith("revenue"))).toMatch(/^revenue\s+1\s+\$5,000\.00\s+built-in rules 1$/);
    // Everything but the café was inferred: 3,590.00 / 3,632.09 = 98.8%.
    expect(ran.stdout).toContain("98.8% of the outflow was categorized by inference");
    expect(ran.stdout).toContain("Undecided, largest first");
    expect(lines.find((l) => l.includes("SQ *QUIET CORNER"))).toMatch(/^\s*\$42\.10\s+1\s+SQ \*QUIET CORNER 0042$/);
  });

  it("reads an export that states no balance without --balance, which no figure of the listing needs, where import still asks for it", async () => {
    // A current account's export with no balance column, as many banks write one. Outflow 1,200.00 +
    // 350.00 = 1,550.00: rent 1,200.00 is 77.4%, the unknown supplier 350.00 is 22.6%.
    const noBalance = file("no-balance.csv", ["Date,Description,Amount", "2026-03-02,OFFICE RENT MARCH,-1200.00", "2026-03-06,KESTREL FABRICATIONS,-350.00", "2026-03-09,INVOICE 1182 PAID,900.00"].join("\n"));
    const listed = await cli("categories", noBalance, "--currency", "GBP");
    expect(listed.status).toBe(0);
    const lines = listed.stdout.split("\n");
    expect(lines.find((l) => l.startsWith("rent"))).toMatch(/^rent\s+1\s+£1,200\.00\s+77\.4%\s+built-in rules 1$/);
    expect(lines.find((l) => l.includes("KESTREL FABRICATIONS"))).toMatch(/^\s*£350\.00\s+1\s+KESTREL FABRICATIONS$/);
    const imported = await cli("import", noBalance, "--currency", "GBP");
    expect(imported.status).toBe(2);
    expect(imported.stderr).toContain("expected a closing balance");
    expect(imported.stderr).toContain("--balance");
  });

  it("lists a row the bank filed under a catch-all word among the undecided, as nothing decided it", async () => {
    // A Monzo export: a wage to a person under `General`, and a café under `Eating out`. Balance
    // 3,000.00 − 1,800.00 − 6.85 = 1,193.15. The wage is the only undecided row: 1,800.00 of 1,806.85.
    const monzo = file(
      "monzo.csv",
      [
        "Transaction ID,Date,Time,Type,Name,Emoji,Category,Amount,Currency,Local amount,Local currency,Notes and #tags,Address,Receipt,Description,Category split,Money Out,Money In,Balance,Balance currency",
        "tx_01,02/03/2026,09:00:00,Faster payment,Tomasz Nowak,,General,-1800.00,GBP,-1800.00,GBP,,,,Tomasz Nowak,,-1800.00,,1200.00,GBP",
        "tx_02,03/03/2026,12:30:01,Card payment,Pret A Manger,,Eating out,-6.85,GBP,-6.85,GBP,,,,PRET A MANGER LONDON,,-6.85,,1193.15,GBP",
      ].join("\n"),
    );
    const ran = await cli("categories", monzo);
    expect(ran.status).toBe(0);
    const lines = ran.stdout.split("\n");
    expect(lines.find((l) => l.startsWith("uncategorized"))).toMatch(/^uncategorized\s+1\s+£1,800\.00\s+99\.6%\s+undecided 1$/);
    expect(lines.find((l) => l.startsWith("meals"))).toMatch(/^meals\s+1\s+£6\.85\s+0\.4%\s+bank's word 1$/);
    expect(lines.some((l) => l.startsWith("general"))).toBe(false);
    expect(lines.find((l) => l.includes("Tomasz Nowak"))).toMatch(/^\s*£1,800\.00\s+1\s+Tomasz Nowak$/);
  });

  it("lists an undecided row by its other party and its description where each says something the other does not", async () => {
    // A payee column beside a memo that says little (a Name and Memo export): a rule may match either, so both are shown.
    const named = file("named.csv", ["Date,Name,Memo,Amount", "2026-03-02,CHECK 1047,Online download,-850.00", "2026-03-03,HALEY NGUYEN,HALEY NGUYEN,450.00"].join("\n"));
    const ran = await cli("categories", named, "--currency", "USD", "--balance", "0");
    expect(ran.status).toBe(0);
    const lines = ran.stdout.split("\n");
    expect(lines.find((l) => l.includes("CHECK 1047"))).toMatch(/^\s*\$850\.00\s+1\s+CHECK 1047 — Online download$/);
    // The same words in both columns are shown once.
    expect(lines.find((l) => l.includes("HALEY"))).toMatch(/^\s*\$450\.00\s+1\s+HALEY NGUYEN$/);
  });

  it("keeps descriptions in other scripts apart, and joins those that differ only in their references", async () => {
    // Two Japanese payees (a phone company, an electricity company) and the same one twice with another reference:
    // three rows, two lines: 12,000 yen for the electricity (twice 6,000) and 4,400 for the phone.
    const kana = file("kana.csv", ["Date,Description,Amount", "2026-11-02,ﾃﾞﾝｷﾀﾞｲ 1101,-6000", "2026-11-09,ﾃﾞﾝﾜﾘﾖｳ 2207,-4400", "2026-11-16,ﾃﾞﾝｷﾀﾞｲ 1102,-6000"].join("\n"));
    const ran = await cli("categories", kana, "--currency", "JPY", "--balance", "0");
    expect(ran.status).toBe(0);
    const lines = ran.stdout.split("\n");
    expect(lines.find((l) => l.includes("ﾃﾞﾝｷﾀﾞｲ"))).toMatch(/^\s*¥12,000\s+2\s+ﾃﾞﾝｷﾀﾞｲ 1101$/);
    expect(lines.find((l) => l.includes("ﾃﾞﾝﾜﾘﾖｳ"))).toMatch(/^\s*¥4,400\s+1\s+ﾃﾞﾝﾜﾘﾖｳ 2207$/);
  });

  it("puts a long description last, so the figures stay in their columns whatever its length", async () => {
    // A Mexican SPEI line of about 200 characters, and a short one: both amounts end in the same column.
    const long = "RASTREO 2611101430 REFERENCIA:101126 HORA:14:30:11 SPEI ENVIADO A 2-BANAMEX A ACEROS DEL NORTE (DATO NO VERIFICADO POR ESTA INSTITUCION) A LA CTA CLABE 002580702244105867 RFC ND CONCEPTO OC 2207";
    const spei = file("spei.csv", ["Date,Description,Amount", `2026-11-10,${long},-892.00`, "2026-11-12,SQ *QUIET CORNER 0042,-42.10"].join("\n"));
    const ran = await cli("categories", spei, "--currency", "USD", "--balance", "0");
    expect(ran.status).toBe(0);
    const lines = ran.stdout.split("\n");
    const [first, second] = [lines.find((l) => l.includes("ACEROS"))!, lines.find((l) => l.includes("QUIET CORNER") && l.includes("$42.10"))!];
    expect(first.indexOf("$892.00") + "$892.00".length).toBe(second.indexOf("$42.10") + "$42.10".length);
    expect(first.endsWith(long)).toBe(true);
  });
});
