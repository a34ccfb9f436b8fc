/**
 * What a card export's own rows say about its sign, when it has one signed amount column and no
 * layout. Card issuers differ (some print a charge positive, some negative) and the header does not
 * say which, so nothing is assumed; but two things in the rows do say it:
 *
 * - a payment to the card, in the issuer's own words ("PAYMENT RECEIVED - THANK YOU"), is money into
 *   the card account. Printed negative, it shows the file prints charges positive: read without a
 *   flag (positive is money in) it would swap money in and out, so the file is refused, naming the
 *   line and the flag that settles it;
 * - a "CR" printed after some figures and "DR" after none ("1,500.00 CR", "43.20") marks the credits
 *   and leaves the charges bare, as UK card statements print them: the unmarked rows are the other
 *   side, money out, as in an unnamed mark column (see directionColumn in plan.ts).
 *
 * And one thing says the sign is open: more rows printed positive than negative, with no running
 * balance to check them. A bank account's money out is most of its rows (suppliers, pay, fees, card
 * purchases against a few customers' payments); a card's charges are most of its rows, printed
 * positive by many issuers. Read as money in, such a card would count its charges as income, so the
 * file is refused, naming the flag that settles it either way.
 */

import { normalizeName } from "./header.js";
import { isFigure, printedNegative, sideMarkOf } from "./money-cells.js";
import { cell, type CsvRecord } from "./records.js";

/**
 * A payment to a card as the issuer words it on the card's own statement, after normalisation
 * (no case, accents or punctuation). From public card exports and converters: American Express's
 * "AUTOPAY PAYMENT - THANK YOU" and "MOBILE PAYMENT - THANK YOU", Chase's "AUTOMATIC PAYMENT -
 * THANK" (cut short), TD's and MBNA's "PAYMENT - THANK YOU" / "PAYMENT RECEIVED - THANK YOU", RBC's
 * "PAYMENT - THANK YOU / PAIEMENT - MERCI", German issuers' "LASTSCHRIFT DANKE", and the same
 * acknowledgement in German, French, Dutch, Spanish, Italian and Portuguese ("Pagamento recebido"). A bank account's side of the same payment reads otherwise ("AMEX EPAYMENT
 * ACH PMT", "CHASE CREDIT CRD AUTOPAY", "DIRECT DEBIT PAYMENT"), so these words are the card's voice.
 */
const CARD_PAYMENT_WORDING = [
  /\bpayment received\b/,
  /\bpayment thank\b/,
  /\bthank you for your payment\b/,
  /\bautopay payment\b/,
  /\bpaiement merci\b/,
  /\bpaiement recu\b/,
  /\bzahlung (?:dankend )?erhalten\b/,
  /\bbetaling ontvangen\b/,
  /\bpago recibido\b/,
  /\bpagamento ricevuto\b/,
  /\bpagamento recebido\b/,
  /\b(?:lastschrift|zahlung) danke\b/,
];

export function isCardPaymentWording(text: string): boolean {
  const words = normalizeName(text);
  return CARD_PAYMENT_WORDING.some((wording) => wording.test(words));
}

/** A row worded as a payment to a card whose amount is printed negative: the first one, with its words and figure. */
export function cardPaymentPrintedNegative(rows: readonly CsvRecord[], amountColumn: number): { line: number; words: string; amount: string } | undefined {
  for (const row of rows) {
    const amount = cell(row, amountColumn);
    if (!printedNegative(amount)) continue;
    const words = row.fields.find((field, column) => column !== amountColumn && isCardPaymentWording(field));
    if (words !== undefined) return { line: row.line, words: words.trim(), amount };
  }
  return undefined;
}

/**
 * Whether the amount column marks its credits with "CR" and nothing else: some cells "CR", none
 * "DR", none printed negative, and some bare. Then a bare figure is a charge, money out.
 */
export function creditsMarkedAlone(rows: readonly CsvRecord[], amountColumn: number): { marked: number } | undefined {
  let marked = 0;
  let bare = 0;
  for (const row of rows) {
    const amount = cell(row, amountColumn);
    if (!/\d/.test(amount)) continue;
    const side = sideMarkOf(amount);
    if (side === "money-out" || printedNegative(amount)) return undefined;
    if (side === "money-in") marked++;
    else bare++;
  }
  return marked > 0 && bare > 0 ? { marked } : undefined;
}

/** How many figures of the amount column are printed positive and negative, when positive are more. */
export function mostlyPositive(rows: readonly CsvRecord[], amountColumn: number): { positive: number; negative: number } | undefined {
  let positive = 0;
  let negative = 0;
  for (const row of rows) {
    const amount = cell(row, amountColumn);
    // Only figures: a cell with words in it is refused on its own when the rows are read.
    if (!/[1-9]/.test(amount) || !isFigure(amount) || sideMarkOf(amount) !== undefined) continue;
    if (printedNegative(amount)) negative++;
    else positive++;
  }
  return negative > 0 && positive > negative ? { positive, negative } : undefined;
}
