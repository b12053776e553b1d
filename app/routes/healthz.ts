import { getContentIndex } from "../lib/content/index.server";
import { getRenderedPage } from "../lib/content/page-cache.server";
import { defaultLocale } from "../lib/content/paths";

/** Liveness and readiness: 200 when the content index is loaded and the home page renders. */
export async function loader() {
  const home = getContentIndex().docs[defaultLocale].get("index");
  try {
    if (!home) throw new Error("home page missing");
    await getRenderedPage(defaultLocale, home.slug, home.filePath);
    return new Response("ok\n", { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  } catch (error) {
    return new Response(`not ready: ${error instanceof Error ? error.message : String(error)}\n`, {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}
