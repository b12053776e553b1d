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
});

describe("listHeadings", () => {
  it("lists headings outside code with their explicit ids", () => {
    const source = "## Один {#one}\n```\n## not a heading\n```\n### Два\n";
    expect(listHeadings(source)).toEqual([
      { depth: 2, text: "Один", id: "one" },
      { depth: 3, text: "Два", id: null },
    ]);
  });
});
