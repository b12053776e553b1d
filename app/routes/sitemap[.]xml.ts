import { getContentIndex, buildSitemap } from "../lib/content/index.server";
import { serverConfig } from "../lib/server/index.server";

export function loader() {
  return new Response(buildSitemap(getContentIndex(), serverConfig.baseUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
