/**
 * The shipped edge cache (deploy/nginx/sms-docs.conf) in front of the production build: Debian's
 * nginx with the real file, only its listen address, upstream and cache folder adapted. A second
 * copy of the same file stands in front of a stub upstream that answers everything as cacheable
 * (an app that forgot its headers): the edge's own rules must hold without the app's help.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { siteConfig } from "../../site.config";
import { scratchNginxConf, shippedEdgeConf } from "../../scripts/lib/nginx-conf";

const appPort = Number(process.env.E2E_PORT ?? 3100);
const edgePort = appPort + 80;
const stubPort = appPort + 81;
const stubEdgePort = appPort + 82;
const edge = `http://127.0.0.1:${edgePort}`;
const stubEdge = `http://127.0.0.1:${stubEdgePort}`;

/** Remix's unsigned cookie encoding: base64 of the JSON value. */
const cookie = (name: string, value: string) => `${name}=${Buffer.from(JSON.stringify(value)).toString("base64")}`;
const dark = cookie("theme", "dark");
const light = cookie("theme", "light");
const dismissed = cookie("announcement_dismissed", siteConfig.announcementBar.id);

// One nginx and one cache per upstream for the whole file: the tests build on what earlier ones stored.
test.describe.configure({ mode: "serial" });

/** Another edge file to run these tests against (e.g. an older version, to see which of them it fails). */
const edgeConfFile = process.env.EDGE_CONF ?? "deploy/nginx/sms-docs.conf";

/** Debian's nginx with the shipped file in a scratch folder; resolves once it answers. */
async function startEdge(upstreamPort: number, listenPort: number): Promise<{ stop: () => void; cacheDir: string }> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "edge-cache-"));
  // Started as root, nginx's workers run as `nobody` and must reach the cache folder.
  fs.chmodSync(prefix, 0o755);
  fs.mkdirSync(path.join(prefix, "logs"));
  // The zone name is the shipped one: each nginx is its own process, so two can share it.
  fs.writeFileSync(
    path.join(prefix, "sms-docs.conf"),
    shippedEdgeConf({ cacheDir: path.join(prefix, "cache"), upstreamPort, listenPort }, edgeConfFile),
  );
  fs.writeFileSync(
    path.join(prefix, "nginx.conf"),
    scratchNginxConf({ prefix, main: ["daemon off;"], workerConnections: 256, http: `  include ${prefix}/sms-docs.conf;` }),
  );
  let output = "";
  const nginx: ChildProcess = spawn("nginx", ["-c", path.join(prefix, "nginx.conf"), "-p", prefix], { stdio: ["ignore", "pipe", "pipe"] });
  nginx.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const failed = new Promise<never>((_, reject) => {
    nginx.on("error", (error) => reject(new Error(`nginx did not start (${error.message}); npm test's preflight installs it`)));
    nginx.on("exit", (code) => reject(new Error(`nginx exited ${code}: ${output}`)));
  });
  const listening = (async () => {
    for (;;) {
      try {
        return await fetch(`http://127.0.0.1:${listenPort}/healthz`);
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  })();
  await Promise.race([listening, failed]);
  const stop = () => {
    nginx.kill("SIGQUIT");
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  return { stop, cacheDir: path.join(prefix, "cache") };
}

/**
 * The stub upstream: every answer is `public, s-maxage=300` and echoes the caller's X-Request-Id,
 * `/broken-then-fixed` fails with a 500 on its first request, `/moved?…` redirects to `/moved/?…`, and
 * each answer says how many requests its URL has had, so a test sees whether the edge asked the upstream
 * or answered from its cache.
 */
const stubCounts = new Map<string, number>();
const stub = http.createServer((req, res) => {
  const url = req.url ?? "/";
  const count = (stubCounts.get(url) ?? 0) + 1;
  stubCounts.set(url, count);
  const failing = url.startsWith("/broken-then-fixed") && count === 1;
  const moved = url.startsWith("/moved?");
  res.writeHead(failing ? 500 : moved ? 301 : 200, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "public, max-age=60, s-maxage=300, stale-while-revalidate=3600",
    ...(moved && { Location: url.replace("?", "/?") }),
    ...(typeof req.headers["x-request-id"] === "string" && { "X-Request-Id": req.headers["x-request-id"] }),
  });
  res.end(`${failing ? "failed" : "answer"} ${count} for ${url}\n`);
});

const stops: (() => void)[] = [];
let appEdgeCacheDir = "";

test.beforeAll(async () => {
  await new Promise<void>((resolve) => stub.listen(stubPort, "127.0.0.1", resolve));
  stops.push(() => stub.close());
  const appEdge = await startEdge(appPort, edgePort);
  appEdgeCacheDir = appEdge.cacheDir;
  stops.push(appEdge.stop, (await startEdge(stubPort, stubEdgePort)).stop);
});

test.afterAll(() => {
  for (const stop of stops.splice(0)) stop();
});

async function get(url: string, headers: Record<string, string> = {}, base = edge) {
  const response = await fetch(`${base}${url}`, { headers: { "Accept-Encoding": "br, gzip", ...headers }, redirect: "manual" });
  return { status: response.status, cache: response.headers.get("x-cache-status"), headers: response.headers, html: await response.text() };
}

/**
 * A page's first answer through the edge, once the app gives one. While the app's compile queue is
 * full (other test workers compile pages on the same cold server) it answers 503 with Retry-After,
 * which the edge rightly does not store; a reader's browser would come back, and so does this.
 */
async function firstAnswer(url: string, headers: Record<string, string> = {}) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const page = await get(url, headers);
    if (page.status !== 503 || Date.now() > deadline) return page;
    await new Promise((resolve) => setTimeout(resolve, Math.min(1000, Number(page.headers.get("retry-after") ?? 1) * 1000)));
  }
}

test.describe("edge cache (deploy/nginx)", () => {
  test("repeats are hits, and analytics cookies do not split the cache", async () => {
    const first = await firstAnswer("/client/balance");
    expect(first.status).toBe(200);
    expect(first.cache).toBe("MISS");
    const again = await get("/client/balance");
    expect(again.cache).toBe("HIT");
    expect(again.html === first.html, "the hit is the same page").toBe(true);
    const withAnalytics = await get("/client/balance", { Cookie: "_ga=GA1.2.3.4; _gid=GA1.2.5.6; utm_session=x" });
    expect(withAnalytics.cache).toBe("HIT");
    // Browsers still learn that the page depends on cookies.
    expect(again.headers.get("vary")).toContain("Cookie");
  });

  test("each combination of the two preference cookies gets its own, right page", async () => {
    const combos = [
      { cookies: [], theme: siteConfig.colorMode.defaultMode, bar: true },
      { cookies: [dark], theme: "dark", bar: true },
      { cookies: [light, dismissed], theme: "light", bar: false },
      { cookies: [dark, dismissed], theme: "dark", bar: false },
    ];
    for (const combo of combos) {
      const headers = { Cookie: ["_ga=GA1.2.99", ...combo.cookies].join("; ") };
      const first = await firstAnswer("/ru/client/balance", headers);
      const second = await get("/ru/client/balance", headers);
      for (const page of [first, second]) {
        expect(/<html [^>]*data-theme="(\w+)"/.exec(page.html)?.[1]).toBe(combo.theme);
        expect(page.html.includes(siteConfig.announcementBar.content.ru), "announcement bar shown").toBe(combo.bar);
      }
      expect(first.cache).toBe("MISS");
      expect(second.cache).toBe("HIT");
    }
  });

  test("search is never cached", async () => {
    for (const url of ["/search?q=баланс", "/search?q=баланс", "/ru/search?q=баланс", "/search/suggest?q=бал", "/search/suggest?q=бал"]) {
      const page = await get(url);
      expect(page.status).toBe(200);
      expect(page.cache).toBe("BYPASS");
    }
  });

  test("MCP calls pass through, never stored: the same call twice is answered by the app twice", async () => {
    const body = JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "list_pages", arguments: { section: "/api/xml/" } },
    });
    const headers = { "Content-Type": "application/json", Accept: "application/json, text/event-stream", "Accept-Encoding": "br, gzip" };
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${edge}/mcp`, { method: "POST", headers, body });
      expect(response.status).toBe(200);
      expect(response.headers.get("x-cache-status")).toBe("BYPASS");
      expect(((await response.json()) as { result: { isError?: boolean } }).result.isError).toBeFalsy();
    }
    const get = await fetch(`${edge}/mcp`);
    expect(get.status).toBe(405);
    expect(get.headers.get("x-cache-status")).toBe("BYPASS");
    const big = await fetch(`${edge}/mcp`, { method: "POST", headers, body: "x".repeat(100 * 1024) });
    expect(big.status).toBe(413);
  });

  test("a client asking for Markdown at a page URL gets Markdown, never the cached HTML, and the HTML stays cached", async () => {
    expect((await firstAnswer("/api/json/balance")).status).toBe(200);
    expect((await get("/api/json/balance")).cache).toBe("HIT");
    for (let i = 0; i < 2; i += 1) {
      const markdown = await get("/api/json/balance", { Accept: "text/markdown" });
      expect(markdown.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
      expect(markdown.html.startsWith("# ")).toBe(true);
      expect(markdown.cache, "private: never stored").not.toBe("HIT");
    }
    const html = await get("/api/json/balance", { Accept: "text/html,*/*;q=0.8" });
    expect(html.cache).toBe("HIT");
    expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  test("HTML answered to an Accept that ranks Markdown lower is never served to a Markdown client, nor the reverse", async () => {
    // The app's negotiation: `text/html, text/markdown;q=0.5` is HTML, `text/markdown` is Markdown.
    const mixed = { Accept: "text/html, text/markdown;q=0.5" };
    for (let i = 0; i < 2; i += 1) {
      const html = i === 0 ? await firstAnswer("/client/bulk-sms", mixed) : await get("/client/bulk-sms", mixed);
      expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
    }
    for (const accept of ["text/markdown", "text/markdown, text/html;q=0.9", "TEXT/MARKDOWN"]) {
      const markdown = await get("/client/bulk-sms", { Accept: accept });
      expect(markdown.headers.get("content-type"), accept).toBe("text/markdown; charset=utf-8");
      expect(markdown.html.startsWith("# "), accept).toBe(true);
    }
    const html = await get("/client/bulk-sms", mixed);
    expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(html.html.includes("<h1"), "the page itself").toBe(true);
  });

  test("search in any letter case, its .data and its suggestions are never cached", async () => {
    for (const url of [
      "/SEARCH?q=sms",
      "/Search?q=sms",
      "/search.data?q=sms",
      "/ru/search.data?q=sms",
      "/RU/SEARCH?q=sms",
      "/search/SUGGEST?q=sm",
    ]) {
      for (let i = 0; i < 2; i += 1) {
        const answer = await get(url);
        expect(answer.status, url).toBeLessThan(500);
        expect(answer.cache, `${url}, request ${i + 1}`).toBe("BYPASS");
      }
    }
  });

  test("a client's X-Request-Id is neither stored with a page nor answered to anyone; each answer has the edge's own id", async () => {
    const sent = "reader-a.secret-42";
    const first = await firstAnswer("/ru/api/json/send_sms", { "X-Request-Id": sent });
    expect(first.status).toBe(200);
    const later = await get("/ru/api/json/send_sms");
    expect(later.cache).toBe("HIT");
    const ids = [first, later].map((answer) => answer.headers.get("x-request-id"));
    expect(ids).not.toContain(sent);
    // nginx's $request_id: 32 hex digits.
    for (const id of ids) expect(id, "the edge's own id").toMatch(/^[\da-f]{32}$/);
    expect(ids[1], "a stored answer gets a new id").not.toBe(ids[0]);
    // Also when the upstream echoes whatever id it is sent.
    const stubbed = await get("/echo-request-id", { "X-Request-Id": sent }, stubEdge);
    expect(stubbed.headers.get("x-request-id")).not.toBe(sent);
    const stubbedLater = await get("/echo-request-id", {}, stubEdge);
    expect(stubbedLater.cache).toBe("HIT");
    expect(stubbedLater.headers.get("x-request-id")).not.toBe(sent);
    expect(stubbedLater.headers.get("x-request-id")).not.toBe(stubbed.headers.get("x-request-id"));
  });

  test("the app itself answers with its own request id, never the client's", async ({ request }) => {
    const response = await request.get("/client/balance", { headers: { "X-Request-Id": "reader-b.7" } });
    expect(response.headers()["x-request-id"]).toMatch(/^[\da-f-]{36}$/);
  });

  test("a stored page's body starts on a 4 KiB page boundary of its cache file, and readers never see the padding", async () => {
    const url = "/api/json/send_sms";
    for (const encoding of ["identity", "gzip", "br"]) {
      const first = await firstAnswer(url, { "Accept-Encoding": encoding });
      expect(first.status).toBe(200);
      const hit = await get(url, { "Accept-Encoding": encoding });
      expect(hit.cache).toBe("HIT");
      expect(hit.headers.get("x-edge-padding")).toBeNull();
    }
    // Each cache file: nginx's binary header, `\nKEY: …\n`, the app's status line and headers, then the body.
    const files = fs.readdirSync(appEdgeCacheDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    const stored = files
      .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name)))
      .filter((bytes) => ["", "gzip", "br"].some((encoding) => bytes.includes(`\nKEY: ${url}||${encoding}||\n`)));
    expect(stored.length).toBe(3);
    for (const bytes of stored) expect((bytes.indexOf("\r\n\r\n") + 4) % 4096).toBe(0);
  });

  test("a coding refused with q=0 is never sent: br;q=0 gets gzip, gzip;q=0 gets brotli", async () => {
    await firstAnswer("/client/balance");
    const cases: [string, string | null][] = [
      ["br;q=0, gzip", "gzip"],
      ["gzip, br; q=0.000", "gzip"],
      ["BR;Q=0, GZIP", "gzip"],
      ["br;q=0", null],
      ["gzip;q=0, br", "br"],
      ["gzip, br;q=0.5", "br"],
    ];
    for (const [acceptEncoding, expected] of cases) {
      const answer = await get("/client/balance", { "Accept-Encoding": acceptEncoding });
      expect(answer.status, acceptEncoding).toBe(200);
      expect(answer.headers.get("content-encoding"), acceptEncoding).toBe(expected);
      expect(answer.html.includes("<h1"), `${acceptEncoding}: a readable page`).toBe(true);
    }
  });

  test("campaign and highlight parameters share the page's entry, and the stored page carries none of them", async () => {
    const first = await firstAnswer("/ru/client/bulk-sms?utm_source=mail-a&utm_campaign=spring&gclid=reader-a");
    expect(first.status).toBe(200);
    for (const query of [
      "",
      "?utm_source=mail-b",
      "?gclid=reader-b",
      "?fbclid=x&utm_medium=cpc",
      "?_highlight=sms&_highlight=bulk",
      "?ref=partner",
      "?utm_source=a&utm_medium=b&utm_campaign=c&utm_term=d&utm_content=e&utm_id=f&gclid=g&fbclid=h&_highlight=i&ref=j",
    ]) {
      const answer = await get(`/ru/client/bulk-sms${query}`);
      expect(answer.cache, query).toBe("HIT");
      expect(answer.html.includes("reader-a"), `${query}: no other reader's parameters`).toBe(false);
    }
    // Parameters the edge does not know stay in the key.
    expect((await get("/ru/client/bulk-sms?utm_source=mail-b&version=2")).cache).not.toBe("HIT");
  });

  test("redirects keep each reader's own query string and are never stored, even when they say public", async () => {
    // The app: a folder page asked without its trailing slash answers 301 to the canonical URL, query kept.
    for (const reader of ["a", "b"]) {
      const answer = await get(`/ru/interface?utm_source=reader-${reader}`);
      expect(answer.status).toBe(301);
      expect(answer.headers.get("location")).toBe(`/ru/interface/?utm_source=reader-${reader}`);
      expect(answer.cache).not.toBe("HIT");
    }
    // An upstream whose redirects are marked cacheable: each one still reaches it.
    for (const url of ["/moved?utm_source=reader-a", "/moved?utm_source=reader-b", "/moved?utm_source=reader-b"]) {
      const before = stubCounts.get(url) ?? 0;
      const answer = await get(url, {}, stubEdge);
      expect(answer.status, url).toBe(301);
      expect(answer.headers.get("location"), url).toBe(url.replace("?", "/?"));
      expect(stubCounts.get(url), `${url}: asked the upstream`).toBe(before + 1);
    }
  });

  test("a 5xx is never stored, whatever its Cache-Control: the fixed page is served right after", async () => {
    const broken = await get("/broken-then-fixed", {}, stubEdge);
    expect(broken.status).toBe(500);
    const fixed = await get("/broken-then-fixed", {}, stubEdge);
    expect(fixed.status).toBe(200);
    expect(fixed.html).toContain("answer 2");
  });

  test("health, readiness, MCP and feedback answers are never cached, even when they say public", async () => {
    for (const url of ["/healthz", "/readyz", "/mcp", "/MCP", "/feedback", "/feedback/ratings.data", "/search?q=x"]) {
      const first = await get(url, {}, stubEdge);
      const second = await get(url, {}, stubEdge);
      expect(first.status, url).toBe(200);
      expect(second.cache, url).toBe("BYPASS");
      const [a, b] = [first, second].map((answer) => Number(/answer (\d+)/.exec(answer.html)?.[1]));
      expect(b, `${url}: both requests reached the upstream`).toBe((a ?? 0) + 1);
    }
  });

  test("/metrics and /insights are not served through the public edge", async () => {
    for (const url of [
      "/metrics",
      "/METRICS",
      "/metrics/",
      "/insights",
      "/insights/feedback.csv",
      "/Insights.data",
      "/insights-weekly",
      "/ru/insights",
    ]) {
      const before = stubCounts.get(url) ?? 0;
      const answer = await get(url, {}, stubEdge);
      expect(answer.status, url).toBe(404);
      expect(stubCounts.get(url) ?? 0, `${url}: the upstream was not asked`).toBe(before);
    }
  });

  test("distinct unknown paths are not stored (a flood of them cannot push pages out)", async () => {
    for (let i = 0; i < 2; i += 1) {
      const answer = await get("/no/such/page-edge");
      expect(answer.status).toBe(404);
      expect(answer.cache).not.toBe("HIT");
    }
  });

  test("a matching If-None-Match gets 304 from the cache, a stale one the page", async () => {
    const page = await firstAnswer("/api/json/send_sms");
    expect(page.status).toBe(200);
    const etag = page.headers.get("etag");
    expect(etag, "a strong ETag").toMatch(/^"[^"]+"$/);
    const notModified = await get("/api/json/send_sms", { "If-None-Match": etag ?? "" });
    expect(notModified.status).toBe(304);
    expect(notModified.cache).toBe("HIT");
    expect(notModified.html).toBe("");
    const changed = await get("/api/json/send_sms", { "If-None-Match": '"something-else"' });
    expect(changed.status).toBe(200);
    expect(changed.html.includes("<h1"), "the page itself").toBe(true);
    // Each encoding is its own entry, with its own ETag.
    const gzip = await get("/api/json/send_sms", { "Accept-Encoding": "gzip" });
    expect(gzip.headers.get("content-encoding") ?? "gzip").toBe("gzip");
    expect(gzip.headers.get("etag")).not.toBe(etag);
  });

  test("a preference form posted through the edge sets its cookie (the app sees the Host the browser sent)", async ({ request }) => {
    // As a browser's form post: same-origin Origin, the edge's address with its port in Host.
    const response = await request.post(`${edge}/action/color-mode`, {
      headers: { Origin: edge },
      form: { colorMode: "dark", returnTo: "/client/balance" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers()["set-cookie"]).toContain("theme=");
  });

  test("hit ratio for readers who each carry their own analytics cookies", async () => {
    const pages = ["/", "/client/balance", "/ru/client/balance", "/api/json/send_sms", "/ru/", "/api/json/webhook"];
    const preferences = ["", dark, `${light}; ${dismissed}`, dismissed];
    let hits = 0;
    let total = 0;
    for (let reader = 0; reader < 60; reader += 1) {
      const cookies = [`_ga=GA1.2.${reader}.${reader * 7}`, preferences[reader % preferences.length]].filter(Boolean).join("; ");
      for (const url of pages) {
        const page = await get(url, { Cookie: cookies });
        expect(page.status).toBe(200);
        total += 1;
        if (page.cache === "HIT") hits += 1;
      }
    }
    const ratio = hits / total;
    test.info().annotations.push({ type: "edge hit ratio", description: ratio.toFixed(3) });
    console.log(`edge cache: ${hits}/${total} hits (${(ratio * 100).toFixed(1)} %) for 60 readers with distinct analytics cookies`);
    // Only the first reader of each page and preference combination misses: 6 pages × 4 combinations.
    expect(total - hits).toBeLessThanOrEqual(pages.length * preferences.length);
  });
});
