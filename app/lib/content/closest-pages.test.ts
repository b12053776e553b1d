import { describe, expect, it } from "vitest";
import { closestPages } from "./closest-pages.server";
import type { DocMeta } from "./content-index.server";

const doc = (slug: string, title: string, locale: "uk" | "ru" = "uk"): DocMeta => ({
  slug,
  title,
  locale,
  filePath: `${slug}.mdx`,
  mtimeMs: 0,
  updatedMs: 0,
  sidebarLabel: title,
  sidebarPosition: 1,
  description: "",
  tags: [],
  draft: false,
  unlisted: false,
});

const docs = [
  doc("client/balance", "Баланс"),
  doc("client/bulk-sms", "Масова SMS-розсилка"),
  doc("client/black-list", "Чорний список"),
  doc("admin/clients", "Клієнти"),
  doc("api/json/send_sms", "Надсилання SMS через JSON API"),
  doc("interface/index", "Інтерфейс кабінету"),
];

describe("closestPages", () => {
  it("offers the page a typo in the path meant, first", () => {
    expect(closestPages("/client/balanse", docs, "uk")[0]).toEqual({ title: "Баланс", href: "/client/balance" });
    expect(closestPages("/api/json/send-sms", docs, "uk")[0]?.href).toBe("/api/json/send_sms");
  });

  it("finds a page by its last path segment in another folder, and by the words of its title", () => {
    expect(closestPages("/admin/balance", docs, "uk").map((p) => p.href)).toContain("/client/balance");
    expect(closestPages("/ru/%D0%B1%D0%B0%D0%BB%D0%B0%D0%BD%D1%81", [doc("client/balance", "Баланс", "ru")], "ru")).toEqual([
      { title: "Баланс", href: "/ru/client/balance" },
    ]);
  });

  it("links folder index pages by their canonical URL and keeps the locale prefix", () => {
    expect(closestPages("/ru/interfase/", docs, "ru")[0]?.href).toBe("/ru/interface/");
  });

  it("offers nothing for a path unlike any page, the home page, or a malformed escape", () => {
    expect(closestPages("/zzzz/qqqqqqqq", docs, "uk")).toEqual([]);
    expect(closestPages("/", docs, "uk")).toEqual([]);
    expect(closestPages("/%E0%A4%A", docs, "uk")).toEqual([]);
  });

  it("offers at most three pages, and stays bounded on a very long path", () => {
    expect(closestPages("/client/b", docs, "uk").length).toBeLessThanOrEqual(3);
    expect(closestPages(`/${"a".repeat(5000)}`, docs, "uk")).toEqual([]);
  });
});
