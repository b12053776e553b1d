import type { LoaderFunctionArgs } from "@remix-run/node";
import { buildSitemap } from "../lib/content/index.server";
import { serverConfig } from "../lib/platform/index.server";

export function loader({ context }: LoaderFunctionArgs) {
  return new Response(buildSitemap(context.services.content.current(), serverConfig.baseUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
