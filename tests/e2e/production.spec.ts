import { expect, test, type APIResponse } from "@playwright/test";
import { fixtureURL } from "./helpers";

function expectSecurityHeaders(response: APIResponse, url: string) {
  const headers = response.headers();
  expect(headers["x-content-type-options"], url).toBe("nosniff");
  expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"], url).toBe("DENY");
  expect(headers["permissions-policy"], url).toContain("camera=()");
  expect(headers["content-security-policy"], url).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"], url).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  expect(headers["x-powered-by"], url).toBeUndefined();
}

test.describe("security headers", () => {
  test("are on every response: pages, errors, assets, robots, health", async ({ request }) => {
    const page = await request.get("/client/balance");
    const asset = (await page.text()).match(/\/assets\/[\w.-]+\.css/)?.[0] ?? "";
    for (const url of ["/client/balance", "/ru/", "/nope", "/robots.txt", "/sitemap.xml", "/healthz", asset, "/img/logo.svg"]) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBeLessThan(500);
      expectSecurityHeaders(response, url);
    }
  });

  test("the nonce of the policy is the nonce of the page's scripts, and new on every response", async ({ request }) => {
    const first = await request.get("/client/balance");
    const second = await request.get("/client/balance");
    const nonce = (r: APIResponse) => /'nonce-([^']+)'/.exec(r.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce(first)).not.toBe(nonce(second));
    const html = await first.text();
    const scriptNonces = [...html.matchAll(/<script\b[^>]*\bnonce="([^"]+)"/g)].map((m) => m[1]);
    expect(scriptNonces.length).toBeGreaterThan(2);
    expect(new Set(scriptNonces)).toEqual(new Set([nonce(first)]));
    expect(html.match(/<script\b(?![^>]*\bnonce=)[^>]*>/g) ?? []).toEqual([]);
  });

  test("no HSTS and no tag manager by default", async ({ request }) => {
    const response = await request.get("/");
    expect(response.headers()["strict-transport-security"]).toBeUndefined();
    expect(await response.text()).not.toContain("googletagmanager");
  });

  test("with GTM_CONTAINER_ID and HSTS set, the tag manager script carries the nonce and HSTS is sent", async ({ request }) => {
    const response = await request.get(`${fixtureURL}/`);
    expect(response.headers()["strict-transport-security"]).toContain("max-age=31536000");
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<script nonce="${nonce?.replace(/[+/=]/g, "\\$&")}"[^>]*>\\(function\\(w,d,s,l,i\\)`));
    expect(html).toContain("GTM-TEST123");
    expect(response.headers()["content-security-policy"]).toContain("https://www.googletagmanager.com");
  });
});

test.describe("HTTP caching", () => {
  test("pages have a strong ETag, a CDN-friendly Cache-Control and Vary: Cookie; revalidation answers 304", async ({ request }) => {
    const first = await request.get("/client/balance");
    const etag = first.headers().etag ?? "";
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers()["cache-control"]).toMatch(/max-age=\d+.*stale-while-revalidate=\d+/);
    expect(first.headers().vary).toMatch(/Cookie/);
    const again = await request.get("/client/balance");
    expect(again.headers().etag).toBe(etag);

    const revalidated = await request.get("/client/balance", { headers: { "If-None-Match": etag } });
    expect(revalidated.status()).toBe(304);
    expect(await revalidated.body()).toHaveLength(0);
    // The browser keeps the cached page and its policy; a new nonce here would block its scripts.
    expect(revalidated.headers()["content-security-policy"]).toBeUndefined();

    const dark = await request.get("/client/balance", { headers: { Cookie: "theme=ImRhcmsi", "If-None-Match": etag } });
    expect(dark.status()).toBe(200);
    expect(dark.headers().etag).not.toBe(etag);
  });

  test("hashed assets are immutable for a year, public files cached briefly", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0] ?? "";
    const cached = await request.get(asset);
    expect(cached.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await request.get("/img/logo.svg")).headers()["cache-control"]).toBe("public, max-age=3600");
    expect((await request.get("/assets/missing-123.js")).status()).toBe(404);
  });
});

test.describe("health", () => {
  test("/healthz is live and /readyz reports content and search indexes loaded", async ({ request }) => {
    expect((await request.get("/healthz")).status()).toBe(200);
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(ready.headers()["cache-control"]).toBe("no-store");
    expect(await ready.json()).toMatchObject({
      ready: true,
      content: { ready: true, pages: { uk: 100, ru: 100 } },
      search: { ready: true },
    });
  });
});

test.describe("methods, SEO files", () => {
  test("pages refuse other methods with 405 and Allow", async ({ request }) => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const response = await request.fetch("/client/balance", { method });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow).toBe("GET, HEAD");
    }
    const head = await request.fetch("/client/balance", { method: "HEAD" });
    expect(head.status()).toBe(200);
  });

  test("robots.txt allows all and links the sitemap; the sitemap lists public pages with alternates", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Allow: /");
    expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap.match(/<url>/g)?.length).toBe(200);
    expect(sitemap).toMatch(/<loc>[^<]+\/ru\/client\/balance<\/loc>/);
    expect(sitemap).toMatch(/hreflang="x-default" href="[^"]+\/client\/balance"/);
    expect(sitemap).not.toContain("/search");
  });
});
