import { RemixI18Next } from "remix-i18next/server";
import { siteConfig } from "../../site.config";
import { localeFromPathname } from "./content/paths";
import { i18nOptions } from "./i18n";

/** The locale comes from the URL only: a Russian browser at `/` still gets Ukrainian. */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...siteConfig.i18n.locales],
    fallbackLanguage: siteConfig.i18n.defaultLocale,
    order: ["custom"],
    findLocale: async (request) => localeFromPathname(new URL(request.url).pathname),
  },
  i18next: i18nOptions,
});
