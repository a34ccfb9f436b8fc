import { parseDay, type DayNumber } from "./dates.js";
import { MAX_EXACT_MINOR_TEXT } from "./money.js";
import type { Violation } from "./violations.js";

/**
 * Reads loosely typed input field by field, collecting every violation instead of stopping at the
 * first, so a caller fixes a bad feed in one round trip. It reads one shape, the request envelope as
 * JSON: snake_case or lowerCamelCase keys, int64 as numbers or decimal strings. Every surface brings
 * its requests into that shape first (a protobuf message through src/envelope/from-message.ts).
 */

export type Fields = Record<string, unknown>;

/** Beyond this many, listing more violations helps nobody and only bloats the error body. */
export const MAX_LISTED_VIOLATIONS = 1000;

/**
 * A contract field's two accepted spellings, generated from the proto for each message
 * (gen/cashflow/v1/cashflow_names.ts, `TransactionNames.amount_minor` and the like).
 */
export interface FieldName {
  snake: string;
  camel: string;
}

/** The value of a field under its snake_case name or, failing that, its lowerCamelCase name. */
export function pick(fields: Fields, name: FieldName): unknown {
  const value = fields[name.snake];
  return value !== undefined ? value : fields[name.camel];
}

/** A JSON object: not null, not an array. */
export function isFields(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const INTEGER_TEXT = /^[+-]?\d{1,20}$/;
/** An amount written in major units, `4200.00` or `-12.5`: the usual mistake in a `_minor` field. */
const DECIMAL_AMOUNT = /^([+-]?)(\d{1,18})\.(\d{1,2})$/;

/**
 * The issue for an amount written with decimals where minor units are asked for. When it reads as
 * major units with at most two decimals, the issue gives the figure to send instead (`4200.00` →
 * 420000, for a currency with two decimals), so the fix is a copy, not a calculation; the amount
 * itself is not quoted back. Worked on the digits, so no binary rounding can creep in.
 */
export function notMinorUnits(text: string | undefined): string {
  const match = text === undefined ? null : DECIMAL_AMOUNT.exec(text);
  const general = "Must be a whole number of minor units (cents for USD, yen for JPY), without decimals";
  if (match === null) return `${general}.`;
  const [, sign, whole, decimals] = match as unknown as [string, string, string, string];
  const digits = `${whole}${decimals.padEnd(2, "0")}`.replace(/^0+(?=\d)/, "");
  const minor = `${sign === "-" && /[1-9]/.test(digits) ? "-" : ""}${digits}`;
  return `${general}: in a currency with two decimals (USD, EUR) this amount is ${minor}.`;
}
const CURRENCY_CODE = /^[A-Z]{3}$/;
const MCC = /^\d{4}$/;
/** Longer text is refused as too long before its form is checked. */
const LONGEST_CODE = 64;
const knownCurrencies = new Set(Intl.supportedValuesOf("currency"));

export class Reader {
  readonly violations: Violation[] = [];
  private unlisted = 0;
  private readonly dayCache = new Map<string, DayNumber | undefined>();

  private rowList: string | undefined;
  private rowIndex = 0;

  /**
   * Enters row `index` of `list`: fields named afterwards are relative to that row until leaveRow().
   * The full path (`transactions[3].date`) is only built when a violation needs it.
   */
  enterRow(list: string, index: number): void {
    this.rowList = list;
    this.rowIndex = index;
  }

  leaveRow(): void {
    this.rowList = undefined;
  }

  /** The full path of a field; "" names the current row itself. */
  pathOf(field: string): string {
    if (this.rowList === undefined) return field;
    const row = `${this.rowList}[${this.rowIndex}]`;
    return field === "" ? row : `${row}.${field}`;
  }

  fail(field: string, issue: string): void {
    if (this.violations.length < MAX_LISTED_VIOLATIONS) this.violations.push({ field: this.pathOf(field), issue });
    else this.unlisted++;
  }

  /** The violations, with a closing line counting those left out of the list. */
  report(): Violation[] {
    if (this.unlisted === 0) return this.violations;
    return [
      ...this.violations,
      { field: "envelope", issue: `${this.unlisted.toLocaleString("en-US")} more violations of the same kinds were found and not listed.` },
    ];
  }

  get failed(): boolean {
    return this.violations.length > 0;
  }

  /** A nested object; absent (undefined or null) gives undefined, a wrong type is a violation. */
  object(value: unknown, field: string, required: boolean): Fields | undefined {
    if (value === undefined || value === null) {
      if (required) this.fail(field, "This object is required.");
      return undefined;
    }
    if (!isFields(value)) {
      this.fail(field, `Must be an object, not ${describe(value)}.`);
      return undefined;
    }
    return value;
  }

  /** A list; absent gives an empty list. Over `max` elements is a violation and nothing is read. */
  list(value: unknown, field: string, max: number): unknown[] {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) {
      this.fail(field, `Must be a list, not ${describe(value)}.`);
      return [];
    }
    if (value.length > max) {
      this.fail(field, `Holds ${value.length.toLocaleString("en-US")} entries; at most ${max.toLocaleString("en-US")} are accepted in one request.`);
      return [];
    }
    return value;
  }

  /** A string of at most `max` characters; "" counts as absent (protobuf's unset string arrives so). */
  text(value: unknown, field: string, max: number, required = false): string | undefined {
    if (value === undefined || value === null || value === "") {
      if (required) this.fail(field, "This field is required and must not be empty.");
      return undefined;
    }
    if (typeof value !== "string") {
      this.fail(field, `Must be a string, not ${describe(value)}.`);
      return undefined;
    }
    // UTF-16 length bounds the character count from above, so most strings skip the exact count.
    if (value.length > max && [...value].length > max) {
      this.fail(field, `Is longer than ${max} characters.`);
      return undefined;
    }
    return value;
  }

  /**
   * An integer amount of minor units (or a count) within ±(2^53−1): a JSON number or a decimal
   * string. Anything that would need rounding is refused, never rounded.
   */
  integer(value: unknown, field: string, required: boolean, min = -Number.MAX_SAFE_INTEGER): number | undefined {
    if (value === undefined || value === null || value === "") {
      if (required) this.fail(field, "This amount is required.");
      return undefined;
    }
    let amount: number;
    if (typeof value === "number") {
      if (!Number.isFinite(value) || !Number.isInteger(value)) {
        this.fail(field, notMinorUnits(Number.isFinite(value) ? String(value) : undefined));
        return undefined;
      }
      amount = value;
    } else if (typeof value === "string" && INTEGER_TEXT.test(value)) {
      amount = Number(value);
    } else if (typeof value === "string" && DECIMAL_AMOUNT.test(value)) {
      this.fail(field, notMinorUnits(value));
      return undefined;
    } else {
      this.fail(field, `Must be a whole number of minor units, as a JSON number or a string of digits, not ${describe(value)}.`);
      return undefined;
    }
    if (!Number.isSafeInteger(amount)) {
      this.fail(field, `Is outside ±${MAX_EXACT_MINOR_TEXT}, the largest amount that can be handled exactly.`);
      return undefined;
    }
    if (amount < min) {
      this.fail(field, min === 0 ? "Must not be negative." : `Must be at least ${min}.`);
      return undefined;
    }
    return amount;
  }

  /** A finite number within [min, max]. */
  number(value: unknown, field: string, min: number, max: number): number | undefined {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== "number" || !Number.isFinite(value)) {
      this.fail(field, `Must be a number between ${min} and ${max}, not ${describe(value)}.`);
      return undefined;
    }
    if (value < min || value > max) {
      this.fail(field, `Must be between ${min} and ${max}; got ${value}.`);
      return undefined;
    }
    return value;
  }

  /** A calendar date: `YYYY-MM-DD` or an RFC 3339 timestamp, whose own date is used. */
  day(value: unknown, field: string, required = false): DayNumber | undefined {
    if (value === undefined || value === null || value === "") {
      if (required) this.fail(field, "This date is required.");
      return undefined;
    }
    if (typeof value !== "string") {
      this.fail(field, `Must be a date string, not ${describe(value)}.`);
      return undefined;
    }
    let day = this.dayCache.get(value);
    if (day === undefined && !this.dayCache.has(value)) {
      day = value.length <= 64 ? parseDay(value) : undefined;
      this.dayCache.set(value, day);
    }
    if (day === undefined) this.fail(field, "Must be a real calendar date as YYYY-MM-DD (like 2026-03-31) or an RFC 3339 timestamp (like 2026-03-31T17:45:00Z).");
    return day;
  }

  /** An ISO 4217 currency code in capitals. */
  currency(value: unknown, field: string): string | undefined {
    const code = this.text(value, field, 3);
    if (code === undefined) return undefined;
    if (!CURRENCY_CODE.test(code)) {
      this.fail(field, "Must be an ISO 4217 currency code in three capital letters, like USD or JPY.");
      return undefined;
    }
    if (!knownCurrencies.has(code)) {
      this.fail(field, `${code} is not an ISO 4217 currency code this service knows.`);
      return undefined;
    }
    return code;
  }

  /** An ISO 18245 merchant category code: four digits, as text. */
  merchantCategoryCode(value: unknown, field: string): string | undefined {
    const code = this.text(value, field, LONGEST_CODE);
    if (code === undefined) return undefined;
    if (!MCC.test(code)) {
      this.fail(field, 'Must be a merchant category code (ISO 18245) of four digits, as text, like "5812".');
      return undefined;
    }
    return code;
  }
}

/** What a wrong value is, in words, without echoing the value (it may be confidential). */
export function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  switch (typeof value) {
    case "string":
      return "text";
    case "number":
      return "a number";
    case "boolean":
      return "true/false";
    case "object":
      return "an object";
    default:
      return typeof value;
  }
}
