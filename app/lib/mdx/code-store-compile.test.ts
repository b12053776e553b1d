/** A page edited since the build: its code blocks come from the build's store, the same HTML, without Shiki. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openCodeStore } from "./code-store.server";
import { compileMdx } from "./compile.server";
import { renderMdxToHtml } from "./render.server";
import * as highlighterModule from "./highlighter.server";

vi.mock("./highlighter.server", async (importActual) => {
  const actual = await importActual<typeof highlighterModule>();
  return { ...actual, getHighlighter: vi.fn(actual.getHighlighter) };
});

const filePath = path.resolve("content/uk/test-page.mdx");
const contractDir = path.resolve("contract");
const page = [
  "## Приклад {#example}",
  "",
  '```json title="Запит" {2}',
  "{",
  '  "phone": "380501234567"',
  "}",
  "```",
  "",
  '<CodeSamples operation="sendSms" />',
].join("\n");
const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "code-store-compile-")), "code");
afterAll(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

async function compile(source: string, codeStore = openCodeStore({ dir, fingerprint: "test" })) {
  const { code, codeBlocks } = await compileMdx(source, { locale: "uk", filePath, contractDir, codeStore });
  return { html: renderMdxToHtml(code, "uk", contractDir), codeBlocks };
}

describe("compiling with the build's code store", () => {
  it("renders blocks from the store exactly as highlighted ones, and never loads the highlighter for them", async () => {
    const built = await compile(page, openCodeStore({ dir, fingerprint: "test", record: true }));
    expect(built.codeBlocks.stored).toBe(0);
    // The fenced block and one sample per language.
    expect(built.codeBlocks.highlighted).toBeGreaterThanOrEqual(8);

    vi.mocked(highlighterModule.getHighlighter).mockClear();
    const edited = await compile(page);
    expect(edited.codeBlocks).toEqual({ stored: built.codeBlocks.highlighted, highlighted: 0 });
    expect(edited.html).toBe(built.html);
    expect(highlighterModule.getHighlighter).not.toHaveBeenCalled();
    expect(edited.html).toMatch(/<span class="line highlighted">.*380501234567/);
  }, 30_000);

  it("highlights only a block the build did not see", async () => {
    const changed = page.replace("380501234567", "380671234567");
    const { html, codeBlocks } = await compile(changed);
    expect(codeBlocks.highlighted).toBe(1);
    expect(codeBlocks.stored).toBeGreaterThanOrEqual(7);
    expect(html).toMatch(/<span style="--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}">[^<]*380671234567/);
    expect(html).toBe(renderMdxToHtml((await compileMdx(changed, { locale: "uk", filePath, contractDir })).code, "uk", contractDir));
  }, 30_000);
});
