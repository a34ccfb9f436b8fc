import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // End-to-end tests start real servers and spawn `buf curl`; a cold start can take seconds.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
