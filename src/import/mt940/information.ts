/**
 * The description of an entry from its :86: "information to account owner" (up to six lines of 65
 * characters). Banks fill it three ways:
 *   - free text, wrapped at 65 characters: the lines are joined;
 *   - the German structured form (DFÜ-Abkommen, used by Deutsche Bank, Sparkassen, …):
 *     "166?00GUTSCHRIFT?20EREF+…?21…?32NAME…": the name (?32 ?33) and the purpose (?20–?29);
 *     Polish banks (Santander, PKO BP, mBank, Pekao) write the same numbered fields with `~`, `<` or
 *     `^` between them ("071~00VE02~20WYNAGRODZENIA…~32NAME…~38PL…"), the character after the code
 *     saying which;
 *   - the SEPA structured form of Dutch banks (ING, Rabobank, ABN AMRO):
 *     "/EREF/…/NAME/Acme BV/REMI/USTD//Invoice 12/": the name and the remittance information.
 * Without :86: the supplementary details of :61:, else the owner's reference, describe the entry.
 *
 * The structured forms also say who the other party is (?32/?33, /NAME/ or ING's /CNTP/), and the
 * German one what the entry is: its first three digits are the DK business transaction code
 * (Geschäftsvorfallcode, GVC: 166 a credit transfer received, 105 a direct debit, 805 a fee …).
 */

export interface InformationFacts {
  counterparty?: string;
  /** The German business transaction code, three digits, when the :86: is in the structured form. */
  businessCode?: string;
}

/** The other party and the German business transaction code, when the :86: is structured. */
export function informationFacts(information: string | undefined): InformationFacts {
  if (information === undefined) return {};
  const joined = information.split("\n").join("").trim();
  const separator = fieldSeparator(joined);
  if (separator !== undefined) {
    const counterparty = germanName(germanFields(joined, separator));
    // Only the German form's three digits are the DK code list's; the Polish banks number their own.
    const code = separator === "?" ? /^(\d{3})\?/.exec(joined)?.[1] : undefined;
    return { ...(counterparty === "" ? {} : { counterparty }), ...(code === undefined ? {} : { businessCode: code }) };
  }
  if (isSepaStructured(joined)) {
    const counterparty = sepaName(sepaValue(joined));
    return counterparty === "" ? {} : { counterparty };
  }
  return {};
}

/** The character between the numbered fields of the structured form (`?`, or `~`, `<`, `^`), or undefined when the :86: is not in it. */
function fieldSeparator(joined: string): string | undefined {
  return /^(?:\d{3})?([?~<^])\d{2}/.exec(joined)?.[1];
}
const isSepaStructured = (joined: string) => /^\/[A-Z]{2,4}\//.test(joined) && /\/(NAME|REMI|CNTP)\//.test(joined);

export function describe(information: string | undefined, supplementary: string, ownerReference: string): string | undefined {
  const text = information === undefined ? "" : fromInformation(information);
  if (text !== "") return text;
  if (supplementary !== "") return supplementary;
  return ownerReference !== "" && ownerReference !== "NONREF" ? ownerReference : undefined;
}

function fromInformation(information: string): string {
  // Structured text is cut at 65 characters wherever the cut falls, even inside a word: its
  // lines are joined as they are. Free text is wrapped between words.
  const lines = information.split("\n");
  const joined = lines.join("").trim();
  const separator = fieldSeparator(joined);
  if (separator !== undefined) return germanStructured(joined, separator);
  if (isSepaStructured(joined)) return sepaStructured(joined);
  return squeeze(lines.join(" "));
}

/** The ?NN subfields of the German form (or ~NN, <NN, ^NN), each subfield's parts joined. */
function germanFields(joined: string, separator: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const part of joined.split(separator).slice(1)) {
    const number = part.slice(0, 2);
    if (/^\d{2}$/.test(number)) fields.set(number, (fields.get(number) ?? "") + part.slice(2));
  }
  return fields;
}

function pick(fields: Map<string, string>, from: number, to: number): string {
  const parts: string[] = [];
  for (let code = from; code <= to; code++) {
    const part = fields.get(String(code).padStart(2, "0"));
    if (part !== undefined) parts.push(part);
  }
  return parts.join("");
}

/** ?32 and ?33: the name of the payer or payee, 27 characters each. */
const germanName = (fields: Map<string, string>) => squeeze(pick(fields, 32, 33));

function germanStructured(joined: string, separator: string): string {
  const fields = germanFields(joined, separator);
  const name = germanName(fields);
  const purpose = sepaPurpose(squeeze(pick(fields, 20, 29) + pick(fields, 60, 63)));
  const text = [name, purpose].filter((part) => part !== "").join(" — ");
  return text !== "" ? text : squeeze(fields.get("00") ?? "");
}

/** SEPA purpose text is keyed (EREF+ end-to-end reference, SVWZ+ the remittance text, …): the SVWZ+ part is what people wrote. */
function sepaPurpose(purpose: string): string {
  const start = purpose.indexOf("SVWZ+");
  if (start < 0) return purpose;
  const text = purpose.slice(start + 5);
  const end = text.search(/(EREF|KREF|MREF|CRED|DEBT|COAM|OAMT|ABWA|ABWE|IBAN|BIC)\+/);
  return squeeze(end < 0 ? text : text.slice(0, end));
}

const SEPA_CODES = /\/(EREF|MARF|CSID|CNTP|NAME|REMI|ORDP|BENM|ID|ADDR|BIC|IBAN|PURP|RTRN|TRCD|CREF|PREF|BUSP|ULTC|ULTD|ULTB|EXCH|CHGS|OCMT|USTD|STRD|CD|ISSR)\//g;

/** The value of one code of the SEPA form, read to the next code. */
function sepaValue(joined: string): (code: string) => string {
  const starts = [...joined.matchAll(SEPA_CODES)];
  return (code: string) => {
    const index = starts.findIndex((m) => m[1] === code);
    if (index < 0) return "";
    const from = starts[index]!.index + starts[index]![0].length;
    // REMI carries its own sub-codes (USTD//, STRD//…): its value runs to the next top-level code.
    let next = index + 1;
    if (code === "REMI") while (next < starts.length && ["USTD", "STRD", "CD", "ISSR"].includes(starts[next]![1]!)) next++;
    const to = next < starts.length ? starts[next]!.index : joined.length;
    return joined.slice(from, to).replace(/^(USTD|STRD)\/\//, "");
  };
}

/** The counterparty's name: /NAME/ (Rabobank, ABN AMRO) or the third part of ING's /CNTP/IBAN/BIC/name/city/. */
function sepaName(value: (code: string) => string): string {
  return squeeze(value("NAME").replace(/(?<!\/)\/+$/, "")) || squeeze(value("CNTP").split("/")[2] ?? "");
}

function sepaStructured(joined: string): string {
  const value = sepaValue(joined);
  return [sepaName(value), squeeze(value("REMI").replace(/\//g, " "))].filter((part) => part !== "").join(" — ");
}

function squeeze(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
