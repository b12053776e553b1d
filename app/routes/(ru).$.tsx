import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DocPage } from "../components/layout/DocPage";
import { docRouteMeta, docShouldRevalidate, cachedByPath } from "../lib/page";
import { loadDocPage } from "../lib/content/index.server";
import { pageHeaders } from "../lib/server/index.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadDocPage(request, { dataRequest: context.dataRequest === true, pageBody: context.pageBody });
export const meta = docRouteMeta;
export const headers: HeadersFunction = pageHeaders;
export const handle = cachedByPath;
export const shouldRevalidate = docShouldRevalidate;

export default function DocRoute() {
  return <DocPage page={useLoaderData<typeof loader>()} />;
}
