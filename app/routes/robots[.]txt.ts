import { publicBaseUrl } from "../lib/env.server";
import { buildRobots } from "../lib/sitemap.server";

export function loader() {
  return new Response(buildRobots(publicBaseUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
