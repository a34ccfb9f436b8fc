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

function text(value: string): string | undefined {
  return value === "" ? undefined : value;
}

export function fromMessage(request: AnalysisRequest): Plain {
  const { balances, payables, scenario, arAging } = request;
  return {
    account_id: request.accountId,
    transactions: request.transactions.map((row) => ({
      date: text(row.date),
      amount_minor: int64(row.amountMinor),
      direction: text(row.direction),
      category: text(row.category),
      counterparty: text(row.counterparty),
      description: text(row.description),
      id: text(row.id),
      currency: text(row.currency),
    })),
    balances: balances && {
      current_minor: int64(balances.currentMinor),
      available_minor: int64(balances.availableMinor),
      as_of: text(balances.asOf),
      currency: text(balances.currency),
    },
    payables: payables && {
      items: payables.items.map((item) => ({
        amount_minor: int64(item.amountMinor),
        due_date: text(item.dueDate),
        discount_minor: int64(item.discountMinor),
        discount_deadline: text(item.discountDeadline),
        terms: text(item.terms),
        invoice_date: text(item.invoiceDate),
        id: text(item.id),
        vendor: text(item.vendor),
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
      buckets: arAging.buckets.map((bucket) => ({ bucket: text(bucket.bucket), amount_minor: int64(bucket.amountMinor), days_past_due: bucket.daysPastDue })),
      invoices: arAging.invoices.map((invoice) => ({ amount_minor: int64(invoice.amountMinor), due_date: text(invoice.dueDate), id: text(invoice.id), customer: text(invoice.customer) })),
    },
  };
}
