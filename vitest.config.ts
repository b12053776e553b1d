import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Playwright specs live in tests/e2e and run with `playwright test`.
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    // Vitest exposes Vite's base path as process.env.BASE_URL ("/"); the site reads BASE_URL as its
    // public origin, so tests get the configured default instead.
    env: { BASE_URL: "" },
  },
});
