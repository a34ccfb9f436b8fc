/**
 * Words that say whether a row moved money, in the languages of header.ts: the values of a
 * status column, the titles of a block of pending rows, and the labels of a closing-balance line.
 * Compared after the same normalisation as header cells (no case, accents or punctuation), so
 * "Vorgemerkt", "EN ATTENTE" and "in behandeling" are looked up as written.
 */

import { normalizeName } from "./header.js";

/** Status values that mean the money moved. */
export const STATUS_KEEP: readonly string[] = [
  "completed", "complete", "posted", "cleared", "booked", "settled", "sent", "received", "success", "successful", "succeeded", "paid", "processed", "executed", "done", "ok", "approved",
  "deposited", "charged", "refunded", "credited", "debited", "transferred", "withdrawn", "captured", "cashed",
  // A ledger app's reconciled mark (My Expenses' and GnuCash's `X`, with `*` for cleared), and
  // Bkper's posted rows, checked against the bank or not yet.
  "x", "reconciled", "unreconciled", "checked", "unchecked",
  // "Paid", as invoicing software marks a settled invoice's payment (Factura Profesional's `Pagada`).
  "pagado", "pagada", "pagato", "pagata", "pago", "paga", "paye", "payee", "bezahlt", "betaald",
  "gebucht", "ausgefuhrt", "verbucht", "abgeschlossen",
  "comptabilise", "comptabilisee", "execute", "effectue", "termine", "valide",
  "geboekt", "verwerkt", "uitgevoerd", "voltooid", "geaccepteerd", "aanvaard",
  "contabilizado", "contabilizada", "completado", "completada", "realizado", "ejecutado", "liquidado",
  "contabilizzato", "contabilizzata", "eseguito", "completato", "regolato",
  "bogfort", "udfort", "gennemfort", "afstemt",
  "bokford", "genomford", "utford", "slutford",
  "bokfort", "utfort", "gjennomfort", "fullfort",
  "zauctovano", "zauctovana", "zauctovane", "provedeno", "provedena", "realizovana", "procesata", "finalizata", "efectuata", "konyvelt", "teljesult", "teljesitett", "concluido", "concluida", "processado", "efetuado", "lancado",
  "исполнено", "выполнено", "проведено", "успешно", "завершено", "совершена", "виконано",
  "支付成功", "已收钱", "已转账", "对方已收钱", "已存入零钱", "交易成功", "已完成",
];

/** Status values that mean the money did not (yet) move: pending, reserved, failed, cancelled. */
export const STATUS_SKIP: readonly string[] = [
  "pending", "reserved", "uncleared", "unposted", "not posted", "authorized", "authorised", "authorization", "authorisation", "hold", "on hold", "in progress", "processing", "scheduled", "upcoming",
  "draft", "failed", "declined", "reverted", "reversed", "cancelled", "canceled", "rejected", "denied", "void", "voided", "returned", "expired", "refused", "blocked", "not sent",
  "vorgemerkt", "umsatz vorgemerkt", "nicht gebucht", "reserviert", "in bearbeitung", "ausstehend", "vormerkung", "storniert", "abgelehnt", "fehlgeschlagen",
  "en attente", "en cours", "a venir", "autorise", "non comptabilise", "annule", "annulee", "rejete", "refuse", "echoue",
  "in behandeling", "in afwachting", "gereserveerd", "nog niet verwerkt", "geannuleerd", "geweigerd", "mislukt",
  "pendiente", "en proceso", "retenido", "autorizado", "anulado", "rechazado", "fallido", "cancelado",
  "in sospeso", "in attesa", "in lavorazione", "prenotato", "autorizzato", "non contabilizzato", "annullato", "rifiutato", "fallito",
  "reserveret", "venter", "afventer", "ikke bogfort", "afvist", "annulleret",
  "reserverat", "reserverad", "vantande", "ej bokford", "ej bokfort", "pagaende", "avvisad", "makulerad",
  "reservert", "avventer", "ikke bokfort", "under behandling", "avvist", "kansellert",
  "cekajici", "blokovano", "blokovana", "rezervovano", "zamitnuto", "caka na spracovanie", "blokovane", "zamietnute", "in asteptare", "in procesare", "respinsa", "anulata", "fuggo", "foglalt", "zarolt", "elutasitott", "pendente", "em processamento", "avtorizacija", "v obdelavi", "zavrnjeno", "autorizacija", "na cekanju", "odbijeno", "autorizace", "autorizacia", "autoryzacja", "oczekujaca", "odrzucona", "cativo", "cativa", "rejeitado", "cancelado",
  "в обработке", "обрабатывается", "ожидает", "отклонено", "отклонена", "отменено", "отменена", "заблокировано", "ошибка", "в обробці", "відхилено",
  "offen", "noch offen", "处理中", "已退款", "退款成功", "交易关闭", "支付失败", "已撤销",
];

const KEEP = new Set(STATUS_KEEP);
const SKIP = new Set(STATUS_SKIP);

export type RowState = "moved" | "not-moved" | "unknown";

/** Words that turn a status around (`not posted`, `nicht gebucht`): a status holding one is read whole or not at all. */
const NEGATIONS = new Set(["not", "non", "no", "nicht", "niet", "pas", "ikke", "ej", "inte", "nao"]);

/**
 * What a normalised status value says against a reader's lists: the value as a whole, else, for a
 * status of several words (Cash App's `PAYMENT DEPOSITED`, `CARD CHARGED`), its words: one that says
 * the money did not move decides first, then one that says it did. A value with a negation is read
 * only whole, so `not sent` is never taken for `sent`.
 */
export function statusSays(value: string, keep: ReadonlySet<string>, skip: ReadonlySet<string>): RowState {
  if (value === "" || keep.has(value)) return "moved";
  if (skip.has(value)) return "not-moved";
  const words = value.split(" ");
  if (words.length < 2 || words.some((word) => NEGATIONS.has(word))) return "unknown";
  if (words.some((word) => skip.has(word))) return "not-moved";
  return words.some((word) => keep.has(word)) ? "moved" : "unknown";
}

/** What a status cell says, in any of the languages; an empty cell says nothing ("moved"). */
export function stateOfStatus(cell: string): RowState {
  return statusSays(normalizeName(cell), KEEP, SKIP);
}

/**
 * A date cell that holds a word instead of a date, meaning the row is not booked yet: Nordea
 * prints "Reserverat" where a pending card payment's booking date would be.
 */
export function isPendingWord(cell: string): boolean {
  return SKIP.has(normalizeName(cell));
}

/**
 * A description that opens or ends with a status in brackets, as some card issuers and credit unions
 * mark a charge not yet posted ("[UNPOSTED] SHELL SERVICE STN", "(Pending) Uber", "SAFEWAY #1457
 * SAN MATEO CAUS (Pending)"): the bracketed word, else undefined.
 */
export function pendingMarkOf(description: string): string | undefined {
  const opening = /^\s*[[(]([^\])]{1,30})[\])]/.exec(description);
  if (opening !== null && SKIP.has(normalizeName(opening[1]!))) return opening[0].trim();
  // A bracket at the start that is no status (`[POS] FUEL STOP (Pending)`) leaves the end to say.
  // The closing mark is found by hand: a pattern anchored only at the end is tried from every
  // position of the line, which is quadratic on a line of brackets.
  const text = description.trimEnd();
  const close = text.at(-1);
  if (close !== ")" && close !== "]") return undefined;
  const open = text.lastIndexOf(close === ")" ? "(" : "[");
  if (open < 0 || text.length - open > 32) return undefined;
  const mark = text.slice(open);
  return SKIP.has(normalizeName(mark.slice(1, -1))) ? mark : undefined;
}

/**
 * Words of a type or status value that say the row holds money back rather than moving it: a card
 * authorisation, a hold, a pending or reserved amount ("CARD_AUTHORISATION", "Card authorization",
 * "Pending transaction", "Vormerkung"). Read word by word (underscores are spaces), so the card
 * network's codes are read as the words they spell.
 */
const HOLD_WORDS = new Set([
  "authorisation", "authorization", "authorisations", "authorizations", "preauthorisation", "preauthorization", "preauth", "hold", "holds", "pending", "reserved", "reservation",
  "vormerkung", "vorgemerkt", "reservierung", "autorisation", "autorizacion", "autorizzazione", "autorizacao", "pendiente", "reserveret", "reserverat", "reservert", "reservering", "gereserveerd", "blokada",
]);
/**
 * Words that make such a row the end of a hold rather than a hold ("Authorisation reversal",
 * "Hold released", "Pending expired"): money may then have moved (a charge refunded), so the row
 * is skipped only where the running balance shows it did not move.
 */
const RELEASE_WORDS = new Set([
  "reversal", "reversed", "reverse", "release", "released", "cancel", "cancelled", "canceled", "cancellation", "void", "voided", "expired", "expiry", "refund", "refunded", "return", "returned", "removed", "removal",
  "storno", "storniert", "stornierung", "annulation", "annule", "anulacion", "anulado", "annullamento", "annullato",
]);

/** What a type or status cell says of a hold: "hold" (it held money back), "release" (it ended one), or undefined. */
export function holdOf(cell: string): "hold" | "release" | undefined {
  const words = normalizeName(cell).split(" ");
  if (!words.some((word) => HOLD_WORDS.has(word))) return undefined;
  return words.some((word) => RELEASE_WORDS.has(word)) ? "release" : "hold";
}

/**
 * A title line that opens a block of rows not yet booked: "Pending Transactions" (Schwab),
 * "Vorgemerkte Umsätze", "Opérations en attente", "Transacties in behandeling", "Movimientos en
 * proceso", ...
 */
const PENDING_TITLE_WORDS = ["pending", "vorgemerkt", "vorgemerkte", "vormerkungen", "attente", "behandeling", "afwachting", "pendientes", "pendiente", "sospeso", "attesa", "reserveret", "reserverade", "reserverat", "reservert", "reservations", "authorizations", "authorisations", "uncleared", "venter", "vantande", "proceso", "transito", "processing"];
/** A title line that opens a block of booked rows: "Posted Transactions", "Gebuchte Umsätze", ... */
const POSTED_TITLE_WORDS = ["posted", "cleared", "booked", "completed", "gebuchte", "gebucht", "comptabilisees", "geboekt", "geboekte", "contabilizados", "contabilizzati", "bogforte", "bokforda", "bokforte"];

export type SectionTitle = "pending" | "posted" | undefined;

/** Whether a row is a section title (one non-empty cell of words) and which kind. */
export function sectionTitle(fields: readonly string[]): SectionTitle {
  const filled = fields.filter((field) => field.trim() !== "");
  if (filled.length !== 1) return undefined;
  const words = normalizeName(filled[0]!).split(" ");
  if (words.length > 5 || words.some((word) => /\d/.test(word))) return undefined;
  if (words.some((word) => PENDING_TITLE_WORDS.includes(word))) return "pending";
  if (words.some((word) => POSTED_TITLE_WORDS.includes(word))) return "posted";
  return undefined;
}

/**
 * Labels of a line below the table that states the closing balance: Deutsche Bank's
 * ";;;Kontostand;12.345,67 EUR", "Closing balance", "Solde final", "Eindsaldo", ...
 */
const CLOSING_LABELS = new Set([
  "kontostand", "neuer kontostand", "endsaldo", "schlusssaldo", "saldo neu", "kontostand am ende des zeitraums",
  "closing balance", "ending balance", "end balance", "final balance", "balance at end of period", "new balance",
  "solde final", "nouveau solde", "solde de cloture", "solde fin de periode", "solde",
  "eindsaldo", "nieuw saldo", "saldo einde",
  "saldo final", "saldo al final", "saldo atual", "s a l d o", "konecny zustatek", "konecny zostatok", "zaverecny zustatek", "zaro egyenleg", "sold final",
  "saldo finale", "saldo contabile finale",
  "slutsaldo", "utgaende saldo", "saldo ultimo", "ny saldo", "utgaende balans",
  "likutis pabaigai",
  "bilanci duke u mbyllur", "bilanci perfundimtar", "gjendja perfundimtare",
  "баланс на конец периода", "остаток на конец периода", "исходящии остаток", "исходящее сальдо", "конечныи остаток", "залишок на кінець періоду", "вихіднии залишок",
]);

/** Whether a cell is a closing-balance label. */
export function isClosingLabel(cell: string): boolean {
  return isLabelOf(CLOSING_LABELS, cell) || labelInWords(cell, CLOSING_WORDS);
}

/**
 * A balance word alone ("Balance:", "Saldo"): on a line below the table, after the last row, it can
 * only state the balance the rows end at (Miles & More's card export closes with "Balance:;…;-428.23;EUR").
 * Above the table it may be any balance, so it is read only below.
 */
export function isBareBalanceLabel(cell: string): boolean {
  return BALANCE_WORDS.has(normalizeName(cell));
}

/**
 * Labels of a line above the table that states the booked balance when the file was made, with no
 * date: OCBC's "Ledger Balance" under its "Available Balance" (which counts holds and overdraft
 * limits, so is not the book's). The newest row is the last booking before the export, so the
 * ledger balance is the balance after it.
 */
const LEDGER_LABELS = new Set(["ledger balance", "book balance", "booked balance", "λογιστικο υπολοιπο"]);

/** Whether a cell is an undated ledger-balance label. */
export function isLedgerBalanceLabel(cell: string): boolean {
  return isLabelOf(LEDGER_LABELS, cell);
}

/**
 * Labels of a line that states the opening balance: Volksbank's "Anfangssaldo", "Opening balance",
 * "Solde initial", "Beginsaldo", ... (the counterparts of the closing labels above).
 */
const OPENING_LABELS = new Set([
  "anfangssaldo", "alter kontostand", "saldo alt", "startsaldo",
  "opening balance", "beginning balance", "starting balance", "start balance", "balance brought forward", "previous balance",
  "solde initial", "solde de debut", "ancien solde", "solde precedent",
  "beginsaldo", "oud saldo", "saldo begin",
  "saldo inicial", "saldo anterior", "pocatecni zustatek", "pociatocny zostatok", "nyito egyenleg", "sold initial",
  "saldo iniziale",
  "ingaende saldo", "startsaldo", "primo saldo",
  "likutis pradziai",
  "bilanci duke u hapur", "bilanci fillestar", "gjendja fillestare",
  "баланс на начало периода", "остаток на начало периода", "входящии остаток", "входящее сальдо", "залишок на початок періоду", "вхіднии залишок",
]);

/** Whether a cell is an opening-balance label. */
export function isOpeningLabel(cell: string): boolean {
  return isLabelOf(OPENING_LABELS, cell) || labelInWords(cell, OPENING_WORDS);
}

/**
 * A label the lists do not hold, in words that say it: an opening or closing word, a balance word,
 * and nothing else but a word saying which balance, so a code such as Mercado Pago's
 * "initial_available_balance" (underscores read as spaces) or "Opening ledger balance" is one, and
 * "Opening balance transfer" (a payment) is not.
 */
const OPENING_WORDS = new Set(["opening", "beginning", "starting", "start", "initial", "inicial", "iniziale", "anfangs", "begin"]);
const CLOSING_WORDS = new Set(["closing", "ending", "end", "final", "finale", "neuer", "cierre"]);
const BALANCE_WORDS = new Set(["balance", "saldo", "solde", "sold", "kontostand"]);
/** Which balance: the available, ledger, booked or cleared one, the account's, the cash. */
const WHICH_BALANCE = new Set(["available", "ledger", "book", "booked", "account", "current", "cash", "cleared", "disponible", "disponibile", "contable", "contabile", "comptable", "verfugbar", "disponivel", "day", "period", "del", "de", "du", "of", "the"]);
/** A label of a few words: longer text is a description. */
const MAX_LABEL_WORDS = 4;

function labelInWords(cell: string, sideWords: ReadonlySet<string>): boolean {
  const words = normalizeName(cell).split(" ");
  if (words.length < 2 || words.length > MAX_LABEL_WORDS) return false;
  return words.some((word) => sideWords.has(word)) && words.some((word) => BALANCE_WORDS.has(word)) && words.every((word) => sideWords.has(word) || BALANCE_WORDS.has(word) || WHICH_BALANCE.has(word));
}

/**
 * Labels of a dated row that sums the period's debits or credits rather than moving money:
 * Swedbank Lithuania's "Apyvarta" rows (one per side) between its last transaction and its
 * "Likutis pabaigai", as public converters of that export skip them.
 */
const TURNOVER_LABELS = new Set(["apyvarta", "turnover"]);

/** Whether a cell is a turnover label. */
export function isTurnoverLabel(cell: string): boolean {
  return TURNOVER_LABELS.has(normalizeName(cell));
}

/** Words that name an amount available, beside the balance words: `Disponibilità al`, `Saldo liquido`. */
const AVAILABLE_WORDS = new Set(["disponibilita", "disponibilidad", "disponible", "disponibile", "available", "liquido", "liquide", "al", "at", "as", "on"]);

/**
 * Whether a cell labels a balance of some kind and nothing else (`Saldo contabile`, `Saldo liquido`,
 * `Disponibilità al`, `Available balance`): a line it heads states a balance and moves no money.
 */
export function isBalanceLabel(cell: string): boolean {
  const words = normalizeName(cell).split(" ");
  if (words.length < 2 || words.length > MAX_LABEL_WORDS) return false;
  return words.some((word) => BALANCE_WORDS.has(word) || word === "disponibilita" || word === "disponibilidad") && words.every((word) => BALANCE_WORDS.has(word) || WHICH_BALANCE.has(word) || AVAILABLE_WORDS.has(word));
}

/** Words that make a balance the booked (ledger) one rather than what is available: `Saldo contabile`. */
const BOOKED_WORDS = new Set(["contabile", "contable", "comptable", "ledger", "book", "booked"]);

/** Whether a balance label names the booked balance (see isBalanceLabel). */
export function isBookedBalanceLabel(cell: string): boolean {
  return isBalanceLabel(cell) && normalizeName(cell).split(" ").some((word) => BOOKED_WORDS.has(word));
}

/** Words of a row that totals the rows above it ("Total Pending Checks", "Summe", "Totaal"). */
const TOTAL_WORDS = new Set(["total", "totals", "subtotal", "summe", "gesamt", "somme", "totaal", "totale", "totalt", "sum", "i alt"]);

export function isTotalLine(fields: readonly string[]): boolean {
  const first = fields.find((field) => field.trim() !== "");
  if (first === undefined) return false;
  const words = normalizeName(first).split(" ");
  return TOTAL_WORDS.has(words[0]!) || TOTAL_WORDS.has(normalizeName(first));
}

/**
 * The start of a line above the table that states the balance at a date: DKB's "Kontostand vom
 * 31.03.2026:", Bank of America's "Ending balance as of 03/09/2026", "Saldo per 31-03-2026", ...
 * An opening balance ("Beginning balance as of") is not one.
 */
const DATED_BALANCE_PREFIXES = [
  "kontostand vom", "kontostand am", "saldo vom", "saldo am",
  "ending balance as of", "closing balance as of", "balance as of", "balance as at", "ledger balance as of", "current balance as of",
  "solde au", "solde en date du", "saldo per", "saldo op", "saldo al", "saldo a", "saldo pr", "saldo den", "saldo d",
];

export function isDatedBalanceLabel(cell: string): boolean {
  const text = normalizeName(cell);
  return DATED_BALANCE_PREFIXES.some((prefix) => text.startsWith(`${prefix} `));
}

/** A label set's words with their spaces taken out, for labels written as one word (Fio's `closingBalance`). */
const JOINED = new Map<ReadonlySet<string>, ReadonlySet<string>>([CLOSING_LABELS, LEDGER_LABELS, OPENING_LABELS].map((labels) => [labels, new Set([...labels].map((label) => label.replaceAll(" ", "")))]));

function isLabelOf(labels: ReadonlySet<string>, cell: string): boolean {
  const name = normalizeName(cell);
  return labels.has(name) || JOINED.get(labels)!.has(name.replaceAll(" ", ""));
}
