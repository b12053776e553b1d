import { expect, test } from "@playwright/test";
import { fixtureURL } from "./helpers";

/** Where Remix (single fetch) loads a page's data from. */
const dataPath = (href: string) => (href === "/" ? "/_root.data" : `${href.replace(/\/$/, "")}.data`);

const hydrated = async (page: import("@playwright/test").Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

test.describe("tags", () => {
  test("/tags lists every tag with its page count, in both locales", async ({ page }) => {
    await page.goto("/tags");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Теги");
    const sms = page.locator(".tag-index li", { has: page.getByRole("link", { name: "SMS", exact: true }) });
    await expect(sms).toContainText(/\d+ сторін(ка|ки|ок)/);
    await page.goto("/ru/tags");
    await expect(page.locator(".tag-index").getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", "/ru/tags/whats-app");
  });

  test("a tag page lists its pages; a page shows its tags as links; an unknown tag is a 404", async ({ page }) => {
    await page.goto("/client/bulk-sms");
    await page.locator(".tag-list").getByRole("link", { name: "SMS", exact: true }).click();
    await expect(page).toHaveURL(/\/tags\/sms$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Сторінки з тегом «SMS»");
    await expect(page.locator(".tag-pages li").first()).toBeVisible();
    await expect(page.locator(".tag-pages")).toContainText("Масова SMS-розсилка");
    const response = await page.goto("/ru/tags/no-such-tag");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Страница не найдена");
  });
});

test.describe("images and diagrams", () => {
  test("content images become zoomable 1000 ms after a route change, loading the zoom only when reached for", async ({ page }) => {
    const zoomScripts: string[] = [];
    page.on("request", (request) => {
      if (/medium-zoom/.test(request.url())) zoomScripts.push(request.url());
    });
    await page.clock.install();
    await page.goto("/client/single-sms");
    await hydrated(page);
    // Time stands still from here on; only runFor moves it.
    await page.clock.pauseAt(Date.now() + 1000);
    await page.locator(".doc-sidebar").getByRole("link", { name: "Viber", exact: true }).click();
    await expect(page).toHaveURL(/\/client\/viber$/);
    const image = page.locator(".markdown img[data-zoomable]").first();
    await expect(image).toBeVisible();
    await page.clock.runFor(900);
    await image.hover();
    await expect(image).not.toHaveClass(/medium-zoom-image/);
    expect(zoomScripts).toEqual([]);
    await page.clock.runFor(200);
    await page.mouse.move(0, 0);
    await image.hover();
    await expect(image).toHaveClass(/medium-zoom-image/);
    expect(zoomScripts).toHaveLength(1);
  });

  test("a tap on an image opens the zoom even before it was loaded", async ({ page }) => {
    await page.goto("/client/viber");
    await hydrated(page);
    const image = page.locator(".markdown img[data-zoomable]").first();
    // A click event without a pointer moving over the image first, as a tap may deliver it.
    await expect(async () => {
      await image.dispatchEvent("click");
      await expect(page.locator(".medium-zoom-overlay")).toBeVisible({ timeout: 1000 });
    }).toPass();
  });

  test("a zoomed image closes when the reader scrolls more than 40 px", async ({ page }) => {
    await page.goto("/client/viber");
    await hydrated(page);
    const image = page.locator(".markdown img[data-zoomable]").first();
    // Zoom attaches a moment after the page opens and loads when the pointer comes over an image.
    await expect(async () => {
      await page.mouse.move(0, 0);
      await image.hover();
      await expect(image).toHaveClass(/medium-zoom-image/, { timeout: 500 });
    }).toPass();
    // Scrolling during the opening transition does not count: wait for medium-zoom to say it has finished.
    await image.evaluate((img) => img.addEventListener("medium-zoom:opened", () => (img.dataset.opened = "true"), { once: true }));
    await image.click();
    await expect(page.locator("body")).toHaveClass(/medium-zoom--opened/);
    await expect(page.locator(".medium-zoom-overlay")).toBeVisible();
    await expect(image).toHaveAttribute("data-opened", "true");
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 120);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 40);
    await expect(page.locator(".medium-zoom-overlay")).toHaveCount(0);
  });

  test("Mermaid diagrams render in the current colour mode and re-render when it changes", async ({ page }) => {
    await page.goto("/client/bulk-sms-reports");
    await hydrated(page);
    const figure = page.locator("figure[data-mermaid]").first();
    // Diagrams are drawn as they come near the viewport.
    await figure.scrollIntoViewIfNeeded();
    await expect(figure).toHaveAttribute("data-rendered", "light");
    await expect(figure.locator(".mermaid__diagram svg")).toBeVisible();
    await page.getByRole("button", { name: /колірний режим/ }).click();
    await expect(figure).toHaveAttribute("data-rendered", "dark");
  });

  test("without JavaScript the diagram's source stays readable, and the renderer is loaded only where needed", async ({
    browser,
    page,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto("/client/bulk-sms-reports");
    await expect(noJs.locator(".mermaid__source").first()).toContainText("stateDiagram");
    await context.close();

    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    await page.goto("/client/balance");
    await hydrated(page);
    expect(scripts.some((url) => url.includes("mermaid"))).toBe(false);
  });
});

test.describe("announcement bar", () => {
  test("dismissal is remembered and rendered by the server, with JavaScript", async ({ page, request }) => {
    await page.goto("/");
    await hydrated(page);
    const bar = page.locator(".announcement");
    await expect(bar).toBeVisible();
    await bar.getByRole("button", { name: "Закрити" }).click();
    await expect(bar).toHaveCount(0);
    // The bar hides at once; the cookie arrives with the action's response.
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === "announcement_dismissed")).toBe(true);
    const cookie = (await page.context().cookies()).find((c) => c.name === "announcement_dismissed");
    const html = await (await request.get("/", { headers: { Cookie: `announcement_dismissed=${cookie?.value}` } })).text();
    expect(html).not.toContain('class="announcement"');
    await page.reload();
    await expect(page.locator(".announcement")).toHaveCount(0);
  });

  test("can be dismissed without JavaScript, and comes back when its id changes", async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/ru/client/balance");
    await page.locator(".announcement").getByRole("button", { name: "Закрыть" }).click();
    await expect(page).toHaveURL(/\/ru\/client\/balance$/);
    await expect(page.locator(".announcement")).toHaveCount(0);
    await context.close();
    // A cookie for an older announcement id does not hide the current one.
    const old = Buffer.from(JSON.stringify("an-older-announcement")).toString("base64");
    expect(await (await request.get("/", { headers: { Cookie: `announcement_dismissed=${old}` } })).text()).toContain(
      'class="announcement"',
    );
  });
});

test.describe("navigation feedback", () => {
  test("the progress bar and spinner appear only after 200 ms of loading", async ({ page }) => {
    await page.goto("/client/balance");
    await hydrated(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/*.data*", async (route) => {
      await held;
      await route.continue();
    });
    // Timed inside the page, so a busy test runner cannot blur the 200 ms.
    await page.evaluate(() => {
      const w = window as unknown as { appeared: Record<string, number>; clickedAt: number };
      w.appeared = {};
      new MutationObserver(() => {
        for (const name of ["nprogress", "content-spinner"]) {
          if (!w.appeared[name] && document.querySelector(`.${name}`)) w.appeared[name] = performance.now() - w.clickedAt;
        }
      }).observe(document.body, { childList: true, subtree: true });
      document.addEventListener("click", () => (w.clickedAt = performance.now()), { capture: true, once: true });
    });
    await page.locator(".pagination-nav__link--next").click();
    await expect(page.locator(".nprogress")).toBeVisible();
    await expect(page.locator(".content-spinner")).toBeVisible();
    const appeared = await page.evaluate(() => (window as unknown as { appeared: Record<string, number> }).appeared);
    expect(appeared.nprogress).toBeGreaterThanOrEqual(200);
    expect(appeared["content-spinner"]).toBeGreaterThanOrEqual(200);
    expect(Number(await page.locator(".nprogress").getAttribute("aria-valuenow"))).toBeGreaterThanOrEqual(0.08);
    release();
    await expect(page.locator(".nprogress")).toHaveCount(0);
    await expect(page.locator(".content-spinner")).toHaveCount(0);
  });

  test("navigation scrolls to the top or to the #hash target, and Back restores the scroll position", async ({ page }) => {
    await page.goto("/client/bulk-sms");
    await hydrated(page);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.locator(".pagination-nav__link--next").click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);

    await page.goto("/client/bulk-sms");
    // The desktop TOC (the phone's is folded in a <details> above the article).
    await page.locator('nav.toc .toc__link[href="#encoding"]').click();
    await expect.poll(() => page.evaluate(() => document.getElementById("encoding")?.getBoundingClientRect().top ?? 999)).toBeLessThan(120);
  });
});

test.describe("page body", () => {
  test("reaches the browser once: the document's data leaves it out, and hydration, navigation and Back keep every article", async ({
    page,
    request,
  }) => {
    // A page with many code samples: its article is most of the document.
    const document = await (await request.get("/api/json/webhook", { headers: { "Accept-Encoding": "identity" } })).text();
    const article = /<div class="markdown">([\s\S]*?)<\/div><footer/.exec(document)?.[1] ?? "";
    expect(article.length).toBeGreaterThan(50_000);
    // The article plus the layout: with the body in the hydration data too, the document was 2.7× the article.
    expect(document.length).toBeLessThan(article.length * 1.5);

    const dataRequests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/json/webhook.data")) dataRequests.push(r.url());
    });
    await page.goto("/api/json/webhook");
    await hydrated(page);
    const samples = page.locator(".markdown pre.shiki");
    const count = await samples.count();
    expect(count).toBeGreaterThan(5);
    await expect(page.locator(".markdown .copy-button").first()).toBeAttached();

    // A preference form does not fetch the page again or touch its article.
    await page.getByRole("button", { name: /колірний режим/ }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(samples).toHaveCount(count);
    // Only the root's data is fetched again (`_routes=root`); without `_routes` every route's would be.
    expect(dataRequests.filter((url) => (new URL(url).searchParams.get("_routes") ?? "routes/").includes("routes/"))).toEqual([]);
    expect(dataRequests.length).toBeGreaterThan(0);

    await page.locator(".pagination-nav__link--next").click();
    // The next page may meet a cold compile on a busy machine: wait for it as a reader would, not 5 s.
    await expect(page).not.toHaveURL(/webhook/, { timeout: 20_000 });
    await expect(page.locator(".markdown h2").first()).toBeVisible();
    const nextTitle = await page.locator("h1").first().textContent();
    await page.goBack();
    await expect(page).toHaveURL(/\/api\/json\/webhook$/);
    await expect(samples).toHaveCount(count);
    await expect(page.locator("h1").first()).not.toHaveText(nextTitle ?? "");
  });
});

test.describe("page states", () => {
  test("a failed page-data load shows the Page Error box, and Retry loads the page in place", async ({ page }) => {
    await page.goto("/client/balance");
    await hydrated(page);
    await page.route("**/*.data*", (route) => route.abort("internetdisconnected"));
    await page.locator(".pagination-nav__link--next").click();
    const box = page.locator(".page-error");
    await expect(box).toBeVisible();
    await expect(box.getByRole("heading")).toHaveText("Помилка сторінки");
    await page.unroute("**/*.data*");
    await box.getByRole("button", { name: "Повторити" }).click();
    await expect(page.locator(".page-error")).toHaveCount(0);
    await expect(page.locator(".doc-article h1")).toBeVisible();
  });

  test("no prefetching when the reader saves data", async ({ page }) => {
    // Data saving is on until the test turns it off; links read it whenever they render.
    await page.addInitScript(() => {
      const w = window as unknown as { saveData: boolean };
      w.saveData = true;
      Object.defineProperty(navigator, "connection", { get: () => ({ saveData: w.saveData, effectiveType: "4g" }) });
    });
    const dataPaths: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(".data")) dataPaths.push(new URL(request.url()).pathname);
    });
    await page.goto("/client/balance");
    await hydrated(page);
    const next = page.locator(".pagination-nav__link--next");
    const nextData = dataPath((await next.getAttribute("href")) ?? "");
    // The pointer stays on the link from here on, so an intent to prefetch it is never cancelled.
    await next.hover();

    // A control begun after that hover, which does prefetch: data saving off, the navbar drawn again
    // (colour mode switched from the keyboard), then one of its links focused. Remix waits as long
    // after a focus as after a hover, so a prefetch of the hovered link would have come first.
    // Focused without scrolling, which would move the link away from under the pointer.
    const focus = (element: HTMLElement) => element.focus({ preventScroll: true });
    await page.evaluate(() => ((window as unknown as { saveData: boolean }).saveData = false));
    await page.getByRole("button", { name: /колірний режим/ }).evaluate(focus);
    await page.keyboard.press("Enter");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    const control = page.waitForRequest((request) => new URL(request.url()).pathname === "/api_methods.data");
    await page.locator(".navbar__items").getByRole("link", { name: "API" }).evaluate(focus);
    await control;
    expect(await next.evaluate((link) => link.matches(":hover"))).toBe(true);
    expect(dataPaths).not.toContain(nextData);
    await expect(page.locator(`link[rel="prefetch"][href^="${nextData}"]`)).toHaveCount(0);
  });

  test("prefetching on intent with a normal connection", async ({ page }) => {
    await page.goto("/client/balance");
    await hydrated(page);
    const next = page.locator(".pagination-nav__link--next");
    const nextData = dataPath((await next.getAttribute("href")) ?? "");
    const prefetch = page.waitForRequest((request) => new URL(request.url()).pathname === nextData);
    await next.hover();
    await prefetch;
    // Fetched through a prefetch link, not by navigating.
    await expect(page.locator(`link[rel="prefetch"][href^="${nextData}"]`)).toHaveCount(1);
    await expect(page).toHaveURL(/\/client\/balance$/);
  });
});

test.describe("code blocks", () => {
  test("copy button copies the code, confirms, and works from the keyboard", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(`${fixtureURL}/code`);
    await hydrated(page);
    const block = page.locator(".code-block").first();
    const button = block.getByRole("button", { name: "Копіювати код у буфер обміну" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveText("Скопійовано");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('"currency": "UAH"');
  });

  test("a title and highlighted lines are rendered", async ({ page }) => {
    await page.goto(`${fixtureURL}/code`);
    await expect(page.locator(".code-block__title").first()).toHaveText("Відповідь");
    await expect(page.locator(".code-block").first().locator(".line.highlighted")).toHaveCount(3);
  });

  test("the chosen tab is remembered across pages", async ({ page }) => {
    await page.goto(`${fixtureURL}/code`);
    await hydrated(page);
    await page.getByRole("tab", { name: "cURL" }).click();
    await expect(page.locator(".tabs__panel[data-value=curl]")).toBeVisible();
    await expect(page.locator(".tabs__panel[data-value=java]")).toBeHidden();
    await page.goto(`${fixtureURL}/code-2`);
    await hydrated(page);
    await expect(page.getByRole("tab", { name: "cURL" })).toHaveAttribute("aria-selected", "true");
    await expect(page.locator(".tabs__panel[data-value=curl]")).toBeVisible();
  });
});
