/** `<head>` descriptors shared by routes: docs pages, and error pages rendered by the root boundary. */
import { isRouteErrorResponse, type MetaDescriptor, type MetaFunction, type ShouldRevalidateFunction } from "@remix-run/react";
import { docMeta, pageTitle } from "./doc-meta";
import type { DocPageData } from "../content/index.server";
import type { Strings } from "../i18n";
import type { RootData } from "./use-root-data";

/** Title and robots of the not-found, crash and page-error pages, in the page's language. */
export function errorMeta(error: unknown, strings: Strings | undefined): MetaDescriptor[] {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const titles = strings && { 404: strings.notFound.title, 503: strings.overloaded.title, 500: strings.crash.title };
  const title = titles ? (status === 404 || status === 503 ? titles[status] : titles[500]) : String(status);
  return [{ title: pageTitle(title) }, { name: "robots", content: "noindex, follow" }];
}

export const docRouteMeta: MetaFunction = ({ data, matches }) => {
  const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
  return docMeta(data as DocPageData | undefined, root);
};

/**
 * A page's data changes only with its path: the reader's forms (colour mode, announcement) change the layout,
 * and a new query string (`?_highlight=…` from a search result, `utm_*`) changes nothing the loader reads, so
 * neither fetches the page again.
 */
export const docShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod !== undefined) return false;
  // Same path, other query string: nothing the loader reads changed. An explicit revalidation (Retry) keeps the URL.
  const onlyQueryChanged = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return !onlyQueryChanged && defaultShouldRevalidate;
};
