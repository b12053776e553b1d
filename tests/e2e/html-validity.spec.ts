import { expect, test, type Page } from "@playwright/test";
import { nuErrors } from "./nu-checker";
import { diagramPages, pageSample } from "./page-sample";

/** Every document the server sends, and the DOM after Mermaid has drawn, is valid HTML. */
test.describe("Nu HTML checker", () => {
  test.describe.configure({ timeout: 120_000 });

  test("server HTML of every page type has no errors", async ({ request }) => {
    const documents: Record<string, string> = {};
    for (const [kind, path] of Object.entries(pageSample)) {
      const response = await request.get(path);
      documents[`${kind} ${path}`] = await response.text();
    }
    const errors = await nuErrors(documents);
    expect(Object.keys(errors).sort()).toEqual(Object.keys(documents).sort());
    for (const [name, list] of Object.entries(errors)) expect(list, name).toEqual([]);
  });

  async function drawnDiagrams(page: Page, mode: "light" | "dark"): Promise<string> {
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    for (const figure of await page.locator("figure[data-mermaid]").all()) {
      await figure.scrollIntoViewIfNeeded();
      await expect(figure).toHaveAttribute("data-rendered", mode, { timeout: 15_000 });
    }
    await expect(page.locator(".mermaid__diagram svg").first()).toBeVisible();
    return page.content();
  }

  test("rendered diagrams, in both colour modes, have no errors", async ({ page, context, baseURL }) => {
    const documents: Record<string, string> = {};
    for (const mode of ["light", "dark"] as const) {
      await context.addCookies([{ name: "theme", value: Buffer.from(JSON.stringify(mode)).toString("base64"), url: baseURL ?? "" }]);
      for (const path of diagramPages) {
        await page.goto(path);
        documents[`${mode} ${path}`] = await drawnDiagrams(page, mode);
      }
    }
    const errors = await nuErrors(documents);
    for (const [name, list] of Object.entries(errors)) expect(list, name).toEqual([]);
  });
});
