import type { LoaderFunctionArgs } from "@remix-run/node";
import { buildSitemap } from "../lib/content/index.server";

export function loader({ context }: LoaderFunctionArgs) {
  return new Response(buildSitemap(context.services.content.current(), context.services.config.baseUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
