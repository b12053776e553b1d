import { describe, expect, it } from "vitest";
import { getAnalyzer } from "./analyzer";

const uk = getAnalyzer("uk");
const ru = getAnalyzer("ru");

describe("Ukrainian analyzer", () => {
  it("stems forms of one word to one term", () => {
    expect(uk.term("повідомлення")).toBe(uk.term("повідомлень"));
    expect(uk.term("балансу")).toBe(uk.term("баланс"));
  });

  it("drops stop words and single letters", () => {
    expect(uk.term("як")).toBeNull();
    expect(uk.term("мого")).toBeNull();
    expect(uk.term("нашому")).toBeNull();
    expect(uk.term("твоєї")).toBeNull();
    expect(uk.term("і")).toBeNull();
    expect(uk.term("x")).toBeNull();
  });

  it("keeps apostrophe words whole, whatever apostrophe was typed", () => {
    expect(uk.term("пам'яті")).toBe(uk.term("памʼяті"));
    expect(uk.term("пам'яті")).toBe(uk.term("памяті"));
  });

  it("indexes Latin technical words and numbers", () => {
    expect(uk.terms("API JSON HLR Viber sender ID webhook send_sms 402")).toEqual([
      "api",
      "json",
      "hlr",
      "viber",
      "sender",
      "id",
      "webhook",
      "send_sms",
      "send",
      "sms",
      "402",
    ]);
  });

  it("stems long Latin words in English", () => {
    expect(uk.term("webhooks")).toBe("webhook");
  });
});

describe("Russian analyzer (lunr.ru)", () => {
  it("stems forms of one word to one term", () => {
    expect(ru.term("сообщениями")).toBe(ru.term("сообщений"));
  });

  it("folds ё before stemming", () => {
    expect(ru.term("тёмный")).toBe(ru.term("темный"));
  });

  it("drops stop words but keeps the ones that name things here", () => {
    expect(ru.term("как")).toBeNull();
    expect(ru.term("имя")).not.toBeNull();
    expect(ru.term("время")).not.toBeNull();
  });

  it("keeps Latin words that lunr.ru's trimmer would delete", () => {
    expect(ru.terms("webhook подпись API")).toEqual(["webhook", ru.term("подпись"), "api"]);
  });
});
