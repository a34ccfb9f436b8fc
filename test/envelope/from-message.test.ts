import { create } from "@bufbuild/protobuf";
import { describe, expect, it } from "vitest";
import { AnalysisRequestSchema } from "../../gen/cashflow/v1/cashflow_pb.js";
import { analyse } from "../../src/engine/index.js";
import { fromMessage } from "../../src/envelope/from-message.js";

/**
 * A protobuf request reaches the engine as the gateway's JSON envelope. int64 amounts get exactly the
 * answers JSON numbers and decimal strings get: accepted within ±(2^53−1), refused beyond it with
 * the same sentence and field, never rounded.
 */

const MAX = Number.MAX_SAFE_INTEGER;

function request(currentMinor: bigint) {
  return create(AnalysisRequestSchema, {
    accountId: "acme",
    balances: { currentMinor, asOf: "2024-03-31" },
    transactions: [{ date: "2024-03-04", amountMinor: 420_000n, category: "" }],
  });
}

describe("fromMessage", () => {
  it("writes the message as the JSON envelope: snake_case names, numbers, unset strings left out", () => {
    expect(fromMessage(request(BigInt(MAX)))).toMatchObject({
      account_id: "acme",
      balances: { current_minor: MAX, as_of: "2024-03-31" },
      transactions: [{ date: "2024-03-04", amount_minor: 420_000, category: undefined }],
      payables: undefined,
    });
  });

  it.each([BigInt(MAX) + 1n, -(BigInt(MAX) + 1n), 2n ** 60n, -(2n ** 63n)])("has the engine refuse %s as it refuses the same JSON text", (amount) => {
    const fromProtobuf = analyse("liquidity-runout-forecast", fromMessage(request(amount)));
    const fromJson = analyse("liquidity-runout-forecast", {
      account_id: "acme",
      balances: { current_minor: String(amount), as_of: "2024-03-31" },
      transactions: [{ date: "2024-03-04", amount_minor: 420_000 }],
    });
    expect(fromProtobuf.ok).toBe(false);
    expect(fromProtobuf).toEqual(fromJson);
    if (!fromProtobuf.ok) expect(fromProtobuf.violations[0]).toMatchObject({ field: "balances.current_minor", issue: expect.stringMatching(/^Is outside ±9,007,199,254,740,991/) });
  });
});
