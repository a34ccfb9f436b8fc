/**
 * A row with a field or a few more than the header: a description written with the delimiter in it
 * and no quotes ("SMITH, JOHN" in a comma file; Livebank's last column in three unquoted parts). It
 * is mended only when that can be told for certain: exactly one text column can take the extra
 * fields, joined back with the delimiter, while every
 * column that holds a date, a figure, a currency or a direction still reads as one. Anything else
 * is left as it is, for the reader to refuse naming the line: a split figure ("12,50" in a comma
 * file) or two text columns side by side that could each have held the delimiter are never guessed.
 */

import { isDateCell } from "./date-cells.js";
import { readMoney } from "./money-cells.js";
import type { CsvRecord } from "./records.js";

export interface Typed {
  dates: readonly number[];
  money: readonly number[];
  /** Columns of short codes or words (a currency, a direction mark, a status): never text that a delimiter could split. */
  codes: readonly number[];
}

export interface Mended {
  rows: CsvRecord[];
  /** Each mended row's line and the header of the column that took the delimiter back. */
  mended: { line: number; column: number }[];
}

/** Extra fields a row may have and still be mended: a text cut at a few unquoted delimiters, not a row of another table. */
const MAX_EXTRA = 4;

export function mendExtraFields(rows: readonly CsvRecord[], width: number, typed: Typed, delimiter: string): Mended {
  const mended: Mended["mended"] = [];
  const out = rows.map((row) => {
    let length = row.fields.length;
    while (length > width && row.fields[length - 1]!.trim() === "") length--;
    const extra = length - width;
    if (extra < 1 || extra > MAX_EXTRA) return row;
    const fields = row.fields.slice(0, length);
    const fits: { column: number; fields: string[] }[] = [];
    for (let column = 0; column < width; column++) {
      if (isTyped(column, typed)) continue;
      const parts = fields.slice(column, column + extra + 1);
      // Every part must be words: a part that is only a number may be a figure split at a decimal comma.
      if (!parts.every((part) => /\p{L}/u.test(part))) continue;
      const joined = [...fields.slice(0, column), parts.join(delimiter), ...fields.slice(column + extra + 1)];
      if (readsAsTyped(joined, typed)) fits.push({ column, fields: joined });
    }
    if (fits.length !== 1) return row;
    mended.push({ line: row.line, column: fits[0]!.column });
    return { line: row.line, fields: fits[0]!.fields };
  });
  return { rows: out, mended };
}

function isTyped(column: number, typed: Typed): boolean {
  return typed.dates.includes(column) || typed.money.includes(column) || typed.codes.includes(column);
}

/** Whether every typed column of the row holds what it should (or nothing). */
function readsAsTyped(fields: readonly string[], typed: Typed): boolean {
  const at = (column: number) => (fields[column] ?? "").trim();
  const date = (value: string) => value === "" || isDateCell(value);
  const money = (value: string) => value === "" || readMoney(value, 2, ".").ok || readMoney(value, 2, ",").ok;
  const code = (value: string) => value.length <= 24;
  return typed.dates.every((c) => date(at(c))) && typed.money.every((c) => money(at(c))) && typed.codes.every((c) => code(at(c)));
}

/**
 * The rows as wide as most of them: a row longer than that holds an unquoted delimiter in its text
 * (mended, or refused naming its line, later), and its cells after the break sit under the wrong
 * names, so what the columns hold is read without it (an Albanian export's `Pagese, …` row put a
 * type word under `Valuta`).
 */
export function alignedRows(rows: readonly CsvRecord[]): CsvRecord[] {
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.fields.length, (counts.get(row.fields.length) ?? 0) + 1);
  let usual = 0;
  for (const [width, count] of counts) if (count > (counts.get(usual) ?? 0)) usual = width;
  return rows.filter((row) => row.fields.length <= usual);
}
