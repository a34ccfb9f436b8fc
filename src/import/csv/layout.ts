/**
 * A known bank-export layout: what one bank's CSV says and how, written as data so that adding a
 * bank is adding an entry, not code. The generic reader handles any other file; a layout only
 * settles what the generic reader would have to refuse (a card export's sign convention, an
 * ambiguous date order, a fee column's meaning, which status values mean "did not happen").
 */

export type SignConvention = "money-in" | "money-out";

export type LayoutAmount =
  /** One signed column. `positiveMeans: "money-out"` for card exports that print charges positive. */
  | { kind: "signed"; column: string; positiveMeans: SignConvention }
  /** Two unsigned columns: money out, money in (a printed minus on either is ignored). */
  | { kind: "debit-credit"; debit: string; credit: string }
  /** One unsigned column and a column saying which way it went, e.g. "Debit" / "Credit". */
  | { kind: "unsigned-with-type"; column: string; typeColumn: string; moneyIn: string[]; moneyOut: string[] };

export interface Layout {
  /** Stable id shown to the user, e.g. "chase-checking". */
  id: string;
  /** "Chase — checking and savings". */
  name: string;
  /** "card" for a credit card's export: the account's balance is what is owed (negative cash). */
  kind?: "card";
  /** ISO 3166 alpha-2 of the bank's home market, e.g. "US", "GB", "DE". */
  country: string;
  /** Public material the layout was taken from (a URL). */
  source: string;
  /**
   * The header cells as the bank writes them, in order. Matching compares them trimmed and
   * case-insensitively, and every one must be present; extra columns are allowed. For a headerless
   * layout, the names given to its columns, in order.
   */
  header: string[];
  /** The bank writes no header row: the layout is matched by `headerlessShape` instead. */
  headerless?: boolean;
  /** For a headerless layout: a test on one row's cells (column count and fixed cells), as a regex per column; undefined = any. */
  headerlessShape?: (string | undefined)[];
  /** Field separator; detected when absent. */
  delimiter?: "," | ";" | "\t" | "|";
  /** Decimal mark of amounts; detected when absent. */
  decimal?: "." | ",";
  /** The header of the booking-date column. */
  date: string;
  /** How the bank writes day and month, when its dates do not show it (e.g. 03/04/2026). */
  dateOrder?: "day-first" | "month-first";
  amount: LayoutAmount;
  /**
   * A fee column, and how it combines with the amount into what left or entered the account:
   * "deducted" (net = amount − fee, the fee printed positive) or "signed" (net = amount + fee, the
   * fee printed negative). Absent when the amount is already net.
   */
  fee?: { column: string; combine: "deducted" | "signed" };
  /**
   * Gross, fee and net columns: the net is what moved the balance, and every row is checked to
   * satisfy gross − |fee| = net (the fee may be printed negative or positive), so a sign error in
   * the export or in the reading is refused rather than counted.
   */
  feeCheck?: { gross: string; fee: string; net: string };
  /** A status column: rows whose value is in `skip` never moved money; values in neither list are refused. */
  status?: { column: string; keep: string[]; skip: string[] };
  /** The currency: an ISO 4217 code fixed by the layout, or the column that holds it per row. */
  currency?: string | { column: string };
  /** A running-balance column (after each row). */
  balance?: string;
  description?: string;
  /**
   * Columns that say what the payment was for (a reference, a purpose such as `Verwendungszweck`),
   * joined to the description as `name — purpose`, as the MT940 reader does: a name alone rarely
   * says what the money is, and the categorizer reads the description.
   */
  memo?: string | string[];
  category?: string;
  /** The bank's own type of each row (Chase's ACH_DEBIT, Revolut's CARD_PAYMENT), kept as `TYPE:<cell>` for the categorizer. */
  type?: string | string[];
  /** The bank's own id of each row, kept so that a row seen in two files is counted once. */
  rowId?: string;
  /** The other party: the first of these columns with text in the row (Wise names the payee, the payer or the merchant). */
  counterparty?: string | string[];
  /** The day a card was used, beside the booking date: a row with it and no booking date has not cleared. */
  unclearedBy?: string;
}
