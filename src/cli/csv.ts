/**
 * An RFC 4180 reader: comma-separated fields, double-quoted fields that may hold commas, line
 * breaks and doubled quotes (""), CRLF or LF line ends. Each record keeps the physical line it
 * starts on, so every later complaint can point the user at the line their editor shows.
 */

export interface CsvRecord {
  /** 1-based physical line on which the record starts. */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  override name = "CsvSyntaxError";

  constructor(
    readonly line: number,
    readonly problem: string,
  ) {
    super(`line ${line}: ${problem}`);
  }
}

/**
 * Splits the text into records. Blank lines are skipped (exports often end with one or two). A
 * quote inside an unquoted field is kept as text, as spreadsheets write `5" pipe`; text after a
 * closing quote, or a quote never closed, is an error, since the field's end cannot be known.
 */
export function readCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text; // Excel writes a UTF-8 BOM
  let line = 1;
  let fields: string[] = [];
  let field = "";
  let recordLine = 1;
  let atFieldStart = true;
  let i = 0;

  const endField = () => {
    fields.push(field);
    field = "";
    atFieldStart = true;
  };
  const endRecord = () => {
    endField();
    // A record that is one empty field is a blank line.
    if (fields.length > 1 || fields[0] !== "") records.push({ line: recordLine, fields });
    fields = [];
  };

  while (i < source.length) {
    const char = source[i]!;
    if (atFieldStart && char === '"') {
      const openedOn = line;
      i++;
      for (;;) {
        if (i >= source.length) throw new CsvSyntaxError(openedOn, "a quoted field is never closed (a missing \")");
        const inner = source[i]!;
        if (inner === '"') {
          if (source[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (inner === "\n") line++;
        field += inner;
        i++;
      }
      const next = source[i];
      if (next !== undefined && next !== "," && next !== "\n" && next !== "\r") {
        throw new CsvSyntaxError(line, "text follows a closing quote; a quote inside a quoted field must be doubled (\"\")");
      }
      atFieldStart = false;
      continue;
    }
    atFieldStart = false;
    if (char === ",") {
      endField();
      i++;
    } else if (char === "\r" || char === "\n") {
      endRecord();
      i += char === "\r" && source[i + 1] === "\n" ? 2 : 1;
      line++;
      recordLine = line;
    } else {
      field += char;
      i++;
    }
  }
  if (!atFieldStart || field !== "" || fields.length > 0) endRecord();
  return records;
}
