/**
 * A statement whose dates are written without a year (`24/Nov`, `10月1日`), dated by the year the user
 * gives with --year: the reader never takes a year from the clock.
 */

import { parseDay } from "../../domain/dates.js";
import { plural, Refusal } from "../refusal.js";
import { yearlessDate } from "./date-cells.js";
import type { CsvRecord } from "./records.js";

/** Rows of one statement further apart than this, in one year, lie on both sides of a year's end. */
const HALF_A_YEAR_DAYS = 183;

/**
 * With --year: every cell that is a date written without its year (`24/Nov`, `10月1日`) becomes that
 * date in the year given. A statement covers weeks or months: two rows of one column more than half
 * a year apart in that year (`28/Dez` next to `03/Jan`) cross a year's end, which one year cannot
 * date, and the file is refused rather than a year guessed for either part.
 */
export function datedInYear(records: readonly CsvRecord[], year: number, notes: string[]): CsvRecord[] {
  /** Each column's last date, as a day number. */
  const last = new Map<number, number>();
  let count = 0;
  const dated = records.map((record) => {
    let fields: string[] | undefined;
    record.fields.forEach((field, column) => {
      const date = yearlessDate(field, year);
      if (date === undefined) return;
      (fields ??= [...record.fields])[column] = date;
      count++;
      const day = parseDay(date)!;
      const before = last.get(column);
      if (before !== undefined && Math.abs(day - before) > HALF_A_YEAR_DAYS) {
        throw new Refusal(`line ${record.line}`, `dates of one year: '${field.trim()}' is more than half a year from the row above, so the rows cross a year's end that --year ${year} cannot date`, "split the file at the year's end and give each part its own --year");
      }
      last.set(column, day);
    });
    return fields === undefined ? record : { line: record.line, fields };
  });
  if (count > 0) notes.push(`Read ${plural(count, "date")} written without a year as dates of ${year} (--year)`);
  return dated;
}
