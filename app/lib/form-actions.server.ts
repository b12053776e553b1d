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
