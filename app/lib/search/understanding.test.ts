import { describe, expect, it } from "vitest";
import { buildContentIndexes } from "./collect.server";
import { createSearchEngines, type SearchEngine } from "./engine";

/**
 * Query understanding against the real content, one test per kind: what a reader typed, what was searched
 * instead (the rewrite shown to them), and the page they get first. Each fails without its rewrite or rule:
 * the typed queries alone find nothing or other pages.
 */
const engines = createSearchEngines(buildContentIndexes("content"));
const engine = (locale: "uk" | "ru") => engines.find((e) => e.locale === locale) as SearchEngine;
const options = { maxPages: 5, sectionsPerPage: 0, excerptLength: 0 };
const search = (locale: "uk" | "ru", q: string, exact = false) => engine(locale).search(q, { ...options, exact });
const first = (locale: "uk" | "ru", q: string) => search(locale, q).pages[0]?.path;
/** The paths of the first `n` pages found (at most `options.maxPages`). */
const top = (locale: "uk" | "ru", q: string, n = options.maxPages) =>
  search(locale, q)
    .pages.slice(0, n)
    .map((p) => p.path);

describe("keyboard layout", () => {
  it("reads Latin keys as Ukrainian or Russian letters, punctuation keys included", () => {
    expect(search("uk", ",fkfyc").rewrite).toEqual({ query: "баланс", kinds: ["layout"] });
    expect(first("uk", ",fkfyc")).toBe("/client/balance");
    expect(search("ru", "nfhbas").rewrite).toEqual({ query: "тарифы", kinds: ["layout"] });
    expect(first("ru", "nfhbas")).toBe("/ru/client/tariffs");
  });
  it("reads Cyrillic keys as the Latin word meant", () => {
    expect(search("uk", "цуирщщл").rewrite?.query).toBe("webhook");
    expect(top("uk", "цуирщщл")).toContain("/api/json/webhook");
  });
});

describe("transliteration", () => {
  it("reads Latin spellings of Ukrainian and Russian words as the docs' words", () => {
    expect(search("uk", "chornyi spysok").rewrite).toEqual({ query: "чорний список", kinds: ["transliteration", "transliteration"] });
    expect(first("uk", "chornyi spysok")).toBe("/client/black-list");
    expect(search("ru", "massovaya rassylka").rewrite?.query).toBe("массовая рассылка");
    expect(first("ru", "massovaya rassylka")).toBe("/ru/client/bulk-sms");
  });
  it("reads the little words of a transliterated query as Cyrillic too, so that every word is found", () => {
    const found = search("uk", "shablony dlia viber");
    expect(found.rewrite?.query).toBe("шаблони для viber");
    expect(found.partial).toBe(false);
    expect(found.pages[0]?.path).toBe("/client/viber-templates");
  });
  it("reads Latin words the docs have only in longer examples (`statusy`, `limity`) and the little words too", () => {
    expect(search("uk", "zvit pro masovi sms").rewrite?.query).toBe("звіт про масові sms");
    expect(first("uk", "zvit pro masovi sms")).toBe("/client/bulk-sms-reports");
    expect(search("uk", "limity api").rewrite?.query).toBe("ліміти api");
    expect(first("ru", "statusy i oplata")).not.toBeUndefined();
    expect(search("ru", "statusy i oplata").rewrite?.query).toBe("статусы и оплата");
  });
  it("leaves Latin words the docs have alone (no rewrite when the typed query is found)", () => {
    expect(search("uk", "viber").rewrite).toBeNull();
    expect(search("ru", "send_sms").rewrite).toBeNull();
  });
});

describe("the other language's words", () => {
  it("reads a Russian word on the Ukrainian site as the Ukrainian word of the same sections, and the reverse", () => {
    expect(search("uk", "скидка").rewrite).toEqual({ query: "знижка", kinds: ["language"] });
    expect(search("ru", "тривалість").rewrite).toEqual({ query: "длительность", kinds: ["language"] });
  });
});

describe("words typed without the space between them", () => {
  it("splits a run the docs lack into two words they have, after reading it back when it was transliterated", () => {
    expect(search("uk", "чорнийсписок").rewrite).toEqual({ query: "чорний список", kinds: ["spacing"] });
    expect(first("uk", "чорнийсписок")).toBe("/client/black-list");
    expect(search("ru", "chernyjspisok").rewrite).toEqual({ query: "черный список", kinds: ["transliteration"] });
    expect(first("ru", "chernyjspisok")).toBe("/ru/client/black-list");
    expect(search("uk", "якзмінити пароль").rewrite?.query).toBe("як змінити пароль");
  });
  it("does not split a word that another reading makes a term", () => {
    // «частини» read as Ukrainian becomes one Russian word (which form depends on the pages' words), not «час тини».
    const rewrite = search("ru", "частини").rewrite;
    expect(rewrite?.kinds).toEqual(["language"]);
    expect(rewrite?.query).toMatch(/^част[а-яё]*$/);
  });
});

describe("a query that is a page's name", () => {
  it("finds that page before one with a section about one of its words", () => {
    expect(first("uk", "налаштування api")).toBe("/client/api-settings");
    expect(first("ru", "настройки api")).toBe("/ru/client/api-settings");
  });
});

describe("exact search", () => {
  it("searches for what was typed when asked to, with no rewrite", () => {
    const exact = search("uk", ",fkfyc", true);
    expect(exact.rewrite).toBeNull();
    expect(exact.total).toBe(0);
  });
});

describe("English terms (terminology.ts, kind english)", () => {
  it("lead to the docs' own words without a rewrite", () => {
    const dlr = search("uk", "DLR");
    expect(dlr.rewrite).toBeNull();
    expect(dlr.pages.map((p) => p.path)).toEqual(expect.arrayContaining(["/api/json/references/message_statuses"]));
    expect(first("ru", "opt-out")).toBe("/ru/client/black-list");
    expect(first("uk", "top up")).toMatch(/^\/client\/(balance|payments)$/);
  });
  it("know the everyday English of the trade: duplicates, holidays, one-time passwords", () => {
    expect(first("uk", "dedupe phone numbers")).toBe("/client/clear-base");
    expect(first("ru", "holidays")).toBe("/ru/client/days");
    expect(top("uk", "one time password")).toEqual(expect.arrayContaining(["/api/json/telegram/otp"]));
  });
  it("name a page's subject in English (two factor, notifications, price list)", () => {
    expect(first("ru", "two factor auth")).toMatch(/^\/ru\/(client\/profile|login\/)$/);
    expect(top("uk", "notifications")).toEqual(expect.arrayContaining(["/client/profile", "/client/balance"]));
    expect(first("ru", "price list")).toBe("/ru/client/tariffs");
  });
  it("read `delivery status` as the delivery report the webhook sends", () => {
    expect(top("uk", "delivery status")).toContain("/api/json/webhook");
  });
  it("drop English prepositions, which no page has in its prose", () => {
    expect(first("uk", "send sms via api")).toBe(first("uk", "send sms api"));
    expect(search("ru", "top up by card").partial).toBe(false);
  });
});

describe("questions and error codes", () => {
  it("drops the words that only ask", () => {
    expect(first("ru", "зачем нужен api ключ")).toBe(first("ru", "api ключ"));
  });
  it("knows what the question's everyday words mean on the pages", () => {
    expect(first("uk", "чому смс розбивається на частини")).toBe("/api_methods");
    expect(first("ru", "сколько номеров в одном запросе")).toBe("/ru/api_methods");
    expect(first("ru", "типове ім'я відправника")).toBe("/ru/client/sender-id-settings");
    expect(first("ru", "списываются деньги за сообщения")).toMatch(/\/references\//);
    expect(first("uk", "розсилка за розкладом")).toBe("/client/planner");
    expect(first("ru", "рассылка по расписанию")).toBe("/ru/client/planner");
  });
  it("drops a question word typed with a slip, and reads everyday verbs as the pages' own", () => {
    expect(first("ru", "как зделать рассылку в вайбер")).toBe("/ru/client/viber");
    expect(top("uk", "як відмінити відправку через апі", 3)).toContain("/api/json/cancel");
    expect(top("uk", "як поміняти номер телефону в кабінеті", 3)).toContain("/client/profile");
    expect(top("uk", "скільки запитів на секунду можна слати в апі")).toContain("/api_methods");
  });
  it("reads the infinitive a reader asks with as the imperative the page instructs with (указать → укажите)", () => {
    // The webhook page: «Укажите адрес вебхука»; the API report only mentions the URL «указан» in the settings.
    expect(top("ru", "где указать url для вебхуков", 3)).toContain("/ru/api/json/webhook");
  });
  it("drops the verbs a question is asked with: what does it mean, where to get it, I cannot", () => {
    expect(first("uk", "що означає статус rejected")).toMatch(/\/status$|\/references\//);
    expect(first("ru", "что означает статус expired")).toMatch(/\/status$|\/references\//);
    expect(first("uk", "де взяти токен для апі")).toBe("/client/api-settings");
    expect(first("ru", "где взять токен для апи")).toBe("/ru/client/api-settings");
    expect(first("uk", "не можу увійти в кабінет")).toBe("/login/");
    expect(search("uk", "як-небудь можна запланувати розсилку на вихідні").partial).toBe(false);
    expect(search("uk", "дякую, як змінити ім'я відправника").partial).toBe(false);
    expect(top("ru", "в чем разница между json и http api")).toContain("/ru/api_methods");
    // «працюють» is on the general templates page, not on the Viber templates one.
    expect(first("uk", "як працюють шаблони у вайбері")).toBe("/client/viber-templates");
  });
  it("does not require the possessive pronouns of a question («на свій сервер», «со своего сайта»)", () => {
    expect(top("ru", "как получать отчет о доставке на свой сервер")).toContain("/ru/api/json/webhook");
    expect(search("uk", "надіслати смс з мого сайту").partial).toBe(false);
  });
  it("reads the reader's own site, CRM or language as the API, and leaves out what follows «а не»", () => {
    expect(first("uk", "надіслати смс з мого сайту")).toMatch(/^\/api\/.*send_sms$/);
    expect(first("ru", "отправить смс со своего сайта")).toMatch(/^\/ru\/api\/.*send_sms$/);
    expect(first("uk", "чи можна надсилати смс зі свого сайту, а не з кабінету")).toMatch(/^\/api\/.*send_sms$/);
    expect(first("ru", "можно ли отправлять смс со своего сайта, а не из кабинета")).toMatch(/^\/ru\/api\/.*send_sms$/);
    expect(first("uk", "а взагалі можна надсилати смс з python")).toMatch(/^\/api\/.*send_sms$/);
    expect(first("ru", "можно ли отправлять смс через php")).toMatch(/^\/ru\/api\/.*send_sms$/);
    // «pdf» required, the page of address books (which imports Excel files) came first.
    expect(first("uk", "звіт у excel а не pdf")).toMatch(/-reports$/);
  });
  it("reads the everyday «приходять» as the Ukrainian pages' «надходять»", () => {
    expect(first("uk", "приходять вхідні смс на мій номер")).toBe("/client/received-sms");
  });
  it("finds the page that defines a code first", () => {
    expect(first("uk", "помилка 401")).toMatch(/\/references\//);
    expect(first("ru", "rate_limited")).toBe("/ru/api/json/references/message_statuses");
    expect(first("uk", "статус 4 xml")).toBe("/api/xml/references/message_status_codes");
  });
});

describe("did you mean", () => {
  it("offers the closest words of the docs when nothing is found, each of which finds pages", () => {
    const none = search("uk", "тарівфи");
    expect(none.total).toBe(0);
    expect(none.suggestions).toContain("тарифи");
    for (const q of none.suggestions) expect(search("uk", q).total).toBeGreaterThan(0);
    expect(search("ru", "баланзз").suggestions[0]).toBe("баланс");
  });
  it("offers nothing when pages are found", () => {
    expect(search("uk", "тарифи").suggestions).toEqual([]);
  });
});
