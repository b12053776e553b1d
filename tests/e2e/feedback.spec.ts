/**
 * Reader feedback end to end, on servers of its own (a temporary DATA_DIR; one test on a throwaway PostgreSQL):
 * the form without JavaScript (303 back to the page, thank-you by `:target`) and with it (a fetcher, no reload) in
 * both languages, the refusals, and the owner's report after a server restart.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { startTestPostgres } from "../support/postgres";
import { startServer, waitForHealth } from "./helpers";

const base = Number(process.env.E2E_PORT ?? 3100);
const sqlitePort = base + 20;
const postgresPort = base + 21;
const PASSWORD = "report-pass";
const origin = (port: number) => `http://127.0.0.1:${port}`;

type Server = ReturnType<typeof startServer>;

async function start(port: number, env: Record<string, string>): Promise<Server> {
  const server = startServer({ PORT: String(port), INSIGHTS_PASSWORD: PASSWORD, ...env });
  await waitForHealth(`${origin(port)}/healthz`);
  return server;
}

async function stop(server: Server) {
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
}

const strings = {
  uk: {
    page: "/client/balance",
    no: "Ні",
    yes: "Так",
    submit: "Надіслати відгук",
    thanks: "Дякуємо за відгук!",
    reason: "Інформація застаріла",
  },
  ru: {
    page: "/ru/client/balance",
    no: "Нет",
    yes: "Да",
    submit: "Отправить отзыв",
    thanks: "Спасибо за отзыв!",
    reason: "Информация устарела",
  },
} as const;

async function sendFeedback(page: Page, locale: "uk" | "ru", comment: string) {
  const s = strings[locale];
  const form = page.locator("form.feedback__form");
  await form.getByText(s.no, { exact: true }).click();
  await form.locator("select[name=reason]").selectOption({ label: s.reason });
  await form.locator("textarea[name=comment]").fill(comment);
  await form.getByRole("button", { name: s.submit }).click();
}

let dataDir: string;
let server: Server;

test.describe("reader feedback", () => {
  test.describe.configure({ mode: "serial" });
  // Own servers compile pages cold, and on a shared 2-core machine that can take a while.
  test.setTimeout(120_000);

  test.beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sms-docs-feedback-"));
    server = await start(sqlitePort, { DATA_DIR: dataDir });
  });

  test.afterAll(async () => {
    if (server.child.exitCode === null) await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  for (const locale of ["uk", "ru"] as const) {
    test(`without JavaScript (${locale}): the post returns to the page with a thank-you`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: origin(sqlitePort) });
      const page = await context.newPage();
      const s = strings[locale];
      await page.goto(s.page);
      await expect(page.locator(".feedback__thanks").first()).toBeHidden();
      const answer = page.waitForResponse((r) => r.url().endsWith("/feedback") && r.request().method() === "POST");
      await sendFeedback(page, locale, `без JS ${locale}: ціни на сторінці старі`);
      expect((await answer).status()).toBe(303);
      await expect(page).toHaveURL(`${origin(sqlitePort)}${s.page}#feedback-thanks`);
      await expect(page.getByText(s.thanks)).toBeVisible();
      await expect(page.locator("form.feedback__form")).toBeHidden();
      await context.close();
    });

    test(`with JavaScript (${locale}): a fetcher posts it and the thank-you replaces the form without a reload`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: origin(sqlitePort) });
      const page = await context.newPage();
      const s = strings[locale];
      await page.goto(s.page);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
      const answer = page.waitForResponse((r) => r.url().includes("/feedback") && r.request().method() === "POST");
      await sendFeedback(page, locale, `з JS ${locale}`);
      expect((await answer).status()).toBe(200);
      await expect(page.getByRole("status").filter({ hasText: s.thanks })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
      await expect(page).toHaveURL(`${origin(sqlitePort)}${s.page}`);
      await context.close();
    });
  }

  test("refuses a foreign origin (403), an unknown page (400), an oversized body (413) and a flood (429)", async () => {
    const url = `${origin(sqlitePort)}/feedback`;
    // node:http, not fetch: fetch marks itself as a script's request (Sec-Fetch-Mode: cors), and a plain form post
    // is what is tested here.
    const post = (body: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; text: () => Promise<string> }>((resolve, reject) => {
        const req = http.request(
          url,
          { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers } },
          (res) => {
            let text = "";
            res.setEncoding("utf8");
            res.on("data", (chunk: string) => (text += chunk));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, text: async () => text }));
          },
        );
        req.on("error", reject);
        req.end(body);
      });
    expect((await post("page=%2Fclient%2Fbalance&helpful=yes", { Origin: "https://evil.example" })).status).toBe(403);
    const unknown = await post("page=%2Fnope&helpful=yes", { "X-Forwarded-For": "198.51.100.1" });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toMatch(/Відгук не прийнято/);
    expect(
      (await post(`page=%2Fclient%2Fbalance&helpful=no&comment=${"x".repeat(20_000)}`, { "X-Forwarded-For": "198.51.100.2" })).status,
    ).toBe(413);
    const statuses = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push((await post("page=%2Fclient%2Fbalance&helpful=yes", { "X-Forwarded-For": "198.51.100.3" })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(303));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect((await fetch(url)).status).toBe(405);
  });

  test("the report shows the feedback and a zero-result search after a restart; it is never cached or listed", async ({ browser }) => {
    const posted = await fetch(`${origin(sqlitePort)}/feedback`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.9" },
      body: new URLSearchParams({
        page: "/ru/client/balance",
        helpful: "no",
        reason: "outdated",
        comment: "Звіт після перезапуску: приклад застарів",
      }),
    });
    expect(posted.status).toBe(200);
    expect((await fetch(`${origin(sqlitePort)}/search?q=${encodeURIComponent("жирафи сонячні")}`)).status).toBe(200);
    await stop(server);
    server = await start(sqlitePort, { DATA_DIR: dataDir });
    const context = await browser.newContext({
      baseURL: origin(sqlitePort),
      httpCredentials: { username: "insights", password: PASSWORD },
    });
    const page = await context.newPage();
    const response = await page.goto("/insights");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { name: "Запити без результатів" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "жирафи сонячні" })).toBeVisible();
    await expect(page.getByText("Звіт після перезапуску: приклад застарів")).toBeVisible();
    const ru = await page.goto("/ru/insights");
    expect(ru?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Запросы без результатов" })).toBeVisible();
    const csv = await page.request.get("/insights.csv");
    expect(csv.headers()["content-type"]).toMatch(/text\/csv/);
    expect(await csv.text()).toContain("zero-results,,");
    await context.close();

    expect((await fetch(`${origin(sqlitePort)}/insights`)).status).toBe(401);
    const wrong = await fetch(`${origin(sqlitePort)}/insights.csv`, {
      headers: { Authorization: `Basic ${Buffer.from("insights:nope").toString("base64")}` },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toMatch(/^Basic /);
    for (const listing of ["/sitemap.xml", "/llms.txt"])
      expect(await (await fetch(`${origin(sqlitePort)}${listing}`)).text()).not.toContain("insights");
  });

  test("the report is 404 where no password is set (the shared test server)", async ({ request }) => {
    expect((await request.get("/insights")).status()).toBe(404);
    expect((await request.get("/insights.csv")).status()).toBe(404);
  });

  test("with PostgreSQL: feedback and a search survive a restart into the report", async ({ browser }) => {
    const postgres = startTestPostgres();
    let pgServer: Server | undefined;
    try {
      pgServer = await start(postgresPort, { DATABASE_URL: postgres.url, DATA_DIR: path.join(dataDir, "unused") });
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: origin(postgresPort) });
      const page = await context.newPage();
      await page.goto("/client/balance");
      await sendFeedback(page, "uk", "коментар у PostgreSQL");
      await expect(page.getByText(strings.uk.thanks)).toBeVisible();
      await fetch(`${origin(postgresPort)}/ru/search?q=${encodeURIComponent("фиолетовые жирафы")}`);
      await stop(pgServer);
      pgServer = await start(postgresPort, { DATABASE_URL: postgres.url, DATA_DIR: path.join(dataDir, "unused") });
      const auth = { Authorization: `Basic ${Buffer.from(`insights:${PASSWORD}`).toString("base64")}` };
      const html = await (await fetch(`${origin(postgresPort)}/insights`, { headers: auth })).text();
      expect(html).toContain("коментар у PostgreSQL");
      expect(html).toContain("фиолетовые жирафы");
      expect(fs.existsSync(path.join(dataDir, "unused"))).toBe(false);
      await context.close();
    } finally {
      if (pgServer && pgServer.child.exitCode === null) await stop(pgServer);
      postgres.stop();
    }
  });
});
