/**
 * BAI2 records as the Cash Management Balance Reporting Specifications Version 2 (BAI, 2005,
 * section 3) lay them out: comma-separated fields, "/" ending a record's data, adjacent delimiters
 * for defaulted fields, and 88 continuation records carrying on the record before them. A logical
 * record is a 01/02/03/16/49/98/99 record with its 88s; the field cursor reads across them:
 *   - a non-text field never spans physical records: "/" or the end of a line ends the data of
 *     that physical record, and the next field is the first of the following 88;
 *   - the text field of a 16 record is the rest of the logical record, "/" and "," included
 *     ("must not begin with a slash but may contain a comma or a slash after the first character").
 */

import { Refusal } from "../refusal.js";

export interface Part {
  /** The physical record's data after "NN,". */
  data: string;
  line: number;
}

export interface LogicalRecord {
  code: string;
  parts: Part[];
  line: number;
}

const CODES = new Set(["01", "02", "03", "16", "49", "88", "98", "99"]);

export function readRecords(text: string): LogicalRecord[] {
  const records: LogicalRecord[] = [];
  physicalLines(text).forEach(({ text: raw, line }) => {
    const physical = raw.trimEnd();
    if (physical === "") return;
    const code = /^(\d{2}),/.exec(physical)?.[1] ?? (/^\d{2}\/?$/.test(physical) ? physical.slice(0, 2) : undefined);
    if (code === undefined || !CODES.has(code)) {
      throw new Refusal(`line ${line}`, `a BAI2 record beginning with its record code (01, 02, 03, 16, 88, 49, 98 or 99) and a comma; found '${clip(physical)}'`, "export the BAI2 file again; this line is damaged");
    }
    const data = physical.slice(3);
    if (code === "88") {
      const previous = records.at(-1);
      if (previous === undefined) throw new Refusal(`line ${line}`, "a record before the 88 continuation record to continue", "export the BAI2 file again; its start is missing");
      previous.parts.push({ data, line });
      return;
    }
    records.push({ code, parts: [{ data, line }], line });
  });
  return records;
}

/**
 * Lines of the file. Fixed-length files without line breaks ("blocked", physical record length in
 * the 01 record) are cut into records of that length.
 */
function physicalLines(text: string): { text: string; line: number }[] {
  const body = text.replace(/^\uFEFF/, "");
  const lines = body.split(/\r\n|\r|\n/);
  if (lines.filter((l) => l.trim() !== "").length === 1 && body.startsWith("01,")) {
    const length = Number(body.split(",")[6]);
    if (Number.isInteger(length) && length >= 20 && body.trim().length > length) {
      const cut: { text: string; line: number }[] = [];
      for (let start = 0, n = 1; start < body.length; start += length, n++) cut.push({ text: body.slice(start, start + length), line: n });
      return cut;
    }
  }
  return lines.map((t, i) => ({ text: t, line: i + 1 }));
}

/** Reads a logical record's fields in order; `undefined` once its data runs out (defaulted fields). */
export class FieldCursor {
  private part = 0;
  private position = 0;
  /** Whether the current physical record's data has ended (at its "/" or its end). */
  private ended = false;

  constructor(private readonly record: LogicalRecord) {}

  /** The line the next field comes from, for messages. */
  get line(): number {
    return this.record.parts[Math.min(this.part, this.record.parts.length - 1)]!.line;
  }

  next(): string | undefined {
    while (this.ended || this.position > this.data.length) {
      if (this.part + 1 >= this.record.parts.length) return undefined;
      this.part++;
      this.position = 0;
      this.ended = false;
    }
    const data = this.data;
    let end = this.position;
    while (end < data.length && data[end] !== "," && data[end] !== "/") end++;
    const value = data.slice(this.position, end).trim();
    if (end >= data.length || data[end] === "/") this.ended = true;
    else this.position = end + 1;
    return value;
  }

  /** The text field: the rest of this physical record and every 88 after it. */
  rest(): string {
    const pieces: string[] = [];
    if (!this.ended && this.position <= this.data.length) pieces.push(this.data.slice(this.position));
    for (let i = this.part + 1; i < this.record.parts.length; i++) pieces.push(this.record.parts[i]!.data);
    this.part = this.record.parts.length - 1;
    this.ended = true;
    // A lone "/" ends a record whose text is defaulted; many banks also close text with "/".
    return pieces
      .map((piece) => piece.trim().replace(/\/$/, "").trim())
      .filter((piece) => piece !== "")
      .join(" ")
      .replace(/\s+/g, " ");
  }

  private get data(): string {
    return this.record.parts[this.part]!.data;
  }
}

function clip(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
