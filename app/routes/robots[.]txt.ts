import { serverConfig } from "../lib/server/config.server";
import { buildRobots } from "../lib/sitemap.server";

export function loader() {
  return new Response(buildRobots(serverConfig.baseUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
