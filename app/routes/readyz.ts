import { getContentIndex } from "../lib/content/index.server";
import { locales } from "../lib/content/paths";
import { loadSearchIndexes } from "../lib/search/search.server";

/** Readiness: 200 once the content index has every locale's home page and the search indexes are loaded. */
export async function loader() {
  const index = getContentIndex();
  const pages = Object.fromEntries(locales.map((locale) => [locale, index.docs[locale].size]));
  const contentReady = locales.every((locale) => index.docs[locale].has("index"));
  const search = await loadSearchIndexes();
  const ready = contentReady && search.ok;
  return Response.json(
    { ready, content: { ready: contentReady, pages }, search: search.ok ? { ready: true } : { ready: false, error: search.error } },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
