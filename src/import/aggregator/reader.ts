/**
 * The aggregator readers: transactions saved from an account-data API as JSON, one reader per
 * provider because each signs and dates money its own way (`--format plaid`, `open-banking`,
 * `teller`). Each is detected by its unmistakable shape (Plaid's transactions with accounts or
 * sync cursor, Open Banking's Data.Transaction with CreditDebitIndicator, Teller's bare array of
 * rows with account_id, status and running_balance or details); anything else scores 0.
 */

import type { FormatReader } from "../types.js";
import { resultOf } from "./fields.js";
import { looksLikeOpenBanking, readOpenBanking } from "./open-banking.js";
import { looksLikePlaid, readPlaid } from "./plaid.js";
import { looksLikeTeller, readTeller } from "./teller.js";

export const plaidReader: FormatReader = {
  name: "plaid",
  detect: (_text, _bytes, json) => (looksLikePlaid(json()) ? 2 : 0),
  read: (text, _bytes, options) => resultOf(options.fileName, () => readPlaid(text, options)),
};

export const openBankingReader: FormatReader = {
  name: "open-banking",
  detect: (_text, _bytes, json) => (looksLikeOpenBanking(json()) ? 2 : 0),
  read: (text, _bytes, options) => resultOf(options.fileName, () => readOpenBanking(text, options)),
};

export const tellerReader: FormatReader = {
  name: "teller",
  detect: (_text, _bytes, json) => (looksLikeTeller(json()) ? 2 : 0),
  read: (text, _bytes, options) => resultOf(options.fileName, () => readTeller(text, options)),
};
