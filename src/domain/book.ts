import { ageFromLabel, invoiceBucket, normalizeLabel } from "./aging.js";
import { dayOf, type DayNumber } from "./dates.js";
import { addExact, roundRatio } from "./money.js";
// The contract's field names per message, each with its lowerCamelCase spelling, generated from the proto.
import {
  AnalysisRequestNames as REQUEST,
  ArAgingNames as AR_AGING,
  ArBucketNames as AR_BUCKET,
  ArInvoiceNames as AR_INVOICE,
  BalancesNames as BALANCES,
  PayableItemNames as PAYABLE_ITEM,
  PayablesNames as PAYABLES,
  ScenarioNames as SCENARIO,
} from "../../gen/cashflow/v1/cashflow_names.js";
import { isFields, pick, Reader, type Fields } from "./reader.js";
import { parseTerms } from "./terms.js";
import type { Rejection } from "./violations.js";

/**
 * The validated book: the request envelope (proto/cashflow/v1/cashflow.proto) read into the domain's own
 * terms — day numbers, signed safe-integer minor units, defaults applied. Everything downstream
 * can trust it and never re-checks.
 */
export interface Book {
  accountId: string;
  /** ISO 4217 code when any was given; all given codes agree. */
  currency: string | undefined;
  asOf: DayNumber;
  /** `balances.current_minor`: the ledger balance at the close of `as_of`. */
  cash: number;
  /** Columnar, so the window pass walks typed arrays; text columns are read only to categorize. */
  transactions: TransactionColumns;
  payables: Payable[];
  scenario: ScenarioKnobs;
  receivables: ReceivableBucket[];
}

export interface TransactionColumns {
  days: Int32Array;
  amounts: Float64Array;
  /** As given ("" when absent); ./categories decides what a row without one is. */
  categories: string[];
  descriptions: (string | undefined)[];
  counterparties: (string | undefined)[];
  bankTransactionCodes: (string | undefined)[];
  mccs: (string | undefined)[];
}

export interface Payable {
  amount: number;
  dueDay: DayNumber | undefined;
  /** Given, or from the terms; 0 when neither offers one. */
  discount: number;
  discountDeadline: DayNumber | undefined;
  /** The bill's own id and vendor, kept only to name the bill in the report. */
  id?: string;
  vendor?: string;
}

export interface ScenarioKnobs {
  revenueShockPct: number;
  opexShockPct: number;
  upsideRevenuePct: number;
  upsideOpexPct: number;
  horizonDays: number;
}

export interface ReceivableBucket {
  label: string;
  amount: number;
  /** Lower bound of the bucket's age in days past due. */
  age: number;
}

export const LIMITS = {
  accountIdChars: 128,
  transactions: 200_000,
  payables: 50_000,
  arEntries: 10_000,
  textChars: 256,
  bankTransactionCodeChars: 64,
} as const;

export const SCENARIO_DEFAULTS: ScenarioKnobs = {
  revenueShockPct: -20,
  opexShockPct: 10,
  upsideRevenuePct: 10,
  upsideOpexPct: 0,
  horizonDays: 30,
};

/** Reads and validates an envelope; every violation is reported at once. */
export function readBook(envelope: unknown, today: Date = new Date()): { ok: true; book: Book } | Rejection {
  const reader = new Reader();
  if (!isFields(envelope)) {
    reader.fail("envelope", "The request body must be a JSON object holding account_id, transactions and balances.");
    return { ok: false, violations: reader.report() };
  }
  const accountId = reader.text(pick(envelope, REQUEST.account_id), "account_id", LIMITS.accountIdChars, true);
  const balances = readBalances(reader, pick(envelope, REQUEST.balances));
  const currency = new CurrencyCheck(reader, balances?.currency);
  const transactions = readTransactions(reader, pick(envelope, REQUEST.transactions), currency);
  const asOf = balances?.asOf ?? transactions.latestDay ?? dayOf(today);
  const payables = readPayables(reader, pick(envelope, REQUEST.payables));
  const scenario = readScenario(reader, pick(envelope, REQUEST.scenario));
  const receivables = readReceivables(reader, pick(envelope, REQUEST.ar_aging), asOf);
  if (reader.failed || accountId === undefined || balances?.cash === undefined) {
    return { ok: false, violations: reader.report() };
  }
  return {
    ok: true,
    book: {
      accountId,
      currency: currency.code,
      asOf,
      cash: balances.cash,
      transactions: transactions.columns,
      payables,
      scenario,
      receivables,
    },
  };
}

function readBalances(reader: Reader, value: unknown) {
  const balances = reader.object(value, "balances", true);
  if (balances === undefined) return undefined;
  const cash = reader.integer(pick(balances, BALANCES.current_minor), "balances.current_minor", true);
  reader.integer(pick(balances, BALANCES.available_minor), "balances.available_minor", false);
  const asOf = reader.day(pick(balances, BALANCES.as_of), "balances.as_of");
  const currency = reader.currency(pick(balances, BALANCES.currency), "balances.currency");
  return { cash, asOf, currency };
}

/** One currency per book: the first code seen (balances first) sets it; any other is a violation. */
class CurrencyCheck {
  private source: string | undefined;

  constructor(
    private readonly reader: Reader,
    public code: string | undefined,
  ) {
    if (code !== undefined) this.source = "balances.currency";
  }

  check(value: unknown, field: string): void {
    if (value === this.code) return; // the common case: the book's own, already validated code
    const code = this.reader.currency(value, field);
    if (code === undefined) return;
    if (this.code === undefined) {
      this.code = code;
      this.source = this.reader.pathOf(field);
    } else if (code !== this.code) {
      this.reader.fail(field, `Is ${code}, but the book is in ${this.code} (from ${this.source}); amounts in different currencies cannot be added, so send one currency per request.`);
    }
  }
}

function readTransactions(reader: Reader, value: unknown, currency: CurrencyCheck) {
  const rows = reader.list(value, "transactions", LIMITS.transactions);
  const days = new Int32Array(rows.length);
  const amounts = new Float64Array(rows.length);
  const categories = new Array<string>(rows.length);
  const descriptions = new Array<string | undefined>(rows.length);
  const counterparties = new Array<string | undefined>(rows.length);
  const bankTransactionCodes = new Array<string | undefined>(rows.length);
  const mccs = new Array<string | undefined>(rows.length);
  let latestDay: DayNumber | undefined;
  for (let i = 0; i < rows.length; i++) {
    reader.enterRow("transactions", i);
    const row = reader.object(rows[i], "", true);
    if (row === undefined) continue;
    // The hottest loop of a big book reads each field at its own literal property access, so each
    // keeps a fast inline cache; through `pick`, every name shares one keyed load that goes
    // megamorphic (a fifth of validating 100,000 rows). Only amount_minor and bank_transaction_code
    // have two spellings here.
    const day = reader.day(row.date, "date", true);
    const amount = readSignedAmount(reader, row);
    const category = reader.text(row.category, "category", LIMITS.textChars);
    const counterparty = reader.text(row.counterparty, "counterparty", LIMITS.textChars);
    const description = reader.text(row.description, "description", LIMITS.textChars);
    reader.text(row.id, "id", LIMITS.textChars);
    const code = reader.text(row.bank_transaction_code !== undefined ? row.bank_transaction_code : row.bankTransactionCode, "bank_transaction_code", LIMITS.bankTransactionCodeChars);
    const mcc = reader.merchantCategoryCode(row.mcc, "mcc");
    currency.check(row.currency, "currency");
    if (day === undefined || amount === undefined) continue;
    days[i] = day;
    amounts[i] = amount;
    categories[i] = category ?? "";
    descriptions[i] = description;
    counterparties[i] = counterparty;
    bankTransactionCodes[i] = code;
    mccs[i] = mcc;
    if (latestDay === undefined || day > latestDay) latestDay = day;
  }
  reader.leaveRow();
  return { columns: { days, amounts, categories, descriptions, counterparties, bankTransactionCodes, mccs }, latestDay };
}

/** `amount_minor` is signed (> 0 in, < 0 out) unless `direction` says which way an unsigned amount went. */
function readSignedAmount(reader: Reader, row: Fields): number | undefined {
  const direction = reader.text(row.direction, "direction", LIMITS.textChars);
  const given = row.amount_minor !== undefined ? row.amount_minor : row.amountMinor;
  if (direction === undefined) return reader.integer(given, "amount_minor", true);
  const normalized = direction.toLowerCase();
  if (normalized !== "credit" && normalized !== "debit") {
    reader.fail("direction", "Must be credit (money in) or debit (money out), or left out when amount_minor is signed.");
    return undefined;
  }
  const magnitude = reader.integer(given, "amount_minor", true);
  if (magnitude === undefined) return undefined;
  if (magnitude < 0) {
    reader.fail("amount_minor", "With a direction, give the unsigned amount (0 or more); credit or debit sets the sign.");
    return undefined;
  }
  return normalized === "debit" ? -magnitude : magnitude;
}

function readPayables(reader: Reader, value: unknown): Payable[] {
  const block = reader.object(value, "payables", false);
  if (block === undefined) return [];
  const items = reader.list(pick(block, PAYABLES.items), "payables.items", LIMITS.payables);
  const payables: Payable[] = [];
  for (let i = 0; i < items.length; i++) {
    reader.enterRow("payables.items", i);
    const item = reader.object(items[i], "", true);
    if (item === undefined) continue;
    const amount = reader.integer(pick(item, PAYABLE_ITEM.amount_minor), "amount_minor", true, 0);
    const dueDay = reader.day(pick(item, PAYABLE_ITEM.due_date), "due_date");
    const givenDiscount = reader.integer(pick(item, PAYABLE_ITEM.discount_minor), "discount_minor", false, 0);
    const givenDeadline = reader.day(pick(item, PAYABLE_ITEM.discount_deadline), "discount_deadline");
    const invoiceDay = reader.day(pick(item, PAYABLE_ITEM.invoice_date), "invoice_date");
    const termsText = reader.text(pick(item, PAYABLE_ITEM.terms), "terms", LIMITS.textChars);
    const id = reader.text(pick(item, PAYABLE_ITEM.id), "id", LIMITS.textChars);
    const vendor = reader.text(pick(item, PAYABLE_ITEM.vendor), "vendor", LIMITS.textChars);
    const terms = termsText === undefined ? undefined : parseTerms(termsText);
    if (termsText !== undefined && terms === undefined) {
      reader.fail("terms", 'Must read like "2/10 net 30" or "2/10 n/30" (2% off if paid within 10 days, due in 30), or "net 30" when no discount is offered.');
    }
    if (amount === undefined) continue;
    if (givenDiscount !== undefined && givenDiscount > amount) {
      reader.fail("discount_minor", "Must not be more than the invoice's amount_minor.");
      continue;
    }
    const discount = givenDiscount ?? (terms === undefined ? 0 : Number(roundRatio(BigInt(amount) * terms.discountNumerator, terms.discountDenominator)));
    const termsDeadline = terms !== undefined && terms.discountDays > 0 && invoiceDay !== undefined ? invoiceDay + terms.discountDays : undefined;
    const payable: Payable = { amount, dueDay, discount, discountDeadline: givenDeadline ?? termsDeadline };
    if (id !== undefined) payable.id = id;
    if (vendor !== undefined) payable.vendor = vendor;
    payables.push(payable);
  }
  reader.leaveRow();
  return payables;
}

/** Accepted ranges of the scenario knobs: a percent change, and a horizon of up to a year. */
export const SCENARIO_RANGES = {
  pct: { minimum: -100, maximum: 1000 },
  horizonDays: { minimum: 1, maximum: 365 },
} as const;

const SCENARIO_KNOBS = [
  [SCENARIO.revenue_shock_pct, "revenueShockPct"],
  [SCENARIO.opex_shock_pct, "opexShockPct"],
  [SCENARIO.upside_revenue_pct, "upsideRevenuePct"],
  [SCENARIO.upside_opex_pct, "upsideOpexPct"],
] as const;

/** Explicit presence: a knob set to 0 is a 0% shock, not a request for the default. */
function readScenario(reader: Reader, value: unknown): ScenarioKnobs {
  const knobs = { ...SCENARIO_DEFAULTS };
  const block = reader.object(value, "scenario", false);
  if (block === undefined) return knobs;
  for (const [name, knob] of SCENARIO_KNOBS) {
    knobs[knob] = reader.number(pick(block, name), `scenario.${name.snake}`, SCENARIO_RANGES.pct.minimum, SCENARIO_RANGES.pct.maximum) ?? knobs[knob];
  }
  const { minimum, maximum } = SCENARIO_RANGES.horizonDays;
  const horizon = reader.integer(pick(block, SCENARIO.horizon_days), "scenario.horizon_days", false);
  if (horizon !== undefined && (horizon < minimum || horizon > maximum)) reader.fail("scenario.horizon_days", `Must be a whole number of days from ${minimum} to ${maximum}.`);
  else if (horizon !== undefined) knobs.horizonDays = horizon;
  return knobs;
}

function readReceivables(reader: Reader, value: unknown, asOf: DayNumber): ReceivableBucket[] {
  const block = reader.object(value, "ar_aging", false);
  if (block === undefined) return [];
  const buckets = readBuckets(reader, pick(block, AR_AGING.buckets));
  addInvoices(reader, pick(block, AR_AGING.invoices), buckets, asOf);
  return buckets;
}

function readBuckets(reader: Reader, value: unknown): ReceivableBucket[] {
  const rows = reader.list(value, "ar_aging.buckets", LIMITS.arEntries);
  const buckets: ReceivableBucket[] = [];
  const labels = new Set<string>();
  for (let i = 0; i < rows.length; i++) {
    reader.enterRow("ar_aging.buckets", i);
    const row = reader.object(rows[i], "", true);
    if (row === undefined) continue;
    const label = reader.text(pick(row, AR_BUCKET.bucket), "bucket", LIMITS.textChars, true);
    const amount = reader.integer(pick(row, AR_BUCKET.amount_minor), "amount_minor", true, 0);
    const givenAge = pick(row, AR_BUCKET.days_past_due);
    let age: number | undefined;
    if (givenAge !== undefined && givenAge !== null) {
      age = reader.integer(givenAge, "days_past_due", false, 0);
    } else if (label !== undefined) {
      age = ageFromLabel(label);
      if (age === undefined) {
        reader.fail("bucket", 'Cannot read an age from this label; use labels like "current", "31-60", "90+" or "over 90", or give days_past_due.');
      }
    }
    if (label === undefined) continue;
    if (labels.has(label)) {
      reader.fail("bucket", "Repeats an earlier bucket's label; each bucket label must be unique.");
      continue;
    }
    labels.add(label);
    if (amount !== undefined && age !== undefined) buckets.push({ label, amount, age });
  }
  reader.leaveRow();
  return buckets;
}

/**
 * Buckets each invoice by days late (as_of − due date) and adds it to the supplied bucket whose
 * label means the same (`31-60` and `31-60 Days` alike), or to a new standard bucket.
 */
function addInvoices(reader: Reader, value: unknown, buckets: ReceivableBucket[], asOf: DayNumber): void {
  const rows = reader.list(value, "ar_aging.invoices", LIMITS.arEntries);
  const byLabel = new Map<string, ReceivableBucket>();
  for (let i = buckets.length - 1; i >= 0; i--) byLabel.set(normalizeLabel(buckets[i]!.label), buckets[i]!);
  for (let i = 0; i < rows.length; i++) {
    reader.enterRow("ar_aging.invoices", i);
    const row = reader.object(rows[i], "", true);
    if (row === undefined) continue;
    const amount = reader.integer(pick(row, AR_INVOICE.amount_minor), "amount_minor", true, 0);
    const dueDay = reader.day(pick(row, AR_INVOICE.due_date), "due_date", true);
    reader.text(pick(row, AR_INVOICE.id), "id", LIMITS.textChars);
    reader.text(pick(row, AR_INVOICE.customer), "customer", LIMITS.textChars);
    if (amount === undefined || dueDay === undefined) continue;
    const standard = invoiceBucket(asOf - dueDay);
    const bucket = byLabel.get(standard.label);
    if (bucket === undefined) {
      const created = { label: standard.label, amount, age: standard.age };
      buckets.push(created);
      byLabel.set(standard.label, created);
    } else {
      bucket.amount = addExact(bucket.amount, amount, reader.pathOf("amount_minor"), `total of receivables bucket "${bucket.label}"`);
    }
  }
  reader.leaveRow();
}
