import { describe, expect, it } from "vitest";
import { llmsPath, markdownPath, parseMarkdownPath, slugOfPagePath } from "./urls";

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
