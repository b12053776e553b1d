import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Playwright specs live in tests/e2e and run with `playwright test`.
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
  },
});
