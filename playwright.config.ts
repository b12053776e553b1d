import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/chromium";

const port = Number(process.env.E2E_PORT ?? 3100);
const fixturePort = port + 1;
const heavySpecs = /(load|content-edits|faults|soak|cold-start)\.spec\.ts$/;

/** Browser tests run against the production build (`npm run build` first), in Debian's Chromium. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // No retries, in CI either: a test that needs one waits on the clock instead of a condition, and is fixed instead.
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Conditions get time to come true on a machine shared with other suites: a passing test is not slowed, and a
  // page that needs a cold compile or a Mermaid chunk under load still arrives. 7 of 110 tests failed on the 5 s
  // default with the load average at 17–20, and passed when run again; with no retries they must pass the first time.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: heavySpecs,
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions },
    },
    // Floods, live edits and cold starts start their own servers and load both cores: run after the rest, so
    // that timings elsewhere are not measured on a saturated machine.
    {
      name: "heavy",
      testMatch: heavySpecs,
      dependencies: ["chromium"],
      // One at a time: each measures time or memory on a machine it must not share with another flood.
      workers: 1,
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: [
    {
      command: `NODE_ENV=production PORT=${port} HOST=127.0.0.1 LOG_LEVEL=silent node build/server.js`,
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // A second server on fixture content: a page that fails to compile, a draft, an unlisted page.
      // It also runs with a tag manager, HSTS and "suggest a change" links switched on.
      command: `NODE_ENV=production PORT=${fixturePort} HOST=127.0.0.1 LOG_LEVEL=silent CONTENT_DIR=tests/fixtures/content GTM_CONTAINER_ID=GTM-TEST123 HSTS=1 EDIT_URL=https://git.example/sms-docs/edit/main/content/ node build/server.js`,
      url: `http://127.0.0.1:${fixturePort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
