/**
 * Debian's Chromium, as the browser tests and the benchmark launch it. Playwright never
 * downloads a browser here; the flags keep Chromium from reaching for the (closed) network.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
