import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ContentIndex, DocMeta } from "../content/index.server";
import { createServices } from "../services/index.server";
import { readServerConfig } from "../platform/index.server";
import { pageMarkdownText } from "./serve.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "markdown-serve-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A page of one content version: its own file, the same locale and slug as in every other version. */
function versionOf(name: string, body: string): { doc: DocMeta; index: ContentIndex } {
  const filePath = path.join(dir, `${name}.mdx`);
  fs.writeFileSync(filePath, `---\ntitle: Баланс\n---\n\n${body}\n`);
  const doc = { locale: "uk", slug: "client/balance", filePath, title: "Баланс", description: "" } as unknown as DocMeta;
  return { doc, index: { root: dir } as unknown as ContentIndex };
}

describe("pageMarkdownText", () => {
  it("answers a reader of new content with the new text while the old version's Markdown is still being made", async () => {
    const old = versionOf("old", "Стара редакція.");
    const fresh = versionOf("new", "Нова редакція.");
    const services = createServices(readServerConfig({}));
    const [before, after] = await Promise.all([
      pageMarkdownText(services, old.doc, old.index),
      pageMarkdownText(services, fresh.doc, fresh.index),
    ]);
    expect(before).toContain("Стара редакція.");
    expect(after).toContain("Нова редакція.");
  });
});
