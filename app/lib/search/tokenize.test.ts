import { describe, expect, it } from "vitest";
import { indexWords, splitWords, trimWord } from "./tokenize";

describe("splitWords", () => {
  it("keeps apostrophes inside words and Cyrillic and Latin alike", () => {
    expect(splitWords("пам'ять і api-ключ")).toEqual(["пам'ять", "і", "api", "ключ"]);
  });

  it("treats lunr query syntax as separators", () => {
    expect(splitWords('title:баланс~2 ^5 +sms -viber * "json"')).toEqual(["title", "баланс", "2", "5", "sms", "viber", "json"]);
  });

  it("keeps identifiers and numbers whole", () => {
    expect(splitWords("send_sms 402 ucs2")).toEqual(["send_sms", "402", "ucs2"]);
  });
});

describe("trimWord", () => {
  it("drops quotes and punctuation around a word but not inside it", () => {
    expect(trimWord("'пам'ять',")).toBe("пам'ять");
    expect(trimWord("«Баланс»")).toBe("Баланс");
  });
});

describe("indexWords", () => {
  it("adds the parts of identifiers and joined hyphenated compounds", () => {
    expect(indexWords("`send_sms` E-mail UCS-2")).toEqual(["send_sms", "send", "sms", "e", "mail", "ucs", "2", "email", "ucs2"]);
  });

  it("normalises case and apostrophes", () => {
    expect(indexWords("ПАМ’ЯТЬ")).toEqual(["пам'ять"]);
  });
});
