import { companyForm, partnersFirm, professionalForm, soleTraderForm, taxFirm, tradingName } from "./company-name.js";
import { meaningOfCode, meaningOfMcc } from "./codes.js";
import { invoiceNamed, invoicePaid, workPaidFor } from "./invoice-paid.js";
import { CHART_RULES } from "./chart-words.js";
import { KEYWORD_RULES, LEASE_WORDS } from "./keywords.js";
import { PhraseTable, WEIGHT, type PhraseMatch, type PhraseRule } from "./phrases.js";
import { foldText, nameTheRowGives, withoutReceiverName } from "./text.js";
import { ruleMatches, type UserRule } from "./rules.js";
import { API_NAME_MEANINGS, HIGH_STAKES, isCategory, isInflowCategory, isKeptAsGiven, isOutflowCategory, sideOf, TRANSFER, UNCATEGORIZED, type Sided } from "./taxonomy.js";
import { REGULATOR_RULES } from "./regulators.js";
import { appPaymentWithMemo, clinicianPaid, distributionToPerson, drawToPerson, isPartOfPersonsName, ownAccountOfPerson, ownersAccountNamed, personNamed } from "./person-name.js";
import { PAYROLL_PROVIDERS, PROVIDERS_BILL_WORDS, VENDOR_RULES, WHOLE_NAME_VENDORS } from "./vendors.js";
import { accountAtBank, movedToJar } from "./account-at-bank.js";
import { WHOLESALER_RULES } from "./wholesalers.js";
import { COUNTRY_VENDOR_RULES } from "./vendors-by-country.js";
import { vocabularyMeaning, type WordMeaning } from "./vocabularies.js";

/**
 * The one categorizer: what a row's money is, and which step said so. Pure; used by the service
 * (rows sent without a category), and by the CLI's import, report, batch and `categories` command.
 * It decides in this order (docs/methodology.md, "Categories"):
 *   1. a category given in the row: kept (lower case, trimmed), unless it is a word of a known
 *      provider's vocabulary, which is mapped into the taxonomy;
 *   2. a structured code that names a purpose (bank transaction code, merchant category code), unless
 *      the row's words name what such a code only covers (interest or an instalment under a charges
 *      code, the owner's money under a transfer code);
 *   3. the user's rules, first match wins;
 *   4. the built-in rules on counterparty and description (well-known vendors, then keywords),
 *      read again without the company's own transfer and tax wordings where another company is named
 *      or a word of what was bought stands beside them;
 *   5. a code that only hints (an incoming credit transfer is most often a customer's payment);
 *   6. on money out, an invoice paid: work named in it is contractors; a company's, with nothing
 *      else said, its goods, inventory (./invoice-paid.ts); on money in, a company paying, or a
 *      payment naming work done, revenue;
 *   7. a vague word kept as given: a caller's, or a bank's word no vocabulary knows (a bank's word a
 *      known vocabulary lists as vague, `General`, leaves the row undecided);
 *   else `uncategorized`.
 */

export { parseRules, type UserRule, type RulesError } from "./rules.js";
export { decidePayRuns, type PaidRow } from "./pay-run.js";
export { vocabularyMeaning } from "./vocabularies.js";
export { HIGH_STAKES, INFLOW_CATEGORIES, OUTFLOW_CATEGORIES, TRANSFER, UNCATEGORIZED, isCategory } from "./taxonomy.js";

export type DecidedBy = "given" | "vocabulary" | "code" | "user rule" | "built-in rule" | "none";

/** The steps that infer a category rather than take the one the row gave (kept or mapped). */
export function isInferred(decidedBy: DecidedBy): boolean {
  return decidedBy === "code" || decidedBy === "user rule" || decidedBy === "built-in rule";
}

export interface RowFacts {
  /** Signed minor units: > 0 money in, < 0 money out. */
  amountMinor: number;
  category?: string | undefined;
  description?: string | undefined;
  counterparty?: string | undefined;
  /** `PMNT/ICDT/SALA`, `BAI2:661`, `MT940:NCHG`, `GVC:805`, `OFX:FEE` or `TYPE:<text>`. */
  bankTransactionCode?: string | undefined;
  /** ISO 18245, four digits. */
  mcc?: string | undefined;
}

export interface Decision {
  category: string;
  decidedBy: DecidedBy;
  /** What decided: the code, the vendor or words matched, the rule's line; "" when nothing did. */
  evidence: string;
}

export interface CategorizeOptions {
  rules?: readonly UserRule[];
  /** The book currency's minor digits, for the rules' amount ranges (default 2). */
  minorDigits?: number;
  /** Who gave the row's category (default the API's caller): see decideGiven. */
  givenBy?: GivenBy;
}

/**
 * Who wrote a row's category: the API's caller, whose older burn-table names (`advertising`, `tax`)
 * come back as sent, or a bank's export, whose words (a Mercury export's `Advertising`, a Monzo
 * export's `Tax`) are read for what they mean in the taxonomy.
 */
export type GivenBy = "caller" | "bank";

/** Every built-in rule on a row's words, in the order the tables are built (exported for the lists' own checks). */
export const BUILT_IN_RULES: readonly PhraseRule[] = [...VENDOR_RULES, ...COUNTRY_VENDOR_RULES, ...WHOLESALER_RULES, ...REGULATOR_RULES, ...KEYWORD_RULES, ...CHART_RULES];
const BUILT_IN = new PhraseTable(BUILT_IN_RULES);
/**
 * The same rules without the wordings of the company's own moves and taxes: read again when such a
 * wording decided a row that names another company by its legal form (`ONLINE TRANSFER TO CANAL PARK
 * PROPERTIES LLC … RENT`, `PENNINE FABRICS LTD INV 3071 INC VAT`), which is a payment to or from that
 * company, not a move between the company's accounts nor its own tax return.
 */
const besideACompanyTable = builtInWithout((rule) => rule.yieldsToCompany === true);

/** The built-in rules less some, as a table built on first need (few rows need one): a second table would add its build to every start. */
function builtInWithout(leftOut: (rule: PhraseRule) => boolean): () => PhraseTable {
  let table: PhraseTable | undefined;
  return () => (table ??= new PhraseTable(BUILT_IN_RULES.filter((rule) => !leftOut(rule))));
}
/**
 * Words or figures that name an account (`SAVINGS`, `SAV`, `CHK`, `XXXXXX4410`, `0000047720`, `ACCT`):
 * a bank's transfer wording (`ONLINE TRANSFER FROM … REF #IB0ZQ4K8L7`) that names none names a person
 * or a firm paid or paying, another customer of the bank, not one of the company's own accounts (on
 * the labelled corpora, every such credit was a customer paying; every transfer between own accounts
 * named the account).
 */
const ACCOUNT_NAMED = /\b(?:sav|savings|chk|checking|chequing|account|acct|share|deposit account|x{2,}\d+|\.{2,}\d+|\d{4,})\b/i;
function namesAnAccount(counterparty: string | undefined, description: string | undefined): boolean {
  return ACCOUNT_NAMED.test(description ?? "") || ACCOUNT_NAMED.test(counterparty ?? "");
}

/**
 * Bank of America's bill pay to a card account (`Online Banking payment to CRD 4471 Confirmation#
 * XXXXX88120`) is the company's own card paid off, a transfer: so were all 5 such labelled rows, of
 * five corpora. The same line with a payee's name before or after the confirmation, with or without
 * a dash (`… CRD 4471 PARKWAY COMMONS PROPERTIES Confirmation# 2940176635`, `… Confirmation# XXXXX40128
 * - SMITH MOUNTAIN CPA`, `… Confirmation# 4418820913 PLUM CREEK PROPERTIES RENT`, a name that
 * begins with a figure, `… Confirmation# 1H77ZQ2KX 2ND AVE HOLDINGS LLC NOV RENT`), pays that payee:
 * the 7 such labelled rows (of four corpora) paid rent, equipment and accountants. There the row's
 * other words decide, and a name that says nothing leaves the row undecided rather than call money
 * that left the company a move inside it.
 */
const CARD_PAYOFF_WORDS: ReadonlySet<string> = new Set(["payment to crd", "pmt to crd", "pmt crd"]);
const PAYEE_NAMED = /\bcrd\s+\d{2,6}:?\s+(?!confirmation)\p{L}|confirmation#\s?\w{1,40}\s+(?:-\s+)?\d*\p{L}/iu;
const withoutCardPayoffTable = builtInWithout((rule) => CARD_PAYOFF_WORDS.has(rule.phrase));

/**
 * A payroll provider's debit (Gusto, Intuit, ADP) by the vague word the feed files it under: under
 * government it pays the company's payroll taxes for it, not wages or a subscription; under bank
 * fees it charges its own fee, the service's price. Only a provider's: a workers' compensation board
 * filed under government (WorkSafeNB) is the employer's cost of its staff, payroll, as its name says.
 */
const FILED_UNDER: ReadonlyMap<string, { vendors: readonly string[]; category: string }> = new Map([
  ["government_and_non_profit", { vendors: ["payroll", "software"], category: "taxes" }],
  ["bank_fees", { vendors: ["payroll"], category: "software" }],
]);

/**
 * Step 1 alone: what a given category decides for a row of this sign, or undefined when it is a
 * vague provider word that leaves the row to its code and text. It reads nothing else of the row, so
 * a caller may reuse one answer for every row of the same sign giving the same word.
 */
export function decideGiven(category: string, amountMinor: number, givenBy: GivenBy = "caller"): Decision | undefined {
  const given = category.trim().toLowerCase();
  // A bank's word that is also one of the API's older names means that name's taxonomy category.
  const bankWord = givenBy === "bank" && !isCategory(given) ? API_NAME_MEANINGS[given] : undefined;
  // The burn table's own names (`tax`, `advertising`) are names for money out: on money in the
  // provider's word is read for what it says (`TAX` paid in is a tax refund).
  if (bankWord === undefined && isKeptAsGiven(given) && (amountMinor <= 0 || isCategory(given))) {
    // A taxonomy name for one direction on money going the other way: `interest` paid in is interest income.
    const mapped = amountMinor > 0 ? (OTHER_SIDE[given]?.in ?? moneyBack(given, givenBy)) : amountMinor < 0 ? OTHER_SIDE[given]?.out : undefined;
    return { category: mapped ?? given, decidedBy: "given", evidence: given };
  }
  const known = vocabularyMeaning(given);
  // A caller's own word is kept; a bank's word no vocabulary knows (`Suppliers`, `BUSINESS_SUPPLIES`)
  // is read as a vague one: the row's code and words decide first, and it is kept where they do not.
  if (!known.known && bankWord === undefined) return givenBy === "bank" ? undefined : { category: given, decidedBy: "given", evidence: given };
  const meaning: WordMeaning | undefined = known.known ? known.meaning : bankWord;
  const mapped = meaning === undefined || meaning.weak === true ? undefined : sideOrRefund(meaning, amountMinor);
  return mapped === undefined ? undefined : { category: mapped, decidedBy: "vocabulary", evidence: category.trim() };
}

/**
 * A bank's spending category on money paid in (Mercury's `Travel` on an airline's credit): money back
 * from that spending, as a known vocabulary's spending word is read. A caller's own name is kept.
 */
function moneyBack(given: string, givenBy: GivenBy): string | undefined {
  const spending = isOutflowCategory(given) && !isInflowCategory(given);
  return givenBy === "bank" && spending ? "refund" : undefined;
}

/** Names with a counterpart for money going the other way. */
const OTHER_SIDE: Record<string, Sided> = {
  interest: { in: "interest income" },
  "interest income": { out: "interest" },
  taxes: { in: "tax refund" },
  "tax refund": { out: "taxes" },
  loan: { in: "loan proceeds" },
  "loan proceeds": { out: "loan" },
  "owner draw": { in: "owner contribution" },
  "owner contribution": { out: "owner draw" },
};

/** The generic tax words: in a firm's name with its legal form, the firm's work (`Downland Tax Ltd`). */
const GENERIC_TAX = new Set(["tax", "taxes"]);

/**
 * The generic fee words: beside an invoice paid, the invoice decides; paid to a person, the person's
 * work. A French international transfer's `FRAIS PARTAGES` (charges shared) says how the bank's fee is
 * split, beside the proforma it pays.
 */
const INVOICED_FEE = new Set(["fee", "fees", "frais"]);

/** French `prêt` is a loan, and a lending too (`FACT 26-0994 … PRET ADHERENTS`): beside an invoice paid, the invoice decides. */
const LOAN_OR_LENDING = "pret";

/** Words that name a meal itself, not a food trade (`Lieferando — Bestellung … Teamessen`): beside an invoice or order they still say a meal was bought. */
const MEAL_WORD = /\b(lunch|dinner|d[iî]ner|d[ée]jeuner|repas|bewirtung|gesch(?:ä|ae)ftsessen|mittagessen|catering|traiteur|borrel|etentje|takeaway|teamessen)\b/i;

export function categorize(row: RowFacts, options: CategorizeOptions = {}): Decision {
  const amount = row.amountMinor;
  let vagueGiven: string | undefined;
  if (row.category !== undefined && row.category.trim() !== "") {
    const decided = decideGiven(row.category, amount, options.givenBy);
    if (decided !== undefined) return decided.decidedBy === "vocabulary" ? wholesalerOver(decided, row) : decided;
    vagueGiven = row.category.trim().toLowerCase();
  }
  const code = row.bankTransactionCode === undefined || row.bankTransactionCode === "" ? undefined : meaningOfCode(row.bankTransactionCode);
  if (code?.strength === "strong") {
    const category = sideOf(code, amount);
    const said = category === undefined ? undefined : wordsOverCode(category, amount, row.counterparty, withoutReceiverName(row.description));
    if (said !== undefined) return { category: said, decidedBy: "built-in rule", evidence: `${said}, under the ${CODE_NAMED[category!] ?? "charges"} code ${row.bankTransactionCode!}` };
    // A book transfer to an account the row names by a person or labels the owner's (`BOOK TRANSFER
    // TO DDA XXXX8812 OWNER`), or a distribution to a person (`BOOK TRANSFER DEBIT TO XXXX4410
    // DISTRIBUTION M OKAFOR`): the owner's, as under the bank's words.
    const owners = category === TRANSFER && amount < 0 ? (ownersAccountNamed(row.description) ?? distributedToOwner(row.counterparty, row.description)) : undefined;
    if (owners !== undefined) return { category: "owner draw", decidedBy: "built-in rule", evidence: `to ${owners}, under the transfer code ${row.bankTransactionCode!}` };
    if (category !== undefined) return { category, decidedBy: "code", evidence: row.bankTransactionCode! };
  }
  if (row.mcc !== undefined && row.mcc !== "") {
    const meaning = meaningOfMcc(row.mcc);
    const category = meaning === undefined ? undefined : sideOrRefund(meaning, amount);
    if (category !== undefined) return wholesalerOver({ category, decidedBy: "code", evidence: `MCC ${row.mcc}` }, row);
  }
  for (const rule of options.rules ?? []) {
    if (ruleMatches(rule, row, options.minorDigits ?? 2)) return { category: rule.category, decidedBy: "user rule", evidence: `line ${rule.line}: ${rule.source}` };
  }
  const description = withoutReceiverName(row.description);
  const bank = amount < 0 ? accountAtBank(description) : undefined;
  if (bank !== undefined) return { category: TRANSFER, decidedBy: "built-in rule", evidence: `to an account named for ${bank}` };
  if (amount < 0 && movedToJar(description)) return { category: TRANSFER, decidedBy: "built-in rule", evidence: "moved to a jar or balance of the account" };
  let phrase = phraseBesideNames(amount, row.counterparty, description);
  if (phrase !== undefined && CARD_PAYOFF_WORDS.has(phrase.matched) && PAYEE_NAMED.test(description ?? "")) phrase = withoutCardPayoffTable().match(amount, row.counterparty, description);
  if (phrase?.rule.yieldsToCompany === true) {
    // Beside another company's name the wording says how it was paid; beside a word of what was
    // bought (`INTERNET TRANSFER … RENT NOV SHOP 4`), or an invoice paid (`ONLINE TRANSFER … TO BASIN
    // KILN SERVICE … INV 3318`), it says so too: that word, or the invoice, decides.
    const without = besideACompanyTable().match(amount, row.counterparty, description);
    if (companyForm(row.counterparty, description) !== undefined || (amount < 0 && invoicePaid(row.counterparty, description) !== undefined) || (without !== undefined && without.rule.weight >= WEIGHT.phrase) || (sideOf(phrase.rule, amount) === TRANSFER && !namesAnAccount(row.counterparty, description))) phrase = without;
  }
  // A figure before `units` counts what was made or bought (`CMT 600 UNITS`, `HOOD CERT 2 UNITS`), not a unit let.
  if (phrase !== undefined && UNIT_WORDS.has(phrase.matched) && COUNTED_UNITS.test(description ?? "")) phrase = undefined;
  // A fee or invoice to `Surname & Co`, or to a firm in a profession's form (`… LLP`, `Ashdown
  // Accounts`): an accountant's or solicitor's practice, whatever generic word (`FEE`, read alone as a
  // bank's) the row carries.
  if (amount < 0 && (phrase === undefined || phrase.rule.weight <= WEIGHT.keyword)) {
    const firm = partnersFirm(row.counterparty, description);
    if (firm !== undefined) return { category: "professional services", decidedBy: "built-in rule", evidence: `${firm} (a firm named for its partners)` };
    // With no phrase at all, the same form is read once, in step 6 below.
    const professional = phrase === undefined ? undefined : professionalForm(row.counterparty, description);
    if (professional !== undefined) return { category: "professional services", decidedBy: "built-in rule", evidence: `${professional}, a profession's firm, over ${phrase!.matched}` };
  }
  if (phrase !== undefined) {
    const counted = amount < 0 && LEASE_WORD.has(phrase.matched) ? (instalmentCount(description ?? "") ?? numberedInstalment(description ?? "")) : undefined;
    if (counted !== undefined) return { category: "loan", decidedBy: "built-in rule", evidence: `${phrase.matched} … ${counted}` };
    const category = sideOf(phrase.rule, amount)!;
    const invoiceIn = category === "tax refund" ? invoiceNamed(row.counterparty, description) : undefined;
    if (invoiceIn !== undefined) return { category: "revenue", decidedBy: "built-in rule", evidence: `${invoiceIn}, an invoice paid, over ${phrase.matched}` };
    const taxAdviser = amount < 0 && GENERIC_TAX.has(phrase.matched) ? taxFirm(row.counterparty) : undefined;
    if (taxAdviser !== undefined) return { category: "professional services", decidedBy: "built-in rule", evidence: `${phrase.matched}, a firm named for tax work (${taxAdviser})` };
    // `Drawings` are technical drawings too: beside an invoice's number (`INV 2026-14 utility
    // drawings`) they are the work invoiced, as nobody invoices a draw. A food trade's name beside an
    // invoice (`Bakkerij Van Vliet — Factuur 2026-310 brood`, `RATA COFFEE ROASTERS LTD — INV 2231`)
    // is a supplier's, not a meal out: on the labelled corpora 32 of 35 such rows paid for goods or
    // equipment, and the 2 meals named the meal (`Bewirtung`, `lunch`). A bank does not invoice its
    // fees: `ADJUSTER FEES INV 88` is the work invoiced (3 of 3 such labelled rows were no bank's),
    // and a lender does not invoice its loan.
    const billed = amount < 0 && (phrase.matched === "drawings" || phrase.matched === LOAN_OR_LENDING || INVOICED_FEE.has(phrase.matched) || category === "meals") ? invoicePaid(row.counterparty, description) : undefined;
    const invoiced = billed !== undefined && category === "meals" && (MEAL_WORD.test(description ?? "") || MEAL_WORD.test(row.counterparty ?? "")) ? undefined : billed;
    if (invoiced !== undefined) return { category: invoiced.category, decidedBy: "built-in rule", evidence: `${invoiced.evidence}, over ${phrase.matched}` };
    // No bank charges its fee by paying a person (`M Okonkwo — DIRECTOR FEE PANTO`): the fee is for
    // the person's work, unless the bank's code says it is a charge (`ANNA … FEE`, ANNA being a bank).
    const feeTo = amount < 0 && category === "bank fees" && INVOICED_FEE.has(phrase.matched) && !(code !== undefined && sideOf(code, amount) === "bank fees") ? personNamed(row.counterparty, description) : undefined;
    if (feeTo !== undefined) return { category: "contractors", decidedBy: "built-in rule", evidence: `${phrase.matched}, paid to a person (${feeTo})` };
    // The bank's own-account wording, but an account it names by a person: the owner's, not the company's.
    const owners = category === "transfer" && amount < 0 ? (ownersAccountNamed(description) ?? ownAccountOfPerson(phrase.matched, row.counterparty, description)) : undefined;
    if (owners !== undefined) return { category: "owner draw", decidedBy: "built-in rule", evidence: `${phrase.matched}, to ${owners}` };
    const ownersIn = category === "transfer" && amount > 0 ? ownersAccountNamed(description, "from") : undefined;
    if (ownersIn !== undefined) return { category: "owner contribution", decidedBy: "built-in rule", evidence: `${phrase.matched}, from ${ownersIn}` };
    // A distribution paid to a person, not a company: profit shared out to the owner.
    const shared = amount < 0 && (category === "inventory" || category === "transfer") ? distributedToOwner(row.counterparty, description) : undefined;
    if (shared !== undefined) return { category: "owner draw", decidedBy: "built-in rule", evidence: `distribution, to ${shared}` };
    const filed = vagueGiven === undefined ? undefined : FILED_UNDER.get(vagueGiven);
    if (amount < 0 && filed !== undefined && filed.vendors.includes(category) && phrase.rule.weight === WEIGHT.vendor && (category !== "payroll" || isProvidersRule(phrase.rule))) {
      return { category: filed.category, decidedBy: "built-in rule", evidence: `${phrase.matched} + ${row.category!.trim()}` };
    }
    if (isProvidersFee(phrase, amount, options.minorDigits ?? 2) && !saysPay(amount, row.counterparty, description)) {
      return { category: "software", decidedBy: "built-in rule", evidence: `${phrase.matched} (a debit no larger than its fee)` };
    }
    if (isBeyondProvidersFee(phrase, amount, options.minorDigits ?? 2)) {
      return { category: "payroll", decidedBy: "built-in rule", evidence: `${phrase.matched} (a debit larger than any fee it charges)` };
    }
    return { category, decidedBy: "built-in rule", evidence: phrase.matched };
  }
  const whole = wholeName(row.counterparty, description);
  const byWholeName = whole === undefined ? undefined : sideOrRefund(WHOLE_NAME_VENDORS.get(whole)!, amount);
  if (byWholeName !== undefined) return { category: byWholeName, decidedBy: "built-in rule", evidence: `${whole} (the whole name)` };
  if (code !== undefined && !(code.onlyUnnamed === true && (row.counterparty ?? "").trim() !== "")) {
    const category = sideOf(code, amount);
    if (category !== undefined) return { category, decidedBy: "code", evidence: row.bankTransactionCode! };
  }
  if (amount < 0) {
    const instalment = numberedInstalment(description ?? "");
    if (instalment !== undefined) return { category: "loan", decidedBy: "built-in rule", evidence: instalment };
    const invoice = invoicePaid(row.counterparty, description);
    if (invoice !== undefined) return { category: invoice.category, decidedBy: "built-in rule", evidence: invoice.evidence };
    // Paid to a firm in a legal form only the professions use (`HALE ROSS PLLC`), with nothing else said.
    const professional = professionalForm(row.counterparty, description);
    if (professional !== undefined) return { category: "professional services", decidedBy: "built-in rule", evidence: `${professional}, a profession's firm` };
    // Paid to a sole trader by the French form closing the name (`To Nathalie Roux EI`): its work.
    const sole = soleTraderForm(row.counterparty, description);
    if (sole !== undefined) return { category: "contractors", decidedBy: "built-in rule", evidence: `${sole}, a sole trader's business` };
  } else if (amount > 0) {
    // Money in from a company (by its legal form, or a word only a business is named by), with
    // nothing else said, is most often a customer paying.
    const form = companyForm(row.counterparty, description) ?? tradingName(row.counterparty, description);
    if (form !== undefined) return { category: "revenue", decidedBy: "built-in rule", evidence: `paid in by a company (${form})` };
    // So is money in that names the work paid for (lessons, maintenance, hours).
    const work = workPaidFor(row.counterparty, description);
    if (work !== undefined) return { category: "revenue", decidedBy: "built-in rule", evidence: `paid in for work (${work})` };
  }
  if (vagueGiven !== undefined) {
    const known = vocabularyMeaning(vagueGiven);
    const meaning = known.known ? known.meaning : undefined;
    const hinted = meaning === undefined ? undefined : sideOrRefund(meaning, amount);
    if (hinted !== undefined) return { category: hinted, decidedBy: "vocabulary", evidence: row.category!.trim() };
    // A payment method (a hint with no side) is no category. A bank's catch-all word that a known
    // vocabulary lists as vague (Monzo's `General`, Plaid's `GENERAL_MERCHANDISE`) says nothing of
    // what the money is: the row stays undecided, so `cashflow categories` lists it for a rule,
    // rather than hide a wage to a person under `general`. A caller's word, or a bank's word no
    // vocabulary knows (`Suppliers`), is its own label and kept.
    if (meaning === undefined && !(known.known && options.givenBy === "bank")) return { category: vagueGiven, decidedBy: "given", evidence: vagueGiven };
  }
  const clinician = amount < 0 ? clinicianPaid(row.counterparty, description) : undefined;
  if (clinician !== undefined) return { category: "contractors", decidedBy: "built-in rule", evidence: `a clinician paid by name (${clinician})` };
  const drawer = drawToPerson(amount, options.minorDigits ?? 2, row.counterparty, description);
  if (drawer !== undefined) return { category: "owner draw", decidedBy: "built-in rule", evidence: `a round sum to a person (${drawer}), nothing else decided` };
  const app = amount < 0 && companyForm(row.counterparty, description) === undefined ? appPaymentWithMemo(amount, options.minorDigits ?? 2, description) : undefined;
  if (app !== undefined) return { category: "contractors", decidedBy: "built-in rule", evidence: `paid by ${app} with a memo of what for, nothing else decided` };
  return { category: UNCATEGORIZED, decidedBy: "none", evidence: "" };
}

/** The person a distribution is paid to, where the row names no company: profit shared out to an owner. */
function distributedToOwner(counterparty: string | undefined, description: string | undefined): string | undefined {
  const person = distributionToPerson(counterparty, description);
  return person !== undefined && companyForm(counterparty, description) === undefined ? person : undefined;
}

/**
 * The strongest phrase of the row that is no part of the name of the person paid: a generic word or
 * a vendor's one-word name in it (`To Aoife Power`, `K Shaw — SALARY NOV`) says nothing of what for,
 * so the row's other words decide (`SALARY`), read once more without that name.
 */
function phraseBesideNames(amount: number, counterparty: string | undefined, description: string | undefined): PhraseMatch | undefined {
  const phrase = BUILT_IN.match(amount, counterparty, description);
  if (phrase === undefined || !namesThePerson(phrase, counterparty, description)) return phrase;
  const name = new RegExp(`(?<![\\p{L}\\p{N}])${phrase.matched.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "giu");
  const [otherParty, otherWords] = [counterparty?.replace(name, " "), description?.replace(name, " ")];
  const next = BUILT_IN.match(amount, otherParty, otherWords);
  return next === undefined || next.matched === phrase.matched || namesThePerson(next, otherParty, otherWords) ? undefined : next;
}

/** Whether a generic word or a vendor's one-word name the row matched is part of the name of the person paid. */
function namesThePerson(phrase: PhraseMatch, counterparty: string | undefined, description: string | undefined): boolean {
  const aVendor = phrase.rule.weight === WEIGHT.vendor;
  return (aVendor || phrase.rule.weight === WEIGHT.keyword) && isPartOfPersonsName(counterparty, description, phrase.matched, aVendor);
}

/** A legal form after a brand (`Sage SAS`, `EE Limited`): still the brand's whole name. */
const LEGAL_FORM_AFTER = / (?:sas|s\.?a\.?|ltd\.?|limited|plc|gmbh|b\.?v\.?|n\.?v\.?|inc\.?|llc|ag|corp\.?)$/;
const LONGEST_LEGAL_FORM = " limited".length;
const LONGEST_WHOLE_NAME = Math.max(...[...WHOLE_NAME_VENDORS.keys()].map((name) => name.length)) + LONGEST_LEGAL_FORM;
/** The short brand a row names as the whole of its other party, else of its description (see WHOLE_NAME_VENDORS). */
function wholeName(counterparty: string | undefined, description: string | undefined): string | undefined {
  const named = nameTheRowGives(counterparty, description)?.trim();
  // Folded only when short enough to be one of the names (most rows' lines are not).
  const folded = named === undefined || named.length > LONGEST_WHOLE_NAME ? "" : foldText(named).replace(LEGAL_FORM_AFTER, "");
  return WHOLE_NAME_VENDORS.has(folded) ? folded : undefined;
}

const PROVIDERS = new Set(PAYROLL_PROVIDERS);
/**
 * The most a payroll provider charges a small company a month, in major units: the published
 * prices are a base and a few dollars a person (Gusto from 49 + 6 a person, Paychex from 39 + 5,
 * Wagepoint from 25 + 4, OnPay 49 + 6), under 150 for a company of up to about eight. A payroll run
 * or the taxes remitted with it is seldom that small.
 */
const PROVIDERS_FEE_CEILING = 150;
/**
 * A payroll provider named alone (`Gusto`, as a feed gives its merchant name) on a debit no larger
 * than its monthly price is its own fee, software, not pay; its words say so where they can
 * (`GUSTO FEE`, ./keywords.ts), and then this is not needed.
 */
function isProvidersFee(phrase: PhraseMatch, amountMinor: number, minorDigits: number): boolean {
  return amountMinor < 0 && phrase.rule.weight === WEIGHT.vendor && PROVIDERS.has(phrase.matched) && -amountMinor <= PROVIDERS_FEE_CEILING * 10 ** minorDigits;
}
/**
 * The most a payroll provider's own invoice comes to in a month for a small company, in major units:
 * its published per-person prices (above) reach it only past a hundred people. A debit its words call
 * the provider's fee or invoice (`ADP PAYROLL FEES`, `PAYCHEX EIB INVOICE`) that is larger carries the
 * wages the provider pays out, as a PEO's invoice does.
 */
const PROVIDERS_INVOICE_CEILING = 1000;
function isBeyondProvidersFee(phrase: PhraseMatch, amountMinor: number, minorDigits: number): boolean {
  if (amountMinor >= 0 || phrase.rule.out !== "software" || !isProvidersBill(phrase.rule)) return false;
  return -amountMinor > PROVIDERS_INVOICE_CEILING * 10 ** minorDigits;
}
/** Whether a rule names a payroll provider's own bill, the provider and a bill word (`paycor+fees`, `adp+invoice`), not its licence. */
function isProvidersBill(rule: PhraseRule): boolean {
  const [provider, word] = rule.phrase.split("+") as [string, string | undefined];
  return PROVIDERS.has(provider) && word !== undefined && PROVIDERS_BILL_WORDS.includes(word);
}
/** Whether a rule names a payroll provider, alone or as the first word of a pair (`gusto+invoice`). */
function isProvidersRule(rule: PhraseRule): boolean {
  return PROVIDERS.has(rule.phrase.split("+")[0]!);
}

const withoutProvidersTable = builtInWithout((rule) => rule.weight === WEIGHT.vendor && PROVIDERS.has(rule.phrase));
/** Whether the row's other words name pay or taxes (`GUSTO PAYROLL`, `ADP TAX`): then it is no fee, however small. */
function saysPay(amountMinor: number, counterparty: string | undefined, description: string | undefined): boolean {
  const said = withoutProvidersTable().match(amountMinor, counterparty, description);
  return said !== undefined && HIGH_STAKES.has(sideOf(said.rule, amountMinor)!);
}

/**
 * The categories a row's words may name over a code that says less. Banks post overdraft and card
 * interest, and a loan's instalment (`Zins und Tilgung Darlehen`), under their charges code (MT940
 * `NCHG`, ISO `CHRG`, OFX `SRVCHG`, a German GVC): the words say which it is, a financing cost or a
 * repayment, not a fee to cut. A move to an account the words call the owner's (`… to MARCUS ROWE
 * PERSONAL CHK … OWNER DRAW`) travels under a transfer code, but leaves the company. A card's
 * payoff (`Payment to Chase card ending in 7741`) may come under a loan code, but stays inside it.
 */
const WORDS_OVER_CODE: Readonly<Record<string, ReadonlySet<string>>> = {
  "bank fees": new Set(["interest", "loan"]),
  // Chase posts a payment to the company's own card under its loan-payment type (`LOAN_PMT`).
  loan: new Set(["transfer"]),
  transfer: new Set(["owner draw", "owner contribution"]),
};
/** How the evidence names the code the words were read over. */
const CODE_NAMED: Readonly<Record<string, string>> = { transfer: "transfer", loan: "loan-payment" };
function wordsOverCode(codeSays: string, amountMinor: number, counterparty: string | undefined, description: string | undefined): string | undefined {
  const over = WORDS_OVER_CODE[codeSays];
  if (over === undefined) return undefined;
  const said = BUILT_IN.match(amountMinor, counterparty, description);
  const category = said === undefined ? undefined : sideOf(said.rule, amountMinor);
  return category !== undefined && over.has(category) ? category : undefined;
}

/**
 * A provider's consumer word for food and drink (Plaid's `FOOD_AND_DRINK`) or a grocer's card code
 * (MCC 5411) deciding `meals`, or its word for supplies (Starling's `SUPPLIES`) deciding `office`, on
 * a row that names a wholesaler selling to the trade (`Sysco`, `Booker Cash & Carry`, `Bidfood`):
 * the goods a business sells, not a meal or stationery. Any other decision stands.
 */
function wholesalerOver(decided: Decision, row: RowFacts): Decision {
  if (decided.category !== "meals" && decided.category !== "office") return decided;
  const said = BUILT_IN.match(row.amountMinor, row.counterparty, withoutReceiverName(row.description));
  if (said === undefined || said.rule.weight < WEIGHT.vendor || sideOf(said.rule, row.amountMinor) !== "inventory") return decided;
  return { category: "inventory", decidedBy: "built-in rule", evidence: `${said.matched} (a wholesaler, over ${decided.evidence})` };
}

/** A spending meaning on money in is a refund of that spending. */
function sideOrRefund(meaning: Sided, amountMinor: number): string | undefined {
  if (amountMinor > 0 && meaning.in === undefined && meaning.out !== undefined) return "refund";
  return sideOf(meaning, amountMinor);
}

/** The words a lease is paid under (`lease`, `loyer`): premises' rent unless the row counts instalments. */
const LEASE_WORD = new Set(LEASE_WORDS);

/**
 * The words a unit let is named by, and a count of units (`600 UNITS`) that names no premises; a
 * unit's own number after it (`261105 UNIT 4`, a date before the unit let) makes it one again.
 */
const UNIT_WORDS = new Set(["unit", "units"]);
const COUNTED_UNITS = /\b\d+ units?\b(?! ?\d)/i;
/**
 * An instalment's place in a fixed schedule, `22/60` or `14/48`: the row repays a finance lease or a
 * loan by a set number of payments, which rent and an operating lease of premises never count. A
 * month and year (`10/2026`) is no count: the second figure is at most 120 and the first no larger.
 */
const INSTALMENT_COUNT = /(?<![\d/.,])(\d{1,3})\/(\d{2,3})(?![\d/.,])/g;
/**
 * A Dutch instalment numbered in its schedule (`termijn 14 60`, `Termijn 23 van 60`, as Dutch lessors
 * and lenders print it with or without the slash): the n-th of a fixed number of payments, a loan's or
 * a finance lease's (on the labelled corpora, 8 of 8 such debits; a `Leasetermijn 11 2026` is a month
 * and a year, which the bounds leave out).
 */
const NUMBERED_INSTALMENT = /\btermijn (\d{1,3})(?: van | |\/)(\d{2,3})(?![\d/.,])/gi;

function instalmentCount(text: string): string | undefined {
  return placeInSchedule(text, INSTALMENT_COUNT, 6);
}
function numberedInstalment(text: string): string | undefined {
  return placeInSchedule(text, NUMBERED_INSTALMENT, 12)?.toLowerCase();
}
/** The first `n … of` a pattern finds that can be the n-th of `of` payments, `of` between `fewest` and 120. */
function placeInSchedule(text: string, pattern: RegExp, fewest: number): string | undefined {
  // exec on the pattern itself, not matchAll, which copies the pattern on every call: this runs on
  // every outflow nothing else decided (bench:categories).
  pattern.lastIndex = 0;
  for (let found = pattern.exec(text); found !== null; found = pattern.exec(text)) {
    const [n, of] = [Number(found[1]), Number(found[2])];
    if (n >= 1 && of >= fewest && of <= 120 && n <= of) return found[0];
  }
  return undefined;
}
