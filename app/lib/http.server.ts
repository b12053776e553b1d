/** Cache headers for HTML: short for browsers and CDNs, revalidated in the background. */
export const htmlCacheControl = "public, max-age=60, s-maxage=300, stale-while-revalidate=3600";

/** Headers of a page route; an error's own headers (Retry-After, no-store) win. */
export function docHeaders({ loaderHeaders, errorHeaders }: { loaderHeaders: Headers; errorHeaders?: Headers }): Headers {
  const headers = new Headers(errorHeaders ?? loaderHeaders);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", htmlCacheControl);
  // The colour mode and the announcement state come from cookies.
  headers.set("Vary", "Cookie");
  return headers;
}
