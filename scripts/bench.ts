/**
 * `npm run bench [-- --quick]`: builds if needed, starts the production server, and in one
 * run measures warm throughput and latency against a plain static server serving the same
 * bytes, search routes, cold start, first renders, memory, and page weight. Prints a table
 * and writes bench-results/<time>.json so runs can be compared.
 */
import { execSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { chromium } from "playwright-core";
import { readContentSources } from "./lib/content-checks";
import { slugToPath } from "../app/lib/content/paths";
import { chromiumLaunchOptions } from "../tests/chromium";

const quick = process.argv.includes("--quick");
const DURATION = quick ? 2 : 5;
const SOAK = quick ? 10 : 60;
const PORT = 3400;
const STATIC_PORT = 3401;
const BASE = `http://127.0.0.1:${PORT}`;
const STATIC = `http://127.0.0.1:${STATIC_PORT}`;
const pages = { guide: "/client/bulk-sms", "long API": "/api/json/webhook", home: "/", russian: "/ru/client/balance" };
const searchQueries = ["баланс", "статус доставки вайбер", "api ключ", "webhook подпись", "send_sms", "відправлення sms"];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: +at(0.5).toFixed(1), p95: +at(0.95).toFixed(1), max: +(sorted.at(-1) ?? 0).toFixed(1) };
};
const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024);

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
}

async function waitFor200(url: string, started: number): Promise<number> {
  for (;;) {
    try {
      if ((await fetch(url)).status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
}

function cannon(url: string, connections: number, duration = DURATION) {
  return new Promise<{ rps: number; p50: number; p99: number; errors: number }>((resolve, reject) => {
    autocannon({ url, connections, duration }, (error, result) => {
      if (error) return reject(error);
      resolve({
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    });
  });
}

async function pageWeight(url: string) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage();
  const assets = new Set<string>();
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type === "script" || type === "stylesheet") assets.add(response.url());
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(1500);
  await browser.close();
  let js = 0;
  let css = 0;
  for (const asset of assets) {
    const bytes = gzipSync(Buffer.from(await (await fetch(asset)).arrayBuffer())).length;
    if (asset.endsWith(".css")) css += bytes;
    else js += bytes;
  }
  return { jsKbGzip: +(js / 1024).toFixed(1), cssKbGzip: +(css / 1024).toFixed(1) };
}

async function main() {
  if (!fs.existsSync("build/server.js") || !fs.existsSync("build/search")) execSync("npm run build", { stdio: "inherit" });
  const urls = ["uk", "ru"].flatMap((locale) =>
    readContentSources(path.resolve("content"))
      .filter((s) => s.locale === locale)
      .map((s) => slugToPath(s.slug, s.locale)),
  );

  // Cold start and first renders.
  const started = performance.now();
  const server = start(process.execPath, ["--max-old-space-size=160", "build/server.js"], {
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
  });
  const coldStartMs = Math.round(await waitFor200(`${BASE}/healthz`, started));
  const firstRenders: number[] = [];
  for (const url of urls) {
    const t = performance.now();
    const response = await fetch(BASE + url);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    firstRenders.push(performance.now() - t);
  }
  const rssWhileCompiling = rssMb(server.pid ?? 0);
  // The compile worker ends after 10 s without work; then only the server's own memory remains.
  await sleep(11_000);
  const rssAfterAllPages = rssMb(server.pid ?? 0);

  // The same bytes, served statically.
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-static-"));
  for (const url of Object.values(pages)) {
    const file = path.join(staticDir, url.endsWith("/") ? `${url}index.html` : `${url}.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, Buffer.from(await (await fetch(BASE + url)).arrayBuffer()));
  }
  const staticServer = start(process.execPath, ["scripts/static-server.mjs", staticDir, String(STATIC_PORT)], {});
  await waitFor200(`${STATIC}/`, performance.now());

  const throughput: Record<string, Record<string, unknown>> = {};
  for (const [name, url] of Object.entries(pages)) {
    for (const connections of [1, 16, 64]) {
      const ours = await cannon(BASE + url, connections);
      const baseline = await cannon(STATIC + url, connections);
      throughput[`${name} @${connections}`] = { url, ours, static: baseline, ratio: +(ours.rps / baseline.rps).toFixed(2) };
    }
  }

  const search: Record<string, unknown> = {};
  const q = encodeURIComponent(searchQueries[1] ?? "");
  search.page = await cannon(`${BASE}/search?q=${q}`, 16);
  search.suggest = await cannon(`${BASE}/search/suggest?q=${q}`, 16);

  // Mixed load for a while, then memory again.
  const mixed = await Promise.all([
    cannon(BASE + pages.guide, 8, SOAK),
    cannon(BASE + pages["long API"], 8, SOAK),
    cannon(`${BASE}/search/suggest?q=${encodeURIComponent("вайбер")}`, 4, SOAK),
  ]);
  const rssAfterSoak = rssMb(server.pid ?? 0);

  const weight = {
    guide: await pageWeight(BASE + pages.guide),
    api: await pageWeight(BASE + pages["long API"]),
    diagram: await pageWeight(`${BASE}/client/bulk-sms-reports`),
  };

  let searchEngine: unknown = null;
  try {
    searchEngine = JSON.parse(execSync("npx tsx scripts/eval-search.ts --json", { encoding: "utf8" }));
  } catch (error) {
    searchEngine = `eval:search failed: ${String(error).slice(0, 200)}`;
  }

  server.kill("SIGTERM");
  staticServer.kill("SIGTERM");
  fs.rmSync(staticDir, { recursive: true, force: true });

  const report = {
    date: new Date().toISOString(),
    quick,
    machine: { cpus: os.cpus().length, node: process.version },
    coldStartMs,
    firstRenderMs: stats(firstRenders),
    pagesRendered: urls.length,
    memoryMb: {
      afterAllPages: rssAfterAllPages,
      afterSoak: rssAfterSoak,
      soakSeconds: SOAK,
      soakErrors: mixed.reduce((n, m) => n + m.errors, 0),
    },
    throughput,
    search,
    searchEngine,
    pageWeight: weight,
  };
  fs.mkdirSync("bench-results", { recursive: true });
  const file = path.join("bench-results", `${report.date.replace(/[:.]/g, "-")}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);

  console.log(
    `\ncold start ${coldStartMs} ms; first render of ${urls.length} pages: median ${report.firstRenderMs.median} ms, max ${report.firstRenderMs.max} ms`,
  );
  console.log(
    `memory: ${rssWhileCompiling} MB right after every page (compile worker alive), ${rssAfterAllPages} MB once it has ended, ${rssAfterSoak} MB after ${SOAK} s mixed load`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(throughput).map(([k, v]) => {
        const row = v as { ours: { rps: number; p50: number; p99: number }; static: { rps: number }; ratio: number };
        return [
          k,
          {
            "ours req/s": row.ours.rps,
            "p50 ms": row.ours.p50,
            "p99 ms": row.ours.p99,
            "static req/s": row.static.rps,
            "ours/static": row.ratio,
          },
        ];
      }),
    ),
  );
  console.table(search);
  console.table(weight);
  console.log("search engine:", JSON.stringify(searchEngine));
  console.log(`report: ${file}`);
}

await main();
