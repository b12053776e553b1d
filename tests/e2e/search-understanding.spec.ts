import { expect, test, type Page } from "@playwright/test";

/**
 * Query understanding as the reader sees it (issue 29): the "showing results for" notice with its link to
 * search for the typed query exactly, on the results page and in the suggestions, with and without
 * JavaScript, in both locales; and "did you mean" when nothing is found.
 */
const q = (text: string) => encodeURIComponent(text);

const cases = [
  {
    locale: "uk",
    prefix: "",
    typed: ",fkfyc",
    meant: "баланс",
    notice: "Показано результати для «баланс»",
    exact: "Шукати саме «,fkfyc»",
    page: "/client/balance",
  },
  {
    locale: "ru",
    prefix: "/ru",
    typed: "nfhbas",
    meant: "тарифы",
    notice: "Показаны результаты для «тарифы»",
    exact: "Искать именно «nfhbas»",
    page: "/ru/client/tariffs",
  },
] as const;

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

test.describe("rewrite notice without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const c of cases) {
    test(`${c.locale}: results for the meant query, and a link that searches for the typed one exactly`, async ({ page }) => {
      await page.goto(`${c.prefix}/search?q=${q(c.typed)}`);
      await expect(page.locator(".search-page__rewrite")).toContainText(c.notice);
      await expect(page.locator(".search-result").first().locator(".search-result__title a")).toHaveAttribute(
        "href",
        new RegExp(`^${c.page}\\?`),
      );
      // The reader's own words stay in the box and the heading.
      await expect(page.locator(".search-page__input")).toHaveValue(c.typed);
      const exact = page.getByRole("link", { name: c.exact });
      await expect(exact).toHaveAttribute("href", `${c.prefix}/search?q=${q(c.typed).replace(/%20/g, "+")}&exact=1`);
      await exact.click();
      await expect(page).toHaveURL(/exact=1$/);
      await expect(page.locator(".search-page__rewrite")).toHaveCount(0);
      await expect(page.locator(".search-page__none")).toBeVisible();
    });
  }

  test("uk: two words typed without the space, and why the query was read so", async ({ page }) => {
    await page.goto(`/search?q=${q("чорнийсписок")}`);
    await expect(page.locator(".search-page__rewrite")).toContainText("Показано результати для «чорний список»");
    await expect(page.locator(".search-page__rewrite")).toContainText("Схоже, у запиті пропущено пробіл.");
    await expect(page.locator(".search-result").first().locator(".search-result__title a")).toHaveAttribute(
      "href",
      /^\/client\/black-list\?/,
    );
  });

  test("did you mean: the closest words of the docs, as links that find pages", async ({ page }) => {
    await page.goto(`/search?q=${q("тарівфи")}`);
    await expect(page.locator(".search-page__none")).toBeVisible();
    const suggestion = page.locator(".search-page__did-you-mean").getByRole("link", { name: "тарифи", exact: true });
    await expect(page.locator(".search-page__did-you-mean")).toContainText("Можливо, ви мали на увазі:");
    await suggestion.click();
    await expect(page).toHaveURL(/\/search\?q=%D1%82%D0%B0%D1%80%D0%B8%D1%84%D0%B8$/);
    await expect(page.locator(".search-result").first()).toContainText("Тарифи");
  });
});

test.describe("rewrite notice with JavaScript", () => {
  for (const c of cases) {
    test(`${c.locale}: the suggestions say what was searched, and offer the typed query exactly`, async ({ page }) => {
      await page.goto(`${c.prefix}/`);
      await hydrated(page);
      await page.locator(".search-box__input").click();
      await page.keyboard.type(c.typed);
      await expect(page.locator(".search-suggestions .search-suggestions__note").first()).toContainText(c.notice);
      await expect(page.locator(".search-suggestion--page").first()).toHaveAttribute("href", new RegExp(`^${c.page}\\?`));
      const exact = page.getByRole("option", { name: c.exact });
      await expect(exact).toHaveAttribute("href", /exact=1$/);
      await exact.click();
      await expect(page).toHaveURL(/\/search\?q=.+&exact=1$/);
      await expect(page.locator(".search-page__none")).toBeVisible();
      await expect(page.locator(".search-page__rewrite")).toHaveCount(0);
    });

    test(`${c.locale}: the results page shows the notice, and its link searches as typed`, async ({ page }) => {
      await page.goto(`${c.prefix}/search?q=${q(c.typed)}`);
      await hydrated(page);
      await expect(page.locator(".search-page__rewrite")).toContainText(c.notice);
      await page.getByRole("link", { name: c.exact }).click();
      await expect(page).toHaveURL(/exact=1$/);
      await expect(page.locator(".search-page__rewrite")).toHaveCount(0);
      await expect(page.locator(".search-page__none")).toBeVisible();
    });
  }

  test("did you mean in the suggestions (ru)", async ({ page }) => {
    await page.goto("/ru/");
    await hydrated(page);
    await page.locator(".search-box__input").click();
    await page.keyboard.type("баланзз");
    const option = page.getByRole("option", { name: "Возможно, вы имели в виду: баланс", exact: true });
    await expect(option).toHaveAttribute("href", `/ru/search?q=${q("баланс")}`);
  });
});
