/**
 * A bank CSV's records, with the physical line each starts on. The splitting itself (quotes,
 * doubled quotes, line breaks inside quoted fields, CRLF) is csv-parse's, a maintained RFC 4180
 * parser; this module only chooses the delimiter and keeps line numbers for messages.
 */

import { parse, CsvError } from "csv-parse/sync";

export interface CsvRecord {
  /** 1-based physical line on which the record starts. */
  line: number;
  fields: string[];
}

/** A record's field at `column`, trimmed; an absent field reads as empty. */
export function cell(row: CsvRecord, column: number): string {
  return (row.fields[column] ?? "").trim();
}

export type Delimiter = "," | ";" | "\t" | "|";
export const DELIMITERS: readonly Delimiter[] = [",", ";", "\t", "|"];

export type RecordsResult = { ok: true; records: CsvRecord[]; delimiter: Delimiter } | { ok: false; line: number; problem: string };

/**
 * The delimiter is the candidate that splits the most lines into the same number (two or more)
 * of fields, counted outside quotes over the first lines. Title lines above a table do not spoil
 * it: they are outvoted by the table's rows. On a tie the candidate giving more fields wins (a
 * semicolon file with decimal commas splits as often at its commas, but into fewer fields), then
 * the comma.
 */
export function detectDelimiter(text: string): Delimiter {
  const lines = text.split(/\r?\n/, 60).filter((line) => line.trim() !== "");
  let best: Delimiter = ",";
  let bestScore = 0;
  let bestFields = 0;
  for (const delimiter of DELIMITERS) {
    const counts = new Map<number, number>();
    for (const line of lines) {
      const fields = countOutsideQuotes(line, delimiter) + 1;
      if (fields >= 2) counts.set(fields, (counts.get(fields) ?? 0) + 1);
    }
    for (const [fields, score] of counts) {
      if (score > bestScore || (score === bestScore && fields > bestFields)) [best, bestScore, bestFields] = [delimiter, score, fields];
    }
  }
  return best;
}

function countOutsideQuotes(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) count++;
  }
  return count;
}

export function readRecords(text: string, delimiter: Delimiter = detectDelimiter(text)): RecordsResult {
  let parsed: { record: string[]; info: { lines: number }; raw: string }[];
  // The line the last complete record ended on: an unclosed quote opened on the next non-blank line.
  let lastEnd = 0;
  try {
    parsed = parse(text, {
      delimiter,
      // Named rather than detected: csv-parse settles an undetected line ending on the first
      // record one character at a time, about 2 s for a first line of 1 MiB.
      record_delimiter: ["\r\n", "\n", "\r"],
      bom: true,
      relax_column_count: true,
      // Spreadsheets write `5" pipe` unquoted; such a quote is text, not a field boundary.
      relax_quotes: true,
      // Space after a closing quote, before the delimiter, is no part of the field (HSBC Hong Kong
      // and ICBC write `"3.15"<tab>,`); every cell is trimmed afterwards anyway.
      rtrim: true,
      skip_empty_lines: true,
      info: true,
      raw: true,
      on_record: (record, context) => {
        lastEnd = context.lines;
        return record;
      },
    }) as unknown as typeof parsed; // with `info` and `raw`, csv-parse returns { record, info, raw } per record
  } catch (error) {
    if (error instanceof CsvError) {
      const line = error.code === "CSV_QUOTE_NOT_CLOSED" ? nextNonBlankLine(text, lastEnd) : ((error as CsvError & { lines?: number }).lines ?? 1);
      const problem = error.code === "CSV_QUOTE_NOT_CLOSED" ? "a quoted field is never closed (a stray double quote?)" : "is not valid CSV (a quote in the middle of a quoted field?)";
      return { ok: false, line, problem };
    }
    throw error;
  }
  const records = parsed.map(({ record, info, raw }) => ({ line: startLine(info.lines, raw), fields: record.map(cellText) }));
  return { ok: true, records, delimiter };
}

/**
 * A spreadsheet's mark that a cell is text, an apostrophe before a figure or a date (`'3,450.00`,
 * `'-`, `'10/01/2026`), as exports built from a spreadsheet keep it: the figure without it. An
 * apostrophe before a word is left alone (it may be the text's own).
 */
const TEXT_MARK = /^(\s*)'(?=[-+\d.,$€£(])/;

/** A cell that says it has no value (interactive investor writes `n/a` in every empty cell): empty. */
const NOT_APPLICABLE = /^\s*n\/a\s*$/i;

/** A cell as the reader takes it: empty where it says it has no value, without a spreadsheet's text mark. */
function cellText(field: string): string {
  if (field.length <= 6 && NOT_APPLICABLE.test(field)) return "";
  return field.includes("'") ? field.replace(TEXT_MARK, "$1") : field;
}

/** csv-parse reports the line a record ends on; its raw text (with any blank lines before it) gives the start. */
function startLine(endLine: number, raw: string): number {
  const body = raw.replace(/\r?\n$/, "");
  const breaks = body.split("\n").length - 1;
  const leading = /^(?:\r?\n)*/.exec(body)![0].split("\n").length - 1;
  return endLine - breaks + leading;
}

function nextNonBlankLine(text: string, after: number): number {
  const lines = text.split("\n");
  let line = after + 1;
  while (line <= lines.length && lines[line - 1]!.trim() === "") line++;
  return line;
}
