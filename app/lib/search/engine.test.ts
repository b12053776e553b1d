import { describe, expect, it } from "vitest";
import { clampOffset, createSearchEngine, type SearchOptions } from "./engine";
import { buildSearchIndex, type PageSource } from "./index-builder";

const pages: PageSource[] = [
  {
    path: "/client/balance",
    title: "Баланс і поповнення",
    description: "Як перевірити залишок коштів.",
    tags: ["balance"],
    crumbs: ["Документація", "Посібник клієнта"],
    body: "Розділ показує кошти.\n\n## Поповнення рахунку {#top-up}\n\nКарткою Visa або Mastercard.\n\n## Сповіщення {#alerts}\n\nКоли баланс низький, надходить лист.",
  },
  {
    path: "/api/json/webhook",
    title: "Вебхуки JSON API",
    description: "Події статусів повідомлень.",
    tags: ["json"],
    crumbs: ["API", "JSON API"],
    body: "## Автентифікація: підпис {#auth}\n\nПеревірте підпис HMAC.\n\n## Повторні спроби {#retries}\n\nДо п'яти спроб доставки.\n\n## Пов'язані сторінки {#related}\n\n- [Баланс і поповнення](/client/balance)",
  },
  {
    path: "/api/json/send_sms",
    title: "Відправлення SMS через JSON API",
    description: "Метод send_sms надсилає SMS.",
    tags: ["sms"],
    crumbs: ["API", "JSON API"],
    body: 'Метод `send_sms` надсилає повідомлення.\n\n## Помилки {#errors}\n\nКод 402 означає, що балансу не вистачає.\n\n```json\n{"callback_url": "https://a.example"}\n```',
  },
];

const engine = createSearchEngine(buildSearchIndex("uk", "current", pages));
const options: SearchOptions = { maxPages: 10, sectionsPerPage: 3, excerptLength: 80 };
const paths = (query: string, extra: Partial<SearchOptions> = {}) =>
  engine.search(query, { ...options, ...extra }).pages.map((p) => p.path);

describe("search engine", () => {
  it("ranks a title match above a body match", () => {
    expect(paths("баланс")).toEqual(["/client/balance", "/api/json/send_sms"]);
  });

  it("ranks a description match above body text", () => {
    // «статусів» is in the webhook page's description and only in send_sms's body.
    const [, webhook, sendSms] = pages;
    if (!webhook || !sendSms) throw new Error("fixture pages missing");
    const body = `${sendSms.body}\n\nСтатусів повідомлень тут багато, статусів і статусів.`;
    const local = createSearchEngine(buildSearchIndex("uk", "current", [{ ...sendSms, body }, webhook]));
    expect(local.search("статусів", options).pages.map((p) => p.path)[0]).toBe("/api/json/webhook");
  });

  it("shows the pages with every word, anywhere on the page", () => {
    expect(paths("підпис повторні спроби")).toEqual(["/api/json/webhook"]);
    expect(engine.search("підпис повторні спроби", options).partial).toBe(false);
  });

  it("when no page has every word, shows those with some of them, labelled partial", () => {
    const some = engine.search("вебхук 402", options);
    expect(some.partial).toBe(true);
    expect(some.pages.map((p) => p.path).sort()).toEqual(["/api/json/send_sms", "/api/json/webhook"]);
    expect(engine.search("підпис ґзщшхїц", options)).toMatchObject({ partial: true, total: 1 });
  });

  it("lets no question word block a match", () => {
    expect(paths("як перевірити підпис")).toEqual(["/api/json/webhook"]);
  });

  it("does not let a page match through its «Related pages» links", () => {
    expect(paths("поповнення")).toEqual(["/client/balance"]);
  });

  it("groups a page's sections under it, with highlight links to the headings", () => {
    const [page] = engine.search("баланс", options).pages;
    expect(page?.sections.map((s) => s.hash)).toEqual(["alerts"]);
    expect(page?.url).toBe("/client/balance?_highlight=%D0%B1%D0%B0%D0%BB%D0%B0%D0%BD%D1%81");
    expect(page?.sections[0]?.url).toMatch(/^\/client\/balance\?_highlight=.+#alerts$/);
    expect(page?.title).toEqual([{ text: "Баланс", mark: true }, { text: " і поповнення" }]);
  });

  it("finds Latin words, identifiers, numbers and code", () => {
    expect(paths("send_sms")).toEqual(["/api/json/send_sms"]);
    expect(paths("402")).toEqual(["/api/json/send_sms"]);
    expect(paths("callback_url")).toEqual(["/api/json/send_sms"]);
    expect(paths("HMAC")).toEqual(["/api/json/webhook"]);
  });

  it("forgives typos, completes the last word and understands transliterations", () => {
    expect(paths("баланч")).toContain("/client/balance");
    expect(paths("поповн")).toEqual(["/client/balance"]);
    expect(paths("webhook підпис")).toEqual(["/api/json/webhook"]);
  });

  it("limits results to a context, or says it looked outside", () => {
    expect(paths("баланс", { ctx: "/api/" })).toEqual(["/api/json/send_sms"]);
    const outside = engine.search("поповнення", { ...options, ctx: "/api/", fallbackOutside: true });
    expect(outside.outside).toBe(true);
    expect(outside.pages.map((p) => p.path)).toEqual(["/client/balance"]);
    expect(engine.search("поповнення", { ...options, ctx: "/api/" }).total).toBe(0);
  });

  it("treats any input as text and never throws", () => {
    for (const query of [":", "~", "^", "*", "+", "-", '"', "<script>alert(1)</script>", "title:баланс~2^10", "a".repeat(500), "", "   "]) {
      expect(() => engine.search(query, options), query).not.toThrow();
    }
    expect(paths('+"баланс"^*')).toContain("/client/balance");
  });
});

describe("admin manual pages", () => {
  const report = (path: string, title: string): PageSource => ({
    path,
    title,
    description: "Статуси масових розсилок і вивантаження звіту.",
    tags: [],
    crumbs: [],
    body: "Звіт показує статуси повідомлень кожної розсилки. Адміністратор бачить розсилки всіх клієнтів.",
  });
  // The admin page's title matches the query better: without the prior it would come first.
  const both = createSearchEngine(
    buildSearchIndex("uk", "current", [
      report("/admin/bulk-sms-reports", "Звіт по масових розсилках"),
      report("/client/bulk-sms-reports", "Звіт по масових SMS"),
    ]),
  );
  const order = (query: string) => both.search(query, options).pages.map((p) => p.path);

  it("yield to a client page that answers as well", () => {
    expect(order("звіт по розсилках")).toEqual(["/client/bulk-sms-reports", "/admin/bulk-sms-reports"]);
  });

  it("keep their rank when the query names the admin side", () => {
    expect(order("звіт по розсилках адміністратор")).toEqual(["/admin/bulk-sms-reports", "/client/bulk-sms-reports"]);
  });

  it("pages through results: an offset skips ranked pages, one past the end shows the last page", () => {
    const all = paths("баланс");
    expect(all).toHaveLength(2);
    const second = engine.search("баланс", { ...options, maxPages: 1, offset: 1 });
    expect(second).toMatchObject({ total: 2, offset: 1 });
    expect(second.pages.map((p) => p.path)).toEqual([all[1]]);
    expect(engine.search("баланс", { ...options, maxPages: 1, offset: 7 }).pages.map((p) => p.path)).toEqual([all[1]]);
  });

  it("clamps an offset to a whole page within the results", () => {
    expect(clampOffset(0, 0, 10)).toBe(0);
    expect(clampOffset(10, 25, 10)).toBe(10);
    expect(clampOffset(15, 25, 10)).toBe(10);
    expect(clampOffset(90, 25, 10)).toBe(20);
    expect(clampOffset(30, 30, 10)).toBe(20);
    expect(clampOffset(-5, 30, 10)).toBe(0);
  });
});
