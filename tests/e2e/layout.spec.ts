import { expect, test } from "@playwright/test";

/** The value Remix's createCookie wrote: base64 of its JSON, URI-encoded. */
const decodeCookie = (value: string | undefined): unknown =>
  value === undefined ? undefined : JSON.parse(Buffer.from(decodeURIComponent(value), "base64").toString("utf8"));

test.describe("language switch", () => {
  test("keeps path, query and hash", async ({ page }) => {
    await page.goto("/client/balance?utm=1#related");
    await page.locator(".language-dropdown summary").click();
    await page.getByRole("link", { name: "Русский" }).click();
    await expect(page).toHaveURL(/\/ru\/client\/balance\?utm=1#related$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(page.locator(".navbar__items").getByRole("link", { name: "Документация" })).toBeVisible();

    await page.locator(".language-dropdown summary").click();
    await page.getByRole("link", { name: "Українська" }).click();
    await expect(page).toHaveURL(/\/client\/balance\?utm=1#related$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "uk");
  });

  test("navbar links are locale-prefixed and translated", async ({ page }) => {
    await page.goto("/ru/client/balance");
    await expect(page.locator(".navbar__items").getByRole("link", { name: "Документация" })).toHaveAttribute("href", "/ru/");
    await expect(page.locator(".navbar__items").getByRole("link", { name: "API" })).toHaveAttribute("href", "/ru/api_methods");
    await page.goto("/client/balance");
    await expect(page.locator(".navbar__items").getByRole("link", { name: "Документація" })).toHaveAttribute("href", "/");
  });
});

test.describe("colour mode", () => {
  test("is light by default and ignores the system preference", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await context.close();
  });

  test("toggles without a reload, and the server renders the choice on the next load (no flash)", async ({ page, request }) => {
    await page.goto("/client/balance");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole("button", { name: /колірний режим/ }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    // The page switches at once; the cookie comes with the action's response, a moment later.
    const themeCookie = async () => (await page.context().cookies()).find((c) => c.name === "theme")?.value;
    await expect.poll(async () => decodeCookie(await themeCookie())).toBe("dark");
    const html = await (await request.get("/client/balance", { headers: { Cookie: `theme=${await themeCookie()}` } })).text();
    expect(html).toMatch(/<html[^>]* data-theme="dark"/);

    await page.getByRole("button", { name: /колірний режим/ }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  });

  test("works without JavaScript (form post and redirect back)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/ru/client/balance?x=1");
    await page.getByRole("button", { name: /цветовой режим/ }).click();
    await expect(page).toHaveURL(/\/ru\/client\/balance\?x=1$/);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await context.close();
  });

  test("other open tabs follow", async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto("/");
    await second.goto("/client/balance");
    await expect(first.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(second.locator("html")).toHaveAttribute("data-hydrated", "true");
    await first.getByRole("button", { name: /колірний режим/ }).click();
    // At once in practice (BroadcastChannel); a background tab on a busy machine is only given the usual wait.
    await expect(second.locator("html")).toHaveAttribute("data-theme", "dark");
  });
});

test.describe("docs layout", () => {
  test("sidebar highlights the page, breadcrumbs and paginator follow the sidebar", async ({ page }) => {
    await page.goto("/client/balance");
    const active = page.locator(".doc-sidebar .menu__link--active");
    await expect(active).toHaveCount(1);
    await expect(active).toHaveAttribute("href", "/client/balance");
    await expect(page.locator(".breadcrumbs")).toContainText("Документація");
    const next = page.locator(".pagination-nav__link--next");
    const nextHref = await next.getAttribute("href");
    await next.click();
    // The next page may be rendered for the first time here, on a machine kept busy by the rest of the suite.
    await expect(page).toHaveURL(new RegExp(`${nextHref}$`), { timeout: 20_000 });
    await expect(page.locator(".doc-sidebar .menu__link--active")).toHaveAttribute("href", nextHref ?? "", { timeout: 20_000 });
  });

  test("the API navbar item opens the API sidebar", async ({ page }) => {
    await page.goto("/");
    await page.locator(".navbar__items").getByRole("link", { name: "API" }).click();
    // The URL changes once the page's data has arrived: a first render of the page can take
    // seconds while the rest of the suite keeps both cores busy.
    await expect(page).toHaveURL(/\/api_methods$/, { timeout: 20_000 });
    await expect(page.locator(".doc-sidebar")).toContainText("JSON API", { timeout: 20_000 });
    await expect(page.locator(".doc-sidebar")).not.toContainText("Посібник клієнта");
  });

  test("client navigations reach folder index pages (their data URL has no trailing slash)", async ({ page }) => {
    await page.goto("/ru/api/json/send_sms");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.locator(".navbar__items").getByRole("link", { name: "Документация" }).click();
    await expect(page).toHaveURL(/\/ru\/$/, { timeout: 20_000 });
    await expect(page.locator(".doc-sidebar .menu__link--active")).toHaveAttribute("href", "/ru/");
    await page.locator(".doc-sidebar").getByRole("link", { name: "Интерфейс", exact: false }).first().click();
    await expect(page).toHaveURL(/\/ru\/interface\/$/, { timeout: 20_000 });
    await expect(page.locator("h1")).toBeVisible();
  });

  test("the table of contents highlights the heading being read", async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 700 });
    await page.goto("/client/balance");
    const links = page.locator(".toc__link");
    const count = await links.count();
    expect(count).toBeGreaterThan(2);
    const lastId = (await links.nth(count - 1).getAttribute("href"))?.slice(1) ?? "";
    await page.locator(`[id="${lastId}"]`).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 20000);
    await expect(page.locator(".toc__link--active")).toHaveAttribute("href", `#${lastId}`);
  });

  test("mobile menu opens at 800 px, closes on a link, and closes itself at desktop width", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto("/client/balance");
    await expect(page.locator(".doc-sidebar")).toBeHidden();
    const toggle = page.locator(".navbar__toggle");
    await expect(toggle).toHaveText("Відкрити меню навігації");
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await menu.locator(".menu__link").first().click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/$/);

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(menu).toBeHidden();
    await expect(page.locator(".doc-sidebar")).toBeVisible();
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(menu).toBeHidden();
  });
});
