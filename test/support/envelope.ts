/**
 * One small hand-made book that every route can read (one body fits every route): three weeks of flows with
 * categories, payables with discount terms, scenario knobs and AR buckets. The e2e tests check
 * structure and that every surface answers it identically; the figures are the domain tests' job.
 */
export const ENVELOPE = {
  account_id: "acct-e2e-001",
  balances: { current_minor: 1_250_000, as_of: "2024-03-31", currency: "USD" },
  transactions: [
    { date: "2024-03-04", amount_minor: 420_000, category: "revenue", description: "Invoice 1041" },
    { date: "2024-03-05", amount_minor: -180_000, category: "payroll" },
    { date: "2024-03-08", amount_minor: -45_000, category: "software" },
    { date: "2024-03-12", amount_minor: -60_000, category: "marketing" },
    { date: "2024-03-15", amount_minor: 150_000, direction: "credit", category: "revenue" },
    { date: "2024-03-18", amount_minor: -30_000, category: "travel" },
    { date: "2024-03-19", amount_minor: 75_000, direction: "debit", category: "rent" },
    { date: "2024-03-25T16:20:00Z", amount_minor: -210_000, category: "payroll" },
    { date: "2024-03-28", amount_minor: -12_500 },
  ],
  payables: {
    items: [
      { amount_minor: 100_000, due_date: "2024-04-10", discount_minor: 2_000, discount_deadline: "2024-04-02", vendor: "Paper Co" },
      { amount_minor: 250_000, due_date: "2024-04-20", terms: "2/10 net 30", invoice_date: "2024-03-25" },
      { amount_minor: 40_000, due_date: "2024-05-15" },
    ],
  },
  scenario: { revenue_shock_pct: -25, opex_shock_pct: 5, horizon_days: 45 },
  ar_aging: {
    buckets: [
      { bucket: "current", amount_minor: 300_000 },
      { bucket: "31-60", amount_minor: 120_000 },
      { bucket: "90+", amount_minor: 80_000 },
    ],
  },
};

/** The same book in lowerCamelCase with int64 as decimal strings, which the gateway also accepts. */
export const CAMEL_ENVELOPE = {
  accountId: ENVELOPE.account_id,
  balances: { currentMinor: String(ENVELOPE.balances.current_minor), asOf: ENVELOPE.balances.as_of, currency: "USD" },
  transactions: ENVELOPE.transactions.map((t) => ({ ...t, amountMinor: String(t.amount_minor), amount_minor: undefined })),
  payables: {
    items: ENVELOPE.payables.items.map(({ amount_minor, due_date, discount_minor, discount_deadline, invoice_date, ...rest }) => ({
      ...rest,
      amountMinor: String(amount_minor),
      dueDate: due_date,
      ...(discount_minor === undefined ? {} : { discountMinor: discount_minor }),
      ...(discount_deadline === undefined ? {} : { discountDeadline: discount_deadline }),
      ...(invoice_date === undefined ? {} : { invoiceDate: invoice_date }),
    })),
  },
  scenario: { revenueShockPct: -25, opexShockPct: 5, horizonDays: 45 },
  arAging: { buckets: ENVELOPE.ar_aging.buckets.map((b) => ({ bucket: b.bucket, amountMinor: b.amount_minor })) },
};

/** A book whose daily net is positive, so the liquidity route reports a stable runway and null days. */
export const STABLE_ENVELOPE = {
  account_id: "acct-e2e-stable",
  balances: { current_minor: 500_000, as_of: "2024-03-31" },
  transactions: [
    { date: "2024-03-10", amount_minor: 90_000 },
    { date: "2024-03-20", amount_minor: -30_000 },
  ],
};

/** An envelope with three invalid fields at once. */
export const INVALID_ENVELOPE = {
  account_id: "",
  balances: { current_minor: "12.5" },
  transactions: [{ date: "2024-02-30", amount_minor: 100 }],
};
