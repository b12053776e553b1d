import { getContentIndex } from "../lib/content/index.server";
import { defaultLocale } from "../lib/content";

/**
 * Liveness: 200 while the process answers and has its content index. Deliberately cheap: it
 * compiles nothing, so a probe never adds load, and a broken page never restarts the server
 * (rendering is what /readyz checks).
 */
export function loader() {
  const live = getContentIndex().docs[defaultLocale].has("index");
  return new Response(live ? "ok\n" : "not live: the home page is missing from the content folder\n", {
    status: live ? 200 : 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
