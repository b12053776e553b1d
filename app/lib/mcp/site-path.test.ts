import { describe, expect, it } from "vitest";
import { sitePathOf } from "./site-path";
import { mcpLimits } from "./limits";

const base = "https://docs.sms.example";
const path = (input: string, baseUrl = base) => sitePathOf(input, baseUrl);

describe("sitePathOf", () => {
  it.each([
    ["/client/balance", "/client/balance"],
    ["client/balance", "/client/balance"],
    ["  /ru/client/balance  ", "/ru/client/balance"],
    ["/ru/interface/", "/ru/interface/"],
    ["/client/balance?_highlight=баланс#top", "/client/balance"],
    ["/client/balance.md", "/client/balance"],
    ["/ru/interface/index.md", "/ru/interface/"],
    ["/index.md", "/"],
    ["https://docs.sms.example/ru/api/json/sms/send", "/ru/api/json/sms/send"],
    ["https://docs.sms.example/client/balance#top", "/client/balance"],
    ["//docs.sms.example/client/balance", "/client/balance"],
    ["/%D0%B1%D0%B0%D0%BB%D0%B0%D0%BD%D1%81", "/баланс"],
  ])("%s → %s", (input, expected) => {
    expect(path(input)).toEqual({ ok: true, pathname: expected });
  });

  it("strips a base path the site is served under", () => {
    expect(path("https://example.org/docs/client/balance", "https://example.org/docs")).toEqual({ ok: true, pathname: "/client/balance" });
  });

  it.each([
    ["/../../etc/passwd", /leaves the site/],
    ["../etc/passwd", /leaves the site/],
    ["/client/%2e%2e/%2e%2e/etc/passwd", /leaves the site/],
    ["https://docs.sms.example/../../etc/passwd", /leaves the site/],
    ["/client/./balance", /leaves the site/],
    ["/client\\balance", /characters/],
    ["/client/balance\u0000", /characters/],
    ["/client/%00balance", /leaves the site/],
    ["/client/%E0%A4%A", /percent-encoding/],
    ["https://evil.example/client/balance", /Only pages of this site/],
    ["http://docs.sms.example.evil.example/client/balance", /Only pages of this site/],
    ["https://user@docs.sms.example/client/balance", /Only pages of this site/],
    ["file:///etc/passwd", /Only pages of this site/],
    ["javascript:alert(1)", /Only pages of this site/],
    ["", /empty/],
    ["   ", /empty/],
    ["/llms.txt", /list_pages/],
    ["/ru/llms-full.txt", /list_pages/],
  ])("refuses %j", (input, reason) => {
    const result = path(input);
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.problem).toMatch(reason);
  });

  it("refuses a path over the length limit", () => {
    const result = path(`/${"a".repeat(mcpLimits.maxPathLength)}`);
    expect(result).toEqual({ ok: false, problem: expect.stringMatching(/longer than/) });
  });
});
