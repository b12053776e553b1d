import { describe, expect, it } from "vitest";
import { asksOnly } from "./question-words";

describe("asksOnly", () => {
  it("knows the question words, colloquial ones included", () => {
    expect(asksOnly("як", true)).toBe(true);
    expect(asksOnly("шо", false)).toBe(true);
    expect(asksOnly("скока", false)).toBe(true);
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
