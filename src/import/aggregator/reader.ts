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

/** The document as JSON.parse reads it, for detection only (amounts are re-read exactly). */
function parsedForDetection(text: string): unknown {
  const body = text.replace(/^\uFEFF/, "").trimStart();
  if (!body.startsWith("{") && !body.startsWith("[")) return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

export const plaidReader: FormatReader = {
  name: "plaid",
  detect: (text) => (looksLikePlaid(parsedForDetection(text)) ? 2 : 0),
  read: (text, _bytes, options) => resultOf(options.fileName, () => readPlaid(text, options)),
};

export const openBankingReader: FormatReader = {
  name: "open-banking",
  detect: (text) => (looksLikeOpenBanking(parsedForDetection(text)) ? 2 : 0),
  read: (text, _bytes, options) => resultOf(options.fileName, () => readOpenBanking(text, options)),
};

export const tellerReader: FormatReader = {
  name: "teller",
  detect: (text) => (looksLikeTeller(parsedForDetection(text)) ? 2 : 0),
  read: (text, _bytes, options) => resultOf(options.fileName, () => readTeller(text, options)),
};
