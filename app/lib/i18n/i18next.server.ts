/**
 * i18next on the server, over the same resources the pages get (app/locales): the locale of a request
 * (remix-i18next, from the URL only: a Russian browser at `/` still reads Ukrainian), and a typed
 * translator per locale for what the server writes itself (feeds, llms.txt, MCP answers, error texts).
 */
import i18next, { type TFunction } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { siteConfig, type Locale } from "../../../site.config";
import { localeFromPathname } from "../content/paths";
import ru from "../../locales/ru";
import uk from "../../locales/uk";

const resources = { uk: { translation: uk }, ru: { translation: ru } };
const options = { resources, fallbackLng: siteConfig.i18n.defaultLocale, interpolation: { escapeValue: false } };

let detector: RemixI18Next | undefined;

function remixI18next(): RemixI18Next {
  return (detector ??= new RemixI18Next({
    detection: {
      supportedLanguages: [...siteConfig.i18n.locales],
      fallbackLanguage: siteConfig.i18n.defaultLocale,
      order: ["custom"],
      findLocale: async (request) => localeFromPathname(new URL(request.url).pathname),
    },
    i18next: options,
  }));
}

/** The locale a request's page is in. */
export async function localeOfRequest(request: Request): Promise<Locale> {
  return (await remixI18next().getLocale(request)) as Locale;
}

const translators = new Map<Locale, TFunction>();

/** A locale's translator, made once: i18next initialises synchronously from bundled resources. */
export function serverT(locale: Locale): TFunction {
  let t = translators.get(locale);
  if (!t) {
    const instance = i18next.createInstance({ ...options, lng: locale, initImmediate: false });
    void instance.init();
    t = instance.getFixedT(locale);
    translators.set(locale, t);
  }
  return t;
}
