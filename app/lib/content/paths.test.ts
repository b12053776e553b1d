import { describe, expect, it } from "vitest";
import { localeFromPathname, resolvePath, slugToPath, switchLocalePath , withoutTrailingSlash } from "./paths";

const slugs = new Set(["uk:index", "uk:interface/index", "uk:client/balance", "uk:api/json/rcs/send", "ru:index", "ru:client/balance"]);
const has = (locale: string, slug: string) => slugs.has(`${locale}:${slug}`);

describe("slugToPath", () => {
  it("puts index pages at a trailing slash and other pages without one", () => {
    expect(slugToPath("index", "uk")).toBe("/");
    expect(slugToPath("index", "ru")).toBe("/ru/");
    expect(slugToPath("interface/index", "uk")).toBe("/interface/");
    expect(slugToPath("client/balance", "ru")).toBe("/ru/client/balance");
  });
});

describe("localeFromPathname", () => {
  it("reads the locale from the URL prefix only", () => {
    expect(localeFromPathname("/")).toBe("uk");
    expect(localeFromPathname("/ru")).toBe("ru");
    expect(localeFromPathname("/ru/client/balance")).toBe("ru");
    expect(localeFromPathname("/rules")).toBe("uk");
    expect(localeFromPathname("/client/ru")).toBe("uk");
  });
});

describe("resolvePath", () => {
  it("finds pages at their canonical path", () => {
    expect(resolvePath("/", has)).toEqual({ kind: "page", locale: "uk", slug: "index" });
    expect(resolvePath("/ru/", has)).toEqual({ kind: "page", locale: "ru", slug: "index" });
    expect(resolvePath("/client/balance", has)).toEqual({ kind: "page", locale: "uk", slug: "client/balance" });
    expect(resolvePath("/api/json/rcs/send", has)).toEqual({ kind: "page", locale: "uk", slug: "api/json/rcs/send" });
    expect(resolvePath("/interface/", has)).toEqual({ kind: "page", locale: "uk", slug: "interface/index" });
  });

  it("redirects the other trailing-slash form to the canonical one", () => {
    expect(resolvePath("/interface", has)).toMatchObject({ kind: "redirect", location: "/interface/" });
    expect(resolvePath("/client/balance/", has)).toMatchObject({ kind: "redirect", location: "/client/balance" });
    expect(resolvePath("/ru", has)).toMatchObject({ kind: "redirect", location: "/ru/" });
    expect(resolvePath("/client//balance", has)).toMatchObject({ kind: "not-found" });
  });

  it("does not find unknown, index-named or odd paths", () => {
    expect(resolvePath("/nope", has)).toEqual({ kind: "not-found", locale: "uk" });
    expect(resolvePath("/ru/interface/", has)).toEqual({ kind: "not-found", locale: "ru" });
    expect(resolvePath("/interface/index", has)).toMatchObject({ kind: "not-found" });
    expect(resolvePath("/client/../client/balance", has)).toMatchObject({ kind: "not-found" });
    expect(resolvePath("/client/balance.mdx", has)).toMatchObject({ kind: "not-found" });
  });
});

describe("switchLocalePath", () => {
  it("keeps the path when switching language", () => {
    expect(switchLocalePath("/client/balance", "ru")).toBe("/ru/client/balance");
    expect(switchLocalePath("/ru/client/balance", "uk")).toBe("/client/balance");
    expect(switchLocalePath("/ru/", "uk")).toBe("/");
    expect(switchLocalePath("/", "ru")).toBe("/ru/");
  });
});

describe("withoutTrailingSlash", () => {
  it("drops trailing slashes but keeps the root", () => {
    expect(withoutTrailingSlash("/tags/sms/")).toBe("/tags/sms");
    expect(withoutTrailingSlash("/ru/tags//")).toBe("/ru/tags");
    expect(withoutTrailingSlash("/tags")).toBe("/tags");
    expect(withoutTrailingSlash("/")).toBe("/");
  });
});
