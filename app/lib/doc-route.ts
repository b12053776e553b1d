/** The route module parts shared by the docs routes (`/` and the catch-all). */
import { isRouteErrorResponse, type MetaFunction } from "@remix-run/react";
import { localeFromPathname } from "./content/paths";
import { docMeta, pageTitle } from "./doc-meta";
import type { DocPageData } from "./docs.server";
import type { RootData } from "./use-root-data";
import { resources } from "./i18n";

export const docRouteMeta: MetaFunction = ({ data, matches, error, location }) => {
  if (error) {
    const strings = resources[localeFromPathname(location.pathname)].translation;
    const title = isRouteErrorResponse(error) && error.status === 404 ? strings.notFound.title : strings.crash.title;
    return [{ title: pageTitle(title) }, { name: "robots", content: "noindex, follow" }];
  }
  const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
  return docMeta(data as DocPageData | undefined, root);
};
