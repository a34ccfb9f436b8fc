import { describe, expect, it } from "vitest";
import { garbageCollector } from "../../src/server/collect-garbage.js";

/** The collector exists only when node gives the process `gc` (started with --expose-gc). */
describe("garbageCollector", () => {
  it("is absent without gc, so the server leaves collection to V8", () => {
    expect(garbageCollector(undefined)).toBeUndefined();
  });

  it("runs the given gc when asked, after the delay asked for", async () => {
    let collections = 0;
    const ran = new Promise<void>((resolve) => {
      const collect = garbageCollector(() => {
        collections += 1;
        resolve();
      });
      collect!(10);
      // Not yet: the collection waits for the dead calls to let go of their memory.
      expect(collections).toBe(0);
    });
    await ran;
    expect(collections).toBe(1);
  });
});
