/**
 * The SWIFT MT940/MT942 reader. Fixtures are written from public documentation:
 *   - the SWIFT User Handbook, Category 9, MT 940 and MT 942 field specifications
 *     (https://www2.swift.com/knowledgecentre/publications/us9m_20180720/2.0): tags, the :61:
 *     subfields, D/C/RC/RD/EC/ED marks, :34F: :13D: :90D: :90C:;
 *   - ING's "Mijn ING Zakelijk" MT940 format description (Aug 2014), whose example statement is
 *     reproduced at https://github.com/gingerpayments/python-libmt94x (tests/examples/ming-from-spec.txt):
 *     the FIN envelope, /TRCD/ supplementary details, the /EREF//CNTP//REMI/ :86: structure;
 *   - Deutsche Bank's MT940/942 format specifications (June 2012,
 *     https://studylib.net/doc/8074467/deutsche-bank-mt940-942-format-specifications): the MT942
 *     layout and the German ?00/?20/?32 structured :86:.
 * Every expected figure is worked out by hand in the comment next to it.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mt940Reader } from "../../src/import/mt940/reader.js";
import type { ImportedBook } from "../../src/import/types.js";
import { amounts, detect, readerHarness } from "../support/import.js";

const { fixture, read, refusalOf } = readerHarness(mt940Reader, "statement.sta", "mt940");
const NO_BYTES = new Uint8Array();
const sumIn = (book: ImportedBook) => amounts(book).filter((a) => a > 0).reduce((a, b) => a + b, 0);
const sumOut = (book: ImportedBook) => amounts(book).filter((a) => a < 0).reduce((a, b) => a + b, 0);

describe("MT940 statements", () => {
  it("reads two chained ING statements across the year end, with reversals and the entry date in the next year", () => {
    const book = read(fixture("ing-year-end.sta"));
    // Statement 1: 1,000.00 + 2,500.00 − 89.95 − 1,200.00 = 2,210.05 (its :62F:).
    // Statement 2 opens at 2,210.05: − 45.60 + 89.95 (RD: reversal of a debit, money back)
    //   + 150.00 − 150.00 (RC: reversal of a credit, money out) = 2,254.40 (its :62F:).
    expect(amounts(book)).toEqual([250000, -8995, -120000, -4560, 8995, 15000, -15000]);
    expect(book.transactions).toHaveLength(7);
    expect(sumIn(book)).toBe(273995); // 2,500.00 + 89.95 + 150.00
    expect(sumOut(book)).toBe(-148555); // 89.95 + 1,200.00 + 45.60 + 150.00
    expect(book.closingBalanceMinor).toBe(225440);
    expect(book.closingBalanceDate).toBe("2026-01-02");
    // Valued 31 Dec 2025, entry date 0102: booked 2 Jan 2026, not 2 Jan 2025.
    expect(book.transactions[3]).toMatchObject({ date: "2026-01-02", amountMinor: -4560, source: "line 31" });
    expect(book.transactions.slice(0, 3).every((t) => t.date === "2025-12-31")).toBe(true);
    expect(book.transactions.map((t) => t.description)).toEqual([
      "Acme BV — Invoice 2025-118",
      "Vodafone Libertel BV — Mobiel december",
      "Verhuur BV — Huur januari 2026",
      "Albert Heijn 1234 — Betaalautomaat 31-12-2025 18.02",
      "Vodafone Libertel BV — Storno Mobiel december",
      "J. Jansen — Borg",
      "J. Jansen — Borg retour",
    ]);
    expect(book).toMatchObject({ format: "mt940", currency: "EUR", accountId: "NL69INGB0123456789EUR" });
    expect(book.notes.map((n) => n.text).join(" ")).toContain("each statement carries on from the one before");
  });

  it("gives each ING entry its :61: type as the code, the bank reference as the id and the /CNTP/ name as the counterparty", () => {
    const book = read(fixture("ing-year-end.sta"));
    expect(book.transactions.map((t) => [t.bankTransactionCode, t.id, t.counterparty])).toEqual([
      ["MT940:NTRF", "00000000001001", "Acme BV"],
      ["MT940:NDDT", "00000000001002", "Vodafone Libertel BV"],
      ["MT940:NTRF", "00000000001003", "Verhuur BV"],
      ["MT940:NTRF", "00000000001004", "Albert Heijn 1234"],
      ["MT940:NDDT", "00000000001005", "Vodafone Libertel BV"],
      ["MT940:NTRF", "00000000001006", "J. Jansen"],
      ["MT940:NTRF", "00000000001007", "J. Jansen"],
    ]);
  });

  it("keeps three decimals of Bahraini dinars exactly (mt940js would round 12.345 to 12.35)", () => {
    const book = read(fixture("bhd-three-decimals.sta"));
    // 12,345 → 12345 fils out; 300,025 → 300025 in; 100, → 100000 out.
    // 1,250.500 − 12.345 + 300.025 − 100.000 = 1,438.180, the :62F:.
    expect(amounts(book)).toEqual([-12345, 300025, -100000]);
    expect(book.closingBalanceMinor).toBe(1438180);
    expect(book.currency).toBe("BHD");
    expect(book.transactions[1]!.description).toBe("TRANSFER FROM GULF TRADING WLL INVOICE 77");
  });

  it("reads CRLF files and the bare format without envelope alike", () => {
    const book = read(fixture("bhd-three-decimals.sta").replaceAll("\n", "\r\n"));
    expect(amounts(book)).toEqual([-12345, 300025, -100000]);
  });

  it("counts bank header lines above the first tag instead of reading them", () => {
    const book = read(`0000 01INGBNL2AXXXX00001\n940 00\n${fixture("bhd-three-decimals.sta")}`);
    expect(book.transactions).toHaveLength(3);
    expect(book.notes.map((n) => n.text)).toContain("Skipped 2 header lines outside the SWIFT tags");
  });
});

describe("the German structured :86: (dk-structured.sta)", () => {
  // Written from the two :86: examples of the DK's "Spezifikation der Datenformate", Anlage 3
  // (Formatstandards), version 3.8, chapter on MT940 (https://www.ebics.de/de/datenformate): a SEPA
  // credit transfer received (GVC 166) and a SEPA core direct debit (GVC 105), cut at 65 characters
  // a line; then a fee closing (GVC 805) with no name, a free-text interest line and a standing
  // order without :86:. 10,000.00 + 1,500.00 − 89.40 − 12.50 + 0.85 − 250.00 = 11,148.95, the :62F:.
  const book = read(fixture("dk-structured.sta"));

  it("takes the business transaction code over the :61: type, ?32/?33 as the counterparty, and the references as ids", () => {
    expect(book.transactions.map(({ amountMinor, bankTransactionCode, id, counterparty }) => ({ amountMinor, bankTransactionCode, id, counterparty }))).toEqual([
      // 166 wins over NTRF; the bank reference after // is the id (the owner wrote NONREF).
      { amountMinor: 150000, bankTransactionCode: "GVC:166", id: "2603020001", counterparty: "Max Mustermann" },
      // 105 wins over NDDT; no bank reference, so the owner's reference 10023.
      { amountMinor: -8940, bankTransactionCode: "GVC:105", id: "10023", counterparty: "XYZ Versicherungs AG" },
      // 805 with no ?32: no counterparty; NONREF and no bank reference: no id.
      { amountMinor: -1250, bankTransactionCode: "GVC:805", id: undefined, counterparty: undefined },
      // Free text: the :61: type stands.
      { amountMinor: 85, bankTransactionCode: "MT940:NINT", id: "2603050009", counterparty: undefined },
      { amountMinor: -25000, bankTransactionCode: "MT940:NSTO", id: "2603060002", counterparty: undefined },
    ]);
    expect(book.closingBalanceMinor).toBe(1114895);
  });

  it("keeps the description as before: the name, then the SVWZ+ text", () => {
    expect(book.transactions.map((t) => t.description)).toEqual([
      "Max Mustermann — Rechnung-Nr.734 und 123455056735",
      "XYZ Versicherungs AG — Versicherungsbeitrag 2013",
      "Kontofuehrung Maerz 2026",
      "HABENZINSEN MAERZ 2026",
      undefined,
    ]);
  });

  it("gives no id to two entries with the same reference", () => {
    const twice = read(fixture("dk-structured.sta").replace("NINTNONREF//2603050009", "NINTNONREF//2603020001"));
    expect(twice.transactions.map((t) => t.id)).toEqual([undefined, "10023", undefined, undefined, "2603060002"]);
    expect(twice.notes.map((n) => n.text)).toContain("Gave no bank id to 2 entries whose :61: reference another entry of the file also has");
  });
});

describe("the Polish structured :86:, numbered fields between ~ or <", () => {
  // Written in the form the Polish banks' MT940 descriptions give (the ZBP numbering: ~00 the
  // bank's own operation code, ~20–~25 the title, ~30/~31 the other bank and account, ~32/~33 the
  // name, ~38 the IBAN), with `~` (Santander, mBank) and `<` (PKO BP) between the fields, cut at
  // 65 characters. 5,000.00 − 3,400.00 − 618.45 = 981.55 on an opening of 0: the :62F:.
  const statement = [
    ":20:PL0001",
    ":25:/PL61109010140000071219812874",
    ":28C:00011/001",
    ":60F:C261101PLN0,00",
    ":61:261102C5000,00NTRFNONREF//PL2611020001",
    ":86:020~00VE02~20FV 2026/10/77 TRANSPORT PL-CZ~3010901014~31000007121",
    "9812874~32SPEDYCJA WISLA SP. Z O.O.~38PL611090101400000712198128",
    "74",
    ":61:261103D3400,00NTRFNONREF//PL2611030002",
    ":86:071<00VE02<20WYNAGRODZENIA 10/2026<21PRZELEW ZBIORCZY<32PRACOWNI",
    "CY<38PL27114020040000300201355387",
    ":61:261104D618,45NDDTNONREF//PL2611040003",
    ":86:073~00DD01~20FAKTURA 10/2026 KLIENT 7781~32PGE OBROT S.A.~38PL1",
    "0105000997603123456789123",
    ":62F:C261104PLN981,55",
    "-",
  ].join("\r\n");
  const book = read(statement);

  it("reads the name as the counterparty and the title as the description, and no code from the bank's own numbering", () => {
    expect(amounts(book)).toEqual([500000, -340000, -61845]);
    expect(book.transactions.map(({ description, counterparty, bankTransactionCode }) => ({ description, counterparty, bankTransactionCode }))).toEqual([
      // ~32 (the name, cut across two lines) before the ~20 title; 020 is the bank's code, not the German list's.
      { description: "SPEDYCJA WISLA SP. Z O.O. — FV 2026/10/77 TRANSPORT PL-CZ", counterparty: "SPEDYCJA WISLA SP. Z O.O.", bankTransactionCode: "MT940:NTRF" },
      // `<` between the fields; ~20 and ~21 joined as they are, as the German form's are.
      { description: "PRACOWNICY — WYNAGRODZENIA 10/2026PRZELEW ZBIORCZY", counterparty: "PRACOWNICY", bankTransactionCode: "MT940:NTRF" },
      { description: "PGE OBROT S.A. — FAKTURA 10/2026 KLIENT 7781", counterparty: "PGE OBROT S.A.", bankTransactionCode: "MT940:NDDT" },
    ]);
    expect(book.closingBalanceMinor).toBe(98155);
  });
});

describe("MT942 interim reports", () => {
  it("reads the lines, checks :90D:/:90C:, and skips the expected entry", () => {
    const book = read(fixture("mt942-intraday.sta"));
    // D 49,90 → −4990; C 1200,00 → +120000; ED 300,00 is expected, not booked: skipped.
    // :90D: 1 debit of 49,90 and :90C: 1 credit of 1200,00 match those two lines.
    expect(amounts(book)).toEqual([-4990, 120000]);
    expect(book.transactions.map((t) => t.description)).toEqual(["Telekom Deutschland GmbH — Telefon Maerz 2026", "Muster GmbH — Rechnung 2026-17"]);
    expect(book.currency).toBe("EUR"); // from :34F:EUR0,
    expect(book.closingBalanceMinor).toBeUndefined(); // an MT942 states no balance
    expect(book.notes.map((n) => n.text)).toContain("Skipped 1 expected entry (EC/ED): not booked yet");
  });
});

describe("refusals", () => {
  it("refuses a statement whose entries do not add up to its closing balance, naming the :62F: line and the figures", () => {
    const refusal = refusalOf(fixture("bhd-three-decimals.sta").replace(":62F:C260202BHD1438,180", ":62F:C260202BHD1438,190"));
    // 1,250.500 − 12.345 + 300.025 − 100.000 = 1,438.180, not 1,438.190.
    expect(refusal.at).toBe("line 12 (:62F:)");
    expect(refusal.expected).toContain("1,250.500");
    expect(refusal.expected).toContain("1,438.180");
    expect(refusal.expected).toContain("1,438.190");
    expect(refusal.fix).toContain("entries are missing or edited");
  });

  it("refuses a statement that does not carry on from the previous one", () => {
    // Both statements add up on their own (2,200.05 − 45.60 + 89.95 = 2,244.40), but the second
    // opens at 2,200.05 where the first closed at 2,210.05: a statement is missing.
    const text = fixture("ing-year-end.sta").replace(":60F:C251231EUR2210,05", ":60F:C251231EUR2200,05").replace(":62F:C260102EUR2254,40", ":62F:C260102EUR2244,40");
    const refusal = refusalOf(text);
    expect(refusal.at).toBe("line 30 (:60F:)");
    expect(refusal.expected).toContain("€2,210.05");
    expect(refusal.fix).toContain("a statement is missing");
  });

  it("refuses two accounts in one file", () => {
    const text = fixture("ing-year-end.sta").replace(":25:NL69INGB0123456789EUR\n:28C:00001", ":25:NL20INGB0001234567EUR\n:28C:00001");
    const refusal = refusalOf(text);
    expect(refusal.expected).toContain("one account per file");
    expect(refusal.expected).toContain("NL69INGB0123456789EUR");
    expect(refusal.expected).toContain("NL20INGB0001234567EUR");
  });

  it("refuses an MT942 whose :90D: does not match its debit lines", () => {
    const refusal = refusalOf(fixture("mt942-intraday.sta").replace(":90D:1EUR49,90", ":90D:2EUR99,80"));
    expect(refusal.at).toBe("line 14 (:90D:)");
    expect(refusal.expected).toContain("1 debit entry summing to €49.90");
  });

  it("refuses MT942 reports that repeat each other (cumulative intraday reports)", () => {
    const report = fixture("mt942-intraday.sta");
    const second = report.replace(":20:MT942-260305-01", ":20:MT942-260305-02").replace(":28C:64/1", ":28C:64/2");
    const refusal = refusalOf(report + second);
    expect(refusal.expected).toContain("repeats line 7");
  });

  it("refuses a file mixing MT940 statements and MT942 reports", () => {
    const refusal = refusalOf(fixture("ing-year-end.sta") + fixture("mt942-intraday.sta"));
    expect(refusal.expected).toContain("not both");
  });

  it("refuses a --currency that disagrees with the statement", () => {
    const refusal = refusalOf(fixture("bhd-three-decimals.sta"), { currency: "USD" });
    expect(refusal.expected).toContain("--currency (USD)");
    expect(refusal.expected).toContain("BHD");
  });

  it("refuses amounts with more decimals than the currency holds, and other SWIFT message types", () => {
    const euros = fixture("ing-year-end.sta").replace("C2500,00NTRF", "C2500,005NTRF");
    expect(refusalOf(euros).expected).toContain("more than 2 decimals");
    const mt103 = "{1:F01BANKBEBBAXXX0000000000}{2:I103BANKDEFFXXXXN}{4:\n:20:REF1\n:23B:CRED\n-}";
    expect(refusalOf(mt103).expected).toContain("MT103");
  });

  it("refuses an unknown currency and a damaged :61: line", () => {
    expect(refusalOf(fixture("bhd-three-decimals.sta").replaceAll("BHD", "XYZ")).expected).toContain("ISO 4217");
    const damaged = refusalOf(fixture("bhd-three-decimals.sta").replace(":61:260202D12,345NCHG", ":61:260202X12,345NCHG"));
    expect(damaged.at).toBe("line 5 (:61:)");
  });
});

describe("detection", () => {
  it("is certain of MT940 and MT942, and says 0 for other text", () => {
    for (const name of ["ing-year-end.sta", "bhd-three-decimals.sta", "mt942-intraday.sta"]) expect(detect(mt940Reader, fixture(name))).toBe(2);
    expect(detect(mt940Reader, "date,amount\n2026-01-01,5.00\n")).toBe(0);
    expect(detect(mt940Reader, '{"Data":{"Transaction":[]}}')).toBe(0);
    expect(detect(mt940Reader, "01,122099999,123456789,040621,0200,1,55,,2/\n")).toBe(0);
  });
});

describe("properties", () => {
  const lines = [...fixture("ing-year-end.sta").split("\n"), ...fixture("mt942-intraday.sta").split("\n"), ...fixture("dk-structured.sta").split("\r\n"), ":61:", ":86:", ":62F:", "-}", "{4:", ":61:2602300230C1,00NTRF", ":60F:C999999EUR1,"];

  it("never throws, on any text or any shuffle of real lines", () => {
    const options = { fileName: "x.sta" };
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        mt940Reader.read(text, NO_BYTES, options);
        detect(mt940Reader, text);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...lines), { maxLength: 40 }), fc.constantFrom(undefined, "EUR", "JPY"), (picked, currency) => {
        const text = picked.join("\n");
        const result = mt940Reader.read(text, NO_BYTES, { ...options, ...(currency === undefined ? {} : { currency }) });
        expect(typeof result.ok).toBe("boolean");
      }),
      { numRuns: 400 },
    );
  });

  it("round-trips random transactions through a written MT940 statement", () => {
    const transaction = fc.record({
      date: fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      amountMinor: fc.integer({ min: -99_999_999, max: 99_999_999 }).filter((n) => n !== 0),
      description: fc.array(fc.stringMatching(/^[A-Za-z0-9]{1,8}$/), { minLength: 1, maxLength: 5 }).map((words) => words.join(" ")),
      reversal: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(transaction, { minLength: 0, maxLength: 12 }), fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.constantFrom(["EUR", 2], ["KWD", 3], ["JPY", 0]), (rows, opening, [currency, decimals]) => {
        const text = writeMt940(rows, opening, currency as string, decimals as number);
        const book = read(text);
        expect(book.transactions.map((t) => ({ date: t.date, amountMinor: t.amountMinor, description: t.description }))).toEqual(
          rows.map((r) => ({ date: r.date, amountMinor: r.amountMinor, description: r.description })),
        );
        expect(book.closingBalanceMinor).toBe(opening + rows.reduce((sum, r) => sum + r.amountMinor, 0));
      }),
      { numRuns: 200 },
    );
  });
});

/** A minimal MT940 writer for the round trip: one statement, each row a :61: and an :86:. */
function writeMt940(rows: { date: string; amountMinor: number; description: string; reversal: boolean }[], opening: number, currency: string, decimals: number): string {
  const swiftAmount = (minor: number) => {
    const digits = String(Math.abs(minor)).padStart(decimals + 1, "0");
    return decimals === 0 ? `${digits},` : `${digits.slice(0, -decimals)},${digits.slice(-decimals)}`;
  };
  const yymmdd = (date: string) => date.slice(2, 4) + date.slice(5, 7) + date.slice(8, 10);
  const balance = (minor: number, date: string) => `${minor < 0 ? "D" : "C"}${yymmdd(date)}${currency}${swiftAmount(minor)}`;
  const first = rows[0]?.date ?? "2026-01-01";
  const last = rows.at(-1)?.date ?? first;
  const closing = opening + rows.reduce((sum, r) => sum + r.amountMinor, 0);
  const out = [":20:ROUNDTRIP", ":25:NL69INGB0123456789", ":28C:1/1", `:60F:${balance(opening, first)}`];
  for (const row of rows) {
    // Money in is C (or RD, a reversed debit); money out is D (or RC, a reversed credit).
    const mark = row.amountMinor > 0 ? (row.reversal ? "RD" : "C") : row.reversal ? "RC" : "D";
    out.push(`:61:${yymmdd(row.date)}${row.date.slice(5, 7)}${row.date.slice(8, 10)}${mark}${swiftAmount(row.amountMinor)}NTRFNONREF//B${out.length}`, `:86:${row.description}`);
  }
  out.push(`:62F:${balance(closing, last)}`, "-");
  return out.join("\n");
}
