import { htmlCacheControl } from "../documents/index.server";

type HtmlHeadersArgs = { loaderHeaders: Headers; errorHeaders?: Headers };

/** Headers of an HTML route whose bytes depend on the request headers named in `vary`; an error's own headers (Retry-After, no-store) win. */
function htmlHeaders(vary: string) {
  return ({ loaderHeaders, errorHeaders }: HtmlHeadersArgs): Headers => {
    const headers = new Headers(errorHeaders ?? loaderHeaders);
    if (!headers.has("Cache-Control")) headers.set("Cache-Control", htmlCacheControl);
    headers.set("Vary", vary);
    return headers;
  };
}

/** Any other HTML route (search, tags, changelog, insights, the root's error pages): the colour mode and the announcement state come from cookies. */
export const htmlRouteHeaders = htmlHeaders("Cookie");

/** Docs pages: as above, and their URL answers with Markdown to a client that asks for it (Accept: text/markdown). */
export const docPageHeaders = htmlHeaders("Cookie, Accept");
