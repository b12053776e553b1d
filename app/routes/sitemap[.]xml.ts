import { getContentIndex } from "../lib/content/index.server";
import { serverConfig } from "../lib/server/config.server";
import { buildSitemap } from "../lib/sitemap.server";

export function loader() {
  return new Response(buildSitemap(getContentIndex(), serverConfig.baseUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
