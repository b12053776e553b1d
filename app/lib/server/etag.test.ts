import { describe, expect, it } from "vitest";
import { matchesIfNoneMatch, pageETag } from "./etag.server";

describe("pageETag", () => {
  it("is the same for two renders that differ only in their nonce", () => {
    const a = pageETag('<script nonce="AAA">x</script>', "AAA");
    const b = pageETag('<script nonce="BBB">x</script>', "BBB");
    expect(a).toBe(b);
    expect(a).toMatch(/^"[\w-]{27}"$/);
  });

  it("changes when the page changes", () => {
    expect(pageETag("<p>1</p>", "n")).not.toBe(pageETag("<p>2</p>", "n"));
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
