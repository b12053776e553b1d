/**
 * Every page of the real content, in both locales, as Markdown: nothing of MDX left, every code
 * block kept byte for byte with its language (JSON still parses), every h2/h3 heading kept.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { Code, Heading, Root } from "mdast";
import { toString } from "mdast-util-to-string";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { describe, expect, it } from "vitest";
import { locales } from "../content";
import { fillPlaceholders } from "../content";
import { EXPLICIT_ID_SUFFIX, remarkExplicitHeadingIds } from "../mdx";
import { pageMarkdown } from "./page-markdown.server";

const mdx = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).use(remarkExplicitHeadingIds);
const plain = unified().use(remarkParse).use(remarkGfm);

function outline(tree: Root) {
  const code: string[] = [];
  const headings: string[] = [];
  const leftovers: string[] = [];
  visit(tree, (node) => {
    if (node.type === "code") code.push(`${(node as Code).lang ?? ""}\n${(node as Code).value}`);
    if (node.type === "heading" && [2, 3].includes((node as Heading).depth)) {
      headings.push(toString(node).replace(EXPLICIT_ID_SUFFIX, "").trim());
    }
    if (node.type === "html" || node.type.startsWith("mdx")) leftovers.push(node.type);
  });
  return { code, headings, leftovers };
}

const pages = locales.flatMap((locale) => {
  const dir = path.resolve("content", locale);
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => ({ locale, slug: file.slice(0, -".mdx".length).split(path.sep).join("/"), file: path.join(dir, file) }));
});

describe("every page as Markdown", () => {
  it("covers both locales", () => {
    expect(pages.filter((p) => p.locale === "uk").length).toBeGreaterThan(50);
    expect(pages.filter((p) => p.locale === "ru").length).toBe(pages.filter((p) => p.locale === "uk").length);
  });

  it.each(pages)("$locale/$slug", ({ locale, slug, file }) => {
    const source = fs.readFileSync(file, "utf8");
    const markdown = pageMarkdown(source, { locale, slug, baseUrl: "https://docs.example" });
    const before = outline(mdx.parse(matter(fillPlaceholders(source)).content));
    const after = outline(plain.parse(markdown));
    expect(after.leftovers).toEqual([]);
    expect(markdown).not.toMatch(/^\s*:::|<\/?(?:Tabs|TabItem)\b/m);
    // Components fed by the contract (generated samples, the status diagram) add blocks the source does not have.
    if (/<(CodeSamples|StatusDiagram)\b/.test(source)) expect(after.code).toEqual(expect.arrayContaining(before.code));
    else expect(after.code).toEqual(before.code);
    expect(after.headings).toEqual(before.headings);
    for (const block of after.code.filter((c) => c.startsWith("json\n"))) {
      expect(() => JSON.parse(block.slice("json\n".length))).not.toThrow();
    }
    expect(markdown).toMatch(/^# \S/);
  });
});
