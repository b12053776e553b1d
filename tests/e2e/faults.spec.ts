/**
 * Faults and hostile content on a running production server with content of its own: a page that never
 * finishes compiling, front matter written as code, a broken page that is then fixed, an oversized page,
 * and the probes and metrics an operator relies on while it happens.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { metricValue, msUntil, startServer, waitForHealth } from "./helpers";

const port = Number(process.env.E2E_PORT ?? 3100) + 80;
const base = `http://127.0.0.1:${port}`;
const COMPILE_TIMEOUT_MS = 8000;

const metric = (name: string, labels = "") => metricValue(base, name, labels);

const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: Перевірка.\n---\n\n${body}\n`;

test.describe("faults and hostile content", () => {
  test.describe.configure({ mode: "serial" });
  let dir: string;
  let server: ReturnType<typeof startServer>;
  const marker = path.join(os.tmpdir(), `front-matter-ran-${process.pid}`);

  test.beforeAll(async () => {
    // Readiness waits for the search indexes and a warm-up compile: seconds on a busy machine.
    test.setTimeout(90_000);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "faults-"));
    fs.cpSync("tests/fixtures/content", dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "uk/spin.mdx"), page("Вічний цикл", "export const spin = (() => { while (true) {} })()\n\nТекст."));
    fs.writeFileSync(
      path.join(dir, "uk/code-front.mdx"),
      `---js\n{ title: (require("fs").writeFileSync(${JSON.stringify(marker)}, String(process.env.PATH)), "Код") }\n---\n\nТекст.\n`,
    );
    fs.writeFileSync(path.join(dir, "uk/huge.mdx"), page("Величезна", "Рядок тексту сторінки.\n\n".repeat(30_000)));
    fs.writeFileSync(path.join(dir, "uk/fixable.mdx"), page("Виправна", "Незакритий { вираз"));
    server = startServer({ PORT: String(port), CONTENT_DIR: dir, LOG_LEVEL: "silent", COMPILE_TIMEOUT_MS: String(COMPILE_TIMEOUT_MS) });
    await waitForHealth(`${base}/readyz`);
  });

  test.afterAll(async () => {
    server.child.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(marker, { force: true });
  });

  test("a page that never finishes compiling is stopped at the deadline; other pages, probes and the next compile go on", async () => {
    const hung = fetch(`${base}/spin`);
    // While the hung compile runs, a reader of another page waits at most for the deadline.
    const other = await fetch(`${base}/code`);
    expect(other.status).toBe(200);
    const answer = await hung;
    expect(answer.status).toBe(500);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.text()).toContain('lang="uk"');
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${base}/readyz`)).text()).toBe("ready\n");
    expect(await metric("sms_docs_compile_timeouts_total")).toBeGreaterThanOrEqual(1);
    // Remembered: a second request does not compile again (so it cannot wait for the deadline again).
    const compiles = await metric("sms_docs_compile_seconds_count");
    expect((await fetch(`${base}/spin`)).status).toBe(500);
    expect(await metric("sms_docs_compile_seconds_count")).toBe(compiles);
    expect((await fetch(`${base}/code-2`)).status).toBe(200);
  });

  test("front matter written as code is never run, and the page is left out", async () => {
    expect((await fetch(`${base}/code-front`)).status).toBe(404);
    expect(fs.existsSync(marker)).toBe(false);
    expect(await (await fetch(`${base}/sitemap.xml`)).text()).not.toContain("code-front");
    expect(await (await fetch(`${base}/llms.txt`)).text()).not.toContain("code-front");
  });

  test("an oversized page fails at once with an uncacheable error and costs no compile", async () => {
    const compilesBefore = await metric("sms_docs_compile_seconds_count");
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${base}/huge`);
      expect(response.status).toBe(500);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect(await metric("sms_docs_compile_seconds_count")).toBe(compilesBefore);
  });

  test("a broken page is an uncacheable 500 compiled once, and shows as soon as it is fixed", async () => {
    const before = await metric("sms_docs_compile_seconds_count", 'outcome="failed"');
    for (let i = 0; i < 4; i += 1) {
      const response = await fetch(`${base}/fixable`);
      expect(response.status).toBe(500);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect(await metric("sms_docs_compile_seconds_count", 'outcome="failed"')).toBe(before + 1);
    fs.writeFileSync(path.join(dir, "uk/fixable.mdx"), page("Виправна", "Виправлений текст."));
    const ms = await msUntil(async () => (await fetch(`${base}/fixable`)).status === 200, 5000);
    expect(ms).toBeLessThan(2000);
    const fixed = await fetch(`${base}/fixable`);
    expect(await fixed.text()).toContain("Виправлений текст.");
    expect(fixed.headers.get("cache-control")).toContain("public");
  });

  test("probes answer short generic bodies, without paths or errors", async () => {
    for (const probe of ["/healthz", "/readyz"]) {
      const response = await fetch(`${base}${probe}`);
      const body = await response.text();
      expect(body.length).toBeLessThan(16);
      expect(body).not.toContain(dir);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  test("/metrics exposes heap, caches, queues, compiles, searches and responses", async () => {
    await fetch(`${base}/search?q=${encodeURIComponent("сторінка")}`);
    const text = await (await fetch(`${base}/metrics`)).text();
    for (const name of [
      "sms_docs_heap_limit_bytes",
      "sms_docs_heap_used_after_major_gc_bytes",
      "sms_docs_process_resident_memory_bytes",
      'sms_docs_cache_bytes{cache="documents"}',
      'sms_docs_cache_hit_ratio{cache="pages"}',
      'sms_docs_queue_waiting{queue="compile"}',
      "sms_docs_compile_seconds_bucket",
      'sms_docs_search_seconds_count{mode="page"}',
      'sms_docs_http_responses_total{status="5xx"}',
    ]) {
      expect(text, name).toContain(name);
    }
  });
});
