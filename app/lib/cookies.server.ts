/** Reader preferences kept in cookies, so the server renders the right state on the first paint. */
import { createCookie } from "@remix-run/node";
import { siteConfig, type ColorMode } from "../../site.config";
import { colorModeCookieName, parseColorMode } from "./color-mode";

const oneYear = 60 * 60 * 24 * 365;

export const colorModeCookie = createCookie(colorModeCookieName, { path: "/", sameSite: "lax", maxAge: oneYear, httpOnly: false });
export const announcementCookie = createCookie("announcement_dismissed", { path: "/", sameSite: "lax", maxAge: oneYear });

export interface ReaderState {
  colorMode: ColorMode;
  /** True when the current announcement was dismissed; a new id in site.config shows the bar again. */
  announcementDismissed: boolean;
}

/**
 * Everything a page's HTML takes from the reader's cookies. The root loader renders from it
 * and the front cache keys by it, so the two cannot disagree.
 */
export async function readReaderState(request: Request): Promise<ReaderState> {
  const cookies = request.headers.get("Cookie");
  const dismissed: unknown = await announcementCookie.parse(cookies);
  return {
    colorMode: parseColorMode(await colorModeCookie.parse(cookies)),
    announcementDismissed: dismissed === siteConfig.announcementBar.id,
  };
}

/** Only same-site paths are accepted as a place to go back to. */
export function safeReturnTo(value: FormDataEntryValue | null): string {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.includes("\\") ? value : "/";
}
