import { describe, expect, it } from "vitest";
import { isAllowedMcpOrigin } from "./origin";

const base = "https://docs.sms.example";

describe("isAllowedMcpOrigin", () => {
  it("lets MCP clients through: they send no Origin", () => {
    expect(isAllowedMcpOrigin(undefined, base)).toBe(true);
  });

  it("lets the site's own pages through", () => {
    expect(isAllowedMcpOrigin("https://docs.sms.example", base)).toBe(true);
    expect(isAllowedMcpOrigin("https://docs.sms.example", "https://docs.sms.example/docs")).toBe(true);
  });

  it.each([
    "https://evil.example",
    // DNS rebinding: the attacker's name now resolves to this server; its Origin is still the attacker's.
    "http://rebound.example:3000",
    "http://docs.sms.example",
    "https://docs.sms.example:8443",
    "null",
    "not a url",
    "",
  ])("refuses the browser Origin %j", (origin) => {
    expect(isAllowedMcpOrigin(origin, base)).toBe(false);
  });
});
