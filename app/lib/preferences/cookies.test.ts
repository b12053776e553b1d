import { describe, expect, it } from "vitest";
import { siteConfig } from "../../../site.config";
import { announcementCookie, colorModeCookie, readerStateFromCookies } from "./cookies.server";

describe("readerStateFromCookies", () => {
  it("reads what the actions' cookies wrote, synchronously", async () => {
    const header = [
      (await colorModeCookie.serialize("dark")).split(";")[0],
      "_ga=GA1.2.3",
      (await announcementCookie.serialize(siteConfig.announcementBar.id)).split(";")[0],
    ].join("; ");
    expect(readerStateFromCookies(header)).toEqual({ colorMode: "dark", announcementDismissed: true });
  });

  it("falls back to the defaults for missing, foreign or broken cookies", () => {
    const defaults = { colorMode: siteConfig.colorMode.defaultMode, announcementDismissed: false };
    expect(readerStateFromCookies(undefined)).toEqual(defaults);
    expect(readerStateFromCookies("theme=%%%; announcement_dismissed=bm90LWpzb24")).toEqual(defaults);
    expect(readerStateFromCookies("theme=ImJsdWUi")).toEqual(defaults); // "blue" is no colour mode
    expect(readerStateFromCookies(`announcement_dismissed=${btoa(JSON.stringify("an-old-announcement"))}`)).toEqual(defaults);
  });
});
