import { describe, expect, it } from "vitest";
import { applyBrokenLinkPolicy } from "./broken-link-policy";

const link = { file: "uk/a.mdx", line: 3, message: "link to /nowhere: no such page" };
const anchor = { file: "uk/a.mdx", line: 4, kind: "anchor" as const, message: "anchor #x does not exist on this page" };

describe("applyBrokenLinkPolicy", () => {
  it("follows each policy for its kind", () => {
    expect(applyBrokenLinkPolicy([link, anchor], { links: "warn", anchors: "warn" })).toEqual({ warnings: [link, anchor], errors: [] });
    expect(applyBrokenLinkPolicy([link, anchor], { links: "throw", anchors: "ignore" })).toEqual({ warnings: [], errors: [link] });
    expect(applyBrokenLinkPolicy([link, anchor], { links: "ignore", anchors: "throw" })).toEqual({ warnings: [], errors: [anchor] });
  });
});
