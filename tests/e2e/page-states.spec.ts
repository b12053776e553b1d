import { expect, test } from "@playwright/test";
import { fixtureURL } from "./helpers";

test.describe("page states (fixture content)", () => {
  test("a page that fails to compile shows the crash page for that URL only", async ({ page, request }) => {
    const response = await page.goto(`${fixtureURL}/broken`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ця сторінка аварійно завершила роботу.");
    const html = await (await request.get(`${fixtureURL}/broken`)).text();
    expect(html).not.toMatch(/at \w+ \(|node_modules|Error:/);

    // "Try again" asks the server again.
    const retried = page.waitForRequest((r) => r.url().includes("/broken"));
    await page.getByRole("button", { name: "Спробувати ще раз" }).click();
    await retried;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ця сторінка аварійно завершила роботу.");

    // Every other page keeps working.
    expect((await request.get(`${fixtureURL}/`)).status()).toBe(200);
    expect((await request.get(`${fixtureURL}/unlisted`)).status()).toBe(200);
  });

  test("the crash page is translated on Russian URLs", async ({ page }) => {
    const response = await page.goto(`${fixtureURL}/ru/broken`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Эта страница дала сбой.");
    await expect(page.getByRole("button", { name: "Попробовать снова" })).toBeVisible();
  });

  test("unlisted pages are served with a notice and noindex", async ({ page }) => {
    await page.goto(`${fixtureURL}/unlisted`);
    await expect(page.locator('[data-notice="unlisted"]')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator(".doc-sidebar")).not.toContainText("Прихована");
  });

  test("draft pages are not served in production", async ({ request }) => {
    expect((await request.get(`${fixtureURL}/draft`)).status()).toBe(404);
  });
});
