/**
 * Split transactions in a ledger app's export: one payment booked to several categories is written
 * as a whole line, marked in a split column, then its parts, each marked `-` (My Expenses' `*` and
 * `-`). The whole line is what moved the balance; the parts only break it down, so they are left
 * out, but only where they add up to the whole: parts that do not are refused, naming the whole
 * line, since either reading would count money the file does not agree on.
 */

/** The mark of a split's part. */
const PART_MARK = "-";

export function isSplitPart(mark: string): boolean {
  return mark.trim() === PART_MARK;
}

/** The whole line a split's parts follow, and the parts seen so far. */
interface Whole<Row> {
  row: Row;
  amountMinor: number;
  partsMinor: number;
  parts: number;
}

/** Follows the rows in file order: call `row` for each whole or plain row read, `part` for each part, then `end`. */
export class SplitParts<Row> {
  private whole: Whole<Row> | undefined;
  private left = 0;

  /** `complain` is told of a row the parts make unreadable, and why. */
  constructor(private readonly complain: (row: Row, problem: string) => void) {}

  /** A row read that is not a part: it closes the split before it, and opens one if it is marked. */
  row(row: Row, mark: string, amountMinor: number): void {
    this.close();
    this.whole = mark.trim() === "" ? undefined : { row, amountMinor, partsMinor: 0, parts: 0 };
  }

  part(row: Row, amountMinor: number): void {
    if (this.whole === undefined) {
      this.complain(row, "is a split's part with no whole line marked above it");
      return;
    }
    this.whole.partsMinor += amountMinor;
    this.whole.parts++;
    this.left++;
  }

  /** How many parts were left out. */
  end(): number {
    this.close();
    return this.left;
  }

  private close(): void {
    const whole = this.whole;
    this.whole = undefined;
    if (whole === undefined || whole.parts === 0 || whole.partsMinor === whole.amountMinor) return;
    this.complain(whole.row, `is a split transaction whose ${whole.parts} parts below it do not add up to it`);
  }
}
