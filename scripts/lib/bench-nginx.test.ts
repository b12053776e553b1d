import { describe, expect, it } from "vitest";
import { pageHeaderLocations } from "./bench-nginx";

describe("pageHeaderLocations", () => {
  it("repeats the page's own headers and leaves nginx's own to nginx", () => {
    const conf = pageHeaderLocations({
      "/client/balance": {
        "content-type": "text/html; charset=utf-8",
        etag: '"abc"',
        "cache-control": "public, max-age=60",
        "content-security-policy": "default-src 'self'",
      },
    });
    expect(conf).toContain("location = /client/balance {");
    expect(conf).toContain(`add_header cache-control "public, max-age=60" always;`);
    expect(conf).toContain(`add_header content-security-policy "default-src 'self'" always;`);
    expect(conf).not.toMatch(/content-type|etag/);
  });

  it("refuses a value nginx would read as a variable instead of repeating it", () => {
    expect(() => pageHeaderLocations({ "/": { "x-price": "$5" } })).toThrow(/cannot repeat verbatim/);
  });
});
