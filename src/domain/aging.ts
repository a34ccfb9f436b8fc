/**
 * Receivables aging labels. A bucket's age is its lower bound in days past due, read from labels
 * such as `current`, `31-60 days`, `90+` or `over 90` when the caller gives no `days_past_due`.
 */

const NOT_DUE = /^(current|not\s+due)$/;
const RANGE = /^(\d{1,5})\s*[-–]\s*\d{1,5}$/;
const AT_LEAST = /^(\d{1,5})\s*\+$/;
const BEYOND = /^(?:over\s*|>\s*)(\d{1,5})$/;

/** Case, surrounding space and a trailing "days" do not change what a label means. */
export function normalizeLabel(label: string): string {
  // Spaces are one apiece once collapsed, so " ?days?" reads the ending in one pass.
  return label.trim().toLowerCase().replace(/\s+/g, " ").replace(/ ?days?$/, "");
}

/** The lower bound of a bucket's age in days past due, or undefined when the label is unreadable. */
export function ageFromLabel(label: string): number | undefined {
  const text = normalizeLabel(label);
  if (NOT_DUE.test(text)) return 0;
  const lower = RANGE.exec(text) ?? AT_LEAST.exec(text);
  if (lower !== null) return Number(lower[1]);
  const beyond = BEYOND.exec(text);
  return beyond === null ? undefined : Number(beyond[1]) + 1;
}

/** The standard bucket an invoice falls in, by days late (as_of − due date). */
export function invoiceBucket(daysLate: number): { label: string; age: number } {
  if (daysLate <= 0) return { label: "current", age: 0 };
  if (daysLate <= 30) return { label: "1-30", age: 1 };
  if (daysLate <= 60) return { label: "31-60", age: 31 };
  if (daysLate <= 90) return { label: "61-90", age: 61 };
  if (daysLate <= 120) return { label: "91-120", age: 91 };
  return { label: "120+", age: 120 };
}
