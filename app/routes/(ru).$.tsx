import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DocPage } from "../components/layout/DocPage";
import { docRouteMeta, docShouldRevalidate, cachedByPath } from "../lib/page";
import { loadDocPage } from "../lib/content/index.server";
import { docPageHeaders } from "../lib/http/index.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await loadDocPage(request, context.services, {
    dataRequest: context.dataRequest === true,
    pageBody: context.pageBody,
  });
  // A page's data depends on its path and the reader's preferences only (see `handle`): its .data reply is cached.
  context.cacheableData = true;
  return page;
}
export const meta = docRouteMeta;
export const headers: HeadersFunction = docPageHeaders;
export const handle = cachedByPath;
export const shouldRevalidate = docShouldRevalidate;

export default function DocRoute() {
  return <DocPage page={useLoaderData<typeof loader>()} />;
}
