/**
 * A fresh container meets its first traffic: a deploy, a scale-up or a restart after a crash starts a
 * server that has compiled nothing itself. The build's page store answers for every unchanged page, so
 * once /readyz says ready, a burst of every page and its Markdown at once is served without a 503; an
 * edited page is the only one compiled; a link checker crawling the site finds nothing broken.
 * Runs its own server on a copy of the content, so that the edit touches nothing else.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { scanContent } from "../../app/lib/content/index.server";
import { PAGE_CACHE_BYTES } from "../../app/lib/content/page-cache.server";
import { slugToPath } from "../../app/lib/content/paths";
import { markdownPath } from "../../app/lib/markdown/urls";
import { processCpuMs } from "../../scripts/lib/bench-search";
import { countPages, metricValue, SHIPPED_NODE_ARGS, startServer, waitForHealth } from "./helpers";

const port = Number(process.env.E2E_PORT ?? 3100) + 100;
const base = `http://127.0.0.1:${port}`;
/**
 * Start-up work before ready, in CPU time of the server process (all threads): the goal is ready within 5 s on an
 * idle machine, where wall time and CPU time agree (1.8 s wall measured). On a shared machine the wall time grows
 * with the load (25 s wall for 2.9 s of CPU at load 23, both annotated on each run), the work does not.
 */
const READY_CPU_WITHIN_MS = 5_000;
/**
 * Every page of both locales and its Markdown, all at once: the goal is 10 s on an idle machine (7.5–9.5 s measured
 * there). Bounded by the server's CPU time for the burst, which is its wall time when nothing else runs; the wall
 * time is annotated on each run and grows with the machine's load.
 */
const BURST_CPU_WITHIN_MS = 10_000;

test.describe.configure({ mode: "serial", timeout: 180_000 });

let server: ReturnType<typeof startServer>;
let contentDir: string;
let readyMs = 0;
let readyCpuMs = Number.POSITIVE_INFINITY;

/** Every page the server serves from the content copy (by the site's own content model), and its Markdown. */
function pageUrls(): string[] {
  const index = scanContent(contentDir, { includeDrafts: false });
  return (["uk", "ru"] as const).flatMap((locale) =>
    [...index.docs[locale].keys()].flatMap((slug) => [slugToPath(slug, locale), markdownPath(slug, locale)]),
  );
}

interface Target {
  base: string;
  pid: number | undefined;
}

async function burst(
  urls: string[],
  target: Target = { base, pid: server.child.pid },
): Promise<{ statuses: Record<string, number>; failed: string[]; ms: number; cpuMs: number }> {
  const started = Date.now();
  const cpuBefore = cpuMsOf(target.pid);
  const results = await Promise.all(
    urls.map(async (url) => {
      try {
        const response = await fetch(`${target.base}${url}`, { redirect: "follow" });
        await response.arrayBuffer();
        return { url, status: response.status };
      } catch {
        return { url, status: 0 };
      }
    }),
  );
  const statuses: Record<string, number> = {};
  for (const { status } of results) statuses[status] = (statuses[status] ?? 0) + 1;
  return {
    statuses,
    failed: results.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.url}`),
    ms: Date.now() - started,
    cpuMs: cpuMsOf(target.pid) - cpuBefore,
  };
}

function cpuMsOf(pid: number | undefined): number {
  const ms = pid === undefined ? null : processCpuMs(pid);
  if (ms === null) throw new Error("no CPU time for the server process (no /proc?)");
  return ms;
}

const compiles = () => metricValue(base, "sms_docs_compile_seconds_count");
const pageCacheBytes = () => metricValue(base, "sms_docs_cache_bytes", 'cache="pages"');

test.beforeAll(async () => {
  contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "cold-start-"));
  fs.cpSync("content", contentDir, { recursive: true });
  server = startServer({ PORT: String(port), CONTENT_DIR: contentDir }, SHIPPED_NODE_ARGS);
  const started = Date.now();
  await waitForHealth(`${base}/readyz`, 120_000, server.output);
  readyMs = Number(/"msSinceProcessStart":(\d+)/.exec(server.output())?.[1] ?? Date.now() - started);
  readyCpuMs = Number(/"cpuMsSinceProcessStart":(\d+)/.exec(server.output())?.[1] ?? Number.POSITIVE_INFINITY);
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  fs.rmSync(contentDir, { recursive: true, force: true });
});

test("ready within seconds of the process start, with the build's pages loaded", async () => {
  test.info().annotations.push({ type: "ready", description: `${readyMs} ms from process start, ${readyCpuMs} ms of CPU` });
  expect(readyCpuMs).toBeLessThan(READY_CPU_WITHIN_MS);
  expect(server.output()).toMatch(/"storedEntries":[1-9]\d+/);
});

test("a burst of every page and its Markdown at once, right after ready: all 200, no 503, in seconds", async () => {
  const urls = pageUrls();
  const counts = countPages(contentDir);
  expect(urls.length).toBe((counts.uk.served + counts.ru.served) * 2);
  expect(urls.length).toBeGreaterThan(400);
  const before = await compiles();
  const { statuses, failed, ms, cpuMs } = await burst(urls);
  test.info().annotations.push({
    type: "burst",
    description: `${urls.length} URLs in ${ms} ms (server CPU ${cpuMs} ms): ${JSON.stringify(statuses)}`,
  });
  expect(failed).toEqual([]);
  expect(cpuMs).toBeLessThan(BURST_CPU_WITHIN_MS);
  // Nothing was compiled: every page came from the store.
  expect(await compiles()).toBe(before);
  // Every page is now in the page cache, with room left: when the pages outgrow it, a burst evicts and recompiles.
  const bytes = await pageCacheBytes();
  test
    .info()
    .annotations.push({ type: "page cache", description: `${(bytes / 2 ** 20).toFixed(1)} MB of ${PAGE_CACHE_BYTES / 2 ** 20} MB` });
  expect(bytes).toBeGreaterThan(0);
  expect(bytes, "every page's HTML must fit in the page cache with room for edits").toBeLessThanOrEqual(0.8 * PAGE_CACHE_BYTES);
});

test("after an edit, the same burst is still all 200, and only the edited page is compiled", async () => {
  const file = path.join(contentDir, "uk", "client", "balance.mdx");
  fs.appendFileSync(file, "\n\nАбзац, доданий під час тесту холодного старту.\n");
  const before = await compiles();
  await expect
    .poll(async () => (await (await fetch(`${base}/client/balance`)).text()).includes("доданий під час тесту"), { timeout: 30_000 })
    .toBe(true);
  const { statuses, failed, ms, cpuMs } = await burst(pageUrls());
  test.info().annotations.push({ type: "burst after edit", description: `${ms} ms (server CPU ${cpuMs} ms): ${JSON.stringify(statuses)}` });
  expect(failed).toEqual([]);
  expect(await compiles()).toBe(before + 1);
});

test("an API page edited in its text is compiled with every code block from the build's store; a new block is highlighted", async () => {
  const file = path.join(contentDir, "uk", "api", "json", "send_sms.mdx");
  const codeBlocks = (from: string) => metricValue(base, "sms_docs_code_blocks_total", `from="${from}"`);
  const [stored, highlighted] = [await codeBlocks("store"), await codeBlocks("highlighter")];
  fs.appendFileSync(file, "\n\nАбзац, доданий під час тесту сховища коду.\n");
  await expect
    .poll(async () => (await (await fetch(`${base}/api/json/send_sms`)).text()).includes("тесту сховища коду"), { timeout: 30_000 })
    .toBe(true);
  // The page's samples in every language and its examples: none highlighted again.
  expect(await codeBlocks("store")).toBeGreaterThanOrEqual(stored + 10);
  expect(await codeBlocks("highlighter")).toBe(highlighted);

  fs.appendFileSync(file, '\n```json\n{ "cold_start_test": 1 }\n```\n');
  await expect
    .poll(async () => (await (await fetch(`${base}/api/json/send_sms`)).text()).includes("cold_start_test"), { timeout: 30_000 })
    .toBe(true);
  expect(await codeBlocks("highlighter")).toBe(highlighted + 1);
  const html = await (await fetch(`${base}/api/json/send_sms`)).text();
  expect(html).toMatch(/<span style="--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}">[^<]*cold_start_test/);
});

test("a link checker crawling from / at concurrency 8 finds no broken link", async () => {
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  const broken: string[] = [];
  let pages = 0;
  const hrefs = /\s(?:href|src)="([^"#]*)(?:#[^"]*)?"/g;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (;;) {
        const url = queue.shift();
        if (url === undefined) {
          // Others may still add links: wait while any crawler is busy.
          if (pages === seen.size - queue.length) return;
          await new Promise((r) => setTimeout(r, 10));
          continue;
        }
        const response = await fetch(`${base}${url}`).catch(() => null);
        const body = response ? await response.text() : "";
        pages += 1;
        if (!response || response.status !== 200) {
          broken.push(`${response?.status ?? "no answer"} ${url}`);
          continue;
        }
        if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) continue;
        for (const [, raw] of body.matchAll(hrefs)) {
          if (!raw) continue;
          const target = new URL(raw.replaceAll("&amp;", "&"), `${base}${url}`);
          if (target.origin !== base) continue;
          const next = `${target.pathname}${target.search}`;
          if (seen.has(next)) continue;
          seen.add(next);
          queue.push(next);
        }
      }
    }),
  );
  test.info().annotations.push({ type: "crawl", description: `${seen.size} URLs` });
  expect(seen.size).toBeGreaterThan(400);
  expect(broken).toEqual([]);
});

test("on a saturated machine (busy loops on every core), a fresh server's burst is slower but still all 200", async () => {
  // A page renders in 10–20 ms, but 400 renders started at once on a starved CPU each took their turn behind the
  // others and passed the render deadline together: 28–45 of the burst were 503 before renders took turns.
  const hogs = Array.from({ length: 4 * os.availableParallelism() }, () =>
    spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }),
  );
  const fresh = startServer({ PORT: String(port + 5), CONTENT_DIR: contentDir }, SHIPPED_NODE_ARGS);
  try {
    await waitForHealth(`http://127.0.0.1:${port + 5}/readyz`, 120_000, fresh.output);
    const { statuses, failed, ms } = await burst(pageUrls(), { base: `http://127.0.0.1:${port + 5}`, pid: fresh.child.pid });
    test.info().annotations.push({ type: "saturated burst", description: `${ms} ms: ${JSON.stringify(statuses)}` });
    expect(failed).toEqual([]);
  } finally {
    for (const hog of hogs) hog.kill("SIGKILL");
    fresh.child.kill("SIGTERM");
    await fresh.exited;
  }
});
