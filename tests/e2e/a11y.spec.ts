import AxeBuilder from "@axe-core/playwright";
import { devices, expect, test, type Page } from "@playwright/test";
import { pageSample } from "./page-sample";

/** WCAG 2.2 A/AA and axe's best practices: every violation counts, whatever its impact. */
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join(" | ")}`,
  );
}

const layouts = {
  desktop: { viewport: devices["Desktop Chrome"].viewport },
  // Target sizes and the collapsed navbar are judged where they matter, on a phone.
  mobile: { viewport: devices["Pixel 7"].viewport, isMobile: true, hasTouch: true },
};

for (const [layout, options] of Object.entries(layouts)) {
  for (const mode of ["light", "dark"] as const) {
    test.describe(`axe, ${layout}, ${mode} mode`, () => {
      test.use({ storageState: { cookies: [], origins: [] }, ...options });
      // axe over a whole page takes 10–25 s when both cores are busy with the rest of the suite, and over the longest
      // API page more than 60 s at a load average of 26 (a second suite and builds beside this one).
      test.describe.configure({ timeout: 120_000 });
      for (const [kind, path] of Object.entries(pageSample)) {
        test(`${kind} ${path} has no axe violations`, async ({ page, context, baseURL }) => {
          await context.addCookies([{ name: "theme", value: Buffer.from(JSON.stringify(mode)).toString("base64"), url: baseURL ?? "" }]);
          await page.goto(path);
          await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
          await expect(page.locator("html")).toHaveAttribute("data-theme", mode);
          // Diagrams are checked as drawn (they are drawn as they come into view), in the mode's colours.
          for (const figure of await page.locator("figure[data-mermaid]").all()) {
            await figure.scrollIntoViewIfNeeded();
            await expect(figure).toHaveAttribute("data-rendered", mode, { timeout: 15_000 });
          }
          expect(await axeViolations(page), path).toEqual([]);
        });
      }
    });
  }
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
    // The Russian page may be rendered for the first time here.
    await expect(page).toHaveURL(/\/ru\/client\/balance$/, { timeout: 20_000 });
  });
});
