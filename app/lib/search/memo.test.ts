import { describe, expect, it } from "vitest";
import { boundedMemo, stringBytes } from "./memo";

describe("bounded memo", () => {
  it("computes once per key, null answers included", () => {
    const memo = boundedMemo<string | null>(10_000);
    let calls = 0;
    const stem = (word: string) => memo(word, () => (calls++, word === "і" ? null : word.slice(0, 4)));
    expect([stem("баланс"), stem("баланс"), stem("і"), stem("і")]).toEqual(["бала", "бала", null, null]);
    expect(calls).toBe(2);
  });

  it("stays within its bytes however many distinct keys arrive, forgetting the least recently used", () => {
    const entry = 64 + stringBytes("слово0000") + stringBytes("x");
    const memo = boundedMemo<string>(entry * 100);
    let calls = 0;
    const look = (key: string) => memo(key, () => (calls++, "x"));
    look("слово0000");
    for (let n = 1; n < 10_000; n++) {
      look(`слово${String(n).padStart(4, "0")}`);
      look("слово0000"); // used all along, so never the one forgotten
    }
    expect(calls).toBe(10_000);
    look("слово0001"); // long forgotten: computed again
    expect(calls).toBe(10_001);
    look("слово0000");
    expect(calls).toBe(10_001);
  });
});
