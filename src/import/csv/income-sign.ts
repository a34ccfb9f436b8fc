/**
 * What a category column says about the sign of one signed amount column. A budgeting app's export
 * (Maybe Finance's `category`) files each row under a category, and rows filed under income
 * ("Income", "Other income", "Einnahmen", "Revenus", "Inkomsten") brought money in, whatever sign the
 * app prints. Maybe Finance prints money out positive on a bank account (`1650.0` for the rent,
 * `-2418.5` for the pay): with no balance in the file, its rows alone would be read the wrong way.
 *
 * Only income is read, never spending: a business files its pay and its suppliers under words
 * ("Salaries", "Gehalt", "Lohn") that are a household's income, so only words that mean money
 * earned whoever the account holder is are counted, and a category naming a tax on income
 * ("Income tax", "Impôt sur le revenu") is none.
 */
import { normalizeName } from "./header.js";
import { isFigure, printedNegative, sideMarkOf } from "./money-cells.js";
import { cell, type CsvRecord } from "./records.js";

/** Words of a category of money earned, normalised (English, German, French, Dutch, Spanish, Italian, Nordic). */
const INCOME_WORDS = new Set(["income", "incomes", "revenue", "revenues", "earnings", "einkommen", "einnahmen", "einkunfte", "revenu", "revenus", "recettes", "inkomsten", "inkomen", "ingresos", "entrate", "inkomster", "indtaegter", "inntekter", "inntekt"]);
/** Words that make a category a charge on income, not income. */
const CHARGE_WORDS = new Set(["tax", "taxes", "steuer", "steuern", "einkommensteuer", "impot", "impots", "belasting", "impuesto", "imposta", "skatt", "skat"]);

function isIncomeCategory(value: string): boolean {
  // The first level of a path ("Income:Salary", "Income > Bonus") is the category's kind.
  const words = normalizeName(value.split(/[:>/]/)[0] ?? "").split(" ");
  return words.some((word) => INCOME_WORDS.has(word)) && !words.some((word) => CHARGE_WORDS.has(word));
}

export type IncomeSign = { sign: "negative" | "positive"; rows: number; line: number; category: string };

/**
 * The sign every row filed under an income category is printed with, when they agree, the file
 * has rows of the other sign too, and no figure is marked CR or DR; undefined otherwise.
 */
export function signOfIncomeRows(rows: readonly CsvRecord[], amountColumn: number, categoryColumn: number): IncomeSign | undefined {
  let negative = 0;
  let positive = 0;
  let othersNegative = 0;
  let othersPositive = 0;
  let first: CsvRecord | undefined;
  for (const row of rows) {
    const amount = cell(row, amountColumn);
    if (!/[1-9]/.test(amount) || !isFigure(amount)) continue;
    if (sideMarkOf(amount) !== undefined) return undefined;
    const minus = printedNegative(amount);
    if (isIncomeCategory(cell(row, categoryColumn))) {
      first ??= row;
      if (minus) negative++;
      else positive++;
    } else if (minus) othersNegative++;
    else othersPositive++;
  }
  if (first === undefined || (negative > 0 && positive > 0)) return undefined;
  const sign = negative > 0 ? "negative" : "positive";
  if ((sign === "negative" ? othersPositive : othersNegative) === 0) return undefined;
  return { sign, rows: negative + positive, line: first.line, category: cell(first, categoryColumn) };
}
