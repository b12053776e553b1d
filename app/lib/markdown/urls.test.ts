import { describe, expect, it } from "vitest";
import { llmsPath, markdownPath, parseMarkdownPath, prefersMarkdown, slugOfPagePath } from "./urls";

describe("markdown paths", () => {
  it("put a page's Markdown at its source path under the locale", () => {
    expect(markdownPath("client/balance", "uk")).toBe("/client/balance.md");
    expect(markdownPath("interface/index", "ru")).toBe("/ru/interface/index.md");
    expect(markdownPath("index", "uk")).toBe("/index.md");
    expect(llmsPath("uk", false)).toBe("/llms.txt");
    expect(llmsPath("ru", true)).toBe("/ru/llms-full.txt");
  });

  it("read back what a path asks for, and nothing for other paths", () => {
    expect(parseMarkdownPath("/client/balance.md")).toEqual({ kind: "page", locale: "uk", slug: "client/balance" });
    expect(parseMarkdownPath("/ru/index.md")).toEqual({ kind: "page", locale: "ru", slug: "index" });
    expect(parseMarkdownPath("/ru/llms-full.txt")).toEqual({ kind: "llms", locale: "ru", full: true });
    expect(parseMarkdownPath("/llms.txt")).toEqual({ kind: "llms", locale: "uk", full: false });
    for (const other of [
      "/client/balance",
      "/.md",
      "/client/.md",
      "/client//x.md",
      "/a%20b.md",
      "/ru/llms.txt/x",
      "/img/a.svg",
      "/x.md/",
    ]) {
      expect(parseMarkdownPath(other), other).toBeNull();
    }
  });

  it("name the slug of a canonical page path", () => {
    expect(slugOfPagePath("/")).toEqual({ locale: "uk", slug: "index" });
    expect(slugOfPagePath("/ru/")).toEqual({ locale: "ru", slug: "index" });
    expect(slugOfPagePath("/ru/interface/")).toEqual({ locale: "ru", slug: "interface/index" });
    expect(slugOfPagePath("/client/balance")).toEqual({ locale: "uk", slug: "client/balance" });
    expect(slugOfPagePath("/search?q=1")).toBeNull();
  });
});

describe("prefersMarkdown", () => {
  it("is false for what browsers and most clients send", () => {
    expect(prefersMarkdown(undefined)).toBe(false);
    expect(prefersMarkdown("*/*")).toBe(false);
    expect(prefersMarkdown("text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8")).toBe(false);
    expect(prefersMarkdown("text/html, text/markdown;q=0.5")).toBe(false);
    expect(prefersMarkdown("text/markdown;q=0")).toBe(false);
  });

  it("is true when Markdown is asked for at least as much as HTML", () => {
    expect(prefersMarkdown("text/markdown")).toBe(true);
    expect(prefersMarkdown("text/markdown, text/html;q=0.9, */*;q=0.1")).toBe(true);
    expect(prefersMarkdown("text/plain, TEXT/MARKDOWN")).toBe(true);
    expect(prefersMarkdown("text/x-markdown")).toBe(true);
  });
});
