/**
 * The import module's contract: a file's bytes in, the request envelope's transactions and balance
 * out, or one refusal that names the file, the place, what was expected and the fix. Every reader
 * (bank CSV, OFX, camt, MT940, BAI2, aggregator JSON) returns this shape, so the CLI, the report and
 * Node callers handle every format alike. Pure: no file system, no network.
 */

/** One money movement as the statement states it, already in the envelope's sign convention. */
export interface ImportedTransaction {
  /** The booking date, YYYY-MM-DD. */
  date: string;
  /** Signed integer minor units: > 0 money in, < 0 money out. */
  amountMinor: number;
  description?: string;
  /** The other party as the file names it (payee, payer, creditor, debtor), when it does. */
  counterparty?: string;
  /** The category the file gives, in the bank's own words. */
  category?: string;
  /**
   * The bank's own id for the row, when the file has one (OFX FITID, camt AcctSvcrRef or NtryRef,
   * MT940 and BAI2 bank references, an id or reference column): rows seen in two files are kept once by it.
   */
  id?: string;
  /**
   * The structured code the file gives the row, written as the API's `bank_transaction_code` takes
   * it (docs/methodology.md, "Categories"): ISO 20022 domain/family/sub-family `PMNT/ICDT/SALA`,
   * `BAI2:661`, `MT940:NCHG` (the `:61:` identification code), `GVC:166` (the German DK business
   * transaction code of `:86:`), `OFX:FEE` (TRNTYPE), or `TYPE:<text>` for a layout's own type column
   * or a proprietary code (`TYPE:FEE_TRANSACTION`).
   */
  bankTransactionCode?: string;
  /** ISO 18245 merchant category code, four digits, when the file gives one. */
  mcc?: string;
  /** Where the row stands in the file (1-based line, or an element path for XML/JSON), for messages. */
  source: string;
}

/** What a reader settled about the file, for the user to see (`cashflow import` prints these). */
export interface ImportNote {
  /** One sentence, e.g. "Skipped 3 pending rows (status column)". */
  text: string;
}

export interface ImportedBook {
  /** The format read, e.g. "csv", "ofx", "camt.053", "mt940", "bai2", "plaid", "open-banking", "teller". */
  format: string;
  /** The known layout matched (bank CSV only), e.g. "chase-checking"; undefined for the generic reader. */
  layout?: string;
  /** ISO 4217 code when the file states it (a column, a header, a statement element). */
  currency?: string;
  /** The account's identifier as the file states it, when it does. */
  accountId?: string;
  /**
   * "card" for a credit card's statement or export (OFX CREDITCARDMSGSRSV1, a card layout): its
   * balance is what is owed, which a company's books count as negative cash.
   */
  kind?: "card";
  /** Closing (ledger) balance in minor units when the file states it or a running balance gives it. */
  closingBalanceMinor?: number;
  /** The date that balance is at (YYYY-MM-DD), when the file states it. */
  closingBalanceDate?: string;
  /**
   * The text encoding a reader settled on itself, when the file was not UTF-8 and its words read
   * only in another legacy encoding than Windows-1252 (a Czech export in Windows-1250, a Russian
   * one in Windows-1251).
   */
  encoding?: "windows-1250" | "windows-1251" | "windows-1255" | "windows-1256" | "shift_jis" | "gbk";
  transactions: ImportedTransaction[];
  notes: ImportNote[];
}

/** A refusal: never a guess. Every field is meant to be shown to the user. */
export interface ImportRefusal {
  file: string;
  /** "line 14", "element Stmt/Ntry[3]/Amt", "transactions[2].amount" — where the reader stopped. */
  at?: string;
  /** What the reader expected there, in plain words. */
  expected: string;
  /** The flag or edit that settles it, e.g. "add --day-first or --month-first". */
  fix: string;
}

export type ImportResult = { ok: true; book: ImportedBook } | { ok: false; refusal: ImportRefusal };

/**
 * The option a refusal asks for when the user, not the file, can settle it (a balance the file
 * does not state, a rate it cannot know): the CLI exits with its usage status, and a batch, which
 * takes balances on its manifest's lines rather than as flags, words the fix its own way.
 */
export type MissingOption = "as-of" | "balance" | "owed" | "currency" | "fx";

/** What a CSV's bare whole-number amounts are in: the currency's unit (dollars) or its minor unit (cents). */
export type AmountUnit = "units" | "cents";

/** The user's choices that settle what a file does not say. All optional. */
export interface ImportOptions {
  /** The file's name, for messages and the default account id. */
  fileName: string;
  /** Force a format instead of detecting it from the content. */
  format?: string;
  /** Dates read day-first (31/01/2026) or month-first (01/31/2026) when the file does not settle it. */
  dateOrder?: "day-first" | "month-first";
  /** For an amount column whose sign the file does not settle (card exports): which sign is money in. */
  positiveMeans?: "money-in" | "money-out";
  /**
   * What a CSV's bare whole-number amounts are in, when the file does not say: the currency's unit
   * (`-13862` is -13,862.00) or its cents (-138.62).
   */
  amountsIn?: AmountUnit;
  /** Column names for a headerless CSV, in order. */
  columns?: string[];
  /** The year of a statement whose dates are written without one (`24/Nov`, `10月1日`). */
  year?: number;
  /** ISO 4217 code when the file does not state one (default: refuse to guess beyond USD for a plain US CSV). */
  currency?: string;
}

/**
 * One format. `detect` looks at the content only (never the file name) and answers how sure it is;
 * `read` turns the content into a book or refuses.
 */
export interface FormatReader {
  /** The name `--format` takes, e.g. "ofx". */
  name: string;
  /**
   * 0 = not this format, 1 = could be, 2 = certainly this format (a signature such as `OFXHEADER:`).
   * `json()` is the content as JSON.parse reads it (undefined when it is not JSON), parsed at most
   * once for all the readers that ask.
   */
  detect(text: string, bytes: Uint8Array, json: () => unknown): 0 | 1 | 2;
  read(text: string, bytes: Uint8Array, options: ImportOptions): ImportResult;
}
