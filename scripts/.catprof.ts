import { categorize } from "../src/domain/categories/index.js";
import { statementBook } from "../bench/statement-book.js";
const book = JSON.parse(JSON.stringify(statementBook(10_000, { categoryShare: 0.15 })));
const rows = book.transactions.filter((t: any) => t.category === undefined && t.amount_minor < 0).map((t: any) => ({ amountMinor: t.amount_minor, description: t.description, counterparty: t.counterparty, bankTransactionCode: t.bank_transaction_code, mcc: t.mcc }));
const N = Number(process.env.N ?? 300);
let t0 = performance.now();
let n = 0;
for (let r = 0; r < N; r++) for (const row of rows) if (categorize(row).category === "x") n++;
console.log(rows.length, "rows", ((performance.now() - t0) / N).toFixed(3), "ms per pass", n);
