import { type HeadersFunction, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SearchPage } from "../components/search/SearchPage";
import { pageTitle } from "../lib/page";
import { htmlRouteHeaders } from "../lib/http/index.server";
import { stringsFromMatches } from "../lib/i18n";
import { searchOutcome } from "../lib/insights";
import { readSearchRequest, searchReplyInit } from "../lib/search/index.server";

/** `/search?q=…` and `/ru/search?q=…`: results rendered on the server, the form works without JavaScript. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const search = readSearchRequest(request);
  const result = await context.services.search.search(search, "page");
  const outcome = searchOutcome(search.locale, result, search.page);
  if (outcome) context.services.insights.recordSearch(context.clientKey ?? "unknown", "page", outcome);
  return data({ ...result, locale: search.locale }, searchReplyInit(result.status));
}

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(stringsFromMatches(matches)?.search.title ?? "") },
  { name: "description", content: stringsFromMatches(matches)?.search.description ?? "" },
  // Result pages are not worth indexing, the pages they link to are.
  { name: "robots", content: "noindex, follow" },
];

export const headers: HeadersFunction = htmlRouteHeaders;

export default function SearchRoute() {
  return <SearchPage result={useLoaderData<typeof loader>()} />;
}
