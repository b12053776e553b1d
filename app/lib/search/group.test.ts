import { describe, expect, it } from "vitest";
import { groupByPage, type Hit } from "./group";
import type { SearchDoc } from "./types";

const doc = (path: string, hash = ""): SearchDoc => ({
  kind: hash ? "section" : "page",
  path,
  hash,
  title: path,
  heading: hash,
  crumbs: [],
  tags: [],
  text: "",
});
const hit = (d: SearchDoc, score: number, words = 1): Hit => ({ doc: d, score, terms: [], words });

describe("groupByPage", () => {
  it("orders pages by their best hit and sections by score, the page hit apart", () => {
    const groups = groupByPage([hit(doc("/a", "x"), 1), hit(doc("/b"), 3), hit(doc("/a", "y"), 5, 2), hit(doc("/a"), 2)]);
    expect(groups.map((g) => [g.path, g.score, g.words])).toEqual([
      ["/a", 5, 3],
      ["/b", 3, 1],
    ]);
    expect(groups[0]?.page?.doc.kind).toBe("page");
    expect(groups[0]?.sections.map((s) => s.doc.hash)).toEqual(["y", "x"]);
  });
});
