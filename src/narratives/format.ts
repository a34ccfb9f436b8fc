/** Number and money formatting for narratives: en-US grouping, the book's currency when known. */

export const CLOSING_LINE = "Generated from structured signals using fixed templates.";

const currencyFormats = new Map<string, { format: Intl.NumberFormat; digits: number }>();
const grouped = new Intl.NumberFormat("en-US", { maximumFractionDigits: 4 });

function currencyFormat(currency: string) {
  let entry = currencyFormats.get(currency);
  if (entry === undefined) {
    const format = new Intl.NumberFormat("en-US", { style: "currency", currency });
    entry = { format, digits: format.resolvedOptions().maximumFractionDigits ?? 2 };
    currencyFormats.set(currency, entry);
  }
  return entry;
}

/**
 * 123456 minor units of USD → "$1,234.56"; of JPY → "¥123,456". Built from the exact digits, so a
 * large amount is never shown rounded; without a currency: "123,456 minor units".
 */
export function money(minor: number, currency: string | undefined): string {
  if (currency === undefined) return `${grouped.format(minor)} minor units`;
  const { format, digits } = currencyFormat(currency);
  const sign = minor < 0 ? "-" : "";
  const magnitude = String(Math.abs(minor)).padStart(digits + 1, "0");
  const decimal = digits === 0 ? magnitude : `${magnitude.slice(0, -digits)}.${magnitude.slice(-digits)}`;
  // Intl accepts a decimal string and formats it without going through a binary float.
  return format.format(`${sign}${decimal}` as unknown as number);
}

/** 12.5 → "12.5", 1234 → "1,234". */
export function number(value: number): string {
  return grouped.format(value);
}

/** A signed percent change: −20 → "−20%", 10 → "+10%". */
export function percentChange(value: number): string {
  if (value === 0) return "0%";
  return `${value > 0 ? "+" : "-"}${grouped.format(Math.abs(value))}%`;
}

/** "1 day" / "2 days". */
export function count(n: number, noun: string, plural = `${noun}s`): string {
  return `${number(n)} ${n === 1 ? noun : plural}`;
}

/** Joins the template's lines and adds the fixed closing line. */
export function lines(...body: string[]): string {
  return [...body, CLOSING_LINE].join("\n");
}
