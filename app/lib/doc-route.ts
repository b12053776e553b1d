/** `<head>` descriptors shared by routes: docs pages, and error pages rendered by the root boundary. */
import { isRouteErrorResponse, type MetaDescriptor, type MetaFunction } from "@remix-run/react";
import { localeFromPathname } from "./content/paths";
import { docMeta, pageTitle } from "./doc-meta";
import type { DocPageData } from "./docs.server";
import { resources } from "./i18n";
import type { RootData } from "./use-root-data";

/** Title and robots of the not-found, crash and page-error pages, in the URL's language. */
export function errorMeta(error: unknown, pathname: string): MetaDescriptor[] {
  const strings = resources[localeFromPathname(pathname)].translation;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? strings.notFound.title : status === 503 ? strings.overloaded.title : strings.crash.title;
  return [{ title: pageTitle(title) }, { name: "robots", content: "noindex, follow" }];
}

export const docRouteMeta: MetaFunction = ({ data, matches }) => {
  const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
  return docMeta(data as DocPageData | undefined, root);
};
