import { redirect } from "@remix-run/node";
import { withoutTrailingSlash } from "./paths";

/** Tag URLs are canonical without a trailing slash; the other form answers 301. */
export function canonicalRedirect(request: Request): void {
  const url = new URL(request.url);
  const canonical = withoutTrailingSlash(url.pathname);
  if (canonical !== url.pathname) throw redirect(`${canonical}${url.search}`, 301);
}
