/** Reader preferences kept in cookies, so the server renders the right state on the first paint. */
import { createCookie } from "@remix-run/node";
import { siteConfig, type ColorMode } from "../../../site.config";
import { colorModeCookieName, parseColorMode } from "./color-mode";
import { parse } from "cookie";
import { decodePreferenceCookie } from "./cookie-value";

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
 * and the document cache keys by it, so the two cannot disagree. Synchronous and cheap: it
 * runs before every cached document is served.
 */
export function readerStateFromCookies(header: string | null | undefined): ReaderState {
  // Parsed once: this runs before every cached document is served.
  const cookies = header ? parse(header) : {};
  return {
    colorMode: parseColorMode(decodePreferenceCookie(cookies[colorModeCookie.name])),
    announcementDismissed: decodePreferenceCookie(cookies[announcementCookie.name]) === siteConfig.announcementBar.id,
  };
}

export function readReaderState(request: Request): ReaderState {
  return readerStateFromCookies(request.headers.get("Cookie"));
}

const PROBE_ORIGIN = "http://return-to.invalid";

/**
 * A place to go back to, or null: only an absolute path on this site, without control characters or
 * backslashes (browsers drop tabs and newlines from URLs, so `/<TAB>/evil.example` would become
 * `//evil.example`, another host). The answer is the path as a URL parser reads it, percent-encoded, so it is
 * always a valid `Location` header.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 2048 || !value.startsWith("/") || /[\p{Cc}\\]/u.test(value)) return null;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN && !url.pathname.startsWith("//") ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/** Only same-site paths are accepted as a place to go back to; anything else is the home page. */
export function safeReturnTo(value: FormDataEntryValue | null): string {
  return sameSitePath(value) ?? "/";
}
