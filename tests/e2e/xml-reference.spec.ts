/**
 * The XML API pages show their operation's fields and errors as the XSD states them (rendered on the server from
 * `contract/schema.xsd`), in both locales and in the Markdown version, and fit a phone.
 */
import { expect, test } from "@playwright/test";

test.describe("XML API reference from the XSD", () => {
  test("send_sms lists its request fields by XPath with requiredness, limits and description", async ({ page }) => {
    await page.goto("/api/xml/send_sms");
    const sender = page.locator(".api-field", { has: page.locator(".api-field__name", { hasText: /^message\/@sender$/ }) });
    await expect(sender.locator(".api-field__req")).toHaveText("обов'язкове");
    await expect(sender.locator(".api-field__rules")).toContainText("3–11 символів; активне SMS-ім'я акаунта");
    await expect(sender.locator(".api-field__body")).toContainText("Ім'я відправника");
    const ttl = page.locator(".api-field", { has: page.locator(".api-field__name", { hasText: /^message\/@ttl$/ }) });
    await expect(ttl.locator(".api-field__rules")).toContainText("3600–259200; типово 86400");
    // The answer's fields and the operation's errors, also from the XSD.
    await expect(page.locator(".api-field__name", { hasText: /^messages\/message\/status\/@code$/ })).toBeVisible();
    await expect(page.locator(".api-errors tr", { hasText: "130" })).toContainText("422");
    await expect(page.locator(".api-endpoint__url")).toHaveText(/\/xml\/send_sms$/);
    // No hand-written parameter table is left.
    await expect(page.locator("th", { hasText: /^Назва$/ })).toHaveCount(0);
  });

  test("the Russian viber_image_button page has Russian texts and fits a 390 px phone", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/ru/api/xml/viber_image_button");
    const caption = page.locator(".api-field", { has: page.locator(".api-field__name", { hasText: /^message\/button\/@caption$/ }) });
    await expect(caption.locator(".api-field__req")).toHaveText("обязательное");
    await expect(caption.locator(".api-field__rules")).toContainText("1–30 символов");
    await expect(caption.locator(".api-field__body")).toContainText("Надпись на кнопке");
    const endpoint = await page.locator(".api-endpoint__url").boundingBox();
    expect((endpoint?.x ?? 0) + (endpoint?.width ?? 0)).toBeLessThanOrEqual(390);
    // Nothing widens the page: not the long endpoint URL, not a long word in the previous/next links.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await context.close();
  });

  test("the Markdown version has the same fields and errors as tables", async ({ request }) => {
    const markdown = await (await request.get("/ru/api/xml/viber_image_button.md")).text();
    expect(markdown).toContain("| `message/image/@url` | URI | обязательное |");
    expect(markdown).toMatch(/\| `131` \| 422 \| [^|]*Viber/);
    expect(markdown).not.toContain("RequestFields");
  });

  test("the request error reference lists every code of the XSD with its message, HTTP status, cause and fix", async ({
    page,
    request,
  }) => {
    await page.goto("/ru/api/xml/references/request_error");
    const table = page.locator(".api-errors");
    await expect(table.locator("tbody tr")).toHaveCount(17);
    const invalidPhone = table.locator("tr", { has: page.locator("td code", { hasText: /^130$/ }) });
    await expect(invalidPhone.locator(".api-errors__text")).toHaveText("Invalid phone number");
    await expect(invalidPhone.locator("td").nth(1)).toHaveText("422");
    await expect(invalidPhone).toContainText("Номер не в международном формате");
    await expect(table.locator("tr", { hasText: "Rate limit exceeded" })).toContainText("Retry-After");
    // On a wide screen the four columns fit the text column: nothing to scroll sideways (five did not, nor a long URL).
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await table.evaluate((t) => t.scrollWidth - (t.parentElement?.clientWidth ?? 0))).toBeLessThanOrEqual(1);
    const markdown = await (await request.get("/api/xml/references/request_error.md")).text();
    expect(markdown).toContain("| `160` | Job not found | 404 |");
    expect(markdown).not.toContain("XmlErrorCodes");
  });
});
