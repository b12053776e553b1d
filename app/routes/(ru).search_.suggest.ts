import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchOutcome } from "../lib/insights";
import { readSearchRequest, searchReplyInit } from "../lib/search/index.server";

/** `/search/suggest?q=…` (and under /ru): the navbar box's suggestions as JSON. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const search = readSearchRequest(request);
  const result = await context.services.search.search(search, "suggest");
  // Recorded once the reader settles on a query (see app/lib/insights/search-tracker.server.ts).
  const outcome = searchOutcome(search.locale, result);
  if (outcome) context.services.insights.recordSearch(context.clientKey ?? "unknown", "suggest", outcome);
  const init = searchReplyInit(result.status);
  // `<` is escaped so the echoed query can never be read as markup, even by a browser that sniffs.
  return new Response(JSON.stringify(result).replace(/</g, "\\u003c"), {
    status: init.status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      // Same answer for everyone until the next deploy; a short lifetime keeps deploys visible quickly.
      "Cache-Control": "public, max-age=60",
      "X-Robots-Tag": "noindex",
      ...init.headers,
    },
  });
}
