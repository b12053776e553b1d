import { type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InsightsPage } from "../components/insights/InsightsPage";
import { stringsFromMatches } from "../lib/i18n";
import { loadInsightsReport } from "../lib/insights/index.server";
import { pageTitle } from "../lib/page";
import { htmlRouteHeaders } from "../lib/http/index.server";

/** `/insights` and `/ru/insights`: the owner's report (HTTP Basic auth; 404 when no password is set). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadInsightsReport(request, context.services.insights);

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(stringsFromMatches(matches)?.insights.title ?? "") },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: HeadersFunction = htmlRouteHeaders;

export default function InsightsRoute() {
  return <InsightsPage data={useLoaderData<typeof loader>()} />;
}
