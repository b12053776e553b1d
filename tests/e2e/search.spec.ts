import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type Request } from "@playwright/test";

const q = (text: string) => encodeURIComponent(text);

/** The plural word a count must use, from the CLDR rules the site uses (Intl.PluralRules). */
const documents = {
  uk: { one: "документ", few: "документи", many: "документів", other: "документа" },
  ru: { one: "документ", few: "документа", many: "документов", other: "документа" },
} as const;

async function expectCountText(page: Page, locale: "uk" | "ru") {
  const text = (await page.locator(".search-page__count").textContent()) ?? "";
  const match = /(\d+) (\S+)$/.exec(text);
  expect(match, text).not.toBeNull();
  const count = Number(match?.[1]);
  expect(count).toBeGreaterThan(0);
  const category = new Intl.PluralRules(locale).select(count) as keyof (typeof documents)["uk"];
  expect(match?.[2]).toBe(documents[locale][category]);
  expect(text.startsWith(locale === "uk" ? "Знайдено " : category === "one" ? "Найден " : "Найдено ")).toBe(true);
}

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

test.describe("search page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("renders Ukrainian results on the server, with marks, breadcrumbs and a plural count", async ({ page }) => {
    const response = await page.goto(`/search?q=${q("як перевірити баланс")}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Пошук | SMS-Docs");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Результати пошуку за запитом «як перевірити баланс»");
    await expectCountText(page, "uk");
    const first = page.locator(".search-result").first();
    await expect(first.locator(".search-result__title a")).toHaveAttribute("href", /^\/client\/balance\?_highlight=/);
    await expect(first.locator(".search-result__title mark")).toHaveText("Баланс");
    await expect(first.locator(".search-result__crumbs")).toHaveText("Документація › Посібник клієнта");
    await expect(first.locator(".search-result__section").first()).toHaveAttribute("href", /#[a-z-]+$/);
  });

  test("renders Russian results, and the form searches again", async ({ page }) => {
    await page.goto(`/ru/search?q=${q("webhook подпись")}`);
    await expect(page).toHaveTitle("Поиск | SMS-Docs");
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expectCountText(page, "ru");
    await expect(page.locator(".search-result").first().locator(".search-result__title a")).toHaveAttribute(
      "href",
      /^\/ru\/api\/json\/webhook\?/,
    );
    await page.locator(".search-page__input").fill("тарифы");
    await page.locator(".search-page__form").getByRole("button", { name: "Искать" }).click();
    await expect(page).toHaveURL(/\/ru\/search\?q=%D1%82%D0%B0%D1%80%D0%B8%D1%84%D1%8B$/);
    await expect(page.locator(".search-result").first()).toContainText("Тарифы");
  });

  test("the navbar box is a plain GET form to the locale's search page", async ({ page }) => {
    await page.goto("/ru/client/balance");
    await page.locator(".search-box__input").fill("автоплатеж");
    await page.locator(".search-box__input").press("Enter");
    await expect(page).toHaveURL(/\/ru\/search\?q=/);
    await expect(page.locator(".search-result").first()).toContainText("Автоплатёж");
  });

  test("says 'No results' when nothing matches", async ({ page }) => {
    await page.goto(`/search?q=${q("ґзщшхїєжуль")}`);
    await expect(page.locator(".search-page__none")).toHaveText("Немає результатів");
    await page.goto(`/ru/search?q=${q("ґзщшхїєжуль")}`);
    await expect(page.locator(".search-page__none")).toHaveText("Нет результатов");
  });

  test("when no page has every word, shows pages with some of them and says so", async ({ page }) => {
    await page.goto(`/search?q=${q("чорний список ґзщшхїєжуль")}`);
    await expect(page.locator(".search-page__partial")).toHaveText(
      "Жодна сторінка не містить усіх слів запиту. Результати за частиною слів:",
    );
    await expect(page.locator(".search-result__title a").first()).toHaveAttribute("href", /^\/client\/black-list\?/);
    await page.goto(`/ru/search?q=${q("чёрный список ґзщшхїєжуль")}`);
    await expect(page.locator(".search-page__partial")).toHaveText(
      "Ни одна страница не содержит всех слов запроса. Результаты по части слов:",
    );
    await expect(page.locator(".search-result__title a").first()).toHaveAttribute("href", /^\/ru\/client\/black-list\?/);
    await page.goto(`/ru/search?q=${q("чёрный список")}`);
    await expect(page.locator(".search-page__count")).toBeVisible();
    await expect(page.locator(".search-page__partial")).toHaveCount(0);
  });

  test("pages through many results ten at a time, keeping the section filter", async ({ page }) => {
    await page.goto(`/search?q=${q("статус")}&ctx=/api/`);
    const titles = page.locator(".search-result__title a");
    await expect(titles).toHaveCount(10);
    const firstPage = await titles.allTextContents();
    const pages = page.getByRole("navigation", { name: "Сторінки результатів пошуку" });
    await expect(pages).toContainText(/Сторінка 1 з \d+/);
    await expect(pages.getByRole("link", { name: "Попередні" })).toHaveCount(0);
    await pages.getByRole("link", { name: "Наступні" }).click();
    await expect(page).toHaveURL(/\/search\?q=[^&]+&ctx=%2Fapi%2F&page=2$/);
    await expect(page.locator(".search-results")).toHaveAttribute("start", "11");
    const secondPage = await titles.allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
    for (const link of await titles.all()) await expect(link).toHaveAttribute("href", /^\/api\//);
    await pages.getByRole("link", { name: "Попередні" }).click();
    await expect(page).toHaveURL(/\/search\?q=[^&]+&ctx=%2Fapi%2F$/);
    expect(await titles.allTextContents()).toEqual(firstPage);
  });

  test("a page number past the end shows the last page; a bad one the first; Russian labels", async ({ page }) => {
    const response = await page.goto(`/ru/search?q=${q("статус")}&page=999`);
    expect(response?.status()).toBe(200);
    const pages = page.getByRole("navigation", { name: "Страницы результатов поиска" });
    const [, current, last] = /Страница (\d+) из (\d+)/.exec((await pages.textContent()) ?? "") ?? [];
    expect(Number(current)).toBeGreaterThan(1);
    expect(current).toBe(last);
    await expect(pages.getByRole("link", { name: "Следующие" })).toHaveCount(0);
    await expect(pages.getByRole("link", { name: "Предыдущие" })).toHaveAttribute("href", new RegExp(`page=${Number(last) - 1}$`));
    await page.goto(`/ru/search?q=${q("статус")}&page=-1`);
    await expect(pages).toContainText(/Страница 1 из/);
  });
});

test.describe("hostile and odd queries", () => {
  const inputs = [
    ":",
    "~",
    "^",
    "*",
    "+",
    "-",
    '"',
    "<script>alert(1)</script>",
    "title:x~2^3 +a -b *",
    "a".repeat(500),
    "",
    "%",
    "\u0000",
  ];

  test("answer 200 with a clean page and no reflected markup", async ({ request }) => {
    for (const input of inputs) {
      for (const prefix of ["", "/ru"]) {
        const url = `${prefix}/search?q=${q(input)}`;
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        const html = await response.text();
        expect(html, url).not.toContain("<script>alert(1)");
        expect(html, url).not.toMatch(/Error:|at \w+ \(|node_modules/);
        const suggest = await request.get(`${prefix}/search/suggest?q=${q(input)}`);
        expect(suggest.status(), url).toBe(200);
        expect(suggest.headers()["content-type"]).toContain("application/json");
        expect(await suggest.text()).not.toContain("<script>");
      }
    }
  });

  test("an empty query shows the form and a prompt; unknown ctx and version are ignored", async ({ request, page }) => {
    await page.goto("/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Пошук по документації");
    await expect(page.locator(".search-page__status")).toContainText("Введіть слово або фразу");
    const response = await request.get(`/search?q=${q("баланс")}&ctx=${q("<x>")}&version=${q("9.9")}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("search-page__count");
  });

  test("suggestions are JSON with a short cache lifetime", async ({ request }) => {
    const response = await request.get(`/search/suggest?q=${q("баланс")}`);
    expect(response.headers()["cache-control"]).toBe("public, max-age=60");
    const body = (await response.json()) as { status: string; total: number; pages: { url: string; sections: unknown[] }[] };
    expect(body.status).toBe("ok");
    expect(body.total).toBeGreaterThan(0);
    expect(body.pages[0]?.url).toMatch(/^\/client\/balance\?_highlight=/);
  });

  test("suggestions carry the security headers and a request id, and revalidate with 304", async ({ request }) => {
    for (const path of [`/search/suggest?q=${q("баланс")}`, `/ru/search/suggest/?q=${q("баланс")}`]) {
      const response = await request.get(path, { headers: { "Accept-Encoding": "br" } });
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers["content-security-policy"], path).toContain("default-src 'self'");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["x-request-id"], path).toMatch(/^[0-9a-f-]{36}$/);
      expect(headers["content-encoding"], path).toBe("br");
      expect(headers.vary, path).toBe("Accept-Encoding");
      const body = (await response.json()) as { pages: { url: string }[] };
      expect(body.pages[0]?.url, path).toMatch(path.startsWith("/ru") ? /^\/ru\/client\/balance/ : /^\/client\/balance/);
      const again = await request.get(path, { headers: { "Accept-Encoding": "br", "If-None-Match": headers.etag ?? "none" } });
      expect(again.status(), path).toBe(304);
    }
  });
});

test.describe("search context (ctx)", () => {
  test("limits results to a section and offers the whole site", async ({ page }) => {
    await page.goto(`/search?q=${q("баланс")}&ctx=/api/`);
    await expect(page.locator(".search-page__context")).toContainText("Пошук у розділі «API».");
    const hrefs = await page.locator(".search-result__title a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/api\//);
    await page.getByRole("link", { name: "Шукати по всьому сайту" }).click();
    await expect(page).toHaveURL(/\/search\?q=%D0%B1%D0%B0%D0%BB%D0%B0%D0%BD%D1%81$/);
    await expect(page.locator(".search-page__context")).toHaveCount(0);
  });

  test("the navbar offers 'within' inside a section, and 'outside' when nothing matches inside", async ({ page }) => {
    await page.goto("/api/json/send_sms");
    await hydrated(page);
    const box = page.locator(".search-box__input");
    await box.fill("вебхук");
    await expect(page.getByRole("option", { name: "Переглянути всі результати в «API»" })).toBeVisible();
    await expect(page.getByRole("option", { name: "Переглянути всі результати", exact: true })).toBeVisible();
    await box.fill("реквізити компанії");
    await expect(page.getByRole("option", { name: "Переглянути всі результати поза «API»" })).toBeVisible();
    await expect(page.locator(".search-suggestions__note")).toHaveText(
      "У розділі «API» нічого не знайдено, тому показано результати з усього сайту.",
    );
    await expect(page.locator(".search-suggestion__title").first()).toContainText("Профіль");
  });
});

test.describe("navbar suggestions", () => {
  test("Ctrl+K focuses the box (hint shown while empty); suggestions come grouped by page", async ({ page }) => {
    await page.goto("/client/balance");
    await hydrated(page);
    await expect(page.locator(".search-box__hint")).toHaveText(/Ctrl K|⌘ K/);
    await page.keyboard.press("Control+k");
    await expect(page.locator(".search-box__input")).toBeFocused();
    await page.keyboard.type("поповн");
    const listbox = page.getByRole("listbox", { name: "Підказки пошуку" });
    await expect(listbox).toBeVisible();
    await expect(page.locator(".search-box__hint")).toHaveCount(0);
    const group = listbox.getByRole("group").first();
    await expect(group.locator(".search-suggestion__crumbs")).toHaveText(/›/);
    await expect(group.locator(".search-suggestion--section").first().locator("mark").first()).toBeVisible();
    await expect(page.getByRole("option", { name: "Переглянути всі результати в «Посібник клієнта»" })).toHaveAttribute(
      "href",
      /\/search\?q=.+&ctx=%2Fclient%2F$/,
    );
    await expect(page.getByRole("option", { name: "Переглянути всі результати", exact: true })).toHaveAttribute(
      "href",
      /\/search\?q=[^&]+$/,
    );
  });

  test("arrow keys choose, Enter opens the page at the heading with the terms marked; one click clears them", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const box = page.locator(".search-box__input");
    await box.click();
    // The answer for the whole query, not one for the words typed so far (a late one would redraw the list under the arrows).
    const wholeQuery = page.waitForResponse(
      (response) => response.url().includes("/search/suggest?") && new URL(response.url()).searchParams.get("q") === "webhook підпис",
    );
    await page.keyboard.type("webhook підпис");
    await (await wholeQuery).finished();
    const sections = page.locator(".search-suggestion--section");
    await expect(sections.first()).toHaveAttribute("href", new RegExp(encodeURIComponent("підп")));
    const target = (await sections.first().getAttribute("href")) ?? "";
    expect(target).toMatch(/^\/api\/json\/webhook\?_highlight=.+#\w+/);
    await page.keyboard.press("ArrowDown");
    await expect(page.locator(".search-suggestion--page").first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown");
    await expect(sections.first()).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await sections.first().getAttribute("id")) ?? "");
    await page.keyboard.press("Enter");

    // Opening a page may be its first render while the rest of the suite keeps both cores busy.
    await expect(page).toHaveURL(new RegExp(`${target.replace(/[?]/g, "\\?")}$`), { timeout: 20_000 });
    const marks = page.locator(".markdown mark.search-highlight");
    await expect(marks.first()).toBeVisible();
    expect(await marks.count()).toBeGreaterThan(1);
    // Scrolled to the first mark under the chosen heading.
    const visibleMarks = await marks.evaluateAll(
      (all) =>
        all.filter((m) => {
          const r = m.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= window.innerHeight;
        }).length,
    );
    expect(visibleMarks).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.getByRole("button", { name: /Прибрати підсвічування/ }).click();
    await expect(marks).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Прибрати підсвічування/ })).toHaveCount(0);
    expect(new URL(page.url()).search).toBe("");
    expect(new URL(page.url()).hash).toBe(new URL(target, "http://x").hash);
  });

  test("Escape closes the suggestions; 'No results' is translated", async ({ page }) => {
    await page.goto("/ru/client/balance");
    await hydrated(page);
    await page.keyboard.press("Control+k");
    await page.keyboard.type("ґзщшхїєжуль");
    const suggestions = page.locator(".search-suggestions");
    await expect(suggestions.locator(".search-suggestions__status")).toHaveText("Нет результатов");
    await page.keyboard.press("Escape");
    await expect(suggestions).toBeHidden();
    await expect(page.locator(".search-box__input")).toHaveAttribute("aria-expanded", "false");
  });

  test("answers the latest input only: earlier requests are aborted", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    // The first suggestion request is held, so it is still in flight when the reader types on.
    // Once let go it answers with another query's results («баланс»): a late, stale answer.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const requests: Request[] = [];
    await page.route("**/search/suggest?*", async (route) => {
      requests.push(route.request());
      if (requests.length > 1) return route.continue();
      await held;
      const url = new URL(route.request().url());
      url.searchParams.set("q", "баланс");
      // Fails once the page has cancelled the request: nothing is left to answer then.
      await route
        .fetch({ url: url.toString() })
        .then((response) => route.fulfill({ response }))
        .catch(() => undefined);
    });
    const queryOf = (request: Request) => new URL(request.url()).searchParams.get("q");

    // Whole words at once (fill), so a slow machine typing letter by letter cannot add requests.
    const box = page.locator(".search-box__input");
    const first = page.waitForRequest("**/search/suggest?*");
    await box.fill("тари");
    expect(queryOf(await first)).toBe("тари");
    await box.fill("тарифи");
    const titles = page.locator(".search-suggestion__title");
    await expect(titles.first()).toContainText("Тарифи");

    release();
    expect(requests.map(queryOf)).toEqual(["тари", "тарифи"]);
    // The held request was cancelled by the page (not merely answered late and ignored).
    const superseded = requests[0] as Request;
    expect(await superseded.response(), "the superseded request got an answer").toBeNull();
    expect(superseded.failure()?.errorText).toBe("net::ERR_ABORTED");
    await expect(titles.first()).toContainText("Тарифи");
    await expect(titles.filter({ hasText: "Баланс" })).toHaveCount(0);
  });

  test("works on a narrow screen: the icon opens the box over the navbar", async ({ page }) => {
    await page.setViewportSize({ width: 420, height: 800 });
    await page.goto("/client/balance");
    await hydrated(page);
    const box = page.locator(".search-box__input");
    await page.getByRole("button", { name: "Шукати" }).click();
    await expect(box).toBeFocused();
    expect((await box.boundingBox())?.width ?? 0).toBeGreaterThan(250);
    await page.keyboard.type("баланс");
    await expect(page.locator(".search-suggestion").first()).toBeInViewport();
  });
});

test.describe("search page with JavaScript", () => {
  test("the URL and the results follow the input as the reader types", async ({ page }) => {
    await page.goto("/search");
    await hydrated(page);
    await page.locator(".search-page__input").fill("чорний список");
    await expect(page).toHaveURL(/\/search\?q=%D1%87%D0%BE%D1%80%D0%BD%D0%B8%D0%B9\+%D1%81%D0%BF%D0%B8%D1%81%D0%BE%D0%BA$/);
    await expect(page.locator(".search-result").first()).toContainText("Чорний список");
    await expect(page.locator(".search-page__input")).toBeFocused();
  });

  test("the next page of results opens at the top, and typing a new query starts again at page one", async ({ page }) => {
    await page.goto(`/search?q=${q("статус")}`);
    await hydrated(page);
    const firstTitle = await page.locator(".search-result__title a").first().textContent();
    await page.getByRole("link", { name: "Наступні" }).click();
    await expect(page).toHaveURL(/[?&]page=2$/);
    await expect(page.locator(".search-results")).toHaveAttribute("start", "11");
    await expect(page.locator(".search-result__title a").first()).not.toHaveText(firstTitle ?? "");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.locator(".search-page__input").fill("статус повідомлення");
    await expect(page).toHaveURL(
      /\/search\?q=%D1%81%D1%82%D0%B0%D1%82%D1%83%D1%81\+%D0%BF%D0%BE%D0%B2%D1%96%D0%B4%D0%BE%D0%BC%D0%BB%D0%B5%D0%BD%D0%BD%D1%8F$/,
    );
    await expect(page.locator(".search-results")).toHaveAttribute("start", "1");
  });

  test("has no serious accessibility violations, with the suggestions open, in both colour modes", async ({ page, context, baseURL }) => {
    // Two full axe runs over a long results page: 15 s on an idle machine, twice that on a busy one.
    test.setTimeout(90_000);
    for (const theme of ["light", "dark"]) {
      await context.addCookies([{ name: "theme", value: Buffer.from(JSON.stringify(theme)).toString("base64"), url: baseURL ?? "" }]);
      await page.goto(`/search?q=${q("статус доставки вайбер")}`);
      await hydrated(page);
      await page.locator(".search-box__input").fill("вебхук");
      await expect(page.locator(".search-suggestion").first()).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${theme} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    }
  });
});
