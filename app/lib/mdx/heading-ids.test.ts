import { describe, expect, it } from "vitest";
import { escapeHeadingIds, listHeadings } from "./heading-ids";

describe("escapeHeadingIds", () => {
  it("escapes explicit ids so MDX does not read them as expressions", () => {
    expect(escapeHeadingIds("## Відправлення {#send}")).toBe("## Відправлення \\{#send\\}");
  });

  it("leaves code blocks and ordinary lines alone", () => {
    const source = "```md\n## In code {#x}\n```\nText {#y}";
    expect(escapeHeadingIds(source)).toBe(source);
  });

  it("knows a longer fence is not closed by a shorter one", () => {
    const source = "````md\n```\n## Still code {#x}\n```\n````\n## Real {#real}";
    expect(escapeHeadingIds(source)).toBe("````md\n```\n## Still code {#x}\n```\n````\n## Real \\{#real\\}");
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
