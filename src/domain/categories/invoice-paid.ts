/**
 * What an invoice paid was for, when no vendor, keyword or code has said: read only on money out
 * that nothing else decided (and, for work named, on money in nothing else decided: a customer
 * paying for it), and the evidence names the words, so a controller sees why and can write a rule
 * where it is wrong.
 *
 * - Work invoiced: an invoice whose reference says work was done (`Rechnung 2026-41
 *   Netzwerkverkabelung … Montage`, `FACT 09 COURS HIP HOP`, `Invoice 0912 proofreading`) is work
 *   bought from outside the payroll: contractors, whoever sent it.
 * - A company's invoice: `Kastner Großhandels GmbH — RE 2026-88410`, `MOTOBLOUZ PRO SAS — FACT
 *   2026-88120`, `RONALD JOYCE LTD INV RJ-30218`. A small business pays a company's numbered invoice
 *   most often for the goods it sells or makes with (inventory).
 * - An order's number paid to a firm (`Kramp Groep B.V. — Order 441022`, `ZOOPLUS COMMANDE 224471880`)
 *   is read as its invoice is: goods, though as often the company's equipment as its stock (on the
 *   labelled corpora, 12 and 12 of the 29 such rows nothing else decided).
 * - A person's invoice: `Katrin Vogel — Rechnung 17`, `FPO R HUGHES INV 0412`. Nobody invoices for
 *   wages or a draw; a person who invoices is a sole trader, and on the labelled corpora 42 of the 47
 *   such rows nothing else decided paid for work (2 for equipment, 3 undecidable).
 *
 * Regular expressions rather than the phrase table's word pass: they run only on the few rows nothing
 * else decided (bench/RESULTS.md, "Categorizing").
 */

import { companyForm, professionalForm, soleTraderForm, tradingName } from "./company-name.js";
import { personNamed } from "./person-name.js";
import { UPKEEP_WORDS } from "./keywords.js";
import { capturedWord, foldText } from "./text.js";

/**
 * Invoice words and their abbreviations as payment references print them, in the languages read (a
 * Spanish `FRA`, a French `FAC` and an Italian or Portuguese `FT` only before a number: a `FT` at
 * the end of a Barclays line is its code for a funds transfer, `J HARRIS NOV PAY FT`), also glued
 * to the number (`INV88120443`) or, before a number, to the payee's name a UK bank cuts at eighteen
 * characters (`MANE & TAIL HAIR COINV 0419`; ./text.ts cuts it off for the word rules), and German
 * compounds of `Rechnung` (`Sammelrechnung`, `Monatsrechnung`) and Dutch ones of `factuur`
 * (`Verzamelfactuur`, `eindfactuur`, a purchase invoice's `Inkoopfactuur`) but a settlement (`Abrechnung`, a
 * card's or a payroll's); and the references only a bill carries: a Swiss QR-bill's `QRR`, a
 * creditor reference's `SCOR` (ISO 11649) and a Belgian structured communication
 * (`+++412/8830/11204+++`). Never a French card line's `FACTURE CARTE DU 17/11`, which is how those
 * banks print a card payment, not a bill. The name before a glued `inv` is matched, not looked behind at: a
 * lookbehind tried at every position of every row took half the pattern's time (bench/RESULTS.md).
 * `inkoopfactuur` stands first: written inside the `factuur` group, or last, the pattern checker
 * (test/import/regex-safety.test.ts) finds a polynomial attack string for the whole pattern.
 */
const INVOICE_WORD = /\b(inkoopfactuur|invoices?|inv|re|rg|rng|rechnungsnr|factuurnr|(?:verzamel|eind|deel|termijn)?factuur|factnr|fact|facture(?! carte)|fatt|fattura|factura|faktura|fakt|fatura|ft(?=\s{0,3}[a-z]?\/?\d)|fv|lasku|qrr|scor|(?:fra|fac)(?=\s+[a-z]?-?\d))(?![a-z])|(\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+)|(?<!ab)(rechnung)(?![a-z])|[a-z]{2}(inv)(?=\s{0,3}\d)/i;

/**
 * An order's number (`Order 441022`, `Bestellung 40177120`, `COMMANDE 7712044`, `Auftrag 1180447`,
 * `ORD 77120`, a purchase order's `PO 2291`): goods ordered from a firm. So is a delivery note's
 * (`Lieferschein 7712 Kupferdraht`, `pakbon 4410`, `bon de livraison 118`, `Lief. 4471180 Stabstahl`): goods delivered. Only
 * before a number (so never a `PO BOX`), and never a standing, money or postal order, which are ways
 * to pay. A proforma invoice's number (`PI SV-2611`, `PROFORMA 4471`), which an importer pays before
 * the goods are shipped, is goods ordered too.
 */
const ORDER_WORD = /(?<!standing )(?<!money )(?<!postal )\b(orders?|ord|bestellung|bestelling|commande|cde|auftrag|po|pi|proforma|lieferschein|lieferscheinnr|lief|pakbon|bon de livraison|delivery note)\b(?:\s{0,2}(?:nr|no|n°|#)\.?|\.)?[\s:#-]{0,3}[a-z]{0,3}-?\d/i;

/**
 * Words of work done, in the languages read, with and without their accents (read on the raw text,
 * so no folded copy is made): installing (laying and fitting in Dutch: `leggen tapijt`), digging
 * (`Aushub`), teaching, translating, designing, developing, hours, days and shifts worked (`2 Tage`,
 * `3 dagen`: a single figure, never a payment term's `30 days`; `Shifts week 44`), and a workshop's
 * jobs done to order (machining, wiring, deburring, `Fremdbearbeitung`, engraving: 10 of 10 labelled
 * invoices naming one paid a subcontractor). German compounds end in `arbeiten`
 * (`Intonationsarbeiten`, `Montagearbeiten`).
 */
const WORK_WORD =
  /(?<![\p{L}\p{N}])(install|installation|leggen|plaatsen|aushub|instalaci[oó]n|installazione|montage\w*|einbau|lessons?|lessen|cours|courses?|kurse?|kursus|unterricht|clases|lezioni|translation|traduction|(?:ü|ue|u)bersetzung|vertaling|traducci[oó]n|traduzione|proofreading|lektorat|lohngerbung|tannage|looien|illustrations?|drawings?|design|artwork|renderings?|fotografie|photography|photographie|development|entwicklung|d[ée]veloppement|ontwikkeling|programmierung|programming|usinage|machining|fremdbearbeitung|gravur|gravure|engraving|graveren|verdrahtung|deburring|entgraten|polieren|polishing|polissage|polijsten|wire erosion|[1-9]\s?(?:days|tage|jours|dagen)|workshops?|sessions?|shifts|coaching|labou?r|arbeitslohn|stunden|hours|heures|uren|einsatz|inzet|prestations?|lavorazione|\p{L}+arbeiten)(?![\p{L}\p{N}])/iu;

/**
 * A machine's service named beside an invoice (`KENORA MARINE — OUTBOARD SERVICE INV 3312`, `HEGLA
 * Service GmbH — Auftrag … Rg`, `ROBERTS REFRIGERATION SVC INV 4412`): upkeep of the company's own
 * equipment, also cut short (`PEDALWORKS SERVIC INV 2231`). Never a wire's `SERVICE REF:` field.
 */
const SERVICE_WORD = /\b(service|servic|svc|serv|servicing)\b(?!\s{0,2}ref\b)/i;

/**
 * A firm named for its services in the plural, with no legal form (`Wessex Compressor Services`): on
 * the labelled corpora, 17 of 29 such invoices paid for a machine's upkeep, 9 for other work, 3
 * otherwise, none for goods. With a legal form (`thyssenkrupp Materials Services GmbH`) it is a company's invoice, goods.
 */
const SERVICES_FIRM = /\b(services|svcs)\b/i;

/**
 * A lease's or a leasing firm's invoice (`Volkswagen Leasing GmbH — Leasingrate … Sammelrechnung`) is
 * its instalment, which the row cannot tell a loan's from rent's: no goods, so left undecided.
 */
const LEASE = /leas(?:e|ing)/i;

/**
 * Repairs and maintenance (the keyword rules' list): on money out most often of the company's own
 * equipment, so no work word there; on money in, work the business did for a customer. Read on the
 * folded text, as the list is written.
 */
const UPKEEP_WORD = new RegExp(`(?<![\\p{L}\\p{N}])(${UPKEEP_WORDS.map((word) => word.replace("*", "\\p{L}*")).join("|")})(?![\\p{L}\\p{N}])`, "iu");

/** The word a pattern captures (its first group that matched), lower case, in the description, else in the counterparty. */
function wordIn(pattern: RegExp, counterparty: string | undefined, description: string | undefined): string | undefined {
  return capturedWord(pattern.exec(description ?? "") ?? (counterparty === undefined ? null : pattern.exec(counterparty)));
}

function folded(text: string | undefined): string | undefined {
  return text === undefined ? undefined : foldText(text);
}

/**
 * Work named in a payment received (`Omschrijving: 14 lessen plus examen`, `MANUTENZIONE SCUOLA`):
 * a customer paying for the work the business did. Read only on money in nothing else decided.
 */
export function workPaidFor(counterparty: string | undefined, description: string | undefined): string | undefined {
  return wordIn(WORK_WORD, counterparty, description) ?? wordIn(UPKEEP_WORD, folded(counterparty), folded(description));
}

/** The invoice a row names (`FACT 2026-0944`, `RE 2026-319`, `Rechnung`), or undefined. */
export function invoiceNamed(counterparty: string | undefined, description: string | undefined): string | undefined {
  return wordIn(INVOICE_WORD, counterparty, description);
}

/** What decided an invoice paid, or undefined when the row pays none or says nothing of what for. */
export function invoicePaid(counterparty: string | undefined, description: string | undefined): { category: "contractors" | "equipment" | "inventory" | "professional services"; evidence: string } | undefined {
  const billed = invoiceNamed(counterparty, description);
  const ordered = billed === undefined ? wordIn(ORDER_WORD, counterparty, description) : undefined;
  const invoice = billed ?? ordered;
  if (invoice === undefined || LEASE.test(description ?? "") || LEASE.test(counterparty ?? "")) return undefined;
  const work = wordIn(WORK_WORD, counterparty, description);
  if (work !== undefined) return { category: "contractors", evidence: `${invoice} … ${work}` };
  const professional = professionalForm(counterparty, description);
  if (professional !== undefined) return { category: "professional services", evidence: `${professional} … ${invoice}` };
  const form = companyForm(counterparty, description);
  // A person's invoice (`Tobias Wendt`, `FPO M WEBB`): a sole trader's work. A firm without its legal
  // form (`MERRAINDERIE DU LIMOUSIN`, `CED GREENTECH`, `Landi Seeland`) is anyone but a person, or a
  // person trading with others (`J ATKINSON AND SONS`).
  if (form === undefined && (personNamed(counterparty, description) ?? soleTraderForm(counterparty, description)) !== undefined && tradingName(counterparty, description) === undefined) {
    return ordered === undefined ? { category: "contractors", evidence: `${invoice}, from a person` } : undefined;
  }
  // On the labelled corpora, 50 of 59 invoices naming a service that nothing else decided paid for a
  // machine's upkeep (2 for goods, 4 for other work, 3 otherwise).
  const serviced = wordIn(SERVICE_WORD, counterparty, description);
  if (serviced !== undefined) return { category: "equipment", evidence: `${invoice} … ${serviced}` };
  if (form !== undefined) return { category: "inventory", evidence: `${form} … ${invoice}` };
  const services = wordIn(SERVICES_FIRM, counterparty, description);
  if (services !== undefined) return { category: "equipment", evidence: `${invoice} … ${services}` };
  return { category: "inventory", evidence: `${invoice}, to a firm` };
}
