/**
 * API method pages at 1,280 px and wider: the examples stand beside the fields they describe, the fields
 * stay readable (no table squeezed into a third of the window), the page never scrolls sideways, and the
 * table of contents folds into "On this page". Narrower windows and phones keep one column.
 */
import { expect, test, type Browser, type BrowserContextOptions, type Locator, type Page } from "@playwright/test";
import { layoutShifts, recordLayoutShifts, slowNetwork } from "./layout-shifts";

const themeCookie = (mode: string, url: string) => ({ name: "theme", value: Buffer.from(JSON.stringify(mode)).toString("base64"), url });

async function open(browser: Browser, baseURL: string | undefined, options: BrowserContextOptions, mode = "light") {
  const context = await browser.newContext({ ...options, baseURL });
  await context.addCookies([themeCookie(mode, baseURL ?? "")]);
  return { context, page: await context.newPage() };
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
}

/** `aside` lies to the right of `main` and the two share some height: they are read side by side. */
async function expectBeside(main: Locator, aside: Locator) {
  const [m, a] = [await box(main), await box(aside)];
  expect(a.x).toBeGreaterThanOrEqual(m.x + m.width);
  expect(a.y).toBeLessThan(m.y + m.height);
  expect(a.y + a.height).toBeGreaterThan(m.y);
}

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** One page of each API (JSON, XML, HTTP) and both locales. */
const pages = ["/api/json/send_sms", "/ru/api/json/send_sms", "/api/xml/send_sms", "/ru/api/http/send_sms"];

test.describe("API page layout", () => {
  test.describe.configure({ timeout: 120_000 });

  for (const path of pages) {
    test(`${path} at 1280×900: examples beside the fields, fields readable, no sideways scroll, TOC in "On this page"`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await open(browser, baseURL, { viewport: { width: 1280, height: 900 } });
      await page.goto(path);
      const main = page.locator(".api-pair__main");
      await expectBeside(main, page.locator(".api-pair__aside"));
      // The response's example starts beside the text it follows, and where it is long, beside the fields too.
      await expectBeside(page.locator(".api-split__top"), page.locator(".api-split__aside"));
      if (path.includes("/json/")) await expectBeside(page.locator(".api-split__main"), page.locator(".api-split__aside"));
      // Each column has room for a line of text: a field's description is not wrapped every few words.
      expect((await box(main)).width).toBeGreaterThanOrEqual(420);
      expect((await box(page.locator(".api-pair__aside"))).width).toBeGreaterThanOrEqual(420);
      expect((await box(main.locator(".api-field__body > p").first())).width).toBeGreaterThanOrEqual(420);
      // The XML and HTTP parameter tables are field lists too: no five-column table beside the example.
      await expect(main.locator("table")).toHaveCount(0);
      expect(await main.locator(".api-field").count()).toBeGreaterThan(3);
      expect(await sidewaysScroll(page)).toBe(0);
      await expect(page.locator(".doc-toc")).toBeHidden();
      await expect(page.locator(".toc-mobile")).toBeVisible();
      await page.locator(".toc-mobile__summary").click();
      await expect(page.locator('.toc-mobile a[href="#response"]')).toBeVisible();
      await context.close();
    });
  }

  test("at 1440×900 in dark mode without JavaScript the examples stand beside the fields too", async ({ browser, baseURL }) => {
    const { context, page } = await open(browser, baseURL, { viewport: { width: 1440, height: 900 }, javaScriptEnabled: false }, "dark");
    await page.goto("/ru/api/xml/send_sms");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expectBeside(page.locator(".api-pair__main"), page.locator(".api-pair__aside"));
    await expectBeside(page.locator(".api-split__main"), page.locator(".api-split__aside"));
    expect(await sidewaysScroll(page)).toBe(0);
    await context.close();
  });

  for (const [name, viewport] of [
    ["a phone, 390×844", { width: 390, height: 844 }],
    ["a narrower desktop, 1240×900", { width: 1240, height: 900 }],
  ] as const) {
    test(`one column on ${name}, in the order of the source`, async ({ browser, baseURL }) => {
      const { context, page } = await open(browser, baseURL, { viewport });
      await page.goto("/api/xml/send_sms");
      const below = async (first: Locator, then: Locator) =>
        expect((await box(then)).y).toBeGreaterThanOrEqual((await box(first)).y + (await box(first)).height - 1);
      await below(page.locator(".api-pair__main"), page.locator(".api-pair__aside"));
      await below(page.locator(".api-split__top"), page.locator(".api-split__aside"));
      await below(page.locator(".api-split__aside"), page.locator(".api-split__main"));
      expect(await sidewaysScroll(page)).toBe(0);
      await context.close();
    });
  }

  test("an HTTP API page on a phone: the plain-text answer's lines from the contract, no sideways scroll", async ({ browser, baseURL }) => {
    const { context, page } = await open(browser, baseURL, { viewport: { width: 390, height: 844 } }, "dark");
    await page.goto("/api/http/send_sms");
    await expect(page.locator(".api-line__format code").first()).toHaveText("OK;id;parts;price");
    await expect(page.locator(".api-line__format code").last()).toHaveText("ERROR;code;message");
    await expect(page.locator(".api-split__main table")).toHaveCount(0);
    expect(await sidewaysScroll(page)).toBe(0);
    const markdown = await (await page.request.get("/api/http/send_sms.md")).text();
    expect(markdown).toContain("`REJECTED;id;reason` — ");
    expect(markdown).toMatch(/^\| `price` \| 4 \| `0\.95` \|/m);
    await context.close();
  });

  test("a guide page at 1280×900 keeps its side table of contents", async ({ browser, baseURL }) => {
    const { context, page } = await open(browser, baseURL, { viewport: { width: 1280, height: 900 } });
    await page.goto("/client/balance");
    await expect(page.locator(".doc-toc .toc")).toBeVisible();
    await expect(page.locator(".toc-mobile")).toBeHidden();
    await context.close();
  });

  for (const width of [1280, 1440]) {
    test(`CLS is 0 on an API page at ${width} px while it arrives over a slow network`, async ({ browser, baseURL }) => {
      const { context, page } = await open(browser, baseURL, { viewport: { width, height: 900 } });
      await recordLayoutShifts(page);
      // The column's width is the page's from its first byte: parsing the pair later must not narrow the text above it.
      await slowNetwork(context, page);
      await page.goto("/ru/api/xml/send_sms");
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await page.waitForLoadState("networkidle");
      expect(await layoutShifts(page)).toEqual([]);
      await context.close();
    });
  }
});
