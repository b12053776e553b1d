import path from "node:path";
import { describe, expect, it } from "vitest";
import { scanContent } from "./content-index.server";
import { crumbsFor, pagesByTag, placementOf, publicDocs } from "./model.server";

// The fixture tree has a draft and an unlisted page beside ordinary ones.
const root = path.resolve("tests/fixtures/content");

describe("content model", () => {
  it("publishes neither drafts nor unlisted pages, whether drafts are served or not", () => {
    for (const includeDrafts of [true, false]) {
      const slugs = publicDocs(scanContent(root, { includeDrafts }), "uk").map((doc) => doc.slug);
      expect(slugs).toContain("code");
      expect(slugs).not.toContain("draft");
      expect(slugs).not.toContain("unlisted");
    }
  });

  it("gives the first page of a sidebar one crumb, and any other page its section, linked, then its title", () => {
    const index = scanContent(root, { includeDrafts: false });
    const home = index.docs.uk.get("index");
    const code = index.docs.uk.get("code");
    if (!home || !code) throw new Error("fixture pages missing");
    expect(crumbsFor(placementOf(index, home), home)).toEqual([{ label: "Документація" }]);
    expect(crumbsFor(placementOf(index, code), code)).toEqual([{ label: "Документація", href: "/" }, { label: code.title }]);
  });

  it("lists tagged public pages by title", () => {
    const pages = pagesByTag(scanContent(root, { includeDrafts: true }), "uk").get("json") ?? [];
    expect(pages.map((page) => page.href)).toEqual(expect.arrayContaining(["/code"]));
    expect(pages.every((page) => !page.href.includes("draft") && !page.href.includes("unlisted"))).toBe(true);
  });
});
