import { describe, expect, it } from "vitest";
import {
  CashflowHealthScoreResponseSchema,
  LiquidityRunoutForecastSchema,
  SimulatedScenarioRunnerSchema,
} from "../../gen/cashflow/v1/cashflow_pb.js";
import { toMessage } from "../../src/rpc/to-message.js";

/** The one generic mapping from the engine's snake_case objects onto the response messages. */

describe("toMessage", () => {
  it("maps snake_case names onto fields, int64 to bigint, and nested messages", () => {
    const message = toMessage(CashflowHealthScoreResponseSchema, {
      endpoint: "cashflow-health-score",
      account_id: "a-1",
      processing: { mode: "ephemeral", note: "n" },
      structured: { score: 71, drivers: { net_position_minor: -9_007_199_254_740_991, monthly_outflow_minor: 12, volatility_index: 0.4321 } },
      narrative: "text",
    });
    expect(message.accountId).toBe("a-1");
    expect(message.structured?.score).toBe(71);
    expect(message.structured?.drivers?.netPositionMinor).toBe(-9_007_199_254_740_991n);
    expect(message.structured?.drivers?.volatilityIndex).toBe(0.4321);
  });

  it("leaves an optional field unset for null, and keeps 0 on one that is set", () => {
    const stable = toMessage(LiquidityRunoutForecastSchema, { runway_stable: true, estimated_days_to_zero_balance: null, projected_balance_30d_minor: 5 });
    expect(stable.estimatedDaysToZeroBalance).toBeUndefined();
    const zero = toMessage(LiquidityRunoutForecastSchema, { runway_stable: false, estimated_days_to_zero_balance: 0 });
    expect(zero.estimatedDaysToZeroBalance).toBe(0n);
  });

  it("maps lists of messages", () => {
    const message = toMessage(SimulatedScenarioRunnerSchema, {
      scenarios: [
        { name: "base", balance_minor: 10 },
        { name: "stressed", balance_minor: -3 },
      ],
    });
    expect(message.scenarios.map((s) => [s.name, s.balanceMinor])).toEqual([
      ["base", 10n],
      ["stressed", -3n],
    ]);
  });

  it("refuses a fractional int64 rather than rounding it", () => {
    expect(() => toMessage(SimulatedScenarioRunnerSchema, { scenarios: [{ name: "base", balance_minor: 1.5 }] })).toThrow(RangeError);
  });
});
