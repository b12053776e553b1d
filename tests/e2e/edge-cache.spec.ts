/**
 * The shipped edge cache (deploy/nginx/sms-docs.conf) in front of the production build: Debian's
 * nginx with the real file, only its listen address, upstream and cache folder adapted.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { siteConfig } from "../../site.config";
import { scratchNginxConf } from "../../scripts/lib/nginx-conf";

const appPort = Number(process.env.E2E_PORT ?? 3100);
const edgePort = appPort + 80;
const edge = `http://127.0.0.1:${edgePort}`;

/** Remix's unsigned cookie encoding: base64 of the JSON value. */
const cookie = (name: string, value: string) => `${name}=${Buffer.from(JSON.stringify(value)).toString("base64")}`;
const dark = cookie("theme", "dark");
const light = cookie("theme", "light");
const dismissed = cookie("announcement_dismissed", siteConfig.announcementBar.id);

// One nginx and one cache for the whole file: the tests build on what earlier ones stored.
test.describe.configure({ mode: "serial" });

let nginx: ChildProcess | undefined;
let prefix = "";

/** The shipped file with its three `# edge:` lines pointed at this test's ports and folder. */
function adaptedConfig(cacheDir: string): string {
  const shipped = fs.readFileSync("deploy/nginx/sms-docs.conf", "utf8");
  const replacements: [RegExp, string][] = [
    [/\/var\/cache\/nginx\/sms-docs(?= .*# edge: cache folder)/, cacheDir],
    [/server app:3000;(?= # edge: the app)/, `server 127.0.0.1:${appPort};`],
    [/listen 8080;(?= # edge: listen)/, `listen 127.0.0.1:${edgePort};`],
  ];
  return replacements.reduce((text, [pattern, value]) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx/sms-docs.conf no longer has ${pattern}`);
    return text.replace(pattern, value);
  }, shipped);
}

test.beforeAll(async () => {
  prefix = fs.mkdtempSync(path.join(os.tmpdir(), "edge-cache-"));
  // Started as root, nginx's workers run as `nobody` and must reach the cache folder.
  fs.chmodSync(prefix, 0o755);
  fs.mkdirSync(path.join(prefix, "logs"));
  fs.writeFileSync(path.join(prefix, "sms-docs.conf"), adaptedConfig(path.join(prefix, "cache")));
  fs.writeFileSync(
    path.join(prefix, "nginx.conf"),
    scratchNginxConf({ prefix, main: ["daemon off;"], workerConnections: 256, http: `  include ${prefix}/sms-docs.conf;` }),
  );
  let output = "";
  nginx = spawn("nginx", ["-c", path.join(prefix, "nginx.conf"), "-p", prefix], { stdio: ["ignore", "pipe", "pipe"] });
  nginx.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const failed = new Promise<never>((_, reject) => {
    nginx?.on("error", (error) => reject(new Error(`nginx did not start (${error.message}); npm test's preflight installs it`)));
    nginx?.on("exit", (code) => reject(new Error(`nginx exited ${code}: ${output}`)));
  });
  const listening = (async () => {
    for (;;) {
      try {
        return await fetch(`${edge}/healthz`);
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  })();
  await Promise.race([listening, failed]);
});

test.afterAll(() => {
  nginx?.kill("SIGQUIT");
  if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
});

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${edge}${url}`, { headers: { "Accept-Encoding": "br, gzip", ...headers } });
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

  test("a matching If-None-Match gets 304 from the cache, a stale one the page", async () => {
    const page = await firstAnswer("/api/json/send_sms");
    expect(page.status).toBe(200);
    const etag = page.headers.get("etag");
    expect(etag).toBeTruthy();
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
