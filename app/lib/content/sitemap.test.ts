import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { scanContent } from "./content-index.server";
import { buildRobots, buildSitemap } from "./sitemap.server";

function tree(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "sitemap-"));
  for (const [name, front] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), `---\n${front}\n---\n`);
  }
  return root;
}

describe("buildSitemap", () => {
  it("lists public pages of both locales with hreflang alternates and x-default → uk", () => {
    const root = tree({
      "uk/index.mdx": "title: Головна",
      "ru/index.mdx": "title: Главная",
      "uk/client/balance.mdx": "title: Баланс",
      "ru/client/balance.mdx": "title: Баланс",
      "uk/hidden.mdx": "title: Прихована\nunlisted: true",
      "uk/draft.mdx": "title: Чернетка\ndraft: true",
    });
    const xml = buildSitemap(scanContent(root, { includeDrafts: false }), "https://docs.example.com");
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain("<loc>https://docs.example.com/</loc>");
    expect(xml).toContain("<loc>https://docs.example.com/ru/client/balance</loc>");
    expect(xml).toContain('hreflang="ru" href="https://docs.example.com/ru/client/balance"');
    expect(xml).toContain('hreflang="x-default" href="https://docs.example.com/client/balance"');
    expect(xml).not.toContain("hidden");
    expect(xml).not.toContain("draft");
    expect(xml.match(/<url>/g)).toHaveLength(4);
    fs.rmSync(root, { recursive: true, force: true });
  });
});

describe("buildRobots", () => {
  it("allows everything and points to the sitemap", () => {
    expect(buildRobots("https://docs.example.com")).toBe("User-agent: *\nAllow: /\n\nSitemap: https://docs.example.com/sitemap.xml\n");
  });
});
