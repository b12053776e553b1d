/** i18next settings shared by the server and the browser; resources are bundled, never fetched. */
import type { InitOptions } from "i18next";
import { siteConfig } from "../../site.config";
import uk from "../locales/uk";
import ru from "../locales/ru";

export const resources = { uk: { translation: uk }, ru: { translation: ru } };

export const i18nOptions = {
  supportedLngs: [...siteConfig.i18n.locales],
  fallbackLng: siteConfig.i18n.defaultLocale,
  defaultNS: "translation",
  resources,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} satisfies InitOptions;

/** `{{name}}` interpolation for strings used outside React (meta functions). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
