import { describe, expect, it } from "vitest";
import { transliterations } from "./transliterate";

const first = (word: string, locale: "uk" | "ru") => transliterations(word, locale)[0];

describe("transliteration of Ukrainian (KMU 2010 and everyday spellings)", () => {
  it("reads the national scheme first", () => {
    expect(first("shablon", "uk")).toBe("шаблон");
    expect(first("rozsylka", "uk")).toBe("розсилка");
    expect(first("holosova", "uk")).toBe("голосова");
    expect(first("shchodnia", "uk")).toBe("щодня");
    expect(first("zhovtyi", "uk")).toBe("жовтий");
    expect(first("reiestratsiia", "uk")).toBe("реєстрація");
    expect(first("znaity", "uk")).toBe("знайти");
    expect(transliterations("rozrakhovuietsia", "uk")).toContain("розраховуєтся");
    expect(first("zaiavka", "uk")).toBe("заявка");
  });
  it("offers the readings of informal spellings among the first", () => {
    expect(transliterations("chornij", "uk")).toContain("чорній");
    expect(transliterations("chornij", "uk")).toContain("чорний");
    expect(transliterations("vaiber", "uk")).toContain("вайбер");
    expect(transliterations("popovnenya", "uk")).toContain("поповненя");
    expect(transliterations("imia", "uk")).toContain("імя");
    expect(transliterations("vhidni", "uk")).toContain("вхідні");
  });
});

describe("transliteration of Russian (passport, GOST-like and informal)", () => {
  it("reads y as ы and h as х first", () => {
    expect(first("otpravka", "ru")).toBe("отправка");
    expect(first("tarify", "ru")).toBe("тарифы");
    expect(first("chernyi", "ru")).toBe("черный");
    expect(first("nastroika", "ru")).toBe("настройка");
    expect(first("vkhod", "ru")).toBe("вход");
    expect(transliterations("vhod", "ru")).toContain("вход");
  });
  it("knows the ways я, щ and ц are written", () => {
    expect(transliterations("registratsiya", "ru")).toContain("регистрация");
    expect(transliterations("registraciya", "ru")).toContain("регистрация");
    expect(transliterations("imja", "ru")).toContain("имя");
    expect(transliterations("planirovshchik", "ru")).toContain("планировщик");
    expect(transliterations("schet", "ru")).toContain("счет");
  });
  it("reads only Latin letters, and a bounded number of spellings", () => {
    expect(transliterations("send_sms", "ru")).toEqual([]);
    expect(transliterations("смс", "ru")).toEqual([]);
    expect(transliterations("eieieieieieieieieieieieieiei", "uk").length).toBeLessThanOrEqual(16);
  });
});
