/**
 * UI strings: lookup by dotted key, `{{name}}` interpolation and plural forms (`key_one`,
 * `key_few`, `key_many`, `key_other`, chosen by Intl.PluralRules). A page gets only its own
 * locale's strings, through the root loader's data, so the browser never downloads the other
 * language or a translation library.
 */
import type { ParseKeys } from "i18next";
import type { Locale } from "../../../site.config";
import type { Translation } from "../../locales/uk";

export type Strings = Translation;
export type StringValues = Record<string, string | number>;
/** A UI-string key: a dotted path into the resources, plural forms by their base key (`tags.pages`). */
export type UiKey = ParseKeys;

/** `{{name}}` interpolation; unknown names stay as written. */
export function format(template: string, values: StringValues): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}

function lookup(strings: Strings, key: string): unknown {
  let node: unknown = strings;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** The string for `key`, with a plural form when `values.count` is a number; the key itself when missing. */
export function translate(strings: Strings, locale: Locale, key: UiKey, values: StringValues = {}): string {
  const count = values.count;
  const plural =
    typeof count === "number" ? (lookup(strings, `${key}_${pluralCategory(locale, count)}`) ?? lookup(strings, `${key}_other`)) : undefined;
  const template = plural ?? lookup(strings, key);
  return typeof template === "string" ? format(template, values) : key;
}
