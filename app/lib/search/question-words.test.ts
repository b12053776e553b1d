import { describe, expect, it } from "vitest";
import { asksOnly } from "./question-words";

describe("asksOnly", () => {
  it("knows the question words, colloquial ones included", () => {
    expect(asksOnly("як", true)).toBe(true);
    expect(asksOnly("шо", false)).toBe(true);
    expect(asksOnly("скока", false)).toBe(true);
  });
  it("knows the verbs a question is asked with and the particles of «як-небудь», «как-нибудь»", () => {
    for (const word of ["означає", "означает", "взяти", "взять", "можу", "могу", "таке", "небудь", "нибудь", "якось", "працює", "работают"])
      expect(asksOnly(word, true), word).toBe(true);
  });
  it("knows the words of a comparison and the fillers of a question («у чому різниця», «вообще», «дякую»)", () => {
    for (const word of ["різниця", "разница", "відрізняється", "отличается", "взагалі", "вообще", "зараз", "сейчас", "дякую", "спасибо"])
      expect(asksOnly(word, true), word).toBe(true);
  });
  it("drops the possessive pronouns lunr.ru keeps («на свой сервер», «с моего сайта»)", () => {
    for (const word of ["свой", "моего", "вашему", "нашу"]) expect(asksOnly(word, true), word).toBe(true);
  });
  it("reads a word the index lacks, one slip from a long question word, as that word", () => {
    expect(asksOnly("зделать", false)).toBe(true);
    expect(asksOnly("скілки", false)).toBe(true);
  });
  it("keeps words the index has, short words and words two slips away", () => {
    expect(asksOnly("зделать", true)).toBe(false);
    expect(asksOnly("ак", false)).toBe(false);
    expect(asksOnly("баланс", false)).toBe(false);
  });
});
