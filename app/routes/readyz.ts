import { getContentIndex, getRenderedPage } from "../lib/content/index.server";
import { defaultLocale, locales } from "../lib/content";
import { loadSearchIndexes } from "../lib/search/index.server";

/** The home page renders (compiled once, then cached): the pipeline works. */
async function homeRenders(): Promise<{ ready: boolean; error?: string }> {
  const home = getContentIndex().docs[defaultLocale].get("index");
  try {
    if (!home) throw new Error("home page missing");
    await getRenderedPage(defaultLocale, home.slug, home.filePath);
    return { ready: true };
  } catch (error) {
    return { ready: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Readiness: 200 once the content index has every locale's home page, the home page renders
 * and the search indexes are loaded; 503 with the reason otherwise.
 */
export async function loader() {
  const index = getContentIndex();
  const pages = Object.fromEntries(locales.map((locale) => [locale, index.docs[locale].size]));
  const contentReady = locales.every((locale) => index.docs[locale].has("index"));
  const [search, render] = await Promise.all([loadSearchIndexes(), homeRenders()]);
  const ready = contentReady && search.ok && render.ready;
  return Response.json(
    {
      ready,
      content: { ready: contentReady, pages },
      render,
      search: search.ok ? { ready: true } : { ready: false, error: search.error },
    },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
