import { isOutflowCategory, type OutflowCategory, type Sided } from "./taxonomy.js";

/**
 * The category words providers and banks put in their exports, mapped into the taxonomy: Plaid's
 * personal finance categories (primary and detailed) and its older hierarchy, Teller's categories,
 * and the category columns of the bank layouts the importer knows (Chase and Capital One cards,
 * American Express, Discover, Mercury, Brex, Monzo, Starling, Revolut), and the Nordic banks' categories. A word is looked up after
 * normalising (lower case; `&` as `and`; every run of other punctuation as one space), so
 * `FOOD_AND_DRINK`, `Food & Drink` and `food and drink` are one word. American Express writes
 * `Primary-Secondary`: the pair is tried first, then the primary alone.
 *
 * A word with no business meaning of its own (`Shopping`, `General`, `Miscellaneous`, or a payment
 * method such as Barclays' `DIRECTDEBIT`) maps to `undefined`: the row is then decided by its codes
 * and text, and a bank's row stays undecided where they decide nothing (a caller's word is then
 * kept). A word that only hints (Plaid's `TRANSFER_IN` covers a processor's payout as well as a move
 * from savings) is used only when the codes and text decide nothing. A spending word on a row of
 * money in is a refund.
 */

/** A word's meaning; `weak` when the word only hints (Plaid's `TRANSFER_IN` also covers payouts). */
export interface WordMeaning extends Sided {
  weak?: boolean;
}

type Vocabulary = Record<string, WordMeaning | undefined>;

const out = (category: OutflowCategory): Sided => ({ out: category });
/** A hint: the row's codes and text decide first, and the word only when they do not. */
const hint = (meaning: Sided): WordMeaning => ({ ...meaning, weak: true });
const VAGUE = undefined;
/** A payment method, never a category: the row stays uncategorized when nothing else decides. */
const METHOD: WordMeaning = { weak: true };

const PLAID: Vocabulary = {
  // Primary categories.
  income: hint({ in: "revenue" }),
  // Plaid's primary TRANSFER_IN / TRANSFER_OUT cover payments to and from other people and firms as
  // well as the company's own accounts: no evidence of either (the detailed words below are).
  transfer_in: METHOD,
  transfer_out: METHOD,
  loan_payments: hint({ out: "loan" }),
  // BANK_FEES also holds interest charges (BANK_FEES_INTEREST_CHARGE): the text says which.
  bank_fees: hint(out("bank fees")),
  entertainment: hint(out("meals")),
  food_and_drink: out("meals"),
  general_merchandise: VAGUE,
  home_improvement: out("equipment"),
  medical: VAGUE,
  personal_care: VAGUE,
  general_services: VAGUE,
  // Tax refunds are INCOME_TAX_REFUND: money in from government is a grant or benefit. Money out is
  // as often a trade association's dues or a donation as a tax (its detailed values tell them apart),
  // and calling dues a tax hides them from the burn table: the primary alone settles nothing.
  government_and_non_profit: hint({ in: "other income" }),
  transportation: out("travel"),
  travel: out("travel"),
  rent_and_utilities: hint(out("utilities")),
  // Detailed categories with a meaning of their own.
  income_dividends: { in: "other income" },
  income_interest_earned: { in: "interest income" },
  income_tax_refund: { in: "tax refund" },
  income_wages: { in: "revenue" },
  income_other_income: { in: "other income" },
  income_retirement_pension: { in: "other income" },
  income_unemployment: { in: "other income" },
  transfer_in_cash_advances_and_loans: { in: "loan proceeds" },
  transfer_in_deposit: { in: "revenue" },
  transfer_in_investment_and_retirement_funds: { in: "transfer" },
  transfer_in_savings: { in: "transfer" },
  transfer_in_account_transfer: { in: "transfer" },
  transfer_in_other_transfer_in: VAGUE,
  transfer_out_investment_and_retirement_funds: out("transfer"),
  transfer_out_savings: out("transfer"),
  transfer_out_withdrawal: VAGUE,
  transfer_out_account_transfer: out("transfer"),
  transfer_out_other_transfer_out: VAGUE,
  loan_payments_car_payment: out("loan"),
  loan_payments_credit_card_payment: { out: "transfer", in: "transfer" },
  loan_payments_personal_loan_payment: out("loan"),
  loan_payments_mortgage_payment: out("loan"),
  loan_payments_student_loan_payment: out("loan"),
  loan_payments_other_payment: out("loan"),
  bank_fees_atm_fees: out("bank fees"),
  bank_fees_foreign_transaction_fees: out("bank fees"),
  bank_fees_insufficient_funds: out("bank fees"),
  bank_fees_interest_charge: out("interest"),
  bank_fees_overdraft_fees: out("bank fees"),
  bank_fees_other_bank_fees: out("bank fees"),
  food_and_drink_groceries: hint(out("meals")),
  general_merchandise_office_supplies: out("office"),
  general_merchandise_electronics: out("equipment"),
  general_merchandise_computers_and_electronics: out("equipment"),
  general_services_accounting_and_financial_planning: out("professional services"),
  general_services_consulting_and_legal: out("professional services"),
  general_services_insurance: out("insurance"),
  general_services_postage_and_shipping: out("shipping"),
  general_services_storage: out("rent"),
  general_services_automotive: out("travel"),
  general_services_other_general_services: VAGUE,
  home_improvement_furniture: out("equipment"),
  home_improvement_repair_and_maintenance: VAGUE,
  home_improvement_other_home_improvement: VAGUE,
  government_and_non_profit_donations: VAGUE,
  government_and_non_profit_government_departments_and_agencies: hint({ out: "taxes", in: "other income" }),
  government_and_non_profit_other_government_and_non_profit: VAGUE,
  government_and_non_profit_tax_payment: { out: "taxes", in: "tax refund" },
  rent_and_utilities_gas_and_electricity: out("utilities"),
  rent_and_utilities_internet_and_cable: out("telecom"),
  rent_and_utilities_rent: out("rent"),
  rent_and_utilities_sewage_and_waste_management: out("utilities"),
  rent_and_utilities_telephone: out("telecom"),
  rent_and_utilities_water: out("utilities"),
  rent_and_utilities_other_utilities: out("utilities"),
  travel_flights: out("travel"),
  travel_lodging: out("travel"),
  travel_rental_cars: out("travel"),
  travel_other_travel: out("travel"),
  // Plaid's older hierarchy (the `category` array), first level and common second levels.
  "food and drink": out("meals"),
  restaurants: out("meals"),
  "coffee shop": out("meals"),
  "bank fees": hint(out("bank fees")),
  "interest charged": out("interest"),
  "interest earned": { in: "interest income" },
  payroll: out("payroll"),
  tax: { out: "taxes", in: "tax refund" },
  taxes: { out: "taxes", in: "tax refund" },
  "credit card": { out: "transfer", in: "transfer" },
  deposit: { in: "revenue" },
  // The older hierarchy's `Transfer` holds every payment by transfer; its second level says which:
  // the company's own accounts, or only the rail (a debit, a wire, a check, a payment app).
  "internal account transfer": { out: "transfer", in: "transfer" },
  // A fee to a government department or agency (a licence, a registration): what the taxonomy calls taxes.
  "government departments and agencies": hint({ out: "taxes" }),
  "save as you go": { out: "transfer", in: "transfer" },
  "keep the change savings program": { out: "transfer", in: "transfer" },
  debit: METHOD,
  credit: METHOD,
  "third party": METHOD,
  wire: METHOD,
  check: METHOD,
  billpay: METHOD,
  withdrawal: METHOD,
  "airlines and aviation services": out("travel"),
  "taxi": out("travel"),
  "car service": out("travel"),
  "lodging": out("travel"),
  advertising: out("marketing"),
  "advertising and marketing": out("marketing"),
  "computers and electronics": out("equipment"),
  "office supplies": out("office"),
  utilities: out("utilities"),
  telecommunication: out("telecom"),
  "telecommunication services": out("telecom"),
  insurance: out("insurance"),
  shipping: out("shipping"),
  "shipping and freight": out("shipping"),
  "legal": out("professional services"),
  accounting: out("professional services"),
  "accounting and bookkeeping": out("professional services"),
  "financial planning and investments": out("professional services"),
  "cable": out("telecom"),
  "internet services": out("telecom"),
  rent: out("rent"),
  service: VAGUE,
  shops: VAGUE,
  payment: METHOD,
  recreation: VAGUE,
  "community": VAGUE,
  "healthcare": VAGUE,
};

const TELLER: Vocabulary = {
  accommodation: out("travel"),
  bar: out("meals"),
  dining: out("meals"),
  electronics: out("equipment"),
  fuel: out("travel"),
  groceries: hint(out("meals")),
  loan: { out: "loan", in: "loan proceeds" },
  office: out("office"),
  phone: out("telecom"),
  software: out("software"),
  tax: { out: "taxes", in: "tax refund" },
  transport: out("travel"),
  transportation: out("travel"),
  investment: { out: "transfer", in: "transfer" },
  income: hint({ in: "revenue" }),
  general: VAGUE,
  shopping: VAGUE,
  home: VAGUE,
  health: VAGUE,
  clothing: VAGUE,
  charity: VAGUE,
  education: VAGUE,
  sport: VAGUE,
};

/** Card and bank export category columns. */
const BANKS: Vocabulary = {
  // Chase card.
  automotive: out("travel"),
  "bills and utilities": out("utilities"),
  // Chase files a card's interest charge under fees too: the row's words say which it is.
  "fees and adjustments": hint(out("bank fees")),
  gas: out("travel"),
  "gifts and donations": VAGUE,
  "health and wellness": VAGUE,
  "professional services": out("professional services"),
  personal: VAGUE,
  miscellaneous: VAGUE,
  // Capital One card.
  "gas automotive": out("travel"),
  airfare: out("travel"),
  "car rental": out("travel"),
  "other travel": out("travel"),
  "phone cable": out("telecom"),
  internet: out("telecom"),
  "other services": VAGUE,
  "payment credit": { in: "transfer" },
  "fee interest charge": hint(out("bank fees")),
  merchandise: VAGUE,
  "health care": VAGUE,
  // Discover.
  supermarkets: out("meals"),
  gasoline: out("travel"),
  // Card feeds' merchant groups, as US card and business-account exports word them.
  "gas stations": out("travel"),
  "gas station": out("travel"),
  "equipment rental": out("equipment"),
  // A government body is paid for taxes, permits, fines and fees alike: the row's words decide.
  government: VAGUE,
  "travel entertainment": out("travel"),
  services: VAGUE,
  "payments and credits": { in: "transfer" },
  fees: out("bank fees"),
  interest: { out: "interest", in: "interest income" },
  "government services": out("taxes"),
  "department stores": VAGUE,
  "home improvement": out("equipment"),
  "awards and rebate credits": { in: "other income" },
  // American Express (Primary-Secondary).
  "business services": VAGUE,
  "business services advertising services": out("marketing"),
  "business services internet services": out("software"),
  "business services other services": VAGUE,
  "business services professional services": out("professional services"),
  "business services mailing and shipping": out("shipping"),
  "business services printing and publishing": out("marketing"),
  "business services office supplies": out("office"),
  communications: out("telecom"),
  "communications cable and internet comm": out("telecom"),
  "communications telephone comm": out("telecom"),
  "merchandise and supplies": VAGUE,
  "merchandise and supplies computer supplies": out("equipment"),
  "merchandise and supplies internet purchase": VAGUE,
  "merchandise and supplies hardware supplies": out("equipment"),
  "merchandise and supplies electronics stores": out("equipment"),
  "merchandise and supplies office supplies": out("office"),
  "merchandise and supplies book stores": out("office"),
  "merchandise and supplies wholesale stores": out("inventory"),
  "merchandise and supplies groceries": hint(out("meals")),
  "merchandise and supplies furnishing": out("equipment"),
  "merchandise and supplies appliance stores": out("equipment"),
  "business services insurance services": out("insurance"),
  "business services banking services": out("bank fees"),
  "communications cellular phone": out("telecom"),
  "other utilities": out("utilities"),
  "transportation rail services": out("travel"),
  "transportation tolls and fees": out("travel"),
  "transportation auto services": out("travel"),
  "transportation other transportation": out("travel"),
  "travel other travel": out("travel"),
  restaurant: out("meals"),
  "restaurant restaurant": out("meals"),
  "restaurant bar and cafe": out("meals"),
  "travel airline": out("travel"),
  "travel lodging": out("travel"),
  "travel travel agencies": out("travel"),
  "travel vehicle rental": out("travel"),
  "transportation taxis and coach": out("travel"),
  "transportation parking charges": out("travel"),
  "transportation fuel": out("travel"),
  "fees and adjustments fees and adjustments": out("bank fees"),
  "other government services": out("taxes"),
  other: VAGUE,
  "other miscellaneous": VAGUE,
  // Starling's and the card issuers' `Entertainment` covers a client's dinner, a website's or a
  // streaming plan's subscription and an event's pitch alike (on the labelled corpora 1 of 3 such debits
  // was a meal): a hint the row's words decide first.
  entertainment: hint(out("meals")),
  // Mercury and Brex.
  "advertising and marketing": out("marketing"),
  "office supplies and cleaning": out("office"),
  "software and saas": out("software"),
  software: out("software"),
  "internet and telephone": out("telecom"),
  "facilities expenses": out("rent"),
  "employee benefits": out("payroll"),
  "payroll": out("payroll"),
  "legal": out("professional services"),
  "airlines": out("travel"),
  "lodging": out("travel"),
  "ground transportation": out("travel"),
  "rideshare and taxi": out("travel"),
  "fuel and gas": out("travel"),
  parking: out("travel"),
  trains: out("travel"),
  "food delivery": out("meals"),
  "alcohol and bars": out("meals"),
  "restaurants": out("meals"),
  "grocery": hint(out("meals")),
  "conferences": out("marketing"),
  "electronics": out("equipment"),
  "memberships": out("software"),
  "shipping": out("shipping"),
  "taxes": { out: "taxes", in: "tax refund" },
  "vehicle expenses": out("travel"),
  "books and newspaper": out("office"),
  "retail": VAGUE,
  "education": VAGUE,
  "medical": VAGUE,
  "charity": VAGUE,
  "political": VAGUE,
  "clothing": VAGUE,
  "gambling": VAGUE,
  "utilities": out("utilities"),
  "insurance": out("insurance"),
  "travel": out("travel"),
  // Barclays' Subcategory column names the payment method, not what was paid for.
  directdep: hint({ in: "revenue" }),
  directdebit: METHOD,
  ft: METHOD,
  "bill payment": METHOD,
  "standing order": METHOD,
  "counter credit": METHOD,
  cheque: METHOD,
  charge: out("bank fees"),
  charges: out("bank fees"),
  "service charges": out("bank fees"),
  // Monzo, Starling and Revolut.
  eating_out: out("meals"),
  "eating out": out("meals"),
  expenses: VAGUE,
  // "Bills" covers rent, phone, insurance, pensions and taxes as much as energy: it settles nothing,
  // and read as utilities it would call a rent or a pension contribution discretionary.
  bills: VAGUE,
  "bills and services": VAGUE,
  bills_and_services: VAGUE,
  holidays: out("travel"),
  savings: { out: "transfer", in: "transfer" },
  saving: { out: "transfer", in: "transfer" },
  transfers: VAGUE,
  transfer: VAGUE,
  finances: VAGUE,
  cash: METHOD,
  family: VAGUE,
  gifts: VAGUE,
  personal_care: VAGUE,
  "personal care": VAGUE,
  // Starling's SpendingCategory enum (its public API), business values included.
  payments: METHOD,
  none: METHOD,
  lifestyle: VAGUE,
  pets: VAGUE,
  staff: out("payroll"),
  directors_wages: out("payroll"),
  workplace: VAGUE,
  repairs_and_maintenance: VAGUE,
  admin: out("office"),
  interest_payments: out("interest"),
  bank_charges: out("bank fees"),
  vehicles: out("travel"),
  vat: { out: "taxes", in: "tax refund" },
  corporation_tax: { out: "taxes", in: "tax refund" },
  self_assessment_tax: { out: "taxes", in: "tax refund" },
  investment_capital: { in: "owner contribution" },
  loan_principal: { out: "loan", in: "loan proceeds" },
  dividends: { out: "owner draw", in: "other income" },
  other_income: { in: "other income" },
  client_refunds: VAGUE,
  "restaurants and cafes": out("meals"),
  "advertising_and_marketing": out("marketing"),
  "business_entertainment": out("meals"),
  "equipment": out("equipment"),
  "professional_services": out("professional services"),
  "office_costs": out("office"),
  "travel_and_transport": out("travel"),
  "tax": { out: "taxes", in: "tax refund" },
  "payment_processing_fees": out("bank fees"),
  "salaries": out("payroll"),
  "wages": out("payroll"),
  "staff_costs": out("payroll"),
  "stock": out("inventory"),
  "subcontractors": out("contractors"),
  "utility_bills": out("utilities"),
  "phone_and_internet": out("telecom"),
  "software_and_it": out("software"),
  "rent_and_premises": out("rent"),
  "interest_and_bank_charges": out("bank fees"),
  "insurance_costs": out("insurance"),
  "loan_repayment": out("loan"),
  "sales": { in: "revenue" },
  "refunds": { in: "refund" },
};

/**
 * The categories Danish, Swedish and Norwegian banks put on rows (Danske Bank, Nordea, DNB,
 * Swedbank, Handelsbanken). "Bolig" (housing) holds energy as well as rent; "Overførsler" any
 * transfer, to a supplier as much as between own accounts: neither settles a row.
 */
const NORDIC: Vocabulary = {
  løn: out("payroll"),
  lønn: out("payroll"),
  lön: out("payroll"),
  skat: { out: "taxes", in: "tax refund" },
  skatt: { out: "taxes", in: "tax refund" },
  skatter: { out: "taxes", in: "tax refund" },
  moms: { out: "taxes", in: "tax refund" },
  husleje: out("rent"),
  husleie: out("rent"),
  hyra: out("rent"),
  bolig: VAGUE,
  boende: VAGUE,
  overførsler: METHOD,
  overføringer: METHOD,
  överföringar: METHOD,
  "øvrige udgifter": VAGUE,
  "øvrige utgifter": VAGUE,
  "övriga utgifter": VAGUE,
  forsikring: out("insurance"),
  forsikringer: out("insurance"),
  försäkring: out("insurance"),
  försäkringar: out("insurance"),
  renter: { out: "interest", in: "interest income" },
  räntor: { out: "interest", in: "interest income" },
  gebyrer: out("bank fees"),
  avgifter: out("bank fees"),
  indkomst: hint({ in: "revenue" }),
  inntekt: hint({ in: "revenue" }),
  inkomst: hint({ in: "revenue" }),
  transport: out("travel"),
  telefon: out("telecom"),
  "tv og internet": out("telecom"),
};

/** Every vocabulary in one table, keyed by normalised word; a bank's own word wins over an aggregator's. */
const WORDS = new Map<string, WordMeaning | undefined>();
for (const vocabulary of [PLAID, TELLER, BANKS, NORDIC]) for (const [word, meaning] of Object.entries(vocabulary)) WORDS.set(normalise(word), meaning);
/**
 * The same words with their spaces left out, for a provider's word written apart or run together
 * (Barclays' `DIRECTDEBIT` also comes as `DIRECT DEBIT`); a joined spelling two words share with
 * different meanings is left out.
 */
const JOINED = new Map<string, WordMeaning | undefined>();
const CLASHING = new Set<string>();
for (const [word, meaning] of WORDS) {
  const joined = word.replaceAll(" ", "");
  if (JOINED.has(joined) && JOINED.get(joined) !== meaning) CLASHING.add(joined);
  JOINED.set(joined, meaning);
}
for (const joined of CLASHING) JOINED.delete(joined);

/** Lower case, `&` as `and`, every run of punctuation or spaces as one space. */
export function normalise(word: string): string {
  let text = "";
  let gap = false;
  for (const char of word.trim().toLowerCase()) {
    const code = char.charCodeAt(0);
    if (char === "&") {
      text += text === "" ? "and" : " and";
      gap = true;
      continue;
    }
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code > 127) {
      if (gap && text !== "" && !text.endsWith(" ")) text += " ";
      text += char;
      gap = false;
    } else {
      gap = true;
    }
  }
  return text;
}

/** `{ known: false }` for a word no vocabulary has; else its meaning (undefined for a vague word). */
export function vocabularyMeaning(given: string): { known: false } | { known: true; meaning: WordMeaning | undefined } {
  const word = normalise(given);
  if (WORDS.has(word)) return { known: true, meaning: WORDS.get(word) };
  const joined = word.replaceAll(" ", "");
  if (JOINED.has(joined)) return { known: true, meaning: JOINED.get(joined) };
  const dash = given.indexOf("-");
  if (dash > 0) {
    const primary = normalise(given.slice(0, dash));
    if (WORDS.has(primary)) return { known: true, meaning: WORDS.get(primary) };
  }
  if (isEnumCode(given)) return enumMeaning(word);
  return { known: false };
}

/**
 * A provider's enum value (`BUSINESS_SOFTWARE`, `FOOD_AND_DRINK_BEER_WINE_AND_LIQUOR`): one token of
 * letters and underscores, never a label a person typed (`Office Snacks` stays the user's own).
 */
function isEnumCode(given: string): boolean {
  const text = given.trim();
  return text.includes("_") && !text.includes(" ");
}

/**
 * An enum value no list names: a `BUSINESS_` prefix (Starling's business categories) says nothing of
 * what was bought, so `BUSINESS_SOFTWARE` is `SOFTWARE`; a taxonomy name is its own meaning; else the
 * longest known head, since providers write detailed values as primary + detail (Plaid's
 * `FOOD_AND_DRINK_BEER_WINE_AND_LIQUOR` is `FOOD_AND_DRINK`).
 */
function enumMeaning(word: string): { known: false } | { known: true; meaning: WordMeaning | undefined } {
  const bare = word.startsWith("business ") ? word.slice("business ".length) : word;
  if (WORDS.has(bare)) return { known: true, meaning: WORDS.get(bare) };
  if (isOutflowCategory(bare)) return { known: true, meaning: { out: bare } };
  const words = bare.split(" ");
  for (let n = words.length - 1; n >= 1; n--) {
    const head = words.slice(0, n).join(" ");
    if (WORDS.has(head)) return { known: true, meaning: WORDS.get(head) };
  }
  return { known: false };
}
