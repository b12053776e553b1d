import { describe, expect, it } from "vitest";
import { bytesTag, etagOf, ifNoneMatchHolds } from "./etag.server";

describe("ETags", () => {
  it("are the same for the same bytes on every replica, and differ for other bytes", () => {
    expect(bytesTag(Buffer.from("Баланс"))).toBe(bytesTag(Buffer.from("Баланс")));
    expect(bytesTag(Buffer.from("Баланс"))).not.toBe(bytesTag(Buffer.from("Баланс.")));
  });

  it("name the coding, so a shared cache never takes a gzip answer for the plain one", () => {
    const tag = bytesTag(Buffer.from("x"));
    const tags = new Set((["identity", "gzip", "br"] as const).map((encoding) => etagOf(tag, encoding)));
    expect(tags.size).toBe(3);
    for (const etag of tags) expect(etag).toMatch(/^"[\w-]+"$/);
  });

  it("match If-None-Match by weak comparison, in any coding, in a list, or as *", () => {
    const tag = bytesTag(Buffer.from("x"));
    expect(ifNoneMatchHolds(etagOf(tag, "gzip"), tag)).toBe(true);
    expect(ifNoneMatchHolds(`W/${etagOf(tag, "br")}`, tag)).toBe(true);
    expect(ifNoneMatchHolds(`"a", ${etagOf(tag, "identity")}`, tag)).toBe(true);
    expect(ifNoneMatchHolds("*", tag)).toBe(true);
    expect(ifNoneMatchHolds('"a"', tag)).toBe(false);
    expect(ifNoneMatchHolds(null, tag)).toBe(false);
  });
});
