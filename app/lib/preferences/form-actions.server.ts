/**
 * Preference actions answer a plain form post (JavaScript off: a document navigation)
 * with a redirect back, and a fetcher's request with data, so the page stays where it is.
 */
import { data, redirect } from "@remix-run/node";
import { safeReturnTo, sameSitePath } from "./cookies.server";

export function isDocumentRequest(request: Request): boolean {
  return (request.headers.get("Sec-Fetch-Mode") ?? "navigate") === "navigate";
}

/**
 * Where a plain form post goes back to. The page's own URL comes from the same-origin Referer when the browser
 * sends one: cached documents are shared by every query variant of a path, so the form's `returnTo` field holds
 * the canonical path only (and the locale home on a 404 page). A `returnTo` that is not a same-site path falls
 * back to the page the form came from, then to the home page.
 */
export function returnToFor(request: Request, form: FormData): string {
  let fromReferer: string | null = null;
  const referer = request.headers.get("Referer");
  const host = request.headers.get("Host");
  if (referer && host) {
    try {
      const url = new URL(referer);
      if (url.host === host) fromReferer = sameSitePath(`${url.pathname}${url.search}`);
    } catch {
      // An unreadable Referer falls back to the form field.
    }
  }
  return fromReferer ?? safeReturnTo(form.get("returnTo"));
}

/** `setCookie` null: nothing to remember (the form was about something that no longer applies). */
export function preferenceResponse<T>(request: Request, form: FormData, body: T, setCookie: string | null) {
  const headers: Record<string, string> = setCookie ? { "Set-Cookie": setCookie } : {};
  if (isDocumentRequest(request)) return redirect(returnToFor(request, form), { status: 303, headers });
  return data(body, { headers });
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** The posted form, or a clean 415/400 for anything that is not a readable form. */
export async function readForm(request: Request): Promise<FormData> {
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) {
    throw new Response("Unsupported Media Type: send a form\n", { status: 415, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  try {
    return await request.formData();
  } catch {
    throw new Response("Bad Request: the form could not be read\n", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}

export function methodNotAllowed(): never {
  throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/**
 * The announcement a dismissal form names, when it is still the current one. A page from before a
 * release posts the previous id: that must not hide the new announcement, which the reader has not seen.
 * Forms without the field (older pages) dismiss the current one.
 */
export function dismissedAnnouncement(form: FormData, current: string): string | null {
  const posted = form.get("announcement");
  return posted === null || posted === current ? current : null;
}
