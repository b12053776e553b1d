/** Cache headers for HTML: short for browsers and CDNs, revalidated in the background. */
export const htmlCacheControl = "public, max-age=60, s-maxage=300, stale-while-revalidate=3600";

export function docHeaders(loaderHeaders: Headers): Headers {
  const headers = new Headers(loaderHeaders);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", htmlCacheControl);
  // The colour mode and the announcement state come from cookies.
  headers.set("Vary", "Cookie");
  return headers;
}
