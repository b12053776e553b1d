/** The compile pipeline end to end, in process: what a page's MDX becomes. */
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { compileMdx } from "./compile.server";
import { renderMdxToHtml } from "./render.server";
import { hasApiColumns } from "../content";

const filePath = path.resolve("content/uk/test-page.mdx");
const source = [
  "## Відправлення {#send}",
  "",
  '```json title="Запит" {2}',
  "{",
  '  "phone": "380501234567",',
  '  "text": "<b>&</b>"',
  "}",
  "```",
].join("\n");

describe("compileMdx", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("gives a heading its explicit id and highlights code with both colour schemes and marked lines", async () => {
    const { code, toc } = await compileMdx(source, { locale: "uk", filePath });
    const html = renderMdxToHtml(code, "uk");
    expect(toc).toEqual([{ depth: 2, id: "send", text: "Відправлення" }]);
    expect(html).toContain('<h2 id="send">');
    expect(html).toMatch(
      /<pre class="shiki shiki-themes github-light-default github-dark-default" style="--shiki-light:[^"]+" tabindex="0">/,
    );
    expect(html).toContain('<code class="language-json"><span class="line">');
    expect(html).toMatch(/<span class="line highlighted">.*380501234567/);
    expect(html).toMatch(/style="--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}"/);
    // Text in code stays text: nothing from the sample becomes markup.
    expect(html).toContain("&lt;b>&amp;&lt;/b>");
  }, 20_000);

  it("hands a highlighted block to React as one HTML string, not an element per token", async () => {
    const { code } = await compileMdx(source, { locale: "uk", filePath });
    expect(code).toContain("dangerouslySetInnerHTML");
    // The <pre> keeps its style object; its tokens' styles are in the string.
    expect(code.match(/"--shiki-light":/g)).toHaveLength(1);
    expect(code).toContain("--shiki-light:#");
  }, 20_000);

  it("highlights the samples of every language an integrator can pick, Go and C# included", async () => {
    const mdx = '<CodeSamples operation="sendSms" />';
    const { code } = await compileMdx(mdx, { locale: "uk", filePath, contractDir: path.resolve("contract") });
    const html = renderMdxToHtml(code, "uk");
    for (const fence of ["bash", "python", "js", "java", "php", "go", "csharp"])
      expect(html, fence).toMatch(new RegExp(`<code class="language-${fence}"><span class="line"><span style="--shiki-light:`));
    expect(html).not.toContain('class="language-text"');
  }, 20_000);

  it("colours every token of a line even when tokenising it takes long (a busy machine, a cold grammar)", async () => {
    // Each clock reading half a second later: with Shiki's default 500 ms limit per line, the rest of a line
    // after the first search stayed uncoloured in one theme.
    let now = Date.now();
    vi.spyOn(Date, "now").mockImplementation(() => (now += 500));
    const js = ["```js", "const apiKey = process.env.SMS_API_KEY;", "```"].join("\n");
    const html = renderMdxToHtml((await compileMdx(js, { locale: "uk", filePath })).code, "uk");
    expect(html).toContain('<span style="--shiki-light:#0550AE;--shiki-dark:#79C0FF">SMS_API_KEY</span>');
  }, 20_000);
  it("sets an API page's request example beside its parameters and the response's first example beside its fields, in source order", async () => {
    const api = [
      "## Параметри {#parameters}",
      "",
      "Поля запиту.",
      "",
      "## Приклад запиту {#request}",
      "",
      "```json",
      '{ "text": "a" }',
      "```",
      "",
      "## Відповідь {#response}",
      "",
      "Вступ до відповіді.",
      "",
      '```json title="Відповідь"',
      '{ "success": true }',
      "```",
      "",
      "Поля відповіді.",
      "",
      '```json title="Відхилений"',
      '{ "success": true, "rejected": 1 }',
      "```",
      "",
      "### Помилка {#response-error}",
      "",
      "```json",
      '{ "success": false }',
      "```",
      "",
      "## Ліміти {#limits}",
    ].join("\n");
    const html = renderMdxToHtml((await compileMdx(api, { locale: "uk", filePath })).code, "uk");
    const squeezed = html.replace(/<pre[\s\S]*?<\/pre>/g, "<pre/>").replace(/\s+/g, " ");
    expect(squeezed).toMatch(
      /<div class="api-pair"><div class="api-pair__main"><h2 id="parameters">.*Поля запиту.*<\/div><div class="api-pair__aside"><h2 id="request">/,
    );
    // The response: text, then its first example beside the fields; a later example and the h3 stay where they were.
    expect(squeezed).toMatch(
      /<div class="api-split"><div class="api-split__top"><h2 id="response">.*Вступ до відповіді.*<\/div><div class="api-split__aside">.*Відповідь.*<\/div><div class="api-split__main"><p>Поля відповіді.*Відхилений.*<\/div><\/div> ?<h3 id="response-error">/,
    );
    expect(hasApiColumns(html)).toBe(true);
    const plain = renderMdxToHtml((await compileMdx(source, { locale: "uk", filePath })).code, "uk");
    expect(hasApiColumns(plain)).toBe(false);
  }, 20_000);
  it("turns a five-column parameter table into the stacked field list of the contract's fields", async () => {
    const table = [
      "## Параметри {#parameters}",
      "",
      "| Назва | Тип | Обов'язковий | Обмеження | Опис |",
      "|---|---|---|---|---|",
      "| `message/@ttl` | атрибут, ціле | ні | 3600–259200 | Термін дії, див. [статуси](/api/xml/status) |",
      "| `auth` | елемент | так | — | Облікові дані |",
      "",
      "| Інша | таблиця |",
      "|---|---|",
      "| a | b |",
    ].join("\n");
    const html = renderMdxToHtml((await compileMdx(table, { locale: "uk", filePath })).code, "uk");
    expect(html).toContain(
      '<div class="api-field"><dt class="api-field__head"><code class="api-field__name">message/@ttl</code><span class="api-field__type">атрибут, ціле</span><span class="api-field__req">необов&#x27;язковий</span></dt><dd class="api-field__body"><p>Термін дії, див. <a href="/api/xml/status">статуси</a></p><p class="api-field__rules"><span class="api-field__rules-label">Обмеження: </span>3600–259200</p></dd></div>',
    );
    expect(html).toContain(
      '<span class="api-field__req api-field__req--yes">обов&#x27;язковий</span></dt><dd class="api-field__body"><p>Облікові дані</p></dd>',
    );
    // Only the five-column parameter table changes.
    expect(html.match(/<table>/g)).toHaveLength(1);
  }, 20_000);
});
