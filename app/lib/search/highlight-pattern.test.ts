import { describe, expect, it } from "vitest";
import { cleanTerm, cleanTerms, highlightPattern, highlightUrl, matchText } from "./highlight-pattern";

const marked = (text: string, terms: string[]) => {
  const pattern = highlightPattern(terms);
  return pattern ? [...matchText(text).matchAll(pattern)].map((m) => text.slice(m.index, m.index + m[0].length)) : [];
};

describe("highlightPattern", () => {
  it("marks whole words that start with a term, in any case", () => {
    expect(marked("Баланс і балансу; дисбаланс", ["баланс"])).toEqual(["Баланс", "балансу"]);
  });

  it("ignores ё/е and apostrophes, as the index does", () => {
    expect(marked("Тёмный режим, пам'ять і пам’яті", ["темн", "памят"])).toEqual(["Тёмный", "пам'ять", "пам’яті"]);
  });

  it("marks short terms only as whole words", () => {
    expect(marked("Sender ID and idempotency", ["id"])).toEqual(["ID"]);
  });

  it("keeps identifiers whole", () => {
    expect(marked("метод send_sms і sms", ["send"])).toEqual(["send_sms"]);
  });

  it("is null when nothing usable is left", () => {
    expect(highlightPattern(["", "  ", "<>"])).toBeNull();
  });
});

describe("cleanTerm / cleanTerms", () => {
  it("keeps word characters only, so URL input cannot inject a pattern", () => {
    expect(cleanTerm("(.*)+ Баланс")).toBe("баланс");
    expect(cleanTerm("x".repeat(41))).toBe("");
  });

  it("drops terms a shorter term already marks, keeping order", () => {
    expect(cleanTerms(["перевірити", "баланс", "перевір", "баланс"], 8)).toEqual(["баланс", "перевір"]);
  });
});

describe("highlightUrl", () => {
  it("adds one _highlight parameter per term and the heading hash", () => {
    expect(highlightUrl("/client/balance", "top-up", ["баланс", "api"])).toBe(
      "/client/balance?_highlight=%D0%B1%D0%B0%D0%BB%D0%B0%D0%BD%D1%81&_highlight=api#top-up",
    );
    expect(highlightUrl("/", "", [])).toBe("/");
  });
});
