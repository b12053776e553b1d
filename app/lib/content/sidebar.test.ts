import { describe, expect, it } from "vitest";
import { buildSidebar, flattenLinks, navbarSections, sidebarNameFor, trailTo, type DocSummary } from "./sidebar";

const doc = (slug: string, sidebarPosition: number, unlisted = false): [string, DocSummary] => [
  slug,
  { slug, sidebarLabel: slug.split("/").at(-1) ?? slug, sidebarPosition, unlisted },
];

const docs = new Map<string, DocSummary>([
  doc("index", 1),
  doc("interface/index", 4),
  doc("client/balance", 2),
  doc("client/bulk-sms", 1),
  doc("client/secret", 3, true),
  doc("api_methods", 1),
  doc("api/json/send_sms", 1),
  doc("api/json/references/message_statuses", 1),
  doc("api/json/rcs/send", 1),
]);

describe("buildSidebar", () => {
  it("orders pages by sidebar_position, leaves unlisted pages out, and links in the locale", () => {
    const sidebar = buildSidebar("docs", docs, "ru");
    const links = flattenLinks(sidebar);
    expect(links.map((l) => l.slug)).toEqual(["index", "interface/index", "client/bulk-sms", "client/balance"]);
    expect(links[2]?.href).toBe("/ru/client/bulk-sms");
  });

  it("turns nested folders into sub-categories in the configured order", () => {
    const api = buildSidebar("api", docs, "uk");
    expect(flattenLinks(api).map((l) => l.slug)).toEqual(["api_methods", "api/json/send_sms", "api/json/rcs/send", "api/json/references/message_statuses"]);
    expect(trailTo(api, "api/json/rcs/send")).toEqual(["JSON API", "RCS"]);
  });

  it("assigns pages to the sidebar that lists them", () => {
    const built = { docs: buildSidebar("docs", docs, "uk"), api: buildSidebar("api", docs, "uk") };
    expect(sidebarNameFor("client/balance", built)).toBe("docs");
    expect(sidebarNameFor("api/json/send_sms", built)).toBe("api");
    expect(sidebarNameFor("api/unknown", built)).toBe("api");
  });
});

describe("navbarSections", () => {
  it("gives one item per sidebar, labelled in the locale and linking to the sidebar's first page", () => {
    expect(navbarSections("uk")).toEqual([
      { name: "docs", label: "Документація", href: "/" },
      { name: "api", label: "API", href: "/api_methods" },
    ]);
    expect(navbarSections("ru").map((s) => s.href)).toEqual(["/ru/", "/ru/api_methods"]);
  });
});
