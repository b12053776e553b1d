import type { Code, Heading, Paragraph } from "mdast";
import { toString } from "mdast-util-to-string";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { listHeadings, remarkExplicitHeadingIds } from "./heading-ids";

const mdx = unified().use(remarkParse).use(remarkMdx).use(remarkExplicitHeadingIds);

/** Each top-level node: its type, and for a heading its text. */
function blocks(source: string) {
  return mdx.parse(source).children.map((node) => (node.type === "heading" ? `h${node.depth}:${toString(node)}` : node.type));
}

describe("explicit heading ids in MDX", () => {
  it("reads `{#id}` at the end of a heading as text, not as an expression", () => {
    expect(blocks("## Відправлення {#send}")).toEqual(["h2:Відправлення {#send}"]);
    const heading = mdx.parse("## Відправлення {#send}").children[0] as Heading;
    expect(heading.children.map((child) => child.type)).toEqual(["text"]);
  });

  it("allows the escaped form, trailing spaces and a closing sequence", () => {
    expect(blocks("## A \\{#a\\}")).toEqual(["h2:A {#a}"]);
    expect(blocks("### B {#b}   ")).toEqual(["h3:B {#b}"]);
    expect(blocks("## C {#c} ##")).toEqual(["h2:C {#c}"]);
  });

  it("keeps code blocks byte for byte", () => {
    const tree = mdx.parse("```md\n## In code {#x}\n```");
    expect((tree.children[0] as Code).value).toBe("## In code {#x}");
  });

  it("leaves every other `{…}` to MDX: an id in the middle of a line is still an (invalid) expression", () => {
    expect(() => mdx.parse("## Title {#send} more")).toThrow(/acorn|expression/i);
    expect(blocks("Text {1 + 1}")).toEqual(["paragraph"]);
    const paragraph = mdx.parse("Text {1 + 1}").children[0] as Paragraph;
    expect(paragraph.children.map((child) => child.type)).toEqual(["text", "mdxTextExpression"]);
  });

  it("needs a whole id: `{#}` and `{#a b}` are not ids", () => {
    expect(() => mdx.parse("## Title {#}")).toThrow();
    expect(() => mdx.parse("## Title {#a b}")).toThrow();
  });
});

describe("listHeadings", () => {
  it("lists headings outside code with their explicit ids and lines", () => {
    const source = "## Один {#one}\n```\n## not a heading\n```\n### Два\n";
    expect(listHeadings(source)).toEqual([
      { depth: 2, text: "Один", id: "one", line: 1 },
      { depth: 3, text: "Два", id: null, line: 5 },
    ]);
  });

  it("follows MDX block rules: a fence inside JSX is code, indentation does not make code", () => {
    const source = '<Tabs>\n  <TabItem value="json">\n    ```json\n    # {"not": "a heading"}\n    ```\n  </TabItem>\n</Tabs>\n\n## After';
    expect(listHeadings(source).map((h) => h.text)).toEqual(["After"]);
  });
});
