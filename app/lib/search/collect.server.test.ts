import { describe, expect, it } from "vitest";
import { scanContent } from "../content/index.server";
import { collectPages } from "./collect.server";

describe("collectPages", () => {
  const content = scanContent("tests/fixtures/content", { includeDrafts: true });

  it("leaves out drafts and unlisted pages", () => {
    const paths = collectPages(content, "uk").map((p) => p.path);
    expect(paths).toContain("/");
    expect(paths).not.toContain("/draft");
    expect(paths).not.toContain("/unlisted");
  });

  it("gives every page its breadcrumbs and a body without front matter", () => {
    const home = collectPages(content, "uk").find((p) => p.path === "/");
    expect(home?.crumbs[0]).toBe("Документація");
    expect(home?.body).not.toContain("sidebar_position");
  });
});
