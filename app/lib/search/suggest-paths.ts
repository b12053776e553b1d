import { siteConfig } from "../../../site.config";

/**
 * The navbar suggestions' paths, one per locale (`/search/suggest`, `/ru/search/suggest`): server.ts answers them
 * before Remix. Express matches them without regard to case and with or without a final slash, as Remix's routes did.
 */
export const SUGGEST_PATHS: readonly string[] = siteConfig.i18n.locales.map(
  (locale) => `${siteConfig.i18n.localeConfigs[locale].path}/search/suggest`,
);
