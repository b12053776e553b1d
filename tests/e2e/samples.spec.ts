/**
 * Code samples, the Postman collection, CORS preflights of the contract files and the changelog, as the
 * production build serves them.
 */
import { expect, test, type Page } from "@playwright/test";
import { XMLParser, XMLValidator } from "fast-xml-parser";

// Each test opens pages that compile on their first request: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const LANGUAGES = ["cURL", "Python", "JavaScript", "Java", "PHP", "Go", "C#"];
const samples = (page: Page) => page.locator('.tabs[data-tabs-group="code"]').first();

// Pages compile on their first request; on a busy machine that takes a while.
test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  for (const path of ["/api/json/send_sms", "/api/xml/balance", "/ru/api/http/status", "/api_methods", "/changelog", "/ru/changelog"])
    await request.get(path, { timeout: 170_000 });
});

test.describe("code samples", () => {
  test("the chosen language is selected on the next API page, shown from the first paint", async ({ page }) => {
    await page.goto("/api/json/send_sms");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const tabs = samples(page);
    for (const label of LANGUAGES) await expect(tabs.getByRole("tab", { name: label, exact: true })).toBeVisible();
    await tabs.getByRole("tab", { name: "Python", exact: true }).click();
    await expect(tabs.locator('.tabs__panel[data-value="python"]')).toBeVisible();
    await expect(tabs.locator('.tabs__panel[data-value="curl"]')).toBeHidden();

    // Another family's page: the page's own scripts are held back, so only the head script has run.
    await page.route("**/assets/**", (route) => route.abort());
    await page.goto("/api/xml/balance");
    const next = samples(page);
    await expect(next.locator('.tabs__panel[data-value="python"]')).toBeVisible();
    await expect(next.locator('.tabs__panel[data-value="curl"]')).toBeHidden();
    await expect(next.locator(".tabs__list")).toBeVisible();
    const before = await next.boundingBox();
    await page.unroute("**/assets/**");

    await page.goto("/ru/api/http/status");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(samples(page).getByRole("tab", { name: "Python", exact: true })).toHaveAttribute("aria-selected", "true");
    await expect(samples(page).locator('.tabs__panel[data-value="python"] code')).toContainText("SMS_API_KEY");
    expect(before?.height).toBeGreaterThan(0);
  });

  test("without JavaScript every sample is visible under its label", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/api/json/send_sms");
    const tabs = samples(page);
    for (const label of [...LANGUAGES, "JSON"])
      await expect(tabs.locator(".tabs__panel-label", { hasText: new RegExp(`^${label.replace("+", "\\+")}$`) })).toBeVisible();
    await expect(tabs.locator(".tabs__panel")).toHaveCount(8);
    for (const panel of await tabs.locator(".tabs__panel").all()) await expect(panel).toBeVisible();
    await expect(tabs.locator(".tabs__list")).toBeHidden();
    await context.close();
  });

  test("the Markdown of an API page has the samples as fenced blocks", async ({ request }) => {
    const markdown = await (await request.get("/api/xml/send_sms.md")).text();
    for (const fence of ["```bash", "```python", "```js", "```java", "```php", "```go", "```csharp", "```xml"])
      expect(markdown).toContain(fence);
    expect(markdown).toContain("**C#**");
    expect(markdown).not.toContain("CodeSamples");
  });
});

test.describe("contract downloads", () => {
  test("the API overview links OpenAPI, XSD and the Postman collection as downloads", async ({ page, request }) => {
    await page.goto("/api_methods");
    const postman = page.locator('a[href="/api/postman.json"]');
    await expect(postman).toHaveAttribute("download", /\.postman_collection\.json$/);
    await expect(page.locator('a[href="/api/openapi.json"]')).toHaveAttribute("download", "openapi.json");
    await expect(page.locator('a[href="/api/xml/schema.xsd"]')).toHaveAttribute("download", "schema.xsd");
    const download = page.waitForEvent("download");
    await postman.click();
    expect((await download).suggestedFilename()).toMatch(/\.postman_collection\.json$/);

    const response = await request.get("/api/postman.json");
    expect(response.status()).toBe(200);
    expect(response.headers()["access-control-allow-origin"]).toBe("*");
    const collection = (await response.json()) as { info: { schema: string }; item: { item: unknown[] }[] };
    expect(collection.info.schema).toBe("https://schema.getpostman.com/json/collection/v2.1.0/collection.json");
    expect(collection.item.flatMap((f) => f.item).length).toBeGreaterThan(30);
    const etag = response.headers()["etag"] ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
  });

  for (const path of ["/api/openapi.json", "/api/xml/schema.xsd", "/api/postman.json"]) {
    test(`answers a CORS preflight for ${path}`, async ({ request }) => {
      const response = await request.fetch(path, {
        method: "OPTIONS",
        headers: {
          Origin: "https://tools.example",
          "Access-Control-Request-Method": "GET",
          "Access-Control-Request-Headers": "if-none-match",
        },
      });
      expect(response.status()).toBe(204);
      expect(response.headers()["access-control-allow-origin"]).toBe("*");
      expect(response.headers()["access-control-allow-methods"]).toContain("GET");
      expect(response.headers()["access-control-allow-headers"]).toBe("if-none-match");
    });
  }

  test("other paths still refuse OPTIONS", async ({ request }) => {
    expect((await request.fetch("/api_methods", { method: "OPTIONS" })).status()).toBe(405);
  });
});

test.describe("changelog", () => {
  test("lists dated entries, links its Atom feed, and the announcement links to the newest entry", async ({ page }) => {
    await page.goto("/changelog");
    await expect(page.locator("h1")).toHaveText("Зміни в API і документації");
    const first = page.locator(".changelog__entry").first();
    await expect(first.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute("href", "/changelog.atom");
    const id = await first.getAttribute("id");
    await expect(page.locator(".announcement a")).toHaveAttribute("href", `/changelog#${id}`);
    await page.goto("/ru/changelog");
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute("href", "/ru/changelog.atom");
    await expect(page.locator(".announcement a")).toHaveAttribute("href", `/ru/changelog#${id}`);
  });

  for (const path of ["/changelog.atom", "/ru/changelog.atom"]) {
    test(`${path} is a valid Atom feed with dated entries`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
      const xml = await response.text();
      expect(XMLValidator.validate(xml)).toBe(true);
      const feed = new XMLParser({ ignoreAttributes: false }).parse(xml).feed;
      expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
      const entries = Array.isArray(feed.entry) ? feed.entry : [feed.entry];
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
      expect(feed.link.find((l: Record<string, string>) => l["@_rel"] === "self")["@_href"]).toMatch(
        new RegExp(`${path.replace(/\./g, "\\.")}$`),
      );
    });
  }
});
