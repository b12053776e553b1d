import { createHash } from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";
import { expect, test, type APIResponse } from "@playwright/test";
import { countPages, fixtureURL } from "./helpers";

function expectSecurityHeaders(response: APIResponse, url: string) {
  const headers = response.headers();
  expect(headers["x-content-type-options"], url).toBe("nosniff");
  expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"], url).toBe("DENY");
  expect(headers["permissions-policy"], url).toContain("camera=()");
  expect(headers["content-security-policy"], url).toMatch(/script-src 'self'/);
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

  test("no header is sent twice: pages (rendered and cached), .data, robots.txt, a 404, static files, contract files", async ({
    request,
  }) => {
    const page = await request.get("/client/balance");
    const asset = (await page.text()).match(/\/assets\/[\w.-]+\.js/)?.[0] ?? "";
    const rawNames = (path: string) =>
      new Promise<string[]>((resolve, reject) => {
        http
          .get(new URL(path, page.url()), { headers: { "Accept-Encoding": "gzip, br" } }, (res) => {
            res.resume();
            res.on("end", () => resolve(res.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase())));
          })
          .on("error", reject);
      });
    const paths = [
      "/client/balance",
      "/client/balance",
      "/client/balance.data",
      "/robots.txt",
      "/nope",
      "/ru/nope",
      asset,
      "/img/logo.svg",
    ];
    for (const path of [...paths, "/api/openapi.json", "/client/balance.md", "/changelog.atom", "/search?q=sms"]) {
      const names = await rawNames(path);
      expect(names, path).toContain("x-content-type-options");
      const repeated = names.filter((name, i) => names.indexOf(name) !== i && name !== "set-cookie");
      expect(repeated, path).toEqual([]);
    }
  });

  test("the policy allows exactly the page's inline scripts, by hash, and is the same for every reader of the page", async ({
    request,
  }) => {
    const first = await request.get("/client/balance");
    const second = await request.get("/client/balance?utm_source=mail");
    const policy = first.headers()["content-security-policy"] ?? "";
    expect(second.headers()["content-security-policy"]).toBe(policy);
    const html = await first.text();
    const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
    expect(inline.length).toBeGreaterThan(2);
    const hashes = new Set(inline.map((text) => createHash("sha256").update(text).digest("base64")));
    const allowed = new Set([...policy.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]));
    expect(allowed).toEqual(hashes);
    expect(policy).not.toContain("nonce-");
    expect(html).not.toContain("nonce=");
    // Well-formed: nothing after the end of the document.
    expect(html.trimEnd().endsWith("</body></html>")).toBe(true);
  });

  test("a page answered from the document cache carries exactly the headers of its first render", async ({ request }) => {
    // The fixture server's Russian home in dark mode: rendered by the app once, then served from the cache.
    const url = `${fixtureURL}/ru/?from=first`;
    const headers = { Cookie: "theme=ImRhcmsi", "Accept-Encoding": "gzip, br" };
    const comparable = (response: APIResponse) =>
      Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !["date", "x-request-id"].includes(name)));
    const first = await request.get(url, { headers });
    const second = await request.get(`${fixtureURL}/ru/?from=second`, { headers });
    expect(second.status()).toBe(200);
    expect(comparable(second)).toEqual(comparable(first));
    expect(second.headers()["x-request-id"]).toMatch(/^[\w-]{36}$/);
    expect(second.headers()["x-request-id"]).not.toBe(first.headers()["x-request-id"]);
    expectSecurityHeaders(second, url);
  });

  test("no HSTS and no tag manager by default", async ({ request }) => {
    const response = await request.get("/");
    expect(response.headers()["strict-transport-security"]).toBeUndefined();
    expect(await response.text()).not.toContain("googletagmanager");
  });

  test("with GTM_CONTAINER_ID and HSTS set, the tag manager script is allowed by its hash and HSTS is sent", async ({ request }) => {
    const response = await request.get(`${fixtureURL}/`);
    expect(response.headers()["strict-transport-security"]).toContain("max-age=31536000");
    const html = await response.text();
    const loader = /<script>(\(function\(w,d,s,l,i\)[\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(loader).not.toBe("");
    const hash = createHash("sha256").update(loader).digest("base64");
    expect(response.headers()["content-security-policy"]).toContain(`'sha256-${hash}'`);
    expect(html).toContain("GTM-TEST123");
    expect(response.headers()["content-security-policy"]).toContain("https://www.googletagmanager.com");
  });
});

test.describe("third-party licences", () => {
  test("are served as one file instead of comments in every chunk of browser code", async ({ request }) => {
    const response = await request.get("/third-party-licenses.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    for (const name of ["react-dom@", "@remix-run/react@", "react-router@", "medium-zoom@", "mermaid@"]) expect(text).toContain(name);
    expect(text).toContain("Permission is hereby granted");
    const html = await (await request.get("/client/balance")).text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? "");
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) expect(await (await request.get(script)).text(), script).not.toContain("@license");
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
    expect(revalidated.headers().etag).toBe(etag);

    const dark = await request.get("/client/balance", { headers: { Cookie: "theme=ImRhcmsi", "If-None-Match": etag } });
    expect(dark.status()).toBe(200);
    expect(dark.headers().etag).not.toBe(etag);
  });

  test("documents are stored compressed once: brotli and gzip variants with their own ETags, the same bytes every time", async ({
    request,
  }) => {
    const identity = await request.get("/api/json/send_sms", { headers: { "Accept-Encoding": "identity" } });
    const raw = (url: string, encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const target = new URL(url, identity.url());
        http
          .get(target, { headers: { "Accept-Encoding": encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on("error", reject);
      });
    const br = await raw("/api/json/send_sms", "gzip, deflate, br");
    const brAgain = await raw("/api/json/send_sms?utm_campaign=x", "br;q=1, gzip;q=0.5");
    const gz = await raw("/api/json/send_sms", "gzip");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(br.headers.vary).toBe("Cookie, Accept, Accept-Encoding");
    expect(br.body.equals(brAgain.body)).toBe(true);
    expect(br.body.length).toBeLessThan((await identity.body()).length / 4);
    expect(zlib.brotliDecompressSync(br.body).equals(await identity.body())).toBe(true);
    expect(zlib.gunzipSync(gz.body).equals(await identity.body())).toBe(true);
    const tags = new Set([identity.headers().etag, br.headers.etag, gz.headers.etag]);
    expect(tags.size).toBe(3);
  });

  test("query strings never change a page: one document, without the query in its links; unknown paths share the 404 of their suggestions", async ({
    request,
  }) => {
    const plain = await request.get("/ru/client/balance");
    const tagged = await request.get("/ru/client/balance?utm_source=news&ref=42&_highlight=%D0%B1%D0%B0%D0%BB%D0%B0%D0%BD%D1%81");
    expect(tagged.headers().etag).toBe(plain.headers().etag);
    expect(await tagged.text()).not.toContain("utm_source");
    // The 404 suggests the pages closest to the path: paths with the same suggestions share one document.
    const missing = await request.get("/no/such/page-1");
    const missingToo = await request.get("/no/such/page-1?x=2");
    expect(missing.status()).toBe(404);
    expect(missingToo.status()).toBe(404);
    expect(missingToo.headers().etag).toBe(missing.headers().etag);
    expect(await missingToo.text()).not.toContain("x=2");
    const another = await request.get("/another/missing");
    expect(await another.text()).not.toContain("another/missing");
    const ruMissing = await request.get("/ru/no/such/page");
    expect(ruMissing.headers().etag).not.toBe(missing.headers().etag);
  });

  test("hashed assets are immutable for a year, public files cached briefly", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0] ?? "";
    const cached = await request.get(asset);
    expect(cached.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await request.get("/img/logo.svg")).headers()["cache-control"]).toBe("public, max-age=604800");
    expect((await request.get("/favicon.svg")).headers()["cache-control"]).toBe("public, max-age=3600");
    expect((await request.get("/assets/missing-123.js")).status()).toBe(404);
  });
});

test.describe("health", () => {
  test("/healthz is live and /readyz is ready, both with short bodies that give nothing away", async ({ request }) => {
    const live = await request.get("/healthz");
    expect(live.status()).toBe(200);
    expect(await live.text()).toBe("live\n");
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(ready.headers()["cache-control"]).toBe("no-store");
    expect(await ready.text()).toBe("ready\n");
    // The fixture content has a page that does not compile: readiness does not depend on it.
    expect(await (await request.get(`${fixtureURL}/readyz`)).text()).toBe("ready\n");
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
    const pages = countPages();
    expect(sitemap.match(/<url>/g)?.length).toBe(pages.uk.listed + pages.ru.listed);
    expect(sitemap).toMatch(/<loc>[^<]+\/ru\/client\/balance<\/loc>/);
    expect(sitemap).toMatch(/hreflang="x-default" href="[^"]+\/client\/balance"/);
    expect(sitemap).not.toContain("/search");
    // The fixture content has a draft and an unlisted page: neither is listed.
    const fixtures = countPages("tests/fixtures/content");
    const fixtureSitemap = await (await request.get(`${fixtureURL}/sitemap.xml`)).text();
    expect(fixtureSitemap.match(/<url>/g)?.length).toBe(fixtures.uk.listed + fixtures.ru.listed);
  });
});
