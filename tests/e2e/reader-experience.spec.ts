/**
 * What a reader meets on a phone and on a desktop, in both colour modes, with and without
 * JavaScript: readable diagrams, a sidebar that shows where you are, the phone menu and table of
 * contents, tables that say they scroll, dark screenshots, tag labels, a helpful 404, page dates,
 * the home page's entry points, no layout shift, and contract files that download.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { expect, test, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { fixtureURL, titleOf } from "./helpers";
import { layoutShifts, recordLayoutShifts, slowNetwork } from "./layout-shifts";

const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
const phone: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const layouts = { desktop, phone };
const modes = ["light", "dark"] as const;

const themeCookie = (mode: string, url: string) => ({ name: "theme", value: Buffer.from(JSON.stringify(mode)).toString("base64"), url });
const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

async function open(browser: Browser, baseURL: string | undefined, options: BrowserContextOptions, mode = "light") {
  const context = await browser.newContext({ ...options, baseURL });
  await context.addCookies([themeCookie(mode, baseURL ?? "")]);
  return { context, page: await context.newPage() };
}

/** The smallest label of a drawn diagram, in CSS pixels as the reader sees it (font size × the drawing's scale). */
function smallestLabelPx(svg: SVGSVGElement): number {
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  let smallest = Infinity;
  for (const label of svg.querySelectorAll("text, foreignObject span, foreignObject div")) {
    if (!label.textContent?.trim()) continue;
    smallest = Math.min(smallest, parseFloat(getComputedStyle(label).fontSize) * scale);
  }
  return smallest;
}

test.describe("diagrams", () => {
  // Drawing waits for the renderer, which is seconds of work on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  for (const [layout, options] of Object.entries(layouts)) {
    for (const mode of modes) {
      test(`labels are at least 12 px in place, ${layout}, ${mode}`, async ({ browser, baseURL }) => {
        const { context, page } = await open(browser, baseURL, options, mode);
        await page.goto("/admin/clients");
        await hydrated(page);
        const figure = page.locator("figure[data-mermaid]").first();
        await figure.scrollIntoViewIfNeeded();
        await expect(figure).toHaveAttribute("data-rendered", mode, { timeout: 20_000 });
        const svg = figure.locator(".mermaid__diagram svg");
        expect(await svg.evaluate(smallestLabelPx)).toBeGreaterThanOrEqual(12);
        // What does not fit the column scrolls, from its left edge.
        const box = figure.locator(".mermaid__diagram");
        expect(await box.evaluate((el) => el.scrollLeft)).toBe(0);
        expect(await svg.evaluate((el) => el.getBoundingClientRect().left)).toBeGreaterThanOrEqual(
          await box.evaluate((el) => el.getBoundingClientRect().left),
        );
        await context.close();
      });
    }
  }

  test("open full size by click or Enter, zoom, and close with Escape; the drawing goes back in place", async ({ browser, baseURL }) => {
    const { context, page } = await open(browser, baseURL, phone, "dark");
    await page.goto("/ru/admin/clients");
    await hydrated(page);
    const figure = page.locator("figure[data-mermaid]").first();
    await figure.scrollIntoViewIfNeeded();
    await expect(figure).toHaveAttribute("data-rendered", "dark", { timeout: 20_000 });
    await figure.getByRole("button", { name: "Открыть на весь экран" }).click();
    const dialog = page.getByRole("dialog", { name: "Диаграмма" });
    await expect(dialog).toBeVisible();
    const svg = dialog.locator("svg").first();
    expect(await svg.evaluate(smallestLabelPx)).toBeGreaterThanOrEqual(12);
    const before = (await svg.boundingBox())?.width ?? 0;
    await dialog.getByRole("button", { name: "Увеличить" }).click();
    await expect.poll(async () => (await svg.boundingBox())?.width ?? 0).toBeGreaterThan(before * 1.2);
    // Pan: the stage scrolls.
    const stage = dialog.locator(".diagram-viewer__stage");
    await stage.evaluate((el) => el.scrollBy(200, 0));
    expect(await stage.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(figure.locator(".mermaid__diagram svg")).toBeVisible();
    // The keyboard way in: the diagram is focusable, Enter opens it.
    await figure.locator(".mermaid__diagram").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Диаграмма" })).toBeVisible();
    await context.close();
  });
});

test.describe("sidebar", () => {
  // The first request to a page compiles it: slow on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  for (const path of ["/admin/clients", "/client/balance", "/ru/admin/api-reports"]) {
    test(`the current page's link is in view as the page is first shown: ${path}`, async ({ browser, baseURL }) => {
      const { context, page } = await open(browser, baseURL, desktop);
      // Before any of the app's scripts has run: the position comes with the page, no jump later.
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const link = page.locator('.doc-sidebar [aria-current="page"]');
      const inView = () =>
        link.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 60 && box.bottom <= window.innerHeight;
        });
      expect(await inView()).toBe(true);
      await hydrated(page);
      expect(await inView()).toBe(true);
      await context.close();
    });
  }
});

test.describe("phones", () => {
  test.describe.configure({ timeout: 60_000 });
  test("'On this page' opens above the article and folds again after a heading is chosen", async ({ browser, baseURL }) => {
    const { context, page } = await open(browser, baseURL, phone);
    await page.goto("/client/balance");
    await hydrated(page);
    await expect(page.locator(".doc-toc")).toBeHidden();
    const toc = page.locator("details.toc-mobile");
    await expect(toc.locator("summary")).toHaveText("На цій сторінці");
    await toc.locator("summary").click();
    const first = toc.getByRole("link").first();
    await expect(first).toBeVisible();
    const target = (await first.getAttribute("href")) ?? "";
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(toc).not.toHaveAttribute("open", "");
    await context.close();
  });

  test("the announcement is one line", async ({ browser, baseURL }) => {
    const { context, page } = await open(browser, baseURL, phone);
    await page.goto("/ru/client/balance");
    const bar = page.locator(".announcement");
    await expect(bar).toBeVisible();
    expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(36);
    await context.close();
  });

  test("a wide table fades at the edge it scrolls towards", async ({ browser, baseURL }) => {
    const { context, page } = await open(browser, baseURL, phone);
    await page.goto("/api/json/webhook");
    await page.locator(".table-wrapper").first().waitFor();
    const overflowing = await page
      .locator(".table-wrapper")
      .evaluateAll((all) => all.findIndex((el) => el.scrollWidth > el.clientWidth + 8));
    expect(overflowing).toBeGreaterThanOrEqual(0);
    const wide = page.locator(".table-wrapper").nth(overflowing);
    await wide.scrollIntoViewIfNeeded();
    const fades = () =>
      wide.evaluate((el) => [getComputedStyle(el).getPropertyValue("--fade-start"), getComputedStyle(el).getPropertyValue("--fade-end")]);
    expect(await fades()).toEqual(["0px", "48px"]);
    expect(await wide.evaluate((el) => getComputedStyle(el).maskImage)).toContain("gradient");
    await wide.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    await expect.poll(fades).toEqual(["48px", "0px"]);
    await context.close();
  });

  test("'Open as Markdown' and 'Copy page' share one row", async ({ browser, baseURL }) => {
    const { context, page } = await open(browser, baseURL, phone);
    await page.goto("/client/balance");
    await hydrated(page);
    const link = await page.locator(".page-actions__open").boundingBox();
    const button = await page.locator(".page-actions__copy").boundingBox();
    expect(Math.abs((link?.y ?? 0) + (link?.height ?? 0) / 2 - ((button?.y ?? 0) + (button?.height ?? 0) / 2))).toBeLessThan(4);
    expect(button?.x ?? 0).toBeGreaterThan(link?.x ?? 0);
    await context.close();
  });

  for (const mode of modes) {
    test(`the open menu covers the navbar's search icon, ${mode}`, async ({ browser, baseURL }) => {
      const { context, page } = await open(browser, baseURL, phone, mode);
      await page.goto("/client/balance");
      await hydrated(page);
      const search = page.locator(".search-box__submit");
      const box = await search.boundingBox();
      await page.locator(".navbar__toggle").click();
      await expect(page.locator("#mobile-menu")).toBeVisible();
      const covered = await page.evaluate(
        ([x, y]) => !document.elementFromPoint(x ?? 0, y ?? 0)?.closest(".search-box"),
        [(box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2],
      );
      expect(covered).toBe(true);
      await context.close();
    });
  }
});

test.describe("phone menu without JavaScript", () => {
  test("opens from the navbar (pointer and keyboard), shows the sections and the sidebar, and closes", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...phone, baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/client/balance");
    const panel = page.locator("#mobile-menu");
    await expect(panel).toBeHidden();
    await page.locator(".navbar__toggle").click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "API", exact: true })).toBeVisible();
    await expect(panel.locator('.menu [aria-current="page"]')).toHaveText("Баланс");
    // The dimmed area beside the panel (the summary, open) closes it.
    await page.mouse.click(370, 600);
    await expect(panel).toBeHidden();
    // Keyboard: the menu button is reachable with Tab and opens with Enter.
    await page.locator(".navbar__toggle").focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await context.close();
  });
});

test.describe("screenshots in dark mode", () => {
  for (const mode of modes) {
    test(`cabinet screenshots are ${mode === "dark" ? "inverted" : "shown as drawn"} in ${mode} mode`, async ({ browser, baseURL }) => {
      const { context, page } = await open(browser, baseURL, desktop, mode);
      await page.goto("/client/viber");
      const screenshot = page.locator(".markdown img.screenshot").first();
      await expect(screenshot).toBeVisible();
      const filter = await screenshot.evaluate((el) => getComputedStyle(el).filter);
      if (mode === "dark") expect(filter).toContain("invert");
      else expect(filter).toBe("none");
      await context.close();
    });
  }
});

test.describe("tags", () => {
  test("are labelled in the page's language; slugs stay in the URLs", async ({ page }) => {
    await page.goto("/client/balance");
    await expect(page.locator(".tag-list").getByRole("link", { name: "Баланс", exact: true })).toHaveAttribute("href", "/tags/balance");
    await page.goto("/ru/tags");
    await expect(page.locator(".tag-index").getByRole("link", { name: "Двусторонняя связь" })).toHaveAttribute("href", "/ru/tags/2-way");
    await expect(page.locator(".tag-index")).toContainText("Ответы получателей");
  });

  test("a tag page describes its tag and ends with the other tags, not empty space", async ({ browser, baseURL }) => {
    const { context, page } = await open(browser, baseURL, desktop);
    await page.goto("/tags/whats-app");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Сторінки з тегом «WhatsApp»");
    await expect(page.locator(".tag-page__description")).toHaveText(/WhatsApp/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /резервним SMS/);
    const others = page.locator(".tag-page__others");
    await expect(others.getByRole("heading", { level: 2 })).toHaveText("Інші теги");
    await expect(others.getByRole("link", { name: "Баланс" })).toBeVisible();
    const lastContent = await others.evaluate((el) => el.getBoundingClientRect().bottom);
    const footer = await page.locator(".footer").evaluate((el) => el.getBoundingClientRect().top);
    expect(footer - lastContent).toBeLessThan(260);
    await context.close();
  });
});

test.describe("not found", () => {
  for (const [path, meant, title] of [
    ["/client/balanse", "/client/balance", titleOf("uk", "/client/balance")],
    ["/ru/client/balanse", "/ru/client/balance", titleOf("ru", "/ru/client/balance")],
    ["/ru/api/json/send-sms", "/ru/api/json/send_sms", null],
  ] as const) {
    test(`${path} is a 404 that suggests ${meant} and offers search, without JavaScript`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const suggestion = page.locator(".not-found__closest a").first();
      await expect(suggestion).toHaveAttribute("href", meant);
      if (title) await expect(suggestion).toHaveText(title);
      const search = page.locator("main form[role=search]");
      await expect(search).toHaveAttribute("action", path.startsWith("/ru/") ? "/ru/search" : "/search");
      await search.locator("input[name=q]").fill("баланс");
      await search.locator("input[name=q]").press("Enter");
      await expect(page).toHaveURL(/search\?q=/);
      await context.close();
    });
  }

  test("a path like no page suggests nothing and is still the plain 404", async ({ page }) => {
    const response = await page.goto("/qqqqqq/zzzzzzzz");
    expect(response?.status()).toBe(404);
    await expect(page.locator(".not-found__closest")).toHaveCount(0);
    await expect(page.locator("main form[role=search]")).toBeVisible();
  });
});

test.describe("page history", () => {
  test.describe.configure({ timeout: 60_000 });
  /** When the page's file last changed, as the site should say: its last commit, else its mtime. */
  function lastChange(file: string): string {
    try {
      const dirty = execFileSync("git", ["status", "--porcelain", "--", file], { encoding: "utf8" }).trim();
      const committed = execFileSync("git", ["log", "-1", "--no-merges", "--format=%cI", "--", file], { encoding: "utf8" }).trim();
      if (!dirty && committed) return new Date(committed).toISOString();
    } catch {
      // no git here
    }
    return new Date(fs.statSync(file).mtimeMs).toISOString();
  }

  test("pages show when they last changed, in a <time datetime>, in both languages", async ({ page }) => {
    await page.goto("/client/balance");
    const time = page.locator(".page-history time");
    await expect(time).toHaveAttribute("datetime", lastChange("content/uk/client/balance.mdx"));
    await expect(page.locator(".page-history")).toContainText(/Оновлено \d{1,2} \S+ \d{4}/);
    await page.goto("/ru/api_methods");
    await expect(page.locator(".page-history time")).toHaveAttribute("datetime", lastChange("content/ru/api_methods.mdx"));
    await expect(page.locator(".page-history")).toContainText(/Обновлено \d{1,2} \S+ \d{4}/);
  });

  test("'suggest a change' links to the page's source when EDIT_URL is set, and is absent when not", async ({ page }) => {
    await page.goto("/client/balance");
    await expect(page.locator(".page-history__edit")).toHaveCount(0);
    await page.goto(`${fixtureURL}/ru/`);
    const edit = page.getByRole("link", { name: "Предложить изменения" });
    await expect(edit).toHaveAttribute("href", "https://git.example/sms-docs/edit/main/content/ru/index.mdx");
  });
});

test.describe("home page", () => {
  for (const [path, names, quickStart] of [
    ["/", ["Користувачам кабінету", "Адміністраторам", "Розробникам інтеграцій"], "Швидкий старт"],
    ["/ru/", ["Пользователям кабинета", "Администраторам", "Разработчикам интеграций"], "Быстрый старт"],
  ] as const) {
    test(`${path} has an entry point for each audience and a quick start`, async ({ browser, baseURL }) => {
      const { context, page } = await open(browser, baseURL, phone);
      await page.goto(path);
      const prefix = path === "/" ? "" : "/ru";
      const hrefs = [`${prefix}/interface/`, `${prefix}/admin/clients`, `${prefix}/api_methods`];
      for (const [i, name] of names.entries()) {
        const card = page.locator(".audiences").getByRole("link", { name: new RegExp(`^${name}`) });
        await expect(card).toHaveAttribute("href", hrefs[i] ?? "");
      }
      // The first card is on the first screen of a phone.
      await expect(page.locator(".audience").first()).toBeInViewport();
      await expect(page.getByRole("heading", { level: 2, name: quickStart })).toBeVisible();
      await context.close();
    });
  }
});

test.describe("layout shift", () => {
  const pages = {
    doc: "/client/balance",
    API: "/api/json/webhook",
    "API (ru)": "/ru/api/json/webhook",
    diagram: "/admin/clients",
    home: "/",
    search: "/search?q=%D0%B1%D0%B0%D0%BB%D0%B0%D0%BD%D1%81",
    tags: "/tags",
    tag: "/tags/sms",
    "not found": "/client/balanse",
  };
  test.describe.configure({ timeout: 120_000 });
  for (const [layout, options] of Object.entries(layouts)) {
    for (const [kind, path] of Object.entries(pages)) {
      test(`CLS is 0 on ${kind} ${path}, ${layout}, with the page arriving over a slow network`, async ({ browser, baseURL }) => {
        const { context, page } = await open(browser, baseURL, options);
        await recordLayoutShifts(page);
        // A long page parsed as it trickles in is painted in parts: what arrives late must not move what is shown.
        await slowNetwork(context, page);
        await page.goto(path);
        await hydrated(page);
        await page.waitForLoadState("networkidle");
        // Late work has had its chance: diagrams near the screen are drawn (when the browser is idle), then
        // one more idle period and two frames for anything scheduled after them.
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLElement>("figure[data-mermaid]")].every(
            (figure) => figure.getBoundingClientRect().top > window.innerHeight + 400 || figure.dataset.rendered,
          ),
        );
        await page.evaluate(
          () =>
            new Promise<void>((done) =>
              requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => done())), { timeout: 2000 }),
            ),
        );
        expect(await layoutShifts(page)).toEqual([]);
        await context.close();
      });
    }
  }
});

test.describe("contract downloads", () => {
  for (const path of ["/api_methods", "/ru/api_methods"]) {
    test(`${path} offers the OpenAPI document and the XSD as downloads`, async ({ page }) => {
      await page.goto(path);
      for (const href of ["/api/openapi.json", "/api/xml/schema.xsd"]) {
        await expect(page.locator(`.markdown a[href="${href}"]`).first()).toHaveAttribute("download");
      }
    });
  }
});
