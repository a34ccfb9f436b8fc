import { capturedWord, nameTheRowGives } from "./text.js";

/**
 * Whether a text names a company by its legal form: `Kastner Großhandels GmbH`, `CANAL PARK
 * PROPERTIES LLC`, `MOTOBLOUZ PRO SAS`. Legal forms as whole words, with or without their points
 * (`BV` and `B.V.`, `S.A.`, `S.p.A.`, `Sp. z o.o.`), a European company (`SE`, but not a Danish
 * business's tax number, `SE 44718820` or `SE-nr.`), and a German
 * `Handelsgesellschaft mbH`. A regular expression rather than the phrase table's
 * word pass: it runs only on the few rows a step asks about, and the engine's own matcher reads a
 * short text faster than a second JavaScript pass over its characters (bench/RESULTS.md,
 * "Categorizing").
 */
const COMPANY_FORM = /\b(gmbh|mbh|ag|kg|ohg|eg|ug|b\.?v|n\.?v|bvba|vof|ltd|limited|plc|llp|inc|llc|corp|corporation|sas|sasu|sarl|eurl|s\.?a|s\.?r\.?l|s\.?p\.?a|sprl|cv|cvba|scrl|oy|oyj|ab|as|a\/s|aps|lda|unipessoal|s\.?l|s\.?coop|snc|sca|scea|gaec|earl|se(?![\s-]{0,3}(?:nr\b|\d))|sp\.? ?z ?o\.? ?o)\b/i;

/**
 * The legal form of the company a row names, lower case, or undefined. It is looked for in the
 * counterparty where the row names one, so a reference such as `AG-2026-441` or a word such as `as`
 * in a description is not taken for one.
 */
export function companyForm(counterparty: string | undefined, description: string | undefined): string | undefined {
  return nameSays(COMPANY_FORM, counterparty, description);
}

/**
 * A firm named for tax work in the counterparty field (`Downland Tax Ltd`, `Keystone Tax Services
 * LLC`): a tax adviser or preparer paid for its work, for no tax authority bears a company's legal
 * form. Its form, or undefined. Never read in a description, where the legal form is as often the
 * paying company's own (`GUSTO TAX 111926 SEQUOIA BIRD CONTROL INC`, `FRANCHISE TAX BD … LLC FEE`).
 */
const TAX_WORD = /\btax(?:es)?\b/i;
const FIRM_FORM = /\b(ltd|limited|llp|llc|inc|gmbh|b\.?v|sarl|sas|plc|corp)\b/i;
export function taxFirm(counterparty: string | undefined): string | undefined {
  const tax = TAX_WORD.exec(counterparty ?? "");
  return tax === null ? undefined : capturedWord(FIRM_FORM.exec(counterparty!.slice(tax.index)));
}

/** The word a pattern finds (its first group that matched), lower case, in the name the row gives: the counterparty, else the description. */
function nameSays(pattern: RegExp, counterparty: string | undefined, description: string | undefined): string | undefined {
  return capturedWord(pattern.exec(nameTheRowGives(counterparty, description) ?? ""));
}

/**
 * A French sole trader's form closing the payee's name (`ARBOR ANJOU EI`, `Nathalie Roux EI`, an
 * `EIRL`): one person's business, paid for its work as a person who invoices is. Only at the name's
 * end, so a reference (`EI-4418823`) or a word (`Ei-Kunst`) is none.
 */
const SOLE_TRADER_FORMS = ["ei", "eirl"];

/** The sole trader's form closing the name the row gives (see SOLE_TRADER_FORMS), lower case, or undefined. */
export function soleTraderForm(counterparty: string | undefined, description: string | undefined): string | undefined {
  const name = nameTheRowGives(counterparty, description)?.trimEnd() ?? "";
  // Compared at the name's end rather than by a pattern tried from every position: asked of most debits.
  return SOLE_TRADER_FORMS.find((form) => {
    const at = name.length - form.length;
    return at > 0 && name[at - 1] === " " && name.slice(at).toLowerCase() === form;
  });
}

/**
 * Words that name a trading business where no legal form is written (`Rex Media Group`, `Young Bros
 * Transport`, `Port & Philip Freight`, `Celina Die Works`, `Ridgeway University`, `Hartley & Sons`, `Booths Supermarkets`,
 * `KLEWENO FARMS PARTNERSHIP`). Read only on money in
 * that nothing else decided, where a business paying is most often a customer; on money out the same
 * words name suppliers of every trade, and say nothing of what was bought.
 */
const TRADING_NAME = /\b(group|bros|brothers|sons|enterprises|industries|trading|traders|transport|freight|logistics|media|productions|studios?|works|university|college|company|supermarkets?|wholesalers?|wholefoods|foods|stores|farms|partnership)\b|(?:&|\band)\s*(co)\b/i;

/** The word that names the paying business as trading (see TRADING_NAME), lower case, or undefined; read where companyForm reads. */
export function tradingName(counterparty: string | undefined, description: string | undefined): string | undefined {
  return nameSays(TRADING_NAME, counterparty, description);
}

/**
 * Legal forms open to the licensed professions alone, or mostly used by them: a US professional LLC
 * (`PLLC`) or service corporation (`PSC`), a German professional partnership (`PartG`, `PartG mbB`,
 * or `& Partner mbB` with the `PartG` left out), a French professional company (`SELARL`, `SELAS`),
 * and the UK's and US's limited liability partnership (`LLP`: law firms, accountants, surveyors). An
 * invoice from such a firm is its professional service, not goods. So is a UK bookkeeper's or
 * accountant's practice named for its trade (`Penwith Accounts`, `Lugg Valley Accounts Ltd — INV
 * 0931`: 14 of 14 labelled debits naming `accounts`), but not a company's own `accounts payable` or
 * `receivable`.
 */
const PROFESSIONAL_FORM = /\b(pllc|psc|partg|selarl|selas|llp|partner(?:schaft)? mbb|accounts(?! (?:payable|receivable|dept|department)))\b/i;

/** The professional legal form of the firm a row names (see PROFESSIONAL_FORM), lower case, or undefined. */
export function professionalForm(counterparty: string | undefined, description: string | undefined): string | undefined {
  return capturedWord(PROFESSIONAL_FORM.exec(counterparty ?? "") ?? PROFESSIONAL_FORM.exec(description ?? ""));
}

/**
 * A firm named for its partners and nothing else, `Surname & Co` or `Surname and Co` (`HOLGATE & CO`,
 * `J HARGREAVES & CO`, `SAINT AND CO`), the way British and Irish accountants and solicitors name their practices: a fee or
 * an invoice paid to one is its professional service. On the labelled corpora, 22 of the 27 debits to a
 * name of that shape were (the other five German and French companies, `Sto SE & Co. KGaA`, `Glanz &
 * Co Gebäudereinigung`, which a legal form or a trade's word after `& Co` leaves out here), and 10 of
 * the 10 written `and Co`; `and Company` (a food distributor's) is left out. Only references may
 * follow the name: an invoice's, fee's or accounts' word, a number, a date.
 */
const PARTNERS_FIRM = /^\s*(?:(?:to|fpo|bp|bill pay(?:ment)?(?: to)?)\s+)?((?:\p{L}\.?\s+)?\p{L}[\p{L}'-]+(?:\s+\p{L}[\p{L}'-]+)?(?:\s*&\s*|\s+and\s+)co)\b\.?(?=\s*$|\s*[—–:,-]|\s+(?:inv|invoice|fee|fees|ref|ntb|ca|cg|accounts?|accs|accts|\d))/iu;

/** The `Surname & Co` a row names as its whole other party (see PARTNERS_FIRM), or undefined. */
export function partnersFirm(counterparty: string | undefined, description: string | undefined): string | undefined {
  // Only a name with an ampersand or an `and` in it can be one: most rows skip the pattern.
  const name = nameTheRowGives(counterparty, description) ?? "";
  return name.includes("&") || /\band\b/i.test(name) ? capturedWord(PARTNERS_FIRM.exec(name)) : undefined;
}
