import path from "node:path";
import { describe, expect, it } from "vitest";
import { scanContent } from "../content/index.server";
import { llmsFull, llmsIndex } from "./llms.server";

const index = scanContent(path.resolve("tests/fixtures/content"), { includeDrafts: false });
const base = "https://docs.example";

describe("llms.txt", () => {
  const text = llmsIndex(index, "uk", base);

  it("names the site, links the full file, and lists public pages with descriptions and .md links", () => {
    expect(text.startsWith("# SMS-Docs\n\n> Документація ExampleSMS")).toBe(true);
    expect(text).toContain(`${base}/llms-full.txt`);
    expect(text).toContain(
      `Сервер MCP для ШІ-асистентів (Streamable HTTP; інструменти search_docs, read_page, list_pages, get_operation): ${base}/mcp\n`,
    );
    expect(text).toContain(`- [Фікстура](${base}/index.md): Домашня сторінка тестового набору.`);
    expect(text).toContain(`- [Приклади коду](${base}/code.md): Блоки коду з підсвіченими рядками, заголовком і вкладками.`);
  });

  it("groups pages like the sidebars and puts the others last; drafts and unlisted pages never appear", () => {
    expect(text.indexOf("## Документація")).toBeLessThan(text.indexOf("## Інші сторінки"));
    expect(text.indexOf(`${base}/index.md`)).toBeLessThan(text.indexOf("## Інші сторінки"));
    expect(text.indexOf(`${base}/code.md`)).toBeGreaterThan(text.indexOf("## Інші сторінки"));
    expect(text).not.toMatch(/draft\.md|unlisted\.md|Чернетка|Прихована/);
    expect(text).not.toMatch(/^## API$/m); // no API pages in the fixture: no empty heading
  });

  it("in Russian, with the /ru prefix", () => {
    const ru = llmsIndex(index, "ru", base);
    expect(ru).toContain(`${base}/ru/llms-full.txt`);
    // One MCP endpoint for both languages: the locale is a tool argument.
    expect(ru).toContain(`инструменты search_docs, read_page, list_pages, get_operation): ${base}/mcp\n`);
    expect(ru).toMatch(new RegExp(`\\(${base}/ru/index\\.md\\)`));
  });
});

describe("llms-full.txt", () => {
  it("concatenates the pages in llms.txt order, each with its URL under the title", () => {
    const full = llmsFull(index, "uk", base, (doc) => `# ${doc.title}\n\n> ${doc.description}\n\nТекст.\n`);
    expect(full.startsWith(`# Фікстура\n\nСторінка: ${base}/\n\n> Домашня`)).toBe(true);
    expect(full).toContain(`\n\n---\n\n# Приклади коду\n\nСторінка: ${base}/code\n`);
    expect(full).not.toContain("Чернетка");
  });
});
