import { parse } from "cookie";

/**
 * A reader-preference cookie as Remix's createCookie writes it (unsigned): base64 of the JSON value,
 * URI-encoded. Read the same way on the server (every request's cache key) and in the browser.
 */
export function preferenceCookieValue(header: string, name: string): unknown {
  return decodePreferenceCookie(parse(header)[name]);
}

/** The value of one already parsed preference cookie (`cookie.parse` has undone the URI encoding). */
export function decodePreferenceCookie(raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(raw), (char) => char.charCodeAt(0))));
  } catch {
    return undefined;
  }
}
