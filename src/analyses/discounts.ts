import type { Book } from "../domain/book.js";
import type { DayNumber } from "../domain/dates.js";
import { addExact, exactMinor, roundHalfAwayFromZero, roundRatio } from "../domain/money.js";
import type { DiscountLeak } from "./types.js";

/** Share of open discounts an AP team realistically captures once it starts paying early. */
export const CAPTURE_RATE_PCT = 80;
/** Clerk time to schedule one early payment: check terms, approve, release. */
const CLERK_HOURS_PER_INVOICE = 0.25;

/**
 * Early-payment discounts on the table (given, or from terms such as 2/10 net 30) and the part
 * still capturable: discounts whose deadline is as_of or later, or that have no deadline.
 */
export function discountLeak(book: Book): DiscountLeak {
  const { withTerms, onTable, open, openCount } = discountTally(book);
  return {
    invoices_with_discount_terms: withTerms,
    discounts_on_table_minor: onTable,
    estimated_recoverable_minor: exactMinor(roundRatio(BigInt(open) * BigInt(CAPTURE_RATE_PCT), 100n), "payables.items", "recoverable discounts"),
    assumed_capture_rate_pct: CAPTURE_RATE_PCT,
    ap_clerk_hours_to_capture_estimate: roundHalfAwayFromZero(CLERK_HOURS_PER_INVOICE * openCount, 1),
    methodology_note:
      "A payable has discount terms when its discount_minor, or the discount its terms imply (2/10 net 30: 2% of the amount), is above zero. " +
      "A discount is still open when its deadline (discount_deadline, or invoice_date plus the terms' discount days) is on or after as_of, or when no deadline is known. " +
      `Recoverable = ${CAPTURE_RATE_PCT}% of open discounts; clerk effort = ${CLERK_HOURS_PER_INVOICE} hours per open invoice.`,
  };
}

/** What the payables' discount terms add up to, split into the part still open and the part expired. */
export interface DiscountTally {
  /** Payables with a discount above zero, open or expired. */
  withTerms: number;
  /** Sum of those discounts. */
  onTable: number;
  /** Sum and count of the discounts whose deadline is on or after as_of, or that have none. */
  open: number;
  openCount: number;
  /** The earliest deadline among the open discounts, when any of them has one. */
  nearestOpenDeadline: DayNumber | undefined;
  /** Open discounts with no known deadline (no discount_deadline and no invoice_date to derive one). */
  openWithoutDeadline: number;
}

/** The payables with discount terms, their total, and the part still open (by count, amount and nearest deadline). */
export function discountTally(book: Book): DiscountTally {
  let withTerms = 0;
  let onTable = 0;
  let open = 0;
  let openCount = 0;
  let nearestOpenDeadline: DayNumber | undefined;
  let openWithoutDeadline = 0;
  for (const payable of book.payables) {
    if (payable.discount <= 0) continue;
    withTerms++;
    onTable = addExact(onTable, payable.discount, "payables.items", "total of discounts on the table");
    const deadline = payable.discountDeadline;
    if (deadline === undefined || deadline >= book.asOf) {
      open += payable.discount; // bounded by onTable, already checked
      openCount++;
      if (deadline === undefined) openWithoutDeadline++;
      else if (nearestOpenDeadline === undefined || deadline < nearestOpenDeadline) nearestOpenDeadline = deadline;
    }
  }
  return { withTerms, onTable, open, openCount, nearestOpenDeadline, openWithoutDeadline };
}
