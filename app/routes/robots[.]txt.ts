import { serverConfig } from "../lib/platform/index.server";
import { buildRobots } from "../lib/content/index.server";

export function loader() {
  return new Response(buildRobots(serverConfig.baseUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
