/**
 * `npm run lighthouse [-- --base=http://host:port] [--pages=API,doc]`: Lighthouse with its mobile preset (the
 * default configuration) on a doc, an API, a diagram, the home, a search and a tag page of the
 * production build (SEO is not judged on search results, which keep themselves out of indexes). Without `--base` it starts `build/server.js` itself (run `npm run build` first). Prints the four
 * category scores and the metrics behind performance; exits non-zero when a page falls below the
 * bar (100 for accessibility, best practices and SEO, 95 for performance).
 * `LIGHTHOUSE_REPORTS=<folder>` also writes each page's full JSON report there (`doc.json`, …), to
 * see what a score is made of (LCP element, request chain, long tasks).
 * `--pages` audits only the named kinds (the keys of `pages` below).
 * Not part of `npm test`: performance is simulated from timings that depend on the machine's load.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";

const pages = {
  doc: "/client/balance",
  API: "/api/json/send_sms",
  diagram: "/api/json/references/message_statuses",
  home: "/",
  search: "/search?q=%D0%B1%D0%B0%D0%BB%D0%B0%D0%BD%D1%81",
  tag: "/tags/sms",
  // Not the 404 page: Lighthouse does not audit a document answered with an error status
  // (axe and the Nu checker in `npm test` do).
};
/** Pages that are kept out of search engines on purpose, so Lighthouse's SEO category cannot be 100 there. */
const notForIndexing: Partial<Record<keyof typeof pages, string>> = {
  search: "noindex: result pages are not worth indexing, the pages they link to are",
};
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const bars: Record<(typeof categories)[number], number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};
const metrics = ["largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"] as const;

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3450);

async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function startServer(): ChildProcess {
  return spawn(process.execPath, ["build/server.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), HOST: "127.0.0.1", LOG_LEVEL: "silent" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

function startChromium(profile: string): ChildProcess {
  return spawn(
    chromePath,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      `--user-data-dir=${profile}`,
      // Chromium picks a free port and writes it to DevToolsActivePort in the profile.
      "--remote-debugging-port=0",
      "about:blank",
    ],
    { stdio: "ignore" },
  );
}

async function debuggingPort(profile: string, timeoutMs = 15_000): Promise<number> {
  const file = path.join(profile, "DevToolsActivePort");
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const port = Number(fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n")[0] : NaN);
    if (port > 0) return port;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${chromePath} did not open a debugging port`);
}

function stop(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill();
  return exited;
}

async function main() {
  const baseArg = process.argv.find((arg) => arg.startsWith("--base="));
  const base = baseArg ? baseArg.slice("--base=".length).replace(/\/$/, "") : `http://127.0.0.1:${PORT}`;
  const server = baseArg ? null : startServer();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-"));
  const chromium = startChromium(profile);
  let failed = false;
  try {
    await waitFor(`${base}/healthz`);
    const port = await debuggingPort(profile);
    const rows: Record<string, Record<string, string | number>> = {};
    const only = process.argv
      .find((arg) => arg.startsWith("--pages="))
      ?.slice("--pages=".length)
      .split(",");
    for (const [kind, route] of Object.entries(pages)) {
      if (only && !only.includes(kind)) continue;
      // Warm the document cache: the score is for the page as readers get it, not its first render.
      await fetch(`${base}${route}`);
      const result = await lighthouse(`${base}${route}`, { port, output: "json", logLevel: "error" });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { lhr } = result;
      const reports = process.env.LIGHTHOUSE_REPORTS;
      if (reports) {
        fs.mkdirSync(reports, { recursive: true });
        fs.writeFileSync(path.join(reports, `${kind}.json`), JSON.stringify(lhr));
      }
      // Simulated throttling scales the main thread's observed work: on a busy machine performance drops.
      const row: Record<string, string | number> = { route, "benchmark index": lhr.environment.benchmarkIndex };
      for (const name of categories) {
        const score = Math.round((lhr.categories[name]?.score ?? 0) * 100);
        const exempt = name === "seo" && kind in notForIndexing;
        row[name] = exempt ? `${score} (not indexed)` : score;
        if (score < bars[name] && !exempt) failed = true;
      }
      for (const name of metrics) row[name.replace(/-/g, " ")] = lhr.audits[name]?.displayValue ?? "";
      const below = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
        .filter((audit) => audit.scoreDisplayMode !== "manual" && audit.scoreDisplayMode !== "notApplicable")
        .map((audit) => audit.id);
      rows[kind] = row;
      if (below.length) console.log(`${kind} ${route}: below 1 in ${below.join(", ")}`);
    }
    console.table(rows);
  } finally {
    // Chromium writes to its profile until it exits.
    await Promise.all([stop(chromium), stop(server)]);
    fs.rmSync(profile, { recursive: true, force: true });
  }
  if (failed) {
    console.error(`below the bar: ${JSON.stringify(bars)}`);
    process.exitCode = 1;
  }
}

await main();
