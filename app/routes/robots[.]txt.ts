import type { LoaderFunctionArgs } from "@remix-run/node";
import { buildRobots } from "../lib/content/index.server";

export function loader({ context }: LoaderFunctionArgs) {
  return new Response(buildRobots(context.services.config.baseUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
