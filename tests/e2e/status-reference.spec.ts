/**
 * The status references render their tables from the contract (statuses, reasons, error codes, voice outcomes, HLR
 * statuses): a reader sees every value once per table, in both locales, and on a phone each row is a labelled card.
 */
import { expect, test } from "@playwright/test";

const JSON_REFERENCE = "/api/json/references/message_statuses";
const XML_REFERENCE = "/ru/api/xml/references/message_status_codes";

test.describe("status references", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  test.beforeAll(async ({ request }, testInfo) => {
    testInfo.setTimeout(240_000);
    for (const path of [JSON_REFERENCE, XML_REFERENCE]) await request.get(path, { timeout: 120_000 });
  });

  test("lists every status, reason, outcome, HLR status and error code from the contract", async ({ page }) => {
    await page.goto(JSON_REFERENCE);
    await expect(page.locator("table.api-statuses tbody tr")).toHaveCount(11);
    await expect(page.locator("table.api-statuses tbody tr").nth(4)).toContainText("Доставлено");
    await expect(page.locator("table.api-reasons tbody tr")).toHaveCount(7);
    await expect(page.locator("table.api-values").first().locator("tbody tr")).toHaveCount(3);
    await expect(page.locator("table.api-values").nth(1).locator("tbody tr")).toHaveCount(4);
    const errors = page.locator("#errors ~ .table-wrapper table.api-errors tbody tr");
    await expect(errors).toHaveCount(16);
    await expect(errors.filter({ hasText: "rate_limited" })).toContainText("429");
  });

  test("the XML reference numbers the statuses and labels them in the reader's language", async ({ page }) => {
    await page.goto(XML_REFERENCE);
    const rows = page.locator("table.api-statuses tbody tr");
    await expect(rows).toHaveCount(11);
    await expect(rows.nth(7).locator("td").nth(0)).toHaveText("7");
    await expect(rows.nth(7).locator("td").nth(2)).toHaveText("Срок истёк");
  });

  test("on a phone each row is a card with labelled cells and nothing scrolls sideways", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(JSON_REFERENCE);
    const reasons = page.locator("table.api-reasons");
    const card = reasons.locator("tbody tr").first();
    const [table, row] = await Promise.all([reasons.boundingBox(), card.boundingBox()]);
    expect(table?.width ?? 999).toBeLessThanOrEqual(390);
    expect(row?.width ?? 0).toBeGreaterThan(300); // the row spans the column instead of being one narrow cell of three
    const label = await card
      .locator("td")
      .nth(1)
      .evaluate((cell) => getComputedStyle(cell, "::before").content);
    expect(label).toBe('"Що означає"');
    const wrapper = page.locator(".table-wrapper", { has: reasons });
    expect(await wrapper.evaluate((w) => w.scrollWidth <= w.clientWidth)).toBe(true);
  });
});
