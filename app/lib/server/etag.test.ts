import { describe, expect, it } from "vitest";
import { matchesIfNoneMatch, pageETag } from "./etag.server";

describe("pageETag", () => {
  it("is stable for the same bytes and changes with them", () => {
    expect(pageETag("<p>1</p>")).toBe(pageETag("<p>1</p>"));
    expect(pageETag("<p>1</p>")).not.toBe(pageETag("<p>2</p>"));
    expect(pageETag("x")).toMatch(/^"[\w-]{27}"$/);
  });
});

describe("matchesIfNoneMatch", () => {
  it("matches listed, weak and wildcard tags", () => {
    expect(matchesIfNoneMatch('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch("*", '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abd"', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch(null, '"abc"')).toBe(false);
  });
});
