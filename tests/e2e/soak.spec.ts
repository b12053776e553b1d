/**
 * One server lifetime, used the way a live site is: warm traffic, a content edit (saved, then reverted)
 * while serving, then floods of distinct URLs at 64 connections — search-result links (`?_highlight=`),
 * searches, and client navigations' data (`.data`). Three cycles. The server runs with the heap caps it
 * ships with. It must not crash, its live heap after GC must stay inside the budget
 * (docs/ARCHITECTURE.md, Memory) and its RSS under the pod's memory request.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { SHIPPED_NODE_ARGS, startServer, waitForHealth } from "./helpers";

const port = Number(process.env.E2E_PORT ?? 3100) + 90;
const base = `http://127.0.0.1:${port}`;
const CYCLES = 3;
const FLOOD = 1500;
const CONNECTIONS = 64;
/** The main heap's budget after GC (docs/ARCHITECTURE.md, Memory). */
const HEAP_BUDGET_MB = 110;
/** The pod's memory request. */
const RSS_LIMIT_MB = 384;

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function get(url: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(`${base}${url}`, { agent, headers: { "Accept-Encoding": "gzip, br" } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", () => resolve(0));
    request.setTimeout(30_000, () => request.destroy());
  });
}

/** Requests every URL, CONNECTIONS at a time; returns the count of each status. */
async function flood(urls: string[]): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < urls.length) {
        const status = await get(urls[next++] ?? "/");
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return statuses;
}

async function memory(): Promise<{ heapMb: number; rssMb: number }> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1] ?? NaN) / 2 ** 20;
  return { heapMb: value("sms_docs_heap_used_after_major_gc_bytes"), rssMb: value("sms_docs_process_resident_memory_bytes") };
}

test.describe("soak: edits and floods in one server lifetime", () => {
  test.describe.configure({ mode: "serial", timeout: 600_000 });
  let dir: string;
  let server: ReturnType<typeof startServer>;

  test.beforeAll(async () => {
    // Readiness waits for the search indexes and a warm-up compile: seconds on a busy machine.
    test.setTimeout(90_000);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "soak-"));
    fs.cpSync("content", dir, { recursive: true });
    // This test is about memory, not compile deadlines: a cold compile on a busy CI machine may take seconds.
    server = startServer({ PORT: String(port), CONTENT_DIR: dir, LOG_LEVEL: "error", COMPILE_TIMEOUT_MS: "60000" }, SHIPPED_NODE_ARGS);
    await waitForHealth(`${base}/readyz`);
  });

  test.afterAll(async () => {
    agent.destroy();
    server.child.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test(`${CYCLES} cycles of warm load, an edit and revert, and floods stay inside the memory budget`, async () => {
    const pages = ["/client/balance", "/api/json/webhook", "/admin/clients", "/", "/ru/client/balance", "/ru/api/json/send_sms"];
    const file = path.join(dir, "uk/client/balance.mdx");
    const original = fs.readFileSync(file, "utf8");
    const curve: string[] = [];
    // The first reader of each page waits for its compile; then the site is warm.
    for (const url of pages) expect((await fetch(`${base}${url}`)).status, url).toBe(200);
    for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
      const warm = await flood(Array.from({ length: 600 }, (_, i) => pages[i % pages.length] ?? "/"));
      expect(Object.fromEntries(warm), `cycle ${cycle}: warm pages`).toEqual({ 200: 600 });

      // An edit, seen by the running server, then reverted: the uk search index is rebuilt twice.
      fs.writeFileSync(file, original.replace(/\n---\n/, `\n---\n\nПравка ${cycle}.\n`));
      await expect.poll(async () => (await (await fetch(`${base}/client/balance`)).text()).includes(`Правка ${cycle}.`)).toBe(true);
      fs.writeFileSync(file, original);
      await expect.poll(async () => (await (await fetch(`${base}/client/balance`)).text()).includes(`Правка ${cycle}.`)).toBe(false);

      const seed = `${cycle}-${Date.now()}`;
      const highlights = await flood(Array.from({ length: FLOOD }, (_, i) => `/client/balance?_highlight=${seed}-${i}`));
      const searches = await flood(Array.from({ length: FLOOD }, (_, i) => `/search?q=${encodeURIComponent(`баланс ${seed} ${i}`)}`));
      const data = await flood(Array.from({ length: 2000 }, (_, i) => `/client/balance.data?_highlight=${seed}-${i}`));
      const { heapMb, rssMb } = await memory();
      curve.push(`cycle ${cycle}: heap after GC ${heapMb.toFixed(1)} MB, RSS ${rssMb.toFixed(1)} MB`);
      console.log(curve.at(-1), JSON.stringify({ searches: Object.fromEntries(searches) }));
      expect(server.child.exitCode, `cycle ${cycle}: the server is running`).toBeNull();
      expect(heapMb, `cycle ${cycle}: live heap measured`).toBeGreaterThan(0);
      expect(heapMb, `cycle ${cycle}: live heap`).toBeLessThan(HEAP_BUDGET_MB);
      expect(rssMb, `cycle ${cycle}: RSS`).toBeLessThan(RSS_LIMIT_MB);
      expect(Object.fromEntries(highlights), `cycle ${cycle}: highlight links`).toEqual({ 200: FLOOD });
      expect(Object.fromEntries(data), `cycle ${cycle}: .data`).toEqual({ 200: 2000 });
      // Searches may be shed with 503 when 16 already wait; anything else is a fault.
      expect(
        [...searches.keys()].filter((status) => status !== 200 && status !== 503),
        `cycle ${cycle}: searches`,
      ).toEqual([]);
      expect(searches.get(200) ?? 0, `cycle ${cycle}: searches answered`).toBeGreaterThan(0);
    }
    console.log(curve.join("\n"));
  });
});
