import { describe, expect, it } from "vitest";
import { rewriteQuery, splitRun, type WordKnowledge } from "./rewrite";

/** A toy index: these words are terms (3), «як» and «по» stop words, everything else unknown. */
const terms = new Set(["баланс", "шаблон", "смс", "webhook", "надсилання", "viber", "зображення"]);
const known: WordKnowledge = (word) => (terms.has(word) ? 3 : ["як", "по"].includes(word) ? -1 : 0);
const uk = { locale: "uk" as const, known };

describe("query rewrite", () => {
  it("corrects the keyboard layout, punctuation keys included", () => {
    expect(rewriteQuery(",fkfyc", uk)).toEqual({ query: "баланс", kinds: ["layout"] });
    expect(rewriteQuery("цуирщщл", uk)).toEqual({ query: "webhook", kinds: ["layout"] });
  });
  it("reads Latin transliteration", () => {
    expect(rewriteQuery("shablon sms", uk)).toEqual({ query: "шаблон смс", kinds: ["transliteration", "transliteration"] });
  });
  it("reads the little words of a transliterated query as Cyrillic stop words, not of an English one", () => {
    expect(rewriteQuery("shablon po sms", uk)).toEqual({
      query: "шаблон по смс",
      kinds: ["transliteration", "transliteration", "transliteration"],
    });
    expect(rewriteQuery("po webhook", uk)).toBeNull();
  });
  it("translates a word of the other locale's docs, and only unknown words", () => {
    const translate = (word: string) => (word === "отправка" ? "надсилання" : null);
    expect(rewriteQuery("отправка смс", { ...uk, translate })).toEqual({ query: "надсилання смс", kinds: ["language"] });
  });
  it("reads a Latin word the docs have only as the start of a longer term, and the little words, as Cyrillic", () => {
    // «status» and «pro» are in the examples; «statusy» only as the start of «status»-something.
    const latin: WordKnowledge = (word) =>
      ({ статуси: 3, звіт: 3, статус: 3, statusy: 2, pro: 3, про: -1, через: -1, черєз: 1 })[word] ?? known(word);
    expect(rewriteQuery("statusy", { ...uk, known: latin })).toEqual({ query: "статуси", kinds: ["transliteration"] });
    expect(rewriteQuery("zvit pro statusy", { ...uk, known: latin })?.query).toBe("звіт про статуси");
    expect(rewriteQuery("pro", { ...uk, known: latin })).toBeNull();
    expect(rewriteQuery("zvit cherez statusy", { ...uk, known: latin })?.query).toBe("звіт через статуси");
  });
  it("splits two words typed without the space, also once read back from Latin", () => {
    expect(rewriteQuery("шаблонсмс", uk)).toEqual({ query: "шаблон смс", kinds: ["spacing"] });
    expect(rewriteQuery("shablonsms", uk)).toEqual({ query: "шаблон смс", kinds: ["transliteration"] });
    expect(rewriteQuery("якбаланс", uk)).toEqual({ query: "як баланс", kinds: ["spacing"] });
    expect(splitRun("смсшаблон", known)).toBe("смс шаблон");
  });
  it("splits only unknown words, into halves of three letters at least, and not into two stop words", () => {
    expect(splitRun("шаблон", known)).toBeNull();
    expect(splitRun("баланссм", known)).toBeNull();
    expect(splitRun("якпо", known)).toBeNull();
    expect(splitRun("qqqzzz", known)).toBeNull();
  });
  it("leaves known words, stop words and what no reading makes known", () => {
    expect(rewriteQuery("баланс viber", uk)).toBeNull();
    expect(rewriteQuery("як баланс", uk)).toBeNull();
    expect(rewriteQuery("qqqzzz", uk)).toBeNull();
    expect(rewriteQuery("viber pj,hf;tyyz", uk)).toEqual({ query: "viber зображення", kinds: ["layout"] });
  });
});
