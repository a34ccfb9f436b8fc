import type { Slug } from "../../src/analyses/types.js";

/** The API's `structured` keys per route, as the README's routes list them: every one must be present. */
export const STRUCTURED_KEYS: Record<Slug, string[]> = {
  "cashflow-health-score": ["score", "drivers"],
  "forecast-30d-cash-position": ["forecast_30d_minor", "confidence_band_minor", "assumptions"],
  "liquidity-runout-forecast": [
    "runway_stable",
    "estimated_days_to_zero_balance",
    "projected_balance_30d_minor",
    "funding_gap_30d_minor",
    "treasury_war_room_hours_recommended_next_30d",
    "methodology_note",
  ],
  "simulated-scenario-runner": ["scenarios"],
  "ar-aging-accelerator": ["prioritized"],
  "burn-rate-optimizer": ["monthly_burn_minor", "reduction_opportunities"],
  "distress-early-warning": ["composite_risk", "signals"],
  "early-payment-discount-leak": [
    "invoices_with_discount_terms",
    "discounts_on_table_minor",
    "estimated_recoverable_minor",
    "assumed_capture_rate_pct",
    "ap_clerk_hours_to_capture_estimate",
    "methodology_note",
  ],
};

/** Keys of the elements of `structured` lists and of `drivers`, from the same tables. */
export const ELEMENT_KEYS: Record<string, string[]> = {
  drivers: ["net_position_minor", "monthly_outflow_minor", "volatility_index"],
  scenarios: ["name", "balance_minor"],
  prioritized: ["bucket", "amount_minor", "collection_score"],
  reduction_opportunities: ["category", "amount_minor", "impact_score"],
  signals: ["id", "tripped"],
};

/** Fields the API types as integers: they must be JSON integers, never strings. */
export const INTEGER_FIELDS = new Set([
  "score",
  "net_position_minor",
  "monthly_outflow_minor",
  "forecast_30d_minor",
  "projected_balance_30d_minor",
  "funding_gap_30d_minor",
  "balance_minor",
  "amount_minor",
  "collection_score",
  "monthly_burn_minor",
  "impact_score",
  "composite_risk",
  "invoices_with_discount_terms",
  "discounts_on_table_minor",
  "estimated_recoverable_minor",
  "assumed_capture_rate_pct",
]);

/** The RPC method of each slug, in the API's order. */
export const METHOD_OF_SLUG: Record<Slug, string> = {
  "cashflow-health-score": "CashflowHealthScore",
  "forecast-30d-cash-position": "Forecast30dCashPosition",
  "liquidity-runout-forecast": "LiquidityRunoutForecast",
  "simulated-scenario-runner": "SimulatedScenarioRunner",
  "ar-aging-accelerator": "ArAgingAccelerator",
  "burn-rate-optimizer": "BurnRateOptimizer",
  "distress-early-warning": "DistressEarlyWarning",
  "early-payment-discount-leak": "EarlyPaymentDiscountLeak",
};
