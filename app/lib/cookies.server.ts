/** Reader preferences kept in cookies, so the server renders the right state on the first paint. */
import { createCookie } from "@remix-run/node";
import type { ColorMode } from "../../site.config";
import { colorModeCookieName, parseColorMode } from "./color-mode";

const oneYear = 60 * 60 * 24 * 365;

export const colorModeCookie = createCookie(colorModeCookieName, { path: "/", sameSite: "lax", maxAge: oneYear, httpOnly: false });
export const announcementCookie = createCookie("announcement_dismissed", { path: "/", sameSite: "lax", maxAge: oneYear });

export async function readColorMode(request: Request): Promise<ColorMode> {
  return parseColorMode(await colorModeCookie.parse(request.headers.get("Cookie")));
}

/** The id of the dismissed announcement; a new id in site.config shows the bar again. */
export async function readDismissedAnnouncement(request: Request): Promise<string | null> {
  const value: unknown = await announcementCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" ? value : null;
}

/** Only same-site paths are accepted as a place to go back to. */
export function safeReturnTo(value: FormDataEntryValue | null): string {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.includes("\\") ? value : "/";
}
