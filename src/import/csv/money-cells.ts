/**
 * Money as bank exports print it: "1,234.56", "1.234,56", "-15,00", "(12.00)", "12.00-", "12.00 CR",
 * "£1,234.56", "EUR 12,00", "+1 234,56". Each cell is brought to the one form parseMajorAmount
 * reads exactly (sign, digits grouped by commas, point decimals) and converted there, so no amount
 * passes through a binary float. A cell whose reading depends on which decimal mark the file uses
 * is read with the mark the whole column settles (see decimalMarkOf).
 */

import { parseMajorAmount } from "../amount.js";

export type DecimalMark = "." | ",";

/** Currency symbols that name one currency; "$" is shared by many and "¥" (and "￥") by the yen and the yuan: they name none. */
const SYMBOL_CURRENCY: Readonly<Record<string, string>> = {
  "£": "GBP", "€": "EUR", "₺": "TRY", "₹": "INR", "₽": "RUB", "₴": "UAH", "₪": "ILS", "₩": "KRW", "฿": "THB", "₫": "VND", "₦": "NGN", "₱": "PHP",
  // Signs written as letters before or after the figure: "1 423,00 Kč", "12,50 zł", "4 500 Ft", "R$ 129,90", "1.845,50 TL".
  // The Nordic "kr" (Swedish, Danish, Norwegian and Icelandic krona alike) is read off the figure and names none.
  "Kč": "CZK", "zł": "PLN", "Ft": "HUF", "lei": "RON", "Lei": "RON", "R$": "BRL", TL: "TRY",
  // Shift_JIS writes the yen sign where ASCII has the backslash (byte 0x5C), so Japanese exports
  // print the full-width backslash for it ("＼86,400"), or the byte itself, which decoders and
  // converters to UTF-8 turn into the backslash ("\18,640"); the full-width ￥ is the yuan's sign as
  // much as the yen's.
  "＼": "JPY",
  "\\": "JPY",
};

interface Stripped {
  /** Digits with their group and decimal marks, nothing else. */
  number: string;
  negative: boolean;
  /** A currency the cell itself states ("EUR 12,00", "£3.00"). */
  currency?: string;
  /** A "CR" or "DR" after the figure: the side the bank itself printed. */
  side?: "CR" | "DR";
  /** A sign several currencies share ("$", "¥", "kr"), which names none of them. */
  sharedSymbol?: string;
}

const TRAILING_MARK = /(CR|DR|Cr|Dr|cr|dr|-|\+)$/;
const CODE = /^([A-Z]{3})\s*|([A-Z]{3})$/;
const SYMBOL = /R\$|[$€£¥￥＼\\₺₹₽₴₪₩฿₫₦₱]|^(?:Kč|zł|Ft|lei|Lei)(?=[\s\d])|(?<=[\s\d])(?:Kč|zł|Ft|lei|Lei|TL|kr\.?|Kr\.?)$/;
const SPACES = /[\s\u00a0\u202f]/g;

/** Takes the sign marks and currency off a cell; undefined when they contradict each other. */
function strip(cell: string): Stripped | undefined {
  let text = cell.trim();
  let negative = false;
  let side: Stripped["side"];
  let signs = 0;
  if (text.startsWith("(") && text.endsWith(")")) {
    text = text.slice(1, -1).trim();
    negative = true;
    signs++;
  }
  const trailing = TRAILING_MARK.exec(text);
  if (trailing !== null) {
    const mark = trailing[1]!.toUpperCase();
    text = text.slice(0, trailing.index).trim();
    if (mark === "-" || mark === "DR") negative = true;
    if (mark === "CR" || mark === "DR") side = mark;
    signs++;
  }
  let currency: string | undefined;
  let sharedSymbol: string | undefined;
  const code = CODE.exec(text);
  if (code !== null) {
    currency = code[1] ?? code[2];
    text = text.replace(CODE, "").trimEnd();
  }
  if (/^[+-]/.test(text)) {
    if (text[0] === "-") negative = true;
    text = text.slice(1).trim();
    signs++;
  }
  const symbol = SYMBOL.exec(text);
  if (symbol !== null && (symbol.index === 0 || symbol.index + symbol[0].length === text.length)) {
    currency ??= SYMBOL_CURRENCY[symbol[0]];
    if (SYMBOL_CURRENCY[symbol[0]] === undefined) sharedSymbol = symbol[0];
    text = text.replace(SYMBOL, "").trim();
    // "$-12.00" and "-$12.00" are both common; the sign may follow the symbol.
    if (/^[+-]/.test(text)) {
      if (text[0] === "-") negative = true;
      text = text.slice(1).trim();
      signs++;
    }
  }
  if (signs > 1) return undefined;
  // Some US exports print an amount under one unit without its leading zero (".38", "(.75)").
  if (/^[.,]\d/.test(text)) text = `0${text}`;
  return { number: text, negative, ...(currency === undefined ? {} : { currency }), ...(side === undefined ? {} : { side }), ...(sharedSymbol === undefined ? {} : { sharedSymbol }) };
}

// Swiss figures group thousands by an apostrophe, typed (') or typographic (’, "14’380.00").
const COMMA_DECIMAL = /^(\d{1,3}(?:[.'’\s\u00a0\u202f]\d{3})+|\d+)(?:,(\d+))?$/;
// Indian banks group lakhs and crores in twos ("2,45,310.00"): a point-decimal figure may too.
const POINT_DECIMAL = /^(\d{1,3}(?:[,'’\s\u00a0\u202f]\d{3})+|\d{1,2}(?:,\d{2})+,\d{3}|\d+)(?:\.(\d*))?$/;

/** A money cell in minor units of a currency with `decimals` minor digits, read with `mark` as the decimal mark. */
export function readMoney(cell: string, decimals: number, mark: DecimalMark): { ok: true; minor: number; currency?: string } | { ok: false; problem: string } {
  const stripped = strip(cell);
  if (stripped === undefined) return { ok: false, problem: "is not an amount (it carries two signs)" };
  const match = (mark === "," ? COMMA_DECIMAL : POINT_DECIMAL).exec(stripped.number);
  if (match === null) {
    const other = mark === "," ? "a point" : "a comma";
    const hint = (mark === "," ? POINT_DECIMAL : COMMA_DECIMAL).test(stripped.number) ? ` (the file's other amounts use ${mark === "," ? "a comma" : "a point"} as decimal mark, this one ${other})` : "";
    return { ok: false, problem: `is not an amount${hint}` };
  }
  const whole = match[1]!.replace(/[^\d]/g, "");
  const canonical = `${stripped.negative ? "-" : ""}${whole}${match[2] === undefined ? "" : `.${match[2]}`}`;
  const parsed = parseMajorAmount(canonical, decimals);
  if (!parsed.ok) return parsed;
  return stripped.currency === undefined ? parsed : { ...parsed, currency: stripped.currency };
}

/**
 * Which decimal mark a column of money cells uses. A cell ending in a mark and one or two digits
 * ("12,50", "1.234,5") settles it; cells that settle both ways are a contradiction, refused by the
 * caller. When no cell settles it (whole amounts only) the file's delimiter decides: a
 * semicolon-separated file is written where the comma is the decimal mark.
 */
export function decimalMarkOf(cells: Iterable<string>, semicolonFile: boolean): DecimalMark | "mixed" {
  let comma = false;
  let point = false;
  for (const cell of cells) {
    const stripped = strip(cell);
    if (stripped === undefined) continue;
    const number = stripped.number.replace(SPACES, "");
    if (/,\d{1,2}$/.test(number)) comma = true;
    else if (/\.\d{1,2}$/.test(number)) point = true;
    else if (/^\d{1,3}(\.\d{3})+,\d+$/.test(number)) comma = true;
    else if (/^\d{1,3}(,\d{3})+\.\d+$/.test(number)) point = true;
    // Thousands grouped with an apostrophe (Swiss and Costa Rican software, "1’267’432.50000"): the other mark is the decimal.
    else if (/^\d{1,3}(['’]\d{3})+\.\d+$/.test(number)) point = true;
    else if (/^\d{1,3}(['’]\d{3})+,\d+$/.test(number)) comma = true;
    // One mark with four or more digits after it (finpension's "-11.180000") is no thousands mark,
    // which is followed by three.
    else if (/^\d+\.\d{4,}$/.test(number)) point = true;
    else if (/^\d+,\d{4,}$/.test(number)) comma = true;
  }
  if (comma && point) return "mixed";
  if (comma) return ",";
  if (point) return ".";
  return semicolonFile ? "," : ".";
}

/** The currency a money cell names by code or symbol ("EUR 12,00", "£3.00"), if any. */
export function currencyOfCell(cell: string): string | undefined {
  // Only a figure's code: "PUNE CAMP (214)", a branch beside a balance, names no currency.
  return figureOf(cell)?.currency;
}

/**
 * What a money cell says of its currency: the currency its code or symbol names ("EUR 12,00", "£3.00"),
 * or else a sign several currencies share ("$12.00", "¥86,400", "12,50 kr"), which names none of them.
 */
export function currencySignOf(cell: string): { currency?: string; sharedSymbol?: string } {
  const figure = figureOf(cell);
  if (figure?.currency !== undefined) return { currency: figure.currency };
  return figure?.sharedSymbol === undefined ? {} : { sharedSymbol: figure.sharedSymbol };
}

/** Whether a cell is a figure, with at most its signs, marks and currency around it ("1 423,00 Kč", "-$12.00", "SGD 4.60 DR"). */
export function isFigure(cell: string): boolean {
  return figureOf(cell) !== undefined;
}

/** The cell taken apart, when what is left of it is digits and their marks; else undefined. */
function figureOf(cell: string): Stripped | undefined {
  const stripped = strip(cell);
  return stripped !== undefined && /^\d[\d.,'’\s\u00a0\u202f]*$/.test(stripped.number) ? stripped : undefined;
}

/**
 * The side a money cell states by its own "CR" or "DR" ("12.00 CR", "3.10 DR"): a credit is money
 * in and a debit money out whichever way the file's unmarked figures are signed, so the mark wins
 * over --positive-means.
 */
export function sideMarkOf(cell: string): "money-in" | "money-out" | undefined {
  const side = strip(cell)?.side;
  return side === undefined ? undefined : side === "CR" ? "money-in" : "money-out";
}

/** Whether a money cell is printed negative ("-12.00", "(12.00)", "12.00-", "$-12.00"), by its marks alone. */
export function printedNegative(cell: string): boolean {
  const stripped = strip(cell);
  return stripped !== undefined && stripped.negative && stripped.side === undefined;
}
