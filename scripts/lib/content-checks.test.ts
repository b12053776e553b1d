import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkContent, type PageSource } from "./content-checks";

const words = (n: number) => Array.from({ length: n }, (_, i) => `слово${i}`).join(" ");
const page = (
  locale: "uk" | "ru",
  slug: string,
  body: string,
  front = "sidebar_label: L\nsidebar_position: 1\ndescription: D.\n",
): PageSource => ({
  locale,
  slug,
  file: `content/${locale}/${slug}.mdx`,
  raw: `---\ntitle: T\n${front}---\n\n${body}\n`,
});
const publicDir = path.resolve("public");
const messages = (sources: PageSource[]) => checkContent(sources, publicDir).map((p) => `${p.file}: ${p.message}`);

describe("checkContent", () => {
  const good = `## Розділ {#part}\n\n${words(260)}\n\n[інша](/b#sec) [тут](#part)`;
  const other = `## Секція {#sec}\n\n${words(260)}`;

  it("accepts complete pages present in both locales", () => {
    expect(messages([page("uk", "a", good), page("ru", "a", good), page("uk", "b", other), page("ru", "b", other)])).toEqual([]);
  });

  it("reports a page missing in one locale", () => {
    expect(messages([page("uk", "b", other)])).toContain('content/uk/b.mdx: page is missing in "ru"');
  });

  it("reports missing front matter, unknown tags and short pages", () => {
    const result = messages([page("uk", "b", "коротко", "sidebar_position: x\ntags: [sms, nope]\n"), page("ru", "b", other)]);
    expect(result).toEqual(
      expect.arrayContaining([
        'content/uk/b.mdx: front matter: "sidebar_label" is missing or empty',
        'content/uk/b.mdx: front matter: "description" is missing or empty',
        'content/uk/b.mdx: front matter: "sidebar_position" must be a number',
        'content/uk/b.mdx: front matter: unknown tag "nope"',
        "content/uk/b.mdx: only 1 words of body text (minimum 250)",
      ]),
    );
  });

  it("reports front matter that is not YAML, without running it, and pages over the size limit", () => {
    const code: PageSource = {
      locale: "uk",
      slug: "b",
      file: "content/uk/b.mdx",
      raw: "---js\n{ title: process.exit(3) }\n---\n\nТекст\n",
    };
    const huge = page("ru", "b", "а".repeat(600 * 1024));
    const result = messages([code, huge]);
    expect(result).toContain("content/uk/b.mdx: front matter must be YAML; a `---js` block is not read");
    expect(result.some((m) => m.startsWith("content/ru/b.mdx: the page is") && m.includes("up to 524288 bytes"))).toBe(true);
  });

  it("reports heading ids that are missing or differ between locales", () => {
    const uk = `## Розділ {#part}\n\n### Без ідентифікатора\n\n${words(260)}`;
    const ru = `## Раздел {#other}\n\n### Без идентификатора {#x}\n\n${words(260)}`;
    const result = messages([page("uk", "b", uk), page("ru", "b", ru)]);
    expect(result).toContain('content/uk/b.mdx: heading "Без ідентифікатора" has no explicit {#id}');
    expect(result.some((m) => m.startsWith("content/ru/b.mdx: heading ids differ"))).toBe(true);
  });

  it("reports broken links, missing anchors, non-canonical links and images without alt text", () => {
    const body = `${words(260)}\n\n[x](/nowhere) [y](/b#missing) [z](/b/) [w](#nope) [r](/ru/b)\n\n![](/img/logo.svg) ![Схема](/img/none.svg)`;
    const result = messages([page("uk", "a", body), page("ru", "a", body), page("uk", "b", other), page("ru", "b", other)]).filter((m) =>
      m.startsWith("content/uk/a.mdx"),
    );
    expect(result).toEqual([
      "content/uk/a.mdx: link /nowhere points to no page",
      "content/uk/a.mdx: anchor #missing does not exist on /b",
      "content/uk/a.mdx: link /b/ is not canonical: use /b",
      "content/uk/a.mdx: anchor #nope does not exist on this page",
      "content/uk/a.mdx: link /ru/b: write internal links without the locale prefix",
      "content/uk/a.mdx: image /img/logo.svg has no alt text",
      "content/uk/a.mdx: file /img/none.svg does not exist in public/",
    ]);
  });

  it("reports JSON that does not parse, XML that is not well-formed, and code that differs between locales", () => {
    const uk = `${words(260)}\n\n\`\`\`json\n{"a": 1,}\n\`\`\`\n\n\`\`\`xml\n<a><b></a>\n\`\`\`\n\n\`\`\`bash\ncurl https://{{apiHost}}/x\n\`\`\``;
    const ru = uk.replace("/x", "/y");
    const result = messages([page("uk", "a", uk), page("ru", "a", ru)]);
    expect(result.some((m) => m.startsWith("content/uk/a.mdx: json block does not parse"))).toBe(true);
    expect(result.some((m) => m.startsWith("content/uk/a.mdx: xml block is not well-formed"))).toBe(true);
    expect(result).toContain("content/ru/a.mdx: code block 3 differs from content/uk/a.mdx");
  });

  it("reports unknown placeholders", () => {
    const result = messages([page("uk", "a", `${words(260)} {{nope}}`), page("ru", "a", words(260))]);
    expect(result.some((m) => m.includes("Unknown placeholder {{nope}}"))).toBe(true);
  });
});
