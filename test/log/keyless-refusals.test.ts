import { describe, expect, it } from "vitest";
import { KeylessRefusals } from "../../src/log/keyless-refusals.js";
import { createLogger } from "../../src/log/logger.js";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger("info", { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { lines, logger };
}

describe("KeylessRefusals", () => {
  it("logs the first N of a second one by one and one summary line for the rest", () => {
    const { lines, logger } = capture();
    let nowMs = 0;
    const refusals = new KeylessRefusals(logger, 3, () => nowMs);
    // 1,000 refusals within one second: 3 get their own line, 997 are counted.
    const admitted = Array.from({ length: 1_000 }, (_, i) => refusals.admit("grpc", i % 2 === 0 ? "unauthenticated" : "canceled")).filter(Boolean).length;
    expect(admitted).toBe(3);
    expect(lines).toHaveLength(0);
    // The next second's first request closes the window: one summary line with the counts.
    // Of 1,000 alternating outcomes, 500 each; the first 3 (u, c, u) were logged: 498 + 499 = 997.
    nowMs = 1_000;
    expect(refusals.admit("gateway", "not_found")).toBe(true);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: "requests without a valid key", total: 997 });
    // In the order first counted: request 3 (canceled) was the first not logged.
    expect(lines[0]!["not_logged_one_by_one"]).toEqual([
      { surface: "grpc", outcome: "canceled", count: 499 },
      { surface: "grpc", outcome: "unauthenticated", count: 498 },
    ]);
  });

  it("writes the summary when the second ends even if no request follows, and nothing when all were logged", async () => {
    const { lines, logger } = capture();
    const refusals = new KeylessRefusals(logger, 1);
    refusals.admit("grpc", "unauthenticated");
    const written = new Promise<void>((resolve) => {
      const origin = lines.push.bind(lines);
      lines.push = (...items) => {
        const length = origin(...items);
        resolve();
        return length;
      };
    });
    expect(refusals.admit("grpc", "unauthenticated")).toBe(false);
    await written;
    expect(lines[0]).toMatchObject({ total: 1 });
    refusals.flush();
    expect(lines).toHaveLength(1);
  });
});
