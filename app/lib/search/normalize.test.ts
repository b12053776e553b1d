import { describe, expect, it } from "vitest";
import { foldWord, hasCyrillic, normalizeText } from "./normalize";

describe("normalizeText", () => {
  it("lower-cases, folds ё to е and every apostrophe variant to '", () => {
    expect(normalizeText("Тёмний ПАМ’ЯТЬ памʼять пам‘ять пам`ять")).toBe("темний пам'ять пам'ять пам'ять пам'ять");
  });
});

describe("foldWord", () => {
  it("drops apostrophes so «пам'ять» and «память» meet", () => {
    expect(foldWord("пам'ять")).toBe("память");
  });

  it("replaces Latin look-alikes inside Cyrillic words", () => {
    expect(foldWord("реєстрацiя")).toBe("реєстрація");
    expect(foldWord("cмс")).toBe("смс");
  });

  it("leaves Latin words alone", () => {
    expect(foldWord("webhook")).toBe("webhook");
    expect(foldWord("send_sms")).toBe("send_sms");
  });
});

describe("hasCyrillic", () => {
  it("tells Cyrillic words from Latin ones", () => {
    expect(hasCyrillic("ключ")).toBe(true);
    expect(hasCyrillic("api")).toBe(false);
  });
});
