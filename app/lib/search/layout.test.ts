import { describe, expect, it } from "vitest";
import { fromCyrillicKeys, fromLatinKeys } from "./layout";

describe("keyboard layout", () => {
  it("reads Latin keys as the Ukrainian layout, with і ї є and the apostrophe on their own keys", () => {
    expect(fromLatinKeys("ghbdsn", "uk")).toBe("привіт");
    expect(fromLatinKeys(",fkfyc", "uk")).toBe("баланс");
    expect(fromLatinKeys("rhf]y", "uk")).toBe("країн");
    expect(fromLatinKeys("ht'cnhfwsz", "uk")).toBe("реєстрація");
    expect(fromLatinKeys("sv`z", "uk")).toBe("ім'я");
    expect(fromLatinKeys("\\fyjr", "uk")).toBe("ґанок");
  });
  it("reads Latin keys as the Russian layout, where the same keys are ы ъ э ё", () => {
    expect(fromLatinKeys("ghbdtn", "ru")).toBe("привет");
    expect(fromLatinKeys("nfhbas", "ru")).toBe("тарифы");
    expect(fromLatinKeys("'ktrnhjyysq", "ru")).toBe("электронный");
    expect(fromLatinKeys("Xthysq", "ru")).toBe("черный");
    expect(fromLatinKeys("{jhjij", "ru")).toBe("хорошо");
  });
  it("leaves alone what no layout typed", () => {
    expect(fromLatinKeys("привіт", "uk")).toBeNull();
    expect(fromLatinKeys("send_sms", "uk")).toBeNull();
    expect(fromLatinKeys("429", "uk")).toBeNull();
  });
  it("reads Cyrillic keys back as the Latin word meant", () => {
    expect(fromCyrillicKeys("цуирщщл")).toBe("webhook");
    expect(fromCyrillicKeys("рдк")).toBe("hlr");
    expect(fromCyrillicKeys("фзш")).toBe("api");
    expect(fromCyrillicKeys("ыьы")).toBe("sms");
    expect(fromCyrillicKeys("баланс")).toBeNull();
    expect(fromCyrillicKeys("смс 1")).toBeNull();
  });
});
