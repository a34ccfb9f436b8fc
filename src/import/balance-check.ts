/**
 * A running-balance column is the bank's own arithmetic: each row's balance is the previous one
 * plus the row's amount. Reproducing it row by row proves the amounts were read with the right
 * sign, decimal mark and fee rule; the first row that disagrees is shown instead of a wrong figure.
 * It also gives the closing balance.
 */

export interface BalancedRow {
  date: string;
  amountMinor: number;
  /** The balance cell after this row, when the row has one. */
  balanceMinor?: number;
  source: string;
}

export type BalanceCheck =
  | { ok: true; closingMinor: number; closingDate: string }
  | { ok: false; source: string; expectedMinor: number; foundMinor: number }
  | { ok: true; closingMinor: undefined };

/**
 * `rows` in file order; `opening` is a balance stated before the first row (a "Beginning balance"
 * line). Files run oldest first or newest first: the order is taken from the dates, and when every
 * date is the same, from whichever order the balances follow. Some run their days oldest first but
 * each day's rows newest first (Spiir), so the balance steps back within a day: where the walk in
 * date order fails, each day's rows are walked the other way, and the file is read if that holds
 * on every row.
 */
export function checkRunningBalance(rows: readonly BalancedRow[], opening: number | undefined): BalanceCheck {
  const withBalance = rows.filter((row) => row.balanceMinor !== undefined);
  if (withBalance.length === 0) return { ok: true, closingMinor: undefined };
  const first = rows[0]!.date;
  const last = rows.at(-1)!.date;
  if (first === last) {
    const forward = walk(rows, opening);
    return forward.ok ? forward : walk([...rows].reverse(), opening);
  }
  const inDateOrder = first < last ? rows : [...rows].reverse();
  const walked = walk(inDateOrder, opening);
  if (walked.ok) return walked;
  const eachDayTurned = walk(eachDayReversed(inDateOrder), opening);
  return eachDayTurned.ok ? eachDayTurned : walked;
}

/** The rows with each run of one date in the other order. */
function eachDayReversed(rows: readonly BalancedRow[]): BalancedRow[] {
  const turned: BalancedRow[] = [];
  let day: BalancedRow[] = [];
  for (const row of rows) {
    if (day.length > 0 && day[0]!.date !== row.date) {
      turned.push(...day.reverse());
      day = [];
    }
    day.push(row);
  }
  turned.push(...day.reverse());
  return turned;
}

function walk(rows: readonly BalancedRow[], opening: number | undefined): BalanceCheck {
  let balance = opening;
  let closingDate = rows[0]!.date;
  for (const row of rows) {
    if (balance !== undefined) balance += row.amountMinor;
    if (row.balanceMinor !== undefined) {
      if (balance !== undefined && balance !== row.balanceMinor) {
        return { ok: false, source: row.source, expectedMinor: balance, foundMinor: row.balanceMinor };
      }
      balance = row.balanceMinor;
    }
    closingDate = row.date;
  }
  return balance === undefined ? { ok: true, closingMinor: undefined } : { ok: true, closingMinor: balance, closingDate };
}
