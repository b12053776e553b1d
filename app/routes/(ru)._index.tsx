import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DocPage } from "../components/layout/DocPage";
import { docRouteMeta, docShouldRevalidate, cachedByPath } from "../lib/page";
import { loadDocPage } from "../lib/content/index.server";
import { docPageHeaders } from "../lib/http/index.server";

/** `/` and `/ru/`: the getting-started page (content/<locale>/index.mdx). */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadDocPage(request, context.services, { dataRequest: context.dataRequest === true, pageBody: context.pageBody });
export const meta = docRouteMeta;
export const headers: HeadersFunction = docPageHeaders;
export const handle = cachedByPath;
export const shouldRevalidate = docShouldRevalidate;

export default function HomeRoute() {
  return <DocPage page={useLoaderData<typeof loader>()} />;
}
