import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const pages = ["/client/bulk-sms", "/ru/api/json/send_sms", "/search?q=%D0%B1%D0%B0%D0%BB%D0%B0%D0%BD%D1%81", "/ru/no-such-page", "/tags"];

for (const mode of ["light", "dark"] as const) {
  test.describe(`accessibility in ${mode} mode`, () => {
    test.use({ storageState: { cookies: [], origins: [] } });
    for (const path of pages) {
      test(`${path} has no serious or critical axe violations`, async ({ page, context, baseURL }) => {
        await context.addCookies([{ name: "theme", value: Buffer.from(JSON.stringify(mode)).toString("base64"), url: baseURL ?? "" }]);
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
        await expect(page.locator("html")).toHaveAttribute("data-theme", mode);
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(
          serious.map(
            (v) =>
              `${v.id}: ${v.nodes
                .map((n) => n.target.join(" "))
                .slice(0, 5)
                .join(" | ")}`,
          ),
          path,
        ).toEqual([]);
      });
    }
  });
}

test.describe("keyboard", () => {
  test("the first Tab reaches a skip link that moves focus to the content", async ({ page }) => {
    await page.goto("/client/balance");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Перейти до основного вмісту" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main")).toBeFocused();
  });

  test("navbar, toggles, sidebar and TOC are reachable with Tab and show a visible focus ring", async ({ page }) => {
    await page.goto("/client/balance");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const reached = new Set<string>();
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press("Tab");
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return null;
        const style = getComputedStyle(el);
        const region = el.closest(".navbar, .doc-sidebar, .toc, .announcement, .language-dropdown, .color-mode-toggle");
        return { region: region?.className ?? "", outline: style.outlineStyle, width: style.outlineWidth };
      });
      if (!info) continue;
      if (info.region) reached.add(info.region.split(" ")[0] ?? "");
      expect(info.outline, JSON.stringify(info)).not.toBe("none");
    }
    for (const region of ["announcement", "navbar", "doc-sidebar"]) expect([...reached]).toContain(region);
  });

  test("the language dropdown opens and is followed with the keyboard", async ({ page }) => {
    await page.goto("/client/balance");
    await page.locator(".language-dropdown summary").focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Русский" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/ru\/client\/balance$/);
  });
});
