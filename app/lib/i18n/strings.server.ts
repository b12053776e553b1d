/** Both locales' strings live on the server; a page sends only its own (see root loader). */
import type { Locale } from "../../../site.config";
import ru from "../../locales/ru";
import uk from "../../locales/uk";
import type { Strings } from "./strings";

const byLocale: Record<Locale, Strings> = { uk, ru };

export function stringsFor(locale: Locale): Strings {
  return byLocale[locale];
}

/** Groups only the server writes (llms.txt): a page's data leaves them out. */
const SERVER_ONLY = ["llms"] as const;
const pageStrings = new Map<Locale, Strings>();

/** The strings a page carries to the browser: its locale's, without the server-only groups. */
export function pageStringsFor(locale: Locale): Strings {
  let strings = pageStrings.get(locale);
  if (!strings) {
    strings = Object.fromEntries(
      Object.entries(byLocale[locale]).filter(([group]) => !(SERVER_ONLY as readonly string[]).includes(group)),
    ) as Strings;
    pageStrings.set(locale, strings);
  }
  return strings;
}
