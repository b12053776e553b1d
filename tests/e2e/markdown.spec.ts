/** Markdown of pages, llms.txt and the "Copy page" control, against the production build. */
import { expect, test } from "@playwright/test";
import { fixtureURL, titleOf } from "./helpers";

/** Pages the sitemap lists for a locale, as paths (the sitemap is the site's list of public pages). */
async function sitemapPaths(request: import("@playwright/test").APIRequestContext, locale: "uk" | "ru"): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  return paths.filter((p) => (locale === "ru" ? p.startsWith("/ru/") : !p.startsWith("/ru/"))).sort();
}

/** The page paths an llms.txt links to, from its `.md` links. */
function llmsPagePaths(text: string): string[] {
  return [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\.md\)/gm)]
    .map((m) => new URL(m[1] ?? "").pathname)
    .map((p) => (p.endsWith("/index") ? p.slice(0, -"index".length) : p))
    .sort();
}

test.describe("Markdown of a page", () => {
  test("/{path}.md answers the page as Markdown, with ETag, 304, compression and a canonical link", async ({ request }) => {
    const response = await request.get("/client/balance.md");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(response.headers().link).toBe('<https://docs.sms.example/client/balance>; rel="canonical"');
    const text = await response.text();
    expect(text.startsWith(`# ${titleOf("uk", "/client/balance")}\n`)).toBe(true);
    expect(text).not.toMatch(/<\/?(Tabs|TabItem)|:::|\{\{/);

    const etag = response.headers().etag ?? "";
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await request.get("/client/balance.md", { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
    const brotli = await request.get("/client/balance.md", { headers: { "Accept-Encoding": "br" } });
    expect(brotli.headers()["content-encoding"]).toBe("br");
    expect(await brotli.text()).toBe(text);
  });

  test("Russian pages keep their language and their links", async ({ request }) => {
    const text = await (await request.get("/ru/api/json/send_sms.md")).text();
    expect(text.startsWith(`# ${titleOf("ru", "/ru/api/json/send_sms")}\n`)).toBe(true);
    expect(text).toMatch(/\]\(https:\/\/docs\.sms\.example\/ru\/[a-z]/);
    expect(text).not.toMatch(/\]\(\/(?!\/)/);
    expect(text).toContain("```json");
  });

  test("the page URL answers Markdown to a client that asks for it, and HTML to browsers", async ({ request }) => {
    const markdown = await request.get("/ru/client/balance", { headers: { Accept: "text/markdown" } });
    expect(markdown.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(markdown.headers().vary).toMatch(/Accept/);
    expect(markdown.headers()["cache-control"]).toMatch(/^private/);
    expect(await markdown.text()).toBe(await (await request.get("/ru/client/balance.md")).text());

    const html = await request.get("/ru/client/balance", { headers: { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" } });
    expect(html.headers()["content-type"]).toBe("text/html; charset=utf-8");
    expect(html.headers().vary).toMatch(/Cookie, Accept\b/);
  });

  test("index pages' Markdown is at index.md; the folder form redirects there", async ({ request }) => {
    expect((await request.get("/index.md")).status()).toBe(200);
    expect((await request.get("/ru/interface/index.md")).status()).toBe(200);
    const moved = await request.get("/interface.md?x=1", { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe("/interface/index.md?x=1");
  });

  test("unknown .md paths get the translated not-found page", async ({ page }) => {
    for (const [path, heading] of [
      ["/no-such-page.md", "Сторінку не знайдено"],
      ["/ru/client/nope.md", "Страница не найдена"],
      ["/client/balance/.md", "Сторінку не знайдено"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
  });

  test("each page's head links its Markdown", async ({ page }) => {
    await page.goto("/ru/api/json/balance");
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      "href",
      "https://docs.sms.example/ru/api/json/balance.md",
    );
  });
});

test.describe("llms.txt", () => {
  for (const locale of ["uk", "ru"] as const) {
    const prefix = locale === "ru" ? "/ru" : "";
    test(`${prefix}/llms.txt lists exactly the public pages of its locale, grouped like the sidebars`, async ({ request }) => {
      const response = await request.get(`${prefix}/llms.txt`);
      expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
      const text = await response.text();
      expect(text).toMatch(/^# SMS-Docs\n\n> /);
      expect(text).toContain(`https://docs.sms.example${prefix}/llms-full.txt`);
      expect(text).toMatch(locale === "uk" ? /\n## Документація\n[\s\S]*\n### Посібник клієнта\n[\s\S]*\n## API\n/ : /\n## Документация\n/);
      expect(llmsPagePaths(text)).toEqual(await sitemapPaths(request, locale));
    });

    test(`${prefix}/llms-full.txt holds every public page's Markdown`, async ({ request }) => {
      const text = await (await request.get(`${prefix}/llms-full.txt`)).text();
      // Each page starts with its title and a line naming its URL.
      const sources = [...text.matchAll(/^# .+\n\n(?:Сторінка|Страница): (https:\S+)$/gm)].map((m) => new URL(m[1] ?? "").pathname);
      expect(sources.sort()).toEqual(await sitemapPaths(request, locale));
      const balance = locale === "ru" ? "/ru/client/balance" : "/client/balance";
      expect(text).toContain(`# ${titleOf(locale, balance)}\n\n`);
      expect(text).toContain((await (await request.get(`${balance}.md`)).text()).split("\n").slice(4).join("\n"));
    });
  }

  test("drafts and unlisted pages never appear; an unlisted page still has its Markdown; a broken one says so", async ({ request }) => {
    const index = await (await request.get(`${fixtureURL}/llms.txt`)).text();
    const full = await (await request.get(`${fixtureURL}/llms-full.txt`)).text();
    for (const text of [index, full]) {
      expect(text).not.toContain("Чернетка");
      expect(text).not.toContain("Прихована сторінка");
    }
    expect(index).toContain(`${"https://docs.sms.example"}/code.md`);
    expect((await request.get(`${fixtureURL}/unlisted.md`)).status()).toBe(200);
    expect((await request.get(`${fixtureURL}/draft.md`)).status()).toBe(404);
    const broken = await request.get(`${fixtureURL}/broken.md`);
    expect(broken.status()).toBe(500);
    expect(await broken.text()).toContain("Ця сторінка аварійно завершила роботу.");
  });
});

test.describe("Copy page", () => {
  test("copies the page as Markdown, by keyboard, and announces it", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto("/client/balance");
    const button = page.getByRole("group", { name: "Сторінка у форматі Markdown" }).getByRole("button");
    await expect(button).toHaveAccessibleName("Копіювати сторінку");
    await expect(button).toBeVisible();
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Сторінку скопійовано" })).toHaveCount(1);
    await expect(button).toHaveText("Скопійовано");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await page.request.get("/client/balance.md")).text());
  });

  test("opens the page as Markdown in the browser", async ({ page }) => {
    await page.goto("/ru/client/balance");
    await page.getByRole("link", { name: "Открыть в формате Markdown" }).click();
    await expect(page).toHaveURL(/\/ru\/client\/balance\.md$/);
    await expect(page.locator("body")).toContainText(`# ${titleOf("ru", "/ru/client/balance")}`);
  });

  test("without JavaScript it is a plain link to the Markdown", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/client/balance");
    await expect(page.getByRole("link", { name: "Відкрити у форматі Markdown" })).toHaveAttribute("href", "/client/balance.md");
    await expect(page.getByRole("button", { name: "Копіювати сторінку" })).toBeHidden();
    await context.close();
  });
});
