/**
 * `npm run bench [-- --quick] [-- --edge]`: builds if needed, starts the production server, and in one run
 * measures, against nginx serving the same bytes from precompressed files:
 *  - a warm page through the shipped edge cache (deploy/nginx/sms-docs.conf) against nginx, and the
 *    app alone against a bare Node server answering the same bytes (`--edge`: only this and the
 *    start-up, for repeated runs);
 *  - cold start and the first (uncached) render of every page;
 *  - warm throughput and latency per page, 16 and 64 connections, identity and `gzip, br`;
 *  - distinct URLs (campaign query strings, unknown paths, searches) at 8 and 64 connections,
 *    with the server's peak memory;
 *  - search routes (under load, and every reader query in turn as one reader sends them), memory after a mixed load (`BENCH_SOAK_MINUTES=10` for a long soak that
 *    prints the memory curve), page weight, and search relevance.
 * Prints tables and writes bench-results/<time>.json so runs can be compared.
 */
import { execSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { readContentSources } from "./lib/content-checks";
import { ensureBenchTools, startNginx, writeStaticPage } from "./lib/bench-nginx";
import { captureReplies, startBareNode, startEdgeCache, warmEdge, type BareReplies } from "./lib/bench-edge";
import { quantile, runLoad, type LoadResult } from "./lib/bench-load";
import { readerSearchLatency, type LatencyStats } from "./lib/bench-search";
import { shippedNodeFlags } from "./lib/serve-flags";
import { slugToPath } from "../app/lib/content";
import { markdownPath } from "../app/lib/markdown/urls";
import type { Locale } from "../site.config";
import { chromiumLaunchOptions } from "../tests/chromium";

const quick = process.argv.includes("--quick");
const SECONDS = quick ? 2 : 5;
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_MINUTES ?? 0) * 60 || (quick ? 10 : 60);
// BENCH_PORT moves the four servers (app, nginx static, edge cache, bare Node) to four ports from it.
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const NGINX_PORT = PORT + 1;
const EDGE_PORT = PORT + 2;
const BARE_PORT = PORT + 3;
const edgeOnly = process.argv.includes("--edge");
const BASE = `http://127.0.0.1:${PORT}`;
const NGINX = `http://127.0.0.1:${NGINX_PORT}`;
const EDGE = `http://127.0.0.1:${EDGE_PORT}`;
const BARE = `http://127.0.0.1:${BARE_PORT}`;
const pages = { guide: "/client/balance", "long API": "/api/json/send_sms", home: "/", russian: "/ru/client/bulk-sms" };
const encodings = { identity: "identity", compressed: "gzip, br" } as const;
const distinctKinds = {
  "campaign query strings": "/api/json/send_sms?utm_source=mail&utm_campaign=c{n}",
  "unknown paths": "/no/such/page-{n}",
  searches: "/search?q=sms%20{n}",
};
const searchQueries = ["баланс", "статус доставки вайбер", "api ключ", "webhook подпись", "send_sms", "відправлення sms"];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => quantile(sorted, q);
  return { median: +at(0.5).toFixed(1), p95: +at(0.95).toFixed(1), max: +(sorted.at(-1) ?? 0).toFixed(1) };
};

/** RSS of a process and its children (the compile worker is a thread, esbuild's service a child), in MB. */
function rssMb(pid: number): number {
  const read = (p: number): number => {
    try {
      const own = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, "utf8"))?.[1] ?? 0) / 1024;
      const children = fs
        .readdirSync(`/proc/${p}/task`)
        .flatMap((t) => fs.readFileSync(`/proc/${p}/task/${t}/children`, "utf8").trim().split(/\s+/).filter(Boolean));
      return own + children.reduce((sum, c) => sum + read(Number(c)), 0);
    } catch {
      return 0;
    }
  };
  return Math.round(read(pid));
}

/** Samples a process's RSS every 100 ms; `take()` returns the peak since the last call. */
function peakSampler(pid: number) {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  return {
    take() {
      const value = Math.max(peak, rssMb(pid));
      peak = 0;
      return value;
    },
    stop: () => clearInterval(timer),
  };
}

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
}

async function waitFor200(url: string, started: number, timeoutMs = 30_000): Promise<number> {
  let last = "no answer";
  while (performance.now() - started < timeoutMs) {
    try {
      const status = (await fetch(url)).status;
      if (status === 200) return performance.now() - started;
      last = `status ${status}`;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  throw new Error(`${url}: no 200 within ${timeoutMs / 1000} s (${last})`);
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

/** Writes the run's figures to bench-results/<time>.json and returns the file's path. */
function writeReport(report: { date: string } & Record<string, unknown>): string {
  fs.mkdirSync("bench-results", { recursive: true });
  const file = path.join("bench-results", `${report.date.replace(/[:.]/g, "-")}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

type EdgeRow = { edge: LoadResult; nginx: LoadResult; edgeRatio: number; app: LoadResult; bareNode: LoadResult; appRatio: number };

/**
 * Each warm page through the shipped edge cache against nginx serving its files with the page's own headers,
 * then the app alone against a bare Node server with the same bytes and headers (wrk -t1 -c16, 3 s each).
 * A shared machine's noisy moment moves one run by ±30 %: each cell is measured in EDGE_ROUNDS rounds, the
 * order of each pair alternating between rounds, and the row is the round with the median edge/nginx ratio.
 */
const EDGE_ROUNDS = quick ? 1 : 3;

async function measureEdge(dir: string, replies: BareReplies): Promise<Record<string, EdgeRow>> {
  const edge = startEdgeCache(path.join(dir, "edge"), PORT, EDGE_PORT);
  cleanups.push(() => edge.stop());
  await waitFor200(`${EDGE}/healthz`, performance.now());
  const bare = await startBareNode(dir, replies, BARE_PORT);
  cleanups.push(() => bare.stop());
  const rounds: Record<string, EdgeRow[]> = {};
  for (let round = 0; round < EDGE_ROUNDS; round += 1) {
    for (const [name, url] of Object.entries(pages)) {
      for (const [encodingName, acceptEncoding] of Object.entries(encodings)) {
        const load = (base: string) =>
          runLoad({ url: base + url, connections: 16, seconds: 3, threads: 1, headers: { "Accept-Encoding": acceptEncoding } });
        const pair = async (a: string, b: string): Promise<[LoadResult, LoadResult]> => {
          if (round % 2 === 0) return [await load(a), await load(b)];
          const second = await load(b);
          return [await load(a), second];
        };
        await warmEdge(EDGE + url, acceptEncoding);
        const [edgeLoad, nginxLoad] = await pair(EDGE, NGINX);
        const [appLoad, bareLoad] = await pair(BASE, BARE);
        // A rate made of error pages would flatter a ratio; a socket timeout on a busy machine is shown in the table.
        for (const [server, result] of Object.entries({ edge: edgeLoad, nginx: nginxLoad, app: appLoad, "bare Node": bareLoad }))
          if (result.non2xx) throw new Error(`${server} ${url} ${encodingName}: ${result.non2xx} answers other than 2xx/3xx`);
        (rounds[`${name} ${encodingName}`] ??= []).push({
          edge: edgeLoad,
          nginx: nginxLoad,
          edgeRatio: +(edgeLoad.rps / nginxLoad.rps).toFixed(2),
          app: appLoad,
          bareNode: bareLoad,
          appRatio: +(appLoad.rps / bareLoad.rps).toFixed(2),
        });
      }
    }
  }
  const medianOf = (values: number[]) =>
    quantile(
      [...values].sort((a, b) => a - b),
      0.5,
    );
  const rows: Record<string, EdgeRow> = {};
  for (const [cell, cellRounds] of Object.entries(rounds)) {
    const edgeRatio = medianOf(cellRounds.map((r) => r.edgeRatio));
    const appRatio = medianOf(cellRounds.map((r) => r.appRatio));
    const row = cellRounds.find((r) => r.edgeRatio === edgeRatio) ?? cellRounds[0];
    if (row) rows[cell] = { ...row, edgeRatio, appRatio };
  }
  return rows;
}

function printEdge(rows: Record<string, EdgeRow>): void {
  console.log(
    `warm page @16 (wrk -t1 -c16 -d3s, median ratio of ${EDGE_ROUNDS} rounds): the shipped edge cache vs nginx static, the app alone vs bare Node, req/s`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(rows).map(([k, r]) => [
        k,
        {
          edge: r.edge.rps,
          "edge p99": r.edge.p99,
          nginx: r.nginx.rps,
          "edge/nginx": r.edgeRatio,
          app: r.app.rps,
          "app p99": r.app.p99,
          "bare Node": r.bareNode.rps,
          "app/bare": r.appRatio,
          "socket errors": r.edge.errors + r.nginx.errors + r.app.errors + r.bareNode.errors,
        },
      ]),
    ),
  );
}

/** Servers to stop when the run ends, also when it fails half-way. */
const cleanups: (() => void)[] = [];
// Last started, first stopped: the scratch folder goes after the servers that use it.
const runCleanups = () =>
  cleanups
    .splice(0)
    .reverse()
    .forEach((stop) => stop());

/** The production build on PORT, with the heap flags it ships with. */
function startApp(): ChildProcess {
  return start(process.execPath, [...shippedNodeFlags(), "build/server.js"], {
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
  });
}

/** Starts a server of its own, waits for /readyz, then requests every page and its Markdown at once. */
async function measureColdBurst(pages: { slug: string; locale: Locale }[]) {
  const started = performance.now();
  const server = startApp();
  try {
    const readyMs = Math.round(await waitFor200(`${BASE}/readyz`, started));
    const all = pages.flatMap(({ slug, locale }) => [slugToPath(slug, locale), markdownPath(slug, locale)]);
    const burstStarted = performance.now();
    const statuses: Record<string, number> = {};
    await Promise.all(
      all.map(async (url) => {
        const status = await fetch(`${BASE}${url}`).then(
          async (response) => (await response.arrayBuffer(), response.status),
          () => 0,
        );
        statuses[status] = (statuses[status] ?? 0) + 1;
      }),
    );
    return { readyMs, urls: all.length, statuses, burstMs: Math.round(performance.now() - burstStarted) };
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
}

async function main() {
  ensureBenchTools();
  if (!fs.existsSync("build/server.js") || !fs.existsSync("build/search")) execSync("npm run build", { stdio: "inherit" });
  const sources = readContentSources(path.resolve("content"));
  const urls = ["uk", "ru"].flatMap((locale) => sources.filter((s) => s.locale === locale).map((s) => slugToPath(s.slug, s.locale)));

  // A fresh server's first traffic: time to ready, then every page and its Markdown at once (the page store's goal:
  // zero 503 within 10 s).
  const coldStart = edgeOnly ? null : await measureColdBurst(sources);

  // Cold start and first renders.
  const started = performance.now();
  const server = startApp();
  cleanups.push(() => server.kill("SIGTERM"));
  const coldStartMs = Math.round(await waitFor200(`${BASE}/healthz`, started));
  const firstPageMs = Math.round(await waitFor200(`${BASE}/client/balance`, performance.now()));
  const sampler = peakSampler(server.pid ?? 0);
  const firstRenders: number[] = [];
  for (const url of edgeOnly ? [] : urls) {
    const t = performance.now();
    const response = await fetch(`${BASE}${url}?first-render`, { headers: { Cookie: "theme=ImRhcmsi" } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    firstRenders.push(performance.now() - t);
  }
  const peakWhileRendering = sampler.take();

  // The same bytes, from nginx, as files: each page's identity, gzip and brotli bytes exactly as the app sends them.
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-static-"));
  cleanups.push(() => fs.rmSync(staticDir, { recursive: true, force: true }));
  // mkdtemp makes the folder private; nginx started as root reads files as its worker user (nobody).
  fs.chmodSync(staticDir, 0o755);
  const replies = await captureReplies(BASE, Object.values(pages));
  for (const [url, reply] of Object.entries(replies)) {
    const bytes = (encoding: keyof typeof reply) => Buffer.from(reply[encoding].body, "base64");
    writeStaticPage(path.join(staticDir, "root"), url, { identity: bytes("identity"), gzip: bytes("gzip"), br: bytes("br") });
  }
  const pageHeaders = Object.fromEntries(Object.entries(replies).map(([url, reply]) => [url, reply.identity.headers]));
  const nginx = startNginx(path.join(staticDir, "nginx"), path.join(staticDir, "root"), NGINX_PORT, pageHeaders);
  cleanups.push(() => nginx.stop());
  await waitFor200(`${NGINX}/`, performance.now());

  const edge = await measureEdge(staticDir, replies);
  if (edgeOnly) {
    sampler.stop();
    runCleanups();
    printEdge(edge);
    writeReport({
      date: new Date().toISOString(),
      quick,
      edgeOnly,
      machine: { cpus: os.cpus().length, node: process.version },
      coldStartMs,
      edge,
    });
    return;
  }

  type Row = { ours: LoadResult; nginx: LoadResult; ratio: number };
  const warm: Record<string, Row> = {};
  for (const [name, url] of Object.entries(pages)) {
    for (const [encodingName, acceptEncoding] of Object.entries(encodings)) {
      for (const connections of [16, 64]) {
        const headers = { "Accept-Encoding": acceptEncoding };
        const ours = await runLoad({ url: BASE + url, connections, seconds: SECONDS, headers });
        const baseline = await runLoad({ url: NGINX + url, connections, seconds: SECONDS, headers });
        warm[`${name} ${encodingName} @${connections}`] = { ours, nginx: baseline, ratio: +(ours.rps / baseline.rps).toFixed(2) };
      }
    }
  }
  sampler.take();

  const distinct: Record<string, LoadResult & { peakRssMb: number; nginxRps?: number; ratio?: number }> = {};
  for (const [kind, template] of Object.entries(distinctKinds)) {
    for (const connections of [8, 64]) {
      const headers = { "Accept-Encoding": "gzip, br" };
      const ours = await runLoad({ url: BASE, connections, seconds: SECONDS, headers, distinct: template });
      const peakRssMb = sampler.take();
      const row: (typeof distinct)[string] = { ...ours, peakRssMb };
      if (kind === "campaign query strings") {
        // nginx ignores the query and serves the file: the bar for a page with a campaign tag.
        const baseline = await runLoad({ url: NGINX, connections, seconds: SECONDS, headers, distinct: template });
        row.nginxRps = baseline.rps;
        row.ratio = +(ours.rps / baseline.rps).toFixed(2);
      }
      distinct[`${kind} @${connections}`] = row;
    }
  }

  const search: Record<string, LoadResult> = {};
  const q = encodeURIComponent(searchQueries[1] ?? "");
  search.page = await runLoad({ url: `${BASE}/search?q=${q}`, connections: 16, seconds: SECONDS });
  search.suggest = await runLoad({ url: `${BASE}/search/suggest?q=${q}`, connections: 16, seconds: SECONDS });
  // One reader: every reader query in turn over one connection (target p95 ≤ 20 ms).
  const searchByReader: Record<string, LatencyStats> = {};
  for (const locale of ["uk", "ru"] as const)
    for (const [name, encoding] of Object.entries(encodings))
      searchByReader[`${locale} ${name}`] = await readerSearchLatency(BASE, locale, encoding, quick ? 1 : 2);

  // Mixed load with distinct URLs for a while, memory sampled every 10 s.
  sampler.take();
  const curve: { second: number; rssMb: number }[] = [{ second: 0, rssMb: rssMb(server.pid ?? 0) }];
  const soakStarted = performance.now();
  const soakTimer = setInterval(
    () => curve.push({ second: Math.round((performance.now() - soakStarted) / 1000), rssMb: rssMb(server.pid ?? 0) }),
    10_000,
  );
  const soak = await Promise.all([
    runLoad({ url: BASE, connections: 8, seconds: SOAK_SECONDS, distinct: "/client/balance?_highlight=t{n}" }),
    runLoad({ url: BASE, connections: 4, seconds: SOAK_SECONDS, distinct: "/ru/client/bulk-sms?ref={n}" }),
    runLoad({ url: BASE, connections: 2, seconds: SOAK_SECONDS, distinct: "/search/suggest?q=%D0%B2%D0%B0%D0%B9{n}" }),
    runLoad({ url: BASE, connections: 2, seconds: SOAK_SECONDS, distinct: "/missing/{n}" }),
  ]);
  clearInterval(soakTimer);
  curve.push({ second: SOAK_SECONDS, rssMb: rssMb(server.pid ?? 0) });
  const soakPeak = sampler.take();
  sampler.stop();

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

  runCleanups();

  const report = {
    date: new Date().toISOString(),
    quick,
    machine: { cpus: os.cpus().length, node: process.version },
    coldStartMs,
    coldStart,
    firstPageMs,
    firstRenderMs: stats(firstRenders),
    pagesRendered: urls.length,
    memoryMb: { peakWhileRendering, soakPeak, soakSeconds: SOAK_SECONDS, curve },
    soakErrors: soak.reduce((n, r) => n + r.errors, 0),
    warm,
    edge,
    distinct,
    search,
    searchByReader,
    searchEngine,
    pageWeight: weight,
  };
  const file = writeReport(report);

  console.log(
    `\nstart to first 200: ${coldStartMs} ms (/healthz), +${firstPageMs} ms to the first page; first render of ${urls.length} pages: median ${report.firstRenderMs.median} ms, max ${report.firstRenderMs.max} ms`,
  );
  if (coldStart)
    console.log(
      `fresh server: ready ${coldStart.readyMs} ms after start; then ${coldStart.urls} URLs (every page and its Markdown) at once: ${JSON.stringify(coldStart.statuses)} in ${coldStart.burstMs} ms`,
    );
  console.table(
    Object.fromEntries(
      Object.entries(warm).map(([k, r]) => [
        k,
        { "ours req/s": r.ours.rps, "p99 ms": r.ours.p99, "nginx req/s": r.nginx.rps, "nginx p99": r.nginx.p99, "ours/nginx": r.ratio },
      ]),
    ),
  );
  printEdge(edge);
  console.table(
    Object.fromEntries(
      Object.entries(distinct).map(([k, r]) => [
        k,
        // non-2xx: the 404s of unknown paths, the 503s of searches shed when too many wait.
        { "req/s": r.rps, "p99 ms": r.p99, errors: r.errors, "non-2xx": r.non2xx, "peak RSS MB": r.peakRssMb, "ours/nginx": r.ratio ?? "" },
      ]),
    ),
  );
  console.table(search);
  console.log("/search, reader queries one after another over one connection (ms):");
  console.table(searchByReader);
  console.log(
    `memory: peak ${peakWhileRendering} MB while rendering every page; soak ${SOAK_SECONDS} s with distinct URLs: peak ${soakPeak} MB, ${report.soakErrors} errors`,
  );
  console.log(`RSS curve (s → MB): ${curve.map((p) => `${p.second}→${p.rssMb}`).join("  ")}`);
  console.table(weight);
  console.log("search engine:", JSON.stringify(searchEngine));
  console.log(`report: ${file}`);
}

try {
  await main();
} finally {
  runCleanups();
}
