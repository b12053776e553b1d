/** The route module parts shared by the docs routes (`/` and the catch-all). */
import type { MetaFunction } from "@remix-run/node";
import { docMeta } from "./doc-meta";
import type { DocPageData } from "./docs.server";
import type { RootData } from "./use-root-data";

export const docRouteMeta: MetaFunction = ({ data, matches }) => {
  const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
  return docMeta(data as DocPageData | undefined, root);
};
