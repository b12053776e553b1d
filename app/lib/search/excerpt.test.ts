import { describe, expect, it } from "vitest";
import { excerpt, markSegments } from "./excerpt";
import { highlightPattern } from "./highlight-pattern";

const render = (segments: { text: string; mark?: true }[]) => segments.map((s) => (s.mark ? `[${s.text}]` : s.text)).join("");

describe("markSegments", () => {
  it("splits text into plain and marked runs", () => {
    expect(markSegments("Поповніть баланс карткою", highlightPattern(["баланс"]))).toEqual([
      { text: "Поповніть " },
      { text: "баланс", mark: true },
      { text: " карткою" },
    ]);
  });

  it("returns the text as is without a pattern", () => {
    expect(markSegments("<script>", null)).toEqual([{ text: "<script>" }]);
  });
});

describe("excerpt", () => {
  const words = Array.from({ length: 60 }, (_, i) => `слово${i}`);
  const text = [...words.slice(0, 40), "баланс", ...words.slice(40)].join(" ");

  it("starts shortly before the first match, cut at word boundaries, with ellipses", () => {
    const result = render(excerpt(text, highlightPattern(["баланс"]), 80));
    expect(result.startsWith("… слово")).toBe(true);
    expect(result).toContain("[баланс]");
    expect(result.endsWith(" …")).toBe(true);
    expect(result.length).toBeLessThan(90);
  });

  it("starts at the beginning when the match was in the heading only", () => {
    expect(render(excerpt(text, highlightPattern(["заголовок"]), 40))).toMatch(/^слово0 .* …$/);
  });

  it("keeps short texts whole", () => {
    expect(render(excerpt("Короткий баланс", highlightPattern(["баланс"]), 80))).toBe("Короткий [баланс]");
  });
});
