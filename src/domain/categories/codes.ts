import type { Sided } from "./taxonomy.js";

/**
 * What the structured codes banks attach to a row say about the money (docs/methodology.md,
 * "Categories"). A code is written as the API's `bank_transaction_code` takes it:
 *   ISO 20022 `DOMN/FMLY/SBFM` (camt.05x BkTxCd)     `BAI2:661`     `MT940:NCHG`     `GVC:805`
 *   `OFX:SRVCHG` (TRNTYPE)                            `TYPE:<text>`, a layout's own type column
 * and a merchant category code (ISO 18245) as four digits.
 *
 * Most codes name the payment instrument (a SEPA credit transfer, an ACH debit, a card payment) and
 * say nothing of what was bought: those decide nothing. A `strong` code names the purpose (salary,
 * charges, interest, tax, a sweep between own accounts) and decides before any rule on the text; a
 * `weak` one (an incoming credit transfer, an internal book transfer) only decides when no rule on the
 * description does, since its own text may say otherwise.
 */

export interface CodeMeaning extends Sided {
  strength: "strong" | "weak";
  /** A hint that holds only where the row names no other party (see CARD_PAYMENT_CREDIT). */
  onlyUnnamed?: true;
}

const strong = (meaning: Sided): CodeMeaning => ({ ...meaning, strength: "strong" });
const weak = (meaning: Sided): CodeMeaning => ({ ...meaning, strength: "weak" });

const FEES = strong({ out: "bank fees", in: "refund" });
const MAYBE_FEES = weak({ out: "bank fees", in: "refund" });
const INTEREST = strong({ out: "interest", in: "interest income" });
const TAX = strong({ out: "taxes", in: "tax refund" });
const SALARY = strong({ out: "payroll" });
const OWN_ACCOUNTS = strong({ out: "transfer", in: "transfer" });
const MAYBE_OWN_ACCOUNTS = weak({ out: "transfer", in: "transfer" });
const LOAN = strong({ out: "loan", in: "loan proceeds" });
const RECEIVED = weak({ in: "revenue" });
/**
 * A card statement's "Payment" credit: the payoff from the bank account. A hint only, and only where
 * the row names no one else: a wallet's "Payment" from a named customer (Venmo) is that customer paying.
 */
const CARD_PAYMENT_CREDIT: CodeMeaning = { ...weak({ in: "transfer" }), onlyUnnamed: true };
const REFUND = strong({ in: "refund" });

/** ISO 20022 sub-family codes that name a purpose, whatever the domain and family. */
const ISO_SUB_FAMILIES: Record<string, CodeMeaning> = {
  SALA: SALARY, // salary payment
  XBSA: SALARY, // cross-border salary payment
  CHRG: FEES, // charges
  FEES: FEES, // fees
  COMM: FEES, // commission
  COME: FEES, // commission excluding taxes
  COMI: FEES, // commission including taxes
  INTR: INTEREST, // interests
  TAXE: TAX, // taxes
  SWEP: OWN_ACCOUNTS, // sweeping
  TOPG: OWN_ACCOUNTS, // topping
  ZABA: OWN_ACCOUNTS, // zero balancing
  // BOOK (an internal book transfer) is as often a payment to another customer of the same bank as
  // a move between own accounts: measured, it said transfer wrongly more often than rightly.
  PPAY: strong({ out: "loan" }), // principal payment
  DDWN: strong({ in: "loan proceeds" }), // drawdown
  RIMB: REFUND, // reimbursement
  ARET: REFUND, // automatic return
  RRTN: REFUND, // reversal due to return
  CDPT: RECEIVED, // cash deposit: most often the day's takings paid in
};

/** ISO 20022 families that name a purpose. */
const ISO_FAMILIES: Record<string, CodeMeaning> = {
  ACCB: OWN_ACCOUNTS, // account balancing (cash management between own accounts)
  RCDT: RECEIVED, // received credit transfers
  RDDT: RECEIVED, // received direct debits: on money in, feeds file a collection from customers under it as often as under IDDT
  LACK: strong({ in: "revenue" }), // lockbox transactions
  MCRD: RECEIVED, // merchant card transactions: on money in, the acquirer's settlement of card sales
  // Of loans, deposits and syndications (LDAS, a loan's below), the two families of the company's own
  // deposits: money placed on a term or notice deposit, and back, moves between its own accounts.
  FTDP: OWN_ACCOUNTS, // fixed term deposits
  NTDP: OWN_ACCOUNTS, // notice deposits
};

/** ISO 20022 domains that name a purpose. */
const ISO_DOMAINS: Record<string, CodeMeaning> = {
  LDAS: LOAN, // loans, deposits and syndications
  CAMT: OWN_ACCOUNTS, // cash management
};

/** BAI2 detail type codes (BAI2 specification, Appendix A) that name a purpose. */
const BAI2: Record<string, CodeMeaning> = {
  "115": strong({ in: "revenue" }), // lockbox deposit
  "142": RECEIVED, // ACH credit received
  "165": RECEIVED, // preauthorized ACH credit
  "195": RECEIVED, // incoming money transfer
  "301": RECEIVED, // commercial deposit
  "147": strong({ in: "revenue" }), // individual bank card deposit
  "171": strong({ in: "loan proceeds" }), // individual loan deposit
  "191": OWN_ACCOUNTS, // individual incoming internal money transfer
  "201": OWN_ACCOUNTS, // individual automatic transfer credit
  "206": MAYBE_OWN_ACCOUNTS, // book transfer credit
  "238": strong({ in: "other income" }), // collection of dividends
  "242": INTEREST, // collection of interest income
  "275": OWN_ACCOUNTS, // ZBA credit
  "277": OWN_ACCOUNTS, // ZBA credit transfer
  "346": INTEREST, // sweep interest income
  "354": INTEREST, // interest credit
  "398": REFUND, // miscellaneous fee refund
  "481": strong({ out: "loan" }), // individual loan payment
  "491": OWN_ACCOUNTS, // individual outgoing internal money transfer
  "501": OWN_ACCOUNTS, // individual automatic transfer debit
  "506": MAYBE_OWN_ACCOUNTS, // book transfer debit
  "564": FEES, // overdraft fee
  "567": FEES, // return item fee
  "575": OWN_ACCOUNTS, // ZBA debit
  "577": OWN_ACCOUNTS, // ZBA debit transfer
  "654": INTEREST, // interest debit
  "658": strong({ out: "loan" }), // principal payments debit
  "661": FEES, // account analysis fee
  "673": SALARY, // customer payroll
  "677": TAX, // treasury tax and loan debit (federal tax deposits)
  "698": FEES, // miscellaneous fees
};

/** SWIFT MT940 `:61:` transaction type identification codes (N + three letters) that name a purpose. */
const MT940: Record<string, CodeMeaning> = {
  NCHG: FEES, // charges and other expenses
  NCOM: FEES, // commission
  NINT: INTEREST, // interest
  NTAX: TAX, // tax
  NSAL: SALARY, // salary
  NDIV: strong({ in: "other income" }), // dividends
  NLDP: LOAN, // loan deposit
  NPRN: strong({ out: "loan" }), // principal payment
  NSWP: OWN_ACCOUNTS, // sweep
  NBOE: RECEIVED, // bill of exchange
};

/** German DK business transaction codes (Geschäftsvorfallcodes) of MT940 `:86:` that name a purpose. */
const GVC: Record<string, CodeMeaning> = {
  "051": RECEIVED, // credit transfer received
  "052": RECEIVED, // standing order received
  "166": RECEIVED, // SEPA credit transfer received
  "167": RECEIVED, // SEPA credit transfer received, with a reference
  "152": RECEIVED, // SEPA standing order received
  "082": RECEIVED, // cash paid in (Einzahlung): most often the day's takings
  "053": strong({ in: "other income" }), // wages, salary, pension credit (received)
  "153": strong({ in: "other income" }), // SEPA credit: wages, salary, pension (received)
  // Account closing books fees and interest under one code: its text (`Sollzinsen`, `Entgelte`) says which.
  "805": weak({ out: "bank fees", in: "interest income" }), // account closing (fees, interest)
  "808": FEES, // fees
  "809": FEES, // fees
  "814": INTEREST, // interest and commission
  "835": strong({ out: "bank fees" }), // miscellaneous bank charges
};

/** OFX TRNTYPE values that name a purpose. */
const OFX: Record<string, CodeMeaning> = {
  FEE: FEES,
  SRVCHG: FEES,
  INT: INTEREST,
  DIV: strong({ in: "other income" }),
  // OFX's XFER is any transfer (Osko, Interac, a payment to a person), not only between own accounts.
  DIRECTDEP: RECEIVED,
  DEP: RECEIVED,
  // A generic credit: most often a customer's payment, a hint that any word in the row outranks.
  CREDIT: RECEIVED,
};

/**
 * Layouts' own type columns (Chase's `Type`, Teller's `type`, Open Banking's proprietary codes),
 * upper-cased with spaces and dashes as underscores. A plain `TRANSFER` (Revolut, Wise, Monzo,
 * Teller) is any bank transfer, to a supplier as much as to savings: it says nothing.
 */
const TYPES: Record<string, CodeMeaning> = {
  FEE_TRANSACTION: FEES,
  // A card export's plain "Fee" type also holds its interest charges: the row's words decide first.
  FEE: MAYBE_FEES,
  FEES: MAYBE_FEES,
  SERVICE_CHARGE: FEES,
  INTEREST: INTEREST,
  INTEREST_CHARGE: INTEREST,
  ACCT_XFER: OWN_ACCOUNTS,
  INTERNAL_TRANSFER: OWN_ACCOUNTS,
  SAVINGS_TRANSFER: OWN_ACCOUNTS,
  LOAN_PMT: strong({ out: "loan" }),
  LOAN_PAYMENT: strong({ out: "loan" }),
  REFUND_TRANSACTION: REFUND,
  REFUND: REFUND,
  CARD_REFUND: REFUND,
  // PayPal's type for money a seller sent back (`Payment Refund`), whoever sends it.
  PAYMENT_REFUND: REFUND,
  // PayPal's activity types: a buyer's payment to the business, and money moved out to its bank.
  EXPRESS_CHECKOUT_PAYMENT: RECEIVED,
  WEBSITE_PAYMENT: RECEIVED,
  GENERAL_WITHDRAWAL: OWN_ACCOUNTS,
  // A received credit transfer, in the words of N26, Sparkasse and ING: a hint, as ISO's RCDT is.
  CREDIT_TRANSFER: RECEIVED,
  "GUTSCHR._ÜBERWEISUNG": RECEIVED,
  GUTSCHRIFT: RECEIVED,
  "ÜBERWEISUNGSGUTSCHRIFT": RECEIVED,
  // The same with the umlaut written out, as exports in plain ASCII print it.
  "GUTSCHR._UEBERWEISUNG": RECEIVED,
  UEBERWEISUNGSGUTSCHRIFT: RECEIVED,
  // Lloyds' and Halifax's types for a Faster Payment and a bank giro credit received.
  FPI: RECEIVED,
  // Their type for a transfer between the customer's own accounts (a payment to anyone else is an
  // `FPO`): 38 of 40 labelled rows were transfers, the other two a draw its words name, which decide first.
  TFR: MAYBE_OWN_ACCOUNTS,
  BGC: RECEIVED,
  // Their type for a charge the bank takes (`INTL PAYMENT CHARGE`).
  CHG: FEES,
  // Lloyds' type for money paid in at a branch (cash or cheques, named by the branch's street), and
  // Deutsche Bank's for cash paid in: most often the takings.
  DEP: RECEIVED,
  BAREINZAHLUNG: RECEIVED,
  // Chase's type for an ACH credit received: most often a customer's payment, as BAI2's 142 is.
  ACH_CREDIT: RECEIVED,
  // A payout report's line type for a sale (Gumroad's, a marketplace's): the customer's payment.
  SALE: RECEIVED,
  TAX: TAX,
  PAYROLL: SALARY,
  SALARY: SALARY,
  PAYMENT: CARD_PAYMENT_CREDIT,
  // German savings banks' Buchungstext: the account's closing charges, and cash paid in at the counter.
  // A plain `ABSCHLUSS` is the same periodic closing: on the labelled corpora 11 of its 14 rows were
  // charges, and the other three name their interest (`Sollzinsen`), which the words decide over a
  // charges code.
  ENTGELTABSCHLUSS: FEES,
  ABSCHLUSS: FEES,
  // Revolut: an exchange between the account's own currency balances.
  EXCHANGE: OWN_ACCOUNTS,
  // Monzo: a move into or out of one of the account's own pots (a pot put by for VAT is still the company's).
  POT_TRANSFER: OWN_ACCOUNTS,
  BARGELDEINZAHLUNG: RECEIVED,
  // A Sparkasse's credit of the direct debits the business collected (members' fees, customers' bills).
  SAMMLER_GUTSCHRIFT: RECEIVED,
};

/** What a `bank_transaction_code` says, or undefined when it names no purpose. */
export function meaningOfCode(code: string): CodeMeaning | undefined {
  const colon = code.indexOf(":");
  if (colon < 0) return isoMeaning(code);
  const scheme = code.slice(0, colon).toUpperCase();
  const value = code.slice(colon + 1).trim().toUpperCase();
  switch (scheme) {
    case "BAI2":
      return BAI2[value.padStart(3, "0")];
    case "MT940":
      return MT940[value] ?? MT940[`N${value}`];
    case "GVC":
      return GVC[value.padStart(3, "0")];
    case "OFX":
      return OFX[value];
    case "TYPE": {
      const type = value.replace(/[ -]/g, "_");
      // A type naming a fee the account charges (Monzo's `Monzo fee`, a `Card fee`) is the bank's.
      // So is an Open Banking proprietary code whose last part names one (`IssuedDebit/Fee`).
      return TYPES[type] ?? isoMeaning(value) ?? (/(^|[_/])FEES?$/.test(type) ? FEES : undefined);
    }
    default:
      return undefined;
  }
}

/**
 * `DOMN/FMLY/SBFM`, or `FMLY/SBFM` as UK Open Banking gives it (no domain). Cut at its slashes rather
 * than split into an array: most rows of a camt or Open Banking feed carry a code, and the array was
 * the code tables' largest cost in a profile of the categorizer (bench/RESULTS.md, "Categorizing").
 */
function isoMeaning(code: string): CodeMeaning | undefined {
  const text = code.trim().toUpperCase();
  const first = text.indexOf("/");
  if (first < 0) return ISO_DOMAINS[text];
  const second = text.indexOf("/", first + 1);
  if (second < 0) return ISO_SUB_FAMILIES[text.slice(first + 1)] ?? ISO_FAMILIES[text.slice(0, first)];
  const third = text.indexOf("/", second + 1);
  const family = text.slice(first + 1, second);
  const meaning = ISO_SUB_FAMILIES[text.slice(second + 1, third < 0 ? text.length : third)] ?? ISO_FAMILIES[family] ?? (CARD_FAMILIES.has(family) ? undefined : ISO_DOMAINS[text.slice(0, first)]);
  return meaning === undefined ? undefined : oneSideOf(family, meaning);
}

/**
 * Card families (a customer's card, a merchant's card): a card payment made or taken, whatever the
 * domain before them says. A bank that files card lines under cash management (`CAMT/CCRD/POSD`)
 * has not moved money between the company's accounts, so the domain's meaning is not read.
 */
const CARD_FAMILIES: ReadonlySet<string> = new Set(["CCRD", "MCRD"]);

/**
 * The side of money a family of miscellaneous operations names: a credit operation (`MCOP`) says
 * nothing of a debit, nor a debit operation (`MDOP`) of a credit. Such a code on the other side is
 * no word of the bank's on the row (`UMBUCHUNG AUF FESTGELD` under `ACMT/MCOP/INTR` is no interest paid).
 */
function oneSideOf(family: string, meaning: CodeMeaning): CodeMeaning {
  if (family === "MCOP") return { ...meaning, out: undefined };
  if (family === "MDOP") return { ...meaning, in: undefined };
  return meaning;
}

/**
 * ISO 18245 merchant category codes by range (the card networks' published lists): the merchant's
 * trade, which is what was bought for all but a few (department stores and marketplaces sell
 * everything and decide nothing).
 */
const MCC_RANGES: readonly [number, number, Sided][] = [
  [3000, 3350, { out: "travel" }], // airlines
  [3351, 3500, { out: "travel" }], // car rental
  [3501, 3999, { out: "travel" }], // hotels and lodging
  [4011, 4011, { out: "shipping" }], // railroads (freight)
  [4111, 4131, { out: "travel" }], // commuter transport, passenger railways, taxis, bus lines
  [4214, 4215, { out: "shipping" }], // motor freight, couriers
  [4411, 4411, { out: "travel" }], // cruise lines
  [4457, 4457, { out: "travel" }], // boat rentals
  [4468, 4468, { out: "travel" }], // marinas
  [4511, 4511, { out: "travel" }], // airlines, air carriers
  [4582, 4582, { out: "travel" }], // airports
  [4722, 4722, { out: "travel" }], // travel agencies
  [4784, 4784, { out: "travel" }], // tolls and bridge fees
  [4789, 4789, { out: "travel" }], // transportation services
  [4812, 4815, { out: "telecom" }], // telecommunication equipment and services
  [4816, 4816, { out: "software" }], // computer network and information services
  [4821, 4821, { out: "telecom" }], // telegraph services
  [4899, 4899, { out: "telecom" }], // cable, satellite and pay television
  [4900, 4900, { out: "utilities" }], // electric, gas, water and sanitary utilities
  [5013, 5013, { out: "equipment" }], // motor vehicle supplies
  [5021, 5021, { out: "equipment" }], // office and commercial furniture
  [5044, 5044, { out: "office" }], // photographic, photocopy equipment
  [5045, 5045, { out: "equipment" }], // computers and peripherals
  [5046, 5046, { out: "equipment" }], // commercial equipment
  [5065, 5065, { out: "equipment" }], // electrical parts
  [5072, 5072, { out: "equipment" }], // hardware equipment
  [5111, 5111, { out: "office" }], // stationery, office supplies
  [5139, 5139, { out: "inventory" }], // commercial footwear
  [5169, 5169, { out: "inventory" }], // chemicals
  [5172, 5172, { out: "travel" }], // petroleum products
  [5192, 5192, { out: "office" }], // books, periodicals
  [5198, 5198, { out: "inventory" }], // paints
  [5199, 5199, { out: "inventory" }], // nondurable goods
  [5200, 5200, { out: "equipment" }], // home supply warehouse
  // Building materials are raw materials (inventory); a hardware store sells tools (equipment).
  [5211, 5211, { out: "inventory" }], // lumber and building materials stores
  [5713, 5713, { out: "inventory" }], // floor covering stores: materials for the job, as lumber is
  [5231, 5231, { out: "inventory" }], // glass, paint and wallpaper stores
  [5251, 5251, { out: "equipment" }], // hardware stores
  [5411, 5411, { out: "meals" }], // grocery stores
  [5462, 5462, { out: "meals" }], // bakeries
  [5541, 5542, { out: "travel" }], // service stations, fuel dispensers
  [5732, 5732, { out: "equipment" }], // electronics stores
  [5734, 5734, { out: "software" }], // computer software stores
  [5811, 5814, { out: "meals" }], // caterers, restaurants, bars, fast food
  [5817, 5818, { out: "software" }], // digital goods: applications, multi-category
  [5943, 5943, { out: "office" }], // stationery, office and school supply stores
  [5968, 5968, { out: "software" }], // continuity and subscription merchants
  [6300, 6300, { out: "insurance" }], // insurance sales and underwriting
  [6513, 6513, { out: "rent" }], // real estate agents and managers: rentals
  [7011, 7011, { out: "travel" }], // hotels, motels, resorts
  [7311, 7311, { out: "marketing" }], // advertising services
  [7333, 7333, { out: "marketing" }], // commercial photography, art and graphics
  [7338, 7338, { out: "office" }], // quick copy, reproduction
  [7349, 7349, { out: "office" }], // cleaning and maintenance
  [7361, 7361, { out: "contractors" }], // employment agencies, temporary help
  [7372, 7372, { out: "software" }], // computer programming, data processing
  [7375, 7375, { out: "software" }], // information retrieval services
  [7379, 7379, { out: "software" }], // computer maintenance and repair, n.e.c.
  [7392, 7392, { out: "professional services" }], // management, consulting and public relations
  [7394, 7394, { out: "equipment" }], // equipment, tool, furniture and appliance rental and leasing
  [7399, 7399, { out: "professional services" }], // business services, n.e.c.
  [7512, 7513, { out: "travel" }], // car and truck rental
  [7523, 7523, { out: "travel" }], // parking lots and garages
  [8111, 8111, { out: "professional services" }], // legal services, attorneys
  [8699, 8699, { out: "professional services" }], // membership organisations: a trade body's or a sport's governing body's dues
  [8931, 8931, { out: "professional services" }], // accounting, auditing, bookkeeping
  [8999, 8999, { out: "professional services" }], // professional services, n.e.c.
  [9311, 9311, { out: "taxes", in: "tax refund" }], // tax payments
  [9399, 9399, { out: "taxes", in: "tax refund" }], // government services n.e.c.: licences and permits
  [9402, 9402, { out: "shipping" }], // postal services, government only
];

/** MCC_RANGES laid out by code, built once: a card row's code is one array read, not a walk of the ranges. */
const MCC_MEANING: (Sided | undefined)[] = new Array<Sided | undefined>(10_000).fill(undefined);
for (const [from, to, meaning] of MCC_RANGES) for (let code = from; code <= to; code++) MCC_MEANING[code] = meaning;

/** Four digits, as ISO 18245 writes them; anything else names no merchant. */
export function meaningOfMcc(mcc: string): Sided | undefined {
  return /^\d{4}$/.test(mcc) ? MCC_MEANING[Number(mcc)] : undefined;
}
