/**
 * The response envelope and the `structured` block of each route, in the API's own field names:
 * the JSON gateway writes these objects as they are, and the RPC layer maps them onto the proto
 * messages whose field names are the same.
 */

/** The eight supported slugs, in the API's order (the 410 body lists them so). */
export const SLUGS = [
  "cashflow-health-score",
  "forecast-30d-cash-position",
  "liquidity-runout-forecast",
  "simulated-scenario-runner",
  "ar-aging-accelerator",
  "burn-rate-optimizer",
  "distress-early-warning",
  "early-payment-discount-leak",
] as const;

export type Slug = (typeof SLUGS)[number];

export interface HealthScore {
  score: number;
  drivers: {
    net_position_minor: number;
    monthly_outflow_minor: number;
    volatility_index: number;
  };
}

export interface Forecast30d {
  forecast_30d_minor: number;
  confidence_band_minor: number;
  assumptions: string[];
}

export interface LiquidityRunout {
  runway_stable: boolean;
  estimated_days_to_zero_balance: number | null;
  projected_balance_30d_minor: number;
  funding_gap_30d_minor: number;
  treasury_war_room_hours_recommended_next_30d: number;
  methodology_note: string;
}

export interface ScenarioRun {
  scenarios: { name: "base" | "stressed" | "upside"; balance_minor: number }[];
}

export interface ArAccelerator {
  prioritized: { bucket: string; amount_minor: number; collection_score: number }[];
}

export interface BurnRate {
  monthly_burn_minor: number;
  reduction_opportunities: { category: string; amount_minor: number; impact_score: number }[];
}

export interface DistressWarning {
  composite_risk: number;
  signals: { id: "liquidity_gap" | "volatility_spike" | "persistent_net_drain"; tripped: boolean }[];
}

export interface DiscountLeak {
  invoices_with_discount_terms: number;
  discounts_on_table_minor: number;
  estimated_recoverable_minor: number;
  assumed_capture_rate_pct: number;
  ap_clerk_hours_to_capture_estimate: number;
  methodology_note: string;
}

/** The `structured` block of each slug. */
export interface StructuredBySlug {
  "cashflow-health-score": HealthScore;
  "forecast-30d-cash-position": Forecast30d;
  "liquidity-runout-forecast": LiquidityRunout;
  "simulated-scenario-runner": ScenarioRun;
  "ar-aging-accelerator": ArAccelerator;
  "burn-rate-optimizer": BurnRate;
  "distress-early-warning": DistressWarning;
  "early-payment-discount-leak": DiscountLeak;
}

/** The response envelope: exactly these five keys on every success. */
export interface AnalysisResponse<S extends Slug = Slug> {
  endpoint: S;
  account_id: string;
  processing: { mode: "ephemeral"; note: string };
  structured: StructuredBySlug[S];
  narrative: string;
}
