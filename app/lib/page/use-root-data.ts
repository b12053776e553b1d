import { useMatches, useRouteLoaderData } from "@remix-run/react";
import type { ColorMode, Locale } from "../../../site.config";
import type { DocPageData } from "../content/index.server";
import type { Strings } from "../i18n";

export interface RootData {
  locale: Locale;
  /** The UI strings of this locale only. */
  strings: Strings;
  colorMode: ColorMode;
  announcementDismissed: boolean;
  baseUrl: string;
  tagManagerId: string | null;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}

/** The current docs page's data, when the matched route is a docs page. */
export function useDocPageData(): DocPageData | undefined {
  const match = useMatches().find((m) => m.data !== null && typeof m.data === "object" && "sidebarName" in m.data);
  return match?.data as DocPageData | undefined;
}
