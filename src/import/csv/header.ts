/**
 * Finding the table in a bank CSV: which record is the header (title lines, account details and
 * summary blocks often come first), which known layout it is, and which column plays which part.
 * Header cells are compared by their spelling without case, accents, punctuation, a parenthesised
 * unit or a stated currency, so "Amount (GBP)", "Amount EUR", "amount" and "AMOUNT" are one name,
 * "Währung" is "wahrung" and "Beløb" is "belob".
 *
 * Where the words come from. The header vocabulary below (English, German, French, Dutch, Spanish,
 * Italian, Danish, Swedish, Norwegian and Polish, and the main words of Finnish, the Baltic
 * languages, Czech, Slovak, Romanian, Hungarian and Portuguese) was gathered by reading the column lists of public
 * importer projects: bank2ynab's bank2ynab.conf (the sample header lines it keeps for banks such
 * as BNP Paribas Fortis, Keytrade, KNAB, Rabobank, ING, Danske Bank, Jyske Bank, Nordea,
 * Länsförsäkringar, UBS, OCBC and UOB), firefly-iii/import-configurations (per-bank column roles
 * and the example headers in its READMEs, e.g. Deutsche Bank, DKB, ING-DiBa, ASN, Rabobank, DNB,
 * SpareBank 1, CaixaBank, BPER, Fineco, Boursorama, Fortuneo) and csv2ofx's mappings (GLS,
 * Rabobank, UBS, ING España, Schwab, Payoneer, Stripe, Starling). Polish comes from the header
 * lines bank2ynab.conf keeps for Alior Bank, mBank (eKonto: "#Data operacji", "#Kwota", "#Saldo po
 * operacji") and PKO BP, and from Bank Millennium's header as public converters record it
 * ("Data rozliczenia", "Obciążenia", "Uznania"); the UK card words from bank2ynab's John Lewis
 * sample ("Date Processed") and the Tesco Bank / Virgin Money card header public converters record
 * ("Billing Amount", "Debit/Credit Flag"); "Funds Out" / "Funds In" from the Simplii / PC Financial
 * header public converters record; the Spanish "Gasto"/"Ingreso" beside CaixaBank's split "Saldo"
 * as a public converter of its export records them; the Finnish words from the Nordea Finland
 * header public parsers record (aJns/tililoggeri: "Kirjauspäivä", "Määrä", "Saaja/Maksaja",
 * "Viesti"; another: "Maksaja", "Maksunsaaja", "Otsikko"); the Baltic Swedbank words from public
 * converters of its Lithuanian ("Suma", "Gavėjas", "Paaiškinimai", "D/K"), Latvian ("Datums",
 * "Summa", "Saņēmējs/Maksātājs") and Estonian ("Kuupäev", "Saaja/Maksja", "Selgitus") exports;
 * the Czech, Slovak, Romanian, Hungarian and Portuguese words from the header lines of those
 * countries' exports as public converters record them (Raiffeisenbank's and Fio's Czech "Datum
 * zaúčtování", "Zaúčtovaná částka", "Objem", "Měna účtu"; Tatra banka's "Suma", "Mena"; BCR's
 * "Data procesării", "Sumă", "Nume partener"; OTP's "Könyvelés dátuma", "Összeg"; Millennium BCP's
 * and CGD's "Data Lançamento", "Montante", "Descritivo"), with each language's plain words for the
 * same parts (balance, currency, status, type, message);
 * Raiffeisen Switzerland's "Booked At" and "Credit/Debit Amount" as Banana Accounting's public
 * importer of that export records its header; the Norwegian words from DNB's, Sbanken's and Handelsbanken's
 * headers as a public Norwegian bookkeeping project tests them ("Uttak fra konto", "Innskudd på
 * konto", "Reskontrodato", "Tittel"); the Ukrainian words from the headers of Sense Bank's and
 * UKRSIBBANK's exports as a public Ukrainian beancount importer reads them ("Сума списання",
 * "Дата операції", both typed there with Latin look-alike letters); the Turkish words from Akbank's
 * card export as a public Turkish bank-statement normaliser reads it ("Tarih", "Açıklama", "Tutar").
 * No code was taken from them; only the words banks print
 * above their columns.
 */

import { currencyCode } from "../amount.js";
import type { Layout } from "./layout.js";
import type { CsvRecord } from "./records.js";
import { isDateCell } from "./date-cells.js";
import { isFigure } from "./money-cells.js";

/** Currency symbols that name one currency; a lone "$" (many dollars) or "¥" (yen and yuan) names none. */
const SYMBOL_CURRENCY: Readonly<Record<string, string>> = {
  "€": "EUR", "£": "GBP", "US$": "USD", "CA$": "CAD", "C$": "CAD", "A$": "AUD", "NZ$": "NZD", "HK$": "HKD", "S$": "SGD", "R$": "BRL",
  // Currencies named in words, as Chinese, Turkish and Cyrillic exports write them in a currency column or a header.
  人民币: "CNY", 人民幣: "CNY", 新臺幣: "TWD", 新台幣: "TWD", 新台币: "TWD", 臺幣: "TWD", 台幣: "TWD", 美元: "USD", 港币: "HKD", 港幣: "HKD", 日元: "JPY", 欧元: "EUR", 歐元: "EUR", 英镑: "GBP", TL: "TRY", руб: "RUB", грн: "UAH", лв: "BGN",
};

/**
 * The currency a header cell states, and the name without it: "Amount (GBP)", "Betrag (€)",
 * "Montant (EUR)", "Withdrawals (SGD)", "Amount EUR", "Betrag in EUR", "SGD Amount", "CAD$", "USD$". A "(-)" or
 * "(+)" is a sign, not a currency, and is left for normalisation to drop.
 */
export function splitCurrency(header: string): { name: string; currency?: string } {
  let name = header.trim();
  let currency: string | undefined;
  const open = name.lastIndexOf("(");
  const close = name.lastIndexOf(")");
  if (open >= 0 && close > open) {
    const unit = currencyOfUnit(name.slice(open + 1, close).trim());
    if (unit !== undefined) [currency, name] = [unit, (name.slice(0, open) + name.slice(close + 1)).trim()];
  }
  if (currency === undefined) {
    const whole = currencyOfUnit(name);
    if (whole !== undefined) return { name: "", currency: whole };
    // A trailing code written in capitals: "Amount EUR", "Betrag in EUR", "Saldo_EUR".
    const words = name.split(/[\s_]+/);
    const last = words[words.length - 1] ?? "";
    const code = /^euro[sa]?$/i.test(last) ? "EUR" : currencyCode(last);
    const leading = currencyCode(words[0]!);
    if (words.length > 1 && code !== undefined) {
      currency = code;
      words.pop();
      if (words.length > 1 && /^(in|en|i|im)$/i.test(words[words.length - 1]!)) words.pop();
      name = words.join(" ");
    } else if (words.length > 1 && leading !== undefined) {
      // A leading code: "SGD Amount", "EUR Saldo".
      currency = leading;
      words.shift();
      name = words.join(" ");
    }
  }
  return currency === undefined ? { name } : { name, currency };
}

/** "GBP", "€", "CAD$", "$CAD", "US$" → the ISO code; anything else → undefined. */
function currencyOfUnit(unit: string): string | undefined {
  const symbol = SYMBOL_CURRENCY[unit] ?? (/^euro[sa]?$/i.test(unit) ? "EUR" : undefined);
  if (symbol !== undefined) return symbol;
  let code = unit;
  if (code.endsWith("$")) code = code.slice(0, -1).trim();
  else if (code.startsWith("$")) code = code.slice(1).trim();
  return currencyCode(code);
}

export function normalizeName(name: string): string {
  const folded = withoutParentheses(splitCurrency(name)
    // A name written in camel case ("fechaMovimiento", "numeroDocumento") is words run together.
    .name.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    // Composed again, so a kana's voicing mark (ご, ド, パ), which is no Latin accent, stays part of its letter.
    .normalize("NFC")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[øœæłđı]/g, (letter) => ({ ø: "o", œ: "oe", æ: "ae", ł: "l", đ: "d", ı: "i" })[letter]!)
    // Letters of other scripts stay (Greek "ποσό", Cyrillic "сумма"): only punctuation separates.
    .replace(/[^\p{L}\p{N}()]+/gu, " "))
    .replace(/ +/g, " ")
    .trim();
  if (/[ごお]\p{Script=Han}/u.test(folded)) return withoutHonorific(folded);
  if (!/\p{Script=Cyrillic}/u.test(folded)) return folded;
  return folded.replace(/\p{L}+/gu, (word) => (/[abcehikmoptxy]/.test(word) && /\p{Script=Cyrillic}/u.test(word) ? word.replace(/[abcehikmoptxy]/g, (latin) => CYRILLIC_TWIN[latin]!) : word));
}

/**
 * Japanese headers write a polite ご or お before a word of Chinese characters as one bank likes
 * and another does not ("ご利用日" and "利用日", "ご利用金額" and "利用金額", "お取引日"): the
 * word is looked up without it.
 */
function withoutHonorific(name: string): string {
  return name.replace(/(^|\s)[ごお](?=\p{Script=Han})/gu, "$1");
}

/**
 * Latin letters that look like Cyrillic ones, as typed into Cyrillic headers ("Cума списання" with
 * a Latin C, "Дата операцiї" with a Latin i, both in Ukrainian banks' exports): inside a word that
 * has Cyrillic letters they are read as their twins, so the word is spelled as the vocabulary has it.
 */
const CYRILLIC_TWIN: Readonly<Record<string, string>> = { a: "а", b: "в", c: "с", e: "е", h: "н", i: "і", k: "к", m: "м", o: "о", p: "р", t: "т", x: "х", y: "у" };

/**
 * The text with each "(" and the next ")" after it, and what lies between, replaced by a space:
 * what /\([^)]*\)/g does, in one pass (that expression rescans an unclosed "(" from every start).
 */
function withoutParentheses(text: string): string {
  let out = "";
  let from = 0;
  for (;;) {
    const open = text.indexOf("(", from);
    const close = open < 0 ? -1 : text.indexOf(")", open);
    if (close < 0) return out + text.slice(from);
    out += text.slice(from, open) + " ";
    from = close + 1;
  }
}

/** The currency a header cell states, if any: "Amount (GBP)" → "GBP", "CAD$" → "CAD". */
export function currencyInName(name: string): string | undefined {
  return splitCurrency(name).currency;
}

/**
 * Names of the date the bank booked, posted, processed or entered the row, in the ten languages:
 * preferred to any other date column in the same file. Each list below runs English, German,
 * French, Dutch, Spanish, Italian, Danish, Swedish, Norwegian, Polish.
 */
export const BOOKING_DATE_NAMES: readonly string[] = [
  "booking date", "booked date", "date booked", "posting date", "posted date", "post date", "date posted", "posted transactions date", "posted",
  "date entered", "entered date", "entry date", "date processed", "processed date", "processing date",
  "date completed", "completed date", "clearing date", "cleared date", "date cleared", "clearance date", "settlement date", "settled date", "settle date",
  // A card's day the charge reached the bank (`Eingangstag`, Miles & More's English `Date of receipt`).
  "buchungstag", "buchungsdatum", "buchung", "eingangstag", "date of receipt",
  "date comptable", "date de comptabilisation",
  "boekdatum", "boekingsdatum", "verwerkingsdatum", "datum verrekening", "verrekeningsdatum",
  "fecha contable",
  "data contabile", "data registrazione",
  "bogforingsdato", "bogforingsdag", "bogfort", "posteringsdato",
  "bokforingsdatum", "bokforingsdag", "bokford",
  "bokforingsdato", "bokfort", "reskontrodato",
  "data ksiegowania", "data rozliczenia",
  "booked at",
  "kirjauspaiva",
  "buchtag",
  "дата проводки", "дата обработки", "дата обработки операции", "дата списания", "дата платежа", "дата зачисления", "datum zauctovani", "datum zauctovania", "datum spracovania", "data procesarii", "data inregistrarii", "data contabilizarii", "konyvelesi datum", "konyveles datuma", "konyveles napja", "data lancamento", "data de lancamento", "data movimento", "data mov",
  "ημ νια λογιστικης", "ημερομηνια λογιστικης",
  "datum knjizenja", "datum knjizenja transakcije",
  "入帳日", "入帳日期", "入账日期", "記帳日期",
];

/** A date that names neither booking nor value: the day of the transaction, or just "Date". */
const PLAIN_DATE_NAMES: readonly string[] = [
  "date", "datetime", "tarih", "islem tarihi", "transaction date", "trade date", "authorisation date", "authorization date", "date started", "trans date", "txn date", "created", "created utc", "date utc", "effective date",
  "datum", "umsatzdatum", "transaktionsdatum", "belegdatum",
  "date operation", "dateop", "date de l operation", "date d operation",
  "transactiedatum", "datum verrichting", "verrichtingsdatum", "uitvoeringsdatum",
  "fecha", "fecha operacion", "fecha de operacion", "fecha de la operacion", "f operacion", "дата и час",
  "data", "data operazione",
  "dato",
  "utfort dato",
  "data operacji", "data transakcji",
  "maksupaiva",
  "datums", "kuupaev",
  "ημερομηνια", "ημ νια", "ημερομηνια συναλλαγης", "ημ νια συναλλαγης",
  "date d execution", "date execution", "datum transakcije", "timestamp", "time stamp", "timestamp utc",
  "datum provedeni", "datum transakce", "datum transakcie", "datum pohybu", "data tranzactiei", "data tranzactie", "tranzakcio datuma", "tranzakcio napja", "data operacao", "data da operacao",
  "дата", "дата операции", "дата совершения операции", "дата і час", "дата транзакции", "дата операціі", "дата транзакціі",
  "记账日期", "交易日期", "日期", "交易时间", "交易成功时间", "交易日", "消費日", "消費日期", "消费日期", "交易時間",
  "取扱日付", "取引日", "利用日", "利用年月日", "年月日", "日付", "handelsdag",
  "תאריך", "תאריך פעולה", "التاريخ", "تاريخ العملية", "تاريخ المعاملة",
];

/** The value (interest) date: read only when the file has no other date. */
const VALUE_DATE_NAMES: readonly string[] = [
  "value date", "wertstellung", "valutadatum", "wert", "date de valeur", "date valeur", "rentedatum", "fecha valor", "f valor", "data valuta", "valordato", "rentedato", "valutadag", "data waluty", "valuta date", "arvopaiva", "datum splatnosti", "datum valuty", "data valutei", "erteknap", "data valor", "ημερομηνια αξιας", "αξια", "datum valute", "data e vleres", "תאריך ערך", "تاريخ القيمة",
];

/**
 * Spellings of each part, normalised, in order of preference. Each list runs English, German,
 * French, Dutch, Spanish, Italian, Danish, Swedish, Norwegian, Polish, then the languages added
 * since (Finnish, the Baltic and Central European ones, Portuguese, Greek, Russian, Ukrainian, Chinese, Japanese,
 * Turkish, Albanian, Hebrew, Arabic).
 */
export const NAMES = {
  // The date the bank booked the row (what moved the balance) before the date the card was used,
  // and before a value (interest) date: where a file has both a booking and a transaction date
  // (MBNA's "Date" and "Date entered", ANZ's "TransactionDate" and "ProcessedDate", "Buchungstag"
  // and "Valuta"), the money moved when the bank booked it.
  date: [...BOOKING_DATE_NAMES, ...PLAIN_DATE_NAMES, ...VALUE_DATE_NAMES],
  /** The day a card was used, when a booking date is also given: its row is uncleared while the booking date is empty. */
  transactionDate: ["authorisation date", "authorization date", "дата операции", "дата совершения операции", "datum provedeni", "datum transakce", "datum transakcie", "data tranzactiei", "tranzakcio datuma", "ημ νια συναλλαγης", "ημερομηνια συναλλαγης", "transaction date", "trans date", "txn date", "date started", "started date", "date", "transaktionsdag", "transaktionsdatum", "umsatzdatum", "belegdatum", "voucher date", "date operation", "transactiedatum", "datum verrichting", "verrichtingsdatum", "fecha operacion", "data operazione", "dato", "transaksjonsdato", "data operacji", "data transakcji"],
  amount: [
    // Where a file gives the amount twice, in the account's currency and in the purchase's own, the
    // account's comes first: a card's "Billing Amount", DKB's "Buchungsbetrag" beside its
    // "Originalbetrag", Alior's "Kwota w walucie rachunku" beside its "Kwota operacji".
    "billing amount", "amount in account currency", "balance delta", "buchungsbetrag", "记账金额", "实付金额", "kwota w walucie rachunku", "сумма в валюте счета", "сумма пересчитанная в валюту счета", "сумма платежа",
    "amount", "transaction amount", "value", "amt", "cash flow", "cashflow", "money",
    "betrag", "umsatz", "betrag in eur", "wert",
    "montant", "montant de l operation", "montant operation",
    "bedrag", "transactiebedrag",
    "importe", "cantidad", "monto",
    "importo", "importo operazione",
    "belob", "belob i kr",
    "belopp", "transaktionsbelopp",
    "belop", "belop i kr",
    "kwota", "kwota operacji", "kwota transakcji",
    "credit debit amount",
    "maara",
    "suma", "summa",
    "castka v mene uctu", "castka", "zauctovana castka", "ποσο", "ποσο συναλλαγης", "znesek", "iznos", "mutatie", "objem", "ciastka", "suma transakcie", "valoare", "suma tranzactiei", "сумма", "сумма операции", "сума", "сума операціі", "金额", "交易金额", "利用金額", "消費金額", "消费金额", "交易金額", "新臺幣金額", "臺幣金額", "台幣金額", "利用額", "新規利用額", "取引金額", "金額", "osszeg", "konyvelt osszeg", "tranzakcio osszege", "montante", "valor", "quantia", "importancia", "valor movimento", "tutar", "islem tutari", "shuma", "shuma e transaksionit", "סכום", "סכום פעולה", "المبلغ", "مبلغ العملية"],
  /** Before fees: read only when a net column beside it says what moved the balance. */
  gross: ["gross", "gross amount", "brutto", "bruttobetrag", "brut", "montant brut", "bruto", "brutobedrag", "importe bruto", "lordo", "importo lordo"],
  // Revolut Business's "Total amount" is the amount with its fee: what moved the balance.
  net: ["net", "net amount", "total amount", "netto", "nettobetrag", "montant net", "nettobedrag", "neto", "importe neto", "importo netto"],
  fee: ["fee", "fees", "total fees", "fee amount", "gebuhr", "gebuehr", "gebuhren", "frais", "commission", "kosten", "transactiekosten", "comision", "comisiones", "commissione", "commissioni", "gebyr", "avgift"],
  debit: [
    "debit", "debits", "debit amount", "withdrawal", "withdrawals", "withdrawal amount", "money out", "paid out", "funds out", "outflow", "out", "spent", "charges", "expense", "expenses", "expense amount", "outcome",
    "soll", "ausgang", "belastung", "lastschrift",
    "montant debit", "debit eur", "debit euros",
    "af", "debet", "af bedrag",
    "cargo", "cargos", "debe", "gasto", "gastos",
    "addebiti", "addebito", "uscite", "dare",
    "udbetaling", "haevet",
    "uttag",
    "ut", "ut fra konto", "ut av konto", "uttak", "uttak fra konto",
    "obciazenia",
    "debito", "saida", "saidas", "vydaj", "terheles", "terhelesek", "debitare", "χρεωση", "χρεωσεις", "breme", "duguje", "isplata", "расход", "списание", "сумма списания", "сума списання", "разход", "дебет", "видаток", "дебит", "支出", "取出", "支出金額", "支出金额", "轉出", "转出", "支払金額", "出金", "出金金額", "引出し", "borc", "חובה", "مدين", "سحب", "المدين"],
  credit: [
    "credit", "credits", "credit amount", "deposit", "deposits", "deposit amount", "money in", "paid in", "funds in", "inflow", "in", "received", "income", "income amount",
    "haben", "eingang", "gutschrift",
    "montant credit", "credit eur", "credit euros",
    "bij", "bij bedrag",
    "abono", "abonos", "haber", "ingreso", "ingresos",
    "accrediti", "accredito", "entrate", "avere",
    "indbetaling", "indsat",
    "insattning",
    "inn", "inn pa konto", "innskudd", "innskudd pa konto",
    "uznania",
    "kredit", "credito", "entrada", "entradas", "prijem", "jovairas", "jovairasok", "creditare", "πιστωση", "πιστωσεις", "dobro", "potrazuje", "uplata", "приход", "поступление", "зачисление", "сумма зачисления", "сума зарахування", "зарахування", "кредит", "надходження", "收入", "存入", "收入金額", "收入金额", "存入金額", "存入金额", "轉入", "转入", "預り金額", "預入金額", "入金", "入金金額", "預入れ", "alacak", "זכות", "دائن", "إيداع", "الدائن"],
  balance: [
    "balance", "current balance", "running balance", "runningbalance", "running bal", "ledger balance", "account balance", "balance after", "available balance", "closing balance", "cash balance", "principal balance", "principal balance amount",
    "saldo", "kontostand", "saldo nach buchung",
    "solde",
    "saldo na trn", "saldo na mutatie", "saldo na boeking",
    "saldo disponible", "saldo contable", "disponible",
    "saldo contabile", "saldo disponibile",
    "saldo efter", "bokfort saldo", "behallning",
    "saldo po operacji", "saldo po transakcji",
    "zustatek", "zostatok", "sold", "sold final", "egyenleg", "υπολοιπο", "stanje", "sold contabil", "saldo contabilistico", "saldo disponivel", "saldo apos movimento", "остаток", "баланс", "исходящии остаток", "залишок", "салдо", "余额", "账户余额", "餘額", "帳戶餘額", "结余", "結餘", "残高", "差引残高", "bakiye", "bilanci", "gjendja", "balance amount", "יתרה", "היתרה", "יתרה בש ח", "الرصيد"],
  // "valuta" is currency in Dutch and Swedish but a value date in Italian, Danish and Norwegian
  // use: it is taken as the currency only when its cells are currency codes (see plan.ts).
  currency: ["currency", "ccy", "currency code", "merchant currency", "buyer currency", "foreign currency", "posted currency", "iso currency code", "transaction currency", "local currency type", "account currency", "wahrung", "waehrung", "devise", "monnaie", "monn", "munt", "devies", "valutacode", "valuta rekening", "moneda", "divisa", "valuta", "valiuta", "valutakode", "waluta", "waluta rachunku", "mena", "mena uctu", "penznem", "deviza", "devizanem", "moeda", "valuuta", "νομισμα", "валюта", "валюта счета", "валюта платежа", "币种", "幣別", "币别", "幣種", "貨幣", "货币", "para birimi", "doviz", "monedha", "מטבע", "العملة"],
  /** A split transaction's mark: a whole line, then its parts (see split-parts.ts). */
  split: ["split transaction", "split", "splitbuchung", "split buchung", "ventilation", "gesplitst", "transaccion dividida", "transazione divisa"],
  status: ["status", "state", "transaction status", "buchungsstatus", "statut", "etat", "estado", "stato", "contabilizzazione", "tila", "stav", "stare", "allapot", "статус", "состояние", "当前状态", "交易状态"],
  type: [
    "type", "transaction type", "details type", "transaction details type", "trans type", "entry type", "payment method",
    "umsatzart", "umsatztyp", "buchungsart", "transaktionsart", "vorgang",
    "type operation", "type d operation", "nature de l operation", "type de transaction", "methode de paiement", "moyen de paiement", "mode de paiement",
    "mutatiesoort", "transactietype", "soort transactie", "type verrichting", "type betaling", "betaalwijze",
    "tipo", "tipo de movimiento", "tipo operacion", "tipo movimiento",
    "tipo operazione",
    "posteringstype", "transaktionstyp", "typ", "transaksjonstype",
    "typ transakcji", "typ operacji", "rodzaj operacji", "rodzaj transakcji",
    "tapahtuma",
    "typ transakce", "typ pohybu", "typ transakcie", "tip tranzactie", "tip", "tranzakcio tipusa", "tipus", "тип операции", "вид операции", "交易类型", "取引区分", "transaktionstype",
  ],
  /** The bank's own id for a row: columns whose name says so. Their values must be distinct (see plan.ts). */
  id: [
    "transaction id", "id", "transaction reference", "transaction number", "reference number", "bank reference", "transaction no", "transferwise id",
    "transaktions nr", "transaktionsnummer",
    "numero de transaction", "n de transaction", "reference de l operation", "numero d operation",
    "volgnr", "volgnummer", "transactienummer", "transactiereferentie",
    "numero de referencia", "n operacion",
    "id transazione", "numero operazione",
    "referencenummer", "verifikationsnummer", "arkivreferanse", "arkivref",
    "id transakcije", "id transakce", "id pohybu", "id transakcie", "id tranzactie", "tranzakcio azonosito", "αριθμος συναλλαγης", "референс проводки", "номер операции", "номер документа", "交易单号", "交易流水号",
  ],
  /**
   * A plain "Reference": often the payer's own words ("Rent", "Lön") that recur from month to month,
   * so an id only when its values look like one (see plan.ts), else the row's text.
   */
  reference: ["reference", "ref", "referenz", "kundenreferenz", "referentie", "referencia", "riferimento", "referens", "referanse"],
  /** The other party whichever way the money went. */
  counterparty: [
    "counterparty", "counter party", "counterparty name", "counter party name", "merchant", "merchant name", "other party", "partner name", "supplierfound", "name",
    "begunstigter auftraggeber", "beguenstigter zahlungspflichtiger", "begunstigter zahlungspflichtiger", "auftraggeber empfanger", "name zahlungsbeteiligter", "zahlungsbeteiligter", "name des partners",
    "tiers", "contrepartie", "nom de la contrepartie", "nom contrepartie", "nom du tiers",
    "naam tegenpartij", "naam van de tegenpartij", "naam tegenpartij bevat", "tegenpartij", "naam", "tegenrekeninghouder", "naam omschrijving", "handelaar",
    "contraparte", "controparte",
    "navn", "namn", "mottakernavn",
    "nadawca odbiorca", "odbiorca zleceniodawca", "kontrahent",
    "saaja maksaja",
    "sanemejs maksatajs", "saaja maksja",
    "nazev protiuctu", "protistrana", "nazev protistrany", "nazov protistrany", "nazov protiuctu", "nume partener", "partener", "prejemnik placnik", "placnik prejemnik", "partner neve", "ellenoldali nev", "partner", "контрагент", "наименование контрагента", "交易对方", "对方户名",
  ],
  /**
   * Who paid and who was paid. Where a file has both, the other party is the payee of money out and
   * the payer of money in; where it has one, that column is the other party.
   */
  payee: ["payee", "payee name", "to", "beneficiary", "recipient", "zahlungsempfanger", "zahlungsempfanger in", "empfanger", "beneficiaire", "destinataire", "begunstigde", "beneficiario", "modtager", "mottagare", "mottaker", "odbiorca", "nazwa odbiorcy", "maksunsaaja", "gavejas"],
  payer: ["payer", "payer name", "from", "auftraggeber", "zahlungspflichtige r", "zahlungspflichtiger", "emetteur", "opdrachtgever", "ordenante", "ordinante", "afsender", "avsandare", "avsender", "nadawca", "nazwa nadawcy", "maksaja"],
  description: [
    "description", "description1", "description 1", "transaction description", "memo", "label", "narrative", "details", "transaction details", "particulars", "text", "extended text", "additional text", "transaction text", "statement descriptor", "payment reference", "original description", "note", "remarks", "remark", "subject",
    // English exports of German and Italian apps and cards put Verwendungszweck and Buchungstext so.
    "reason for payment", "reason", "purpose", "purpose of payment", "payment purpose", "posting text", "booking text", "payment details",
    "verwendungszweck", "zahlungszweck", "buchungstext", "buchungsdetails", "beschreibung", "beschreibung1", "umsatztext", "vwz",
    "libelle", "libelle operation", "libelle d operation", "libelle de l operation", "detail", "details de l operation", "communication",
    "omschrijving", "mededelingen", "mededeling", "omschrijving 1", "toelichting",
    "concepto", "descripcion", "movimiento", "observaciones",
    "descrizione", "causale", "descrizione operazione", "operazione",
    "tekst", "beskrivelse", "posteringstekst",
    "beskrivning", "meddelande", "rubrik", "text mottagare", "transaktion",
    "forklaring", "tittel",
    "opis operacji", "opis transakcji", "opis", "szczegoly transakcji", "tytul",
    "viesti", "otsikko",
    "paaiskinimai", "informacija sanemejam", "selgitus",
    "zprava", "zprava pro prijemce", "poznamka", "popis transakce", "popis transakcie", "sprava pre prijemcu", "descriere", "detalii", "detalii tranzactie", "explicatie", "kozlemeny", "leiras", "megjegyzes", "tranzakcio leirasa", "descricao", "descritivo", "observacoes", "lancamento", "historico", "περιγραφη", "αιτιολογια", "opis prejemnika", "namen", "namen placila", "svrha", "opis placila",
    "описание", "описание операции", "назначение платежа", "назначение", "основание", "комментарии", "опис", "призначення платежу",
    "商品", "交易备注", "备注", "摘要", "商店", "商店名稱", "特店名稱", "消費明細", "交易說明", "說明", "说明", "備註", "交易摘要",
    "取引内容", "内容", "利用店名 商品名", "transaktionstekst", "aciklama", "islem aciklamasi", "pershkrimi", "pershkrim",
    "תיאור", "תאור", "הפעולה", "פרטים", "الوصف", "البيان", "التفاصيل"],
  /** An ISO 18245 merchant category code (card exports: Barclaycard's `MCC`). */
  mcc: ["mcc", "mcc code", "merchant category code", "merchant category code mcc"],
  category: ["category", "categories", "transaction category", "category name", "spending category", "kategorie", "categorie", "categoria", "kategori", "kategoria", "kategorie transakce", "категория", "budgetgrupp"],
} as const;

export type Part = keyof typeof NAMES;

/**
 * Whether a normalised header cell is a spelling, also when the bank joined its words
 * ("TransactionDate", "AccountBalance", "dateOp", "accountbalance" are "transaction date",
 * "account balance", "date op"): words run together are compared without their spaces.
 */
export function spelledAs(name: string, spelling: string): boolean {
  return name === spelling || (name !== "" && name.replaceAll(" ", "") === spelling.replaceAll(" ", ""));
}

/** The index of the first header cell spelled as one of `names`, in the names' order of preference. */
export function findColumn(names: readonly string[], spellings: readonly string[], taken: ReadonlySet<number> = new Set()): number | undefined {
  for (const spelling of spellings) {
    for (let index = 0; index < names.length; index++) if (spelledAs(names[index]!, spelling) && !taken.has(index)) return index;
  }
  return undefined;
}

/** The part a normalised header name is a spelling of, or undefined. */
function partOf(name: string): Part | undefined {
  return (Object.keys(NAMES) as Part[]).find((part) => findColumn([name], NAMES[part]) !== undefined);
}

/** Words that end a place's name in a header: beside them, a slash gives the place's other name. */
const PLACE_WORDS = new Set(["county", "province", "region", "city", "town", "country", "district", "territory", "zipcode", "postcode"]);

/**
 * A header written in two languages, its halves split by `/` (`Znesek/Amount`, `Opis/Description`,
 * `Datum plačila/Value date`, as Slovenian banks print them): the first half the reader knows, when
 * every half it knows names the same part. Halves naming two parts (`Debit/Credit`) make a header of
 * their own, kept whole, and so does a name the reader knows whole; but a payee and a payer
 * (`Empfänger/Zahlungspflichtiger`, `Auftraggeber/Zahlungsempfänger`) name the other party either way.
 */
function bilingualName(header: string, whole: string): string {
  if (!header.includes("/") || partOf(whole) !== undefined) return whole;
  const halves = header.split("/").map(normalizeName);
  // `Merchant County/State`, `Town/City`: one place named two ways, where `State` is no status.
  if (halves.some((half) => PLACE_WORDS.has(half.slice(half.lastIndexOf(" ") + 1)))) return whole;
  const known = halves.filter((half) => partOf(half) !== undefined);
  // A payee and a payer (`Empfänger/Zahlungspflichtiger`): the other party, whichever way the money went.
  const parts = new Set(known.map(partOf));
  if (parts.size === 2 && parts.has("payee") && parts.has("payer")) return "counterparty";
  return known.length > 0 && known.every((half) => partOf(half) === partOf(known[0]!)) ? known[0]! : whole;
}

/**
 * The part a header cell plays when its parenthesis names a side: "Amount (credit)", "Amount
 * (debit)" (Kiwibank's full export beside its signed "Amount"), "Betrag (Soll)". Normalisation
 * drops a parenthesis, which would make all three one "amount"; the side it names is kept
 * instead, so the cell is read as a debit or credit column. Other cells: their normalised name.
 */
export function partName(header: string): string {
  const name = bilingualName(header, normalizeName(header));
  const open = header.lastIndexOf("(");
  const close = header.lastIndexOf(")");
  if (open < 0 || close < open || findColumn([name], NAMES.amount) === undefined) return name;
  const side = normalizeName(header.slice(open + 1, close));
  return findColumn([side], NAMES.debit) !== undefined || findColumn([side], NAMES.credit) !== undefined ? side : name;
}

/** The columns whose header is a currency and nothing else ("CAD$", "USD$", "EUR"): amounts in that currency. */
export function currencyOnlyColumns(headers: readonly string[]): number[] {
  const found: number[] = [];
  headers.forEach((header, index) => {
    const split = splitCurrency(header);
    if (split.currency !== undefined && split.name === "") found.push(index);
  });
  return found;
}

export type TableStart =
  | { kind: "header"; index: number; layout?: Layout }
  | { kind: "headerless"; index: number; layout?: Layout };

/** How many records from the top may come before the header (title, account details, a summary block). */
const MAX_PREAMBLE = 40;

/** Whether a header row names a date and money: an amount, debit and credit, gross and net, or a currency-named amount ("CAD$"). */
export function namesDateAndMoney(headers: readonly string[]): boolean {
  const names = headers.map(partName);
  const date = dateNamed(names);
  return date !== undefined && namesMoney(headers, names, new Set([date]));
}

/**
 * Whether a header names its money (an amount, or debit and credit) but no date: its date column may
 * still be found by what the rows hold (./columns-by-content.ts), where its name is cut short
 * (`Transaction`) or in a language the reader has no words for.
 */
export function namesMoneyAlone(headers: readonly string[]): boolean {
  const names = headers.map(partName);
  return dateNamed(names) === undefined && namesMoney(headers, names, new Set());
}

function dateNamed(names: readonly string[]): number | undefined {
  return findColumn(names, NAMES.date) ?? columnByWord(names, "date");
}

/**
 * A bare `Total` (Affinity Plus's `Date,Description,Total`): the row's amount only where no debit and
 * credit columns are named, since beside them it may be a running total.
 */
export const AMOUNT_ALONE_NAMES: readonly string[] = ["total"];

function namesMoney(headers: readonly string[], names: readonly string[], taken: ReadonlySet<number>): boolean {
  const has = (part: Part) => findColumn(names, NAMES[part]) !== undefined;
  return has("amount") || (has("debit") && has("credit")) || findColumn(names, AMOUNT_ALONE_NAMES) !== undefined || has("net") || columnByWord(names, "net", taken) !== undefined || currencyOnlyColumns(headers).length > 0 || columnByWord(names, "amount", taken) !== undefined || sidesByWord(names, taken) !== undefined;
}

/**
 * The words that name a date or an amount inside a longer header, in the languages of the
 * spellings above and a few more (Turkish, Indonesian, Czech, Hungarian, Portuguese): "Effective
 * Date & Time", "Amount Single Column", "Tanggal Transaksi", "Jumlah (IDR)". German compounds end
 * in the word ("Wertstellungsdatum").
 */
const PART_WORDS = {
  date: /^(?:date|dated|\p{L}*datum|fecha|data|dato|tarih|tanggal|paivamaara|datas|дата|日付|利用日|取引日|年月日|利用年月日)$/u,
  amount: /^(?:amount|amt|\p{L}*betrag|bedrag|montant|importe|importo|monto|belopp|belob|belop|kwota|valor|suma|summa|tutar|jumlah|castka|osszeg|montante|сума|сумма)$/u,
  // A payout report names its net and its fee in longer words ("Net Total ($)", "Gumroad Fees ($)").
  net: /^(?:net|netto|neto)$/u,
  fee: /^(?:fee|fees|gebuhr|gebuehr|gebuhren|frais|commission|commissions|comision|comisiones|commissione|commissioni|gebyr|avgift)$/u,
} as const;
/** Words that make a header something else than the row's own date or amount, though it holds the part's word. */
const NOT_THE_PART = /^(?:due|expiry|expiration|birth|availability|available|limit|minimum|credit|debit|fee|fees|tax|taxes|balance|saldo|gross|brutto|tip|original|foreign|start|started|end)$/;
/** Words that make a header with a fee's word something else than the fee taken from the row ("Fee rate", "Net fee"). */
const NOT_A_FEE = /^(?:net|gross|brutto|rate|percent|percentage|tax|taxes|refund|refunded|balance|saldo)$/;

const MAX_HEADER_WORDS = 5;

/**
 * Where no header cell is spelled as a date or an amount, the one cell whose words hold such a
 * word and none that makes it another figure; undefined when none does or several do (two
 * columns that could be the amount, "Amount sent" and "Amount received", are not chosen between).
 */
export function columnByWord(names: readonly string[], part: keyof typeof PART_WORDS, taken: ReadonlySet<number> = new Set()): number | undefined {
  let found: number | undefined;
  for (let column = 0; column < names.length; column++) {
    if (taken.has(column)) continue;
    const words = names[column]!.split(" ");
    // A header cell is a few words; a longer one is a line read with the wrong delimiter, or a sentence.
    if (words.length > MAX_HEADER_WORDS) continue;
    const not = part === "fee" ? NOT_A_FEE : NOT_THE_PART;
    if (!words.some((word) => PART_WORDS[part].test(word)) || words.some((word) => not.test(word))) continue;
    if (found !== undefined) return undefined;
    found = column;
  }
  return found;
}

/**
 * Words that name the side of an amount inside a longer header, in the vocabulary's languages:
 * "Net credit amount", "Debit Net Amount", "Importe abono", "Betrag Soll", "Kwota uznania". Only
 * words that say a side and nothing else: "in", "out", "received" or "spent" beside an amount
 * word may as well name a transfer's two legs ("Amount sent", "Amount received").
 */
const SIDE_WORDS = {
  credit: /^(?:credit|credits|haben|gutschrift|abono|abonos|haber|ingreso|ingresos|accredito|accrediti|avere|kredit|credito|kredyt|uznanie|uznania|deposit|deposits|entrada|entradas|prijem|creditare|πιστωση|зачисление|зарахування|кредит)$/u,
  debit: /^(?:debit|debits|soll|lastschrift|belastung|cargo|cargos|debe|addebito|addebiti|dare|debet|debito|obciazenie|obciazenia|withdrawal|withdrawals|saida|saidas|vydaj|debitare|χρεωση|списание|списання|дебет)$/u,
} as const;

/**
 * Where no header cell is spelled as a debit or credit column, the one cell of a few words holding
 * an amount's word and a credit word, and the one holding an amount's word and a debit word
 * (Mercado Pago's "NET_CREDIT_AMOUNT" and "NET_DEBIT_AMOUNT", Airwallex's "Debit Net Amount" and
 * "Credit Net Amount"): both, or undefined when either side is missing or found twice, or one
 * cell names both sides ("Credit/Debit Amount" is a signed amount).
 */
export function sidesByWord(names: readonly string[], taken: ReadonlySet<number> = new Set()): { debit: number; credit: number } | undefined {
  const found = { debit: [] as number[], credit: [] as number[] };
  for (let column = 0; column < names.length; column++) {
    if (taken.has(column)) continue;
    const words = names[column]!.split(" ");
    if (words.length > MAX_HEADER_WORDS || !words.some((word) => PART_WORDS.amount.test(word))) continue;
    const credit = words.some((word) => SIDE_WORDS.credit.test(word));
    const debit = words.some((word) => SIDE_WORDS.debit.test(word));
    if (credit && !debit) found.credit.push(column);
    if (debit && !credit) found.debit.push(column);
  }
  return found.debit.length === 1 && found.credit.length === 1 ? { debit: found.debit[0]!, credit: found.credit[0]! } : undefined;
}

/**
 * The record that starts the table. A known layout's header wins (the most specific one when
 * several match); else the first record naming a date and an amount (or debit and credit); else a
 * headerless layout whose shape the first row fits.
 */
export function findTable(records: readonly CsvRecord[], layouts: readonly Layout[]): TableStart | undefined {
  const limit = Math.min(records.length, MAX_PREAMBLE);
  for (let index = 0; index < limit; index++) {
    const fields = records[index]!.fields;
    // A row holding a date and a figure is a transaction, never a header, whatever words its cells hold
    // ("ZAR" beside "2026-11-06" and "-99.00" is a currency code, not a column named in rand).
    if (fields.some(isDateCell) && fields.some(isFigure)) continue;
    const layout = bestLayout(fields.map(normalizeName), layouts);
    if (layout !== undefined) return { kind: "header", index, layout };
    if (namesDateAndMoney(fields)) return { kind: "header", index };
  }
  const first = records[0];
  if (first === undefined) return undefined;
  for (const layout of layouts) {
    if (layout.headerless === true && fitsShape(first.fields, layout.headerlessShape ?? [])) return { kind: "headerless", index: 0, layout };
  }
  return undefined;
}

function bestLayout(names: readonly string[], layouts: readonly Layout[]): Layout | undefined {
  let best: Layout | undefined;
  for (const layout of layouts) {
    if (layout.headerless === true) continue;
    if (!layout.header.every((cell) => names.includes(normalizeName(cell)))) continue;
    if (best === undefined || layout.header.length > best.header.length) best = layout;
  }
  return best;
}

function fitsShape(fields: readonly string[], shape: readonly (string | undefined)[]): boolean {
  if (shape.length === 0 || fields.length !== shape.length) return false;
  return shape.every((pattern, i) => pattern === undefined || new RegExp(pattern).test(fields[i]!.trim()));
}
