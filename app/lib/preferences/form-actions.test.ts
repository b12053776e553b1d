import { describe, expect, it } from "vitest";
import { dismissedAnnouncement, returnToFor } from "./form-actions.server";

function post(headers: Record<string, string>): Request {
  return new Request("http://localhost/action/color-mode", { method: "POST", headers });
}

function form(returnTo: string): FormData {
  const data = new FormData();
  data.set("returnTo", returnTo);
  return data;
}

describe("returnToFor", () => {
  it("goes back to the page's own URL, query included, from a same-origin Referer", () => {
    const request = post({ Host: "docs.sms.example", Referer: "https://docs.sms.example/ru/client/balance?x=1" });
    expect(returnToFor(request, form("/ru/client/balance"))).toBe("/ru/client/balance?x=1");
  });

  it("ignores a Referer from another site and uses the form field", () => {
    const request = post({ Host: "docs.sms.example", Referer: "https://evil.example/phish" });
    expect(returnToFor(request, form("/client/balance"))).toBe("/client/balance");
  });

  it("falls back to the form field without a Referer, and to / for an unsafe one", () => {
    expect(returnToFor(post({ Host: "docs.sms.example" }), form("/tags/"))).toBe("/tags/");
    expect(returnToFor(post({ Host: "docs.sms.example" }), form("//evil.example"))).toBe("/");
    expect(returnToFor(post({ Host: "a", Referer: "not a url" }), form("/x"))).toBe("/x");
  });
});

describe("returnToFor with hostile values", () => {
  const noReferer = post({ Host: "docs.sms.example" });
  it.each([
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\nSet-Cookie: x=1",
    "/a\u000bb",
    "/a\u007fb",
    "/\\evil.example",
    "https://evil.example/",
    "/%2F%2Fevil.example/../",
    "",
  ])("never leaves the site or breaks the Location header: %j", (value) => {
    const target = returnToFor(noReferer, form(value));
    expect(target).toMatch(/^\/(?!\/)/);
    expect(target).not.toMatch(/[\p{Cc}\\]/u);
    expect(new URL(target, "https://docs.sms.example").origin).toBe("https://docs.sms.example");
  });

  it("falls back to the page the form came from when returnTo is unsafe", () => {
    const request = post({ Host: "docs.sms.example", Referer: "https://docs.sms.example/client/balance" });
    expect(returnToFor(request, form("/\t/evil.example"))).toBe("/client/balance");
  });

  it("percent-encodes a Cyrillic path so it is a valid Location", () => {
    expect(returnToFor(noReferer, form("/сторінка"))).toBe("/%D1%81%D1%82%D0%BE%D1%80%D1%96%D0%BD%D0%BA%D0%B0");
  });
});

describe("dismissedAnnouncement", () => {
  const posted = (announcement?: string) => {
    const data = form("/");
    if (announcement !== undefined) data.set("announcement", announcement);
    return data;
  };

  it("dismisses the announcement the form names when it is the current one", () => {
    expect(dismissedAnnouncement(posted("spring-2026"), "spring-2026")).toBe("spring-2026");
  });

  it("does not dismiss a newer announcement from a page that showed an older one", () => {
    expect(dismissedAnnouncement(posted("winter-2025"), "spring-2026")).toBeNull();
  });

  it("dismisses the current one for a form without the field", () => {
    expect(dismissedAnnouncement(posted(), "spring-2026")).toBe("spring-2026");
  });
});
