import { siteConfig } from "../../../site.config";

/**
 * The navbar suggestions' paths, one per locale (`/search/suggest`, `/ru/search/suggest`): server.ts answers them
 * before Remix. Express matches them without regard to case and with or without a final slash, as Remix's routes did.
 */
export const SUGGEST_PATHS: readonly string[] = siteConfig.i18n.locales.map(
  (locale) => `${siteConfig.i18n.localeConfigs[locale].path}/search/suggest`,
);

/**
 * The results pages' paths (`/search`, `/ru/search`). Remix renders them and the app encodes each in the reader's
 * coding (entry.server.tsx), so server.ts lets them pass the static files (no file is there to `stat`) and the
 * compression middleware (nothing is left for it to compress). Their `.data` requests are not in this list.
 */
export const RESULTS_PATHS: ReadonlySet<string> = new Set(
  siteConfig.i18n.locales.map((locale) => `${siteConfig.i18n.localeConfigs[locale].path}/search`),
);

/** Whether a request path (as Express gives it) is a results page: letter case and a final slash aside. */
export function isResultsPath(pathname: string): boolean {
  return RESULTS_PATHS.has(pathname.toLowerCase().replace(/(.)\/$/, "$1"));
}
