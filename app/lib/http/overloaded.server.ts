/**
 * The page answered when a document cannot even wait for its render (too many wait already): a small, whole
 * HTML page in the reader's language, written without React so that it costs nothing on a saturated server.
 */
import { siteConfig } from "../../../site.config";
import { localeFromPathname } from "../content";
import { serverT } from "../i18n/index.server";
import { escapeMarkup } from "../platform/escape-markup";

export function overloadedDocument(pathname: string): string {
  const locale = localeFromPathname(pathname);
  const t = serverT(locale);
  const lang = siteConfig.i18n.localeConfigs[locale].htmlLang;
  return [
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">`,
    `<title>${escapeMarkup(t("overloaded.title"))}</title></head>`,
    `<body><main><h1>${escapeMarkup(t("overloaded.title"))}</h1><p>${escapeMarkup(t("overloaded.body"))}</p>`,
    `<p><a href="${escapeMarkup(pathname)}">${escapeMarkup(t("overloaded.retry"))}</a></p></main></body></html>`,
  ].join("");
}
