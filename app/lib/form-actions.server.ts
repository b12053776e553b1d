/**
 * Preference actions answer a plain form post (JavaScript off: a document navigation)
 * with a redirect back, and a fetcher's request with data, so the page stays where it is.
 */
import { data, redirect } from "@remix-run/node";
import { safeReturnTo } from "./cookies.server";

export function isDocumentRequest(request: Request): boolean {
  return (request.headers.get("Sec-Fetch-Mode") ?? "navigate") === "navigate";
}

export function preferenceResponse<T>(request: Request, form: FormData, body: T, setCookie: string) {
  const headers = { "Set-Cookie": setCookie };
  if (isDocumentRequest(request)) return redirect(safeReturnTo(form.get("returnTo")), { status: 303, headers });
  return data(body, { headers });
}

export function methodNotAllowed(): never {
  throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
