/** Reader preferences kept in cookies, so the server renders the right state on the first paint. */
import { createCookie } from "@remix-run/node";
import { siteConfig, type ColorMode } from "../../../site.config";
import { colorModeCookieName, parseColorMode } from "./color-mode";

const oneYear = 60 * 60 * 24 * 365;

export const colorModeCookie = createCookie(colorModeCookieName, { path: "/", sameSite: "lax", maxAge: oneYear, httpOnly: false });
export const announcementCookie = createCookie("announcement_dismissed", { path: "/", sameSite: "lax", maxAge: oneYear });

export interface ReaderState {
  colorMode: ColorMode;
  /** True when the current announcement was dismissed; a new id in site.config shows the bar again. */
  announcementDismissed: boolean;
}

/** A cookie written by Remix's createCookie (unsigned): base64 of the JSON value. */
function cookieValue(header: string, name: string): unknown {
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at === -1 || pair.slice(0, at).trim() !== name) continue;
    try {
      return JSON.parse(Buffer.from(decodeURIComponent(pair.slice(at + 1).trim()), "base64").toString("utf8"));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Everything a page's HTML takes from the reader's cookies. The root loader renders from it
 * and the document cache keys by it, so the two cannot disagree. Synchronous and cheap: it
 * runs before every cached document is served.
 */
export function readerStateFromCookies(header: string | null | undefined): ReaderState {
  const cookies = header ?? "";
  return {
    colorMode: parseColorMode(cookies ? cookieValue(cookies, colorModeCookie.name) : undefined),
    announcementDismissed: cookies !== "" && cookieValue(cookies, announcementCookie.name) === siteConfig.announcementBar.id,
  };
}

export function readReaderState(request: Request): ReaderState {
  return readerStateFromCookies(request.headers.get("Cookie"));
}

/** Only same-site paths are accepted as a place to go back to. */
export function safeReturnTo(value: FormDataEntryValue | null): string {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.includes("\\") ? value : "/";
}
