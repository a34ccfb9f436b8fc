/**
 * The business taxonomy every row is put in (docs/methodology.md, "Categories"). Outflow names and
 * inflow names are kept apart because a word such as "interest" means a cost one way and income the
 * other; `transfer` is the one name in both, money that stays inside the company.
 */

export const OUTFLOW_CATEGORIES = [
  "payroll",
  "contractors",
  "rent",
  "utilities",
  "telecom",
  "software",
  "marketing",
  "travel",
  "meals",
  "office",
  "equipment",
  "professional services",
  "insurance",
  "inventory",
  "shipping",
  "taxes",
  "loan",
  "interest",
  "bank fees",
  "transfer",
  "owner draw",
] as const;

export const INFLOW_CATEGORIES = ["revenue", "loan proceeds", "transfer", "refund", "interest income", "owner contribution", "tax refund", "other income"] as const;

export type OutflowCategory = (typeof OUTFLOW_CATEGORIES)[number];
export type InflowCategory = (typeof INFLOW_CATEGORIES)[number];
export type Category = OutflowCategory | InflowCategory;

/**
 * Names the API documented for the burn route before the taxonomy (its reducible-share table): a
 * caller that sends them gets them back as they are, never renamed into the taxonomy. Each stands for
 * the taxonomy's name of the same group of the burn table (the same reducible share), which is what
 * the word means where a bank's export gives it (a Mercury or Monzo export's `Advertising`, `Tax`).
 */
export const API_NAME_MEANINGS: Readonly<Record<string, Sided>> = {
  saas: { out: "software" },
  subscriptions: { out: "software" },
  cloud: { out: "software" },
  hosting: { out: "software" },
  advertising: { out: "marketing" },
  entertainment: { out: "meals" },
  consulting: { out: "professional services" },
  legal: { out: "professional services" },
  supplies: { out: "office" },
  lease: { out: "rent" },
  facilities: { out: "rent" },
  cogs: { out: "inventory" },
  materials: { out: "inventory" },
  salaries: { out: "payroll" },
  wages: { out: "payroll" },
  benefits: { out: "payroll" },
  tax: { out: "taxes", in: "tax refund" },
  debt: { out: "loan", in: "loan proceeds" },
};
const API_NAMES: ReadonlySet<string> = new Set(Object.keys(API_NAME_MEANINGS));

/** A taxonomy name, or a name the API's burn table has always had: kept as the caller gave it. */
export function isKeptAsGiven(name: string): boolean {
  return outflowNames.has(name) || inflowNames.has(name) || API_NAMES.has(name);
}

/** What a row nothing decides is called. */
export const UNCATEGORIZED = "uncategorized";

/** Money that stays inside the company: never burn, never a saving. */
export const TRANSFER = "transfer";

const outflowNames: ReadonlySet<string> = new Set(OUTFLOW_CATEGORIES);
const inflowNames: ReadonlySet<string> = new Set(INFLOW_CATEGORIES);

export function isOutflowCategory(name: string): name is OutflowCategory {
  return outflowNames.has(name);
}

export function isInflowCategory(name: string): name is InflowCategory {
  return inflowNames.has(name);
}

export function isCategory(name: string): name is Category {
  return outflowNames.has(name) || inflowNames.has(name);
}

/**
 * Outflows that are owed rather than chosen (statutory, contractual or the company's own money):
 * calling one of them discretionary, or a discretionary cost one of them, is a high-stakes error
 * (it moves money in or out of the burn route's savings).
 */
export const HIGH_STAKES: ReadonlySet<string> = new Set(["payroll", "taxes", "loan", "interest", "transfer", "owner draw"]);

/** A pair of names for one meaning: the first for money out, the second for money in. */
export interface Sided {
  out?: OutflowCategory;
  in?: InflowCategory;
}

/** The name a sided meaning gives a row with this sign, if any. */
export function sideOf(meaning: Sided, amountMinor: number): Category | undefined {
  return amountMinor < 0 ? meaning.out : amountMinor > 0 ? meaning.in : undefined;
}
