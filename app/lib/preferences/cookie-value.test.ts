import { createCookie } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { preferenceCookieValue } from "./cookie-value";

describe("preferenceCookieValue", () => {
  it("reads what Remix's createCookie wrote, among other cookies, UTF-8 included", async () => {
    const written = await createCookie("announcement_dismissed").serialize("оновлення-2026");
    const header = `_ga=GA1.2.3; ${written.split(";")[0]}; theme=broken`;
    expect(preferenceCookieValue(header, "announcement_dismissed")).toBe("оновлення-2026");
  });

  it("is undefined when the cookie is missing or not base64 JSON", () => {
    expect(preferenceCookieValue("a=b", "theme")).toBeUndefined();
    expect(preferenceCookieValue("theme=%%%", "theme")).toBeUndefined();
    expect(preferenceCookieValue("theme=bm90IGpzb24=", "theme")).toBeUndefined();
  });
});
