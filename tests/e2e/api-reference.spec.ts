/** API pages render their reference parts from the contract: badge, fields, nested fields, two columns on wide screens. */
import { expect, test } from "@playwright/test";

const PAGE = "/api/json/multi_channel";

test.describe("API reference page", () => {
  // The first compile of a page runs on a busy machine; warm it once so each test measures the page, not the compile.
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  test.beforeAll(async ({ request }, testInfo) => {
    testInfo.setTimeout(240_000);
    await request.get(PAGE, { timeout: 120_000 });
    await request.get("/ru/api/json/multi_channel", { timeout: 120_000 });
  });
  test("shows the method badge, the unbroken Content-Type and the fields from the contract", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PAGE);
    const badge = page.locator(".api-endpoint .api-method");
    await expect(badge).toHaveText("POST");
    await expect(page.locator(".api-endpoint__url")).toHaveText(/\/json\/v1\/multi-channel$/);
    const contentType = page.locator(".api-endpoint .api-nowrap");
    const box = await contentType.boundingBox();
    expect(box?.height ?? 0).toBeLessThan(30); // one line
    await expect(page.locator("#parameters ~ .api-fields .api-field__name").first()).toHaveText("recipients");
  });

  test("opens nested fields on demand", async ({ page }) => {
    await page.goto(PAGE);
    const nested = page.locator(".api-pair__main .api-field__children").first();
    const sender = nested.locator('[id="field-multiChannel-request-channels.sender"]');
    await expect(sender).toBeHidden();
    await nested.locator("summary").click();
    await expect(sender).toBeVisible();
  });

  test("puts the request example beside the fields at 1280 px, one column at 390 px, no sideways scroll", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PAGE);
    const main = await page.locator(".api-pair__main").boundingBox();
    const aside = await page.locator(".api-pair__aside").boundingBox();
    expect(aside && main && aside.x).toBeGreaterThan((main?.x ?? 0) + (main?.width ?? 0) - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PAGE);
    const phoneMain = await page.locator(".api-pair__main").boundingBox();
    const phoneAside = await page.locator(".api-pair__aside").boundingBox();
    expect(phoneAside?.y ?? 0).toBeGreaterThan((phoneMain?.y ?? 0) + (phoneMain?.height ?? 0) - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });

  test("the Markdown export has the fields as a table", async ({ request }) => {
    const text = await (await request.get("/ru/api/json/multi_channel.md")).text();
    expect(text).toContain("| Поле | Тип | Обязательное | Ограничения | Описание |");
    expect(text).toMatch(/\| `channels\[\]\.sender` \|/);
  });

  test("Email-to-SMS shows the contract's limits, addresses, answer lines and errors, in both locales and in Markdown", async ({
    page,
    request,
  }) => {
    await page.goto("/api/email2sms");
    const part = (name: string) =>
      page.locator(".api-mail-letter .api-field", { has: page.locator(".api-field__name", { hasText: name }) });
    await expect(part("Subject").locator(".api-field__rules")).toContainText("3–11 символів");
    await expect(part("Message-ID")).toContainText("протягом 24 годин");
    await expect(page.locator(".api-mail-addresses tr", { hasText: "+380671234567@" })).toContainText("Помилка invalid_phone");
    await expect(page.locator(".api-line__format", { hasText: "phone;id;status;parts;price" })).toBeVisible();
    await expect(page.locator(".api-errors tr", { hasText: "text_too_long" })).toContainText("10 частин");
    // Mail has no HTTP status: the errors table has no such column.
    await expect(page.locator(".api-errors th", { hasText: "HTTP" })).toHaveCount(0);
    await page.goto("/ru/api/email2sms");
    await expect(page.locator(".api-mail-letter .api-field", { hasText: "Bcc" })).toContainText("до 100 адресов");
    const markdown = await (await request.get("/ru/api/email2sms.md")).text();
    expect(markdown).toContain("| `validation_error` | После очистки текст пуст или адресов больше 100. |");
    expect(markdown).not.toContain("EmailToSms");
  });
});
