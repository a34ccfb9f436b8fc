/**
 * The BAI2 file's envelopes: 01 file header, groups (02 … 98) of accounts (03 … 49) with their
 * transaction detail (16), 99 file trailer. Each trailer's control total and record count are
 * checked as the specification defines them (section 3, records 49, 98 and 99):
 *   49: the algebraic sum of every Amount field of the account's 03 and 16 records (status
 *       amounts with their sign; not the funds-type availability amounts, not item counts), and
 *       the number of records from the 03 to the 49 inclusive, 88 continuations included;
 *   98: the sum of its accounts' totals, the number of 03 records, and its records 02 to 98;
 *   99: the sum of the group totals, the number of 02 records, and every record in the file.
 * A broken total means a record was lost or edited, so the file is refused at that trailer.
 */

import { parseDay } from "../../domain/dates.js";
import { FieldCursor, type LogicalRecord } from "./records.js";
import { plural, Refusal } from "../refusal.js";

export interface Summary {
  code: string;
  /** Signed for status codes (balances); undefined when the amount is defaulted. */
  amount: bigint | undefined;
  line: number;
}

export interface Detail {
  code: string;
  /** Unsigned, as written; undefined when no amount is reported (type 890). */
  amount: bigint | undefined;
  bankReference: string;
  customerReference: string;
  text: string;
  line: number;
}

export interface Account {
  number: string;
  /** The 03 record's currency; undefined when defaulted to the group's. */
  currency: string | undefined;
  summaries: Summary[];
  details: Detail[];
  line: number;
}

export interface Group {
  /** YYYY-MM-DD. */
  asOfDate: string;
  currency: string | undefined;
  status: string;
  /** 1 interim previous-day, 2 final previous-day, 3 interim same-day, 4 final same-day. */
  asOfModifier: string;
  accounts: Account[];
  line: number;
}

export function readEnvelopes(records: readonly LogicalRecord[]): Group[] {
  const walker = new Walker(records);
  const header = walker.take("01", "the 01 file header as the first record");
  const version = nth(header, 7) ?? "";
  if (version !== "" && version !== "2") {
    throw new Refusal(`line ${header.line}`, `a BAI version 2 file; the 01 record says version ${version}`, "export the report in BAI2 format");
  }
  const groups: Group[] = [];
  let fileTotal = 0n;
  while (walker.peek()?.code === "02") {
    const { group, total } = readGroup(walker);
    groups.push(group);
    fileTotal += total;
  }
  const trailer = walker.take("99", "a 02 group header or the 99 file trailer");
  const after = walker.peek();
  if (after !== undefined) throw new Refusal(`line ${after.line}`, "the file to end at the 99 file trailer", "remove what follows the 99 record, or import each file on its own");
  const [total, groupCount, recordCount] = trailerFields(trailer, 3);
  check(trailer, "file control total (sum of the group totals)", total, fileTotal);
  check(trailer, "number of groups", groupCount, BigInt(groups.length));
  check(trailer, "number of records in the file", recordCount, BigInt(physicalCount(records)));
  return groups;
}

function readGroup(walker: Walker): { group: Group; total: bigint } {
  const header = walker.take("02", "a 02 group header");
  const cursor = new FieldCursor(header);
  cursor.next(); // ultimate receiver
  cursor.next(); // originator
  const status = cursor.next() ?? "";
  const asOf = cursor.next() ?? "";
  cursor.next(); // as-of time
  const currency = cursor.next() || undefined;
  const asOfModifier = cursor.next() ?? "";
  const asOfDate = yymmdd(asOf, header.line, "as-of date");
  const group: Group = { asOfDate, currency, status, asOfModifier, accounts: [], line: header.line };
  let total = 0n;
  let records = header.parts.length;
  while (walker.peek()?.code === "03") {
    const read = readAccount(walker);
    group.accounts.push(read.account);
    total += read.total;
    records += read.records;
  }
  const trailer = walker.take("98", "a 03 account identifier or the 98 group trailer");
  records += trailer.parts.length;
  const [stated, accountCount, recordCount] = trailerFields(trailer, 3);
  check(trailer, "group control total (sum of the account totals)", stated, total);
  check(trailer, "number of accounts in the group", accountCount, BigInt(group.accounts.length));
  check(trailer, "number of records in the group", recordCount, BigInt(records));
  return { group, total };
}

function readAccount(walker: Walker): { account: Account; total: bigint; records: number } {
  const identifier = walker.take("03", "a 03 account identifier");
  const cursor = new FieldCursor(identifier);
  const number = cursor.next() ?? "";
  if (number === "") throw new Refusal(`line ${identifier.line}`, "an account number in the 03 record", "export the BAI2 file again; the account number is missing");
  const currency = cursor.next() || undefined;
  const account: Account = { number, currency, summaries: [], details: [], line: identifier.line };
  let total = 0n;
  let records = identifier.parts.length;
  for (;;) {
    const code = cursor.next();
    if (code === undefined) break;
    const line = cursor.line;
    const amount = amountField(cursor.next() ?? "", line, "signed");
    integerField(cursor.next() ?? "", line, "item count");
    readFundsType(cursor, line);
    if (code === "") {
      if (amount !== undefined) throw new Refusal(`line ${line}`, "a type code before every amount of the 03 record", "export the BAI2 file again; the 03 record is damaged");
      continue;
    }
    typeCode(code, line);
    account.summaries.push({ code, amount, line });
    total += amount ?? 0n;
  }
  while (walker.peek()?.code === "16") {
    const record = walker.take("16", "a 16 transaction detail");
    records += record.parts.length;
    const detail = readDetail(record);
    account.details.push(detail);
    total += detail.amount ?? 0n;
  }
  const trailer = walker.take("49", "a 16 transaction detail or the 49 account trailer");
  records += trailer.parts.length;
  const [stated, recordCount] = trailerFields(trailer, 2);
  check(trailer, `account control total of account ${number} (sum of the amounts of its 03 and 16 records)`, stated, total);
  check(trailer, `number of records of account ${number} (03 to 49)`, recordCount, BigInt(records));
  return { account, total, records };
}

function readDetail(record: LogicalRecord): Detail {
  const cursor = new FieldCursor(record);
  const code = cursor.next() ?? "";
  typeCode(code, record.line);
  const amount = amountField(cursor.next() ?? "", record.line, "unsigned");
  readFundsType(cursor, record.line);
  const bankReference = cursor.next() ?? "";
  const customerReference = cursor.next() ?? "";
  return { code, amount, bankReference, customerReference, text: cursor.rest(), line: record.line };
}

/**
 * The funds type and the fields it brings: S three availability amounts, V a value date and time,
 * D a count then that many (days, amount) pairs. They are availability, not money moved: read to
 * keep the fields in step, then set aside.
 */
function readFundsType(cursor: FieldCursor, line: number): void {
  const type = cursor.next() ?? "";
  switch (type) {
    case "":
    case "0":
    case "1":
    case "2":
    case "Z":
      return;
    case "S":
      for (let i = 0; i < 3; i++) amountField(cursor.next() ?? "", line, "signed");
      return;
    case "V": {
      const date = cursor.next() ?? "";
      if (date !== "") yymmdd(date, line, "value date");
      cursor.next();
      return;
    }
    case "D": {
      const count = integerField(cursor.next() ?? "", line, "number of availability distributions") ?? 0n;
      if (count > 1000n) throw new Refusal(`line ${line}`, "a plausible number of availability distributions", "export the BAI2 file again; the funds type is damaged");
      for (let i = 0n; i < count; i++) {
        integerField(cursor.next() ?? "", line, "availability days");
        amountField(cursor.next() ?? "", line, "signed");
      }
      return;
    }
    default:
      throw new Refusal(`line ${line}`, `a funds type (0, 1, 2, S, V, D or Z); found '${type}'`, "export the BAI2 file again; the record is damaged");
  }
}

function amountField(text: string, line: number, kind: "signed" | "unsigned"): bigint | undefined {
  if (text === "") return undefined;
  const pattern = kind === "signed" ? /^[+-]?\d{1,30}$/ : /^\+?\d{1,30}$/;
  if (!pattern.test(text)) {
    throw new Refusal(`line ${line}`, `an amount in minor units without a decimal point${kind === "unsigned" ? ", unsigned" : ""} (e.g. 150097 for 1,500.97); found '${text}'`, "export the BAI2 file again; the amount is damaged");
  }
  return BigInt(text);
}

function integerField(text: string, line: number, what: string): bigint | undefined {
  if (text === "") return undefined;
  if (!/^\d{1,9}$/.test(text)) throw new Refusal(`line ${line}`, `an integer ${what}; found '${text}'`, "export the BAI2 file again; the record is damaged");
  return BigInt(text);
}

function typeCode(code: string, line: number): void {
  if (!/^\d{3}$/.test(code)) throw new Refusal(`line ${line}`, `a three-digit type code; found '${code}'`, "export the BAI2 file again; the record is damaged");
}

/** YYMMDD, read as 20YY. */
export function yymmdd(text: string, line: number, what: string): string {
  const date = /^\d{6}$/.test(text) ? `20${text.slice(0, 2)}-${text.slice(2, 4)}-${text.slice(4, 6)}` : "";
  if (parseDay(date) === undefined) throw new Refusal(`line ${line}`, `the ${what} as YYMMDD; found '${text}'`, "export the BAI2 file again; the date is damaged");
  return date;
}

function trailerFields(record: LogicalRecord, count: number): bigint[] {
  const cursor = new FieldCursor(record);
  const values: bigint[] = [];
  for (let i = 0; i < count; i++) {
    const text = cursor.next() ?? "";
    const value = i === 0 ? amountField(text, record.line, "signed") : integerField(text, record.line, "count");
    if (value === undefined) throw new Refusal(`line ${record.line}`, `the ${record.code} trailer's ${plural(count, "field")} (control total and counts); one is empty`, "export the BAI2 file again; the trailer is damaged");
    values.push(value);
  }
  return values;
}

function check(record: LogicalRecord, what: string, stated: bigint | undefined, computed: bigint): void {
  if (stated !== computed) {
    throw new Refusal(`line ${record.line} (${record.code} record)`, `the ${what} to be ${computed} as the records add up; the ${record.code} record says ${stated}`, "export the BAI2 file again: records are missing or edited");
  }
}

function nth(record: LogicalRecord, index: number): string | undefined {
  const cursor = new FieldCursor(record);
  let value: string | undefined;
  for (let i = 0; i <= index; i++) value = cursor.next();
  return value;
}

function physicalCount(records: readonly LogicalRecord[]): number {
  return records.reduce((sum, record) => sum + record.parts.length, 0);
}

class Walker {
  private index = 0;
  constructor(private readonly records: readonly LogicalRecord[]) {}

  peek(): LogicalRecord | undefined {
    return this.records[this.index];
  }

  take(code: string, expected: string): LogicalRecord {
    const record = this.records[this.index];
    if (record === undefined) {
      const last = this.records.at(-1);
      throw new Refusal(last === undefined ? undefined : `after line ${last.parts.at(-1)!.line}`, `${expected}; the file ends first`, "the file is cut short: export it again");
    }
    if (record.code !== code) throw new Refusal(`line ${record.line}`, `${expected}; found a ${record.code} record`, "export the BAI2 file again; its records are out of order");
    this.index++;
    return record;
  }
}
