/**
 * The categorizer (docs/methodology.md, "Categories"): the order of its steps, what each code scheme
 * and vocabulary says, the built-in rules on descriptions in four languages, and the user's rules
 * file. Each expected category is what a controller reading the row would book it as.
 */
import { describe, expect, it } from "vitest";
import { categorize, parseRules, type RowFacts } from "../../src/domain/categories/index.js";
import { globMatches } from "../../src/domain/categories/rules.js";

const out = (description: string, extra: Partial<RowFacts> = {}) => categorize({ amountMinor: -1_000, description, ...extra });
const inn = (description: string, extra: Partial<RowFacts> = {}) => categorize({ amountMinor: 1_000, description, ...extra });

describe("the categorizer's order of steps", () => {
  it("never keeps a payment method as a category (Barclays' Subcategory column)", () => {
    expect(categorize({ amountMinor: -5, category: "DIRECTDEBIT", description: "OCTOPUS ENERGY A-7F21C09B" }).category).toBe("utilities");
    expect(categorize({ amountMinor: -5, category: "FT", description: "M OKAFOR 0142" })).toEqual({ category: "uncategorized", decidedBy: "none", evidence: "" });
  });

  it("reads a taxonomy name given for the other direction as its counterpart", () => {
    expect(categorize({ amountMinor: 106, category: "Interest" }).category).toBe("interest income");
    expect(categorize({ amountMinor: -106, category: "interest" }).category).toBe("interest");
  });

  it("keeps a category the row gives, lower-cased and trimmed, when no vocabulary knows it", () => {
    expect(categorize({ amountMinor: -5, category: "  Office Snacks ", description: "GUSTO PAYROLL" })).toEqual({ category: "office snacks", decidedBy: "given", evidence: "office snacks" });
  });

  it("keeps the API's own burn-table names as given rather than renaming them", () => {
    expect(categorize({ amountMinor: -5, category: "Legal" }).category).toBe("legal");
    expect(categorize({ amountMinor: -5, category: "saas" }).category).toBe("saas");
  });

  it("maps a provider's word into the taxonomy: Plaid primary and detailed, a card's words, Amex's Primary-Secondary", () => {
    expect(categorize({ amountMinor: -5, category: "FOOD_AND_DRINK" })).toMatchObject({ category: "meals", decidedBy: "vocabulary" });
    expect(categorize({ amountMinor: -5, category: "GENERAL_SERVICES_ACCOUNTING_AND_FINANCIAL_PLANNING" }).category).toBe("professional services");
    expect(categorize({ amountMinor: -5, category: "Food & Drink" }).category).toBe("meals");
    expect(categorize({ amountMinor: -5, category: "Business Services-Advertising Services" }).category).toBe("marketing");
    expect(categorize({ amountMinor: -5, category: "Communications-Some New Secondary" }).category).toBe("telecom");
    expect(categorize({ amountMinor: -5, category: "LOAN_PAYMENTS_CREDIT_CARD_PAYMENT" }).category).toBe("transfer");
  });

  it("calls money in under a spending word a refund", () => {
    expect(categorize({ amountMinor: 700, category: "Food & Drink" }).category).toBe("refund");
    expect(categorize({ amountMinor: 700, mcc: "5812" }).category).toBe("refund");
  });

  it("lets a vague provider word fall through to the text, and keeps it only when nothing else decides", () => {
    expect(categorize({ amountMinor: -5, category: "Shopping", description: "STAPLES 00123" })).toMatchObject({ category: "office", decidedBy: "built-in rule" });
    expect(categorize({ amountMinor: -5, category: "Shopping", description: "THE CORNER SHOP" })).toMatchObject({ category: "shopping", decidedBy: "given" });
  });

  it("puts a code that names a purpose before the text, and the user's rules before the built-in ones", () => {
    // The text says rent; the ISO 20022 code says charges: the bank's code decides.
    expect(out("Office rent", { bankTransactionCode: "ACMT/MDOP/CHRG" })).toMatchObject({ category: "bank fees", decidedBy: "code" });
    const parsed = parseRules('description contains "gusto" -> contractors');
    if (!parsed.ok) expect.fail(JSON.stringify(parsed.error));
    expect(categorize({ amountMinor: -5, description: "GUSTO PAYROLL" }, { rules: parsed.rules })).toMatchObject({ category: "contractors", decidedBy: "user rule", evidence: 'line 1: description contains "gusto" -> contractors' });
  });

  it("lets a code that only hints decide only when no rule on the text does", () => {
    // OFX XFER is a transfer of some kind; a received credit transfer is most often a customer's payment.
    expect(out("Payment to J Ortega", { bankTransactionCode: "OFX:XFER" })).toMatchObject({ category: "transfer", decidedBy: "code" });
    expect(out("AWS EMEA", { bankTransactionCode: "OFX:XFER" })).toMatchObject({ category: "software", decidedBy: "built-in rule" });
    expect(inn("Invoice 2024-118 Globex GmbH", { bankTransactionCode: "PMNT/RCDT/ESCT" })).toMatchObject({ category: "revenue" });
    expect(inn("Globex GmbH", { bankTransactionCode: "PMNT/RCDT/ESCT" })).toMatchObject({ category: "revenue", decidedBy: "code" });
  });

  it("leaves a row nothing decides uncategorized", () => {
    expect(out("SQ *QUIET CORNER 0042")).toEqual({ category: "uncategorized", decidedBy: "none", evidence: "" });
    expect(categorize({ amountMinor: -5 })).toEqual({ category: "uncategorized", decidedBy: "none", evidence: "" });
  });
});

describe("structured codes", () => {
  it.each([
    ["PMNT/ICDT/SALA", -1, "payroll"],
    ["ACMT/MDOP/CHRG", -1, "bank fees"],
    ["PMNT/ICDT/TAXE", -1, "taxes"],
    ["LDAS/CSLN/INTR", -1, "interest"],
    ["CAMT/ACCB/SWEP", -1, "transfer"],
    ["BAI2:661", -1, "bank fees"],
    ["BAI2:475", -1, "uncategorized"], // a check paid says nothing of what for
    ["BAI2:354", 1, "interest income"],
    ["BAI2:501", -1, "transfer"],
    ["MT940:NCHG", -1, "bank fees"],
    ["MT940:NINT", 1, "interest income"],
    ["MT940:NTRF", -1, "uncategorized"],
    ["GVC:805", -1, "bank fees"],
    ["OFX:SRVCHG", -1, "bank fees"],
    ["OFX:INT", 1, "interest income"],
    ["TYPE:FEE_TRANSACTION", -1, "bank fees"],
    ["TYPE:LOAN_PMT", -1, "loan"],
    ["TYPE:ACCT_XFER", 1, "transfer"],
  ])("%s on money %s is %s", (code, sign, category) => {
    expect(categorize({ amountMinor: sign * 1_000, bankTransactionCode: code }).category).toBe(category);
  });

  it.each([["5812", "meals"], ["4511", "travel"], ["3058", "travel"], ["7011", "travel"], ["4215", "shipping"], ["7372", "software"], ["8111", "professional services"], ["9311", "taxes"], ["5311", "uncategorized"]])("MCC %s is %s", (mcc, category) => {
    expect(categorize({ amountMinor: -1_000, mcc }).category).toBe(category);
  });
});

describe("built-in rules on descriptions", () => {
  it.each([
    // United States
    ["GUSTO PAYROLL 8812 ACME INC", "payroll"],
    ["IRS USATAXPYMT 270463312", "taxes"],
    ["Online Transfer to SAV ...4821 transaction#: 1234", "transfer"],
    ["AMEX EPAYMENT ACH PMT W4412", "transfer"],
    ["MONTHLY SERVICE FEE", "bank fees"],
    ["SQ *BLUE BOTTLE COFFEE", "meals"],
    ["TST* JOES DINER", "meals"],
    ["AMZN Mktp US*2K4LL0", "office"],
    ["AMAZON WEB SERVICES AWS.AMAZON.CO", "software"],
    ["UPS 1Z999AA10123456784", "shipping"],
    ["ATT* BILL PAYMENT", "telecom"],
    ["OWNER DRAW - J SMITH", "owner draw"],
    ["AMERICAN EXPRESS INTEREST CHARGE", "interest"],
    // United Kingdom
    ["HMRC VAT 123456789", "taxes"],
    ["BT GROUP PLC DD", "telecom"],
    ["ROYAL MAIL GROUP LTD", "shipping"],
    // Germany (compounds meet their stems)
    ["SEPA-Lastschrift Finanzamt München USt-VA 03/2024", "taxes"],
    ["Miete Büro April", "rent"],
    ["Gehaltszahlung März Max Mustermann", "payroll"],
    ["Lohnsteuer 03/2024", "taxes"],
    ["Kontoführungsgebühr", "bank fees"],
    ["Steuerberater Müller Rechnung 123", "professional services"],
    ["Stromabschlag Stadtwerke", "utilities"],
    ["Umbuchung auf Tagesgeldkonto", "transfer"],
    // France
    ["PRLV SEPA URSSAF", "payroll"], // employers' social contributions are a cost of employing
    ["PRLV SEPA EDF CLIENTS PARTICULIERS", "utilities"],
    ["VIR SEPA LOYER BUREAUX AVRIL", "rent"],
    ["FRAIS BANCAIRES TRIMESTRE", "bank fees"],
    // Netherlands
    ["Belastingdienst omzetbelasting Q1", "taxes"],
    ["Huur kantoor april", "rent"],
    ["Naar spaarrekening NL91ABNA0417164300", "transfer"],
  ])("%s → %s", (description, category) => {
    expect(out(description).category).toBe(category);
  });

  it.each([
    ["STRIPE PAYOUT", "revenue"],
    ["AMAZON REFUND", "refund"],
    ["IRS TREAS 310 TAX REF", "tax refund"],
    ["Zinsgutschrift", "interest income"],
    ["SBA EIDL LOAN PROCEEDS", "loan proceeds"],
    ["Transfer from savings", "transfer"],
  ])("money in: %s → %s", (description, category) => {
    expect(inn(description).category).toBe(category);
  });

  it("reads the counterparty as well as the description", () => {
    expect(categorize({ amountMinor: -5, counterparty: "Deutsche Telekom AG", description: "RG 0123456789" }).category).toBe("telecom");
  });
});

describe("the user's rules file", () => {
  it("reads each form: fields, tests, money in or out, an amount range; first match wins", () => {
    const parsed = parseRules(
      [
        "# our own vendors",
        'counterparty is "Acme Staffing LLC" -> contractors',
        'text matches "stripe*payout*" in -> revenue',
        'description contains "amazon" out 0..250 -> office',
        'description contains "amazon" out 250.01.. -> equipment',
        "",
      ].join("\n"),
    );
    if (!parsed.ok) expect.fail(JSON.stringify(parsed.error));
    const rules = parsed.rules;
    expect(categorize({ amountMinor: -10, counterparty: "ACME STAFFING LLC" }, { rules }).category).toBe("contractors");
    expect(categorize({ amountMinor: -10, counterparty: "ACME STAFFING LLC EXTRA" }, { rules }).category).toBe("uncategorized");
    expect(categorize({ amountMinor: 10, description: "STRIPE TRANSFER PAYOUT 0424" }, { rules }).decidedBy).toBe("user rule");
    // 250.00 in cents is 25,000: within 0..250 → office; 25,001 is over 250 → the next rule, equipment.
    expect(categorize({ amountMinor: -25_000, description: "AMAZON.COM" }, { rules }).category).toBe("office");
    expect(categorize({ amountMinor: -25_001, description: "AMAZON.COM" }, { rules }).category).toBe("equipment");
    // A yen book has no minor digits: 250 yen is 250 minor units.
    expect(categorize({ amountMinor: -251, description: "AMAZON.CO.JP" }, { rules, minorDigits: 0 }).category).toBe("equipment");
  });

  it.each([
    ['descripton contains "x" -> rent', 1, "description, counterparty or text"],
    ['description has "x" -> rent', 1, "contains, is or matches"],
    ["description contains x -> rent", 1, "double quotes"],
    ['description contains "x" rent', 1, "'-> category'"],
    ['description contains "x" -> groceries', 1, "one of payroll, contractors"],
    ['description contains "x" in -> rent', 1, "a money-in category"],
    ['description contains "x" out 10..x -> rent', 1, "amount range"],
    ['description contains "x" out 20..10 -> rent', 1, "smaller end first"],
  ])("refuses %s, naming line %i and what was expected", (line, number, expected) => {
    const parsed = parseRules(`# header\n${line}`);
    if (parsed.ok) expect.fail("expected a refusal");
    expect(parsed.error.line).toBe(number + 1);
    expect(parsed.error.expected).toContain(expected);
  });

  it("matches * and ? against the whole text", () => {
    expect(globMatches("stripe*payout", "stripe transfer payout")).toBe(true);
    expect(globMatches("stripe*payout", "stripe transfer payout 2")).toBe(false);
    expect(globMatches("inv-????", "inv-2024")).toBe(true);
    expect(globMatches("inv-????", "inv-202")).toBe(false);
  });

  it("answers a pattern that would make a backtracking regular expression take exponential time", () => {
    // /^(a*)*b$/-like shapes: nested stars against a long run of a's with no b. The scan is at most
    // text × pattern steps (here 20,000 × 21), so it answers at once; a backtracking matcher would not.
    const pattern = `${"*a".repeat(10)}b`;
    expect(globMatches(pattern, "a".repeat(20_000))).toBe(false);
  });
});
