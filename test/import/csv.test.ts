/**
 * The generic bank-CSV reader (any header naming a date and an amount, or debit and credit), through
 * the import module's entry as a Node caller uses it: bytes in, a book or a refusal out. Every
 * expected amount is the printed figure with its decimal mark removed, worked out in the comment.
 */
import { describe, expect, it } from "vitest";
import { envelopeOf, importStatement, type ImportedBook, type ImportOptions, type ImportRefusal } from "../../src/import/index.js";

const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

function read(text: string | Uint8Array, options: Partial<ImportOptions> = {}): ImportedBook {
  const bytes = typeof text === "string" ? new TextEncoder().encode(text) : text;
  const result = importStatement(bytes, { fileName: "export.csv", ...options });
  if (!result.ok) expect.fail(`expected the file to import, got ${JSON.stringify(result.refusal)}`);
  return result.book;
}

function refusalOf(text: string | Uint8Array, options: Partial<ImportOptions> = {}): ImportRefusal {
  const bytes = typeof text === "string" ? new TextEncoder().encode(text) : text;
  const result = importStatement(bytes, { fileName: "export.csv", ...options });
  if (result.ok) expect.fail(`expected a refusal, got ${JSON.stringify(result.book.transactions)}`);
  return result.refusal;
}

const amounts = (book: ImportedBook) => book.transactions.map((t) => t.amountMinor);
const notes = (book: ImportedBook) => book.notes.map((n) => n.text);

describe("columns and signs", () => {
  it("reads a signed amount, the category, and the closing balance the running balance gives", () => {
    const book = read(
      [
        "Transaction Date,Description,Amount,Category,Balance",
        '2026-03-01,"Invoice 1001, Acme","1,234.56",Sales,"1,234.56"',
        '2026-03-02,Team lunch,(12.00),Meals,"1,222.56"',
        '2026-03-03,Rent,-200.5,,"1,022.06"',
      ].join("\n"),
      { currency: "USD" },
    );
    // 1,234.56 → 123456; (12.00) → −1200; −200.5 → −20050
    expect(book.transactions).toEqual([
      { date: "2026-03-01", amountMinor: 123456, description: "Invoice 1001, Acme", category: "Sales", source: "line 2" },
      { date: "2026-03-02", amountMinor: -1200, description: "Team lunch", category: "Meals", source: "line 3" },
      { date: "2026-03-03", amountMinor: -20050, description: "Rent", source: "line 4" },
    ]);
    // 123456 − 1200 − 20050 = 102206, the last running balance
    expect(book.closingBalanceMinor).toBe(102206);
    expect(book.closingBalanceDate).toBe("2026-03-03");
  });

  it("reads debit and credit columns as magnitudes, and settles month-first from a 14 in the first place", () => {
    const book = read(
      ["Posted Date,Description,Debit,Credit", '03/02/2026,"Payout, Stripe",,"2,184.20"', "03/05/2026,Rent,850.00,", "03/14/2026,Monthly fee,-15.00,", "03/20/2026,Refund and fee,1.50,20.00"].join("\r\n"),
      { currency: "USD" },
    );
    // 2,184.20 in; 850.00 out; 15.00 out (its printed minus ignored); 20.00 in − 1.50 out = 18.50
    expect(amounts(book)).toEqual([218420, -85000, -1500, 1850]);
    expect(book.transactions.map((t) => t.date)).toEqual(["2026-03-02", "2026-03-05", "2026-03-14", "2026-03-20"]);
  });

  it("signs an unsigned amount by a Debit/Credit type column (never all money in)", () => {
    const book = read(
      ["Account Number,Transaction Date,Transaction Amount,Transaction Type,Balance,Description", "3600,02/01/26,54150.00,Credit,60150.00,Deposit", "3600,02/13/26,54886.00,Debit,5264.00,Transfer out"].join("\n"),
      { currency: "USD" },
    );
    // +54,150.00 then −54,886.00: net −736.00, and the running balance 6,000 → 60,150 → 5,264 agrees
    expect(amounts(book)).toEqual([5415000, -5488600]);
    expect(amounts(book).reduce((a, b) => a + b)).toBe(-73600);
    expect(book.closingBalanceMinor).toBe(526400);
  });

  it("reads negatives written as (x), a trailing minus, and CR/DR suffixes", () => {
    const book = read(["date,amount", "2026-03-01,(5.00)", "2026-03-02,7.25-", "2026-03-03,10.00 CR", "2026-03-04,3.10 DR"].join("\n"), { currency: "USD" });
    expect(amounts(book)).toEqual([-500, -725, 1000, -310]);
  });

  it("reads JPY without decimals: '1,235' is 1235 yen", () => {
    expect(amounts(read('date,amount\n2026-03-01,"1,235"\n2026-03-02,-300\n', { currency: "JPY" }))).toEqual([1235, -300]);
  });

  it("checks a newest-first running balance and takes the newest as the closing balance", () => {
    const book = read(["Date,Amount,Balance", "2026-03-03,-5.00,95.00", "2026-03-02,-10.00,100.00", "2026-03-01,110.00,110.00"].join("\n"), { currency: "USD" });
    expect(book.closingBalanceMinor).toBe(9500);
    expect(book.closingBalanceDate).toBe("2026-03-03");
  });
});

describe("a description over numbered columns", () => {
  it("reads UBS's Description 1 to 3 as the row's text, and leaves out a Description that names the account on every row", () => {
    // The header of UBS's French export, as csv2ofx's public UBS fixture prints it; the rows are ours.
    const book = read(
      [
        "Produit;Monn.;Description;Date de comptabilisation;Description 1;Description 2;Description 3;N° de transaction;Débit;Crédit;Solde",
        "0240 11882301.60A;CHF;Compte entreprise UBS;27.11.2026;Ordre e-banking;SALAIRES NOVEMBRE;Berset Nicolas, CH - 1227 CAROUGE;9979360TI2611271;6'420.00;;48'229.35",
        "0240 11882301.60A;CHF;Compte entreprise UBS;20.11.2026;Ordre e-banking;LOYER DECEMBRE;Régie du Rhône SA;9979360TI2611201;3'850.00;;54'649.35",
        "0240 11882301.60A;CHF;Compte entreprise UBS;18.11.2026;Virement postal;FIDUCIAIRE LEMAN SARL;;3456789ZT2611181;;12'400.00;58'499.35",
      ].join("\n"),
    );
    // Before, every row's text was 'Compte entreprise UBS', the account's name, and nothing said what the money was.
    expect(book.transactions.map((t) => t.description)).toEqual([
      "Ordre e-banking — SALAIRES NOVEMBRE — Berset Nicolas, CH - 1227 CAROUGE",
      "Ordre e-banking — LOYER DECEMBRE — Régie du Rhône SA",
      "Virement postal — FIDUCIAIRE LEMAN SARL",
    ]);
    // 6'420.00 → −642000, 3'850.00 → −385000, 12'400.00 → 1240000. Newest first, the balances follow:
    // 58,499.35 − 3,850.00 = 54,649.35, − 6,420.00 = 48,229.35, the closing balance.
    expect(amounts(book)).toEqual([-642000, -385000, 1240000]);
    expect(book.closingBalanceMinor).toBe(4822935);
  });

  it("reads GLS Bank's purpose split over VWZ1 to VWZ14 after its booking text", () => {
    // The header of GLS Bank's export, as csv2ofx's public GLS fixture prints it; the rows are ours.
    const vwz = Array.from({ length: 14 }, (_, i) => `VWZ${i + 1}`).join(";");
    const empty = (n: number) => ";".repeat(n);
    const book = read(
      [
        `Kontonummer;Buchungstag;Wertstellung;Auftraggeber/Empfänger;Buchungstext;${vwz};Betrag;Kontostand;Währung`,
        `4011882300;02.11.2026;02.11.2026;Hausverwaltung Kessler GmbH;"Dauerauftrag";Miete Werkstatt November;Objekt 14${empty(12)};-1.450,00;21.330,40;EUR`,
        `4011882300;27.11.2026;27.11.2026;Jonas Weber;"Überweisung";Lohn November 2026${empty(13)};-2.310,55;19.019,85;EUR`,
      ].join("\n"),
    );
    // Before, the text was the booking text alone ('Überweisung'), and the wage's purpose was lost.
    expect(book.transactions.map((t) => t.description)).toEqual(["Dauerauftrag — Miete Werkstatt November — Objekt 14", "Überweisung — Lohn November 2026"]);
    // 1.450,00 → −145000, 2.310,55 → −231055; 21,330.40 − 2,310.55 = 19,019.85
    expect(amounts(book)).toEqual([-145000, -231055]);
    expect(book.closingBalanceMinor).toBe(1901985);
  });

  it("passes over a description column empty on every row for one with text (Outbank's Note and Reason)", () => {
    // Outbank's header, as csv2ofx's public Outbank fixture prints it (cut after Posting Text); the rows are ours.
    const book = read(
      [
        "#;Account;Date;Value Date;Amount;Currency;Name;Number;Bank;Reason;Category;Subcategory;Tags;Note;Posting Text",
        '1;DE81254326973657190105;11/27/26;11/27/26;-2.840,00;EUR;"Lena Hoffmann";"DE21290466325050683191";"INGDDEFFXXX";"Gehalt November 2026";"";"";;;"Überweisung"',
        '2;DE81254326973657190105;11/15/26;11/15/26;-89,99;EUR;"Vodafone GmbH";"DE09550104000533925078";"AARBDE5WDOM";"Kd 44120 Rechnung 11/2026";"";"";;;"Lastschrifteinzug"',
      ].join("\n"),
    );
    // Before, the empty `Note` was taken (it comes first among the spellings) and the wage's `Gehalt`
    // was lost. The booking text, filled on every row too, goes on after it.
    expect(book.transactions.map((t) => [t.counterparty, t.description])).toEqual([
      ["Lena Hoffmann", "Gehalt November 2026 — Überweisung"],
      ["Vodafone GmbH", "Kd 44120 Rechnung 11/2026 — Lastschrifteinzug"],
    ]);
    // −2.840,00 → −284000; −89,99 → −8999
    expect(amounts(book)).toEqual([-284000, -8999]);
  });

  it("reads DBS's Transaction Ref1 to Ref3 after its Reference of codes", () => {
    // The preamble and header of DBS's export, as csv2ofx's public DBS fixture prints them; the rows are ours.
    const book = read(
      [
        "Account Details For:,DBS Business Account XXX",
        "Statement as at:,27 Nov 2026 ",
        "",
        "Available Balance:,48211.35",
        "Ledger Balance:,48211.35",
        "",
        "Transaction Date,Reference,Debit Amount,Credit Amount,Transaction Ref1,Transaction Ref2,Transaction Ref3",
        "27 Nov 2026,GIRO, 6420.00, ,SALARY NOV 2026,TAN WEI MING,,",
        "18 Nov 2026,ICT, ,12400.00,LIM ENGINEERING PTE LTD,INV 2026-118,,",
      ].join("\n"),
      { currency: "SGD" },
    );
    // Before, the text was the code alone ('GIRO', 'ICT'), and the salary said nothing.
    expect(book.transactions.map((t) => t.description)).toEqual(["GIRO — SALARY NOV 2026 — TAN WEI MING", "ICT — LIM ENGINEERING PTE LTD — INV 2026-118"]);
    // Debit 6420.00 → −642000; Credit 12400.00 → 1240000
    expect(amounts(book)).toEqual([-642000, 1240000]);
  });

  it("reads ZKB's payment purpose and its booking text naming the payee, and passes over a Details column filled on one row", () => {
    // The header of ZKB's export with details, as bank2ynab's configuration prints it; the rows are ours.
    const book = read(
      [
        '"Datum";"Buchungstext";"Whg";"Betrag Detail";"ZKB-Referenz";"Referenznummer";"Belastung CHF";"Gutschrift CHF";"Valuta";"Saldo CHF";"Zahlungszweck";"Details"',
        '"27.11.2026";"Lastschrift Jonas Huber";"";"";"Z261127001";"";"6420.00";"";"27.11.2026";"41809.35";"Lohn November 2026";"Jonas Huber, 8004 Zürich"',
        '"15.11.2026";"Lastschrift Swisscom (Schweiz) AG";"";"";"Z261115001";"";"189.40";"";"15.11.2026";"48229.35";"Rechnung 11/2026";""',
        '"12.11.2026";"Lastschrift Steueramt des Kantons Zürich";"";"";"Z261112001";"";"2200.00";"";"12.11.2026";"48418.75";"Akontozahlung Staatssteuer 2026";""',
      ].join("\n"),
    );
    // Before, the text was `Details`, empty on two rows of three: nothing said what the money was.
    expect(book.transactions.map((t) => t.description)).toEqual([
      "Lohn November 2026 — Lastschrift Jonas Huber",
      "Rechnung 11/2026 — Lastschrift Swisscom (Schweiz) AG",
      "Akontozahlung Staatssteuer 2026 — Lastschrift Steueramt des Kantons Zürich",
    ]);
    // Belastung 6420.00 → −642000, 189.40 → −18940, 2200.00 → −220000; newest first,
    // 48,418.75 − 189.40 = 48,229.35, − 6,420.00 = 41,809.35, the closing balance.
    expect(amounts(book)).toEqual([-642000, -18940, -220000]);
    expect(book.closingBalanceMinor).toBe(4180935);
  });

  it("reads Neon's Subject after its Description, the payee", () => {
    // The header of Neon's statement, as bank2ynab's configuration prints it; the rows are ours.
    const book = read(
      [
        '"Date";"Amount";"Original amount";"Original currency";"Exchange rate";"Description";"Subject";"Category";"Tags";"Wise";"Spaces"',
        '"2026-11-27";"-6420.00";"";"";"";"Jonas Huber";"Lohn November";"";"";"no";"no"',
        '"2026-11-15";"-189.40";"";"";"";"Swisscom";"";"";"";"no";"no"',
      ].join("\n"),
      { currency: "CHF" },
    );
    // Before, the wage was 'Jonas Huber' alone, a name that says nothing of what was paid.
    expect(book.transactions.map((t) => t.description)).toEqual(["Jonas Huber — Lohn November", "Swisscom"]);
    expect(amounts(book)).toEqual([-642000, -18940]);
  });

  it("keeps a Description that varies in front of its numbered continuation", () => {
    const book = read(["Date,Description,Description 2,Amount", "2026-03-02,ACME LTD,INV 1182,-40.00", "2026-03-03,Kestrel Fab,,-12.50"].join("\n"), { currency: "GBP" });
    expect(book.transactions.map((t) => t.description)).toEqual(["ACME LTD — INV 1182", "Kestrel Fab"]);
  });
});

describe("a running balance", () => {
  it("reads a file whose days run oldest first but each day's rows newest first", () => {
    // Opening 1,000.00. On 20 November −150.00 then +2,000.00 were booked, printed newest first:
    // the +2,000.00 row shows 2,850.00 (the day's end), the −150.00 row 850.00; on 23 November −50.00 → 2,800.00.
    const book = read(["Date;Description;Amount;Balance", "20-11-2026;Salary;2000,00;2850,00", "20-11-2026;Shop;-150,00;850,00", "23-11-2026;Cafe;-50,00;2800,00"].join("\n"), { currency: "DKK" });
    expect(amounts(book)).toEqual([200000, -15000, -5000]);
    expect(book.closingBalanceMinor).toBe(280000);
  });
});

describe("dates written as UTC instants", () => {
  it("dates a row the next day where every time is local midnight east of UTC", () => {
    // Caspion writes 2 November in Israel (UTC+2) as 2026-11-01T22:00:00.000Z: the booked day is the next one.
    const book = read(["date,description,chargedAmount", "2026-11-01T22:00:00.000Z,Rent,-4200", "2026-11-09T22:00:00.000Z,Salary,14250", "2026-11-24T22:00:00.000Z,Shop,-312.4"].join("\n"), { currency: "ILS" });
    expect(book.transactions.map((t) => t.date)).toEqual(["2026-11-02", "2026-11-10", "2026-11-25"]);
    expect(notes(book)).toContain("Read the 'date' column's UTC times (22:00) as local midnight east of UTC: each row is dated the next calendar day, the day booked");
  });

  it("keeps the instant's own day where the times differ, as real times of day do", () => {
    const book = read(["date,description,amount", "2026-11-03T05:10:02Z,Lunch,-12.00", "2026-11-04T22:41:00Z,Dinner,-30.00", "2026-11-05T09:00:00Z,Refund,5.00"].join("\n"), { currency: "INR" });
    expect(book.transactions.map((t) => t.date)).toEqual(["2026-11-03", "2026-11-04", "2026-11-05"]);
  });
});

describe("a card's two dates in English", () => {
  it("reads Miles & More's date of receipt as the booking date, beside its voucher date", () => {
    // The charge of 23 November reached the bank on 24 November: booked then.
    const book = read(["Voucher date;Date of receipt;Reason for payment;Amount;Currency", "11/23/2026;11/24/2026;NORDLYS KAFFEBAR;-15.69;EUR", "11/3/2026;11/4/2026;KINOWELT;-13.99;EUR", "10/30/2026;11/2/2026;REFUND;19.90;EUR"].join("\n"));
    expect(book.transactions.map((t) => [t.date, t.amountMinor])).toEqual([["2026-11-24", -1569], ["2026-11-04", -1399], ["2026-11-02", 1990]]);
  });
});

describe("a wallet's balance delta", () => {
  it("reads Luno's signed Balance delta as the amount, beside an unsigned value that repeats it", () => {
    // 1,245.60 before: +8,000.00 = 9,245.60; −6,000.00 = 3,245.60.
    const book = read(["Timestamp (UTC),Description,Currency,Balance delta,Balance,Value currency,Value amount", "2026-11-02 06:14:52,Deposit received,ZAR,8000.00,9245.60,ZAR,8000.00", '2026-11-02 06:20:11,"Bought BTC 0.00512 for ZAR 6,000.00",ZAR,-6000.00,3245.60,ZAR,6000.00'].join("\n"));
    expect(amounts(book)).toEqual([800000, -600000]);
    expect(book.closingBalanceMinor).toBe(324560);
  });
});

describe("a double-entry export", () => {
  it("reads which way each unsigned amount moved from the side its account is on", () => {
    // Keesha: the salary of 84,500 came into `Salary Account`; rent 22,000 and groceries 1,845.50 went out of it.
    const book = read(
      ['title,amount,fromAccount,toAccount,date', '"Salary",84500,"Employer Income","Salary Account","2026-11-02"', '"Rent",22000,"Salary Account","Rent","2026-11-03"', '"Groceries",1845.5,"Salary Account","Food","2026-11-06"'].join("\n"),
      { currency: "INR" },
    );
    expect(amounts(book)).toEqual([8450000, -2200000, -184550]);
    expect(notes(book)).toContain("Read which way each unsigned amount moved from the account on every row, 'Salary Account': money out where it is the 'fromAccount', in where it is the 'toAccount'");
  });
});

describe("a seller's report", () => {
  it("reads the merchant's amount, not the buyer's, where the report names the buyer's currency", () => {
    // Google Play's earnings report: a sale of 5.99 EUR is 25.53 PLN to the seller, the fee −0.90
    // EUR is −3.83 PLN; the account is the seller's, in PLN.
    const book = read(
      [
        "Description,Transaction Date,Transaction Type,Buyer Currency,Amount (Buyer Currency),Currency Conversion Rate,Merchant Currency,Amount (Merchant Currency)",
        'GPA.1,"Nov 3, 2026",Charge,EUR,5.99,4.2615,PLN,25.53',
        'GPA.1,"Nov 3, 2026",Google fee,EUR,-0.90,4.2615,PLN,-3.83',
      ].join("\n"),
    );
    expect(amounts(book)).toEqual([2553, -383]);
    expect(book.currency).toBe("PLN");
  });
});

describe("dialects", () => {
  it("reads a Windows-1252 semicolon export with title lines, decimal commas, a balance line and a summary", () => {
    const text = [
      "Umsätze Girokonto;;;;",
      "Zeitraum: 01.03.2026 - 31.03.2026;;;;",
      "Währung: EUR;;;;",
      ";;;;",
      "Buchungstag;Verwendungszweck;Betrag;Saldo;",
      "01.03.2026;Anfangssaldo;;1.000,00;",
      "02.03.2026;Miete März;-850,00;150,00;",
      "05.03.2026;Gutschrift Kunde;1.234,56;1.384,56;",
      "13.03.2026;Gebühr;-15,00;1.369,56;",
      ";;;;",
      "Summe;;369,56;;",
    ].join("\r\n");
    const book = read(latin1(text));
    // −850.00 + 1,234.56 − 15.00 = 369.56; closing 1,000.00 + 369.56 = 1,369.56
    expect(amounts(book)).toEqual([-85000, 123456, -1500]);
    expect(book.currency).toBe("EUR");
    expect(book.closingBalanceMinor).toBe(136956);
    expect(book.transactions[0]!.description).toBe("Miete März");
    expect(notes(book)).toContain("Read the file as Windows-1252 (Latin-1) text");
  });

  it("ignores a trailing empty column on every row and a UTF-8 byte-order mark", () => {
    const book = read("\uFEFFDate,Amount,\n2026-03-01,1.00,\n2026-03-02,-2.00,\n", { currency: "GBP" });
    expect(amounts(book)).toEqual([100, -200]);
  });

  it("keeps delimiters and line breaks inside quoted fields", () => {
    const book = read('date,description,amount\n2026-03-01,"Acme; Inc, ""north""\nsecond line",1.00\n', { currency: "USD" });
    expect(book.transactions[0]!.description).toBe('Acme; Inc, "north"\nsecond line');
  });

  it("reads a point followed by four or more digits as the decimal mark, in a semicolon file too", () => {
    // A fund platform's cash account prints six decimals: 1.000000 cannot be one thousand (a
    // thousands mark is followed by three digits), so the file's mark is the point.
    const book = read(["Date;Description;Cash Flow;Balance", "2026-03-02;Deposit;1000.000000;1000.000000", "2026-03-05;Management fee;-2.450000;997.550000"].join("\n"), { currency: "CHF" });
    // 1000.000000 → 100000 centimes; −2.450000 → −245; closing 997.550000 → 99755
    expect(amounts(book)).toEqual([100000, -245]);
    expect(book.closingBalanceMinor).toBe(99755);
  });

  it("reads a comma followed by four or more digits as the decimal mark, in a comma-free file", () => {
    const book = read(["Datum\tOmschrijving\tBedrag", "2026-03-02\tRente\t12,5000", "2026-03-03\tKosten\t-3,2500"].join("\n"), { currency: "EUR" });
    // 12,5000 → 1250 cents; −3,2500 → −325
    expect(amounts(book)).toEqual([1250, -325]);
  });

  it("reads a headerless file once its columns are named", () => {
    const book = read("02/03/2026,Coffee,-3.50\n15/03/2026,Salary,2000.00\n", { columns: ["date", "description", "amount"], currency: "GBP" });
    // 15 cannot be a month, so the column is day-first: 02/03/2026 is 2 March
    expect(book.transactions.map((t) => [t.date, t.amountMinor])).toEqual([
      ["2026-03-02", -350],
      ["2026-03-15", 200000],
    ]);
  });
});

describe("rows that never moved money", () => {
  it("skips failed, reverted, declined and pending rows, and says how many", () => {
    const book = read(
      ["Date,Description,Amount,Status", "2026-03-01,Wire out,-5000.00,FAILED", "2026-03-01,Wire out,-5000.00,COMPLETED", "2026-03-02,Card,-12.00,REVERTED", "2026-03-03,Card,-9.00,DECLINED", "2026-03-04,Card,-1.00,PENDING"].join("\n"),
      { currency: "EUR" },
    );
    expect(amounts(book)).toEqual([-500000]);
    expect(notes(book)).toEqual(
      expect.arrayContaining([
        "Skipped 1 failed row (status column): they did not move money",
        "Skipped 1 reverted row (status column): they did not move money",
        "Skipped 1 declined row (status column): they did not move money",
        "Skipped 1 pending row (status column): they did not move money",
      ]),
    );
  });

  it("refuses unsigned amounts beside a type column of codes it does not know, offering no flag", () => {
    // Denaro's Type: 0 income, 1 expense. Read as all money in, the expenses would count as income.
    const refusal = refusalOf(["ID;Date;Description;Type;Amount", "1;10/1/2026;Client;0;45000", "2;10/3/2026;Rent;1;14500", "3;10/5/2026;Power;1;2315.40", "4;10/15/2026;Client;0;9000", "5;10/18/2026;Food;1;812.35"].join("\n"), { currency: "PHP" });
    expect(refusal.expected).toMatch(/the 'Type' column \('0', '1'\) may say which way each moved/);
    expect(refusal.fix).not.toMatch(/--positive-means/);
  });

  it("reads which way an unsigned amount moved from an Income or Expense type", () => {
    // A finance app's export: Income 2,184.50 in, Expense 87.13 and 65.00 out.
    const book = read(["Time,Type,Amount,Description", "2026-11-20 12:30:00,Income,2184.50,Paycheck", "2026-11-21 09:15:00,Expense,87.13,Groceries", "2026-11-22 10:00:00,Expense,65.00,Phone", "2026-11-23 08:00:00,Income,12.00,Refund", "2026-11-24 07:00:00,Expense,5.75,Coffee"].join("\n"), { currency: "USD" });
    expect(amounts(book)).toEqual([218450, -8713, -6500, 1200, -575]);
  });

  it("refuses unsigned amounts whose type says no way on some rows, naming them and offering no flag", () => {
    // `Transfer` and `Balance Modification` say neither way: read as money in, they would be income.
    const refusal = refusalOf(
      ["Time,Type,Amount,Description", "2026-11-20 12:30:00,Income,2184.50,Paycheck", "2026-11-21 09:15:00,Expense,87.13,Groceries", "2026-11-22 10:00:00,Transfer,400.00,To savings", "2026-11-23 08:00:00,Expense,65.00,Phone", "2026-10-28 09:00:00,Balance Modification,1000.00,Opening"].join("\n"),
      { currency: "USD" },
    );
    expect(refusal.expected).toBe("a way for every unsigned amount: the 'Type' column says money in or out on the other rows, but not on line 4 ('Transfer'), line 6 ('Balance Modification')");
    expect(refusal.fix).not.toMatch(/--positive-means/);
  });

  it("skips a row marked yes in a pending flag column, and reads no hold in another thing's status", () => {
    // Cozy Banks: `Expected?` yes is a payment not booked yet; `Reimbursement status` pending is the
    // health insurer's refund still owed, not the row's money held back. Booked: −86.40 and −74.00.
    const book = read(
      ['"Date";"Label";"Amount";"Expected?";"Reimbursement status"', '"2026-11-13";"SNCF";"-86.4";"no";""', '"2026-11-24";"BOULANGERIE";"-6.4";"yes";""', '"2026-11-05";"PHARMACIE";"-74";"no";"pending"'].join("\n"),
      { currency: "EUR" },
    );
    expect(amounts(book)).toEqual([-8640, -7400]);
    expect(notes(book)).toContain("Skipped 1 row marked 'Expected?' yes: not booked yet");
  });

  it("reads a column named Money as the amount", () => {
    // MoneyWallet: `"-740,00"` and `"2648,70"` with a decimal comma.
    const book = read(['"wallet","currency","datetime","money","description"', '"Konto","EUR","2026-11-24 10:00:00","-740,00","Miete"', '"Konto","EUR","2026-11-20 09:00:00","2648,70","Gehalt"'].join("\n"));
    expect(amounts(book)).toEqual([-74000, 264870]);
  });

  it("refuses a card's unsigned amounts whose type says no way on some rows, though its card column suggests a flag", () => {
    // ether.fi: `card_spend` is out and `topup` in; `card_refund` says neither, so `--positive-means` would misread.
    const refusal = refusalOf(
      ["timestamp,type,description,amount USD,card", "2026-11-23T13:02:44.019,card_spend,MERCEARIA,52.71,4417", "2026-11-21T18:30:12.884,card_refund,LOJA,23.27,4417", "2026-11-20T10:05:33.401,card_spend,FERROVIA,18.62,4417", "2026-11-12T09:00:00.000,topup,USDC,500.00,", "2026-11-10T09:00:00.000,card_spend,CAFE,4.10,4417"].join("\n"),
    );
    expect(refusal.expected).toBe("a way for every unsigned amount: the 'type' column says money in or out on the other rows, but not on line 3 ('card_refund')");
  });

  it("refuses a status it does not know rather than counting the row", () => {
    const refusal = refusalOf("Date,Amount,Status\n2026-03-01,-1.00,DISPUTED\n", { currency: "EUR" });
    expect(refusal.expected).toMatch(/line 2, column 'Status': 'DISPUTED' is not a status/);
  });

  it("keeps a bookkeeping app's checked and unchecked rows, and skips its drafts", () => {
    // Bkper: CHECKED and UNCHECKED rows are posted (checked against the bank or not yet); a DRAFT is not.
    const book = read(["Status;Date;Description;Amount", "DRAFT;24/11/2026;Aluguel dezembro;-2800,00", "UNCHECKED;21/11/2026;Mensalidades;1540,00", "CHECKED;18/11/2026;Energia;-312,40"].join("\n"), { currency: "BRL" });
    expect(amounts(book)).toEqual([154000, -31240]);
  });

  it("keeps a ledger app's reconciled (X) and cleared (*) rows", () => {
    // My Expenses and GnuCash mark a row reconciled with X and cleared with *: both booked.
    const book = read(["Date,Payee,Amount,Status", "2026-03-01,Rent,-700.00,X", "2026-03-02,Shop,-12.00,*", "2026-03-03,Salary,2000.00,"].join("\n"), { currency: "EUR" });
    expect(amounts(book)).toEqual([-70000, -1200, 200000]);
  });

  it("leaves out a split transaction's parts where they add up to its whole line", () => {
    // A whole line of 94.17 marked *, then its parts marked -: 52.33 + 27.49 + 14.35 = 94.17, so
    // only the whole is counted, beside the plain rows of 20.00 and 1,450.00.
    const book = read(
      [
        '"Split transaction","Date","Payee","Income","Expense"',
        '"","02/11/2026","Bus","0","20.00"',
        '"*","16/11/2026","Dunnes","0","94.17"',
        '"-","16/11/2026","Dunnes","0","52.33"',
        '"-","16/11/2026","Dunnes","0","27.49"',
        '"-","16/11/2026","Dunnes","0","14.35"',
        '"","21/11/2026","Rent","0","1450.00"',
      ].join("\n"),
      { currency: "EUR" },
    );
    expect(amounts(book)).toEqual([-2000, -9417, -145000]);
    expect(notes(book)).toContain("Left out 3 parts of split transactions (the 'Split transaction' column): their whole line carries the amount");
  });

  it("refuses a split whose parts do not add up to its whole line, naming it", () => {
    // 52.33 + 27.49 = 79.82, not 94.17: which of them moved the balance, the file does not agree.
    const refusal = refusalOf(['"Split transaction","Date","Payee","Amount"', '"*","16/11/2026","Dunnes","-94.17"', '"-","16/11/2026","Dunnes","-52.33"', '"-","16/11/2026","Dunnes","-27.49"'].join("\n"), { currency: "EUR" });
    expect(refusal.expected).toMatch(/line 2, column 'Split transaction': is a split transaction whose 2 parts below it do not add up to it/);
  });

  it("nets a fee when the file has Gross, Fee and Net columns", () => {
    const book = read("Date,Gross,Fee,Net,Currency\n2026-03-01,100.00,-3.20,96.80,USD\n", {});
    // the Net column is what moved the balance: 96.80
    expect(amounts(book)).toEqual([9680]);
    expect(book.currency).toBe("USD");
  });
});

describe("never misread: refusals that name the fix", () => {
  it("refuses dates that fit both orders and names --day-first / --month-first", () => {
    const refusal = refusalOf("date,amount\n02/03/2026,1.00\n04/05/2026,1.00\n", { currency: "GBP" });
    expect(refusal.fix).toMatch(/--day-first .*or --month-first/);
    // told, it reads: 02/03/2026 day-first is 2 March
    expect(read("date,amount\n02/03/2026,1.00\n", { currency: "GBP", dateOrder: "day-first" }).transactions[0]!.date).toBe("2026-03-02");
  });

  it("refuses a card export whose sign the file does not settle, naming --positive-means", () => {
    const refusal = refusalOf("Date,Description,Card Member,Amount\n03/02/2026,Hotel,J SMITH,412.00\n03/04/2026,Payment,J SMITH,-500.00\n", { currency: "USD" });
    expect(refusal.fix).toMatch(/--positive-means money-out/);
    const book = read("Date,Description,Card Member,Amount\n03/02/2026,Hotel,J SMITH,412.00\n03/04/2026,Payment,J SMITH,-500.00\n", { currency: "USD", positiveMeans: "money-out", dateOrder: "month-first" });
    expect(amounts(book)).toEqual([-41200, 50000]);
  });

  it("refuses a reading the running balance contradicts, and shows the first row that disagrees", () => {
    // A card export printing charges positive: 100.00 − 30.00 = 70.00 is what the bank says after line 3.
    const refusal = refusalOf("Date,Amount,Balance\n2026-03-01,-100.00,-100.00\n2026-03-02,30.00,-70.00\n2026-03-03,5.00,-80.00\n", { currency: "USD" });
    // −70.00 + 5.00 = −65.00 expected, the file says −80.00 (line 4)
    expect(refusal.at).toBe("line 4, column 'Balance'");
    expect(refusal.expected).toMatch(/-\$65\.00, the file says -\$80\.00/);
  });

  it("refuses a fee column without a net column, since it cannot tell whether the amount includes it", () => {
    expect(refusalOf("Date,Amount,Fee\n2026-03-01,100.00,1.00\n", { currency: "USD" }).expected).toMatch(/net column/);
  });

  it("refuses a file that states no currency, naming --currency", () => {
    expect(refusalOf("date,amount\n2026-03-01,1.00\n").fix).toMatch(/--currency/);
  });

  it("refuses a file that states two currencies", () => {
    expect(refusalOf("date,amount,currency\n2026-03-01,1.00,EUR\n2026-03-02,1.00,USD\n").expected).toMatch(/one currency per file/);
  });

  it("refuses a --currency the file contradicts", () => {
    expect(refusalOf("date,amount (GBP)\n2026-03-01,1.00\n", { currency: "USD" }).expected).toMatch(/the file says GBP/);
  });

  it("names the line and column of every unreadable cell", () => {
    const rows = Array.from({ length: 12 }, (_, k) => `2026-03-${String(k + 1).padStart(2, "0")},${k % 2 === 0 ? "" : "-"}10.00`);
    // header line 1, twelve good rows on lines 2–13, the bad one on line 14
    const refusal = refusalOf(["date,amount", ...rows, '2026-03-13,"12,3x"', "2026-03-14,-1.00"].join("\n"), { currency: "USD" });
    expect(refusal.at).toBe("line 14, column 'amount'");
    expect(refusal.expected).toMatch(/'12,3x' is not an amount/);
  });

  it("refuses a headerless file whose rows leave two readings, naming --columns", () => {
    // Two columns of figures and no running balance: which is the amount the rows cannot say.
    const refusal = refusalOf("2026-03-01,Coffee,-3.50,0.10\n2026-03-02,Salary,2000.00,0.00\n", { currency: "USD" });
    expect(refusal.at).toBe("line 1");
    expect(refusal.fix).toMatch(/--columns/);
  });

  it("refuses an unclosed quote at its line", () => {
    expect(refusalOf('date,amount\n2026-03-01,"1.00\n2026-03-02,1.00\n', { currency: "USD" }).at).toBe("line 2");
  });

  it.each([
    ["a PDF document", latin1("%PDF-1.7\n%âãÏÓ\n1 0 obj")],
    ["an Excel workbook (.xlsx)", Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])],
    ["a QIF file", new TextEncoder().encode("!Type:Bank\nD03/01/2026\nT-12.00\n^\n")],
  ])("recognises %s by name instead of complaining about a date column", (name, bytes) => {
    expect(refusalOf(bytes).expected).toContain(`this is ${name}`);
  });
});

describe("the envelope", () => {
  const book: ImportedBook = {
    format: "csv",
    currency: "USD",
    transactions: [
      { date: "2026-03-01", amountMinor: 100, source: "line 2" },
      { date: "2026-12-02", amountMinor: -50, source: "line 3" },
    ],
    notes: [],
  };

  it("refuses an as_of after today unless --as-of is given (dates read in the wrong order)", () => {
    const refused = envelopeOf(book, { fileName: "x.csv", accountId: "x", balanceMinor: 0, today: "2026-11-25" });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.refusal.at).toBe("line 3");
    const told = envelopeOf(book, { fileName: "x.csv", accountId: "x", balanceMinor: 0, today: "2026-11-25", asOf: "2026-12-31" });
    expect(told.ok && told.envelope.balances).toEqual({ current_minor: 0, as_of: "2026-12-31", currency: "USD" });
  });

  it("asks for --balance when the file states no balance", () => {
    const result = envelopeOf({ ...book, transactions: book.transactions.slice(0, 1) }, { fileName: "x.csv", accountId: "x", today: "2026-11-25" });
    expect(!result.ok && result.missing === "balance" && result.refusal.fix).toMatch(/--balance 11263\.38/);
  });

  it("asks a card's file that states no balance for what the card owes, with --owed", () => {
    // Before, a card was asked for --balance, and a positive one was then refused as either sign.
    const result = envelopeOf({ ...book, kind: "card", transactions: book.transactions.slice(0, 1) }, { fileName: "card.csv", accountId: "card", today: "2026-11-25" });
    expect(!result.ok && result.missing === "owed" && result.refusal.fix).toMatch(/with --owed, e\.g\. --owed 1005\.24/);
  });
});

describe("options from Node callers", () => {
  it("refuses --columns that name no date or no amount, rather than reading nothing", () => {
    const refusal = refusalOf("02/03/2026,Coffee,-3.50\n", { columns: ["foo", "bar", "baz"], currency: "GBP" });
    expect(refusal.at).toBe("--columns");
    expect(refusal.fix).toMatch(/--columns date,description,amount/);
  });

  it("takes a currency code in any case and refuses one that is not ISO 4217", () => {
    expect(read("date,amount\n2026-03-01,1.00\n", { currency: "usd" }).currency).toBe("USD");
    expect(refusalOf("date,amount\n2026-03-01,1.00\n", { currency: "ABCD" }).expected).toMatch(/'ABCD' is not one/);
    expect(refusalOf("date,amount\n2026-03-01,1.00\n", { currency: "XYZ" }).expected).toMatch(/'XYZ' is not one/);
  });
});
