import { describe, expect, it } from "vitest";
import { getAnalyzer } from "./analyzer";
import { searchConfig } from "./config";
import { buildQueryTerms, contrasted, queryWords, type TermSource } from "./query";

/** A term source over a fixed vocabulary, with the same semantics as the lunr one. */
function vocabulary(terms: string[]): TermSource {
  const sorted = [...terms].sort();
  const within1 = (a: string, b: string) => {
    if (Math.abs(a.length - b.length) > 1) return false;
    let i = 0;
    while (i < a.length && a[i] === b[i]) i++;
    return a.slice(i + 1) === b.slice(i + 1) || a.slice(i) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i);
  };
  return {
    has: (term) => sorted.includes(term),
    withPrefix: (prefix, limit) => sorted.filter((t) => t.startsWith(prefix)).slice(0, limit),
    near: (term) => sorted.filter((t) => within1(term, t)),
    documents: () => [],
  };
}

const uk = getAnalyzer("uk");

describe("queryWords", () => {
  it("normalises and splits, treating query syntax as text separators", () => {
    expect(queryWords('Баланс:~2 ^+-* "API"')).toEqual(["баланс", "2", "api"]);
  });

  it("caps the length, the number of words and each word", () => {
    expect(queryWords("а".repeat(500))).toEqual(["а".repeat(searchConfig.maxWordLength)]);
    expect(queryWords(Array.from({ length: 20 }, (_, i) => `w${i}`).join(" "))).toHaveLength(searchConfig.maxWords);
    expect(queryWords(`${"x ".repeat(150)}tail`)).not.toContain("tail");
  });

  it("returns nothing for input without words", () => {
    expect(queryWords(':~^*+-"<>')).toEqual([]);
  });
});

describe("buildQueryTerms", () => {
  const source = vocabulary(["баланс", "поповнен", "перевір", "перевірк", "стат", "статус", "viber", "вайбер", "send_sms"]);

  it("drops stop words and requires every other word", () => {
    const terms = buildQueryTerms("як перевірити баланс", uk, source);
    expect(terms.map((t) => t.word)).toEqual(["перевірити", "баланс"]);
  });

  it("matches the stem, other stems of the word and derived words", () => {
    const [check] = buildQueryTerms("перевірити", uk, source);
    expect([...(check?.alternatives.keys() ?? [])].sort()).toEqual(["перевір", "перевірк"]);
    const [status] = buildQueryTerms("статус", uk, source);
    expect(status?.alternatives.get("статус")?.boost).toBe(searchConfig.boosts.exact);
    expect(status?.alternatives.has("стат")).toBe(true);
  });

  it("completes the last word only, and only in titles while it is short", () => {
    const [first, last] = buildQueryTerms("баланс по", uk, vocabulary(["баланс", "поповнен"]));
    expect(first?.alternatives.has("поповнен")).toBe(false);
    expect(last).toBeUndefined();
    const [fragment] = buildQueryTerms("поп", uk, vocabulary(["поповнен"]));
    expect(fragment?.alternatives.get("поповнен")?.titleOnly).toBe(true);
    const [longer] = buildQueryTerms("попов", uk, vocabulary(["поповнен"]));
    expect(longer?.alternatives.get("поповнен")?.titleOnly).toBe(false);
  });

  it("forgives one typo in longer words", () => {
    const [typo] = buildQueryTerms("баланч", uk, source);
    expect(typo?.alternatives.get("баланс")?.boost).toBe(searchConfig.boosts.fuzzy);
  });

  it("adds transliterations", () => {
    const [word] = buildQueryTerms("вайбер", uk, source);
    expect([...(word?.alternatives.keys() ?? [])]).toEqual(expect.arrayContaining(["вайбер", "viber"]));
  });

  it("matches the verb of a verbal noun and the infinitive of an imperative", () => {
    const verbs = vocabulary(["обмеж", "скасув", "доступ"]);
    const [limit] = buildQueryTerms("обмеження", uk, verbs);
    expect(limit?.alternatives.get("обмеж")?.boost).toBe(searchConfig.boosts.sameWord);
    expect(limit?.own).toContain("обмеж");
    const [cancel] = buildQueryTerms("скасуйте", uk, verbs);
    expect(cancel?.alternatives.has("скасув")).toBe(true);
  });

  it("gives the words of a phrase what the phrase means", () => {
    const words = vocabulary(["код", "otp", "підтверджен", "одноразов"]);
    const [code, confirm] = buildQueryTerms("код підтвердження", uk, words);
    expect(code?.alternatives.has("otp")).toBe(true);
    expect(confirm?.alternatives.get("otp")?.boost).toBe(searchConfig.boosts.synonym);
    const [alone] = buildQueryTerms("підтвердження", uk, words);
    expect(alone?.alternatives.has("otp")).toBe(false);
  });

  it("counts only the words it searches for towards the word limit, so a long question keeps its subject", () => {
    // Ten words, five of them stop words and two question words: the first eight would end before «баланс».
    const terms = buildQueryTerms(
      "чи можна якось із свого сайту через api перевірити баланс",
      uk,
      vocabulary(["api", "сайт", "перевір", "баланс"]),
    );
    expect(terms.map((t) => t.word)).toEqual(["сайту", "api", "перевірити", "баланс"]);
  });

  it("leaves out what the reader contrasts away («а не», «замість», `instead of`), unless nothing else is left", () => {
    expect(contrasted(["смс", "з", "сайту", "а", "не", "з", "кабінету"])).toEqual([false, false, false, true, true, true, true]);
    expect(contrasted(["api", "instead", "of", "dashboard"])).toEqual([false, true, true, true]);
    expect(contrasted(["баланс", "а", "також", "не"])).toEqual([false, false, false, false]);
    const source = vocabulary(["сайт", "кабінет", "баланс"]);
    expect(buildQueryTerms("баланс з сайту а не з кабінету", uk, source).map((t) => t.word)).toEqual(["баланс", "сайту"]);
    expect(buildQueryTerms("баланс замість кабінету", uk, source).map((t) => t.word)).toEqual(["баланс"]);
    expect(buildQueryTerms("а не кабінет", uk, source).map((t) => t.word)).toEqual(["кабінет"]);
  });

  it("keeps a word that matches nothing, so that the query finds nothing", () => {
    const terms = buildQueryTerms("баланс ґґґ", uk, source);
    expect(terms[1]?.alternatives.size).toBe(0);
  });
});
