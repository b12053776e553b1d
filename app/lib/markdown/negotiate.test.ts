import { describe, expect, it } from "vitest";
import { prefersMarkdown } from "./negotiate.server";

describe("prefersMarkdown", () => {
  it("is false for what browsers and most clients send", () => {
    expect(prefersMarkdown(undefined)).toBe(false);
    expect(prefersMarkdown("*/*")).toBe(false);
    expect(prefersMarkdown("text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8")).toBe(false);
    expect(prefersMarkdown("text/html, text/markdown;q=0.5")).toBe(false);
    expect(prefersMarkdown("text/markdown;q=0")).toBe(false);
    expect(prefersMarkdown("text/html, text/markdown")).toBe(false);
    expect(prefersMarkdown("text/markdown;q=0.5, */*")).toBe(false);
  });

  it("is true when Markdown weighs more than HTML, or as much and is listed first", () => {
    expect(prefersMarkdown("text/markdown")).toBe(true);
    expect(prefersMarkdown("text/markdown, text/html;q=0.9, */*;q=0.1")).toBe(true);
    expect(prefersMarkdown("text/plain, TEXT/MARKDOWN")).toBe(true);
    expect(prefersMarkdown("text/x-markdown")).toBe(true);
    expect(prefersMarkdown("text/html;q=0.5, text/markdown;q=0.8")).toBe(true);
    expect(prefersMarkdown("text/markdown, text/html")).toBe(true);
  });
});
