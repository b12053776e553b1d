import { describe, expect, it } from "vitest";
import { adjacentShare, titleCoverage, titleShare } from "./proximity";

const words = (...groups: string[][]) => groups.map((group) => new Set(group));

describe("adjacentShare", () => {
  it("is 1 for the exact phrase and 0 for scattered words", () => {
    expect(adjacentShare(["створ", "акаунт", "крок"], words(["створ"], ["акаунт"]))).toBe(1);
    expect(adjacentShare(["створ", "a", "b", "c", "акаунт"], words(["створ"], ["акаунт"]))).toBe(0);
  });
  it("allows one word between, counts pairs in query order, and any alternative of a word", () => {
    expect(adjacentShare(["чорн", "номер", "список"], words(["чорн"], ["список"]))).toBe(1);
    expect(adjacentShare(["список", "чорн"], words(["чорн"], ["список"]))).toBe(0);
    expect(adjacentShare(["статус", "доставк", "x", "y", "вайбер"], words(["статус"], ["доставк", "доставлен"], ["viber", "вайбер"]))).toBe(
      0.5,
    );
  });
  it("is 0 for one word", () => {
    expect(adjacentShare(["баланс"], words(["баланс"]))).toBe(0);
  });
});

describe("titleShare", () => {
  const title = new Set(["баланс", "json", "api"]);
  it("counts the words the title has, through any of their terms", () => {
    expect(titleShare(title, words(["баланс"], ["api", "апі"]))).toBe(1);
    expect(titleShare(title, words(["баланс"], ["поповнен"]))).toBe(0.5);
    expect(titleShare(title, words(["поповнен", "поповн"]))).toBe(0);
  });
  it("is 0 for no words", () => {
    expect(titleShare(title, [])).toBe(0);
  });
});

describe("titleCoverage", () => {
  it("is the share of the title's terms that some query word stands for", () => {
    expect(titleCoverage(new Set(["налаштуван", "api"]), words(["налаштуван", "налаштув"], ["api"]))).toBe(1);
    expect(titleCoverage(new Set(["налаштуван", "імен", "відправник"]), words(["налаштуван"], ["api"]))).toBeCloseTo(1 / 3);
    expect(titleCoverage(new Set(), words(["api"]))).toBe(0);
  });
});
