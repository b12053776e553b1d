/**
 * The block structure of a page body, from one Markdown parse: where its headings and fenced code
 * blocks are. Heading-id escaping, search text and the content checks all read it, so they agree
 * with the MDX pipeline about what is code and what is a heading (a `#` line inside a fence is not
 * a heading; a fence inside a JSX block still is a fence).
 *
 * Parsed as Markdown, not MDX: an explicit id (`## Title {#id}`) is an expression to MDX and must be
 * escaped before MDX sees it, which is what this outline is for. MDX's own block rules are applied
 * (no indented code, no HTML blocks), so blocks fall where the compiler puts them.
 */
import type { Code, Heading, Root } from "mdast";
import remarkParse from "remark-parse";
import { unified, type Processor } from "unified";
import { visit } from "unist-util-visit";

export interface OutlineHeading {
  depth: number;
  /** 1-based line of the body where the heading starts. */
  line: number;
}

export interface OutlineCode {
  lang: string;
  meta: string;
  value: string;
  /** 1-based lines of the opening and the closing fence (the closing one may be missing at the end). */
  startLine: number;
  endLine: number;
}

export interface Outline {
  headings: OutlineHeading[];
  code: OutlineCode[];
}

/**
 * MDX turns off indented code and HTML blocks; the outline follows it. Inline syntax is switched off
 * too: only blocks matter here, and skipping emphasis, links and references makes the parse cheap.
 * (Tables and `:::` containers need no extension: they hold no headings or fences of their own.)
 */
function blocksAsMdxSeesThem(this: Processor) {
  const data = this.data() as { micromarkExtensions?: unknown[] };
  const inline = [
    "attention",
    "autolink",
    "characterReference",
    "codeText",
    "hardBreakEscape",
    "htmlText",
    "labelStartImage",
    "labelStartLink",
    "labelEnd",
  ];
  (data.micromarkExtensions ??= []).push({ disable: { null: ["codeIndented", "htmlFlow", ...inline] } });
}

// Created on first use: a module-level call would keep the parser in browser bundles that import
// this group's index for other things.
let parse: ((body: string) => Root) | undefined;

export function outlineOf(body: string): Outline {
  if (!parse) {
    const processor = unified().use(remarkParse).use(blocksAsMdxSeesThem);
    parse = (text) => processor.parse(text);
  }
  const tree = parse(body);
  const headings: OutlineHeading[] = [];
  const code: OutlineCode[] = [];
  visit(tree, (node) => {
    if (node.type === "heading") {
      const heading = node as Heading;
      headings.push({ depth: heading.depth, line: heading.position?.start.line ?? 0 });
    } else if (node.type === "code") {
      const block = node as Code;
      code.push({
        lang: block.lang ?? "",
        meta: block.meta ?? "",
        value: block.value,
        startLine: block.position?.start.line ?? 0,
        endLine: block.position?.end.line ?? 0,
      });
    }
  });
  return { headings, code };
}

/** For each line of the body (index 0 = line 1): the code block it belongs to, fences included. */
export function codeByLine(outline: Outline, lineCount: number): (OutlineCode | undefined)[] {
  const byLine = new Array<OutlineCode | undefined>(lineCount);
  for (const block of outline.code) for (let line = block.startLine; line <= block.endLine; line++) byLine[line - 1] = block;
  return byLine;
}
