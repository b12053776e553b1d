import { describe, expect, it } from "vitest";
import { availableModes, colorModeFromCookieString, nextColorMode, parseColorMode } from "./color-mode";
import { colorModeCookie } from "./cookies.server";

describe("colour mode", () => {
  it("cycles light and dark only when the system preference is not followed", () => {
    const modes = availableModes(false);
    expect(modes).toEqual(["light", "dark"]);
    expect(nextColorMode("light", modes)).toBe("dark");
    expect(nextColorMode("dark", modes)).toBe("light");
  });

  it("cycles light → dark → system when the system preference is followed", () => {
    const modes = availableModes(true);
    expect(nextColorMode("light", modes)).toBe("dark");
    expect(nextColorMode("dark", modes)).toBe("system");
    expect(nextColorMode("system", modes)).toBe("light");
  });

  it("offers only the default mode when the switch is disabled, so a saved choice no longer applies", () => {
    const modes = availableModes(true, true);
    expect(modes).toEqual(["light"]);
    expect(parseColorMode("dark", modes)).toBe("light");
  });

  it("falls back to light for anything unknown", () => {
    expect(parseColorMode("purple", ["light", "dark"])).toBe("light");
    expect(parseColorMode("system", ["light", "dark"])).toBe("light");
    expect(parseColorMode(undefined)).toBe("light");
  });
});

describe("colorModeFromCookieString", () => {
  it("reads the cookie the server writes", async () => {
    const setCookie = await colorModeCookie.serialize("dark");
    const pair = setCookie.split(";")[0] ?? "";
    expect(colorModeFromCookieString(`other=1; ${pair}`)).toBe("dark");
  });

  it("ignores a missing or mangled cookie", () => {
    expect(colorModeFromCookieString("other=1")).toBeNull();
    expect(colorModeFromCookieString("theme=%%%")).toBeNull();
  });
});
