import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadInsightsCsv } from "../lib/insights/index.server";

/** `/insights.csv`: the owner's report as one CSV table, behind HTTP Basic auth. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadInsightsCsv(request, context.services.insights);
