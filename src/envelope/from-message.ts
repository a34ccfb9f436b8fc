import type { AnalysisRequest } from "../../gen/cashflow/v1/cashflow_pb.js";

/**
 * The protobuf edge of the one input shape the engine reads: a decoded AnalysisRequest written as
 * the JSON gateway's envelope (snake_case names, plain numbers). An int64 becomes a number when it
 * is exact as one, and otherwise its decimal text, which the engine refuses naming the field, as
 * it refuses the same text on the gateway: never rounded. An empty string is protobuf's unset
 * string, so it is left out, as an absent JSON field would be.
 */

type Plain = Record<string, unknown>;

const MAX_EXACT = BigInt(Number.MAX_SAFE_INTEGER);

function int64(value: bigint | undefined): number | string | undefined {
  if (value === undefined) return undefined;
  return value <= MAX_EXACT && value >= -MAX_EXACT ? Number(value) : value.toString();
}

/** protobuf's unset string is "", which the envelope leaves out, as an absent JSON field would be. */
export function textOrAbsent(value: string): string | undefined {
  return value === "" ? undefined : value;
}

export function fromMessage(request: AnalysisRequest): Plain {
  const { balances, payables, scenario, arAging } = request;
  return {
    account_id: request.accountId,
    transactions: request.transactions.map((row) => ({
      date: textOrAbsent(row.date),
      amount_minor: int64(row.amountMinor),
      direction: textOrAbsent(row.direction),
      category: textOrAbsent(row.category),
      counterparty: textOrAbsent(row.counterparty),
      description: textOrAbsent(row.description),
      id: textOrAbsent(row.id),
      currency: textOrAbsent(row.currency),
      bank_transaction_code: textOrAbsent(row.bankTransactionCode),
      mcc: textOrAbsent(row.mcc),
    })),
    balances: balances && {
      current_minor: int64(balances.currentMinor),
      available_minor: int64(balances.availableMinor),
      as_of: textOrAbsent(balances.asOf),
      currency: textOrAbsent(balances.currency),
    },
    payables: payables && {
      items: payables.items.map((item) => ({
        amount_minor: int64(item.amountMinor),
        due_date: textOrAbsent(item.dueDate),
        discount_minor: int64(item.discountMinor),
        discount_deadline: textOrAbsent(item.discountDeadline),
        terms: textOrAbsent(item.terms),
        invoice_date: textOrAbsent(item.invoiceDate),
        id: textOrAbsent(item.id),
        vendor: textOrAbsent(item.vendor),
      })),
    },
    scenario: scenario && {
      revenue_shock_pct: scenario.revenueShockPct,
      opex_shock_pct: scenario.opexShockPct,
      upside_revenue_pct: scenario.upsideRevenuePct,
      upside_opex_pct: scenario.upsideOpexPct,
      horizon_days: scenario.horizonDays,
    },
    ar_aging: arAging && {
      buckets: arAging.buckets.map((bucket) => ({ bucket: textOrAbsent(bucket.bucket), amount_minor: int64(bucket.amountMinor), days_past_due: bucket.daysPastDue })),
      invoices: arAging.invoices.map((invoice) => ({ amount_minor: int64(invoice.amountMinor), due_date: textOrAbsent(invoice.dueDate), id: textOrAbsent(invoice.id), customer: textOrAbsent(invoice.customer) })),
    },
  };
}
