/**
 * The data behind the report's pictures, from the book (what only the envelope knows: each day's
 * flows, the payables' due dates, the knobs) and the answers (what the analyses concluded). The
 * answers may come from a running service, so every figure the report states is read from them;
 * the book only draws the path between figures.
 */

import type { AnalysisResponse, Forecast30d, StructuredBySlug } from "../analyses/types.js";
import { formatDay, type DayNumber } from "../domain/dates.js";
import { spendByCategory } from "../domain/spend.js";
import type { PreparedBook } from "../engine/index.js";

export interface BalancePoint {
  date: string;
  /** Minor units. */
  balance: number;
}

export interface ForecastPoint extends BalancePoint {
  /** The 95% band around the drift path, minor units. */
  low: number;
  high: number;
}

export interface PayableDue {
  date: string;
  amount: number;
}

export interface DiscountRow {
  /** The bill's vendor and id as the envelope gives them, to find the bill in the books. */
  vendor: string | undefined;
  id: string | undefined;
  amount: number;
  discount: number;
  deadline: string | undefined;
  open: boolean;
}

export interface ReportSeries {
  history: BalancePoint[];
  forecast: ForecastPoint[];
  payablesDue: PayableDue[];
  /** Outflow by category, largest first; `inferred` is the part the categorizer inferred. */
  outflowsByCategory: { category: string; amount: number; inferred: number }[];
  discounts: DiscountRow[];
}

const HORIZON = 30;

export function reportSeries(prepared: PreparedBook, answers: ReadonlyMap<string, AnalysisResponse>): ReportSeries {
  const { book, window } = prepared;
  const history = balanceHistory(prepared);
  const payablesDue = book.payables
    .filter((p) => p.dueDay !== undefined && p.dueDay <= book.asOf + HORIZON)
    // An overdue payable is paid on the first day of the horizon, as the forecast assumes.
    .map((p) => ({ day: Math.max(p.dueDay!, book.asOf + 1), amount: p.amount }))
    .sort((a, b) => a.day - b.day);
  const forecastAnswer = answers.get("forecast-30d-cash-position")?.structured as Forecast30d | undefined;
  const forecast = forecastAnswer === undefined ? [] : forecastPath(book.asOf, book.cash, window.days, forecastAnswer, payablesDue);
  const outflowsByCategory = spendByCategory(book, window).categories.map(({ category, outflowMinor, inferredMinor }) => ({ category, amount: outflowMinor, inferred: inferredMinor }));
  const discounts = book.payables
    .filter((p) => p.discount > 0)
    .map((p) => ({
      vendor: p.vendor,
      id: p.id,
      amount: p.amount,
      discount: p.discount,
      deadline: p.discountDeadline === undefined ? undefined : formatDay(p.discountDeadline),
      open: p.discountDeadline === undefined || p.discountDeadline >= book.asOf,
    }));
  return { history, forecast, payablesDue: payablesDue.map(({ day, amount }) => ({ date: formatDay(day), amount })), outflowsByCategory, discounts };
}

/**
 * The balance at the close of each day of the window, walking back from the closing balance:
 * the balance the evening before a day is that day's balance less its net flow.
 */
function balanceHistory({ book, window }: PreparedBook): BalancePoint[] {
  const points: BalancePoint[] = [];
  let balance = book.cash;
  for (let offset = window.days - 1; offset >= 0; offset--) {
    const day = window.start + offset;
    points.push({ date: formatDay(day), balance });
    balance -= window.dailyNet[offset]!;
  }
  if (window.days === 0) points.push({ date: formatDay(book.asOf), balance: book.cash });
  return points.reverse();
}

/**
 * Day t of the 30-day drift forecast: the balance plus t/30 of the drift the answer implies, less
 * the payables due by then; the band widens as the drift method's interval does,
 * √(t · (1 + t/N)), to the answer's own half-width on day 30. Day 30 is the answer's figure exactly.
 */
function forecastPath(asOf: DayNumber, cash: number, n: number, answer: StructuredBySlug["forecast-30d-cash-position"], due: readonly { day: DayNumber; amount: number }[]): ForecastPoint[] {
  const totalDue = due.reduce((sum, p) => sum + p.amount, 0);
  const drift = answer.forecast_30d_minor + totalDue - cash;
  const spread = (t: number) => (n < 2 ? 0 : Math.sqrt(t * (1 + t / n)) / Math.sqrt(HORIZON * (1 + HORIZON / n)));
  const points: ForecastPoint[] = [];
  let paid = 0;
  let next = 0;
  for (let t = 0; t <= HORIZON; t++) {
    while (next < due.length && due[next]!.day <= asOf + t) paid += due[next++]!.amount;
    const balance = t === HORIZON ? answer.forecast_30d_minor : Math.round(cash + (drift * t) / HORIZON - paid);
    const half = answer.confidence_band_minor * spread(t);
    points.push({ date: formatDay(asOf + t), balance, low: Math.round(balance - half), high: Math.round(balance + half) });
  }
  return points;
}
