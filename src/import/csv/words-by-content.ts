/**
 * The column of a row's words when no header names one: the longest text that changes from row to
 * row among the columns the header leaves unread, as a file with no header row is read
 * (./columns-by-content.ts). Banks name their description in words no list holds (`Narration`,
 * `Avisierungstext`, `Testo di contabilizzazione`, `Nature de l'opération`); without this, such a
 * file was read with its money and none of its words, so no row of it could be categorized and
 * `cashflow categories` had nothing to show.
 *
 * Only text is a description: a column of figures, of dates or of identifiers (a reference, an IBAN,
 * an account number, a wallet's id or an e-mail address: one token holding a digit or an `@`; a BIC
 * by its shape) on most of its rows, or one that says the same on every row (the account's own
 * name), is not. Beside a named other party the words follow its name (./plan.ts).
 */

import { isDateCell } from "./date-cells.js";
import { isFigure } from "./money-cells.js";
import { cell, type CsvRecord } from "./records.js";

const WORD = /\p{L}{3}/u;
const ONE_TOKEN = /^\S+$/;
const DIGIT = /\d/;
const BIC = /^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** The column among `columns` whose cells are a description's words, or undefined when none is. */
export function wordsColumn(columns: readonly number[], rows: readonly CsvRecord[]): number | undefined {
  return longestText(columns.filter((column) => holdsWords(rows.map((row) => cell(row, column)))), rows);
}

/**
 * The description of a file whose columns are read from its rows (no header, or one in words the
 * reader does not know): the column of words, else the longest text of any kind (a reference is
 * still something to show).
 */
export function descriptionColumn(columns: readonly number[], rows: readonly CsvRecord[]): number | undefined {
  return wordsColumn(columns, rows) ?? longestText(columns, rows);
}

function longestText(columns: readonly number[], rows: readonly CsvRecord[]): number | undefined {
  let best: number | undefined;
  let bestLength = 0;
  for (const column of columns) {
    const length = rows.reduce((sum, row) => sum + cell(row, column).length, 0);
    if (length > bestLength) [best, bestLength] = [column, length];
  }
  return best;
}

/**
 * Whether a column the header names as the row's type holds a description's words instead: text
 * that differs on most rows (Société Générale's `Nature de l'opération`: `PRLV SEPA SCI LES
 * GLIERES`), not a few kinds of payment repeated.
 */
export function typeHoldsWords(column: number, rows: readonly CsvRecord[]): boolean {
  const cells = rows.map((row) => cell(row, column));
  const filled = cells.filter((text) => text !== "");
  return holdsWords(cells) && 2 * new Set(filled).size > filled.length;
}

function holdsWords(cells: readonly string[]): boolean {
  const filled = cells.filter((text) => text !== "");
  const most = (test: (text: string) => boolean) => 2 * filled.filter(test).length >= filled.length;
  if (2 * filled.length < cells.length || (cells.length > 1 && new Set(filled).size < 2)) return false;
  if (!most((text) => WORD.test(text)) || most(isDateCell) || most(isFigure)) return false;
  return !most((text) => (ONE_TOKEN.test(text) && (DIGIT.test(text) || text.includes("@"))) || BIC.test(text));
}
