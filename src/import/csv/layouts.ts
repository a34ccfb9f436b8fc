/**
 * The known bank-export layouts (see layout.ts): what each bank's CSV says and how, as data. Every
 * entry names the public material its header spelling, sign convention and formats were taken
 * from. A layout only settles what the file itself cannot: which sign a card export gives a
 * charge, the day/month order, the decimal mark, which status values mean "never moved money",
 * and how a fee column combines with the amount. Headers are matched by their cells (case,
 * accents and parenthesised units ignored; extra columns allowed), and a layout lists only the
 * cells its source shows, so the newer and older variants of one bank's export both match.
 *
 * Currency: a fixed code only where the account can hold no other (a US card, a UK current
 * account); a column where the export states it per row; nothing where the header itself states
 * it ("Amount (GBP)"), so that a euro account of the same bank is not refused.
 */

import type { Layout } from "./layout.js";

const US: Layout[] = [
  {
    id: "chase-checking",
    name: "Chase — checking and savings",
    country: "US",
    source: "https://github.com/mtlynch/beancount-chase-bank/blob/5d4301d6123aa0308a2a593da79ecc24cfc8aa91/beancount_chase/checking_test.py",
    header: ["Details", "Posting Date", "Description", "Amount", "Type", "Balance"],
    delimiter: ",",
    decimal: ".",
    date: "Posting Date",
    dateOrder: "month-first",
    amount: { kind: "signed", column: "Amount", positiveMeans: "money-in" },
    currency: "USD",
    balance: "Balance",
    description: "Description",
    // ACH_DEBIT, ACH_CREDIT, FEE_TRANSACTION, ACCT_XFER, LOAN_PMT, CHECK_PAID, ...: kept for the categorizer.
    type: "Type",
  },
  {
    // Chase card exports print a purchase negative and a payment positive (the test rows of the source).
    id: "chase-credit-card",
    kind: "card",
    name: "Chase — credit card",
    country: "US",
    source: "https://github.com/mtlynch/beancount-chase-bank/blob/5d4301d6123aa0308a2a593da79ecc24cfc8aa91/beancount_chase/credit_test.py",
    header: ["Transaction Date", "Post Date", "Description", "Category", "Type", "Amount"],
    delimiter: ",",
    decimal: ".",
    date: "Post Date",
    dateOrder: "month-first",
    amount: { kind: "signed", column: "Amount", positiveMeans: "money-in" },
    currency: "USD",
    description: "Description",
    category: "Category",
    type: "Type",
  },
  {
    // The download starts with a summary block ("Beginning balance as of …") and a blank line; the
    // table's first row repeats the beginning balance with no amount, which the reader takes as the
    // opening balance for the running-balance check.
    id: "bank-of-america",
    name: "Bank of America — checking and savings",
    country: "US",
    source: "https://github.com/mendelmaleh/pfin/blob/c44b6515a97b7e625ee179b9a2fdfcf924f3f729/parser/bofa/types.go",
    header: ["Date", "Description", "Amount", "Running Bal."],
    delimiter: ",",
    decimal: ".",
    date: "Date",
    dateOrder: "month-first",
    amount: { kind: "signed", column: "Amount", positiveMeans: "money-in" },
    currency: "USD",
    balance: "Running Bal.",
    description: "Description",
  },
  {
    // No header row: date, signed amount, "*", check number (usually blank), description.
    id: "wells-fargo",
    name: "Wells Fargo — checking (headerless)",
    country: "US",
    source: "https://github.com/simonmichael/hledger/blob/79601695c0df6f5b6d982beb42023c65b70be7a2/examples/csv/wellsfargo-checking.csv.rules",
    header: ["Date", "Amount", "Status", "Check Number", "Description"],
    headerless: true,
    headerlessShape: ["^\\d{1,2}/\\d{1,2}/\\d{4}$", "^-?\\d+\\.\\d{2}$", "^\\*$", "^\\d*$", undefined],
    delimiter: ",",
    decimal: ".",
    date: "Date",
    dateOrder: "month-first",
    amount: { kind: "signed", column: "Amount", positiveMeans: "money-in" },
    currency: "USD",
    description: "Description",
  },
  {
    // The amount is a magnitude; "Transaction Type" says Debit or Credit. Dates are MM/DD/YY.
    id: "capital-one-360",
    name: "Capital One 360 — checking and savings",
    country: "US",
    source: "https://github.com/useVenice/venice/blob/6e94d3a04bc98bf1a02a484852751d6f2c46776e/connectors/connector-spreadsheet/formats/format-capitalone-bank.ts",
    header: ["Account Number", "Transaction Description", "Transaction Date", "Transaction Type", "Transaction Amount", "Balance"],
    delimiter: ",",
    decimal: ".",
    date: "Transaction Date",
    dateOrder: "month-first",
    amount: { kind: "unsigned-with-type", column: "Transaction Amount", typeColumn: "Transaction Type", moneyIn: ["Credit"], moneyOut: ["Debit"] },
    currency: "USD",
    balance: "Balance",
    description: "Transaction Description",
  },
  {
    // A charge is in Debit, a payment or refund in Credit; dates are ISO.
    id: "capital-one-card",
    kind: "card",
    name: "Capital One — credit card",
    country: "US",
    source: "https://github.com/reubano/csv2ofx/blob/675a4417c49e126b6dfd71078111ac1c9f198a16/data/test/capitalone.csv",
    header: ["Transaction Date", "Posted Date", "Card No.", "Description", "Category", "Debit", "Credit"],
    delimiter: ",",
    decimal: ".",
    date: "Posted Date",
    amount: { kind: "debit-credit", debit: "Debit", credit: "Credit" },
    currency: "USD",
    description: "Description",
    category: "Category",
  },
  {
    // American Express prints a charge positive and a payment or credit negative.
    id: "amex",
    kind: "card",
    name: "American Express — card",
    country: "US",
    source: "https://github.com/mendelmaleh/pfin/blob/c44b6515a97b7e625ee179b9a2fdfcf924f3f729/parser/amex/types.go",
    header: ["Date", "Description", "Card Member", "Account #", "Amount"],
    delimiter: ",",
    decimal: ".",
    date: "Date",
    dateOrder: "month-first",
    amount: { kind: "signed", column: "Amount", positiveMeans: "money-out" },
    currency: "USD",
    description: "Description",
    category: "Category",
    rowId: "Reference",
  },
  {
    // A charge is in Debit, a payment in Credit (printed with a minus, which a magnitude column ignores).
    // "Pending" rows are authorisations that have not posted.
    id: "citi",
    kind: "card",
    name: "Citi — credit card",
    country: "US",
    source: "https://github.com/mprentice/plutus/blob/1d0d9c9236ffaa430af630c4349fa80cc75290b4/src/plutus/citi.py",
    header: ["Status", "Date", "Description", "Debit", "Credit"],
    delimiter: ",",
    decimal: ".",
    date: "Date",
    dateOrder: "month-first",
    amount: { kind: "debit-credit", debit: "Debit", credit: "Credit" },
    status: { column: "Status", keep: ["Cleared"], skip: ["Pending"] },
    currency: "USD",
    description: "Description",
  },
  {
    // Discover prints a purchase positive and a payment negative (the source inverts every amount).
    id: "discover",
    kind: "card",
    name: "Discover — card",
    country: "US",
    source: "https://github.com/redstreet/beancount_reds_importers/blob/2d7770d06a1d1438440a629e2ad786da41a02abc/beancount_reds_importers/importers/discover/__init__.py",
    header: ["Trans. Date", "Post Date", "Description", "Amount", "Category"],
    delimiter: ",",
    decimal: ".",
    date: "Post Date",
    dateOrder: "month-first",
    amount: { kind: "signed", column: "Amount", positiveMeans: "money-out" },
    currency: "USD",
    description: "Description",
    category: "Category",
  },
  {
    // Dates are MM-DD-YYYY; "Failed" and "Cancelled" transfers and "Pending" card holds never settled.
    // Before late 2022 the date column was "Date"; both spellings normalise to the same name.
    // Statuses follow Mercury's API documentation of a transaction's status (pending, sent,
    // cancelled, failed, reversed, blocked); the export also writes "Received" for a completed
    // incoming transfer, which moved money like "Sent". "Description" is the other party's name.
    id: "mercury",
    name: "Mercury — business checking",
    country: "US",
    source: "https://github.com/LaunchPlatform/beanhub-extract/blob/debfe51d63f421997f3aa349ad4dbab26f5ec927/tests/extractors/fixtures/mercury.csv",
    header: ["Date (UTC)", "Description", "Amount", "Status", "Bank Description", "Reference"],
    delimiter: ",",
    decimal: ".",
    date: "Date (UTC)",
    dateOrder: "month-first",
    amount: { kind: "signed", column: "Amount", positiveMeans: "money-in" },
    status: { column: "Status", keep: ["Sent", "Received"], skip: ["Pending", "Failed", "Cancelled", "Reversed", "Blocked"] },
    currency: "USD",
    description: "Description",
    memo: ["Bank Description", "Reference"],
    counterparty: "Description",
    category: "Category",
  },
  {
    // Brex prints a card charge positive (it adds to what is owed) and a payment to Brex negative.
    // "Outstanding Balance" is the amount owed, printed positive, so it is not used as a balance.
    id: "brex",
    kind: "card",
    name: "Brex — corporate card",
    country: "US",
    source: "https://github.com/useVenice/venice/blob/6e94d3a04bc98bf1a02a484852751d6f2c46776e/connectors/connector-spreadsheet/formats/format-brex.ts",
    header: ["Swipe Date (UTC)", "Posted Date", "Type", "Amount", "Outstanding Balance", "Statement Descriptor", "Merchant Name"],
    delimiter: ",",
    decimal: ".",
    date: "Posted Date",
    dateOrder: "month-first",
    amount: { kind: "signed", column: "Amount", positiveMeans: "money-out" },
    currency: "USD",
    description: "Statement Descriptor",
    category: "Brex Category",
    type: "Type",
    rowId: "Id",
    counterparty: "Merchant Name",
  },
  {
    // Debits in Withdrawal and credits in Deposit, "$"-prefixed; newest first with a running
    // balance; a "Pending" row has no balance yet and never counts.
    id: "schwab-checking",
    name: "Charles Schwab — checking (with a Status column)",
    country: "US",
    source: "https://github.com/redstreet/beancount_reds_importers/blob/41c8cbf13a8ef0a232e84da81612b26b2d1462af/beancount_reds_importers/importers/schwab/tests/schwab_csv_checking/schwab_XXX234_Checking_Transactions_20220203.csv",
    header: ["Date", "Status", "Type", "CheckNumber", "Description", "Withdrawal", "Deposit", "RunningBalance"],
    delimiter: ",",
    decimal: ".",
    date: "Date",
    dateOrder: "month-first",
    amount: { kind: "debit-credit", debit: "Withdrawal", credit: "Deposit" },
    status: { column: "Status", keep: ["Posted"], skip: ["Pending"] },
    currency: "USD",
    balance: "RunningBalance",
    description: "Description",
    type: "Type",
  },
  {
    // The other Schwab export: a title line ("Transactions for Checking account … as of …"), the
    // header, then a "Pending Transactions" block (with a "Total Pending …" line) above the
    // "Posted Transactions". The pending block is skipped by its title (reader.ts).
    id: "schwab-checking-sections",
    name: "Charles Schwab — checking (pending and posted blocks)",
    country: "US",
    source: "https://github.com/redstreet/beancount_reds_importers/blob/2f96d3aeaab557f5d7ec7e07ca85a71a46a3ec42/beancount_reds_importers/importers/schwab/tests/schwab_csv_checking/schwab_Checking_Transactions_1234.csv",
    header: ["Date", "Type", "Check #", "Description", "Withdrawal (-)", "Deposit (+)", "RunningBalance"],
    delimiter: ",",
    decimal: ".",
    date: "Date",
    dateOrder: "month-first",
    amount: { kind: "debit-credit", debit: "Withdrawal (-)", credit: "Deposit (+)" },
    currency: "USD",
    balance: "RunningBalance",
    description: "Description",
    type: "Type",
  },
];

const UK: Layout[] = [
  {
    id: "barclays",
    name: "Barclays — current account",
    country: "GB",
    source: "https://github.com/Samathy/financier/blob/a29e971d38a86ab446de736757b0515606ffe8d5/financier/formats/barclays.json",
    header: ["Number", "Date", "Account", "Amount", "Subcategory", "Memo"],
    delimiter: ",",
    decimal: ".",
    date: "Date",
    dateOrder: "day-first",
    amount: { kind: "signed", column: "Amount", positiveMeans: "money-in" },
    currency: "GBP",
    description: "Memo",
    category: "Subcategory",
  },
  {
    id: "lloyds",
    name: "Lloyds Bank — current account",
    country: "GB",
    source: "https://github.com/Samathy/financier/blob/a29e971d38a86ab446de736757b0515606ffe8d5/financier/formats/lloyds.json",
    header: ["Transaction Date", "Transaction Type", "Sort Code", "Account Number", "Transaction Description", "Debit Amount", "Credit Amount", "Balance"],
    delimiter: ",",
    decimal: ".",
    date: "Transaction Date",
    dateOrder: "day-first",
    amount: { kind: "debit-credit", debit: "Debit Amount", credit: "Credit Amount" },
    currency: "GBP",
    balance: "Balance",
    description: "Transaction Description",
    type: "Transaction Type",
  },
  {
    // Account name and balances come first as "Label:","value" lines; amounts carry "£" (the
    // source strips it) and the file is Windows-1252, so "£" is one byte.
    id: "nationwide",
    name: "Nationwide — current account",
    country: "GB",
    source: "https://github.com/Samathy/financier/blob/a29e971d38a86ab446de736757b0515606ffe8d5/financier/formats/nationwide.json",
    header: ["Date", "Transaction type", "Description", "Paid out", "Paid in", "Balance"],
    delimiter: ",",
    decimal: ".",
    date: "Date",
    dateOrder: "day-first",
    amount: { kind: "debit-credit", debit: "Paid out", credit: "Paid in" },
    currency: "GBP",
    balance: "Balance",
    description: "Description",
    type: "Transaction type",
  },
  {
    // Newer exports add "Balance" and "Balance currency" after "Money In"; the balance is used when present.
    id: "monzo",
    name: "Monzo — current account",
    country: "GB",
    source: "https://github.com/simonmichael/hledger/blob/3c8a62ae4b8336b526f8def08c74d927ad6d488f/examples/csv/monzo.csv.rules",
    header: ["Transaction ID", "Date", "Time", "Type", "Name", "Emoji", "Category", "Amount", "Currency", "Local amount", "Local currency"],
    delimiter: ",",
    decimal: ".",
    date: "Date",
    dateOrder: "day-first",
    amount: { kind: "signed", column: "Amount", positiveMeans: "money-in" },
    currency: "GBP",
    balance: "Balance",
    description: "Name",
    category: "Category",
    type: "Type",
    rowId: "Transaction ID",
    counterparty: "Name",
    // The full export's bank text ("RENT NOV 14 THOROUGHFARE", a transfer's reference) and the
    // holder's own notes: what Monzo's tidied name leaves out.
    memo: ["Description", "Notes and #tags"],
  },
  {
    // The currency is in the amount's header ("Amount (GBP)", "Amount (EUR)" for a euro account).
    id: "starling",
    name: "Starling Bank — current account",
    country: "GB",
    source: "https://github.com/reubano/csv2ofx/blob/675a4417c49e126b6dfd71078111ac1c9f198a16/csv2ofx/mappings/starling.py",
    header: ["Date", "Counter Party", "Reference", "Amount (GBP)"],
    delimiter: ",",
    decimal: ".",
    date: "Date",
    dateOrder: "day-first",
    amount: { kind: "signed", column: "Amount (GBP)", positiveMeans: "money-in" },
    balance: "Balance (GBP)",
    description: "Counter Party",
    memo: "Reference",
    category: "Spending Category",
    type: "Type",
    counterparty: "Counter Party",
  },
  {
    // The fee is printed positive and comes off the balance on top of the amount (the source posts
    // it as a separate outflow). Only COMPLETED rows moved money; the booking date is the
    // completion date, which pending rows do not have yet.
    id: "revolut",
    name: "Revolut — current account",
    country: "GB",
    source: "https://github.com/tarioch/beancounttools/blob/5a85d2db04bab905d7be59a39e3b5aa4f63c5cbf/src/tariochbctools/importers/revolut/importer.py",
    header: ["Type", "Product", "Started Date", "Completed Date", "Description", "Amount", "Fee", "Currency", "State", "Balance"],
    delimiter: ",",
    decimal: ".",
    date: "Completed Date",
    amount: { kind: "signed", column: "Amount", positiveMeans: "money-in" },
    fee: { column: "Fee", combine: "deducted" },
    status: { column: "State", keep: ["COMPLETED"], skip: ["PENDING", "REVERTED", "DECLINED", "FAILED"] },
    currency: { column: "Currency" },
    balance: "Balance",
    description: "Description",
    // CARD_PAYMENT, TOPUP, TRANSFER, EXCHANGE, FEE, ...: kept for the categorizer.
    type: "Type",
  },
];

const EU: Layout[] = [
  {
    id: "n26",
    name: "N26 — current account",
    country: "DE",
    source: "https://github.com/reubano/csv2ofx/blob/675a4417c49e126b6dfd71078111ac1c9f198a16/data/test/n26-fr.csv",
    header: ["Booking Date", "Value Date", "Partner Name", "Partner Iban", "Type", "Payment Reference", "Account Name", "Amount (EUR)"],
    delimiter: ",",
    decimal: ".",
    date: "Booking Date",
    amount: { kind: "signed", column: "Amount (EUR)", positiveMeans: "money-in" },
    currency: "EUR",
    description: "Partner Name",
    memo: "Payment Reference",
    type: "Type",
    counterparty: "Partner Name",
  },
  {
    // The amount is a magnitude and "Af Bij" says which way it went; dates are YYYYMMDD.
    id: "ing-nl",
    name: "ING (Netherlands) — betaalrekening",
    country: "NL",
    source: "https://github.com/bank2ynab/bank2ynab/blob/0d0562c69fe9ae2c2b49787448a83fd5ecdd136c/bank2ynab/data/bank2ynab.conf",
    header: ["Datum", "Naam / Omschrijving", "Rekening", "Tegenrekening", "Code", "Af Bij", "Bedrag (EUR)", "MutatieSoort", "Mededelingen"],
    delimiter: ";",
    decimal: ",",
    date: "Datum",
    amount: { kind: "unsigned-with-type", column: "Bedrag (EUR)", typeColumn: "Af Bij", moneyIn: ["Bij"], moneyOut: ["Af"] },
    currency: "EUR",
    description: "Naam / Omschrijving",
    memo: "Mededelingen",
    type: "MutatieSoort",
    counterparty: "Naam / Omschrijving",
  },
  {
    // Four title lines above the table and a closing "Kontostand" line below it; Windows-1252.
    // Debits ("Soll") are printed with a minus, credits in "Haben"; "Betrag" is not relied on.
    id: "deutsche-bank",
    name: "Deutsche Bank — Girokonto",
    country: "DE",
    source: "https://github.com/firefly-iii/import-configurations/blob/3e04d63ad73b454a1e07810e900c2abe5df8812f/de/deutschebank/Readme.md",
    header: ["Buchungstag", "Wert", "Umsatzart", "Begünstigter / Auftraggeber", "Verwendungszweck", "Soll", "Haben", "Währung"],
    delimiter: ";",
    decimal: ",",
    date: "Buchungstag",
    amount: { kind: "debit-credit", debit: "Soll", credit: "Haben" },
    currency: { column: "Währung" },
    description: "Begünstigter / Auftraggeber",
    memo: "Verwendungszweck",
    type: "Umsatzart",
    counterparty: "Begünstigter / Auftraggeber",
  },
  {
    // The CSV-MT940 export (the CSV-CAMT one has the same columns and more). Dates are DD.MM.YY;
    // "Umsatz vorgemerkt" rows are pre-noted and not yet booked.
    id: "sparkasse",
    name: "Sparkasse — Girokonto (CSV-MT940 / CSV-CAMT)",
    country: "DE",
    source: "https://github.com/reubano/csv2ofx/blob/6408b7743719819a4931738a165941f7bb1d9d21/data/test/sparkasse.csv",
    header: ["Auftragskonto", "Buchungstag", "Valutadatum", "Buchungstext", "Verwendungszweck", "Beguenstigter/Zahlungspflichtiger", "Betrag", "Waehrung", "Info"],
    delimiter: ";",
    decimal: ",",
    date: "Buchungstag",
    dateOrder: "day-first",
    amount: { kind: "signed", column: "Betrag", positiveMeans: "money-in" },
    status: { column: "Info", keep: ["Umsatz gebucht"], skip: ["Umsatz vorgemerkt"] },
    currency: { column: "Waehrung" },
    description: "Beguenstigter/Zahlungspflichtiger",
    memo: "Verwendungszweck",
    type: "Buchungstext",
    counterparty: "Beguenstigter/Zahlungspflichtiger",
  },
  {
    // Semicolons and a decimal comma ("1.000,00"); newer exports add an "Account" column.
    id: "bunq",
    name: "bunq — current account",
    country: "NL",
    source: "https://github.com/VibeNL/GhostfolioSidekick/blob/3166cf63b912ececd94f8089df73ec042ce3a192/Parsers.UnitTests/TestFiles/Bunq/CashTransactions/multiple_deposits.csv",
    header: ["Date", "Interest Date", "Amount", "Counterparty", "Name", "Description"],
    delimiter: ";",
    decimal: ",",
    date: "Date",
    amount: { kind: "signed", column: "Amount", positiveMeans: "money-in" },
    currency: "EUR",
    description: "Name",
    memo: "Description",
    counterparty: "Name",
  },
  {
    // One statement per currency balance. The amount already includes "Total fees" (the source
    // takes the fee back out of it), so the fee column is information only. Dates are DD-MM-YYYY.
    id: "wise",
    name: "Wise — balance statement",
    country: "BE",
    source: "https://github.com/useVenice/venice/blob/6e94d3a04bc98bf1a02a484852751d6f2c46776e/connectors/connector-spreadsheet/formats/format-wise.ts",
    header: ["TransferWise ID", "Date", "Amount", "Currency", "Description", "Running Balance", "Total fees"],
    delimiter: ",",
    decimal: ".",
    date: "Date",
    dateOrder: "day-first",
    amount: { kind: "signed", column: "Amount", positiveMeans: "money-in" },
    currency: { column: "Currency" },
    balance: "Running Balance",
    description: "Description",
    // Newer statements say what kind of row it is (CARD, TRANSFER, CONVERSION, ...).
    type: ["Transaction Details Type", "Transaction Type"],
    rowId: "TransferWise ID",
    counterparty: ["Payee Name", "Payer Name", "Merchant"],
    // What the sender wrote ("Invoice 42", "To savings") and the account holder's own note: often
    // the only words that say what a transfer was for.
    memo: ["Payment Reference", "Note"],
  },
];

const PAYMENT_PROVIDERS: Layout[] = [
  {
    // Activity download with the default fields. The fee is printed negative; the net is read, and
    // every row is checked to be the gross less the fee.
    // "Balance Impact" says whether a row moved the balance (Debit, Credit) or is a memo
    // (authorisations, holds): "Status" cannot say it, because bank-funding rows marked "Pending"
    // do move the balance (see the source's example file). The date order follows the account's
    // locale, so it is left to the dates themselves or to --day-first / --month-first.
    id: "paypal",
    name: "PayPal — activity download",
    country: "US",
    source: "https://github.com/simonmichael/hledger/blob/0b0696b833eeecfce7130b9b57c7ff3c8d269cfe/examples/csv/paypal-custom.csv.rules",
    header: ["Date", "Time", "TimeZone", "Name", "Type", "Status", "Currency", "Gross", "Fee", "Net", "Balance", "Balance Impact"],
    delimiter: ",",
    decimal: ".",
    date: "Date",
    amount: { kind: "signed", column: "Net", positiveMeans: "money-in" },
    feeCheck: { gross: "Gross", fee: "Fee", net: "Net" },
    status: { column: "Balance Impact", keep: ["Debit", "Credit"], skip: ["Memo"] },
    currency: { column: "Currency" },
    balance: "Balance",
    description: "Name",
    // What was bought or sold, and the payer's note: the full download's words for the payment.
    memo: ["Item Title", "Subject", "Note"],
    type: "Type",
    rowId: "Transaction ID",
    counterparty: "Name",
  },
  {
    // Balance change from activity, itemised: the fee is printed positive; the net is read, and
    // every row is checked to be the gross less the fee.
    id: "stripe",
    name: "Stripe — balance change from activity",
    country: "US",
    source: "https://github.com/simonmichael/hledger/blob/f986e2167dae8432b919accf46e47eabd11be5ed/examples/csv/other/stripe.csv",
    header: ["balance_transaction_id", "created_utc", "available_on_utc", "currency", "gross", "fee", "net", "reporting_category"],
    delimiter: ",",
    decimal: ".",
    date: "created_utc",
    amount: { kind: "signed", column: "net", positiveMeans: "money-in" },
    feeCheck: { gross: "gross", fee: "fee", net: "net" },
    currency: { column: "currency" },
    description: "description",
    category: "reporting_category",
    rowId: "balance_transaction_id",
  },
];

export const LAYOUTS: readonly Layout[] = [...US, ...UK, ...EU, ...PAYMENT_PROVIDERS];
