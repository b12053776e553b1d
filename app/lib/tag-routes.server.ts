import { redirect } from "@remix-run/node";

/** Tag URLs are canonical without a trailing slash; the other form answers 301. */
export function canonicalRedirect(request: Request): void {
  const url = new URL(request.url);
  if (url.pathname.length > 1 && url.pathname.endsWith("/")) throw redirect(`${url.pathname.replace(/\/+$/, "")}${url.search}`, 301);
}
