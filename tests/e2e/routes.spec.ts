import { expect, test } from "@playwright/test";
import { otherForm, ru, specRoutes } from "./spec-routes";
import { titleOf } from "./helpers";

test.describe("every promised route", () => {
  for (const [locale, toUrl] of [
    ["uk", (r: string) => r],
    ["ru", ru],
  ] as const) {
    test(`answers 200 with its title in ${locale}`, async ({ request }) => {
      // The first request of each page compiles it: a couple of hundred compiles in one test.
      test.setTimeout(240_000);
      for (const route of specRoutes) {
        const url = toUrl(route);
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(200);
        const html = await response.text();
        const title = titleOf(locale, url);
        expect(html, url).toContain(`<h1>${title.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</h1>`);
        expect(html, url).toMatch(/<title>[^<]+ \| SMS-Docs<\/title>/);
        expect(html, url).toContain(`<html lang="${locale}"`);
        expect(html.includes("\u0000"), `${url} has NUL bytes`).toBe(false);
      }
    });
  }

  test("redirects the other trailing-slash form to the canonical one with 301", async ({ request }) => {
    for (const route of [
      "/interface/",
      "/login/",
      "/registration/",
      "/client/balance",
      "/api/json/rcs/send",
      "/ru/",
      "/ru/interface/",
      "/ru/client/balance",
    ]) {
      const response = await request.get(`${otherForm(route)}?a=1`, { maxRedirects: 0 });
      expect(response.status(), route).toBe(301);
      expect(response.headers().location, route).toBe(`${route}?a=1`);
    }
  });

  test("head carries robots, description, canonical and hreflang alternates", async ({ page }) => {
    await page.goto("/client/balance");
    await expect(page).toHaveTitle(`${titleOf("uk", "/client/balance")} | SMS-Docs`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "all");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
    await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute("href", /\/ru\/client\/balance$/);
    await expect(page.locator('link[rel="alternate"][hreflang="uk"]')).toHaveAttribute("href", /[^u]\/client\/balance$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", /[^u]\/client\/balance$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/client\/balance$/);
  });
});

test.describe("not found", () => {
  test("answers 404 with a Ukrainian not-found page", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Сторінку не знайдено");
    await expect(page.getByText("повідомте власника сайту")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "uk");
  });

  test("answers 404 with a Russian not-found page under /ru/", async ({ page }) => {
    const response = await page.goto("/ru/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Страница не найдена");
    await expect(page.getByText("сообщите владельцу сайта")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  });

  test("a client-side navigation to a missing page shows the same page", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      const a = document.createElement("a");
      a.href = "/client/missing-page";
      a.textContent = "missing";
      document.querySelector(".markdown")?.append(a);
    });
    await page.getByRole("link", { name: "missing" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Сторінку не знайдено");
  });
});
