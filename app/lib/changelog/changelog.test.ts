import path from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../../../site.config";
import { atomFeed } from "./atom";
import { inlinePieces, validateChangelog } from "./changelog";
import { readChangelog } from "./changelog.server";

const entries = readChangelog(path.resolve("content"));

describe("the changelog", () => {
  it("has dated entries, newest first, in both languages", () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.uk.title).not.toBe(entry.ru.title);
    }
  });

  it("is what the announcement bar links to: its newest entry", () => {
    expect(siteConfig.announcementBar.href).toBe(`/changelog#${entries[0]?.id}`);
    expect(siteConfig.announcementBar.id).toBe(entries[0]?.id);
  });

  it("refuses an undated entry, a repeated id and entries out of order", () => {
    const entry = (id: string, date: string) => ({ id, date, uk: { title: "т", text: ["т"] }, ru: { title: "т", text: ["т"] } });
    expect(() => validateChangelog([entry("a", "2026-13-01")])).toThrow(/date/);
    expect(() => validateChangelog([entry("a", "2026-11-01"), entry("a", "2026-10-01")])).toThrow(/twice/);
    expect(() => validateChangelog([entry("a", "2026-10-01"), entry("b", "2026-11-01")])).toThrow(/newest first/);
  });

  it("reads `code` and [links](/path) inside a paragraph", () => {
    expect(inlinePieces("Use `apiKey` in [Postman](/api_methods#contract).")).toEqual([
      { kind: "text", text: "Use " },
      { kind: "code", text: "apiKey" },
      { kind: "text", text: " in " },
      { kind: "link", text: "Postman", href: "/api_methods#contract" },
      { kind: "text", text: "." },
    ]);
  });

  it("makes a well-formed Atom feed with one dated entry per change and absolute links", () => {
    const xml = atomFeed(entries, {
      locale: "ru",
      pageUrl: "https://docs.example/ru/changelog",
      feedUrl: "https://docs.example/ru/changelog.atom",
      title: "Изменения",
      author: "ExampleSMS",
      absolute: (href) => `https://docs.example/ru${href}`,
    });
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = new XMLParser({ ignoreAttributes: false }).parse(xml).feed;
    expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
    const list = Array.isArray(feed.entry) ? feed.entry : [feed.entry];
    expect(list).toHaveLength(entries.length);
    expect(list[0].updated).toBe(`${entries[0]?.date}T00:00:00Z`);
    expect(list[0].id).toBe(`https://docs.example/ru/changelog#${entries[0]?.id}`);
    // The newest entry's first link, made absolute (feed readers resolve no relative links).
    const firstLink = /\]\((\/[^)\s]*)\)/.exec(entries[0]?.ru.text.join(" ") ?? "")?.[1];
    expect(firstLink).toBeDefined();
    expect(list[0].content["#text"]).toContain(`<a href="https://docs.example/ru${firstLink}">`);
    expect(list[0].content["#text"]).not.toContain('href="/');
    expect(feed.updated).toBe(list[0].updated);
  });
});
