/**
 * The generic CSV reader on banks it has no layout for, in nine languages, through the import
 * module's entry as a Node caller uses it (bytes in, a book or a refusal out). Each export's header
 * is the one a public importer project records for that bank (cited above each case); the rows
 * are invented and every expected figure is worked out by hand in the comment beside it.
 */
import { describe, expect, it } from "vitest";
import { importStatement, type ImportedBook, type ImportOptions, type ImportRefusal } from "../../src/import/index.js";

function read(text: string, options: Partial<ImportOptions> = {}): ImportedBook {
  const result = importStatement(new TextEncoder().encode(text), { fileName: "export.csv", ...options });
  if (!result.ok) expect.fail(`expected the file to import, got ${JSON.stringify(result.refusal)}`);
  expect(result.book.layout).toBeUndefined();
  return result.book;
}

function refusalOf(text: string, options: Partial<ImportOptions> = {}): ImportRefusal {
  const result = importStatement(new TextEncoder().encode(text), { fileName: "export.csv", ...options });
  if (result.ok) expect.fail(`expected a refusal, got ${JSON.stringify(result.book.transactions)}`);
  return result.refusal;
}

const amounts = (book: ImportedBook) => book.transactions.map((t) => t.amountMinor);
const notes = (book: ImportedBook) => book.notes.map((n) => n.text).join("\n");

describe("headers in nine languages", () => {
  it("German (UBS, bank2ynab.conf 'CH UBS Checking account'): Belastung/Gutschrift, Währung, Saldo, Transaktions-Nr.", () => {
    const book = read(
      [
        "Abschlussdatum;Abschlusszeit;Buchungsdatum;Valutadatum;Währung;Belastung;Gutschrift;Einzelbetrag;Saldo;Transaktions-Nr.;Beschreibung1;Beschreibung2;Beschreibung3;Fussnoten",
        "05.03.2026;;05.03.2026;05.03.2026;CHF;120.50;;;4879.50;9930605TI1234567;Migros Zürich;Kartenzahlung;;",
        "03.03.2026;;03.03.2026;03.03.2026;CHF;;5000.00;;5000.00;9930603TI7654321;ACME AG;Lohn März;;",
      ].join("\n"),
    );
    // Belastung 120.50 → −12050; Gutschrift 5000.00 → +500000; Beschreibung1 to 3 are one text, in order
    expect(book.transactions).toEqual([
      { date: "2026-03-05", amountMinor: -12050, description: "Migros Zürich — Kartenzahlung", id: "9930605TI1234567", source: "line 2" },
      { date: "2026-03-03", amountMinor: 500000, description: "ACME AG — Lohn März", id: "9930603TI7654321", source: "line 3" },
    ]);
    expect(book.currency).toBe("CHF");
    // oldest first: 0 + 5000.00 = 5000.00, − 120.50 = 4879.50 on 5 March
    expect(book.closingBalanceMinor).toBe(487950);
  });

  it("Dutch (KNAB, bank2ynab.conf 'NL KNAB'): Boekdatum, Valutacode, CreditDebet, Tegenrekeninghouder, Type betaling, Referentie", () => {
    const book = read(
      [
        "KNAB EXPORT;;;;;;;;;;;;;;;;",
        "Rekeningnummer;Transactiedatum;Valutacode;CreditDebet;Bedrag;Tegenrekeningnummer;Tegenrekeninghouder;Valutadatum;Betaalwijze;Omschrijving;Type betaling;Machtigingsnummer;Incassant ID;Adres;Referentie;Boekdatum;",
        '"NL01KNAB0123456789";"13-03-2026";"EUR";"D";"45,50";"NL91ABNA0417164300";"Vattenfall";"13-03-2026";"Incasso";"Termijnbedrag maart";"Incasso";"M-778";"NL12ZZZ";"";"C2B02K1A2B3C";"13-03-2026";',
        '"NL01KNAB0123456789";"14-03-2026";"EUR";"C";"1.250,00";"NL20INGB0001234567";"Jansen BV";"14-03-2026";"Overboeking";"Factuur 2026-014";"Overboeking";"";"";"";"C2B04K9Z8Y7X";"14-03-2026";',
        '"NL01KNAB0123456789";"16-03-2026";"EUR";"D";"12,99";"";"Albert Heijn";"16-03-2026";"Betaalautomaat";"AH to go";"Betaalautomaat";"";"";"";"C2B05K5K5K5K";"";',
      ].join("\n"),
    );
    // D 45,50 → −4550; C 1.250,00 → +125000; the third row has a transaction date but no booking
    // date (Boekdatum): it has not cleared and is not counted.
    expect(book.transactions).toEqual([
      { date: "2026-03-13", amountMinor: -4550, description: "Termijnbedrag maart", counterparty: "Vattenfall", bankTransactionCode: "TYPE:Incasso", id: "C2B02K1A2B3C", source: "line 3" },
      { date: "2026-03-14", amountMinor: 125000, description: "Factuur 2026-014", counterparty: "Jansen BV", bankTransactionCode: "TYPE:Overboeking", id: "C2B04K9Z8Y7X", source: "line 4" },
    ]);
    expect(book.currency).toBe("EUR");
    expect(notes(book)).toContain("Skipped 1 uncleared row (a 'Transactiedatum' but no 'Boekdatum')");
  });

  it("Swedish (Nordea, bank2ynab.conf 'SE Nordea - netbank'): Bokföringsdag, Belopp, Namn, Rubrik, Saldo, Valuta holding codes, a 'Reserverat' row", () => {
    const book = read(
      [
        "Bokföringsdag;Belopp;Avsändare;Mottagare;Namn;Rubrik;Saldo;Valuta",
        "Reserverat;-249,00;1234 56 78901;;ICA Nära;Kortköp ICA Nära;;SEK",
        "2026/03/12;-1 250,00;1234 56 78901;5050-1055;Telia;Autogiro Telia;10 250,00;SEK",
        "2026/03/10;11 500,00;;1234 56 78901;Arbetsgivaren AB;Lön;11 500,00;SEK",
      ].join("\n"),
    );
    // −1 250,00 → −125000; 11 500,00 → +1150000; the reserved card payment (no booking day yet) is not counted
    expect(book.transactions).toEqual([
      { date: "2026-03-12", amountMinor: -125000, description: "Autogiro Telia", counterparty: "Telia", source: "line 3" },
      { date: "2026-03-10", amountMinor: 1150000, description: "Lön", counterparty: "Arbetsgivaren AB", source: "line 4" },
    ]);
    expect(book.currency).toBe("SEK");
    // oldest first: 0 + 11 500,00 = 11 500,00, − 1 250,00 = 10 250,00 on 12 March
    expect(book.closingBalanceMinor).toBe(1025000);
    expect(notes(book)).toContain("Skipped 1 row whose 'Bokföringsdag' reads 'Reserverat' instead of a date");
  });

  it("Swedish (Swedbank, bank2ynab.conf 'SE Swedbank 2020'): a title line, Bokföringsdag beside Transaktionsdag, Valuta, a Referens that is the payer's words, not an id", () => {
    // The section's shape: two header rows (a title line, then the twelve column names), the booking day sixth, Belopp eleventh.
    const book = read(
      [
        "* Transaktioner Period 2026-03-01 – 2026-03-16 Skapad 2026-03-16 10:12 CET",
        "Radnummer,Clearingnummer,Kontonummer,Produkt,Valuta,Bokföringsdag,Transaktionsdag,Valutadag,Referens,Beskrivning,Belopp,Bokfört saldo",
        "1,8327-9,123456789,Privatkonto,SEK,2026-03-13,2026-03-12,2026-03-13,Vattenfall,Vattenfall AB,-890.00,19110.00",
        "2,8327-9,123456789,Privatkonto,SEK,2026-03-02,2026-03-02,2026-03-02,Lön,ACME AB,20000.00,20000.00",
      ].join("\n"),
    );
    // −890.00 → −89000; 20000.00 → +2000000; "Vattenfall" and "Lön" recur every month, so they are no id
    expect(book.transactions).toEqual([
      { date: "2026-03-13", amountMinor: -89000, description: "Vattenfall AB", source: "line 3" },
      { date: "2026-03-02", amountMinor: 2000000, description: "ACME AB — Lön", source: "line 4" },
    ]);
    expect(book.currency).toBe("SEK");
    // 0 + 20000.00 = 20000.00, − 890.00 = 19110.00 on 13 March
    expect(book.closingBalanceMinor).toBe(1911000);
  });

  it("Danish (Danske Bank, bank2ynab.conf 'DK Danske Bank'): Dato, Kategori, Tekst, Beløb, Saldo, Status 'Udført' / 'Venter'", () => {
    const book = read(
      [
        '"Dato";"Kategori";"Underkategori";"Tekst";"Beløb";"Saldo";"Status";"Afstemt"',
        '"11.03.2026";"Bolig";"Husleje";"Husleje marts";"-8.500,00";"14.250,00";"Udført";"Nej"',
        '"13.03.2026";"Dagligvarer";"Supermarked";"Netto 1234";"-312,75";"";"Venter";"Nej"',
        '"02.03.2026";"Indkomst";"Løn";"Løn februar";"22.750,00";"22.750,00";"Udført";"Nej"',
      ].join("\n"),
      { currency: "DKK" },
    );
    // −8.500,00 → −850000; 22.750,00 → +2275000; the waiting ("Venter") card payment is not counted
    expect(book.transactions).toEqual([
      { date: "2026-03-11", amountMinor: -850000, description: "Husleje marts", category: "Bolig", source: "line 2" },
      { date: "2026-03-02", amountMinor: 2275000, description: "Løn februar", category: "Indkomst", source: "line 4" },
    ]);
    // oldest first: 0 + 22.750,00 = 22.750,00, − 8.500,00 = 14.250,00 on 11 March
    expect(book.closingBalanceMinor).toBe(1425000);
    expect(notes(book)).toContain("Skipped 1 venter row (status column)");
  });

  it("Norwegian (DNB, firefly-iii import-configurations no/dnb): Dato, Forklaring, Rentedato, Ut fra konto, Inn på konto", () => {
    const book = read(
      [
        '"Dato";"Forklaring";"Rentedato";"Ut fra konto";"Inn på konto"',
        '"14.03.2026";"Varekjøp REMA 1000 Majorstuen";"14.03.2026";"389,40";""',
        '"15.03.2026";"Lønn ACME AS";"15.03.2026";"";"41.200,00"',
        '"16.03.2026";"Husleie";"16.03.2026";"12.000,00";""',
      ].join("\n"),
      { currency: "NOK" },
    );
    // out 389,40 → −38940; in 41.200,00 → +4120000; out 12.000,00 → −1200000
    expect(amounts(book)).toEqual([-38940, 4120000, -1200000]);
    expect(book.transactions.map((t) => t.description)).toEqual(["Varekjøp REMA 1000 Majorstuen", "Lønn ACME AS", "Husleie"]);
  });

  it("French (Fortuneo, firefly-iii import-configurations fr/fortuneo): Date opération, libellé, Débit, Crédit", () => {
    const book = read(
      ["Date opération;Date valeur;libellé;Débit;Crédit;", "14/03/2026;14/03/2026;CARTE 13/03 MONOPRIX PARIS;-45,60;;", "15/03/2026;15/03/2026;VIR SEPA ACME SAS;;2 300,00;", "17/03/2026;17/03/2026;PRLV SEPA EDF;-78,00;;"].join("\n"),
      { currency: "EUR" },
    );
    // −45,60 → −4560; 2 300,00 → +230000; −78,00 → −7800; 14, 15 and 17 can only be days
    expect(amounts(book)).toEqual([-4560, 230000, -7800]);
    expect(book.transactions.map((t) => t.date)).toEqual(["2026-03-14", "2026-03-15", "2026-03-17"]);
  });

  it("French, the other party as 'Nom de la contrepartie' and the channel as 'Méthode de paiement' (an app bank's export, written from its English 'Counterparty name' and 'Payment method')", () => {
    const book = read(
      [
        "Date de l'opération (UTC);Nom de la contrepartie;Montant total (TTC);Devise;Méthode de paiement;Référence;Statut;Solde",
        "16/11/2026;STRIPE PAYMENTS EUROPE;4 812,40;EUR;Virement reçu;STRIPE PAYOUT PO_1QX8;Exécuté;24 812,40",
        "17/11/2026;URSSAF ILE DE FRANCE;-3 118,00;EUR;Prélèvement;COTISATIONS 10/2026;Exécuté;21 694,40",
      ].join("\n"),
    );
    // 4 812,40 → +481240 and −3 118,00 → −311800; 20 000,00 + 4 812,40 = 24 812,40 and 24 812,40 − 3 118,00 = 21 694,40
    expect(amounts(book)).toEqual([481240, -311800]);
    // Without the two spellings the payer's and payee's names were dropped, and the categorizer saw only the reference.
    expect(book.transactions.map((t) => t.counterparty)).toEqual(["STRIPE PAYMENTS EUROPE", "URSSAF ILE DE FRANCE"]);
    expect(book.transactions.map((t) => t.bankTransactionCode)).toEqual(["TYPE:Virement reçu", "TYPE:Prélèvement"]);
  });

  it("French, account lines above the table and debit and credit headers naming the currency ('Débit euros', 'Crédit euros')", () => {
    // The columns of Fortuneo's export (firefly-iii import-configurations fr/fortuneo: date, label, debit, credit) with the unit in the header.
    const book = read(
      ["Téléchargement du 16/03/2026;", ";", "Compte de Dépôt carte n° 12345678901;", ";", "Date;Libellé;Débit euros;Crédit euros;", '13/03/2026;"PRLV SEPA EDF";89,00;;', '02/03/2026;"VIR ACME SALAIRE";;2 000,00;'].join("\n"),
    );
    // Débit 89,00 → −8900; Crédit 2 000,00 → +200000; "euros" in the headers states EUR
    expect(amounts(book)).toEqual([-8900, 200000]);
    expect(book.currency).toBe("EUR");
  });

  it("French (UBS, csv2ofx data/test/ubs-ch-fr_trimmed.csv): Monn., Débit, Crédit, Solde, N° de transaction, 11'373.94", () => {
    const book = read(
      [
        "Produit;Monn.;Description;Date de valeur;Description 1;Description 2;Description 3;N° de transaction;Débit;Crédit;Solde",
        "0123 45678901.23A;CHF;Compte personnel UBS;31.03.2026;Solde prix prestations;;;A01234BC01234567;10.00;;11'373.94",
        "0123 45678901.23A;CHF;Compte personnel UBS;28.03.2026;Virement postal;ASSOCIATION FOO-BAR;GENEVE;3456789ZT1234567;;240.00;11'383.94",
      ].join("\n"),
    );
    // Débit 10.00 → −1000; Crédit 240.00 → +24000
    expect(amounts(book)).toEqual([-1000, 24000]);
    expect(book.transactions.map((t) => t.id)).toEqual(["A01234BC01234567", "3456789ZT1234567"]);
    expect(book.currency).toBe("CHF");
    // oldest first: 11'383.94 after the credit, − 10.00 = 11'373.94 on 31 March
    expect(book.closingBalanceMinor).toBe(1137394);
  });

  it("Spanish (ING España, csv2ofx mappings/ingesp.py): account lines above the table, F. VALOR, CATEGORÍA, DESCRIPCIÓN, IMPORTE (€), SALDO (€)", () => {
    const book = read(
      [
        "Número de cuenta:;ES12 1465 0100 1234 5678 9012;;;;;;",
        "Titular:;María García López;;;;;;",
        "Fecha exportación:;26/03/2026;;;;;;",
        "",
        "F. VALOR;CATEGORÍA;SUBCATEGORÍA;DESCRIPCIÓN;COMENTARIO;IMAGEN;IMPORTE (€);SALDO (€)",
        "24/03/2026;Nómina y otras prestaciones;Nómina;Nómina recibida ACME SL;;No;2.150,00;3.869,90",
        "25/03/2026;Compras;Supermercados;Pago en MERCADONA;;No;-54,30;3.815,60",
        "26/03/2026;Recibos;Luz;Recibo IBERDROLA;;No;-61,28;3.754,32",
      ].join("\n"),
    );
    // 2.150,00 → +215000; −54,30 → −5430; −61,28 → −6128
    expect(amounts(book)).toEqual([215000, -5430, -6128]);
    expect(book.transactions[0]).toMatchObject({ description: "Nómina recibida ACME SL", category: "Nómina y otras prestaciones" });
    // the currency is the header's "(€)"
    expect(book.currency).toBe("EUR");
    // 1.719,90 + 2.150,00 = 3.869,90, − 54,30 = 3.815,60, − 61,28 = 3.754,32 on 26 March
    expect(book.closingBalanceMinor).toBe(375432);
    expect(notes(book)).toContain("Skipped 3 lines above the table");
  });

  it("Italian (Fineco, firefly-iii import-configurations it/fineco): Data, Entrate, Uscite, Descrizione, Stato 'Autorizzato'", () => {
    const book = read(
      [
        "Data;Data valuta;Entrate;Uscite;Descrizione;Descrizione_Completa;Stato;Moneymap",
        "13/03/2026;13/03/2026;;-35,90;Pagamento Visa Debit;ESSELUNGA MILANO;Contabilizzato;Spesa",
        "14/03/2026;14/03/2026;1.800,00;;Bonifico SEPA;ACME SRL STIPENDIO;Contabilizzato;Stipendio",
        "15/03/2026;15/03/2026;;-9,99;Pagamento Visa Debit;NETFLIX.COM;Autorizzato;Abbonamenti",
      ].join("\n"),
      { currency: "EUR" },
    );
    // Uscite 35,90 → −3590; Entrate 1.800,00 → +180000; the authorised-only 9,99 is not counted
    expect(amounts(book)).toEqual([-3590, 180000]);
    expect(notes(book)).toContain("Skipped 1 autorizzato row (status column)");
  });
});

describe("a German export that opens with a title line and closes with its balance", () => {
  // The shape of Deutsche Bank's download (firefly-iii import-configurations de/deutschebank/Readme.md):
  // title lines above the header, a "Kontostand" line below the table.
  const text = [
    "Umsätze Girokonto 1234567 00 EUR",
    "Zeitraum: 01.03.2026 - 31.03.2026",
    "Buchungstag;Wert;Umsatzart;Begünstigter / Auftraggeber;Verwendungszweck;Betrag (€)",
    "02.03.2026;02.03.2026;SEPA-Gutschrift von;ACME GmbH;Gehalt 03/2026;3.420,00",
    "03.03.2026;03.03.2026;SEPA-Überweisung an;Hausverwaltung Schmidt;Miete März;-1.150,00",
    "09.03.2026;09.03.2026;Kartenzahlung;EDEKA Müller;EDEKA SAGT DANKE;-56,40",
    ";;;Kontostand;12.345,67 EUR",
  ].join("\n");

  it("is recognised as CSV although its first line has no delimiter, and reads the closing Kontostand", () => {
    const book = read(text);
    expect(book.format).toBe("csv");
    // 3.420,00 → +342000; −1.150,00 → −115000; −56,40 → −5640
    expect(amounts(book)).toEqual([342000, -115000, -5640]);
    expect(book.transactions[0]).toEqual({
      date: "2026-03-02",
      amountMinor: 342000,
      description: "Gehalt 03/2026",
      counterparty: "ACME GmbH",
      bankTransactionCode: "TYPE:SEPA-Gutschrift von",
      source: "line 4",
    });
    expect(book.currency).toBe("EUR");
    // 12.345,67 EUR → 1234567; the line states no date, so the book's date is left to the rows
    expect(book.closingBalanceMinor).toBe(1234567);
    expect(book.closingBalanceDate).toBeUndefined();
    expect(notes(book)).toContain("Skipped 2 lines above the table");
    expect(notes(book)).toContain("Read the closing balance €12,345.67 from line 7 ('Kontostand')");
  });

  it("refuses a Kontostand line that a running balance contradicts", () => {
    const refusal = refusalOf(
      ["Umsätze Girokonto", "Buchungstag;Verwendungszweck;Betrag;Saldo", "02.03.2026;Gehalt;3.420,00;3.420,00", "03.03.2026;Miete;-1.150,00;2.270,00", ";;Kontostand;2.207,00 EUR"].join("\n"),
    );
    // the running balance ends at 3.420,00 − 1.150,00 = 2.270,00, the line says 2.207,00
    expect(refusal.at).toBe("line 5");
    expect(refusal.expected).toContain("€2,207.00");
    expect(refusal.expected).toContain("€2,270.00");
  });
});

describe("a balance stated above the table at a date", () => {
  it("reads DKB's 'Kontostand vom …:' line as the closing balance, and skips the Vorgemerkt row", () => {
    // DKB's export since 2023 (firefly-iii import-configurations de/dkb/README.md and csv-giro.json):
    // account lines and "Kontostand vom <date>:" above the header, DD.MM.YY dates, a Status column.
    const book = read(
      [
        '"Girokonto";"DE12120300001234567890"',
        '""',
        '"Kontostand vom 16.03.2026:";"2.345,67 €"',
        '""',
        '"Buchungsdatum";"Wertstellung";"Status";"Zahlungspflichtige*r";"Zahlungsempfänger*in";"Verwendungszweck";"Umsatztyp";"IBAN";"Betrag (€)";"Gläubiger-ID";"Mandatsreferenz";"Kundenreferenz"',
        '"16.03.26";"16.03.26";"Vorgemerkt";"Max Mustermann";"REWE Markt";"REWE SAGT DANKE";"Ausgang";"";"-23,45";"";"";""',
        '"13.03.26";"13.03.26";"Gebucht";"Max Mustermann";"Stadtwerke";"Abschlag März";"Ausgang";"DE02120300000000202051";"-89";"DE98ZZZ09999999999";"MREF1";""',
        '"02.03.26";"02.03.26";"Gebucht";"ACME GmbH";"Max Mustermann";"Gehalt 03/2026";"Eingang";"DE89370400440532013000";"3.420";"";"";""',
      ].join("\n"),
    );
    // −89 → −8900; 3.420 → +342000 (whole euros, "." grouping); the pre-noted −23,45 is not counted.
    // The other party is the payee (Zahlungsempfänger*in) of money out and the payer (Zahlungspflichtige*r) of money in.
    expect(book.transactions).toEqual([
      { date: "2026-03-13", amountMinor: -8900, description: "Abschlag März", counterparty: "Stadtwerke", bankTransactionCode: "TYPE:Ausgang", source: "line 7" },
      { date: "2026-03-02", amountMinor: 342000, description: "Gehalt 03/2026", counterparty: "ACME GmbH", bankTransactionCode: "TYPE:Eingang", source: "line 8" },
    ]);
    // 2.345,67 € → 234567 on 16 March
    expect(book.closingBalanceMinor).toBe(234567);
    expect(book.closingBalanceDate).toBe("2026-03-16");
    expect(notes(book)).toContain("Skipped 1 vorgemerkt row (status column)");
    expect(notes(book)).toContain("Read the closing balance €2,345.67 at 2026-03-16 from line 3 ('Kontostand vom 16.03.2026:')");
  });
});

describe("currencies in headers and columns", () => {
  for (const [header, code] of [
    ["Betrag (€)", "EUR"],
    ["Amount (GBP)", "GBP"],
    ["CAD$", "CAD"],
    ["Montant (EUR)", "EUR"],
    ["Amount EUR", "EUR"],
    ["Withdrawals (SGD)", "SGD"],
  ] as const) {
    it(`reads the currency of '${header}'`, () => {
      const withdrawal = header.startsWith("Withdrawals");
      const book = read(withdrawal ? `Transaction date,Description,${header},Deposits (SGD)\n2026-03-02,Coffee,4.50,\n` : `Date,Description,${header}\n2026-03-02,Coffee,-4.50\n`);
      expect(book.currency).toBe(code);
      expect(amounts(book)).toEqual([-450]);
    });
  }

  // RBC's download (firefly-iii import-configurations ca/rbc) has one amount column per currency.
  const rbc = [
    '"Account Type","Account Number","Transaction Date","Cheque Number","Description 1","Description 2","CAD$","USD$"',
    'Chequing,01234-5678901,3/14/2026,,"PAYROLL DEPOSIT","ACME INC",2500.00,',
    'Chequing,01234-5678901,3/15/2026,,"HYDRO ONE","",-132.45,',
  ].join("\n");

  it("reads the one filled column of several currency columns (RBC's CAD$ and USD$)", () => {
    const book = read(rbc);
    expect(book.currency).toBe("CAD");
    // 2500.00 → +250000; −132.45 → −13245
    expect(amounts(book)).toEqual([250000, -13245]);
  });

  const twoFilled = ["Date,Description,Amount (EUR),Amount (USD)", "2026-03-02,Invoice 7,100.00,108.50", "2026-03-03,Hosting,-20.00,-21.70"].join("\n");

  it("refuses two filled amount columns in different currencies, naming the flag that chooses", () => {
    const refusal = refusalOf(twoFilled);
    expect(refusal.expected).toContain("'Amount (EUR)', 'Amount (USD)'");
    expect(refusal.fix).toBe("add --currency EUR to read 'Amount (EUR)', or --currency USD to read 'Amount (USD)'");
  });

  it("reads the column in the account currency given with --currency", () => {
    const book = read(twoFilled, { currency: "USD" });
    // the USD column: 108.50 → +10850; −21.70 → −2170
    expect(amounts(book)).toEqual([10850, -2170]);
    expect(book.currency).toBe("USD");
  });

  it("reads a currency column of symbols", () => {
    const book = read(["Datum;Omschrijving;Bedrag;Valuta", "13-03-2026;Huur;-850,00;€", "14-03-2026;Salaris;2.400,00;€"].join("\n"));
    // "€" names the euro; −850,00 → −85000; 2.400,00 → +240000
    expect(book.currency).toBe("EUR");
    expect(amounts(book)).toEqual([-85000, 240000]);
  });

  it("takes a Danish 'Valuta' column of dates for a value date, not a currency", () => {
    const refusal = refusalOf(["Dato;Tekst;Beløb;Valuta", "13.03.2026;Netto;-312,75;13.03.2026"].join("\n"));
    // with no currency stated anywhere, the reader asks for one instead of reading '13.03.2026' as a code
    expect(refusal.expected).toContain("a currency: the file states none");
    expect(amounts(read(["Dato;Tekst;Beløb;Valuta", "13.03.2026;Netto;-312,75;13.03.2026"].join("\n"), { currency: "DKK" }))).toEqual([-31275]);
  });
});

describe("rows that have not been booked", () => {
  for (const [status, word] of [
    ["Vorgemerkt", "vorgemerkt"],
    ["En attente", "en attente"],
    ["In behandeling", "in behandeling"],
    ["Pendiente", "pendiente"],
    ["Reserved", "reserved"],
    ["Reserverad", "reserverad"],
  ] as const) {
    it(`skips a '${status}' status and counts it`, () => {
      const book = read(["Date,Description,Amount,Status", "2026-03-02,Rent,-900.00,Booked", `2026-03-03,Card,-20.00,${status}`].join("\n"), { currency: "EUR" });
      expect(amounts(book)).toEqual([-90000]);
      expect(notes(book)).toContain(`Skipped 1 ${word} row (status column)`);
    });
  }

  it("skips a 'Pending Transactions' block by its title, in a bank export no layout knows", () => {
    // Schwab's block structure (beancount_reds_importers schwab_Checking_Transactions_1234.csv) under a plain header.
    const book = read(
      [
        '"Transactions for account ...4321 as of 03/18/2026"',
        '"Date","Description","Withdrawal","Deposit","Balance"',
        '"Pending Transactions"',
        '"03/17/2026","APPLE CASH","$60.00","",""',
        '"Posted Transactions"',
        '"03/16/2026","ADP PAYROLL FEES","$96.50","","$8,903.50"',
        '"03/13/2026","Electronic Deposit","","$7,500.00","$9,000.00"',
      ].join("\n"),
      { currency: "USD" },
    );
    // −96.50 → −9650; +7,500.00 → +750000; the pending 60.00 is not counted
    expect(amounts(book)).toEqual([-9650, 750000]);
    expect(notes(book)).toContain("Skipped 1 row under the title 'Pending Transactions' (line 3)");
  });

  it("skips a card row whose only sign of not having cleared is an empty posting date", () => {
    // UOB's card export (bank2ynab.conf 'SG UOB Credit Card'): the local amount is the account's, not the foreign one.
    const book = read(
      [
        "Transaction Date,Posting Date,Description,Foreign Currency Type,Transaction Amount(Foreign),Local Currency Type,Transaction Amount(Local)",
        "13/03/2026,14/03/2026,GRAB *RIDE SINGAPORE,SGD,18.40,SGD,18.40",
        "14/03/2026,15/03/2026,AMAZON.COM SEATTLE,USD,30.00,SGD,40.53",
        "16/03/2026,,NTUC FAIRPRICE,SGD,52.10,SGD,52.10",
      ].join("\n"),
      { positiveMeans: "money-out" },
    );
    // charges printed positive (--positive-means money-out): 18.40 → −1840; 40.53 (not 30.00 USD) → −4053
    expect(amounts(book)).toEqual([-1840, -4053]);
    expect(book.transactions.map((t) => t.date)).toEqual(["2026-03-14", "2026-03-15"]);
    expect(book.currency).toBe("SGD");
    expect(notes(book)).toContain("Skipped 1 uncleared row (a 'Transaction Date' but no 'Posting Date')");
  });
});

describe("a card export whose own rows say which sign is a charge", () => {
  // Apple Card's Wallet export (its columns and signs as public importers record them: "Apple Card amounts:
  // POSITIVE for purchases, NEGATIVE for credits and payments"): Transaction Date, Clearing Date, Type, Amount (USD).
  const header = "Transaction Date,Clearing Date,Description,Merchant,Category,Type,Amount (USD),Purchased By";
  const rows = [
    "03/15/2026,03/16/2026,APPLE.COM/BILL 866-712-7753 CA,Apple,Services,Purchase,9.99,Jane Doe",
    "03/14/2026,03/15/2026,WHOLE FOODS MARKET,Whole Foods,Grocery,Purchase,84.12,Jane Doe",
    "03/17/2026,,UBER *TRIP,Uber,Transportation,Purchase,23.40,Jane Doe",
    "03/10/2026,03/10/2026,ACH DEPOSIT INTERNET TRANSFER,,Payment,Payment,-500.00,Jane Doe",
    "03/05/2026,03/06/2026,AMAZON RETURN,Amazon,Other,Credit,-15.00,Jane Doe",
  ];

  it("reads purchases printed positive as money out, and skips the row with no clearing date", () => {
    const book = read([header, ...rows].join("\n"));
    // 9.99 → −999; 84.12 → −8412; −500.00 (payment) → +50000; −15.00 (return) → +1500; the Uber row has not cleared
    expect(amounts(book)).toEqual([-999, -8412, 50000, 1500]);
    expect(book.transactions[0]).toEqual({
      date: "2026-03-16",
      amountMinor: -999,
      description: "APPLE.COM/BILL 866-712-7753 CA",
      counterparty: "Apple",
      category: "Services",
      bankTransactionCode: "TYPE:Purchase",
      source: "line 2",
    });
    expect(book.currency).toBe("USD");
    expect(notes(book)).toContain("Read a positive amount as money out: every 'Purchase' row of the 'Type' column is positive and every payment negative");
    expect(notes(book)).toContain("Skipped 1 uncleared row (a 'Transaction Date' but no 'Clearing Date')");
  });

  it("refuses purchases of both signs, naming --positive-means", () => {
    const refusal = refusalOf([header, rows[0], rows[1]!.replace(",84.12,", ",-84.12,")].join("\n"));
    expect(refusal.expected).toContain("1 of them positive and 1 negative");
    expect(refusal.fix).toContain("--positive-means money-out");
  });
});

describe("gross, fee and net", () => {
  // The itemised balance report of a payment processor (hledger examples/csv/other/stripe.csv) and
  // PayPal's download (hledger examples/csv/paypal-custom.csv.rules): one prints the fee positive, the other negative.
  it("reads the net and checks every row against gross less the fee, whichever sign the fee is printed with", () => {
    const book = read(["Date,Description,Gross,Fee,Net,Currency", "2026-03-02,Order 1001,120.00,3.78,116.22,USD", "2026-03-03,Order 1002,45.00,-1.61,43.39,USD", "2026-03-04,Refund,-45.00,0.00,-45.00,USD"].join("\n"));
    // 120.00 − 3.78 = 116.22; 45.00 − 1.61 = 43.39; −45.00 − 0 = −45.00
    expect(amounts(book)).toEqual([11622, 4339, -4500]);
  });

  it("refuses a row whose net is the gross plus the fee (a sign error), naming the row", () => {
    const refusal = refusalOf(["Date,Description,Gross,Fee,Net,Currency", "2026-03-02,Order 1001,120.00,3.78,116.22,USD", "2026-03-05,Order 1003,80.00,-2.62,82.62,USD"].join("\n"));
    // 80.00 − 2.62 = 77.38, not 82.62
    expect(refusal.at).toBe("line 3, column 'Net'");
    expect(refusal.expected).toContain("the net 82.62 is not the gross 80.00 less the fee -2.62");
  });
});

describe("Venmo's statement: lines above the header, a leading empty column, signs written out", () => {
  // The statement CSV as many public importers record it: "Account Statement - (@user)", "Account
  // Activity", then the header with a leading empty column, a line carrying only the beginning
  // balance, the rows ("+ $50.00" in, "- $25.00" out), and a closing line of balances.
  it("reads the rows, the other party by direction (From / To), and skips the balance-only lines", () => {
    const book = read(
      [
        "Account Statement - (@Jane-Doe) ,,,,,,,,,,,,,,,,,,,,,",
        "Account Activity,,,,,,,,,,,,,,,,,,,,,",
        ",ID,Datetime,Type,Status,Note,From,To,Amount (total),Amount (tip),Amount (tax),Amount (fee),Tax Rate,Tax Exempt,Funding Source,Destination,Beginning Balance,Ending Balance,Statement Period Venmo Fees,Terminal Location,Year to Date Venmo Fees,Disclaimer",
        ",,,,,,,,,,,,,,,,$100.00,,,,,",
        ",4001234567890,2026-03-02T18:22:10,Charge,Complete,Dinner,John Roe,Jane Doe,+ $45.00,,0,,0,,,Venmo balance,,,,Venmo,,",
        ",4001234567891,2026-03-05T09:10:00,Payment,Complete,Rent share,Jane Doe,Sam Poe,- $30.00,,0,,0,,Venmo balance,,,,,Venmo,,",
        ",,,,,,,,,,,,,,,,,$115.00,$0.00,,$0.00,",
      ].join("\n"),
      { currency: "USD" },
    );
    // + $45.00 → +4500 (from John Roe); − $30.00 → −3000 (to Sam Poe)
    expect(book.transactions).toEqual([
      { date: "2026-03-02", amountMinor: 4500, description: "Dinner", counterparty: "John Roe", id: "4001234567890", bankTransactionCode: "TYPE:Charge", source: "line 5" },
      { date: "2026-03-05", amountMinor: -3000, description: "Rent share", counterparty: "Sam Poe", id: "4001234567891", bankTransactionCode: "TYPE:Payment", source: "line 6" },
    ]);
    expect(notes(book)).toContain("Skipped 1 line with no date that is no transaction (line 4)");
    // The beginning balance $100.00 (line 4) + 45.00 − 30.00 = $115.00, the 'Ending Balance' of line 7.
    expect(book.closingBalanceMinor).toBe(11500);
    expect(notes(book)).toContain("Checked the rows against the balance lines: 'Beginning Balance' plus the rows is 'Ending Balance'");
  });

  it("refuses an ending balance that is not the beginning balance plus the rows, naming its line", () => {
    const refusal = refusalOf(
      [
        ",ID,Datetime,Type,Status,Note,From,To,Amount (total),Beginning Balance,Ending Balance",
        ",,,,,,,,,$100.00,",
        ",4001234567890,2026-03-02T18:22:10,Charge,Complete,Dinner,John Roe,Jane Doe,+ $45.00,,",
        ",,,,,,,,,,$150.00",
      ].join("\n"),
      { currency: "USD" },
    );
    // $100.00 + $45.00 is $145.00, not the $150.00 the line states
    expect(refusal.at).toBe("line 4");
    expect(refusal.expected).toContain("$145.00, the line says $150.00");
  });
});

describe("a fee column settled by the running balance", () => {
  // Revolut Business statements (their Fee column is posted as an outflow of its own on top of the
  // amount by TolgaV/revolut-business-to-freeagent): Date started/completed, ID, Type, State, Payer, Amount, Fee, Balance.
  const header = "Date started (UTC),Date completed (UTC),ID,Type,State,Description,Reference,Payer,Amount,Fee,Balance";
  const rows = [
    "2026-03-02 09:14:22,2026-03-02 09:14:25,tx_001,TOPUP,COMPLETED,Payment from ACME LTD,INV-88,ACME LTD,1500.00,0.00,2500.00",
    "2026-03-03 11:00:00,2026-03-03 11:00:01,tx_002,CARD_PAYMENT,COMPLETED,GOOGLE ADS,,,-45.50,0.20,2454.30",
    "2026-03-04 08:00:00,,tx_003,CARD_PAYMENT,PENDING,Uber,,,-12.00,0.00,",
    "2026-03-05 10:00:00,2026-03-05 10:00:02,tx_004,TRANSFER,COMPLETED,To Jane Roe,Invoice 7,,-300.00,0.50,2153.80",
  ];

  it("takes the fee off on top of the amount when the balance shows it on every row", () => {
    const book = read([header, ...rows].join("\n"), { currency: "EUR" });
    // +1500.00 (no fee); −45.50 and its fee −0.20; −300.00 and its fee −0.50; the row with no completion date is not counted
    expect(amounts(book)).toEqual([150000, -4550, -20, -30000, -50]);
    expect(book.transactions[2]).toEqual({ date: "2026-03-03", amountMinor: -20, description: "Fee: GOOGLE ADS", category: "bank fees", id: "tx_002 fee", source: "line 3" });
    expect(book.transactions[0]).toEqual({ date: "2026-03-02", amountMinor: 150000, description: "Payment from ACME LTD — INV-88", counterparty: "ACME LTD", bankTransactionCode: "TYPE:TOPUP", id: "tx_001", source: "line 2" });
    // 1000.00 + 1500.00 = 2500.00, − 45.70 = 2454.30, − 300.50 = 2153.80 on 5 March
    expect(book.closingBalanceMinor).toBe(215380);
    expect(notes(book)).toContain("The 'Fee' column comes off the balance on top of the amount");
    expect(notes(book)).toContain("Skipped 1 uncleared row (a 'Date started (UTC)' but no 'Date completed (UTC)')");
  });

  it("refuses when the balance follows neither the amount nor the amount less the fee", () => {
    // 2500.00 − 45.50 − 0.20 = 2454.30 and 2500.00 − 45.50 = 2454.50; the file says 2454.40
    const refusal = refusalOf([header, rows[0], rows[1]!.replace("2454.30", "2454.40")].join("\n"), { currency: "EUR" });
    expect(refusal.at).toBe("line 3, column 'Balance'");
  });

  it("reads a Total amount beside Amount and Fee as the net, checked row by row", () => {
    const book = read(["Date completed (UTC),ID,Type,State,Description,Amount,Fee,Total amount", "2026-03-03,tx_2,CARD_PAYMENT,COMPLETED,GOOGLE ADS,-45.50,0.20,-45.70"].join("\n"), { currency: "EUR" });
    // −45.50 − 0.20 = −45.70
    expect(amounts(book)).toEqual([-4570]);
  });
});

describe("nothing guessed", () => {
  it("refuses dates that fit both orders, naming the flags", () => {
    const refusal = refusalOf(["Datum;Omschrijving;Bedrag", "03-04-2026;Huur;-850,00", "05-04-2026;Salaris;2.400,00"].join("\n"), { currency: "EUR" });
    expect(refusal.fix).toContain("--day-first");
    expect(refusal.fix).toContain("--month-first");
  });
});

describe("rules added for the exports still refused", () => {
  it("Polish (Millennium's header as public importers record it): Data transakcji, Data rozliczenia, Opis transakcji, Obciążenia, Uznania, Saldo, Waluta", () => {
    const book = read(
      [
        "Data transakcji;Data rozliczenia;Opis transakcji;Obciążenia;Uznania;Saldo;Waluta",
        "2026-03-27;2026-03-28;STARBUCKS WARSZAWA;28,50;;1234,56;PLN",
        "2026-03-29;2026-03-30;WYNAGRODZENIE;;5000,00;6234,56;PLN",
      ].join("\n"),
    );
    // out 28,50 → −2850; in 5000,00 → +500000; dated by the settlement (booking) date; closing 6234,56
    expect(amounts(book)).toEqual([-2850, 500000]);
    expect(book.transactions.map((t) => t.date)).toEqual(["2026-03-28", "2026-03-30"]);
    expect(book.currency).toBe("PLN");
    expect(book.closingBalanceMinor).toBe(623456);
  });

  it("reads words run together (TransactionDate, AccountBalance) as the words apart", () => {
    const book = read(["TransactionDate,Description,Value,AccountBalance", "20261001,DEPOSIT,100.00,600.00", "20261002,WITHDRAWAL,-40.00,560.00"].join("\n"), { currency: "GBP" });
    // +100.00 then −40.00; the balance 500 + 100 = 600, 600 − 40 = 560 follows
    expect(amounts(book)).toEqual([10000, -4000]);
    expect(book.closingBalanceMinor).toBe(56000);
  });

  const kiwibank = (credit: string) =>
    [
      "Date,Memo/Description,Amount (credit),Amount (debit),Amount,Balance",
      `01-10-2026,PAYMENT FROM A,${credit},,2875.00,9875.00`,
      "03-10-2026,IRD,,-1640.25,-1640.25,8234.75",
    ].join("\n");

  it("reads the signed Amount beside Amount (credit) and Amount (debit), each row checked against them", () => {
    const book = read(kiwibank("2875.00"), { currency: "NZD", dateOrder: "day-first" });
    // +2875.00 then −1640.25; 7000.00 + 2875.00 = 9875.00, 9875.00 − 1640.25 = 8234.75
    expect(amounts(book)).toEqual([287500, -164025]);
  });

  it("refuses a row whose signed amount is not its credit less its debit, naming the line", () => {
    const refusal = refusalOf(kiwibank("2785.00"), { currency: "NZD", dateOrder: "day-first" });
    // 2785.00 − 0 ≠ 2875.00 on line 2
    expect(refusal.at).toContain("line 2");
    expect(refusal.expected).toContain("'Amount (credit)'");
  });

  it("reads an unnamed column right after the amount holding 'CR' on credits only: the unmarked rows are charges", () => {
    const book = read(["Date Processed,Description,Amount,", "24-Oct-2026,VIKING DIRECT,£213.66,", "20-Oct-2026,PAYMENT RECEIVED,\"+ £1,100.00\",CR", "17-Oct-2026,PREMIER INN,£46.20,"].join("\n"));
    // 213.66 unmarked → −21366; 1,100.00 CR → +110000; 46.20 unmarked → −4620; £ → GBP
    expect(amounts(book)).toEqual([-21366, 110000, -4620]);
    expect(book.currency).toBe("GBP");
  });

  const volksbank = (closing: string) =>
    [
      '"Buchungstag";"Valuta";"Empfänger/Zahlungspflichtiger";"Vorgang/Verwendungszweck";"Kundenreferenz";"Währung";"Umsatz";" "',
      '"30.10.2026";"30.10.2026";"Stahlhandel Nord GmbH";"Gutschrift RE 3318";"";"EUR";"12.450,00";"H"',
      '"28.10.2026";"28.10.2026";"AOK";"Lastschrift Beiträge";"";"EUR";"3.212,84";"S"',
      "",
      '"01.10.2026";;;;"Anfangssaldo";"EUR";"6.420,15";"H"',
      `"31.10.2026";;;;"Endsaldo";"EUR";"${closing}";"H"`,
    ].join("\n");

  it("reads Volksbank's unnamed S/H column and its Anfangssaldo and Endsaldo lines as balances, bridged by the rows", () => {
    const book = read(volksbank("15.657,31"));
    // H 12.450,00 → +1245000; S 3.212,84 → −321284; 6.420,15 + 12.450,00 − 3.212,84 = 15.657,31
    expect(amounts(book)).toEqual([1245000, -321284]);
    expect(book.closingBalanceMinor).toBe(1565731);
  });

  it("refuses an Endsaldo that the Anfangssaldo and the rows do not reach, naming its line", () => {
    const refusal = refusalOf(volksbank("15.000,00"));
    // 6.420,15 + 9.237,16 = 15.657,31, not 15.000,00; the Endsaldo is line 6
    expect(refusal.at).toBe("line 6");
    expect(refusal.expected).toContain("Anfangssaldo");
  });

  it("reads a balance column with one figure on every row as the balance when the file was made", () => {
    const book = read(["dateOp;label;amount;accountbalance", "30/10/2026;URSSAF;-1 284,00;18 402,77", "27/10/2026;VIR RECU;3 600,00;18 402,77"].join("\n"), { currency: "EUR" });
    // −1 284,00 and +3 600,00; the balance now, on both rows: 18 402,77
    expect(amounts(book)).toEqual([-128400, 360000]);
    expect(book.closingBalanceMinor).toBe(1840277);
  });

  it("rejoins a description holding an unquoted comma when no other column could take it", () => {
    const book = read(["Date,Description,Amount,Balance", "2026-10-01,SMITH, JOHN,-20.00,80.00", "2026-10-02,RENT,-30.00,50.00"].join("\n"), { currency: "GBP" });
    // line 2 has one field too many; only Description, beside the date and the figures, can hold it
    expect(book.transactions[0]!.description).toBe("SMITH, JOHN");
    expect(amounts(book)).toEqual([-2000, -3000]);
  });

  it("refuses a row whose extra field could belong to either of two text columns, naming the line", () => {
    const refusal = refusalOf(["Date,Payee,Memo,Amount", "2026-10-01,SMITH, JOHN,rent,-20.00", "2026-10-02,ACME,fees,-30.00"].join("\n"), { currency: "GBP" });
    // 'SMITH| JOHN|rent' could be Payee 'SMITH, JOHN' or Memo ' JOHN,rent': not told
    expect(refusal.at).toBe("line 2");
  });

  it("refuses a figure split at a decimal comma rather than rejoin it into the text", () => {
    const refusal = refusalOf(["Date,Description,Amount", "2026-10-01,COFFEE,3,50", "2026-10-02,TEA,2"].join("\n"), { currency: "EUR" });
    // '3' and '50' are numbers, not words: never joined back
    expect(refusal.at).toBe("line 2");
  });
});

describe("a booking date beside the day the card was used", () => {
  // Lloyds Banking Group's card export (MBNA, Lloyds, Halifax), its header as public converters
  // match it: "Date,Date entered,Reference,Description,Amount," (a trailing comma on every line).
  // "Date" is the day the card was used, "Date entered" the day the bank booked it.
  const lloyds = [
    "Date,Date entered,Reference,Description,Amount,",
    "12/03/2026,13/03/2026,40000211,RYMAN STATIONERY,18.40,",
    "08/03/2026,09/03/2026,40000198,PAYMENT RECEIVED - THANK YOU,-250.00,",
    "07/03/2026,,40000190,NATIONAL EXPRESS,12.50,",
  ].join("\n");

  it("dates each row by 'Date entered', and skips the row the bank has not entered yet", () => {
    const book = read(lloyds, { currency: "GBP", positiveMeans: "money-out" });
    // booked 13 and 9 March (not 12 and 8); 18.40 a charge → −1840; the −250.00 payment → +25000
    expect(book.transactions.map((t) => [t.date, t.amountMinor, t.source])).toEqual([
      ["2026-03-13", -1840, "line 2"],
      ["2026-03-09", 25000, "line 3"],
    ]);
    expect(notes(book)).toContain("Skipped 1 uncleared row (a 'Date' but no 'Date entered')");
  });

  it("dates ANZ New Zealand's card rows by ProcessedDate, not TransactionDate", () => {
    // Header as public ANZ parsers record it; Type D/C says the side of the unsigned Amount.
    const book = read(
      [
        "Card,Type,Amount,Details,TransactionDate,ProcessedDate,ForeignCurrencyAmount,ConversionCharge",
        "4835-****-****-0311,D,64.00,OFFICE SUPPLIES LTD AUCKLAND,27/02/2026,02/03/2026,,",
        "4835-****-****-0311,C,800.00,Direct Debit Payment - Thank You ,05/03/2026,05/03/2026,,",
        "4835-****-****-0311,D,31.25,DIGITALOCEAN.COM NEW YORK,14/03/2026,16/03/2026,USD 18.75,0.78",
      ].join("\n"),
      { currency: "NZD" },
    );
    // processed 2, 5 and 16 March; D 64.00 → −6400, C 800.00 → +80000, D 31.25 → −3125 (the USD figure is not read)
    expect(book.transactions.map((t) => [t.date, t.amountMinor])).toEqual([
      ["2026-03-02", -6400],
      ["2026-03-05", 80000],
      ["2026-03-16", -3125],
    ]);
    expect(book.currency).toBe("NZD");
  });

  it("dates Länsförsäkringar's rows by Bokföringsdatum, not Transaktionsdatum (bank2ynab.conf 'SE Länsförsäkringar checking')", () => {
    const book = read(
      [
        '"Bokföringsdatum";"Transaktionsdatum";"Transaktionstyp";"Meddelande";"Belopp"',
        '"2026-03-16";"2026-03-14";"Kortköp";"Clas Ohlson";"-249,00"',
        '"2026-03-12";"2026-03-12";"Insättning";"Kund AB";"5000,00"',
      ].join("\n"),
      { currency: "SEK" },
    );
    // the card purchase made on the 14th was booked on the 16th
    expect(book.transactions.map((t) => [t.date, t.amountMinor])).toEqual([
      ["2026-03-16", -24900],
      ["2026-03-12", 500000],
    ]);
  });
});

describe("a card export's sign, shown by its own rows", () => {
  const lloyds = [
    "Date,Date entered,Reference,Description,Amount,",
    "12/03/2026,13/03/2026,40000211,RYMAN STATIONERY,18.40,",
    "08/03/2026,09/03/2026,40000198,PAYMENT RECEIVED - THANK YOU,-250.00,",
  ].join("\n");

  it("refuses a payment to the card printed negative, naming its line and both readings of --positive-means", () => {
    const refusal = refusalOf(lloyds, { currency: "GBP" });
    // read without a flag, −250.00 on the payment would be money out and the 18.40 charge money in
    expect(refusal.at).toBe("line 3");
    expect(refusal.expected).toContain("'PAYMENT RECEIVED - THANK YOU', -250.00");
    expect(refusal.fix).toContain("--positive-means money-out");
    expect(refusal.fix).toContain("--positive-means money-in");
  });

  it("refuses American Express's extended export with its 'AUTOPAY PAYMENT - THANK YOU' negative, and reads it as the flag says", () => {
    const amex = [
      "Date,Description,Amount,Extended Details,Appears On Your Statement As,Category",
      "03/26/2026,UBER TRIP,23.10,UBER TRIP HELP.UBER.COM,UBER TRIP,Transportation-Taxis & Limousines",
      "03/25/2026,AUTOPAY PAYMENT - THANK YOU,-500.00,,AUTOPAY PAYMENT,",
    ].join("\n");
    expect(refusalOf(amex, { currency: "USD" }).at).toBe("line 3");
    // --positive-means money-out: 23.10 → −2310, −500.00 → +50000
    expect(amounts(read(amex, { currency: "USD", positiveMeans: "money-out" }))).toEqual([-2310, 50000]);
    // --positive-means money-in is the user's word that the payment left this account: read as printed
    expect(amounts(read(amex, { currency: "USD", positiveMeans: "money-in" }))).toEqual([2310, -50000]);
  });

  it("reads a current account's own side of a card bill and its direct debits as it comes", () => {
    const book = read(
      [
        "Date,Description,Amount",
        "2026-03-25,CHASE CREDIT CRD AUTOPAY PPD ID: 4760039224,-612.40",
        "2026-03-20,DIRECT DEBIT PAYMENT TO BRITISH GAS,-88.00",
        "2026-03-18,PAYMENT RECEIVED FROM ACME LTD,1200.00",
      ].join("\n"),
      { currency: "USD" },
    );
    // no row is a card's acknowledgement of a payment printed negative: −61240, −8800, +120000
    expect(amounts(book)).toEqual([-61240, -8800, 120000]);
  });

  it("reads bare figures as charges where the amount column marks its credits 'CR' and nothing 'DR'", () => {
    const book = read(["Date,Description,Amount", "14/03/2026,SCREWFIX DIRECT,86.20", "10/03/2026,PAYMENT RECEIVED,400.00 CR", "03/03/2026,TRAVELODGE,59.00"].join("\n"), { currency: "GBP" });
    // 86.20 → −8620; 400.00 CR → +40000; 59.00 → −5900
    expect(amounts(book)).toEqual([-8620, 40000, -5900]);
    expect(notes(book)).toContain("Read an amount with no mark as money out: 1 amount is marked 'CR' (money in) and none 'DR'");
  });

  it("lets a 'CR' or 'DR' in the amount cell state its side under --positive-means money-out", () => {
    const book = read(["Date,Description,Amount", "2026-03-03,REFUND,12.00 CR", "2026-03-04,FEE,3.10 DR", "2026-03-05,PURCHASE,5.00"].join("\n"), { currency: "USD", positiveMeans: "money-out" });
    // CR → +1200 and DR → −310 whatever the flag; the bare 5.00 is a charge under money-out → −500
    expect(amounts(book)).toEqual([1200, -310, -500]);
  });
});

describe("the sign shown by rows filed under income", () => {
  // Budgeting apps' exports (Maybe Finance's `date,account_name,amount,name,category`, and the like)
  // file each row under a category, and some print spending positive. Rows filed under income
  // brought money in whatever their sign, so they say which sign the file gives money in.
  it("reads spending printed positive as money out where every row filed under income is negative", () => {
    const book = read(
      [
        "Date,Payee,Amount,Category",
        "2026-03-02,Oakridge Property Mgmt,1650.00,Rent",
        "2026-03-04,Hydro Ottawa,112.50,Utilities",
        "2026-03-06,Northwind Dental Lab,-2418.50,Income",
        "2026-03-09,Tim Hortons,12.50,Restaurants",
        "2026-03-20,Interest paid,-1.43,Other Income",
      ].join("\n"),
      { currency: "CAD" },
    );
    // positive is money out: 1650.00 → −165000, 112.50 → −11250, −2418.50 → +241850, 12.50 → −1250, −1.43 → +143
    expect(amounts(book)).toEqual([-165000, -11250, 241850, -1250, 143]);
    expect(notes(book)).toContain("Read a positive amount as money out: all 2 rows filed under income in 'Category' ('Income', line 4 first) are printed negative");
  });

  it("settles a file of mostly positive amounts as money in where its income rows are positive (Dutch)", () => {
    const book = read(
      ["Datum;Omschrijving;Bedrag;Categorie", "13-03-2026;Factuur 2026-014 De Vries BV;1250,00;Inkomsten", "17-03-2026;Factuur 2026-015 Jansen Bouw;860,00;Inkomsten", "20-03-2026;Albert Heijn 1021;-42,10;Boodschappen"].join("\n"),
      { currency: "EUR" },
    );
    // as printed: 1250,00 → +125000, 860,00 → +86000, −42,10 → −4210 (read without the income rows, two positives of three would be refused as a possible card)
    expect(amounts(book)).toEqual([125000, 86000, -4210]);
    expect(notes(book)).toContain("Read a positive amount as money in: all 2 rows filed under income in 'Categorie' ('Inkomsten', line 2 first) are printed positive");
  });

  it("takes a tax on income for no income, and income of both signs for no sign at all", () => {
    const tax = ["Date,Description,Amount,Category", "2026-03-13,HMRC SELF ASSESSMENT,-820.00,Income tax", "2026-03-16,CLIENT PAYMENT,1500.00,Sales", "2026-03-18,CLIENT PAYMENT,900.00,Sales"].join("\n");
    const both = ["Date,Description,Amount,Category", "2026-03-13,Payroll,-2000.00,Income", "2026-03-14,Clawback,50.00,Income", "2026-03-16,Shop,30.00,Shopping", "2026-03-17,Shop,31.00,Shopping"].join("\n");
    // each has more positive amounts than negative and no balance: open, as before, so refused naming both readings
    for (const text of [tax, both]) {
      const refusal = refusalOf(text, { currency: "GBP" });
      expect(refusal.fix).toContain("--positive-means money-in");
      expect(refusal.fix).toContain("--positive-means money-out");
    }
  });
});

describe("a transfer written as the amount moved between two accounts", () => {
  // Budgeting apps type each row (`Income`, `Expense`, `Transfer`) and sign income and spending, but
  // some write a transfer as the amount moved from the row's account to the one named beside it.
  const header = "Date;Entry Type;Value;Currency;Category;Account;Counter Account;Note";
  const rows = ["03.03.2026;Income;1500,00;EUR;Honorar;Geschäftskonto;;Rechnung 2026-07", "05.03.2026;Expense;-89,90;EUR;Software;Geschäftskonto;;Lizenz März", "09.03.2026;Expense;-240,00;EUR;Miete;Geschäftskonto;;Büro März"];

  it("refuses a positive transfer naming another account where the type settles every other row's sign, naming the line", () => {
    const refusal = refusalOf([header, ...rows, "12.03.2026;Transfer;500,00;EUR;;Geschäftskonto;Rücklagenkonto;Rücklage März"].join("\n"));
    // read as signed, the 500,00 moved to the reserve account would count as money in
    expect(refusal.at).toBe("line 5");
    expect(refusal.expected).toContain("('Transfer', 500,00 with 'Rücklagenkonto' in 'Counter Account') is positive");
  });

  it("reads the same export as signed where its transfers carry a sign", () => {
    const book = read([header, ...rows, "12.03.2026;Transfer;-500,00;EUR;;Geschäftskonto;Rücklagenkonto;Rücklage März"].join("\n"));
    // 1500,00 → +150000, −89,90 → −8990, −240,00 → −24000, −500,00 → −50000
    expect(amounts(book)).toEqual([150000, -8990, -24000, -50000]);
  });
});

describe("a currency column filled on some rows only", () => {
  // An Italian current account whose export gives a card payment's foreign amount and its currency
  // beside the account's own Importo (Credem's column roles, firefly-iii import-configurations it/credem).
  const italian = [
    "Data contabile;Data valuta;Importo;Importo in divisa;Divisa;Causale;Descrizione",
    "20/03/2026;20/03/2026;-25,00;;;66;CANONE MENSILE",
    "18/03/2026;17/03/2026;-92,40;-99,00;USD;43;PAGAMENTO POS ADOBE INC",
    "16/03/2026;16/03/2026;1.500,00;;;48;BONIFICO DA CLIENTE SRL",
  ].join("\n");

  it("does not take the currency beside a foreign amount for the account's, and asks for --currency", () => {
    const refusal = refusalOf(italian);
    expect(refusal.expected).toContain("the 'Divisa' column names the currency of the 'Importo in divisa' amounts beside it, not the account's");
    expect(refusal.fix).toContain("--currency");
  });

  it("reads the account's amounts in the currency given", () => {
    const book = read(italian, { currency: "EUR" });
    // −25,00 → −2500; −92,40 (the EUR charge of the USD 99.00 payment) → −9240; 1.500,00 → +150000
    expect(amounts(book)).toEqual([-2500, -9240, 150000]);
    expect(book.currency).toBe("EUR");
  });

  it("does not take a currency column filled on one row of three for the account's currency", () => {
    const text = ["Date,Description,Amount,Currency", "2026-03-20,RENT,-900.00,", "2026-03-18,HOTEL PARIS,-180.00,EUR", "2026-03-16,CLIENT,2500.00,"].join("\n");
    expect(refusalOf(text).expected).toContain("the 'Currency' column names one on 1 of 3 rows only ('EUR' on line 3)");
    expect(read(text, { currency: "GBP" }).currency).toBe("GBP");
  });

  it("keeps the currency column beside the account's amount when the original amount has its own (bank2ynab.conf 'UK Barclaycard Business Credit Card')", () => {
    const book = read(
      [
        "Cardholder Name,Account Number,Transaction Date,Merchant Name,Amount,Currency,Original Amount,Original Currency,Conversion Rate,Posted Date,Transaction Time,Authorisation Code,Transaction ID,Merchant Category,Transaction Type,MCC Description,Merchant Town/City,Merchant County/State,Merchant Post code/Zipcode,MCC,Statement Cycle",
        "****4410,****4410,14/03/2026,CITY SANDWICH BAR,12.5,GBP,12.5,GBP,1,16/03/2026,124500,10231,MCXQ1A2B3,Restaurants and Bars,PURCHASE,Eating Places,LONDON,,EC2A 1AB,5812,",
        "****4410,****4410,10/03/2026,HOTEL DU NORD,172.3,GBP,198,EUR,0.87,12/03/2026,201100,10199,MCXQ9Z8Y7,Hotels,PURCHASE,Lodging,PARIS,,75010,7011,",
      ].join("\n"),
    );
    // every PURCHASE positive: charges, money out; 12.5 → −1250, 172.3 → −17230; booked on the posted dates
    expect(book.transactions.map((t) => [t.date, t.amountMinor])).toEqual([
      ["2026-03-16", -1250],
      ["2026-03-12", -17230],
    ]);
    expect(book.currency).toBe("GBP");
  });
});

describe("Spanish, Finnish and Baltic headers, and balances stated in other ways", () => {
  // CaixaBank's columns as a public converter of its export records them: "Ingreso (+)", "Gasto (-)",
  // and the balance split by its sign into "Saldo (+)" and "Saldo (-)".
  const caixa = (secondBalance: string) =>
    [
      "Número de cuenta,Oficina,Divisa,Fecha operación,Fecha valor,Ingreso (+),Gasto (-),Saldo (+),Saldo (-),Concepto común,Concepto propio",
      "ES76,0418,EUR,13/10/2026,13/10/2026,,-500.00,,120.50,03,ALQUILER",
      `ES76,0418,EUR,14/10/2026,14/10/2026,200.00,,${secondBalance},02,TRANSFERENCIA`,
    ].join("\n");

  it("reads CaixaBank's Ingreso/Gasto and its balance split into Saldo (+) and Saldo (-)", () => {
    const book = read(caixa("79.50,"));
    // Gasto −500.00 → −50000; Ingreso 200.00 → +20000. The balance after line 2 is overdrawn:
    // Saldo (-) 120.50 → −120.50; −120.50 + 200.00 = 79.50, the Saldo (+) of line 3.
    expect(amounts(book)).toEqual([-50000, 20000]);
    expect(book.currency).toBe("EUR");
    expect(book.closingBalanceMinor).toBe(7950);
  });

  it("refuses a row whose balance is filled in both Saldo (+) and Saldo (-), naming the line", () => {
    const refusal = refusalOf(caixa("79.50,79.50"));
    // line 3 says the balance is both 79.50 in credit and 79.50 overdrawn: not told which
    expect(refusal.at).toBe("line 3, column 'Saldo (-)'");
  });

  it("Finnish (Nordea, as a public parser records its header): Kirjauspäivä, Määrä, Saaja/Maksaja, Viesti", () => {
    const book = read(
      [
        "Tilinumero\tFI1412345600007891",
        "",
        "Kirjauspäivä\tArvopäivä\tMaksupäivä\tMäärä\tSaaja/Maksaja\tTilinumero\tBIC\tTapahtuma\tViite\tMaksajan viite\tViesti",
        "",
        "30.10.2026\t30.10.2026\t30.10.2026\t-42,90\tElisa Oyj\tFI2112345600000785\tNDEAFIHH\te-lasku\t1234561\t\t",
        "",
        "24.10.2026\t24.10.2026\t24.10.2026\t+1984,00\tRakennus Virtanen Oy\tFI4950000120000116\tOKOYFIHH\tTilisiirto\t1002\t\tLasku 2026-112",
      ].join("\r\n"),
      { currency: "EUR" },
    );
    // Määrä −42,90 → −4290; +1984,00 → +198400; the other party from Saaja/Maksaja, the words from Viesti
    expect(amounts(book)).toEqual([-4290, 198400]);
    expect(book.transactions[1]).toMatchObject({ date: "2026-10-24", counterparty: "Rakennus Virtanen Oy", description: "Lasku 2026-112" });
  });

  const swedbankLt = (closing: string) =>
    [
      '"Kliento sąskaita","Eilutės tipas","Data","Gavėjas","Paaiškinimai","Suma","Valiuta","D/K","Įrašo ID","Kodas"',
      '"LT29","10","2026-10-01","","Likutis pradžiai","1000.00","EUR","K","","LS"',
      '"LT29","20","2026-10-02","UAB Medis","Sąskaita SF-118","250.00","EUR","K","2026100001","MK"',
      '"LT29","20","2026-10-06","ESO","Elektra","40.25","EUR","D","2026100002","MMP"',
      '"LT29","82","2026-10-31","","Apyvarta","40.25","EUR","D","","AS"',
      '"LT29","82","2026-10-31","","Apyvarta","250.00","EUR","K","","AS"',
      `"LT29","86","2026-10-31","","Likutis pabaigai","${closing}","EUR","K","","LS"`,
    ].join("\n");

  it("Lithuanian (Swedbank): Suma with D/K, its opening and closing balance rows and its turnover rows, none a transaction", () => {
    const book = read(swedbankLt("1209.75"));
    // K 250.00 → +25000; D 40.25 → −4025; the two Apyvarta rows sum the sides and are skipped;
    // 1000.00 + 250.00 − 40.25 = 1209.75, the Likutis pabaigai
    expect(amounts(book)).toEqual([25000, -4025]);
    expect(book.transactions[0]).toMatchObject({ counterparty: "UAB Medis", description: "Sąskaita SF-118" });
    expect(book.currency).toBe("EUR");
    expect(book.closingBalanceMinor).toBe(120975);
    expect(notes(book)).toContain("2 turnover lines");
  });

  it("refuses a Likutis pabaigai the opening balance and the rows do not reach", () => {
    const refusal = refusalOf(swedbankLt("1250.00"));
    // 1000.00 + 209.75 = 1209.75, not 1250.00; the closing row is line 7
    expect(refusal.at).toBe("line 7");
  });

  it("English synonyms (Raiffeisen Switzerland): Booked At, Text, Credit/Debit Amount, Balance", () => {
    const book = read(
      [
        "IBAN;Booked At;Text;Credit/Debit Amount;Balance;Valuta Date",
        "CH93;2026-10-31 00:00:00.000;Kontoführungsgebühren;-5.00;30199.65;2026-10-31 00:00:00.000",
        "CH93;2026-10-27 00:00:00.000;Gutschrift Café Rosengarten;1175.50;30204.65;2026-10-27 00:00:00.000",
      ].join("\n"),
      { currency: "CHF" },
    );
    // −5.00 → −500; +1175.50 → +117550; 30204.65 − 5.00 = 30199.65, the newest balance
    expect(amounts(book)).toEqual([-500, 117550]);
    expect(book.closingBalanceMinor).toBe(3019965);
  });

  it("reads a balance column under a name of its own ('Daily Posted Balance') and checks it on every row", () => {
    const text = (newest: string) =>
      ["Date,Transaction Type,Check Number,Description,Amount,Daily Posted Balance", `10/29/2026,Service Charge,,FEE,-15.00,${newest}`, "10/22/2026,ACH,,STRIPE,1412.88,26785.51"].join("\n");
    // 26785.51 − 15.00 = 26770.51
    expect(read(text("26770.51"), { currency: "USD" }).closingBalanceMinor).toBe(2677051);
    // 26785.51 − 15.00 is not 26700.00: refused at the newest row, never read as a balance
    expect(refusalOf(text("26700.00"), { currency: "USD" }).at).toContain("line 2");
  });

  it("reads OCBC's undated 'Ledger Balance' above the table as the closing balance, not its 'Available Balance'", () => {
    const book = read(
      [
        "Account details for:,Business Growth Account 601-234567-001",
        'Available Balance,"39,000.00"',
        'Ledger Balance,"39,172.15"',
        "",
        "Transaction History ",
        "Transaction date,Value date,Description,Withdrawals (SGD),Deposits (SGD)",
        "30/10/2026,30/10/2026,GIRO PAYMENT,284.12,",
        '27/10/2026,27/10/2026,FAST PAYMENT,,"4,860.00"',
      ].join("\n"),
    );
    // Withdrawals 284.12 → −28412; Deposits 4,860.00 → +486000; the ledger balance, 39,172.15
    expect(amounts(book)).toEqual([-28412, 486000]);
    expect(book.currency).toBe("SGD");
    expect(book.closingBalanceMinor).toBe(3917215);
  });
});

describe("Central European exports, named months, brought-forward lines and forints", () => {
  const bytesOf = (text: string, encoding: "windows-1250") => {
    // Windows-1250 for the five Czech letters used below; every other character is ASCII.
    const map: Record<string, number> = { "č": 0xe8, "á": 0xe1, "ú": 0xfa, "í": 0xed, "ě": 0xec };
    expect(encoding).toBe("windows-1250");
    return Uint8Array.from([...text].map((ch) => map[ch] ?? ch.charCodeAt(0)));
  };

  it("reads a Czech export written in Windows-1250, settled by its header, and says so", () => {
    const text = [
      "Datum zaúčtování;Zaúčtovaná částka;Měna účtu;Zpráva",
      "01.10.2026;42350,00;CZK;Faktura 2026118",
      "03.10.2026;-847,50;CZK;ALBERT PRAHA",
    ].join("\n");
    const result = importStatement(bytesOf(text, "windows-1250"), { fileName: "pohyby.csv" });
    if (!result.ok) expect.fail(JSON.stringify(result.refusal));
    // 42350,00 CZK → 4235000; −847,50 → −84750. Read as Windows-1252, "zaúčtování" would be "zaúètování", no known word.
    expect(result.book.transactions.map((t) => [t.date, t.amountMinor, t.description])).toEqual([
      ["2026-10-01", 4235000, "Faktura 2026118"],
      ["2026-10-03", -84750, "ALBERT PRAHA"],
    ]);
    expect(result.book.currency).toBe("CZK");
    expect(notes(result.book)).toContain("Windows-1250 (Central European)");
  });

  it("reads Romanian, Slovak and Hungarian headers", () => {
    // BCR (George): Data procesării, Sumă, Nume partener, Monedă, Descriere. 4.850,00 → 485000; −236,45 → −23645.
    const ro = read(["Data procesării;Sumă;Nume partener;Monedă;Descriere", "30.10.2026;4.850,00;Cafeneaua Veche SRL;RON;Plată factura 211", "28.10.2026;-236,45;Kaufland;RON;Plată card"].join("\n"));
    expect(amounts(ro)).toEqual([485000, -23645]);
    expect(ro.currency).toBe("RON");
    // Tatra banka: Dátum, unsigned Suma with Typ Kredit/Debet, Mena. 1180.00 in → 118000; 34.90 out → −3490.
    const sk = read(["Dátum,Suma,Mena,Typ,Názov protistrany,Popis transakcie", "02.10.2026,1180.00,EUR,Kredit,Zelená Záhrada,Faktura 87", "06.10.2026,34.90,EUR,Debet,Orange Slovensko,Mobilné služby"].join("\n"));
    expect(amounts(sk)).toEqual([118000, -3490]);
    // OTP: Könyvelés dátuma, Összeg, Pénznem. Forints have two minor digits (ISO 4217): 450000 → 45000000; −12500 → −1250000.
    const hu = read(["Könyvelés dátuma;Összeg;Pénznem;Közlemény", "2026.10.01;450000;HUF;Számla 2026/41", "2026.10.05;-12500;HUF;Telekom"].join("\n"));
    expect(amounts(hu)).toEqual([45000000, -1250000]);
  });

  it("reads a German 'Buchtag' and dates with a named month followed by a comma", () => {
    // flatex: Buchtag; Betrag; Währung. −1.350,00 → −135000.
    expect(amounts(read(["Buchtag;Valuta;Buchungsinformationen;Betrag;Währung", "02.10.2026;05.10.2026;Miete Büro;-1.350,00;EUR"].join("\n")))).toEqual([-135000]);
    // Payoneer: "30 Oct, 2026"; and month names in other languages ("3 okt. 2026", "4 déc. 2026").
    const book = read(['Transaction Date,Description,Amount,Currency', '"30 Oct, 2026",Payment from Kowalski Studio,480.00,USD', '3 okt. 2026,Fee,-1.00,USD', '4 déc. 2026,Fee,-2.00,USD'].join("\n"));
    expect(book.transactions.map((t) => t.date)).toEqual(["2026-10-30", "2026-10-03", "2026-12-04"]);
  });

  it("says which cell is no date when no row's date can be read, instead of asking for a currency", () => {
    const refusal = refusalOf(["Date,Description,Amount,Currency", "Oct-30-2026x,Payment,480.00,USD"].join("\n"));
    expect(refusal.at).toBe("line 2, column 'Date'");
    expect(refusal.expected).toContain("'Oct-30-2026x'");
  });

  it("reads a brought-forward line with 0.00 in both amount columns as the opening balance, not a row", () => {
    // ICICI: B/F 0.00/0.00 at 185422.50, then one deposit of 4250.00 → 189672.50. One booked row.
    const book = read(
      ["Date,Cheque No.,Transaction Remarks,Deposit Amount (INR),Withdrawal Amount (INR),Balance (INR)", "01-10-2026,,B/F,0.00,0.00,185422.50", "01-10-2026,,NEFT-SHARMA TRADERS,4250.00,0.00,189672.50"].join("\n"),
      { dateOrder: "day-first" },
    );
    expect(amounts(book)).toEqual([425000]);
    expect(book.closingBalanceMinor).toBe(18967250);
  });

  it("settles the sign by card payments printed negative beside a card-number column", () => {
    // VÚB: "Card payment" rows are −61.80, an incoming payment +2345.00: positive is money in.
    const book = read(
      ["Date,Counterparty name,Amount,Currency,Description,Transaction type,Card number", "20261001,Brno Catering,2345.00,EUR,Invoice 412,Incoming payment,", "20261004,SHELL NITRA,-61.80,EUR,Card payment,Card payment,4405 77** **** 1122"].join("\n"),
    );
    expect(amounts(book)).toEqual([234500, -6180]);
    expect(notes(book)).toContain("every 'Card payment' row of the 'Transaction type' column is negative");
  });
});

describe("Greek headers, labels above the table, and words a layout does not list", () => {
  it("reads a Greek export: its header, its Χ/Π side marks, the currency and ledger balance stated above it", () => {
    const book = read(
      [
        "Κινήσεις Λογαριασμού",
        "Νόμισμα;EUR",
        "Λογιστικό Υπόλοιπο;1.000,00",
        "",
        "Α/Α;Ημ/νία Συναλλαγής;Αιτιολογία;Ημ/νία Λογιστικής;Ποσό;Χ/Π",
        "1;01/10/2026;ΕΝΟΙΚΙΟ;01/10/2026;850,00;Χ",
        "2;05/10/2026;ΕΙΣΠΡΑΞΗ ΤΙΜΟΛΟΓΙΟΥ;06/10/2026;1.250,00;Π",
      ].join("\n"),
      { dateOrder: "day-first" },
    );
    // Χ (χρέωση, debit) 850,00 → −85000; Π (πίστωση, credit) 1.250,00 → +125000; dated by the booking date.
    expect(book.transactions.map((t) => [t.date, t.amountMinor])).toEqual([["2026-10-01", -85000], ["2026-10-06", 125000]]);
    expect(book.currency).toBe("EUR");
    expect(book.closingBalanceMinor).toBe(100000);
  });

  it("reads a closing balance stated above the table under a closing label (Czech 'Konečný zůstatek')", () => {
    const book = read(["Konecny zustatek;2964,37", "", "Datum zauctovani;Castka;Mena;Zprava pro prijemce", "02.10.2026;-120,00;CZK;Najem"].join("\n"));
    expect(book.closingBalanceMinor).toBe(296437);
  });

  it("reads a Hungarian date with its closing dot and an Italian month name before a time", () => {
    const book = read(["Date,Amount,Currency,Description", "2026.10.01.,-10.00,EUR,a", "30 ott 2026. 23:10:03,5.00,EUR,b"].join("\n"));
    expect(book.transactions.map((t) => t.date)).toEqual(["2026-10-01", "2026-10-30"]);
  });

  it("refuses a card export whose Portuguese or German payment acknowledgement is printed negative", () => {
    // Nubank: charges positive, "Pagamento recebido" −842.10: read as printed, every charge would be money in.
    expect(refusalOf(["date,category,title,amount", "2026-10-02,serviços,Google Workspace,129.90", "2026-10-09,,Pagamento recebido,-842.10"].join("\n"), { currency: "BRL" }).at).toBe("line 3");
    expect(refusalOf(["Buchungsdatum;Beschreibung;Betrag", "19.10.2026;ARAL STATION;73,30", "09.10.2026;LASTSCHRIFT DANKE;-312,45"].join("\n"), { currency: "EUR" }).at).toBe("line 3");
  });
});

describe("a known layout's header on another bank's export", () => {
  it("reads a status word the layout does not list as any export's word ('Processed'), and still refuses an unknown one", () => {
    const text = (status: string) => ["Status,Date,Description,Debit,Credit", `${status},10/02/2026,SAFEWAY 0455,45.20,`, "Processed,10/05/2026,PAYMENT RECEIVED,,300.00"].join("\n");
    const result = importStatement(new TextEncoder().encode(text("Processed")), { fileName: "card.csv" });
    if (!result.ok) expect.fail(JSON.stringify(result.refusal));
    // Debit 45.20 → −4520; Credit 300.00 → +30000.
    expect(result.book.transactions.map((t) => t.amountMinor)).toEqual([-4520, 30000]);
    const unknown = importStatement(new TextEncoder().encode(text("Archived")), { fileName: "card.csv" });
    expect(unknown.ok).toBe(false);
  });
});

describe("a currency column whose header the reader does not know", () => {
  it("reads the account's currency from a column that holds the same ISO code on every row", () => {
    // "Rahaühik" is no header word the reader knows; every row reads EUR.
    const book = read(["Kuupäev;Summa;Rahaühik;Selgitus", "01.10.2026;-980,00;EUR;Üür", "05.10.2026;1462,50;EUR;Arve 118"].join("\n"));
    expect(book.currency).toBe("EUR");
    // Two codes in such a column say nothing of the account's currency: refused as before.
    expect(refusalOf(["Kuupäev;Summa;Rahaühik;Selgitus", "01.10.2026;-980,00;EUR;Üür", "05.10.2026;1462,50;USD;Arve 118"].join("\n")).expected).toContain("a currency");
  });
});

describe("a header in words no language of the reader knows, read from its running balance", () => {
  // Swahili (Tarehe ya Muamala, Maelezo, Kiasi, Salio: date, description, amount, balance): no Swahili word is in the reader's vocabulary.
  const swahili = ["Taarifa ya Akaunti", "Tarehe ya Muamala;Maelezo;Kiasi;Salio", "30.10.2026;EFT KUTOKA ANADOLU GIDA;12.500,00;40.250,00", "25.10.2026;KODI YA NYUMBA;-8.000,00;27.750,00", "20.10.2026;UMEME;-1.250,00;35.750,00", "Jumla;;3.250,00;"];

  it("reads the date, the amount and the balance the rows prove, and says so", () => {
    const book = read(swahili.join("\n"), { currency: "KES" });
    // Newest first: 27,750.00 + 12,500.00 = 40,250.00 and 35,750.00 − 8,000.00 = 27,750.00, so 'Kiasi'
    // is the amount (money in positive) and 'Salio' its balance; the closing balance is the newest, 40,250.00.
    expect(book.transactions.map((t) => [t.date, t.amountMinor, t.description])).toEqual([
      ["2026-10-30", 1250000, "EFT KUTOKA ANADOLU GIDA"],
      ["2026-10-25", -800000, "KODI YA NYUMBA"],
      ["2026-10-20", -125000, "UMEME"],
    ]);
    expect(book.closingBalanceMinor).toBe(4025000);
    expect(notes(book)).toContain("'Kiasi' is the amount and 'Salio' its running balance");
  });

  it("refuses as before when no balance proves the columns, or a figure breaks it", () => {
    const withoutBalance = swahili.map((line) => line.split(";").slice(0, 3).join(";"));
    expect(refusalOf(withoutBalance.join("\n"), { currency: "KES" }).expected).toContain("a header row naming a date column");
    // 40.250,00 edited to 40.260,00: no column pair agrees on every row any more.
    expect(refusalOf(swahili.join("\n").replace("40.250,00", "40.260,00"), { currency: "KES" }).expected).toContain("a header row naming a date column");
  });
});

describe("rules a fifth blind set showed", () => {
  it("joins a line of text alone to the row above and reads a labelled opening line as a balance (Bradesco)", () => {
    const book = read(
      ["Data;Lançamento;Dcto.;Crédito (R$);Débito (R$);Saldo (R$);", "30/09/2026;SALDO ANTERIOR;;;;1.000,00;", "01/10/2026;TARIFA BANCARIA;4410;;-89,90;910,10;", ";CESTA PJ 3;;;;;", "02/10/2026;PAGTO ELETRONICO TRIBUTO;4427;;-10,10;900,00;", ";DAS SIMPLES NACIONAL;;;;;"].join("\n"),
    );
    // 1,000.00 − 89.90 = 910.10 − 10.10 = 900.00; the opening line is no row.
    expect(book.transactions.map((t) => [t.amountMinor, t.description])).toEqual([[-8990, "TARIFA BANCARIA CESTA PJ 3"], [-1010, "PAGTO ELETRONICO TRIBUTO DAS SIMPLES NACIONAL"]]);
    expect(notes(book)).toContain("Joined 2 lines of text alone (line 4, line 6) to the description of the row above");
  });

  it("asks for the sign when every amount is unsigned and no balance says which way it moved", () => {
    // Partners Banka writes its direction in a column; without words for it, 847,00 and 34,50 both read as money in.
    const refusal = refusalOf(["Datum;Částka;Měna;Zpráva", "01.10.2026;847,00;CZK;Faktura", "02.10.2026;34,50;CZK;Záloha", "04.10.2026;1 289,90;CZK;Nákup"].join("\n"));
    expect(refusal.expected).toContain("all 3 amounts in 'Částka' are unsigned");
    expect(refusal.fix).toContain("--positive-means");
    // With its direction column, whose words the reader knows (Příchozí, incoming; Odchozí, outgoing): +84700, −3450.
    const book = read(["Datum provedení;Směr úhrady;Částka;Měna", "01. 10. 2026;Příchozí;847,00;CZK", "02. 10. 2026;Odchozí;34,50;CZK", "04. 10. 2026;Odchozí;1 289,90;CZK"].join("\n"));
    expect(amounts(book)).toEqual([84700, -3450, -128990]);
  });

  it("reads Slovenian headers, a currency sign written as letters, and a currency in a Finnish header", () => {
    // Delavska hranilnica: Datum knjiženja, Breme (debit), Dobro (credit), Opis prejemnika. 4,50 out, 1.488,00 in.
    const si = read(["Datum valute;Datum knjiženja;Prejemnik / Plačnik;Breme;Dobro;Opis prejemnika", "01.10.2026;01.10.2026;BANKA;4,50;;Nadomestilo", "01.10.2026;02.10.2026;GOSTILNA;;1.488,00;Plačilo računa"].join("\n"), { currency: "EUR" });
    expect(si.transactions.map((t) => [t.date, t.amountMinor])).toEqual([["2026-10-01", -450], ["2026-10-02", 148800]]);
    // "1 423,00 Kč" states CZK; "Määrä EUROA" states EUR.
    expect(read(["Datum;Obchodník;částka", "27.10.2026;BENZINA;-1 423,00 Kč", "22.10.2026;;50,00 Kč"].join("\n")).currency).toBe("CZK");
    expect(read(["Kirjauspäivä;Määrä  EUROA;Selitys", "01.10.2026;-12,00;Palvelumaksu", "02.10.2026;100,00;Lasku"].join("\n")).currency).toBe("EUR");
  });

  it("settles the date order by a balance line's date when every row's date could be read both ways", () => {
    // BancoPosta: the opening balance is dated 30/09/26, which can only be day-first.
    const book = read(["Data;Descrizione;Addebiti;Accrediti;Saldo", "30/09/26;SALDO INIZIALE;;;1.000,00", "01/10/26;BONIFICO;;100,00;1.100,00", "02/10/26;COMMISSIONI;1,00;;1.099,00"].join("\n"), { currency: "EUR" });
    expect(book.transactions.map((t) => t.date)).toEqual(["2026-10-01", "2026-10-02"]);
  });
});

describe("figures under an unnamed header cell beside a currency (DEGIRO)", () => {
  it("reads the amount and balance from the unnamed columns beside 'Mutatie' and 'Saldo', and skips a line that moved nothing", () => {
    const book = read(
      [
        "Datum,Tijd,Omschrijving,Mutatie,,Saldo,",
        '31-10-2026,12:00,"Terugstorting",EUR,"-500,00",EUR,"969,96"',
        '20-10-2026,06:00,"Conversie geldmarktfonds",,,EUR,"1.469,96"',
        '14-10-2026,08:05,"Dividend",EUR,"23,84",EUR,"1.469,96"',
        '01-10-2026,09:02,"iDEAL storting",EUR,"5.000,00",EUR,"1.446,12"',
      ].join("\n"),
    );
    // Newest first: 1.446,12 + 23,84 = 1.469,96; 1.469,96 − 500,00 = 969,96. The conversion line moves nothing.
    expect(amounts(book)).toEqual([-50000, 2384, 500000]);
    expect(book.currency).toBe("EUR");
    expect(book.closingBalanceMinor).toBe(96996);
    expect(notes(book)).toContain("Skipped 1 dated line with a balance and no amount (line 3): no money moved");
    expect(notes(book)).toContain("closing balance from the unnamed column after 'Saldo'");
  });
});

describe("a broker's cash history (Fidelity)", () => {
  it("reads 'Cash Balance' as the running balance, and takes the date order from another date column of the file", () => {
    const book = read(
      [
        "Run Date,Action,Amount ($),Cash Balance ($),Settlement Date",
        "10/30/2026,DIVIDEND RECEIVED,23.17,1023.17,10/09/2026",
        "10/02/2026,ELECTRONIC FUNDS TRANSFER RECEIVED,1000.00,1000.00,10/02/2026",
      ].join("\n"),
      { currency: "USD" },
    );
    // 'Settlement Date' is the booking date read; its 10/09/2026 alone could be either order, but
    // 'Run Date' 10/30/2026 can only be month-first, so 10/09/2026 is 9 October. 1,000.00 + 23.17 = 1,023.17.
    expect(book.transactions.map((t) => [t.date, t.amountMinor])).toEqual([["2026-10-09", 2317], ["2026-10-02", 100000]]);
    expect(book.closingBalanceMinor).toBe(102317);
  });
});

describe("columns proved by the running balance on a long file", () => {
  // 80 rows, oldest first, each paying 1,00 out of a balance that starts at 1.000,00 (after row k: 1.000,00 − k × 1,00).
  const lines = (broken?: number) => [
    "Tarehe;Kiasi;Salio",
    ...Array.from({ length: 80 }, (_, k) => {
      const day = `${String((k % 28) + 1).padStart(2, "0")}.10.2026`;
      const balance = 100000 - (k + 1) * 100 + (k + 1 === broken ? 1 : 0);
      return `${day};-1,00;${Math.floor(balance / 100)},${String(balance % 100).padStart(2, "0")}`;
    }),
  ];

  it("finds the columns in the first rows and holds them to every row", () => {
    const book = read(lines().join("\n"), { currency: "KES" });
    // 80 payments of 1,00: the closing balance is 1.000,00 − 80,00 = 920,00.
    expect(book.transactions).toHaveLength(80);
    expect(book.closingBalanceMinor).toBe(92000);
  });

  it("refuses when a row after the first ones breaks the balance", () => {
    // Row 70's balance is 0,01 off: 'Kiasi' and 'Salio' no longer agree on every row.
    expect(refusalOf(lines(70).join("\n"), { currency: "KES" }).expected).toContain("a header row naming a date column");
  });
});

/** Windows-1251 bytes of a text in ASCII and Russian letters (А–я are 0xC0–0xFF, ё 0xB8, Ё 0xA8). */
function cp1251(text: string): Uint8Array {
  return Uint8Array.from([...text].map((char) => {
    const code = char.charCodeAt(0);
    if (code < 0x80) return code;
    if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
    if (char === "ё") return 0xb8;
    if (char === "Ё") return 0xa8;
    throw new Error(`no Windows-1251 byte written for '${char}'`);
  }));
}

/** Hebrew text as Windows-1255 bytes: the 27 letters (final forms included) are 0xE0–0xFA. */
function cp1255(text: string): Uint8Array {
  return Uint8Array.from([...text].map((char) => {
    const code = char.charCodeAt(0);
    if (code < 0x80) return code;
    if (code >= 0x5d0 && code <= 0x5ea) return code - 0x5d0 + 0xe0;
    throw new Error(`no Windows-1255 byte written for '${char}'`);
  }));
}

describe("rules found on a thirty-sixth set of unseen banks, checked on exports written apart from it", () => {
  it("reads money out and in from two columns the header names alike ('Amount', 'Amount.1'), as the running balance proves", () => {
    // Read by the words, 'Amount' is a signed amount, and the second row's balance refutes it; the rows
    // prove 'Amount' is money out and 'Amount.1' money in. Opening 1,000.00: +250.00 → 1,250.00;
    // −80.00 → 1,170.00; −19.99 → 1,150.01; +400.00 → 1,550.01.
    const book = read(
      [
        "Posting Date,Narrative,Amount,Amount.1,Running Balance",
        "2026-11-02,Invoice 118 paid by Kestrel Ltd,,250.00,1250.00",
        "2026-11-04,Stationery Warehouse,80.00,,1170.00",
        "2026-11-09,Phone line November,19.99,,1150.01",
        "2026-11-16,Invoice 121 paid by Aldgate Foods,,400.00,1550.01",
      ].join("\n"),
      { currency: "GBP" },
    );
    expect(amounts(book)).toEqual([25000, -8000, -1999, 40000]);
    expect(book.closingBalanceMinor).toBe(155001);
    expect(notes(book)).toContain("as the running balance contradicts what the header's words say");
  });

  it("keeps refusing a running balance that no reading of the rows satisfies, naming the row", () => {
    // 1,250.00 − 800.00 is 450.00, but the file says 460.00 on line 3: a row is missing or edited.
    const refusal = refusalOf(
      ["Date,Description,Amount,Balance", "2026-11-02,Invoice 7,250.00,1250.00", "2026-11-04,Rent,-800.00,460.00", "2026-11-09,Fee,-5.00,455.00"].join("\n"),
      { currency: "EUR" },
    );
    expect(refusal.at).toBe("line 3, column 'Balance'");
    expect(refusal.expected).toContain("the running balance to follow from the amounts");
  });

  it("reads a row cut by an unquoted comma under a header with a trailing delimiter, the type and currency columns still in place", () => {
    // Every line ends in a comma; the third row's details hold an unquoted comma ("Pagese, tetor"),
    // so it has one field more. Unsigned amounts with DEBIT/KREDIT: +1,200.00, −300.00, +950.00.
    const book = read(
      [
        "Data,Details,Type,Currency,Amount,",
        "03.11.2026,Arkeim nga klienti Dardania shpk,KREDIT,EUR,1200.00,",
        "06.11.2026,Qira zyre nentor,DEBIT,EUR,300.00,",
        "12.11.2026,Pagese, tetor nga Ilira sh.p.k.,KREDIT,EUR,950.00,",
      ].join("\n"),
    );
    expect(amounts(book)).toEqual([120000, -30000, 95000]);
    expect(book.currency).toBe("EUR");
    expect(book.transactions[2]!.description).toBe("Pagese, tetor nga Ilira sh.p.k.");
  });

  it("reads Albanian header words (Shuma, Përshkrimi, Bilanci) and the closing balance line ('Bilanci duke u mbyllur')", () => {
    // Signed amounts: −4,500.00, +12,000.00; the closing line states 27,500.00.
    const book = read(
      ["Data;Përshkrimi;Shuma;Monedha", "04.11.2026;Pagese furnitori Elbasani;-4500,00;ALL", "18.11.2026;Arketim fature 44;12000,00;ALL", "Bilanci duke u mbyllur;27500,00;;"].join("\n"),
    );
    expect(amounts(book)).toEqual([-450000, 1200000]);
    expect(book.currency).toBe("ALL");
    expect(book.closingBalanceMinor).toBe(2750000);
  });
});

describe("rules found on a thirty-eighth set of unseen banks, checked on exports written apart from it", () => {
  it("reads an amount under one unit printed without its leading zero ('.38', '(.75)')", () => {
    // Debits in parentheses, credits plain: −0.75, +0.38, −42.10.
    const book = read(
      ["Date,Description,Debits,Credits", "11/13/2026,SERVICE CHARGE ADJ,(.75),", "11/15/2026,INTEREST PAID,,.38", "11/19/2026,OFFICE DEPOT 0412,(42.10),"].join("\n"),
      { currency: "USD" },
    );
    expect(amounts(book)).toEqual([-75, 38, -4210]);
  });

  it("reads a bare 'Total' as the amount where no debit and credit columns are named", () => {
    // Signed totals: +1,250.00, −89.99.
    const book = read(["Date,Description,Total", "11/14/2026,Deposit Mobile,\"$1,250.00\"", "11/16/2026,ADOBE *CREATIVE CLD,-$89.99"].join("\n"), { currency: "USD" });
    expect(amounts(book)).toEqual([125000, -8999]);
  });

  it("reads debit and credit columns over a 'Total' beside them, which may be a running total", () => {
    // Money out 200.00 and in 50.00; 'Total' runs from 100.00 to −100.00 and −50.00 and is no row's amount.
    const book = read(["Date,Description,Debit,Credit,Total", "11/14/2026,Rent,200.00,,-100.00", "11/16/2026,Refund,,50.00,-50.00"].join("\n"), { currency: "USD" });
    expect(amounts(book)).toEqual([-20000, 5000]);
  });
});

describe("rules found on a thirty-ninth set of unseen banks, checked on exports written apart from it", () => {
  it("books a card row on its clearance date, not the day it was authorised, and leaves an uncleared one out", () => {
    // Charges positive on a card: −54.20 cleared 14 November (authorised the 13th), +300.00 paid in on
    // the 16th; the row authorised on the 18th has no clearance date yet and moved no money.
    const book = read(
      [
        "Authorization Date,Clearance Date,Merchant,Amount",
        "13/11/2026,14/11/2026,TOOLSTATION LEEDS,54.20",
        "16/11/2026,16/11/2026,PAYMENT RECEIVED THANK YOU,-300.00",
        "18/11/2026,,SCREWFIX DIRECT,19.99",
      ].join("\n"),
      { currency: "GBP", positiveMeans: "money-out" },
    );
    expect(book.transactions.map((t) => [t.date, t.amountMinor])).toEqual([["2026-11-14", -5420], ["2026-11-16", 30000]]);
  });
});

describe("dates written without a year, dated by --year", () => {
  // A Brazilian export as an OFX plugin for one reads it: day and month name, no year; newest first.
  const extrato = ["Data;Descrição;Valor", "21/Nov;Pix recebido - Padaria Aurora;R$ 980,00", "12/Nov;Pagamento de boleto - Enel;-R$ 312,40", "03/Nov;Tarifa pacote de serviços;-R$ 39,90"].join("\n");

  it("refuses them naming --year, since the file does not say which year", () => {
    const refusal = refusalOf(extrato, { currency: "BRL" });
    expect(refusal.expected).toContain("'21/Nov' is written without one");
    expect(refusal.fix).toContain("--year");
  });

  it("dates them in the year given, and says so", () => {
    const book = read(extrato, { currency: "BRL", year: 2026 });
    // +980.00 on 21 November, −312.40 on 12 November, −39.90 on 3 November 2026
    expect(amounts(book)).toEqual([98000, -31240, -3990]);
    expect(book.transactions.map((t) => t.date)).toEqual(["2026-11-21", "2026-11-12", "2026-11-03"]);
    expect(notes(book)).toContain("Read 3 dates written without a year as dates of 2026 (--year)");
  });

  it("reads a Japanese month and day ('10月1日') the same way", () => {
    const book = read(["取扱日付,お支払金額,お預り金額,摘要", "10月1日,,50000,振込入金", "10月15日,12000,,口座振替"].join("\n"), { currency: "JPY", year: 2026 });
    expect(book.transactions.map((t) => [t.date, t.amountMinor])).toEqual([["2026-10-01", 50000], ["2026-10-15", -12000]]);
  });

  it("refuses dates that cross a year's end, which one year cannot date", () => {
    const crossing = ["Data;Descrição;Valor", "28/Dez;Aluguel;-R$ 2.000,00", "03/Jan;Pix recebido;R$ 500,00", "09/Jan;Tarifa;-R$ 12,00"].join("\n");
    const refusal = refusalOf(crossing, { currency: "BRL", year: 2026 });
    expect(refusal.at).toBe("line 3");
    expect(refusal.expected).toContain("'03/Jan' is more than half a year from the row above");
    expect(refusal.fix).toContain("split the file at the year's end");
  });
});

describe("Hebrew and Arabic headers", () => {
  it("reads an Israeli bank's export in Windows-1255: date, value date, details, debit (חובה), credit (זכות), balance", () => {
    // The columns an Israeli bank's export carries, as a public budgeting app reads them (פרטים, חובה,
    // זכות, תאריך ערך); the rows are invented. Opening 8,000.00: +4,500.00 → 12,500.00; −3,200.00 →
    // 9,300.00; −12.50 → 9,287.50.
    const text = [
      "תאריך,תאריך ערך,פרטים,אסמכתא,חובה,זכות,יתרה",
      "02/11/2026,02/11/2026,העברה מלקוח,10441,,4500.00,12500.00",
      "05/11/2026,05/11/2026,שכר דירה משרד,10452,3200.00,,9300.00",
      "30/11/2026,01/12/2026,עמלת ניהול חשבון,10460,12.50,,9287.50",
    ].join("\n");
    const result = importStatement(cp1255(text), { fileName: "leumi.csv", currency: "ILS" });
    if (!result.ok) expect.fail(JSON.stringify(result.refusal));
    expect(result.book.transactions.map((t) => t.amountMinor)).toEqual([450000, -320000, -1250]);
    // Booked on the first date, not the value date (1 December on the last row).
    expect(result.book.transactions[2]!.date).toBe("2026-11-30");
    expect(result.book.closingBalanceMinor).toBe(928750);
    expect(result.book.transactions[1]!.description).toBe("שכר דירה משרד");
    expect(result.book.notes.map((n) => n.text)).toContain("Read the file as Windows-1255 (Hebrew) text: its header names columns only in that encoding");
  });

  it("reads an Arabic header by its words: date, description, debit (مدين), credit (دائن), currency", () => {
    // No running balance to read the columns from: only the words name them. +2,750.00, −4,000.00, −25.00.
    const book = read(
      [
        "التاريخ,البيان,مدين,دائن,العملة",
        "03/11/2026,تحويل من عميل,,2750.00,AED",
        "09/11/2026,إيجار المكتب,4000.00,,AED",
        "15/11/2026,رسوم بنكية,25.00,,AED",
      ].join("\n"),
    );
    expect(amounts(book)).toEqual([275000, -400000, -2500]);
    expect(book.currency).toBe("AED");
    expect(book.transactions[1]!.description).toBe("إيجار المكتب");
  });
});

describe("rules found on a seventh set of unseen banks, checked on exports written apart from it", () => {
  it("reads a Russian header in Windows-1251, a status column, and RUR as the ruble's ISO code RUB", () => {
    // Rows of a business account (an export in the form Russian banks use: date, amount, currency, status, purpose).
    const text = [
      "Дата операции;Сумма;Валюта;Статус;Назначение платежа",
      "02.10.2026;-15000,00;RUR;Исполнено;Аренда склада октябрь",
      "09.10.2026;48200,50;RUR;Исполнено;Оплата по счету 17",
      "12.10.2026;-990,00;RUR;Исполнено;Комиссия банка",
      "20.10.2026;-3500,00;RUR;В обработке;Перевод ИП Орлов",
    ].join("\n");
    const result = importStatement(cp1251(text), { fileName: "vypiska.csv" });
    if (!result.ok) expect.fail(JSON.stringify(result.refusal));
    // Booked: −15,000.00, +48,200.50, −990.00; the row "В обработке" (being processed) did not move money.
    expect(result.book.transactions.map((t) => t.amountMinor)).toEqual([-1500000, 4820050, -99000]);
    expect(result.book.currency).toBe("RUB");
    expect(result.book.transactions[1]!.description).toBe("Оплата по счету 17");
    expect(result.book.notes.map((n) => n.text)).toContain("Read the file as Windows-1251 (Cyrillic) text: its header names columns only in that encoding");
  });

  it("takes the closing balance from a summary table above the rows, its figure under its label", () => {
    const book = read(
      [
        "Currency;Closing balance;Money in;Money out",
        "EUR;1 240,00;300,00;-60,00",
        "",
        "Date;Amount;Description",
        "03.10.2026;300,00;Invoice 44 paid",
        "08.10.2026;-60,00;Phone",
      ].join("\n"),
    );
    // 1,240.00 stands under "Closing balance" on the line below it.
    expect(book.closingBalanceMinor).toBe(124000);
    expect(book.currency).toBe("EUR");
  });

  it("reads a currency code written before the amount's name, and skips a charge marked unposted", () => {
    const book = read(
      [
        "Date,Description,HKD Amount",
        "02/10/2026,STATIONERY CO,-120.00",
        "11/10/2026,CLIENT PAYMENT,900.00",
        "25/10/2026,[PENDING] TAXI 8812,-64.50",
        "27/10/2026,FERRY PIER 4,-18.00",
      ].join("\n"),
    );
    // The pending taxi (−64.50) is not counted: −120.00, +900.00, −18.00.
    expect(book.currency).toBe("HKD");
    expect(amounts(book)).toEqual([-12000, 90000, -1800]);
    expect(notes(book)).toMatch(/is marked '\[PENDING\]': not booked yet/);
  });

  it("skips a dated row of zero, reads Indian digit grouping, and takes no currency from a branch name beside a balance", () => {
    const book = read(
      [
        "Date,Particulars,Amount(INR),Dr/Cr,Balance(INR),Branch",
        ",OPENING BALANCE,,,\"1,20,000.00\",KOCHI MAIN (118)",
        "02/10/2026,NEFT/ACME TRADERS/INV 88,\"2,15,500.00\",CR,\"3,35,500.00\",KOCHI MAIN (118)",
        "05/10/2026,INTEREST ADJ,0.00,CR,\"3,35,500.00\",KOCHI MAIN (118)",
        "19/10/2026,UPI/RENT OCT,\"35,000.00\",DR,\"3,00,500.00\",KOCHI MAIN (118)",
        ",CLOSING BALANCE,,,\"3,00,500.00\",KOCHI MAIN (118)",
      ].join("\n"),
    );
    // 2,15,500.00 is 215,500.00 in Indian grouping; 1,20,000 + 2,15,500 − 35,000 = 3,00,500.
    expect(amounts(book)).toEqual([21550000, -3500000]);
    expect(book.currency).toBe("INR");
    expect(book.closingBalanceMinor).toBe(30050000);
    expect(notes(book)).toMatch(/Skipped 1 row of zero \(line 4\)/);
  });

  it("refuses a signed amount column with more charges than payments and no balance, naming --positive-means either way", () => {
    // A card that prints charges positive: read as money in, its 3 charges would be income.
    const refusal = refusalOf(["Date,Merchant,Amount", "2026-10-02,BOOKSHOP,12.50", "2026-10-05,CAFE,4.20", "2026-10-09,REFUND BOOKSHOP,-12.50", "2026-10-12,TRAIN,31.00"].join("\n"), { currency: "GBP" });
    expect(refusal.expected).toMatch(/3 amounts in 'Amount' are positive and 1 negative/);
    expect(refusal.fix).toMatch(/--positive-means money-in if this is a bank account.*--positive-means money-out if it is a card/);
    // With the flag the user gives, it reads: 12.50 + 4.20 + 31.00 charged, 12.50 refunded.
    const card = read(["Date,Merchant,Amount", "2026-10-02,BOOKSHOP,12.50", "2026-10-05,CAFE,4.20", "2026-10-09,REFUND BOOKSHOP,-12.50", "2026-10-12,TRAIN,31.00"].join("\n"), { currency: "GBP", positiveMeans: "money-out" });
    expect(amounts(card)).toEqual([-1250, -420, 1250, -3100]);
  });
});

describe("rules found on an eighth set of unseen banks, checked on exports written apart from it", () => {
  it("reads a Chinese header with a 收/支 (in/out) column and statuses, and takes no currency from ¥ (yen or yuan)", () => {
    const text = [
      "交易时间,交易对方,商品,收/支,金额(元),当前状态",
      "2026-10-03 09:12:00,张记五金,螺丝,支出,¥56.00,支付成功",
      "2026-10-08 14:30:00,李*,收款,收入,¥420.00,已收钱",
      "2026-10-15 11:00:00,城南印刷,名片,支出,¥180.50,已退款",
      "2026-10-21 16:45:00,王*,收款,收入,¥96.00,已收钱",
    ].join("\n");
    // ¥ is the yen's sign and the yuan's: the file names no currency until the user does.
    expect(refusalOf(text).expected).toMatch(/a currency: the file states none/);
    // Booked: −56.00, +420.00, +96.00; the refunded row (已退款) moved no money.
    expect(amounts(read(text, { currency: "CNY" }))).toEqual([-5600, 42000, 9600]);
  });

  it("reads a closing balance labelled in words run together, and a booking date that reads 'offen' as not booked", () => {
    const book = read(
      [
        "iban;DE02100100109307118603",
        "closingBalance;2.045,30",
        "",
        "Buchungstag;Umsatz in EUR;Buchungstext",
        "offen;-12,00;Kartenzahlung Bäckerei",
        "20.10.2026;-155,00;Miete Lager",
        "14.10.2026;1.200,00;Rechnung 17",
      ].join("\n"),
    );
    expect(book.closingBalanceMinor).toBe(204530);
    // The open card payment (−12,00) is not counted.
    expect(amounts(book)).toEqual([-15500, 120000]);
  });

  it("refuses amounts all printed with a plus, spending too, without naming a flag that cannot settle it", () => {
    const refusal = refusalOf(["Datum;Beschrijving;Bedrag", "03-10-2026;Uitgave Bakkerij;+ 8.60 €", "05-10-2026;Storting cheques;+ 120.00 €", "09-10-2026;Uitgave Slager;+ 23.10 €"].join("\n"));
    expect(refusal.expected).toMatch(/all 3 amounts in 'Bedrag' are printed with a plus/);
    expect(refusal.fix).not.toMatch(/--positive-means/);
  });
});

describe("rules found on a ninth set of unseen banks, checked on exports written apart from it", () => {
  it("reads a Japanese header in Shift_JIS, with its withdrawals, deposits and balance", async () => {
    const { readFileSync } = await import("node:fs");
    // 取引日 (date), 内容 (description), 出金 (paid out), 入金 (paid in), 残高 (balance), written in Shift_JIS.
    const bytes = readFileSync(new URL("./fixtures/csv/japanese-bank-shift-jis.csv", import.meta.url));
    const result = importStatement(bytes, { fileName: "meisai.csv", currency: "JPY" });
    if (!result.ok) expect.fail(JSON.stringify(result.refusal));
    // −120,000 rent, +54,000 a customer's transfer, −8,640 electricity; the last balance 925,360 yen.
    expect(result.book.transactions.map((t) => t.amountMinor)).toEqual([-120000, 54000, -8640]);
    expect(result.book.closingBalanceMinor).toBe(925360);
    expect(result.book.notes.map((n) => n.text).join("\n")).toMatch(/Shift_JIS/);
  });

  it("reads Shift_JIS's yen sign, the byte a decoder turns into a backslash, as the yen (forty-fifth set)", async () => {
    const { readFileSync } = await import("node:fs");
    // 日付 (date), 摘要 (description), お支払金額 (paid out), お預り金額 (paid in), 残高 (balance), in Shift_JIS,
    // each figure after the byte 0x5C ("\120,000"): −120,000 rent, +54,000 a customer, −8,640 electricity; 925,360 left.
    const bytes = readFileSync(new URL("./fixtures/csv/japanese-bank-yen-byte.csv", import.meta.url));
    const result = importStatement(bytes, { fileName: "nyushukkin.csv" });
    if (!result.ok) expect.fail(JSON.stringify(result.refusal));
    expect(result.book.transactions.map((t) => t.amountMinor)).toEqual([-120000, 54000, -8640]);
    expect(result.book.closingBalanceMinor).toBe(925360);
    // The sign names the currency, as the full-width backslash does: no --currency needed.
    expect(result.book.currency).toBe("JPY");
  });

  it("reads a payout report's net and fee named in longer words, the net being what moved (forty-fourth set)", () => {
    // A marketplace's payout lines: price, the platform's fee and the net earned. The net moved the
    // balance: +20.40 (24.00 less 3.60), +8.50 (10.00 less 1.50), −10.00 refunded, −0.90 the payout fee.
    const report = [
      "Date,Order,Customer,Price (€),Platform Fee (€),Net Earnings (€)",
      "2026-11-03,A-1041,Mia Laine,24.00,3.60,20.40",
      "2026-11-09,A-1047,Tomás Rey,10.00,1.50,8.50",
      "2026-11-12,A-1041,Mia Laine,-10.00,,-10.00",
      "2026-11-20,Payout fee,,,0.90,-0.90",
    ];
    const book = read(report.join("\n"), { currency: "EUR" });
    expect(amounts(book)).toEqual([2040, 850, -1000, -90]);
    // "Fee rate" is no fee taken from the row: beside a net, it is left unread, and the net still decides.
    const withRate = report.map((line, i) => (i === 0 ? line.replace("Platform Fee (€)", "Fee rate (%)") : line.replace(/,(3\.60|1\.50|0\.90),/, ",15,")));
    expect(amounts(read(withRate.join("\n"), { currency: "EUR" }))).toEqual([2040, 850, -1000, -90]);
  });

  it("reads a currency column beside an amount 'in charged currency' as the purchase's, not the account's (forty-eighth set)", () => {
    // A UK card: the account's amounts in GBP, the merchant's own amount and currency beside them (98.50 EUR charged
    // as 86.41 GBP). Unsigned amounts, the direction in words: −4.35, −86.41, +50.00 (a payment).
    const card = [
      "Date,Description,Amount (GBP),Amount (in Charged Currency),Currency,Debit or Credit",
      "2026-11-02,Station cafe,4.35,4.35,GBP,Debit",
      "2026-11-10,Rail ticket Lyon,86.41,98.50,EUR,Debit",
      "2026-11-20,Payment received,50.00,50.00,GBP,Credit",
    ];
    const book = read(card.join("\n"));
    expect(amounts(book)).toEqual([-435, -8641, 5000]);
    expect(book.currency).toBe("GBP");
  });

  it("reads the Nordic 'kr' after a figure as naming no currency, and Danish broker headers", () => {
    const book = read(["Datum;Text;Belopp;Saldo", "2026-10-02;Hyra lokal;-8 500,00 kr;11 500,00 kr", "2026-10-09;Swish från kund;1 450,00 kr;12 950,00 kr"].join("\n"), { currency: "SEK" });
    // kr is the krona of Sweden, Denmark, Norway and Iceland alike: the user says which.
    expect(amounts(book)).toEqual([-850000, 145000]);
    expect(refusalOf(["Datum;Text;Belopp;Saldo", "2026-10-02;Hyra lokal;-8 500,00 kr;11 500,00 kr"].join("\n")).expected).toMatch(/a currency: the file states none/);
    const danish = read(["Id;Bogføringsdag;Transaktionstype;Beløb;Valuta;Saldo;Transaktionstekst", "1;2026-10-22;HÆVNING;-15.000,00;DKK;25.244,10;Til erhvervskonto", "2;2026-10-31;KREDITRENTE;18,42;DKK;25.262,52;Rente oktober"].join("\n"));
    expect(amounts(danish)).toEqual([-1500000, 1842]);
    expect(danish.transactions[1]!.description).toBe("Rente oktober");
  });
});

describe("rules found on a tenth set of unseen banks, checked on exports written apart from it", () => {
  it("reads a Ukrainian header typed with Latin look-alike letters (a Latin C in Cума, a Latin i in операцiї)", () => {
    // "Cума списання" (amount debited) and "Cума зарахування" (amount credited) start with a Latin C;
    // "Дата операцiї" (date of operation) has a Latin i. Debits printed negative, credits positive.
    const csv = ["Дата операцiї;Опис;Cума списання;Cума зарахування", "03.11.2026;Оренда майстерні;-6500,00;", "09.11.2026;Оплата від клієнта;;4200,00"].join("\n");
    const book = read(csv, { currency: "UAH" });
    // −6,500.00 rent and +4,200.00 a customer's payment, in kopiyky.
    expect(amounts(book)).toEqual([-650000, 420000]);
    // A Latin word beside them (MCC) stays Latin: it is no header word of the vocabulary, and is not read as one.
    expect(amounts(read(["Дата операцiї;MCC;Cума списання;Cума зарахування", "03.11.2026;5411;-864,40;"].join("\n"), { currency: "UAH" }))).toEqual([-86440]);
  });

  it("reads a row carrying only a fee beside money-in and money-out columns as the fee taken", () => {
    // Money In, Money Out, Fee, Balance: the fee is money out, as the running balance shows.
    const csv = [
      "Posting Date,Description,Money In,Money Out,Fee,Balance",
      "2026-10-05,Supplier payment,,200.00,2.00,798.00",
      "2026-10-30,Monthly account admin fee,,,7.50,790.50",
    ].join("\n");
    const book = read(csv, { currency: "ZAR" });
    // 1,000.00 before: −200.00 and its fee −2.00 = 798.00; then the fee alone, −7.50 = 790.50.
    expect(amounts(book)).toEqual([-20000, -200, -750]);
    expect(book.transactions.map((t) => t.category)).toEqual([undefined, "bank fees", "bank fees"]);
    expect(book.closingBalanceMinor).toBe(79050);
  });

  it("dates every row by a column filled on every row when the booking date is left empty on some, with no transaction date to say they are pending", () => {
    // A broker's "Run Date" on every row; "Settlement Date" (a booking date, preferred) on the trade only.
    // No transaction date says the other row is pending, and the balance runs through both rows.
    const csv = [
      "Run Date,Action,Amount,Cash Balance,Settlement Date",
      "10/14/2026,DIRECT DEPOSIT CLIENT PAYMENT,2500.00,7500.00,",
      "10/21/2026,YOU BOUGHT MONEY MARKET FUND,-1500.00,6000.00,10/22/2026",
    ].join("\n");
    const book = read(csv, { currency: "USD" });
    // Both rows booked: +2,500.00 on 14 October and −1,500.00 on 21 October (the date of every row).
    expect(book.transactions.map((t) => [t.date, t.amountMinor])).toEqual([["2026-10-14", 250000], ["2026-10-21", -150000]]);
  });
});

describe("rules found on an eleventh set of unseen banks, checked on exports written apart from it", () => {
  it("reads a wallet export in GBK below 18 lines of text, its 收/支 column, and skips a closed row that says neither way", async () => {
    const { readFileSync } = await import("node:fs");
    // 交易时间 (time), 收/支 (in/out: 支出 out, 收入 in, 不计收支 neither), 金额 (amount), 交易状态 (status: 交易关闭 closed).
    const bytes = readFileSync(new URL("./fixtures/csv/chinese-wallet-gbk.csv", import.meta.url));
    const result = importStatement(bytes, { fileName: "wallet.csv", currency: "CNY" });
    if (!result.ok) expect.fail(JSON.stringify(result.refusal));
    // −320.00 flowers, +1,200.00 a customer's order, −75.50 electricity; the closed 80.00 moved nothing.
    expect(result.book.transactions.map((t) => t.amountMinor)).toEqual([-32000, 120000, -7550]);
    expect(result.book.notes.map((n) => n.text).join("\n")).toMatch(/GBK/);
  });

  it("reads Turkish headers, amounts in TL, a card's undated sector headings of zero, and a currency named in Chinese", () => {
    // Tarih (date), Açıklama (description), Tutar (amount); a card printing charges positive.
    const card = read(["Tarih;Açıklama;Tutar;", ";   AKARYAKIT;0,00 TL;", "2.10.2026;OPET ISTASYONU IZMIR;1.200,00 TL;", ";   MARKET;0,00 TL;", "5.10.2026;METRO GROSMARKET;850,40 TL;"].join("\n"), { positiveMeans: "money-out" });
    // Two charges, 1,200.00 and 850.40 lira; the two headings of 0,00 are no rows.
    expect(amounts(card)).toEqual([-120000, -85040]);
    expect(card.currency).toBe("TRY");
    // 币种 (currency) reading 人民币 (renminbi) on every row states CNY.
    const ccb = read(["交易日期,摘要,交易金额,账户余额,币种", "20261012,转账,-500.00,9500.00,人民币", "20261020,工资,3000.00,12500.00,人民币"].join("\n"));
    expect(ccb.currency).toBe("CNY");
  });

  it("takes the closing balance from a dated balance line above the header that follows the account's number", () => {
    const book = read(['="000501234567";Solde au 20/11/2026;1250,50;EUR', "Date de l'opération;Libellé;Montant de l'opération;Devise", "20/11/2026;PRELEVEMENT URSSAF;-612,00;EUR", "13/11/2026;VIR RECU CLIENT;875,00;EUR"].join("\n"));
    // The balance on 20 November, the newest row's date: 1,250.50.
    expect(book.closingBalanceMinor).toBe(125050);
  });
});

describe("rules found on a twelfth set of unseen banks, checked on exports written apart from it", () => {
  it("reads a quoted figure followed by a tab before the comma", () => {
    // "12.50"<tab>, and "1,012.50"<tab>, : the tab after the closing quote is no part of the field.
    const book = read(["Date,Description,Amount,Balance", '21/11/2026,INTEREST CREDIT,"12.50"\t,"1,012.50"\t', '14/11/2026,BILL PAYMENT,"-200.00"\t,"1,000.00"\t'].join("\n"), { currency: "HKD" });
    // Newest first: 1,000.00 + 12.50 = 1,012.50.
    expect(amounts(book)).toEqual([1250, -20000]);
    expect(book.closingBalanceMinor).toBe(101250);
  });

  it("reads the debit and credit columns that hold figures where another pair holds only dashes", () => {
    // 交易金额 (in the purchase's currency) holds "-"; 记账金额 (booked, in the account's) the money.
    const csv = [
      "交易日期,摘要,交易金额(收入),交易金额(支出),记账金额(收入),记账金额(支出),余额",
      "2026-11-16,缴税,-,-,,412.36,8535.54",
      "2026-10-26,他行汇入,-,-,1280.00,,8947.90",
    ].join("\n");
    const book = read(csv, { currency: "CNY" });
    // −412.36 tax paid, +1,280.00 received; newest first, 8,947.90 − 412.36 = 8,535.54.
    expect(amounts(book)).toEqual([-41236, 128000]);
  });
});

describe("rules found on a thirteenth set of unseen banks, checked on exports written apart from it", () => {
  it("reads Spanish 'Fecha de operación', Bulgarian 'Дата и час' and 'Разход', and English 'Expense' and 'Income' columns", () => {
    // Spanish: −36,29 by card, +1.260 received.
    expect(amounts(read(["Fecha de operación;Concepto;Importe;Divisa", "17/11/2026;Pago con tarjeta;-36,29;EUR", "24/11/2026;Transferencia recibida;1260;EUR"].join("\n")))).toEqual([-3629, 126000]);
    // Bulgarian: Приход (in) 0.00 and Разход (out) 46.12, then 360.00 in.
    const bg = ['"Дата и час","Приход","Разход","Описание"', '"02.10.2026 09:41:17","0.00","46.12","Софийска вода"', '"06.10.2026 14:05:52","360.00","0.00","Пекарна"'].join("\n");
    expect(amounts(read(bg, { currency: "EUR" }))).toEqual([-4612, 36000]);
    // Expense (out) and Income (in).
    expect(amounts(read(["Date,Details,Expense,Income", "15/10/2026,Mineral water,62400.00,", "22/10/2026,Catering invoice,,485000.00"].join("\n"), { currency: "AMD" }))).toEqual([-6240000, 48500000]);
  });

  it("takes the closing balance from a line above the table that holds its label and figure in one cell", () => {
    const csv = ["BANK STATEMENT,,", '"Closing balance: 1,250.00",,', ",,", "Date,Details,Expense,Income", "15/10/2026,Mineral water,250.00,", "24/10/2026,Catering invoice,,500.00"].join("\n");
    // The balance after the newest row is 1,250.00, stated in one cell with its label.
    expect(read(csv, { currency: "AMD" }).closingBalanceMinor).toBe(125000);
  });

  it("reads 'Libellé d'opération' as the description, and 'outcome' and 'income' columns as money out and in", () => {
    const fr = read(["Code devise;Montant;Date d'opération;Libellé d'opération", "EUR;-450,00;03/11/2026;PRLV SEPA LOYER ATELIER", "EUR;1 280,50;17/11/2026;VIR RECU CLIENT DUPONT"].join("\n"));
    expect(fr.transactions.map((t) => t.description)).toEqual(["PRLV SEPA LOYER ATELIER", "VIR RECU CLIENT DUPONT"]);
    // A personal-finance app's export: 45,000 out, then 120,000 in (the other column 0 on each row).
    // Whole numbers alone cannot say roubles from kopecks: its user says units.
    const app = read(["date;payee;outcome;outcomeCurrencyShortTitle;income", "2026-11-03;ИП Соколов;45000;RUB;0", "2026-11-06;ООО Ромашка;0;RUB;120000"].join("\n"), { amountsIn: "units" });
    expect(amounts(app)).toEqual([-4500000, 12000000]);
  });
});


describe("rules found on a fourteenth set of unseen banks, checked on exports written apart from it", () => {
  it("reads a header no spelling names when one cell alone holds a date's word and one an amount's", () => {
    // A donations platform's ledger: 'Effective Date & Time' and 'Amount Single Column' are the only
    // cells with a date's and an amount's word; −600 paid out, +500 received (whole dollars, as its
    // user says: whole numbers alone do not say dollars from cents).
    const csv = ["Effective Date & Time,Transaction ID,Description,Kind,Amount Single Column,Currency", "2026-10-28T16:02:11,12904417,Invoice from M Ruiz,EXPENSE,-600,USD", "2026-10-19T09:41:55,12887320,Contribution from Riverbend,CONTRIBUTION,500,USD"].join("\n");
    const book = read(csv, { amountsIn: "units" });
    expect(book.transactions.map((t) => [t.date, t.amountMinor])).toEqual([["2026-10-28", -60000], ["2026-10-19", 50000]]);
  });

  it("chooses no amount between two cells that could each be it, and names --columns", () => {
    // 'Amount sent' and 'Amount received' both hold an amount's word: the reader does not pick one.
    const refusal = refusalOf(["Date,Recipient,Amount sent,Amount received", "2026-10-02,P Sharma,500.00,30125.00"].join("\n"), { currency: "CAD" });
    expect(refusal.fix).toContain("--columns");
  });

  it("does not take a whole line read at the wrong delimiter for a header cell", () => {
    // Czech, ';'-separated, with comma decimals: read at ',' the header is one long cell holding
    // both 'datum' and 'castka'; it must still be found at ';' (−12 000,00 CZK paid).
    const csv = [
      "Cislo uctu;123-4567890217/0100",
      "Pocatecni zustatek;256400,00",
      "Konecny zustatek;240250,00",
      "",
      "Datum zauctovani;Protistrana;Castka;Mena;Popis pro me",
      "02.10.2026;2500123456/2010;-12000,00;CZK;Najem",
      "05.10.2026;2700987654/2010;-4150,00;CZK;Material",
    ].join("\n");
    // Paid 12 000,00 and 4 150,00: 256 400,00 − 16 150,00 = 240 250,00, the closing line.
    expect(amounts(read(csv))).toEqual([-1200000, -415000]);
  });

  it("takes a ledger balance stated above the table with its date after the figure", () => {
    // ASB: 'Ledger Balance : 5940.35 as of 20261113' is the booked balance after the newest row;
    // the 'Avail Bal' line above it (holds and limits counted) is not.
    const csv = ["Avail Bal : 5791.73 as of 20261106", "Ledger Balance : 5940.35 as of 20261113", "Date,Unique Id,Tran Type,Payee,Memo,Amount", "", "2026/11/03,2026110301,DEBIT,Z ENERGY,Df,-148.62", "2026/11/12,2026111201,FEE,ACCOUNT FEE,Oct,-12.50"].join("\n");
    expect(read(csv, { currency: "NZD" }).closingBalanceMinor).toBe(594035);
  });

  it("reads Portuguese 'Entrada' and 'Saída' columns, and 'Saldo do Dia' as the running balance", () => {
    // C6 Bank: +1.350,00 in (balance 3.830,15), then 420,00 out (3.830,15 − 420,00 = 3.410,15).
    const csv = ["Data Lançamento,Descrição,Entrada(R$),Saída(R$),Saldo do Dia(R$)", "14/10/2026,Pix recebido,1350.00,0.00,3830.15", "20/10/2026,Pix enviado,0.00,420.00,3410.15"].join("\n");
    const book = read(csv);
    expect(amounts(book)).toEqual([135000, -42000]);
    expect(book.currency).toBe("BRL");
    expect(book.closingBalanceMinor).toBe(341015);
  });
});

describe("rules found on a seventeenth set of unseen banks, checked on exports written apart from it", () => {
  it("takes a dated balance whose figure stands in the label's own cell, after a colon", () => {
    // "Solde au 20/11/26 : 1 250,00 EUR" is the balance after the newest row (20 November); the rows
    // below it (150,00 in, then 40,00 out) need no --balance.
    const csv = ["Compte courant;", "Solde au 20/11/26 : 1 250,00 EUR", "", "Date;Libellé;Débit euros;Crédit euros;", "20/11/2026;PRLV ORANGE;40,00;;", "14/11/2026;VIR CLIENT MARTIN;;150,00;"].join("\n");
    const book = read(csv);
    expect(book.closingBalanceMinor).toBe(125000);
    expect(amounts(book)).toEqual([-4000, 15000]);
  });
});

describe("rules found on the tenth and seventeenth sets' last refusals, checked on exports written apart from them", () => {
  it("reads 'Betrag Soll' and 'Betrag Haben', and 'Kwota obciążenia' and 'Kwota uznania', as debit and credit columns", () => {
    // German: 850,00 out (balance 1.150,00), then 1.240,50 in: 1.150,00 + 1.240,50 = 2.390,50.
    const german = ["Buchungstag;Verwendungszweck;Betrag Soll;Betrag Haben;Saldo", "01.10.2026;Miete Oktober Büro;850,00;;1.150,00", "03.10.2026;Rechnung 2026-114 Weber GmbH;;1.240,50;2.390,50"].join("\n");
    const book = read(german, { currency: "EUR" });
    expect(amounts(book)).toEqual([-85000, 124050]);
    expect(book.closingBalanceMinor).toBe(239050);
    // Polish: 3200,00 in (balance 8450,00), then a 15,00 fee out: 8450,00 − 15,00 = 8435,00.
    const polish = ["Data operacji;Opis operacji;Kwota obciążenia;Kwota uznania;Saldo po operacji", "05.10.2026;Przelew FV/10/2026 Nowak;;3200,00;8450,00", "07.10.2026;Opłata za prowadzenie rachunku;15,00;;8435,00"].join("\n");
    expect(amounts(read(polish, { currency: "PLN" }))).toEqual([320000, -1500]);
  });

  it("takes a credit and a debit amount named in words over a lone amount word beside them", () => {
    // A payment processor's settlement report: 'Voucher Amount' is the only cell with an amount's
    // word and no other part's, but 'Credit Net Amount' and 'Debit Net Amount' are what moved:
    // +96.40, −45.00, +180.00 (the 5.00 voucher is part of the last sale, not a row of its own).
    const csv = ["Date,Description,Credit Net Amount,Debit Net Amount,Voucher Amount", "2026-10-05,Order 5512 settled,96.40,0.00,0.00", "2026-10-09,Chargeback order 5498,0.00,45.00,0.00", "2026-10-12,Order 5530 settled,180.00,0.00,5.00"].join("\n");
    expect(amounts(read(csv, { currency: "USD" }))).toEqual([9640, -4500, 18000]);
  });

  it("reads the debit and credit columns where the amount beside them is never signed", () => {
    // 'Amount' holds 1200.00 and 310.50, both unsigned; 'Credit' and 'Debit' say which way:
    // +1,200.00 (balance 5,200.00), then −310.50: 5,200.00 − 310.50 = 4,889.50.
    const csv = ["Date,Description,Amount,Debit,Credit,Balance", "2026-10-01,Invoice 88 paid by Lumen Ltd,1200.00,,1200.00,5200.00", "2026-10-04,Payout to R Okafor,310.50,310.50,,4889.50"].join("\n");
    const book = read(csv, { currency: "GBP" });
    expect(amounts(book)).toEqual([120000, -31050]);
    expect(book.closingBalanceMinor).toBe(488950);
  });

  it("reads an opening balance named by a code in words as a balance, and closes with it plus the rows", () => {
    // 'opening_available_balance' (5,000.00) is no money in. The rows: +250.00, −1,000.00, and
    // 'Opening balance transfer' (+300.00, a payment whose text only mentions a balance). Closing:
    // 5,000.00 + 250.00 − 1,000.00 + 300.00 = 4,550.00, after the last row, 10 October.
    const csv = ["Date,Record type,Description,Credit,Debit", "2026-10-01,opening_available_balance,,5000.00,0.00", "2026-10-06,sale,Order 77,250.00,0.00", "2026-10-08,payout,To bank,0.00,1000.00", "2026-10-10,transfer,Opening balance transfer,300.00,0.00"].join("\n");
    const book = read(csv, { currency: "USD" });
    expect(amounts(book)).toEqual([25000, -100000, 30000]);
    expect(book.closingBalanceMinor).toBe(455000);
    expect(book.closingBalanceDate).toBe("2026-10-10");
  });

  it("bridges a 'Saldo inicial disponible' and a 'Saldo final disponible' line with the rows between", () => {
    // 1.000,00 + 420,00 − 75,50 = 1.344,50, which the closing line states (a bank account: positive is money in).
    const csv = ["Fecha;Concepto;Importe", "30/09/2026;Saldo inicial disponible;1.000,00", "02/10/2026;Transferencia recibida Ruiz;420,00", "15/10/2026;Recibo luz;-75,50", "31/10/2026;Saldo final disponible;1.344,50"].join("\n");
    const book = read(csv, { currency: "EUR", positiveMeans: "money-in" });
    expect(amounts(book)).toEqual([42000, -7550]);
    expect(book.closingBalanceMinor).toBe(134450);
  });

  it("takes a currency column beside 'Betrag in Währung' for the purchase's currency, not the account's", () => {
    // The card's own amounts are in 'Betrag' (−45,80 and −12,40); 'Währung' names the purchase's
    // currency beside its own amount (USD 49,99, EUR 12,40), so the account's comes from --currency.
    const csv = ["Buchungsdatum;Beschreibung;Betrag;Betrag in Währung;Währung", "02.10.2026;AMAZON.COM SEATTLE;-45,80;-49,99;USD", "04.10.2026;Bäckerei Schmidt;-12,40;-12,40;EUR"].join("\n");
    expect(refusalOf(csv).fix).toContain("--currency");
    const book = read(csv, { currency: "EUR" });
    expect(amounts(book)).toEqual([-4580, -1240]);
    expect(book.currency).toBe("EUR");
  });

  it("takes a currency column beside an exchange rate that converts for the purchase's currency", () => {
    // 'Devise' stands between 'Montant' and 'Taux de change'; the rate 1,0621 on the Geneva hotel
    // converts its CHF, so 'Devise' is each purchase's currency: −54,20 and −212,40 in EUR.
    const csv = ["Date;Libellé;Montant;Devise;Taux de change", "13/10/2026;CARREFOUR ANNECY;-54,20;EUR;1", "15/10/2026;HOTEL DU LAC GENEVE;-212,40;CHF;1,0621"].join("\n");
    expect(amounts(read(csv, { currency: "EUR" }))).toEqual([-5420, -21240]);
    // A rate column left empty converts nothing: 'Valuta' is then the account's (DKK on every row).
    const danish = ["Dato;Tekst;Beløb;Valuta;Vekselkurs", "01.10.2026;Husleje;-8500,00;DKK;", "03.10.2026;Faktura 1041;12400,00;DKK;"].join("\n");
    expect(read(danish).currency).toBe("DKK");
  });

  it("skips a card authorisation whose running balance did not move, and books the purchase it became", () => {
    // 1,000.00 − 23.40 = 976.60; the authorisation of 60.00 leaves 976.60 (a hold); the purchase the
    // next day books it: 976.60 − 60.00 = 916.60.
    const csv = ["Date,Description,Transaction Type,Amount,Balance", "2026-10-01,TESCO STORES 2231,Card purchase,-23.40,976.60", "2026-10-02,SHELL FUEL 114,Card authorization,-60.00,976.60", "2026-10-03,SHELL FUEL 114,Card purchase,-60.00,916.60"].join("\n");
    const book = read(csv, { currency: "GBP" });
    expect(book.transactions.map((t) => [t.source, t.amountMinor])).toEqual([["line 2", -2340], ["line 4", -6000]]);
    expect(book.closingBalanceMinor).toBe(91660);
    expect(notes(book)).toContain("'Transaction Type' reads 'Card authorization'");
  });

  it("skips a 'Pending transaction' in a type column of a file with no balance", () => {
    // +2,500.00 and −42.10 moved; the −18.00 still pending did not.
    const csv = ["Date,Details,Type,Amount", "2026-10-01,Salary October,Credit transfer,2500.00", "2026-10-02,Grocer,Debit card,-42.10", "2026-10-03,Cinema,Pending transaction,-18.00"].join("\n");
    expect(amounts(read(csv, { currency: "GBP" }))).toEqual([250000, -4210]);
  });

  it("skips an authorisation's reversal where the balance did not move, and keeps one where it did", () => {
    // The hotel's hold of 150.00 and its reversal leave 500.00 as it was: both skipped. The airline's
    // purchase (500.00 − 320.00 = 180.00) is then reversed with the balance back at 500.00: money given
    // back, +320.00, kept.
    const csv = ["Date,Description,Type,Amount,Balance", "2026-10-01,HOTEL ROMA,Authorisation,-150.00,500.00", "2026-10-03,HOTEL ROMA,Authorisation reversal,150.00,500.00", "2026-10-05,AIRLINE XY,Purchase,-320.00,180.00", "2026-10-07,AIRLINE XY,Authorisation reversal,320.00,500.00"].join("\n");
    const book = read(csv, { currency: "EUR" });
    expect(amounts(book)).toEqual([-32000, 32000]);
    expect(book.closingBalanceMinor).toBe(50000);
  });

  it("without a balance, skips a reversal that gives back a hold of the same file, and refuses one that gives back none", () => {
    // The 85.00 hold and its 85.00 reversal moved nothing; the 1,900.00 in and 42.00 out did.
    const rows = ["Date,Details,Transaction type,Amount", "2026-10-01,Invoice 17 paid,Transfer in,1900.00", "2026-10-02,CAR HIRE NICE,Card authorisation,-85.00", "2026-10-04,CAR HIRE NICE,Card authorisation reversal,85.00", "2026-10-06,BOOKSHOP,Card purchase,-42.00"];
    expect(amounts(read(rows.join("\n"), { currency: "EUR" }))).toEqual([190000, -4200]);
    // A reversal of 30.00 with no hold of 30.00 here (a hold of last month's file, or a charge given
    // back): the file does not say whether money came back, so it is refused, naming the row.
    const refusal = refusalOf([...rows, "2026-10-08,HOTEL LYON,Card authorisation reversal,30.00"].join("\n"), { currency: "EUR" });
    expect(refusal.at).toBe("line 6, column 'Transaction type'");
  });
});

describe("Japanese headers as card companies write them", () => {
  it("reads ご利用日 and ご利用金額 as 利用日 and 利用金額, and a header word with a voiced kana (カード) whole", () => {
    // An SMBC-style card statement (the header words a public converter of Japanese cards records:
    // ご利用日, ご利用店名, ご利用金額), the polite ご written or not. Three purchases of 3,300,
    // 12,870 and 980 yen; card sign given by the user: money out, 17,150 in all.
    const csv = ["ご利用日,ご利用店名,ご利用金額,カード区分", "2026/10/02,ローソン 新宿,3300,本人", "2026/10/09,モノタロウ,12870,本人", "2026/10/15,ドトールコーヒー,980,本人"].join("\n");
    const book = read(csv, { currency: "JPY", positiveMeans: "money-out" });
    expect(amounts(book)).toEqual([-3300, -12870, -980]);
    expect(book.transactions.map((t) => t.date)).toEqual(["2026-10-02", "2026-10-09", "2026-10-15"]);
  });

  it("finds the use date in a header that names two (利用日/キャンセル日) and not the payment date beside it", () => {
    // PayPay Card's header form: the day of use or cancellation, then the month's payment day (27 Nov,
    // after every row) in its own column. Two purchases (6,480 and 7,215) and a cancellation (−3,300).
    const csv = ['"利用日/キャンセル日","利用店名・商品名","利用金額","当月お支払日"', '"2026/10/29","ｱﾏｿﾞﾝ","6480","2026/11/27"', '"2026/10/27","ＥＮＥＯＳ","7215","2026/11/27"', '"2026/10/24","ﾓﾉﾀﾛｳ","-3300","2026/11/27"'].join("\n");
    const book = read(csv, { currency: "JPY", positiveMeans: "money-out" });
    expect(book.transactions.map((t) => [t.date, t.amountMinor])).toEqual([["2026-10-29", -6480], ["2026-10-27", -7215], ["2026-10-24", 3300]]);
  });
});

describe("an opening-balance line of blank cells above the rows, read from the running balance", () => {
  // BanBajío-like: the first line is blank cells, 'Saldo Inicial' and the opening 4,000.00, so it names
  // no date, money or balance column. Newest first: 4,000.00 − 492.00 = 3,508.00; − 8.00 = 3,500.00;
  // + 1,500.00 = 5,000.00, so columns 4 and 5 are money out and in, and the sixth their balance.
  const lines = [
    "     ,          ,Saldo Inicial      ,    ,    ,4000.00",
    "8817,24/11/2026,SPEI RECIBIDO MOTO REFACCIONES,,1500.00,5000.00",
    "8816,20/11/2026,COMISION SPEI,8.00,,3500.00",
    "8815,18/11/2026,PAGO PROVEEDOR LLANTAS,492.00,,3508.00",
  ];

  it("reads the rows, and names each column the blank line leaves unnamed by its place", () => {
    const book = read(lines.join("\n"), { currency: "MXN" });
    expect(amounts(book)).toEqual([150000, -800, -49200]);
    expect(book.closingBalanceMinor).toBe(500000);
    expect(notes(book)).toContain("column 2 is a date on every row, and column 4 and column 5 are money out and in");
  });
});

describe("a header printed again inside the table", () => {
  // A two-page export prints its header at the top of each page: −10.00, +20.00, then −5.00 on page two.
  const paged = ["Date,Description,Amount", "2026-11-02,Coffee beans,-10.00", "2026-11-03,Customer 118,20.00", "Date,Description,Amount", "2026-11-05,Printer paper,-5.00"];

  it("is skipped, with a note, where it only starts a new page", () => {
    const book = read(paged.join("\n"), { currency: "USD" });
    expect(amounts(book)).toEqual([-1000, 2000, -500]);
    expect(notes(book)).toContain("Skipped the header printed again inside the table (line 4)");
  });

  it("is refused under a title of its own, which may begin another account's rows", () => {
    // Two accounts in one file, each under its title: their rows are never merged into one book.
    const twoAccounts = ["Account 1234", ...paged.slice(0, 3), "", "Account 5678", ...paged.slice(3)];
    const refusal = refusalOf(twoAccounts.join("\n"), { currency: "USD" });
    expect(refusal.at).toBe("line 7");
    expect(refusal.expected).toContain("under 'Account 5678' (line 6)");
    expect(refusal.fix).toContain("export each account as a file of its own");
  });
});

describe("a file with no header row, read from its running balance", () => {
  // Nordic savings banks export date;text;amount;[amount again;]balance;currency with no header
  // (the form a public YNAB converter records for Danish and Faroese banks). Oldest first:
  // 41,200.00 after rent −8,500.00; +12,400.00 → 53,600.00; −1,249.95 → 52,350.05.
  const rows = [
    "13-11-2026;Husleje november;-8.500,00;-8.500,00;41.200,00;DKK",
    "17-11-2026;Indbetaling faktura 118;12.400,00;12.400,00;53.600,00;DKK",
    "24-11-2026;Dankort-køb Bauhaus;-1.249,95;-1.249,95;52.350,05;DKK",
  ];

  it("reads the columns the rows prove, an amount given twice (amount and original amount alike) being one reading", () => {
    const book = read(rows.join("\n"));
    expect(amounts(book)).toEqual([-850000, 1240000, -124995]);
    expect(book.closingBalanceMinor).toBe(5235005);
    expect(notes(book)).toContain("as the file has no header row");
  });

  it("with no running balance, reads the one column of figures (given twice alike) as the amount", () => {
    // The same rows without the balance: −8,500.00, +12,400.00, −1,249.95, the amount twice alike.
    const noBalance = rows.map((row) => row.replace(/;[\d.,-]+;DKK$/, ";DKK"));
    const book = read(noBalance.join("\n"));
    expect(amounts(book)).toEqual([-850000, 1240000, -124995]);
  });
});

describe("a file with no header row and no running balance, its columns named by what the rows hold", () => {
  // An Australian credit union's export as public converters describe such files: date, a second
  // date filled only when it differs, text, an empty field, one signed amount. Newest first.
  const aussie = [
    "23 Nov 2026,,Osko Payment From Harbourside Cafe Inv 2291,,1320.00",
    "18 Nov 2026,19 Nov 2026,Eftpos Purchase 17Nov Bunnings Hornsby,,-214.35",
    "12 Nov 2026,,Direct Debit Origin Energy 4471,,-389.10",
  ];

  it("reads date, description and a signed amount, and says how it named them", () => {
    const book = read(aussie.join("\n"), { currency: "AUD" });
    // +1,320.00, −214.35, −389.10, dated by the column filled on every row (not the partly filled second date)
    expect(amounts(book)).toEqual([132000, -21435, -38910]);
    expect(book.transactions.map((t) => t.date)).toEqual(["2026-11-23", "2026-11-18", "2026-11-12"]);
    expect(book.transactions[1]!.description).toBe("Eftpos Purchase 17Nov Bunnings Hornsby");
    expect(notes(book)).toContain("column 1 as the date, column 3 as the description, column 5 as the amount");
  });

  it("takes a currency column of codes and leaves an account number on every row out of the description", () => {
    // A Belgian-style export: account, text, booking and value date (equal), amount, currency; 1.234,50 in, 98,20 out.
    const belgian = ["BE71096123456769;Virement de Brasserie Dupont facture 88;04.11.2026;04.11.2026;1.234,50;EUR", "BE71096123456769;Domiciliation Proximus 112233;07.11.2026;07.11.2026;-98,20;EUR", "BE71096123456769;Paiement Bancontact Colruyt Namur;09.11.2026;09.11.2026;-45,10;EUR"];
    const book = read(belgian.join("\n"));
    expect(amounts(book)).toEqual([123450, -9820, -4510]);
    expect(book.currency).toBe("EUR");
    expect(book.transactions[0]!.description).toBe("Virement de Brasserie Dupont facture 88");
  });

  it("refuses two date columns that differ, naming the line and both columns", () => {
    const twoDates = ["24.11.2026;24.11.2026;Innbetaling faktura 1052;9.450,00", "16.11.2026;14.11.2026;Varekjøp Byggmakker;-276,40", "10.11.2026;10.11.2026;Husleie november;-8.000,00"];
    const refusal = refusalOf(twoDates.join("\n"), { currency: "NOK" });
    expect(refusal.at).toBe("line 2");
    expect(refusal.expected).toContain("column 1 and column 2 both hold dates that differ");
    expect(refusal.fix).toContain("--columns");
  });

  it("refuses two columns of figures that differ with no balance to tell them apart", () => {
    // A debit and a credit column, or an amount and a fee: the rows alone cannot say.
    const twoFigures = ["2026-11-02,Invoice 12,250.00,2.50", "2026-11-05,Invoice 13,80.00,0.80", "2026-11-09,Invoice 14,410.00,4.10"];
    const refusal = refusalOf(twoFigures.join("\n"), { currency: "USD" });
    expect(refusal.at).toBe("line 1");
    expect(refusal.expected).toContain("column 3, column 4 all hold figures");
  });

  it("refuses amounts that are mostly positive, as a card's charges are, asking which way they run", () => {
    const card = ["2026-11-02,AMAZON MKTPLACE,54.20", "2026-11-04,SHELL 1122,61.00", "2026-11-09,PAYMENT THANK YOU,-300.00", "2026-11-12,STAPLES 0091,23.75"];
    const refusal = refusalOf(card.join("\n"), { currency: "USD" });
    expect(refusal.fix).toContain("--positive-means");
  });
});

describe("a header that names the money but not the date, its date column found by what the rows hold", () => {
  // A Polish-style header whose date word the reader has none for ('Dzień'), with debit and credit
  // named in English as a bank's English export writes them; oldest first.
  const header = "Dzień;Opis;Debit;Credit";
  const rows = ["03.11.2026;Faktura 118/2026 Kowalski Sp. z o.o.;;2 450,00", "06.11.2026;Czynsz listopad;1 800,00;", "12.11.2026;Opłata za prowadzenie rachunku;12,50;"];

  it("reads the one column that holds a date on every row as the date, and says so", () => {
    const book = read([header, ...rows].join("\n"), { currency: "PLN" });
    // +2,450.00 in; −1,800.00 and −12.50 out, dated 3, 6 and 12 November
    expect(amounts(book)).toEqual([245000, -180000, -1250]);
    expect(book.transactions.map((t) => t.date)).toEqual(["2026-11-03", "2026-11-06", "2026-11-12"]);
    expect(notes(book)).toContain("Read 'Dzień' (column 1) as the date, as the header names no date column");
  });

  it("refuses a header with two unnamed date columns that differ, naming both and the line", () => {
    const twoDates = ["Dzień;Waluta;Opis;Debit;Credit", "03.11.2026;03.11.2026;Faktura 118;;2 450,00", "06.11.2026;07.11.2026;Czynsz;1 800,00;", "12.11.2026;12.11.2026;Opłata;12,50;"];
    const refusal = refusalOf(twoDates.join("\n"), { currency: "PLN" });
    expect(refusal.at).toBe("line 3");
    expect(refusal.expected).toContain("'Dzień' (column 1) and 'Waluta' (column 2) both hold dates that differ");
    expect(refusal.fix).toContain("--columns");
  });
});

describe("rules found on a twenty-first set of unseen banks, checked on exports written apart from it", () => {
  it("reads a status of several words by its words (a payment app's PAYMENT RECEIVED, CARD DECLINED), never a negated one", () => {
    const header = "Date,Description,Amount,Status,Balance";
    const book = read(
      [
        header,
        "2026-11-02,Invoice 41 from Harbor Cafe,120.00,PAYMENT RECEIVED,620.00",
        "2026-11-03,Office supplies,-19.99,CARD CHARGED,600.01",
        "2026-11-04,Streaming,-9.99,CARD DECLINED,",
        "2026-11-05,Supplier refund,5.00,CARD REFUNDED,605.01",
      ].join("\n"),
      { currency: "USD" },
    );
    // +120.00, −19.99, +5.00; the declined card payment moved nothing (500.00 before: 620.00, 600.01, 605.01)
    expect(amounts(book)).toEqual([12000, -1999, 500]);
    expect(book.closingBalanceMinor).toBe(60501);
    // "NOT CHARGED" holds a word that says moved, turned round: it is refused, not guessed.
    const refusal = refusalOf([header, "2026-11-02,Gym,-30.00,NOT CHARGED,470.00", "2026-11-03,Sale,50.00,COMPLETED,520.00"].join("\n"), { currency: "USD" });
    expect(refusal.at).toContain("column 'Status'");
  });

  it("counts a row whose several-word status says it never moved as unbooked, dated or not", () => {
    // A declined card payment last in the file has no date yet; its status says so, as a pending row's does.
    const book = read(["Date,Description,Amount,Status,Balance", "2026-11-02,Invoice 41,120.00,PAYMENT RECEIVED,620.00", ",Streaming,-9.99,CARD DECLINED,"].join("\n"), { currency: "USD" });
    // +120.00 only (500.00 before: 620.00)
    expect(amounts(book)).toEqual([12000]);
    expect(notes(book)).toContain("Skipped 1 card declined row");
  });

  it("reads a principal balance column as the running balance (ATB's Principal Balance Amount)", () => {
    const book = read(["Transaction Date,Transaction Type,Debit Amount,Credit Amount,Principal Balance Amount,Extended Text", "11/20/2026,Payment,150.00,,1350.00,Bill Payment HYDRO", "11/24/2026,Deposit,,400.00,1750.00,Mobile Deposit"].join("\n"), { currency: "CAD" });
    // 1,500.00 before: −150.00 = 1,350.00; +400.00 = 1,750.00
    expect(amounts(book)).toEqual([-15000, 40000]);
    expect(book.closingBalanceMinor).toBe(175000);
  });

  it("reads an Extended Text column as the description (ATB's export)", () => {
    const book = read(["Transaction Date,Transaction Type,Debit Amount,Credit Amount,Principal Balance Amount,Extended Text", "11/20/2026,Payment,150.00,,1350.00,Bill Payment HYDRO"].join("\n"), { currency: "CAD" });
    expect(book.transactions[0]!.description).toBe("Bill Payment HYDRO");
  });

  it("reads a debit/credit column whose marks are written in two languages (借 Dr, 贷 Cr)", () => {
    const book = read(["交易日期,借贷,交易金额,余额,摘要", '2026-10-01,贷 Cr,"8,000.00","18,000.00",货款', "2026-10-02,借 Dr,120.50,\"17,879.50\",电费"].join("\n"), { currency: "CNY" });
    // 10,000.00 before: +8,000.00 = 18,000.00; −120.50 = 17,879.50
    expect(amounts(book)).toEqual([800000, -12050]);
  });

  it("reads dates written with the year, month and day signs (2026年10月03日)", () => {
    const book = read(["利用日,利用店名,利用金額,残高", "2026年10月03日,書店,1200,8800", "2026年10月7日,文具店,800,8000"].join("\n"), { currency: "JPY", positiveMeans: "money-out" });
    expect(book.transactions.map((t) => t.date)).toEqual(["2026-10-03", "2026-10-07"]);
  });
});

describe("rules found on a twenty-third set of unseen banks, checked on exports written apart from it", () => {
  it("reads headers in traditional Chinese: a card's 入帳日 over its 交易日, 特店名稱 and 新臺幣金額", () => {
    // An E.SUN-style card statement (written apart from the set's CTBC file): a transaction day and a
    // posting day, the merchant and the amount in New Taiwan dollars, purchases positive.
    const book = read(["交易日,入帳日,特店名稱,新臺幣金額", "2026/10/02,2026/10/04,全家便利商店,85", "2026/10/07,2026/10/08,中華電信,1299"].join("\n"), { currency: "TWD", positiveMeans: "money-out" });
    // Booked on the posting day; two purchases of 85 and 1,299 dollars.
    expect(book.transactions.map((t) => t.date)).toEqual(["2026-10-04", "2026-10-08"]);
    expect(amounts(book)).toEqual([-8500, -129900]);
    expect(book.transactions[1]!.description).toBe("中華電信");
  });

  it("reads a traditional-Chinese account's 支出金額 and 存入金額, its 餘額 and its 幣別", () => {
    const book = read(["交易日期,說明,支出金額,存入金額,餘額,幣別", "2026/11/03,貨款,,12000,52000,新臺幣", "2026/11/05,房租,18000,,34000,新臺幣"].join("\n"), { currency: "TWD" });
    // 40,000 before: +12,000 = 52,000; −18,000 = 34,000.
    expect(amounts(book)).toEqual([1200000, -1800000]);
    expect(book.closingBalanceMinor).toBe(3400000);
    expect(book.transactions[0]!.description).toBe("貨款");
  });
});

describe("rules found on a twenty-fourth set of unseen banks, checked on exports written apart from it", () => {
  it("reads a year-first date followed by a comma and the time", () => {
    const book = read(["Fecha;Concepto;Monto;Saldo", "2026-11-03, 9:15 AM;PAGO PROVEEDOR;-120,00;880,00", "2026-11-5, 4:02 PM;DEPOSITO;300,00;1.180,00"].join("\n"), { currency: "USD" });
    // Oldest first: 1,000.00 before, −120.00 = 880.00, +300.00 = 1,180.00.
    expect(book.transactions.map((t) => t.date)).toEqual(["2026-11-03", "2026-11-05"]);
    expect(amounts(book)).toEqual([-12000, 30000]);
  });

  it("reads figures a spreadsheet marked as text with a leading apostrophe, and a +/- sign column beside unsigned amounts", () => {
    // An Indian-style current account export (written apart from the set's Ecuadorian one): 'Dr/Cr' spelled
    // as the signs under a '+/-' header, every figure kept as text by its apostrophe.
    const book = read(["Txn Date,Narration,+/-,Amount,Balance", "12/11/2026,NEFT CR ACME TRADERS,'+,\"'25,000.00\",\"'125,000.00\"", "14/11/2026,RTGS DR STEEL MART,'-,\"'40,500.00\",\"'84,500.00\""].join("\n"), { currency: "INR" });
    // 100,000.00 before: +25,000.00 = 125,000.00; −40,500.00 = 84,500.00.
    expect(amounts(book)).toEqual([2500000, -4050000]);
    expect(book.closingBalanceMinor).toBe(8450000);
  });

  it("reads a 'Signo' column of + and - as the side, and leaves an apostrophe before a word alone", () => {
    const book = read(["Fecha,Descripción,Signo,Valor,Saldo", "15/10/2026,'O BRIEN CONSULTING,+,500.00,1500.00", "16/10/2026,PAGO LUZ,-,80.00,1420.00"].join("\n"), { currency: "USD" });
    expect(amounts(book)).toEqual([50000, -8000]);
    expect(book.transactions[0]!.description).toBe("'O BRIEN CONSULTING");
  });

  it("reads headers written in two languages, each half split by a slash, and keeps Debit/Credit whole", () => {
    // A Croatian business account (written apart from the set's Slovenian one): Datum/Date, Opis/Description, Iznos/Amount.
    const book = read(["Datum/Date;Opis/Description;Iznos/Amount;Valuta/Currency;Status/Status", "03.11.2026;Uplata kupca;1.250,00;EUR;", "05.11.2026;Kartica Konzum;-42,10;EUR;Autorizacija", "06.11.2026;Najamnina;-600,00;EUR;"].join("\n"));
    // The card row is only authorised (Autorizacija): not counted. In: 1,250.00; out: 600.00.
    expect(amounts(book)).toEqual([125000, -60000]);
    expect(book.currency).toBe("EUR");
    const sides = read(["Date,Details,Debit/Credit,Amount", "2026-11-02,Invoice 12,C,90.00", "2026-11-03,Stationery,D,15.00"].join("\n"), { currency: "GBP" });
    expect(amounts(sides)).toEqual([9000, -1500]);
  });

  it("leaves a fee column that charges nothing unread, and still asks about one that charges a fee", () => {
    const none = read(["Date,Description,Amount,Fees/Commission", "2026-11-02,Transfer in,100.00,0", "2026-11-03,Card,-20.00,0.00"].join("\n"), { currency: "CHF" });
    expect(amounts(none)).toEqual([10000, -2000]);
    const charged = refusalOf(["Date,Description,Amount,Fees/Commission", "2026-11-02,Transfer in,100.00,0", "2026-11-03,Card abroad,-20.00,1.50"].join("\n"), { currency: "CHF" });
    expect(charged.expected).toMatch(/whether the amounts already include the fee/);
  });
});

describe("rules found on a twenty-fifth set of unseen banks, checked on exports written apart from it", () => {
  it("takes the account's currency from a balance line above the table that writes it before the figure", () => {
    const book = read(["Kontoauszug;;;", "Kontostand: EUR 1.234,56;;;", ";;;", "Datum;Text;Betrag;Valuta", "24.11.2026;Miete;-650,00;24.11.2026", "20.11.2026;Eingang Rechnung 12;884,56;20.11.2026"].join("\n"));
    expect(book.currency).toBe("EUR");
    // A balance dated in words names no currency: the refusal still asks for one.
    const refusal = refusalOf(["Saldo per 25.11.2026: 1.234,56;;;", "Datum;Text;Betrag;Valuta", "24.11.2026;Miete;-650,00;24.11.2026"].join("\n"));
    expect(refusal.fix).toMatch(/--currency/);
  });
});

describe("rules found on a twenty-sixth set of unseen banks, checked on exports written apart from it", () => {
  it("skips dated lines that state a balance in the amount column, and reads the booked one below the rows as the closing balance", () => {
    // A Spanish-style export (written apart from the set's Italian one): two movements, then the
    // bank's booked and available balances on lines of their own, dated and in the credit column.
    const csv = ["FECHA;CONCEPTO;CARGO;ABONO;DIVISA", "03/11/2026;RECIBO ENDESA;84,20;;EUR", "20/11/2026;TRANSFERENCIA CLIENTE;;1.250,00;EUR", "20/11/2026;Saldo contable;;3.165,80;EUR", "20/11/2026;Saldo disponible;;3.665,80;EUR"].join("\n");
    const book = read(csv);
    // Two movements only: −84.20 and +1,250.00; the booked balance 3,165.80 closes the book.
    expect(amounts(book)).toEqual([-8420, 125000]);
    expect(book.closingBalanceMinor).toBe(316580);
    expect(notes(book)).toMatch(/Skipped 2 lines that state a balance/);
    // An available balance alone states no booked one: the lines are skipped, no closing balance is read.
    const available = read(["FECHA;CONCEPTO;CARGO;ABONO;DIVISA", "13/11/2026;RECIBO ENDESA;84,20;;EUR", "20/11/2026;Saldo disponible;;3.665,80;EUR"].join("\n"));
    expect(amounts(available)).toEqual([-8420]);
    expect(available.closingBalanceMinor).toBeUndefined();
  });
});

describe("rules found on a twenty-seventh and twenty-eighth set of unseen banks, checked on exports written apart from them", () => {
  it("reads header names written in camel case as their words (a fintech's transactionDate, transactionDescription)", () => {
    const book = read(["transactionDate,transactionDescription,amountValue,balanceAfter", "2026-11-03,Invoice 77 paid,450.00,1450.00", "2026-11-05,Card BAUHAUS,-120.40,1329.60"].join("\n"), { currency: "EUR" });
    // 1,000.00 before: +450.00 = 1,450.00; −120.40 = 1,329.60
    expect(amounts(book)).toEqual([45000, -12040]);
    expect(book.closingBalanceMinor).toBe(132960);
    expect(book.transactions[1]!.description).toBe("Card BAUHAUS");
  });

  it("reads 'Monto Cargo' and 'Monto Abono' as money out and in (Latin American Spanish: monto is the amount)", () => {
    const book = read(["Fecha,Descripción,Monto Cargo,Monto Abono,Saldo", "13/11/2026,PAGO PROVEEDOR 118,2500.00,,7500.00", "15/11/2026,DEPOSITO CLIENTE 41,,1200.00,8700.00"].join("\n"), { currency: "MXN" });
    // 10,000.00 before: −2,500.00 = 7,500.00; +1,200.00 = 8,700.00
    expect(amounts(book)).toEqual([-250000, 120000]);
  });

  it("skips the rows under a title saying they are in process ('Movimientos en proceso'), header repeated and all", () => {
    const book = read(
      [
        "Fecha;Detalle;Importe;Saldo",
        "13/11/2026;Transferencia recibida 88;900,00;1.900,00",
        "16/11/2026;Pago luz;-150,00;1.750,00",
        ";;;",
        "Movimientos en proceso;;;",
        "Fecha;Detalle;Importe;",
        "24/11/2026;Compra tarjeta ferreteria;-60,00;",
      ].join("\n"),
      { currency: "EUR" },
    );
    // Two booked rows (+900.00, −150.00); the card purchase in process moved nothing yet.
    expect(amounts(book)).toEqual([90000, -15000]);
    expect(notes(book)).toContain("Skipped 1 row under the title 'Movimientos en proceso'");
  });

  it("reads a closing balance whose label and figure share a cell, set apart by spaces", () => {
    const book = read(['"Account Currency   USD"', '"Closing Balance   3,210.55"', "", '"Date","Description","Money out","Money in"', '"02-Nov-2026","Rent","1,500.00","0.00"', '"09-Nov-2026","Invoice 12","0.00","2,710.55"'].join("\n"));
    expect(book.currency).toBe("USD");
    expect(book.closingBalanceMinor).toBe(321055);
  });

  it("reads dates whose numbers are parted by commas before a four-digit year, in the order the days settle", () => {
    const book = read(['Date,Details,Debit,Credit', '"11,03,2026",Wholesale order,"1,250.00",', '"11,17,2026",Customer payment,,"980.00"'].join("\n"), { currency: "USD" });
    // 17 > 12 settles month first: 3 and 17 November.
    expect(book.transactions.map((t) => t.date)).toEqual(["2026-11-03", "2026-11-17"]);
    expect(amounts(book)).toEqual([-125000, 98000]);
  });

  it("reads a Remarks column as the description", () => {
    const book = read(["Value Date,Remarks,Withdrawal,Deposit,Balance", "14/11/2026,NEFT SHARMA TRADERS INV 55,,25000.00,125000.00"].join("\n"), { currency: "INR" });
    expect(book.transactions[0]!.description).toBe("NEFT SHARMA TRADERS INV 55");
  });
});

describe("rules found on a twenty-ninth set of unseen banks, checked on exports written apart from it", () => {
  it("reads thousands grouped by a typographic apostrophe, with the currency and a spaced sign before the figure", () => {
    const book = read(["Datum;Text;Betrag;Saldo", "13.11.2026;Lieferant Holz AG;CHF - 2’450.00;CHF 17’550.00", "20.11.2026;Kunde Meier;CHF 1’200.50;CHF 18’750.50"].join("\n"));
    // 20,000.00 before: −2,450.00 = 17,550.00; +1,200.50 = 18,750.50
    expect(amounts(book)).toEqual([-245000, 120050]);
    expect(book.closingBalanceMinor).toBe(1875050);
    expect(book.currency).toBe("CHF");
  });

  it("reads a bare 'Solde' line above the table as the balance the file states", () => {
    const book = read(['"Solde";"12 480,35";"EUR"', "", "Date;Libellé;Débit;Crédit", "14/11/2026;PRLV SEPA EDF;-210,40;", "18/11/2026;VIR RECU CLIENT 88;;1 250,00"].join("\n"));
    expect(book.closingBalanceMinor).toBe(1248035);
    expect(amounts(book)).toEqual([-21040, 125000]);
  });
});

describe("rules found on a thirtieth set of unseen banks, checked on exports written apart from it", () => {
  it("reads a date written after a time and a weekday (12:00am Tue 24 November, 2026; Dienstag, 24.11.2026)", () => {
    const book = read(["Date,Details,Amount", '"9:15am Mon 2 November, 2026",Card sale,120.00', '"12:00am Tue 24 November, 2026",Supplier,-45.50'].join("\n"), { currency: "AUD" });
    expect(book.transactions.map((t) => t.date)).toEqual(["2026-11-02", "2026-11-24"]);
    const german = read(["Buchungstag;Text;Betrag", '"Dienstag, 24.11.2026";Miete;-800,00', '"Mittwoch, 25.11.2026";Kunde;150,00'].join("\n"), { currency: "EUR" });
    expect(german.transactions.map((t) => t.date)).toEqual(["2026-11-24", "2026-11-25"]);
  });

  it("checks a period's end balance between the rows in its place, never as the file's opening", () => {
    // Newest first: 1,000.00 + 200.00 (2 Oct) = 1,200.00; the period closes on 31 Oct at 1,200.00;
    // −50.00 (3 Nov) = 1,150.00.
    const book = read(
      ["Date,Description,Debit,Credit,Balance", "2026-11-03,Card purchase,50.00,0.0,1150.00", "2026-10-31,Period End Balance,0.0,0.0,1200.00", "2026-10-02,Customer payment,0.0,200.00,1200.00"].join("\n"),
      { currency: "AUD" },
    );
    expect(amounts(book)).toEqual([-5000, 20000]);
    expect(book.closingBalanceMinor).toBe(115000);
  });
});

describe("rules found on a thirty-first set of unseen banks, checked on exports written apart from it", () => {
  it("reads a German 'Wert' column by what it holds: figures are the amount, dates the value date", () => {
    const asAmount = read(["Datum;Beschreibung;Wert", "03.11.2026;Lastschrift Telekom;-49,95", "14.11.2026;Gutschrift Kunde 12;300,00"].join("\n"), { currency: "EUR" });
    expect(amounts(asAmount)).toEqual([-4995, 30000]);
    const asDate = read(["Buchungstag;Wert;Verwendungszweck;Betrag;Saldo", "03.11.2026;03.11.2026;Miete;-800,00;1.200,00", "14.11.2026;15.11.2026;Kunde 12;300,00;1.500,00"].join("\n"), { currency: "EUR" });
    // 2,000.00 before: −800.00 = 1,200.00; +300.00 = 1,500.00, dated by the booking day.
    expect(amounts(asDate)).toEqual([-80000, 30000]);
    expect(asDate.transactions.map((t) => t.date)).toEqual(["2026-11-03", "2026-11-14"]);
  });

  it("reads Norwegian 'Ut av konto' and 'Inn på konto' as money out and in", () => {
    const book = read(["Dato\tForklaring\tUt av konto\tInn på konto", "13.11.2026\tVarekjøp Byggmakker\t1 250,00\t", "18.11.2026\tInnbetaling faktura 88\t\t4 400,00"].join("\n"), { currency: "NOK" });
    expect(amounts(book)).toEqual([-125000, 440000]);
  });
});

describe("a Flemish card export's words (tried on a public KBC business card sample)", () => {
  it("books on the settlement date ('Datum verrekening'), not the day of use ('datum verrichting'), and reads the merchant and the note", () => {
    const book = read(
      ["datum verrichting;Datum verrekening;bedrag;munt;Handelaar;toelichting", "12/11/2026;14/11/2026;-42,80;EUR;Brico Gent;bouwmaterialen", "20/11/2026;21/11/2026;150,00;EUR;Betaling vanaf zichtrekening;"].join("\n"),
    );
    expect(book.transactions.map((t) => t.date)).toEqual(["2026-11-14", "2026-11-21"]);
    expect(amounts(book)).toEqual([-4280, 15000]);
    expect(book.transactions[0]!.counterparty).toBe("Brico Gent");
    expect(book.transactions[0]!.description).toBe("bouwmaterialen");
  });
});

describe("rules found on a thirty-second set of unseen banks, checked on exports written apart from it", () => {
  it("reads unsigned amounts' way from the words of their type (WIRE CREDIT in, ACH DEBIT and CHECK PAID out), never as a card's charges", () => {
    const book = read(
      ["Date,Transaction Type,Amount,Description", '11/02/2026,ACH CREDIT,"2,400.00",CLIENT PAYMENT', "11/05/2026,ACH DEBIT,310.25,PG&E", "11/09/2026,DEBIT CARD PURCHASE,42.10,STAPLES 0412", "11/13/2026,CHECK PAID,1200.00,CHECK 1051", "11/16/2026,DEPOSIT,500.00,COUNTER DEPOSIT"].join("\n"),
      { currency: "USD" },
    );
    expect(amounts(book)).toEqual([240000, -31025, -4210, -120000, 50000]);
    expect(notes(book)).toContain("from the words of its 'Transaction Type'");
  });

  it("refuses to read every positive amount as a card's charge when positive rows are also credits by their type", () => {
    // A type the words do not settle ('TRANSFER') leaves the file's way unread: refused, not misread.
    const refusal = refusalOf(["Date,Transaction Type,Amount,Description", "11/02/2026,WIRE CREDIT,2400.00,CLIENT", "11/05/2026,DEBIT CARD PURCHASE,42.10,STAPLES", "11/13/2026,TRANSFER,300.00,SAVINGS", "11/16/2026,DEBIT CARD PURCHASE,18.00,DELI"].join("\n"), { currency: "USD" });
    expect(refusal.expected).toBe("a way for every unsigned amount: the 'Transaction Type' column says money in or out on the other rows, but not on line 4 ('TRANSFER')");
  });

  it("reads a debit of the column's rarer sign as money back where a running balance checks it (a refund written as a negative debit)", () => {
    const book = read(
      ["Transaction Date,Description,Debit,Credit,Balance", "02 Nov 2026,Rent,4200.00,,5800.00", "09 Nov 2026,CHANDLERY REFUND,-89.50,,5889.50", "12 Nov 2026,Card settlement,,1000.00,6889.50", "16 Nov 2026,Fuel,75.00,,6814.50"].join("\n"),
      { currency: "BMD" },
    );
    // 10,000.00 before: −4,200.00 = 5,800.00; +89.50 = 5,889.50; +1,000.00 = 6,889.50; −75.00 = 6,814.50
    expect(amounts(book)).toEqual([-420000, 8950, 100000, -7500]);
    expect(book.closingBalanceMinor).toBe(681450);
  });
});

describe("rules found on a fifty-fourth and a fifty-seventh set of unseen banks, checked on exports written apart from them", () => {
  it("reads `n/a` in a cell as nothing there (a broker's cash account writes it in every empty cell)", () => {
    const book = read(
      ["Date,Description,Debit,Credit,Balance", "03/11/2026,Subscription fee,£9.99,n/a,£990.01", "10/11/2026,Dividend ACME,n/a,£25.40,\"£1,015.41\"", "17/11/2026,Withdrawal,£200.00,N/A,£815.41"].join("\n"),
    );
    // 1,000.00 before: −9.99 = 990.01; +25.40 = 1,015.41; −200.00 = 815.41
    expect(amounts(book)).toEqual([-999, 2540, -20000]);
    expect(book.currency).toBe("GBP");
  });

  it("reads a broker's trade and settlement dates: the settlement date is when the cash moved", () => {
    const book = read(["Trade date,Settle date,Description,Value (£)", "24/11/2026,26/11/2026,Sell 100 ACME,512.30", "18/11/2026,20/11/2026,Buy 40 BETA,-260.00"].join("\n"), { positiveMeans: "money-in" });
    expect(book.transactions.map((t) => [t.date, t.amountMinor])).toEqual([["2026-11-26", 51230], ["2026-11-20", -26000]]);
  });

  it("reads columns the rows have after the header's last name as unnamed, where rows as wide leave them empty", () => {
    // Three names, four fields on every row; the fourth holds a remark on one row only.
    const book = read(["Date,Description,Amount", "2026-11-02,Fuel,-58.20,", "2026-11-05,Stationery,-12.00,", "2026-11-09,Return,7.50,returned goods"].join("\n"), { currency: "EUR" });
    expect(amounts(book)).toEqual([-5820, -1200, 750]);
    // Text in the fourth field of every row is a description cut by an unquoted comma: mended, not an unnamed column.
    const cut = read(["Date,Description,Amount", "2026-11-02,SMITH, JOHN,-58.20", "2026-11-05,DOE, JANE,-12.00"].join("\n"), { currency: "EUR" });
    expect(cut.transactions.map((t) => [t.description, t.amountMinor])).toEqual([["SMITH, JOHN", -5820], ["DOE, JANE", -1200]]);
  });

  it("reads a budgeting app's 'Expense amount' and 'Income amount' as money out and in, beside its main currency's figure", () => {
    const book = read(
      ['"Date","Account","Expense amount","Income amount","Currency","In main currency","Main currency","Description"', '11/3/26,Current,"1,200.00",0,PLN,281.10,EUR,Rent', "11/19/26,Current,0,450.00,PLN,105.41,EUR,Client"].join("\n"),
    );
    // Expense 1,200.00 PLN out, income 450.00 PLN in; the EUR figures are the app's conversion, not the account's money.
    expect(amounts(book)).toEqual([-120000, 45000]);
    expect(book.currency).toBe("PLN");
  });

  it("refuses a row whose debit and credit both hold an amount, naming its line, rather than netting it to nothing", () => {
    // A transfer between two accounts an app exports together: 500.00 out of one, 500.00 into the other.
    const refusal = refusalOf(["date;payee;outcome;income", "2026-11-03;Market;120.50;0", "2026-11-05;;500;500", "2026-11-09;Employer;0;2400"].join("\n"), { currency: "KZT" });
    expect(refusal.at).toBe("line 3");
    expect(refusal.expected).toContain("both the debit ('500') and the credit ('500') hold an amount");
    // Two different figures on one line are a refund and a fee: netted, as before.
  });

  it("does not count a row whose description ends with a bracketed pending mark", () => {
    const book = read(
      ['"Date","Description","Amount","Balance"', '"11/20/2026","PAYROLL DEPOSIT","$1,200.00","$3,200.00"', '"11/23/2026","GROCERY 0412","($80.00)","$3,120.00"', '"11/24/2026","FUEL STOP 88 (Pending)","($45.10)",""'].join("\n"),
      { currency: "USD" },
    );
    // 2,000.00 before: +1,200.00 = 3,200.00; −80.00 = 3,120.00; the pending fuel is not counted.
    expect(amounts(book)).toEqual([120000, -8000]);
    expect(book.closingBalanceMinor).toBe(312000);
    expect(notes(book)).toMatch(/is marked '\(Pending\)': not booked yet/);
  });

  it("reads the pending mark at the end of a description that opens with a bracket of its own", () => {
    // `[POS]` is no status; the row's own `(Pending)` at the end still keeps it out.
    const book = read(
      ['"Date","Description","Amount","Balance"', '"11/20/2026","PAYROLL DEPOSIT","$1,200.00","$3,200.00"', '"11/23/2026","[POS] GROCERY 0412","($80.00)","$3,120.00"', '"11/24/2026","[POS] FUEL STOP 88 (Pending)","($45.10)",""'].join("\n"),
      { currency: "USD" },
    );
    expect(amounts(book)).toEqual([120000, -8000]);
  });
});

describe("a card export in English from a German issuer (the layout of Miles & More's, as pgbytes/moneypenny's parser records it)", () => {
  const text = [
    "Credit card transactions",
    "Billing date: 12/3/2026",
    "Voucher date;Date of receipt;Reason for payment;Foreign currency;Amount;Exchange rate;Amount;Currency",
    "11/20/2026;11/21/2026;HOTEL BERGBLICK, 6020 INNSBRUCK, AUT;EUR;-240;1.00000;-240;EUR",
    "11/23/2026;11/24/2026;FJORD FERRIES, 5003 BERGEN, NOR;NOK;-590;11.80000;-50;EUR",
    "11/24/2026;11/24/2026;REFUND ONLINE SHOP;EUR;35.5;1.00000;35.5;EUR",
    "Balance:;;;;;-254.50;EUR",
  ].join("\n");

  it("reads 'Reason for payment' as the description, the account's Amount rather than the one beside 'Foreign currency', and the closing 'Balance:' line", () => {
    const book = read(text);
    // The second Amount is the card's euros: −240.00, −50.00 (not the −590 NOK), +35.50.
    expect(amounts(book)).toEqual([-24000, -5000, 3550]);
    expect(book.transactions.map((t) => t.description)).toEqual(["HOTEL BERGBLICK, 6020 INNSBRUCK, AUT", "FJORD FERRIES, 5003 BERGEN, NOR", "REFUND ONLINE SHOP"]);
    // Dated by the day the charge reached the bank (Date of receipt), as every card is.
    expect(book.transactions.map((t) => t.date)).toEqual(["2026-11-21", "2026-11-24", "2026-11-24"]);
    expect(book.currency).toBe("EUR");
    // "Balance:" below the last row: −254.50 → −25450 (the rows come to −240 − 50 + 35.50 = −254.50 from nothing owed).
    expect(book.closingBalanceMinor).toBe(-25450);
    expect(notes(book)).toContain("Read the closing balance -€254.50 from line 7 ('Balance')");
  });

  it("does not read a bare 'Balance' line above the table as the closing balance", () => {
    // Above the rows a balance may be any day's: the book is left without one, for the user to give.
    const book = read(["Balance:;1000.00", "Date;Description;Amount", "11/20/2026;Coffee;-4.50", "11/21/2026;Refund;2.00"].join("\n"), { currency: "EUR" });
    expect(book.closingBalanceMinor).toBeUndefined();
  });
});

describe("amounts in whole cents", () => {
  // The shape of Blink's wallet export (GaloyMoney/blink, core/api/src/services/ledger/csv-wallet-export.ts):
  // unsigned credit and debit in cents, beside a centsAmount that repeats them.
  const header = "id,type,credit,debit,currency,timestamp,centsAmount";
  const text = [header, "a1,invoice,1500,0,USD,2026-11-20,1500", "b2,payment,0,4410,USD,2026-11-21,4410", "c3,invoice,25,0,USD,2026-11-22,25"].join("\n");

  it("reads them as cents where a column named in cents repeats each one", () => {
    const book = read(text);
    // 1500 cents = 15.00 in, 4410 = 44.10 out, 25 = 0.25 in
    expect(amounts(book)).toEqual([1500, -4410, 25]);
    expect(notes(book)).toContain("Read the amounts as whole cents (minor units): they carry no decimal mark, and the 'centsAmount' column repeats each of them");
  });

  it("asks the unit where the cents column differs on a row, and reads the figures in the unit the user gives", () => {
    const differs = text.replace("USD,2026-11-22,25", "USD,2026-11-22,2500");
    // Line 4's centsAmount (2500) is not its credit (25): nothing in the file says cents, and nothing says dollars.
    const refusal = refusalOf(differs);
    expect(refusal.at).toBe("column 'credit'");
    expect(refusal.fix).toBe("add --amounts-in units if '1500' is 1500.00 USD, or --amounts-in cents if it is 15.00 USD");
    // In units, as written: 1500 → 1,500.00, 4410 → 4,410.00, 25 → 25.00.
    expect(amounts(read(differs, { amountsIn: "units" }))).toEqual([150000, -441000, 2500]);
    // In cents: 15.00, 44.10 and 25.00 (the cents column is not read either way).
    expect(amounts(read(differs, { amountsIn: "cents" }))).toEqual([1500, -4410, 25]);
  });
});

describe("amounts whose unit nothing says", () => {
  // A US sponsor bank's transactions file for a fintech programme (Synctera's documented columns):
  // signed whole cents, no decimal mark anywhere, no currency and no balance.
  const synctera = [
    "Program ID,Account Number,Posting Date,Effective Date,Transaction Code,Description,Transaction Amount,Unique Reference ID",
    "acme_pay,041-000-1111,11/2/2026,11/2/2026,ach_credit,PAYROLL NORTHWIND LLC,284750,ACH1",
    "acme_pay,041-000-1111,11/3/2026,11/3/2026,card_sale,Visa Sale HARDWARE 0412,-13862,VS2",
  ].join("\n");

  it("refuses whole numbers in a currency of cents, quoting one and what it would be in each unit", () => {
    const refusal = refusalOf(synctera, { currency: "USD", dateOrder: "month-first" });
    expect(refusal.at).toBe("column 'Transaction Amount'");
    expect(refusal.expected).toContain("every amount is a whole number with no decimal mark (such as '284750')");
    expect(refusal.fix).toBe("add --amounts-in units if '284750' is 284750.00 USD, or --amounts-in cents if it is 2847.50 USD");
  });

  it("reads them in the unit the user gives", () => {
    // In cents: +2,847.50 and −138.62; in units: +284,750.00 and −13,862.00.
    expect(amounts(read(synctera, { currency: "USD", dateOrder: "month-first", amountsIn: "cents" }))).toEqual([284750, -13862]);
    expect(amounts(read(synctera, { currency: "USD", dateOrder: "month-first", amountsIn: "units" }))).toEqual([28475000, -1386200]);
  });

  it("reads whole amounts as units where a balance beside them is written with decimals", () => {
    const csv = ["Date,Description,Amount,Balance", "2026-11-02,RENT,-1200,3800.50", "2026-11-03,CLIENT,2500,6300.50"].join("\n");
    // 5000.50 before; −1,200.00 → 3,800.50; +2,500.00 → 6,300.50
    expect(amounts(read(csv, { currency: "USD" }))).toEqual([-120000, 250000]);
  });

  it("reads them as units in a currency whose cents are out of use (forint)", () => {
    const csv = ["Dátum;Partner;Összeg", "2026-11-02;Bérleti díj;-320000", "2026-11-05;Vevő Kft.;450000"].join("\n");
    // 320,000 and 450,000 forints, two decimals each in ISO 4217's minor unit
    expect(amounts(read(csv, { currency: "HUF" }))).toEqual([-32000000, 45000000]);
  });

  it("still reads a file that writes its cents where it has them ('250' beside '75.50')", () => {
    const csv = ["Date,Description,Amount", "2026-11-02,TOP UP,250", "2026-11-03,SHOP,-75.50"].join("\n");
    expect(amounts(read(csv, { currency: "GBP" }))).toEqual([25000, -7550]);
  });
});

describe("amounts whose header names the unit", () => {
  // The shape of a ledger-style transactions feed written in integer minor units, as payment APIs
  // (Monzo's, Modern Treasury's, Stripe's balance transactions) give their amounts: the column's own
  // name says the unit, so nothing need be asked.
  const feed = ["effective_date,posted_date,amount_minor,currency,description", "2026-11-02,2026-11-02,284750,USD,CLIENT PAYMENT INV-1044", "2026-11-03,2026-11-03,-13862,USD,HARDWARE 0412"].join("\n");

  it("reads 'amount_minor' as whole cents and says why", () => {
    const book = read(feed);
    // 284750 cents = +2,847.50; −13862 cents = −138.62
    expect(amounts(book)).toEqual([284750, -13862]);
    expect(notes(book)).toContain("Read the amounts as whole cents (minor units), as the 'amount_minor' header says");
  });

  it("reads a debit and a credit both named in pence", () => {
    const csv = ["Date,Details,Debit (pence),Credit (pence)", "02/11/2026,RENT NOV,120000,", "03/11/2026,CLIENT BACS,,250050"].join("\n");
    // −1,200.00 and +2,500.50 pounds
    expect(amounts(read(csv, { currency: "GBP", dateOrder: "day-first" }))).toEqual([-120000, 250050]);
  });

  it("refuses an amount with a decimal mark under a header that names cents, naming the line", () => {
    const refusal = refusalOf(feed.replace("-13862", "-138.62"));
    expect(refusal.at).toBe("line 3, column 'amount_minor'");
    expect(refusal.expected).toBe("whole numbers of cents, as the header names them; found '-138.62', which has a decimal mark");
  });

  it("lets the user's --amounts-in settle it against the header", () => {
    // In units as the user says: 2,847.50 and −138.62 read as written.
    expect(amounts(read(feed.replace("284750", "2847.50").replace("-13862", "-138.62"), { amountsIn: "units" }))).toEqual([284750, -13862]);
  });
});

describe("an invoicing app's payments report (the layout of Cyberfuel Factura Profesional's, BananaAccounting/CostaRica's test cases)", () => {
  const text = [
    "Fecha;Cliente;Monto;Moneda;Estado",
    "2026-11-03;Servicios Alfa S.A.;1’267’432.50000;CRC;Pagada",
    "2026-11-10;Taller Beta;35’750.00000;CRC;Pagada",
    "2026-11-17;Comercial Gama;-2’000.00000;CRC;Pagada",
  ].join("\n");

  it("reads 'Pagada' as booked and the point after apostrophe-grouped thousands as the decimal mark", () => {
    // Mostly money in, as a sales report is: its user says which sign is money in.
    const book = read(text, { positiveMeans: "money-in" });
    // 1’267’432.50000 → 126743250 céntimos; 35’750.00000 → 3575000; −2’000.00000 → −200000
    expect(amounts(book)).toEqual([126743250, 3575000, -200000]);
    expect(book.currency).toBe("CRC");
  });
});

describe("a header the reader cannot name", () => {
  // The layout of CashTrails' export: its amount header ("Amount / Withdrawal Amount") names two parts at once.
  // A note of "Data bundle" holds a date's word in Italian and Portuguese (`data`): that row, with its
  // "ZAR" beside a figure, once passed for the header.
  const rows = ['"2026-11-25","Expense","-86.50","ZAR","","","Lunch"', '"2026-11-24","Income","400.00","ZAR","","","Deposit back"', '"2026-11-23","Expense","-12.00","ZAR","","","Data bundle"', '"2026-11-22","Expense","-30.00","ZAR","","","Bus"'];

  it("is refused as the header, never replaced by a transaction row whose currency code looks like a column's name", () => {
    const header = '"Date","Kind","Amount / Withdrawal Amount","Currency Code","Amount / Withdrawal Amount (Foreign)","Currency Code","Note"';
    const refusal = refusalOf([header, ...rows].join("\n"));
    expect(refusal.expected).toContain("a header row naming a date column and an amount column");
    expect(refusal.expected).toContain('line 1 reads "Date, Kind, Amount / Withdrawal Amount');
  });

  it("refuses a column found as the debit by a word in its header when it prints both signs, as a signed amount does", () => {
    // Read as magnitudes, the 400.00 of income would have been money out.
    const header = '"Date","Kind","Amount / Withdrawal Amount","Currency Code","Deposit Amount","Currency Code","Note"';
    const refusal = refusalOf([header, ...rows].join("\n"));
    expect(refusal.at).toBe("line 2, column 'Amount / Withdrawal Amount'");
    expect(refusal.expected).toContain("it prints both signs ('400.00' on line 3, '-86.50' on line 2)");
  });
});

describe("a payment service's registers in Windows-1251 (the layout of YooKassa's, as public readers of them record it)", () => {
  /** Windows-1251 bytes of a text of ASCII and Cyrillic А–я: the Cyrillic letters are 0xC0–0xFF in that code page. */
  const cp1251 = (text: string) => Uint8Array.from([...text].map((char) => (char >= "А" && char <= "я" ? char.charCodeAt(0) - 0x410 + 0xc0 : char.charCodeAt(0))));
  const importBytes = (text: string, options: Partial<ImportOptions> = {}) => importStatement(cp1251(text), { fileName: "registry.csv", ...options });

  it("finds the date by what its rows hold where the header names the money but calls the date a time", () => {
    const text = ["РЕЕСТР ПЛАТЕЖЕЙ", "Идентификатор платежа;Сумма платежа;Валюта платежа;Время платежа;Описание", "p1;2490.00;RUB;12.11.2026 00:41:17;Заказ 1184", "p2;1180.00;RUB;12.11.2026 08:05:52;Заказ 1185", "p3;7350.00;RUB;13.11.2026 10:22:09;Заказ 1186"].join("\n");
    const result = importBytes(text, { positiveMeans: "money-in" });
    if (!result.ok) expect.fail(JSON.stringify(result.refusal));
    // 2490.00, 1180.00 and 7350.00 roubles received, dated by the day of each payment's time
    expect(result.book.transactions.map((t) => [t.date, t.amountMinor])).toEqual([["2026-11-12", 249000], ["2026-11-12", 118000], ["2026-11-13", 735000]]);
    expect(result.book.encoding).toBe("windows-1251");
  });

  it("reads a register whose only amount names refunds as refunds paid back, money out, unless told otherwise", () => {
    const text = ["РЕЕСТР ВОЗВРАТОВ", "Идентификатор возврата;Сумма возврата;Валюта возврата;Время возврата", "r1;2490.00;RUB;13.11.2026 09:12:00", "r2;640.00;RUB;13.11.2026 11:40:00", "r3;1180.00;RUB;13.11.2026 15:05:00"].join("\n");
    const paid = importBytes(text);
    if (!paid.ok) expect.fail(JSON.stringify(paid.refusal));
    // three refunds paid back: −2490.00, −640.00, −1180.00
    expect(paid.book.transactions.map((t) => t.amountMinor)).toEqual([-249000, -64000, -118000]);
    expect(paid.book.notes.map((n) => n.text).join("\n")).toContain("names refunds paid back");
    const received = importBytes(text, { positiveMeans: "money-in" });
    if (!received.ok) expect.fail(JSON.stringify(received.refusal));
    expect(received.book.transactions.map((t) => t.amountMinor)).toEqual([249000, 64000, 118000]);
  });
});

describe("a budgeting app's register (YNAB's export form)", () => {
  // YNAB's register export, written from its public description: `Account`, `Flag`, `Date`, `Payee`,
  // the category three ways, `Memo`, `Outflow`, `Inflow` (dollar-signed), `Cleared`. The account's
  // opening is a row of its own, payee `Starting Balance`, filed under the income category.
  const HEADER = `"Account","Flag","Date","Payee","Category Group/Category","Category Group","Category","Memo","Outflow","Inflow","Cleared"`;
  const REGISTER = [
    HEADER,
    `"Checking","","11/02/2026","Starting Balance","Inflow: Ready to Assign","Inflow","Ready to Assign","","$0.00","$12,500.00","Reconciled"`,
    `"Checking","","11/03/2026","Blue Harbor Properties","Fixed: Rent","Fixed","Rent","Nov rent","$2,150.00","$0.00","Cleared"`,
    `"Checking","","11/05/2026","Acme Client LLC","Inflow: Ready to Assign","Inflow","Ready to Assign","INV 1042","$0.00","$4,800.00","Cleared"`,
    `"Checking","","11/12/2026","Staples","Office: Supplies","Office","Supplies","toner","$84.17","$0.00","Uncleared"`,
  ].join("\n");

  it("reads the starting balance as the opening balance, not income, and skips the uncleared row", () => {
    const book = read(REGISTER, { currency: "USD", dateOrder: "month-first" });
    // rent −2,150.00 and the customer's +4,800.00; the $12,500.00 opening is no inflow and the
    // uncleared toner is not booked: closing 12,500.00 − 2,150.00 + 4,800.00 = 15,150.00
    expect(amounts(book)).toEqual([-215000, 480000]);
    expect(book.closingBalanceMinor).toBe(1515000);
    expect(notes(book)).toContain("Skipped 1 uncleared row (status column): they did not move money");
  });

  it("says why a dollar sign is not enough to know the currency", () => {
    const refusal = refusalOf(REGISTER, { dateOrder: "month-first" });
    // line 3 is the first row of the table (line 2 is the opening balance)
    expect(refusal.expected).toBe("a currency: the file states none (its amounts are written with '$' (line 3), a sign several currencies share)");
  });

  it("reads a `Cleared` column of a ledger's marks as no status at all", () => {
    // GnuCash-style marks (`c`, `R`, blank) are not status words: every row is read.
    const book = read(["Date,Description,Amount,Cleared", "2026-11-02,Rent,-2150.00,R", "2026-11-03,Client,4800.00,c", "2026-11-04,Toner,-84.17,"].join("\n"), { currency: "USD" });
    expect(amounts(book)).toEqual([-215000, 480000, -8417]);
  });
});

describe("a description no header names", () => {
  it("reads the longest text that changes from row to row as the description, and says so (an Indian bank's `Narration`)", () => {
    // Header as public importers record HDFC's and IOB's exports: `Narration` is no spelling the
    // reader lists. Before: every row read with its money and no words.
    const book = read(
      [
        "Date,Narration,Value Dat,Debit Amount,Credit Amount,Chq/Ref Number,Closing Balance",
        "02-03-2026,NEFT CR-SBIN0001234-KAVERI TRADERS-INV 118,02-03-2026,0.00,42000.00,N061260001234,142000.00",
        "05-03-2026,ACH D- BESCOM ELECTRICITY-7712,05-03-2026,3150.00,0.00,ACH0503771,138850.00",
      ].join("\n"),
      { currency: "INR", dateOrder: "day-first" },
    );
    // 42000.00 in → +4200000; 3150.00 out → −315000; the reference column (one token with digits) and
    // the value date (dates) are no description.
    expect(book.transactions.map((t) => [t.amountMinor, t.description])).toEqual([
      [4200000, "NEFT CR-SBIN0001234-KAVERI TRADERS-INV 118"],
      [-315000, "ACH D- BESCOM ELECTRICITY-7712"],
    ]);
    expect(notes(book)).toContain("Read the words of 'Narration' into the description: no header names one with text on most rows");
  });

  it("passes over the account's own name on every row, IBANs and BICs, reads a named description that holds only balance labels beside the words, and a payee-and-payer header as the other party", () => {
    // A Volksbank's export as public importers record it: `Kundenreferenz` (a description word) holds
    // only the balance lines' labels, and `Vorgang/Verwendungszweck`, no spelling the reader lists,
    // the words. Before: no row had any.
    const book = read(
      [
        '"Buchungstag";"Auftraggeber/Zahlungsempfänger";"Empfänger/Zahlungspflichtiger";"IBAN";"BIC";"Vorgang/Verwendungszweck";"Kundenreferenz";"Währung";"Umsatz";" "',
        '"05.03.2026";"Holzbau Lenz GmbH";"IKK classic";"DE38600501010002999999";"SOLADEST600";"Lastschrift Beiträge 03/2026";"";"EUR";"95,00";"S"',
        '"04.03.2026";"Holzbau Lenz GmbH";"Stadtwerke Tübingen";"DE11600901000000000001";"GENODES1VBH";"Lastschrift Strom Abschlag März";"";"EUR";"310,00";"S"',
        '"02.03.2026";"Holzbau Lenz GmbH";"Schreinerei Vogt";"DE44200400000538917600";"COBADEFFXXX";"Gutschrift RE 2026-118";"";"EUR";"1.200,00";"H"',
        '"01.03.2026";;;;;;"Anfangssaldo";"EUR";"1.000,00";"H"',
        '"05.03.2026";;;;;;"Endsaldo";"EUR";"1.795,00";"H"',
      ].join("\n"),
    );
    // S 95,00 → −9500; S 310,00 → −31000; H 1.200,00 → +120000; 1,000.00 + 1,200.00 − 310.00 − 95.00
    // = 1,795.00, the Endsaldo.
    expect(book.transactions.map((t) => [t.amountMinor, t.description])).toEqual([
      [-9500, "Lastschrift Beiträge 03/2026"],
      [-31000, "Lastschrift Strom Abschlag März"],
      [120000, "Gutschrift RE 2026-118"],
    ]);
    // Both party columns are a payee and a payer; the one naming the holder on every row is passed over.
    expect(book.transactions.map((t) => t.counterparty)).toEqual(["IKK classic", "Stadtwerke Tübingen", "Schreinerei Vogt"]);
  });

  it("reads a type column whose text differs on most rows as the description too (Société Générale's `Nature de l'opération`)", () => {
    const book = read(
      [
        "Date;Nature de l'opération;Débit;Crédit;Devise",
        "03/03/2026;PRLV SEPA EDF ENTREPRISES FACTURE 02/2026;-212,40;;EUR",
        "05/03/2026;VIR RECU CLIENT MARTIN FACTURE 2026-44;;1250,00;EUR",
        "06/03/2026;CARTE X4821 05/03 BRICOMARCHE ANNECY;-48,90;;EUR",
      ].join("\n"),
      { dateOrder: "day-first" },
    );
    expect(book.transactions.map((t) => t.description)).toEqual(["PRLV SEPA EDF ENTREPRISES FACTURE 02/2026", "VIR RECU CLIENT MARTIN FACTURE 2026-44", "CARTE X4821 05/03 BRICOMARCHE ANNECY"]);
    expect(notes(book)).toContain("Read 'Nature de l'opération' as the description as well as the row's type");
  });

  it("puts the words after a named other party's name", () => {
    // `Name` is read as the other party; `Zweck` (purpose) is no spelling the reader lists.
    const book = read(["Datum;Name;Zweck;Betrag;Währung", "02.03.2026;Kessler GmbH;Miete Lager März;-850,00;EUR", "03.03.2026;Atelier Morel;Logo Entwurf;-420,00;EUR"].join("\n"));
    // −850,00 → −85000; −420,00 → −42000
    expect(book.transactions.map((t) => [t.amountMinor, t.counterparty, t.description])).toEqual([
      [-85000, "Kessler GmbH", "Kessler GmbH — Miete Lager März"],
      [-42000, "Atelier Morel", "Atelier Morel — Logo Entwurf"],
    ]);
  });

  it("in a file with no header row, reads the column of words as the description, not a longer one of references", () => {
    // Before: the longest text of any kind, the references, was the description.
    const book = read(["02/03/2026,FT26061QX7R2M4K8ZP,Stationery order,-12.50", "05/03/2026,FT26064BW3N8T1L6YQ,Client payment for March,250.00", "09/03/2026,FT26068KD5V9C2H7XA,Phone bill,-40.00"].join("\n"), { dateOrder: "day-first", currency: "GBP" });
    // −12.50 → −1250; +250.00 → +25000; −40.00 → −4000
    expect(book.transactions.map((t) => [t.amountMinor, t.description])).toEqual([
      [-1250, "Stationery order"],
      [25000, "Client payment for March"],
      [-4000, "Phone bill"],
    ]);
  });

  it("reads no description where the only unnamed text is a few kinds of payment repeated", () => {
    // `Art` (kind) is no spelling the reader lists, and says only how each row was paid: it is no description.
    const book = read(["Datum;Art;Betrag;Währung", "02.03.2026;Lastschrift;-20,00;EUR", "03.03.2026;Lastschrift;-30,00;EUR", "04.03.2026;Lastschrift;-25,00;EUR"].join("\n"));
    expect(book.transactions.every((t) => t.description === undefined)).toBe(true);
  });
});

describe("a card export's merchant columns (Barclaycard Business, header as bank2ynab.conf records it)", () => {
  const header =
    "Cardholder Name,Account Number,Transaction Date,Merchant Name,Amount,Currency,Original Amount,Original Currency,Conversion Rate,Posted Date,Transaction Time,Authorisation Code,Transaction ID,Merchant Category,Transaction Type,MCC Description,Merchant Town/City,Merchant County/State,Merchant Post code/Zipcode,MCC,Statement Cycle";
  const rows = [
    "R PATEL,****9940,03/11/2026,FOOD WORKS TURKISH KIT,10.00,GBP,10.00,GBP,1,05/11/2026,182500,28271,MCOIE5VFJ,Restaurants and Bars,PURCHASE,Eating Places Restaurants,LONDON,,SW1P 2HY,5812,November",
    "R PATEL,****9940,06/11/2026,SCREWFIX DIRECT,84.99,GBP,84.99,GBP,1,07/11/2026,101200,31187,MCOIK2XQA,Home and Garden,PURCHASE,Hardware Stores,YEOVIL,SOMERSET,BA22 8RT,5251,November",
    "J OKAFOR,****9940,10/11/2026,ADOBE CREATIVE CLOUD,62.99,GBP,62.99,GBP,1,11/11/2026,080100,44120,MCOIP7ZRB,Software,PURCHASE,Computer Software Stores,DUBLIN,,D02,734,November",
  ];
  const options = { positiveMeans: "money-out", dateOrder: "day-first" } as const;

  it("reads `Merchant County/State` as a place, not a status: a county in it is no unknown status", () => {
    // Before: the header was split as two languages and `State` read as a status column, so the row
    // naming SOMERSET was refused as "not a status this reader knows".
    const book = read([header, ...rows].join("\n"), options);
    // Card amounts printed positive are spending: 10.00 → −1000; 84.99 → −8499; 62.99 → −6299
    expect(amounts(book)).toEqual([-1000, -8499, -6299]);
  });

  it("reads the MCC column as each row's merchant category code, leaving out one that is not four digits", () => {
    const book = read([header, ...rows].join("\n"), options);
    // 5812 and 5251 are four digits; '734' (a code Excel printed without its leading zero) is not.
    expect(book.transactions.map((t) => t.mcc)).toEqual(["5812", "5251", undefined]);
    expect(notes(book)).toContain("Left out 1 merchant category code ('MCC') that is not four digits");
  });
});

describe("a headerless export with a cheque's number beside its amount", () => {
  const rows = [
    "XXXXXX8812,11/03/2026,1875.40,,ACH,DEPOSIT HARBOR FREIGHT LINES,20261103-0021",
    "XXXXXX8812,11/05/2026,-212.06,,POS,LAKESIDE HARDWARE,20261105-0104",
    "XXXXXX8812,11/09/2026,-600.00,2231,CHK,CHECK 2231,20261109-0003",
    "XXXXXX8812,11/12/2026,-88.15,,ACH,CENTRAL ELECTRIC COOP,20261112-0040",
  ];

  it("reads the column filled on every row as the amount and the whole numbers on one row as the cheque's number", () => {
    // Before: refused, column 3 and column 4 "all hold figures".
    const book = read(rows.join("\n"), { currency: "USD", dateOrder: "month-first" });
    // 1875.40 → +187540; −212.06 → −21206; −600.00 → −60000 (cheque 2231, not 2,231.00); −88.15 → −8815
    expect(amounts(book)).toEqual([187540, -21206, -60000, -8815]);
    expect(notes(book)).toContain("column 4 only whole numbers on a few rows, a cheque's number");
  });

  it("still refuses where the whole numbers could be money: the one full column is never money in and out", () => {
    // A column of balances (all positive) beside whole dollars on some rows: which is the amount is the user's to say.
    const refusal = refusalOf(rows.map((row) => row.replace(",-", ",")).join("\n"), { currency: "USD", dateOrder: "month-first" });
    expect(refusal.expected).toContain("column 3, column 4 all hold figures");
  });
});

describe("a merchant category code under a known header word in a file read by its running balance", () => {
  it("reads monobank's MCC column beside its Ukrainian headers", () => {
    // Before: the columns were read from the rows (no Ukrainian header word is known) and the codes left out.
    const book = read(
      [
        '"Дата i час операції","Деталі операції","MCC","Сума в валюті картки (UAH)","Сума в валюті операції","Валюта","Курс","Сума комісій (UAH)","Сума кешбеку (UAH)","Залишок після операції"',
        '"24.11.2026 13:05:11","Сільпо","5411","-412.50","-412.50","UAH","—","—","4.12","18620.40"',
        '"20.11.2026 09:41:02","Київстар","4814","-250.00","-250.00","UAH","—","—","—","19032.90"',
        '"18.11.2026 17:22:45","Від: ТОВ Вектор Сервіс","4829","15000.00","15000.00","UAH","—","—","—","19282.90"',
      ].join("\n"),
    );
    // 19,282.90 − 250.00 = 19,032.90; − 412.50 = 18,620.40: the balance proves the amount column.
    expect(amounts(book)).toEqual([-41250, -25000, 1500000]);
    expect(book.transactions.map((t) => t.mcc)).toEqual(["5411", "4814", "4829"]);
  });
});
